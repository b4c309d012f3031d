/* atax, OpenACC peer: TMP := A * X, Y := A^T * TMP for the M x N matrix
   A, the same interface as bench/c/atax.c, written as an OpenACC user
   would write it.  Linked in place of the kernel of that file for the
   harness's comparison with GCC's OpenACC; not part of gpugen.  */

#include "warmup.h"

void
atax (int m, int n, const double *a, const double *x, double *y,
      double *tmp)
{
#pragma acc data copyin(a[0:m * n], x[0:n]) copyout(y[0:n], tmp[0:m])
  {
    /* One gang per row, its threads sharing the row's dot product.  */
#pragma acc parallel loop gang vector_length(128)
    for (int i = 0; i < m; i++)
      {
	double t = 0.0;
#pragma acc loop vector reduction(+:t)
	for (int j = 0; j < n; j++)
	  t += a[i * n + j] * x[j];
	tmp[i] = t;
      }
    /* One thread per column, neighbouring threads reading neighbouring
       elements.  */
#pragma acc parallel loop gang vector vector_length(128)
    for (int j = 0; j < n; j++)
      {
	double s = 0.0;
	for (int i = 0; i < m; i++)
	  s += a[i * n + j] * tmp[i];
	y[j] = s;
      }
  }
}
