/* A driver without devices means the host path, silently.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_DEVICES "0" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (100, 32) == 0);
  CHECK (strcmp (gpugen_backend (), "host") == 0);
  printf ("done\n");
  return 0;
}
