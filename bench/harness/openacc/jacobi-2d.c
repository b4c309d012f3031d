/* jacobi-2d, OpenACC peer: TSTEPS pairs of five-point averaging sweeps
   A -> B -> A over the interior of N x N grids, the same interface as
   bench/c/jacobi-2d.c, written as an OpenACC user would write it.
   Linked in place of the kernel of that file for the harness's
   comparison with GCC's OpenACC; not part of gpugen.  */

#include "warmup.h"

void
jacobi_2d (int tsteps, int n, double *a, double *b)
{
#pragma acc data copy(a[0:n * n], b[0:n * n])
  for (int t = 0; t < tsteps; t++)
    {
#pragma acc parallel loop gang vector_length(128)
      for (int i = 1; i < n - 1; i++)
#pragma acc loop vector
	for (int j = 1; j < n - 1; j++)
	  b[i * n + j] = 0.2 * (a[i * n + j] + a[(i - 1) * n + j]
				+ a[(i + 1) * n + j] + a[i * n + j - 1]
				+ a[i * n + j + 1]);
#pragma acc parallel loop gang vector_length(128)
      for (int i = 1; i < n - 1; i++)
#pragma acc loop vector
	for (int j = 1; j < n - 1; j++)
	  a[i * n + j] = 0.2 * (b[i * n + j] + b[(i - 1) * n + j]
				+ b[(i + 1) * n + j] + b[i * n + j - 1]
				+ b[i * n + j + 1]);
    }
}
