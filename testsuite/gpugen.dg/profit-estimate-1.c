/* The profitability stage estimates, per kernel, its statement
   instances (bounding boxes), launches (the host loop's trips) and
   threads per launch (the mapped extents, capped by the grid), and the
   region passes them to the runtime (ABI version 3) before entering:
   one __gpugen_region_estimate call per kernel.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details -fdump-tree-optimized" } */

void
smooth (int steps, int n, double *restrict a, double *restrict b)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
      for (int i = 1; i < n - 1; i++)
	a[i] = b[i];
    }
}

/* { dg-final { scan-tree-dump-times "\\\[gpugen-profit\\\] SCoP 0 kernel \[01\]: work \[^\n\]*steps\[^\n\]*n_\[^\n\]*, launches \[^\n\]*steps\[^\n\]*, width \[^\n\]*n_" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "__gpugen_region_estimate \\(" 2 "optimized" } } */
/* { dg-final { scan-tree-dump-times "__gpugen_region_enter \\(3, " 1 "optimized" } } */
