/* GPUGEN_OFFLOAD=always (any case) offloads; a value that is not one of
   always, auto and never is reported, and the default (auto) used.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "ALWAYS" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 100, 32) == 1);
  printf ("done\n");
  return 0;
}
