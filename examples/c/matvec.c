/* matvec: two matrix-vector products with the same N x N matrix A,
   x1 = x1 + A * y1 and x2 = x2 + A^T * y2, as two separate loop nests.

   The program prints the sum of all elements of x1 and x2 as
   "checksum: ...".  */

#include <stdio.h>

#define N 512

static double A[N][N];
static double x1[N];
static double x2[N];
static double y1[N];
static double y2[N];

/* Fill A, the vectors y1 and y2 and the initial x1 and x2 with values
   that depend only on the indices.  */

static void
init_arrays (void)
{
  for (int i = 0; i < N; i++)
    {
      x1[i] = (double) (i % 17) / 17;
      x2[i] = (double) ((i + 5) % 13) / 13;
      y1[i] = (double) ((3 * i) % N) / N;
      y2[i] = (double) ((5 * i + 1) % N) / N;
      for (int j = 0; j < N; j++)
	A[i][j] = (double) ((i * j) % 31) / 31;
    }
}

/* Add A * y1 to x1 and A^T * y2 to x2.  */

static void __attribute__ ((noinline))
kernel_matvec (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x1[i] += A[i][j] * y1[j];

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x2[i] += A[j][i] * y2[j];
}

/* Return the sum of all elements of x1 and x2.  */

static double
checksum (void)
{
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += x1[i] + x2[i];
  return sum;
}

int
main (void)
{
  init_arrays ();
  kernel_matvec ();
  printf ("checksum: %.10e\n", checksum ());
  printf ("matvec: done\n");
  return 0;
}
