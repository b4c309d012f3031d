/* Issues 13 and 16: the one-dimensional Jacobi time loop whose error is
   kept through a pointer that is not restrict ("if (d > *errp) *errp =
   d;", "if (*errp < tol) break;"), over restrict arrays, so that GCC's
   store motion keeps *errp in a register across the time loop and
   stores it on each way out.  The error's nest is a single loop that
   writes b besides: one partial per iteration (a row of one element),
   and the time loop is one region whose host loop folds the partials
   after each step.  Every bit of *errp, the steps and the arrays
   against the reference (gpugen_off), for loops that leave at once,
   mid-way, never, or run no step (maxit 0, and n 2 whose nests run no
   iteration: the error 0.0 then), and an error that holds a NaN
   element (never selected) or is the same for -0.0 and +0.0.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "region \[^\r\n\]*:47 \\(jacobi\\): 180 entries" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define JACOBI(NAME, ATTR)						\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, double *restrict a, double *restrict b, double *errp,	\
	double tol, int maxit)						\
  {									\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	*errp = 0.0;							\
	for (int i = 1; i < n - 1; i++)					\
	  {								\
	    b[i] = 0.5 * (a[i - 1] + a[i + 1]);				\
	    double d = fabs (b[i] - a[i]);				\
	    if (d > *errp)						\
	      *errp = d;						\
	  }								\
	for (int i = 1; i < n - 1; i++)					\
	  a[i] = b[i];							\
	if (*errp < tol)						\
	  break;							\
      }									\
    return it;								\
  }

JACOBI (jacobi, ) /* { dg-optimized "loop nest offloaded to the GPU: \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of 'errp' over the loop nest at line 47, partials per row" } */
JACOBI (jacobi_ref, __attribute__ ((gpugen_off)))

#define M 300
static double a1[M], b1[M], a2[M], b2[M];

static void __attribute__ ((gpugen_off))
init (int n, int kind)
{
  for (int i = 0; i < M; i++)
    {
      a1[i] = a2[i] = (i * 37 % 101) / 7.0;
      b1[i] = b2[i] = -1.0;
    }
  a1[0] = a2[0] = 1.0;
  if (n > 0)
    a1[n - 1] = a2[n - 1] = 3.0;
  if (kind == 1 && n > 10)
    a1[5] = a2[5] = NAN;
  if (kind == 2)
    for (int i = 0; i < M; i++)
      a1[i] = a2[i] = (i % 2) ? -0.0 : 0.0;
}

int __attribute__ ((gpugen_off))
main (void)
{
  static const int ns[] = { 2, 3, 17, 100, 290 };
  static const double tols[] = { 100.0, 1.5, 0.2, 0.0 };
  static const int maxits[] = { 0, 1, 40, 500 };
  for (int x = 0; x < 5; x++)
    for (int t = 0; t < 4; t++)
      for (int m = 0; m < 4; m++)
	for (int kind = 0; kind < 3; kind++)
	  {
	    int n = ns[x];
	    init (n, kind);
	    double e1 = 42.0, e2 = 42.0;
	    int r1 = jacobi (n, a1, b1, &e1, tols[t], maxits[m]);
	    int r2 = jacobi_ref (n, a2, b2, &e2, tols[t], maxits[m]);
	    if (r1 != r2 || memcmp (&e1, &e2, sizeof e1)
		|| memcmp (a1, a2, sizeof a1) || memcmp (b1, b2, sizeof b1))
	      abort ();
	  }
  return 0;
}
