/* Early exits on counters from strided loops whose start is
   quasi-affine, as in red-black sweeps: "for (j = 1 + (i & 1); j < n - 1;
   j += 2) { if (j > i) break; ... }".  The loop's dimension is shifted
   by its start (find_shift in gpugen-domain.cc), so the exit's
   condition is over the dimension.  Where GCC merges the break into the
   loop's test ("(j >= n - 1) | (j > i)": a constant threshold, j > i,
   and a loop counting down by 2 from n - 2 - (i & 1)), the combined
   exit is counted by the first iteration where it holds
   (first_exit_count), the condition's preimage giving it over the
   iteration number.  Where the break stays an exit of its own (steps of
   3 from i % 3 up and from n - 1 - i % 3 down, with thresholds on j + i
   and j + i - m), the iterations after it are removed
   (gpugen_model_extra_exits), later meaning further along the step;
   the evolution of j + 3 + i there starts at (i % 3 + 3) + i, from
   which shift_chrec takes i % 3 away.  Before, each was "condition not
   affine".  Each nest is one kernel over both loops;
   run-stride-exit-1.c runs them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
brk_c (int n, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = 1 + (i & 1); j < n - 1; j += 2)
      {
	if (j > 100)
	  break;
	u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j]) + j;
      }
}

void
brk_i (int n, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = 1 + (i & 1); j < n - 1; j += 2)
      {
	if (j > i)
	  break;
	u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j]) + j;
      }
}

void
down_i (int n, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = n - 2 - (i & 1); j > 0; j -= 2)
      {
	if (j < i)
	  break;
	u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j]) + j;
      }
}

void
mod3 (int n, int m, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = i % 3; j < n; j += 3)
      {
	if (j + i > m)
	  break;
	u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j]) + j;
      }
}

void
down3 (int n, int m, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = n - 1 - i % 3; j >= 0; j -= 3)
      {
	if (j < m - i)
	  break;
	u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j]) + j;
      }
}

/* { dg-final { scan-tree-dump-times "dimension shifted by" 5 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP 0 kernels: 1" 5 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the first iteration where its combined exit holds" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "iterations after an early exit" 2 "gpugen" } } */
