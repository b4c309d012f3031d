/* Maxima and minima folded with fmax and fmin over absolute values (the
   C convergence test "err = fmax (err, fabs (new - old))"): where the
   accumulator starts from a constant that is neither a NaN nor -0.0 and
   the element is an fabs, no value can be -0.0 or a NaN, so fmax is the
   select "d >= err ? d : err" bit for bit and gpugen-reduce.cc folds it
   from partials per row.  Each form is compared bit for bit with the
   program's own nest (gpugen_off) over data with NaNs, zeros of both
   signs and infinities: fmax (err, fabs (d)), fmax (fabs (d), err),
   fminf (fabsf (d), err) from HUGE_VALF, fmin from +inf, and a
   Jacobi time loop that leaves on the error (the time loop as one
   region, its error folded on the host between steps).  Not folded,
   and compared too: a start that may be a NaN or -0.0.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 37
#define M 29

static double __attribute__ ((noipa))
dmax (int n, int m, const double *restrict a, const double *restrict b)
{
  double e = 0.0;
  for (int i = 0; i < n; i++) /* { dg-optimized "reduction of 'e' over the loops at lines 29-30, partials per row" } */
    for (int j = 0; j < m; j++)
      e = fmax (e, fabs (a[i * m + j] - b[i * m + j]));
  return e;
}

static double __attribute__ ((noipa, gpugen_off))
dmax_r (int n, int m, const double *restrict a, const double *restrict b)
{
  double e = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      e = fmax (e, fabs (a[i * m + j] - b[i * m + j]));
  return e;
}

static double __attribute__ ((noipa))
dmax2 (int n, int m, const double *restrict a)
{
  double e = -INFINITY;
  for (int i = 0; i < n; i++) /* { dg-optimized "reduction of 'e'" } */
    for (int j = 0; j < m; j++)
      e = fmax (fabs (a[i * m + j]), e);
  return e;
}

static double __attribute__ ((noipa, gpugen_off))
dmax2_r (int n, int m, const double *restrict a)
{
  double e = -INFINITY;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      e = fmax (fabs (a[i * m + j]), e);
  return e;
}

static float __attribute__ ((noipa))
fmin1 (int n, int m, const float *restrict a)
{
  float e = HUGE_VALF;
  for (int i = 0; i < n; i++) /* { dg-optimized "reduction of 'e'" } */
    for (int j = 0; j < m; j++)
      e = fminf (fabsf (a[i * m + j]), e);
  return e;
}

static float __attribute__ ((noipa, gpugen_off))
fmin1_r (int n, int m, const float *restrict a)
{
  float e = HUGE_VALF;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      e = fminf (fabsf (a[i * m + j]), e);
  return e;
}

static double __attribute__ ((noipa))
dmin (int n, int m, const double *restrict a)
{
  double e = 1.5;
  for (int i = 0; i < n; i++) /* { dg-optimized "reduction of 'e'" } */
    for (int j = 0; j < m; j++)
      e = fmin (e, fabs (a[i * m + j]));
  return e;
}

static double __attribute__ ((noipa, gpugen_off))
dmin_r (int n, int m, const double *restrict a)
{
  double e = 1.5;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      e = fmin (e, fabs (a[i * m + j]));
  return e;
}

/* Not folded: the accumulator starts from a value that may be a NaN
   (fmax replaces it, a select would keep it) or -0.0.  */
static double __attribute__ ((noipa))
dstart (int n, int m, const double *restrict a, double e)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      e = fmax (e, fabs (a[i * m + j]));
  return e;
}

static double __attribute__ ((noipa, gpugen_off))
dstart_r (int n, int m, const double *restrict a, double e)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      e = fmax (e, fabs (a[i * m + j]));
  return e;
}

#define SOLVE(NAME, ATTR)						\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, double *restrict u, double *restrict v, int maxit,	\
	double tol, double *out)					\
  {									\
    int it;								\
    double err = 0.0;							\
    for (it = 0; it < maxit; it++)					\
      {									\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    v[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] \
				   + u[i * n + j - 1] + u[i * n + j + 1]); \
	err = 0.0;							\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    {								\
	      err = fmax (err, fabs (v[i * n + j] - u[i * n + j]));	\
	      u[i * n + j] = v[i * n + j];				\
	    }								\
	if (err < tol)							\
	  break;							\
      }									\
    *out = err;								\
    return it;								\
  }
SOLVE (solve, ) /* { dg-optimized "reduction of 'err'" } */
SOLVE (solve_r, __attribute__ ((gpugen_off)))

static int
same (double x, double y)
{
  return memcmp (&x, &y, sizeof x) == 0;
}

double a[N * M], b[N * M];
float af[N * M];

int __attribute__ ((gpugen_off))
main (void)
{
  for (int s = 0; s < 4; s++)
    {
      for (int k = 0; k < N * M; k++)
	{
	  double x = (double) ((k * 37 + s) % 101) - 50.0;
	  a[k] = (s == 1 && k % 7 == 3 ? NAN
		  : s == 2 ? (k % 2 ? -0.0 : 0.0)
		  : s == 3 && k == 100 ? -INFINITY : x / 8);
	  b[k] = s == 2 ? (k % 3 ? 0.0 : -0.0) : (double) (k % 5);
	  af[k] = (float) a[k];
	}
      for (int n = 0; n <= N; n += (n < 2 ? 1 : 7))
	{
	  if (!same (dmax (n, M, a, b), dmax_r (n, M, a, b))
	      || !same (dmax2 (n, M, a), dmax2_r (n, M, a))
	      || !same (dmin (n, M, a), dmin_r (n, M, a))
	      || !same (dstart (n, M, a, NAN), dstart_r (n, M, a, NAN))
	      || !same (dstart (n, M, a, -0.0), dstart_r (n, M, a, -0.0)))
	    abort ();
	  float x = fmin1 (n, M, af), y = fmin1_r (n, M, af);
	  if (memcmp (&x, &y, sizeof x))
	    abort ();
	}
    }
  for (int n = 4; n <= 40; n += 12)
    for (int maxit = 1; maxit <= 60; maxit += 29)
      {
	static double u1[40 * 40], v1[40 * 40], u2[40 * 40], v2[40 * 40];
	for (int k = 0; k < n * n; k++)
	  {
	    u1[k] = u2[k] = k < n ? 1.0 : (k % n == 0 ? -0.5 : 0.0);
	    v1[k] = v2[k] = u1[k];
	  }
	double e1, e2;
	int i1 = solve (n, u1, v1, maxit, 1e-3, &e1);
	int i2 = solve_r (n, u2, v2, maxit, 1e-3, &e2);
	if (i1 != i2 || !same (e1, e2)
	    || memcmp (u1, u2, sizeof (double) * n * n)
	    || memcmp (v1, v2, sizeof (double) * n * n))
	  abort ();
      }
  return 0;
}
