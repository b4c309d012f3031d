/* A counter plus a constant, computed in unsigned int and zero-extended
   to an offset (a[j + 5] with an unsigned j), wraps where its loop runs
   past 2^32 - 5: for n = 2^32 - 1, j reaches 2^32 - 2 and the program
   stores to a[0] ... a[3] last.  It is read as j + 5 only under a
   no-wrap check, here the run-time assumption n <= 2^32 - 5 (before,
   the model stored to a[5 + j] for every n, past the elements the
   program reaches).  Where the loop's bound keeps the value in range
   (j + 5 < n) the check is proved and nothing is assumed.  (A run test
   would need an array of 2^32 elements.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
f (unsigned n, unsigned char *restrict a, unsigned char *restrict b)
{
  for (unsigned j = 0; j < n; j++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    a[j + 5] = b[j];
}

void
g (unsigned n, unsigned char *restrict a, unsigned char *restrict b)
{
  for (unsigned j = 0; j + 5 < n; j++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    a[j + 5] = b[j];
}

/* { dg-final { scan-tree-dump "gpugen: SCoP 0 assumptions: \\\[n_\[0-9\]+\\\] -> \\{  : n_\[0-9\]+ <= 4294967291 \\}" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP 0 assumptions" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump "a_\[0-9\]+\\\[5 \\+ i0\\\] : 6 <= n_\[0-9\]+ <= 4294967295 and 0 <= i0 <= -6 \\+ n_\[0-9\]+ ." "gpugen" } } */
