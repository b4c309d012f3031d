/* -fplugin-arg-gpugen-host-vectorize=0: the host copy of an offloaded
   region is left to GCC's own analysis, and at -O2 durbin's loops stay
   scalar (a vectorization remark would be an excess message; with the
   default, hostvec-1.c sees three).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-vec-optimized -fplugin-arg-gpugen-host-vectorize=0" } */

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
