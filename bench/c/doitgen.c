/* doitgen: multiresolution kernel, A[r][q][p] := sum_s A[r][q][s] * C4[s][p]
   for every (r, q), in place.  */
#include "bench.h"

#include <stdlib.h>

/* Replace every row A[r][q][*] of the NR x NQ x NP array A (linearized)
   by its product with the NP x NP matrix C4.  SUM is caller-provided
   workspace of NP elements that holds the new row until it is copied
   back.  */
void
BENCH_FN (doitgen) (int nr, int nq, int np, double *a, const double *c4,
		    double *sum)
{
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++)
      {
	for (int p = 0; p < np; p++)
	  sum[p] = 0.0;
	for (int s = 0; s < np; s++)
	  {
	    double t = a[(r * nq + q) * np + s];
	    for (int p = 0; p < np; p++)
	      sum[p] += t * c4[s * np + p];
	  }
	for (int p = 0; p < np; p++)
	  a[(r * nq + q) * np + p] = sum[p];
      }
}

#ifndef BENCH_REF
BENCH_REF_DECL (doitgen) (int nr, int nq, int np, double *a,
			  const double *c4, double *sum);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "doitgen");
  int n = bench_size (&b, 24, 320);
  int nr = n, nq = n - n / 8, np = n - n / 4;

  size_t na = (size_t) nr * nq * np;
  double *a = bench_alloc (na);
  double *c4 = bench_alloc ((size_t) np * np);
  double *sum = bench_alloc (np);
  double *sum_ref = bench_alloc (np);
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++)
      for (int p = 0; p < np; p++)
	a[((size_t) r * nq + q) * np + p]
	  = (double) ((r + 3 * q + 5 * p + 2) % 17) / 17.0;
  for (int s = 0; s < np; s++)
    for (int p = 0; p < np; p++)
      c4[s * np + p] = (double) ((7 * s + 2 * p + 1) % 23) / 23.0 - 0.3;
  double *a_ref = bench_dup (a, na);

  bench_start (&b);
  doitgen (nr, nq, np, a, c4, sum);
  bench_stop (&b);

  doitgen_ref (nr, nq, np, a_ref, c4, sum_ref);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, a, a_ref, na, 1e-6);

  free (a);
  free (c4);
  free (sum);
  free (sum_ref);
  free (a_ref);
  return bench_finish (&b);
}
#endif
