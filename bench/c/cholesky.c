/* cholesky: in-place Cholesky factorization A = L L^T of an SPD matrix.  */
#include "bench.h"

#include <math.h>
#include <stdlib.h>

/* Overwrite the lower triangle of the symmetric positive definite N x N
   matrix A with its Cholesky factor L (A = L L^T).  The strict upper
   triangle is neither read nor written.  Right-looking (outer product)
   form: at step K the pivot column is scaled by the square root of the
   pivot, then its outer product is subtracted from the trailing lower
   triangle.  */

void
BENCH_FN (cholesky) (int n, double a[n][n])
{
  for (int k = 0; k < n; k++)
    {
      a[k][k] = sqrt (a[k][k]);
      for (int i = k + 1; i < n; i++)
	a[i][k] = a[i][k] / a[k][k];
      for (int i = k + 1; i < n; i++)
	for (int j = k + 1; j <= i; j++)
	  a[i][j] = a[i][j] - a[i][k] * a[j][k];
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (cholesky) (int n, double a[n][n]);

/* Fill the N x N matrix A with a symmetric, strictly diagonally dominant
   matrix with a positive diagonal, hence SPD and well conditioned: every
   off-diagonal element is below 1/N, every diagonal one at least 1.  */

static void
init (int n, double a[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	if (i == j)
	  a[i][j] = 1.0 + (double) (i % 4) / 8.0;
	else
	  a[i][j] = (double) ((i * j) % 17 + (i + j) % 5 + 1) / (24.0 * n);
      }
}

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "cholesky");
  int n = bench_size (&b, 48, 2000);

  double *a = bench_alloc ((size_t) n * n);
  init (n, (double (*)[n]) a);
  double *a_ref = bench_dup (a, (size_t) n * n);

  bench_start (&b);
  cholesky (n, (double (*)[n]) a);
  bench_stop (&b);

  cholesky_ref (n, (double (*)[n]) a_ref);
  /* Relative 1e-6: a cubic factorization of a well-conditioned matrix.  */
  bench_check (&b, a, a_ref, (size_t) n * n, 1e-6);

  free (a);
  free (a_ref);
  return bench_finish (&b);
}
#endif
