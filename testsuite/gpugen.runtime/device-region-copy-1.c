/* __gpugen_region_copy_device on the real GPU, on the regions' stream:
   a copy of an array's device buffer right after its copy in holds its
   values from before the region's launches (the read-only snapshots of
   gpugen-snapshot.cc), and a copy after launches (batched into a CUDA
   graph, or not) holds their results; also with GPUGEN_ASYNC=0 in
   device-region-copy-2.c.  */
/* { dg-do run } */
/* { dg-require-effective-target gpugen_cuda_device } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "device-region-copy.h"

int
main (void)
{
  static const long sizes[] = { 100, 70000, 3000001 };
  unsigned i;

  for (i = 0; i < sizeof sizes / sizeof *sizes; i++)
    {
      CHECK (check_region_copy (0, sizes[i], 0) == 1);
      CHECK (check_region_copy (7, sizes[i] + 7, 3) == 1);
    }
  CHECK (backend_is_gpu ());
  printf ("done\n");
  return 0;
}
