/* select-test.h -- what the backend-choice tests share.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The image holds add-one.cu's kernel as an emulation image and, for
   the fake CUDA driver, as "CUDA code".  add_one runs it as generated
   code would, so each test can check where the loop ran and that its
   result is right either way.  */

#include "emu-test.h"

static const char *const names[] = { "fake_add_one" };
static const char fatbin[] = "FAKEBIN fake_add_one";
EMU_TEST_IMAGE_WITH_FATBIN (image, "select", fatbin, names)

/* Elements of the test array.  */

#define N 100

/* Add 1 to the N elements of A, on the device when it is ready and
   every call succeeds, on the host otherwise.  Return 1 if the device
   did the work.  */

static int
add_one (float *a)
{
  int n = N, i;

  if (__gpugen_device_ready (&image))
    {
      void *d_a = __gpugen_alloc (N * sizeof *a);
      void *args[2] = { &d_a, &n };
      int ok = (d_a != NULL
		&& __gpugen_copy_to_device (d_a, a, N * sizeof *a)
		&& launch_1d (&image, 0, (N + 31) / 32, 32, args)
		&& __gpugen_copy_from_device (a, d_a, N * sizeof *a));

      __gpugen_free (d_a);
      if (ok)
	return 1;
    }
  for (i = 0; i < N; i++)
    a[i] += 1;
  return 0;
}

/* Check that add_one works and runs on the device when ON_DEVICE, on
   the host otherwise.  */

static void
check_add_one (int on_device)
{
  float a[N];
  int i;

  for (i = 0; i < N; i++)
    a[i] = i;
  CHECK (add_one (a) == on_device);
  for (i = 0; i < N; i++)
    CHECK (a[i] == i + 1);
}
