/* run-reduce-exit-8.c's time loop over arrays that are not restrict
   (issues 13 and 16): *errp may be an element of a or b, so GCC keeps
   its loads and stores in the step and the exit test reads memory.
   gpugen-reduce-memexit.cc promotes *errp to a register across the
   time loop for the model, stored on each way out, and the loop is one
   region (a single loop's partials per iteration for the error) under
   the run-time check of *errp's bytes against the range the region
   copies of each array; the region stores the last step's fold once
   after the loop.  A sweep without a time loop keeps its update in the
   loop itself, promoted by gpugen-reduce-mem.cc (a single loop that
   writes b besides: one partial per iteration), under the same check.
   errp a variable of its own, an element of a or b that the loop reads
   or writes (the host path, by the run-time checks: the program's own
   loads and stores, which then change the sweep) or an element past
   the copied ranges (the device path).  Every bit of the error, the
   steps and the buffer against the reference (gpugen_off).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "region \[^\r\n\]*:51 \\(jacobi\\): 39 of 60 executions on the device, 21 on the host \\(21 by the run-time checks\\).*region \[^\r\n\]*:67 \\(step\\): 39 of 60 executions on the device, 21 on the host \\(21 by the run-time checks\\)" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define JACOBI(NAME, ATTR)						\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, double *a, double *b, double *errp, double tol,		\
	int maxit)							\
  {									\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	*errp = 0.0;							\
	for (int i = 1; i < n - 1; i++)					\
	  {								\
	    b[i] = 0.5 * (a[i - 1] + a[i + 1]);				\
	    double d = fabs (b[i] - a[i]);				\
	    if (d > *errp)						\
	      *errp = d;						\
	  }								\
	for (int i = 1; i < n - 1; i++)					\
	  a[i] = b[i];							\
	if (*errp < tol)						\
	  break;							\
      }									\
    return it;								\
  }

JACOBI (jacobi, ) /* { dg-optimized "loop nest offloaded to the GPU: \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of 'errp' over the loop nest at line 51, partials per row" } */
JACOBI (jacobi_ref, __attribute__ ((gpugen_off)))

#define STEP(NAME, ATTR)						\
  static void __attribute__ ((noipa)) ATTR				\
  NAME (int n, const double *a, double *b, double *errp)		\
  {									\
    for (int i = 1; i < n - 1; i++)					\
      {									\
	b[i] = 0.5 * (a[i - 1] + a[i + 1]);				\
	double d = fabs (b[i] - a[i]);					\
	if (d > *errp)							\
	  *errp = d;							\
      }									\
  }

STEP (step, ) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(1 loop mapped to blocks of 256 threads\\); reduction of '\\*errp' over the loop nest at line 67, partials per row" } */
STEP (step_ref, __attribute__ ((gpugen_off)))

#define M 128
static double buf1[2 * M], buf2[2 * M];

int __attribute__ ((gpugen_off))
main (void)
{
  static const int ns[] = { 2, 3, 17, 100 };
  static const double tols[] = { 100.0, 1.5, 0.0 };
  /* Where errp points: its own variable, a[0], a[5], b[7], b[110]
     (past b's copied range [1, n - 2] for every n here).  */
  static const int wheres[] = { -1, 0, 5, M + 7, M + 110 };
  for (int x = 0; x < 4; x++)
    for (int t = 0; t < 3; t++)
      for (int w = 0; w < 5; w++)
	{
	  int n = ns[x];
	  for (int i = 0; i < 2 * M; i++)
	    buf1[i] = buf2[i] = (i * 37 % 101) / 7.0;
	  double e1 = 42.0, e2 = 42.0;
	  double *p1 = wheres[w] < 0 ? &e1 : buf1 + wheres[w];
	  double *p2 = wheres[w] < 0 ? &e2 : buf2 + wheres[w];
	  int r1 = jacobi (n, buf1, buf1 + M, p1, tols[t], 60);
	  int r2 = jacobi_ref (n, buf2, buf2 + M, p2, tols[t], 60);
	  if (r1 != r2 || memcmp (&e1, &e2, sizeof e1)
	      || memcmp (buf1, buf2, sizeof buf1))
	    abort ();
	  e1 = e2 = 0.25;
	  step (n, buf1, buf1 + M, p1);
	  step_ref (n, buf2, buf2 + M, p2);
	  if (memcmp (&e1, &e2, sizeof e1) || memcmp (buf1, buf2, sizeof buf1))
	    abort ();
	}
  return 0;
}
