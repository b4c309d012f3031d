/* Index-set splitting (gpugen-indexset.cc), decided.  floyd's statement
   reads d[i][k] and d[k][j], which its own instances write where
   j == k and i == k: it is split into 9 pieces, and each k step runs
   as kernels that map both i and j (before: a wavefront of 2n - 1
   launches per k over i + j).  Not split:
     - lu_like, whose reads of a[i][k] and a[k][j] lie outside the
       domain's j > k and i > k (no instance reads what another writes
       on a hyperplane);
     - carried, whose read of a[i][j - 1] keeps j sequential in every
       piece of j == 0: no piece gains a loop;
     - same, whose read is the element it writes.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-optimized -fplugin-arg-gpugen-dump=summary" } */

void
floyd (int n, int d[n][n])
{
  for (int k = 0; k < n; k++) /* { dg-optimized "loop nest offloaded to the GPU: 9 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop;" } */
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	{
	  int via = d[i][k] + d[k][j];
	  d[i][j] = via < d[i][j] ? via : d[i][j];
	}
}

void
lu_like (int n, double a[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = k + 1; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" } */
      for (int j = k + 1; j < n; j++)
	a[i][j] -= a[i][k] * a[k][j];
}

void
carried (int n, double a[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(1 loop mapped to blocks of 32 threads\\)" } */
      a[i][j] = a[i][j - 1] * 0.5 + a[i][0];
}

void
same (int n, double a[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops" } */
    for (int j = 0; j < n; j++)
      a[i][j] = a[i][j] * 0.5 + 1.0;
}

/* { dg-final { scan-tree-dump-times "\\\[gpugen-indexset\\\] SCoP 0: S_0 split along -i0 \\+ i2 = 0 and -i0 \\+ i1 = 0: 9 pieces \\(S_0, S_1 to S_8\\), 0 -> 2 loops free of their own dependences off the hyperplanes" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen-indexset" 1 "gpugen" } } */
