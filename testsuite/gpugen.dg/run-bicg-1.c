/* bicg, s = A^T * r and q = A * p, in double on C99 VLA parameters:
   both products match a host reference.  */
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

/* For the N x M matrix A: S (M) = A^T * R (N) and Q (N) = A * P (M).  */

void
bicg (int n, int m, real a[n][m], real s[m], real q[n], real p[m],
      real r[n])
{
  for (int j = 0; j < m; j++)
    s[j] = 0;
  for (int i = 0; i < n; i++)
    {
      q[i] = 0;
      for (int j = 0; j < m; j++)
	{
	  s[j] += r[i] * a[i][j];
	  q[i] += a[i][j] * p[j];
	}
    }
}

static void
bicg_ref (int n, int m, real a[n][m], real s[m], real q[n], real p[m],
	  real r[n])
{
  for (int j = 0; j < m; j++)
    s[j] = host (0);
  for (int i = 0; i < n; i++)
    {
      q[i] = 0;
      for (int j = 0; j < m; j++)
	{
	  s[j] += r[i] * host (a[i][j]);
	  q[i] += a[i][j] * p[j];
	}
    }
}

int
main (void)
{
  int n = host_int (100), m = host_int (90);
  real (*a)[m] = malloc (sizeof (real) * n * m);
  real *s = malloc (sizeof (real) * m);
  real *q = malloc (sizeof (real) * n);
  real *p = malloc (sizeof (real) * m);
  real *r = malloc (sizeof (real) * n);
  real *s_ref = malloc (sizeof (real) * m);
  real *q_ref = malloc (sizeof (real) * n);

  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = host ((real) ((i * (j + 1)) % 31) / 31 - 0.5);
  for (int j = 0; j < m; j++)
    p[j] = host ((real) (j % 9) / 9 + 0.5);
  for (int i = 0; i < n; i++)
    r[i] = host ((real) (i % 11) / 11 - 0.25);

  bicg (n, m, a, s, q, p, r);
  bicg_ref (n, m, a, s_ref, q_ref, p, r);
  check (s, s_ref, m);
  check (q, q_ref, n);

  free (a);
  free (s);
  free (q);
  free (p);
  free (r);
  free (s_ref);
  free (q_ref);
  return 0;
}
