/* A 2-D Jacobi stencil in a time loop: one SCoP of two statements; the
   time loop carries dependences (B is written from A, then A from B),
   the four space loops are parallel.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

#define N 128
double A[N][N], B[N][N];

void
jacobi (int tsteps, int n)
{
  for (int t = 0; t < tsteps; t++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" } */
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

/* { dg-final { scan-tree-dump "SCoP 0 loop at line 13 depth 1: sequential" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 loop at line 15 depth 2: parallel" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 loop at line 16 depth 3: parallel" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 loop at line 19 depth 2: parallel" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 loop at line 20 depth 3: parallel" "gpugen" } } */
/* The stencil reads what the copy wrote in the previous time step.  */
/* { dg-final { scan-tree-dump "flow \\(read after write\\): .*S_1\\\[i0, i1, i2\\\] -> S_0\\\[" "gpugen" } } */
