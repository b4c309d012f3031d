/* Each thread adds its value into a histogram bin through a checked
   pointer (GPUGEN_EMU_CHECK), as generated code may write an atomic
   update; the last value falls one bin past the end.  */

#include "gpugen-emu.h"

extern "C" __global__ void
histogram (const int *value, int *bins, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;

  if (i < n)
    atomicAdd (GPUGEN_EMU_CHECK (&bins[value[i]], sizeof (int)), 1);
}
GPUGEN_EMU_KERNEL (histogram, value, bins, n)
