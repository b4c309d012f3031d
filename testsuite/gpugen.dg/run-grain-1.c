/* Statement grain, run: bicg split at its stores, gemm with its
   temporary forwarded, and the symm-like nest split into its update and
   its reduction (grain-shapes.h) compute what host references do.  */
/* { dg-do run } */

#include <math.h>
#include <stdlib.h>
#include "grain-shapes.h"

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
  int n = host_int (61), m = host_int (47);
  double (*a)[m] = malloc (sizeof (double) * n * m);
  double (*sq)[n] = malloc (sizeof (double) * n * n);
  double (*b)[m] = malloc (sizeof (double) * n * m);
  double (*c)[m] = malloc (sizeof (double) * n * m);
  double (*c_ref)[m] = malloc (sizeof (double) * n * m);
  double (*d)[m] = malloc (sizeof (double) * n * m);
  double (*d_ref)[m] = malloc (sizeof (double) * n * m);
  double *r = malloc (sizeof (double) * n);
  double *p = malloc (sizeof (double) * m);
  double *s = malloc (sizeof (double) * m);
  double *s_ref = malloc (sizeof (double) * m);
  double *q = malloc (sizeof (double) * n);
  double *q_ref = malloc (sizeof (double) * n);
  for (int i = 0; i < n; i++)
    {
      r[i] = host ((double) (i % 5) - 2);
      for (int j = 0; j < m; j++)
	{
	  a[i][j] = host ((double) ((3 * i + 7 * j) % 11) / 11);
	  b[i][j] = host ((double) ((i + 2 * j) % 13) / 13 - 0.5);
	  c_ref[i][j] = c[i][j] = host ((double) ((5 * i + j) % 7));
	  d_ref[i][j] = d[i][j] = 0;
	}
      for (int j = 0; j < n; j++)
	sq[i][j] = host ((double) ((i * j) % 9) / 9);
    }
  for (int j = 0; j < m; j++)
    {
      p[j] = host ((double) (j % 3) + 0.5);
      s_ref[j] = s[j] = 0;
    }

  /* bicg.  */
  bicg (n, m, a, r, p, s, q);
  for (int i = 0; i < n; i++)
    {
      q_ref[i] = 0;
      for (int j = 0; j < m; j++)
	{
	  s_ref[j] += host (r[i]) * a[i][j];
	  q_ref[i] += host (a[i][j]) * p[j];
	}
    }
  check (s, s_ref, m);
  check (q, q_ref, n);

  /* gemm with its temporary: c (n x m) += 1.5 * a (n x m) * sq' ... with
     nk = m and b = the first m rows of sq, seen as m x m.  */
  int nk = host_int (m);
  gemm (n, m, nk, 1.5, &c[0][0], &a[0][0], &b[0][0]);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < nk; k++)
      {
	double t = 1.5 * host (a[i][k]);
	for (int j = 0; j < m; j++)
	  c_ref[i][j] += t * host ((&b[0][0])[k * m + j]);
      }
  check (&c[0][0], &c_ref[0][0], (long) n * m);

  /* symm-like: m rows here are the n of the arrays.  */
  symm (n, m, 0.75, sq, b, c, d);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double temp2 = 0;
	for (int k = 0; k < i; k++)
	  {
	    c_ref[k][j] += 0.75 * host (b[i][j]) * sq[i][k];
	    temp2 += host (b[k][j]) * sq[i][k];
	  }
	d_ref[i][j] = 0.75 * temp2;
      }
  check (&c[0][0], &c_ref[0][0], (long) n * m);
  check (&d[0][0], &d_ref[0][0], (long) n * m);
  return 0;
}
