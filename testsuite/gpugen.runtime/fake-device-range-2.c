/* GPUGEN_DEVICE that is not a number is reported; the host runs.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DEVICE "gpu1" } */
/* { dg-output "gpugen: GPUGEN_DEVICE=gpu1 is not a device number; loop nests run on the host" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (100, 32) == 0);
  return 0;
}
