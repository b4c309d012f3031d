/* An isl operation quota too small for the nest: a miss that names the
   knob, never an abort.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed -fplugin-arg-gpugen-max-isl-operations=1" } */

#define N 64
double A[N][N], B[N][N], C[N][N];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "isl failed or ran past its operation quota \\(the model and dependence analysis ran past its quota of 1 isl operations\\) \\\[max-isl-operations\\\]" } */
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	C[i][j] += A[i][k] * B[k][j];
}
