/* A block larger than the kernel allows is refused before the launch.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_MAX_THREADS "256" } */
/* { dg-output "gpugen: kernel fake_add_one: a block of 512 threads exceeds the kernel's limit of 256; the loop nest runs on the host" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (1000, 512) == 0);
  CHECK (check_add_one (1000, 256) == 1);
  return 0;
}
