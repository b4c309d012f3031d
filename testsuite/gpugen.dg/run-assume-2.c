/* A linearized access b[i * m + j] whose delinearization into rows of
   m elements assumes j < m, called with the inner loop inside the row
   (k < m): the run-time check of the assumption holds, the nest may be
   offloaded, and the result (the rest of each row untouched) matches
   a host reference.  */
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

/* B[i * M + j] = A[i * M + j] + i for i < N, j < K.  Kept out of line
   (noipa), so that the sizes are unknown to it, as in a library.  */

void __attribute__ ((noipa))
add_row (int n, int m, int k, const real *a, real *b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++)
      b[i * m + j] = a[i * m + j] + i;
}

int
main (void)
{
  int n = host_int (50), m = host_int (40), k = host_int (36);
  long count = (long) n * m;
  real *a = malloc (sizeof (real) * count);
  real *b = malloc (sizeof (real) * count);
  real *b_ref = malloc (sizeof (real) * count);

  for (long p = 0; p < count; p++)
    {
      a[p] = host ((real) ((5 * p) % 31) / 31);
      b[p] = b_ref[p] = host (-1);
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++)
      b_ref[i * m + j] = host (a[i * m + j]) + i;

  add_row (n, m, k, a, b);
  check (b, b_ref, count);

  free (a);
  free (b);
  free (b_ref);
  return 0;
}
