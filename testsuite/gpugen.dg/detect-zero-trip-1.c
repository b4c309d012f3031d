/* Loops whose trip counts may be zero (n - 2 may be negative, the inner
   one is empty when m <= k) are modelled exactly: the domain is empty
   where the bounds say so.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

#define N 100
double A[N][N];

void
f (int n, int m, int k)
{
  for (int i = 2; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = k; j < m; j++)
      A[i][j] = i - j;
}

/* { dg-final { scan-tree-dump "S_0\\\[i0, i1\\\] : .*0 <= i0 <= -3 \\+ n_\[0-9\]+" "gpugen" } } */
/* { dg-final { scan-tree-dump "S_0\\\[i0, i1\\\] : .*0 <= i1 < m_\[0-9\]+ - k_\[0-9\]+" "gpugen" } } */
