/* Threads that wait at different __syncthreads () are reported, with
   the two barriers' lines.  */
/* { dg-do run } */
/* { dg-output "^gpugen: barrier divergence in kernel split_barrier, block \\(0,0,0\\): threads wait at different __syncthreads \\(\\): thread \\(0,0,0\\) at \[^\r\n\]*divergence-2.cu:14, thread \\(1,0,0\\) at \[^\r\n\]*divergence-2.cu:19\[\r\n\]+" } */
/* { dg-output "gpugen: kernel split_barrier failed on the emulator; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "emu-test.h"

static const char *const names[] = { "split_barrier" };
EMU_TEST_IMAGE (image, "divergence-2", names)

int
main (void)
{
  int a[8];
  void *d_a, *args[1];

  CHECK (__gpugen_device_ready (&image));
  d_a = to_device (NULL, sizeof a);
  args[0] = &d_a;
  CHECK (!launch_1d (&image, 0, 1, 8, args));
  __gpugen_free (d_a);
  printf ("done\n");
  return 0;
}
