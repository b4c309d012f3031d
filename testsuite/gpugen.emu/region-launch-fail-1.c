/* A kernel that writes past its buffer makes its launch fail on the
   emulator: the region skips its copies back, and the host computes
   the loop nest from intact arrays.  */
/* { dg-do run } */
/* { dg-output "^gpugen: out-of-bounds access in kernel region_overrun, block \\(3,0,0\\), thread \\(4,0,0\\): a\\\[i\\\] at \[^\r\n\]*region.cu:\[0-9\]+: bytes 400..403 of the 400-byte buffer a\[\r\n\]+" } */
/* { dg-output "gpugen: kernel region_overrun failed on the emulator; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */
/* gpugen-emu-kernels: region.cu */

#include "region-test.h"

int
main (void)
{
  set_up_image ();
  CHECK (check_scale_with (0, 100, K_OVERRUN, 4, 32, (size_t) -1) == 0);
  CHECK (gpugen_kernel_launches () == 0);
  CHECK (check_scale (0, 100, 32) == 1);
  printf ("done\n");
  return 0;
}
