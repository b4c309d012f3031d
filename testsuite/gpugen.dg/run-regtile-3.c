/* Register tiling (gpugen-register.cc) with the tile sizes given in
   PPCG's notation by -fplugin-arg-gpugen-sizes: 32 x 64 x 8, so each
   thread of a 32 x 8 block keeps 4 x 2 elements of C in registers, and
   k tiles of 8; float, a ragged size and a square one; the remark
   names the sizes and the registers, and the results match a host
   reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-registers=1 -fplugin-arg-gpugen-sizes=\{kernel\\\[0\\\]->tile\\\[32,64,8\\\]\}" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#include <math.h>
#include <stdlib.h>

#define NMAX 100

/* The identity, opaque to gpugen, so that the set-up and the reference
   stay on the host.  */

static float __attribute__ ((noipa))
host (float x)
{
  return x;
}

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

static float A[NMAX][NMAX], B[NMAX][NMAX], C[NMAX][NMAX];
static double Cref[NMAX][NMAX];

/* C += A * B over the leading n x m block, l terms.  */

void
mm (int n, int m, int l)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "tiled 32x64x8 \\(x: member 1, y: member 0\\), shared: A B, registers 4x2 per thread: C" } */
    for (int k = 0; k < l; k++)
      for (int j = 0; j < m; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* Run mm on N x M x L and compare the whole of C with a host
   reference.  */

static void
test (int n, int m, int l)
{
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++)
      {
	A[i][j] = host ((float) ((2 * i + 9 * j) % 23) / 23 - 0.5f);
	B[i][j] = host ((float) ((i * j + 4) % 7) / 7 + 0.25f);
	C[i][j] = host ((float) ((i + 3 * j) % 5));
	Cref[i][j] = C[i][j];
      }
  mm (host_int (n), host_int (m), host_int (l));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < l; k++)
	Cref[i][j] += (double) host (A[i][k]) * B[k][j];
  double scale = 0;
  for (int i = 0; i < NMAX; i++) /* { dg-optimized "reduction of .scale. over the loops at lines 65-66, partials per row" } */
    for (int j = 0; j < NMAX; j++)
      if (fabs (Cref[i][j]) > scale)
	scale = fabs (Cref[i][j]);
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++)
      if (!(fabs (host (C[i][j]) - Cref[i][j]) <= 1e-5 * scale))
	abort ();
}

int
main (void)
{
  test (97, 67, 19);
  test (96, 64, 40);
  return 0;
}
