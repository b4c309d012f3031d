/* async.c -- the regions' stream, page-locked staging and copies.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   On a CUDA device the regions of ABI version 2 (region.c) queue their
   copies and launches on a stream that belongs to their thread, and
   wait for it only where the host needs a result: before a copy back
   writes into a host array, and at the region's exit.  The host then
   prepares the next launch while the device runs the previous one.

   Failures.  A launch that the driver refuses fails at once, as before.
   A kernel that fails while executing (an illegal address) surfaces at
   the next point that waits for the stream: gpugen_rt_async_sync, or
   the wait for a staging buffer.  The error is named there with the last
   kernel queued ("kernel K, the last of N queued since the last
   synchronization"), the device is given up (gpugen_rt_device_lost) as
   after a synchronous launch, and the region fails: since every copy
   back first waits for the stream, nothing was written into host arrays
   yet, and the region's host version runs on intact arrays.

   Copies.  Copies from and to pageable memory run at a fraction of the
   bus's rate (4.2 GB/s to an H200, 1.3 GB/s back, against 55 GB/s from
   page-locked memory), so a copy of more than DIRECT_MAX bytes goes
   through STAGE_BUFFERS page-locked buffers of the thread
   (cuMemAllocHost, STAGE_CHUNK bytes each, allocated on the thread's
   first staged copy and kept until the thread exits): to the device, the host copies chunk I into a free buffer
   while the DMA engine moves chunk I - 1 from another; from the device,
   the DMA of chunk I + 2 runs while the host copies chunk I out of its
   buffer.  A buffer is reused only after the event recorded behind its
   last DMA has completed.  The copy's rate is then that of the slower
   of the host's memcpy and the bus, instead of the pageable rate.

   The alternative, locking the user's array in place with
   cuMemHostRegister and letting the DMA engine read it directly, costs
   24 ms per 512 MB to register and 10 ms to unregister (H200), i.e.
   66 us per MB before the 18 us per MB of the transfer itself: about
   12 GB/s, no better than a memcpy into a staging buffer, and the
   registration may not outlive the copy (the program may free the
   memory and reuse it afterwards).  It is therefore used only for copies
   of at least GPUGEN_REGISTER_MB mebibytes, when that variable is set
   (for measuring, with bench/harness/device-check.sh), and whenever the
   staging buffers cannot be allocated; each registration is removed
   before the copy returns.

   One thread's memcpy moves 10 to 20 GB/s, below the bus's page-locked
   rate (measured on the H100 host, 512 MiB: one thread 10.6 GB/s, 8
   threads 34, 12 to 16 threads 42), so a staged copy is shared by the
   caller and the helper threads of a small pool (GPUGEN_COPY_THREADS
   helpers; by default three quarters of the CPUs less one, at most 11;
   each has two buffers of 4 MiB), started on
   the first staged copy and blocked on a condition variable between
   copies.  Each thread moves whole chunks (pool_transfer): it takes the
   next chunk, copies it into one of its own two page-locked buffers and
   queues its DMA on the caller's stream (to the device), or queues the
   DMA into its buffer, waits for it and copies the chunk out (from the
   device); no thread waits for the others between chunks, and the DMA
   engine is fed by all of them.  One copy uses the pool at a time; a
   copy that finds it busy, or runs without helpers, uses the calling
   thread's three buffers alone, as described above.  A failure stops
   the taking of chunks; the copy returns once no thread holds one,
   with the bytes written into host memory counted.

   A copy back into host memory that the program never touched faults
   and zeroes each page in its memcpy out of the staging buffers, at
   about half the rate of a copy into resident memory.  While a copy
   back waits for kernels, the pool's helpers fault those pages in
   (gpugen_rt_async_sync_prefault), so that the copy itself runs at the
   resident rate when the kernels take long enough.  A pool transfer
   into pages that are not resident is cut at huge-page boundaries of
   the host range, so that no two threads fault one huge page in (each
   would zero it, and one copy would be thrown away).  Copies to the
   device skip the blocks the program never touched (untouched.c).

   Small copies (up to DIRECT_MAX bytes) are queued directly from the
   pageable memory: the driver then stages them itself, the source is
   read before the call returns, and a copy to the host is complete when
   the call returns.

   Without the stream entry points (an old or fake driver), or when the
   stream cannot be created, the regions use the synchronous paths of
   memory.c and image.c.  */

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>

#include "internal.h"

/* The number of page-locked staging buffers per thread.  Three let the
   host fill one while the DMA engine drains another, with one spare to
   absorb jitter.  */

#define STAGE_BUFFERS 3

/* The size of each staging buffer.  Transfers of a few MiB run at the
   bus's full rate; 8 MiB also keeps the cost of waking the copy helpers
   (tens of microseconds) small against the copy of a chunk.  The
   buffers of a thread take 24 MiB of page-locked memory.  */

#define STAGE_CHUNK ((size_t) 8 << 20)

/* The smallest chunk a staged copy is cut into: a copy is cut into at
   least 4 chunks so that the host copy and the DMA overlap, but never
   into chunks smaller than this.  */

#define STAGE_MIN_CHUNK ((size_t) 256 << 10)

/* Copies of at most this many bytes are queued directly from or to
   pageable memory.  */

#define DIRECT_MAX ((size_t) 64 << 10)

/* Launches whose device time GPUGEN_PROFILE measures with events
   before it drains them (by waiting for the stream).  */

#define TIMED_LAUNCHES 128

/* A launch timed for GPUGEN_PROFILE: its kernel and its events.  */

struct timed_launch
{
  /* The kernel, as passed to gpugen_rt_profile_launch.  */
  const struct gpugen_image *img;
  unsigned kernel;

  /* Events recorded on the stream before and after the launch.  */
  CUevent start, stop;
};

/* The state of the calling thread's stream.  */

struct thread_async
{
  /* Whether creating the stream was tried, and the stream (NULL when
     the synchronous paths are used).  */
  bool tried;
  CUstream stream;

  /* The staging buffers (NULL until the first staged copy) and, for
     each, the event recorded after its last DMA and whether that DMA
     may still be running.  NO_STAGING: allocating them failed; do not
     try again.  */
  void *stage[STAGE_BUFFERS];
  CUevent done[STAGE_BUFFERS];
  bool busy[STAGE_BUFFERS];
  bool no_staging;

  /* Launches queued since the stream was last waited for, and the name
     of the last one, for messages.  */
  unsigned long pending;
  const char *last_kernel;

  /* GPUGEN_PROFILE's launches waiting for their times.  */
  struct timed_launch timed[TIMED_LAUNCHES];
  unsigned n_timed;
};

/* The calling thread's stream.  */

static __thread struct thread_async ta;

static void report_stream_error (const char *fn, CUresult r);
static void start_helpers (void);

/* A thread-specific key whose destructor releases the thread's stream
   and buffers; its value is non-NULL in threads that have them.  */

static pthread_key_t async_key;
static pthread_once_t async_key_once = PTHREAD_ONCE_INIT;
static bool async_key_ok;

/* GPUGEN_REGISTER_MB in bytes; 0: never register (the default).  */

static size_t register_min;

/* The most helper threads of the copy pool.  */

#define MAX_HELPERS 15

/* The most helper threads chosen without GPUGEN_COPY_THREADS.  */

#define DEFAULT_HELPERS 11

/* The smallest part of a chunk that one thread copies.  */

#define MIN_PART ((size_t) 128 << 10)

/* The most host ranges that one wait for the stream faults in.  */

#define PREFAULT_RANGES 16

/* The host ranges of the copies back that the next wait for the
   calling thread's stream faults in (gpugen_rt_async_prefault_note):
   N of them, range I from START[I] to END[I] (whole pages), cut into
   parts from FIRST_PART[I] to FIRST_PART[I + 1] - 1 (of PREFAULT_PART
   bytes, aligned, the first and last clipped to the range).  */

struct prefault_ranges
{
  unsigned n;
  uintptr_t start[PREFAULT_RANGES], end[PREFAULT_RANGES];
  unsigned first_part[PREFAULT_RANGES + 1];
};

/* The calling thread's host ranges to fault in at the next wait; every
   wait forgets them.  */

static __thread struct prefault_ranges noted;

/* The pool of helper threads that share the host copies of staged
   chunks.  */

static struct
{
  /* Taken (with trylock) by the copy that uses the pool.  */
  pthread_mutex_t busy;

  /* Guards the rest; WORK wakes the helpers, DONE the copy's thread.  */
  pthread_mutex_t lock;
  pthread_cond_t work, done;

  /* The helpers wanted (GPUGEN_COPY_THREADS) and started, and those
     that have tried to make their staging buffers.  */
  unsigned wanted, started, ready;

  /* The current job: PARTS parts of PART bytes (the last one shorter)
     of the BYTES bytes from SRC to DST; NEXT is the next part to take,
     FINISHED the parts copied.  GENERATION counts jobs.  */
  char *dst;
  const char *src;
  size_t bytes, part;
  unsigned parts, next, finished;
  unsigned long generation;

  /* Set when the current job is a transfer (pool_transfer): every
     thread moves whole chunks of PART bytes between the host and the
     device through its own staging buffers, on the stream STREAM, in
     direction TO_DEVICE; DEV is the device address.  ERROR_FN and
     ERROR are the first failed driver call and its status.  */
  bool transfer, to_device;
  CUstream stream;
  CUdeviceptr dev;
  const char *error_fn;
  CUresult error;

  /* The bytes a transfer from the device has written into host
     memory; the size of chunk 0 when chunks are cut at huge pages of
     the host (chunk I > 0 then starts at HEAD + (I - 1) * PART).  */
  size_t written, head;

  /* Set when the current job is a prefault (gpugen_rt_async_sync_
     prefault): the parts of the host ranges RANGES, taken until QUIT;
     EXAMINED and FAULTED add up the bytes of the parts done and of
     their pages that were not resident.  */
  bool populate, quit;
  const struct prefault_ranges *ranges;
  size_t examined, faulted;
} pool = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
	   PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER,
	   0, 0, 0, NULL, NULL, 0, 0, 0, 0, 0, 0,
	   false, false, NULL, 0, NULL, CUDA_SUCCESS, 0, 0, false, false,
	   NULL, 0, 0 };

/* The size of each of a worker's two staging buffers in pool
   transfers.  */

#define WORKER_CHUNK ((size_t) 4 << 20)

/* A thread's staging buffers for pool transfers (the helpers' and the
   caller's): two page-locked buffers of WORKER_CHUNK bytes, the event
   recorded behind the last DMA of each and whether that DMA may still
   run, and which buffer the next chunk uses.  FAILED: they could not be
   made; the thread takes no chunks.  */

struct worker
{
  void *stage[2];
  CUevent done[2];
  bool busy[2];
  unsigned turn;
  bool failed;
};

/* The calling thread's buffers for pool transfers.  */

static __thread struct worker self_worker;

/* Make sure W's buffers exist, binding the device's context to the
   calling thread first.  Return false if they cannot be made.  */

static bool
worker_ready (struct worker *w)
{
  unsigned i;

  if (w->failed)
    return false;
  if (w->stage[1] != NULL)
    return true;
  if (!gpugen_rt_bind_thread ())
    {
      w->failed = true;
      return false;
    }
  for (i = 0; i < 2; i++)
    if ((w->stage[i] == NULL
	 && CUDA_CALL_NOCHECK (cuMemAllocHost, &w->stage[i], WORKER_CHUNK)
	    != CUDA_SUCCESS)
	|| (w->done[i] == NULL
	    && CUDA_CALL_NOCHECK (cuEventCreate, &w->done[i],
				  CU_EVENT_DISABLE_TIMING) != CUDA_SUCCESS))
      {
	gpugen_rt_debug (1, "a copy thread cannot allocate its staging "
			 "buffers; it does not take part in copies");
	w->stage[i] = NULL;
	w->failed = true;
	return false;
      }
  return true;
}

/* Record in the pool's job that driver call FN failed with R, unless
   a failure is recorded already.  POOL.LOCK is not held.  */

static void
transfer_failed (const char *fn, CUresult r)
{
  pthread_mutex_lock (&pool.lock);
  if (pool.error == CUDA_SUCCESS)
    {
      pool.error_fn = fn;
      pool.error = r;
    }
  pthread_mutex_unlock (&pool.lock);
}

/* Move chunk I (N bytes at OFFSET) of the pool's transfer through W's
   next buffer.  To the device: wait for the buffer, copy the host's
   bytes into it, queue its DMA and record its event.  From the device:
   queue the DMA into the buffer, wait for it, copy the bytes out.
   Return false after recording a failure.  */

static bool
transfer_chunk (struct worker *w, size_t offset, size_t n)
{
  unsigned b = w->turn;
  CUresult r;

  w->turn ^= 1;
  if (w->busy[b])
    {
      r = CUDA_CALL_NOCHECK (cuEventSynchronize, w->done[b]);
      if (r != CUDA_SUCCESS)
	{
	  transfer_failed (CUDA_NAME (cuEventSynchronize), r);
	  return false;
	}
      w->busy[b] = false;
    }
  if (pool.to_device)
    {
      memcpy (w->stage[b], pool.src + offset, n);
      r = CUDA_CALL_NOCHECK (cuMemcpyHtoDAsync, pool.dev + offset,
			     w->stage[b], n, pool.stream);
      if (r != CUDA_SUCCESS)
	{
	  transfer_failed (CUDA_NAME (cuMemcpyHtoDAsync), r);
	  return false;
	}
    }
  else
    {
      r = CUDA_CALL_NOCHECK (cuMemcpyDtoHAsync, w->stage[b],
			     pool.dev + offset, n, pool.stream);
      if (r != CUDA_SUCCESS)
	{
	  transfer_failed (CUDA_NAME (cuMemcpyDtoHAsync), r);
	  return false;
	}
    }
  r = CUDA_CALL_NOCHECK (cuEventRecord, w->done[b], pool.stream);
  if (r != CUDA_SUCCESS)
    {
      transfer_failed (CUDA_NAME (cuEventRecord), r);
      return false;
    }
  w->busy[b] = true;
  if (!pool.to_device)
    {
      r = CUDA_CALL_NOCHECK (cuEventSynchronize, w->done[b]);
      if (r != CUDA_SUCCESS)
	{
	  transfer_failed (CUDA_NAME (cuEventSynchronize), r);
	  return false;
	}
      w->busy[b] = false;
      memcpy (pool.dst + offset, w->stage[b], n);
    }
  return true;
}

/* Take chunks of the pool's transfer until none is left, moving each
   through W's buffers (a thread whose buffers cannot be made takes
   none).  POOL.LOCK must be held; it is released while moving.  */

static void
transfer_chunks (struct worker *w)
{
  if (!w->stage[1] && !w->failed)
    {
      pthread_mutex_unlock (&pool.lock);
      worker_ready (w);
      pthread_mutex_lock (&pool.lock);
    }
  if (w->failed)
    return;
  while (pool.next < pool.parts && pool.error == CUDA_SUCCESS)
    {
      unsigned i = pool.next++;
      size_t offset = (pool.head == 0 ? i * pool.part
		       : i == 0 ? 0 : pool.head + (i - 1) * pool.part);
      size_t n = (pool.head != 0 && i == 0 ? pool.head
		  : pool.bytes - offset < pool.part ? pool.bytes - offset
		  : pool.part);

      pthread_mutex_unlock (&pool.lock);
      bool ok = transfer_chunk (w, offset, n);
      pthread_mutex_lock (&pool.lock);
      if (ok && !pool.to_device)
	pool.written += n;
      pool.finished++;
      pthread_cond_signal (&pool.done);
    }
}

/* Copy the parts of the pool's current job until none is left.  POOL.LOCK
   must be held; it is released while copying.  */

static void
copy_parts (void)
{
  while (pool.next < pool.parts)
    {
      unsigned i = pool.next++;
      size_t offset = i * pool.part;
      size_t n = (pool.bytes - offset < pool.part ? pool.bytes - offset
		  : pool.part);
      char *dst = pool.dst;
      const char *src = pool.src;

      pthread_mutex_unlock (&pool.lock);
      memcpy (dst + offset, src + offset, n);
      pthread_mutex_lock (&pool.lock);
      if (++pool.finished == pool.parts)
	pthread_cond_signal (&pool.done);
    }
}

/* Populate the parts of the pool's current prefault until none is
   left or the job is told to quit (the device finished, or the kernel
   refused a populate).  POOL.LOCK must be held; it is released while
   populating.  */

static void
populate_parts (void)
{
  size_t page = gpugen_rt_prefault_page ();

  while (pool.next < pool.parts && !pool.quit)
    {
      const struct prefault_ranges *r = pool.ranges;
      unsigned i = pool.next++, k = 0;
      uintptr_t lo, hi;
      bool stop = false;
      size_t n;

      while (i >= r->first_part[k + 1])
	k++;
      lo = ((r->start[k] & ~(uintptr_t) (PREFAULT_PART - 1))
	    + (uintptr_t) (i - r->first_part[k]) * PREFAULT_PART);
      hi = lo + PREFAULT_PART;
      if (lo < r->start[k])
	lo = r->start[k];
      if (hi > r->end[k])
	hi = r->end[k];
      pthread_mutex_unlock (&pool.lock);
      n = gpugen_rt_populate_range ((char *) lo, hi - lo, page, &stop);
      pthread_mutex_lock (&pool.lock);
      pool.examined += hi - lo;
      pool.faulted += n;
      pool.finished++;
      if (stop)
	pool.quit = true;
      pthread_cond_signal (&pool.done);
    }
}

/* The body of a helper thread: copy parts of each new job.  */

static void *
helper (void *unused)
{
  unsigned long seen = 0;
  struct worker w;

  (void) unused;
  memset (&w, 0, sizeof w);
  /* The buffers first, while the program is still setting up, rather
     than in its first copy: each is a cuMemAllocHost, a millisecond or
     more.  */
  worker_ready (&w);
  pthread_mutex_lock (&pool.lock);
  pool.ready++;
  pthread_cond_broadcast (&pool.done);
  for (;;)
    {
      while (pool.generation == seen)
	pthread_cond_wait (&pool.work, &pool.lock);
      seen = pool.generation;
      if (pool.transfer)
	transfer_chunks (&w);
      else if (pool.populate)
	populate_parts ();
      else
	copy_parts ();
    }
  return NULL;
}

/* In a child process after fork, the helpers do not exist: start
   afresh.  */

static void
pool_after_fork (void)
{
  pthread_mutex_init (&pool.busy, NULL);
  pthread_mutex_init (&pool.lock, NULL);
  pthread_cond_init (&pool.work, NULL);
  pthread_cond_init (&pool.done, NULL);
  pool.started = 0;
  pool.ready = 0;
  /* The forking thread's staging buffers belong to the parent's
     context.  */
  memset (&self_worker, 0, sizeof self_worker);
}

/* Copy BYTES bytes from SRC to DST with the pool's help when it is free
   and the copy is large enough to split.  */

static void
parallel_memcpy (void *dst, const void *src, size_t bytes)
{
  unsigned parts;

  if (pool.wanted == 0 || bytes < 2 * MIN_PART
      || pthread_mutex_trylock (&pool.busy) != 0)
    {
      memcpy (dst, src, bytes);
      return;
    }
  pthread_mutex_lock (&pool.lock);
  start_helpers ();
  pool.transfer = false;
  pool.populate = false;
  parts = pool.started + 1;
  if (bytes / parts < MIN_PART)
    parts = bytes / MIN_PART;
  pool.dst = dst;
  pool.src = src;
  pool.bytes = bytes;
  pool.part = (bytes + parts - 1) / parts;
  pool.parts = parts;
  pool.next = 0;
  pool.finished = 0;
  pool.generation++;
  pthread_cond_broadcast (&pool.work);
  copy_parts ();
  while (pool.finished < pool.parts)
    pthread_cond_wait (&pool.done, &pool.lock);
  pthread_mutex_unlock (&pool.lock);
  pthread_mutex_unlock (&pool.busy);
}

/* Start the helpers wanted and not started yet.  POOL.LOCK is held.  */

static void
start_helpers (void)
{
  while (pool.started < pool.wanted)
    {
      pthread_t thread;
      pthread_attr_t attr;
      bool ok;

      pthread_attr_init (&attr);
      pthread_attr_setdetachstate (&attr, PTHREAD_CREATE_DETACHED);
      pthread_attr_setstacksize (&attr, 64 << 10);
      ok = pthread_create (&thread, &attr, helper, NULL) == 0;
      pthread_attr_destroy (&attr);
      if (!ok)
	{
	  gpugen_rt_debug (1, "cannot start copy helper %u; copies use %u",
			   pool.started + 1, pool.started);
	  pool.wanted = pool.started;
	  break;
	}
      pool.started++;
    }
}

/* Copy BYTES bytes between host address HOST and device address DEV
   (to the device when TO_DEVICE) on STREAM, with the pool's threads and
   the caller each moving whole chunks through their own staging buffers
   (see the head of this file).  Return 1 on success, 0 after reporting
   a failure, -1 when the pool is busy or has no helpers, or the copy is
   too small to share (nothing was done).  Store in *WRITTEN the bytes
   written into host memory.  */

static int
pool_transfer (bool to_device, void *host, CUdeviceptr dev, size_t bytes,
	       CUstream stream, size_t *written)
{
  unsigned parts;
  size_t part;
  bool ok;

  /* The caller always takes chunks, so the transfer finishes even if
     no helper can make its buffers.  */
  if (pool.wanted == 0 || bytes < 2 * STAGE_MIN_CHUNK
      || !worker_ready (&self_worker)
      || pthread_mutex_trylock (&pool.busy) != 0)
    return -1;
  pthread_mutex_lock (&pool.lock);
  start_helpers ();
  if (pool.started == 0)
    {
      pthread_mutex_unlock (&pool.lock);
      pthread_mutex_unlock (&pool.busy);
      return -1;
    }
  /* At least two chunks per thread, so that a thread's host copy of one
     overlaps the DMA of another; at most WORKER_CHUNK bytes each.  */
  part = bytes / (2 * (pool.started + 1));
  part = (part + 0xffff) & ~(size_t) 0xffff;
  if (part < STAGE_MIN_CHUNK)
    part = STAGE_MIN_CHUNK;
  if (part > WORKER_CHUNK)
    part = WORKER_CHUNK;
  parts = (bytes + part - 1) / part;
  pool.head = 0;
  if (!to_device && bytes >= 2 * PREFAULT_PART
      && gpugen_rt_range_has_absent_pages (host, bytes))
    {
      /* Into fresh memory: whole huge pages a chunk, so that no two
	 threads fault one in (each would zero it; one copy is thrown
	 away).  */
      part = part <= PREFAULT_PART ? PREFAULT_PART : WORKER_CHUNK;
      pool.head = -(uintptr_t) host & (PREFAULT_PART - 1);
      parts = (pool.head != 0) + (bytes - pool.head + part - 1) / part;
    }
  pool.transfer = true;
  pool.populate = false;
  pool.to_device = to_device;
  pool.dst = to_device ? NULL : (char *) host;
  pool.src = to_device ? (const char *) host : NULL;
  pool.dev = dev;
  pool.stream = stream;
  pool.bytes = bytes;
  pool.part = part;
  pool.parts = parts;
  pool.next = 0;
  pool.finished = 0;
  pool.error = CUDA_SUCCESS;
  pool.error_fn = NULL;
  pool.written = 0;
  pool.generation++;
  pthread_cond_broadcast (&pool.work);
  transfer_chunks (&self_worker);
  /* Wait until every chunk is moved or, after a failure (the threads
     then take no more), until no chunk is in a thread's hands: no
     thread touches the host range after the return.  Helpers that wake
     late find no chunk left.  */
  while (pool.finished < pool.next
	 || (pool.error == CUDA_SUCCESS && pool.finished < pool.parts))
    pthread_cond_wait (&pool.done, &pool.lock);
  pool.next = pool.parts;
  ok = pool.error == CUDA_SUCCESS;
  *written = pool.written;
  pthread_mutex_unlock (&pool.lock);
  pthread_mutex_unlock (&pool.busy);
  if (!ok)
    report_stream_error (pool.error_fn, pool.error);
  return ok;
}

/* Release the calling thread's stream, events and staging buffers,
   unless the device is gone.  The destructor of ASYNC_KEY.  */

static void
release_thread (void *unused)
{
  unsigned i;

  (void) unused;
  if (gpugen_rt_backend_if_started () == GPUGEN_RT_CUDA
      && gpugen_rt_bind_thread ())
    {
      if (ta.stream != NULL)
	CUDA_CALL_NOCHECK (cuStreamSynchronize, ta.stream);
      for (i = 0; i < STAGE_BUFFERS; i++)
	{
	  if (ta.stage[i] != NULL)
	    CUDA_CALL_NOCHECK (cuMemFreeHost, ta.stage[i]);
	  if (ta.done[i] != NULL)
	    CUDA_CALL_NOCHECK (cuEventDestroy, ta.done[i]);
	}
      for (i = 0; i < 2; i++)
	{
	  if (self_worker.stage[i] != NULL)
	    CUDA_CALL_NOCHECK (cuMemFreeHost, self_worker.stage[i]);
	  if (self_worker.done[i] != NULL)
	    CUDA_CALL_NOCHECK (cuEventDestroy, self_worker.done[i]);
	}
      for (i = 0; i < TIMED_LAUNCHES; i++)
	{
	  if (ta.timed[i].start != NULL)
	    CUDA_CALL_NOCHECK (cuEventDestroy, ta.timed[i].start);
	  if (ta.timed[i].stop != NULL)
	    CUDA_CALL_NOCHECK (cuEventDestroy, ta.timed[i].stop);
	}
      if (ta.stream != NULL)
	CUDA_CALL_NOCHECK (cuStreamDestroy, ta.stream);
    }
  memset (&ta, 0, sizeof ta);
  memset (&self_worker, 0, sizeof self_worker);
}

/* Create ASYNC_KEY, read GPUGEN_REGISTER_MB and size the copy pool;
   called once.  */

static void
create_async_key (void)
{
  long cpus = sysconf (_SC_NPROCESSORS_ONLN);

  async_key_ok = pthread_key_create (&async_key, release_thread) == 0;
  register_min = (size_t) gpugen_rt_config.register_mb << 20;
  if (gpugen_rt_config.copy_threads >= 0)
    pool.wanted = (gpugen_rt_config.copy_threads > MAX_HELPERS
		   ? MAX_HELPERS : gpugen_rt_config.copy_threads);
  else
    {
      /* Measured on an H100 host of 16 CPUs (bench/harness rt-bench,
	 a region's copies of 512 MiB, two runs; page-locked DMA alone:
	 54-55 GB/s): 26-28 GB/s to the device and 20-22 back with 3
	 helpers, 44-48 and 35-37 with 7, 48 and 42-45 with 11, 46-47
	 and 47-48 with 15.  Three quarters of the CPUs less one, at
	 most DEFAULT_HELPERS: 11 on 16 CPUs, 5 on 8, 2 on 4, none
	 below 2.  The helpers sleep between copies.  */
      long n = cpus * 3 / 4 - 1;

      pool.wanted = n < 0 ? 0 : n > DEFAULT_HELPERS ? DEFAULT_HELPERS : n;
    }
  pthread_atfork (NULL, NULL, pool_after_fork);
}

/* The longest gpugen_rt_async_started waits for the helpers.  */

#define READY_WAIT_S 2

/* Start the copy pool's helpers and wait (at most READY_WAIT_S seconds)
   until they have made their staging buffers: called when the CUDA
   backend starts, so that the program's first copies neither wait for
   a dozen page-locked allocations (H100 host, 64 MiB: 1.5 GB/s for a
   first copy against 39 GB/s for the next ones) nor queue behind them
   in the driver (gpubench's first regions, 20 MB copies: 14-21 ms
   instead of 0.5 while the helpers allocated).  The calling thread,
   usually the one that runs the regions, makes its stream and its own
   two staging buffers too (rt-bench's "first region", 164 MiB: 32.5
   GB/s instead of 14-18), and warms up untouched.c's memset.  Nothing
   when the regions copy synchronously (GPUGEN_ASYNC=0), and no buffers
   of the calling thread when no helper is wanted (its copies then use
   copy_staged's buffers).  */

void
gpugen_rt_async_started (void)
{
  struct timespec limit;

  if (!gpugen_rt_config.async)
    return;
  pthread_once (&async_key_once, create_async_key);
  pthread_mutex_lock (&pool.lock);
  start_helpers ();
  pthread_mutex_unlock (&pool.lock);
  if (gpugen_rt_async_stream () != NULL && pool.wanted > 0)
    worker_ready (&self_worker);
  if (ta.stream != NULL)
    gpugen_rt_untouched_warm_up (ta.stream);
  clock_gettime (CLOCK_REALTIME, &limit);
  limit.tv_sec += READY_WAIT_S;
  pthread_mutex_lock (&pool.lock);
  while (pool.ready < pool.started
	 && pthread_cond_timedwait (&pool.done, &pool.lock, &limit) == 0)
    ;
  pthread_mutex_unlock (&pool.lock);
}

/* Return the calling thread's stream, creating it on first use, or
   NULL when the regions must use the synchronous paths.  The backend is
   GPUGEN_RT_CUDA and the context is current.  */

CUstream
gpugen_rt_async_stream (void)
{
  CUresult r;

  if (ta.tried)
    return ta.stream;
  ta.tried = true;
  pthread_once (&async_key_once, create_async_key);
  if (!gpugen_rt_config.async
      || !CUDA_CALL_EXISTS (cuStreamCreate)
      || !CUDA_CALL_EXISTS (cuStreamDestroy)
      || !CUDA_CALL_EXISTS (cuStreamSynchronize)
      || !CUDA_CALL_EXISTS (cuMemcpyHtoDAsync)
      || !CUDA_CALL_EXISTS (cuMemcpyDtoHAsync))
    {
      gpugen_rt_debug (1, "regions use synchronous copies and launches");
      return NULL;
    }
  r = CUDA_CALL_NOCHECK (cuStreamCreate, &ta.stream, CU_STREAM_DEFAULT);
  if (r != CUDA_SUCCESS)
    {
      CUDA_REPORT (cuStreamCreate, r);
      gpugen_rt_error ("regions of this thread use synchronous copies and "
		       "launches");
      ta.stream = NULL;
      return NULL;
    }
  if (async_key_ok)
    pthread_setspecific (async_key, &ta);
  gpugen_rt_debug (1, "regions of this thread queue their work on stream "
		   "%p", (void *) ta.stream);
  return ta.stream;
}

/* Report that the driver call FN returned R at a point that waits for
   the stream, naming the kernel that probably failed, and give the
   device up when a kernel failed while executing.  */

static void
report_stream_error (const char *fn, CUresult r)
{
  gpugen_rt_error ("%s error: %s", fn, gpugen_rt_cuda_error (r));
  if (ta.pending > 0)
    {
      gpugen_rt_error ("kernel %s (the last of %lu queued since the last "
		       "synchronization) failed on %s; the GPU is unusable "
		       "now and the rest of the run uses the host",
		       ta.last_kernel, ta.pending, gpugen_rt_backend_name ());
      ta.pending = 0;
      gpugen_rt_device_lost ();
    }
  else if (r == CUDA_ERROR_ILLEGAL_ADDRESS || r == CUDA_ERROR_LAUNCH_FAILED
	   || r == CUDA_ERROR_MISALIGNED_ADDRESS
	   || r == CUDA_ERROR_ILLEGAL_INSTRUCTION
	   || r == CUDA_ERROR_HARDWARE_STACK_ERROR
	   || r == CUDA_ERROR_INVALID_PC || r == CUDA_ERROR_ASSERT)
    {
      gpugen_rt_error ("the GPU %s failed; it is unusable now and the rest "
		       "of the run uses the host", gpugen_rt_backend_name ());
      gpugen_rt_device_lost ();
    }
}

/* Charge the device times of the launches timed for GPUGEN_PROFILE,
   whose events have all completed; their events are kept for the next
   launches.  */

static void
drain_timed (void)
{
  unsigned i;

  for (i = 0; i < ta.n_timed; i++)
    {
      struct timed_launch *t = &ta.timed[i];
      float elapsed = 0;

      if (CUDA_CALL_NOCHECK (cuEventElapsedTime, &elapsed, t->start,
			     t->stop) != CUDA_SUCCESS)
	elapsed = 0;
      gpugen_rt_profile_launch (t->img, t->kernel, elapsed);
    }
  ta.n_timed = 0;
}

/* Wait for everything queued on the calling thread's stream.  Return
   true if it all succeeded; otherwise report (naming the failed kernel,
   see the head of this file) and return false.  Without a stream,
   return true.  After the device was given up, return false quietly:
   the failure has been reported.  */

bool
gpugen_rt_async_sync (void)
{
  bool submitted;
  unsigned i;
  CUresult r;

  noted.n = 0;
  if (ta.stream == NULL)
    return true;
  if (gpugen_rt_backend_if_started () != GPUGEN_RT_CUDA)
    return false;
  submitted = gpugen_rt_graph_flush (ta.stream);
  r = CUDA_CALL_NOCHECK (cuStreamSynchronize, ta.stream);
  if (r != CUDA_SUCCESS)
    {
      report_stream_error (CUDA_NAME (cuStreamSynchronize), r);
      /* Count the launches anyway, as gpugen_kernel_launches does.  */
      drain_timed ();
      return false;
    }
  ta.pending = 0;
  for (i = 0; i < STAGE_BUFFERS; i++)
    ta.busy[i] = false;
  if (ta.n_timed > 0)
    drain_timed ();
  return submitted;
}

/* Return the number of launches queued on the calling thread's stream
   since it was last waited for.  */

unsigned long
gpugen_rt_async_pending (void)
{
  return ta.pending;
}

/* Launch FUNCTION (kernel KERNEL of IMG, called NAME) on the calling
   thread's stream with the geometry and arguments of cuLaunchKernel
   (NARGS of them, pointers to 8-byte slots), without waiting for it;
   with GPUGEN_GRAPHS, add it to the thread's batch instead (graph.c).
   Under GPUGEN_PROFILE, bracket it with events whose times are charged
   at the next wait.  Return the launch's
   status (CUDA_SUCCESS when it was queued).  */

CUresult
gpugen_rt_async_launch (CUfunction function, const struct gpugen_image *img,
			unsigned kernel, const char *name,
			const unsigned grid[3], const unsigned block[3],
			unsigned shared_bytes, unsigned nargs, void **args)
{
  struct timed_launch *t = NULL;
  CUresult r;

  if (gpugen_rt_graph_enabled ())
    {
      if (!gpugen_rt_graph_add (ta.stream, function, img, kernel, name,
				grid, block, shared_bytes, nargs, args))
	return CUDA_ERROR_LAUNCH_FAILED;
      ta.pending++;
      ta.last_kernel = name;
      return CUDA_SUCCESS;
    }
  if (gpugen_rt_config.profile)
    {
      if (ta.n_timed == TIMED_LAUNCHES && !gpugen_rt_async_sync ())
	return CUDA_ERROR_LAUNCH_FAILED;
      t = &ta.timed[ta.n_timed];
      /* The events of a slot are created once and reused.  */
      if (t->start == NULL
	  && CUDA_CALL_NOCHECK (cuEventCreate, &t->start, CU_EVENT_DEFAULT)
	     != CUDA_SUCCESS)
	t->start = NULL;
      if (t->stop == NULL
	  && CUDA_CALL_NOCHECK (cuEventCreate, &t->stop, CU_EVENT_DEFAULT)
	     != CUDA_SUCCESS)
	t->stop = NULL;
      if (t->start == NULL || t->stop == NULL)
	t = NULL;
      if (t != NULL)
	{
	  t->img = img;
	  t->kernel = kernel;
	  if (CUDA_CALL_NOCHECK (cuEventRecord, t->start, ta.stream)
	      != CUDA_SUCCESS)
	    t = NULL;
	}
    }
  r = CUDA_CALL_NOCHECK (cuLaunchKernel, function, grid[0], grid[1],
			 grid[2], block[0], block[1], block[2], shared_bytes,
			 ta.stream, args, NULL);
  if (t != NULL && r == CUDA_SUCCESS
      && CUDA_CALL_NOCHECK (cuEventRecord, t->stop, ta.stream)
	 == CUDA_SUCCESS)
    ta.n_timed++;
  if (r == CUDA_SUCCESS)
    {
      ta.pending++;
      ta.last_kernel = name;
    }
  return r;
}

/* Make sure the staging buffers and their events exist.  Return false
   if they cannot be made (after a trace; the copies then go another
   way).  */

static bool
have_staging (void)
{
  unsigned i;
  CUresult r;

  if (ta.stage[STAGE_BUFFERS - 1] != NULL)
    return true;
  if (ta.no_staging || !CUDA_CALL_EXISTS (cuMemAllocHost)
      || !CUDA_CALL_EXISTS (cuMemFreeHost))
    return false;
  for (i = 0; i < STAGE_BUFFERS; i++)
    {
      if (ta.stage[i] == NULL)
	{
	  r = CUDA_CALL_NOCHECK (cuMemAllocHost, &ta.stage[i], STAGE_CHUNK);
	  if (r != CUDA_SUCCESS)
	    {
	      gpugen_rt_debug (1, "%s error: %s; copies do not use staging "
			       "buffers", CUDA_NAME (cuMemAllocHost),
			       gpugen_rt_cuda_error (r));
	      ta.stage[i] = NULL;
	      goto fail;
	    }
	}
      if (ta.done[i] == NULL)
	{
	  r = CUDA_CALL_NOCHECK (cuEventCreate, &ta.done[i],
				 CU_EVENT_DISABLE_TIMING);
	  if (r != CUDA_SUCCESS)
	    {
	      gpugen_rt_debug (1, "%s error: %s; copies do not use staging "
			       "buffers", CUDA_NAME (cuEventCreate),
			       gpugen_rt_cuda_error (r));
	      ta.done[i] = NULL;
	      goto fail;
	    }
	}
      ta.busy[i] = false;
    }
  gpugen_rt_debug (2, "%d staging buffers of %zu bytes", STAGE_BUFFERS,
		   STAGE_CHUNK);
  return true;

 fail:
  ta.no_staging = true;
  for (i = 0; i < STAGE_BUFFERS; i++)
    {
      if (ta.stage[i] != NULL)
	CUDA_CALL_NOCHECK (cuMemFreeHost, ta.stage[i]);
      if (ta.done[i] != NULL)
	CUDA_CALL_NOCHECK (cuEventDestroy, ta.done[i]);
      ta.stage[i] = NULL;
      ta.done[i] = NULL;
    }
  return false;
}

/* Wait until staging buffer B is free.  Return false after reporting if
   the wait failed.  */

static bool
wait_buffer (unsigned b)
{
  CUresult r;

  if (!ta.busy[b])
    return true;
  r = CUDA_CALL_NOCHECK (cuEventSynchronize, ta.done[b]);
  if (r != CUDA_SUCCESS)
    {
      report_stream_error (CUDA_NAME (cuEventSynchronize), r);
      return false;
    }
  ta.busy[b] = false;
  return true;
}

/* Queue the DMA of the N bytes between staging buffer B and device
   address DEV, in direction TO_DEVICE, and record B's event behind it.
   Return false after reporting a failure.  */

static bool
queue_chunk (bool to_device, unsigned b, CUdeviceptr dev, size_t n)
{
  CUresult r;

  if (to_device)
    r = CUDA_CALL_NOCHECK (cuMemcpyHtoDAsync, dev, ta.stage[b], n,
			   ta.stream);
  else
    r = CUDA_CALL_NOCHECK (cuMemcpyDtoHAsync, ta.stage[b], dev, n,
			   ta.stream);
  if (r != CUDA_SUCCESS)
    {
      if (to_device)
	CUDA_REPORT (cuMemcpyHtoDAsync, r);
      else
	CUDA_REPORT (cuMemcpyDtoHAsync, r);
      return false;
    }
  r = CUDA_CALL_NOCHECK (cuEventRecord, ta.done[b], ta.stream);
  if (r != CUDA_SUCCESS)
    {
      CUDA_REPORT (cuEventRecord, r);
      return false;
    }
  ta.busy[b] = true;
  return true;
}

/* The chunk size for a staged copy of BYTES bytes: a quarter of it,
   rounded up to 64 KiB, between STAGE_MIN_CHUNK and STAGE_CHUNK.  */

static size_t
chunk_size (size_t bytes)
{
  size_t chunk = ((bytes / 4) + 0xffff) & ~(size_t) 0xffff;

  return (chunk < STAGE_MIN_CHUNK ? STAGE_MIN_CHUNK
	  : chunk > STAGE_CHUNK ? STAGE_CHUNK : chunk);
}

/* Copy BYTES bytes through the staging buffers, from host address SRC
   to device address DST when TO_DEVICE, else from device address SRC to
   host address DST.  Add the bytes written into host memory to
   *WRITTEN.  Return true on success.  */

static bool
copy_staged (bool to_device, void *dst, const void *src, size_t bytes,
	     size_t *written)
{
  size_t chunk = chunk_size (bytes);
  size_t n_chunks = (bytes + chunk - 1) / chunk, i;

  if (to_device)
    {
      CUdeviceptr d = (CUdeviceptr) (uintptr_t) dst;

      for (i = 0; i < n_chunks; i++)
	{
	  unsigned b = i % STAGE_BUFFERS;
	  size_t offset = i * chunk;
	  size_t n = bytes - offset < chunk ? bytes - offset : chunk;

	  if (!wait_buffer (b))
	    return false;
	  parallel_memcpy (ta.stage[b], (const char *) src + offset, n);
	  if (!queue_chunk (true, b, d + offset, n))
	    return false;
	}
      return true;
    }

  CUdeviceptr s = (CUdeviceptr) (uintptr_t) src;
  for (i = 0; i < n_chunks && i < STAGE_BUFFERS; i++)
    {
      size_t offset = i * chunk;
      size_t n = bytes - offset < chunk ? bytes - offset : chunk;

      if (!wait_buffer (i) || !queue_chunk (false, i, s + offset, n))
	return false;
    }
  for (i = 0; i < n_chunks; i++)
    {
      unsigned b = i % STAGE_BUFFERS;
      size_t offset = i * chunk;
      size_t n = bytes - offset < chunk ? bytes - offset : chunk;
      size_t next = (i + STAGE_BUFFERS) * chunk;

      if (!wait_buffer (b))
	return false;
      parallel_memcpy ((char *) dst + offset, ta.stage[b], n);
      *written += n;
      if (i + STAGE_BUFFERS < n_chunks
	  && !queue_chunk (false, b, s + next,
			   bytes - next < chunk ? bytes - next : chunk))
	return false;
    }
  return true;
}

/* Copy BYTES bytes as copy_staged does, by registering the host range
   (page-locking it in place) for the duration of the copy.  Return 1 on
   success, 0 after reporting a failure of the copy, -1 if the range
   could not be registered (nothing was done; the caller copies another
   way).  */

static int
copy_registered (bool to_device, void *dst, const void *src, size_t bytes,
		 size_t *written)
{
  long page = sysconf (_SC_PAGESIZE);
  uintptr_t host = (uintptr_t) (to_device ? src : dst);
  uintptr_t start, end;
  CUresult r, u;

  if (!CUDA_CALL_EXISTS (cuMemHostRegister)
      || !CUDA_CALL_EXISTS (cuMemHostUnregister))
    return -1;
  if (page <= 0)
    page = 4096;
  start = host & ~(uintptr_t) (page - 1);
  end = (host + bytes + page - 1) & ~(uintptr_t) (page - 1);
  r = CUDA_CALL_NOCHECK (cuMemHostRegister, (void *) start, end - start, 0);
  if (r != CUDA_SUCCESS)
    {
      gpugen_rt_debug (1, "%s error: %s; copying %zu bytes through staging "
		       "buffers instead", CUDA_NAME (cuMemHostRegister),
		       gpugen_rt_cuda_error (r), bytes);
      return -1;
    }
  if (to_device)
    r = CUDA_CALL_NOCHECK (cuMemcpyHtoDAsync, (CUdeviceptr) (uintptr_t) dst,
			   src, bytes, ta.stream);
  else
    r = CUDA_CALL_NOCHECK (cuMemcpyDtoHAsync, dst,
			   (CUdeviceptr) (uintptr_t) src, bytes, ta.stream);
  if (r != CUDA_SUCCESS)
    {
      if (to_device)
	CUDA_REPORT (cuMemcpyHtoDAsync, r);
      else
	CUDA_REPORT (cuMemcpyDtoHAsync, r);
    }
  else
    {
      /* The registration must end before the copy returns, so wait for
	 the DMA.  From here on the host range may have been written.  */
      if (!to_device)
	*written += bytes;
      r = CUDA_CALL_NOCHECK (cuStreamSynchronize, ta.stream);
      if (r != CUDA_SUCCESS)
	report_stream_error (CUDA_NAME (cuStreamSynchronize), r);
      else
	{
	  unsigned i;

	  ta.pending = 0;
	  for (i = 0; i < STAGE_BUFFERS; i++)
	    ta.busy[i] = false;
	}
    }
  u = CUDA_CALL_NOCHECK (cuMemHostUnregister, (void *) start);
  if (u != CUDA_SUCCESS && r == CUDA_SUCCESS)
    {
      CUDA_REPORT (cuMemHostUnregister, u);
      r = u;
    }
  gpugen_rt_debug (2, "copied %zu bytes through a registration of %zu "
		   "bytes", bytes, (size_t) (end - start));
  return r == CUDA_SUCCESS;
}

/* The smallest copy back whose host range is faulted in while the
   device runs.  */

#define PREFAULT_MIN ((size_t) 4 << 20)

/* Note the BYTES bytes at host address HOST, the range of a copy back
   that will wait for launches still queued, for the next wait for the
   calling thread's stream (gpugen_rt_async_sync_prefault) to fault in
   while the device runs them.  Nothing when GPUGEN_PREFAULT=0, without
   helper threads, for copies below PREFAULT_MIN bytes, for a range
   noted already, or when PREFAULT_RANGES are noted.  */

void
gpugen_rt_async_prefault_note (void *host, size_t bytes)
{
  size_t page = gpugen_rt_prefault_page ();
  uintptr_t start, end;
  unsigned i;

  if (!gpugen_rt_config.prefault || pool.wanted == 0
      || bytes < PREFAULT_MIN || page == 0 || noted.n == PREFAULT_RANGES)
    return;
  start = ((uintptr_t) host + page - 1) & ~(uintptr_t) (page - 1);
  end = ((uintptr_t) host + bytes) & ~(uintptr_t) (page - 1);
  if (end <= start)
    return;
  for (i = 0; i < noted.n; i++)
    if (noted.start[i] == start && noted.end[i] == end)
      return;
  noted.start[noted.n] = start;
  noted.end[noted.n] = end;
  noted.n++;
}

/* Wait for everything queued on the calling thread's stream, as
   gpugen_rt_async_sync does (and return what it returns), while the
   copy pool's helpers fault in the host ranges noted by
   gpugen_rt_async_prefault_note: the pages that are not resident yet
   (MADV_POPULATE_WRITE, after the advice of
   gpugen_rt_advise_huge_pages), in parts of 2 MiB.  A copy back into
   memory that the program never touched otherwise faults and zeroes each page in its memcpy out of
   the staging buffers, which halves its rate (measured on an H100
   host, 512 MiB: 22 GB/s into fresh memory, 45 GB/s into memory
   already touched).  The helpers stop taking parts when the device has
   finished (the wait returned): the wait then waits for the parts in
   their hands only, and the pages not reached yet are faulted in by
   the copy, as without a prefault, so the prefault uses only time the
   host would spend waiting.  It writes no data and touches only whole
   pages inside ranges that copies back write anyway; a refusal by the
   kernel (before Linux 5.14) leaves the faults to the copies.  Without
   ranges, or when another copy holds the pool, it just waits.  Under
   GPUGEN_PROFILE the bytes faulted in and the wait for the parts in
   hand are charged to the region on a line of their own, not to the
   copies.  */

bool
gpugen_rt_async_sync_prefault (void)
{
  struct prefault_ranges job = noted;
  unsigned i, parts = 0, done;
  size_t examined, faulted;
  double t0 = 0;
  bool ok;

  noted.n = 0;
  if (job.n == 0 || pthread_mutex_trylock (&pool.busy) != 0)
    return gpugen_rt_async_sync ();
  for (i = 0; i < job.n; i++)
    {
      uintptr_t base = job.start[i] & ~(uintptr_t) (PREFAULT_PART - 1);

      gpugen_rt_advise_huge_pages ((void *) job.start[i],
				   job.end[i] - job.start[i]);
      job.first_part[i] = parts;
      parts += (job.end[i] - base + PREFAULT_PART - 1) / PREFAULT_PART;
    }
  job.first_part[job.n] = parts;
  pthread_mutex_lock (&pool.lock);
  start_helpers ();
  pool.transfer = false;
  pool.populate = true;
  pool.quit = false;
  pool.ranges = &job;
  pool.parts = parts;
  pool.next = 0;
  pool.finished = 0;
  pool.examined = 0;
  pool.faulted = 0;
  pool.generation++;
  pthread_cond_broadcast (&pool.work);
  pthread_mutex_unlock (&pool.lock);

  ok = gpugen_rt_async_sync ();

  if (gpugen_rt_config.profile || GPUGEN_DEBUG_P (2))
    t0 = gpugen_rt_now_ms ();
  pthread_mutex_lock (&pool.lock);
  pool.quit = true;
  while (pool.finished < pool.next)
    pthread_cond_wait (&pool.done, &pool.lock);
  done = pool.finished;
  pool.next = pool.parts;
  examined = pool.examined;
  faulted = pool.faulted;
  pthread_mutex_unlock (&pool.lock);
  pthread_mutex_unlock (&pool.busy);
  if (gpugen_rt_config.profile)
    gpugen_rt_profile_prefault (examined, faulted,
				gpugen_rt_now_ms () - t0);
  gpugen_rt_debug (2, "faulted in %zu bytes of copies back while the "
		   "device ran (of %zu examined, %u parts of %u), then "
		   "waited %.3f ms for the parts in hand", faulted, examined,
		   done, parts,
		   GPUGEN_DEBUG_P (2) ? gpugen_rt_now_ms () - t0 : 0.0);
  return ok;
}

/* Copy BYTES bytes on the calling thread's stream, from host address
   SRC to device address DST when TO_DEVICE, else from device address
   SRC to host address DST, by the fastest way (see the head of this
   file).  The device range has been checked and the stream exists.  A
   copy to the device returns once the host range has been read: the
   program may then write it.  A copy to the host returns once the host
   range holds the data; when it fails, *WRITTEN says how many bytes of
   host memory it may have written (0 when the failure came before any
   write).  Return true on success, false after reporting.  */

bool
gpugen_rt_async_copy (bool to_device, void *dst, const void *src,
		      size_t bytes, size_t *written)
{
  size_t zeroed = 0;
  int done;

  *written = 0;
  gpugen_rt_advise_huge_pages (to_device ? src : dst, bytes);
  /* Batched launches go first: they come before the copy.  */
  if (!gpugen_rt_graph_flush (ta.stream))
    return false;
  if (!to_device)
    return gpugen_rt_async_copy_dense (false, dst, src, bytes, written);
  done = gpugen_rt_copy_in_untouched (dst, src, bytes, ta.stream, &zeroed);
  if (zeroed != 0 && gpugen_rt_config.profile)
    gpugen_rt_profile_untouched (zeroed);
  return (done >= 0 ? done == 1
	  : gpugen_rt_async_copy_dense (true, dst, src, bytes, written));
}

/* gpugen_rt_async_copy after the graph flush, reading every byte of a
   copy to the device (untouched.c copies the touched blocks so).  */

bool
gpugen_rt_async_copy_dense (bool to_device, void *dst, const void *src,
			    size_t bytes, size_t *written)
{
  CUresult r;

  if (bytes > DIRECT_MAX)
    {
      if (register_min != 0 && bytes >= register_min)
	{
	  int done = copy_registered (to_device, dst, src, bytes, written);
	  if (done >= 0)
	    return done;
	}
      int pooled = pool_transfer (to_device,
				  to_device ? (void *) src : dst,
				  (CUdeviceptr) (uintptr_t) (to_device ? dst
							     : src),
				  bytes, ta.stream, written);
      if (pooled >= 0)
	return pooled == 1;
      if (have_staging ())
	return copy_staged (to_device, dst, src, bytes, written);
      if (bytes >= ((size_t) 1 << 20))
	{
	  int done = copy_registered (to_device, dst, src, bytes, written);
	  if (done >= 0)
	    return done;
	}
    }

  if (to_device)
    {
      r = CUDA_CALL_NOCHECK (cuMemcpyHtoDAsync,
			     (CUdeviceptr) (uintptr_t) dst, src, bytes,
			     ta.stream);
      if (r != CUDA_SUCCESS)
	{
	  CUDA_REPORT (cuMemcpyHtoDAsync, r);
	  return false;
	}
      return true;
    }
  r = CUDA_CALL_NOCHECK (cuMemcpyDtoHAsync, dst,
			 (CUdeviceptr) (uintptr_t) src, bytes, ta.stream);
  if (r != CUDA_SUCCESS)
    {
      CUDA_REPORT (cuMemcpyDtoHAsync, r);
      return false;
    }
  /* A copy into pageable memory is complete when the call returns.  */
  *written = bytes;
  return true;
}

/* Queue on the calling thread's stream the copy of BYTES bytes from
   device address SRC to device address DST (ranges that do not
   overlap), after the launches batched before it.  Return true on
   success; false after reporting a failure (nothing is written into
   host memory either way).  */

bool
gpugen_rt_async_copy_device (void *dst, const void *src, size_t bytes)
{
  CUresult r;

  if (!CUDA_CALL_EXISTS (cuMemcpyDtoDAsync))
    {
      gpugen_rt_error ("the CUDA driver has no %s; the loop nest runs on "
		       "the host", CUDA_NAME (cuMemcpyDtoDAsync));
      return false;
    }
  /* Batched launches go first: they come before the copy.  */
  if (!gpugen_rt_graph_flush (ta.stream))
    return false;
  r = CUDA_CALL_NOCHECK (cuMemcpyDtoDAsync, (CUdeviceptr) (uintptr_t) dst,
			 (CUdeviceptr) (uintptr_t) src, bytes, ta.stream);
  if (r != CUDA_SUCCESS)
    {
      CUDA_REPORT (cuMemcpyDtoDAsync, r);
      return false;
    }
  return true;
}
