/* bicg: the two matrix-vector products of BiCG, s := A^T * r, q := A * p.  */
#include "bench.h"

#include <stdlib.h>

/* For the N x M matrix A, set the M-vector S to A^T * R and the N-vector
   Q to A * P, both in one sweep over the rows of A.  */
void
BENCH_FN (bicg) (int n, int m, double a[n][m], double r[n], double p[m],
		 double s[m], double q[n])
{
  for (int j = 0; j < m; j++)
    s[j] = 0.0;
  for (int i = 0; i < n; i++)
    {
      q[i] = 0.0;
      for (int j = 0; j < m; j++)
	{
	  s[j] += r[i] * a[i][j];
	  q[i] += a[i][j] * p[j];
	}
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (bicg) (int n, int m, double a[n][m], double r[n],
		       double p[m], double s[m], double q[n]);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "bicg");
  int n = bench_size (&b, 200, 9000);
  int m = n - n / 10;

  double (*a)[m] = (double (*)[m]) bench_alloc ((size_t) n * m);
  double *r = bench_alloc (n);
  double *p = bench_alloc (m);
  double *s = bench_alloc (m);
  double *q = bench_alloc (n);
  double *s_ref = bench_alloc (m);
  double *q_ref = bench_alloc (n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = (double) ((3 * i + 7 * j + 2) % 47) / 47.0;
  for (int i = 0; i < n; i++)
    r[i] = (double) (i % 9) / 9.0 - 0.25;
  for (int j = 0; j < m; j++)
    p[j] = (double) ((2 * j + 1) % 5) / 5.0;

  bench_start (&b);
  bicg (n, m, a, r, p, s, q);
  bench_stop (&b);

  bicg_ref (n, m, a, r, p, s_ref, q_ref);
  /* Sums of products: relative tolerance 1e-6.  */
  bench_check (&b, s, s_ref, m, 1e-6);
  bench_check (&b, q, q_ref, n, 1e-6);

  free (a);
  free (r);
  free (p);
  free (s);
  free (q);
  free (s_ref);
  free (q_ref);
  return bench_finish (&b);
}
#endif
