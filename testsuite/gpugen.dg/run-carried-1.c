/* A counter that the outer loop carries across the inner one, "b[k++]"
   with a long k: loop header copying guards the inner loop with
   "m > 0", so the counter's value at the outer latch is a PHI of the
   guard's arms, which scalar evolution does not read.
   gpugen-carried.cc gives it the closed form k0 + i * r, r being
   "m <= 0 ? 0 : m", and b is delinearized into rows of r elements (with
   a run-time check that the inner index stays below r).  A pack that
   starts at an offset, an unpack that reads through the counter, and a
   pack of two elements per step (r = 2m), and a pack of every other
   column (r = (m + 1) / 2, a division scalar evolution leaves to the
   stage to copy), and a pack with an int counter (whose value after the
   inner loop final value replacement computes in unsigned arithmetic); each nest is offloaded and matches a host
   reference, for extents 0, 1, odd and even (m = 0 with n > 0 skips the
   inner loop while the outer one runs), and b's elements past the
   written ones keep their values.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */

#include <stdlib.h>

#define N 9
#define M 10

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static void __attribute__ ((noipa))
pack (double *restrict b, double a[restrict][M], int n, int m, long k0)
{
  long k = k0;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      b[k++] = 2 * a[i][j] + j;
}

static void __attribute__ ((noipa))
unpack (double a[restrict][M], const double *restrict b, int n, int m)
{
  long k = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      {
	a[i][j] = b[k] - i;
	k++;
      }
}

static void __attribute__ ((noipa))
pack_pairs (double *restrict b, double a[restrict][M], int n, int m)
{
  long k = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      {
	b[k] = a[i][j] * 3;
	b[k + 1] = -a[i][j];
	k += 2;
      }
}

/* The inner loop steps by 2: its trip count divides by 2, which scalar
   evolution does not instantiate; the stage copies its computation.  */

static void __attribute__ ((noipa))
pack_even (double *restrict b, double a[restrict][M], int n, int m)
{
  long k = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j += 2)
      b[k++] = a[i][j] - 1;
}

/* An int counter: its value after the inner loop is computed in
   unsigned arithmetic; the stage reads the step in int, since the inner
   loop's counter reaches it in int.  */

static void __attribute__ ((noipa))
pack_int (double *restrict b, double a[restrict][M], int n, int m)
{
  int k = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      b[k++] = a[i][j] + 0.5 * i;
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 4, 7, 9 };
  for (unsigned s = 0; s < sizeof sizes / sizeof *sizes; s++)
    for (unsigned t = 0; t < sizeof sizes / sizeof *sizes; t++)
      {
	int n = sizes[s], m = sizes[t] > M ? M : sizes[t];
	static double a[N][M], a2[N][M], r2[N][M];
	static double b[2 * N * M + 8], rb[2 * N * M + 8];
	for (int i = 0; i < N; i++)
	  for (int j = 0; j < M; j++)
	    {
	      a[i][j] = host (i * 0.5 - j);
	      a2[i][j] = r2[i][j] = host (-1.0 - i - j);
	    }
	for (int q = 0; q < 2 * N * M + 8; q++)
	  b[q] = rb[q] = host (q * 0.25);

	/* pack at offset 3.  */
	long k = 3;
	for (int i = 0; i < n; i++)
	  for (int j = 0; j < m; j++)
	    rb[k++] = host (2 * a[i][j] + j);
	pack (b, a, n, m, 3);
	for (int q = 0; q < 2 * N * M + 8; q++)
	  if (b[q] != host (rb[q]))
	    abort ();

	/* unpack from the packed b.  */
	k = 0;
	for (int i = 0; i < n; i++)
	  for (int j = 0; j < m; j++)
	    {
	      r2[i][j] = host (b[k] - i);
	      k++;
	    }
	unpack (a2, b, n, m);
	for (int i = 0; i < N; i++)
	  for (int j = 0; j < M; j++)
	    if (a2[i][j] != host (r2[i][j]))
	      abort ();

	/* pack pairs, two elements per step.  */
	k = 0;
	for (int i = 0; i < n; i++)
	  for (int j = 0; j < m; j++)
	    {
	      rb[k] = host (a[i][j] * 3);
	      rb[k + 1] = host (-a[i][j]);
	      k += 2;
	    }
	pack_pairs (b, a, n, m);
	for (int q = 0; q < 2 * N * M + 8; q++)
	  if (b[q] != host (rb[q]))
	    abort ();

	/* pack every other column.  */
	k = 0;
	for (int i = 0; i < n; i++)
	  for (int j = 0; j < m; j += 2)
	    rb[k++] = host (a[i][j] - 1);
	pack_even (b, a, n, m);
	for (int q = 0; q < 2 * N * M + 8; q++)
	  if (b[q] != host (rb[q]))
	    abort ();

	/* pack with an int counter.  */
	k = 0;
	for (int i = 0; i < n; i++)
	  for (int j = 0; j < m; j++)
	    rb[k++] = host (a[i][j] + 0.5 * i);
	pack_int (b, a, n, m);
	for (int q = 0; q < 2 * N * M + 8; q++)
	  if (b[q] != host (rb[q]))
	    abort ();
      }
  return 0;
}
