/* A launch that fails in a region skips the copies back; the exit
   returns 0 and the host recomputes from intact arrays.  Launched one
   by one, so that the failure is the launch's own (a batched launch
   fails when its batch is submitted, after it was counted).  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_GRAPHS "0" } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuLaunchKernel" } */
/* { dg-output "^gpugen: cuLaunchKernel error: CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES \\(too many resources requested for launch\\)\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one: cannot launch grid \\\[4,1,1\\\] block \\\[32,1,1\\\] with 0 bytes of shared memory; the loop nest runs on the host\[\r\n\]+" } */
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
