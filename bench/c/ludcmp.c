/* ludcmp: solve A x = b by LU factorization and two triangular solves.  */
#include "bench.h"

#include <stdlib.h>

/* Solve the N x N system A x = B (A row-major, no pivoting, so A must
   have nonsingular leading minors).  A is overwritten by its factors
   L U (L unit lower triangular, its multipliers stored below the
   diagonal), computed column by column, left-looking: each column is
   finished from the columns to its left before the next one starts.
   Then L y = B is solved forward into the work vector Y and U x = y
   backward into X.  */

void
BENCH_FN (ludcmp) (int n, double *a, const double *b, double *x, double *y)
{
  /* Column J of U (rows 0..J), then column J of L (rows below J), from
     the finished columns to its left and the rows of column J above.  */
  for (int j = 0; j < n; j++)
    {
      for (int i = 0; i <= j; i++)
	{
	  double s = a[i * n + j];
	  for (int k = 0; k < i; k++)
	    s = s - a[i * n + k] * a[k * n + j];
	  a[i * n + j] = s;
	}
      for (int i = j + 1; i < n; i++)
	{
	  double s = a[i * n + j];
	  for (int k = 0; k < j; k++)
	    s = s - a[i * n + k] * a[k * n + j];
	  a[i * n + j] = s / a[j * n + j];
	}
    }

  /* Forward substitution with the unit lower factor.  */
  for (int i = 0; i < n; i++)
    {
      double s = b[i];
      for (int j = 0; j < i; j++)
	s = s - a[i * n + j] * y[j];
      y[i] = s;
    }

  /* Back substitution with the upper factor.  */
  for (int i = n - 1; i >= 0; i--)
    {
      double s = y[i];
      for (int j = i + 1; j < n; j++)
	s = s - a[i * n + j] * x[j];
      x[i] = s / a[i * n + i];
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (ludcmp) (int n, double *a, const double *b, double *x,
			 double *y);

/* Fill the N x N matrix A with a strictly diagonally dominant matrix
   (diagonal in [1.5, 2.5), off-diagonal entries in [-1/N, 1/N]) and B
   with a smooth right-hand side in [-1, 1].  */

static void
init (int n, double *a, double *b)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	{
	  if (i == j)
	    a[i * n + j] = 1.5 + (double) ((7 * i) % 10) / 10.0;
	  else
	    a[i * n + j] = (double) ((2 * i + 9 * j + 1) % 21 - 10)
			   / (10.0 * n);
	}
      b[i] = (double) ((13 * i) % 41 - 20) / 20.0;
    }
}

int
main (int argc, char **argv)
{
  struct bench bn;
  bench_init (&bn, argc, argv, "ludcmp");
  int n = bench_size (&bn, 48, 1600);

  double *a = bench_alloc ((size_t) n * n);
  double *b = bench_alloc (n);
  double *x = bench_alloc (n);
  double *y = bench_alloc (n);
  init (n, a, b);
  double *a_ref = bench_dup (a, (size_t) n * n);
  double *x_ref = bench_alloc (n);
  double *y_ref = bench_alloc (n);

  bench_start (&bn);
  ludcmp (n, a, b, x, y);
  bench_stop (&bn);

  ludcmp_ref (n, a_ref, b, x_ref, y_ref);
  /* Relative 1e-6 on the solution and the factors: well-conditioned
     diagonally dominant system.  */
  bench_check (&bn, x, x_ref, n, 1e-6);
  bench_check (&bn, a, a_ref, (size_t) n * n, 1e-6);

  free (a);
  free (b);
  free (x);
  free (y);
  free (a_ref);
  free (x_ref);
  free (y_ref);
  return bench_finish (&bn);
}
#endif
