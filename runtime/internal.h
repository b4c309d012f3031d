/* internal.h -- declarations shared by the files of libgpugen.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The runtime is split by concern:

     config.c    environment variables, messages, the global lock
     driver.c    loading libcuda.so.1 and decoding CUDA errors
     device.c    choosing the backend (and the device of an MPI rank),
		 the CUDA context, gpugen-info's device listing
     image.c     image registration, module loading, launches, and the
		 public gpugen_* calls
     memory.c    device allocation and copies, the cache of region
		 buffers
     async.c     the regions' per-thread stream: asynchronous launches,
		 page-locked staging of copies, errors at the wait
     prefault.c  faulting in the host pages of copies back while the
		 device runs (GPUGEN_PREFAULT)
     untouched.c copies to the device of host memory never touched,
		 set to zero on the device (GPUGEN_UNTOUCHED)
     graph.c     batches of a region's launches replayed as CUDA graphs
		 (GPUGEN_GRAPHS, on by default)
     region.c    the region ABI (versions 2 and 3): thread-local region
		 state with sticky failure, lazy image registration
     fold.c      the folds of the partial results of scalar
		 reductions (__gpugen_region_fold, in region.c)
     profit.c    the region's estimates (version 3) and GPUGEN_OFFLOAD's
		 choice between the device and the host
     profile.c   GPUGEN_PROFILE statistics and regions
     emulator.c  the CPU emulator: settings, kernels run as fibers,
		 barriers, access and guard checks
     emu-memory.c
		 the CPU emulator's images and emulated device memory
		 (the two share emu-internal.h)

   Invariants every file relies on:

   - Nothing here terminates the program, with one exception.  A
     failing call reports (gpugen_rt_error) and returns false, NULL or
     0, and the generated code falls back to its host version.  There is
     deliberately no "fatal" reporting function.  The exception is
     region.c's copy back of results: when one fails after others have
     already written results into host arrays, the host version cannot
     recompute from intact arrays any more, and the region aborts the
     program with a message that says so.
   - Every message goes to stderr as one line starting with "gpugen: ".
   - The locks are gpugen_rt_lock, profile.c's own lock for its
     counters, memory.c's lock of the buffer cache, async.c's two of
     the copy helpers (taken only around a copy), and the emulator's two
     (launches, in emulator.c, and emulated memory, in emu-memory.c).
     The cache's and the helpers' locks are never held across a call
     of another file.  No function takes the profile
     lock together with another; the emulator's locks may be taken
     while gpugen_rt_lock is held, never the other way round.
     Functions that must be called with gpugen_rt_lock held say so.
   - Symbols without the "default" visibility attribute (GPUGEN_EXPORT)
     stay inside libgpugen.so; the library is compiled with
     -fvisibility=hidden.  */

#ifndef GPUGEN_INTERNAL_H
#define GPUGEN_INTERNAL_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gpugen.h"
#include "gpugen-cuda.h"
#include "gpugen-rt.h"

/* Marks the definitions of the ABI and user entry points, the only
   symbols libgpugen.so exports.  */

#define GPUGEN_EXPORT __attribute__ ((visibility ("default")))

/* Marks printf-like functions for -Wformat.  */

#define GPUGEN_PRINTF(FMT, ARGS) __attribute__ ((format (printf, FMT, ARGS)))

/* config.c.  */

/* What GPUGEN_OFFLOAD asks for.  */

enum gpugen_rt_offload
{
  /* Every region whose run-time checks pass runs on the device.  */
  GPUGEN_RT_OFFLOAD_ALWAYS,
  /* The default: as ALWAYS, but a region whose device version is
     expected to be slower than the host's runs on the host (regions of
     ABI version 3, whose code passes an estimate; profit.c).  */
  GPUGEN_RT_OFFLOAD_AUTO,
  /* Every region runs on the host (as GPUGEN_DISABLE=1).  */
  GPUGEN_RT_OFFLOAD_NEVER,
  /* As AUTO, on every backend, but report the choice and run every
     region on the host (profit.c): to see the choices without running
     the kernels.  */
  GPUGEN_RT_OFFLOAD_EXPLAIN
};

/* The settings read from the environment, once, by
   gpugen_rt_read_environment.  */

struct gpugen_rt_config
{
  /* GPUGEN_DEBUG: 0 quiet, 1 trace initialization, module loads and
     launches, 2 also every allocation, copy and free.  */
  int debug;

  /* GPUGEN_DISABLE: always use the host versions.  */
  bool disable;

  /* GPUGEN_PROFILE: gather statistics and print them at exit.  */
  bool profile;

  /* GPUGEN_ASYNC (default 1): regions queue their copies and launches
     on a stream of their thread (async.c); 0 makes them synchronous,
     for comparisons.  */
  bool async;

  /* GPUGEN_KEEP_BUFFERS (default 1): keep the device buffers of a
     region's execution for the next (memory.c).  */
  bool keep_buffers;

  /* GPUGEN_REGISTER_MB: copies of at least this many mebibytes lock the
     host range in place instead of staging; 0 (the default): never.  */
  unsigned long register_mb;

  /* GPUGEN_GRAPHS (default 1): submit the regions' launches in batches
     replayed as CUDA graphs (graph.c).  */
  bool graphs;

  /* GPUGEN_COPY_THREADS: the helper threads that share the host copies
     of staged transfers; -1 when unset (async.c chooses).  */
  int copy_threads;

  /* GPUGEN_PREFAULT (default 1): while a large copy back waits for
     kernels still running, the copy helpers fault in the host pages it
     will write (async.c, gpugen_rt_async_sync_prefault); 0 leaves the
     faults to the copy.  */
  bool prefault;

  /* GPUGEN_UNTOUCHED (default 1): a large copy to the device sets to
     zero on the device the blocks of host memory the program never
     touched instead of reading them (untouched.c); 0 reads them.  */
  bool untouched;

  /* GPUGEN_PROCMAP_QUERY (default 1): hostrange.c asks the kernel about
     mappings with the PROCMAP_QUERY ioctl where it has one; 0 makes it
     read /proc/self/maps as text, as it does without the ioctl (for
     tests).  */
  bool procmap_query;

  /* GPUGEN_OFFLOAD.  */
  enum gpugen_rt_offload offload;

  /* GPUGEN_DEVICE as written, or NULL when unset; device.c parses it.  */
  const char *device;

  /* GPUGEN_CUDA_LIBRARY, or "libcuda.so.1" when unset.  */
  const char *cuda_library;
};

extern struct gpugen_rt_config gpugen_rt_config;

/* Guards the backend choice, the CUDA driver's loading, the image list
   and module loading.  */

extern pthread_mutex_t gpugen_rt_lock;

extern void gpugen_rt_read_environment (void);
extern int gpugen_rt_parse_bool (const char *name, const char *value,
				 int default_value);
extern void gpugen_rt_error (const char *fmt, ...) GPUGEN_PRINTF (1, 2);
extern void gpugen_rt_inform (const char *fmt, ...) GPUGEN_PRINTF (1, 2);
extern void gpugen_rt_debug (int level, const char *fmt, ...)
  GPUGEN_PRINTF (2, 3);
extern double gpugen_rt_now_ms (void);

/* True when GPUGEN_DEBUG is at least LEVEL; a cheap test to guard the
   computation of trace arguments.  */

#define GPUGEN_DEBUG_P(LEVEL) (gpugen_rt_config.debug >= (LEVEL))

/* driver.c.  */

/* Pointers to the CUDA driver's entry points, filled by dlsym from the
   list in cuda-lib.def.  A member is named after the versioned symbol
   (cuMemAlloc_v2), but code writes the plain name (cuMemAlloc) through
   the macros below.  */

struct gpugen_cuda_lib
{
#define CUDA_ONE_CALL(call) __typeof (call) *call;
#define CUDA_ONE_CALL_MAYBE_NULL(call) CUDA_ONE_CALL (call)
#include "cuda-lib.def"
#undef CUDA_ONE_CALL_MAYBE_NULL
#undef CUDA_ONE_CALL
};

extern struct gpugen_cuda_lib gpugen_cuda;

extern bool gpugen_rt_load_driver (void);
extern const char *gpugen_rt_cuda_error (CUresult r);

/* The name of entry point FN as the driver exports it: the argument is
   macro-expanded before it is quoted, so cuMemAlloc gives
   "cuMemAlloc_v2".  */

#define CUDA_NAME(FN) CUDA_NAME_1 (FN)
#define CUDA_NAME_1(FN) #FN

/* Call driver entry point FN with the remaining arguments and yield its
   CUresult, unchecked, for callers that treat some codes specially.  */

#define CUDA_CALL_NOCHECK(FN, ...) (gpugen_cuda.FN (__VA_ARGS__))

/* Call FN; on failure report "FN error: NAME (description)" and return
   ERET from the enclosing function.  */

#define CUDA_CALL_ERET(ERET, FN, ...)					\
  do									\
    {									\
      CUresult cuda_call_r_ = CUDA_CALL_NOCHECK (FN, __VA_ARGS__);	\
      if (cuda_call_r_ != CUDA_SUCCESS)					\
	{								\
	  gpugen_rt_error ("%s error: %s", CUDA_NAME (FN),		\
			   gpugen_rt_cuda_error (cuda_call_r_));	\
	  return ERET;							\
	}								\
    }									\
  while (0)

/* The same, returning false: for the runtime's static bool helpers.  */

#define CUDA_CALL(FN, ...) CUDA_CALL_ERET (false, FN, __VA_ARGS__)

/* Report that the call of FN returned R, which is not CUDA_SUCCESS, for
   callers that add context or clean up before returning.  */

#define CUDA_REPORT(FN, R)						\
  gpugen_rt_error ("%s error: %s", CUDA_NAME (FN), gpugen_rt_cuda_error (R))

/* True when the optional entry point FN (CUDA_ONE_CALL_MAYBE_NULL) was
   found in the driver.  */

#define CUDA_CALL_EXISTS(FN) (gpugen_cuda.FN != NULL)

/* device.c.  */

/* Where offloaded code runs.  */

enum gpugen_rt_backend
{
  /* Not chosen yet: nothing has asked for a device.  */
  GPUGEN_RT_UNTRIED = -1,
  /* No device: every loop nest runs its host version.  */
  GPUGEN_RT_HOST = 0,
  /* A CUDA device, with its primary context retained.  */
  GPUGEN_RT_CUDA = 1,
  /* The CPU emulator (emulator.c).  */
  GPUGEN_RT_EMULATOR = 2,
  /* The CUDA device failed while executing a kernel; the context is
     unusable, and the rest of the run uses the host versions.  */
  GPUGEN_RT_LOST = 3
};

extern enum gpugen_rt_backend gpugen_rt_start (void);
extern enum gpugen_rt_backend gpugen_rt_backend_if_started (void);
extern const char *gpugen_rt_backend_name (void);
extern bool gpugen_rt_bind_thread (void);
extern void gpugen_rt_device_lost (void);
extern void gpugen_rt_no_device (const char *fmt, ...) GPUGEN_PRINTF (1, 2);
extern void gpugen_rt_compute_capability (int *major, int *minor);
extern int gpugen_rt_list_devices (FILE *out);

/* image.c.  */

/* True when VERSION is an ABI version whose images the runtime
   accepts: 1 (images registered by a constructor, the calls of
   __gpugen_device_ready and __gpugen_launch) and 2 (the same image
   layout, registered lazily by __gpugen_region_enter).  */

#define GPUGEN_RT_ABI_VERSION_OK(VERSION) \
  ((VERSION) >= 1 && (VERSION) <= GPUGEN_RT_ABI_VERSION)

extern bool gpugen_rt_have_emulation_images (void);
extern bool gpugen_rt_register_image (unsigned version,
				      const struct gpugen_image *img);
extern bool gpugen_rt_launch (const char *caller,
			      const struct gpugen_image *img,
			      unsigned kernel, const unsigned grid[3],
			      const unsigned block[3], unsigned shared_bytes,
			      void **args, int slots);

/* memory.c.  */

extern int gpugen_rt_copy (bool to_device, void *dst, const void *src,
			   size_t bytes, const char *fn);
extern int gpugen_rt_copy_device (void *dst, const void *src, size_t bytes,
				  const char *fn);

extern void *gpugen_rt_buffer_get (size_t bytes);
extern void gpugen_rt_buffer_put (void *dev, size_t bytes);
extern bool gpugen_rt_check_device_range (const char *func, const void *dev,
					  size_t bytes);

/* async.c.  */

extern void gpugen_rt_async_started (void);
extern CUstream gpugen_rt_async_stream (void);
extern bool gpugen_rt_async_sync (void);
extern unsigned long gpugen_rt_async_pending (void);
extern CUresult gpugen_rt_async_launch (CUfunction function,
					const struct gpugen_image *img,
					unsigned kernel, const char *name,
					const unsigned grid[3],
					const unsigned block[3],
					unsigned shared_bytes, unsigned nargs,
					void **args);
extern bool gpugen_rt_async_copy (bool to_device, void *dst,
				  const void *src, size_t bytes,
				  size_t *written);
extern void gpugen_rt_async_prefault_note (void *host, size_t bytes);
extern bool gpugen_rt_async_copy_dense (bool to_device, void *dst,
					const void *src, size_t bytes,
					size_t *written);

/* untouched.c.  */

extern int gpugen_rt_copy_in_untouched (void *dst, const void *src,
					size_t bytes, CUstream stream,
					size_t *zeroed);
extern void gpugen_rt_untouched_warm_up (CUstream stream);

/* prefault.c.  */

/* The parts a prefault is cut into: 2 MiB, aligned, so that one thread
   faults in a whole huge page.  */

#define PREFAULT_PART ((size_t) 2 << 20)

extern size_t gpugen_rt_prefault_page (void);
extern int gpugen_rt_pagemap_fd (void);

/* untouched.c.  */

/* The request and answer of the PROCMAP_QUERY ioctl of /proc/PID/maps
   (Linux 6.11, include/uapi/linux/fs.h), declared here for older
   headers: SIZE is the structure's size, QUERY_FLAGS 0 (the mapping
   that contains the address), QUERY_ADDR the address asked about; the
   kernel fills in the mapping that contains it, from VMA_START to
   VMA_END, its VMA_FLAGS (PROCMAP_VMA_*), VMA_OFFSET the offset in its
   file, the INODE and device of its file (all 0 for anonymous memory),
   and, where VMA_NAME_ADDR points to VMA_NAME_SIZE bytes, its name as
   /proc/PID/maps prints it (VMA_NAME_SIZE then its length with the
   NUL, 0 for none).  The other fields are unused here and left 0.  */

struct procmap_query
{
  uint64_t size, query_flags, query_addr;
  uint64_t vma_start, vma_end, vma_flags, vma_page_size, vma_offset;
  uint64_t inode;
  uint32_t dev_major, dev_minor, vma_name_size, build_id_size;
  uint64_t vma_name_addr, build_id_addr;
};

#define PROCMAP_QUERY _IOWR ('f', 17, struct procmap_query)
#define PROCMAP_VMA_READABLE 0x01
#define PROCMAP_VMA_WRITABLE 0x02
#define PROCMAP_VMA_SHARED 0x08

extern int gpugen_rt_maps_fd (void);
extern size_t gpugen_rt_populate_range (char *p, size_t n, size_t page,
					bool *stop);
extern bool gpugen_rt_range_has_absent_pages (const void *p, size_t n);
extern void gpugen_rt_advise_huge_pages (const void *host, size_t bytes);

extern bool gpugen_rt_async_sync_prefault (void);
extern bool gpugen_rt_async_copy_device (void *dst, const void *src,
					 size_t bytes);

/* graph.c.  */

extern bool gpugen_rt_graph_enabled (void);
extern bool gpugen_rt_graph_flush (CUstream stream);
extern bool gpugen_rt_graph_add (CUstream stream, CUfunction function,
				 const struct gpugen_image *img,
				 unsigned kernel, const char *name, const unsigned grid[3],
				 const unsigned block[3],
				 unsigned shared_bytes, unsigned nargs,
				 void **args);

/* region.c: nothing outside it.  */

/* fold.c: the arithmetic of __gpugen_region_fold (region.c).  */

/* The size of an element of the fold KIND (GPUGEN_FOLD_KIND), or 0 for
   an unknown kind.  */
extern size_t gpugen_rt_fold_size (unsigned kind);
/* Whether the fold KIND reads the rows' states (the KEEP folds).  */
extern bool gpugen_rt_fold_states_p (unsigned kind);
/* Write into BUF (SIZE bytes) the name of the fold kernel of KIND
   (gpugen-rt.h); false, where it has none or BUF is too short.  */
extern bool gpugen_rt_fold_kernel_name (unsigned kind, char *buf,
					size_t size);
/* Combine the COUNT host values VALUES (and STATES, for the KEEP folds)
   into *RESULT from *INIT by the fold KIND; false for an unknown kind
   (nothing written).  */
extern bool gpugen_rt_fold (unsigned kind, void *result, const void *init,
			    const void *values, const int *states,
			    size_t count);

/* profit.c.  */

extern bool gpugen_rt_profit_decide (unsigned version, const char *name,
				     char *why, size_t size);
extern void gpugen_rt_profit_forget (void);
extern void gpugen_rt_profit_steps (const char *name, double ran,
				    double all);

/* profile.c.  */

/* How an execution of a region went, for GPUGEN_PROFILE.  */

enum gpugen_rt_way
{
  /* It ran on the device.  */
  GPUGEN_RT_WAY_DEVICE,
  /* It entered the device, a call failed, and it ran on the host.  */
  GPUGEN_RT_WAY_FAILED,
  /* GPUGEN_DISABLE or GPUGEN_OFFLOAD=never kept it on the host.  */
  GPUGEN_RT_WAY_DISABLED,
  /* There is no usable device (none, or it was given up).  */
  GPUGEN_RT_WAY_NO_DEVICE,
  /* The device has no code for it (no CUDA code, a load error, an ABI
     version the runtime does not know).  */
  GPUGEN_RT_WAY_NO_CODE,
  /* GPUGEN_OFFLOAD=auto's estimate found the host faster (profit.c).  */
  GPUGEN_RT_WAY_ESTIMATE,
  /* The host memory that its copies of arrays touched speculatively
     would touch failed __gpugen_region_host_range_ok, or such a range
     copied back overlaps another array copied back
     (__gpugen_region_host_checked, hostrange.c).  */
  GPUGEN_RT_WAY_HOST_RANGE,
  /* The plugin's checks of the model (assumptions, bounds of copies,
     aliasing) failed (__gpugen_region_checked, hostrange.c).  */
  GPUGEN_RT_WAY_CHECKS,
  GPUGEN_RT_WAYS
};

extern void gpugen_rt_profile_start (void);
/* The longest mapping name read, with its NUL; a longer one makes the
   answer no.  */

#define GPUGEN_RT_MAPPING_NAME 4096

/* One mapping of the calling process, as the PROCMAP_QUERY ioctl or
   the text of /proc/self/maps describes it (hostrange.c).  */

struct gpugen_rt_mapping
{
  /* Its first address and one past its last.  */
  uintptr_t start, end;
  /* Whether it is readable, writable, shared.  */
  bool readable, writable, shared;
  /* The offset of START in its file, its file's inode and device (0 for
     anonymous memory).  */
  uint64_t offset, inode;
  unsigned dev_major, dev_minor;
  /* Its name as /proc/self/maps prints it, "" for none.  */
  char name[GPUGEN_RT_MAPPING_NAME];
};

/* Fill *M with the mapping of the calling process that contains AT,
   from the PROCMAP_QUERY ioctl, with its name where NAME (else the
   name is ""): hostrange.c, and untouched.c.  Return 1 on success, 0
   when no mapping contains AT, -1 when the ioctl cannot answer
   (missing, or a name too long).  */
extern int gpugen_rt_query_mapping (uintptr_t at,
				    struct gpugen_rt_mapping *m, bool name);

/* Note that the next region of the calling thread copies the BYTES
   bytes at HOST back by merging (region.c's merge_copy_out): a range
   __gpugen_region_host_range_ok checked for writing, partly outside its
   array's object.  Return false where too many are noted (the region
   must then run on the host).  */
extern bool gpugen_rt_region_note_merge (const void *host, size_t bytes);

extern void gpugen_rt_profile_way (const char *name, enum gpugen_rt_way way);
extern void gpugen_rt_profile_estimate (const char *name, bool host,
					const char *why);
extern void gpugen_rt_profile_launch (const struct gpugen_image *img,
				      unsigned kernel, double ms);
extern void gpugen_rt_profile_geometry (const struct gpugen_image *img,
					unsigned kernel,
					const unsigned grid[3],
					const unsigned block[3]);
extern void gpugen_rt_profile_copy (bool to_device, size_t bytes,
				    double ms);
extern void gpugen_rt_profile_prefault (size_t bytes, size_t faulted,
					double ms);
extern void gpugen_rt_profile_untouched (size_t bytes);

/* emulator.c and emu-memory.c.  */

/* When the emulator runs kernels, as GPUGEN_EMULATE asks.  */

enum gpugen_rt_emu_use
{
  /* Never (GPUGEN_EMULATE=0).  */
  GPUGEN_RT_EMU_NEVER,
  /* When no CUDA device is usable and a registered image carries an
     emulation image (GPUGEN_EMULATE unset or empty).  */
  GPUGEN_RT_EMU_IF_NO_GPU,
  /* Always, without trying CUDA (GPUGEN_EMULATE=1).  */
  GPUGEN_RT_EMU_ALWAYS
};

/* The operations of the CPU emulator, which executes the emulation
   images of struct gpugen_image (see gpugen-emu.h).  Each operation
   returns false (or NULL) after reporting through gpugen_rt_error on
   failure, like the CUDA paths.  Addresses returned by ALLOC are opaque
   to the runtime.  */

struct gpugen_rt_emulator
{
  /* When to use the emulator; device.c asks once, while choosing the
     backend.  */
  enum gpugen_rt_emu_use (*use) (void);

  /* Prepare the emulator; false if it cannot run on this host.  */
  bool (*init) (void);

  /* Prepare IMG's emulation image; false if it has none or it is bad.
     Called with gpugen_rt_lock held.  */
  bool (*load) (const struct gpugen_image *img);

  /* Forget IMG.  Called with gpugen_rt_lock held.  */
  void (*unload) (const struct gpugen_image *img);

  /* Allocate, free and copy emulated device memory.  */
  void *(*alloc) (size_t bytes);
  void (*free) (void *dev);
  bool (*copy_to_device) (void *dev, const void *host, size_t bytes);
  bool (*copy_from_device) (void *host, const void *dev, size_t bytes);
  /* Copy BYTES bytes of emulated device memory from SRC to DST (ranges
     that do not overlap).  */
  bool (*copy_on_device) (void *dst, const void *src, size_t bytes);

  /* Run kernel KERNEL of IMG to completion, with the arguments of
     __gpugen_launch; false after reporting what went wrong in it.  */
  bool (*launch) (const struct gpugen_image *img, unsigned kernel,
		  const unsigned grid[3], const unsigned block[3],
		  unsigned shared_bytes, void **args);
};

extern const struct gpugen_rt_emulator *const gpugen_rt_emulator;

#endif /* GPUGEN_INTERNAL_H */
