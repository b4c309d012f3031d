/* Counters that an outer loop carries across a guarded inner loop
   (gpugen-carried.cc): "b[k++]" with a long k, from 0 or from an offset,
   two elements per step, and every other column, become k0 + i * r with r = "m <= 0 ? 0 :
   m" (2m), and b is delinearized (run-carried-1.c runs them).  An int
   counter is still missed: final value replacement computes its value
   at the outer latch in unsigned arithmetic ("(int) ((unsigned) k +
   (unsigned) m)"), which may wrap, so scalar evolution gives the outer
   loop no step to take, and the stage leaves it; and so is a counter
   whose inner loop's guard reads memory in the outer loop (not the same
   in every iteration).  */
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
  for (int i = 0; i < n; i++) /* { dg-missed "array subscript not affine \\(an access to .b. at line 53\\)" } */
    for (int j = 0; j < m; j++)
      b[k++] = a[i][j];
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

/* pack, pack_pairs and pack_even (whose step, (m + 1) / 2, is copied);
   not pack_int, nor pack_rows.  */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]*\\(from scalar evolution\\)" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]* / 2\\) \\+ 1 where \[^\n\]*\\(from scalar evolution, its values' computation copied\\)" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "delinearized array b_\\d+: 2 dimensions" 3 "gpugen" } } */
