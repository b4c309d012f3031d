/* Plain pointer arguments into one allocation whose ranges touch but
   do not overlap (b starts where a ends): the run-time alias check
   must let the loop be offloaded, and the result matches a host
   reference.  */
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
  real *buf = malloc (sizeof (real) * 2 * n);
  real *ref = malloc (sizeof (real) * 2 * n);

  for (int i = 0; i < 2 * n; i++)
    buf[i] = ref[i] = host ((real) ((3 * i) % 17) - 8);
  for (int i = 0; i < n; i++)
    ref[i] = host (ref[n + i]) / 2 + 1;

  halve_add (n, buf, buf + n);
  check (buf, ref, 2 * n);

  free (buf);
  free (ref);
  return 0;
}
