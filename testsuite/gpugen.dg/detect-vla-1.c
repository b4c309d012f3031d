/* A C99 VLA parameter: a[i][j] is at i * m + j, a parametric stride.
   Delinearization recovers two dimensions, [?][m]; the subscript j stays
   within m for every iteration, so no run-time assumption is needed.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
f (int n, int m, double a[n][m])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      a[i][j] = i + j;
}

/* { dg-final { scan-tree-dump "delinearized array a_\[0-9\]+: 2 dimensions" "gpugen" } } */
/* { dg-final { scan-tree-dump "array a_\[0-9\]+ \\(memory, double\\)\\\[\\?\\\]\\\[m_\[0-9\]+\\(D\\)\\\] written" "gpugen" } } */
/* { dg-final { scan-tree-dump "assumptions: \\\[\[^\]\]*\\\] -> \\{  :  \\}" "gpugen" } } */
