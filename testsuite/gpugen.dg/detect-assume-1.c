/* Delinearization is exact only where every inner subscript stays in
   its row: here j + 1 reaches m in the last iteration, so the recorded
   assumption (checked at run time) holds only when the nest does not
   run at all, and the region will always take the original code.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
f (int n, int m, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: SCoP" } */
    for (int j = 0; j < m; j++)
      b[i * m + j] = a[i * m + j + 1];
}

/* { dg-final { scan-tree-dump "assumptions: \[^\n\]*m_\[0-9\]+ <= 0" "gpugen" } } */
