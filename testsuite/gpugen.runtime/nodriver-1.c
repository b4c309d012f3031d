/* Without a CUDA driver the loop runs on the host, silently.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_CUDA_LIBRARY "/nonexistent/libcuda.so.1" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (1000, 128) == 0);
  CHECK (!__gpugen_device_ready (&test_image));
  CHECK (!gpugen_init ());
  CHECK (strcmp (gpugen_backend (), "host") == 0);
  CHECK (gpugen_kernel_launches () == 0);
  printf ("done\n");
  return 0;
}
