/* A triangular product in place whose row loop jump threading gives a
   second exit (detect-exits-1.c): the whole nest is one region with
   kernels and no host loop, each launched once per call whatever the sizes
   (not three regions launched once per row).  Row i reads rows k < i
   before they are written (the rows are finished from the last one
   up), so those reads get a read-only snapshot of B (map-snapshot-1.c)
   and the rows run in parallel: the scaling by a[i][i], the product
   (tiled) and the scaling by alpha each map two loops.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

void
trmm (int m, int n, double alpha, double a[m][m], double b[m][n])
{
  for (int i = m - 1; i >= 0; i--)
    {
      for (int j = 0; j < n; j++) /* { dg-optimized "loop nest offloaded to the GPU: 3 kernels \\(2 loops mapped to blocks of 32x8 threads; 2 loops mapped to blocks of 32x8 threads, tiled \[^;\]*; 2 loops mapped to blocks of 32x8 threads\\)" } */
	b[i][j] *= a[i][i];
      for (int k = 0; k < i; k++)
	for (int j = 0; j < n; j++)
	  b[i][j] += a[i][k] * b[k][j];
      for (int j = 0; j < n; j++)
	b[i][j] *= alpha;
    }
}
