/* A copy back that fails after another copy back of the region wrote
   results leaves the host arrays inconsistent: the runtime says so and
   aborts.  (The second copy overruns its buffer.)  The region runs in a
   child process, whose death by SIGABRT the test checks.  */
/* { dg-do run } */
/* { dg-output "gpugen: __gpugen_region_copy_out: invalid size: 800 bytes at device address 0x\[0-9a-f\]+ overrun the 400-byte allocation at 0x\[0-9a-f\]+\[\r\n\]+" } */
/* { dg-output "gpugen: region two-arrays: copying results back to the host failed after 400 bytes of results were copied back; the host arrays are inconsistent and the loop nest cannot run on the host instead: aborting\[\r\n\]+" } */
/* { dg-output "child aborted\[\r\n\]*$" } */

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "region-test.h"

/* Run a region with two arrays whose second copy back fails.  */

static void
child (void)
{
  float a[100], b[200];
  void *d_a, *d_b;

  memset (a, 0, sizeof a);
  memset (b, 0, sizeof b);
  CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				"two-arrays"));
  d_a = __gpugen_region_alloc (sizeof a);
  d_b = __gpugen_region_alloc (sizeof a);
  __gpugen_region_copy_in (d_a, a, 0, sizeof a);
  __gpugen_region_copy_in (d_b, b, 0, sizeof a);
  __gpugen_region_copy_out (a, d_a, 0, sizeof a);
  __gpugen_region_copy_out (b, d_b, 0, sizeof b);
  __gpugen_region_exit ();
  printf ("not reached\n");
}

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
      child ();
      _exit (0);
    }
  CHECK (waitpid (pid, &status, 0) == pid);
  CHECK (WIFSIGNALED (status) && WTERMSIG (status) == SIGABRT);
  printf ("child aborted\n");
  return 0;
}
