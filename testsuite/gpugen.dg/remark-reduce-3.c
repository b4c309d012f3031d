/* Convergence loops whose error is a reduction read by the exit test
   alone (gpugen-reduce.cc, gpugen-hostexit.cc): the time loop runs as
   one region, the test folding the error's partials after each step;
   where the error's rows change from one step to the next (the fold
   after a step would read partials of earlier steps), the loop says
   why it is not, and its nests are offloaded once per step as before,
   the error's among them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all" } */

#include <math.h>

#define N 48
double a[N][N], b[N][N];

void
relax (int n, int maxit, double tol)
{
  for (int it = 0; it < maxit; it++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err. over the loops at lines 26-27, partials per row" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1]
			    + a[i][j + 1]);
      double err = 0;
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
}

void
relax_rows (int n, int maxit, double tol)
{
  for (int it = 0; it < maxit; it++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-note "the loop's exit on data is not tested on the host between steps: \[^\n\]*: the rows of the reduction of .err. change from one step to the next" } */
	for (int j = 1; j < n - 1; j++) /* { dg-missed "several exits or irreducible control flow \\(the loop at line 42, which leaves on data at line 57\\)" "" { target *-*-* } .-1 } */
	  b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1]
			    + a[i][j + 1]);
      double err = 0;
      for (int i = 1; i < n - 1 - it; i++) /* { dg-optimized "loop nest offloaded to the \[^\n\]*; reduction of .err. over the loops at lines 49-50, partials per row" } */
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
}

/* { dg-prune-output "SCoP with" } */
/* { dg-prune-output "loop nest offloaded to the \[^\n\]*1 kernel \\(2 loops mapped" } */
