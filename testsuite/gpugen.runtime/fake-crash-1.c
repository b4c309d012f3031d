/* A kernel that fails while executing is reported through
   cuCtxSynchronize; the device is given up and later loop nests run on
   the host without further messages.  */
/* { dg-do run } */
/* { dg-output "^gpugen: cuCtxSynchronize error: CUDA_ERROR_ILLEGAL_ADDRESS \\(an illegal memory access was encountered\\)\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_crash failed on Fake GPU; the GPU is unusable now and the rest of the run uses the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "runtime-test.h"

int
main (void)
{
  unsigned grid[3] = { 1, 1, 1 }, block[3] = { 1, 1, 1 };
  void *d;

  CHECK (__gpugen_device_ready (&test_image));
  d = __gpugen_alloc (64);
  CHECK (d != NULL);
  CHECK (!__gpugen_launch (&test_image, K_CRASH, grid, block, 0, NULL));
  __gpugen_free (d);
  CHECK (!__gpugen_device_ready (&test_image));
  CHECK (check_add_one (100, 32) == 0);
  CHECK (gpugen_kernel_launches () == 0);
  printf ("done\n");
  return 0;
}
