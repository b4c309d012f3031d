/* Linearized subscripts a[(i - 1) * m + j] and a[(i - 1) * m + j + 1]
   in int arithmetic, which scalar evolution cannot follow once widened:
   the offsets are delinearized into [i - 1][j] and [i - 1][j + 1] over
   rows of m elements.  The i loop carries the dependence through a, the j loop
   does not.  Since j + 1 < m in every iteration, no run-time assumption
   is needed.  (With j < m, the assumption would hold only where the
   domain is empty, and the region would always fall back.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
f (int n, int m, double *restrict a)
{
  for (int i = 1; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" } */
    for (int j = 0; j < m - 1; j++)
      a[i * m + j] = a[(i - 1) * m + j] + a[(i - 1) * m + j + 1];
}

/* { dg-final { scan-tree-dump "loop at line 14 depth 1: sequential" "gpugen" } } */
/* { dg-final { scan-tree-dump "loop at line 15 depth 2: parallel" "gpugen" } } */
/* { dg-final { scan-tree-dump "delinearized array a_\[0-9\]+: 2 dimensions" "gpugen" } } */
/* { dg-final { scan-tree-dump "assumptions: \\\[\[^\]\]*\\\] -> \\{  :  \\}" "gpugen" } } */
