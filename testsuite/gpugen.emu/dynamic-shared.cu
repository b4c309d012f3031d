/* Kernels with dynamic shared memory (dynamic-shared-1.c and -2.c).  */

#include "gpugen-emu.h"

/* Reverse each block's part of A through the block's dynamic shared
   memory, one float per thread.  */

extern "C" __global__ void
reverse_blocks (float *a)
{
  GPUGEN_DYNAMIC_SHARED (float, buf);
  unsigned t = threadIdx.x, n = blockDim.x;
  float *mine = a + blockIdx.x * n;

  buf[t] = mine[t];
  __syncthreads ();
  mine[t] = buf[n - 1 - t];
}
GPUGEN_EMU_KERNEL (reverse_blocks, a)

/* The same with an unchecked write one float past the end of the
   dynamic shared memory by the last thread.  */

extern "C" __global__ void
reverse_overrun (float *a)
{
  GPUGEN_DYNAMIC_SHARED (float, buf);
  unsigned t = threadIdx.x, n = blockDim.x;
  float *mine = a + blockIdx.x * n;

  buf[t + (t == n - 1)] = mine[t];
  __syncthreads ();
  mine[t] = buf[n - 1 - t];
}
GPUGEN_EMU_KERNEL (reverse_overrun, a)
