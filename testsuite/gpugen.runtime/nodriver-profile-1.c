/* GPUGEN_PROFILE reports on the host too, with its fixed last line.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_CUDA_LIBRARY "/nonexistent/libcuda.so.1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "gpugen: 0 kernel launches on host\[\r\n\]*$" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (100, 32) == 0);
  return 0;
}
