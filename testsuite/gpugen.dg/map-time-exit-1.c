/* Time loops that leave on data (issue 16, gpugen-hostexit.cc).  A
   sweep that stops when the centre crosses a threshold is one region:
   its loop runs on the host, launching the two stencil nests' kernels
   each step and testing the exit between steps; so is one whose tested
   element moves with the step, and one whose counter is used after the
   loop (the host code gives it the step where the loop left).  Where the
   exit cannot be tested on the host, the loop's nests are a region of
   their own, offloaded once per step, as before, after a note that says
   why: a value the loop leaves that the host cannot compute (a sum of
   floating-point steps), a test between the step's nests.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */

#define N 64

double a[N][N], b[N][N];
int last;
double elapsed;

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

/* The element tested moves with the step: read back at the address of
   each step.  */

void
sweep_moving (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" } */
	for (int j = 1; j < n - 1; j++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } .-1 } */
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[1][t] > tol)
	break;
    }
}

/* The counter is used after the loop: the host code gives it the step
   where the loop left (T by the exit on data, STEPS by the count).  */

void
sweep_last (int n, int steps, double tol)
{
  int t;
  for (t = 0; t < steps; t++)
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
  last = t;
}

/* A sum of floating-point steps used after the loop: not a value the
   host code computes from the step where the loop left.  The region is
   given up and the exit put back (the remark of before), each nest
   offloaded on its own.  */

void
sweep_time (int n, int steps, double tol, double dt)
{
  double time = 0;
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 85, which leaves on data at line 98\\)" } */
	/* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads; 2 loops mapped to blocks of 32x8 threads\\)" "" { target *-*-* } .-1 } */
	/* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } .-2 } */
	/* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } .-3 } */
	/* { dg-note "gpugen: the loop's exit on data is not tested on the host between steps: scalar computed in the region is used after it: 'time' after the time loop, neither a value from before it nor an affine function of its counter" "" { target *-*-* } .-4 } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      time += dt;
      if (a[n / 2][n / 2] > tol)
	break;
    }
  elapsed = time;
}

/* The test between the step's nests: never one region (the note says
   why); the nests are offloaded on their own.  */

void
sweep_between (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 110, which leaves on data at line 118\\)" } */
	/* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" "" { target *-*-* } .-1 } */
	/* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" "" { target *-*-* } .-2 } */
	/* { dg-note "gpugen: the loop's exit on data is not tested on the host between steps: an exit is tested on some paths through the step only \\(at line 118\\)" "" { target *-*-* } .-3 } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      if (b[1][1] > tol)
	break;
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
	for (int j = 1; j < n - 1; j++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" "" { target *-*-* } .-1 } */
	  a[i][j] = b[i][j];
    }
}
