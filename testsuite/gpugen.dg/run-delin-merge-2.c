/* A one-dimensional access a[j] beside linearized ones a[i * m + j] in
   one region: a[j] joins them as [0][j] in rows of m elements, which
   assumes j < m.  Called with the first loop running past row 0
   (len > m), so that it also writes the start of row 1, which the
   second nest reads: the run-time check of the assumption must send
   the region to the host, which gives the sequential answer; nothing is
   launched.  */
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

/* A[j] = B[j] for j < LEN, then each row i of the N x M array A
   (linearized) adds row i - 1.  */

void __attribute__ ((noipa))
prefix_rows (int n, int m, int len, real *a, const real *b)
{
  for (int j = 0; j < len; j++)
    a[j] = b[j];
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] += a[(i - 1) * m + j];
}

int
main (void)
{
  int n = host_int (30), m = host_int (20), len = host_int (27);
  long count = (long) n * m;
  real *a = malloc (sizeof (real) * count);
  real *a_ref = malloc (sizeof (real) * count);
  real *b = malloc (sizeof (real) * len);

  for (long p = 0; p < count; p++)
    a[p] = a_ref[p] = host ((real) ((5 * p) % 31) / 31);
  for (int j = 0; j < len; j++)
    b[j] = host ((real) j / 7);
  for (int j = 0; j < len; j++)
    a_ref[j] = host (b[j]);
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      a_ref[i * m + j] = host (a_ref[i * m + j]) + a_ref[(i - 1) * m + j];

  prefix_rows (n, m, len, a, b);
  check (a, a_ref, count);

  free (a);
  free (a_ref);
  free (b);
  return 0;
}
