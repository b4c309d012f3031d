/* Time loops that leave on an element whose address moves with the step
   (issue 16, gpugen-hostexit.cc): "if (a[1 + t][k] > tol) break;", a
   monitor written by the step and tested at once ("mon[t] = a[c][c]; if
   (mon[t] > tol) break;", where GCC tests the value stored), and a row
   of a history that a nest of the step writes ("hist[t][k]").  Each loop
   is one region: after each step the host reads back the element at
   the address of that step, and the counter returned is the step where
   the loop left.  Every element and the counter match a host
   reference, for thresholds that stop the loop after its first step,
   mid-way (between two steps' values, so that reading another step's
   element, or testing a step early or late, gives other arrays and
   counts), at its last step and never, and for no step at all.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 24
#define MAXSTEPS 40

double a[N][N], b[N][N], ra[N][N], rb[N][N];
double mon[MAXSTEPS], rmon[MAXSTEPS];
double hist[MAXSTEPS][N], rhist[MAXSTEPS][N];
/* The tested values after each step of a reference that never
   stops.  */
double trace[MAXSTEPS];
int c = 10;

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the references and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double v)
{
  return v;
}

/* The row tested moves down with the step.  */

static int __attribute__ ((noipa))
sweep_row (int n, int steps, double tol, int k)
{
  int t;
  for (t = 0; t < steps; t++) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" } */
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[1 + t][k] > tol)
	break;
    }
  return t;
}

/* A monitor of the centre, one element per step, tested as written.  */

static int __attribute__ ((noipa))
sweep_mon (int n, int steps, double tol)
{
  int t;
  for (t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 3 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; no loop mapped: one thread, launched in 1 host loop\\)" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      mon[t] = a[c][c];
      if (mon[t] > tol)
	break;
    }
  return t;
}

/* A history of the centre row, written by a nest of each step.  */

static int __attribute__ ((noipa))
sweep_hist (int n, int steps, double tol, int k)
{
  int t;
  for (t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 3 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 1 loop mapped to blocks of 256 threads, launched in 1 host loop\\)" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      for (int j = 0; j < n; j++)
	hist[t][j] = a[c][j];
      if (hist[t][k] > tol)
	break;
    }
  return t;
}

/* The three loops on RA, RB, RMON and RHIST: KIND 0 tests the moving
   row, 1 the monitor, 2 the history; the tested values go to TRACE.  */

static int
sweep_ref (int n, int steps, double tol, int k, int kind)
{
  int t;
  for (t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  rb[i][j] = host (0.25) * (ra[i-1][j] + ra[i+1][j] + ra[i][j-1]
				    + ra[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  ra[i][j] = host (rb[i][j]);
      double v;
      if (kind == 0)
	v = ra[1 + t][k];
      else if (kind == 1)
	v = rmon[t] = ra[c][c];
      else
	{
	  for (int j = 0; j < n; j++)
	    rhist[t][j] = host (ra[c][j]);
	  v = rhist[t][k];
	}
      trace[t] = v;
      if (v > tol)
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
    for (int j = 0; j < N; j++)
      {
	double v = (i == 0 || j == 0 || i == n - 1 || j == n - 1) ? 1.0 : 0.0;
	a[i][j] = ra[i][j] = host (v);
	b[i][j] = rb[i][j] = host (0.5 + i - j);
      }
  for (int t = 0; t < MAXSTEPS; t++)
    {
      mon[t] = rmon[t] = host (-1.0);
      for (int j = 0; j < N; j++)
	hist[t][j] = rhist[t][j] = host (-2.0);
    }
}

static void
check (int got, int expect)
{
  if (got != expect || memcmp (a, ra, sizeof a) != 0
      || memcmp (b, rb, sizeof b) != 0 || memcmp (mon, rmon, sizeof mon) != 0
      || memcmp (hist, rhist, sizeof hist) != 0)
    abort ();
}

/* Run loop KIND (as sweep_ref) on N, STEPS and K with threshold TOL
   against the reference, which must stop at EXPECT steps (-1: do not
   check).  */

static void
run (int kind, int n, int steps, double tol, int k, int expect)
{
  init (n);
  int r = sweep_ref (n, steps, tol, k, kind);
  if (expect >= 0 && r != expect)
    abort ();
  int got = (kind == 0 ? sweep_row (n, steps, tol, k)
	     : kind == 1 ? sweep_mon (n, steps, tol)
	     : sweep_hist (n, steps, tol, k));
  check (got, r);
}

/* The maximum of TRACE[0..T-1], or -1.  */

static double
max_before (double *tr, int t)
{
  double m = -1.0;
  for (int s = 0; s < t; s++)
    if (tr[s] > m)
      m = tr[s];
  return m;
}

int
main (void)
{
  int n = 20, k = 7;
  int steps[3] = { n - 2, MAXSTEPS, MAXSTEPS };
  for (int kind = 0; kind < 3; kind++)
    {
      int s = steps[kind];
      /* The values traced by a run that never stops.  */
      init (n);
      if (sweep_ref (n, s, 2.0, k, kind) != s)
	abort ();
      double tr[MAXSTEPS];
      memcpy (tr, trace, sizeof tr);
      /* Mid-way: the first step from S / 2 on whose value is the
	 largest so far; and the last step, whose value is.  */
      int mid = s / 2;
      while (!(tr[mid] > max_before (tr, mid)))
	mid++;
      if (mid >= s - 1 || !(tr[s - 1] > max_before (tr, s - 1))
	  || !(tr[0] > -1.0))
	abort ();
      /* Stop after the first step, mid-way, after the last step (the
	 thresholds between the largest value before and the value
	 there), never; and no step.  */
      int at[3] = { 0, mid, s - 1 };
      for (int x = 0; x < 3; x++)
	run (kind, n, s, (max_before (tr, at[x]) + tr[at[x]]) / 2, k, at[x]);
      run (kind, n, s, 2.0, k, s);
      run (kind, n, 0, 0.5, k, 0);
    }
  return 0;
}
