/* Red-black sweeps whose strided inner loop starts at a quasi-affine
   value (1 + i % 2, 2 - i % 2, 1 + (i + 1) % 2): the inner loop's
   dimension is its counter's value j rather than its iteration number
   (gpugen_loop_info's shift), with the parity as a congruence, so the
   subscripts stay affine; the latch count, ((unsigned) n - 3 - (i & 1))
   / 2, is read in its unsigned arithmetic with a no-wrap check that the
   region's guard (n > 2) proves.  The points of one colour are
   independent: both loops are parallel, and the nest is one 2-D
   kernel.  run-redblack-1.c runs them (detect-redblack-1.f90 in
   Fortran).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
red (int n, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = 1 + (i % 2); j < n - 1; j += 2)
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
}

void
black (int n, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = 2 - i % 2; j < n - 1; j += 2)
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
}

void
black2 (int n, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = 1 + (i + 1) % 2; j < n - 1; j += 2)
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
}

/* The dimension and the parity congruence in the model; no run-time
   assumption.  */
/* { dg-final { scan-tree-dump-times "dimension shifted by" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump "S_0 \\(bb \[0-9\]+\\): domain \[^\n\]*S_0\\\[i0, i1\\\] : \\(1 \\+ i1\\) mod 2 = 1 \\+ i0 - 2\\*floor" "gpugen" } } */
/* { dg-final { scan-tree-dump-not "no-wrap assumption" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP 0 kernels: 1" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "loop at line \[0-9\]+ depth 2: parallel" 3 "gpugen" } } */
