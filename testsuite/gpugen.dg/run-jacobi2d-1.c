/* jacobi-2d, a 5-point averaging stencil in a time loop, in double on
   malloc'd, linearized grids passed as plain pointers, the number of
   steps and the size as parameters: the grids match a host
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

/* Relax the N x N row-major grids A and B TSTEPS times each way: B
   from A, then A from B; the border is fixed.  */

void
jacobi_2d (int tsteps, int n, real *a, real *b)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i * n + j] = 0.2 * (a[i * n + j] + a[(i - 1) * n + j]
				+ a[(i + 1) * n + j] + a[i * n + j - 1]
				+ a[i * n + j + 1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i * n + j] = 0.2 * (b[i * n + j] + b[(i - 1) * n + j]
				+ b[(i + 1) * n + j] + b[i * n + j - 1]
				+ b[i * n + j + 1]);
    }
}

static void
jacobi_2d_ref (int tsteps, int n, real *a, real *b)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i * n + j] = 0.2 * (host (a[i * n + j]) + a[(i - 1) * n + j]
				+ a[(i + 1) * n + j] + a[i * n + j - 1]
				+ a[i * n + j + 1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i * n + j] = 0.2 * (host (b[i * n + j]) + b[(i - 1) * n + j]
				+ b[(i + 1) * n + j] + b[i * n + j - 1]
				+ b[i * n + j + 1]);
    }
}

int
main (void)
{
  int n = host_int (90), tsteps = host_int (8);
  real *a = malloc (sizeof (real) * n * n);
  real *b = malloc (sizeof (real) * n * n);
  real *a_ref = malloc (sizeof (real) * n * n);
  real *b_ref = malloc (sizeof (real) * n * n);

  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	real v = host ((real) ((5 * i + 2 * j + (i * j) % 7) % 29) / 29);
	a[i * n + j] = b[i * n + j] = a_ref[i * n + j] = b_ref[i * n + j] = v;
      }

  jacobi_2d (tsteps, n, a, b);
  jacobi_2d_ref (tsteps, n, a_ref, b_ref);
  check (a, a_ref, (long) n * n);
  check (b, b_ref, (long) n * n);

  free (a);
  free (b);
  free (a_ref);
  free (b_ref);
  return 0;
}
