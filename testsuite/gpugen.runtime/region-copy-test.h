/* region-copy-test.h -- copies between device buffers in a region, for
   the fake-region-copy-device-* tests of gpugen.runtime.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   region_copy is what the plugin emits for a region that adds 1 to
   A[LO..HI) (the fake kernel K_ADD_ONE of region-test.h) and gives the
   reads of A's values from before the region a read-only snapshot S,
   with two more copies back for the test: S itself, and a copy C of
   A's buffer made after the launch.  */

#include "region-test.h"

/* Run the region on A[LO..HI); S and C receive the snapshot and the
   copy after the launch.  Return 1 if the device did the work, 0 if
   the host did (it then computes the same).  */

static int __attribute__ ((unused))
region_copy (float *a, float *s, float *c, long lo, long hi)
{
  size_t off = lo * sizeof *a, len = (hi - lo) * sizeof *a;
  long i;

  if (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
			     "region-copy-test.c:1"))
    {
      unsigned long long slots[2];
      void *d_a = __gpugen_region_alloc (hi * sizeof *a);
      void *d_s = __gpugen_region_alloc (hi * sizeof *a);
      void *d_c = __gpugen_region_alloc (hi * sizeof *a);

      __gpugen_region_copy_in (d_a, a, off, len);
      __gpugen_region_copy_device (d_s, d_a, off, len);
      memcpy (&slots[0], &d_a, sizeof d_a);
      store_int (&slots[1], hi);
      __gpugen_region_launch (&region_image, K_ADD_ONE, (hi + 255) / 256, 1,
			      256, 1, 1, 2, slots);
      __gpugen_region_copy_device (d_c, d_a, off, len);
      __gpugen_region_copy_out (a, d_a, off, len);
      __gpugen_region_copy_out (s, d_s, off, len);
      __gpugen_region_copy_out (c, d_c, off, len);
      if (__gpugen_region_exit ())
	return 1;
    }
  for (i = lo; i < hi; i++)
    {
      s[i] = a[i];
      a[i] += 1;
      c[i] = a[i];
    }
  return 0;
}

/* Fill A[0..HI + 10) with 0, 1, ..., run region_copy and check that
   A[LO..HI) went up by 1 and nothing else changed, and that the
   snapshot holds A's first values and the copy its last ones.  Return
   what region_copy returned.  */

static int __attribute__ ((unused))
check_region_copy (long lo, long hi)
{
  long n = hi + 10, i;
  float *a = malloc (n * sizeof *a);
  float *s = malloc (n * sizeof *s);
  float *c = malloc (n * sizeof *c);
  int on_device;

  CHECK (a != NULL && s != NULL && c != NULL);
  for (i = 0; i < n; i++)
    {
      a[i] = i % 1000;
      s[i] = c[i] = -1;
    }
  on_device = region_copy (a, s, c, lo, hi);
  for (i = 0; i < n; i++)
    {
      int in = lo <= i && i < hi;
      CHECK (a[i] == i % 1000 + (in ? 1 : 0));
      CHECK (s[i] == (in ? i % 1000 : -1));
      CHECK (c[i] == (in ? i % 1000 + 1 : -1));
    }
  free (a);
  free (s);
  free (c);
  return on_device;
}
