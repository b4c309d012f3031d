/* wide-blocks=0: no wide version of a float product
   (map-regtile-wide-1.c has one).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-wide-blocks=0" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#define N 512

void
rect (int n, float a[N][N], float b[N][N], float c[N][N])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "registers 8x2 per thread: c_\[0-9\]*\\)" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	c[i][j] += a[i][k] * b[k][j];
}
