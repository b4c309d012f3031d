/* Every thread of a three-dimensional grid of three-dimensional blocks
   records who it is.  */

#include "gpugen-emu.h"

extern "C" __global__ void
coordinates (unsigned *out)
{
  dim3 b = blockDim, g = gridDim;
  unsigned block = (blockIdx.z * g.y + blockIdx.y) * g.x + blockIdx.x;
  unsigned thread = (threadIdx.z * b.y + threadIdx.y) * b.x + threadIdx.x;
  unsigned *p = out + 8 * (block * b.x * b.y * b.z + thread);

  p[0] = threadIdx.x;
  p[1] = threadIdx.y;
  p[2] = threadIdx.z;
  p[3] = blockIdx.x;
  p[4] = blockIdx.y;
  p[5] = blockIdx.z;
  p[6] = b.x * b.y * b.z;
  p[7] = g.x * g.y * g.z;
}
GPUGEN_EMU_KERNEL (coordinates, out)
