/* The kernels of offloaded reductions (gpugen-reduce.cc): a signed sum's
   rows add in unsigned arithmetic (another grouping than the loop's may
   overflow int, which must not be undefined behaviour in the kernel),
   converted back, and no signed addition of two values is left; a
   select that keeps the accumulator ("e = e > d ? e : d") starts each
   row from a NaN, and keeps beside it the row's state: 1 for an
   element that is not a NaN, 2 for a NaN ("d != d"), or'ed together,
   stored with the partial.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */

int ia[64][64];
double da[64][64];

int
isum (int n, int m, int s)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += ia[i][j];
  return s;
}

double
keep (int n, int m, double e)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      e = e > da[i][j] ? e : da[i][j];
  return e;
}

/* { dg-final { scan-tree-dump "const unsigned int v\[0-9\]+ = \\(v\[0-9\]+ \\+ v\[0-9\]+\\);" "gpugen" } } */
/* { dg-final { scan-tree-dump "const int v\[0-9\]+ = \\(int\\) v\[0-9\]+;" "gpugen" } } */
/* { dg-final { scan-tree-dump-not "const int v\[0-9\]+ = \\(v\[0-9\]+ \\+ v\[0-9\]+\\);" "gpugen" } } */
/* { dg-final { scan-tree-dump "phi_e_\[0-9\]+ = \\(\\(double\\) NAN\\);" "gpugen" } } */
/* { dg-final { scan-tree-dump "const bool v\[0-9\]+ = \\(v\[0-9\]+ != v\[0-9\]+\\);" "gpugen" } } */
/* { dg-final { scan-tree-dump "const int v\[0-9\]+ = \\(v\[0-9\]+ \\| v\[0-9\]+\\);" "gpugen" } } */
/* { dg-final { scan-tree-dump "GPUGEN_EMU_AT \\(a_gpugen_state_\[0-9_\]+, \\(i0\\)\\) = v\[0-9\]+;" "gpugen" } } */
