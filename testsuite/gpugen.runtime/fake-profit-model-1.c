/* GPUGEN_OFFLOAD_MODEL replaces the cost model's constants: with a host
   of 100 ns per instance, durbin's estimate and the tiny region go to
   the device; a model that is not eight numbers is reported and the
   H100's applies (fake-profit-model-2.c).  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD_MODEL "20,0.8,33,270336,110,20,100,16" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  __gpugen_region_estimate (8000, 1, 1000, 1000);
  CHECK (check_region (0, 1000, 128) == 1);
  __gpugen_region_estimate (4.8e5, 20000, 4e8, 1);
  __gpugen_region_estimate (4.8e5, 100000, 8e8, 20000);
  CHECK (check_region (0, 1000, 128) == 1);
  printf ("done\n");
  return 0;
}
