/* GPUGEN_DEVICE overrides the MPI local rank.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_DEVICES "2" } */
/* { dg-set-target-env-var GPUGEN_DEVICE "0" } */
/* { dg-set-target-env-var OMPI_COMM_WORLD_LOCAL_RANK "1" } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-output "gpugen: using GPU 0: Fake GPU" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 1000, 128) == 1);
  return 0;
}
