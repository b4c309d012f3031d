/* Without gpugen_init the device starts at the first loop nest.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (333, 64) == 1);
  CHECK (gpugen_kernel_launches () == 1);
  CHECK (strcmp (gpugen_backend (), "Fake GPU") == 0);
  printf ("done\n");
  return 0;
}
