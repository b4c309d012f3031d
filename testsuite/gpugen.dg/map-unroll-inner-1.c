/* A 1-D kernel whose threads each run a loop has a few thousand
   threads, too few to keep the memory busy: the innermost loop a thread
   runs over the same range as every other thread (a matrix-vector
   product's "for j < n") is asked unrolled sixteen times, so that many
   of its loads are in flight together.  A triangular loop ("for j <=
   i", its range the thread's own) keeps nvcc's choice, and so do the
   loops of 2-D kernels.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */
/* { dg-final { scan-tree-dump-times "#pragma unroll 16\n *for \\(long k1 = 0; k1 < n_\[0-9\]+; k1 \\+= 1\\)" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "#pragma unroll 16" 1 "gpugen" } } */

void
rows (int n, const double *restrict a, const double *restrict x,
      double *restrict y)
{
  for (int i = 0; i < n; i++)
    {
      double s = 0.0;
      for (int j = 0; j < n; j++)
	s += a[i * n + j] * x[j];
      y[i] = s;
    }
}

void
lower (int n, const double *restrict a, const double *restrict x,
       double *restrict y)
{
  for (int i = 0; i < n; i++)
    {
      double s = 0.0;
      for (int j = 0; j <= i; j++)
	s += a[i * n + j] * x[j];
      y[i] = s;
    }
}

void
plane (int n, double a[n][n], double b[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      b[i][j] = 2.0 * a[i][j];
}
