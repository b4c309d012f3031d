/* jacobi-1d: Jacobi relaxation with a 3-point averaging stencil in 1-D.  */
#include "bench.h"

#include <stdlib.h>

/* Relax the N-point array A 2 * TSTEPS times, using B as the second
   array: each iteration replaces every interior point of B by the mean
   of the point and its two neighbors in A, then does the same from B
   back into A.  The two end points are fixed and must hold the same
   values in A and B.  */

void
BENCH_FN (jacobi_1d) (int tsteps, int n, double *a, double *b)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
      for (int i = 1; i < n - 1; i++)
	a[i] = (b[i - 1] + b[i] + b[i + 1]) / 3.0;
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (jacobi_1d) (int tsteps, int n, double *a, double *b);

/* Fill the N points of A with a sawtooth plus a slow ramp.  */

static void
init (int n, double *a)
{
  for (int i = 0; i < n; i++)
    a[i] = (double) (i % 37) / 37.0 + (double) i / n;
}

int
main (int argc, char **argv)
{
  struct bench bn;
  bench_init (&bn, argc, argv, "jacobi-1d");
  int n = bench_size (&bn, 2048, 8000000);
  int tsteps = bench_size (&bn, 8, 100);

  double *a = bench_alloc (n);
  init (n, a);
  double *b = bench_dup (a, n);
  double *a_ref = bench_dup (a, n);
  double *b_ref = bench_dup (a, n);

  bench_start (&bn);
  jacobi_1d (tsteps, n, a, b);
  bench_stop (&bn);

  jacobi_1d_ref (tsteps, n, a_ref, b_ref);
  /* Relative 1e-6: averaging damps rounding differences.  */
  bench_check (&bn, a, a_ref, n, 1e-6);

  free (a);
  free (b);
  free (a_ref);
  free (b_ref);
  return bench_finish (&bn);
}
#endif
