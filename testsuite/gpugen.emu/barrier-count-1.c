/* __syncthreads_count, __syncthreads_and and __syncthreads_or combine
   the predicates of the whole block, and each thread's locals survive
   the barriers.  */
/* { dg-do run } */

#include "emu-test.h"

static const char *const names[] = { "count_even" };
EMU_TEST_IMAGE (image, "barrier-count-1", names)

/* Threads per block.  */

#define BLOCK 24

int
main (void)
{
  int out[BLOCK], t;
  void *d_out, *args[1];

  CHECK (__gpugen_device_ready (&image));
  d_out = to_device (NULL, sizeof out);
  args[0] = &d_out;
  CHECK (launch_1d (&image, 0, 1, BLOCK, args));
  from_device (out, d_out, sizeof out);
  for (t = 0; t < BLOCK; t++)
    CHECK (out[t] == 100 * t + BLOCK / 2 + 10 + 20);
  return 0;
}
