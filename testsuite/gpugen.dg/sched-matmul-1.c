/* Matrix multiply with fuse=max: one kernel, whose band has the two
   parallel loops as coincident members.  (With the default fuse=min, the
   statements of the scalar accumulation are separate components and
   become three kernels.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details -fplugin-arg-gpugen-fuse=max" } */

#define N 64
double A[N][N], B[N][N], C[N][N];

void
matmul (int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	C[i][j] = 0;
	for (int k = 0; k < n; k++)
	  C[i][j] += A[i][k] * B[k][j];
      }
}

/* { dg-final { scan-tree-dump "gpugen: SCoP 0 kernels: 1" "gpugen" } } */
/* { dg-final { scan-tree-dump "coincident: \\\[ 1, 1" "gpugen" } } */
