/* A scalar whose live range the new schedule breaks inside one kernel
   (issue 11): in each step T, S starts from X[9], sums a diagonal of C
   in a loop that also rewrites X, and G[T] reads it.  The steps carry
   dependences through X, so isl's schedule runs the loops of all steps
   in a single-thread kernel, skewed and interleaved: the sums of two
   steps alternate.  S is one variable per thread when kept in a
   register, so each step would read the other's partial sums; gpugen
   keeps a scalar in registers only where every write -> read pair of
   its dataflow stays in one thread of one launch, in order, and keeps S
   in device memory here.  The result matches a host reference.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 12
#define M (2 * N + 2)

double c[M][M], x[M], y[M], g[M];
double x_ref[M], g_ref[M];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double v)
{
  return v;
}

static int __attribute__ ((noipa))
host_int (int v)
{
  return v;
}

void
steps (int n)
{
  double s = 0;
  for (int t = 0; t < 3; t++)
    {
      for (int i = 0; i < n; i++)
	x[i + 1] = c[i][2 * i] - 2.5;
      s = x[9];
      for (int i = 0; i < n; i++)
	{
	  s += c[2 * i][i + 1];
	  x[i] = c[2 * i][i] * 0.5 + 0.5;
	}
      g[t] = y[7] - 0.5 + s;
    }
}

static void
steps_ref (int n)
{
  double s = 0;
  for (int t = 0; t < 3; t++)
    {
      for (int i = 0; i < n; i++)
	x_ref[i + 1] = host (c[i][2 * i]) - 2.5;
      s = x_ref[9];
      for (int i = 0; i < n; i++)
	{
	  s += host (c[2 * i][i + 1]);
	  x_ref[i] = host (c[2 * i][i]) * 0.5 + 0.5;
	}
      g_ref[t] = y[7] - 0.5 + s;
    }
}

int
main (void)
{
  int n = host_int (N);
  for (int i = 0; i < M; i++)
    {
      x[i] = x_ref[i] = host (i % 7);
      y[i] = host (i % 3);
      g[i] = g_ref[i] = host (i % 5 + 1);
      for (int j = 0; j < M; j++)
	c[i][j] = host ((i + 2 * j) % 3 + 0.25 * (i % 4));
    }
  steps (n);
  steps_ref (n);
  /* Sums of a few small multiples of 1/4: exact in double.  */
  for (int i = 0; i < M; i++)
    if (host (x[i]) != x_ref[i] || host (g[i]) != g_ref[i])
      abort ();
  return 0;
}
