/* When the page-locked staging buffers cannot be allocated, large copies
   register the host range for the duration of the copy instead, and the
   results are still right.  When registration fails too, they are
   copied from pageable memory.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuMemAllocHost_v2,cuMemHostRegister_v2@3" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (5, 2 << 20, 256) == 1);
  CHECK (fake_counter ("registrations") == 2);
  CHECK (check_region (5, 2 << 20, 256) == 1);
  CHECK (fake_counter ("registrations") == 2);
  CHECK (fake_counter ("live_registrations") == 0);
  printf ("done\n");
  return 0;
}
