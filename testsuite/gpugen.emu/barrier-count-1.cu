/* The counting barriers: OUT[t] gets how many threads of the block have
   an even index, whether all have an index below 1000, and whether any
   has the index 5.  Each thread also keeps a private counter across the
   barriers, to check that locals stay per thread.  */

#include "gpugen-emu.h"

extern "C" __global__ void
count_even (int *out)
{
  unsigned t = threadIdx.x;
  int mine = 100 * t;

  mine += __syncthreads_count (t % 2 == 0);
  mine += 10 * __syncthreads_and (t < 1000);
  mine += 20 * __syncthreads_or (t == 5);
  out[t] = mine;
}
GPUGEN_EMU_KERNEL (count_even, out)
