/* A reduction along a single loop that writes memory besides (issues 13
   and 16): each iteration is a row of one element, its partial stored
   for the fold (gpugen-reduce-rows.cc's gpugen_reduce_single_rows_p).
   The one-dimensional Jacobi time loop with restrict arrays,
   whose error GCC's store motion keeps in a register across the loop
   ("*errp" through a pointer that is not restrict, stored on each way
   out), is one region (no "several exits"); with arrays that are not
   restrict, the error stays in memory, and gpugen-reduce-memexit.cc
   promotes it across the time loop, one region too, under the run-time
   check of *errp against the arrays (the alias check line).  A plain
   nest with a store and a maximum is offloaded too.  A loop that only
   reduces stays a miss, as before.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#include <math.h>

int
jacobi (int n, double *restrict a, double *restrict b, double *errp,
	double tol, int maxit)
{
  int it;
  for (it = 0; it < maxit; it++)
    {
      *errp = 0.0;
      for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 3 statements, 2 arrays, 2 parallel loops" } */
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

int
jacobi_nr (int n, double *a, double *b, double *errp, double tol, int maxit)
{
  int it;
  for (it = 0; it < maxit; it++)
    {
      *errp = 0.0; /* { dg-bogus "loop with several exits" } */
      for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 3 statements, 2 arrays, 2 parallel loops, run-time alias checks" } */
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

double
scale_max (int n, const double *restrict a, double *restrict b)
{
  double m = -1.0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 1 parallel loops" } */
    {
      b[i] = 2.0 * a[i];
      if (a[i] > m)
	m = a[i];
    }
  return m;
}

double
only_max (int n, const double *a)
{
  double m = -1.0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 1 arrays, 0 parallel loops" } */
    if (a[i] > m)
      m = a[i];
  return m;
}

/* { dg-final { scan-tree-dump-times "rewritten as partials per row" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-hostexit\\\] loop \[0-9\]+: the exit on data from bb \[0-9\]+ is tested on the host" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the store of errp on each way out, \\*errp_\[0-9\]+\\(D\\) = \\.\\.\\., is made once after the loop" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the store of errp may write what the loop's arrays hold" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\*errp_\[0-9\]+\\(D\\) promoted to a register across the time loop for the model" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP \[0-9\]+ alias check: the store \\*errp_\[0-9\]+\\(D\\) and each array" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "m_\[0-9\]+ not rewritten: a reduction along a single loop" 1 "gpugen" } } */
