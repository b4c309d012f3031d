/* Red-black sweeps with unsigned counters (issue 16).  rb counts both
   loops in unsigned int over an unsigned VLA size: its columns j - 1
   and j + 1 are computed in unsigned int and zero-extended, each only
   a part of the offset beside the row's 64-bit i * m, so the bound on
   the whole offset that reads u[i*n + j] does not apply; an affine
   value such as j - 1 is read as its value under a no-wrap check over
   the domain of its statement, which the start j >= 1 proves (it was
   a "parametric stride" miss).  rb2 starts an int counter at the
   unsigned 1 + (i & 1): its conversion to int is its value only below
   2^31, a no-wrap check in int that the start's range proves (it was
   "loop bound not affine").  Both leave m < 3 to the host: at m = 0
   the outer loop's bound m - 1 wraps, and its count is not m - 3.
   rbp's bounds i + 1 < m and j + 1 < m make GCC keep j + 1 as a second
   counter, the loop's dimension, from which j is read (it was a
   "parametric stride" miss).  colk's column j + k, with an unsigned k,
   is exact only for k <= 2^32 + 1 - m, a run-time assumption; rbs's
   start (int) (s + (i & 1)) only for s <= 2^31 - 2 (the check in int;
   the one in unsigned int allows s up to 2^32 - 2).  wrap0's column
   j - 1 wraps at j = 0 whenever its loop runs: a miss that says so.
   run-unsigned-redblack-1.c runs rb, rb2, rbp and rbs.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
rb (unsigned m, double u[m][m], double f[m][m])
{
  for (unsigned i = 1; i < m - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops, 1 run-time alias check" } */
    for (unsigned j = 1 + (i & 1); j < m - 1; j += 2)
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]
			- f[i][j]);
}

void
rb2 (int m, double u[m][m], double f[m][m])
{
  for (unsigned i = 1; i < m - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops, 1 run-time alias check" } */
    for (int j = 1 + (i & 1); j < m - 1; j += 2)
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]
			- f[i][j]);
}

void
rbp (unsigned m, double u[m][m], double f[m][m])
{
  for (unsigned i = 1; i + 1 < m; i++)
    for (unsigned j = 1 + (i & 1); j + 1 < m; j += 2) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops, 1 run-time alias check" } */
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]
			- f[i][j]);
}

void
colk (unsigned m, unsigned k, double u[m][m], double f[m][m])
{
  for (unsigned i = 1; i < m - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops, 1 run-time alias check" } */
    for (unsigned j = 1 + (i & 1); j < m - 1; j += 2)
      u[i][j] = f[i][j + k];
}

void
rbs (unsigned s, int m, double u[m][m])
{
  for (unsigned i = 0; i < m; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = s + (i & 1); j < m - 2; j += 2)
      u[i][j + 2] = 0.5 * u[i][j + 2] + 1;
}

void
wrap0 (unsigned m, double u[m][m])
{
  for (unsigned i = 0; i < m; i++) /* { dg-missed "loop nest not a SCoP: loop bound not affine \\(a value computed at line 72, read as an integer, is out of the range of unsigned int in some iteration for every value of the parameters\\)" } */
    for (unsigned j = 0; j < m; j++)
      u[i][j - 1] = 1;
}

/* rb, rb2 (and colk): the dimension is j; two dimensions each, m >= 3.  */
/* { dg-final { scan-tree-dump-times "dimension shifted by \[^\n\]*\\\[\\(1 \\+ \\(1 \\+ i0\\) mod 2\\)\\\] ., step 2" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP 0 delinearized array u_\[0-9\]+: 2 dimensions" 5 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP 0 assumptions: \\\[m_\[0-9\]+\\\] -> \\{  : m_\[0-9\]+ >= 3 \\}" 2 "gpugen" } } */
/* rbp: j + 1, GCC's second counter, is the dimension; j is read from it.  */
/* { dg-final { scan-tree-dump-times "dimension shifted by \[^\n\]*\\\[\\(2 \\+ \\(1 \\+ i0\\) mod 2\\)\\\] ., step 2" 1 "gpugen" } } */
/* colk: the no-wrap check of j + k, then the assumptions.  */
/* { dg-final { scan-tree-dump "no-wrap assumption: \[^\n\]*-1 <= k_\[0-9\]+ <= 4294967297 - m_\[0-9\]+\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump "gpugen: SCoP 0 assumptions: \\\[m_\[0-9\]+, k_\[0-9\]+\\\] -> \\{  : m_\[0-9\]+ >= 3 and k_\[0-9\]+ <= 1 \\}" "gpugen" } } */
/* rbs: the start's conversion to int, then the assumptions.  */
/* { dg-final { scan-tree-dump "no-wrap assumption: \[^\n\]*-2147483648 <= s_\[0-9\]+ <= 2147483646" "gpugen" } } */
/* { dg-final { scan-tree-dump "gpugen: SCoP 0 assumptions: \[^\n\]*s_\[0-9\]+ <= 2147483646" "gpugen" } } */
