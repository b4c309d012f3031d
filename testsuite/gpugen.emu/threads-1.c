/* threadIdx, blockIdx, blockDim and gridDim take every value of a
   three-dimensional launch exactly once.  */
/* { dg-do run } */

#include "emu-test.h"

static const char *const names[] = { "coordinates" };
EMU_TEST_IMAGE (image, "threads-1", names)

/* The grid and the blocks.  */

#define GX 2
#define GY 3
#define GZ 2
#define BX 4
#define BY 2
#define BZ 3
#define THREADS (GX * GY * GZ * BX * BY * BZ)

int
main (void)
{
  static unsigned out[8 * THREADS];
  unsigned grid[3] = { GX, GY, GZ }, block[3] = { BX, BY, BZ };
  unsigned x, y, z, bx, by, bz, *p = out;
  void *d_out, *args[1];

  CHECK (__gpugen_device_ready (&image));
  d_out = to_device (NULL, sizeof out);
  args[0] = &d_out;
  CHECK (__gpugen_launch (&image, 0, grid, block, 0, args));
  from_device (out, d_out, sizeof out);
  for (bz = 0; bz < GZ; bz++)
    for (by = 0; by < GY; by++)
      for (bx = 0; bx < GX; bx++)
	for (z = 0; z < BZ; z++)
	  for (y = 0; y < BY; y++)
	    for (x = 0; x < BX; x++, p += 8)
	      {
		CHECK (p[0] == x && p[1] == y && p[2] == z);
		CHECK (p[3] == bx && p[4] == by && p[5] == bz);
		CHECK (p[6] == BX * BY * BZ && p[7] == GX * GY * GZ);
	      }
  return 0;
}
