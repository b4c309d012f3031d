/* Copies back of 8 MiB into memory the program never touched, behind a
   launch that the fake device finishes at once: the helpers stop
   taking parts of the prefault when the wait returns, the copy faults
   in the pages they did not reach, and the results are right each
   time, from two threads at once (one of which finds the pool busy and
   waits without a prefault).  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_COPY_THREADS "3" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include <pthread.h>
#include <sys/mman.h>

#include "region-test.h"

/* Run ten regions copying back into fresh memory; ARG unused.  */

static void *
regions (void *arg)
{
  const long lo = 1, hi = lo + (8L << 20) / sizeof (float);
  const long n = hi + 7;
  float *a = malloc (n * sizeof *a);
  long i;
  int r;

  (void) arg;
  CHECK (a != NULL);
  for (i = 0; i < n; i++)
    a[i] = i & 0xfff;
  for (r = 0; r < 10; r++)
    {
      float *b = mmap (NULL, n * sizeof *b, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

      CHECK (b != MAP_FAILED);
      CHECK (region_add_one_into ("prefault-5", a, b, lo, hi, K_ADD_ONE)
	     == 1);
      for (i = 0; i < n; i++)
	CHECK (b[i] == (lo <= i && i < hi ? (i & 0xfff) + 1 : 0));
      CHECK (munmap (b, n * sizeof *b) == 0);
    }
  free (a);
  return NULL;
}

int
main (void)
{
  pthread_t thread;

  CHECK (pthread_create (&thread, NULL, regions, NULL) == 0);
  regions (NULL);
  CHECK (pthread_join (thread, NULL) == 0);
  printf ("done\n");
  return 0;
}
