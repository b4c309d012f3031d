/* A kernel that fails while executing on the stream (fake_crash: an
   illegal address) is caught where the region waits for the stream,
   before its copy back writes anything: the error is named with the
   kernel, the device is given up, the region falls back to the host on
   intact arrays, and later regions run on the host.  */
/* { dg-do run } */
/* { dg-output "^gpugen: cuStreamSynchronize error: CUDA_ERROR_ILLEGAL_ADDRESS \\(an illegal memory access was encountered\\)\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_crash \\(the last of 1 queued since the last synchronization\\) failed on Fake GPU; the GPU is unusable now and the rest of the run uses the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 1000, 32) == 1);
  CHECK (check_region_kernel (0, 100000, 32, K_CRASH) == 0);
  CHECK (check_region (0, 1000, 32) == 0);
  printf ("done\n");
  return 0;
}
