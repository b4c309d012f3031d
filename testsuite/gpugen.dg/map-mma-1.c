/* The CUDA of a register-tiled double contraction whose wide version
   (64 x 128 x 32 tiles, 8 x 4 elements of C a thread) runs the products
   of its full tiles on the FP64 tensor cores (gpugen-mma.cc): before
   the loop over full k tiles, the accumulators rg_C[8][4] move into the
   mma layout gpugen_acc[4][4][2] (4 x 4 mma tiles a warp) through the
   shared copy of B (two chunks of four row groups, two mma tiles of
   each warp row, barriers around each), and back after it; the point
   loop of a full k tile steps by 4, loading A's fragments at the
   warp's rows (gpugen_mr) and B's at its columns (gpugen_mc) with the
   statement's own text, and runs 4 x 4 gpugen_dmma a step.  The
   partial k tile and the partial tiles stay on the SIMT units, and so
   does the 64 x 64 kernel (4 x 2 mma tiles a warp measured slower).
   The float product, and a double product whose factor reads C's own
   element of another array, are not matched: their remarks name no
   tensor cores, and their kernels have the SIMT kernels' eight
   barriers.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-dump=details" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#define N 200
double A[N][N], B[N][N], C[N][N], D[N][N], E[N][N];
float Af[N][N], Bf[N][N], Cf[N][N];

void
mm (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "registers 8x2 per thread: C, wide version 64x128x32 \\(registers 8x4, tensor cores\\)" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += A[i][k] * B[k][j];
}

void
mmf (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "registers 8x2 per thread: Cf, wide version 64x128x32 \\(registers 8x4\\)" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	Cf[i][j] += Af[i][k] * Bf[k][j];
}

void
mm_scaled (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "registers 8x2 per thread: E, wide version 64x128x32 \\(registers 8x4\\)" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	E[i][j] += A[i][k] * B[k][j] * D[i][j];
}

/* { dg-final { scan-tree-dump-times "double gpugen_acc\\\[4\\\]\\\[4\\\]\\\[2\\\];" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "GPUGEN_EMU_AT \\(sh_B, \\(\\(gpugen_h \\* 2 \\+ gpugen_g\\) \\* 8 \\+ t2\\) \\* 128 \\+ t1 \\+ 32 \\* gpugen_x\\) = rg_C\\\[gpugen_h \\* 4 \\+ 2 \\+ gpugen_g\\\]\\\[gpugen_x\\\];" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen_acc\\\[2 \\+ gpugen_g\\\]\\\[gpugen_n\\\]\\\[gpugen_e\\\] = GPUGEN_EMU_AT \\(sh_B, \\(\\(t2 / 4 \\* 2 \\+ gpugen_g\\) \\* 8 \\+ \\(t1 >> 2\\)\\) \\* 128 \\+ 32 \\* \\(t2 % 4\\) \\+ 8 \\* gpugen_n \\+ 2 \\* \\(t1 & 3\\) \\+ gpugen_e\\);" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "rg_C\\\[gpugen_h \\* 4 \\+ \[02\] \\+ gpugen_g\\\]\\\[gpugen_x\\\] = GPUGEN_EMU_AT \\(sh_B, " 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "for \\(long k3 = 0; k3 <= 31; k3 \\+= 4\\)" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "const long i0 = gpugen_mr \\+ 64 \\* k0;" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "const long i1 = 32 \\* k2 \\+ gpugen_mk;" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "const long i2 = gpugen_mc \\+ 128 \\* k1;" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen_dmma \\(gpugen_acc\\\[gpugen_m\\\]\\\[gpugen_n\\\]\\\[0\\\], gpugen_acc\\\[gpugen_m\\\]\\\[gpugen_n\\\]\\\[1\\\], gpugen_fa\\\[gpugen_m\\\], gpugen_fb\\\[gpugen_n\\\]\\);" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "__syncthreads \\(\\);" 58 "gpugen" } } */
