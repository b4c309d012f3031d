/* A kernel given a host address instead of a device buffer (generated
   code that forgot __gpugen_alloc) would fault on a GPU: the emulator
   refuses the launch and names the parameter.  */
/* { dg-do run } */
/* { dg-output "^gpugen: kernel neighbour: parameter out is 0x\[0-9a-f\]+, which is not device memory\[\r\n\]+" } */
/* { dg-output "gpugen: kernel neighbour failed on the emulator; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */
/* gpugen-emu-kernels: oob-at-1.cu */

#include "emu-test.h"

static const char *const names[] = { "neighbour" };
EMU_TEST_IMAGE (image, "host-pointer-1", names)

int
main (void)
{
  float in[33] = { 0 }, out[32] = { 0 };
  void *d_in, *args[3];
  float *host_out = out;
  int n = 32;

  CHECK (__gpugen_device_ready (&image));
  d_in = to_device (in, sizeof in);
  args[0] = &d_in;
  args[1] = &host_out;
  args[2] = &n;
  CHECK (!launch_1d (&image, 0, 1, 32, args));
  __gpugen_free (d_in);
  printf ("done\n");
  return 0;
}
