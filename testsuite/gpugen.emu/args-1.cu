/* A kernel with parameters of every kind that generated code passes:
   restrict-qualified pointers, a const scalar, a structure by value, a
   double and a char.  */

#include "gpugen-emu.h"

/* A structure passed by value.  */

struct pair
{
  /* Its two members.  */
  int a;
  double b;
};

extern "C" __global__ void
mixed (double *__restrict__ y, const float *__restrict__ x, const int n,
       struct pair p, double d, char c)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;

  if (i < n)
    GPUGEN_EMU_AT (y, i) = GPUGEN_EMU_AT (x, i) + p.a + p.b + d + c;
}
GPUGEN_EMU_KERNEL (mixed, y, x, n, p, d, c)
