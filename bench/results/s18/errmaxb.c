/* errmaxb.c: Jacobi steps whose error is kept through a pointer that
   is not restrict, "if (d > *errp) *errp = d" (session 18's
   gpugen-reduce-mem.cc).  Usage: errmaxb N STEPS; prints us per step
   for three calls and the last error.  */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

__attribute__ ((noinline)) void
sweep (int n, const double *u, double *w, const double *f, double *errp)
{
  *errp = 0.0;
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      {
	double v = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j]
			   + u[i * n + j - 1] + u[i * n + j + 1] - f[i * n + j]);
	double d = fabs (v - u[i * n + j]);
	if (d > *errp)
	  *errp = d;
	w[i * n + j] = v;
      }
}

int
main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 1024;
  int steps = argc > 2 ? atoi (argv[2]) : 20;
  double *u = malloc (sizeof (double) * n * n);
  double *w = malloc (sizeof (double) * n * n);
  double *f = malloc (sizeof (double) * n * n);
  double *err = malloc (sizeof (double));
  for (int c = 1; c <= 3; c++)
    {
      for (long k = 0; k < (long) n * n; k++)
	{
	  u[k] = w[k] = (k % 17) * 0.01;
	  f[k] = (k % 5) * 0.001;
	}
      struct timespec t0, t1;
      clock_gettime (CLOCK_MONOTONIC, &t0);
      for (int s = 0; s < steps; s++)
	{
	  sweep (n, u, w, f, err);
	  double *t = u; u = w; w = t;
	}
      clock_gettime (CLOCK_MONOTONIC, &t1);
      double us = ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec)) / 1e3;
      printf ("errmaxb n=%d steps=%d call %d: %.1f us/step; err %.15e\n",
	      n, steps, c, us / steps, *err);
    }
  return 0;
}
