/* region.c -- the region entry points of ABI versions 2 and 3.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Version 2 of the ABI (gpugen-rt.h) brackets each execution of an
   offloaded loop nest by __gpugen_region_enter and __gpugen_region_exit,
   and lets the generated code call the allocation, copy and launch entry
   points between them without testing their results.  The state that
   makes this work is one struct region_state per thread (thread-local,
   as the generated code of several threads may run regions at once):

   - FAILED is sticky: the first call that fails has reported why, and
     every later call of the region returns at once, so a failed
     allocation is never copied into nor launched on, and results are
     never copied back once anything failed; __gpugen_region_exit then
     returns 0 and the host version runs on intact host arrays.
   - The device buffers of the region are recorded as they are allocated
     and released by __gpugen_region_exit, failed or not (and by the next
     __gpugen_region_enter when a region was left without its exit, by a
     longjmp for instance), into the cache of memory.c, from which the
     next execution of the region takes them again.
   - COPIED_OUT counts the bytes of results already written into host
     arrays: a copy back that fails when it is non-zero leaves the host
     arrays inconsistent, and the program is aborted with a message
     saying so (the one place where the runtime terminates a program; a
     copy back fails only when the device or driver breaks down in the
     middle of a region's last step).

   On a CUDA device the copies and launches are queued on the thread's
   stream (async.c) and the region waits for it only where the host
   needs a result: a copy back first waits for every launch queued before
   it, so that nothing is written into a host array before every earlier
   launch is known to have succeeded (a kernel that failed while
   executing thus still makes the region fail before COPIED_OUT grows,
   and the host version runs); __gpugen_region_exit waits for the rest.
   During that wait, the copy helpers fault in the host pages that the
   copy back will write (and those of the copies back announced by
   __gpugen_region_prefault), which changes no data.  Copies to the device return once the host array
   was read.

   The image is registered by the first __gpugen_region_enter that names
   it (gpugen_rt_register_image is idempotent), before the backend is
   chosen, so that an emulation image in it counts in that choice.  The
   allocations, copies and launches go through the same code as the
   version-1 entry points (memory.c, image.c), so both backends (CUDA and
   the emulator), GPUGEN_DEBUG's traces and GPUGEN_PROFILE's statistics
   apply unchanged; the region's NAME is the profile's region.

   Version 3 is version 2 with estimates passed before the entry
   (__gpugen_region_estimate); __gpugen_region_enter asks profit.c
   whether the region is worth the device, and returns 0 (the host
   version runs) when it is not.  */

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The number of buffers a region records without allocating; further
   buffers go to a heap array that __gpugen_region_exit releases.  */

#define INLINE_BUFFERS 16

/* The most kernel arguments passed without allocating an array of
   argument pointers.  */

#define INLINE_ARGS 64

/* A device buffer of a region: its address and size.  */

struct region_buffer
{
  /* The address that __gpugen_region_alloc returned.  */
  void *dev;

  /* The size that was asked for.  */
  size_t bytes;
};

/* A copy in of a region: BYTES bytes from host address HOST to device
   address DEV.  */

struct region_copy_in
{
  /* The host range's first byte.  */
  const char *host;

  /* The device address it was copied to.  */
  char *dev;

  /* Its size.  */
  size_t bytes;

  /* For a copy of a range that __gpugen_region_host_range_ok checked
     for writing (gpugen_rt_region_note_merge): the bytes copied, which
     were read from the host once, into this buffer, and copied to the
     device from it; the copy back writes only the bytes that differ
     from them (merge_copy_out).  NULL otherwise.  */
  char *snapshot;
};

/* A host range whose copies back merge (gpugen_rt_region_note_merge).  */

struct merge_range
{
  /* Its first byte and its size.  */
  const char *host;
  size_t bytes;
};

/* The most ranges to merge that one region may have.  */

#define MAX_MERGE_RANGES 8

/* The state of the calling thread's region.  */

struct region_state
{
  /* Whether the thread is in a region: between a __gpugen_region_enter
     that returned 1 and the matching __gpugen_region_exit.  */
  bool open;

  /* Whether a call of the region has failed (sticky until the exit).  */
  bool failed;

  /* The region's name, as given to __gpugen_region_enter.  */
  const char *name;

  /* The bytes of results that __gpugen_region_copy_out has written into
     host arrays in this region.  */
  size_t copied_out;

  /* The device buffers the region allocated: N_BUFFERS of them, in
     INLINE_BUFFER first and then in HEAP_BUFFERS (MAX_HEAP entries).  */
  unsigned n_buffers;
  struct region_buffer inline_buffers[INLINE_BUFFERS];
  struct region_buffer *heap_buffers;
  unsigned max_heap;

  /* Whether the region queues its work on the thread's stream
     (async.c): a CUDA device, with a stream.  */
  bool async;

  /* The copies in of the region, N_COPIES of them in COPIES (MAX_COPIES
     entries), for __gpugen_region_read: the device buffer that holds
     each host range.  */
  unsigned n_copies, max_copies;
  struct region_copy_in *copies;

  /* The host ranges whose copies back merge: N_MERGE of them, taken at
     __gpugen_region_enter from those that the region's checks noted
     (PENDING_MERGE).  */
  unsigned n_merge;
  struct merge_range merge[MAX_MERGE_RANGES];

  /* The region's image, as given to __gpugen_region_enter: where
     __gpugen_region_fold looks for the fold kernels.  */
  const struct gpugen_image *img;

  /* The device buffer of FOLD_BLOCKS_MAX elements of 8 bytes into which
     the fold kernels write their blocks' results, allocated by the
     region's first device fold and recorded with its buffers (released
     by its exit into memory.c's cache, from which the next execution
     takes it again); NULL before.  */
  void *fold_dev;

  /* The host buffer into which __gpugen_region_fold reads the
     partials that it folds on the host, reused by the region's later
     folds (fresh pages would cost a fault each at their first touch),
     freed by its exit; NULL before.  */
  char *fold_host;

  /* The size of FOLD_HOST in bytes (0 without one).  */
  size_t fold_host_bytes;
};

/* The most blocks of a fold kernel's launch (gpugen-rt.h), and the
   partials each block folds at least: 4096 partials per block from
   FOLD_BLOCKS_MAX blocks on, 16 per thread of GPUGEN_FOLD_THREADS.  The
   host folds the blocks' results, at most FOLD_BLOCKS_MAX.  */

#define FOLD_BLOCKS_MAX 1024
#define FOLD_PER_BLOCK_MIN 4096

/* The ranges that __gpugen_region_host_range_ok noted for the next
   region of the calling thread: N_PENDING_MERGE of them.  A region
   whose checks fail leaves them to the next one, for which they cost a
   copy and a comparison, and change no result.  */

static __thread struct merge_range pending_merge[MAX_MERGE_RANGES];
static __thread unsigned n_pending_merge;

/* The calling thread's region.  */

static __thread struct region_state region;

/* Return a name for the current region in messages.  */

static const char *
region_name (void)
{
  return region.name != NULL ? region.name : "(unnamed)";
}

/* Mark the current region as failed, so that its remaining calls do
   nothing and its exit returns 0; WHAT says which call failed, for the
   trace.  */

static void
fail_region (const char *what)
{
  if (!region.failed)
    gpugen_rt_debug (1, "region %s: %s failed; the loop nest runs on the "
		     "host", region_name (), what);
  region.failed = true;
}

/* Record DEV, a buffer of BYTES bytes of the current region.  Return
   false if memory is short (after reporting).  */

static bool
record_buffer (void *dev, size_t bytes)
{
  unsigned i = region.n_buffers;
  struct region_buffer buffer = { dev, bytes };

  if (i < INLINE_BUFFERS)
    region.inline_buffers[i] = buffer;
  else
    {
      unsigned h = i - INLINE_BUFFERS;

      if (h == region.max_heap)
	{
	  unsigned max = region.max_heap != 0 ? 2 * region.max_heap : 16;
	  struct region_buffer *heap
	    = realloc (region.heap_buffers, max * sizeof *heap);

	  if (heap == NULL)
	    {
	      gpugen_rt_error ("out of host memory in region %s; the loop "
			       "nest runs on the host", region_name ());
	      return false;
	    }
	  region.heap_buffers = heap;
	  region.max_heap = max;
	}
      region.heap_buffers[h] = buffer;
    }
  region.n_buffers = i + 1;
  return true;
}

/* Release the current region's buffers and close it.  Its stream has
   been waited for.  */

static void
close_region (void)
{
  unsigned i;

  for (i = 0; i < region.n_buffers; i++)
    {
      struct region_buffer *buffer
	= (i < INLINE_BUFFERS ? &region.inline_buffers[i]
	   : &region.heap_buffers[i - INLINE_BUFFERS]);

      gpugen_rt_buffer_put (buffer->dev, buffer->bytes);
    }
  free (region.heap_buffers);
  region.heap_buffers = NULL;
  for (i = 0; i < region.n_copies; i++)
    free (region.copies[i].snapshot);
  region.n_merge = 0;
  free (region.copies);
  region.copies = NULL;
  /* FOLD_DEV is one of the buffers released above.  */
  region.fold_dev = NULL;
  free (region.fold_host);
  region.fold_host = NULL;
  region.fold_host_bytes = 0;
  region.img = NULL;
  region.n_copies = region.max_copies = 0;
  region.max_heap = 0;
  region.n_buffers = 0;
  region.open = false;
  region.failed = false;
  region.copied_out = 0;
  region.name = NULL;
  region.async = false;
  __gpugen_region_end ();
}

/* Wait for the work the current region queued.  Return true if it all
   succeeded; otherwise (after async.c reported) false.  */

static bool
wait_region (void)
{
  return !region.async || gpugen_rt_async_sync ();
}

/* Wait for the work the current region queued, before a copy back of
   BYTES bytes into HOST: while it runs, the copy helpers fault in the
   host pages of that copy and of those announced by
   __gpugen_region_prefault (async.c).  Return what wait_region
   returns.  */

static bool
wait_region_for_copy_out (void *host, size_t bytes)
{
  if (!region.async)
    return true;
  gpugen_rt_async_prefault_note (host, bytes);
  return gpugen_rt_async_sync_prefault ();
}

/* Report that the region's results cannot be completed after COPIED_OUT
   bytes of them were written into host arrays, and abort (see the head
   of this file).  */

static void __attribute__ ((noreturn))
abort_region (void)
{
  gpugen_rt_error ("region %s: copying results back to the host failed "
		   "after %zu bytes of results were copied back; the "
		   "host arrays are inconsistent and the loop nest "
		   "cannot run on the host instead: aborting",
		   region_name (), region.copied_out);
  fflush (stderr);
  abort ();
}

/* Whether an asynchronous copy of BYTES bytes at device address DEV can
   be queued for the current region: the CUDA backend runs, the calling
   thread is bound to its context, and DEV's range is one of the
   device's allocations (FN, the entry point, names a failure).  */

static bool
async_ready (const char *fn, const void *dev, size_t bytes)
{
  return (gpugen_rt_backend_if_started () == GPUGEN_RT_CUDA
	  && gpugen_rt_bind_thread ()
	  && gpugen_rt_check_device_range (fn, dev, bytes));
}

/* Copy BYTES bytes for the current region: from host address SRC to
   device address DST when TO_DEVICE, else the other way; FN names the
   entry point.  Return true on success.  On failure, add to
   REGION.COPIED_OUT the bytes of host memory the copy may have written
   and return false.  */

static bool
region_copy (bool to_device, void *dst, const void *src, size_t bytes,
	     const char *fn)
{
  size_t written = 0;
  double start = 0;

  if (!region.async)
    return gpugen_rt_copy (to_device, dst, src, bytes, fn);
  if (bytes == 0)
    return true;
  if (!async_ready (fn, to_device ? dst : src, bytes))
    return false;
  if (gpugen_rt_config.profile || GPUGEN_DEBUG_P (2))
    start = gpugen_rt_now_ms ();
  if (!gpugen_rt_async_copy (to_device, dst, src, bytes, &written))
    {
      region.copied_out += written;
      return false;
    }
  if (gpugen_rt_config.profile || GPUGEN_DEBUG_P (2))
    {
      double ms = gpugen_rt_now_ms () - start;

      if (gpugen_rt_config.profile)
	gpugen_rt_profile_copy (to_device, bytes, ms);
      /* The copy's own time, for telling copies of one region apart.  */
      gpugen_rt_debug (2, "%s: %zu bytes from %p to %p in %.3f ms", fn,
		       bytes, src, dst, ms);
    }
  return true;
}

/* Copy BYTES bytes from device address DEV into DST, a buffer of the
   runtime's or the generated code's, not a host array of the region:
   region_copy, without counting what it wrote as results copied back
   (which would make a failure abort the program).  Return true on
   success.  */

static bool
region_copy_to_scratch (void *dst, const void *dev, size_t bytes,
			const char *fn)
{
  size_t copied_out = region.copied_out;
  bool ok = region_copy (false, dst, dev, bytes, fn);

  region.copied_out = copied_out;
  return ok;
}

/* Record the copy in of BYTES bytes from HOST to DEV for
   __gpugen_region_read.  Return false if memory is short (after
   reporting).  */

static bool
record_copy_in (char *dev, const char *host, size_t bytes)
{
  if (region.n_copies == region.max_copies)
    {
      unsigned max = region.max_copies != 0 ? 2 * region.max_copies : 16;
      struct region_copy_in *copies
	= realloc (region.copies, max * sizeof *copies);

      if (copies == NULL)
	{
	  gpugen_rt_error ("out of host memory in region %s; the loop "
			   "nest runs on the host", region_name ());
	  return false;
	}
      region.copies = copies;
      region.max_copies = max;
    }
  region.copies[region.n_copies].host = host;
  region.copies[region.n_copies].dev = dev;
  region.copies[region.n_copies].bytes = bytes;
  region.copies[region.n_copies].snapshot = NULL;
  region.n_copies++;
  return true;
}

/* See internal.h.  */

bool
gpugen_rt_region_note_merge (const void *host, size_t bytes)
{
  unsigned i;

  for (i = 0; i < n_pending_merge; i++)
    if (pending_merge[i].host == (const char *) host
	&& pending_merge[i].bytes == bytes)
      return true;
  if (n_pending_merge == MAX_MERGE_RANGES)
    return false;
  pending_merge[n_pending_merge].host = (const char *) host;
  pending_merge[n_pending_merge].bytes = bytes;
  n_pending_merge++;
  return true;
}

/* Whether the BYTES bytes at HOST overlap a range of the current region
   whose copies back merge.  */

static bool
merge_range_p (const char *host, size_t bytes)
{
  unsigned i;

  for (i = 0; i < region.n_merge; i++)
    if (host < region.merge[i].host + region.merge[i].bytes
	&& region.merge[i].host < host + bytes)
      return true;
  return false;
}

/* Copy back the BYTES bytes at device address DEV into the host at HOST
   by merging: where a copy in of the region read HOST's range into a
   snapshot (__gpugen_region_copy_in), copy the device's bytes into a
   buffer and write into HOST only those that differ from the
   snapshot's, so that a byte the region did not change keeps whatever
   the host holds now.  A range that __gpugen_region_host_range_ok
   checked lies partly outside its array's object: a plain copy back
   would write there the bytes read at the copy in, undoing what
   another thread (the CUDA driver's, or the runtime's, allocating next
   to the program's arrays) wrote meanwhile.  The bytes a kernel wrote
   with the value they had are not written, which changes nothing: the
   host holds that value, as no other thread writes inside the object
   (the program has no data race).  Return 1 if merged, 0 if no
   snapshot covers the range (a range the region writes whole, never
   copied in: a plain copy back), -1 on failure (reported).  The
   region's work has been waited for.  */

static int
merge_copy_out (char *host, const char *dev, size_t bytes)
{
  unsigned i;
  const struct region_copy_in *c = NULL;
  char *buf;
  size_t k;

  for (i = 0; i < region.n_copies && c == NULL; i++)
    if (region.copies[i].snapshot != NULL
	&& region.copies[i].host <= host
	&& host + bytes <= region.copies[i].host + region.copies[i].bytes)
      c = &region.copies[i];
  if (c == NULL)
    return 0;
  buf = malloc (bytes != 0 ? bytes : 1);
  if (buf == NULL)
    {
      gpugen_rt_error ("out of host memory in region %s (%zu bytes to "
		       "merge a copy back)", region_name (), bytes);
      return -1;
    }
  if (!region_copy_to_scratch (buf, dev, bytes, __func__))
    {
      free (buf);
      return -1;
    }
  {
    const char *old = c->snapshot + (host - c->host);

    for (k = 0; k + 8 <= bytes; k += 8)
      {
	uint64_t a, b;

	memcpy (&a, buf + k, 8);
	memcpy (&b, old + k, 8);
	if (a != b)
	  {
	    size_t j;

	    for (j = k; j < k + 8; j++)
	      if (buf[j] != old[j])
		host[j] = buf[j];
	  }
      }
    for (; k < bytes; k++)
      if (buf[k] != old[k])
	host[k] = buf[k];
  }
  free (buf);
  gpugen_rt_debug (2, "region %s: %zu bytes at %p copied back by merging",
		   region_name (), bytes, (void *) host);
  return 1;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT int
__gpugen_region_enter (unsigned version, const struct gpugen_image *img,
		       const char *name)
{
  char why[256];

  gpugen_rt_read_environment ();
  if (region.open)
    {
      gpugen_rt_debug (1, "region %s was not exited; closing it",
		       region_name ());
      wait_region ();
      close_region ();
    }
  if (!gpugen_rt_register_image (version, img)
      || !__gpugen_device_ready (img))
    {
      gpugen_rt_profit_forget ();
      gpugen_rt_debug (2, "region %s runs on the host",
		       name != NULL ? name : "(unnamed)");
      if (gpugen_rt_config.profile)
	{
	  enum gpugen_rt_backend b = gpugen_rt_backend_if_started ();

	  gpugen_rt_profile_way (name, (gpugen_rt_config.disable
					? GPUGEN_RT_WAY_DISABLED
					: b != GPUGEN_RT_CUDA
					  && b != GPUGEN_RT_EMULATOR
					? GPUGEN_RT_WAY_NO_DEVICE
					: GPUGEN_RT_WAY_NO_CODE));
	}
      return 0;
    }
  if (!gpugen_rt_profit_decide (version, name != NULL ? name : "(unnamed)",
				why, sizeof why))
    {
      if (gpugen_rt_config.profile)
	{
	  gpugen_rt_profile_estimate (name, true, why);
	  gpugen_rt_profile_way (name, GPUGEN_RT_WAY_ESTIMATE);
	}
      return 0;
    }
  if (why[0] != '\0' && gpugen_rt_config.profile)
    gpugen_rt_profile_estimate (name, false, why);
  region.open = true;
  region.failed = false;
  region.copied_out = 0;
  region.name = name;
  region.img = img;
  memcpy (region.merge, pending_merge, n_pending_merge * sizeof *pending_merge);
  region.n_merge = n_pending_merge;
  n_pending_merge = 0;
  region.async = (gpugen_rt_backend_if_started () == GPUGEN_RT_CUDA
		  && gpugen_rt_async_stream () != NULL);
  __gpugen_region_begin (region_name ());
  gpugen_rt_debug (2, "region %s: entered", region_name ());
  return 1;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_region_steps (double ran, double all)
{
  /* A failed region's loop may have left early for its failure (a
     read back that failed leaves it); its host path runs them all.  */
  if (region.open && !region.failed)
    gpugen_rt_profit_steps (region_name (), ran, all);
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void *
__gpugen_region_alloc (size_t bytes)
{
  void *dev;

  if (!region.open || region.failed)
    return NULL;
  dev = gpugen_rt_buffer_get (bytes);
  if (dev == NULL)
    {
      fail_region ("an allocation");
      return NULL;
    }
  if (!record_buffer (dev, bytes))
    {
      gpugen_rt_buffer_put (dev, bytes);
      fail_region ("an allocation");
      return NULL;
    }
  return dev;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_region_copy_in (void *dev, const void *host, size_t offset,
			 size_t bytes)
{
  const char *from = (const char *) host + offset;
  char *snapshot = NULL;

  if (!region.open || region.failed)
    return;
  /* A range whose copy back merges is read from the host once, into
     its snapshot, and copied to the device from there: the device gets
     exactly the bytes the merge compares with.  */
  if (dev != NULL && bytes != 0 && merge_range_p (from, bytes))
    {
      snapshot = malloc (bytes);
      if (snapshot == NULL)
	{
	  gpugen_rt_error ("out of host memory in region %s (%zu bytes "
			   "of a snapshot); the loop nest runs on the host",
			   region_name (), bytes);
	  fail_region ("a copy to the device");
	  return;
	}
      memcpy (snapshot, from, bytes);
      from = snapshot;
    }
  if (dev == NULL
      || !region_copy (true, (char *) dev + offset, from, bytes, __func__))
    {
      free (snapshot);
      fail_region ("a copy to the device");
    }
  else if (!record_copy_in ((char *) dev + offset,
			    (const char *) host + offset, bytes))
    {
      /* The copy has read the snapshot (async.c returns once the host
	 range is read), which no record keeps: free it here.  */
      free (snapshot);
      fail_region ("a copy to the device");
    }
  else
    region.copies[region.n_copies - 1].snapshot = snapshot;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_region_copy_device (void *dst, const void *src, size_t offset,
			     size_t bytes)
{
  bool ok;

  if (!region.open || region.failed)
    return;
  if (dst == NULL || src == NULL)
    ok = false;
  else if (bytes == 0)
    ok = true;
  else if (!region.async)
    ok = gpugen_rt_copy_device ((char *) dst + offset,
				(const char *) src + offset, bytes, __func__);
  else
    ok = (async_ready (__func__, (const char *) src + offset, bytes)
	  && gpugen_rt_check_device_range (__func__, (char *) dst + offset,
					   bytes)
	  && gpugen_rt_async_copy_device ((char *) dst + offset,
					  (const char *) src + offset, bytes));
  if (ok && region.async)
    gpugen_rt_debug (2, "%s: %zu bytes from device %p to device %p",
		     __func__, bytes, (const char *) src + offset,
		     (char *) dst + offset);
  if (!ok)
    fail_region ("a copy on the device");
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_region_launch (const struct gpugen_image *img, unsigned kernel,
			long gx, long gy, unsigned bx, unsigned by,
			unsigned bz, unsigned nargs, void *slots)
{
  void *inline_args[INLINE_ARGS], **args = inline_args;
  unsigned grid[3], block[3], i;
  bool ok;

  if (!region.open || region.failed)
    return;
  if (gx < 1 || gy < 1)
    {
      gpugen_rt_debug (1, "%s: kernel %u of region %s: empty grid "
		       "[%ld,%ld,1], nothing to launch", __func__, kernel,
		       region_name (), gx, gy);
      return;
    }
  if ((unsigned long) gx > UINT_MAX || (unsigned long) gy > UINT_MAX)
    {
      gpugen_rt_error ("%s: kernel %u of region %s: grid [%ld,%ld,1] is "
		       "too large; the loop nest runs on the host", __func__,
		       kernel, region_name (), gx, gy);
      fail_region ("a launch");
      return;
    }
  if (nargs > INLINE_ARGS)
    {
      args = malloc (nargs * sizeof *args);
      if (args == NULL)
	{
	  gpugen_rt_error ("out of host memory in region %s; the loop "
			   "nest runs on the host", region_name ());
	  fail_region ("a launch");
	  return;
	}
    }
  for (i = 0; i < nargs; i++)
    args[i] = (unsigned long long *) slots + i;
  grid[0] = gx;
  grid[1] = gy;
  grid[2] = 1;
  block[0] = bx;
  block[1] = by;
  block[2] = bz;
  ok = gpugen_rt_launch (__func__, img, kernel, grid, block, 0, args,
			 region.async ? (int) nargs : -1);
  if (args != inline_args)
    free (args);
  if (!ok)
    fail_region ("a launch");
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_region_copy_out (void *host, const void *dev, size_t offset,
			  size_t bytes)
{
  if (!region.open || region.failed)
    return;
  /* Nothing is written into a host array before every launch queued
     before this copy is known to have succeeded.  While they run, the
     copy helpers fault in the host pages that the copy will write.  */
  if (dev != NULL
      && (gpugen_rt_async_pending () == 0
	  || wait_region_for_copy_out ((char *) host + offset, bytes)))
    {
      int merged = (merge_range_p ((char *) host + offset, bytes)
		    ? merge_copy_out ((char *) host + offset,
				      (const char *) dev + offset, bytes)
		    : 0);

      if (merged > 0
	  || (merged == 0
	      && region_copy (false, (char *) host + offset,
			      (const char *) dev + offset, bytes, __func__)))
	{
	  region.copied_out += bytes;
	  return;
	}
    }
  if (region.copied_out != 0)
    abort_region ();
  fail_region ("a copy back to the host");
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT int
__gpugen_region_read (void *dst, const void *host, size_t bytes)
{
  const char *h = (const char *) host;
  unsigned i;
  bool ok;

  if (region.open && !region.failed)
    for (i = 0; i < region.n_copies; i++)
      {
	const struct region_copy_in *c = &region.copies[i];

	if (h + bytes <= c->host || h >= c->host + c->bytes)
	  continue;
	if (h < c->host || h + bytes > c->host + c->bytes)
	  {
	    /* Across the end of a copied range: not one element of a
	       region array.  */
	    fail_region ("a read of the exit's values");
	    break;
	  }
	ok = (wait_region ()
	      && region_copy_to_scratch (dst, c->dev + (h - c->host), bytes,
					 __func__));
	if (ok)
	  return 1;
	fail_region ("a read of the exit's values");
	break;
      }
  /* Not in a copied range (no kernel writes it), or the region failed:
     the host's value, which the exit's condition can always be
     evaluated on.  */
  memcpy (dst, host, bytes);
  return region.open && !region.failed;
}

/* Return the index of the kernel named NAME in the current region's
   image, or -1 where it has none.  */

static int
region_kernel_index (const char *name)
{
  const struct gpugen_image *img = region.img;
  unsigned k;

  if (img == NULL || img->kernel_names == NULL)
    return -1;
  for (k = 0; k < img->num_kernels && k < INT_MAX; k++)
    if (img->kernel_names[k] != NULL
	&& strcmp (img->kernel_names[k], name) == 0)
      return (int) k;
  return -1;
}

/* Fold on the device, for __gpugen_region_fold, the COUNT partials of
   the fold KIND from element FIRST of the device buffer VALUES, into
   *RESULT from *INIT: the image's fold kernel (gpugen-rt.h) folds
   segments of them from the identity, queued on the region's stream
   after its launches, into the region's FOLD_DEV, whose results are
   read back and folded here in order (exact: see the head of fold.c).
   Return 1 on success; 0 where it cannot be done (a kind that the
   device does not fold, no kernel in the image, no buffer for the
   results), after which the caller folds on the host as if this had
   not been tried, with nothing queued; -1 where the launch or the read
   back failed (reported), which fails the region.  */

static int
device_fold (unsigned kind, void *result, const void *init,
	     const void *values, size_t first, size_t count)
{
  size_t size = gpugen_rt_fold_size (kind);
  unsigned long long out[FOLD_BLOCKS_MAX], slots[4];
  void *args[4];
  unsigned grid[3], block[3], blocks, i;
  char name[64];
  int k;

  /* The kernel's name is none where the kind does not fold on the
     device (gpugen_fold_device_kind_p).  */
  if (size > sizeof out[0]
      || !gpugen_rt_fold_kernel_name (kind, name, sizeof name))
    return 0;
  k = region_kernel_index (name);
  if (k < 0)
    {
      gpugen_rt_debug (2, "region %s: no kernel %s in the image; %zu "
		       "partials folded on the host", region_name (), name,
		       count);
      return 0;
    }
  if (region.fold_dev == NULL)
    {
      void *dev = gpugen_rt_buffer_get (FOLD_BLOCKS_MAX * sizeof out[0]);

      if (dev == NULL)
	return 0;
      if (!record_buffer (dev, FOLD_BLOCKS_MAX * sizeof out[0]))
	{
	  gpugen_rt_buffer_put (dev, FOLD_BLOCKS_MAX * sizeof out[0]);
	  return 0;
	}
      region.fold_dev = dev;
    }
  blocks = (count / FOLD_PER_BLOCK_MIN < FOLD_BLOCKS_MAX
	    ? (unsigned) ((count + FOLD_PER_BLOCK_MIN - 1)
			  / FOLD_PER_BLOCK_MIN)
	    : FOLD_BLOCKS_MAX);
  slots[0] = (unsigned long long) (uintptr_t) values;
  slots[1] = first;
  slots[2] = count;
  slots[3] = (unsigned long long) (uintptr_t) region.fold_dev;
  for (i = 0; i < 4; i++)
    args[i] = &slots[i];
  grid[0] = blocks;
  grid[1] = grid[2] = 1;
  block[0] = GPUGEN_FOLD_THREADS;
  block[1] = block[2] = 1;
  if (!gpugen_rt_launch (__func__, region.img, (unsigned) k, grid, block, 0,
			 args, region.async ? 4 : -1))
    {
      fail_region ("the launch of a reduction's fold");
      return -1;
    }
  if (!wait_region ()
      || !region_copy_to_scratch (out, region.fold_dev, blocks * size,
				  __func__)
      || !gpugen_rt_fold (kind, result, init, out, NULL, blocks))
    {
      fail_region ("the read of a reduction's partial results");
      return -1;
    }
  gpugen_rt_debug (2, "region %s: %zu partials folded on the device by "
		   "%s into %u", region_name (), count, name, blocks);
  return 1;
}

/* See gpugen-rt.h.  Many partials of a kind that folds in segments are
   folded on the device (device_fold); otherwise they are read into a
   buffer of the region's (never counted as results copied back, so a
   failure leaves the host path to run), then folded by fold.c.  */

GPUGEN_EXPORT int
__gpugen_region_fold (unsigned kind, void *result, const void *init,
		      const void *values, const void *states, size_t first,
		      size_t count)
{
  size_t size = gpugen_rt_fold_size (kind);
  bool with_states = gpugen_rt_fold_states_p (kind);
  bool ok = region.open && !region.failed && size != 0;
  bool done = false;
  char *buf = NULL;

  if (size == 0)
    return 0;
  if (ok && count != 0)
    {
      size_t bytes = count * size, sbytes = count * sizeof (int);
      size_t need = bytes + (with_states ? sbytes : 0);
      int dev = 0;

      if (count > SIZE_MAX / (size + sizeof (int)) || values == NULL
	  || (with_states && states == NULL))
	ok = false;
      else if (!with_states && count >= GPUGEN_FOLD_DEVICE_MIN
	       && (dev = device_fold (kind, result, init, values, first,
				      count)) != 0)
	{
	  ok = dev > 0;
	  done = true;
	}
      else
	{
	  if (need > region.fold_host_bytes)
	    {
	      free (region.fold_host);
	      region.fold_host = malloc (need);
	      region.fold_host_bytes = region.fold_host != NULL ? need : 0;
	    }
	  buf = region.fold_host;
	  if (buf == NULL)
	    {
	      gpugen_rt_error ("out of host memory in region %s; the loop "
			       "nest runs on the host", region_name ());
	      ok = false;
	    }
	  else
	    ok = (wait_region ()
		  && region_copy_to_scratch (buf, (const char *) values
					     + first * size, bytes, __func__)
		  && (!with_states
		      || region_copy_to_scratch (buf + bytes,
						 (const char *) states
						 + first * sizeof (int),
						 sbytes, __func__)));
	}
    }
  if (ok && !done)
    ok = gpugen_rt_fold (kind, result, init, buf,
			 with_states ? (const int *) (buf + count * size) : NULL,
			 count);
  if (ok)
    return 1;
  if (region.open)
    fail_region ("the read of a reduction's partial results");
  memcpy (result, init, size);
  return 0;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_region_prefault (void *host, const void *dev, size_t offset,
			  size_t bytes)
{
  if (region.open && !region.failed && region.async && dev != NULL
      && gpugen_rt_async_pending () != 0)
    gpugen_rt_async_prefault_note ((char *) host + offset, bytes);
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT int
__gpugen_region_exit (void)
{
  bool ok;

  if (!region.open)
    return 0;
  if (!wait_region ())
    {
      if (region.copied_out != 0)
	abort_region ();
      fail_region ("the wait for the device");
    }
  ok = !region.failed;
  gpugen_rt_debug (2, "region %s: exited, %s", region_name (),
		   ok ? "results copied back" : "failed");
  if (gpugen_rt_config.profile)
    gpugen_rt_profile_way (region.name, (ok ? GPUGEN_RT_WAY_DEVICE
					 : GPUGEN_RT_WAY_FAILED));
  close_region ();
  return ok;
}
