/* Red-black Gauss-Seidel steps until the centre crosses a threshold
   (issue 16): the time loop around the red sweep (j = 1 + i % 2) and the
   black one (j = 1 + (i + 1) % 2) leaves on data, after the step
   ("if (u[c][c] > tol) break;") or in the loop's condition ("while
   (u[c][c] < tol && it < maxit)"), and returns its counter.  Each loop
   is one region (gpugen-hostexit.cc) whose time loop launches the two
   2-D kernels from the host and tests the centre between steps.  Every
   element and the counter match a host reference, for thresholds that
   stop the loop at once, after its first step, mid-way, at its last
   step and never, and for no step at all.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 40
#define MAXSTEPS 60

double u[N][N], r[N][N];
/* The centre after each step of the reference; index 0: before.  */
double centre[MAXSTEPS + 1];
int c = 17;

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the references and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double v)
{
  return v;
}

static int __attribute__ ((noipa))
rb_steps (int n, int steps, double tol)
{
  int s;
  for (s = 0; s < steps; s++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" } */
	for (int j = 1 + i % 2; j < n - 1; j += 2)
	  u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1 + (i + 1) % 2; j < n - 1; j += 2)
	  u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
      if (u[c][c] > tol)
	break;
    }
  return s;
}

static int __attribute__ ((noipa))
rb_while (int n, int maxit, double tol)
{
  int it = 0;
  while (u[c][c] <= tol && it < maxit) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" } */
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1 + i % 2; j < n - 1; j += 2)
	  u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1 + (i + 1) % 2; j < n - 1; j += 2)
	  u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
      it++;
    }
  return it;
}

/* Both on R: a step is the red points (i + j odd), then the black ones,
   each read after the other's update; the centre after each step goes to CENTRE.
   TOP tests before the step, as rb_while does (which also stops where
   the centre equals the threshold).  */

static int
rb_ref (int n, int steps, double tol, int top)
{
  int s;
  for (s = 0; s < steps; s++)
    {
      if (top && !(r[c][c] <= tol))
	break;
      for (int colour = 1; colour >= 0; colour--)
	for (int i = 1; i < n - 1; i++)
	  for (int j = 1; j < n - 1; j++)
	    if ((i + j) % 2 == colour)
	      r[i][j] = host (0.25 * (r[i-1][j] + r[i+1][j] + r[i][j-1]
				      + r[i][j+1]));
      if (s + 1 <= MAXSTEPS)
	centre[s + 1] = r[c][c];
      if (!top && r[c][c] > tol)
	break;
    }
  return s;
}

/* A hot border, a cold inside.  */

static void
init (int n)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      u[i][j] = r[i][j] = host ((i == 0 || j == 0 || i == n - 1
				 || j == n - 1) ? 1.0 : 0.0);
}

static void
check (int got, int expect)
{
  if (got != expect || memcmp (u, r, sizeof u) != 0)
    abort ();
}

int
main (void)
{
  int n = 36;
  init (n);
  centre[0] = r[c][c];
  if (rb_ref (n, MAXSTEPS, 2.0, 0) != MAXSTEPS)
    abort ();
  /* The centre grows from some step on: thresholds between two
     steps' values.  */
  int first = 1;
  while (first < MAXSTEPS && !(centre[first] > 0))
    first++;
  if (!(first < 20 && centre[30] > centre[29]
	&& centre[MAXSTEPS] > centre[MAXSTEPS - 1]))
    abort ();
  double tols[6] = { -1.0, centre[first] / 2, (centre[29] + centre[30]) / 2,
		     (centre[MAXSTEPS - 1] + centre[MAXSTEPS]) / 2, 2.0,
		     0.5 };
  int steps[6] = { MAXSTEPS, MAXSTEPS, MAXSTEPS, MAXSTEPS, MAXSTEPS, 0 };
  for (int k = 0; k < 6; k++)
    {
      int e;
      init (n);
      e = rb_ref (n, steps[k], tols[k], 0);
      check (rb_steps (n, steps[k], tols[k]), e);
      init (n);
      e = rb_ref (n, steps[k], tols[k], 1);
      check (rb_while (n, steps[k], tols[k]), e);
    }
  return 0;
}
