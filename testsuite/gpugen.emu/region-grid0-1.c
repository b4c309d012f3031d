/* A grid with no block (in x or in y) launches nothing, and the region
   succeeds: an empty range of the loop nest.  GPUGEN_DEBUG=1 traces
   the skipped launches, and the launch that does run with its grid and
   block.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-output "gpugen: __gpugen_region_launch: kernel 0 of region region-test.c:1: empty grid \\\[0,1,1\\\], nothing to launch\[\r\n\]+" } */
/* { dg-output "gpugen: __gpugen_region_launch: kernel 1 of region grid0: empty grid \\\[4,0,1\\\], nothing to launch\[\r\n\]+" } */
/* { dg-output "gpugen: __gpugen_region_launch: kernel 1 of region grid0: empty grid \\\[-3,2,1\\\], nothing to launch\[\r\n\]+" } */
/* { dg-output "gpugen: __gpugen_region_launch: kernel region_scale: grid \\\[2,1,1\\\] block \\\[32,1,1\\\] shared 0\[\r\n\]+" } */
/* { dg-output "gpugen: emulator: kernel region_scale: 2 blocks of 32 threads\[\r\n\]+" } */
/* gpugen-emu-kernels: region.cu */

#include "region-test.h"

int
main (void)
{
  unsigned long long slots[3] = { 0, 0, 0 };

  set_up_image ();
  CHECK (check_scale (0, 0, 32) == 1);
  CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				"grid0"));
  __gpugen_region_launch (&region_image, K_GRID2, 4, 0, 16, 8, 1, 3, slots);
  __gpugen_region_launch (&region_image, K_GRID2, -3, 2, 16, 8, 1, 3, slots);
  CHECK (__gpugen_region_exit ());
  CHECK (gpugen_kernel_launches () == 0);
  CHECK (check_scale (10, 50, 32) == 1);
  CHECK (gpugen_kernel_launches () == 1);
  return 0;
}
