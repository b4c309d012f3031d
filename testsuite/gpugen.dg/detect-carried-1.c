/* Counters that an outer loop carries across a guarded inner loop
   (gpugen-carried.cc): "b[k++]" with a long k, from 0 or from an offset,
   two elements per step, and every other column, become k0 + i * r with
   r = "m <= 0 ? 0 : m" (2m, (m + 1) / 2), and b is delinearized.  With
   an int k, final value replacement computes the counter's value after
   the inner loop in unsigned arithmetic, "(int) ((unsigned) k +
   (unsigned) m)"; the inner loop's own counter steps by 1 in int up to
   that value, so it does not wrap, and the step is read in int.  An
   unsigned counter is closed too (h + r wraps as the program's sum
   does), its subscript read where the offsets stay below 2^32, a
   run-time check (detect-unsigned-1.c).  An int counter from any start
   whose inner loop may run more than INT_MAX times (a long bound: the
   amount may not fit in int) is a miss, and so is a counter whose
   inner loop's bound reads memory in the outer loop (not the same in
   every iteration).  (run-carried-1.c runs the offloaded forms.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#define M 10

void
pack (double *restrict b, double a[restrict][M], int n, int m, long k0)
{
  long k = k0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      b[k++] = 2 * a[i][j];
}

void
pack_pairs (double *restrict b, double a[restrict][M], int n, int m)
{
  long k = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      {
	b[k] = a[i][j];
	b[k + 1] = -a[i][j];
	k += 2;
      }
}

void
pack_even (double *restrict b, double a[restrict][M], int n, int m)
{
  long k = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j += 2)
      b[k++] = a[i][j];
}

void
pack_int (double *restrict b, double a[restrict][M], int n, int m)
{
  int k = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      b[k++] = a[i][j];
}

void
pack_unsigned (double *restrict b, double a[restrict][M], int n, int m)
{
  unsigned k = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      b[k++] = a[i][j];
}

void
pack_long_trip (double *restrict b, const double *restrict a, int n, long m,
		int k0)
{
  int k = k0;
  for (int i = 0; i < n; i++) /* { dg-missed "array subscript not affine \\(an access to .b. at line 77, at an index that the loop at line 75 carries across the loop inside it\\)" } */
    for (long j = 0; j < m; j++)
      b[k++ - k0] = a[j];
}

void
pack_rows (double *restrict b, double a[restrict][M], int n,
	   const int *restrict len)
{
  long k = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "loop bound not affine" } */
    for (int j = 0; j < len[i]; j++)
      b[k++] = a[i][j];
}

/* pack, pack_pairs, pack_unsigned, pack_even (whose step, (m + 1) / 2,
   is copied) and pack_int (read in int); not pack_rows.  */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]*\\(from scalar evolution\\)" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by _\\d+ = m_\\d+\\(D\\) where \[^\n\]*\\(from scalar evolution in unsigned arithmetic, the inner loop's signed counter reaching the value\\)" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]* / 2\\) \\+ 1 where \[^\n\]*\\(from scalar evolution, its values' computation copied\\)" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "delinearized array b_\\d+: 2 dimensions" 5 "gpugen" } } */
