/* Triangular products in place whose column loop starts at the row
   (covariance's cov[i][j] += data[k][i] * data[k][j], j >= i): the
   column counter counts j - i, so the tiled band is skewed against the
   arrays until gpugen_tile_deskew makes the column member i + (j - i),
   the column itself; the kernel is then register-tiled, its tiles on
   the diagonal partial.  Also a column loop from i + 1, and ragged and
   small sizes; every element, inside the triangle and out, matches a
   host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-dump" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */
/* { dg-final { scan-tree-dump-times "member 1 follows member 0's skew" 2 "gpugen" } } */

#include <math.h>
#include <stdlib.h>

#define MMAX 150
#define NMAX 70

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

static double D[NMAX][MMAX], C[MMAX][MMAX], Cref[MMAX][MMAX];

/* C[i][j] := sum over k < n of D[k][i] * D[k][j], for i <= j < m.  */

void
upper (int m, int n, double d[NMAX][MMAX], double c[MMAX][MMAX])
{
  for (int i = 0; i < m; i++) /* { dg-optimized "tiled 64x32x32 \\(x: member 0, y: member 1\\), shared: d_\[0-9\]*_g0 d_\[0-9\]*_g1, registers 4x2 per thread: c_\[0-9\]*" } */
    {
      for (int j = i; j < m; j++)
	c[i][j] = 0.0;
      for (int k = 0; k < n; k++)
	for (int j = i; j < m; j++)
	  c[i][j] += d[k][i] * d[k][j];
    }
}

/* C[i][j] += 0.5 * D[k][i] * D[k][j], for i < j < m.  */

void
strict (int m, int n, double d[NMAX][MMAX], double c[MMAX][MMAX])
{
  for (int i = 0; i < m; i++) /* { dg-optimized "loop nest offloaded to the GPU" } */
    for (int k = 0; k < n; k++)
      for (int j = i + 1; j < m; j++)
	c[i][j] += 0.5 * d[k][i] * d[k][j];
}

static void
test (int m, int n, int seed)
{
  for (int k = 0; k < NMAX; k++)
    for (int i = 0; i < MMAX; i++)
      D[k][i] = host ((double) ((3 * k + 5 * i + seed) % 23) / 23 - 0.5);
  for (int i = 0; i < MMAX; i++)
    for (int j = 0; j < MMAX; j++)
      C[i][j] = Cref[i][j] = host ((double) ((i + 7 * j + seed) % 13));
  upper (host_int (m), host_int (n), D, C);
  strict (host_int (m), host_int (n), D, C);
  for (int i = 0; i < m; i++)
    {
      for (int j = i; j < m; j++)
	{
	  double s = 0;
	  for (int k = 0; k < n; k++)
	    s += host (D[k][i]) * D[k][j];
	  Cref[i][j] = s;
	}
      for (int k = 0; k < n; k++)
	for (int j = i + 1; j < m; j++)
	  Cref[i][j] += 0.5 * host (D[k][i]) * D[k][j];
    }
  for (int i = 0; i < MMAX; i++)
    for (int j = 0; j < MMAX; j++)
      if (!(fabs (host (C[i][j]) - Cref[i][j]) <= 1e-12 * (1 + fabs (Cref[i][j]))))
	abort ();
}

int
main (void)
{
  test (150, 70, 1);
  test (128, 64, 2);
  test (75, 37, 3);
  test (65, 33, 4);
  test (1, 5, 5);
  test (0, 3, 6);
  return 0;
}
