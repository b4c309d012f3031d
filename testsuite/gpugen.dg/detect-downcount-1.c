/* A row loop counting down from n - 1, which GCC computes before the
   nest, around a loop that starts at the row counter plus one, on a
   linearized array: the model expresses the start through its
   definition (n is the only parameter), proves that the unsigned latch
   counts of niter analysis do not wrap where the loops run (the guard
   n - 1 >= 0 in front of the nest is part of the context), and needs
   no run-time assumption.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
f (int n, double *restrict a, const double *restrict b)
{
  for (int i = n - 1; i >= 0; i--) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = i + 1; j < n; j++)
      a[i * n + j] = b[(i + 1) * n + j] + 1.0;
}

/* { dg-final { scan-tree-dump "parameters: n_\[0-9\]+\\(D\\)\n" "gpugen" } } */
/* { dg-final { scan-tree-dump "context: \\\[n_\[0-9\]+\\\] -> \\{  : 0 < n_\[0-9\]+ <= 2147483647 \\}" "gpugen" } } */
/* { dg-final { scan-tree-dump "assumptions: \\\[n_\[0-9\]+\\\] -> \\{  :  \\}" "gpugen" } } */
/* { dg-final { scan-tree-dump "S_0\\\[i0, i1\\\] : .*0 <= i1 < i0" "gpugen" } } */
/* { dg-final { scan-tree-dump-not "no-wrap assumption" "gpugen" } } */
