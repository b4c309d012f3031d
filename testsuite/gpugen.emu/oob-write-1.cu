/* An off-by-one bound: thread N writes A[N], one element past the end
   of the buffer.  A GPU would say nothing; the emulator's guard zones
   catch the write after the block.  */

#include "gpugen-emu.h"

extern "C" __global__ void
off_by_one (float *a, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;

  if (i <= n)
    a[i] = 2.0f * i;
}
GPUGEN_EMU_KERNEL (off_by_one, a, n)
