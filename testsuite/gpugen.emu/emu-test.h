/* emu-test.h -- what the tests of gpugen.emu share.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Each test is a host program, written as the plugin's generated code
   calls the runtime (gpugen-rt.h), whose kernels are a .cu file:
   KERNELS.cu for KERNELS.c, or the file a comment "gpugen-emu-kernels:
   FILE" in the test names.  emu.exp compiles the kernels with
   gpugen-emu.h into a shared object, gpugen-emu-test.so in the object
   directory, just before it compiles the test, which embeds that file
   here with .incbin (found through -Wa,-I) and registers it, as
   generated code embeds and registers its emulation image.  A test
   without kernels defines NO_EMU_TEST_IMAGE first.  */

#include <math.h>
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

#ifndef NO_EMU_TEST_IMAGE

/* The bytes of the emulation image, between EMU_TEST_IMAGE_BYTES and
   EMU_TEST_IMAGE_END.  */

__asm__ (".pushsection .rodata\n"
	 "\t.balign 16\n"
	 "\t.globl emu_test_image_bytes\n"
	 "\t.hidden emu_test_image_bytes\n"
	 "emu_test_image_bytes:\n"
	 "\t.incbin \"gpugen-emu-test.so\"\n"
	 "\t.globl emu_test_image_end\n"
	 "\t.hidden emu_test_image_end\n"
	 "emu_test_image_end:\n"
	 "\t.popsection\n");

extern const unsigned char emu_test_image_bytes[], emu_test_image_end[];

/* Define IMAGE, a struct gpugen_image named NAME (a string) with the
   CUDA code FATBIN (NULL for none, otherwise a string), the emulation
   image above and the kernels of the array NAMES, and register it before
   main, as the plugin's constructor does.  */

#define EMU_TEST_IMAGE_WITH_FATBIN(IMAGE, NAME, FATBIN, NAMES)		\
  static struct gpugen_image IMAGE = {					\
    FATBIN, FATBIN != NULL ? sizeof (FATBIN) : 0, NULL, 0,		\
    sizeof NAMES / sizeof *NAMES, NAMES, NAME				\
  };									\
									\
  static void __attribute__ ((constructor))				\
  register_##IMAGE (void)						\
  {									\
    IMAGE.emu_image = emu_test_image_bytes;				\
    IMAGE.emu_size = emu_test_image_end - emu_test_image_bytes;		\
    __gpugen_register_image (GPUGEN_RT_ABI_VERSION, &IMAGE);		\
  }

/* The same without CUDA code.  */

#define EMU_TEST_IMAGE(IMAGE, NAME, NAMES) \
  EMU_TEST_IMAGE_WITH_FATBIN (IMAGE, NAME, NULL, NAMES)

#endif /* NO_EMU_TEST_IMAGE */

/* Allocate BYTES of device memory and copy HOST there, unless HOST is
   NULL.  Return the device address; fail the test if anything fails.  */

static __attribute__ ((unused)) void *
to_device (const void *host, size_t bytes)
{
  void *dev = __gpugen_alloc (bytes);

  CHECK (dev != NULL);
  if (host != NULL)
    CHECK (__gpugen_copy_to_device (dev, host, bytes));
  return dev;
}

/* Copy BYTES from device address DEV to HOST and free DEV; fail the
   test if the copy fails.  */

static void __attribute__ ((unused))
from_device (void *host, void *dev, size_t bytes)
{
  CHECK (__gpugen_copy_from_device (host, dev, bytes));
  __gpugen_free (dev);
}

/* Launch kernel KERNEL of IMG on a one-dimensional grid of GRID_X
   blocks of BLOCK_X threads with ARGS; return what __gpugen_launch
   returns.  */

static int __attribute__ ((unused))
launch_1d (const struct gpugen_image *img, unsigned kernel, unsigned grid_x,
	   unsigned block_x, void **args)
{
  unsigned grid[3] = { grid_x, 1, 1 }, block[3] = { block_x, 1, 1 };

  return __gpugen_launch (img, kernel, grid, block, 0, args);
}
