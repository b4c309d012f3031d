/* seidel-2d: Gauss-Seidel relaxation with a 9-point averaging stencil.  */
#include "bench.h"

#include <stdlib.h>

/* Relax the N x N grid A in place TSTEPS times: each sweep visits the
   interior points row by row, left to right, and replaces each by the
   mean of the 3 x 3 block around it, so that the neighbors above and to
   the left already hold their values of the current sweep.  The border
   is fixed.  */

void
BENCH_FN (seidel_2d) (int tsteps, int n, double a[n][n])
{
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
	a[i][j] = (a[i - 1][j - 1] + a[i - 1][j] + a[i - 1][j + 1]
		   + a[i][j - 1] + a[i][j] + a[i][j + 1]
		   + a[i + 1][j - 1] + a[i + 1][j] + a[i + 1][j + 1]) / 9.0;
}

#ifndef BENCH_REF
BENCH_REF_DECL (seidel_2d) (int tsteps, int n, double a[n][n]);

/* Fill the N x N grid A with values in [0, 1), border included.  */

static void
init (int n, double a[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = (double) ((i * i + 3 * j + 1) % 23) / 23.0;
}

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "seidel-2d");
  int n = bench_size (&b, 128, 3000);
  int tsteps = bench_size (&b, 8, 20);
  size_t count = (size_t) n * n;

  double *a = bench_alloc (count);
  init (n, (double (*)[n]) a);
  double *a_ref = bench_dup (a, count);

  bench_start (&b);
  seidel_2d (tsteps, n, (double (*)[n]) a);
  bench_stop (&b);

  seidel_2d_ref (tsteps, n, (double (*)[n]) a_ref);
  /* Relative 1e-6: averaging damps rounding differences.  */
  bench_check (&b, a, a_ref, count, 1e-6);

  free (a);
  free (a_ref);
  return bench_finish (&b);
}
#endif
