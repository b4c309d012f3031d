/* gramschmidt: QR factorization by modified Gram-Schmidt.  */
#include "bench.h"

#include <math.h>
#include <stdlib.h>

/* Factor the M x N matrix A (M >= N, row-major, full column rank) as
   A = Q R, with Q (M x N, row-major) having orthonormal columns and R
   (N x N, row-major) upper triangular.  Modified Gram-Schmidt: column K
   of A is normalized into column K of Q, and its component along that
   direction is removed at once from every later column of A, whose
   coefficients form row K of R.  A is overwritten by the orthogonalized
   columns; the strict lower triangle of R is not written.  */

void
BENCH_FN (gramschmidt) (int m, int n, double *a, double *q, double *r)
{
  for (int k = 0; k < n; k++)
    {
      double norm2 = 0.0;
      for (int i = 0; i < m; i++)
	norm2 = norm2 + a[i * n + k] * a[i * n + k];
      r[k * n + k] = sqrt (norm2);
      for (int i = 0; i < m; i++)
	q[i * n + k] = a[i * n + k] / r[k * n + k];

      /* Row K of R: the projections of the remaining columns on q_k.  */
      for (int j = k + 1; j < n; j++)
	r[k * n + j] = 0.0;
      for (int i = 0; i < m; i++)
	for (int j = k + 1; j < n; j++)
	  r[k * n + j] = r[k * n + j] + q[i * n + k] * a[i * n + j];

      /* Remove those projections.  */
      for (int i = 0; i < m; i++)
	for (int j = k + 1; j < n; j++)
	  a[i * n + j] = a[i * n + j] - q[i * n + k] * r[k * n + j];
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (gramschmidt) (int m, int n, double *a, double *q, double *r);

/* Fill the M x N matrix A with the identity on its leading N rows plus a
   perturbation of entries below 0.4/sqrt(M) in magnitude; the columns
   stay far from linearly dependent, so Q and R are well conditioned.  */

static void
init (int m, int n, double *a)
{
  double scale = 0.4 / sqrt ((double) m);

  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = (i == j ? 1.0 : 0.0)
		     + scale * (double) ((3 * i + 7 * j + i * j) % 23 - 11)
		       / 11.0;
}

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "gramschmidt");
  int m = bench_size (&b, 48, 2000);
  int n = bench_size (&b, 40, 1200);	/* needs M >= N */

  double *a = bench_alloc ((size_t) m * n);
  double *q = bench_alloc ((size_t) m * n);
  double *r = bench_alloc ((size_t) n * n);
  init (m, n, a);
  double *a_ref = bench_dup (a, (size_t) m * n);
  double *q_ref = bench_alloc ((size_t) m * n);
  double *r_ref = bench_alloc ((size_t) n * n);

  bench_start (&b);
  gramschmidt (m, n, a, q, r);
  bench_stop (&b);

  gramschmidt_ref (m, n, a_ref, q_ref, r_ref);
  /* Relative 1e-6 on Q and R: well-conditioned input.  */
  bench_check (&b, q, q_ref, (size_t) m * n, 1e-6);
  bench_check (&b, r, r_ref, (size_t) n * n, 1e-6);

  free (a);
  free (q);
  free (r);
  free (a_ref);
  free (q_ref);
  free (r_ref);
  return bench_finish (&b);
}
#endif
