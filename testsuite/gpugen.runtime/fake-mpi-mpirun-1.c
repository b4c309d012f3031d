/* Two MPI ranks started by Open MPI's mpirun (the program runs itself
   under "mpirun -np 2"; it needs no MPI library, mpirun sets
   OMPI_COMM_WORLD_LOCAL_RANK) use GPUs 0 and 1 of a node with two, and
   both share GPU 0 of a node with one; every rank computes right.  */
/* { dg-do run } */
/* { dg-require-effective-target gpugen_mpirun } */
/* { dg-output "^2 GPUs\[\r\n\]+gpugen: using GPU 0\[\r\n\]+gpugen: using GPU 1\[\r\n\]+rank 0 ok\[\r\n\]+rank 1 ok\[\r\n\]+" } */
/* { dg-output "1 GPU\[\r\n\]+gpugen: using GPU 0\[\r\n\]+gpugen: using GPU 0\[\r\n\]+rank 0 ok\[\r\n\]+rank 1 ok\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include <unistd.h>

#include "region-test.h"

/* Run this program as two ranks on a node with GPUS GPUs, and print
   what they said, sorted.  */

static void
run_ranks (const char *self, int gpus)
{
  char command[8192];

  printf ("%d GPU%s\n", gpus, gpus == 1 ? "" : "s");
  fflush (stdout);
  snprintf (command, sizeof command,
	    "FAKE_CUDA_DEVICES=%d GPUGEN_DEBUG=1 OMPI_ALLOW_RUN_AS_ROOT=1 "
	    "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl=self "
	    "mpirun -np 2 --oversubscribe '%s' 2>&1 "
	    "| grep -o -E '^(gpugen: using GPU [0-9]+|rank [0-9]+ ok)' | sort",
	    gpus, self);
  CHECK (system (command) == 0);
}

int
main (void)
{
  const char *rank = getenv ("OMPI_COMM_WORLD_LOCAL_RANK");
  char self[4096];
  ssize_t n;

  if (rank != NULL)
    {
      CHECK (check_region (0, 100000, 128) == 1);
      printf ("rank %s ok\n", rank);
      return 0;
    }
  n = readlink ("/proc/self/exe", self, sizeof self - 1);
  CHECK (n > 0);
  self[n] = '\0';
  run_ranks (self, 2);
  run_ranks (self, 1);
  printf ("done\n");
  return 0;
}
