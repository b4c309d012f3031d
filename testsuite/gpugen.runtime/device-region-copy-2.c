/* device-region-copy-1 with GPUGEN_ASYNC=0: the synchronous copy
   between device buffers (cuMemcpyDtoD).  */
/* { dg-do run } */
/* { dg-require-effective-target gpugen_cuda_device } */
/* { dg-set-target-env-var GPUGEN_ASYNC "0" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "device-region-copy.h"

int
main (void)
{
  static const long sizes[] = { 100, 3000001 };
  unsigned i;

  for (i = 0; i < sizeof sizes / sizeof *sizes; i++)
    CHECK (check_region_copy (5, sizes[i] + 5, 2) == 1);
  CHECK (backend_is_gpu ());
  printf ("done\n");
  return 0;
}
