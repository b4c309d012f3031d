/* syr2k: symmetric rank-2k update, C := alpha*A*B^T + alpha*B*A^T + beta*C,
   on the lower triangle of C.  */
#include "bench.h"

#include <stdlib.h>

/* Update the lower triangle (j <= i) of the N x N matrix C with
   ALPHA * (A * B^T + B * A^T) + BETA * C, where A and B are N x M; each
   element is a pair of dot products of rows of A and B.  The strict upper
   triangle of C is left alone.  */
void
BENCH_FN (syr2k) (int n, int m, double alpha, double beta, double a[n][m],
		  double b[n][m], double c[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      {
	double t = 0.0;
	for (int k = 0; k < m; k++)
	  t += a[i][k] * b[j][k] + b[i][k] * a[j][k];
	c[i][j] = beta * c[i][j] + alpha * t;
      }
}

#ifndef BENCH_REF
BENCH_REF_DECL (syr2k) (int n, int m, double alpha, double beta,
			double a[n][m], double b[n][m], double c[n][n]);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "syr2k");
  int n = bench_size (&b, 48, 1600);
  int m = n - n / 4;
  double alpha = 0.25, beta = 1.75;

  double (*a)[m] = (double (*)[m]) bench_alloc ((size_t) n * m);
  double (*bm)[m] = (double (*)[m]) bench_alloc ((size_t) n * m);
  double (*c)[n] = (double (*)[n]) bench_alloc ((size_t) n * n);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++)
      {
	a[i][k] = (double) ((5 * i + k + 1) % 27) / 27.0;
	bm[i][k] = (double) ((i + 7 * k + 4) % 33) / 33.0 - 0.3;
      }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      c[i][j] = (double) ((2 * i + 5 * j) % 10) / 10.0;
  double (*c_ref)[n] = (double (*)[n]) bench_dup (&c[0][0], (size_t) n * n);

  bench_start (&b);
  syr2k (n, m, alpha, beta, a, bm, c);
  bench_stop (&b);

  syr2k_ref (n, m, alpha, beta, a, bm, c_ref);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, &c[0][0], &c_ref[0][0], (size_t) n * n, 1e-6);

  free (a);
  free (bm);
  free (c);
  free (c_ref);
  return bench_finish (&b);
}
#endif
