/* lu: in-place LU factorization A = L U without pivoting.  */
#include "bench.h"

#include <stdlib.h>

/* Overwrite the N x N matrix A with its LU factors: U on and above the
   diagonal, the multipliers of the unit lower triangular L below it.
   No pivoting, so A must have nonsingular leading minors (diagonal
   dominance suffices).  Right-looking elimination: step K computes the
   multipliers of column K and subtracts their outer product with row K
   from the trailing submatrix.  */

void
BENCH_FN (lu) (int n, double a[n][n])
{
  for (int k = 0; k < n; k++)
    {
      for (int i = k + 1; i < n; i++)
	a[i][k] = a[i][k] / a[k][k];
      for (int i = k + 1; i < n; i++)
	for (int j = k + 1; j < n; j++)
	  a[i][j] = a[i][j] - a[i][k] * a[k][j];
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (lu) (int n, double a[n][n]);

/* Fill the N x N matrix A with a nonsymmetric, strictly row and column
   diagonally dominant matrix: off-diagonal entries in (-1/N, 1/N),
   diagonal entries in [2, 3).  Elimination without pivoting is then
   stable and the factors are well conditioned.  */

static void
init (int n, double a[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	if (i == j)
	  a[i][j] = 2.0 + (double) (i % 5) / 5.0;
	else
	  a[i][j] = (double) ((5 * i + 3 * j + i * j) % 29 - 14) / (15.0 * n);
      }
}

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "lu");
  int n = bench_size (&b, 48, 2000);

  double *a = bench_alloc ((size_t) n * n);
  init (n, (double (*)[n]) a);
  double *a_ref = bench_dup (a, (size_t) n * n);

  bench_start (&b);
  lu (n, (double (*)[n]) a);
  bench_stop (&b);

  lu_ref (n, (double (*)[n]) a_ref);
  /* Relative 1e-6: a cubic factorization of a well-conditioned matrix.  */
  bench_check (&b, a, a_ref, (size_t) n * n, 1e-6);

  free (a);
  free (a_ref);
  return bench_finish (&b);
}
#endif
