/* -fplugin-arg-gpugen-registers=0 turns register tiling off: the
   matrix product is tiled as without it (32 x 32 x 32, shared A and B)
   and C is read and written in memory.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-registers=0 -fplugin-arg-gpugen-dump=details" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#define N 200
double A[N][N], B[N][N], C[N][N];

void
mm (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "tiled 32x32x32 \\(x: member 1, y: member 0\\), shared: A B\\)" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-final { scan-tree-dump-not "rg_C" "gpugen" } } */
/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(a_C, \[^\n\]*\\) = v" "gpugen" } } */
