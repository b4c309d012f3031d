/* With a (fake) GPU the loop runs on the device, and the public calls
   say so.  Output stays silent.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (gpugen_init ());
  CHECK (strcmp (gpugen_backend (), "Fake GPU") == 0);
  CHECK (check_add_one (1000, 128) == 1);
  CHECK (check_add_one (1, 1) == 1);
  CHECK (gpugen_kernel_launches () == 2);
  printf ("done\n");
  return 0;
}
