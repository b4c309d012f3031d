/* Under GPUGEN_DEBUG the runtime says why there is no GPU.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_CUDA_LIBRARY "/nonexistent/libcuda.so.1" } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-output "gpugen: no GPU: cannot load the CUDA driver: /nonexistent/libcuda.so.1: cannot open shared object file.*" } */
/* { dg-output "gpugen: loop nests run on the host" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (100, 32) == 0);
  CHECK (strcmp (gpugen_backend (), "host") == 0);
  return 0;
}
