/* The scheduler has its own isl operation quota
   (schedule-isl-operations, by default max-isl-operations): a nest whose
   analysis fits but whose scheduling runs past it stays on the host,
   with a miss that names the stage, the quota and the knob.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed -fplugin-arg-gpugen-schedule-isl-operations=100" } */

#define N 64
double A[N][N], B[N][N], C[N][N];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not offloaded: isl failed or ran past its operation quota \\(the scheduler ran past its quota of 100 isl operations\\) \\\[schedule-isl-operations\\\]" } */
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	C[i][j] += A[i][k] * B[k][j];
}
