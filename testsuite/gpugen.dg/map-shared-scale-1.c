/* Shared copies of products (gpugen-shared.cc, promotion_scale): where
   every read of a promoted array is multiplied by one value defined
   before the region (gemm's alpha * A[i][k]) or by a constant, the copy
   into shared memory multiplies each element once and the statements
   use the product, instead of multiplying in every thread for every
   output it keeps; for two groups of reads of one array, each copy by
   its own value (A6).  Not where a read is used otherwise (A3, read
   both scaled and plain), where two reads of one copy are scaled by
   different values (A4), nor for integers (A5).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-dump=details" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#define N 256
double A1[N][N], A2[N][N], A3[N][N], A4[N][N], A6[N][N], B[N][N], C[N][N];
int A5[N][N], IB[N][N], IC[N][N];

void
scaled_live_in (int n, double alpha)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "shared: A1 B, registers 8x2 per thread: C" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += alpha * A1[i][k] * B[k][j];
}

void
scaled_constant (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "shared: A2 B, registers 8x2 per thread: C" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += 2.5 * A2[i][k] * B[k][j];
}

void
scaled_and_plain (int n, double alpha)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "shared: A3 B, registers 8x2 per thread: C" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += alpha * A3[i][k] * B[k][j] + A3[i][k];
}

void
two_scales (int n, double alpha, double beta)
{
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n - 1; k++) /* { dg-optimized "shared: A4 B, registers 8x2 per thread: C" } */
      for (int j = 0; j < n; j++)
	C[i][j] += alpha * A4[i][k] * B[k][j] + beta * A4[i][k + 1] * B[k][j];
}

void
two_groups (int n, double alpha, double beta)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "tiled 32x32x32 \\(x: member 1, y: member 0\\), shared: A6_g0 A6_g1 B" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += alpha * A6[i][k] * B[k][j] + beta * A6[k][i] * B[k][j];
}

void
integers (int n, int alpha)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "shared: A5 IB, registers 8x2 per thread: IC" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	IC[i][j] += alpha * A5[i][k] * IB[k][j];
}

/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(sh_A1, \[^\n\]*\\) = \\(GPUGEN_EMU_AT \\(a_A1, \[^\n\]*\\) \\* s_\[0-9\]+\\);" "gpugen" } } */
/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(sh_A2, \[^\n\]*\\) = \\(GPUGEN_EMU_AT \\(a_A2, \[^\n\]*\\) \\* 0x0.ap\\+2\\);" "gpugen" } } */
/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(sh_A3, \[^\n\]*\\) = GPUGEN_EMU_AT \\(a_A3, \[^\n\]*\\)\\);" "gpugen" } } */
/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(sh_A4, \[^\n\]*\\) = GPUGEN_EMU_AT \\(a_A4, \[^\n\]*\\)\\);" "gpugen" } } */
/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(sh_A6_g0, \[^\n\]*\\) = \\(GPUGEN_EMU_AT \\(a_A6, \[^\n\]*\\) \\* s_\[0-9\]+\\);" "gpugen" } } */
/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(sh_A6_g1, \[^\n\]*\\) = \\(GPUGEN_EMU_AT \\(a_A6, \[^\n\]*\\) \\* s_\[0-9\]+\\);" "gpugen" } } */
/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(sh_A5, \[^\n\]*\\) = GPUGEN_EMU_AT \\(a_A5, \[^\n\]*\\)\\);" "gpugen" } } */
