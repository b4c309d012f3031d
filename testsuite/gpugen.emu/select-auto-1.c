/* Without a GPU, a program whose image carries an emulation image runs
   its kernels on the emulator.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */
/* gpugen-emu-kernels: add-one.cu */

#include "select-test.h"

int
main (void)
{
  CHECK (gpugen_init ());
  CHECK (strcmp (gpugen_backend (), "emulator") == 0);
  check_add_one (1);
  CHECK (gpugen_kernel_launches () == 1);
  printf ("done\n");
  return 0;
}
