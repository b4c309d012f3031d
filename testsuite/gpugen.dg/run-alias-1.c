/* Plain pointer arguments that truly overlap: a = x + 1 and b = x make
   each iteration read what the one before wrote, a recurrence.  The
   run-time alias check must send the loop to the host, which gives
   the sequential answer; nothing is launched.  */
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

/* A[i] = B[i] / 2 + 1 for i < N.  Kept out of line (noipa), so that it
   sees two pointers it cannot relate, as in a library.  */

void __attribute__ ((noipa))
halve_add (int n, real *a, const real *b)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] / 2 + 1;
}

int
main (void)
{
  int n = host_int (120);
  real *x = malloc (sizeof (real) * (n + 1));
  real *x_ref = malloc (sizeof (real) * (n + 1));

  x[0] = x_ref[0] = host (64);
  for (int i = 1; i <= n; i++)
    x[i] = x_ref[i] = host (-i);
  /* x[i + 1] = x[i] / 2 + 1, in order.  */
  for (int i = 0; i < n; i++)
    x_ref[i + 1] = host (x_ref[i]) / 2 + 1;

  halve_add (n, x + 1, x);
  check (x, x_ref, n + 1);

  free (x);
  free (x_ref);
  return 0;
}
