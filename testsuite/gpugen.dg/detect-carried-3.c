/* Counters carried across a guarded inner loop that the outer loop also
   steps after it (gpugen-carried.cc): "k++" after the inner loop, a
   separator stored there through the counter, or "k += pad" with a pad
   from before the nest.  The counter's value at the outer latch is
   then its merge after the inner loop plus an amount the outer loop
   does not change; the merge is closed as h + r, the additions stay,
   and the counter is k0 + i * (r + pad).  A constant pad joins the
   amount, R = r + pad, computed before the nest (where R provably fits:
   in int, a counter from 0 that only grows), and b is delinearized
   into rows of R elements; a pad that is a
   parameter makes the row size a sum of two parameters, which
   delinearization does not take (a miss, "parametric stride").
   Counters that cannot be given such a closed form stay misses, named:
   a triangular inner loop and "k += i" after the inner loop (amounts
   that grow with the outer counter: k is quadratic in it, which no
   affine subscript expresses; the remark says so), and an increment
   under a condition on data (run-carried-3.c runs the offloaded forms).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#define M 10

void
gap (double *restrict b, double a[restrict][M], int n, int m)
{
  long k = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    {
      for (int j = 0; j < m; j++)
	b[k++] = a[i][j];
      k++;
    }
}

void
separated (double *restrict b, double a[restrict][M], int n, int m)
{
  int k = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" } */
    {
      for (int j = 0; j < m; j++)
	b[k++] = a[i][j];
      b[k++] = -1;
    }
}

void
padded (double *restrict b, double a[restrict][M], int n, int m)
{
  int k = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    {
      for (int j = 0; j < m; j++)
	b[k++] = a[i][j];
      k += 4;
    }
}

void
padded_by (double *restrict b, double a[restrict][M], int n, int m,
	   long pad)
{
  long k = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "parametric stride \\(array dimension size not a compile-time constant; needs delinearization\\) \\(an access to .b. at line 67\\)" } */
    {
      for (int j = 0; j < m; j++)
	b[k++] = a[i][j];
      k += pad;
    }
}

void
triangle (double *restrict b, double a[restrict][M], int n)
{
  long k = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "array subscript not affine \\(an access to .b. at line 78, at an index that the loop at line 76 carries across the loop inside it, by an amount that grows with its counter: quadratic in it, not affine\\)" } */
    for (int j = 0; j <= i; j++)
      b[k++] = a[i][j];
}

void
select_positive (double *restrict b, double a[restrict][M], int n, int m)
{
  long k = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "array subscript not affine \\(an access to .b. at line 88, at an index that the loop at line 85 carries across the loop inside it\\)" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] > 0)
	b[k++] = a[i][j];
}

void
skip_by_row (double *restrict b, double a[restrict][M], int n, int m)
{
  long k = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "array subscript not affine \\(an access to .b. at line 98, at an index that the loop at line 95 carries across the loop inside it, by an amount that grows with its counter: quadratic in it, not affine\\)" } */
    {
      for (int j = 0; j < m; j++)
	b[k++] = a[i][j];
      k += i;
    }
}

/* gap, separated (an int counter, read in int), padded and padded_by
   (closed, its row size not delinearized); not the other misses.  */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by" 4 "gpugen" } } */
/* The constants after the inner loop join the amount: 1 for gap and
   separated (an int counter from 0 that only grows), 4 for padded.  */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]*, and 1 after it: " 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]*, and 4 after it: " 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "delinearized array b_\\d+: 2 dimensions" 3 "gpugen" } } */
