/* Under GPUGEN_DISABLE a region is never entered, and the profile says
   that nothing ran on a device.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DISABLE "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done\[\r\n\]+" } */
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
