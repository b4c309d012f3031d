/* The CUDA of a tiled contraction (dump=details shows the source that
   keep=1 leaves next to the object): the shared copies of A and B, one
   32 x 32 box each, their offsets set per tile of the sequential loop,
   and a barrier after the copies and one after the tile's compute (without
   register tiling: -fplugin-arg-gpugen-registers=0).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details -fplugin-arg-gpugen-registers=0" } */

#define N 200
double A[N][N], B[N][N], C[N][N];

void
mm (int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double s = 0;
	for (int k = 0; k < n; k++)
	  s += A[i][k] * B[k][j];
	C[i][j] = s;
      }
}

/* { dg-final { scan-tree-dump "SCoP 0 kernel 1: tiles 32 32 32, x member 1, y member 0, shared A B" "gpugen" } } */
/* { dg-final { scan-tree-dump "__shared__ double sh_A\\\[1024\\\];" "gpugen" } } */
/* { dg-final { scan-tree-dump "__shared__ double sh_B\\\[1024\\\];" "gpugen" } } */
/* { dg-final { scan-tree-dump "sho_A_1 = \\(0 \\+ 32 \\* \\(k2\\)\\);" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "__syncthreads \\(\\);" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(sh_A, " "gpugen" } } */
