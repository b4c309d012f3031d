/* A conditional store whose arm reads memory: "if (b[i] > 0) a[i] = exp
   (b[i]) + a[i]", or another element, "a[i + 1]".  The loads read the
   memory the store overwrites, so they run wherever the store made
   unconditional for the model does ("c ? exp (b) + a : a"), where the
   elements they read are inside their arrays' boxes
   (run-store-read-1.c runs them).  Through a pointer of unknown size
   (the store's array, or only an array its arm reads) the region
   checks the host memory of the pointer's copies at run time.  */
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
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    if (b[i] > 0)
      a[i] = exp (b[i]) + a[i];
}

void
unknown_read (int n, const double *restrict c)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 3 arrays, 1 parallel loops" } */
    if (B[i] > 0)
      A[i] = c[i] * 2;
}

/* { dg-final { scan-tree-dump-times "conditional stores made unconditional" 5 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "may be touched outside its object: the host memory of its copies is checked at run time" 2 "gpugen" } } */
