/* On a real GPU, a kernel that fails while executing after queued
   launches is caught when the region's copy back waits for the stream,
   named, and the region runs on the host on intact arrays; later regions
   too.  */
/* { dg-do run } */
/* { dg-require-effective-target gpugen_cuda_device } */
/* { dg-output "^gpugen: cuStreamSynchronize error: CUDA_ERROR_ILLEGAL_ADDRESS \\(an illegal memory access was encountered\\)\[\r\n\]+" } */
/* { dg-output "gpugen: kernel gpugen_crash \\(the last of 11 queued since the last synchronization\\) failed on \[^\r\n\]*; the GPU is unusable now and the rest of the run uses the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "device-region.h"

int
main (void)
{
  CHECK (check_device_region (0, 100000, 3, D_ADD_ONE) == 1);
  CHECK (check_device_region (0, 100000, 10, D_CRASH) == 0);
  CHECK (check_device_region (0, 100000, 3, D_ADD_ONE) == 0);
  printf ("done\n");
  return 0;
}
