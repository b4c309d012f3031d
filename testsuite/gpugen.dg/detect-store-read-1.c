/* A conditional store whose arm reads the element it stores: "if (b[i]
   > 0) a[i] = exp (b[i]) + a[i]".  The load reads what the store writes,
   from the memory the store overwrites, so it runs wherever the store
   made unconditional for the model does ("c ? exp (b) + a : a"), inside
   the array's box (run-store-read-1.c runs it).  An arm that reads
   another element stays a miss naming the condition, and so does one
   through a pointer of unknown size, naming the store.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-math-errno -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#include <math.h>

double A[100], B[100];
double X[50][60], Y[50][60];

void
fixed (int n)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    if (B[i] > 0)
      A[i] = exp (B[i]) + A[i];
}

void
twod (int n, double t)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < n; j++)
      if (X[i][j] > t)
	Y[i][j] = Y[i][j] / 2 + X[i][j];
}

void
other (int n)
{
  for (int i = 0; i < n - 1; i++) /* { dg-missed "condition not affine \\(data-dependent control flow\\) \\(the condition at line 37\\)" } */
    if (B[i] > 0)
      A[i] = exp (B[i]) + A[i + 1];
}

void
unknown (int n, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-missed "condition not affine \\(data-dependent control flow\\) \\(the condition at line 45, whose store may write outside its array\\)" } */
    if (b[i] > 0)
      a[i] = exp (b[i]) + a[i];
}

/* { dg-final { scan-tree-dump-times "conditional stores made unconditional" 2 "gpugen" } } */
