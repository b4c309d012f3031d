/* GPUGEN_OFFLOAD=always offloads a region whose estimate says the host
   is faster; never keeps every region on the host (fake-profit-never-1.c).  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "always" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  __gpugen_region_estimate (8000, 1, 1000, 1000);
  CHECK (check_region (0, 1000, 128) == 1);
  __gpugen_region_estimate (4.8e5, 20000, 4e8, 1);
  CHECK (check_region (0, 1000, 128) == 1);
  printf ("done\n");
  return 0;
}
