/* Register tiling needs proof (gpugen-register.cc): under tile=2 the
   all-parallel band of T[i][j][k] = A[i][k] * B[k][j] is tiled with k
   unmapped, but the element a thread's (i, j) writes is not one element
   (it moves with k), which isl finds on the access relations, so T
   stays in memory; the remark names no registers and the dump says
   why.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-registers=1 -fplugin-arg-gpugen-tile=2 -fplugin-arg-gpugen-dump=details" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#define N 64
double A[N][N], B[N][N], T[N][N][N];

void
outer (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "tiled 32x32x32 \\(x: member 2, y: member 0\\), shared: A B\\)" } */
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	T[i][j][k] = A[i][k] * B[k][j];
}

/* { dg-final { scan-tree-dump "\\\[gpugen-register\\\] T: not one element per thread's \\(VY, VX\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump-not "rg_T" "gpugen" } } */
