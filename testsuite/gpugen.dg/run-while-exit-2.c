/* Time loops with no count whose test reads an element ("while
   (a[c][c] < tol)", the steps counted by the program and returned; the
   same written "for (;;) { ...; if (a[c][c] >= tol) break; }"), run as
   one region with a step counter of gpugen's own (gpugen-stepcount.cc);
   at -O3 (run-while-exit-3.c) PRE keeps the element in a register
   across the loop and the test loads it again.  A convergence loop that
   returns its error ("return err") is one region too, the error it
   returns the fold of the last step tested (gpugen-reduce-exit.cc), and
   one that leaves a value neither from before it nor affine in its
   counter ("x = x * 2 + 1") is given up after the model: the counter
   goes, and the body's nests are offloaded once per step.  Every
   element and the values returned must be those
   of the host reference (gpugen_off), for thresholds met after the
   first step, mid-way, and before the loop (no step), for n = 2, 3, 17
   and 40.  */
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
      b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);	\
  for (int i = 1; i < n - 1; i++)					\
    for (int j = 1; j < n - 1; j++)					\
      a[i][j] = b[i][j];

#define ELEM(NAME, ATTR)						\
  static double __attribute__ ((noipa)) ATTR				\
  NAME (int n, int c, double tol)					\
  {									\
    int it = 0;								\
    while (a[c][c] < tol)						\
      {									\
	SWEEP (n)							\
	it++;								\
      }									\
    return it;								\
  }

#define FOREVER(NAME, ATTR)						\
  static double __attribute__ ((noipa)) ATTR				\
  NAME (int n, int c, double tol)					\
  {									\
    for (;;)								\
      {									\
	SWEEP (n)							\
	if (a[c][c] >= tol)						\
	  break;							\
      }									\
    return 0;								\
  }

#define RET(NAME, ATTR)							\
  static double __attribute__ ((noipa)) ATTR				\
  NAME (int n, int c, double tol)					\
  {									\
    double err = 1e30;							\
    while (err > tol)							\
      {									\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]); \
	err = 0;							\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    {								\
	      double d = fabs (b[i][j] - a[i][j]);			\
	      err = err > d ? err : d;					\
	      a[i][j] = b[i][j];					\
	    }								\
      }									\
    return err + c;							\
  }

#define DBL(NAME, ATTR)							\
  static double __attribute__ ((noipa)) ATTR				\
  NAME (int n, int c, double tol)					\
  {									\
    double err = 1e30, x = c;						\
    while (err > tol)							\
      {									\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]); \
	err = 0;							\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    {								\
	      double d = fabs (b[i][j] - a[i][j]);			\
	      err = err > d ? err : d;					\
	      a[i][j] = b[i][j];					\
	    }								\
	x = x * 2 + 1;							\
      }									\
    return x;								\
  }

ELEM (elem, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop" } */
ELEM (elem_ref, __attribute__ ((gpugen_off)))
FOREVER (forever, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop" } */
FOREVER (forever_ref, __attribute__ ((gpugen_off)))
RET (ret, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
RET (ret_ref, __attribute__ ((gpugen_off)))
DBL (dbl, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads; 1 loop" } */
DBL (dbl_ref, __attribute__ ((gpugen_off)))

static double a1[N][N], b1[N][N];

static void
check (double (*f) (int, int, double), double (*ref) (int, int, double),
       int n, int c, double tol)
{
  init ();
  double r1 = ref (n, c, tol);
  memcpy (a1, a, sizeof a);
  memcpy (b1, b, sizeof b);
  init ();
  double r2 = f (n, c, tol);
  if (memcmp (&r1, &r2, sizeof r1) != 0 || memcmp (a1, a, sizeof a) != 0
      || memcmp (b1, b, sizeof b) != 0)
    abort ();
}

int
main (void)
{
  static const int ns[] = { 40, 3, 2, 17 };
  for (int m = 0; m < 4; m++)
    {
      int n = ns[m], c = n > 2 ? 1 : 0;
      /* a[c][c] is 0 before the loop where n > 2 (1 or more where n is 2:
	 no step), 0.5 after the first step.  */
      check (elem, elem_ref, n, c, 0.25);
      check (elem, elem_ref, n, c, 0.9);
      check (elem, elem_ref, n, c, -1.0);
      check (forever, forever_ref, n, c, 0.25);
      check (forever, forever_ref, n, c, 0.9);
      check (ret, ret_ref, n, c, 0.05);
      check (ret, ret_ref, n, c, 1e-3);
      check (dbl, dbl_ref, n, c, 0.05);
    }
  check (elem, elem_ref, 40, 20, 0.01);
  check (forever, forever_ref, 17, 8, 0.01);
  return 0;
}
