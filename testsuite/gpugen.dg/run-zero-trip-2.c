/* jacobi-2d in double on malloc'd, linearized grids, called with
   sizes that make its loops run zero times (no time step; a 2 x 2
   grid without interior points): the grids are left exactly as they
   were.  Whether an empty launch counts as a launch is not this test's
   business, so it states no expectation about offloading.  */
/* { dg-do run } */
/* { dg-gpugen-expect any } */

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

/* Run jacobi_2d (TSTEPS, N, ...) on fresh N x N grids; abort unless it
   leaves them unchanged.  */

static void
run_unchanged (int tsteps, int n)
{
  real *a = malloc (sizeof (real) * n * n);
  real *b = malloc (sizeof (real) * n * n);
  real *a0 = malloc (sizeof (real) * n * n);
  real *b0 = malloc (sizeof (real) * n * n);

  for (int i = 0; i < n * n; i++)
    {
      a[i] = a0[i] = host ((real) ((5 * i) % 23) / 23);
      b[i] = b0[i] = host ((real) ((7 * i) % 29) / 29 + 1);
    }
  jacobi_2d (tsteps, n, a, b);
  check (a, a0, (long) n * n);
  check (b, b0, (long) n * n);
  free (a);
  free (b);
  free (a0);
  free (b0);
}

int
main (void)
{
  run_unchanged (host_int (0), host_int (60));
  run_unchanged (host_int (5), host_int (2));
  return 0;
}
