/* Tiling and its options: a matrix product is tiled with 64 x 64 x 64
   tiles under -fplugin-arg-gpugen-tile-size=64, the -fopt-info remark
   naming the sizes, the block and the arrays in shared memory (one of
   the two 32 KiB boxes fits the kernel's budget).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-tile-size=64" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#define N 300
double A[N][N], B[N][N], C[N][N];

void
mm (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "mapped to blocks of 32x8 threads, tiled 64x64x64 \\(x: member 1, y: member 0\\), shared: \[AB\]" } */
    for (int j = 0; j < n; j++)
      {
	double s = 0;
	for (int k = 0; k < n; k++)
	  s += A[i][k] * B[k][j];
	C[i][j] = s;
      }
}
