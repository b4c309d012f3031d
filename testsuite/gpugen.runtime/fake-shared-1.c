/* More than 48 KiB of dynamic shared memory is opted in before the
   launch (the fake driver refuses it otherwise, as CUDA does).  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_TRACE "1" } */
/* { dg-output "fake-cuda: cuFuncSetAttribute\[\r\n\]+(fake-cuda: cu\[A-Za-z_0-9\]+\[\r\n\]+)*fake-cuda: cuLaunchKernel\[\r\n\]+" } */

#include "runtime-test.h"

int
main (void)
{
  unsigned grid[3] = { 1, 1, 1 }, block[3] = { 32, 1, 1 };
  int n = 4, value = 7;
  int host[4];
  void *d, *args[3] = { &d, &n, &value };

  CHECK (__gpugen_device_ready (&test_image));
  d = __gpugen_alloc (sizeof host);
  CHECK (d != NULL);
  CHECK (__gpugen_launch (&test_image, K_FILL, grid, block, 64 * 1024,
			  args));
  CHECK (__gpugen_copy_from_device (host, d, sizeof host));
  CHECK (host[0] == 7 && host[3] == 7);
  __gpugen_free (d);
  return 0;
}
