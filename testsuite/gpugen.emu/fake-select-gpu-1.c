/* With a GPU (the fake driver) the GPU wins over the emulator, even
   when the image carries an emulation image.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */
/* gpugen-emu-kernels: add-one.cu */

#include "select-test.h"

int
main (void)
{
  CHECK (gpugen_init ());
  CHECK (strcmp (gpugen_backend (), "Fake GPU") == 0);
  check_add_one (1);
  printf ("done\n");
  return 0;
}
