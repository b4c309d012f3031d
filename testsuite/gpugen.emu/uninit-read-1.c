/* A kernel that reads device memory that nothing wrote -- here the
   second half of IN, which the host never copied to the device -- is
   reported as an uninitialised device read, with the kernel, block,
   thread, source line and buffer, and the launch fails so that the
   host path runs, as for an out-of-bounds access.  */
/* { dg-do run } */
/* gpugen-emu-kernels: uninit.cu */
/* { dg-output "^gpugen: uninitialised device read in kernel plus_one, block \\(1,0,0\\), thread \\(0,0,0\\): in\\\[i\\\] at \[^\r\n\]*uninit.cu:17: bytes 128..131 of the 256-byte buffer in, never written by a copy to the device or by a kernel\[\r\n\]+" } */
/* { dg-output "(gpugen: \[^\r\n\]*\[\r\n\]+)*gpugen: kernel plus_one failed on the emulator; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "emu-test.h"

static const char *const names[] = { "plus_one", "even_zero",
				     "write_then_read" };
EMU_TEST_IMAGE (image, "uninit", names)

/* Elements, threads per block.  */

#define N 64
#define BLOCK 32

int
main (void)
{
  float in[N] = { 0 };
  void *d_in, *d_out, *args[3];
  int n = N;

  CHECK (__gpugen_device_ready (&image));
  d_in = __gpugen_alloc (sizeof in);
  CHECK (d_in != NULL);
  /* Only the first half is copied in.  */
  CHECK (__gpugen_copy_to_device (d_in, in, sizeof in / 2));
  d_out = to_device (NULL, sizeof in);
  args[0] = &d_in;
  args[1] = &d_out;
  args[2] = &n;
  CHECK (!launch_1d (&image, 0, N / BLOCK, BLOCK, args));
  __gpugen_free (d_in);
  __gpugen_free (d_out);
  printf ("done\n");
  return 0;
}
