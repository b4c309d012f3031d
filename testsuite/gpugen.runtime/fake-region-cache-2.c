/* GPUGEN_KEEP_BUFFERS=0: every execution of a region allocates its
   buffers afresh.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_KEEP_BUFFERS "no" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  int i;

  for (i = 0; i < 10; i++)
    CHECK (check_region (0, 1000, 32) == 1);
  CHECK (fake_counter ("alloc_calls") == START_ALLOCS + 10);
  printf ("done\n");
  return 0;
}
