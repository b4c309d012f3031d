/* Matrix multiply C = A * B in float on C99 VLA parameters, the
   sizes as parameters: the result matches a host reference.  */
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

/* C (NI x NJ) = A (NI x NK) * B (NK x NJ).  */

void
matmul (int ni, int nj, int nk, real a[ni][nk], real b[nk][nj],
	real c[ni][nj])
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      {
	c[i][j] = 0;
	for (int k = 0; k < nk; k++)
	  c[i][j] += a[i][k] * b[k][j];
      }
}

static void
matmul_ref (int ni, int nj, int nk, real a[ni][nk], real b[nk][nj],
	    real c[ni][nj])
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      {
	c[i][j] = 0;
	for (int k = 0; k < nk; k++)
	  c[i][j] += host (a[i][k]) * b[k][j];
      }
}

int
main (void)
{
  int ni = host_int (64), nj = host_int (48), nk = host_int (56);
  real (*a)[nk] = malloc (sizeof (real) * ni * nk);
  real (*b)[nj] = malloc (sizeof (real) * nk * nj);
  real (*c)[nj] = malloc (sizeof (real) * ni * nj);
  real (*c_ref)[nj] = malloc (sizeof (real) * ni * nj);

  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      a[i][k] = host ((real) ((3 * i + 5 * k) % 11) / 11 + 0.5f);
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      b[k][j] = host ((real) ((k + 7 * j) % 19) / 19 - 0.25f);

  matmul (ni, nj, nk, a, b, c);
  matmul_ref (ni, nj, nk, a, b, c_ref);
  check (&c[0][0], &c_ref[0][0], (long) ni * nj);

  free (a);
  free (b);
  free (c);
  free (c_ref);
  return 0;
}
