/* jacobi2d: T sweeps of a five-point Jacobi stencil on an N x N grid.

   Each time step averages every interior point of A with its four
   neighbours into B, then copies B back into A.  The border rows and
   columns keep their initial values.  Build with -DDTYPE=float for the
   single-precision variant.  The program prints the sum of all
   elements of A as "checksum: ...".  */

#include <stdio.h>

#ifndef DTYPE
#define DTYPE double
#endif

#define N 512
#define T 100

static DTYPE A[N][N];
static DTYPE B[N][N];

/* Fill A and B with values that depend only on the indices.  */

static void
init_arrays (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = (DTYPE) ((i * 7 + j * 3) % 101) / 101;
	B[i][j] = A[i][j];
      }
}

/* Run T Jacobi sweeps over the interior points of A.  */

static void __attribute__ ((noinline))
kernel_jacobi2d (void)
{
  for (int t = 0; t < T; t++)
    {
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  B[i][j] = (DTYPE) 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j]
				   + A[i][j - 1] + A[i][j + 1]);
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  A[i][j] = B[i][j];
    }
}

/* Return the sum of all elements of A.  */

static double
checksum (void)
{
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += A[i][j];
  return sum;
}

int
main (void)
{
  init_arrays ();
  kernel_jacobi2d ();
  printf ("checksum: %.10e\n", checksum ());
  printf ("jacobi2d: done\n");
  return 0;
}
