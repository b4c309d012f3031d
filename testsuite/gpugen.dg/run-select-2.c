/* A guard on a value computed by a loop ("if (t <= eps) t = 1.0" after
   a column's sum of squares, correlation-style).  Jump threading sends
   the path on which the inner loop runs no iteration (t = 0, so the
   guard holds) straight to the guard's arm, which loop initialisation
   merges with the empty arm: the join has three predecessors and the
   arm is shared.  gpugen gives the diamond an arm and a join of its own
   and makes it a select, so the j loop is parallel.  The results match
   a host reference with the guard taken on both sides, and with the
   inner loop empty (n = 0).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>

#define N 40
#define M 56

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

void __attribute__ ((noipa))
norm (int n, int m, const double *restrict a, double *restrict s)
{
  for (int j = 0; j < m; j++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      double t = 0;
      for (int i = 0; i < n; i++)
	t += a[i * m + j] * a[i * m + j];
      if (t <= 0.1)
	t = 1.0;
      s[j] = t;
    }
}

static void
norm_ref (int n, int m, const double *a, double *s)
{
  for (int j = 0; j < m; j++)
    {
      double t = 0;
      for (int i = 0; i < n; i++)
	t += host (a[i * m + j]) * a[i * m + j];
      if (t <= 0.1)
	t = 1.0;
      s[j] = t;
    }
}

static double a[N * M], s[M], s_ref[M];

int
main (void)
{
  int n = host_int (N), m = host_int (M);
  /* Columns with j % 5 == 0 are zero, so their guard holds.  */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] = host (j % 5 == 0 ? 0 : (double) ((3 * i + j) % 7) / 4);
  for (int z = 0; z < 2; z++)
    {
      int rows = z == 0 ? n : host_int (0);
      for (int j = 0; j < m; j++)
	s[j] = s_ref[j] = host (-1);
      norm (rows, m, a, s);
      norm_ref (rows, m, a, s_ref);
      for (int j = 0; j < m; j++)
	if (!(fabs (host (s[j]) - s_ref[j]) <= 1e-12 * fabs (s_ref[j])))
	  abort ();
    }
  return 0;
}
