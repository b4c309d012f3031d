/* Jacobi to convergence with the error stored through a pointer that is
   not restrict ("*errp = err"): us per step.  */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now (void) { struct timespec t; clock_gettime (CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
__attribute__ ((noipa)) int
solve (int n, double (*restrict u)[n], double (*restrict v)[n], int maxit, double tol, double *errp)
{
  int it;
  for (it = 0; it < maxit; it++)
    {
      double err = 0.0;
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
          v[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
          {
            err = fmax (err, fabs (v[i][j] - u[i][j]));
            u[i][j] = v[i][j];
          }
      *errp = err;
      if (err < tol)
        break;
    }
  return it;
}
int main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 2048, k = argc > 2 ? atoi (argv[2]) : 50;
  double (*u)[n] = malloc (sizeof (double) * n * n), (*v)[n] = malloc (sizeof (double) * n * n);
  double *err = malloc (sizeof (double));
  for (int c = 1; c <= 3; c++)
    {
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          u[i][j] = v[i][j] = (i == 0 ? 1.0 : 0.0);
      double t0 = now ();
      int it = solve (n, u, v, k, 1e-12, err);
      double t1 = now ();
      printf ("errpb n=%d steps=%d call %d: %.1f us/step; err %.15e\n", n, it, c, 1e6 * (t1 - t0) / it, *err);
    }
  return 0;
}
