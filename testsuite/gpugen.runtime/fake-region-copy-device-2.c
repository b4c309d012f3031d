/* fake-region-copy-device-1 with GPUGEN_ASYNC=0: the synchronous copy
   between device buffers (cuMemcpyDtoD).  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_ASYNC "0" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-copy-test.h"

int
main (void)
{
  static const long sizes[] = { 100, 3000001 };
  unsigned i;

  for (i = 0; i < sizeof sizes / sizeof *sizes; i++)
    CHECK (check_region_copy (5, sizes[i] + 5) == 1);
  CHECK (gpugen_kernel_launches () == i);
  printf ("done\n");
  return 0;
}
