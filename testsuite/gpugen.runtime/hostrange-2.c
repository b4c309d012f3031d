/* The check of the host memory of speculative copies
   (__gpugen_region_host_range_ok) from the text of /proc/self/maps
   (GPUGEN_PROCMAP_QUERY=0, as on kernels without the PROCMAP_QUERY
   ioctl), on the ranges of hostrange-test.h, with the same answers as
   hostrange-1.c; under GPUGEN_DISABLE every answer is 0, counted as
   disabled.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROCMAP_QUERY "0" } */
/* { dg-output "^done 1\[34\]\[\r\n\]*$" } */

#include "hostrange-test.h"

int
main (void)
{
  printf ("done %d\n", run_checks ());
  fflush (stdout);
  return 0;
}
