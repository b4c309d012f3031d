/* With copy helpers (GPUGEN_COPY_THREADS=3), a kernel that fails while
   executing is caught where the region waits for the stream, before the
   threads of the staged copy back write anything: the error is named
   with the kernel, and the region falls back to the host on intact
   arrays.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_COPY_THREADS "3" } */
/* { dg-output "^gpugen: cuStreamSynchronize error: CUDA_ERROR_ILLEGAL_ADDRESS \\(an illegal memory access was encountered\\)\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_crash \\(the last of 1 queued since the last synchronization\\) failed on Fake GPU; the GPU is unusable now and the rest of the run uses the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 3000000, 256) == 1);
  CHECK (check_region_kernel (0, 3000000, 256, K_CRASH) == 0);
  printf ("done\n");
  return 0;
}
