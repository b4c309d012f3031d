/* symm: symmetric matrix product, C := alpha * A * B + beta * C, with A
   symmetric and given by its lower triangle.  */
#include "bench.h"

#include <stdlib.h>

/* Overwrite the M x N matrix C with ALPHA * A * B + BETA * C, where the
   M x M symmetric matrix A is read from its lower triangle only (A[i][k]
   for k <= i stands for A[k][i] too) and B is M x N.  Row I of the
   product sums the rows of B weighted by row I of the lower triangle and
   then by column I below the diagonal.  */
void
BENCH_FN (symm) (int m, int n, double alpha, double beta, double a[m][m],
		 double b[m][n], double c[m][n])
{
  for (int i = 0; i < m; i++)
    {
      for (int j = 0; j < n; j++)
	c[i][j] *= beta;
      for (int k = 0; k <= i; k++)
	for (int j = 0; j < n; j++)
	  c[i][j] += alpha * a[i][k] * b[k][j];
      for (int k = i + 1; k < m; k++)
	for (int j = 0; j < n; j++)
	  c[i][j] += alpha * a[k][i] * b[k][j];
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (symm) (int m, int n, double alpha, double beta,
		       double a[m][m], double b[m][n], double c[m][n]);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "symm");
  int m = bench_size (&b, 56, 1500);
  int n = m + m / 14;
  double alpha = -1.5, beta = 0.5;

  double (*a)[m] = (double (*)[m]) bench_alloc ((size_t) m * m);
  double (*bm)[n] = (double (*)[n]) bench_alloc ((size_t) m * n);
  double (*c)[n] = (double (*)[n]) bench_alloc ((size_t) m * n);
  /* The upper triangle of A is never read; leave it at zero.  */
  for (int i = 0; i < m; i++)
    for (int k = 0; k <= i; k++)
      a[i][k] = (double) ((4 * i + 9 * k + 2) % 31) / 31.0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      {
	bm[i][j] = (double) ((i + 2 * j + 6) % 15) / 15.0 - 0.2;
	c[i][j] = (double) ((3 * i + j) % 8) / 8.0;
      }
  double (*c_ref)[n] = (double (*)[n]) bench_dup (&c[0][0], (size_t) m * n);

  bench_start (&b);
  symm (m, n, alpha, beta, a, bm, c);
  bench_stop (&b);

  symm_ref (m, n, alpha, beta, a, bm, c_ref);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, &c[0][0], &c_ref[0][0], (size_t) m * n, 1e-6);

  free (a);
  free (bm);
  free (c);
  free (c_ref);
  return bench_finish (&b);
}
#endif
