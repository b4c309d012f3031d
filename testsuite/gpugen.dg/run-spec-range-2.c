/* The other speculative rewrites of detect-spec-range-1.c over arrays
   reached through pointers, on heap memory, where the run-time check of
   the host memory of their copies passes and they run on the device: a
   recurrence along rows that stops at a threshold (rowstop_ptr: its
   loads past the exit and its stores guarded by the exit's flag, the
   array copied back whole rows), and a conditional store one element
   past what the loop before it touches (shift_pos, whose last element
   z[n] is stored only where x[n - 1] > 0).  The results match a host
   reference, with the threshold crossed early, late and never, and
   with the last condition true and false.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "region \[^\r\n\]*\\(rowstop_ptr\\): 1 entry" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 64

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

void __attribute__ ((noipa))
rowstop_ptr (int n, double tol, double (*restrict x)[N])
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
      {
	if (x[i][j - 1] > tol)
	  break;
	x[i][j] = x[i][j - 1] * 1.5 + 1.0;
      }
}

void __attribute__ ((noipa))
shift_pos (int n, double *restrict z, const double *restrict x)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    z[i] = 2.0 * z[i];
  for (int i = 0; i < n; i++)
    if (x[i] > 0)
      z[i + 1] = x[i];
}

int
main (void)
{
  int n = 40;
  double tol = 50.0;
  double (*x)[N] = malloc (sizeof (double[N][N]));
  double (*r)[N] = malloc (sizeof (double[N][N]));

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x[i][j] = r[i][j] = host (i % 4 == 3 ? -1e9 : (i % 4) * 20.0 - 5.0 * j);
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      {
	if (host (r[i][j - 1]) > tol)
	  break;
	r[i][j] = r[i][j - 1] * 1.5 + 1.0;
      }
  rowstop_ptr (n, tol, x);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (x[i][j] != r[i][j])
	abort ();

  for (int last = 0; last < 2; last++)
    {
      double *z = malloc ((n + 1) * sizeof (double));
      double *rz = malloc ((n + 1) * sizeof (double));
      double *c = malloc (n * sizeof (double));
      for (int i = 0; i <= n; i++)
	z[i] = rz[i] = host (i + 0.5);
      for (int i = 0; i < n; i++)
	c[i] = host (i % 3 == 1 ? -1.0 - i : 1.0 + i);
      c[n - 1] = host (last ? 3.0 : -3.0);
      for (int i = 0; i < n; i++)
	rz[i] = host (2.0 * rz[i]);
      for (int i = 0; i < n; i++)
	if (host (c[i]) > 0)
	  rz[i + 1] = c[i];
      shift_pos (n, z, c);
      for (int i = 0; i <= n; i++)
	if (z[i] != rz[i])
	  abort ();
      free (z);
      free (rz);
      free (c);
    }
  free (x);
  free (r);
  return 0;
}
