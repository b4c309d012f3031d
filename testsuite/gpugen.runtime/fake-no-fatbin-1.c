/* An image without CUDA code runs on the host, silently, even with a
   GPU.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#define NO_TEST_IMAGE
#include "runtime-test.h"

static const struct gpugen_image empty_image = {
  NULL, 0, NULL, 0, 1, test_kernel_names, "empty-image"
};

static void __attribute__ ((constructor))
register_empty_image (void)
{
  __gpugen_register_image (GPUGEN_RT_ABI_VERSION, &empty_image);
}

int
main (void)
{
  CHECK (check_add_one_with (&empty_image, 100, 32) == 0);
  CHECK (strcmp (gpugen_backend (), "Fake GPU") == 0);
  printf ("done\n");
  return 0;
}
