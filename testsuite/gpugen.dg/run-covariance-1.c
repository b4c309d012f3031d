/* covariance of M variables over N observations in double on C99 VLA
   parameters: column means, centring in place, then the symmetric
   covariance matrix over a triangular loop nest; the means, the
   centred data and the covariance match a host reference.  */
/* { dg-do run } */

#include <math.h>
#include <stdlib.h>

/* The comparison with the host reference: relative to the largest
   magnitude of the reference, since the GPU may contract a * b + c
   into a fused multiply-add and so round differently.  */
#define TOL 1e-12

typedef double real;

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP ("call to a function with side effects"), so the reference and
   the set-up stay on the host whatever gpugen does.  */

static real __attribute__ ((noipa))
host (real x)
{
  return x;
}

/* The same for sizes, so that they reach the kernel as run-time
   values.  */

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

/* Abort unless each of the COUNT elements of X differs from the same
   element of REF by at most TOL times the largest magnitude in REF.  */

static void
check (const real *x, const real *ref, long count)
{
  real scale = 0;
  for (long i = 0; i < count; i++)
    if (fabs (host (ref[i])) > scale)
      scale = fabs (ref[i]);
  for (long i = 0; i < count; i++)
    if (!(fabs (host (x[i]) - ref[i]) <= TOL * scale))
      abort ();
}

/* DATA holds N observations (rows) of M variables (columns).  Set
   MEAN to the column means, centre DATA on them, and set COV to the
   M x M covariance matrix (divided by N - 1).  */

void
covariance (int m, int n, real data[n][m], real cov[m][m], real mean[m])
{
  for (int j = 0; j < m; j++)
    {
      mean[j] = 0;
      for (int i = 0; i < n; i++)
	mean[j] += data[i][j];
      mean[j] /= n;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++)
      {
	cov[i][j] = 0;
	for (int k = 0; k < n; k++)
	  cov[i][j] += data[k][i] * data[k][j];
	cov[i][j] /= n - 1;
	cov[j][i] = cov[i][j];
      }
}

static void
covariance_ref (int m, int n, real data[n][m], real cov[m][m],
		real mean[m])
{
  for (int j = 0; j < m; j++)
    {
      mean[j] = 0;
      for (int i = 0; i < n; i++)
	mean[j] += host (data[i][j]);
      mean[j] /= n;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] -= host (mean[j]);
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++)
      {
	cov[i][j] = 0;
	for (int k = 0; k < n; k++)
	  cov[i][j] += host (data[k][i]) * data[k][j];
	cov[i][j] /= n - 1;
	cov[j][i] = cov[i][j];
      }
}

int
main (void)
{
  int m = host_int (60), n = host_int (80);
  real (*data)[m] = malloc (sizeof (real) * n * m);
  real (*data_ref)[m] = malloc (sizeof (real) * n * m);
  real (*cov)[m] = malloc (sizeof (real) * m * m);
  real (*cov_ref)[m] = malloc (sizeof (real) * m * m);
  real *mean = malloc (sizeof (real) * m);
  real *mean_ref = malloc (sizeof (real) * m);

  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = data_ref[i][j]
	= host ((real) ((i * j + 3 * i + 5 * j) % 37) / 37 + j * 0.01);

  covariance (m, n, data, cov, mean);
  covariance_ref (m, n, data_ref, cov_ref, mean_ref);
  check (mean, mean_ref, m);
  check (&data[0][0], &data_ref[0][0], (long) n * m);
  check (&cov[0][0], &cov_ref[0][0], (long) m * m);

  free (data);
  free (data_ref);
  free (cov);
  free (cov_ref);
  free (mean);
  free (mean_ref);
  return 0;
}
