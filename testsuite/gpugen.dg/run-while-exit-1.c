/* Convergence loops with no count (issues 13 and 16): "while (err >
   tol)", the same with the steps counted by the program ("it++", the
   count returned), "for (it = 0;; it++) { ...; if (err < tol) break; }"
   and "do ... while (err > tol)" each run as one region: a step counter
   of gpugen's own gives the model a count (gpugen-stepcount.cc), the
   host loop folds the error's partials after each step and leaves where
   the program does.  Every element, and the steps the program counts,
   must be those of the host reference (gpugen_off), for tolerances met
   after the first step and mid-way, for n = 2 (no interior), 3, 17 and
   40, and for an error that starts below the tolerance (no step).  */
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

#define SWEEP(n)							\
  for (int i = 1; i < n - 1; i++)					\
    for (int j = 1; j < n - 1; j++)					\
      b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);

#define ERR(n, err)							\
  for (int i = 1; i < n - 1; i++)					\
    for (int j = 1; j < n - 1; j++)					\
      {									\
	double d = fabs (b[i][j] - a[i][j]);				\
	err = err > d ? err : d;					\
	a[i][j] = b[i][j];						\
      }

#define WHILE(NAME, ATTR)						\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, double err0, double tol)					\
  {									\
    double err = err0;							\
    while (err > tol)							\
      {									\
	SWEEP (n)							\
	err = 0;							\
	ERR (n, err)							\
      }									\
    return 0;								\
  }

#define COUNT(NAME, ATTR)						\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, double err0, double tol)					\
  {									\
    double err = err0;							\
    int it = 0;								\
    while (err > tol)							\
      {									\
	SWEEP (n)							\
	err = 0;							\
	ERR (n, err)							\
	it++;								\
      }									\
    return it;								\
  }

#define BREAK(NAME, ATTR)						\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, double err0, double tol)					\
  {									\
    int it;								\
    for (it = 0;; it++)							\
      {									\
	double err = 0;					\
	SWEEP (n)							\
	ERR (n, err)							\
	if (err < tol)							\
	  break;							\
      }									\
    return it;								\
  }

#define DO(NAME, ATTR)							\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, double err0, double tol)					\
  {									\
    double err;								\
    do									\
      {									\
	SWEEP (n)							\
	err = 0;						\
	ERR (n, err)							\
      }									\
    while (err > tol);							\
    return 0;								\
  }

WHILE (w, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
WHILE (w_ref, __attribute__ ((gpugen_off)))
COUNT (c, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
COUNT (c_ref, __attribute__ ((gpugen_off)))
BREAK (brk, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
BREAK (brk_ref, __attribute__ ((gpugen_off)))
DO (d, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
DO (d_ref, __attribute__ ((gpugen_off)))

static double a1[N][N], b1[N][N];

static void
check (int (*f) (int, double, double), int (*ref) (int, double, double),
       int n, double err0, double tol)
{
  init ();
  int it1 = ref (n, err0, tol);
  memcpy (a1, a, sizeof a);
  memcpy (b1, b, sizeof b);
  init ();
  int it2 = f (n, err0, tol);
  if (it1 != it2 || memcmp (a1, a, sizeof a) != 0
      || memcmp (b1, b, sizeof b) != 0)
    abort ();
}

int
main (void)
{
  static const double tols[] = { 10.0, 0.05, 1e-3 };
  static const int ns[] = { 40, 3, 2, 17 };
  for (int k = 0; k < 3; k++)
    for (int m = 0; m < 4; m++)
      {
	check (w, w_ref, ns[m], 1e30, tols[k]);
	check (c, c_ref, ns[m], 1e30, tols[k]);
	check (brk, brk_ref, ns[m], 1e30, tols[k]);
	check (d, d_ref, ns[m], 1e30, tols[k]);
      }
  /* The error starts below the tolerance: "while" makes no step.  */
  check (w, w_ref, 40, 0.01, 0.5);
  check (c, c_ref, 40, 0.01, 0.5);
  return 0;
}
