/* An execution error named by FAKE_CUDA_FAIL on cuCtxSynchronize is
   decoded and the loop nest runs on the host.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuCtxSynchronize=CUDA_ERROR_LAUNCH_FAILED" } */
/* { dg-output "gpugen: cuCtxSynchronize error: CUDA_ERROR_LAUNCH_FAILED \\(unspecified launch failure\\)" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (100, 32) == 0);
  CHECK (!__gpugen_device_ready (&test_image));
  return 0;
}
