/* A stencil reading A[i-1]: the i loop carries a flow dependence, the j
   loop does not.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */

#define N 100
double A[N][N];

void
sweep (int n)
{
  for (int i = 1; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" } */
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] + 1.0;
}

/* { dg-final { scan-tree-dump "loop at line 12 depth 1: sequential" "gpugen" } } */
/* { dg-final { scan-tree-dump "loop at line 13 depth 2: parallel" "gpugen" } } */
