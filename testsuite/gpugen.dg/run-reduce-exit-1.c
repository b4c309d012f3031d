/* A convergence loop whose error, a reduction that its exit test reads,
   is read after the loop too ("return err;", "*errp = err;", issue 16):
   the time loop runs as one region, and the value it leaves is the fold
   of the last step tested, kept by the host loop (gpugen-reduce-exit.cc,
   gpugen_reduce_exit_last), or the value from before the loop where no
   step ran.  A maximum ("err = err > d ? err : d") and an integer sum
   (the count of elements that still move), returned or stored with the
   steps counted; every element, every step count and every value
   returned must be the host reference's (gpugen_off) bit for bit, for
   loops that leave after their first step, mid-way, never (maxit
   reached: the last step's fold), that make no step (maxit 0 or
   negative: the value from before the loop), with no interior (n = 2:
   the nest's rows are empty, the fold of none) and with one row
   (n = 3).  */
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

#define CNT(n, cnt, tol)						\
  for (int i = 1; i < n - 1; i++)					\
    for (int j = 1; j < n - 1; j++)					\
      {									\
	cnt += fabs (b[i][j] - a[i][j]) > tol;				\
	a[i][j] = b[i][j];						\
      }

/* "return err;": the error, -1 where no step ran.  */
#define RET(NAME, ATTR)							\
  static double __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol)					\
  {									\
    double err = -1;							\
    for (int it = 0; it < maxit; it++)					\
      {									\
	SWEEP (n)							\
	err = 0;							\
	ERR (n, err)							\
	if (err < tol)							\
	  break;							\
      }									\
    return err;								\
  }

/* The error stored, the steps returned.  */
#define OUT(NAME, ATTR)							\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol, double *errp)			\
  {									\
    double err = 7.5;							\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	SWEEP (n)							\
	err = 0;							\
	ERR (n, err)							\
	if (err < tol)							\
	  break;							\
      }									\
    *errp = err;							\
    return it;								\
  }

/* An integer sum: the elements that moved by more than TOL in the last
   step, the loop leaving where fewer than LIM did.  */
#define SUM(NAME, ATTR)							\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol, int lim)				\
  {									\
    int cnt = -5;							\
    for (int it = 0; it < maxit; it++)					\
      {									\
	SWEEP (n)							\
	cnt = 0;							\
	CNT (n, cnt, tol)						\
	if (cnt < lim)							\
	  break;							\
      }									\
    return cnt;								\
  }

RET (ret, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
RET (ret_ref, __attribute__ ((gpugen_off)))
OUT (out, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
OUT (out_ref, __attribute__ ((gpugen_off)))
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
  init ();
  double e1 = ret_ref (n, maxit, tol);
  save ();
  init ();
  double e2 = ret (n, maxit, tol);
  same ();
  if (memcmp (&e1, &e2, sizeof e1) != 0)
    abort ();

  double o1 = -3, o2 = -4;
  init ();
  int it1 = out_ref (n, maxit, tol, &o1);
  save ();
  init ();
  int it2 = out (n, maxit, tol, &o2);
  same ();
  if (it1 != it2 || memcmp (&o1, &o2, sizeof o1) != 0)
    abort ();
}

static void
check_sum (int n, int maxit, double tol, int lim)
{
  init ();
  int c1 = sum_ref (n, maxit, tol, lim);
  save ();
  init ();
  int c2 = sum (n, maxit, tol, lim);
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
