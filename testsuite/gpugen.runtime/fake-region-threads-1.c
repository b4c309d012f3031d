/* Region state is per thread: threads run regions at the same time, and
   the failures of one thread's regions (a kernel that does not exist)
   do not touch the regions of the others.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -pthread" } */

#include <pthread.h>

#include "region-test.h"

/* Threads, and regions per thread.  */

#define THREADS 4
#define ROUNDS 20

/* Run ROUNDS regions; odd-numbered threads (ARG) make every other one
   fail.  */

static void *
worker (void *arg)
{
  long id = (long) arg;
  int r;

  for (r = 0; r < ROUNDS; r++)
    {
      int bad = (id & 1) && (r & 1);

      CHECK (check_region_kernel (id, 500 + id, 64, bad ? 9 : K_ADD_ONE)
	     == !bad);
    }
  return NULL;
}

int
main (void)
{
  pthread_t threads[THREADS];
  long i;

  for (i = 0; i < THREADS; i++)
    CHECK (pthread_create (&threads[i], NULL, worker, (void *) i) == 0);
  for (i = 0; i < THREADS; i++)
    CHECK (pthread_join (threads[i], NULL) == 0);
  CHECK (gpugen_kernel_launches () == THREADS * ROUNDS - ROUNDS);
  return 0;
}
