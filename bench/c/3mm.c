/* 3mm: three matrix products, G := (A * B) * (C * D).  */
#include "bench.h"

#include <stdlib.h>

/* Compute E := A * B (NI x NJ), F := C * D (NJ x NL) and G := E * F
   (NI x NL), where A is NI x NK, B is NK x NJ, C is NJ x NM and D is
   NM x NL.  E and F are results too (the caller may reuse them).  */
void
BENCH_FN (mm3) (int ni, int nj, int nk, int nl, int nm, double e[ni][nj],
		double a[ni][nk], double b[nk][nj], double f[nj][nl],
		double c[nj][nm], double d[nm][nl], double g[ni][nl])
{
  /* E := A * B.  */
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < nj; j++)
	e[i][j] = 0.0;
      for (int k = 0; k < nk; k++)
	for (int j = 0; j < nj; j++)
	  e[i][j] += a[i][k] * b[k][j];
    }

  /* F := C * D.  */
  for (int j = 0; j < nj; j++)
    {
      for (int l = 0; l < nl; l++)
	f[j][l] = 0.0;
      for (int m = 0; m < nm; m++)
	for (int l = 0; l < nl; l++)
	  f[j][l] += c[j][m] * d[m][l];
    }

  /* G := E * F.  */
  for (int i = 0; i < ni; i++)
    {
      for (int l = 0; l < nl; l++)
	g[i][l] = 0.0;
      for (int j = 0; j < nj; j++)
	for (int l = 0; l < nl; l++)
	  g[i][l] += e[i][j] * f[j][l];
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (mm3) (int ni, int nj, int nk, int nl, int nm,
		      double e[ni][nj], double a[ni][nk], double b[nk][nj],
		      double f[nj][nl], double c[nj][nm], double d[nm][nl],
		      double g[ni][nl]);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "3mm");
  int n = bench_size (&b, 40, 1100);
  int ni = n, nj = n + n / 10, nk = n - n / 10, nl = n + n / 5,
      nm = n - n / 5;

  double (*a)[nk] = (double (*)[nk]) bench_alloc ((size_t) ni * nk);
  double (*bm)[nj] = (double (*)[nj]) bench_alloc ((size_t) nk * nj);
  double (*c)[nm] = (double (*)[nm]) bench_alloc ((size_t) nj * nm);
  double (*d)[nl] = (double (*)[nl]) bench_alloc ((size_t) nm * nl);
  double (*e)[nj] = (double (*)[nj]) bench_alloc ((size_t) ni * nj);
  double (*f)[nl] = (double (*)[nl]) bench_alloc ((size_t) nj * nl);
  double (*g)[nl] = (double (*)[nl]) bench_alloc ((size_t) ni * nl);
  double (*e_ref)[nj] = (double (*)[nj]) bench_alloc ((size_t) ni * nj);
  double (*f_ref)[nl] = (double (*)[nl]) bench_alloc ((size_t) nj * nl);
  double (*g_ref)[nl] = (double (*)[nl]) bench_alloc ((size_t) ni * nl);
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      a[i][k] = (double) ((i + 4 * k + 7) % 37) / 37.0;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      bm[k][j] = (double) ((6 * k + j) % 23) / 23.0 - 0.5;
  for (int j = 0; j < nj; j++)
    for (int m = 0; m < nm; m++)
      c[j][m] = (double) ((3 * j + 8 * m + 1) % 41) / 41.0;
  for (int m = 0; m < nm; m++)
    for (int l = 0; l < nl; l++)
      d[m][l] = (double) ((2 * m + 5 * l + 3) % 13) / 13.0 + 0.125;

  bench_start (&b);
  mm3 (ni, nj, nk, nl, nm, e, a, bm, f, c, d, g);
  bench_stop (&b);

  mm3_ref (ni, nj, nk, nl, nm, e_ref, a, bm, f_ref, c, d, g_ref);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, &g[0][0], &g_ref[0][0], (size_t) ni * nl, 1e-6);
  bench_check (&b, &e[0][0], &e_ref[0][0], (size_t) ni * nj, 1e-6);
  bench_check (&b, &f[0][0], &f_ref[0][0], (size_t) nj * nl, 1e-6);

  free (a);
  free (bm);
  free (c);
  free (d);
  free (e);
  free (f);
  free (g);
  free (e_ref);
  free (f_ref);
  free (g_ref);
  return bench_finish (&b);
}
#endif
