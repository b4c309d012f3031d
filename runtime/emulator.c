/* emulator.c -- where a CPU emulator of gpugen kernels plugs in.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   No emulator exists yet.  The hook is here so that the ABI already
   carries emulation images (struct gpugen_image's emu_image) and so that
   adding one changes no entry point:

   1. Write the emulator in its own file (runtime/emu-*.c), defining a
      const struct gpugen_rt_emulator (internal.h) whose operations run
      kernels from the emulation image on the host, and add the file to
      the Makefile.
   2. Point gpugen_rt_emulator below at it.

   The runtime then uses it when no CUDA device is usable (and
   GPUGEN_DISABLE is not set): INIT is called once, LOAD once per image
   that has an emulation image, and the memory and launch entry points
   are forwarded to it.  gpugen_backend () and the profile then say
   "emulator".  Images without an emulation image keep running on the
   host.  */

#include "internal.h"

/* The emulator, or NULL when none is built in.  */

const struct gpugen_rt_emulator *const gpugen_rt_emulator = NULL;
