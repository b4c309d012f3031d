/* With graphs (the default) a launch is batched, and a launch that
   fails when its batch is submitted (at the copy back) still makes the
   region run on the host on intact arrays, and is named.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuLaunchKernel" } */
/* { dg-output "^gpugen: cuLaunchKernel error: CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES \\(too many resources requested for launch\\)\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one: cannot launch grid \\\[4,1,1\\\] block \\\[32,1,1\\\]; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 100, 32) == 0);
  printf ("done\n");
  return 0;
}
