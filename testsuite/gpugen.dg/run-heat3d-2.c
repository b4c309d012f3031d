/* heat-3d, a 7-point heat-equation stencil in a time loop, in float
   on malloc'd grids linearized in three dimensions (a[(i * n + j) * n
   + k]) and passed as plain pointers: the grids match a host
   reference.  */
/* { dg-do run } */

#include <math.h>
#include <stdlib.h>

/* The comparison with the host reference: relative to the largest
   magnitude of the reference, since the GPU may contract a * b + c
   into a fused multiply-add and so round differently.  */
#define TOL 1e-5

typedef float real;

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

#define AT(x, i, j, k) x[((i) * n + (j)) * n + (k)]

/* Advance the N x N x N grids A and B TSTEPS times each way: B from A,
   then A from B; the boundary is fixed.  */

void
heat_3d (int tsteps, int n, real *a, real *b)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    AT (b, i, j, k) = (0.125f * (AT (a, i + 1, j, k)
					 - 2 * AT (a, i, j, k)
					 + AT (a, i - 1, j, k))
			       + 0.125f * (AT (a, i, j + 1, k)
					   - 2 * AT (a, i, j, k)
					   + AT (a, i, j - 1, k))
			       + 0.125f * (AT (a, i, j, k + 1)
					   - 2 * AT (a, i, j, k)
					   + AT (a, i, j, k - 1))
			       + AT (a, i, j, k));
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    AT (a, i, j, k) = (0.125f * (AT (b, i + 1, j, k)
					 - 2 * AT (b, i, j, k)
					 + AT (b, i - 1, j, k))
			       + 0.125f * (AT (b, i, j + 1, k)
					   - 2 * AT (b, i, j, k)
					   + AT (b, i, j - 1, k))
			       + 0.125f * (AT (b, i, j, k + 1)
					   - 2 * AT (b, i, j, k)
					   + AT (b, i, j, k - 1))
			       + AT (b, i, j, k));
    }
}

static void
heat_3d_ref (int tsteps, int n, real *a, real *b)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    AT (b, i, j, k) = (0.125f * (AT (a, i + 1, j, k)
					 - 2 * host (AT (a, i, j, k))
					 + AT (a, i - 1, j, k))
			       + 0.125f * (AT (a, i, j + 1, k)
					   - 2 * AT (a, i, j, k)
					   + AT (a, i, j - 1, k))
			       + 0.125f * (AT (a, i, j, k + 1)
					   - 2 * AT (a, i, j, k)
					   + AT (a, i, j, k - 1))
			       + AT (a, i, j, k));
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    AT (a, i, j, k) = (0.125f * (AT (b, i + 1, j, k)
					 - 2 * host (AT (b, i, j, k))
					 + AT (b, i - 1, j, k))
			       + 0.125f * (AT (b, i, j + 1, k)
					   - 2 * AT (b, i, j, k)
					   + AT (b, i, j - 1, k))
			       + 0.125f * (AT (b, i, j, k + 1)
					   - 2 * AT (b, i, j, k)
					   + AT (b, i, j, k - 1))
			       + AT (b, i, j, k));
    }
}

int
main (void)
{
  int n = host_int (20), tsteps = host_int (6);
  long count = (long) n * n * n;
  real *a = malloc (sizeof (real) * count);
  real *b = malloc (sizeof (real) * count);
  real *a_ref = malloc (sizeof (real) * count);
  real *b_ref = malloc (sizeof (real) * count);

  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	AT (a, i, j, k) = AT (b, i, j, k) = AT (a_ref, i, j, k)
	  = AT (b_ref, i, j, k)
	  = host ((real) ((2 * i + j + 3 * k) % 13) / 13 + 0.5f);

  heat_3d (tsteps, n, a, b);
  heat_3d_ref (tsteps, n, a_ref, b_ref);
  check (a, a_ref, count);
  check (b, b_ref, count);

  free (a);
  free (b);
  free (a_ref);
  free (b_ref);
  return 0;
}
