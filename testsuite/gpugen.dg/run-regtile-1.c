/* Register tiling (gpugen-register.cc) of a matrix product that
   accumulates in memory, C = alpha * A * B + beta * C with the k loop
   outside the j loop (the order of gpubench's gemm), in float and in
   double: each thread keeps 8 x 2 elements of C in registers across
   the sequential tile loop (64 x 64 x 32 tiles, blocks of 32 x 8), the
   operands come from shared memory.  Square sizes that are multiples
   of the tiles, and ragged ones that leave partial tiles in every
   dimension; every result matches a host reference.  The emulator
   checks the barriers, the shared memory and uninitialised reads.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-registers=1" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#include <math.h>
#include <stdlib.h>

#define NMAX 140

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

static float Af[NMAX][NMAX], Bf[NMAX][NMAX], Cf[NMAX][NMAX];
static double Ad[NMAX][NMAX], Bd[NMAX][NMAX], Cd[NMAX][NMAX];
static double Cref[NMAX][NMAX];

/* C := alpha * A * B + beta * C over the leading ni x nj block of C, nk
   terms, in float.  */

void
gemm_f (int ni, int nj, int nk, float alpha, float beta)
{
  for (int i = 0; i < ni; i++) /* { dg-optimized "tiled 64x64x32 \\(x: member 1, y: member 0\\), shared: Af Bf, registers 8x2 per thread: Cf" } */
    {
      for (int j = 0; j < nj; j++)
	Cf[i][j] *= beta;
      for (int k = 0; k < nk; k++)
	{
	  float t = alpha * Af[i][k];
	  for (int j = 0; j < nj; j++)
	    Cf[i][j] += t * Bf[k][j];
	}
    }
}

/* The same in double.  */

void
gemm_d (int ni, int nj, int nk, double alpha, double beta)
{
  for (int i = 0; i < ni; i++) /* { dg-optimized "tiled 64x64x32 \\(x: member 1, y: member 0\\), shared: Ad Bd, registers 8x2 per thread: Cd" } */
    {
      for (int j = 0; j < nj; j++)
	Cd[i][j] *= beta;
      for (int k = 0; k < nk; k++)
	{
	  double t = alpha * Ad[i][k];
	  for (int j = 0; j < nj; j++)
	    Cd[i][j] += t * Bd[k][j];
	}
    }
}

/* Fill the operands and C (both types) and the reference C with
   values that depend on SEED.  */

static void
init (int seed)
{
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++)
      {
	double a = host ((double) ((3 * i + 5 * j + seed) % 23) / 23 - 0.5);
	double b = host ((double) ((7 * i + 2 * j + seed) % 19) / 19 + 0.125);
	double c = host ((double) ((i + 11 * j + seed) % 13) / 13);
	Af[i][j] = a;
	Ad[i][j] = a;
	Bf[i][j] = b;
	Bd[i][j] = b;
	Cf[i][j] = c;
	Cd[i][j] = c;
	Cref[i][j] = c;
      }
}

/* The host reference in double, and the comparison of C (as doubles in
   GET) with it: the whole array, so that elements outside the block
   must be unchanged; TOL relative to the largest magnitude.  */

static void
check (int ni, int nj, int nk, double alpha, double beta, int use_float,
       double tol)
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      {
	double s = 0;
	for (int k = 0; k < nk; k++)
	  s += host (Ad[i][k]) * Bd[k][j];
	Cref[i][j] = alpha * s + beta * Cref[i][j];
      }
  double scale = 0;
  for (int i = 0; i < NMAX; i++) /* { dg-optimized "reduction of .scale. over the loops at lines 114-115, partials per row" } */
    for (int j = 0; j < NMAX; j++)
      if (fabs (Cref[i][j]) > scale)
	scale = fabs (Cref[i][j]);
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++)
      {
	double x = use_float ? (double) Cf[i][j] : Cd[i][j];
	if (!(fabs (host (x) - Cref[i][j]) <= tol * scale))
	  abort ();
      }
}

int
main (void)
{
  /* Square, whole tiles.  */
  init (1);
  gemm_f (host_int (128), host_int (128), host_int (64), 1.5f, -0.75f);
  check (128, 128, 64, 1.5, -0.75, 1, 1e-5);
  init (2);
  gemm_d (host_int (128), host_int (128), host_int (64), 1.5, -0.75);
  check (128, 128, 64, 1.5, -0.75, 0, 1e-12);
  /* Ragged: partial tiles along i, j and k.  */
  init (3);
  gemm_f (host_int (131), host_int (77), host_int (45), 0.5f, 2.0f);
  check (131, 77, 45, 0.5, 2.0, 1, 1e-5);
  init (4);
  gemm_d (host_int (131), host_int (77), host_int (45), 0.5, 2.0);
  check (131, 77, 45, 0.5, 2.0, 0, 1e-12);
  /* Smaller than one tile.  */
  init (5);
  gemm_d (host_int (5), host_int (3), host_int (7), 1.0, 1.0);
  check (5, 3, 7, 1.0, 1.0, 0, 1e-12);
  return 0;
}
