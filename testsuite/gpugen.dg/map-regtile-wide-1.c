/* A register-tiled product over a rectangle at the default sizes, in
   float or in double, gets a wide version (64 x 128 x 32 tiles, 8 x 4 slots a thread, the
   kernel's name followed by "w") next to its 64 x 64 x 32 kernel, and
   the host code picks one per launch by the wide version's number of
   blocks (wide-blocks=, 1024 by default): both kernels are in the
   CUDA, the wide one asking for two blocks per multiprocessor.  The
   double one's shared copies (64 x 32 + 32 x 128 elements) take the
   whole 48 KiB of static shared memory a block may have.  A
   triangle (its own 32-row tiles), sizes= and wide-blocks=0 give no
   wide version (map-regtile-wide-2.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-dump=details" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */
/* { dg-final { scan-tree-dump-times "wide version gpugen_rect_L\[0-9\]+_0w, 64x128 tiles, for launches of 1024 blocks or more" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "__launch_bounds__ \\(256, 2\\)\n *gpugen_rect_L\[0-9\]+_0w \\(" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "wide version gpugen_drect_L\[0-9\]+_0w, 64x128 tiles" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "__launch_bounds__ \\(256, 2\\)\n *gpugen_drect_L\[0-9\]+_0w \\(" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "__shared__ double sh_a_\[0-9\]+\\\[2048\\\];\n\[^\n\]*\n\[^\n\]*\n *__shared__ double sh_b_\[0-9\]+\\\[4096\\\];" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "wide version gpugen_tri" 0 "gpugen" } } */

#define N 512

void
rect (int n, float a[N][N], float b[N][N], float c[N][N])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "registers 8x2 per thread: c_\[0-9\]*, wide version 64x128x32 \\(registers 8x4\\) from 1024 blocks" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	c[i][j] += a[i][k] * b[k][j];
}

void
drect (int n, double a[N][N], double b[N][N], double c[N][N])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "registers 8x2 per thread: c_\[0-9\]*, wide version 64x128x32 \\(registers 8x4, tensor cores\\) from 1024 blocks" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	c[i][j] += a[i][k] * b[k][j];
}

void
tri (int n, float a[N][N], float c[N][N])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "registers 4x2 per thread: c_\[0-9\]*\\)" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j <= i; j++)
	c[i][j] += a[i][k] * a[j][k];
}
