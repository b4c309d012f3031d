/* A break on counters that GCC merges with the loop's own test into one
   exit, "_23 = j_19 > i_31; _25 = j_19 == 64; _21 = _23 | _25; if (_21
   != 0)": niter analysis does not count such a loop (the nest was a
   miss, "number of iterations not computable"); the model takes its
   latch count as the first iteration where the combined condition
   holds (gpugen-domain.cc's first_exit_count, isl's lexicographic
   minimum), exact since the test runs in every iteration, and both
   loops stay parallel: a bound of fixed size (FIXED) or a parameter
   (PARAM).  Breaks that GCC keeps as exits of their own (an exit tested
   after the store, steps of 3 and -1: AFTER, DOWN) were SCoPs already,
   and stay so.  run-combined-exit-1.c runs them
   (detect-combined-exit-1.f90 in Fortran).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
fixed (int n, double (*restrict a)[64], const double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < 64; j++)
      {
	if (j > i)
	  break;
	a[i][j] = b[j] + i;
      }
}

void
param (int n, int m, double (*restrict a)[64], const double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      {
	if (j > i)
	  break;
	a[i][j] = b[j] + i;
      }
}

void
after (int n, int m, int k, double (*restrict a)[64], const double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 2; j < m; j += 3)
      {
	a[i][j] = b[j] - i;
	if (j + i >= k || j == 2 * i)
	  break;
      }
}

void
down (int n, int m, double (*a)[64])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = m - 1; j >= 0; j--)
      {
	if (j < i && j % 4 == 0)
	  break;
	a[i][j] += 1;
      }
}

/* { dg-final { scan-tree-dump-times "latch count, the first iteration where its combined exit holds" 2 "gpugen" } } */
