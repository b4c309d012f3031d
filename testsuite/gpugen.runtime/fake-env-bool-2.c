/* GPUGEN_DISABLE=TRUE disables offloading.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DISABLE "TRUE" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 100, 32) == 0);
  printf ("done\n");
  return 0;
}
