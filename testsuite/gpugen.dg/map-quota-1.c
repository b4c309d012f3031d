/* A quota the analysis fits in but the mapping to the GPU, whose quota
   is ten times max-isl-operations, does not: the miss names the stage,
   its quota and the knob.  (The window is 31000 to 40000 operations for
   this nest today; 35000 sits in its middle.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed -fplugin-arg-gpugen-max-isl-operations=35000" } */

#define N 64
double A[N][N], B[N][N], C[N][N];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not offloaded: isl failed or ran past its operation quota \\(the mapping to the GPU ran past its quota of 350000 isl operations, 10 times max-isl-operations\\) \\\[max-isl-operations\\\]" } */
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	C[i][j] += A[i][k] * B[k][j];
}
