/* A convergence loop whose error is stored to memory that GCC cannot
   tell apart from the loop's arrays (issues 13 and 16): a global error
   beside arrays reached through pointers ("gerr = err;") and an error
   through a pointer that is not restrict ("*errp = err;"), both stored
   in every step before the test.  Each time loop is one region, which
   makes the store once after the loop under a run-time check that the
   stored bytes lie apart from the range it copies of each array (the
   dump's "may write what the loop's arrays hold", counted among the
   note's run-time alias checks); gsolve has a check between a and b
   too.  The maximum kept in memory by the nest itself ("if (d > *errp)
   *errp = d;") stays a miss here: b[i][j], which the store may change,
   is loaded again on the store's arm (PRE), so the condition stays
   control flow (gpugen-reduce-mem.cc needs no such reload).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#include <math.h>

extern double gerr;

#define SWEEP(a, b)							\
  for (int i = 1; i < n - 1; i++)					\
    for (int j = 1; j < n - 1; j++)					\
      b[i * n + j] = 0.25 * (a[(i - 1) * n + j] + a[(i + 1) * n + j]	\
			     + a[i * n + j - 1] + a[i * n + j + 1]);

void
gsolve (int n, int maxit, double tol, double *a, double *b)
{
  for (int it = 0; it < maxit; it++)
    {
      SWEEP (a, b) /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops, run-time alias checks" } */
      double err = 0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  {
	    double d = fabs (b[i * n + j] - a[i * n + j]);
	    err = err > d ? err : d;
	    a[i * n + j] = b[i * n + j];
	  }
      gerr = err;
      if (err < tol)
	break;
    }
}

double ga[64 * 64], gb[64 * 64];

void
psolve (int n, int maxit, double tol, double *errp)
{
  for (int it = 0; it < maxit; it++)
    {
      SWEEP (ga, gb) /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops, 1 run-time alias check" } */
      double err = 0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  {
	    double d = fabs (gb[i * n + j] - ga[i * n + j]);
	    err = err > d ? err : d;
	    ga[i * n + j] = gb[i * n + j];
	  }
      *errp = err;
      if (err < tol)
	break;
    }
}

void
csolve (int n, int maxit, double tol, double *a, double *b, double *errp)
{
  for (int it = 0; it < maxit; it++)
    {
      SWEEP (a, b) /* { dg-note "gpugen: the loop's exit on data is not tested on the host between steps: the test reads a reduction that the host cannot fold from partials" } */
      *errp = 0; /* { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow" "" { target *-*-* } .-1 } */
      for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops, 1 run-time alias check" "" { target *-*-* } .-2 } */
	for (int j = 1; j < n - 1; j++) /* { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the condition at line 80\\)" "" { target *-*-* } .-1 } */
	  {
	    double d = fabs (b[i * n + j] - a[i * n + j]); /* { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the condition at line 80\\)" "" { target *-*-* } .-2 } */
	    if (d > *errp)
	      *errp = d;
	    a[i * n + j] = b[i * n + j];
	  }
      if (*errp < tol)
	break;
    }
}
/* { dg-final { scan-tree-dump-times "the store gerr may alias " 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the store \\*errp_\[0-9\]+\\(D\\) may alias " 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the store of err in each step, gerr = \\.\\.\\., is made once after the loop" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the store of err in each step, \\*errp_\[0-9\]+\\(D\\) = \\.\\.\\., is made once after the loop" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the store of err may write what the loop's arrays hold: the region runs on the device only where a run-time check finds its bytes apart from the range it copies of each array" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP \[0-9\]+ alias check: the store gerr and each array" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP \[0-9\]+ alias check: the store \\*errp_\[0-9\]+\\(D\\) and each array" 1 "gpugen" } } */
