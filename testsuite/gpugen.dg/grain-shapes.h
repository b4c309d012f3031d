/* Shared by detect-grain-1.c, map-grain-1.c and run-grain-1.c: three
   nests whose blocks hold several effects or whose temporaries tie
   statements together (gpugen-grain.cc).

   bicg: one block updates s[j] (carried by i) and q[i] (carried by j);
   as one statement no loop is parallel for it, and isl skews to a
   wavefront.  Split at its stores, each update has its own parallel
   loop: three kernels, none launched from a host loop.

   gemm with a temporary: t = alpha * a[i][k] in the k loop, read in the
   j loop.  Forwarded to its use, it imposes no order: one kernel with
   i and j mapped, the thread running k.

   symm-like: one block updates c[k][j] and the scalar temp2; split,
   the c update and the temp2 reduction have their own kernels.  */

void
bicg (int n, int m, double a[n][m], double r[n], double p[m],
      double s[m], double q[n])
{
  for (int i = 0; i < n; i++)
    {
      q[i] = 0.0;
      for (int j = 0; j < m; j++)
	{
	  s[j] += r[i] * a[i][j];
	  q[i] += a[i][j] * p[j];
	}
    }
}

void
gemm (int ni, int nj, int nk, double alpha, double *c, const double *a,
      const double *b)
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      {
	double t = alpha * a[i * nk + k];
	for (int j = 0; j < nj; j++)
	  c[i * nj + j] += t * b[k * nj + j];
      }
}

void
symm (int m, int n, double alpha, double a[m][m], double b[m][n],
      double c[m][n], double d[m][n])
{
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      {
	double temp2 = 0;
	for (int k = 0; k < i; k++)
	  {
	    c[k][j] += alpha * b[i][j] * a[i][k];
	    temp2 += b[k][j] * a[i][k];
	  }
	d[i][j] = alpha * temp2;
      }
}
