/* A __syncthreads () that some threads of a block never reach is
   reported as barrier divergence, with the block and the barrier's
   line; the waiting threads are released so the block finishes.  */
/* { dg-do run } */
/* { dg-output "^gpugen: barrier divergence in kernel early_exit, block \\(0,0,0\\): 20 of 32 threads wait at __syncthreads \\(\\) at \[^\r\n\]*divergence-1.cu:14, the other 12 have returned\[\r\n\]+" } */
/* { dg-output "gpugen: kernel early_exit failed on the emulator; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "emu-test.h"

static const char *const names[] = { "early_exit" };
EMU_TEST_IMAGE (image, "divergence-1", names)

int
main (void)
{
  int a[32];
  void *d_a, *args[2];
  int n = 32;

  CHECK (__gpugen_device_ready (&image));
  d_a = to_device (NULL, sizeof a);
  args[0] = &d_a;
  args[1] = &n;
  /* All 32 threads reach the barrier: fine.  */
  CHECK (launch_1d (&image, 0, 2, 32, args));
  /* Only 20 do.  */
  n = 20;
  CHECK (!launch_1d (&image, 0, 1, 32, args));
  __gpugen_free (d_a);
  printf ("done\n");
  return 0;
}
