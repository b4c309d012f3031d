/* GPUGEN_EMULATE=0 keeps the emulator out: without a GPU, loop nests
   run on the host.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_EMULATE "0" } */
/* { dg-output "^done\[\r\n\]*$" } */
/* gpugen-emu-kernels: add-one.cu */

#include "select-test.h"

int
main (void)
{
  CHECK (!gpugen_init ());
  CHECK (strcmp (gpugen_backend (), "host") == 0);
  check_add_one (0);
  CHECK (gpugen_kernel_launches () == 0);
  printf ("done\n");
  return 0;
}
