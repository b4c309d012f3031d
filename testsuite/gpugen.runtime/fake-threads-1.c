/* Threads use the device concurrently; each gets the context made
   current (the fake driver refuses calls from a thread without one).  */
/* { dg-do run } */
/* { dg-options "-O2 -pthread" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include <pthread.h>
#include "runtime-test.h"

#define THREADS 4
#define ROUNDS 25

static void *
work (void *arg)
{
  int i;

  (void) arg;
  for (i = 0; i < ROUNDS; i++)
    CHECK (check_add_one (500 + i, 64) == 1);
  return NULL;
}

int
main (void)
{
  pthread_t threads[THREADS];
  int i;

  for (i = 0; i < THREADS; i++)
    CHECK (pthread_create (&threads[i], NULL, work, NULL) == 0);
  for (i = 0; i < THREADS; i++)
    CHECK (pthread_join (threads[i], NULL) == 0);
  CHECK (gpugen_kernel_launches () == THREADS * ROUNDS);
  printf ("done\n");
  return 0;
}
