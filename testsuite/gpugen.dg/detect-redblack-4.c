/* Strided loops counting down from a quasi-affine start, where a value
   is carried from one iteration to the next: the loop's dimension in the
   model is the counter's value negated (it grows from one iteration to
   the next, the order the original schedule gives), so the flow
   dependence from the write of u[i][j] to the read of it two (three)
   iterations later, at j - 2 (j - 3), is found and the inner loop is
   sequential.  Before, the dimension was the value itself, the model
   ran the iterations upwards, found each read to see only a value from
   before the nest (a snapshot) and made both loops parallel: wrong
   results.  run-redblack-4.c runs them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
carry2 (int n, double u[n][n])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = n - 3 - (i & 1); j >= 0; j -= 2) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" } */
      u[i][j] = u[i][j + 2] + 1;
}

void
carry3 (int n, double u[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" } */
    for (int j = n - 1 - i % 3; j >= 3; j -= 3)
      u[i][j - 3] = 0.5 * u[i][j - 3] + u[i][j];
}

/* { dg-final { scan-tree-dump-times "dimension shifted by \[^\n\]*, step -\[23\]" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "loop at line \[0-9\]+ depth 1: parallel" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "loop at line \[0-9\]+ depth 2: sequential" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-not "read-only snapshot" "gpugen" } } */
/* The write of u[i][-d] flows to the read of u[i][2 - d'] at d' = d + 2.  */
/* { dg-final { scan-tree-dump "flow \\(read after write\\): \[^\n\]*S_0\\\[i0, i1\\\] -> S_0\\\[i0, 2 \\+ i1\\\]" "gpugen" } } */
