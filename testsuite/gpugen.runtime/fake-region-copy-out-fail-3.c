/* A staged copy back whose DMAs fail before anything was written into
   the host array (the second of the three queued first) makes the
   region fail, and the host recomputes from intact arrays.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuMemcpyDtoHAsync_v2@2" } */
/* { dg-output "^gpugen: cuMemcpyDtoHAsync_v2 error: \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 3000000, 256) == 0);
  CHECK (gpugen_kernel_launches () == 1);
  printf ("done\n");
  return 0;
}
