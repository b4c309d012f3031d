/* A convergence loop whose error, a reduction that its exit test reads,
   is stored to memory in every step ("*errp = err;" before the test,
   issues 13 and 16): through a restrict pointer, GCC's store motion
   sinks the store onto each way out of the loop, and the time loop is
   one region, which makes it once after the loop (the dump's "is made
   once after the loop"); through a pointer that may point into the
   arrays the store stays in the step, and the loop is one region too,
   under a run-time check that the pointer's bytes lie apart.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#include <math.h>

#define N 64
double a[N][N], b[N][N];

#define SWEEP								\
  for (int i = 1; i < n - 1; i++)					\
    for (int j = 1; j < n - 1; j++)					\
      b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);

#define ERR								\
  for (int i = 1; i < n - 1; i++)					\
    for (int j = 1; j < n - 1; j++)					\
      {									\
	double d = fabs (b[i][j] - a[i][j]);				\
	err = err > d ? err : d;					\
	a[i][j] = b[i][j];						\
      }

void
rsolve (int n, int maxit, double tol, double *restrict errp)
{
  for (int it = 0; it < maxit; it++)
    {
      SWEEP /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" } */
      double err = 0;
      ERR
      *errp = err;
      if (err < tol)
	break;
    }
}

void
nsolve (int n, int maxit, double tol, double *errp)
{
  for (int it = 0; it < maxit; it++)
    {
      SWEEP /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops, 1 run-time alias check" } */
      double err = 0;
      ERR
      *errp = err;
      if (err < tol)
	break;
    }
}
/* { dg-final { scan-tree-dump-times "the store of err on each way out, \\*errp_\[0-9\]+\\(D\\) = \\.\\.\\., is made once after the loop, of the fold of the last step tested" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the store of err in each step, \\*errp_\[0-9\]+\\(D\\) = \\.\\.\\., is made once after the loop" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the store of err may write what the loop's arrays hold: the region runs on the device only where a run-time check finds its bytes apart from the range it copies of each array" 1 "gpugen" } } */
