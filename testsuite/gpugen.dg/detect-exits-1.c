/* Loops to which jump threading gives a second exit: in a row loop that
   counts down to 0 around a loop of column updates, a loop over the
   rows below and a second column loop, the path where the column loops
   are empty (n <= 0) and the row loop is at its last row (i <= 0) is
   threaded straight out of the row loop.  That exit is taken only in
   the last iteration, where the loop's own test ends it anyway: the
   whole nest is one SCoP, with the exit's condition in the domains of
   the blocks after it.  A break on a counter that may end the loop
   early, or on data, stays a miss.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */

void
trmm_like (int m, int n, double alpha, double a[m][m], double b[m][n])
{
  for (int i = m - 1; i >= 0; i--) /* { dg-bogus "several exits" } */
    {
      for (int j = 0; j < n; j++) /* { dg-note "gpugen: SCoP with 3 statements, 2 arrays" } */
	b[i][j] *= a[i][i];
      for (int k = 0; k < i; k++)
	for (int j = 0; j < n; j++)
	  b[i][j] += a[i][k] * b[k][j];
      for (int j = 0; j < n; j++)
	b[i][j] *= alpha;
    }
}

void
early_counter (int n, int k, double *x)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: loop with several exits" } */
    {
      x[i] = 2 * x[i];
      if (i == k)
	break;
    }
}

/* One region, not one per row (map-exits-1.c checks its kernels).  */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP \[0-9\]+: 3 statements" 1 "gpugen" } } */
