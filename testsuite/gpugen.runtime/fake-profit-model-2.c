/* A GPUGEN_OFFLOAD_MODEL that is not eight non-negative numbers is
   reported, and the H100's model applies.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD_MODEL "20,0.8,33" } */
/* { dg-output "^gpugen: GPUGEN_OFFLOAD_MODEL=20,0.8,33 is not eight non-negative numbers \[^\r\n\]*; using the H100's model\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  __gpugen_region_estimate (8000, 1, 1000, 1000);
  CHECK (check_region (0, 1000, 128) == 0);
  printf ("done\n");
  return 0;
}
