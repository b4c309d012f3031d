/* Under GPUGEN_DISABLE a region is never entered, and the profile says
   that nothing ran on a device, and why the region ran on the host.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DISABLE "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: 0 entries, 0 bytes in \\(0.000 ms\\), 0 bytes out \\(0.000 ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: 0 of 1 execution on the device, 1 on the host \\(1 disabled\\)\[\r\n\]+" } */
/* { dg-output "gpugen: 0 kernel launches on host\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 100, 32) == 0);
  CHECK (__gpugen_region_alloc (16) == NULL);
  CHECK (__gpugen_region_exit () == 0);
  CHECK (strcmp (gpugen_backend (), "host") == 0);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
