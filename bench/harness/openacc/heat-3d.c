/* heat-3d, OpenACC peer: TSTEPS pairs of seven-point heat-equation
   sweeps A -> B -> A over the interior of N x N x N grids, the same
   interface as bench/c/heat-3d.c, written as an OpenACC user would
   write it (through flat pointers: GCC's data clauses take array
   sections of pointers).  Linked in place of the kernel of that file
   for the harness's comparison with GCC's OpenACC; not part of
   gpugen.  */

#include "warmup.h"

void
heat_3d (int tsteps, int n, double c, double a[n][n][n], double b[n][n][n])
{
  double *pa = &a[0][0][0], *pb = &b[0][0][0];
  long nn = (long) n * n;

#pragma acc data copy(pa[0:nn * n], pb[0:nn * n])
  for (int t = 0; t < tsteps; t++)
    {
#pragma acc parallel loop gang collapse(2) vector_length(128)
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
#pragma acc loop vector
	  for (int k = 1; k < n - 1; k++)
	    {
	      long x = i * nn + (long) j * n + k;
	      pb[x] = pa[x] + c * (pa[x - nn] + pa[x + nn] + pa[x - n]
				   + pa[x + n] + pa[x - 1] + pa[x + 1]
				   - 6.0 * pa[x]);
	    }
#pragma acc parallel loop gang collapse(2) vector_length(128)
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
#pragma acc loop vector
	  for (int k = 1; k < n - 1; k++)
	    {
	      long x = i * nn + (long) j * n + k;
	      pa[x] = pb[x] + c * (pb[x - nn] + pb[x + nn] + pb[x - n]
				   + pb[x + n] + pb[x - 1] + pb[x + 1]
				   - 6.0 * pb[x]);
	    }
    }
}
