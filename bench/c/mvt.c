/* mvt: a matrix-vector and a transposed matrix-vector product,
   x1 := x1 + A * y1, x2 := x2 + A^T * y2.  */
#include "bench.h"

#include <stdlib.h>

/* Update X1 += A * Y1 and X2 += A^T * Y2 for the N x N row-major matrix A
   (linearized).  Both products walk A by rows: the first as dot products,
   the second as a sum of scaled rows.  */
void
BENCH_FN (mvt) (int n, const double *a, double *x1, double *x2,
		const double *y1, const double *y2)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x1[i] += a[i * n + j] * y1[j];

  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      x2[i] += a[j * n + i] * y2[j];
}

#ifndef BENCH_REF
BENCH_REF_DECL (mvt) (int n, const double *a, double *x1, double *x2,
		      const double *y1, const double *y2);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "mvt");
  int n = bench_size (&b, 200, 10000);

  double *a = bench_alloc ((size_t) n * n);
  double *x1 = bench_alloc (n);
  double *x2 = bench_alloc (n);
  double *y1 = bench_alloc (n);
  double *y2 = bench_alloc (n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[(size_t) i * n + j] = (double) ((i + 3 * j + 5) % 53) / 53.0;
  for (int i = 0; i < n; i++)
    {
      x1[i] = (double) (i % 4) * 0.25;
      x2[i] = 1.0 - (double) (i % 6) / 6.0;
      y1[i] = (double) ((3 * i + 1) % 8) / 8.0;
      y2[i] = (double) ((5 * i + 2) % 11) / 11.0 - 0.5;
    }
  double *x1_ref = bench_dup (x1, n);
  double *x2_ref = bench_dup (x2, n);

  bench_start (&b);
  mvt (n, a, x1, x2, y1, y2);
  bench_stop (&b);

  mvt_ref (n, a, x1_ref, x2_ref, y1, y2);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, x1, x1_ref, n, 1e-6);
  bench_check (&b, x2, x2_ref, n, 1e-6);

  free (a);
  free (x1);
  free (x2);
  free (y1);
  free (y2);
  free (x1_ref);
  free (x2_ref);
  return bench_finish (&b);
}
#endif
