/* GPUGEN_DEVICE overrides the MPI local rank; the variables are tried
   in order (OMPI_COMM_WORLD_LOCAL_RANK, MPI_LOCALRANKID,
   MV2_COMM_WORLD_LOCAL_RANK, SLURM_LOCALID), one that is not a number
   being reported and skipped.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_DEVICES "3" } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-set-target-env-var MPI_LOCALRANKID "rank5" } */
/* { dg-set-target-env-var SLURM_LOCALID "5" } */
/* { dg-output "gpugen: MPI_LOCALRANKID=rank5 is not a rank; it is ignored\[\r\n\]+" } */
/* { dg-output "(\[^\r\n\]*\[\r\n\]+)*gpugen: SLURM_LOCALID=5: local MPI rank 5 of a node with 3 devices: device 2\[\r\n\]+" } */
/* { dg-output "(\[^\r\n\]*\[\r\n\]+)*gpugen: using GPU 2: Fake GPU" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 1000, 128) == 1);
  return 0;
}
