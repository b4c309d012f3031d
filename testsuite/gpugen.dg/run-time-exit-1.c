/* A time loop that leaves on data (issue 16): Jacobi steps on a grid
   with a hot border, "if (a[n/2][n/2] > tol) break;" after each step.
   The whole loop is one region (gpugen-hostexit.cc): the host loop
   launches each step's kernels, reads the centre element back from the
   device and leaves where the program does.  Every element and the
   number of steps run (counters a third nest increments, SWEEP_COUNT) match
   a host reference, for a threshold that stops the loop after its
   first step, one that stops it mid-way (between the centre's values
   of two steps, so that a test one step early or late gives other
   arrays), one never reached, and no step at all; and nests that run
   from the third step on, whose host loop starts there, for a threshold
   the values from before the region already cross.  The exit on the
   false edge (while the centre stays below the threshold) and an exit
   that reads an array no kernel writes are checked the same way.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 24
#define MAXSTEPS 80

double a[N][N], b[N][N], ra[N][N], rb[N][N];
double limit[4];
int count[N], rcount[1];
/* The centre's value after each step of the reference.  */
double centre[MAXSTEPS];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static void __attribute__ ((noipa))
sweep (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[n / 2][n / 2] > tol)
	break;
    }
}

/* The same with a counter of the steps run.  */

static void __attribute__ ((noipa))
sweep_count (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 3 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 1 loop mapped to blocks of 256 threads, launched in 1 host loop\\)" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      for (int i = 0; i < n; i++)
	count[i] = count[i] + 1;
      if (a[n / 2][n / 2] > tol)
	break;
    }
}

/* Going on while the centre stays at most the threshold (the exit on
   the false edge), the threshold read from LIMIT, which no kernel
   writes.  */

static void __attribute__ ((noipa))
sweep_while (int n, int steps, int k)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 3 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 1 loop mapped to blocks of 256 threads, launched in 1 host loop\\)" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      for (int i = 0; i < n; i++)
	count[i] = count[i] + 1;
      if (!(a[n / 2][n / 2] <= limit[k]))
	break;
    }
}

/* The nests run from the third step on: the host loop starts at step
   2, and the values from before the region are tested first, as the
   program's first two steps do.  */

static void __attribute__ ((noipa))
sweep_late (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      if (t >= 2) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" } */
	{
	  for (int i = 1; i < n - 1; i++)
	    for (int j = 1; j < n - 1; j++)
	      b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1]
				+ a[i][j+1]);
	  for (int i = 1; i < n - 1; i++)
	    for (int j = 1; j < n - 1; j++)
	      a[i][j] = b[i][j];
	}
      if (a[n / 2][n / 2] > tol)
	break;
    }
}

static void
sweep_late_ref (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      if (t >= 2)
	{
	  for (int i = 1; i < n - 1; i++)
	    for (int j = 1; j < n - 1; j++)
	      rb[i][j] = host (0.25) * (ra[i-1][j] + ra[i+1][j] + ra[i][j-1]
					+ ra[i][j+1]);
	  for (int i = 1; i < n - 1; i++)
	    for (int j = 1; j < n - 1; j++)
	      ra[i][j] = host (rb[i][j]);
	}
      if (ra[n / 2][n / 2] > tol)
	break;
    }
}

static void
sweep_ref (int n, int steps, double tol)
{
  rcount[0] = 0;
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  rb[i][j] = host (0.25) * (ra[i-1][j] + ra[i+1][j] + ra[i][j-1]
				    + ra[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  ra[i][j] = host (rb[i][j]);
      rcount[0]++;
      if (t < MAXSTEPS)
	centre[t] = ra[n / 2][n / 2];
      if (ra[n / 2][n / 2] > tol)
	break;
    }
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
  for (int i = 0; i < N; i++)
    count[i] = (int) host (0);
}

static void
check (void)
{
  if (memcmp (a, ra, sizeof a) != 0 || memcmp (b, rb, sizeof b) != 0)
    abort ();
}

int
main (void)
{
  int n = 20;
  /* The centre's value after each step, from a run that never leaves.  */
  init (n);
  sweep_ref (n, MAXSTEPS, 2.0);
  /* It grows from step n/2 - 1 on: a threshold between steps 29 and 30
     leaves after step 30 (31 steps run).  */
  if (!(centre[30] > centre[29] && centre[29] > centre[28]))
    abort ();
  double mid = (centre[29] + centre[30]) / 2;
  double tols[4] = { -1.0, mid, 2.0, mid };
  int steps[4] = { MAXSTEPS, MAXSTEPS, MAXSTEPS, 0 };
  int expect[4] = { 1, 31, MAXSTEPS, 0 };
  for (int k = 0; k < 4; k++)
    {
      limit[k] = tols[k];
      init (n);
      sweep_ref (n, steps[k], tols[k]);
      if (rcount[0] != expect[k])
	abort ();
      sweep (n, steps[k], tols[k]);
      check ();

      init (n);
      sweep_ref (n, steps[k], tols[k]);
      sweep_count (n, steps[k], tols[k]);
      check ();
      for (int i = 0; i < n; i++)
	if (count[i] != rcount[0])
	  abort ();

      init (n);
      sweep_ref (n, steps[k], tols[k]);
      sweep_while (n, steps[k], k);
      check ();
      for (int i = 0; i < n; i++)
	if (count[i] != rcount[0])
	  abort ();
    }
  /* Leaving before the host loop's first step (the centre is 1, above
     the threshold, from the start), mid-way and never.  */
  double late[3] = { 0.5, mid, 2.0 };
  for (int k = 0; k < 3; k++)
    {
      init (n);
      a[n / 2][n / 2] = ra[n / 2][n / 2] = host (k == 0 ? 1.0 : 0.0);
      sweep_late_ref (n, MAXSTEPS, late[k]);
      sweep_late (n, MAXSTEPS, late[k]);
      check ();
    }
  /* A grid too small for any statement instance: nothing changes.  */
  init (2);
  sweep_ref (2, 5, 0.5);
  sweep (2, 5, 0.5);
  check ();
  return 0;
}
