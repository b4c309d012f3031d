/* Pointer parameters to rows of constant size, qualified restrict, are
   distinct arrays.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */

#define N 64

void
scale (int n, double (*restrict a)[N], double (*restrict b)[N], double alpha)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < N; j++)
      a[i][j] = alpha * b[i][j];
}
