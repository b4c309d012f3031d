/* atax, y = A^T * (A * x), in double on a malloc'd, linearized
   M x N matrix passed as a plain pointer, in one sweep over the rows
   as a library writes it: y and the intermediate A * x match a host
   reference.
   The row sum T is a scalar that one kernel (the sweep over the rows)
   computes and another (the sweep over the columns of y) reads: gpugen
   keeps it in device memory, expanded over the rows, instead of in a
   thread's registers.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

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

/* Y (N) = A^T * (A * X) for the M x N row-major matrix A; TMP (M)
   receives A * X.  */

void
atax (int m, int n, const real *a, const real *x, real *y, real *tmp)
{
  for (int j = 0; j < n; j++)
    y[j] = 0;
  for (int i = 0; i < m; i++)
    {
      real t = 0;
      for (int j = 0; j < n; j++)
	t += a[i * n + j] * x[j];
      tmp[i] = t;
      for (int j = 0; j < n; j++)
	y[j] += a[i * n + j] * t;
    }
}

static void
atax_ref (int m, int n, const real *a, const real *x, real *y, real *tmp)
{
  for (int j = 0; j < n; j++)
    y[j] = host (0);
  for (int i = 0; i < m; i++)
    {
      real t = 0;
      for (int j = 0; j < n; j++)
	t += host (a[i * n + j]) * x[j];
      tmp[i] = t;
      for (int j = 0; j < n; j++)
	y[j] += host (a[i * n + j]) * t;
    }
}

int
main (void)
{
  int m = host_int (110), n = host_int (120);
  real *a = malloc (sizeof (real) * m * n);
  real *x = malloc (sizeof (real) * n);
  real *y = malloc (sizeof (real) * n);
  real *tmp = malloc (sizeof (real) * m);
  real *y_ref = malloc (sizeof (real) * n);
  real *tmp_ref = malloc (sizeof (real) * m);

  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = host ((real) ((5 * i + 2 * j + 1) % 43) / 43 - 0.375);
  for (int j = 0; j < n; j++)
    x[j] = host (1 + (real) (j % 7) / 7);

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
