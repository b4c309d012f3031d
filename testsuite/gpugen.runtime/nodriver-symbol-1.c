/* A library without the driver's entry points is no driver.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_CUDA_LIBRARY "libc.so.6" } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-output "gpugen: no GPU: the CUDA driver libc.so.6 has no cu\[A-Za-z_0-9\]+" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (100, 32) == 0);
  CHECK (strcmp (gpugen_backend (), "host") == 0);
  return 0;
}
