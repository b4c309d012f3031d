/* Time loops that leave on data where the test is part of the loop's own
   condition (issue 16, gpugen-hostexit.cc): "while (a[c][c] < tol && it
   < maxit)", which GCC evaluates without a branch and rotates, so that
   the count's comparison and the test on data make one exit at the end
   of the body; "for (it = 0; it < maxit && x[k] < tol; it++)" and a
   "break" at the top of the body, whose test runs before the step's
   nests, on the values from before the loop first; and the count used
   after the loop ("return it", and "return t * t + t", which PRE
   computes on each way out of the loop).  Each loop is one region: the
   host loop launches each step's kernels, reads the tested element back
   and leaves where the program does, and the count returned is the
   program's.  Every element and the count match a host reference, for
   thresholds that stop the loop before its first step, after it,
   mid-way (between two steps' values, so that a test one step early or
   late gives other arrays and counts), at its last step, never, and
   for no step at all.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 24
#define MAXSTEPS 80

double a[N][N], b[N][N], x[N], ra[N][N], rb[N][N], rx[N];
/* The centre's value after each step of the reference.  */
double centre[MAXSTEPS + 1];
int c = 10;

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the references and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double v)
{
  return v;
}

/* Going on while the centre stays below TOL and fewer than MAXIT steps
   ran: one exit, "_15 & _17".  */

static int __attribute__ ((noipa))
sweep_while (int n, int maxit, double tol)
{
  int it = 0;
  while (a[c][c] < tol && it < maxit) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" } */
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      it++;
    }
  return it;
}

static int
sweep_while_ref (int n, int maxit, double tol)
{
  int it = 0;
  while (ra[c][c] < tol && it < maxit)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  rb[i][j] = host (0.25) * (ra[i-1][j] + ra[i+1][j] + ra[i][j-1]
				    + ra[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  ra[i][j] = host (rb[i][j]);
      it++;
      if (it <= MAXSTEPS)
	centre[it] = ra[c][c];
    }
  return it;
}

/* The test on X, which the second nest writes, at the top of each
   step: "for (it = 0; it < maxit && x[k] < tol; it++)".  */

static int __attribute__ ((noipa))
sweep_for (int n, int maxit, double tol, int k)
{
  int it;
  for (it = 0; it < maxit && x[k] < tol; it++) /* { dg-optimized "loop nest offloaded to the GPU: 3 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 1 loop mapped to blocks of 256 threads, launched in 1 host loop\\)" } */
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	{
	  for (int j = 1; j < n - 1; j++)
	    a[i][j] = b[i][j];
	  x[i] = a[i][i];
	}
    }
  return it;
}

static int
sweep_for_ref (int n, int maxit, double tol, int k)
{
  int it;
  for (it = 0; it < maxit && rx[k] < tol; it++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  rb[i][j] = host (0.25) * (ra[i-1][j] + ra[i+1][j] + ra[i][j-1]
				    + ra[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	{
	  for (int j = 1; j < n - 1; j++)
	    ra[i][j] = host (rb[i][j]);
	  rx[i] = ra[i][i];
	}
    }
  return it;
}

/* A "break" at the top of the body; the counter after the loop.  */

static int __attribute__ ((noipa))
sweep_top (int n, int steps, double tol)
{
  int t;
  for (t = 0; t < steps; t++)
    {
      if (a[c][c] >= tol) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" } */
	break;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
    }
  return t;
}

/* A "break" at the end of the body; the counter after the loop, where
   each exit passes it a value of its own (T, or T + 1 by the count).  */

static int __attribute__ ((noipa))
sweep_end (int n, int steps, double tol)
{
  int t;
  for (t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[c][c] >= tol)
	break;
    }
  return t;
}

/* The same, the counter used in arithmetic after the loop, which PRE
   moves onto each way out of the loop (T * T + T where the test leaves,
   STEPS * STEPS + STEPS where the count does, 0 where the loop does not
   run).  */

static int __attribute__ ((noipa))
sweep_sq (int n, int steps, double tol)
{
  int t;
  for (t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[c][c] >= tol)
	break;
    }
  return t * t + t;
}

static int
sweep_end_ref (int n, int steps, double tol, int top)
{
  int t;
  for (t = 0; t < steps; t++)
    {
      if (top && ra[c][c] >= tol)
	break;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  rb[i][j] = host (0.25) * (ra[i-1][j] + ra[i+1][j] + ra[i][j-1]
				    + ra[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  ra[i][j] = host (rb[i][j]);
      if (!top && ra[c][c] >= tol)
	break;
    }
  return t;
}

/* A hot border, a cold inside; B's values too (its border is never
   written).  */

static void
init (int n)
{
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < N; j++)
	{
	  double v = (i == 0 || j == 0 || i == n - 1 || j == n - 1) ? 1.0 : 0.0;
	  a[i][j] = ra[i][j] = host (v);
	  b[i][j] = rb[i][j] = host (0.5 + i - j);
	}
      x[i] = rx[i] = host (0.0);
    }
}

static void
check (int got, int expect)
{
  if (got != expect || memcmp (a, ra, sizeof a) != 0
      || memcmp (b, rb, sizeof b) != 0 || memcmp (x, rx, sizeof x) != 0)
    abort ();
}

int
main (void)
{
  int n = 20;
  /* The centre's value after each step, from a run that never stops.  */
  init (n);
  centre[0] = ra[c][c];
  if (sweep_while_ref (n, MAXSTEPS, 2.0) != MAXSTEPS)
    abort ();
  /* It grows from step 8 on: thresholds between two steps' values.  */
  if (!(centre[30] > centre[29] && centre[29] > centre[28]
	&& centre[MAXSTEPS] > centre[MAXSTEPS - 1] && centre[9] > 0))
    abort ();
  double mid = (centre[29] + centre[30]) / 2;
  double end = (centre[MAXSTEPS - 1] + centre[MAXSTEPS]) / 2;
  /* Stop at once (before any step: the centre crosses nothing yet where
     the threshold is not above 0), after the first step with a value,
     mid-way, at the last step, never; and no step at all.  */
  double tols[6] = { 0.0, centre[9] / 2, mid, end, 2.0, mid };
  int maxits[6] = { MAXSTEPS, MAXSTEPS, MAXSTEPS, MAXSTEPS, MAXSTEPS, 0 };
  for (int k = 0; k < 6; k++)
    {
      int r;
      init (n);
      r = sweep_while_ref (n, maxits[k], tols[k]);
      check (sweep_while (n, maxits[k], tols[k]), r);
      if (k == 4 && r != MAXSTEPS)
	abort ();

      init (n);
      r = sweep_for_ref (n, maxits[k], tols[k], c);
      check (sweep_for (n, maxits[k], tols[k], c), r);

      init (n);
      r = sweep_end_ref (n, maxits[k], tols[k], 1);
      check (sweep_top (n, maxits[k], tols[k]), r);

      init (n);
      r = sweep_end_ref (n, maxits[k], tols[k], 0);
      check (sweep_end (n, maxits[k], tols[k]), r);

      init (n);
      r = sweep_end_ref (n, maxits[k], tols[k], 0);
      check (sweep_sq (n, maxits[k], tols[k]), r * r + r);
    }
  /* A grid too small for any statement instance: the loops still count
     their steps, and stop where the values from before tell them to.  */
  double small[2] = { 0.5, 2.0 };
  for (int k = 0; k < 2; k++)
    {
      int r;
      init (2);
      a[c][c] = ra[c][c] = host (1.0);
      r = sweep_while_ref (2, 5, small[k]);
      check (sweep_while (2, 5, small[k]), r);
      r = sweep_end_ref (2, 5, small[k], 1);
      check (sweep_top (2, 5, small[k]), r);
      r = sweep_end_ref (2, 5, small[k], 0);
      check (sweep_end (2, 5, small[k]), r);
      r = sweep_end_ref (2, 5, small[k], 0);
      check (sweep_sq (2, 5, small[k]), r * r + r);
    }
  return 0;
}
