/* A region's failure lasts until its exit, not beyond: after a region
   whose launch fails (kernel 9 does not exist), the next region runs on
   the device.  */
/* { dg-do run } */
/* { dg-output "^gpugen: __gpugen_region_launch: image region-test has no kernel 9\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region_kernel (0, 100, 32, 9) == 0);
  CHECK (check_region (0, 100, 32) == 1);
  CHECK (gpugen_kernel_launches () == 1);
  printf ("done\n");
  return 0;
}
