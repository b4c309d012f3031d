/* After loading a module the runtime sets its gpugen_zero_choice (the
   host C library's choice between zeros in fmax and fmin, image.c); a
   module without it is fine (fake modules have none: every other test
   loads one), but a failing cuModuleGetGlobal is reported by name and
   the image's loop nests run on the host.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuModuleGetGlobal_v2" } */
/* { dg-output "gpugen: cuModuleGetGlobal_v2 error: CUDA_ERROR_INVALID_HANDLE \\(invalid resource handle\\)\[\r\n\]+" } */
/* { dg-output "gpugen: cannot set up the CUDA code of image runtime-test; its loop nests run on the host" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (100, 32) == 0);
  CHECK (!__gpugen_device_ready (&test_image));
  CHECK (gpugen_kernel_launches () == 0);
  return 0;
}
