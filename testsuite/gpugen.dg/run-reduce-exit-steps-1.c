/* A convergence loop whose error's nest runs in some steps only ("if
   (it % 2 == 0)", "if (it > 2)"), the error 0 in the others: the fold
   after a step would read the partials of an earlier step (or none ever
   written), so the time loop is no region of its own (gpugen-reduce-
   fold.cc, same_rows_p: the partials' statement must run in every step
   of the loop), and the nests are offloaded each on its own, the error
   folded after its region.  Every element and the steps taken must be
   the host reference's (gpugen_off), for tolerances met at once, mid-way
   and never.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-prune-output "loop nest offloaded to the GPU: 1 kernel .2 loops" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 30
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

#define EVEN(NAME, ATTR)						\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol)					\
  {									\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	SWEEP (n)							\
	double err = 0;							\
	if (it % 2 == 0)						\
	  {								\
	    ERR (n, err)						\
	  }								\
	if (err < tol)							\
	  break;							\
      }									\
    return it;								\
  }

#define LATE(NAME, ATTR)						\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol)					\
  {									\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	SWEEP (n)							\
	double err = 0;							\
	if (it > 2)							\
	  {								\
	    ERR (n, err)						\
	  }								\
	if (err < tol)							\
	  break;							\
      }									\
    return it;								\
  }

EVEN (even, ) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(1 loop mapped to blocks of 32 threads\\); reduction of .err." } */
EVEN (even_ref, __attribute__ ((gpugen_off)))
LATE (late, ) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(1 loop mapped to blocks of 32 threads\\); reduction of .err." } */
LATE (late_ref, __attribute__ ((gpugen_off)))

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
  static const double tols[] = { 10.0, 0.05, 1e-3, 0.0, -1.0 };
  for (int k = 0; k < 5; k++)
    {
      check (even, even_ref, 30, 20, tols[k]);
      check (late, late_ref, 30, 20, tols[k]);
      check (even, even_ref, 2, 5, tols[k]);
      check (late, late_ref, 3, 5, tols[k]);
    }
  return 0;
}
