/* A size converted from unsigned to int before the nest, m = (int) n:
   m is n only for n <= INT_MAX, so the model takes m itself as the
   parameter, the row size of u's delinearization, rather than reading
   m's definition back to n (a row of n = 2^32 - 1 elements where the
   program's rows have m = -1).  A same-precision conversion that
   changes the signedness is read through only inside a value read
   modulo 2^32.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
f (unsigned n, double *u)
{
  int m = (int) n;
  for (int i = 0; i < 10; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = 0; j < 10; j++)
      u[i*m + j] = 1.0;
}

/* { dg-final { scan-tree-dump "gpugen: SCoP 0 assumptions: \\\[n_\[0-9\]+, m_\[0-9\]+\\\] -> \\{  : m_\[0-9\]+ >= 10 \\}" "gpugen" } } */
/* { dg-final { scan-tree-dump "gpugen: SCoP 0 delinearized array u_\[0-9\]+: 2 dimensions" "gpugen" } } */
