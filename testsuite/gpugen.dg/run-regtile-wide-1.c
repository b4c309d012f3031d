/* The wide version of a register-tiled float product (gpugen-map.cc's
   wide_version: 64 x 128 x 32 tiles, 8 x 4 elements of C a thread),
   which a launch runs instead of the 64 x 64 kernel where it has
   wide-blocks= blocks or more: 1 here, so every launch runs it; a
   ragged size, a size of full wide tiles, and one smaller than a tile.
   The remark names the wide version, the profile shows its launches,
   and the results match a host reference.  The double product of the
   same file has its wide version too (its shared copies take the 48 KiB
   of static shared memory a block may have), also checked against a
   host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-wide-blocks=1" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output ".*gpugen: kernel gpugen_mm_L\[0-9\]+_0w \[^\r\n\]*: 3 launches" } */
/* { dg-output ".*gpugen: kernel gpugen_dmm_L\[0-9\]+_0w \[^\r\n\]*: 1 launch," } */

#include <math.h>
#include <stdlib.h>

#define NMAX 264

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
static double D[NMAX][NMAX], E[NMAX][NMAX], F[NMAX][NMAX];

/* C += A * B over the leading n x m block, l terms.  */

void
mm (int n, int m, int l)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "tiled 64x64x32 \\(x: member 1, y: member 0\\), shared: A B, registers 8x2 per thread: C, wide version 64x128x32 \\(registers 8x4\\) from 1 blocks" } */
    for (int k = 0; k < l; k++)
      for (int j = 0; j < m; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* The same in double, also with a wide version.  */

void
dmm (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "registers 8x2 per thread: F, wide version 64x128x32 \\(registers 8x4, tensor cores\\) from 1 blocks" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	F[i][j] += D[i][k] * E[k][j];
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
  for (int i = 0; i < NMAX; i++) /* { dg-optimized "reduction of .scale. over the loops at lines 84-85, partials per row" } */
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
  test (193, 261, 70);
  test (128, 256, 64);
  test (5, 7, 3);
  int n = host_int (70);
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++)
      {
	D[i][j] = host ((float) ((i + 2 * j) % 9) - 4);
	E[i][j] = host ((float) ((3 * i + j) % 5) - 2);
	F[i][j] = 0;
      }
  dmm (n);
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++)
      {
	double s = 0;
	for (int k = 0; k < n; k++)
	  s += D[i][k] * E[k][j];
	if (host ((float) F[i][j]) != (float) (i < n && j < n ? s : 0))
	  abort ();
      }
  return 0;
}
