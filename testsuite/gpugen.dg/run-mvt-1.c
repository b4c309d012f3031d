/* mvt, x1 += A * y1 and x2 += A^T * y2, in float on a malloc'd,
   linearized matrix passed as a plain pointer: both vectors match a
   host reference.  */
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

/* For the N x N row-major matrix A: X1 += A * Y1, X2 += A^T * Y2.  */

void
mvt (int n, const real *a, real *x1, real *x2, const real *y1,
     const real *y2)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x1[i] += a[i * n + j] * y1[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x2[i] += a[j * n + i] * y2[j];
}

static void
mvt_ref (int n, const real *a, real *x1, real *x2, const real *y1,
	 const real *y2)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x1[i] += host (a[i * n + j]) * y1[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x2[i] += host (a[j * n + i]) * y2[j];
}

int
main (void)
{
  int n = host_int (130);
  real *a = malloc (sizeof (real) * n * n);
  real *x1 = malloc (sizeof (real) * n);
  real *x2 = malloc (sizeof (real) * n);
  real *y1 = malloc (sizeof (real) * n);
  real *y2 = malloc (sizeof (real) * n);
  real *x1_ref = malloc (sizeof (real) * n);
  real *x2_ref = malloc (sizeof (real) * n);

  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = host ((real) ((i + 3 * j) % 23) / 23 + 0.5f);
  for (int i = 0; i < n; i++)
    {
      x1[i] = x1_ref[i] = host ((real) (i % 5) / 5);
      x2[i] = x2_ref[i] = host ((real) (i % 3) / 3 - 0.5f);
      y1[i] = host ((real) (i % 7) / 7 + 0.25f);
      y2[i] = host ((real) (i % 13) / 13 - 0.75f);
    }

  mvt (n, a, x1, x2, y1, y2);
  mvt_ref (n, a, x1_ref, x2_ref, y1, y2);
  check (x1, x1_ref, n);
  check (x2, x2_ref, n);

  free (a);
  free (x1);
  free (x2);
  free (y1);
  free (y2);
  free (x1_ref);
  free (x2_ref);
  return 0;
}
