/* An image of an unknown ABI version is refused with both versions
   named, and its loop nests run on the host.  */
/* { dg-do run } */
/* { dg-output "gpugen: offload image incompatible with this libgpugen \\(expected 3, received 99\\); its loop nests run on the host" } */

#define NO_TEST_IMAGE
#include "runtime-test.h"

static void __attribute__ ((constructor))
register_future_image (void)
{
  __gpugen_register_image (99, &test_image);
}

int
main (void)
{
  CHECK (check_add_one (100, 32) == 0);
  CHECK (strcmp (gpugen_backend (), "Fake GPU") == 0);
  return 0;
}
