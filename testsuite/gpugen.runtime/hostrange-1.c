/* The check of the host memory of speculative copies
   (__gpugen_region_host_range_ok) from the PROCMAP_QUERY ioctl, where
   the kernel has it (Linux 6.11; the text of /proc/self/maps
   otherwise, as in hostrange-2.c), on the ranges of hostrange-test.h;
   GPUGEN_PROFILE counts the 14 answers that sent the region "t" to the
   host (13 without a vDSO).  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done 1\[34\]\[\r\n\]+" } */
/* { dg-output "gpugen: region t: 0 entries, 0 bytes in \\(0.000 ms\\), 0 bytes out \\(0.000 ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region t: 0 of 1\[34\] executions on the device, 1\[34\] on the host \\(1\[34\] by the host memory check\\)\[\r\n\]+" } */

#include "hostrange-test.h"

int
main (void)
{
  printf ("done %d\n", run_checks ());
  fflush (stdout);
  return 0;
}
