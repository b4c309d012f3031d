/* Issue 16: C red-black sweeps whose error is "if (d > err) err = d"
   with d = fabs (...) (detect-redblack-7.c): absolute values make the
   select's result independent of the order, so the partials are kept
   per (color, row) and the rows of a color run in parallel.  rbsweep is
   the sweep alone (the nest is the region, its error returned); rbsolve
   the solver with its convergence loop "if (err < tol) break" (the time
   loop is one region, mapped with the original schedule after isl's
   scheduler ran past its quota).  Against host references (the same
   code in functions that gpugen leaves alone, __attribute__
   ((gpugen_off))), every element, the error and the step count
   compared exactly, for sizes 0 to 9, 33, 64, 65 and 257, with
   tolerances that stop the solver after 1 or a few of its at most 9
   steps or not at all.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 257

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

#define NESTS(SUFFIX, ATTR)						\
ATTR double								\
rbsweep##SUFFIX (int n, double u[restrict n][n],			\
		 const double f[restrict n][n])				\
{									\
  double err = 0.0;							\
  for (int c = 0; c < 2; c++)						\
    for (int i = 1; i < n - 1; i++)					\
      for (int j = 1 + ((i + c) & 1); j < n - 1; j += 2)		\
	{								\
	  double v = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]	\
			     + u[i][j + 1] - f[i][j]);			\
	  double d = __builtin_fabs (v - u[i][j]);			\
	  if (d > err)							\
	    err = d;							\
	  u[i][j] = v;							\
	}								\
  return err;								\
}									\
									\
ATTR double								\
rbsolve##SUFFIX (int n, double u[restrict n][n],			\
		 const double f[restrict n][n], double tol, int maxit,	\
		 int *itp)						\
{									\
  double err = 0;							\
  int it;								\
  for (it = 0; it < maxit; it++)					\
    {									\
      err = 0;								\
      for (int c = 0; c < 2; c++)					\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1 + ((i + c) & 1); j < n - 1; j += 2)		\
	    {								\
	      double v = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] \
				 + u[i][j + 1] - f[i][j]);		\
	      double d = __builtin_fabs (v - u[i][j]);			\
	      if (d > err)						\
		err = d;						\
	      u[i][j] = v;						\
	    }								\
      if (err < tol)							\
	break;								\
    }									\
  *itp = it;								\
  return err;								\
}

NESTS (, __attribute__ ((noipa)))
NESTS (_ref, __attribute__ ((noipa, gpugen_off)))

static double u[N * N], r[N * N], f[N * N];

/* Set-up and comparison stay on the host.  */

static void __attribute__ ((gpugen_off))
fill (double *x, long count, int seed)
{
  for (long k = 0; k < count; k++)
    x[k] = (k * 7 + seed) % 13 - 6 + 0.125;
}

static void __attribute__ ((gpugen_off))
same (const void *x, const void *y, long bytes)
{
  if (memcmp (x, y, bytes))
    abort ();
}

int __attribute__ ((gpugen_off))
main (void)
{
  static const double tols[] = { 1e3, 4.0, 1.0, 1e-3 };
  for (int n = 0; n <= N; n = n < 9 ? n + 1 : n < 33 ? 33 : n < 64 ? 64
       : n < 65 ? 65 : N + (n == N))
    {
      int hn = host_int (n);
      fill (f, N * N, n);
      fill (u, N * N, n + 3);
      memcpy (r, u, sizeof u);
      for (int s = 0; s < 2; s++)
	{
	  double e = rbsweep (hn, (double (*)[hn]) u,
			      (const double (*)[hn]) f);
	  double er = rbsweep_ref (hn, (double (*)[hn]) r,
				   (const double (*)[hn]) f);
	  same (u, r, sizeof u);
	  same (&e, &er, sizeof e);
	}
      for (int t = 0; t < 4; t++)
	{
	  int it, itr;
	  fill (u, N * N, n + t);
	  memcpy (r, u, sizeof u);
	  double e = rbsolve (hn, (double (*)[hn]) u,
			      (const double (*)[hn]) f, tols[t], 9, &it);
	  double er = rbsolve_ref (hn, (double (*)[hn]) r,
				   (const double (*)[hn]) f, tols[t], 9, &itr);
	  same (u, r, sizeof u);
	  same (&e, &er, sizeof e);
	  if (it != itr)
	    abort ();
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times "\\\[gpugen-reduce\\\] loop \[0-9\]*: 2 iterations; the rows are those of loop \[0-9\]* inside it" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump "the scheduler ran past its quota on a time loop's region; the original schedule is mapped" "gpugen" } } */
