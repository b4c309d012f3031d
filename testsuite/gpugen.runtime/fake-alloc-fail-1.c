/* A failing allocation is reported with the driver call's name and
   error, and the loop nest runs on the host.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuMemAlloc_v2" } */
/* { dg-output "gpugen: cuMemAlloc_v2 error: CUDA_ERROR_OUT_OF_MEMORY \\(out of memory\\)\[\r\n\]+" } */
/* { dg-output "gpugen: cannot allocate 4000 bytes on Fake GPU; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (1000, 128) == 0);
  CHECK (gpugen_kernel_launches () == 0);
  printf ("done\n");
  return 0;
}
