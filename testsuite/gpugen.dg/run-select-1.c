/* Data-dependent conditions inside statements, which GCC keeps as
   branches: a Floyd-Warshall relaxation on doubles (a minimum written as
   "a < b ? a : b", not a MIN_EXPR where NaNs and signed zeros matter)
   and a correlation-style guard "if (t <= eps) t = 1.0" on a value read
   from memory.  Their arms only compute values, so gpugen rewrites them
   as selects and models the nests; the results match a host reference
   (also where the guard and the minimum take either side).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define TOL 1e-12
#define N 48

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

/* Abort unless each of the COUNT elements of X is within TOL (relative
   to the largest magnitude of REF, at least 1) of REF's.  */

static void
check (const double *x, const double *ref, long count)
{
  double scale = 1;
  for (long i = 0; i < count; i++)
    if (fabs (host (ref[i])) > scale)
      scale = fabs (ref[i]);
  for (long i = 0; i < count; i++)
    if (!(fabs (host (x[i]) - ref[i]) <= TOL * scale))
      abort ();
}

void __attribute__ ((noipa))
fw (int n, double (*restrict d)[N])
{
  for (int k = 0; k < n; k++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	d[i][j] = d[i][j] < d[i][k] + d[k][j] ? d[i][j] : d[i][k] + d[k][j];
}

void __attribute__ ((noipa))
norm (int n, double (*restrict x)[N], const double *restrict s)
{
  for (int j = 0; j < n; j++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      double t = s[j];
      if (t <= 0.1)
	t = 1.0;
      for (int i = 0; i < n; i++)
	x[i][j] /= t;
    }
}

static void
fw_ref (int n, double (*d)[N])
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	{
	  double via = host (d[i][k]) + d[k][j];
	  if (via < d[i][j])
	    d[i][j] = via;
	}
}

static void
norm_ref (int n, double (*x)[N], const double *s)
{
  for (int j = 0; j < n; j++)
    {
      double t = host (s[j]);
      if (t <= 0.1)
	t = 1.0;
      for (int i = 0; i < n; i++)
	x[i][j] = host (x[i][j]) / t;
    }
}

static double d[N][N], d_ref[N][N], s[N];

int
main (void)
{
  int n = host_int (N);
  for (int i = 0; i < n; i++)
    {
      s[i] = host ((double) (i % 7) / 10);
      for (int j = 0; j < n; j++)
	d[i][j] = host (i == j ? 0 : (double) ((5 * i + 3 * j) % 17 + 1));
    }
  memcpy (d_ref, d, sizeof d);
  fw (n, d);
  fw_ref (n, d_ref);
  check (d[0], d_ref[0], N * N);
  norm (n, d, s);
  norm_ref (n, d_ref, s);
  check (d[0], d_ref[0], N * N);
  return 0;
}
