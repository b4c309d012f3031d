/* At -O3 loop interchange and unroll-and-jam may still run on the host
   copy: a loop that is the only subloop of its parent, or has only one
   subloop, is not marked (interchange would leave it alone, and jam
   would fuse two iterations of the outer loop into the marked inner
   one).  Durbin's inner loops, three siblings, are.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-gpugen-dump=details" } */

void
scale (int n, int m, double *a, const double *b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] = 2.0 * b[i * m + j];
}

void
durbin (int n, const double *r, double *y, double *z)
{
  double alpha = -r[0];
  double beta = 1.0;

  y[0] = -r[0];
  for (int k = 1; k < n; k++)
    {
      double dot = 0.0;

      beta = (1.0 - alpha * alpha) * beta;
      for (int i = 0; i < k; i++)
	dot = dot + r[k - 1 - i] * y[i];
      alpha = -(r[k] + dot) / beta;
      for (int i = 0; i < k; i++)
	z[i] = y[i] + alpha * y[k - 1 - i];
      for (int i = 0; i < k; i++)
	y[i] = z[i];
      y[k] = alpha;
    }
}

/* { dg-final { scan-tree-dump-times "\\\[gpugen-hostvec\\\] SCoP \[0-9\]+: loop \[0-9\]+ carries no dependence through memory, not marked" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-hostvec\\\] SCoP \[0-9\]+: loop \[0-9\]+ carries no dependence through memory: marked" 3 "gpugen" } } */
