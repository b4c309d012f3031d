/* trisolv: forward substitution for a lower triangular system.  */
#include "bench.h"

#include <stdlib.h>

/* Solve L x = B for X, where L is the lower triangle (diagonal
   included) of the N x N row-major matrix L; the strict upper triangle
   is not read.  Row I gives x[i] from the already known x[0..i-1].  */

void
BENCH_FN (trisolv) (int n, const double *l, const double *b, double *x)
{
  for (int i = 0; i < n; i++)
    {
      double s = b[i];
      for (int j = 0; j < i; j++)
	s = s - l[i * n + j] * x[j];
      x[i] = s / l[i * n + i];
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (trisolv) (int n, const double *l, const double *b, double *x);

/* Fill the lower triangle of the N x N matrix L with a diagonally
   dominant triangle (diagonal in [1, 2), off-diagonal entries in
   [-0.5/N, 0.5/N]), its upper triangle with a marker that must not be
   read, and B with values in [0, 1).  */

static void
init (int n, double *l, double *b)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	{
	  if (j > i)
	    l[i * n + j] = 1e30;
	  else if (j == i)
	    l[i * n + j] = 1.0 + (double) (i % 9) / 9.0;
	  else
	    l[i * n + j] = (double) ((i + 4 * j) % 15 - 7) / (14.0 * n);
	}
      b[i] = (double) ((3 * i + 1) % 32) / 32.0;
    }
}

int
main (int argc, char **argv)
{
  struct bench bn;
  bench_init (&bn, argc, argv, "trisolv");
  int n = bench_size (&bn, 256, 8000);

  double *l = bench_alloc ((size_t) n * n);
  double *b = bench_alloc (n);
  double *x = bench_alloc (n);
  double *x_ref = bench_alloc (n);
  init (n, l, b);

  bench_start (&bn);
  trisolv (n, l, b, x);
  bench_stop (&bn);

  trisolv_ref (n, l, b, x_ref);
  /* Relative 1e-6: a well-conditioned triangular solve.  */
  bench_check (&bn, x, x_ref, n, 1e-6);

  free (l);
  free (b);
  free (x);
  free (x_ref);
  return bench_finish (&bn);
}
#endif
