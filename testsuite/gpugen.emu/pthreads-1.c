/* Host threads may launch emulated kernels at the same time: launches
   are serialized (so that __shared__ arrays stay per block), and one
   thread's buffers, allocated and freed while another thread's kernel
   runs, are not mistaken for that kernel's out-of-bounds writes.  */
/* { dg-do run } */
/* { dg-output "^80 launches\[\r\n\]*$" } */
/* gpugen-emu-kernels: reduce-1.cu */

#include <pthread.h>

#include "emu-test.h"

static const char *const names[] = { "reduce_sum" };
EMU_TEST_IMAGE (image, "pthreads-1", names)

/* Elements, blocks and threads per block, host threads, and launches
   per host thread.  */

#define N 1000
#define BLOCK 64
#define GRID ((N + BLOCK - 1) / BLOCK)
#define THREADS 4
#define ROUNDS 20

/* Sum N numbers ROUNDS times, checking every sum; a host thread.  ARG
   is unused.  */

static void *
sum_repeatedly (void *arg)
{
  float in[N], partial[GRID], sum;
  int n = N, i, r, b;

  for (i = 0; i < N; i++)
    in[i] = i % 7 + 1;
  for (r = 0; r < ROUNDS; r++)
    {
      void *d_in, *d_partial, *args[3];

      CHECK (__gpugen_device_ready (&image));
      d_in = to_device (in, sizeof in);
      d_partial = to_device (NULL, sizeof partial);
      args[0] = &d_in;
      args[1] = &d_partial;
      args[2] = &n;
      CHECK (launch_1d (&image, 0, GRID, BLOCK, args));
      from_device (partial, d_partial, sizeof partial);
      __gpugen_free (d_in);
      for (sum = 0, b = 0; b < GRID; b++)
	sum += partial[b];
      CHECK (sum == 3997);
    }
  return arg;
}

int
main (void)
{
  pthread_t threads[THREADS];
  int t;

  for (t = 0; t < THREADS; t++)
    CHECK (pthread_create (&threads[t], NULL, sum_repeatedly, NULL) == 0);
  for (t = 0; t < THREADS; t++)
    CHECK (pthread_join (threads[t], NULL) == 0);
  printf ("%lu launches\n", gpugen_kernel_launches ());
  return 0;
}
