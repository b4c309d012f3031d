/* A 3-D stencil maps two of its three parallel loops; each thread runs
   the outermost one over its (j, k) point, a loop around the mapped
   loops that nvcc would leave rolled: the kernel asks for it unrolled
   four times, so that the loads of four planes are in flight together.
   The mapped loops and the inner loop of a matrix-vector product (its
   own body has no loop) get no such pragma.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */
/* { dg-final { scan-tree-dump-times "#pragma unroll 4\n *for \\(long k0 = 0; k0 < n_\[0-9\]+ - 2; k0 \\+= 1\\)\n *for \\(long k1 = 8 \\* b2 \\+ t2;" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "#pragma unroll 4" 1 "gpugen" } } */

void
stencil (int n, double a[n][n][n], double b[n][n][n])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      for (int k = 1; k < n - 1; k++)
	b[i][j][k] = 0.5 * a[i][j][k]
		     + 0.125 * (a[i - 1][j][k] + a[i + 1][j][k]
				+ a[i][j - 1][k] + a[i][j + 1][k]);
}

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
