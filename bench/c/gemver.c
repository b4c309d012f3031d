/* gemver: rank-2 update followed by two matrix-vector products,
   A := A + u1*v1^T + u2*v2^T, x := x + beta*A^T*y + z, w := w + alpha*A*x.  */
#include "bench.h"

#include <stdlib.h>

/* Apply the rank-2 update to the N x N row-major matrix A (linearized),
   then X += BETA * A^T * Y + Z and W += ALPHA * A * X, each with the
   updated A (and the updated X).  */
void
BENCH_FN (gemver) (int n, double alpha, double beta, double *a,
		   const double *u1, const double *v1, const double *u2,
		   const double *v2, double *w, double *x, const double *y,
		   const double *z)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] += u1[i] * v1[j] + u2[i] * v2[j];

  /* A^T * Y, accumulated row by row of A.  */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x[j] += beta * a[i * n + j] * y[i];

  for (int j = 0; j < n; j++)
    x[j] += z[j];

  for (int i = 0; i < n; i++)
    {
      double t = 0.0;
      for (int j = 0; j < n; j++)
	t += a[i * n + j] * x[j];
      w[i] += alpha * t;
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (gemver) (int n, double alpha, double beta, double *a,
			 const double *u1, const double *v1,
			 const double *u2, const double *v2, double *w,
			 double *x, const double *y, const double *z);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "gemver");
  int n = bench_size (&b, 200, 8000);
  double alpha = 0.75, beta = 1.5;

  double *a = bench_alloc ((size_t) n * n);
  double *u1 = bench_alloc (n), *v1 = bench_alloc (n);
  double *u2 = bench_alloc (n), *v2 = bench_alloc (n);
  double *w = bench_alloc (n), *x = bench_alloc (n);
  double *y = bench_alloc (n), *z = bench_alloc (n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[(size_t) i * n + j] = (double) ((2 * i + 3 * j + 1) % 37) / 37.0;
  for (int i = 0; i < n; i++)
    {
      u1[i] = (double) (i % 5) / 5.0;
      v1[i] = (double) ((i + 2) % 7) / 7.0 - 0.5;
      u2[i] = (double) ((3 * i) % 11) / 11.0;
      v2[i] = (double) ((5 * i + 1) % 13) / 13.0;
      w[i] = (double) (i % 3) / 3.0;
      x[i] = (double) ((7 * i) % 17) / 17.0;
      y[i] = (double) ((2 * i + 5) % 9) / 9.0;
      z[i] = 0.5 + (double) (i % 4) / 8.0;
    }
  double *a_ref = bench_dup (a, (size_t) n * n);
  double *w_ref = bench_dup (w, n);
  double *x_ref = bench_dup (x, n);

  bench_start (&b);
  gemver (n, alpha, beta, a, u1, v1, u2, v2, w, x, y, z);
  bench_stop (&b);

  gemver_ref (n, alpha, beta, a_ref, u1, v1, u2, v2, w_ref, x_ref, y, z);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, w, w_ref, n, 1e-6);
  bench_check (&b, x, x_ref, n, 1e-6);
  bench_check (&b, a, a_ref, (size_t) n * n, 1e-6);

  free (a);
  free (u1);
  free (v1);
  free (u2);
  free (v2);
  free (w);
  free (x);
  free (y);
  free (z);
  free (a_ref);
  free (w_ref);
  free (x_ref);
  return bench_finish (&b);
}
#endif
