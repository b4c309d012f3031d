/* Boolean variables take 1, yes, true, on, 0, no, false and off in any
   case; anything else is reported and ignored (the default applies):
   here GPUGEN_DISABLE=maybe leaves offloading on, GPUGEN_PROFILE=Off
   prints no profile, and GPUGEN_OFFLOAD=sometimes and GPUGEN_DEBUG=lots
   are reported.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DISABLE "maybe" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "Off" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "sometimes" } */
/* { dg-set-target-env-var GPUGEN_DEBUG "lots" } */
/* { dg-output "^gpugen: GPUGEN_DEBUG=lots is not a level \\(a number from 0\\); using 0\[\r\n\]+" } */
/* { dg-output "gpugen: GPUGEN_DISABLE=maybe is not a boolean \\(1, yes, true, on, 0, no, false or off\\); using 0\[\r\n\]+" } */
/* { dg-output "gpugen: GPUGEN_OFFLOAD=sometimes is not one of always, auto or never; using auto\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 100, 32) == 1);
  printf ("done\n");
  return 0;
}
