/* region-test.h -- what the region tests of gpugen.runtime share.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The tests of the region entry points (ABI version 2, gpugen-rt.h)
   call them as the plugin's generated code does, with an image for the
   fake driver (fake-cuda.c) that no constructor registers: the first
   __gpugen_region_enter does.  region_add_one below is what the plugin
   would emit for

     for (i = lo; i < hi; i++)
       a[i] += 1;

   the device buffer holding elements 0 .. HI - 1 of A, of which
   LO .. HI - 1 are copied each way.  (The fake kernel fake_add_one adds
   1 to all of 0 .. HI - 1 on the device; the elements below LO are
   garbage there and are never copied back, so the host's stay
   untouched, which the tests check.)  */

#define NO_TEST_IMAGE
#include "runtime-test.h"

#include <dlfcn.h>

/* Return the value of the fake driver's counter NAME (a function
   fake_cuda_NAME of fake-cuda.c), read from the copy of the library
   that the runtime loaded.  */

static unsigned long __attribute__ ((unused))
fake_counter (const char *name)
{
  void *h = dlopen (getenv ("GPUGEN_CUDA_LIBRARY"), RTLD_NOW | RTLD_NOLOAD);
  char symbol[128];
  unsigned long (*counter) (void);

  CHECK (h != NULL);
  snprintf (symbol, sizeof symbol, "fake_cuda_%s", name);
  counter = (unsigned long (*) (void)) dlsym (h, symbol);
  CHECK (counter != NULL);
  dlclose (h);
  return counter ();
}

/* The device allocations the backend's start makes itself: one small
   buffer that untouched.c's warm-up sets to zero and frees.  */

#define START_ALLOCS 1

/* The image of the region tests: the kernels of runtime-test.h.  */

static const struct gpugen_image region_image = {
  test_fatbin, sizeof test_fatbin, NULL, 0,
  sizeof test_kernel_names / sizeof *test_kernel_names, test_kernel_names,
  "region-test"
};

/* Store VALUE, of type long, in the 8-byte SLOT, as generated code
   stores a kernel argument of type int: with the parameter's own type at
   the start of the slot.  */

static void __attribute__ ((unused))
store_int (unsigned long long *slot, long value)
{
  int v = (int) value;

  *slot = 0;
  memcpy (slot, &v, sizeof v);
}

/* Add 1 to A[LO..HI) as generated code does, launching kernel KERNEL
   (K_ADD_ONE normally; a bad index makes the launch fail) in blocks of
   BLOCK_X threads.  Return 1 if the device did the work, 0 if the host
   did.  */

static int __attribute__ ((unused))
region_add_one_kernel (float *a, long lo, long hi, unsigned block_x,
		       unsigned kernel)
{
  long i;

  if (0 <= lo && lo <= hi
      && __gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				"region-test.c:1"))
    {
      unsigned long long slots[2];
      void *d_a = __gpugen_region_alloc (hi * sizeof *a);

      __gpugen_region_copy_in (d_a, a, lo * sizeof *a, (hi - lo) * sizeof *a);
      memcpy (&slots[0], &d_a, sizeof d_a);
      store_int (&slots[1], hi);
      __gpugen_region_launch (&region_image, kernel,
			      (hi + block_x - 1) / block_x, 1, block_x, 1, 1,
			      2, slots);
      __gpugen_region_copy_out (a, d_a, lo * sizeof *a,
				(hi - lo) * sizeof *a);
      if (__gpugen_region_exit ())
	return 1;
    }
  for (i = lo; i < hi; i++)
    a[i] += 1;
  return 0;
}

/* region_add_one_kernel with the kernel that works.  */

static int __attribute__ ((unused))
region_add_one (float *a, long lo, long hi, unsigned block_x)
{
  return region_add_one_kernel (a, lo, hi, block_x, K_ADD_ONE);
}

/* Fill A[0..HI + 10) with 0, 1, ..., run region_add_one_kernel (A, LO,
   HI, BLOCK_X, KERNEL) and check that exactly A[LO..HI) went up by 1.
   Return what region_add_one_kernel returned.  */

static int __attribute__ ((unused))
check_region_kernel (long lo, long hi, unsigned block_x, unsigned kernel)
{
  long n = hi + 10, i;
  float *a = malloc (n * sizeof *a);
  int on_device;

  CHECK (a != NULL);
  for (i = 0; i < n; i++)
    a[i] = i;
  on_device = region_add_one_kernel (a, lo, hi, block_x, kernel);
  for (i = 0; i < n; i++)
    CHECK (a[i] == i + (lo <= i && i < hi));
  free (a);
  return on_device;
}

/* check_region_kernel with the kernel that works.  */

static int __attribute__ ((unused))
check_region (long lo, long hi, unsigned block_x)
{
  return check_region_kernel (lo, hi, block_x, K_ADD_ONE);
}

/* Run the region NAME: copy A[LO..HI) to the device, launch kernel
   KERNEL (K_ADD_ONE adds 1 to each element; K_CRASH fails while
   executing) and copy the elements LO..HI - 1 back into B (another
   array, of at least HI elements) while the launch is still queued, as
   generated code does for an array that a nest only writes.  Return
   what __gpugen_region_exit returned (0 when the region did not enter;
   nothing is done on the host).  */

static int __attribute__ ((unused))
region_add_one_into (const char *name, float *a, float *b, long lo, long hi,
		     unsigned kernel)
{
  unsigned long long slots[2];
  void *d;

  if (!__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image, name))
    return 0;
  d = __gpugen_region_alloc (hi * sizeof *a);
  __gpugen_region_copy_in (d, a, lo * sizeof *a, (hi - lo) * sizeof *a);
  memcpy (&slots[0], &d, sizeof d);
  store_int (&slots[1], hi);
  if (kernel == K_CRASH)
    __gpugen_region_launch (&region_image, kernel, 1, 1, 32, 1, 1, 0, slots);
  else
    __gpugen_region_launch (&region_image, kernel, (hi + 255) / 256, 1, 256,
			    1, 1, 2, slots);
  __gpugen_region_copy_out (b, d, lo * sizeof *a, (hi - lo) * sizeof *a);
  return __gpugen_region_exit ();
}
