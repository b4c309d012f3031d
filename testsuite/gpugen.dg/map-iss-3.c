/* A SCoP whose statements gpugen-indexset.cc splits but whose split
   form the mapping cannot generate (isl's schedule leaves a piece
   outside every kernel, and the kernels' AST fails) is tried again
   whole, scheduled and mapped as without the splits: the nest is still
   offloaded (a random program of the differential test of the splits
   found it; before the retry it stayed on the host).  The statement
   reads a[m][i], which it writes where i == m; it is split along that
   plane and the one of the other statement.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-optimized-note -fplugin-arg-gpugen-dump=summary" } */

void
nest (int n, int m, double a[n][n], double b[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = k + 1; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels" } */
      /* { dg-note "gpugen: SCoP with 10 statements, 2 arrays, 0 parallel loops, 1 run-time alias check, the statement at line 21 split into 9 pieces where it reads elements it writes" "" { target *-*-* } .-1 } */
      /* { dg-note "gpugen: SCoP tried again with its split statements whole: schedule cannot be mapped to the GPU \\(the code of the kernels' loops could not be generated\\)" "" { target *-*-* } .-2 } */
      for (int j = 0; j < n; j++)
	{
	  a[i][j] = a[i][j] - a[m][i] / (a[m][i] * a[m][i] + 4.0);
	  b[i][j] += a[k][j] * 0.5;
	}
}

/* { dg-final { scan-tree-dump-times "\\\[gpugen-indexset\\\] SCoP 0: S_0 split along \[^\n\]*: 9 pieces" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-indexset\\\] SCoP 0: not offloaded with its statements split \\(schedule cannot be mapped to the GPU: \[^\n\]*\\); tried again whole" 1 "gpugen" } } */
