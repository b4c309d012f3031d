/* Counters that the outer loop also steps after the inner loop (the
   offloaded forms of detect-carried-3.c): "k++" after the inner loop
   (a gap between rows), a separator stored through the counter with an
   int k, and "k += 4" with an int k.  gpugen-carried.cc closes the
   counter's merge after the inner loop as h + r, and the additions
   stay; each nest is offloaded and matches a host reference, for
   extents 0, 1, odd and even (m = 0 with n > 0 skips the inner loop
   while the outer one runs and still steps the counter), and b's
   elements past the written ones keep their values.
   (run-carried-4.c runs this at -O3.)  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */

#include <stdlib.h>

#define N 9
#define M 10
#define B ((M + 4) * N + 8)

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static void __attribute__ ((noipa))
gap (double *restrict b, double a[restrict][M], int n, int m)
{
  long k = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      for (int j = 0; j < m; j++)
	b[k++] = a[i][j] * 2;
      k++;
    }
}

static void __attribute__ ((noipa))
separated (double *restrict b, double a[restrict][M], int n, int m)
{
  int k = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      for (int j = 0; j < m; j++)
	b[k++] = a[i][j] + j;
      b[k++] = -1 - i;
    }
}

static void __attribute__ ((noipa))
padded (double *restrict b, double a[restrict][M], int n, int m)
{
  int k = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      for (int j = 0; j < m; j++)
	b[k++] = a[i][j] - i;
      k += 4;
    }
}

static void
check (const double *b, const double *rb)
{
  for (int q = 0; q < B; q++)
    if (b[q] != host (rb[q]))
      abort ();
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 4, 7, 9 };
  for (unsigned s = 0; s < sizeof sizes / sizeof *sizes; s++)
    for (unsigned t = 0; t < sizeof sizes / sizeof *sizes; t++)
      {
	int n = sizes[s], m = sizes[t] > M ? M : sizes[t];
	static double a[N][M], b[B], rb[B];
	for (int i = 0; i < N; i++)
	  for (int j = 0; j < M; j++)
	    a[i][j] = host (i * 0.5 - j);
	for (int q = 0; q < B; q++)
	  b[q] = rb[q] = host (q * 0.25);

	/* The references index rb by the closed forms, so that no
	   counter of theirs is closed by the stage under test.  */
	for (int i = 0; i < n; i++)
	  for (int j = 0; j < m; j++)
	    rb[i * (m + 1) + j] = host (a[i][j] * 2);
	gap (b, a, n, m);
	check (b, rb);

	for (int i = 0; i < n; i++)
	  {
	    for (int j = 0; j < m; j++)
	      rb[i * (m + 1) + j] = host (a[i][j] + j);
	    rb[i * (m + 1) + m] = host (-1 - i);
	  }
	separated (b, a, n, m);
	check (b, rb);

	for (int i = 0; i < n; i++)
	  for (int j = 0; j < m; j++)
	    rb[i * (m + 4) + j] = host (a[i][j] - i);
	padded (b, a, n, m);
	check (b, rb);
      }
  return 0;
}
