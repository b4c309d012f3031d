/* On a real GPU, PTX code is JIT-compiled, loaded and run, and the
   results come back.  Silent.  */
/* { dg-do run } */
/* { dg-require-effective-target gpugen_cuda_device } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "device-test.h"

int
main (void)
{
  CHECK (gpugen_init ());
  CHECK (backend_is_gpu ());
  CHECK (check_add_one_with (&device_image, 1 << 20, 256) == 1);
  CHECK (check_add_one_with (&device_image, 1000, 128) == 1);
  CHECK (check_add_one_with (&device_image, 1, 1) == 1);
  CHECK (gpugen_kernel_launches () == 3);
  printf ("done\n");
  return 0;
}
