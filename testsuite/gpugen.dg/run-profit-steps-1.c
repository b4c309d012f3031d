/* The estimate of a time loop whose exit on data is tested on the host
   counts the steps the region's earlier executions ran, where they left
   sooner than the loop's count (runtime/profit.c): under a cost model
   whose device wins each step by its launches but loses by its fixed
   cost (GPUGEN_OFFLOAD_MODEL on the emulator), SETTLE, which leaves
   after 2 of its 300 steps, runs its first execution on the device (300
   steps counted) and the next two on the host (2 counted), and so does
   SETTLE_WHILE, a "while" with no count (2^52 steps counted first);
   MARCH, which runs all 300, stays on the device.  Every element
   matches a host reference after each call.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "auto" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD_MODEL "20,0.8,33,270336,110,20,10,16" } */
/* { dg-gpugen-expect offload } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-steps-1.c:\[0-9\]+ \\(settle\\): host: estimated \[^\r\n\]* \\(2 of 300 steps, the most an earlier execution ran\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-steps-1.c:\[0-9\]+ \\(settle\\): 1 of 3 executions on the device, 2 on the host \\(2 by the estimate\\)\[\r\n\]+" } */
/* { dg-output "(\[^\r\n\]*\[\r\n\]+)*gpugen: region \[^\r\n\]*run-profit-steps-1.c:\[0-9\]+ \\(settle_while\\): host: estimated \[^\r\n\]* \\(2 of 4.5e\\+15 steps, the most an earlier execution ran\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-steps-1.c:\[0-9\]+ \\(settle_while\\): 1 of 3 executions on the device, 2 on the host \\(2 by the estimate\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-steps-1.c:\[0-9\]+ \\(march\\): 2 entries, \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-steps-1.c:\[0-9\]+ \\(march\\): device: estimated \[0-9.\]+ us on the device against \[0-9.\]+ ms on the host: 600 launches\[\r\n\]+" } */

#include <stdlib.h>
#include <string.h>

#define N 24
#define STEPS 300

double a[N][N], b[N][N], ra[N][N], rb[N][N];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

/* Jacobi steps until the element next to the hot corner exceeds TOL.  */

static void __attribute__ ((noipa))
settle (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[1][1] > tol)
	break;
    }
}

/* The same as a loop without a count.  */

static void __attribute__ ((noipa))
settle_while (int n, double tol)
{
  while (!(a[1][1] > tol))
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
    }
}

/* SETTLE again, as a region of its own.  */

static void __attribute__ ((noipa))
march (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[1][1] > tol)
	break;
    }
}

/* The reference: STEPS steps at most, leaving where A[1][1] exceeds
   TOL; return the steps run.  */

static int
ref (int n, int steps, double tol)
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
      if (ra[1][1] > tol)
	return t + 1;
    }
  return t;
}

/* A hot border, a cold inside.  */

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
  /* A[1][1] is 0.5 after the first step, 0.625 after the second.  */
  for (int k = 0; k < 3; k++)
    {
      init (n);
      if (ref (n, STEPS, 0.55) != 2)
	abort ();
      settle (n, STEPS, 0.55);
      check ();
      init (n);
      ref (n, STEPS, 0.55);
      settle_while (n, 0.55);
      check ();
    }
  for (int k = 0; k < 2; k++)
    {
      init (n);
      if (ref (n, STEPS, 2.0) != STEPS)
	abort ();
      march (n, STEPS, 2.0);
      check ();
    }
  return 0;
}
