/* Copies outside an allocation are reported as such and fail.  */
/* { dg-do run } */
/* { dg-output "gpugen: __gpugen_copy_to_device: invalid size: 64 bytes at device address 0x\[0-9a-f\]+ overrun the 32-byte allocation at 0x\[0-9a-f\]+\[\r\n\]+" } */
/* { dg-output "gpugen: __gpugen_copy_from_device: invalid size: 8 bytes at device address 0x\[0-9a-f\]+ overrun the 32-byte allocation at 0x\[0-9a-f\]+\[\r\n\]+" } */
/* { dg-output "gpugen: __gpugen_copy_to_device: invalid device address 0x\[0-9a-f\]+ \\(cuMemGetAddressRange_v2: CUDA_ERROR_NOT_FOUND \\(named symbol not found\\)\\)" } */

#include "runtime-test.h"

int
main (void)
{
  char host[64] = { 0 };
  static char not_device[64];
  char *d;

  CHECK (__gpugen_device_ready (&test_image));
  d = __gpugen_alloc (32);
  CHECK (d != NULL);
  CHECK (__gpugen_copy_to_device (d, host, 32));
  CHECK (__gpugen_copy_to_device (d + 16, host, 16));
  CHECK (!__gpugen_copy_to_device (d, host, 64));
  CHECK (!__gpugen_copy_from_device (host, d + 28, 8));
  CHECK (!__gpugen_copy_to_device (not_device, host, 1));
  CHECK (__gpugen_copy_to_device (d, host, 0));
  __gpugen_free (d);
  return 0;
}
