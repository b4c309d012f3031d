/* Bank padding of the shared copies (gpugen-shared.cc): in a product
   with a transposed operand, C = A * B^T, the member mapped to x (j)
   moves the first subscript of B[j][k] and not the last, so the threads
   of a warp read B's copy down a column, a row apart.  B's rows are
   padded by one element (64 rows of 32 + 1), so that consecutive
   threads read different banks; A[i][k], read along a row (one element
   for the warp), keeps rows of 32, as do the copies' writes.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-dump=details" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#define N 300
float A[N][N], B[N][N], C[N][N];

void
abt (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "tiled 64x64x32 \\(x: member 1, y: member 0\\), shared: A B, registers 8x2 per thread" } */
    for (int j = 0; j < n; j++)
      {
	float s = 0;
	for (int k = 0; k < n; k++)
	  s += A[i][k] * B[j][k];
	C[i][j] = s;
      }
}

/* { dg-final { scan-tree-dump "__shared__ float sh_A\\\[2048\\\];" "gpugen" } } */
/* { dg-final { scan-tree-dump "__shared__ float sh_B\\\[2112\\\];" "gpugen" } } */
/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(sh_B, \\(\\(\\(\[^\n\]*\\) - sho_B_0\\) \\* 33 \\+ " "gpugen" } } */
/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(sh_A, \\(\\(\\(\[^\n\]*\\) - sho_A_0\\) \\* 32 \\+ " "gpugen" } } */
