/* Linearized arrays whose row sizes are computed in the function from
   another size (m = n - n / 8, as a program sizes its work arrays): the
   offset i * m + j reaches the delinearizer as i * n + i * (-(n / 8)) +
   j, whose stride is a sum of parameters; it is recognised as the value
   m, which becomes the row size (with the equality of m and its value
   among the run-time assumptions).  The same with two computed sizes in
   a three-dimensional array in size_t arithmetic,
   a[((size_t) r * nq + q) * np + p], as doitgen indexes it: the
   kernels match a host reference.  */
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

/* B[i][j] = A[i][j] * 2 + i over N x M with M = N - N / 8, and
   C[r][q][p] = C[r][q][p] + r - q + p over N x NQ x NP with
   NQ = N - N / 8, NP = N - N / 4, all row-major and linearized.  */

void __attribute__ ((noipa))
scale (int n, const real *a, real *b)
{
  int m = n - n / 8;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[i * m + j] = a[i * m + j] * 2 + i;
}

void __attribute__ ((noipa))
shift3 (int n, real *c)
{
  int nq = n - n / 8, np = n - n / 4;
  for (int r = 0; r < n; r++)
    for (int q = 0; q < nq; q++)
      for (int p = 0; p < np; p++)
	c[((size_t) r * nq + q) * np + p] += r - q + p;
}

int
main (void)
{
  int n = host_int (45);
  int m = n - n / 8, nq = n - n / 8, np = n - n / 4;
  long count = (long) n * m, count3 = (long) n * nq * np;
  real *a = malloc (sizeof (real) * count);
  real *b = malloc (sizeof (real) * count);
  real *b_ref = malloc (sizeof (real) * count);
  real *c = malloc (sizeof (real) * count3);
  real *c_ref = malloc (sizeof (real) * count3);

  for (long p = 0; p < count; p++)
    {
      a[p] = host ((real) ((5 * p) % 31) / 31);
      b[p] = b_ref[p] = host (-1);
    }
  for (long p = 0; p < count3; p++)
    c[p] = c_ref[p] = host ((real) ((3 * p) % 19) / 19);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b_ref[i * m + j] = host (a[i * m + j]) * 2 + i;
  for (int r = 0; r < n; r++)
    for (int q = 0; q < nq; q++)
      for (int p = 0; p < np; p++)
	c_ref[((size_t) r * nq + q) * np + p]
	  = host (c_ref[((size_t) r * nq + q) * np + p]) + r - q + p;

  scale (n, a, b);
  shift3 (n, c);
  check (b, b_ref, count);
  check (c, c_ref, count3);

  free (a);
  free (b);
  free (b_ref);
  free (c);
  free (c_ref);
  return 0;
}
