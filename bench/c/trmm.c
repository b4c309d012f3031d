/* trmm: triangular matrix product in place, B := alpha * A * B, with A
   lower triangular.  */
#include "bench.h"

#include <stdlib.h>

/* Overwrite the M x N matrix B with ALPHA * A * B, where the M x M matrix
   A is lower triangular (its strict upper triangle is not read).  Row I
   of the product needs rows 0..I of the old B, so rows are finished from
   the last one up.  */
void
BENCH_FN (trmm) (int m, int n, double alpha, double a[m][m], double b[m][n])
{
  for (int i = m - 1; i >= 0; i--)
    {
      for (int j = 0; j < n; j++)
	b[i][j] *= a[i][i];
      for (int k = 0; k < i; k++)
	for (int j = 0; j < n; j++)
	  b[i][j] += a[i][k] * b[k][j];
      for (int j = 0; j < n; j++)
	b[i][j] *= alpha;
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (trmm) (int m, int n, double alpha, double a[m][m],
		       double b[m][n]);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "trmm");
  int m = bench_size (&b, 56, 1800);
  int n = m + m / 8;
  double alpha = 0.625;

  double (*a)[m] = (double (*)[m]) bench_alloc ((size_t) m * m);
  double (*bm)[n] = (double (*)[n]) bench_alloc ((size_t) m * n);
  /* The strict upper triangle of A holds junk that the kernel ignores.  */
  for (int i = 0; i < m; i++)
    for (int k = 0; k < m; k++)
      a[i][k] = k <= i ? (double) ((6 * i + k + 5) % 21) / 21.0 : -7.0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      bm[i][j] = (double) ((i + 4 * j + 3) % 29) / 29.0 - 0.4;
  double (*b_ref)[n] = (double (*)[n]) bench_dup (&bm[0][0], (size_t) m * n);

  bench_start (&b);
  trmm (m, n, alpha, a, bm);
  bench_stop (&b);

  trmm_ref (m, n, alpha, a, b_ref);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, &bm[0][0], &b_ref[0][0], (size_t) m * n, 1e-6);

  free (a);
  free (bm);
  free (b_ref);
  return bench_finish (&b);
}
#endif
