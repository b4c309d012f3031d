/* Convergence loops that store their step count in every step through a
   pointer ("*itp = k;"): GCC's store motion stores it once on each way
   out of the loop instead, in a block of its own for each.
   gpugen-exitjoin.cc joins those stores after the loop, so that the
   time loop is one region (before: "a statement after the time loop",
   the step's nest a region of its own).  jacobi stores the count
   alone; jacobi_err stores the error too ("*errp = err;", which
   gpugen-reduce-exit.cc makes once after the loop) and a value from
   before the loop ("*tag = t0;"); jacobi_glob counts in a global
   variable, the loop's own counter, which store motion stores under a
   flag on the exit on data ("if (flag) g_iters = lsm", made
   unconditional: the flag is 0 only in the first step, where the
   global holds the counter already); jacobi_flag stores on the exit on
   data only ("{ *flag = k; break; }"), which is not joined (the program
   stores nothing on the other way out): its nests are regions of their
   own, as before.  Every element and every value stored must be the host
   reference's (gpugen_off), for loops that leave after their first step,
   mid-way, never (maxit reached) or make no step (maxit 0: the memory
   keeps the caller's values), with no interior (n = 2) and one row
   (n = 3).  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 40
static double a[N][N], b[N][N], ra[N][N], rb[N][N];

#define JACOBI(S, ATTR)							\
ATTR void								\
jacobi##S (int n, double (*restrict u)[N], double (*restrict w)[N],	\
	   double tol, int maxit, int *itp)				\
{									\
  for (int k = 1; k <= maxit; k++)					\
    {									\
      for (int i = 1; i < n - 1; i++)					\
	for (int j = 1; j < n - 1; j++)					\
	  w[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]	\
			    + u[i][j + 1]);				\
      double err = 0;							\
      for (int i = 1; i < n - 1; i++)					\
	for (int j = 1; j < n - 1; j++)					\
	  {								\
	    err = fmax (err, fabs (w[i][j] - u[i][j]));			\
	    u[i][j] = w[i][j];						\
	  }								\
      *itp = k;								\
      if (err < tol)							\
	break;								\
    }									\
}

#define JACOBI_ERR(S, ATTR)						\
ATTR void								\
jacobi_err##S (int n, double (*restrict u)[N], double (*restrict w)[N],	\
	       double tol, int maxit, int t0, int *restrict itp,	\
	       double *restrict errp, long *restrict tag)		\
{									\
  for (int k = 1; k <= maxit; k++)					\
    {									\
      for (int i = 1; i < n - 1; i++)					\
	for (int j = 1; j < n - 1; j++)					\
	  w[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]	\
			    + u[i][j + 1]);				\
      double err = 0;							\
      for (int i = 1; i < n - 1; i++)					\
	for (int j = 1; j < n - 1; j++)					\
	  {								\
	    err = fmax (err, fabs (w[i][j] - u[i][j]));			\
	    u[i][j] = w[i][j];						\
	  }								\
      *itp = 3 * k - 2;							\
      *tag = t0;							\
      *errp = err;							\
      if (err < tol)							\
	break;								\
    }									\
}

#define JACOBI_FLAG(S, ATTR)						\
ATTR void								\
jacobi_flag##S (int n, double (*restrict u)[N], double (*restrict w)[N], \
		double tol, int maxit, int *flag)			\
{									\
  for (int k = 1; k <= maxit; k++)					\
    {									\
      for (int i = 1; i < n - 1; i++)					\
	for (int j = 1; j < n - 1; j++)					\
	  w[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]	\
			    + u[i][j + 1]);				\
      double err = 0;							\
      for (int i = 1; i < n - 1; i++)					\
	for (int j = 1; j < n - 1; j++)					\
	  {								\
	    err = fmax (err, fabs (w[i][j] - u[i][j]));			\
	    u[i][j] = w[i][j];						\
	  }								\
      if (err < tol)							\
	{								\
	  *flag = k;							\
	  break;							\
	}								\
    }									\
}

/* The count in a global variable, the loop's own counter.  */
#define JACOBI_GLOB(S, ATTR)						\
int g_iters##S;								\
ATTR void								\
jacobi_glob##S (int n, double (*restrict u)[N], double (*restrict w)[N], \
		double tol, int maxit)					\
{									\
  for (g_iters##S = 0; g_iters##S < maxit; g_iters##S++)		\
    {									\
      for (int i = 1; i < n - 1; i++)					\
	for (int j = 1; j < n - 1; j++)					\
	  w[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]	\
			    + u[i][j + 1]);				\
      double err = 0;							\
      for (int i = 1; i < n - 1; i++)					\
	for (int j = 1; j < n - 1; j++)					\
	  {								\
	    err = fmax (err, fabs (w[i][j] - u[i][j]));			\
	    u[i][j] = w[i][j];						\
	  }								\
      if (err < tol)							\
	break;								\
    }									\
}

JACOBI (, __attribute__ ((noipa)))
JACOBI (_ref, __attribute__ ((noipa, gpugen_off)))
JACOBI_ERR (, __attribute__ ((noipa)))
JACOBI_ERR (_ref, __attribute__ ((noipa, gpugen_off)))
JACOBI_FLAG (, __attribute__ ((noipa)))
JACOBI_FLAG (_ref, __attribute__ ((noipa, gpugen_off)))
JACOBI_GLOB (, __attribute__ ((noipa)))
JACOBI_GLOB (_ref, __attribute__ ((noipa, gpugen_off)))

static void __attribute__ ((gpugen_off))
init (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = ra[i][j] = ((i * 37 + j * 11) % 23) - 7.5 + j * 0.125;
	b[i][j] = rb[i][j] = (i * 5 + j * 3) % 7;
      }
}

static void __attribute__ ((gpugen_off))
same (void)
{
  if (memcmp (a, ra, sizeof a) || memcmp (b, rb, sizeof b))
    abort ();
}

int __attribute__ ((gpugen_off))
main (void)
{
  static const int sizes[] = { 2, 3, 4, 7, 33, 40 };
  static const double tols[] = { 1e3, 4.0, 1.0, 1e-3 };
  static const int maxits[] = { 12, 1, 0 };
  for (unsigned s = 0; s < sizeof sizes / sizeof *sizes; s++)
    for (unsigned t = 0; t < sizeof tols / sizeof *tols; t++)
      for (unsigned m = 0; m < sizeof maxits / sizeof *maxits; m++)
	{
	  int n = sizes[s], maxit = maxits[m];
	  int it = -7, rit = -7;
	  init ();
	  jacobi (n, a, b, tols[t], maxit, &it);
	  jacobi_ref (n, ra, rb, tols[t], maxit, &rit);
	  same ();
	  if (it != rit)
	    abort ();
	  double err = -1.5, rerr = -1.5;
	  long tag = -9, rtag = -9;
	  init ();
	  jacobi_err (n, a, b, tols[t], maxit, n + 100, &it, &err, &tag);
	  jacobi_err_ref (n, ra, rb, tols[t], maxit, n + 100, &rit, &rerr,
			  &rtag);
	  same ();
	  if (it != rit || memcmp (&err, &rerr, sizeof err) || tag != rtag)
	    abort ();
	  it = rit = -3;
	  init ();
	  jacobi_flag (n, a, b, tols[t], maxit, &it);
	  jacobi_flag_ref (n, ra, rb, tols[t], maxit, &rit);
	  same ();
	  if (it != rit)
	    abort ();
	  g_iters = g_iters_ref = -4;
	  init ();
	  jacobi_glob (n, a, b, tols[t], maxit);
	  jacobi_glob_ref (n, ra, rb, tols[t], maxit);
	  same ();
	  if (g_iters != g_iters_ref)
	    abort ();
	}
  return 0;
}

/* { dg-final { scan-tree-dump-times "loop \[0-9\]*: 1 store on its 2 ways out joined" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the store of g_iters under store motion's flag on its way out from bb \[0-9\]* made unconditional" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "loop \[0-9\]*: 2 stores on its 2 ways out joined" 1 "gpugen" } } */
/* The three time loops whose stores were joined are regions, which
   report their steps run.  */
/* { dg-final { scan-tree-dump-times "  __gpugen_region_steps \\(" 3 "gpugen" } } */
