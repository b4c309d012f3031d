/* Under GPUGEN_DISABLE the check of the host memory of speculative
   copies (__gpugen_region_host_range_ok) answers 0 without looking,
   and the profile counts the execution as disabled, as
   __gpugen_region_enter would.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DISABLE "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: region t: 0 of 1 execution on the device, 1 on the host \\(1 disabled\\)\[\r\n\]+" } */

#include "runtime-test.h"

int
main (void)
{
  static double a[16];
  CHECK (__gpugen_region_host_range_ok ("t", a, 0, sizeof a, 1) == 0);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
