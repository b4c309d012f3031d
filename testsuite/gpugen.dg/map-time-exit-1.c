/* Time loops that leave on data (issue 16, gpugen-hostexit.cc).  A
   sweep that stops when the centre crosses a threshold is one region:
   its loop runs on the host, launching the two stencil nests' kernels
   each step and testing the exit between steps.  Where the exit cannot
   be tested on the host, the loop's nests are a region of their own,
   offloaded once per step, as before: an exit on an element that moves
   with the step, and a counter used after the loop (which either exit
   may pass).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */

#define N 64

double a[N][N], b[N][N];
int last;

void
sweep (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" } */
	for (int j = 1; j < n - 1; j++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } .-1 } */
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[n / 2][n / 2] > tol)
	break;
    }
}

/* The element tested moves with the step: a miss, as before.  */

void
sweep_moving (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 38, which leaves on data at line 48\\)" } */
	/* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads; 2 loops mapped to blocks of 32x8 threads\\)" "" { target *-*-* } .-1 } */
	/* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } .-2 } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[1][t] > tol)
	break;
    }
}

/* The counter is used after the loop: the region is given up and the
   exit put back (the remark of before), each nest offloaded on its
   own.  */

void
sweep_last (int n, int steps, double tol)
{
  int t;
  for (t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 61, which leaves on data at line 72\\)" } */
	/* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads; 2 loops mapped to blocks of 32x8 threads\\)" "" { target *-*-* } .-1 } */
	/* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } .-2 } */
	/* { dg-note "gpugen: the loop's exit on data is not tested on the host between steps: scalar of unsupported type flows between statements: 't' at line 61" "" { target *-*-* } .-3 } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[n / 2][n / 2] > tol)
	break;
    }
  last = t;
}
