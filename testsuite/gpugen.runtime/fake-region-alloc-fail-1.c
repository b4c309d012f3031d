/* A failing allocation in a region is reported once; the region's
   other calls then do nothing (no copy, no launch), its exit returns 0,
   and the loop nest runs on the host with its arrays intact.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuMemAlloc_v2" } */
/* { dg-output "^gpugen: cuMemAlloc_v2 error: CUDA_ERROR_OUT_OF_MEMORY \\(out of memory\\)\[\r\n\]+" } */
/* { dg-output "gpugen: cannot allocate 4000 bytes on Fake GPU; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (10, 1000, 128) == 0);
  CHECK (gpugen_kernel_launches () == 0);
  printf ("done\n");
  return 0;
}
