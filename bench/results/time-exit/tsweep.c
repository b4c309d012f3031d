/* Time per step of a sweep that stops on data: two stencil nests per
   step, then "if (a[1][n/2] > tol) break;".  */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define N 2048
double a[N][N], b[N][N];

void
sweep (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[1][n / 2] > tol)
	break;
    }
}

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int
main (int argc, char **argv)
{
  int steps = argc > 1 ? atoi (argv[1]) : 100;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = (i == 0 || j == 0 || i == N - 1 || j == N - 1) ? 1.0 : 0.0;
  sweep (N, 1, 2.0);	/* warm-up: module load, buffers */
  double t0 = now ();
  sweep (N, steps, 2.0);	/* never leaves: STEPS steps */
  double t1 = now ();
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i][N / 2];
  printf ("steps %d: %.3f ms total, %.1f us per step, checksum %.12g\n",
	  steps, (t1 - t0) * 1e3, (t1 - t0) * 1e6 / steps, s);
  /* Mid-way: the value a[1][n/2] after 50 more steps, as threshold.  */
  return 0;
}
