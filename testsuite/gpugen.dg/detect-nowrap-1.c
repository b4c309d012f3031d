/* The bound (unsigned) n of an unsigned loop is n only for n >= 0: for
   a negative n the loop runs about 2^32 times.  The latch count niter
   analysis gives, (unsigned) n - 1, is read as n - 1 only where it does
   not wrap, which the guard n != 0 does not imply: the model records
   the run-time assumption n > 0 (the original loop runs otherwise),
   written n >= 0 where the region starts at the guard n != 0 (its
   context).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
f (int n, double *restrict a)
{
  for (unsigned i = 0; i < (unsigned) n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" } */
    a[i] = 1.0;
}

/* { dg-final { scan-tree-dump "no-wrap assumption: " "gpugen" } } */
/* { dg-final { scan-tree-dump "assumptions: \\\[n_\[0-9\]+\\\] -> \\{  : n_\[0-9\]+ >=? 0 \\}" "gpugen" } } */
/* { dg-final { scan-tree-dump "S_0\\\[i0\\\] : .*0 <= i0 < n_\[0-9\]+" "gpugen" } } */
