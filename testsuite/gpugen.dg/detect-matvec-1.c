/* Two matrix-vector products (x1 += A y1, x2 += A^T y2), as in mvt:
   one SCoP; each outer loop is parallel, each inner loop a reduction.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */

#define N 256
double A[N][N], xa[N], xb[N], ya[N], yb[N];

void
mvt (int n)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 5 arrays, 2 parallel loops" } */
    for (int j = 0; j < n; j++)
      xa[i] = xa[i] + A[i][j] * ya[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      xb[i] = xb[i] + A[j][i] * yb[j];
}

/* { dg-final { scan-tree-dump "loop at line 12 depth 1: parallel" "gpugen" } } */
/* { dg-final { scan-tree-dump "loop at line 13 depth 2: sequential" "gpugen" } } */
/* { dg-final { scan-tree-dump "loop at line 15 depth 1: parallel" "gpugen" } } */
/* { dg-final { scan-tree-dump "loop at line 16 depth 2: sequential" "gpugen" } } */
