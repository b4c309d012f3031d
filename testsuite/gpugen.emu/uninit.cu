/* Kernels of the tests of uninitialised device reads.  Written as
   gpugen's generated code is: every access to device memory is checked
   (GPUGEN_EMU_AT), which the image declares, so that the emulator sees
   every write.  */

#define GPUGEN_EMU_CHECKED_ACCESSES 1
#include "gpugen-emu.h"

/* OUT[i] = IN[i] + 1.  */

extern "C" __global__ void
plus_one (const float *in, float *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;

  if (i < n)
    GPUGEN_EMU_AT (out, i) = GPUGEN_EMU_AT (in, i) + 1;
}
GPUGEN_EMU_KERNEL (plus_one, in, out, n)

/* G[2 * i] = 0: the odd elements are not written (shape 4 of issue
   11).  */

extern "C" __global__ void
even_zero (float *g, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;

  if (i < n)
    GPUGEN_EMU_AT (g, 2 * i) = 0;
}
GPUGEN_EMU_KERNEL (even_zero, g, n)

/* A[i] = i, then A[i] *= 2 and A[i]++ (compound updates read what the
   same thread wrote), then B[i] = A[i].  */

extern "C" __global__ void
write_then_read (float *a, float *b, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;

  if (i < n)
    {
      GPUGEN_EMU_AT (a, i) = (float) i;
      GPUGEN_EMU_AT (a, i) *= 2;
      GPUGEN_EMU_AT (a, i)++;
      GPUGEN_EMU_AT (b, i) = GPUGEN_EMU_AT (a, i);
    }
}
GPUGEN_EMU_KERNEL (write_then_read, a, b, n)
