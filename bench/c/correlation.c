/* correlation: Pearson correlation matrix of M variables observed N times.  */
#include "bench.h"

#include <math.h>
#include <stdlib.h>

/* Below this a standard deviation counts as zero (a constant variable),
   and the variable is only centered instead of scaled.  */
#define CORR_EPS 1e-8

/* DATA is N x M (row I is observation I, column J variable J).  Compute
   the column means MEAN and standard deviations STDDEV (divisor N),
   normalize DATA in place to (x - mean) / (sqrt (N) * stddev), and set
   the M x M matrix CORR to the correlations, which are then plain sums of
   products of normalized columns; the diagonal is 1.  */
void
BENCH_FN (correlation) (int n, int m, double data[n][m], double mean[m],
			double stddev[m], double corr[m][m])
{
  double sqrt_n = sqrt ((double) n);

  for (int j = 0; j < m; j++)
    {
      mean[j] = 0.0;
      for (int i = 0; i < n; i++)
	mean[j] += data[i][j];
      mean[j] /= (double) n;
    }

  for (int j = 0; j < m; j++)
    {
      stddev[j] = 0.0;
      for (int i = 0; i < n; i++)
	stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
      stddev[j] = sqrt (stddev[j] / (double) n);
      if (stddev[j] <= CORR_EPS)
	stddev[j] = 1.0;
    }

  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = (data[i][j] - mean[j]) / (sqrt_n * stddev[j]);

  for (int i = 0; i < m; i++)
    {
      corr[i][i] = 1.0;
      for (int j = i + 1; j < m; j++)
	corr[i][j] = 0.0;
      for (int k = 0; k < n; k++)
	for (int j = i + 1; j < m; j++)
	  corr[i][j] += data[k][i] * data[k][j];
      for (int j = i + 1; j < m; j++)
	corr[j][i] = corr[i][j];
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (correlation) (int n, int m, double data[n][m],
			      double mean[m], double stddev[m],
			      double corr[m][m]);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "correlation");
  int n = bench_size (&b, 64, 1800);
  int m = n - n / 8;

  double (*data)[m] = (double (*)[m]) bench_alloc ((size_t) n * m);
  double *mean = bench_alloc (m), *stddev = bench_alloc (m);
  double (*corr)[m] = (double (*)[m]) bench_alloc ((size_t) m * m);
  double *mean_ref = bench_alloc (m), *stddev_ref = bench_alloc (m);
  double (*corr_ref)[m] = (double (*)[m]) bench_alloc ((size_t) m * m);
  /* Variables are noisy ramps of different slopes; every 10th one is
     constant, to exercise the zero-deviation guard.  */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = j % 10 == 9
		   ? 2.0
		   : (double) (j % 4 + 1) * i / n
		     + (double) ((5 * i + 7 * j + 1) % 19) / 19.0;
  double (*data_ref)[m]
    = (double (*)[m]) bench_dup (&data[0][0], (size_t) n * m);

  bench_start (&b);
  correlation (n, m, data, mean, stddev, corr);
  bench_stop (&b);

  correlation_ref (n, m, data_ref, mean_ref, stddev_ref, corr_ref);
  /* Means, square roots and sums of products: relative
     tolerance 1e-6.  */
  bench_check (&b, &corr[0][0], &corr_ref[0][0], (size_t) m * m, 1e-6);
  bench_check (&b, stddev, stddev_ref, m, 1e-6);
  bench_check (&b, &data[0][0], &data_ref[0][0], (size_t) n * m, 1e-6);

  free (data);
  free (mean);
  free (stddev);
  free (corr);
  free (mean_ref);
  free (stddev_ref);
  free (corr_ref);
  free (data_ref);
  return bench_finish (&b);
}
#endif
