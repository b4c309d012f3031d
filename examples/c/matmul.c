/* matmul: dense matrix product C = A * B of N x N matrices.

   The kernel clears each element of C and accumulates the dot product
   of a row of A and a column of B in the same loop nest.  Build with
   -DDTYPE=float for the single-precision variant.  The program prints
   the sum of all elements of C as "checksum: ..." so that a build with
   gpugen and a plain host build can be compared.  */

#include <stdio.h>

#ifndef DTYPE
#define DTYPE double
#endif

#define N 512

static DTYPE A[N][N];
static DTYPE B[N][N];
static DTYPE C[N][N];

/* Fill A and B with small values that depend only on the indices.  */

static void
init_arrays (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = (DTYPE) ((i * j + 1) % N) / N;
	B[i][j] = (DTYPE) ((i + 2 * j) % N) / N;
      }
}

/* Compute C = A * B.  */

static void __attribute__ ((noinline))
kernel_matmul (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	C[i][j] = 0;
	for (int k = 0; k < N; k++)
	  C[i][j] += A[i][k] * B[k][j];
      }
}

/* Return the sum of all elements of C.  */

static double
checksum (void)
{
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += C[i][j];
  return sum;
}

int
main (void)
{
  init_arrays ();
  kernel_matmul ();
  printf ("checksum: %.10e\n", checksum ());
  printf ("matmul: done\n");
  return 0;
}
