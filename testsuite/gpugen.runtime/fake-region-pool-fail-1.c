/* With copy helpers (GPUGEN_COPY_THREADS=3), every thread moves whole
   chunks of a staged copy through its own buffers; a DMA to the device
   that fails in the middle (the third chunk queued) makes the region
   fail once no thread holds a chunk, and the host recomputes from
   intact arrays.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_COPY_THREADS "3" } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuMemcpyHtoDAsync_v2@3" } */
/* { dg-output "^gpugen: cuMemcpyHtoDAsync_v2 error: \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 3000000, 256) == 0);
  printf ("done\n");
  return 0;
}
