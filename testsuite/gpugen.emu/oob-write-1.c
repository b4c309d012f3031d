/* An out-of-bounds write to a device buffer is reported with the
   kernel, the block and the buffer (named after the kernel's
   parameter); the launch fails, the host version runs, and the program
   goes on.  */
/* { dg-do run } */
/* { dg-output "^gpugen: out-of-bounds write in kernel off_by_one, block \\(3,0,0\\): bytes 400..403 of the 400-byte buffer a were overwritten\[\r\n\]+" } */
/* { dg-output "gpugen: kernel off_by_one failed on the emulator; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "emu-test.h"

static const char *const names[] = { "off_by_one" };
EMU_TEST_IMAGE (image, "oob-write-1", names)

/* Elements of the buffer, threads per block.  */

#define N 100
#define BLOCK 32

int
main (void)
{
  float a[N];
  void *d_a, *args[2];
  int n = N, i, on_device = 0;

  if (__gpugen_device_ready (&image))
    {
      d_a = to_device (NULL, sizeof a);
      args[0] = &d_a;
      args[1] = &n;
      /* 4 blocks of 32 threads: thread (4,0,0) of block (3,0,0) is
	 thread 100.  */
      on_device = launch_1d (&image, 0, (N + BLOCK) / BLOCK, BLOCK, args);
      if (on_device)
	from_device (a, d_a, sizeof a);
      else
	__gpugen_free (d_a);
    }
  CHECK (!on_device);
  for (i = 0; i < N; i++)
    a[i] = 2.0f * i;
  CHECK (a[N - 1] == 2.0f * (N - 1));
  printf ("done\n");
  return 0;
}
