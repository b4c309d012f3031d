/* region-test.h -- what the region tests of gpugen.emu share.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The region tests call the region entry points of ABI version 2
   (gpugen-rt.h) as the plugin's generated code does, with the kernels
   of region.cu in an image that no constructor registers: the first
   __gpugen_region_enter does, and, since the image carries an
   emulation image, the runtime picks the emulator (the tests run
   without a CUDA driver).  The emulation image's address and size are
   not constants in C, so set_up_image fills them in at the start of
   main.  */

#define NO_EMU_TEST_IMAGE
#include "emu-test.h"

/* The bytes of the emulation image, as emu-test.h embeds them.  */

__asm__ (".pushsection .rodata\n"
	 "\t.balign 16\n"
	 "\t.globl region_image_bytes\n"
	 "\t.hidden region_image_bytes\n"
	 "region_image_bytes:\n"
	 "\t.incbin \"gpugen-emu-test.so\"\n"
	 "\t.globl region_image_end\n"
	 "\t.hidden region_image_end\n"
	 "region_image_end:\n"
	 "\t.popsection\n");

extern const unsigned char region_image_bytes[], region_image_end[];

/* The kernels of region.cu, as indexes into REGION_KERNEL_NAMES.  */

enum
{
  K_SCALE,
  K_GRID2,
  K_OVERRUN
};

static const char *const region_kernel_names[] = {
  "region_scale", "region_grid2", "region_overrun"
};

/* The image, without CUDA code.  */

static struct gpugen_image region_image = {
  NULL, 0, NULL, 0,
  sizeof region_kernel_names / sizeof *region_kernel_names,
  region_kernel_names, "region-test"
};

/* Point REGION_IMAGE to its emulation image.  */

static void
set_up_image (void)
{
  region_image.emu_image = region_image_bytes;
  region_image.emu_size = region_image_end - region_image_bytes;
}

/* Store VALUE of type T in the 8-byte slot SLOT, at its start, as
   generated code stores kernel arguments.  */

#define STORE_SLOT(SLOT, T, VALUE)					\
  do									\
    {									\
      T store_slot_v_ = (VALUE);					\
      (SLOT) = 0;							\
      memcpy (&(SLOT), &store_slot_v_, sizeof store_slot_v_);		\
    }									\
  while (0)

/* Compute A[i] = A[i] * F + 1 for LO <= i < HI as generated code does,
   with kernel KERNEL (K_SCALE, or K_OVERRUN to make the launch fail) in
   blocks of BLOCK threads on a grid of GRID blocks (-1: as many as the
   range needs), asking for BYTES of device memory for A (-1: HI
   elements).  Return 1 if the device did the work, 0 if the host
   did.  */

static int __attribute__ ((unused))
region_scale_with (float *a, long lo, long hi, float f, unsigned kernel,
		   long grid, unsigned block, size_t bytes)
{
  long i;

  if (bytes == (size_t) -1)
    bytes = hi * sizeof *a;
  if (grid == -1)
    grid = (hi - lo + block - 1) / block;
  if (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
			     "region-test.c:1"))
    {
      unsigned long long slots[4];
      void *d_a = __gpugen_region_alloc (bytes);

      __gpugen_region_copy_in (d_a, a, lo * sizeof *a, (hi - lo) * sizeof *a);
      STORE_SLOT (slots[0], void *, d_a);
      STORE_SLOT (slots[1], long, hi);
      STORE_SLOT (slots[2], float, f);
      STORE_SLOT (slots[3], long, lo);
      __gpugen_region_launch (&region_image, kernel, grid, 1, block, 1, 1,
			      kernel == K_SCALE ? 4 : 2, slots);
      __gpugen_region_copy_out (a, d_a, lo * sizeof *a,
				(hi - lo) * sizeof *a);
      if (__gpugen_region_exit ())
	return 1;
    }
  for (i = lo; i < hi; i++)
    a[i] = a[i] * f + 1;
  return 0;
}

/* Fill A[0..HI + 10) with 0, 1, ..., run region_scale_with (A, LO, HI,
   2, KERNEL, GRID, BLOCK, BYTES) and check that exactly A[LO..HI)
   changed, and to 2 * i + 1.  Return what region_scale_with
   returned.  */

static int __attribute__ ((unused))
check_scale_with (long lo, long hi, unsigned kernel, long grid,
		  unsigned block, size_t bytes)
{
  long n = hi + 10, i;
  float *a = malloc (n * sizeof *a);
  int on_device;

  CHECK (a != NULL);
  for (i = 0; i < n; i++)
    a[i] = i;
  on_device = region_scale_with (a, lo, hi, 2, kernel, grid, block, bytes);
  for (i = 0; i < n; i++)
    CHECK (a[i] == (lo <= i && i < hi ? 2 * i + 1 : i));
  free (a);
  return on_device;
}

/* check_scale_with for the kernel that works, with the grid it
   needs.  */

static int __attribute__ ((unused))
check_scale (long lo, long hi, unsigned block)
{
  return check_scale_with (lo, hi, K_SCALE, -1, block, (size_t) -1);
}
