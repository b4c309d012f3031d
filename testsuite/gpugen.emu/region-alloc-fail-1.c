/* An allocation the emulator cannot satisfy makes the region fail: it
   is reported, nothing is copied or launched, and the host computes
   the loop nest from intact arrays.  */
/* { dg-do run } */
/* { dg-output "^gpugen: cannot allocate \[0-9\]+ bytes on the emulator; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */
/* gpugen-emu-kernels: region.cu */

#include "region-test.h"

int
main (void)
{
  set_up_image ();
  CHECK (check_scale_with (0, 100, K_SCALE, -1, 32, (size_t) -1 / 2) == 0);
  CHECK (gpugen_kernel_launches () == 0);
  /* The next region succeeds.  */
  CHECK (check_scale (0, 100, 32) == 1);
  printf ("done\n");
  return 0;
}
