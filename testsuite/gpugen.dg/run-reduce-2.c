/* A convergence loop (issue 16): each step runs a Jacobi sweep and
   computes the largest change, a reduction tested after the step
   ("if (err < tol) break").  The time loop stays on the host (it leaves
   on data: the error is no element of an array), and the body is one
   region per step whose reduction runs on the device as partials per
   row, folded on the host after the step's kernels (gpugen-reduce.cc):
   the steps taken and every element must be the host's, for a loop
   that leaves after its first step, in the middle, never, and one of
   no step.  The reference runs the same loop with the reduction kept on
   the host (an empty asm on the difference).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 48

double a[N][N], b[N][N];

#define OPAQUE(X) __asm__ volatile ("" : "+m" (X))

static int __attribute__ ((noipa))
relax (int n, int maxit, double tol, double *errp)
{
  int it;
  double err = -1;
  for (it = 0; it < maxit; it++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .err. over the loops at lines 37-38, partials per row" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1]
			    + a[i][j + 1]);
      err = 0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  {
	    double d = fabs (b[i][j] - a[i][j]);
	    if (d > err)
	      err = d;
	    a[i][j] = b[i][j];
	  }
      if (err < tol)
	break;
    }
  *errp = err;
  return it;
}

static int __attribute__ ((noipa))
relax_ref (int n, int maxit, double tol, double *errp)
{
  int it;
  double err = -1;
  for (it = 0; it < maxit; it++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*1 kernel \\(2 loops mapped" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1]
			    + a[i][j + 1]);
      err = 0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  {
	    double d = fabs (b[i][j] - a[i][j]);
	    OPAQUE (d);
	    if (d > err)
	      err = d;
	    a[i][j] = b[i][j];
	  }
      if (err < tol)
	break;
    }
  *errp = err;
  return it;
}

static void
init (void)
{
  for (int i = 0; i < N; i++) /* { dg-optimized "loop nest offloaded to the GPU" } (the "or" of two counter tests, gpugen-cond.cc) */
    for (int j = 0; j < N; j++)
      a[i][j] = (i == 0 || j == 0) ? 1.0 + (i + j) % 3 : 0.0;
  memset (b, 0, sizeof b);
}

static void
check (int n, int maxit, double tol)
{
  static double a1[N][N];
  double e1, e2;
  init ();
  int it1 = relax (n, maxit, tol, &e1);
  memcpy (a1, a, sizeof a);
  init ();
  int it2 = relax_ref (n, maxit, tol, &e2);
  if (it1 != it2 || memcmp (&e1, &e2, sizeof e1) != 0
      || memcmp (a1, a, sizeof a) != 0)
    abort ();
}

int
main (void)
{
  double e;
  /* Leaves after the first step, in the middle, never; no step.  */
  check (N, 100, 10.0);
  check (N, 1000, 1e-3);
  check (N, 20, 0.0);
  check (N, 0, 1.0);
  /* A nest of one interior row and of none.  */
  check (3, 10, 1e-3);
  check (2, 10, 1e-3);
  init ();
  if (relax (N, 0, 1.0, &e) != 0 || e != -1)
    abort ();
  return 0;
}

/* { dg-prune-output "not a SCoP: statement not supported" } */
/* { dg-prune-output "several exits" } */
