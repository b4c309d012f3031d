/* Under GPUGEN_DEBUG a failing cuInit is named, with its error.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuInit=CUDA_ERROR_UNKNOWN" } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-output "gpugen: no GPU: cuInit error: CUDA_ERROR_UNKNOWN \\(unknown error\\)" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (100, 32) == 0);
  return 0;
}
