/* A shared-memory tree reduction with barriers gives the right sums on
   the emulator, block by block.  */
/* { dg-do run } */
/* { dg-output "^sum 3997\[\r\n\]*$" } */

#include "emu-test.h"

static const char *const names[] = { "reduce_sum" };
EMU_TEST_IMAGE (image, "reduce-1", names)

/* Elements, blocks and threads per block.  */

#define N 1000
#define BLOCK 64
#define GRID ((N + BLOCK - 1) / BLOCK)

int
main (void)
{
  float in[N], partial[GRID], sum = 0;
  void *d_in, *d_partial, *args[3];
  int n = N, i, b;

  for (i = 0; i < N; i++)
    in[i] = i % 7 + 1;
  CHECK (__gpugen_device_ready (&image));
  d_in = to_device (in, sizeof in);
  d_partial = to_device (NULL, sizeof partial);
  args[0] = &d_in;
  args[1] = &d_partial;
  args[2] = &n;
  CHECK (launch_1d (&image, 0, GRID, BLOCK, args));
  from_device (partial, d_partial, sizeof partial);
  __gpugen_free (d_in);

  for (b = 0; b < GRID; b++)
    {
      float expected = 0;

      for (i = b * BLOCK; i < (b + 1) * BLOCK && i < N; i++)
	expected += in[i];
      CHECK (partial[b] == expected);
      sum += partial[b];
    }
  CHECK (strcmp (gpugen_backend (), "emulator") == 0);
  printf ("sum %.0f\n", sum);
  return 0;
}
