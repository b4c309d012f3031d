/* A convergence loop whose error, a reduction that its exit test reads,
   is stored to memory in every step ("*errp = err;" before the test,
   issues 13 and 16): GCC's store motion sinks the store of a restrict
   pointer, or of a global variable, onto each way out of the loop, and
   the region of the time loop makes it once after the loop, of the fold
   of the last step tested, not at all where no step ran
   (gpugen-reduce-exit.cc, gpugen_reduce_exit_stores).  A maximum through
   "double *restrict", the same into a global with the steps returned,
   and an integer sum through "int *restrict"; every element, every step
   count and the bits left in memory must be the host reference's
   (gpugen_off), for loops that leave after their first step, mid-way,
   never (maxit reached), that make no step (maxit 0 or negative: the
   memory keeps the caller's bits), with no interior (n = 2) and with
   one row (n = 3).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-prune-output "loop nest offloaded to the GPU: 1 kernel" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 40
double a[N][N], b[N][N];
double gerr;

static void __attribute__ ((gpugen_off))
init (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = (i == 0 || j == 0) ? 1.0 + (i + 2 * j) % 3 : 0.0;
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

#define CNT(n, cnt, tol)						\
  for (int i = 1; i < n - 1; i++)					\
    for (int j = 1; j < n - 1; j++)					\
      {									\
	cnt += fabs (b[i][j] - a[i][j]) > tol;				\
	a[i][j] = b[i][j];						\
      }

/* The error stored through a restrict pointer in every step.  */
#define PTR(NAME, ATTR)							\
  static void __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol, double *restrict errp)		\
  {									\
    for (int it = 0; it < maxit; it++)					\
      {									\
	SWEEP (n)							\
	double err = 0;							\
	ERR (n, err)							\
	*errp = err;							\
	if (err < tol)							\
	  break;							\
      }									\
  }

/* The error a global variable, the steps returned.  */
#define GLB(NAME, ATTR)							\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol)					\
  {									\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	SWEEP (n)							\
	gerr = 0;							\
	ERR (n, gerr)							\
	if (gerr < tol)							\
	  break;							\
      }									\
    return it;								\
  }

/* An integer sum, stored in every step: the elements that moved by more
   than TOL in the last step, the loop leaving where fewer than LIM
   did.  */
#define SUM(NAME, ATTR)							\
  static void __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol, int lim, int *restrict cntp)	\
  {									\
    for (int it = 0; it < maxit; it++)					\
      {									\
	SWEEP (n)							\
	int cnt = 0;							\
	CNT (n, cnt, tol)						\
	*cntp = cnt;							\
	if (cnt < lim)							\
	  break;							\
      }									\
  }

PTR (ptr, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
PTR (ptr_ref, __attribute__ ((gpugen_off)))
GLB (glb, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of a scalar" } */
GLB (glb_ref, __attribute__ ((gpugen_off)))
SUM (sum, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .cnt." } */
SUM (sum_ref, __attribute__ ((gpugen_off)))

static double a1[N][N], b1[N][N];

static void
save (void)
{
  memcpy (a1, a, sizeof a);
  memcpy (b1, b, sizeof b);
}

static void
same (void)
{
  if (memcmp (a1, a, sizeof a) != 0 || memcmp (b1, b, sizeof b) != 0)
    abort ();
}

static void
check (int n, int maxit, double tol)
{
  /* The caller's bits, which a call that makes no step leaves.  */
  double e1 = -3.25, e2 = -3.25;
  init ();
  ptr_ref (n, maxit, tol, &e1);
  save ();
  init ();
  ptr (n, maxit, tol, &e2);
  same ();
  if (memcmp (&e1, &e2, sizeof e1) != 0)
    abort ();

  gerr = 0.125;
  init ();
  int it1 = glb_ref (n, maxit, tol);
  e1 = gerr;
  save ();
  gerr = 0.125;
  init ();
  int it2 = glb (n, maxit, tol);
  same ();
  if (it1 != it2 || memcmp (&e1, &gerr, sizeof e1) != 0)
    abort ();
}

static void
check_sum (int n, int maxit, double tol, int lim)
{
  int c1 = -7, c2 = -7;
  init ();
  sum_ref (n, maxit, tol, lim, &c1);
  save ();
  init ();
  sum (n, maxit, tol, lim, &c2);
  same ();
  if (c1 != c2)
    abort ();
}

int
main (void)
{
  /* After the first step, mid-way, never (maxit reached), and no
     interior where the error is 0 (a tolerance of 0 never met).  */
  static const double tols[] = { 10.0, 0.05, 1e-3, 1e-9, 0.0 };
  static const int ns[] = { 40, 3, 2, 17 };
  static const int maxits[] = { 1, 5, 30, 0, -2 };
  for (int k = 0; k < 5; k++)
    for (int m = 0; m < 4; m++)
      for (int x = 0; x < 5; x++)
	check (ns[m], maxits[x], tols[k]);
  static const int lims[] = { 1000000, 200, 20, 1, 0 };
  for (int k = 0; k < 5; k++)
    for (int m = 0; m < 4; m++)
      for (int x = 0; x < 5; x++)
	{
	  check_sum (ns[m], maxits[x], 1e-3, lims[k]);
	  check_sum (ns[m], maxits[x], tols[k], 50);
	}
  return 0;
}
