/* Each thread reads its right neighbour through a checked access, as
   generated code written with GPUGEN_EMU_AT does: the last thread reads
   one element past the end of IN.  */

#include "gpugen-emu.h"

extern "C" __global__ void
neighbour (const float *in, float *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;

  if (i < n)
    GPUGEN_EMU_AT (out, i) = GPUGEN_EMU_AT (in, i + 1);
}
GPUGEN_EMU_KERNEL (neighbour, in, out, n)
