/* Plain pointer parameters may point into the same array: the region
   is modelled with a and b distinct, and records a run-time check that
   the ranges they touch do not overlap.  A pointer that only aliases
   itself needs no check, and its dependence stays.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
f (int n, double *a, double *b)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops, 1 run-time alias check" } */
    a[i] = b[i] + 1.0;
}

void
g (int n, double *a)
{
  for (int i = 1; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 0 parallel loops" } */
    a[i] = a[i - 1] + 1.0;
}

/* { dg-final { scan-tree-dump-times "gpugen: SCoP 0 alias check: b_\[0-9\]+ and a_\[0-9\]+" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump "a_\[0-9\]+ touches: \\\[n_\[0-9\]+\\\] -> \\{ a_\[0-9\]+\\\[i0\\\] : .*0 <= i0 < n_\[0-9\]+ \\}" "gpugen" } } */
