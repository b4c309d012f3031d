/* Under GPUGEN_DISABLE the check of the host memory of speculative
   copies (__gpugen_region_host_range_ok, its answer passed through
   __gpugen_region_host_checked) answers as it does otherwise, and
   counts nothing: a region that passes it is then counted as disabled
   by __gpugen_region_enter, one that fails it as sent to the host by
   the check.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DISABLE "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: region t: 0 entries, 0 bytes in \\(0.000 ms\\), 0 bytes out \\(0.000 ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region t: 0 of 2 executions on the device, 2 on the host \\(1 disabled, 1 by the host memory check\\)\[\r\n\]+" } */

#include "runtime-test.h"

int
main (void)
{
  static double a[16];
  static const double c[16] = { 1.0 };
  CHECK (__gpugen_region_host_range_ok ("t", a, 0, sizeof a, 1) == 1);
  CHECK (__gpugen_region_enter (3, &test_image, "t") == 0);
  CHECK (__gpugen_region_host_checked
	 ("t", __gpugen_region_host_range_ok ("t", c, 0, sizeof c, 1)) == 0);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
