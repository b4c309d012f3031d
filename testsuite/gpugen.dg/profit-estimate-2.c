/* The work of a kernel whose statement lies on a hyperplane of its
   loops counts the points of the bounding box of its free dimensions
   only (gpugen-profit.cc, determined_dim): the dimensions that the
   domain's equalities give as functions of the others are projected
   out first.  Floyd-Warshall's relaxation, split into 9 pieces along
   i == k and j == k (gpugen-indexset.cc): the diagonal element's
   kernel (i == k and j == k, one thread launched once per k) does n
   instances, not the n^3 of the box of (k, i, j), which made the
   run-time estimate see one thread running n^3 instances one after
   the other and keep the nest on the host; the pieces on one
   hyperplane do n^2.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */

void
relax (int n, double d[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	{
	  double via = d[i][k] + d[k][j];
	  d[i][j] = via < d[i][j] ? via : d[i][j];
	}
}

/* The diagonal element: its work is linear in n, a single thread.  */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-profit\\\] SCoP 0 kernel \[0-9\]: work 0 \\+ 1 \\* \\(n_\[0-9\]+ <= 0 \\? 0 : n_\[0-9\]+\\), launches 1 \\* \\(n_\[0-9\]+ <= 0 \\? 0 : n_\[0-9\]+\\), width 1\n" 1 "gpugen" } } */
/* The four pieces on one hyperplane: two factors of n each.  */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-profit\\\] SCoP 0 kernel \[0-9\]: work 0 \\+ 1 \\* \\(\[^()\]*\\) \\* \\(\[^()\]*\\), launches" 4 "gpugen" } } */
/* The four pieces off both: three.  */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-profit\\\] SCoP 0 kernel \[0-9\]: work 0 \\+ 1 \\* \\(\[^()\]*\\) \\* \\(\[^()\]*\\) \\* \\(\[^()\]*\\), launches" 4 "gpugen" } } */
