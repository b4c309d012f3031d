/* Dynamic shared memory (GPUGEN_DYNAMIC_SHARED) holds the SHARED_BYTES
   of the launch, per block.  */
/* { dg-do run } */
/* gpugen-emu-kernels: dynamic-shared.cu */

#include "emu-test.h"

static const char *const names[] = { "reverse_blocks", "reverse_overrun" };
EMU_TEST_IMAGE (image, "dynamic-shared", names)

/* Blocks, threads per block.  */

#define GRID 3
#define BLOCK 16

int
main (void)
{
  float a[GRID * BLOCK];
  unsigned grid[3] = { GRID, 1, 1 }, block[3] = { BLOCK, 1, 1 };
  void *d_a, *args[1];
  int b, t;

  for (t = 0; t < GRID * BLOCK; t++)
    a[t] = t;
  CHECK (__gpugen_device_ready (&image));
  d_a = to_device (a, sizeof a);
  args[0] = &d_a;
  CHECK (__gpugen_launch (&image, 0, grid, block, BLOCK * sizeof (float),
			  args));
  from_device (a, d_a, sizeof a);
  for (b = 0; b < GRID; b++)
    for (t = 0; t < BLOCK; t++)
      CHECK (a[b * BLOCK + t] == b * BLOCK + BLOCK - 1 - t);
  return 0;
}
