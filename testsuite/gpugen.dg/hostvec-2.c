/* Loops marked in a host copy (gpugen-hostvec.cc) that the dynamic
   cost model finds never worth vectorizing (strided accesses): GCC
   would warn "vectorization did not happen for a simd loop"
   (-Wopenmp-simd, part of -Wall) about a directive nobody wrote;
   gpugen keeps it quiet while the vectorizer runs on the function.
   The warning, were it given, would be an excess message.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wall" } */

void
gather (int n, int m, double *a, const double *b)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i * m];
}

void
columns (int n, int m, double *a, const double *b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[j * n + i] = b[j * n + i] * 2.0;
}
