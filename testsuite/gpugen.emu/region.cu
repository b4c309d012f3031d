/* Kernels of the region tests (region-*.c), written as the plugin
   writes them: parameters of type long for sizes and bounds, the
   mapping's block and thread indexes b0, t0 (x) and b1, t1 (y) defined
   at the top, checked accesses.  */

#include "gpugen-emu.h"

/* A[i] = A[i] * F + 1 for LO <= i < N, one element per thread from LO
   on.  */

extern "C" __global__ void
region_scale (float *a, long n, float f, long lo)
{
  const long b0 = blockIdx.x, t0 = threadIdx.x;
  long i = lo + b0 * blockDim.x + t0;

  if (i < n)
    GPUGEN_EMU_AT (a, i) = GPUGEN_EMU_AT (a, i) * f + 1;
}
GPUGEN_EMU_KERNEL (region_scale, a, n, f, lo)

/* M[r][c] = 1000 * r + c for the ROWS x COLS matrix M, rows on the y
   axis and columns on the x axis.  */

extern "C" __global__ void
region_grid2 (int *m, long rows, long cols)
{
  const long b0 = blockIdx.x, t0 = threadIdx.x;
  const long b1 = blockIdx.y, t1 = threadIdx.y;
  long r = b1 * blockDim.y + t1, c = b0 * blockDim.x + t0;

  if (r < rows && c < cols)
    GPUGEN_EMU_AT (m, r * cols + c) = 1000 * r + c;
}
GPUGEN_EMU_KERNEL (region_grid2, m, rows, cols)

/* A[i] = 0 for 0 <= i <= N: one element too many, which the emulator
   reports, failing the launch.  */

extern "C" __global__ void
region_overrun (float *a, long n)
{
  long i = blockIdx.x * blockDim.x + threadIdx.x;

  if (i <= n)
    GPUGEN_EMU_AT (a, i) = 0;
}
GPUGEN_EMU_KERNEL (region_overrun, a, n)
