/* The mapping to the GPU has its own isl operation quota
   (map-isl-operations): a nest whose analysis fits but whose mapping
   runs past it stays on the host, with a miss that names the stage, the
   quota and the knob, never an abort.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed -fplugin-arg-gpugen-map-isl-operations=100" } */

#define N 64
double A[N][N], B[N][N], C[N][N];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not offloaded: isl failed or ran past its operation quota \\(the mapping to the GPU ran past its quota of 100 isl operations\\) \\\[map-isl-operations\\\]" } */
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	C[i][j] += A[i][k] * B[k][j];
}
