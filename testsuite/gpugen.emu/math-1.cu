/* CUDA's math functions, min and max, and atomics across blocks.  */

#include "gpugen-emu.h"

extern "C" __global__ void
stats (const float *x, int n, float *sum, int *largest, float *roots)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;

  if (i >= n)
    return;
  atomicAdd (sum, x[i]);
  atomicMax (largest, (int) x[i]);
  roots[i] = min (sqrtf (x[i]), 3.0f) + max (rsqrtf (x[i] + 1.0f), 0.0f)
	     + fabsf (-1.0f);
}
GPUGEN_EMU_KERNEL (stats, x, n, sum, largest, roots)
