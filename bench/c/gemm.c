/* gemm: general matrix product, C := alpha * A * B + beta * C.  */
#include "bench.h"

#include <stdlib.h>

/* Overwrite the NI x NJ matrix C with ALPHA * A * B + BETA * C, where A
   is NI x NK and B is NK x NJ; all row-major, linearized.  Each row of C
   is scaled first and then accumulates one row of B per element of the
   matching row of A.  */
void
BENCH_FN (gemm) (int ni, int nj, int nk, double alpha, double beta,
		 double *c, const double *a, const double *b)
{
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < nj; j++)
	c[i * nj + j] *= beta;
      for (int k = 0; k < nk; k++)
	{
	  double t = alpha * a[i * nk + k];
	  for (int j = 0; j < nj; j++)
	    c[i * nj + j] += t * b[k * nj + j];
	}
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (gemm) (int ni, int nj, int nk, double alpha, double beta,
		       double *c, const double *a, const double *b);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "gemm");
  int n = bench_size (&b, 64, 1600);
  /* Slightly rectangular, so that a mix-up of the extents shows.  */
  int ni = n, nj = n + n / 8, nk = n - n / 8;
  double alpha = 1.25, beta = -0.75;

  double *a = bench_alloc ((size_t) ni * nk);
  double *bm = bench_alloc ((size_t) nk * nj);
  double *c = bench_alloc ((size_t) ni * nj);
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      a[i * nk + k] = (double) ((3 * i + 5 * k + 1) % 23) / 23.0;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      bm[k * nj + j] = (double) ((7 * k + 2 * j + 3) % 19) / 19.0 - 0.125;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      c[i * nj + j] = (double) ((i + 11 * j) % 13) / 13.0;
  double *c_ref = bench_dup (c, (size_t) ni * nj);

  bench_start (&b);
  gemm (ni, nj, nk, alpha, beta, c, a, bm);
  bench_stop (&b);

  gemm_ref (ni, nj, nk, alpha, beta, c_ref, a, bm);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, c, c_ref, (size_t) ni * nj, 1e-6);

  free (a);
  free (bm);
  free (c);
  free (c_ref);
  return bench_finish (&b);
}
#endif
