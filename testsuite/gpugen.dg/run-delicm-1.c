/* PHIs that mirror an array element, run: the atax-, gesummv- and
   bicg-like nests of delicm-shapes.h, whose accumulators GCC keeps in
   registers across the inner loop, compute what host references do;
   also when the accumulator aliases an input or the output (the
   run-time alias check sends the nest to the host, where the loads
   gpugen-delicm.cc put back run).  */
/* { dg-do run } */

#include <math.h>
#include <stdlib.h>
#include "delicm-shapes.h"

#define TOL 1e-12

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the references and the set-up stay on the host.  */

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

/* Abort unless each of the COUNT elements of X is within TOL (relative
   to the largest magnitude of REF) of REF's.  */

static void
check (const double *x, const double *ref, long count)
{
  double scale = 1e-300;
  for (long i = 0; i < count; i++)
    if (fabs (host (ref[i])) > scale)
      scale = fabs (ref[i]);
  for (long i = 0; i < count; i++)
    if (!(fabs (host (x[i]) - ref[i]) <= TOL * scale))
      abort ();
}

int
main (void)
{
  int n = host_int (53), m = host_int (41);
  double (*a)[n] = malloc (sizeof (double) * n * n);
  double (*b)[n] = malloc (sizeof (double) * n * n);
  double *x = malloc (sizeof (double) * n);
  double *y = malloc (sizeof (double) * n);
  double *y_ref = malloc (sizeof (double) * n);
  double *t = malloc (sizeof (double) * n);
  double *t_ref = malloc (sizeof (double) * n);
  double *s = malloc (sizeof (double) * n);
  double *s_ref = malloc (sizeof (double) * n);
  for (int i = 0; i < n; i++)
    {
      x[i] = host (0.25 + (i % 5) * 0.125);
      for (int j = 0; j < n; j++)
	{
	  a[i][j] = host (((i * 7 + j * 3) % 11) * 0.0625 - 0.3);
	  b[i][j] = host (((i * 5 + j * 2) % 13) * 0.05 - 0.25);
	}
    }

  /* atax on the first M rows of A (an M x N matrix).  */
  atax (m, n, (double (*)[n]) a, x, y, t);
  for (int j = 0; j < n; j++)
    y_ref[j] = host (0.0);
  for (int i = 0; i < m; i++)
    {
      t_ref[i] = host (0.0);
      for (int j = 0; j < n; j++)
	t_ref[i] += host (a[i][j]) * x[j];
      for (int j = 0; j < n; j++)
	y_ref[j] += host (a[i][j]) * t_ref[i];
    }
  check (y, y_ref, n);
  check (t, t_ref, m);

  /* gesummv.  */
  gesummv (n, 1.5, -0.75, a, b, x, t, y);
  for (int i = 0; i < n; i++)
    {
      double ta = host (0.0), yb = host (0.0);
      for (int j = 0; j < n; j++)
	{
	  ta += host (a[i][j]) * x[j];
	  yb += host (b[i][j]) * x[j];
	}
      t_ref[i] = ta;
      y_ref[i] = 1.5 * ta + -0.75 * yb;
    }
  check (t, t_ref, n);
  check (y, y_ref, n);

  /* bicg on the first M columns of A (an N x M matrix).  */
  bicg (n, m, (double (*)[m]) a, x, b[0], s, t);
  double (*am)[m] = (double (*)[m]) a;
  for (int j = 0; j < m; j++)
    s_ref[j] = host (0.0);
  for (int i = 0; i < n; i++)
    {
      t_ref[i] = host (0.0);
      for (int j = 0; j < m; j++)
	{
	  s_ref[j] += x[i] * host (am[i][j]);
	  t_ref[i] += host (am[i][j]) * b[0][j];
	}
    }
  check (s, s_ref, m);
  check (t, t_ref, n);

  /* atax whose TMP is X itself: the accumulator's element is read by
     the reduction of later rows.  */
  for (int i = 0; i < n; i++)
    t_ref[i] = x[i];
  atax (m, n, (double (*)[n]) a, x, y, x);
  for (int j = 0; j < n; j++)
    y_ref[j] = host (0.0);
  for (int i = 0; i < m; i++)
    {
      double acc = host (0.0);
      t_ref[i] = acc;
      for (int j = 0; j < n; j++)
	t_ref[i] += host (a[i][j]) * t_ref[j];
      for (int j = 0; j < n; j++)
	y_ref[j] += host (a[i][j]) * t_ref[i];
    }
  check (y, y_ref, n);
  check (x, t_ref, n);

  /* atax whose TMP is Y: the y update of row I stores to the element
     the register mirrored (GCC reloads it), and the nest runs on the
     host, the rewritten loads included.  */
  for (int i = 0; i < n; i++)
    x[i] = host (0.5 + (i % 3) * 0.25);
  atax (m, n, (double (*)[n]) a, x, y, y);
  for (int j = 0; j < n; j++)
    y_ref[j] = host (0.0);
  for (int i = 0; i < m; i++)
    {
      y_ref[i] = host (0.0);
      for (int j = 0; j < n; j++)
	y_ref[i] += host (a[i][j]) * x[j];
      for (int j = 0; j < n; j++)
	y_ref[j] += host (a[i][j]) * y_ref[i];
    }
  check (y, y_ref, n);
  return 0;
}
