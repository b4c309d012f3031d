/* A write past the end of the dynamic shared memory hits its guard
   zone and is reported after the block.  */
/* { dg-do run } */
/* { dg-output "^gpugen: out-of-bounds write in kernel reverse_overrun, block \\(0,0,0\\): bytes 64..67 of the 64-byte dynamic shared memory were overwritten\[\r\n\]+" } */
/* { dg-output "gpugen: kernel reverse_overrun failed on the emulator; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */
/* gpugen-emu-kernels: dynamic-shared.cu */

#include "emu-test.h"

static const char *const names[] = { "reverse_blocks", "reverse_overrun" };
EMU_TEST_IMAGE (image, "dynamic-shared", names)

/* Threads per block.  */

#define BLOCK 16

int
main (void)
{
  float a[BLOCK] = { 0 };
  unsigned grid[3] = { 1, 1, 1 }, block[3] = { BLOCK, 1, 1 };
  void *d_a, *args[1];

  CHECK (__gpugen_device_ready (&image));
  d_a = to_device (a, sizeof a);
  args[0] = &d_a;
  CHECK (!__gpugen_launch (&image, 1, grid, block, BLOCK * sizeof (float),
			   args));
  __gpugen_free (d_a);
  printf ("done\n");
  return 0;
}
