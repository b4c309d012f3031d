/* 2mm: two chained matrix products, D := alpha * A * B * C + beta * D.  */
#include "bench.h"

#include <stdlib.h>

/* Overwrite the NI x NL matrix D with ALPHA * A * B * C + BETA * D, where
   A is NI x NK, B is NK x NJ and C is NJ x NL; TMP is caller-provided NI x
   NJ workspace that receives ALPHA * A * B.  All row-major, linearized.  */
void
BENCH_FN (mm2) (int ni, int nj, int nk, int nl, double alpha, double beta,
		double *tmp, const double *a, const double *b, const double *c,
		double *d)
{
  /* TMP := ALPHA * A * B.  */
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < nj; j++)
	tmp[i * nj + j] = 0.0;
      for (int k = 0; k < nk; k++)
	{
	  double s = alpha * a[i * nk + k];
	  for (int j = 0; j < nj; j++)
	    tmp[i * nj + j] += s * b[k * nj + j];
	}
    }

  /* D := TMP * C + BETA * D.  */
  for (int i = 0; i < ni; i++)
    {
      for (int l = 0; l < nl; l++)
	d[i * nl + l] *= beta;
      for (int j = 0; j < nj; j++)
	{
	  double s = tmp[i * nj + j];
	  for (int l = 0; l < nl; l++)
	    d[i * nl + l] += s * c[j * nl + l];
	}
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (mm2) (int ni, int nj, int nk, int nl, double alpha,
		      double beta, double *tmp, const double *a,
		      const double *b, const double *c, double *d);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "2mm");
  int n = bench_size (&b, 48, 1300);
  int ni = n, nj = n + n / 16, nk = n - n / 16, nl = n + n / 8;
  double alpha = 0.5, beta = 1.5;

  double *a = bench_alloc ((size_t) ni * nk);
  double *bm = bench_alloc ((size_t) nk * nj);
  double *c = bench_alloc ((size_t) nj * nl);
  double *d = bench_alloc ((size_t) ni * nl);
  double *tmp = bench_alloc ((size_t) ni * nj);
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      a[i * nk + k] = (double) ((2 * i + 9 * k + 4) % 29) / 29.0;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      bm[k * nj + j] = (double) ((5 * k + 3 * j) % 31) / 31.0 - 0.25;
  for (int j = 0; j < nj; j++)
    for (int l = 0; l < nl; l++)
      c[j * nl + l] = (double) ((j + 6 * l + 2) % 17) / 17.0;
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++)
      d[i * nl + l] = (double) ((4 * i + l + 1) % 11) / 11.0;
  double *d_ref = bench_dup (d, (size_t) ni * nl);
  double *tmp_ref = bench_alloc ((size_t) ni * nj);

  bench_start (&b);
  mm2 (ni, nj, nk, nl, alpha, beta, tmp, a, bm, c, d);
  bench_stop (&b);

  mm2_ref (ni, nj, nk, nl, alpha, beta, tmp_ref, a, bm, c, d_ref);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, d, d_ref, (size_t) ni * nl, 1e-6);
  bench_check (&b, tmp, tmp_ref, (size_t) ni * nj, 1e-6);

  free (a);
  free (bm);
  free (c);
  free (d);
  free (tmp);
  free (d_ref);
  free (tmp_ref);
  return bench_finish (&b);
}
#endif
