/* Under GPUGEN_DEBUG, GPUGEN_DISABLE is named as the reason.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DISABLE "1" } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-output "gpugen: no GPU: disabled by GPUGEN_DISABLE" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (10, 32) == 0);
  return 0;
}
