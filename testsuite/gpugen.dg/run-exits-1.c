/* A triangular product in place, B := alpha * A * B with A lower
   triangular, rows finished from the last one up, whose row loop jump
   threading gives a second exit (see detect-exits-1.c): the row loop
   stays inside the region.  And the right-looking LU factorization of
   run-exits-1.f90 with counters from 1, whose k loop gets such an exit
   in Fortran.  The results match host references, also for sizes where
   the inner loops are empty (where the threaded exit is taken) and
   where the nests run zero times.  Then breaks on counters that end a
   loop early (detect-exits-1.c), for bounds that end it before, inside
   and after its own range.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>

#define TOL 1e-12

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

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
  double scale = 0;
  for (long i = 0; i < count; i++)
    if (fabs (host (ref[i])) > scale)
      scale = fabs (ref[i]);
  for (long i = 0; i < count; i++)
    if (!(fabs (host (x[i]) - ref[i]) <= TOL * scale))
      abort ();
}

void
trmm (int m, int n, double alpha, double a[m][m], double b[m][n])
{
  for (int i = m - 1; i >= 0; i--)
    {
      for (int j = 0; j < n; j++)
	b[i][j] *= a[i][i];
      for (int k = 0; k < i; k++)
	for (int j = 0; j < n; j++)
	  b[i][j] += a[i][k] * b[k][j];
      for (int j = 0; j < n; j++)
	b[i][j] *= alpha;
    }
}

static void
trmm_ref (int m, int n, double alpha, double a[m][m], double b[m][n])
{
  for (int i = m - 1; i >= 0; i--)
    {
      for (int j = 0; j < n; j++)
	b[i][j] *= host (a[i][i]);
      for (int k = 0; k < i; k++)
	for (int j = 0; j < n; j++)
	  b[i][j] += host (a[i][k]) * b[k][j];
      for (int j = 0; j < n; j++)
	b[i][j] *= host (alpha);
    }
}

/* Counters from 1 as in Fortran: the k loop's own exit test is k < n,
   the column loops' is i <= n.  */

void
lu (int n, double a[n][n])
{
  for (int k = 1; k <= n - 1; k++)
    {
      for (int i = k + 1; i <= n; i++)
	a[k - 1][i - 1] = a[k - 1][i - 1] / a[k - 1][k - 1];
      for (int j = k + 1; j <= n; j++)
	for (int i = k + 1; i <= n; i++)
	  a[j - 1][i - 1] -= a[k - 1][i - 1] * a[j - 1][k - 1];
    }
}

static void
lu_ref (int n, double a[n][n])
{
  for (int k = 1; k <= n - 1; k++)
    {
      for (int i = k + 1; i <= n; i++)
	a[k - 1][i - 1] = host (a[k - 1][i - 1]) / a[k - 1][k - 1];
      for (int j = k + 1; j <= n; j++)
	for (int i = k + 1; i <= n; i++)
	  a[j - 1][i - 1] -= host (a[k - 1][i - 1]) * a[j - 1][k - 1];
    }
}

void
early_inner (int n, int m, int k, double a[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	if (j > i + k)
	  break;
	a[i][j] += i - j;
      }
}

static void
early_inner_ref (int n, int m, int k, double a[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	if (j > i + host_int (k))
	  break;
	a[i][j] += i - j;
      }
}

void
early_outer (int n, int m, int k, double a[n][m])
{
  for (int i = 0; i < n; i++)
    {
      if (3 * i >= k)
	break;
      for (int j = 0; j < m; j++)
	a[i][j] = a[i][j] * 2 + i;
    }
}

static void
early_outer_ref (int n, int m, int k, double a[n][m])
{
  for (int i = 0; i < n; i++)
    {
      if (3 * i >= host_int (k))
	break;
      for (int j = 0; j < m; j++)
	a[i][j] = host (a[i][j]) * 2 + i;
    }
}

static void
test_early (int n, int m, int k)
{
  double *a = malloc (sizeof (double) * (n * m + 1));
  double *a_ref = malloc (sizeof (double) * (n * m + 1));
  for (int i = 0; i < n * m; i++)
    a[i] = a_ref[i] = host ((double) ((5 * i + 2) % 23));
  early_inner (n, m, k, (double (*)[m]) a);
  early_inner_ref (n, m, k, (double (*)[m]) a_ref);
  early_outer (n, m, 2 * k, (double (*)[m]) a);
  early_outer_ref (n, m, 2 * k, (double (*)[m]) a_ref);
  check (a, a_ref, (long) n * m);
  free (a);
  free (a_ref);
}

static void
test_trmm (int m, int n)
{
  double *a = malloc (sizeof (double) * (m * m + 1));
  double *b = malloc (sizeof (double) * (m * n + 1));
  double *b_ref = malloc (sizeof (double) * (m * n + 1));
  for (int i = 0; i < m; i++)
    for (int k = 0; k < m; k++)
      a[i * m + k] = host (k <= i ? (double) ((5 * i + k + 3) % 13) / 13
			   : -7.0);
  for (int i = 0; i < m * n; i++)
    b[i] = b_ref[i] = host ((double) ((3 * i + 1) % 17) / 17 - 0.4);
  trmm (m, n, 0.75, (double (*)[m]) a, (double (*)[n]) b);
  trmm_ref (m, n, 0.75, (double (*)[m]) a, (double (*)[n]) b_ref);
  check (b, b_ref, (long) m * n);
  free (a);
  free (b);
  free (b_ref);
}

static void
test_lu (int n)
{
  double *a = malloc (sizeof (double) * (n * n + 1));
  double *a_ref = malloc (sizeof (double) * (n * n + 1));
  /* Diagonally dominant: no pivoting needed.  */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = a_ref[i * n + j]
	= host (i == j ? 2.0 + (i % 3)
		: (double) ((7 * i + 3 * j + 1) % 19 - 9) / (20.0 * n));
  lu (n, (double (*)[n]) a);
  lu_ref (n, (double (*)[n]) a_ref);
  check (a, a_ref, (long) n * n);
  free (a);
  free (a_ref);
}

int
main (void)
{
  test_trmm (host_int (37), host_int (45));
  test_trmm (host_int (1), host_int (6));
  test_trmm (host_int (5), host_int (0));
  test_trmm (host_int (0), host_int (4));
  test_lu (host_int (41));
  test_lu (host_int (2));
  test_lu (host_int (1));
  test_lu (host_int (0));
  test_early (host_int (40), host_int (50), host_int (-45));
  test_early (host_int (40), host_int (50), host_int (-3));
  test_early (host_int (40), host_int (50), host_int (0));
  test_early (host_int (40), host_int (50), host_int (7));
  test_early (host_int (40), host_int (50), host_int (100));
  return 0;
}
