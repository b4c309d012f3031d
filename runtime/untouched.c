/* untouched.c -- copies to the device of host memory never touched.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A region copies to the device every array it reads or may not write
   completely, and some of those arrays the program has never touched:
   gfortran's allocated arrays that an offloaded set-up loop fills
   (gpubench's gemm-modern, 2mm-modern, atax-modern), or an
   intent(out) workspace (2mm's T).  Reading such memory maps the
   kernel's shared zero page into every page read, 4 KiB at a time, and
   the copy back of the region's results into the same array then takes
   a write fault on each of those pages (copy-on-write of the zero
   page), at 2-10 GB/s on an H100 (bench/results/
   2026-11-25-h100-copy-rates-s10.txt).  The bytes of such memory are
   zeros, and the device can write zeros itself.

   So a copy to the device of at least UNTOUCHED_MIN bytes first looks
   at its host range: where it lies in private anonymous mappings
   (the PROCMAP_QUERY ioctl of /proc/self/maps, Linux 6.11: no inode,
   not shared) and a block of UNTOUCHED_BLOCK bytes (2 MiB, aligned)
   has no page present (mincore, then /proc/self/pagemap: neither
   present nor swapped nor a marker of userfaultfd or of a guard
   region), the block's device bytes are set to zero
   (cuMemsetD8Async on the region's stream, in order with the copies
   and launches around it) instead of being read; the other blocks are
   copied as before.  The host pages stay absent, so the copy back
   faults in fresh pages (huge pages where advised, or in the helpers'
   prefault while the kernels run) instead of copying the zero page.

   Correctness.  A page that is absent from a private anonymous mapping
   reads as zeros, with one exception: memory registered with
   userfaultfd for missing pages, where a handler supplies the bytes of
   such a page when it is first read.  Nothing in /proc/self/maps says
   so; GPUGEN_UNTOUCHED=0 turns the check off for programs that use
   userfaultfd on their arrays.  The check reads only page tables; a
   page that another thread writes while the region copies it is a data
   race in the program, as without the check.  Without PROCMAP_QUERY
   (kernels before 6.11), /proc/self/pagemap, or cuMemsetD8Async, every
   block is copied.  */

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>

#include "internal.h"

/* The smallest copy to the device whose host range is examined, and
   the blocks it is examined in: 2 MiB, aligned, so that a block left
   absent can come back as one huge page.  */

#define UNTOUCHED_MIN ((size_t) 4 << 20)
#define UNTOUCHED_BLOCK ((size_t) 2 << 20)

/* The bits of a /proc/self/pagemap entry that say a page is not simply
   absent: present, swapped (or migrating), a file page or shared
   memory, a guard region's marker (Linux 6.15) or userfaultfd's
   write-protection marker.  Any of them and the block is copied.  */

#define PAGEMAP_NOT_NONE						\
  (((uint64_t) 1 << 63) | ((uint64_t) 1 << 62) | ((uint64_t) 1 << 61)	\
   | ((uint64_t) 1 << 58) | ((uint64_t) 1 << 57))

/* The descriptor of /proc/self/maps and the process it was opened in
   (a forked child inherits it, and it would describe its parent's
   mappings); -1 when opening failed.  Guarded by FDS_LOCK.
   /proc/self/pagemap's is gpugen_rt_pagemap_fd's, opened again after a
   fork likewise (a page the child wrote would look untouched through
   its parent's).  */

static int maps_fd = -1;
static pid_t fds_pid;
static pthread_mutex_t fds_lock = PTHREAD_MUTEX_INITIALIZER;

/* Return a descriptor of /proc/self/maps that describes the calling
   process, opening it again in a process other than the one that
   opened it, for the PROCMAP_QUERY ioctl (here and hostrange.c); -1
   when it cannot be opened.  */

int
gpugen_rt_maps_fd (void)
{
  pid_t pid = getpid ();
  int fd;

  pthread_mutex_lock (&fds_lock);
  if (fds_pid != pid)
    {
      if (maps_fd >= 0)
	close (maps_fd);
      maps_fd = open ("/proc/self/maps", O_RDONLY | O_CLOEXEC);
      fds_pid = pid;
    }
  fd = maps_fd;
  pthread_mutex_unlock (&fds_lock);
  return fd;
}

/* Whether /proc/self/maps (gpugen_rt_maps_fd) and /proc/self/pagemap
   (gpugen_rt_pagemap_fd) are open for the calling process.  */

static bool
open_fds (void)
{
  return gpugen_rt_maps_fd () >= 0 && gpugen_rt_pagemap_fd () >= 0;
}

/* The most mappings a copy's range may span: advise_huge_pages of
   async.c splits a mapping in three (the huge-page advice covers only
   the 2 MiB-aligned interior of a copy), and copies of neighbouring
   arrays may split it further.  */

#define MAX_MAPPINGS 8

/* Whether the BYTES bytes at HOST lie in at most MAX_MAPPINGS adjacent
   mappings that are all readable, private and anonymous, whose absent
   pages read as zeros.  */

static bool
private_anonymous_p (const void *host, size_t bytes)
{
  uintptr_t at = (uintptr_t) host, end = at + bytes;
  unsigned n;

  for (n = 0; n < MAX_MAPPINGS; n++)
    {
      struct gpugen_rt_mapping m;

      if (gpugen_rt_query_mapping (at, &m, false) != 1
	  || !m.readable || m.shared
	  || m.inode != 0 || m.dev_major != 0 || m.dev_minor != 0)
	return false;
      if (m.end >= end)
	return true;
      at = m.end;
    }
  return false;
}

/* Whether every one of the PAGES pages of PAGE bytes from P (page
   aligned) is absent, never touched: mincore shows none resident and
   pagemap shows each simply absent (PAGEMAP_NOT_NONE).  */

static bool
block_untouched_p (uintptr_t p, size_t pages, size_t page)
{
  unsigned char resident[UNTOUCHED_BLOCK / 4096];
  uint64_t entry[UNTOUCHED_BLOCK / 4096];
  size_t want = pages * sizeof entry[0], i;

  if (mincore ((void *) p, pages * page, resident) != 0)
    return false;
  for (i = 0; i < pages; i++)
    if (resident[i] & 1)
      return false;
  if (pread (gpugen_rt_pagemap_fd (), entry, want, (off_t) (p / page) * sizeof entry[0])
      != (ssize_t) want)
    return false;
  for (i = 0; i < pages; i++)
    if (entry[i] & PAGEMAP_NOT_NONE)
      return false;
  return true;
}

/* Whether the bytes from OFFSET to END (a block of the copy, clipped
   to it) of the copy of BYTES bytes from HOST lie in pages never
   touched (whole pages, the partial ones at the copy's ends
   included).  */

static bool
span_untouched_p (const char *host, size_t offset, size_t end, size_t page)
{
  uintptr_t lo = ((uintptr_t) host + offset) & ~(uintptr_t) (page - 1);
  uintptr_t hi = (((uintptr_t) host + end + page - 1)
		  & ~(uintptr_t) (page - 1));

  return block_untouched_p (lo, (hi - lo) / page, page);
}

/* The end of the block of the copy from HOST that starts at OFFSET: the
   next multiple of UNTOUCHED_BLOCK in host addresses, or BYTES.  */

static size_t
block_end (const char *host, size_t offset, size_t bytes)
{
  uintptr_t at = (uintptr_t) host + offset;
  size_t end = offset + (UNTOUCHED_BLOCK - (at & (UNTOUCHED_BLOCK - 1)));

  return end < bytes ? end : bytes;
}

/* Copy BYTES bytes from host address SRC to device address DST on
   STREAM, the calling thread's stream, setting to zero on the device
   the blocks of SRC that the program never touched and copying the
   others (gpugen_rt_async_copy_dense); see the head of this file.
   Return 1 on success, 0 after reporting a failure, -1 when the range
   has no such block or cannot be examined (nothing was done; the
   caller copies it whole).  Add the bytes set to zero on the device to
   *ZEROED.  */

int
gpugen_rt_copy_in_untouched (void *dst, const void *src, size_t bytes,
			     CUstream stream, size_t *zeroed)
{
  const char *host = (const char *) src;
  size_t page = gpugen_rt_prefault_page ();
  size_t offset = 0, first = bytes, end, unused = 0;
  CUdeviceptr dev = (CUdeviceptr) (uintptr_t) dst;
  CUresult r;

  if (!gpugen_rt_config.untouched || bytes < UNTOUCHED_MIN || page == 0
      || UNTOUCHED_BLOCK % page != 0
      || !CUDA_CALL_EXISTS (cuMemsetD8Async))
    return -1;
  if (!open_fds () || !private_anonymous_p (src, bytes))
    return -1;
  /* The first untouched block; none, and the copy goes the usual
     way.  */
  for (; offset < bytes; offset = end)
    {
      end = block_end (host, offset, bytes);
      if (span_untouched_p (host, offset, end, page))
	{
	  first = offset;
	  break;
	}
    }
  if (first == bytes)
    return -1;
  /* The blocks before it were found touched: copy them, then go on
     block by block, a run of blocks of one kind at a time.  */
  if (first > 0
      && !gpugen_rt_async_copy_dense (true, dst, src, first, &unused))
    return 0;
  offset = first;
  while (offset < bytes)
    {
      bool untouched = span_untouched_p (host, offset,
					 block_end (host, offset, bytes),
					 page);
      size_t run = offset;

      do
	run = block_end (host, run, bytes);
      while (run < bytes
	     && span_untouched_p (host, run, block_end (host, run, bytes),
				  page) == untouched);
      if (untouched)
	{
	  r = CUDA_CALL_NOCHECK (cuMemsetD8Async, dev + offset, 0,
				 run - offset, stream);
	  if (r != CUDA_SUCCESS)
	    {
	      CUDA_REPORT (cuMemsetD8Async, r);
	      return 0;
	    }
	  *zeroed += run - offset;
	}
      else if (!gpugen_rt_async_copy_dense (true, (char *) dst + offset,
					    host + offset, run - offset,
					    &unused))
	return 0;
      offset = run;
    }
  gpugen_rt_debug (2, "copy of %zu bytes from %p to the device: %zu bytes "
		   "never touched, set to zero on the device", bytes, src,
		   *zeroed);
  return 1;
}

/* Set a small device buffer to zero once on STREAM, the calling
   thread's stream, and wait for it: the driver's first cuMemsetD8Async
   of a process costs 15-17 ms (H100, driver 580: gpubench's 3mm took
   0.021 s instead of 0.0074 when its first copy to the device set
   untouched blocks to zero), which the backend's start pays here,
   while the copy helpers make their buffers, rather than a region.
   Nothing when GPUGEN_UNTOUCHED=0 or the driver lacks the call;
   failures are only traced (a later copy reports its own).  */

void
gpugen_rt_untouched_warm_up (CUstream stream)
{
  CUdeviceptr buffer;

  if (!gpugen_rt_config.untouched || !CUDA_CALL_EXISTS (cuMemsetD8Async)
      || CUDA_CALL_NOCHECK (cuMemAlloc, &buffer, 4096) != CUDA_SUCCESS)
    return;
  if (CUDA_CALL_NOCHECK (cuMemsetD8Async, buffer, 0, 4096, stream)
      != CUDA_SUCCESS
      || CUDA_CALL_NOCHECK (cuStreamSynchronize, stream) != CUDA_SUCCESS)
    gpugen_rt_debug (1, "the first %s failed",
		     CUDA_NAME (cuMemsetD8Async));
  CUDA_CALL_NOCHECK (cuMemFree, buffer);
}
