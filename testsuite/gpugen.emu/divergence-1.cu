/* Threads beyond N return before the barrier that the others wait at:
   undefined behaviour in CUDA, which a GPU may or may not hang on.  */

#include "gpugen-emu.h"

extern "C" __global__ void
early_exit (int *a, int n)
{
  int t = threadIdx.x;

  if (t >= n)
    return;
  a[t] = t;
  __syncthreads ();
  a[t] += a[n - 1 - t];
}
GPUGEN_EMU_KERNEL (early_exit, a, n)
