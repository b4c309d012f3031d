/* An if / else-if chain of three conditions with nested divisions by
   constants: each arm's domain carries the negations of the conditions
   before it.  isl ran past max-isl-operations in the model and
   dependence analysis (the exact dataflow, which only the dump file
   shows, is now computed for it alone), then past map-isl-operations
   in the mapping (the grid's bounds and the rows of "b" copied in are
   now those of the instances without the constraints on divisions,
   where several pieces have them, "b" getting the host memory check of
   speculative copies; the original dataflow of "v" is computed once for
   all the schedules tried).  It is offloaded at the default quotas.
   run-divmod-chain-1.c runs it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all" } */

void
chain (int n, int m, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = 0; j < m; j++)
      {
	double v;
	if ((i / 3 + j / 5) % 7 == 0)
	  v = b[i * m + j] * 2.0;
	else if ((i / 2 + j / 3) % 5 == 1)
	  v = b[i * m + j] + 1.0;
	else if ((i / 4 + j / 7) % 3 == 2)
	  v = b[i * m + j] - 3.0;
	else
	  v = 0.5;
	a[i * m + j] = v;
      }
}
