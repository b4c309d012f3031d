/* GPUGEN_OFFLOAD=explain prints the choice auto would make, and runs
   the region on the host.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "explain" } */
/* { dg-output "^gpugen: region region-test.c:1: would run on the device: estimated 503 ms on the device against 3 s on the host: 1e\\+10 instances\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: would run on the host: estimated 44.1 s on the device against 360 ms on the host: a kernel's threads run 4e\\+08 instances each, one after the other\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  __gpugen_region_estimate (1e8, 1, 1e10, 1e7);
  CHECK (check_region (0, 1000, 128) == 0);
  __gpugen_region_estimate (4.8e5, 20000, 4e8, 1);
  __gpugen_region_estimate (4.8e5, 100000, 8e8, 20000);
  CHECK (check_region (0, 1000, 128) == 0);
  /* No estimate: nothing to explain; the host still.  */
  CHECK (check_region (0, 1000, 128) == 0);
  printf ("done\n");
  return 0;
}
