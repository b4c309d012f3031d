/* A triangular product in place whose row loop jump threading gives a
   second exit (detect-exits-1.c): the whole nest is one region with two
   kernels and no host loop, launched twice per call whatever the sizes
   (not three regions launched once per row).  The first kernel maps the
   columns j only: the row i and the product's k are sequential in it,
   since in column j every update depends on the one before it (row i
   reads rows k < i before they are scaled, and each row's sum runs in
   the order of k), so the columns are the only parallel loop.  The
   second scales all of B by alpha, both loops mapped.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp" } */
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
