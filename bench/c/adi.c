/* adi: alternating direction implicit (Peaceman-Rachford) heat solver.  */
#include "bench.h"

#include <stdlib.h>

/* Advance the N x N grid U of the 2-D heat equation u_t = u_xx + u_yy
   by TSTEPS steps of the Peaceman-Rachford ADI scheme; MU is dt / (2 h^2)
   for time step dt and mesh width h.  The border of U is a fixed
   (Dirichlet) boundary and is not written.  Each step has two halves:
     (1 + 2 mu) v - mu (v[i-1][j] + v[i+1][j])
       = (1 - 2 mu) u + mu (u[i][j-1] + u[i][j+1])
   implicit along I (one tridiagonal system per column J) into V, then
     (1 + 2 mu) u - mu (u[i][j-1] + u[i][j+1])
       = (1 - 2 mu) v + mu (v[i-1][j] + v[i+1][j])
   implicit along J (one system per row I) back into U.  The systems are
   solved by the Thomas algorithm in the form x[k] = p[k] x[k+1] + q[k],
   with the N x N work arrays P and Q holding the elimination
   coefficients of every system at once.  */

void
BENCH_FN (adi) (int tsteps, int n, double mu, double u[n][n], double v[n][n],
		double p[n][n], double q[n][n])
{
  double diag = 1.0 + 2.0 * mu;
  double keep = 1.0 - 2.0 * mu;

  for (int t = 0; t < tsteps; t++)
    {
      /* Columns: eliminate down all columns together, row by row.  */
      for (int j = 1; j < n - 1; j++)
	{
	  v[0][j] = u[0][j];
	  v[n - 1][j] = u[n - 1][j];
	  p[0][j] = 0.0;
	  q[0][j] = u[0][j];
	}
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  {
	    double den = diag - mu * p[i - 1][j];
	    p[i][j] = mu / den;
	    q[i][j] = (keep * u[i][j] + mu * (u[i][j - 1] + u[i][j + 1])
		       + mu * q[i - 1][j]) / den;
	  }
      for (int i = n - 2; i >= 1; i--)
	for (int j = 1; j < n - 1; j++)
	  v[i][j] = p[i][j] * v[i + 1][j] + q[i][j];

      /* Rows: one system per row, eliminated left to right.  */
      for (int i = 1; i < n - 1; i++)
	{
	  p[i][0] = 0.0;
	  q[i][0] = u[i][0];
	  for (int j = 1; j < n - 1; j++)
	    {
	      double den = diag - mu * p[i][j - 1];
	      p[i][j] = mu / den;
	      q[i][j] = (keep * v[i][j] + mu * (v[i - 1][j] + v[i + 1][j])
			 + mu * q[i][j - 1]) / den;
	    }
	  for (int j = n - 2; j >= 1; j--)
	    u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
	}
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (adi) (int tsteps, int n, double mu, double u[n][n],
		      double v[n][n], double p[n][n], double q[n][n]);

/* Fill the N x N grid U with an initial temperature field in [0, 1),
   its border included (the border is the boundary condition).  */

static void
init (int n, double u[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      u[i][j] = (double) ((7 * i + 3 * j + (i * j) % 5) % 31) / 31.0;
}

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "adi");
  int n = bench_size (&b, 128, 2000);
  int tsteps = bench_size (&b, 6, 40);
  size_t count = (size_t) n * n;

  double *u = bench_alloc (count);
  double *v = bench_alloc (count);
  double *p = bench_alloc (count);
  double *q = bench_alloc (count);
  init (n, (double (*)[n]) u);
  double *u_ref = bench_dup (u, count);

  bench_start (&b);
  adi (tsteps, n, 0.5, (double (*)[n]) u, (double (*)[n]) v, (double (*)[n]) p,
       (double (*)[n]) q);
  bench_stop (&b);

  /* V, P and Q are rewritten before being read, so the reference reuses
     them.  */
  adi_ref (tsteps, n, 0.5, (double (*)[n]) u_ref, (double (*)[n]) v,
	   (double (*)[n]) p, (double (*)[n]) q);
  /* Relative 1e-6: diffusion damps rounding differences; each Thomas
     sweep is a short, diagonally dominant recurrence.  */
  bench_check (&b, u, u_ref, count, 1e-6);

  free (u);
  free (v);
  free (p);
  free (q);
  free (u_ref);
  return bench_finish (&b);
}
#endif
