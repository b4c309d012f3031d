/* gpugen-rt.h -- the ABI between gpugen-generated code and libgpugen.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The plugin emits calls to these entry points; users never call them
   (their API is gpugen.h).  The contract, in the order the calls happen:

   1. Every translation unit with offloaded loop nests holds one
      "struct gpugen_image" in read-only data: its device code and the
      names of its kernels.  A constructor of that unit calls
      __gpugen_register_image (GPUGEN_RT_ABI_VERSION, &image), as
      mkoffload's constructor registers offload images with libgomp.  A
      destructor may call __gpugen_unregister_image, which matters only
      for shared objects that are unloaded with dlclose.

   2. Around each offloaded loop nest the generated code reads

	if (__gpugen_device_ready (&image))
	  {
	    __gpugen_region_begin ("file.c:12");
	    d_a = __gpugen_alloc (bytes);
	    __gpugen_copy_to_device (d_a, a, bytes);
	    args[0] = &d_a; args[1] = &n;
	    __gpugen_launch (&image, 0, grid, block, 0, args);
	    __gpugen_copy_from_device (a, d_a, bytes);
	    __gpugen_free (d_a);
	    __gpugen_region_end ();
	  }
	else
	  original loop nest on the host

      Every call that can fail (allocation, copies, launch) returns 0
      or NULL after reporting, and
      never terminates the program; generated code is expected to free
      what it allocated and run the host version of the nest when any
      call fails.  Host arrays are only written by
      __gpugen_copy_from_device, so they are intact until the final
      copies back.

   3. The runtime chooses the backend once, on first use:
      - the host, for which __gpugen_device_ready returns 0, when
	GPUGEN_DISABLE is set;
      - the CPU emulator when GPUGEN_EMULATE=1, without looking for a
	GPU;
      - otherwise a CUDA device (libcuda.so.1 opened with dlopen; the
	program never links against CUDA) when there is one;
      - otherwise the CPU emulator when some image registered by then
	carries an emulation image (emu_image below) and GPUGEN_EMULATE
	is not 0;
      - otherwise the host.
      On the emulator, images without an emulation image run their loop
      nests on the host.  The emulator (gpugen-emu.h says how emulation
      images are built and what it checks) runs kernels on the CPU with
      the semantics of a GPU: device memory separate from the host's,
      blocks of threads with __shared__ memory per block and true
      barriers; it reports out-of-bounds accesses and barrier
      divergence, which make __gpugen_launch return 0.  gpugen_backend
      then says "emulator".

   Environment variables read by the runtime:
     GPUGEN_DISABLE=1: always use the host versions.
     GPUGEN_DEVICE=N: use CUDA device N (default 0).
     GPUGEN_DEBUG=1: trace initialization, module loads and launches on
       stderr; GPUGEN_DEBUG=2 also traces every allocation and copy.
     GPUGEN_PROFILE=1: print per-kernel and per-region statistics at
       exit.
     GPUGEN_CUDA_LIBRARY=FILE: open FILE instead of libcuda.so.1 (for
       tests).
     GPUGEN_EMULATE=1: use the emulator even when there is a GPU;
       GPUGEN_EMULATE=0: never use it.  Unset: the emulator runs when
       there is no GPU and an image carries an emulation image.
     GPUGEN_EMU_SHUFFLE=SEED: run the blocks of every emulated launch
       (and the threads of every block) in a pseudo-random order drawn
       from the number SEED, never the natural order, to catch kernels
       that depend on the order of blocks; a SEED that is not a number
       takes a seed from the clock, and prints it.  0 or unset: in
       order.
     GPUGEN_EMU_STACK=KIB: the stack of each emulated thread (default
       256 KiB).

   All entry points are thread-safe.  Device pointers are valid in every
   thread.

   Versioning: any change to struct gpugen_image or to the signature or
   meaning of an entry point increments GPUGEN_RT_ABI_VERSION.  The
   runtime ignores (with a message) images registered with a version it
   does not know, so the host code still runs.  */

#ifndef GPUGEN_RT_H
#define GPUGEN_RT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this ABI, passed to __gpugen_register_image.  */

#define GPUGEN_RT_ABI_VERSION 1

/* The device code of one translation unit, as the plugin embeds it.  The
   runtime keeps a pointer to it, so it must live as long as the program
   (or the shared object holding it).  */

struct gpugen_image
{
  /* The CUDA code: a fatbinary as written by "nvcc -fatbin", a cubin, or
     NUL-terminated PTX text, in any case what cuModuleLoadDataEx
     accepts.  NULL when the plugin produced no CUDA code for this unit
     (for example because nvcc was not available).  */
  const void *fatbin;

  /* Size in bytes of FATBIN, 0 when FATBIN is NULL.  The driver does not
     need it; the runtime uses it for traces and sanity checks.  */
  size_t fatbin_size;

  /* The image for the CPU emulator: the bytes of a shared object built
     by the host's C++ compiler from the CUDA code with gpugen-emu.h
     (which describes the convention), or NULL when there is none.  */
  const void *emu_image;

  /* Size in bytes of EMU_IMAGE, 0 when EMU_IMAGE is NULL.  */
  size_t emu_size;

  /* The number of kernels in the image.  */
  unsigned num_kernels;

  /* NUM_KERNELS kernel entry-point names, as in the device code (the
     extern "C" names of the __global__ functions).  Kernel K of
     __gpugen_launch is KERNEL_NAMES[K].  */
  const char *const *kernel_names;

  /* A name for traces and profiles, normally the source file of the
     translation unit; may be NULL.  */
  const char *name;
};

/* Register IMG, built for ABI VERSION.  Called from a constructor of the
   translation unit that holds IMG, before main.  Nothing is loaded on a
   device yet.  An unknown VERSION is reported ("expected 1, received
   2") and IMG is ignored, so its loop nests run on the host.  */

extern void __gpugen_register_image (unsigned version,
				     const struct gpugen_image *img);

/* Forget IMG, unloading its module from the device.  Optional; for
   destructors of shared objects that may be unloaded.  */

extern void __gpugen_unregister_image (unsigned version,
				       const struct gpugen_image *img);

/* Return 1 if the kernels of IMG can be launched now: the device is
   initialized (on first use) and IMG's module is loaded, with every one
   of its kernels found.  Return 0 if the host version must run instead:
   no GPU, GPUGEN_DISABLE, IMG not registered, or a load error (reported
   once; the image then stays on the host for the rest of the run).  */

extern int __gpugen_device_ready (const struct gpugen_image *img);

/* Allocate BYTES of device memory and return its device address, or
   NULL on failure.  A request for 0 bytes returns a valid 1-byte block,
   so that empty arrays need no special case.  */

extern void *__gpugen_alloc (size_t bytes);

/* Copy BYTES from host address HOST to device address DEV.  Return 1 on
   success, 0 on failure.  Copies are synchronous.  */

extern int __gpugen_copy_to_device (void *dev, const void *host,
				    size_t bytes);

/* Copy BYTES from device address DEV to host address HOST.  Return 1 on
   success, 0 on failure.  */

extern int __gpugen_copy_from_device (void *host, const void *dev,
				      size_t bytes);

/* Free device memory DEV returned by __gpugen_alloc.  NULL is ignored.  */

extern void __gpugen_free (void *dev);

/* Launch kernel KERNEL of IMG (an index into IMG->kernel_names) on a
   GRID of blocks of BLOCK threads, with SHARED_BYTES of dynamic shared
   memory, and wait for it to finish.  ARGS holds one pointer per kernel
   parameter, in order, to the parameter's value (for an array, to a
   variable holding the address that __gpugen_alloc returned).  Return 1
   on success; a grid with a zero dimension launches nothing and also
   returns 1.  Return 0 after reporting a launch or execution error; an
   execution error (an illegal address, for example) leaves the device
   unusable, and later calls of __gpugen_device_ready return 0.  */

extern int __gpugen_launch (const struct gpugen_image *img, unsigned kernel,
			    const unsigned grid[3], const unsigned block[3],
			    unsigned shared_bytes, void **args);

/* Bracket one execution of an offloaded region named NAME (a string
   that lives as long as the program, normally "file.c:LINE") for
   GPUGEN_PROFILE: the bytes and time of the copies between the two calls
   are charged to NAME.  Regions do not nest; a begin without an end is
   closed by the next begin.  The calls are cheap when profiling is off.  */

extern void __gpugen_region_begin (const char *name);
extern void __gpugen_region_end (void);

#ifdef __cplusplus
}
#endif

#endif /* GPUGEN_RT_H */
