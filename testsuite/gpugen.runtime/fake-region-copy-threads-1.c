/* GPUGEN_COPY_THREADS=3: the host copies of staged chunks are shared by
   three helper threads; the results are right for sizes around the
   chunk and part sizes, from two threads copying at once (one of which
   then finds the pool busy and copies alone), and in a child forked
   after the helpers started (which has none and starts its own).  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_COPY_THREADS "3" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>

#include "region-test.h"

/* Run regions of several sizes; ARG is an offset, as a pointer.  */

static void *
regions (void *arg)
{
  static const long sizes[] = { 16385, 70000, 1 << 19, (1 << 20) + 3,
				3000001, 5 << 20 };
  long lo = (long) (intptr_t) arg;
  unsigned i;

  for (i = 0; i < sizeof sizes / sizeof *sizes; i++)
    CHECK (check_region (lo, sizes[i] + lo, 256) == 1);
  return NULL;
}

int
main (void)
{
  pthread_t thread;
  int status;
  pid_t pid;

  regions (NULL);
  CHECK (pthread_create (&thread, NULL, regions, (void *) (intptr_t) 5) == 0);
  regions ((void *) (intptr_t) 11);
  CHECK (pthread_join (thread, NULL) == 0);
  fflush (stdout);
  pid = fork ();
  CHECK (pid >= 0);
  if (pid == 0)
    {
      regions ((void *) (intptr_t) 3);
      _exit (0);
    }
  CHECK (waitpid (pid, &status, 0) == pid);
  CHECK (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  printf ("done\n");
  return 0;
}
