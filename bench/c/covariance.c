/* covariance: sample covariance matrix of M variables observed N times.  */
#include "bench.h"

#include <stdlib.h>

/* DATA is N x M (row I is observation I, column J variable J), row-major
   and linearized.  Compute the column means into MEAN, center DATA in
   place by them, and set the M x M matrix COV to the sample covariance
   (divisor N - 1).  The upper triangle is accumulated over observations
   and then mirrored to the lower one.  */
void
BENCH_FN (covariance) (int n, int m, double *data, double *mean,
		       double *cov)
{
  for (int j = 0; j < m; j++)
    mean[j] = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      mean[j] += data[i * m + j];
  for (int j = 0; j < m; j++)
    mean[j] /= (double) n;

  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i * m + j] -= mean[j];

  for (int i = 0; i < m; i++)
    {
      for (int j = i; j < m; j++)
	cov[i * m + j] = 0.0;
      for (int k = 0; k < n; k++)
	for (int j = i; j < m; j++)
	  cov[i * m + j] += data[k * m + i] * data[k * m + j];
      for (int j = i; j < m; j++)
	{
	  cov[i * m + j] /= (double) (n - 1);
	  cov[j * m + i] = cov[i * m + j];
	}
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (covariance) (int n, int m, double *data, double *mean,
			     double *cov);

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "covariance");
  int n = bench_size (&b, 64, 1800);
  int m = n - n / 8;

  double *data = bench_alloc ((size_t) n * m);
  double *mean = bench_alloc (m);
  double *cov = bench_alloc ((size_t) m * m);
  double *mean_ref = bench_alloc (m);
  double *cov_ref = bench_alloc ((size_t) m * m);
  /* Each variable has its own offset and a periodic pattern, so that the
     covariances are a mix of strong and weak ones.  */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i * m + j] = (double) (j % 5) + (double) ((i * (j % 13 + 1) + 3 * j)
						    % 41) / 41.0;
  double *data_ref = bench_dup (data, (size_t) n * m);

  bench_start (&b);
  covariance (n, m, data, mean, cov);
  bench_stop (&b);

  covariance_ref (n, m, data_ref, mean_ref, cov_ref);
  /* Means and sums of products of centered data: relative
     tolerance 1e-6 (bench_check judges near-zero covariances against the
     largest one).  */
  bench_check (&b, cov, cov_ref, (size_t) m * m, 1e-6);
  bench_check (&b, mean, mean_ref, m, 1e-6);

  free (data);
  free (mean);
  free (cov);
  free (mean_ref);
  free (cov_ref);
  free (data_ref);
  return bench_finish (&b);
}
#endif
