/* atax, y = A^T * (A * x), in float on C99 VLA parameters, with the
   two products as separate loop nests: y and the intermediate A * x
   match a host reference.  */
/* { dg-do run } */

#include <math.h>
#include <stdlib.h>

/* The comparison with the host reference: relative to the largest
   magnitude of the reference, since the GPU may contract a * b + c
   into a fused multiply-add and so round differently.  */
#define TOL 1e-5

typedef float real;

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

/* TMP (M) = A * X, then Y (N) = A^T * TMP.  */

void
atax (int m, int n, real a[m][n], real x[n], real y[n], real tmp[m])
{
  for (int i = 0; i < m; i++)
    {
      tmp[i] = 0;
      for (int j = 0; j < n; j++)
	tmp[i] += a[i][j] * x[j];
    }
  for (int j = 0; j < n; j++)
    {
      y[j] = 0;
      for (int i = 0; i < m; i++)
	y[j] += a[i][j] * tmp[i];
    }
}

static void
atax_ref (int m, int n, real a[m][n], real x[n], real y[n], real tmp[m])
{
  for (int i = 0; i < m; i++)
    {
      tmp[i] = 0;
      for (int j = 0; j < n; j++)
	tmp[i] += host (a[i][j]) * x[j];
    }
  for (int j = 0; j < n; j++)
    {
      y[j] = 0;
      for (int i = 0; i < m; i++)
	y[j] += host (a[i][j]) * tmp[i];
    }
}

int
main (void)
{
  int m = host_int (96), n = host_int (80);
  real (*a)[n] = malloc (sizeof (real) * m * n);
  real *x = malloc (sizeof (real) * n);
  real *y = malloc (sizeof (real) * n);
  real *tmp = malloc (sizeof (real) * m);
  real *y_ref = malloc (sizeof (real) * n);
  real *tmp_ref = malloc (sizeof (real) * m);

  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = host ((real) ((3 * i + 7 * j) % 29) / 29 + 0.25f);
  for (int j = 0; j < n; j++)
    x[j] = host (1 + (real) (j % 5) / 5);

  atax (m, n, a, x, y, tmp);
  atax_ref (m, n, a, x, y_ref, tmp_ref);
  check (tmp, tmp_ref, m);
  check (y, y_ref, n);

  free (a);
  free (x);
  free (y);
  free (tmp);
  free (y_ref);
  free (tmp_ref);
  return 0;
}
