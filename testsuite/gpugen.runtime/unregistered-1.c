/* An image that was never registered runs on the host; unregistering
   an image sends its loop nests back to the host.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#define NO_TEST_IMAGE
#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (100, 32) == 0);
  __gpugen_register_image (GPUGEN_RT_ABI_VERSION, &test_image);
  CHECK (check_add_one (100, 32) == 1);
  __gpugen_unregister_image (GPUGEN_RT_ABI_VERSION, &test_image);
  CHECK (check_add_one (100, 32) == 0);
  __gpugen_register_image (GPUGEN_RT_ABI_VERSION, &test_image);
  CHECK (check_add_one (100, 32) == 1);
  printf ("done\n");
  return 0;
}
