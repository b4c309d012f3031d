/* Floating-point sums and products of a nest are offloaded as partials
   per row only where GCC itself may reassociate them (-ffast-math, whose
   -fassociative-math allows it; gpugen-reduce.cc): the device's sum is
   then that of other groupings than the host's, so it is compared with
   a tolerance where the values are fractions (positive ones, so that
   nothing cancels: a relative 1e-12 for about 2000 double terms, above
   what regrouping changes, about 2e-13 at most, and far below a
   missing or doubled term; 1e-4 for floats), and exactly where every
   partial sum is an integer below 2^53 (2^24 for floats: exact in any
   grouping).  The product is never exact: 1e-12.  The maximum, which
   -ffast-math makes a MAX_EXPR, is exact.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffast-math -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <math.h>
#include <stdlib.h>

#define N 53
#define M 41

double a[N][M], b[N][M];
float fa[N][M];

#define OPAQUE(X) __asm__ volatile ("" : "+m" (X))

static double __attribute__ ((noipa))
dot (int n, int m, double s)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "reduction of .s. over the loops at lines 30-31, partials per row" } */
    for (int j = 0; j < m; j++)
      s += a[i][j] * b[i][j];
  return s;
}

static double __attribute__ ((noipa))
dot_ref (int n, int m, double s)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double d = a[i][j];
	OPAQUE (d);
	s += d * b[i][j];
      }
  return s;
}

static float __attribute__ ((noipa))
fsum (int n, int m, float s)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "reduction of .s. over the loops at lines 52-53, partials per row" } */
    for (int j = 0; j < m; j++)
      s -= fa[i][j];
  return s;
}

static float __attribute__ ((noipa))
fsum_ref (int n, int m, float s)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	float d = fa[i][j];
	OPAQUE (d);
	s -= d;
      }
  return s;
}

static double __attribute__ ((noipa))
prod (int n, int m, double p)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "reduction of .p. over the loops at lines 74-75, partials per row" } */
    for (int j = 0; j < m; j++)
      p *= 1.0 + b[i][j] * 1e-3;
  return p;
}

static double __attribute__ ((noipa))
prod_ref (int n, int m, double p)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double d = b[i][j];
	OPAQUE (d);
	p *= 1.0 + d * 1e-3;
      }
  return p;
}

static double __attribute__ ((noipa))
dmax (int n, int m, double e)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "reduction of .e. over the loops at lines 96-97, partials per row" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] > e)
	e = a[i][j];
  return e;
}

static double __attribute__ ((noipa))
dmax_ref (int n, int m, double e)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double d = a[i][j];
	OPAQUE (d);
	if (d > e)
	  e = d;
      }
  return e;
}

/* Whether X and Y agree within a relative TOL.  */

static int
close (double x, double y, double tol)
{
  return fabs (x - y) <= tol * (fabs (x) + fabs (y) + 1e-300);
}

int
main (void)
{
  unsigned seed = 7;
  for (int t = 0; t < 2; t++)
    {
      for (int i = 0; i < N; i++)
	for (int j = 0; j < M; j++)
	  {
	    seed = seed * 1103515245u + 12345u;
	    int v = (int) ((seed >> 8) % 2001) - (t ? 0 : 1000);
	    /* t 0: integers (exact sums); t 1: fractions.  */
	    a[i][j] = t ? v / 997.0 : v;
	    b[i][j] = t ? (v % 17) / 13.0 : v % 17;
	    fa[i][j] = t ? v / 64.0f : (float) (v % 100);
	  }
      double tol = t ? 1e-12 : 0;
      static const int sizes[][2] = { { N, M }, { 0, M }, { N, 0 },
				      { 1, 1 }, { 7, M } };
      for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++)
	{
	  int n = sizes[k][0], m = sizes[k][1];
	  if (!close (dot (n, m, 1.5), dot_ref (n, m, 1.5), tol)
	      || !close (fsum (n, m, 2.0f), fsum_ref (n, m, 2.0f),
			 t ? 1e-4 : 0)
	      || !close (prod (n, m, 0.5), prod_ref (n, m, 0.5), 1e-12)
	      || dmax (n, m, -1e9) != dmax_ref (n, m, -1e9))
	    abort ();
	}
    }
  return 0;
}

/* { dg-prune-output "not a SCoP: statement not supported" } */
