/* The block size of 1-D kernels: a kernel whose threads each run a loop
   (a matrix-vector product's row sums: one thread per row, a few
   thousand threads) gets blocks of 32 threads, so that its few blocks
   spread over every multiprocessor; a kernel of one statement instance
   per thread keeps blocks of 256.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */
/* { dg-final { scan-tree-dump "SCoP 0 kernel 0: 0 host loops, mapped 1, block \\(32,1,1\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump "for \\(int k0 = 32 \\* b0 \\+ t0; k0 < n_\[0-9\]+; k0 \\+= 262144\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 kernel 0: 0 host loops, mapped 1, block \\(256,1,1\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump "for \\(int k0 = 256 \\* b0 \\+ t0; k0 < n_\[0-9\]+; k0 \\+= 2097152\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump "__launch_bounds__ \\(32\\)" "gpugen" } } */

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
scale (int n, double *restrict y, const double *restrict x)
{
  for (int i = 0; i < n; i++)
    y[i] = 2.0 * x[i];
}
