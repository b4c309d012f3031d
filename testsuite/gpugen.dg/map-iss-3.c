/* A SCoP whose statements gpugen-indexset.cc splits but whose split
   form the mapping cannot generate (isl's schedule leaves a piece
   outside every kernel, and the kernels' AST fails) is tried again
   whole, scheduled and mapped as without the splits: the nest is still
   offloaded (a random program of the differential test of the splits
   found it; before the retry it stayed on the host).  The statement
   reads a[m][i], which it writes where i == m; it is split along that
   plane and the one of the other statement.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-optimized -fplugin-arg-gpugen-dump=summary" } */

void
nest (int n, int m, double a[n][n], double b[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = k + 1; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels" } */
      for (int j = 0; j < n; j++)
	{
	  a[i][j] = a[i][j] - a[m][i] / (a[m][i] * a[m][i] + 4.0);
	  b[i][j] += a[k][j] * 0.5;
	}
}

/* { dg-final { scan-tree-dump-times "\\\[gpugen-indexset\\\] SCoP 0: S_0 split along \[^\n\]*: 9 pieces" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-indexset\\\] SCoP 0: not offloaded with its statements split \\(schedule cannot be mapped to the GPU: \[^\n\]*\\); tried again whole" 1 "gpugen" } } */
