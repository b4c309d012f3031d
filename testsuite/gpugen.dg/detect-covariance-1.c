/* Three nests in sequence (column means, centering, the upper triangle
   of the covariance matrix and its mirror) form one SCoP, even though
   jump threading leaves unstructured joins between them.  Domains are
   exact: the triangle j >= i becomes a counter bound that depends on
   the outer counter.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

#define N 128
double mean[N], cov[N][N], data[N][N];

void
covar (int m, int n, double fn)
{
  for (int j = 0; j < m; j++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 3 arrays, 5 parallel loops" } */
    {
      mean[j] = 0.0;
      for (int i = 0; i < n; i++)
	mean[j] += data[i][j];
      mean[j] /= fn;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++)
      {
	cov[i][j] = 0.0;
	for (int k = 0; k < n; k++)
	  cov[i][j] += data[k][i] * data[k][j];
	cov[i][j] /= (fn - 1.0);
	cov[j][i] = cov[i][j];
      }
}

/* { dg-final { scan-tree-dump-times "gpugen: number of SCoPs: 1" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump "loop at line 18 depth 2: sequential" "gpugen" } } */
/* { dg-final { scan-tree-dump "loop at line 29 depth 3: sequential" "gpugen" } } */
/* { dg-final { scan-tree-dump "0 <= i1 < m_\[0-9\]+ - i0" "gpugen" } } */
