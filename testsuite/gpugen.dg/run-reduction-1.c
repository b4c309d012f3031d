/* Scalar reductions of a nest whose result is used after it (issue 16,
   the error of a convergence loop): gpugen offloads them as partials
   per row folded in order on the host (gpugen-reduce.cc), and this test
   pins the exact values that reduction must reproduce bit for bit for
   each form, so that an implementation that combines partial results in
   another order cannot pass it by accident:

   - "if (d > err) err = d" (a select after gpugen-select.cc): the
     first maximal element in the loops' order wins (a later element
     equal to it, +0.0 after -0.0, does not replace it); a NaN element
     is never selected; a NaN initial value is never replaced.  A
     combine of partial results is exact only if it keeps that order
     (or carries the element's position), not with an atomic max on
     the bits, which would prefer +0.0;
   - "if (d >= err) err = d": the last maximal element wins;
   - fmax: a NaN operand is ignored, so a NaN initial value IS
     replaced; which zero fmax (-0.0, +0.0) returns is the C library's,
     which the device does not reproduce: the form stays on the host,
     with a remark that says so;
   - integer sums and products in unsigned arithmetic wrap, which any
     grouping reproduces; integer max and min are exact in any order.
     The product along one loop alone stays on the host (no inner loop
     to give its rows partials).

   Empty nests give the initial value.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized-missed" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 40
#define M 24

double a[N][M], b[N][M];
int ix[N][M];
unsigned ux[N][M];

/* The identity, opaque to gpugen: a nest that calls it is not a SCoP,
   so the references and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static int __attribute__ ((noipa))
ihost (int x)
{
  return x;
}

static double __attribute__ ((noipa))
max_gt (int n, int m, double init)
{
  double err = init;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .err. over the loops at lines 60-61, partials per row" } */
    for (int j = 0; j < m; j++)
      {
	double d = fabs (b[i][j] - a[i][j]);
	if (d > err)
	  err = d;
      }
  return err;
}

static double __attribute__ ((noipa))
max_gt_ref (int n, int m, double init)
{
  double err = init;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double d = host (fabs (b[i][j] - a[i][j]));
	if (d > err)
	  err = d;
      }
  return err;
}

/* Without fabs, so that both zeros reach the comparison.  */

static double __attribute__ ((noipa))
raw_gt (int n, int m, double init)
{
  double err = init;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .err. over the loops at lines 90-91, partials per row" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] > err)
	err = a[i][j];
  return err;
}

static double __attribute__ ((noipa))
raw_gt_ref (int n, int m, double init)
{
  double err = init;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double d = host (a[i][j]);
	if (d > err)
	  err = d;
      }
  return err;
}

static double __attribute__ ((noipa))
raw_ge (int n, int m, double init)
{
  double err = init;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .err. over the loops at lines 115-116, partials per row" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] >= err)
	err = a[i][j];
  return err;
}

static double __attribute__ ((noipa))
raw_ge_ref (int n, int m, double init)
{
  double err = init;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double d = host (a[i][j]);
	if (d >= err)
	  err = d;
      }
  return err;
}

static double __attribute__ ((noipa))
raw_fmin (int n, int m, double init)
{
  double err = init;
  for (int i = 0; i < n; i++) /* { dg-missed "gpugen: loop nest not offloaded: no parallel loop \\(a reduction or recurrence alone\\) \\(the loop at line 140 carries a dependence on .err. at line \\d+: fmin.s result on -0.0 and \\+0.0 is the C library.s, which the GPU does not reproduce \\(the element is no fabs\\)\\)" } */
    for (int j = 0; j < m; j++)
      err = fmin (err, a[i][j]);
  return err;
}

static double __attribute__ ((noipa))
raw_fmin_ref (int n, int m, double init)
{
  double err = init;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      err = fmin (err, host (a[i][j]));
  return err;
}

static unsigned __attribute__ ((noipa))
usum (int n, int m, unsigned init)
{
  unsigned s = init;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .s. over the loops at lines 160-161, partials per row" } */
    for (int j = 0; j < m; j++)
      s += ux[i][j] * ux[i][j];
  return s;
}

static unsigned __attribute__ ((noipa))
usum_ref (int n, int m, unsigned init)
{
  unsigned s = init;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += (unsigned) ihost ((int) (ux[i][j] * ux[i][j]));
  return s;
}

static unsigned __attribute__ ((noipa))
uprod (int n, unsigned init)
{
  unsigned p = init;
  for (int i = 0; i < n; i++) /* { dg-missed "gpugen: loop nest not offloaded: no parallel loop \\(a reduction or recurrence alone\\) \\(the loop at line 180 carries a dependence on .p. at line \\d+: a reduction along a single loop, with no loop inside it to give each iteration a partial result, is not offloaded yet\\)" } */
    p *= ux[i][3] | 1u;
  return p;
}

static unsigned __attribute__ ((noipa))
uprod_ref (int n, unsigned init)
{
  unsigned p = init;
  for (int i = 0; i < n; i++)
    p *= (unsigned) ihost ((int) (ux[i][3] | 1u));
  return p;
}

static int __attribute__ ((noipa))
imax (int n, int m, int init)
{
  int r = init;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .r. over the loops at lines 198-199, partials per row" } */
    for (int j = 0; j < m; j++)
      r = ix[i][j] > r ? ix[i][j] : r;
  return r;
}

static int __attribute__ ((noipa))
imax_ref (int n, int m, int init)
{
  int r = init;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	int v = ihost (ix[i][j]);
	r = v > r ? v : r;
      }
  return r;
}

static int __attribute__ ((noipa))
imin (int n, int m, int init)
{
  int r = init;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .r. over the loops at lines 221-222, partials per row" } */
    for (int j = 0; j < m; j++)
      r = ix[i][j] < r ? ix[i][j] : r;
  return r;
}

static int __attribute__ ((noipa))
imin_ref (int n, int m, int init)
{
  int r = init;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	int v = ihost (ix[i][j]);
	r = v < r ? v : r;
      }
  return r;
}

/* Whether X and Y have the same bits.  */

static int
same (double x, double y)
{
  return memcmp (&x, &y, sizeof x) == 0;
}

static void
check_doubles (int n, int m, double init)
{
  if (!same (max_gt (n, m, init), max_gt_ref (n, m, init)))
    abort ();
  if (!same (raw_gt (n, m, init), raw_gt_ref (n, m, init)))
    abort ();
  if (!same (raw_ge (n, m, init), raw_ge_ref (n, m, init)))
    abort ();
  if (!same (raw_fmin (n, m, init), raw_fmin_ref (n, m, init)))
    abort ();
}

static void
check_ints (int n, int m, int init)
{
  if (usum (n, m, init) != usum_ref (n, m, init))
    abort ();
  if (uprod (n, init) != uprod_ref (n, init))
    abort ();
  if (imax (n, m, init) != imax_ref (n, m, init))
    abort ();
  if (imin (n, m, init) != imin_ref (n, m, init))
    abort ();
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      {
	a[i][j] = host ((i * 7 + j * 13) % 29 - 14.0);
	b[i][j] = host (a[i][j] + ((i + j) % 5) * 0.25);
	ux[i][j] = (unsigned) ihost (i * 2654435761u + j * 40503u);
	ix[i][j] = ihost ((int) ux[i][j]);
      }

  /* Plain values, a small initial value and one above every element,
     whole and empty nests.  */
  check_doubles (N, M, -1.0);
  check_doubles (N, M, 1e9);
  check_doubles (0, M, 3.5);
  check_doubles (N, 0, -3.5);
  check_ints (N, M, 0);
  check_ints (N, M, -7);
  check_ints (0, M, 5);
  check_ints (N, 0, 11);
  if (imax (0, M, 42) != 42 || same (max_gt (0, 0, -0.0), 0.0))
    abort ();

  /* A NaN element: never selected by the comparisons, ignored by
     fmin; a NaN initial value stays for the comparisons and is replaced
     by fmin.  */
  a[N / 2][M / 3] = NAN;
  b[3][5] = NAN;
  check_doubles (N, M, -1.0);
  check_doubles (N, M, NAN);
  if (!isnan (raw_gt (N, M, NAN)) || isnan (raw_fmin (N, M, NAN))
      || isnan (max_gt (N, M, 0.0)))
    abort ();

  /* Signed zeros: every element at most zero, the maxima -0.0 first
     and +0.0 later (and the other way round), the initial value below
     them: "> " keeps the first, ">=" takes the last.  */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = host (-1.0 - (i + j) % 3);
  a[2][7] = -0.0;
  a[N - 3][1] = 0.0;
  check_doubles (N, M, -INFINITY);
  if (!signbit (raw_gt (N, M, -INFINITY)) || signbit (raw_ge (N, M, -INFINITY)))
    abort ();
  a[2][7] = 0.0;
  a[N - 3][1] = -0.0;
  check_doubles (N, M, -INFINITY);
  if (signbit (raw_gt (N, M, -INFINITY)) || !signbit (raw_ge (N, M, -INFINITY)))
    abort ();
  /* An initial -0.0 equal to the maxima: it stays for ">".  */
  check_doubles (N, M, -0.0);
  if (!signbit (raw_gt (N, M, -0.0)))
    abort ();
  /* The minima for fmin: both zeros, every other element above.  */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = host (1.0 + (i + j) % 3);
  a[1][1] = 0.0;
  a[N - 1][M - 1] = -0.0;
  check_doubles (N, M, INFINITY);
  a[1][1] = -0.0;
  a[N - 1][M - 1] = 0.0;
  check_doubles (N, M, INFINITY);
  return 0;
}

/* The references and the set-up call an opaque function.  */
/* { dg-prune-output "not a SCoP: call to a function with side effects" } */
