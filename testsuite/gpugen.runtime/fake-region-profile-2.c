/* GPUGEN_PROFILE says per region how many executions ran on the device
   and how many on the host, and why: here one fell back after its
   launch failed (kernel 9 does not exist), and after a kernel fault
   gave the device up, two ran without a device.  The kernel that
   failed counts as launched (it was queued), with no time.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "yes" } */
/* { dg-output "done\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one \\(region-test.c:1\\): 2 launches, grid \\(8,1,1\\), block \\(128,1,1\\), \[0-9.\]+ ms\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_crash \\(region-test.c:1\\): 1 launch, grid \\(8,1,1\\), block \\(128,1,1\\), \[0-9.\]+ ms\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: 4 entries, \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: 2 of 6 executions on the device, 4 on the host \\(2 after a failure, 2 without a device\\)\[\r\n\]+" } */
/* { dg-output "gpugen: 3 kernel launches on Fake GPU\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 1000, 128) == 1);
  CHECK (check_region_kernel (0, 1000, 128, 9) == 0);
  CHECK (check_region (0, 1000, 128) == 1);
  CHECK (check_region_kernel (0, 1000, 128, K_CRASH) == 0);
  CHECK (check_region (0, 1000, 128) == 0);
  CHECK (check_region (0, 1000, 128) == 0);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
