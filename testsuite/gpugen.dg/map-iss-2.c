/* Index-set splitting turned off (index-split=0): floyd's statement stays
   whole, and isl skews i and j into a wavefront, one launch per value
   of i + j in each k step.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-optimized -fplugin-arg-gpugen-index-split=0 -fplugin-arg-gpugen-dump=summary" } */

void
floyd (int n, int d[n][n])
{
  for (int k = 0; k < n; k++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(1 loop mapped to blocks of 256 threads, launched in 2 host loops\\)" } */
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	{
	  int via = d[i][k] + d[k][j];
	  d[i][j] = via < d[i][j] ? via : d[i][j];
	}
}

/* { dg-final { scan-tree-dump-not "gpugen-indexset" "gpugen" } } */
