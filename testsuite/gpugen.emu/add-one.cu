/* A[i] += 1 for the N elements of A: the kernel of the backend-choice
   tests (select-*.c, fake-select-*.c) and of copy-missing-1.c.  Named
   like the fake CUDA driver's kernel that does the same, so that one
   image can hold both.  */

#include "gpugen-emu.h"

extern "C" __global__ void
fake_add_one (float *a, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;

  if (i < n)
    a[i] += 1;
}
GPUGEN_EMU_KERNEL (fake_add_one, a, n)
