/* heat-3d, a 7-point heat-equation stencil in a time loop, in double
   on C99 VLA parameters (3-D), the size and the number of steps as
   parameters: the grids match a host reference.  */
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

/* Advance the N x N x N grids A and B TSTEPS times each way: B from A,
   then A from B; the boundary is fixed.  */

void
heat_3d (int tsteps, int n, real a[n][n][n], real b[n][n][n])
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    b[i][j][k] = (0.125 * (a[i + 1][j][k] - 2 * a[i][j][k]
				   + a[i - 1][j][k])
			  + 0.125 * (a[i][j + 1][k] - 2 * a[i][j][k]
				     + a[i][j - 1][k])
			  + 0.125 * (a[i][j][k + 1] - 2 * a[i][j][k]
				     + a[i][j][k - 1])
			  + a[i][j][k]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    a[i][j][k] = (0.125 * (b[i + 1][j][k] - 2 * b[i][j][k]
				   + b[i - 1][j][k])
			  + 0.125 * (b[i][j + 1][k] - 2 * b[i][j][k]
				     + b[i][j - 1][k])
			  + 0.125 * (b[i][j][k + 1] - 2 * b[i][j][k]
				     + b[i][j][k - 1])
			  + b[i][j][k]);
    }
}

static void
heat_3d_ref (int tsteps, int n, real a[n][n][n], real b[n][n][n])
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    b[i][j][k] = (0.125 * (a[i + 1][j][k] - 2 * host (a[i][j][k])
				   + a[i - 1][j][k])
			  + 0.125 * (a[i][j + 1][k] - 2 * a[i][j][k]
				     + a[i][j - 1][k])
			  + 0.125 * (a[i][j][k + 1] - 2 * a[i][j][k]
				     + a[i][j][k - 1])
			  + a[i][j][k]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    a[i][j][k] = (0.125 * (b[i + 1][j][k] - 2 * host (b[i][j][k])
				   + b[i - 1][j][k])
			  + 0.125 * (b[i][j + 1][k] - 2 * b[i][j][k]
				     + b[i][j - 1][k])
			  + 0.125 * (b[i][j][k + 1] - 2 * b[i][j][k]
				     + b[i][j][k - 1])
			  + b[i][j][k]);
    }
}

int
main (void)
{
  int n = host_int (24), tsteps = host_int (5);
  long count = (long) n * n * n;
  real (*a)[n][n] = malloc (sizeof (real) * count);
  real (*b)[n][n] = malloc (sizeof (real) * count);
  real (*a_ref)[n][n] = malloc (sizeof (real) * count);
  real (*b_ref)[n][n] = malloc (sizeof (real) * count);

  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	a[i][j][k] = b[i][j][k] = a_ref[i][j][k] = b_ref[i][j][k]
	  = host ((real) ((i + j + 2 * k) % 11) / 11 + 0.5);

  heat_3d (tsteps, n, a, b);
  heat_3d_ref (tsteps, n, a_ref, b_ref);
  check (&a[0][0][0], &a_ref[0][0][0], count);
  check (&b[0][0][0], &b_ref[0][0][0], count);

  free (a);
  free (b);
  free (a_ref);
  free (b_ref);
  return 0;
}
