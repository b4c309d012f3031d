/* jacobi-2d: Jacobi relaxation with a 5-point averaging stencil in 2-D.  */
#include "bench.h"

#include <stdlib.h>

/* Relax the N x N row-major grid A 2 * TSTEPS times, using B as the
   second grid: each iteration replaces every interior point of B by the
   mean of the point and its four neighbors in A, then does the same
   from B back into A.  The border is fixed and must hold the same
   values in A and B.  */

void
BENCH_FN (jacobi_2d) (int tsteps, int n, double *a, double *b)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i * n + j] = 0.2 * (a[i * n + j] + a[(i - 1) * n + j]
				+ a[(i + 1) * n + j] + a[i * n + j - 1]
				+ a[i * n + j + 1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i * n + j] = 0.2 * (b[i * n + j] + b[(i - 1) * n + j]
				+ b[(i + 1) * n + j] + b[i * n + j - 1]
				+ b[i * n + j + 1]);
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (jacobi_2d) (int tsteps, int n, double *a, double *b);

/* Fill the N x N grid A with values in [0, 1), border included.  */

static void
init (int n, double *a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = (double) ((5 * i + 2 * j + (i * j) % 7) % 29) / 29.0;
}

int
main (int argc, char **argv)
{
  struct bench bn;
  bench_init (&bn, argc, argv, "jacobi-2d");
  int n = bench_size (&bn, 128, 4000);
  int tsteps = bench_size (&bn, 8, 50);
  size_t count = (size_t) n * n;

  double *a = bench_alloc (count);
  init (n, a);
  double *b = bench_dup (a, count);
  double *a_ref = bench_dup (a, count);
  double *b_ref = bench_dup (a, count);

  bench_start (&bn);
  jacobi_2d (tsteps, n, a, b);
  bench_stop (&bn);

  jacobi_2d_ref (tsteps, n, a_ref, b_ref);
  /* Relative 1e-6: averaging damps rounding differences.  */
  bench_check (&bn, a, a_ref, count, 1e-6);

  free (a);
  free (b);
  free (a_ref);
  free (b_ref);
  return bench_finish (&bn);
}
#endif
