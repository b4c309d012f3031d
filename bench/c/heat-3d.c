/* heat-3d: explicit time stepping of the 3-D heat equation (7 points).  */
#include "bench.h"

#include <stdlib.h>

/* Advance the heat equation on the N x N x N grid A by 2 * TSTEPS
   forward Euler steps, using B as the second grid: each iteration steps
   from A into B and back from B into A.  C is dt / h^2 (at most 1/6 for
   stability); the new value of an interior point is its old value plus
   C times the discrete Laplacian (sum of the 6 neighbors minus 6 times
   the point).  The border is a fixed boundary and must hold the same
   values in A and B.  */

void
BENCH_FN (heat_3d) (int tsteps, int n, double c, double a[n][n][n],
		    double b[n][n][n])
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    b[i][j][k] = a[i][j][k]
			 + c * (a[i - 1][j][k] + a[i + 1][j][k]
				+ a[i][j - 1][k] + a[i][j + 1][k]
				+ a[i][j][k - 1] + a[i][j][k + 1]
				- 6.0 * a[i][j][k]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    a[i][j][k] = b[i][j][k]
			 + c * (b[i - 1][j][k] + b[i + 1][j][k]
				+ b[i][j - 1][k] + b[i][j + 1][k]
				+ b[i][j][k - 1] + b[i][j][k + 1]
				- 6.0 * b[i][j][k]);
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (heat_3d) (int tsteps, int n, double c, double a[n][n][n],
			  double b[n][n][n]);

/* Fill the N x N x N grid A with a temperature field in [0, 1), border
   included.  */

static void
init (int n, double a[n][n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	a[i][j][k] = (double) ((i + 2 * j + 3 * k) % 19 + (i * k) % 3) / 21.0;
}

int
main (int argc, char **argv)
{
  struct bench bn;
  bench_init (&bn, argc, argv, "heat-3d");
  int n = bench_size (&bn, 24, 320);
  int tsteps = bench_size (&bn, 5, 20);
  size_t count = (size_t) n * n * n;

  double *a = bench_alloc (count);
  init (n, (double (*)[n][n]) a);
  double *b = bench_dup (a, count);
  double *a_ref = bench_dup (a, count);
  double *b_ref = bench_dup (a, count);

  bench_start (&bn);
  heat_3d (tsteps, n, 0.125, (double (*)[n][n]) a, (double (*)[n][n]) b);
  bench_stop (&bn);

  heat_3d_ref (tsteps, n, 0.125, (double (*)[n][n]) a_ref,
	       (double (*)[n][n]) b_ref);
  /* Relative 1e-6: diffusion damps rounding differences.  */
  bench_check (&bn, a, a_ref, count, 1e-6);

  free (a);
  free (b);
  free (a_ref);
  free (b_ref);
  return bench_finish (&bn);
}
#endif
