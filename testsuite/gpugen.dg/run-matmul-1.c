/* Matrix multiply C = A * B in double on malloc'd, linearized
   rectangular matrices passed as plain pointers, their sizes as
   parameters (library style): the result matches a host reference.  */
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

/* C (NI x NJ) = A (NI x NK) * B (NK x NJ), row-major.  */

void
matmul (int ni, int nj, int nk, const real *a, const real *b, real *c)
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      {
	real s = 0;
	for (int k = 0; k < nk; k++)
	  s += a[i * nk + k] * b[k * nj + j];
	c[i * nj + j] = s;
      }
}

static void
matmul_ref (int ni, int nj, int nk, const real *a, const real *b, real *c)
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      {
	real s = 0;
	for (int k = 0; k < nk; k++)
	  s += host (a[i * nk + k]) * b[k * nj + j];
	c[i * nj + j] = s;
      }
}

int
main (void)
{
  int ni = host_int (50), nj = host_int (60), nk = host_int (40);
  real *a = malloc (sizeof (real) * ni * nk);
  real *b = malloc (sizeof (real) * nk * nj);
  real *c = malloc (sizeof (real) * ni * nj);
  real *c_ref = malloc (sizeof (real) * ni * nj);

  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      a[i * nk + k] = host ((real) ((7 * i + 3 * k) % 13) / 13 + 0.5);
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      b[k * nj + j] = host ((real) ((5 * k + 11 * j) % 17) / 17 - 0.25);

  matmul (ni, nj, nk, a, b, c);
  matmul_ref (ni, nj, nk, a, b, c_ref);
  check (c, c_ref, (long) ni * nj);

  free (a);
  free (b);
  free (c);
  free (c_ref);
  return 0;
}
