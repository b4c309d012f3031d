/* GPUGEN_PROFILE reports, per region, the executions that the estimate
   kept on the host, and the last explanation each way: the device
   estimate's largest term (a one-thread kernel's sequential instances,
   the instances at the device's rate, the region's fixed cost).  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one \\(region-test.c:1\\): 1 launch, grid \\(8,1,1\\), block \\(128,1,1\\), \[0-9.\]+ ms\[\r\n\]+" } */
/* { dg-output "gpugen: region tiny: 0 entries, 0 bytes in \\(\[0-9.\]+ ms\\), 0 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region tiny: host: estimated \[0-9.\]+ us on the device against 0.5 us on the host: the region's fixed cost\[\r\n\]+" } */
/* { dg-output "gpugen: region tiny: 0 of 1 execution on the device, 1 on the host \\(1 by the estimate\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: 1 entry, 4000 bytes in \\(\[0-9.\]+ ms\\), 4000 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: device: estimated 503 ms on the device against 3 s on the host: 1e\\+10 instances\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: host: estimated 44.1 s on the device against 360 ms on the host: a kernel's threads run 4e\\+08 instances each, one after the other\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: 1 of 2 executions on the device, 1 on the host \\(1 by the estimate\\)\[\r\n\]+" } */
/* { dg-output "gpugen: 1 kernel launches on Fake GPU\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  __gpugen_region_estimate (8000, 1, 1000, 1000);
  CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				"tiny") == 0);
  __gpugen_region_estimate (1e8, 1, 1e10, 1e7);
  CHECK (check_region (0, 1000, 128) == 1);
  __gpugen_region_estimate (4.8e5, 20000, 4e8, 1);
  __gpugen_region_estimate (4.8e5, 100000, 8e8, 20000);
  CHECK (check_region (0, 1000, 128) == 0);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
