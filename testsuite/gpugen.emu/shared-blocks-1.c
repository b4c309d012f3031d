/* __shared__ memory is per block: every thread of a block sees its own
   block's value, and a block starts with garbage (0xff bytes), never
   with what the block before it left.  */
/* { dg-do run } */

#include "emu-test.h"

static const char *const names[] = { "broadcast" };
EMU_TEST_IMAGE (image, "shared-blocks-1", names)

/* Blocks, threads per block.  */

#define GRID 8
#define BLOCK 16

int
main (void)
{
  int found[GRID], out[GRID * BLOCK], b, t;
  void *d_found, *d_out, *args[2];

  CHECK (__gpugen_device_ready (&image));
  d_found = to_device (NULL, sizeof found);
  d_out = to_device (NULL, sizeof out);
  args[0] = &d_found;
  args[1] = &d_out;
  CHECK (launch_1d (&image, 0, GRID, BLOCK, args));
  from_device (found, d_found, sizeof found);
  from_device (out, d_out, sizeof out);
  for (b = 0; b < GRID; b++)
    {
      CHECK (found[b] == -1);
      for (t = 0; t < BLOCK; t++)
	CHECK (out[b * BLOCK + t] == b);
    }
  return 0;
}
