/* A 2-D stencil on column-major data (Fortran order: the first
   subscript is the column), tiled with its neighbourhood in shared
   memory: the member mapped to threadIdx.x is the outer loop, i, whose
   counter is the last subscript (coalescing), not the innermost; the
   32 x 32 tiles leave partial tiles at both edges.  The result matches
   a host reference.  Stencils are tiled under tile=2.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-tile=2" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#include <stdlib.h>

typedef double real;

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

#define N 75
#define M 50
static real A[M][N], B[M][N], B_ref[M][N];

/* B (i, j) = the mean of A (i, j) and its four neighbours, stored
   column-major: element (i, j) is A[j][i].  */

void
smooth (int n, int m)
{
  for (int i = 1; i < n - 1; i++) /* { dg-optimized "mapped to blocks of 32x8 threads, tiled 32x32 \\(x: member 0, y: member 1\\), shared: A" } */
    for (int j = 1; j < m - 1; j++)
      B[j][i] = 0.2 * (A[j][i] + A[j][i - 1] + A[j][i + 1] + A[j - 1][i]
		       + A[j + 1][i]);
}

static void
smooth_ref (int n, int m)
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      B_ref[j][i] = 0.2 * (host (A[j][i]) + A[j][i - 1] + A[j][i + 1]
			   + A[j - 1][i] + A[j + 1][i]);
}

int
main (void)
{
  int n = host_int (N), m = host_int (M - 1);
  for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++)
      {
	A[j][i] = host ((real) ((3 * i + 7 * j) % 11) - 5);
	B[j][i] = B_ref[j][i] = host (-1);
      }
  smooth (n, m);
  smooth_ref (n, m);
  for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++)
      if (host (B[j][i]) != B_ref[j][i])
	abort ();
  return 0;
}
