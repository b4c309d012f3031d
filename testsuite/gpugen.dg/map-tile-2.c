/* -fplugin-arg-gpugen-tile=0 keeps every kernel untiled: no remark of
   a tiled kernel, and the product still offloaded.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-tile=0" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#define N 300
double A[N][N], B[N][N], C[N][N];

void
mm (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU" } */
    /* { dg-bogus "tiled" "" { target *-*-* } .-1 } */
    for (int j = 0; j < n; j++)
      {
	double s = 0;
	for (int k = 0; k < n; k++)
	  s += A[i][k] * B[k][j];
	C[i][j] = s;
      }
}
