/* syrk: symmetric rank-k update, C := alpha * A * A^T + beta * C, on the
   lower triangle of C.  */
#include "bench.h"

#include <stdlib.h>

/* Update the lower triangle (j <= i) of the N x N row-major matrix C with
   ALPHA * A * A^T + BETA * C, where A is N x M (both linearized); each
   element is the dot product of two rows of A.  The strict upper triangle
   of C is left alone.  */
void
BENCH_FN (syrk) (int n, int m, double alpha, double beta, const double *a,
		 double *c)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      {
	double t = 0.0;
	for (int k = 0; k < m; k++)
	  t += a[i * m + k] * a[j * m + k];
	c[i * n + j] = beta * c[i * n + j] + alpha * t;
      }
}

#ifndef BENCH_REF
BENCH_REF_DECL (syrk) (int n, int m, double alpha, double beta,
		       const double *a, double *c);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "syrk");
  int n = bench_size (&b, 48, 1800);
  int m = n - n / 6;
  double alpha = 1.25, beta = -0.5;

  double *a = bench_alloc ((size_t) n * m);
  double *c = bench_alloc ((size_t) n * n);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++)
      a[i * m + k] = (double) ((3 * i + 4 * k + 2) % 25) / 25.0 - 0.1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      c[i * n + j] = (double) ((i + 3 * j + 1) % 7) / 7.0;
  double *c_ref = bench_dup (c, (size_t) n * n);

  bench_start (&b);
  syrk (n, m, alpha, beta, a, c);
  bench_stop (&b);

  syrk_ref (n, m, alpha, beta, a, c_ref);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, c, c_ref, (size_t) n * n, 1e-6);

  free (a);
  free (c);
  free (c_ref);
  return bench_finish (&b);
}
#endif
