/* gesummv: sum of two matrix-vector products, y := alpha*A*x + beta*B*x.  */
#include "bench.h"

#include <stdlib.h>

/* Set the N-vector Y to ALPHA * A * X + BETA * B * X for the N x N
   matrices A and B; TMP receives A * X.  */
void
BENCH_FN (gesummv) (int n, double alpha, double beta, double a[n][n],
		    double b[n][n], double x[n], double tmp[n], double y[n])
{
  for (int i = 0; i < n; i++)
    {
      tmp[i] = 0.0;
      y[i] = 0.0;
      for (int j = 0; j < n; j++)
	{
	  tmp[i] += a[i][j] * x[j];
	  y[i] += b[i][j] * x[j];
	}
      y[i] = alpha * tmp[i] + beta * y[i];
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (gesummv) (int n, double alpha, double beta, double a[n][n],
			  double b[n][n], double x[n], double tmp[n],
			  double y[n]);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "gesummv");
  int n = bench_size (&b, 200, 8000);
  double alpha = 2.5, beta = -1.25;

  double (*a)[n] = (double (*)[n]) bench_alloc ((size_t) n * n);
  double (*bm)[n] = (double (*)[n]) bench_alloc ((size_t) n * n);
  double *x = bench_alloc (n);
  double *tmp = bench_alloc (n);
  double *y = bench_alloc (n);
  double *tmp_ref = bench_alloc (n);
  double *y_ref = bench_alloc (n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	a[i][j] = (double) ((7 * i + j + 3) % 61) / 61.0;
	bm[i][j] = (double) ((i + 5 * j) % 19) / 19.0;
      }
  for (int j = 0; j < n; j++)
    x[j] = (double) ((4 * j + 3) % 10) / 10.0 + 0.05;

  bench_start (&b);
  gesummv (n, alpha, beta, a, bm, x, tmp, y);
  bench_stop (&b);

  gesummv_ref (n, alpha, beta, a, bm, x, tmp_ref, y_ref);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, y, y_ref, n, 1e-6);
  bench_check (&b, tmp, tmp_ref, n, 1e-6);

  free (a);
  free (bm);
  free (x);
  free (tmp);
  free (y);
  free (tmp_ref);
  free (y_ref);
  return bench_finish (&b);
}
#endif
