/* gemm, C = alpha * A * B + beta * C, in double on malloc'd,
   linearized matrices, called with an inner dimension of 0: the
   reduction loop runs zero times and C becomes beta * C, as on the
   host.  */
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

/* C (NI x NJ) = ALPHA * A (NI x NK) * B (NK x NJ) + BETA * C.  */

void
gemm (int ni, int nj, int nk, real alpha, real beta, const real *a,
      const real *b, real *c)
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      {
	c[i * nj + j] *= beta;
	for (int k = 0; k < nk; k++)
	  c[i * nj + j] += alpha * a[i * nk + k] * b[k * nj + j];
      }
}

int
main (void)
{
  int ni = host_int (50), nj = host_int (40), nk = host_int (0);
  real alpha = host (2), beta = host (-1.5);
  /* A and B have no elements; give them one each all the same.  */
  real *a = malloc (sizeof (real));
  real *b = malloc (sizeof (real));
  real *c = malloc (sizeof (real) * ni * nj);
  real *c_ref = malloc (sizeof (real) * ni * nj);

  a[0] = b[0] = host (1);
  for (int i = 0; i < ni * nj; i++)
    {
      c[i] = host ((real) ((3 * i) % 19) / 19 + 0.5);
      c_ref[i] = host (beta * c[i]);
    }

  gemm (ni, nj, nk, alpha, beta, a, b, c);
  check (c, c_ref, (long) ni * nj);

  free (a);
  free (b);
  free (c);
  free (c_ref);
  return 0;
}
