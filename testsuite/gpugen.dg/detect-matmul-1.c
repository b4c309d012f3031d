/* Matrix multiply with the accumulation kept in a scalar (as loop
   invariant motion leaves it): one SCoP; the i and j loops are parallel,
   the k loop carries the reduction.  The scalar is modelled as a PHI
   array and a value array.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

#define N 64
double A[N][N], B[N][N], C[N][N];

void
matmul (int n)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 3 statements, 3 arrays, 2 parallel loops" } */
    for (int j = 0; j < n; j++)
      {
	C[i][j] = 0;
	for (int k = 0; k < n; k++)
	  C[i][j] += A[i][k] * B[k][j];
      }
}

/* { dg-final { scan-tree-dump-times "gpugen: number of SCoPs: 1" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 loop at line 14 depth 1: parallel" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 loop at line 15 depth 2: parallel" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 loop at line 18 depth 3: sequential" "gpugen" } } */
/* The k loop carries a flow dependence through the accumulator, from
   iteration i2 to i2 + 1, and the final value flows to the store.  */
/* { dg-final { scan-tree-dump "dataflow \\(last writer\\): .*S_1\\\[i0, i1, i2\\\] -> S_1\\\[i0, i1, 1 \\+ i2\\\]" "gpugen" } } */
/* { dg-final { scan-tree-dump "array C \\(memory, double\\)\\\[64\\\]\\\[64\\\] written" "gpugen" } } */
