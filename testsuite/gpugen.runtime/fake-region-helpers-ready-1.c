/* The copy helpers have made their staging buffers (two page-locked
   allocations each, and two of the calling thread) by the time the
   backend's start returns (async.c, gpugen_rt_async_started), so that
   their allocations do not hold up the program's first copies in the
   driver.  Here the helpers' page-locked allocations take 20 ms each,
   one at a time, and those of the main thread none.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_COPY_THREADS "3" } */
/* { dg-set-target-env-var FAKE_CUDA_HOST_ALLOC_MS "20" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (gpugen_init () == 1);
  CHECK (fake_counter ("host_alloc_calls") == 2 * (3 + 1));
  CHECK (check_region (0, 1 << 20, 256) == 1);
  printf ("done\n");
  return 0;
}
