/* syrk, the lower triangle of C = alpha * A * A^T + beta * C, in
   double on malloc'd, linearized matrices passed as plain pointers (a
   triangular loop nest): C, upper triangle untouched, matches a host
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

/* For the N x M row-major matrix A and the N x N row-major matrix C:
   C[i][j] = ALPHA * (A * A^T)[i][j] + BETA * C[i][j] for j <= i.  */

void
syrk (int n, int m, real alpha, real beta, const real *a, real *c)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      {
	real s = 0;
	for (int k = 0; k < m; k++)
	  s += a[i * m + k] * a[j * m + k];
	c[i * n + j] = alpha * s + beta * c[i * n + j];
      }
}

static void
syrk_ref (int n, int m, real alpha, real beta, const real *a, real *c)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      {
	real s = 0;
	for (int k = 0; k < m; k++)
	  s += host (a[i * m + k]) * a[j * m + k];
	c[i * n + j] = alpha * s + beta * c[i * n + j];
      }
}

int
main (void)
{
  int n = host_int (70), m = host_int (50);
  real alpha = host (1.5), beta = host (1.25);
  real *a = malloc (sizeof (real) * n * m);
  real *c = malloc (sizeof (real) * n * n);
  real *c_ref = malloc (sizeof (real) * n * n);

  for (int i = 0; i < n * m; i++)
    a[i] = host ((real) ((7 * i + 3) % 47) / 47 - 0.25);
  for (int i = 0; i < n * n; i++)
    c[i] = c_ref[i] = host ((real) ((11 * i) % 53) / 53);

  syrk (n, m, alpha, beta, a, c);
  syrk_ref (n, m, alpha, beta, a, c_ref);
  check (c, c_ref, (long) n * n);

  free (a);
  free (c);
  free (c_ref);
  return 0;
}
