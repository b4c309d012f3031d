/* A failing asynchronous copy to the device (the regions' default on a
   CUDA device) makes the region fail before its launch;
   the host recomputes.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuMemcpyHtoDAsync_v2" } */
/* { dg-output "^gpugen: cuMemcpyHtoDAsync_v2 error: \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 100, 32) == 0);
  CHECK (gpugen_kernel_launches () == 0);
  printf ("done\n");
  return 0;
}
