/* emu-internal.h -- declarations shared by the two files of the emulator.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The CPU emulator is split in two: emu-memory.c holds what outlives a
   launch (the loaded emulation images and the emulated device memory),
   and emulator.c runs kernels on them (settings, fibers, launches,
   barriers, the checks of accesses and guards, shuffling) and defines
   gpugen_rt_emulator.  This header is private to those two files; the
   rest of the runtime sees only struct gpugen_rt_emulator in
   internal.h.

   emu-memory.c keeps its tables (the buffers, under its memory lock,
   and the loaded images, under gpugen_rt_emu_launch_lock) to itself:
   emulator.c reaches them only through the functions below.  The lock
   order of emulator.c's essay holds across both files:
   gpugen_rt_emu_launch_lock may be held when the memory lock is taken,
   never the other way round.  */

#ifndef GPUGEN_EMU_INTERNAL_H
#define GPUGEN_EMU_INTERNAL_H

#include "internal.h"
#include "gpugen-emu.h"

/* Bytes of canaries before and after every device buffer.  A multiple
   of emu-memory.c's BUFFER_ALIGN, so that buffers stay aligned.  */

#define GUARD_BYTES 1024

/* The canary byte of guard zones.  */

#define CANARY 0xfd

/* The byte that fills new device buffers and shared memory before each
   block: 0xffffffff is a NaN as a float and -1 as an int.  */

#define POISON 0xff

/* The most loadable segments recorded per image.  */

#define MAX_SEGMENTS 8

/* One device buffer.  */

struct buffer
{
  /* Its first byte, as __gpugen_alloc returned it; GUARD_BYTES of
     canaries precede it.  */
  char *user;

  /* Its size as asked for (at least 1); GUARD_BYTES of canaries follow
     the last byte.  */
  size_t bytes;

  /* During a launch, in the launch's snapshot: the index of the first
     pointer parameter that points into the buffer, or -1.  */
  int param;

  /* One bit per byte of the buffer (bit I % 8 of byte I / 8 for byte
     I), set once the byte has been written by a copy to the device or
     by a kernel: what the check of uninitialised device reads reads.
     The launch's snapshot shares it with the buffer table.  */
  unsigned char *written;
};

/* An address range [BEGIN, END).  */

struct range
{
  /* Its first byte and the byte after its last.  */
  uintptr_t begin, end;
};

/* A kernel of a loaded image.  */

struct emu_kernel
{
  /* Its descriptor in the image.  */
  const struct gpugen_emu_kernel *desc;

  /* DESC->num_params parameter names, split from DESC->param_names, or
     NULL when they were not given (or do not match the count).  */
  char **param_names;
};

/* A loaded emulation image.  */

struct emu_image
{
  /* The image, as registered.  */
  const struct gpugen_image *img;

  /* The dlopen handle of its shared object.  */
  void *handle;

  /* Its context.  */
  struct gpugen_emu_context *context;

  /* Its kernels, indexed like IMG->kernel_names.  */
  struct emu_kernel *kernels;

  /* Its loadable segments (code, constants and data), which kernels
     may access.  */
  struct range segments[MAX_SEGMENTS];
  unsigned num_segments;

  /* The next loaded image.  */
  struct emu_image *next;
};

/* Return IMG's name for messages.  */

static inline const char *
gpugen_rt_emu_image_name (const struct gpugen_image *img)
{
  return img->name != NULL ? img->name : "(unnamed)";
}

/* emu-memory.c.  */

/* Return the index in BUF[0..N) of the buffer whose guard-framed area
   holds ADDRESS, or -1; with INNER, only a buffer whose own bytes hold
   it.  BUF is sorted by address, as the buffer table and its copies
   are.  */

extern long gpugen_rt_emu_find_buffer (const struct buffer *buf, size_t n,
				       uintptr_t address, bool inner);

/* Return a copy of the buffer table, sorted by address, and store its
   length in *N; NULL if host memory is short.  The copy has room for
   one more entry, so that an empty table is never a request for 0
   bytes.  The caller frees it.  */

extern struct buffer *gpugen_rt_emu_copy_buffers (size_t *n);

/* Call FN on every live buffer, in address order, with DATA, while
   holding the memory lock: FN may read and write the buffer's bytes and
   guards, but must not allocate or free device memory.  */

extern void gpugen_rt_emu_each_buffer (void (*fn) (const struct buffer *b,
						   void *data),
				       void *data);

/* Mark the BYTES bytes at OFFSET in buffer B as written.  */

extern void gpugen_rt_emu_mark_written (const struct buffer *b,
					size_t offset, size_t bytes);

/* Return true if some of the BYTES bytes at OFFSET in buffer B were
   never written; then store the offsets of the first and the last of
   them in *FIRST and *LAST.  */

extern bool gpugen_rt_emu_find_unwritten (const struct buffer *b,
					  size_t offset, size_t bytes,
					  size_t *first, size_t *last);

/* Return the loaded image of IMG, or NULL if it is not loaded.  Called
   with gpugen_rt_emu_launch_lock held.  */

extern struct emu_image *gpugen_rt_emu_find_image
  (const struct gpugen_image *img);

/* The operations of struct gpugen_rt_emulator that emu-memory.c
   implements: loading and unloading images, and allocating, freeing and
   copying device memory.  See there.  */

extern bool gpugen_rt_emu_load (const struct gpugen_image *img);
extern void gpugen_rt_emu_unload (const struct gpugen_image *img);
extern void *gpugen_rt_emu_alloc (size_t bytes);
extern void gpugen_rt_emu_free (void *dev);
extern bool gpugen_rt_emu_copy_to_device (void *dev, const void *host,
					  size_t bytes);
extern bool gpugen_rt_emu_copy_from_device (void *host, const void *dev,
					    size_t bytes);
extern bool gpugen_rt_emu_copy_on_device (void *dst, const void *src,
					  size_t bytes);

/* emulator.c.  */

/* Whether uninitialised device reads are reported (GPUGEN_EMU_UNINIT,
   see gpugen-rt.h): reads by kernels of bytes never written, and
   copies back to the host of such bytes.  */

extern bool gpugen_rt_emu_check_uninit (void);

/* Called after the emulator reported an error in a kernel or a copy:
   with GPUGEN_EMU_STRICT=1 (see gpugen-rt.h), end the program with
   exit status GPUGEN_EMU_STRICT_STATUS, so that the error cannot pass
   unnoticed behind the host path that recomputes the results.  */

extern void gpugen_rt_emu_strict (void);

#define GPUGEN_EMU_STRICT_STATUS 86

/* Serializes launches, image loading and unloading, and guards
   emu-memory.c's list of loaded images.  */

extern pthread_mutex_t gpugen_rt_emu_launch_lock;

/* The two hooks of struct gpugen_emu_context, which gpugen_rt_emu_load
   stores in every image's context: the barrier (__syncthreads and its
   variants) and the check of an access that the kernel's own bounds
   test found suspect.  They run on the fiber of the calling thread,
   during a launch.  */

extern int gpugen_rt_emu_barrier (int predicate, const char *file, int line);
extern void *gpugen_rt_emu_access (const void *base, size_t extent,
				   const void *ptr, size_t bytes, int mode,
				   const char *what, const char *file,
				   int line);

#endif /* GPUGEN_EMU_INTERNAL_H */
