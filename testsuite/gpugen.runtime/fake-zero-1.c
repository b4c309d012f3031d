/* Empty arrays and empty grids need no special case in generated code:
   a 0-byte allocation is a valid block and an empty grid launches
   nothing, successfully.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "runtime-test.h"

int
main (void)
{
  unsigned grid[3] = { 0, 1, 1 }, block[3] = { 128, 1, 1 };
  int n = 0;
  void *d, *args[2] = { &d, &n };

  CHECK (__gpugen_device_ready (&test_image));
  d = __gpugen_alloc (0);
  CHECK (d != NULL);
  CHECK (__gpugen_copy_to_device (d, &n, 0));
  CHECK (__gpugen_launch (&test_image, K_ADD_ONE, grid, block, 0, args));
  CHECK (gpugen_kernel_launches () == 0);
  __gpugen_free (d);
  __gpugen_free (NULL);
  printf ("done\n");
  return 0;
}
