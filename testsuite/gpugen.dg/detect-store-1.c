/* Conditional stores of elements that the condition does not read are
   made unconditional stores of "c ? new : old" for the model (PPCG's
   may-writes, made exact), where every element they may write is inside
   its array: the nests are SCoPs.  In a declared array of constant
   size, the parameters for which the subscripts stay inside it are an
   assumption checked at run time (n <= 64, and 0 <= k <= 64 - n, which
   fails for an empty loop, run on the host then); an element
   the nest accesses anyway needs none.  Two iterations storing the same
   element conditionally carry an output dependence: only the other
   loop is parallel.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */

#define N 64

double a[N][N], b[N][N], last[N], off[N];

void
copy_above (int n, double t)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < n; j++)
      if (b[i][j] > t)
	a[i][j] = b[i][j] * 2.0;
}

void
anyway (int n, double t, double *restrict y, const double *restrict x)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" } */
    if (x[i] < t)
      y[i] = x[i];
  for (int i = 0; i < n; i++)
    y[i] = y[i] + 1.0;
}

void
last_above (int n, double t)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    for (int j = 0; j < n; j++)
      if (b[i][j] > t)
	last[i] = b[i][j] + j;
}

void
offset_store (int n, int k, const double *restrict x)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    if (x[i] > 0)
      off[i + k] = x[i];
}

/* { dg-prune-output "offloaded" } */
/* { dg-final { scan-tree-dump-times "conditional stores made unconditional" 4 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the conditional store put back" 4 "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 assumptions: \\\[n_\[0-9\]+\\\] -> \\{  : n_\[0-9\]+ <= 64 \\}" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 assumptions: \\\[n_\[0-9\]+, k_\[0-9\]+\\\] -> \\{  : 0 <= k_\[0-9\]+ <= 64 - n_\[0-9\]+ \\}" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "SCoP 0 assumptions:" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump "loop at line 41 depth 2: sequential" "gpugen" } } */
