/* A launch the driver refuses is reported; the loop nest runs on the
   host, and the device stays usable.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuLaunchKernel" } */
/* { dg-output "gpugen: cuLaunchKernel error: CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES \\(too many resources requested for launch\\)\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one: cannot launch grid \\\[4,1,1\\\] block \\\[32,1,1\\\] with 0 bytes of shared memory; the loop nest runs on the host" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (100, 32) == 0);
  CHECK (__gpugen_device_ready (&test_image));
  CHECK (gpugen_kernel_launches () == 0);
  return 0;
}
