/* Device memory is not the host's: a buffer starts as garbage (NaNs),
   so a missing copy to the device shows in the result, as it would on
   a GPU, and the host array changes only when copied back.  */
/* { dg-do run } */
/* gpugen-emu-kernels: add-one.cu */

#include "emu-test.h"

static const char *const names[] = { "fake_add_one" };
EMU_TEST_IMAGE (image, "copy-missing-1", names)

/* Elements.  */

#define N 64

int
main (void)
{
  float a[N];
  void *d_a, *args[2];
  int n = N, i;

  for (i = 0; i < N; i++)
    a[i] = i;
  CHECK (__gpugen_device_ready (&image));
  d_a = to_device (NULL, sizeof a);	/* The copy of A is missing.  */
  args[0] = &d_a;
  args[1] = &n;
  CHECK (launch_1d (&image, 0, 2, 32, args));
  for (i = 0; i < N; i++)
    CHECK (a[i] == i);
  from_device (a, d_a, sizeof a);
  for (i = 0; i < N; i++)
    CHECK (isnan (a[i]));
  return 0;
}
