/* Delinearization is exact only where every inner subscript stays in
   its row: here j + 1 reaches m in the last iteration, so the recorded
   assumption (checked at run time) holds only when the nest does not
   run at all, or for rows of one element (m = 1, where the read
   [i][j + 1] is moved to [i + 1][j + 1 - m], within its row), and the
   region will otherwise take the original code.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
f (int n, int m, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP" } */
    for (int j = 0; j < m; j++)
      b[i * m + j] = a[i * m + j + 1];
}

/* { dg-final { scan-tree-dump "assumptions: \[^\n\]*m_\[0-9\]+ <?= 1" "gpugen" } } */
