/* device-region.h -- a region on the real GPU, for the device-region-*
   tests of gpugen.runtime.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   device_region_add_one is what the plugin would emit for

     for (t = 0; t < steps; t++)
       for (i = lo; i < hi; i++)
	 a[i] += 1;

   with the kernel gpugen_add_one of device-test.h launched STEPS times
   in a host loop (on the regions' stream, asynchronously), and a kernel
   KERNEL launched after them (D_ADD_ONE again, or D_CRASH to make the
   region fail while executing).  */

#include "device-test.h"

/* Run the region on A[LO..HI); return 1 if the device did the work, 0 if
   the host did.  The host version adds STEPS + 1 too.  */

static int __attribute__ ((unused))
device_region_add_one (float *a, long lo, long hi, long steps,
		       unsigned kernel)
{
  long i, t;

  if (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &device_image,
			     "device-region"))
    {
      unsigned long long slots[2];
      void *d_a = __gpugen_region_alloc (hi * sizeof *a);
      int n = (int) hi;

      __gpugen_region_copy_in (d_a, a, lo * sizeof *a, (hi - lo) * sizeof *a);
      memcpy (&slots[0], &d_a, sizeof d_a);
      slots[1] = 0;
      memcpy (&slots[1], &n, sizeof n);
      for (t = 0; t < steps; t++)
	__gpugen_region_launch (&device_image, D_ADD_ONE, (hi + 255) / 256, 1,
				256, 1, 1, 2, slots);
      __gpugen_region_launch (&device_image, kernel,
			      kernel == D_CRASH ? 1 : (hi + 255) / 256, 1,
			      kernel == D_CRASH ? 1 : 256, 1, 1,
			      kernel == D_CRASH ? 0 : 2, slots);
      __gpugen_region_copy_out (a, d_a, lo * sizeof *a,
				(hi - lo) * sizeof *a);
      if (__gpugen_region_exit ())
	return 1;
    }
  for (t = 0; t <= steps; t++)
    for (i = lo; i < hi; i++)
      a[i] += 1;
  return 0;
}

/* Fill A[0..HI + 10) with 0, 1, ..., run device_region_add_one and check
   that exactly A[LO..HI) went up by STEPS + 1.  Return what
   device_region_add_one returned.  */

static int __attribute__ ((unused))
check_device_region (long lo, long hi, long steps, unsigned kernel)
{
  long n = hi + 10, i;
  float *a = malloc (n * sizeof *a);
  int on_device;

  CHECK (a != NULL);
  for (i = 0; i < n; i++)
    a[i] = i % 1000;
  on_device = device_region_add_one (a, lo, hi, steps, kernel);
  for (i = 0; i < n; i++)
    CHECK (a[i] == i % 1000 + (lo <= i && i < hi ? steps + 1 : 0));
  free (a);
  return on_device;
}
