/* The products of register-tiled double contractions on the FP64
   tensor cores (gpugen-mma.cc): C = alpha A B + beta C in the order of
   gpubench's gemm, and with A read transposed (A[k][i]).  wide-blocks=1:
   every launch runs the wide version (64 x 128 x 32 tiles, 8 x 4
   elements of C a thread, 4 x 4 mma tiles a warp), whose full tiles
   use the tensor cores; the profile shows the wide kernels' launches.
   Sizes with partial tiles and a partial k tile in every dimension,
   one of full tiles only, one smaller than a tile.  The operands are
   small integers and alpha and beta powers of two over 2, so every sum
   is exact: the results must equal a host reference bit for bit,
   however the elements of C are spread over the threads and the lanes
   of the mma fragments.  The emulator runs the warp-wide mma through
   its block-wide staging area and checks the barriers and the shared
   memory of the exchanges.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-wide-blocks=1" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output ".*gpugen: kernel gpugen_gemm_L\[0-9\]+_1w \[^\r\n\]*: 4 launches" } */
/* { dg-output ".*gpugen: kernel gpugen_gemm_at_L\[0-9\]+_0w \[^\r\n\]*: 4 launches" } */

#include <stdlib.h>

#define NMAX 300

/* The identity, opaque to gpugen, so that the set-up and the reference
   stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

static double A[NMAX][NMAX], B[NMAX][NMAX], C[NMAX][NMAX];
static double Cref[NMAX][NMAX];

/* C := alpha * A * B + beta * C over the leading n x m block of C, l
   terms.  */

void
gemm (int n, int m, int l, double alpha, double beta)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "registers 8x2 per thread: C, wide version 64x128x32 \\(registers 8x4, tensor cores\\) from 1 blocks" } */
    {
      for (int j = 0; j < m; j++)
	C[i][j] *= beta;
      for (int k = 0; k < l; k++)
	for (int j = 0; j < m; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

/* C += A' * B, A read transposed.  */

void
gemm_at (int n, int m, int l)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "registers 8x2 per thread: C, wide version 64x128x32 \\(registers 8x4, tensor cores\\) from 1 blocks" } */
    for (int k = 0; k < l; k++)
      for (int j = 0; j < m; j++)
	C[i][j] += A[k][i] * B[k][j];
}

/* Fill A, B and C with small integers.  */

static void
fill (void)
{
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++)
      {
	A[i][j] = host ((3 * i + 5 * j + i * j % 3) % 7 - 3);
	B[i][j] = host ((2 * i + j + (i ^ j)) % 9 - 4);
	C[i][j] = host ((i + 7 * j) % 5 - 1);
	Cref[i][j] = C[i][j];
      }
}

/* Compare C with Cref, bit for bit.  */

static void
check (void)
{
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++)
      if (host (C[i][j]) != Cref[i][j])
	abort ();
}

/* Run the two products on N x M x L.  */

static void
test (int n, int m, int l)
{
  fill ();
  gemm (host_int (n), host_int (m), host_int (l), host (0.5), host (1.5));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	Cref[i][j] *= 1.5;
	for (int k = 0; k < l; k++)
	  Cref[i][j] += 0.5 * host (A[i][k]) * B[k][j];
      }
  check ();

  fill ();
  gemm_at (host_int (n), host_int (m), host_int (l));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < l; k++)
	Cref[i][j] += host (A[k][i]) * B[k][j];
  check ();

}

int
main (void)
{
  test (200, 300, 77);
  test (128, 256, 64);
  test (5, 7, 3);
  test (64, 130, 100);
  return 0;
}
