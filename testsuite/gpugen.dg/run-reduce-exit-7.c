/* A convergence loop that stores its error through a pointer that is
   not restrict ("*errp = err;" in every step, before the test; issues
   13 and 16): GCC cannot tell that the pointer does not point into the
   arrays, and the time loop is one region (gpugen-reduce-exit.cc) under
   a run-time check that the error's 8 bytes lie apart from the range
   the region copies of each array (gpugen-reduce-fold.cc's
   gpugen_reduce_exit_store_checks).  Where they do (a separate
   variable, an element of a row that the loop does not reach), the
   device path makes the store once after the loop; where they do not
   (an element that the sweep reads, one that both nests read and
   write, one that the sweep writes), the region's host path runs the
   program's code, the store in every step, and GPUGEN_PROFILE counts
   the execution "by the run-time checks".  Every element, every step
   count and the bits of the error must be the host reference's
   (gpugen_off) for loops that leave after their first step, mid-way,
   never, that make no step, with no interior (n = 2) and with one row
   (n = 3), over global arrays and over pointers.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "region \[^\r\n\]*:76 \\(glob\\): 5 of 8 executions on the device, 3 on the host \\(3 by the run-time checks\\)" } */
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

#define SWEEP(n, A, B)							\
  for (int i = 1; i < n - 1; i++)					\
    for (int j = 1; j < n - 1; j++)					\
      B[i][j] = 0.25 * (A[i-1][j] + A[i+1][j] + A[i][j-1] + A[i][j+1]);

#define ERR(n, err, A, B)						\
  for (int i = 1; i < n - 1; i++)					\
    for (int j = 1; j < n - 1; j++)					\
      {									\
	double d = fabs (B[i][j] - A[i][j]);				\
	err = err > d ? err : d;					\
	A[i][j] = B[i][j];						\
      }

/* Over the global arrays, the error stored through ERRP in every step,
   the steps returned.  */
#define GLOB(NAME, ATTR)						\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol, double *errp)			\
  {									\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	SWEEP (n, a, b)							\
	double err = 0;							\
	ERR (n, err, a, b)						\
	*errp = err;							\
	if (err < tol)							\
	  break;							\
      }									\
    return it;								\
  }

GLOB (glob, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
GLOB (glob_ref, __attribute__ ((gpugen_off)))

/* The same over pointers to rows of N elements.  */
#define PTR(NAME, ATTR)							\
  static int __attribute__ ((noipa)) ATTR				\
  NAME (int n, int maxit, double tol, double (*pa)[N],		\
	double (*pb)[N], double *errp)					\
  {									\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	SWEEP (n, pa, pb)						\
	double err = 0;							\
	ERR (n, err, pa, pb)						\
	*errp = err;							\
	if (err < tol)							\
	  break;							\
      }									\
    return it;								\
  }

PTR (ptr, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." } */
PTR (ptr_ref, __attribute__ ((gpugen_off)))

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

/* The offset of ERRP from the start of A or B, or -1 for a separate
   variable; the reference runs on the same element.  */

static double *
at (long off)
{
  static double sep;
  if (off < 0)
    return &sep;
  return off < N * N ? &a[0][0] + off : &b[0][0] + off - N * N;
}

static void
check_glob (int n, int maxit, double tol, long off)
{
  init ();
  double *e = at (off);
  *e = -3.25;
  int it1 = glob_ref (n, maxit, tol, e);
  double e1 = *e;
  save ();
  init ();
  *e = -3.25;
  int it2 = glob (n, maxit, tol, e);
  same ();
  if (it1 != it2 || memcmp (&e1, e, sizeof e1) != 0)
    abort ();
}

static void
check_ptr (int n, int maxit, double tol, long off)
{
  init ();
  double *e = at (off);
  *e = 0.5;
  int it1 = ptr_ref (n, maxit, tol, a, b, e);
  double e1 = *e;
  save ();
  init ();
  *e = 0.5;
  int it2 = ptr (n, maxit, tol, a, b, e);
  same ();
  if (it1 != it2 || memcmp (&e1, e, sizeof e1) != 0)
    abort ();
}

int
main (void)
{
  /* The profile's eight executions of glob, on the device: a separate
     variable, a row of A past those that n = 20 reaches, the last
     element of B, the elements of B just before and just after the rows
     1 .. N - 2 that the region copies of it (B[0][N-1], B[N-1][0]); on
     the host: an element of A's first row (the sweep reads it), of its
     interior (both nests read it, the error's writes it), of B's
     interior (the sweep writes it).  */
  check_glob (N, 50, 1e-3, -1);
  check_glob (20, 50, 1e-3, 30 * N + 3);
  check_glob (N, 50, 1e-3, 2 * N * N - 1);
  check_glob (N, 50, 1e-3, N * N + N - 1);
  check_glob (N, 50, 1e-3, N * N + (N - 1) * N);
  check_glob (N, 50, 1e-3, 1);
  check_glob (N, 50, 1e-3, 7 * N + 9);
  check_glob (N, 50, 1e-3, N * N + 5 * N + 5);

  static const double tols[] = { 10.0, 0.05, 1e-3, 0.0 };
  static const int ns[] = { 40, 3, 2, 17 };
  static const int maxits[] = { 1, 5, 30, 0, -2 };
  static const long offs[] = { -1, 1, 7 * N + 9, N * N + 5 * N + 5,
			       30 * N + 3, N * N - 1 };
  for (int k = 0; k < 4; k++)
    for (int m = 0; m < 4; m++)
      for (int x = 0; x < 5; x++)
	for (int o = 0; o < 6; o++)
	  check_ptr (ns[m], maxits[x], tols[k], offs[o]);
  return 0;
}
