/* jacobi-1d, a 3-point averaging stencil in a time loop, in double on
   malloc'd vectors passed as plain pointers, the number of steps and
   the length as parameters: the grids match a host reference.  */
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

/* Relax the N-vectors A and B TSTEPS times each way: B from A, then A
   from B; the end points are fixed.  */

void
jacobi_1d (int tsteps, int n, real *a, real *b)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
      for (int i = 1; i < n - 1; i++)
	a[i] = (b[i - 1] + b[i] + b[i + 1]) / 3;
    }
}

static void
jacobi_1d_ref (int tsteps, int n, real *a, real *b)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	b[i] = (host (a[i - 1]) + a[i] + a[i + 1]) / 3;
      for (int i = 1; i < n - 1; i++)
	a[i] = (host (b[i - 1]) + b[i] + b[i + 1]) / 3;
    }
}

int
main (void)
{
  int n = host_int (130), tsteps = host_int (10);
  real *a = malloc (sizeof (real) * n);
  real *b = malloc (sizeof (real) * n);
  real *a_ref = malloc (sizeof (real) * n);
  real *b_ref = malloc (sizeof (real) * n);

  for (int i = 0; i < n; i++)
    {
      a[i] = a_ref[i] = host ((real) ((7 * i) % 19) / 19);
      b[i] = b_ref[i] = a[i];
    }

  jacobi_1d (tsteps, n, a, b);
  jacobi_1d_ref (tsteps, n, a_ref, b_ref);
  check (a, a_ref, n);
  check (b, b_ref, n);

  free (a);
  free (b);
  free (a_ref);
  free (b_ref);
  return 0;
}
