/* The math functions, min and max and the atomics of gpugen-emu.h give
   the results of the host's.  */
/* { dg-do run } */
/* { dg-additional-options "-lm" } */

#include "emu-test.h"

static const char *const names[] = { "stats" };
EMU_TEST_IMAGE (image, "math-1", names)

/* Elements.  */

#define N 50

int
main (void)
{
  float x[N], roots[N], sum = 0;
  int largest = 0, n = N, i;
  void *d_x, *d_sum, *d_largest, *d_roots, *args[5];

  for (i = 0; i < N; i++)
    x[i] = i;
  CHECK (__gpugen_device_ready (&image));
  d_x = to_device (x, sizeof x);
  d_sum = to_device (&sum, sizeof sum);
  d_largest = to_device (&largest, sizeof largest);
  d_roots = to_device (NULL, sizeof roots);
  args[0] = &d_x;
  args[1] = &n;
  args[2] = &d_sum;
  args[3] = &d_largest;
  args[4] = &d_roots;
  CHECK (launch_1d (&image, 0, 4, 16, args));
  from_device (&sum, d_sum, sizeof sum);
  from_device (&largest, d_largest, sizeof largest);
  from_device (roots, d_roots, sizeof roots);
  __gpugen_free (d_x);
  CHECK (sum == N * (N - 1) / 2);
  CHECK (largest == N - 1);
  for (i = 0; i < N; i++)
    CHECK (fabsf (roots[i] - (fminf (sqrtf (i), 3.0f)
			      + 1.0f / sqrtf (i + 1.0f) + 1.0f)) < 1e-6f);
  return 0;
}
