/* Shared copies of products (gpugen-shared.cc, promotion_scale; see
   map-shared-scale-1.c): products scaled by a live-in value and by a
   constant, in float and double, a read both scaled and plain, two
   reads of one copy scaled by different values, two copies of one
   array scaled by their own values, and integers; whole and partial
   tiles.  Every result matches a host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: \[^\n\]*" } */

#include <math.h>
#include <stdlib.h>

#define N 100

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

static double A[N][N], B[N][N], C[N][N], R[N][N];
static float Af[N][N], Bf[N][N], Cf[N][N];
static int IA[N][N], IB[N][N], IC[N][N], IR[N][N];

void
scaled_live_in (int n, double alpha)
{
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += alpha * A[i][k] * B[k][j];
}

void
scaled_constant_f (int n)
{
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	Cf[i][j] += 2.5f * Af[i][k] * Bf[k][j];
}

void
scaled_and_plain (int n, double alpha)
{
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += alpha * A[i][k] * B[k][j] + A[i][k];
}

void
two_scales (int n, double alpha, double beta)
{
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n - 1; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += alpha * A[i][k] * B[k][j] + beta * A[i][k + 1] * B[k][j];
}

void
two_groups (int n, double alpha, double beta)
{
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += alpha * A[i][k] * B[k][j] + beta * A[k][i] * B[k][j];
}

void
integers (int n, int alpha)
{
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	IC[i][j] += alpha * IA[i][k] * IB[k][j];
}

static void
init (int seed)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = Af[i][j] = host ((double) ((3 * i + 5 * j + seed) % 23) / 23);
	B[i][j] = Bf[i][j] = host ((double) ((7 * i + 2 * j + seed) % 19) / 19);
	C[i][j] = Cf[i][j] = R[i][j] = host ((double) ((i + j + seed) % 13));
	IA[i][j] = host_int ((i + 2 * j + seed) % 7 - 3);
	IB[i][j] = host_int ((5 * i + j + seed) % 5 - 2);
	IC[i][j] = IR[i][j] = host_int ((i * j + seed) % 11);
      }
}

/* Compare GET (C, or Cf when FLT) with R to TOL relative to R's largest
   magnitude, over the whole array.  */

static void
check (int flt, double tol)
{
  double scale = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      scale = fmax (scale, fabs (R[i][j]));
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (!(fabs (host (flt ? Cf[i][j] : C[i][j]) - R[i][j]) <= tol * scale))
	abort ();
}

int
main (void)
{
  for (int n = 63; n <= 100; n += 37)
    {
      int m = host_int (n);
      double al = host (1.25), be = host (-0.5);

      init (n);
      scaled_live_in (m, al);
      for (int i = 0; i < n; i++)
	for (int k = 0; k < n; k++)
	  for (int j = 0; j < n; j++)
	    R[i][j] += host (al * A[i][k]) * B[k][j];
      check (0, 1e-12);

      init (n + 1);
      scaled_constant_f (m);
      for (int i = 0; i < n; i++)
	for (int k = 0; k < n; k++)
	  for (int j = 0; j < n; j++)
	    R[i][j] += host (2.5 * A[i][k]) * B[k][j];
      check (1, 1e-5);

      init (n + 2);
      scaled_and_plain (m, al);
      for (int i = 0; i < n; i++)
	for (int k = 0; k < n; k++)
	  for (int j = 0; j < n; j++)
	    R[i][j] += host (al * A[i][k]) * B[k][j] + A[i][k];
      check (0, 1e-12);

      init (n + 3);
      two_scales (m, al, be);
      for (int i = 0; i < n; i++)
	for (int k = 0; k < n - 1; k++)
	  for (int j = 0; j < n; j++)
	    R[i][j] += (host (al * A[i][k]) * B[k][j]
			+ host (be * A[i][k + 1]) * B[k][j]);
      check (0, 1e-12);

      init (n + 4);
      two_groups (m, al, be);
      for (int i = 0; i < n; i++)
	for (int k = 0; k < n; k++)
	  for (int j = 0; j < n; j++)
	    R[i][j] += (host (al * A[i][k]) * B[k][j]
			+ host (be * A[k][i]) * B[k][j]);
      check (0, 1e-12);

      init (n + 5);
      integers (m, host_int (3));
      for (int i = 0; i < n; i++)
	for (int k = 0; k < n; k++)
	  for (int j = 0; j < n; j++)
	    IR[i][j] += 3 * IA[i][k] * IB[k][j];
      for (int i = 0; i < N; i++)
	for (int j = 0; j < N; j++)
	  if (IC[i][j] != IR[i][j])
	    abort ();
    }
  return 0;
}
