/* Loops to which jump threading gives a second exit: in a row loop that
   counts down to 0 around a loop of column updates, a loop over the
   rows below and a second column loop, the path where the column loops
   are empty (n <= 0) and the row loop is at its last row (i <= 0) is
   threaded straight out of the row loop.  That exit is taken only in
   the last iteration, where the loop's own test ends it anyway: the
   whole nest is one SCoP, with the exit's condition in the domains of
   the blocks after it.  */
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

/* Breaks on counters that may end the loops early: the iterations
   after the first exit in the same execution of the loop are removed
   from the domains (the j loop of row i ends after j = i + k, the i
   loop after 3 i >= k), and both loops stay parallel.  */

void
early_inner (int n, int m, int k, double a[n][m])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      {
	if (j > i + k)
	  break;
	a[i][j] += i - j;
      }
}

void
early_outer (int n, int m, int k, double a[n][m])
{
  for (int i = 0; i < n; i++)
    {
      if (3 * i >= k)
	break;
      for (int j = 0; j < m; j++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
	a[i][j] = a[i][j] * 2 + i;
    }
}

/* A break on data from a loop that stores stays a miss (a search loop,
   which stores nothing, is modelled: detect-exits-2.c).  */

void
early_data (int n, double *x, double *y)
{
  for (int i = 0; i < n; i++)
    {
      if (x[i] < 0) /* { dg-missed "loop nest not a SCoP: loop with several exits" } */
	break;
      y[i] = x[i];
    }
}

/* One region, not one per row (map-exits-1.c checks its kernels).  */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP \[0-9\]+: 3 statements" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "iterations after an early exit" 2 "gpugen" } } */
