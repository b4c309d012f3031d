/* A copy between device buffers that the driver refuses makes the
   region fail before anything is copied back: the host version runs
   on intact arrays and computes the same; the failure is named.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuMemcpyDtoDAsync_v2" } */
/* { dg-output "cuMemcpyDtoDAsync.*done\[\r\n\]*$" } */

#include "region-copy-test.h"

int
main (void)
{
  CHECK (check_region_copy (3, 1000) == 0);
  CHECK (gpugen_kernel_launches () == 0);
  printf ("done\n");
  return 0;
}
