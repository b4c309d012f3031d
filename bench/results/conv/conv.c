/* A Jacobi solver that stops on convergence, and three reductions, as a
   user writes them: time per step and per call, with and without
   gpugen's device reductions (session 12).

   jacobi: two stencil nests per step (b from a, a from b) and the
   largest change of the step, "if (d > err) err = d", then "if (err <
   tol) break"; the number of steps is used after the loop.
   maxdiff, count_above: a max and an integer count over a matrix,
   returned to the caller.  */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define N 2048
double a[N][N], b[N][N];

int
jacobi (int n, int maxit, double tol)
{
  int it;
  for (it = 0; it < maxit; it++)
    {
      double err = 0.0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  {
	    double d = fabs (b[i][j] - a[i][j]);
	    if (d > err)
	      err = d;
	  }
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (err < tol)
	break;
    }
  return it;
}

double
maxdiff (int n)
{
  double e = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double d = fabs (a[i][j] - b[i][j]);
	if (d > e)
	  e = d;
      }
  return e;
}

long
count_above (int n, double t)
{
  long c = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (a[i][j] > t)
	c++;
  return c;
}

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void
init (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = (i == 0 || j == 0 || i == N - 1 || j == N - 1) ? 1.0 : 0.0;
	b[i][j] = a[i][j];
      }
}

int
main (int argc, char **argv)
{
  int steps = argc > 1 ? atoi (argv[1]) : 100;
  int calls = argc > 2 ? atoi (argv[2]) : 20;
  init ();
  jacobi (N, 1, 0.0);		/* warm-up: module load, buffers */
  init ();
  double t0 = now ();
  int it = jacobi (N, steps, 0.0);	/* never converges: STEPS steps */
  double t1 = now ();
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i][N / 2];
  printf ("jacobi: %d steps, %.3f ms, %.1f us per step, checksum %.12g\n",
	  it, (t1 - t0) * 1e3, (t1 - t0) * 1e6 / (it ? it : 1), s);
  /* Converges: a tolerance the run reaches mid-way.  */
  init ();
  t0 = now ();
  it = jacobi (N, 100000, 1e-3);
  t1 = now ();
  printf ("jacobi to 1e-3: %d steps, %.3f ms\n", it, (t1 - t0) * 1e3);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      b[i][j] = sin (0.001 * i * j);
  double e = maxdiff (N);	/* warm-up */
  long c = count_above (N, 0.5);
  t0 = now ();
  for (int k = 0; k < calls; k++)
    e = maxdiff (N);
  t1 = now ();
  printf ("maxdiff: %.12g, %.1f us per call\n", e, (t1 - t0) * 1e6 / calls);
  t0 = now ();
  for (int k = 0; k < calls; k++)
    c = count_above (N, 0.5 + 1e-9 * k);
  t1 = now ();
  printf ("count_above: %ld, %.1f us per call\n", c, (t1 - t0) * 1e6 / calls);
  return 0;
}
