/* The new schedule of a Jacobi stencil keeps the time loop on the host
   (it carries dependences) and makes each space nest a kernel: a
   permutable band whose two members are coincident (parallel).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */

#define N 128
double A[N][N], B[N][N];

void
jacobi (int tsteps, int n)
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j]
			   + A[i][j - 1] + A[i][j + 1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  A[i][j] = B[i][j];
    }
}

/* { dg-final { scan-tree-dump "gpugen: SCoP 0 kernels: 2" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "mark: \"kernel_\[01\]\"" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "coincident: \\\[ 1, 1 \\\]" 2 "gpugen" } } */
