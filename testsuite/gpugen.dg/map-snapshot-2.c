/* Snapshots off (-fplugin-arg-gpugen-snapshot=0): gpubench's trmm
   (map-snapshot-1.c) keeps the anti dependences from its reads of rows
   k < i to the later writes of those rows, which serialize the rows:
   the product's kernel maps the columns only.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-snapshot=0 -fplugin-arg-gpugen-dump" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

void
trmm (int m, int n, double alpha, double a[m][m], double b[m][n])
{
  for (int i = m - 1; i >= 0; i--)
    {
      for (int j = 0; j < n; j++) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(1 loop mapped to blocks of 32 threads; 2 loops mapped to blocks of 32x8 threads\\)" } */
	b[i][j] *= a[i][i];
      for (int k = 0; k < i; k++)
	for (int j = 0; j < n; j++)
	  b[i][j] += a[i][k] * b[k][j];
      for (int j = 0; j < n; j++)
	b[i][j] *= alpha;
    }
}

/* { dg-final { scan-tree-dump-not "gpugen-snapshot" "gpugen" } } */
