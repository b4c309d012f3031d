/* Int counters carried across a guarded inner loop at -O3 under
   -fno-tree-scev-cprop, where no final value replacement runs before
   gpugen's pass (by default gpugen applies it first at -O3, as at -O2,
   and scalar evolution gives the amount): the counter's value after
   the inner loop is the inner loop's own int counter, whose effect
   scalar evolution computes in unsigned arithmetic and then cannot
   follow in the outer loop.  gpugen-carried.cc reads the amount from
   the inner counter (starting at the outer counter, stepping by a
   constant in int before the inner loop's exit, so that it does not
   wrap) and the inner loop's latch count: m, or -m for a counter
   counting down; a column step of 3 gives (m + 2) / 3, whose
   computation is copied.  b is delinearized.  As at -O2, a counter
   from any start whose inner loop may run more than INT_MAX times (a
   long bound: the amount may not fit in int) stays a miss, and so does
   an unsigned counter, whose subscript may wrap.  (run-carried-2.c
   runs these forms at -O3; run-carried-2.f90 runs the Fortran ones
   under -fno-tree-scev-cprop.)  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-tree-scev-cprop -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#define M 10

void
pack_int (double *restrict b, double a[restrict][M], int n, int m)
{
  int k = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      b[k++] = a[i][j];
}

void
pack_int_from (double *restrict b, double a[restrict][M], int n, int m,
	       int k0)
{
  int k = k0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      b[k++ - k0] = a[i][j] + 1;
}

void
unpack_int (double a[restrict][M], const double *restrict b, int n, int m)
{
  int k = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      {
	a[i][j] = b[k];
	k++;
      }
}

void
pack_int_down (double *restrict b, double a[restrict][M], int n, int m,
	       int top)
{
  int k = top;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      b[top - k--] = a[i][j];
}

void
pack_int_third (double *restrict b, double a[restrict][M], int n, int m)
{
  int k = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j += 3)
      b[k++] = a[i][j];
}

void
pack_int_long_trip (double *restrict b, const double *restrict a, int n,
		    long m, int k0)
{
  int k = k0;
  for (int i = 0; i < n; i++) /* { dg-missed "array subscript not affine \\(an access to .b. at line 80, at an index that the loop at line 78 carries across the loop inside it\\)" } */
    for (long j = 0; j < m; j++)
      b[k++ - k0] = a[j];
}

void
pack_unsigned (double *restrict b, double a[restrict][M], int n, int m)
{
  unsigned k = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "array subscript not affine \\(an access to .b. at line 89, at an index that the loop at line 87 carries across the loop inside it\\)" } */
    for (int j = 0; j < m; j++)
      b[k++] = a[i][j];
}

/* The four int counters closed from their inner loops' counters, and
   the column step of 3.  */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]*\\(from the inner loop's signed counter and its latch count\\)" 4 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]* / 3\\) \\+ 1 where \[^\n\]*\\(from scalar evolution, its values' computation copied\\)" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "delinearized array b_\\d+: 2 dimensions" 5 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "delinearized array a_\\d+: 2 dimensions" 0 "gpugen" } } */
