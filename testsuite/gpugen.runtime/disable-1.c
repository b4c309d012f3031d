/* GPUGEN_DISABLE keeps the runtime from even loading the driver.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DISABLE "1" } */
/* { dg-set-target-env-var FAKE_CUDA_TRACE "1" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (1000, 128) == 0);
  CHECK (!gpugen_init ());
  CHECK (strcmp (gpugen_backend (), "host") == 0);
  CHECK (__gpugen_alloc (16) == NULL);
  printf ("done\n");
  return 0;
}
