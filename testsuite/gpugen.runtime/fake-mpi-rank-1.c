/* Without GPUGEN_DEVICE, a process started by an MPI launcher uses the
   GPU of its local rank modulo the number of GPUs: two ranks of a node
   with two GPUs (OMPI_COMM_WORLD_LOCAL_RANK 0 and 1, as Open MPI's
   mpirun sets it, in two processes forked before the runtime starts)
   use GPUs 0 and 1, and compute right; with one GPU both share it.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-output "rank 0 of 2 GPUs\[\r\n\]+(\[^\r\n\]*\[\r\n\]+)*gpugen: using GPU 0: Fake GPU\[^\r\n\]*\[\r\n\]+(\[^\r\n\]*\[\r\n\]+)*rank 0 done\[\r\n\]+" } */
/* { dg-output "rank 1 of 2 GPUs\[\r\n\]+(\[^\r\n\]*\[\r\n\]+)*gpugen: using GPU 1: Fake GPU\[^\r\n\]*\[\r\n\]+(\[^\r\n\]*\[\r\n\]+)*rank 1 done\[\r\n\]+" } */
/* { dg-output "rank 0 of 1 GPU\[\r\n\]+(\[^\r\n\]*\[\r\n\]+)*gpugen: using GPU 0: Fake GPU\[^\r\n\]*\[\r\n\]+(\[^\r\n\]*\[\r\n\]+)*rank 0 done\[\r\n\]+" } */
/* { dg-output "rank 1 of 1 GPU\[\r\n\]+(\[^\r\n\]*\[\r\n\]+)*gpugen: using GPU 0: Fake GPU\[^\r\n\]*\[\r\n\]+(\[^\r\n\]*\[\r\n\]+)*rank 1 done\[\r\n\]+" } */

#include <sys/wait.h>
#include <unistd.h>

#include "region-test.h"

/* Run rank RANK of a node with GPUS GPUs in a child process, and wait
   for it.  */

static void
run_rank (int rank, int gpus)
{
  char text[16];
  int status;
  pid_t pid;

  printf ("rank %d of %d GPU%s\n", rank, gpus, gpus == 1 ? "" : "s");
  fflush (stdout);
  pid = fork ();
  CHECK (pid >= 0);
  if (pid == 0)
    {
      snprintf (text, sizeof text, "%d", rank);
      setenv ("OMPI_COMM_WORLD_LOCAL_RANK", text, 1);
      snprintf (text, sizeof text, "%d", gpus);
      setenv ("FAKE_CUDA_DEVICES", text, 1);
      CHECK (check_region (0, 100000, 128) == 1);
      fflush (stderr);
      printf ("rank %d done\n", rank);
      fflush (stdout);
      _exit (0);
    }
  CHECK (waitpid (pid, &status, 0) == pid);
  CHECK (WIFEXITED (status) && WEXITSTATUS (status) == 0);
}

int
main (void)
{
  run_rank (0, 2);
  run_rank (1, 2);
  run_rank (0, 1);
  run_rank (1, 1);
  return 0;
}
