/* Rotate 32 elements left through a __shared__ array, with the last
   thread's index one too far: thread 31 reads S[32].  */

#include "gpugen-emu.h"

extern "C" __global__ void
rotate (float *a)
{
  __shared__ float s[32];
  unsigned t = threadIdx.x;

  s[t] = a[t];
  __syncthreads ();
  a[t] = GPUGEN_EMU_AT (s, t + 1);
}
GPUGEN_EMU_KERNEL (rotate, a)
