/* GPUGEN_PROFILE counts the kernels and copies of regions run on the
   emulator, and names it as the backend.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: kernel region_scale \\(region-test.c:1\\): 2 launches, grid \\(4,1,1\\), block \\(32,1,1\\), \[0-9.\]+ ms\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: 2 entries, 800 bytes in \\(\[0-9.\]+ ms\\), 800 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: 2 kernel launches on emulator\[\r\n\]*$" } */
/* gpugen-emu-kernels: region.cu */

#include "region-test.h"

int
main (void)
{
  set_up_image ();
  CHECK (check_scale (0, 100, 32) == 1);
  CHECK (check_scale (50, 150, 32) == 1);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
