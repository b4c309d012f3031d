/* The contraction of run-tile-1.c with its tile sizes given in PPCG's
   notation by -fplugin-arg-gpugen-sizes: 16 x 64 x 8, a tile shorter
   than the block along y (threads idle there), longer along x (each
   thread two elements) and a short sequential tile; the remark names
   them, and the result matches a host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-sizes=\{kernel\\\[1\\\]->tile\\\[16,64,8\\\]\}" } */
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
  for (int i = 0; i < ni; i++) /* { dg-optimized "mapped to blocks of 32x8 threads, tiled 16x64x8 \\(x: member 1, y: member 0\\), shared: A B" } */
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
