/* A convergence loop whose error's nest has constant bounds: the nest
   always runs, so the exit test reads the value after the nest itself,
   with no merge of the initial value (GCC's guard of an empty nest).
   The reduction's rewrite made the test read its placeholder, which the
   host code's test took for a value from before the region (a default
   definition) and the end of the pass left in the host path's test (the
   reductions were undone before the time loops' tests came back): an
   ICE (compute_live_loop_exits) before.  The test now folds the
   partials after each step (gpugen-reduce-exit.cc: the value the test
   reads is the placeholder), the host path's test reads the nest's
   value again.  The time loop, whose header holds no statement, has a
   location for its remark and its region's name again (the condition
   of its counted exit; gpugen_loop_location).  Every element and the
   steps taken must be the host reference's (gpugen_off), for a loop
   that leaves after its first step, mid-way, never, and one of no
   step.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-prune-output "loop nest offloaded to the GPU: 1 kernel" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 20
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

#define RELAX(NAME, ATTR)						\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int maxit, double tol)						\
  {									\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	for (int i = 1; i < N - 1; i++)					\
	  for (int j = 1; j < N - 1; j++)				\
	    b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1]		\
			      + a[i][j+1]);				\
	double err = 0;							\
	for (int i = 1; i < N - 1; i++)					\
	  for (int j = 1; j < N - 1; j++)				\
	    {								\
	      double d = fabs (b[i][j] - a[i][j]);			\
	      err = err > d ? err : d;					\
	      a[i][j] = b[i][j];					\
	    }								\
	if (err < tol)							\
	  break;							\
      }									\
    return it;								\
  }

RELAX (relax, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
RELAX (relax_ref, __attribute__ ((gpugen_off)))

static double a1[N][N], b1[N][N];

int
main (void)
{
  static const double tols[] = { 10.0, 0.05, 1e-3, 0.0 };
  static const int maxits[] = { 1, 7, 100, 0 };
  for (int k = 0; k < 4; k++)
    for (int x = 0; x < 4; x++)
      {
	init ();
	int it1 = relax_ref (maxits[x], tols[k]);
	memcpy (a1, a, sizeof a);
	memcpy (b1, b, sizeof b);
	init ();
	int it2 = relax (maxits[x], tols[k]);
	if (it1 != it2 || memcmp (a1, a, sizeof a) != 0
	    || memcmp (b1, b, sizeof b) != 0)
	  abort ();
      }
  return 0;
}
