/* Register tiling (gpugen-register.cc) of a contraction whose sum is a
   scalar, C = alpha * A * B^T + beta * C in double: the scalar's
   values (kept in device memory between the kernels that set, update
   and store it) are the elements each thread keeps in registers, 8 x 2
   per thread, across the sequential tile loop.  Square sizes and
   ragged ones (partial tiles in every dimension, and fewer rows than
   one tile); every result matches a host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-registers=1" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#include <math.h>
#include <stdlib.h>

#define NMAX 136

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

static double A[NMAX][NMAX], B[NMAX][NMAX], C[NMAX][NMAX], Cref[NMAX][NMAX];

/* C := alpha * A * B^T + beta * C over the leading ni x nj block of C,
   nk terms.  */

void
abt (int ni, int nj, int nk, double alpha, double beta)
{
  for (int i = 0; i < ni; i++) /* { dg-optimized "tiled 64x64x32 \\(x: member 1, y: member 0\\), shared: A B, registers 8x2 per thread: phi_s_\[0-9\]* val_s_\[0-9\]*" } */
    for (int j = 0; j < nj; j++)
      {
	double s = 0;
	for (int k = 0; k < nk; k++)
	  s += A[i][k] * B[j][k];
	C[i][j] = alpha * s + beta * C[i][j];
      }
}

/* Run abt on NI x NJ x NK with inputs from SEED and compare the whole
   of C with a host reference.  */

static void
test (int ni, int nj, int nk, int seed)
{
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++)
      {
	A[i][j] = host ((double) ((3 * i + 5 * j + seed) % 23) / 23 - 0.5);
	B[i][j] = host ((double) ((7 * i + 2 * j + seed) % 19) / 19 + 0.125);
	C[i][j] = Cref[i][j] = host ((double) ((i + 11 * j + seed) % 13));
      }
  abt (host_int (ni), host_int (nj), host_int (nk), 1.25, -0.5);
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      {
	double s = 0;
	for (int k = 0; k < nk; k++)
	  s += host (A[i][k]) * B[j][k];
	Cref[i][j] = 1.25 * s - 0.5 * Cref[i][j];
      }
  double scale = 0;
  for (int i = 0; i < NMAX; i++) /* { dg-optimized "reduction of .scale. over the loops at lines 73-74, partials per row" } */
    for (int j = 0; j < NMAX; j++)
      if (fabs (Cref[i][j]) > scale)
	scale = fabs (Cref[i][j]);
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++)
      if (!(fabs (host (C[i][j]) - Cref[i][j]) <= 1e-12 * scale))
	abort ();
}

int
main (void)
{
  test (128, 128, 96, 1);
  test (135, 70, 33, 2);
  test (9, 100, 65, 3);
  return 0;
}
