/* With GPUGEN_REGISTER_MB=1, copies of at least 1 MiB lock the host
   range in place (cuMemHostRegister) instead of staging, and the
   registration ends before the copy returns: none is alive after the
   region, so the program may free and reuse its memory.  Small copies
   are not registered.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_REGISTER_MB "1" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 1000, 32) == 1);
  CHECK (fake_counter ("registrations") == 0);
  CHECK (check_region (3, 3 << 20, 256) == 1);
  CHECK (fake_counter ("registrations") == 2);
  CHECK (fake_counter ("live_registrations") == 0);
  printf ("done\n");
  return 0;
}
