/* 1-D Jacobi to convergence, the error kept through a pointer that is
   not restrict and tested by the time loop (issue 16's errexit.c): us
   per step.  */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now (void) { struct timespec t; clock_gettime (CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
__attribute__ ((noipa)) int
jacobi (int n, double *restrict a, double *restrict b, double *errp, double tol, int maxit)
{
  int it;
  for (it = 0; it < maxit; it++)
    {
      *errp = 0.0;
      for (int i = 1; i < n - 1; i++)
        {
          b[i] = 0.5 * (a[i - 1] + a[i + 1]);
          double d = fabs (b[i] - a[i]);
          if (d > *errp)
            *errp = d;
        }
      for (int i = 1; i < n - 1; i++)
        a[i] = b[i];
      if (*errp < tol)
        break;
    }
  return it;
}
int main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 1 << 22, k = argc > 2 ? atoi (argv[2]) : 100;
  double *a = malloc (sizeof (double) * n), *b = malloc (sizeof (double) * n);
  double *err = malloc (sizeof (double));
  for (int c = 1; c <= 3; c++)
    {
      for (int i = 0; i < n; i++)
        a[i] = b[i] = (i == 0 ? 1.0 : 0.0);
      double t0 = now ();
      int it = jacobi (n, a, b, err, 1e-300, k);
      double t1 = now ();
      printf ("errxb n=%d steps=%d call %d: %.1f us/step; err %.15e\n", n, it, c, 1e6 * (t1 - t0) / (it ? it : 1), *err);
    }
  return 0;
}
