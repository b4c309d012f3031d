/* runtime-test.h -- what the tests of gpugen.runtime share.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The tests call the runtime through its ABI (gpugen-rt.h) the way
   plugin-generated code does, with an image for the fake driver
   (fake-cuda.c), which runtime.exp names in GPUGEN_CUDA_LIBRARY.
   add_one below is what the plugin would emit for

     for (i = 0; i < n; i++)
       a[i] += 1;

   so every test can check that the loop's result is right whichever way
   it ran, and which way that was.  A test that registers its own image
   defines NO_TEST_IMAGE first.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpugen.h"
#include "gpugen-rt.h"

/* Fail the test (with the source line) unless COND holds.  */

#define CHECK(COND)							\
  do									\
    if (!(COND))							\
      {									\
	fprintf (stderr, "%s:%d: check failed: %s\n", __FILE__,	\
		 __LINE__, #COND);					\
	abort ();							\
      }									\
  while (0)

/* The kernels of the fake driver, as indexes into TEST_KERNEL_NAMES.  */

enum
{
  K_ADD_ONE,
  K_FILL,
  K_CRASH
};

static const char *const test_kernel_names[] = {
  "fake_add_one", "fake_fill", "fake_crash"
};

/* The "fatbinary" of the fake driver: FAKEBIN and the kernel names.  */

static const char test_fatbin[] = "FAKEBIN fake_add_one fake_fill fake_crash";

static const struct gpugen_image test_image = {
  test_fatbin, sizeof test_fatbin, NULL, 0,
  sizeof test_kernel_names / sizeof *test_kernel_names, test_kernel_names,
  "runtime-test"
};

#ifndef NO_TEST_IMAGE
/* Register TEST_IMAGE as the plugin's constructor would.  */

static void __attribute__ ((constructor))
register_test_image (void)
{
  __gpugen_register_image (GPUGEN_RT_ABI_VERSION, &test_image);
}
#endif

/* Add 1 to the N elements of A with kernel fake_add_one of IMG, in
   blocks of BLOCK_X threads, as generated code does: on the device when
   it is ready and every call succeeds, on the host otherwise.  Return 1
   if the device did the work, 0 if the host did.  */

static int __attribute__ ((unused))
add_one_with (const struct gpugen_image *img, float *a, int n,
	      unsigned block_x)
{
  int i;

  if (__gpugen_device_ready (img))
    {
      size_t bytes = n * sizeof *a;
      void *d = __gpugen_alloc (bytes);
      unsigned grid[3] = { (n + block_x - 1) / block_x, 1, 1 };
      unsigned block[3] = { block_x, 1, 1 };
      void *args[2] = { &d, &n };
      int ok = (d != NULL
		&& __gpugen_copy_to_device (d, a, bytes)
		&& __gpugen_launch (img, K_ADD_ONE, grid, block, 0, args)
		&& __gpugen_copy_from_device (a, d, bytes));

      __gpugen_free (d);
      if (ok)
	return 1;
    }
  for (i = 0; i < n; i++)
    a[i] += 1;
  return 0;
}

/* add_one_with on TEST_IMAGE.  */

static int __attribute__ ((unused))
add_one (float *a, int n, unsigned block_x)
{
  return add_one_with (&test_image, a, n, block_x);
}

/* Fill A[0..N) with 0, 1, ..., then check that add_one_with (IMG, ...,
   BLOCK_X) leaves 1, 2, ... there.  Return what add_one_with
   returned.  */

static int __attribute__ ((unused))
check_add_one_with (const struct gpugen_image *img, int n, unsigned block_x)
{
  float *a = malloc (n * sizeof *a);
  int i, on_device;

  CHECK (a != NULL);
  for (i = 0; i < n; i++)
    a[i] = i;
  on_device = add_one_with (img, a, n, block_x);
  for (i = 0; i < n; i++)
    CHECK (a[i] == i + 1);
  free (a);
  return on_device;
}

/* check_add_one_with on TEST_IMAGE.  */

static int __attribute__ ((unused))
check_add_one (int n, unsigned block_x)
{
  return check_add_one_with (&test_image, n, block_x);
}
