/* cuInit failing means no GPU: the host path, and no message.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuInit" } */
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
