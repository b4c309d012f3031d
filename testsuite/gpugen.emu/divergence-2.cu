/* Odd and even threads wait at different __syncthreads (): undefined
   behaviour in CUDA, even though every thread reaches a barrier.  */

#include "gpugen-emu.h"

extern "C" __global__ void
split_barrier (int *a)
{
  unsigned t = threadIdx.x;

  if (t % 2 == 0)
    {
      a[t] = 1;
      __syncthreads ();
    }
  else
    {
      a[t] = 2;
      __syncthreads ();
    }
}
GPUGEN_EMU_KERNEL (split_barrier, a)
