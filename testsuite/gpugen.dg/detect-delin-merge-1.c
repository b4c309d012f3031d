/* A one-dimensional affine access a[j] (row 0) in the same region as
   linearized ones a[i * m + j], as fdtd-2d's ey[j] = src[t]: the
   affine access is modelled first as an access to a one-dimensional
   array, then joins the delinearized ones as [0][j] in rows of m
   elements, under the assumption j < m (here j < len: len <= m, or the
   first loop does not run).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
f (int n, int m, int len, double *restrict a, const double *restrict b)
{
  for (int j = 0; j < len; j++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" } */
    a[j] = b[j];
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] += a[(i - 1) * m + j];
}

/* { dg-final { scan-tree-dump "delinearized array a_\[0-9\]+: 2 dimensions" "gpugen" } } */
/* { dg-final { scan-tree-dump "write \[^\n\]*S_0\\\[i0\\\] -> a_\[0-9\]+\\\[0, i0\\\]" "gpugen" } } */
/* { dg-final { scan-tree-dump "read \[^\n\]*S_1\\\[i0, i1\\\] -> a_\[0-9\]+\\\[i0, i1\\\]" "gpugen" } } */
/* { dg-final { scan-tree-dump "assumptions: \[^\n\]*m_\[0-9\]+ >= len_\[0-9\]+" "gpugen" } } */
