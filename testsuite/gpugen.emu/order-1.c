/* Without GPUGEN_EMU_SHUFFLE the emulator runs blocks in the order of
   their index, so a kernel that relies on that order seems right (see
   shuffle-1.c for how the emulator catches it).  */
/* { dg-do run } */
/* gpugen-emu-kernels: order.cu */

#include "emu-test.h"

static const char *const names[] = { "chain", "block_numbers" };
EMU_TEST_IMAGE (image, "order", names)

/* The number of blocks.  */

#define GRID 16

int
main (void)
{
  int out[GRID] = { 0 }, b;
  void *d_out, *args[1];

  CHECK (__gpugen_device_ready (&image));
  d_out = to_device (out, sizeof out);
  args[0] = &d_out;
  CHECK (launch_1d (&image, 0, GRID, 4, args));
  from_device (out, d_out, sizeof out);
  for (b = 0; b < GRID; b++)
    CHECK (out[b] == b + 1);
  return 0;
}
