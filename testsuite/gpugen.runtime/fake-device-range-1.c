/* GPUGEN_DEVICE beyond the devices present is reported; the host runs.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DEVICE "3" } */
/* { dg-output "gpugen: GPUGEN_DEVICE=3 is out of range: there is 1 CUDA device; loop nests run on the host" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (100, 32) == 0);
  CHECK (strcmp (gpugen_backend (), "host") == 0);
  return 0;
}
