/* A math call split for errno at the level of an outer loop.  Under
   -fmath-errno GCC computes "r[k][k] = sqrt (norm2)" as .SQRT guarded by
   a branch that calls sqrt again only to set errno; here, between the
   inner loops of a modified Gram-Schmidt step, partial redundancy
   elimination also merges the path that skips the first inner loop
   into the side of .SQRT, so the guard is not the diamond the model
   takes as it is, and the nest was cut at it ("condition not affine"):
   one region per column, each copying the whole matrix.  gpugen undoes
   the split (the library call always runs, as the source says) and
   offloads the whole nest; the result matches a host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */
/* { dg-gpugen-expect offload } */
/* { dg-final { scan-tree-dump "\\\[gpugen-select\\\] errno guard of bb \[0-9\]+: the library call of bb \[0-9\]+ always runs" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0: \[0-9\]+ statements" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 offloaded" "gpugen" } } */

#include <math.h>
#include <stdlib.h>

#define M 60
#define N 40

double a[M * N], q[M * N], r[N * N];
double ra[M * N], rq[M * N], rr[N * N];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static void __attribute__ ((noipa))
mgs (int m, int n, double *a, double *q, double *r)
{
  for (int k = 0; k < n; k++)
    {
      double norm2 = 0.0;
      for (int i = 0; i < m; i++)
	norm2 = norm2 + a[i * n + k] * a[i * n + k];
      r[k * n + k] = sqrt (norm2);
      for (int i = 0; i < m; i++)
	q[i * n + k] = a[i * n + k] / r[k * n + k];
      for (int j = k + 1; j < n; j++)
	r[k * n + j] = 0.0;
      for (int i = 0; i < m; i++)
	for (int j = k + 1; j < n; j++)
	  r[k * n + j] = r[k * n + j] + q[i * n + k] * a[i * n + j];
      for (int i = 0; i < m; i++)
	for (int j = k + 1; j < n; j++)
	  a[i * n + j] = a[i * n + j] - q[i * n + k] * r[k * n + j];
    }
}

static void __attribute__ ((noipa))
mgs_ref (int m, int n, double *a, double *q, double *r)
{
  for (int k = 0; k < n; k++)
    {
      double norm2 = 0.0;
      for (int i = 0; i < m; i++)
	norm2 = norm2 + a[i * n + k] * host (a[i * n + k]);
      r[k * n + k] = sqrt (norm2);
      for (int i = 0; i < m; i++)
	q[i * n + k] = a[i * n + k] / host (r[k * n + k]);
      for (int j = k + 1; j < n; j++)
	r[k * n + j] = host (0.0);
      for (int i = 0; i < m; i++)
	for (int j = k + 1; j < n; j++)
	  r[k * n + j] = r[k * n + j] + q[i * n + k] * host (a[i * n + j]);
      for (int i = 0; i < m; i++)
	for (int j = k + 1; j < n; j++)
	  a[i * n + j] = a[i * n + j] - q[i * n + k] * host (r[k * n + j]);
    }
}

int
main (void)
{
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      a[i * N + j] = ra[i * N + j]
	= host ((i == j ? 1.0 : 0.0) + 0.05 * ((3 * i + 7 * j) % 23 - 11));
  mgs (M, N, a, q, r);
  mgs_ref (M, N, ra, rq, rr);
  for (int i = 0; i < M * N; i++)
    if (fabs (a[i] - ra[i]) > 1e-9 || fabs (q[i] - rq[i]) > 1e-9)
      abort ();
  for (int i = 0; i < N; i++)
    for (int j = i; j < N; j++)
      if (fabs (r[i * N + j] - rr[i * N + j]) > 1e-9)
	abort ();
  return 0;
}
