/* Exits on data that stay misses, each with its culprit: a recurrence
   that stops at a threshold over an array of unknown size, which would
   write past the exit where the program does not (the remark names the
   exit; a copy back of bytes outside the array's object could undo what
   another thread, the CUDA driver's included, writes there meanwhile, so
   the run-time check of the host memory that serves search loops, which
   only read past their exits, does not serve it: detect-spec-range-1.c,
   run-spec-range-1.c); a sweep that stops when a value crosses a
   threshold, whose exit is in the loop around the stencil nests, which
   gpugen-exits.cc does not rewrite, and which gpugen-hostexit.cc does
   not test on the host either, as the element it reads moves with the
   step (the remark names the loop; the sweep's nests are offloaded on
   their own, once per step; detect-time-exit-1.c has the sweep that is
   one region).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

#define N 64

double a[N][N], b[N][N];

void
rowstop_ptr (int n, double tol, double (*restrict x)[N])
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++) /* { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the exit at line 40, past which its loop may read outside its array\\)" } */
      {
	if (x[i][j - 1] > tol)
	  break;
	x[i][j] = x[i][j - 1] * 1.5 + 1.0;
      }
}

void
sweep (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 49, which leaves on data at line 57\\)" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[n / 2][t] > tol)
	break;
    }
}
