/* A checked read past the end of a device buffer is reported before it
   happens, with the kernel, block, thread, source line and buffer; the
   read goes to a scratch area, so nothing crashes.  */
/* { dg-do run } */
/* { dg-output "^gpugen: out-of-bounds access in kernel neighbour, block \\(1,0,0\\), thread \\(31,0,0\\): in\\\[i \\+ 1\\\] at \[^\r\n\]*oob-at-1.cu:13: bytes 256..259 of the 256-byte buffer in\[\r\n\]+" } */
/* { dg-output "gpugen: kernel neighbour failed on the emulator; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "emu-test.h"

static const char *const names[] = { "neighbour" };
EMU_TEST_IMAGE (image, "oob-at-1", names)

/* Elements, threads per block.  */

#define N 64
#define BLOCK 32

int
main (void)
{
  float in[N] = { 0 }, out[N];
  void *d_in, *d_out, *args[3];
  int n = N;

  CHECK (__gpugen_device_ready (&image));
  d_in = to_device (in, sizeof in);
  d_out = to_device (NULL, sizeof out);
  args[0] = &d_in;
  args[1] = &d_out;
  args[2] = &n;
  CHECK (!launch_1d (&image, 0, N / BLOCK, BLOCK, args));
  __gpugen_free (d_in);
  __gpugen_free (d_out);
  printf ("done\n");
  return 0;
}
