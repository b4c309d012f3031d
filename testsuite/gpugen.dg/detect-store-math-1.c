/* A conditional store whose value a math function computes (no errno):
   the call may raise a floating-point exception only, so the store is
   made unconditional for the model ("c ? sqrt (x) : old") where the
   array's size bounds it, like an arm of trapping arithmetic
   (run-store-math-1.c runs it).  Through a pointer of unknown size
   the region checks the pointer's host memory at run time.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-math-errno -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#include <math.h>

double A[100], B[100];

void
fixed (int n)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    if (B[i] > 0)
      A[i] = sqrt (B[i]) + 1;
}

void
unknown (int n, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    if (b[i] > 0)
      a[i] = sqrt (b[i]);
}

/* { dg-final { scan-tree-dump-times "conditional stores made unconditional" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "may be touched outside its object: the host memory of its copies is checked at run time" 1 "gpugen" } } */
