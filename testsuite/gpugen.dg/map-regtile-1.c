/* The CUDA of a register-tiled contraction (gpugen-register.cc;
   dump=details shows the source that keep=1 leaves next to the
   object): C's elements of a thread in the registers rg_C[8][2],
   loaded before the sequential tile loop and stored after it under the
   guards of partial tiles, the unrolled point loops binding each
   statement instance's slot to constants, the statements reading and
   writing rg_C instead of C, and A and B still copied to shared
   memory per tile of k with two barriers.  Full tiles run apart from
   the partial ones, their unrolled statements without guards; among
   the full tiles, those whose k tile is full too are isolated (their
   k point loop of constant bounds under "#pragma unroll", their
   copies without guards) from the last k tile; the partial tiles run
   in two convex pieces (a partial row, a partial column), each
   guarded once: the kernel's code four times, eight barriers.  The k loop is outside the j
   loop, so that C stays in memory (GCC's store motion would otherwise
   make C[i][j] a scalar of the k loop).  The -fopt-info remark and
   the dump name the register tiling.  (wide-blocks=0: no wide version,
   whose code map-regtile-wide-1.c checks; mma=0: the products on the
   SIMT units, whose tensor-core form map-mma-1.c checks.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-registers=1 -fplugin-arg-gpugen-wide-blocks=0 -fplugin-arg-gpugen-mma=0 -fplugin-arg-gpugen-dump=details" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#define N 200
double A[N][N], B[N][N], C[N][N];

void
mm (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "tiled 64x64x32 \\(x: member 1, y: member 0\\), shared: A B, registers 8x2 per thread: C" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-final { scan-tree-dump "SCoP 0 kernel 0: tiles 64 64 32, x member 1, y member 0, shared A B, registers 8x2 C" "gpugen" } } */
/* { dg-final { scan-tree-dump "double rg_C\\\[8\\\]\\\[2\\\];" "gpugen" } } */
/* { dg-final { scan-tree-dump "rg_C\\\[7\\\]\\\[1\\\] = GPUGEN_EMU_AT \\(a_C, " "gpugen" } } */
/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(a_C, \[^\n\]*\\) = rg_C\\\[7\\\]\\\[1\\\];" "gpugen" } } */
/* { dg-final { scan-tree-dump "const int gpugen_ry = 7;" "gpugen" } } */
/* { dg-final { scan-tree-dump "const int gpugen_rx = 1;" "gpugen" } } */
/* { dg-final { scan-tree-dump "rg_C\\\[gpugen_ry\\\]\\\[gpugen_rx\\\] = " "gpugen" } } */
/* { dg-final { scan-tree-dump-not "GPUGEN_EMU_AT \\(a_C, \[^\n\]*\\) = v" "gpugen" } } */
/* { dg-final { scan-tree-dump "__shared__ double sh_A\\\[2048\\\];" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "__syncthreads \\(\\);" 8 "gpugen" } } */
/* { dg-final { scan-tree-dump "for \\(long k2 = 0; k2 < n_\[0-9\]* / 32; k2 \\+= 1\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump "#pragma unroll\n *for \\(long k3 = 0; k3 <= 31; k3 \\+= 1\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "#pragma unroll" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump "else if \\(64 \\* k0 \\+ 63 >= n_\[0-9\]*\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump "if \\(n_\[0-9\]* >= 64 \\* k0 \\+ 64 && n_\[0-9\]* >= 64 \\* k1 \\+ 64\\)" "gpugen" } } */
