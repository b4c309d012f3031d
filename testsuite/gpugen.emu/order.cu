/* Kernels for the block-order tests (order-1.c, shuffle-1.c).  */

#include "gpugen-emu.h"

/* OUT[b] = b + 1, computed as "what block b - 1 wrote, plus 1": right
   only when every block runs after the one before it, a bug that a GPU
   hides as long as its blocks happen to start in order.  */

extern "C" __global__ void
chain (int *out)
{
  unsigned b = blockIdx.x;

  if (threadIdx.x == 0)
    out[b] = b == 0 ? 1 : out[b - 1] + 1;
}
GPUGEN_EMU_KERNEL (chain, out)

/* OUT[b] = b + 1, block by block: right in any block order.  */

extern "C" __global__ void
block_numbers (int *out)
{
  if (threadIdx.x == 0)
    out[blockIdx.x] = blockIdx.x + 1;
}
GPUGEN_EMU_KERNEL (block_numbers, out)
