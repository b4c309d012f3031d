/* A convergence loop whose exit combines the error of a step, a max
   reduction, with the count in the loop's own condition ("while (err >
   tol && it < maxit)"), and one whose counter is used after the loop
   ("return it" after "if (err < tol) break;", the error computed by a
   nest of its own between two others): both time loops run as one
   region, the host loop folding the error's partials after each step
   (gpugen-reduce-exit.cc with gpugen-hostexit.cc's two shapes).  Every
   element, and the steps taken, must be those of the host reference
   (gpugen_off), for tolerances met after the first step, mid-way and
   never, with no interior row (n = 2), one (n = 3) and many.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-prune-output "loop nest offloaded to the GPU: 1 kernel" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 40
double a[N][N], b[N][N];

static void
init (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = (i == 0 || j == 0) ? 1.0 + (i + j) % 3 : 0.0;
	b[i][j] = 0;
      }
}

#define COMB(NAME, ATTR)						\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol)					\
  {									\
    int it = 0;								\
    double err = 1e30;							\
    while (err > tol && it < maxit)					\
      {									\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]); \
	err = 0;							\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    {								\
	      double d = fabs (b[i][j] - a[i][j]);			\
	      if (d > err)						\
		err = d;						\
	      a[i][j] = b[i][j];					\
	    }								\
	it++;								\
      }									\
    return it;								\
  }

#define JAC(NAME, ATTR)							\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol)					\
  {									\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	double err = 0.0;						\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]); \
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    {								\
	      double d = fabs (b[i][j] - a[i][j]);			\
	      if (d > err)						\
		err = d;						\
	    }								\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    a[i][j] = b[i][j];						\
	if (err < tol)							\
	  break;							\
      }									\
    return it;								\
  }

COMB (comb, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
COMB (comb_ref, __attribute__ ((gpugen_off)))
JAC (jac, ) /* { dg-optimized "loop nest offloaded to the GPU: 3 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
JAC (jac_ref, __attribute__ ((gpugen_off)))

static double a1[N][N], b1[N][N];

static void
check (int (*f) (int, int, double), int (*ref) (int, int, double),
       int n, int maxit, double tol)
{
  init ();
  int it1 = ref (n, maxit, tol);
  memcpy (a1, a, sizeof a);
  memcpy (b1, b, sizeof b);
  init ();
  int it2 = f (n, maxit, tol);
  if (it1 != it2 || memcmp (a1, a, sizeof a) != 0
      || memcmp (b1, b, sizeof b) != 0)
    abort ();
}

int
main (void)
{
  static const double tols[] = { 0.5, 0.05, 1e-3, 0.0 };
  static const int ns[] = { 40, 3, 2, 17 };
  for (int k = 0; k < 4; k++)
    for (int m = 0; m < 4; m++)
      {
	check (comb, comb_ref, ns[m], 300, tols[k]);
	check (jac, jac_ref, ns[m], 300, tols[k]);
      }
  check (comb, comb_ref, 40, 0, 0.1);
  check (jac, jac_ref, 40, 0, 0.1);
  return 0;
}
