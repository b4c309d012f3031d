/* Row sizes computed in the function from another size, as programs
   size their work arrays (m = n - n / 8): the offset i * m + j reaches
   the delinearizer with m expanded, i * n + i * (-(n / 8)) + j, whose
   stride is a sum of parameters.  The sum is recognised as the value
   m, which becomes the row size, and the equality of m and its value
   joins the assumptions (checked at run time, and telling isl that
   j < m keeps j within the row).  The same with two computed sizes in
   a three-dimensional array indexed in size_t arithmetic, as doitgen
   indexes it: the stride of r is the product of two sums.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
f (int n, double *restrict a, const double *restrict b)
{
  int m = n - n / 8;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      a[i * m + j] = b[i * m + j] * 2;
}

void
g (int n, double *a)
{
  int nq = n - n / 8, np = n - n / 4;
  for (int r = 0; r < n; r++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 3 parallel loops" } */
    for (int q = 0; q < nq; q++)
      for (int p = 0; p < np; p++)
	a[((__SIZE_TYPE__) r * nq + q) * np + p] += r;
}

/* { dg-final { scan-tree-dump "array a_\[0-9\]+ \\(memory, double\\)\\\[\\?\\\]\\\[m_\[0-9\]+\\\] written" "gpugen" } } */
/* { dg-final { scan-tree-dump "assumptions: \[^\n\]*: m_\[0-9\]+ = n_\[0-9\]+ \\+ p_\[0-9\]+ \}" "gpugen" } } */
/* { dg-final { scan-tree-dump "delinearized array a_\[0-9\]+: 3 dimensions" "gpugen" } } */
/* { dg-final { scan-tree-dump "array a_\[0-9\]+ \\(memory, double\\)\\\[\\?\\\]\\\[nq_\[0-9\]+\\\]\\\[np_\[0-9\]+\\\] read written" "gpugen" } } */
/* { dg-final { scan-tree-dump "assumptions: \[^\n\]*: nq_\[0-9\]+ = n_\[0-9\]+ \\+ p_\[0-9\]+ and np_\[0-9\]+ = n_\[0-9\]+ \\+ p_\[0-9\]+ \}" "gpugen" } } */
/* The conversion (double) r, computed in the r loop, is forwarded to
   the statement that adds it (gpugen-grain.cc): one statement.  */
/* { dg-final { scan-tree-dump "forwarded to its uses" "gpugen" } } */
/* { dg-final { scan-tree-dump "S_0\\\[i0, i1, i2\\\] -> a_\[0-9\]+\\\[i0, i1, i2\\\]" "gpugen" } } */
