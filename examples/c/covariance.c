/* covariance: the M x M covariance matrix COV of N samples (the rows
   of DATA) of M variables (the columns of DATA).

   The kernel computes the mean of every column, subtracts it from the
   column, computes the upper triangle of COV (j >= i) and mirrors it
   into the lower triangle.  The program prints the sum of all elements
   of COV as "checksum: ...".  */

#include <stdio.h>

#define N 512
#define M 256

static double DATA[N][M];
static double MEAN[M];
static double COV[M][M];

/* Fill DATA with values that depend only on the indices.  */

static void
init_arrays (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      DATA[i][j] = (double) ((i * (j + 1)) % 47) / 47 + (double) j / M;
}

/* Center the columns of DATA and compute COV.  */

static void __attribute__ ((noinline))
kernel_covariance (void)
{
  for (int j = 0; j < M; j++)
    {
      MEAN[j] = 0.0;
      for (int i = 0; i < N; i++)
	MEAN[j] += DATA[i][j];
      MEAN[j] /= N;
    }

  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      DATA[i][j] -= MEAN[j];

  for (int i = 0; i < M; i++)
    for (int j = i; j < M; j++)
      {
	COV[i][j] = 0.0;
	for (int k = 0; k < N; k++)
	  COV[i][j] += DATA[k][i] * DATA[k][j];
	COV[i][j] /= N - 1;
	COV[j][i] = COV[i][j];
      }
}

/* Return the sum of all elements of COV.  */

static double
checksum (void)
{
  double sum = 0.0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      sum += COV[i][j];
  return sum;
}

int
main (void)
{
  init_arrays ();
  kernel_covariance ();
  printf ("checksum: %.10e\n", checksum ());
  printf ("covariance: done\n");
  return 0;
}
