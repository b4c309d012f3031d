/* Matrix multiply C = A * B in double on static (file-scope) arrays,
   over the leading n x n block, n a parameter below the declared
   size: the result matches a host reference.  */
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

#define N 72

static real A[N][N], B[N][N], C[N][N], C_ref[N][N];

/* C = A * B over the leading N x N block.  */

void
matmul (int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	real s = 0;
	for (int k = 0; k < n; k++)
	  s += A[i][k] * B[k][j];
	C[i][j] = s;
      }
}

static void
matmul_ref (int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	real s = 0;
	for (int k = 0; k < n; k++)
	  s += host (A[i][k]) * B[k][j];
	C_ref[i][j] = s;
      }
}

int
main (void)
{
  int n = host_int (N - 5);

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = host ((real) ((2 * i + 9 * j) % 23) / 23 - 0.5);
	B[i][j] = host ((real) ((i * j + 4) % 7) / 7 + 0.25);
      }

  matmul (n);
  matmul_ref (n);
  check (&C[0][0], &C_ref[0][0], (long) N * N);
  return 0;
}
