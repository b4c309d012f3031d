/* GPUGEN_OFFLOAD=never keeps a region on the host whatever its
   estimate says.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "never" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  __gpugen_region_estimate (1e8, 1, 1e10, 1e7);
  CHECK (check_region (0, 1000, 128) == 0);
  CHECK (check_region (0, 1000, 128) == 0);
  printf ("done\n");
  return 0;
}
