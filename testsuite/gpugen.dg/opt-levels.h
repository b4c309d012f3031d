/* Shared by run-opt-*.c: three nests that GCC's -O3 loop passes change
   before ivcanon (loop splitting turns "lower"'s j < i into two loops
   with a bound GCC computes as a MIN; the nests of "trisolv" lose their
   affine bounds likewise) and that gpugen must offload at every
   optimization level, as it does at -O2: the pass runs right after
   "loopinit", before those passes.  Each includer compiles this at its
   level, scans the dump for three offloaded nests and checks the
   results against host references.  */

#include <math.h>
#include <stdlib.h>

#define TOL 1e-12

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the references and the set-up stay on the host.  */

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

/* Abort unless each of the COUNT elements of X is within TOL (relative
   to the largest magnitude of REF) of REF's.  */

static void
check (const double *x, const double *ref, long count)
{
  double scale = 1e-300;
  for (long i = 0; i < count; i++)
    if (fabs (host (ref[i])) > scale)
      scale = fabs (ref[i]);
  for (long i = 0; i < count; i++)
    if (!(fabs (host (x[i]) - ref[i]) <= TOL * scale))
      abort ();
}

/* Forward substitution: the row sums are a recurrence over i.  */

void __attribute__ ((noipa))
trisolv (int n, double l[n][n], const double *b, double *x)
{
  for (int i = 0; i < n; i++)
    {
      double s = b[i];
      for (int j = 0; j < i; j++)
	s -= l[i][j] * x[j];
      x[i] = s / l[i][i];
    }
}

static void
trisolv_ref (int n, double l[n][n], const double *b, double *x)
{
  for (int i = 0; i < n; i++)
    {
      double s = host (b[i]);
      for (int j = 0; j < i; j++)
	s -= host (l[i][j]) * x[j];
      x[i] = s / l[i][i];
    }
}

/* The upper triangle scaled and copied to the lower one (covariance's
   last nest).  */

void __attribute__ ((noipa))
symmetrize (int m, double *cov)
{
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++)
      {
	cov[i * m + j] /= 2.0;
	cov[j * m + i] = cov[i * m + j];
      }
}

static void
symmetrize_ref (int m, double *cov)
{
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++)
      {
	cov[i * m + j] = host (cov[i * m + j]) / 2.0;
	cov[j * m + i] = cov[i * m + j];
      }
}

/* A condition on the counters that -fsplit-loops splits the inner loop
   at.  */

void __attribute__ ((noipa))
lower (int n, double a[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (j < i)
	a[i][j] = a[i][j] * 2.0;
      else
	a[i][j] = a[i][j] + 1.0;
}

static void
lower_ref (int n, double a[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (host_int (j) < i)
	a[i][j] = a[i][j] * 2.0;
      else
	a[i][j] = a[i][j] + 1.0;
}

int
main (void)
{
  int n = host_int (70);
  double (*l)[n] = malloc (sizeof (double) * n * n);
  double (*l_ref)[n] = malloc (sizeof (double) * n * n);
  double *b = malloc (sizeof (double) * n);
  double *x = malloc (sizeof (double) * n);
  double *x_ref = malloc (sizeof (double) * n);
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	l[i][j] = host (j > i ? 99 : (double) ((i + 2 * j) % 7) / 14);
      l[i][i] = host (2 + (double) (i % 3));
      b[i] = host ((double) (i % 11) - 5);
    }
  trisolv (n, l, b, x);
  trisolv_ref (n, l, b, x_ref);
  check (x, x_ref, n);

  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      l_ref[i][j] = l[i][j] = host ((double) ((3 * i + j) % 13) - 6);
  symmetrize (n, &l[0][0]);
  symmetrize_ref (n, &l_ref[0][0]);
  check (&l[0][0], &l_ref[0][0], (long) n * n);
  lower (n, l);
  lower_ref (n, l_ref);
  check (&l[0][0], &l_ref[0][0], (long) n * n);
  free (l);
  free (l_ref);
  free (b);
  free (x);
  free (x_ref);
  return 0;
}
