/* gemm, OpenACC peer: C := ALPHA * A * B + BETA * C, the same interface
   as bench/c/gemm.c, written as an OpenACC user would write it.  Linked
   in place of the kernel of that file for the harness's comparison with
   GCC's OpenACC; not part of gpugen.  */

#include "warmup.h"

void
gemm (int ni, int nj, int nk, double alpha, double beta, double *c,
      const double *a, const double *b)
{
#pragma acc parallel loop gang copy(c[0:ni * nj]) \
	copyin(a[0:ni * nk], b[0:nk * nj]) vector_length(128)
  for (int i = 0; i < ni; i++)
    {
#pragma acc loop vector
      for (int j = 0; j < nj; j++)
	{
	  double s = 0.0;
	  for (int k = 0; k < nk; k++)
	    s += a[i * nk + k] * b[k * nj + j];
	  c[i * nj + j] = beta * c[i * nj + j] + alpha * s;
	}
    }
}
