/* With GPUGEN_ASYNC=0 (synchronous copies and launches), a failing copy
   to the device makes the region fail before its launch;
   the host recomputes.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_ASYNC "0" } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuMemcpyHtoD_v2" } */
/* { dg-output "^gpugen: cuMemcpyHtoD_v2 error: \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 100, 32) == 0);
  CHECK (gpugen_kernel_launches () == 0);
  printf ("done\n");
  return 0;
}
