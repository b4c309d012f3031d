/* An exit on data that stays a miss: a sweep that stops when a value
   crosses a threshold, whose exit is in the loop around the stencil
   nests, which gpugen-exits.cc does not rewrite, and which
   gpugen-hostexit.cc does not test on the host either, as the test
   comes between the step's nests (the remark names the loop, a note
   says why; the nests are offloaded on their own, once per step;
   map-time-exit-1.c has the sweeps that are one region).  A search loop, or a recurrence
   that stops at a threshold, over an array of unknown size, which runs
   past its exit, is a SCoP under a run-time check of the host memory
   its copies touch (detect-spec-range-1.c, run-spec-range-1.c);
   missed-store-1.c has its remark where that check is turned off.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

#define N 64

double a[N][N], b[N][N];

void
sweep (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 22, which leaves on data at line 27\\)" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      if (b[n / 2][t] > tol)
	break;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
    }
}
