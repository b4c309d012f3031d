/* The region entry points run kernels on the emulator: the image, which
   no constructor registers, is registered by the first region and makes
   the runtime pick the emulator; only LO..HI - 1 travels each way (the
   kernel's checked accesses would report a read of the rest, which is
   never copied in: it stays garbage but is not read); a two-dimensional
   grid maps rows to y.  Output stays silent.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */
/* gpugen-emu-kernels: region.cu */

#include "region-test.h"

/* Rows and columns of the matrix.  */

#define ROWS 37
#define COLS 45

int
main (void)
{
  static int m[ROWS][COLS];
  unsigned long long slots[3];
  long r, c;

  set_up_image ();
  CHECK (check_scale (0, 1000, 128) == 1);
  CHECK (strcmp (gpugen_backend (), "emulator") == 0);
  CHECK (check_scale (300, 1000, 64) == 1);
  CHECK (check_scale (9, 10, 1) == 1);
  CHECK (gpugen_kernel_launches () == 3);

  CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				"region-run-1.c:2"));
  {
    void *d_m = __gpugen_region_alloc (sizeof m);

    STORE_SLOT (slots[0], void *, d_m);
    STORE_SLOT (slots[1], long, ROWS);
    STORE_SLOT (slots[2], long, COLS);
    __gpugen_region_launch (&region_image, K_GRID2, (COLS + 15) / 16,
			    (ROWS + 7) / 8, 16, 8, 1, 3, slots);
    __gpugen_region_copy_out (m, d_m, 0, sizeof m);
  }
  CHECK (__gpugen_region_exit ());
  for (r = 0; r < ROWS; r++)
    for (c = 0; c < COLS; c++)
      CHECK (m[r][c] == 1000 * r + c);
  CHECK (gpugen_kernel_launches () == 4);
  printf ("done\n");
  return 0;
}
