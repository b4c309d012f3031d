/* jacobi-2d, a 5-point averaging stencil in a time loop, in float on
   static (file-scope) grids of constant size, the number of steps a
   parameter: the grids match a host reference.  */
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

#define N 100

static real A[N][N], B[N][N], A_ref[N][N], B_ref[N][N];

/* Relax A and B TSTEPS times each way: B from A, then A from B; the
   border is fixed.  */

void
jacobi_2d (int tsteps)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  B[i][j] = 0.2f * (A[i][j] + A[i - 1][j] + A[i + 1][j]
			    + A[i][j - 1] + A[i][j + 1]);
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  A[i][j] = 0.2f * (B[i][j] + B[i - 1][j] + B[i + 1][j]
			    + B[i][j - 1] + B[i][j + 1]);
    }
}

static void
jacobi_2d_ref (int tsteps)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  B_ref[i][j] = 0.2f * (host (A_ref[i][j]) + A_ref[i - 1][j]
				+ A_ref[i + 1][j] + A_ref[i][j - 1]
				+ A_ref[i][j + 1]);
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  A_ref[i][j] = 0.2f * (host (B_ref[i][j]) + B_ref[i - 1][j]
				+ B_ref[i + 1][j] + B_ref[i][j - 1]
				+ B_ref[i][j + 1]);
    }
}

int
main (void)
{
  int tsteps = host_int (6);

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = B[i][j] = A_ref[i][j] = B_ref[i][j]
	= host ((real) ((3 * i + 11 * j) % 17) / 17);

  jacobi_2d (tsteps);
  jacobi_2d_ref (tsteps);
  check (&A[0][0], &A_ref[0][0], (long) N * N);
  check (&B[0][0], &B_ref[0][0], (long) N * N);
  return 0;
}
