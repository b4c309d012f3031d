/* Thread 3 of block 1 follows a null pointer.  */

#include "gpugen-emu.h"

extern "C" __global__ void
null_deref (int *a, int *null)
{
  if (blockIdx.x == 1 && threadIdx.x == 3)
    a[0] = *null;
}
GPUGEN_EMU_KERNEL (null_deref, a, null)
