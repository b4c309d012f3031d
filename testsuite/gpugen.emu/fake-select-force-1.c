/* GPUGEN_EMULATE=1 chooses the emulator even when a GPU (the fake
   driver) is there.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_EMULATE "1" } */
/* { dg-output "^done\[\r\n\]*$" } */
/* gpugen-emu-kernels: add-one.cu */

#include "select-test.h"

int
main (void)
{
  CHECK (gpugen_init ());
  CHECK (strcmp (gpugen_backend (), "emulator") == 0);
  check_add_one (1);
  printf ("done\n");
  return 0;
}
