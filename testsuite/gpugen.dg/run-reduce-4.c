/* A convergence loop whose error is a reduction (issue 16, phase 2):
   "for (it...) { sweep; err = max ...; if (err < tol) break; }" with the
   error read by the test alone.  The time loop runs as one region
   (gpugen-hostexit.cc): the arrays stay on the device across the
   steps, and after each step's kernels the host loop folds the error's
   partials (gpugen-reduce.cc, __gpugen_region_fold), read back alone,
   and leaves where the program does.  Every element must be the host's
   (the steps taken show in them), for a loop that leaves after its
   first step, in the middle, never, and one of no step, and for nests
   with one interior row and none; and where the error's rows change
   from one step to the next, the time loop given up (relax_rows).  The
   references keep the reduction on the host (an empty asm on the
   difference).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 48

double a[N][N], b[N][N];
/* The steps that relax_rows took, element by element.  */
double c[N][N];

#define OPAQUE(X) __asm__ volatile ("" : "+m" (X))

static void __attribute__ ((noipa))
relax (int n, int maxit, double tol)
{
  for (int it = 0; it < maxit; it++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err. over the loops at lines 40-41, partials per row" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1]
			    + a[i][j + 1]);
      double err = 0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  {
	    double d = fabs (b[i][j] - a[i][j]);
	    if (d > err)
	      err = d;
	    a[i][j] = b[i][j];
	  }
      if (err < tol)
	break;
    }
}

static void __attribute__ ((noipa))
relax_ref (int n, int maxit, double tol)
{
  for (int it = 0; it < maxit; it++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*1 kernel" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1]
			    + a[i][j + 1]);
      double err = 0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  {
	    double d = fabs (b[i][j] - a[i][j]);
	    OPAQUE (d);
	    if (d > err)
	      err = d;
	    a[i][j] = b[i][j];
	  }
      if (err < tol)
	break;
    }
}

/* The error's rows change from one step to the next: the time loop
   gives the region up (remark-reduce-3.c), and the body's nests are
   offloaded once per step, the error's folded after its region.  */

static void __attribute__ ((noipa))
relax_rows (int n, int maxit, double tol)
{
  for (int it = 0; it < maxit; it++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*2 kernels" } */
	for (int j = 1; j < n - 1; j++)
	  {
	    b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1]
			      + a[i][j + 1]);
	    c[i][j] += 1;
	  }
      double err = 0;
      for (int i = n - 2; i > it; i--) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .err. over the loops at lines 94-95, partials per row" } */
	for (int j = 1; j < n - 1; j++)
	  {
	    double d = fabs (b[i][j] - a[i][j]);
	    if (d > err)
	      err = d;
	    a[i][j] = b[i][j];
	  }
      if (err < tol)
	break;
    }
}

static void __attribute__ ((noipa))
relax_rows_ref (int n, int maxit, double tol)
{
  for (int it = 0; it < maxit; it++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*2 kernels" } */
	for (int j = 1; j < n - 1; j++)
	  {
	    b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1]
			      + a[i][j + 1]);
	    c[i][j] += 1;
	  }
      double err = 0;
      for (int i = n - 2; i > it; i--)
	for (int j = 1; j < n - 1; j++)
	  {
	    double d = fabs (b[i][j] - a[i][j]);
	    OPAQUE (d);
	    if (d > err)
	      err = d;
	    a[i][j] = b[i][j];
	  }
      if (err < tol)
	break;
    }
}

static void
init (void)
{
  for (int i = 0; i < N; i++) /* { dg-optimized "loop nest offloaded to the GPU" } (the "or" of two counter tests, gpugen-cond.cc) */
    for (int j = 0; j < N; j++)
      a[i][j] = (i == 0 || j == 0) ? 1.0 + (i + j) % 3 : 0.0;
  memset (b, 0, sizeof b);
  memset (c, 0, sizeof c);
}

static void
check_with (void (*f) (int, int, double), void (*ref) (int, int, double),
	    int n, int maxit, double tol)
{
  static double a1[N][N], b1[N][N], c1[N][N];
  init ();
  f (n, maxit, tol);
  memcpy (a1, a, sizeof a);
  memcpy (b1, b, sizeof b);
  memcpy (c1, c, sizeof c);
  init ();
  ref (n, maxit, tol);
  if (memcmp (a1, a, sizeof a) != 0 || memcmp (b1, b, sizeof b) != 0
      || memcmp (c1, c, sizeof c) != 0)
    abort ();
}

static void
check (int n, int maxit, double tol)
{
  check_with (relax, relax_ref, n, maxit, tol);
  check_with (relax_rows, relax_rows_ref, n, maxit, tol);
}

int
main (void)
{
  /* Leaves after the first step, in the middle, never; no step.  */
  check (N, 100, 10.0);
  check (N, 1000, 1e-3);
  check (N, 20, 0.0);
  check (N, 0, 1.0);
  /* A nest of one interior row and of none.  */
  check (3, 10, 1e-3);
  check (2, 10, 1e-3);
  return 0;
}
