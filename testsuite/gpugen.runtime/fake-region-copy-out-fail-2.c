/* When the first copy back of a region fails (an asynchronous one, the
   regions' default on a CUDA device), nothing was written into
   host arrays: the region fails and the host recomputes.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuMemcpyDtoHAsync_v2" } */
/* { dg-output "^gpugen: cuMemcpyDtoHAsync_v2 error: \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 100, 32) == 0);
  CHECK (gpugen_kernel_launches () == 1);
  printf ("done\n");
  return 0;
}
