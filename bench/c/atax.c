/* atax: product with a matrix and its transpose, y := A^T * (A * x).  */
#include "bench.h"

#include <stdlib.h>

/* Set the N-vector Y to A^T * (A * X) for the M x N row-major matrix A
   (linearized), in one sweep over A: row I first gives TMP[I] = A[I] . X
   and then adds TMP[I] * A[I] to Y.  TMP (M elements) receives A * X.  */
void
BENCH_FN (atax) (int m, int n, const double *a, const double *x, double *y,
		 double *tmp)
{
  for (int j = 0; j < n; j++)
    y[j] = 0.0;
  for (int i = 0; i < m; i++)
    {
      double t = 0.0;
      for (int j = 0; j < n; j++)
	t += a[i * n + j] * x[j];
      tmp[i] = t;
      for (int j = 0; j < n; j++)
	y[j] += a[i * n + j] * t;
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (atax) (int m, int n, const double *a, const double *x,
		       double *y, double *tmp);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "atax");
  int n = bench_size (&b, 200, 9000);
  int m = n - n / 9;

  double *a = bench_alloc ((size_t) m * n);
  double *x = bench_alloc (n);
  double *y = bench_alloc (n);
  double *tmp = bench_alloc (m);
  double *y_ref = bench_alloc (n);
  double *tmp_ref = bench_alloc (m);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      a[(size_t) i * n + j] = (double) ((5 * i + 2 * j + 1) % 43) / 43.0
			      - 0.375;
  for (int j = 0; j < n; j++)
    x[j] = 1.0 + (double) (j % 7) / 7.0;

  bench_start (&b);
  atax (m, n, a, x, y, tmp);
  bench_stop (&b);

  atax_ref (m, n, a, x, y_ref, tmp_ref);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, y, y_ref, n, 1e-6);
  bench_check (&b, tmp, tmp_ref, m, 1e-6);

  free (a);
  free (x);
  free (y);
  free (tmp);
  free (y_ref);
  free (tmp_ref);
  return bench_finish (&b);
}
#endif
