/* Each block passes its own number from thread 0 to all its threads
   through a __shared__ variable; thread 0 also records what it found
   there before writing it.  */

#include "gpugen-emu.h"

extern "C" __global__ void
broadcast (int *found, int *out)
{
  __shared__ int id;

  if (threadIdx.x == 0)
    {
      found[blockIdx.x] = id;
      id = blockIdx.x;
    }
  __syncthreads ();
  out[blockIdx.x * blockDim.x + threadIdx.x] = id;
}
GPUGEN_EMU_KERNEL (broadcast, found, out)
