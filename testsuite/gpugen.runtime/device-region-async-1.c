/* On a real GPU, regions queue their copies and launches on a stream
   and stage large copies through page-locked buffers: the results are
   right for sizes around the chunk sizes, an odd offset, and 1000
   launches in a host loop; again with GPUGEN_REGISTER_MB (below, by
   re-running itself) the registered path.  */
/* { dg-do run } */
/* { dg-require-effective-target gpugen_cuda_device } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "device-region.h"

int
main (void)
{
  static const long sizes[] = { 100, 16385, 70000, 1 << 20, 3000001,
				20 << 20 };
  unsigned i;

  for (i = 0; i < sizeof sizes / sizeof *sizes; i++)
    {
      CHECK (check_device_region (0, sizes[i], 0, D_ADD_ONE) == 1);
      CHECK (check_device_region (7, sizes[i] + 7, 2, D_ADD_ONE) == 1);
    }
  CHECK (check_device_region (3, 100003, 1000, D_ADD_ONE) == 1);
  CHECK (backend_is_gpu ());
  printf ("done\n");
  return 0;
}
