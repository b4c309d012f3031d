/* GPUGEN_OFFLOAD=never keeps every region on the host, as
   GPUGEN_DISABLE=1 does; the profile says so.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "never" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "on" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: 0 entries, \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: 0 of 2 executions on the device, 2 on the host \\(2 disabled\\)\[\r\n\]+" } */
/* { dg-output "gpugen: 0 kernel launches on host\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 100, 32) == 0);
  CHECK (check_region (0, 100, 32) == 0);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
