/* A staged copy back that fails after its first chunk was written into
   the host array leaves that array half written: the runtime says so and
   aborts, as when a second copy back fails.  (Copying back 12 MB goes in
   4 chunks; the DMAs of chunks 0 to 2 are queued first, and the fourth
   call of cuMemcpyDtoHAsync, queued after chunk 0 was written, fails.)
   The region runs in a child process, whose death by SIGABRT the test
   checks.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuMemcpyDtoHAsync_v2@4" } */
/* { dg-output "gpugen: cuMemcpyDtoHAsync_v2 error: CUDA_ERROR_INVALID_VALUE \\(invalid argument\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: copying results back to the host failed after \[0-9\]+ bytes of results were copied back; the host arrays are inconsistent and the loop nest cannot run on the host instead: aborting\[\r\n\]+" } */
/* { dg-output "child aborted\[\r\n\]*$" } */

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "region-test.h"

int
main (void)
{
  int status;
  pid_t pid;

  fflush (stdout);
  pid = fork ();
  CHECK (pid >= 0);
  if (pid == 0)
    {
      check_region (0, 3000000, 256);
      printf ("not reached\n");
      _exit (0);
    }
  CHECK (waitpid (pid, &status, 0) == pid);
  CHECK (WIFSIGNALED (status) && WTERMSIG (status) == SIGABRT);
  printf ("child aborted\n");
  return 0;
}
