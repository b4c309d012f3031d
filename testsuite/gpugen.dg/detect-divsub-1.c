/* Subscripts with divisions by constants and remainders of the
   counters, the multigrid prolongation's c[i / 2] and c[(i + 1) / 2]
   [(j + 1) / 2], are quasi-affine: the model reads them exactly with
   isl's floor divisions (gpugen-quasisub.cc), through a pointer, an
   array of fixed shape, a VLA and a linearized offset (delinearized,
   each division a counter of its own), with dividends that may be
   negative (truncated toward zero) and remainders ("i % 4", which GCC
   writes "i & 3").  Every nest stayed on the host with "array
   subscript not affine" or "parametric stride ... needs
   delinearization".  A write through a division, c[i][j / 2] = ...,
   writes each element twice: its j loop carries the output dependence
   and stays sequential, the i loop is the parallel one.
   run-divsub-1.c runs them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

double g[64][64], h[33][33];

void
prolong (int n, double *restrict f, const double *restrict c)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    f[i] += c[i / 2];
}

void
prolong_fixed (void)
{
  for (int i = 0; i < 64; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < 64; j++)
      g[i][j] += 0.5 * (h[i / 2][j / 2] + h[(i + 1) / 2][(j + 1) / 2]);
}

void
prolong_vla (int n, double (*restrict f)[n], int m, double (*restrict c)[m])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < n; j++)
      f[i][j] += 0.5 * (c[i / 2][j / 2] + c[(i + 1) / 2][(j + 1) / 2]);
}

void
linear (int n, double *restrict f, int m, const double *restrict c)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < n; j++)
      f[i * n + j] = c[(i / 2) * m + j / 2] - c[(i % 3) * m + (j + 1) / 2];
}

void
negative (int n, double *restrict f, const double *restrict c)
{
  for (int i = -n; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    f[i + n] = c[i / 2 + n] + 2.0 * c[i % 4 + 3];
}

void
mod4 (int n, double *restrict f, const double *restrict c)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    f[i] = c[i % 4] - c[(i >> 1) & 7];
}

void
restrict_write (int n, double (*restrict f)[n], int m, double (*restrict c)[m])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    for (int j = 0; j < n; j++)
      c[i][j / 2] = f[i][j] + j;
}

/* { dg-final { scan-tree-dump-times "gpugen: SCoP 0 kernels: 1" 7 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "quasi-affine access to" 7 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "delinearized access with divisions to c_" 5 "gpugen" } } */
