/* GPUGEN_DISABLE=1 means the host, emulator or not.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DISABLE "1" } */
/* { dg-set-target-env-var GPUGEN_EMULATE "1" } */
/* { dg-output "^done\[\r\n\]*$" } */
/* gpugen-emu-kernels: add-one.cu */

#include "select-test.h"

int
main (void)
{
  CHECK (!gpugen_init ());
  CHECK (strcmp (gpugen_backend (), "host") == 0);
  check_add_one (0);
  printf ("done\n");
  return 0;
}
