/* Products whose sequential loop starts at the row (symm's
   c[i][j] += a[k][i] * b[k][j] for k > i): the contraction counter
   counts k - i - 1, so the tiled band was skewed against the arrays
   until gpugen_tile_deskew made the sequential member i + (k - i - 1)
   too (valid: the band stays permutable and keeps its order, the sum
   following its first summand); the kernels are then register-tiled
   like a plain product.  Also k from i, and k up to i (no skew, but a
   triangle whose tiles on the diagonal leave some slots of a thread
   short: the full tiles told apart slot by slot leave isl's AST of
   those without constant slots, the slot loops' lower bound depending
   on k, and gpugen-map.cc builds it again with the full tiles' slot
   loops reversed); ragged and small
   sizes; every element matches a host reference summed in the same
   order.  The default tiles of such triangles have 32 rows (4 x 2
   slots a thread); 64 x 64 x 32 tiles are asked for here to keep the
   8 x 2 slots and their short diagonal tiles covered (run-deskew-1.c
   has the default).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-dump -fplugin-arg-gpugen-sizes=\{kernel\\\[i\\\]->tile\\\[64,64,32\\\]\}" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */
/* { dg-final { scan-tree-dump-times "member 2 follows member 0's skew" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "no constant slot with full tiles told apart by slot; again with the slot loops reversed" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "again by their sequential points" 0 "gpugen" } } */

#include <math.h>
#include <stdlib.h>

#define MMAX 150
#define NMAX 90

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

static double A[MMAX][MMAX], B[MMAX][NMAX], C[MMAX][NMAX], Cref[MMAX][NMAX];

/* C[i][j] += A[k][i] * B[k][j], for i < k < m.  */

void
below (int m, int n, double a[MMAX][MMAX], double b[MMAX][NMAX],
       double c[MMAX][NMAX])
{
  /* The remark is at the inner loop's header, where GCC put the nest's
     location.  */
  for (int i = 0; i < m; i++)
    for (int k = i + 1; k < m; k++) /* { dg-optimized "tiled 64x64x32 \\(x: member 1, y: member 0\\), shared: a_\[0-9\]* b_\[0-9\]*, registers 8x2 per thread: c_\[0-9\]*" } */
      for (int j = 0; j < n; j++)
	c[i][j] += a[k][i] * b[k][j];
}

/* C[i][j] -= 0.5 * A[k][i] * B[k][j], for i <= k < m.  */

void
from (int m, int n, double a[MMAX][MMAX], double b[MMAX][NMAX],
      double c[MMAX][NMAX])
{
  for (int i = 0; i < m; i++) /* { dg-optimized "registers 8x2 per thread" } */
    for (int k = i; k < m; k++)
      for (int j = 0; j < n; j++)
	c[i][j] -= 0.5 * a[k][i] * b[k][j];
}

/* C[i][j] += A[i][k] * B[k][j], for k <= i.  */

void
upto (int m, int n, double a[MMAX][MMAX], double b[MMAX][NMAX],
      double c[MMAX][NMAX])
{
  for (int i = 0; i < m; i++) /* { dg-optimized "registers 8x2 per thread" } */
    for (int k = 0; k <= i; k++)
      for (int j = 0; j < n; j++)
	c[i][j] += a[i][k] * b[k][j];
}

static void
test (int m, int n, int seed)
{
  for (int k = 0; k < MMAX; k++)
    for (int i = 0; i < MMAX; i++)
      A[k][i] = host ((double) ((3 * k + 5 * i + seed) % 23) / 23 - 0.5);
  for (int k = 0; k < MMAX; k++)
    for (int j = 0; j < NMAX; j++)
      B[k][j] = host ((double) ((7 * k + 2 * j + seed) % 19) / 19 - 0.25);
  for (int i = 0; i < MMAX; i++)
    for (int j = 0; j < NMAX; j++)
      C[i][j] = Cref[i][j] = host ((double) ((i + 7 * j + seed) % 13));
  below (host_int (m), host_int (n), A, B, C);
  from (host_int (m), host_int (n), A, B, C);
  upto (host_int (m), host_int (n), A, B, C);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      {
	for (int k = i + 1; k < m; k++)
	  Cref[i][j] += host (A[k][i]) * B[k][j];
	for (int k = i; k < m; k++)
	  Cref[i][j] -= 0.5 * host (A[k][i]) * B[k][j];
	for (int k = 0; k <= i; k++)
	  Cref[i][j] += host (A[i][k]) * B[k][j];
      }
  for (int i = 0; i < MMAX; i++)
    for (int j = 0; j < NMAX; j++)
      if (!(fabs (host (C[i][j]) - Cref[i][j]) <= 1e-12 * (1 + fabs (Cref[i][j]))))
	abort ();
}

int
main (void)
{
  test (150, 90, 1);
  test (128, 64, 2);
  test (75, 37, 3);
  test (65, 33, 4);
  test (2, 1, 5);
  test (1, 5, 6);
  test (0, 3, 7);
  return 0;
}
