/* A tree reduction in shared memory, the classic use of barriers: each
   block sums its part of IN into PARTIAL[blockIdx.x].  Without a true
   barrier a thread would add elements that the others have not stored
   yet.  */

#include "gpugen-emu.h"

/* The block size the kernel is written for.  */

#define BLOCK 64

extern "C" __global__ void
reduce_sum (const float *in, float *partial, int n)
{
  __shared__ float s[BLOCK];
  unsigned t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;

  s[t] = i < n ? in[i] : 0.0f;
  __syncthreads ();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2)
    {
      if (t < stride)
	s[t] += s[t + stride];
      __syncthreads ();
    }
  if (t == 0)
    partial[blockIdx.x] = s[0];
}
GPUGEN_EMU_KERNEL (reduce_sum, in, partial, n)
