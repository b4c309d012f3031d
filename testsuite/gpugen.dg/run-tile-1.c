/* A contraction tiled for shared memory without register tiling
   (-fplugin-arg-gpugen-registers=0; gpugen-tile.cc,
   gpugen-shared.cc): C = alpha * A * B^T + C in float on static arrays,
   the tiled band's x member chosen for coalescing (j, the last
   subscript of C and of the transposed B's reads is k, so j and i are
   the mapped members), sizes that leave partial tiles in every
   dimension, and the copies to shared memory reading only elements
   the loops read; the result matches a host reference.  The emulator
   checks the barriers and the shared memory.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-registers=0" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#include <math.h>
#include <stdlib.h>

/* The comparison with the host reference, relative to the largest
   magnitude of the reference (the GPU may contract into fused
   multiply-adds and sums in another order).  */
#define TOL 1e-5f

typedef float real;

/* The identity, opaque to gpugen, so that the set-up and the reference
   stay on the host.  */

static real __attribute__ ((noipa))
host (real x)
{
  return x;
}

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

/* Abort unless each of the COUNT elements of X is within TOL times the
   largest magnitude of REF of the same element of REF.  */

static void
check (const real *x, const real *ref, long count)
{
  real scale = 0;
  for (long i = 0; i < count; i++)
    if (fabsf (host (ref[i])) > scale)
      scale = fabsf (ref[i]);
  for (long i = 0; i < count; i++)
    if (!(fabsf (host (x[i]) - ref[i]) <= TOL * scale))
      abort ();
}

#define NI 70
#define NJ 45
#define NK 81
static real A[NI][NK], B[NJ][NK], C[NI][NJ], C_ref[NI][NJ];

/* C += alpha * A * B^T over the leading ni x nj block, nk terms.  */

void
abt (int ni, int nj, int nk, real alpha)
{
  for (int i = 0; i < ni; i++) /* { dg-optimized "mapped to blocks of 32x8 threads, tiled 32x32x32 \\(x: member 1, y: member 0\\), shared: A B" } */
    for (int j = 0; j < nj; j++)
      {
	real s = 0;
	for (int k = 0; k < nk; k++)
	  s += A[i][k] * B[j][k];
	C[i][j] += alpha * s;
      }
}

static void
abt_ref (int ni, int nj, int nk, real alpha)
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      {
	real s = 0;
	for (int k = 0; k < nk; k++)
	  s += host (A[i][k]) * B[j][k];
	C_ref[i][j] += alpha * s;
      }
}

int
main (void)
{
  int ni = host_int (NI - 3), nj = host_int (NJ), nk = host_int (NK - 2);
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      A[i][k] = host ((real) ((2 * i + 9 * k) % 23) / 23 - 0.5f);
  for (int j = 0; j < NJ; j++)
    for (int k = 0; k < NK; k++)
      B[j][k] = host ((real) ((j * k + 4) % 7) / 7 + 0.25f);
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      C[i][j] = C_ref[i][j] = host ((real) ((i + 3 * j) % 5));
  abt (ni, nj, nk, 1.5f);
  abt_ref (ni, nj, nk, 1.5f);
  check (&C[0][0], &C_ref[0][0], (long) NI * NJ);
  return 0;
}
