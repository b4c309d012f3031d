/* Two matrix products D = alpha * A * B * C + beta * D in double on
   malloc'd, linearized matrices, with the scalars alpha and beta as
   parameters and an intermediate TMP = alpha * A * B: the result
   matches a host reference.  */
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

/* TMP (NI x NJ) = ALPHA * A (NI x NK) * B (NK x NJ), then
   D (NI x NL) = BETA * D + TMP * C (NJ x NL); row-major.  */

void
mm2 (int ni, int nj, int nk, int nl, real alpha, real beta,
     const real *a, const real *b, const real *c, real *tmp, real *d)
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      {
	real s = 0;
	for (int k = 0; k < nk; k++)
	  s += alpha * a[i * nk + k] * b[k * nj + j];
	tmp[i * nj + j] = s;
      }
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++)
      {
	real s = beta * d[i * nl + l];
	for (int j = 0; j < nj; j++)
	  s += tmp[i * nj + j] * c[j * nl + l];
	d[i * nl + l] = s;
      }
}

static void
mm2_ref (int ni, int nj, int nk, int nl, real alpha, real beta,
	 const real *a, const real *b, const real *c, real *tmp, real *d)
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      {
	real s = 0;
	for (int k = 0; k < nk; k++)
	  s += alpha * host (a[i * nk + k]) * b[k * nj + j];
	tmp[i * nj + j] = s;
      }
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++)
      {
	real s = beta * d[i * nl + l];
	for (int j = 0; j < nj; j++)
	  s += host (tmp[i * nj + j]) * c[j * nl + l];
	d[i * nl + l] = s;
      }
}

int
main (void)
{
  int ni = host_int (40), nj = host_int (45), nk = host_int (50);
  int nl = host_int (55);
  real alpha = host (1.5), beta = host (-0.75);
  real *a = malloc (sizeof (real) * ni * nk);
  real *b = malloc (sizeof (real) * nk * nj);
  real *c = malloc (sizeof (real) * nj * nl);
  real *tmp = malloc (sizeof (real) * ni * nj);
  real *d = malloc (sizeof (real) * ni * nl);
  real *tmp_ref = malloc (sizeof (real) * ni * nj);
  real *d_ref = malloc (sizeof (real) * ni * nl);

  for (int i = 0; i < ni * nk; i++)
    a[i] = host ((real) (i % 29) / 29 + 0.5);
  for (int i = 0; i < nk * nj; i++)
    b[i] = host ((real) ((3 * i) % 31) / 31 - 0.5);
  for (int i = 0; i < nj * nl; i++)
    c[i] = host ((real) ((7 * i) % 37) / 37 + 0.125);
  for (int i = 0; i < ni * nl; i++)
    d[i] = d_ref[i] = host ((real) ((5 * i) % 41) / 41);

  mm2 (ni, nj, nk, nl, alpha, beta, a, b, c, tmp, d);
  mm2_ref (ni, nj, nk, nl, alpha, beta, a, b, c, tmp_ref, d_ref);
  check (tmp, tmp_ref, (long) ni * nj);
  check (d, d_ref, (long) ni * nl);

  free (a);
  free (b);
  free (c);
  free (tmp);
  free (d);
  free (tmp_ref);
  free (d_ref);
  return 0;
}
