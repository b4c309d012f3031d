/* durbin: Levinson-Durbin recursion for the Yule-Walker equations.  */
#include "bench.h"

#include <stdlib.h>

/* Solve T y = -r for Y, where T is the N x N symmetric Toeplitz matrix
   whose first row is (1, r[0], ..., r[n-2]) and R holds N
   autocorrelations.  Step K extends the solution of order K to order
   K + 1: the new reflection coefficient ALPHA comes from the inner
   product of R with the reversed solution, and the old solution is
   corrected by ALPHA times its reverse (built in the work vector Z of N
   elements).  BETA is the prediction error of the current order.  */

void
BENCH_FN (durbin) (int n, const double *r, double *y, double *z)
{
  double alpha = -r[0];
  double beta = 1.0;

  y[0] = -r[0];
  for (int k = 1; k < n; k++)
    {
      double dot = 0.0;

      beta = (1.0 - alpha * alpha) * beta;
      for (int i = 0; i < k; i++)
	dot = dot + r[k - 1 - i] * y[i];
      alpha = -(r[k] + dot) / beta;
      for (int i = 0; i < k; i++)
	z[i] = y[i] + alpha * y[k - 1 - i];
      for (int i = 0; i < k; i++)
	y[i] = z[i];
      y[k] = alpha;
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (durbin) (int n, const double *r, double *y, double *z);

/* Fill R with the autocorrelations at lags 1..N of a process that is a
   sum of two AR(1) processes (poles 0.8 and -0.6, weights 0.5 and 0.3)
   and white noise (weight 0.2).  Its Toeplitz matrix is then positive
   definite with smallest eigenvalue above 0.2, so every reflection
   coefficient stays well inside (-1, 1).  */

static void
init (int n, double *r)
{
  double p1 = 1.0, p2 = 1.0;

  for (int k = 0; k < n; k++)
    {
      p1 *= 0.8;
      p2 *= -0.6;
      r[k] = 0.5 * p1 + 0.3 * p2;
    }
}

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "durbin");
  int n = bench_size (&b, 256, 20000);

  double *r = bench_alloc (n);
  double *y = bench_alloc (n);
  double *z = bench_alloc (n);
  double *y_ref = bench_alloc (n);
  double *z_ref = bench_alloc (n);
  init (n, r);

  bench_start (&b);
  durbin (n, r, y, z);
  bench_stop (&b);

  durbin_ref (n, r, y_ref, z_ref);
  /* Relative 1e-4: a recurrence over N orders, each depending on all
     previous ones through ALPHA and BETA.  */
  bench_check (&b, y, y_ref, n, 1e-4);

  free (r);
  free (y);
  free (z);
  free (y_ref);
  free (z_ref);
  return bench_finish (&b);
}
#endif
