/* gesummv, y = alpha * A * x + beta * B * x, in double on malloc'd,
   linearized matrices passed as plain pointers, with the scalars as
   parameters: y and the intermediate A * x match a host reference.  */
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

/* For the N x N row-major matrices A and B: TMP = A * X, then
   Y = ALPHA * TMP + BETA * (B * X).  */

void
gesummv (int n, real alpha, real beta, const real *a, const real *b,
	 const real *x, real *tmp, real *y)
{
  for (int i = 0; i < n; i++)
    {
      real t = 0, u = 0;
      for (int j = 0; j < n; j++)
	{
	  t += a[i * n + j] * x[j];
	  u += b[i * n + j] * x[j];
	}
      tmp[i] = t;
      y[i] = alpha * t + beta * u;
    }
}

static void
gesummv_ref (int n, real alpha, real beta, const real *a, const real *b,
	     const real *x, real *tmp, real *y)
{
  for (int i = 0; i < n; i++)
    {
      real t = 0, u = 0;
      for (int j = 0; j < n; j++)
	{
	  t += host (a[i * n + j]) * x[j];
	  u += b[i * n + j] * x[j];
	}
      tmp[i] = t;
      y[i] = alpha * t + beta * u;
    }
}

int
main (void)
{
  int n = host_int (125);
  real alpha = host (1.25), beta = host (0.5);
  real *a = malloc (sizeof (real) * n * n);
  real *b = malloc (sizeof (real) * n * n);
  real *x = malloc (sizeof (real) * n);
  real *tmp = malloc (sizeof (real) * n);
  real *y = malloc (sizeof (real) * n);
  real *tmp_ref = malloc (sizeof (real) * n);
  real *y_ref = malloc (sizeof (real) * n);

  for (int i = 0; i < n * n; i++)
    {
      a[i] = host ((real) ((3 * i) % 37) / 37 - 0.25);
      b[i] = host ((real) ((5 * i + 1) % 41) / 41 + 0.5);
    }
  for (int i = 0; i < n; i++)
    x[i] = host ((real) (i % 17) / 17);

  gesummv (n, alpha, beta, a, b, x, tmp, y);
  gesummv_ref (n, alpha, beta, a, b, x, tmp_ref, y_ref);
  check (tmp, tmp_ref, n);
  check (y, y_ref, n);

  free (a);
  free (b);
  free (x);
  free (tmp);
  free (y);
  free (tmp_ref);
  free (y_ref);
  return 0;
}
