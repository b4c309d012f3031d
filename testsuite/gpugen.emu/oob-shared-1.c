/* A checked access past the end of a __shared__ array is reported with
   the array's name and size.  */
/* { dg-do run } */
/* { dg-output "^gpugen: out-of-bounds access in kernel rotate, block \\(0,0,0\\), thread \\(31,0,0\\): s\\\[t \\+ 1\\\] at \[^\r\n\]*oob-shared-1.cu:14: index 32 of the 32-element __shared__ array s\[\r\n\]+" } */
/* { dg-output "gpugen: kernel rotate failed on the emulator; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "emu-test.h"

static const char *const names[] = { "rotate" };
EMU_TEST_IMAGE (image, "oob-shared-1", names)

int
main (void)
{
  float a[32] = { 0 };
  void *d_a, *args[1];

  CHECK (__gpugen_device_ready (&image));
  d_a = to_device (a, sizeof a);
  args[0] = &d_a;
  CHECK (!launch_1d (&image, 0, 1, 32, args));
  __gpugen_free (d_a);
  printf ("done\n");
  return 0;
}
