/* A register recurrence inside a time loop (issue 11, shape 2).  Over
   J, GCC keeps A[R][I] in a register (a load before the J loop, a PHI
   carried by it, a store after it); the time loop T is sequential, since
   step T + 1 reads what step T wrote, and the host code runs it,
   launching per step.  The load that starts the recurrence of step
   T + 1 must read what step T stored, in the launch of step T + 1: it
   may not be scheduled into the launch of step T and handed over in a
   register (gpugen's rule: a scalar stays in registers only where every
   write -> read pair of its dataflow is in one thread of one launch, in
   order; otherwise device memory).  The strict emulator also fails the
   run on a read of device memory nothing wrote.  The result matches a
   host reference.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define R 31
#define N 200
#define M 24
#define T 6

int a[R + 1][N], ra[R + 1][N], b[N][M], rb[N][M];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static int __attribute__ ((noipa))
host (int x)
{
  return x;
}

static void __attribute__ ((noipa))
steps (int tsteps, int n, int m)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 0; i < n; i++)
	for (int j = 0; j < m; j++)
	  a[R][i] = (a[R][i] * 3 + b[i][j] + t) & 1023;
      for (int i = 1; i < n; i++)
	for (int j = 0; j < m; j++)
	  b[i][j] = (b[i][j] + a[R][i - 1] + j) & 1023;
    }
}

static void __attribute__ ((noipa))
steps_ref (int tsteps, int n, int m)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 0; i < n; i++)
	for (int j = 0; j < m; j++)
	  ra[R][i] = (ra[R][i] * 3 + rb[i][j] + host (t)) & 1023;
      for (int i = 1; i < n; i++)
	for (int j = 0; j < m; j++)
	  rb[i][j] = (rb[i][j] + ra[R][i - 1] + host (j)) & 1023;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[R][i] = ra[R][i] = host (i % 17);
      for (int j = 0; j < M; j++)
	b[i][j] = rb[i][j] = host ((i + 3 * j) % 7);
    }
  steps (host (T), host (N), host (M));
  steps_ref (host (T), host (N), host (M));
  for (int i = 0; i < N; i++)
    {
      if (host (a[R][i]) != ra[R][i])
	abort ();
      for (int j = 0; j < M; j++)
	if (host (b[i][j]) != rb[i][j])
	  abort ();
    }
  return 0;
}
