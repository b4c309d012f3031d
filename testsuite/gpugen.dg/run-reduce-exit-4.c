/* Twin of run-reduce-exit-3.c with GCC's store motion off
   (-fno-tree-loop-im): the store of the error through a restrict
   pointer stays in every step, before the exit test, as gfortran's
   store of an error that is a dummy argument does; the region of the
   time loop makes it once after the loop, of the fold of the last step
   tested (gpugen-reduce-exit.cc).  Through a pointer that is not
   restrict, which may point into the arrays (here: into the row the
   sweep reads, or outside them), one region too, under a run-time check
   (host path where it points into them): the results are the host's.
   Every element, every step count and the bits left in memory must be
   the host reference's (gpugen_off) for loops that leave after their
   first step, mid-way, never, that make no step (maxit 0 or negative),
   with no interior (n = 2) and with one row (n = 3).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-tree-loop-im -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-prune-output "loop nest offloaded to the GPU: 1 kernel" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 40
double a[N][N], b[N][N];

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

/* The error stored through ERRP in every step, the steps returned.  */
#define PTR(NAME, ATTR, QUAL)						\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol, double *QUAL errp)		\
  {									\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	SWEEP (n)							\
	double err = 0;							\
	ERR (n, err)							\
	*errp = err;							\
	if (err < tol)							\
	  break;							\
      }									\
    return it;								\
  }

PTR (rptr, , restrict) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
PTR (rptr_ref, __attribute__ ((gpugen_off)), restrict)
PTR (nptr, , ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
PTR (nptr_ref, __attribute__ ((gpugen_off)), )

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
  int it1 = rptr_ref (n, maxit, tol, &e1);
  save ();
  init ();
  int it2 = rptr (n, maxit, tol, &e2);
  same ();
  if (it1 != it2 || memcmp (&e1, &e2, sizeof e1) != 0)
    abort ();

  e1 = e2 = 0.5;
  init ();
  it1 = nptr_ref (n, maxit, tol, &e1);
  save ();
  init ();
  it2 = nptr (n, maxit, tol, &e2);
  same ();
  if (it1 != it2 || memcmp (&e1, &e2, sizeof e1) != 0)
    abort ();

  /* Into the first row, which the sweep reads.  */
  init ();
  it1 = nptr_ref (n, maxit, tol, &a[0][1]);
  save ();
  init ();
  it2 = nptr (n, maxit, tol, &a[0][1]);
  same ();
  if (it1 != it2)
    abort ();
}

int
main (void)
{
  static const double tols[] = { 10.0, 0.05, 1e-3, 1e-9, 0.0 };
  static const int ns[] = { 40, 3, 2, 17 };
  static const int maxits[] = { 1, 5, 30, 0, -2 };
  for (int k = 0; k < 5; k++)
    for (int m = 0; m < 4; m++)
      for (int x = 0; x < 5; x++)
	check (ns[m], maxits[x], tols[k]);
  return 0;
}
