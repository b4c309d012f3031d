/* prefault.c -- faulting in the host pages of copies back.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A copy back into host memory that the program never touched pays a
   page fault and the zeroing of each page inside its memcpy.  While
   the copy waits for the kernels before it, the copy pool's helpers
   (async.c, gpugen_rt_async_sync_prefault) fault those pages in ahead
   of it, in parts of PREFAULT_PART bytes, with the two functions
   here.  They only make pages resident and writable
   (MADV_POPULATE_WRITE), which changes no data; a kernel without it
   (before Linux 5.14) refuses, and the copy then faults the pages in
   itself as before.  A page the program has only read is no better
   than one it never touched: it maps the kernel's shared zero page,
   and the copy's first write to it faults as well (gpubench's arrays
   that a region copies in and back before the host writes them:
   copies back at 2-6 GB/s on an H100).  So a page counts as in hand
   only where it is mapped to this process alone (/proc/self/pagemap),
   and by mincore's residency only where pagemap cannot be read.  */

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#include "internal.h"

/* The value of MADV_POPULATE_WRITE (Linux 5.14), for older headers.  */

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

/* The page size, or 0 when a prefault cannot handle it (smaller than
   4 KiB or larger than a part).  */

size_t
gpugen_rt_prefault_page (void)
{
  static size_t page;

  if (page == 0)
    {
      long p = sysconf (_SC_PAGESIZE);

      page = (p >= 4096 && (size_t) p <= PREFAULT_PART ? (size_t) p
	      : (size_t) -1);
    }
  return page == (size_t) -1 ? 0 : page;
}

/* The bits of a /proc/self/pagemap entry (the kernel's
   Documentation/admin-guide/mm/pagemap.rst): the page is present, and
   it is mapped by this process alone (since Linux 4.2; never for the
   shared zero page).  */

#define PAGEMAP_PRESENT ((uint64_t) 1 << 63)
#define PAGEMAP_FILE ((uint64_t) 1 << 61)
#define PAGEMAP_EXCLUSIVE ((uint64_t) 1 << 56)

/* The states of a page for page_states.  */

enum page_state
{
  /* Mapped to this process alone: a write will not fault.  */
  PAGE_IN_HAND = 1,
  /* Not present: a write faults (a fresh page, 2 MiB at a time where
     huge pages are advised); or present but shared through a file or
     shared memory, where a write may fault too (populated, never
     discarded).  */
  PAGE_ABSENT = 0,
  /* Present, private and anonymous, but shared: the zero page of a
     page only read, or a page shared with a forked child.  A write
     copies it 4 KiB at a time.  */
  PAGE_SHARED_ANON = 2
};

/* The descriptor of /proc/self/pagemap of the calling process (a
   forked child inherits its parent's, which would describe the
   parent's pages: it is opened again in a process other than the one
   that opened it), shared by prefault.c and untouched.c; -1 when it
   cannot be opened (then prefault.c goes by mincore, and untouched.c
   examines nothing).  */

int
gpugen_rt_pagemap_fd (void)
{
  static int fd = -1;
  static pid_t fd_pid;
  static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
  pid_t pid = getpid ();
  int f;

  pthread_mutex_lock (&lock);
  if (fd_pid != pid)
    {
      if (fd >= 0)
	close (fd);
      fd = open ("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
      fd_pid = pid;
    }
  f = fd;
  pthread_mutex_unlock (&lock);
  return f;
}

/* Set STATE[I] to the page_state of each of the PAGES pages of PAGE
   bytes at P.  Return false when pagemap cannot tell.  */

static bool
page_states (char *p, size_t pages, size_t page, unsigned char *state)
{
  uint64_t entry[PREFAULT_PART / 4096];
  int fd = gpugen_rt_pagemap_fd ();
  off_t at = (off_t) ((uintptr_t) p / page) * (off_t) sizeof entry[0];
  size_t want = pages * sizeof entry[0], i;

  if (fd < 0 || pread (fd, entry, want, at) != (ssize_t) want)
    return false;
  for (i = 0; i < pages; i++)
    state[i] = (!(entry[i] & PAGEMAP_PRESENT) ? PAGE_ABSENT
		: (entry[i] & PAGEMAP_EXCLUSIVE) ? PAGE_IN_HAND
		: (entry[i] & PAGEMAP_FILE) ? PAGE_ABSENT
		: PAGE_SHARED_ANON);
  return true;
}

/* Whether the PAGE bytes at P are all zero.  */

static bool
zero_page_p (const char *p, size_t page)
{
  const uint64_t *w = (const uint64_t *) p;
  size_t i;

  for (i = 0; i < page / sizeof *w; i++)
    if (w[i] != 0)
      return false;
  return true;
}

/* Discard the pages of STATE PAGE_SHARED_ANON among the PAGES pages of
   PAGE bytes at P whose bytes are all zero (MADV_DONTNEED), so that
   they are absent: such a page maps the kernel's zero page (or a zero
   page shared with a forked child), a private anonymous page that
   MADV_DONTNEED gives back as zeros, the same bytes; and absent, the
   populate faults it in with the huge pages the range is advised,
   where a write to the shared page would copy it 4 KiB at a time, each
   copy flushing the TLB.  The copy back overwrites every byte of these
   pages (gpugen_rt_async_prefault_note keeps whole pages inside it);
   should it not happen (the device fails), the pages still read as
   zeros.  */

static void
discard_zero_pages (char *p, size_t pages, size_t page,
		    unsigned char *state)
{
  size_t i = 0;

  while (i < pages)
    {
      size_t j;

      if (state[i] != PAGE_SHARED_ANON || !zero_page_p (p + i * page, page))
	{
	  i++;
	  continue;
	}
      for (j = i + 1; j < pages && state[j] == PAGE_SHARED_ANON
	   && zero_page_p (p + j * page, page); j++)
	;
      if (madvise (p + i * page, (j - i) * page, MADV_DONTNEED) == 0)
	memset (state + i, PAGE_ABSENT, j - i);
      i = j;
    }
}

/* Fault in for writing the pages not in hand among the N bytes at P
   (whole pages of PAGE bytes, within one PREFAULT_PART), from the first
   of them to the last, with MADV_POPULATE_WRITE, which changes no data.
   A page is in hand when pagemap shows it mapped to this process alone
   (page_states; the zero-filled shared ones are discarded first,
   discard_zero_pages); where pagemap cannot be read, when mincore shows
   it resident (which a page that maps the zero page is too).  Both walk
   the page tables: on the build machine 0.1-0.3 ms per 512 MiB of
   4 KiB pages for mincore, against 5-20 ms for MADV_POPULATE_WRITE of
   the same pages once resident.  Return the bytes of the pages that
   were not in hand.  Set *STOP when the kernel refused (no
   MADV_POPULATE_WRITE before Linux 5.14, memory that cannot be
   populated): the faults are then left to the copy, as without a
   prefault.  */

size_t
gpugen_rt_populate_range (char *p, size_t n, size_t page, bool *stop)
{
  unsigned char state[PREFAULT_PART / 4096];
  size_t pages = n / page, first = pages, last = 0, missing = 0, i;

  if (page_states (p, pages, page, state))
    discard_zero_pages (p, pages, page, state);
  else
    {
      if (mincore (p, n, state) != 0)
	return 0;
      for (i = 0; i < pages; i++)
	state[i] = (state[i] & 1) ? PAGE_IN_HAND : PAGE_ABSENT;
    }
  for (i = 0; i < pages; i++)
    if (state[i] != PAGE_IN_HAND)
      {
	if (first == pages)
	  first = i;
	last = i;
	missing++;
      }
  if (missing == 0)
    return 0;
  if (madvise (p + first * page, (last + 1 - first) * page,
	       MADV_POPULATE_WRITE) != 0)
    {
      if (errno != EINTR && errno != EAGAIN)
	*stop = true;
      return 0;
    }
  return missing * page;
}

/* Whether some of the N bytes at P lie in pages that are not resident
   (never touched, or swapped out), judged by mincore on up to
   ABSENT_SAMPLES parts of PREFAULT_PART bytes spread evenly over the
   range (a copy's destination is usually all fresh or all touched).  A
   copy back into such pages faults each huge page in, zeroing it, in
   the thread that first writes it (async.c's pool_transfer cuts such
   copies at huge-page boundaries).  False when mincore fails.  */

#define ABSENT_SAMPLES 16

bool
gpugen_rt_range_has_absent_pages (const void *p, size_t n)
{
  unsigned char resident[PREFAULT_PART / 4096];
  size_t page = gpugen_rt_prefault_page ();
  uintptr_t lo, hi, step;
  unsigned k;

  if (page == 0)
    return false;
  lo = ((uintptr_t) p + page - 1) & ~(uintptr_t) (page - 1);
  hi = ((uintptr_t) p + n) & ~(uintptr_t) (page - 1);
  if (hi <= lo)
    return false;
  step = ((hi - lo) / ABSENT_SAMPLES) & ~(uintptr_t) (page - 1);
  for (k = 0; k < ABSENT_SAMPLES; k++)
    {
      uintptr_t at = lo + k * step;
      size_t len = hi - at < PREFAULT_PART ? hi - at : PREFAULT_PART, i;

      if (at >= hi || mincore ((void *) at, len, resident) != 0)
	return false;
      for (i = 0; i < len / page; i++)
	if (!(resident[i] & 1))
	  return true;
      if (step == 0)
	break;
    }
  return false;
}

/* Ask the kernel to back the 2 MiB-aligned interior of BYTES bytes at
   host address HOST with huge pages (MADV_HUGEPAGE), when BYTES is at
   least HUGE_ADVICE_MIN.  Where transparent huge pages are used only
   where asked (Ubuntu's default), the pages of an array the program
   never touched are otherwise faulted in 4 KiB at a time by the copy
   from the device: measured on an H100 host, a copy of 64 MiB to 1 GiB
   into fresh memory ran 12.7-14.3 GB/s, and 23 GB/s with the advice
   (42 GB/s into memory already touched).  The advice changes no data;
   a failure (an old kernel, memory that is not anonymous) is
   ignored.  */

#define HUGE_ADVICE_MIN ((size_t) 4 << 20)

void
gpugen_rt_advise_huge_pages (const void *host, size_t bytes)
{
#ifdef MADV_HUGEPAGE
  const uintptr_t huge = (uintptr_t) 2 << 20;
  uintptr_t start = ((uintptr_t) host + huge - 1) & ~(huge - 1);
  uintptr_t end = ((uintptr_t) host + bytes) & ~(huge - 1);

  if (bytes >= HUGE_ADVICE_MIN && end > start)
    madvise ((void *) start, end - start, MADV_HUGEPAGE);
#else
  (void) host;
  (void) bytes;
#endif
}
