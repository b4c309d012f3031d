/* Plain pointer arguments that truly overlap in a 2-D nest: a
   matrix-vector product y = A * x called with y and x the same vector,
   so that later rows read the elements that earlier rows replaced.
   The run-time alias check must send the nest to the host, which
   gives the sequential answer; nothing is launched.  */
/* { dg-do run } */
/* { dg-gpugen-expect host } */

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

/* Y = A * X for the N x N row-major matrix A.  Kept out of line
   (noipa), so that it sees pointers it cannot relate, as in a
   library.  */

void __attribute__ ((noipa))
matvec (int n, const real *a, const real *x, real *y)
{
  for (int i = 0; i < n; i++)
    {
      real s = 0;
      for (int j = 0; j < n; j++)
	s += a[i * n + j] * x[j];
      y[i] = s;
    }
}

int
main (void)
{
  int n = host_int (64);
  real *a = malloc (sizeof (real) * n * n);
  real *x = malloc (sizeof (real) * n);
  real *x_ref = malloc (sizeof (real) * n);

  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = host ((real) ((i + 2 * j) % 7) / (7 * n) + (i == j));
  for (int i = 0; i < n; i++)
    x[i] = x_ref[i] = host ((real) (i % 5) / 5 + 0.5);
  /* Row by row, in place.  */
  for (int i = 0; i < n; i++)
    {
      real s = 0;
      for (int j = 0; j < n; j++)
	s += host (a[i * n + j]) * x_ref[j];
      x_ref[i] = s;
    }

  matvec (n, a, x, x);
  check (x, x_ref, n);

  free (a);
  free (x);
  free (x_ref);
  return 0;
}
