/* A conditional store whose arm reads memory: "if (b[i] > 0) a[i] = exp
   (b[i]) + a[i]", or another element, "a[i + 1]".  The loads read the
   memory the store overwrites, so they run wherever the store made
   unconditional for the model does ("c ? exp (b) + a : a"), where the
   elements they read are inside their arrays' boxes
   (run-store-read-1.c runs them).  Through a pointer of unknown size
   the nest stays a miss naming the condition, and saying whether the
   store or a load of its arm may leave its array.  */
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
  for (int i = 0; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays" } */
    if (B[i] > 0)
      A[i] = exp (B[i]) + A[i + 1];
}

void
unknown (int n, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-missed "condition not affine \\(data-dependent control flow\\) \\(the condition at line 46, whose store may write outside its array\\)" } */
    if (b[i] > 0)
      a[i] = exp (b[i]) + a[i];
}

void
unknown_read (int n, const double *restrict c)
{
  for (int i = 0; i < n; i++) /* { dg-missed "condition not affine \\(data-dependent control flow\\) \\(the condition at line 54, whose store's arm may read outside its array\\)" } */
    if (B[i] > 0)
      A[i] = c[i] * 2;
}

/* { dg-final { scan-tree-dump-times "conditional stores made unconditional" 3 "gpugen" } } */
