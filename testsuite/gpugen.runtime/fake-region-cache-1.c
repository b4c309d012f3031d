/* The device buffers of a region's execution are kept for the next
   execution that asks for the same size: ten executions allocate once.
   When device memory runs short, the kept buffers are freed and the
   allocation is tried again (FAKE_CUDA_MEMORY: 1 MB of device memory).  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_MEMORY "1000000" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  int i;

  for (i = 0; i < 10; i++)
    CHECK (check_region (0, 1000, 32) == 1);
  CHECK (fake_counter ("alloc_calls") == START_ALLOCS + 1);
  /* 600 kB kept, 600 kB more needed: the kept buffer goes.  */
  CHECK (check_region (0, 150000, 32) == 1);
  CHECK (check_region (0, 150001, 32) == 1);
  CHECK (check_region (0, 150000, 32) == 1);
  CHECK (gpugen_kernel_launches () == 13);
  printf ("done\n");
  return 0;
}
