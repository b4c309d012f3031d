/* Shared by map-delicm-1.c and run-delicm-1.c: nests where GCC's
   partial redundancy elimination keeps an array element in a register
   across the inner loop, a PHI of its header that mirrors the element
   (gpugen-delicm.cc).  Pointers without restrict: a store in the loop
   may alias the element, so GCC also reloads it at the latch.

   atax: tmp[i] accumulates over j, then y[j] += a[i][j] * tmp[i] in a
   second j loop of the same i iteration.  As a register carried by j,
   tmp[i] tied the y update to j as well as to i (through y), and isl
   skewed it to a wavefront launched i + j times.  Read from memory,
   the y update is parallel in j and the reduction in i.

   gesummv: two accumulators in one j loop, then combined.

   bicg: q[i] accumulated in a register across j beside s[j] += ...  */

void
atax (int m, int n, double a[m][n], double *x, double *y, double *tmp)
{
  for (int j = 0; j < n; j++)
    y[j] = 0.0;
  for (int i = 0; i < m; i++)
    {
      tmp[i] = 0.0;
      for (int j = 0; j < n; j++)
	tmp[i] += a[i][j] * x[j];
      for (int j = 0; j < n; j++)
	y[j] += a[i][j] * tmp[i];
    }
}

void
gesummv (int n, double alpha, double beta, double a[n][n], double b[n][n],
	 double *x, double *tmp, double *y)
{
  for (int i = 0; i < n; i++)
    {
      tmp[i] = 0.0;
      y[i] = 0.0;
      for (int j = 0; j < n; j++)
	{
	  tmp[i] += a[i][j] * x[j];
	  y[i] += b[i][j] * x[j];
	}
      y[i] = alpha * tmp[i] + beta * y[i];
    }
}

void
bicg (int n, int m, double a[n][m], double *r, double *p, double *s,
      double *q)
{
  for (int j = 0; j < m; j++)
    s[j] = 0.0;
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
