/* On a real GPU, a kernel's illegal access is decoded from
   cuCtxSynchronize; the program goes on, on the host.  */
/* { dg-do run } */
/* { dg-require-effective-target gpugen_cuda_device } */
/* { dg-output "^gpugen: cuCtxSynchronize error: CUDA_ERROR_ILLEGAL_ADDRESS \\(an illegal memory access was encountered\\)\[\r\n\]+" } */
/* { dg-output "gpugen: kernel gpugen_crash failed on \[^\r\n\]*; the GPU is unusable now and the rest of the run uses the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "device-test.h"

int
main (void)
{
  unsigned grid[3] = { 1, 1, 1 }, block[3] = { 1, 1, 1 };

  CHECK (__gpugen_device_ready (&device_image));
  CHECK (!__gpugen_launch (&device_image, D_CRASH, grid, block, 0, NULL));
  CHECK (!__gpugen_device_ready (&device_image));
  CHECK (check_add_one_with (&device_image, 1000, 128) == 0);
  printf ("done\n");
  return 0;
}
