/* GPUGEN_DEVICE selects the device.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_DEVICES "2" } */
/* { dg-set-target-env-var GPUGEN_DEVICE "1" } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-output "gpugen: using GPU 1: Fake GPU, compute capability 8.0" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (100, 32) == 1);
  return 0;
}
