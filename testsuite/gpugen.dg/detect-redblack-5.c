/* Red-black sweeps under their color loop, the start of the strided
   row loop depending on the color too ("j = 1 + (i + c) % 2"): the
   color loop carries every dependence and the row and column loops
   are parallel.  isl's scheduler, which by default rejects rows that
   would coalesce loops, found no row to carry them ("unable to carry
   dependences") and the nest stayed on the host; gpugen_schedule_compute
   (gpugen-schedule.cc) tries again without that rule, and the schedule
   has the color loop on the host and one kernel below it.
   run-redblack-5.c runs them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
rbcolor (int n, double u[restrict n][n], const double f[restrict n][n])
{
  for (int c = 0; c < 2; c++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int i = 1; i < n - 1; i++)
      for (int j = 1 + (i + c) % 2; j < n - 1; j += 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
			  + u[i][j + 1] - f[i][j]);
}

void
rbcolor2 (int n, double u[restrict n][n])
{
  for (int c = 1; c >= 0; c--) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int i = 1; i < n - 1; i++)
      for (int j = 2 - (i + c) % 2; j < n - 1; j += 2)
	u[i][j] = (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]) / 4;
}

/* { dg-final { scan-tree-dump-not "not scheduled" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "SCoP 0 kernels: 1" 2 "gpugen" } } */
