/* prefault.c -- faulting in the host pages of copies back.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A copy back into host memory that the program never touched pays a
   page fault and the zeroing of each page inside its memcpy.  While
   the copy waits for the kernels before it, the copy pool's helpers
   (async.c, gpugen_rt_async_sync_prefault) fault those pages in ahead
   of it, in parts of PREFAULT_PART bytes, with the two functions
   here.  They only make pages resident (MADV_POPULATE_WRITE), which
   changes no data; a kernel without it (before Linux 5.14) refuses,
   and the copy then faults the pages in itself as before.  */

#include <errno.h>
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

/* Fault in for writing the pages that are not resident among the N
   bytes at P (whole pages of PAGE bytes, within one PREFAULT_PART),
   from the first of them to the last, with MADV_POPULATE_WRITE, which
   changes no data.  Resident pages are found with mincore, a walk of
   the page tables: on the build machine 0.1-0.3 ms per 512 MiB of
   4 KiB pages, against 5-20 ms for MADV_POPULATE_WRITE of the same
   pages once resident.  Return the bytes of the pages that were not
   resident.  Set *STOP when the kernel refused (no MADV_POPULATE_WRITE
   before Linux 5.14, memory that cannot be populated): the faults are
   then left to the copy, as without a prefault.  */

size_t
gpugen_rt_populate_range (char *p, size_t n, size_t page, bool *stop)
{
  unsigned char resident[PREFAULT_PART / 4096];
  size_t pages = n / page, first = pages, last = 0, missing = 0, i;

  if (mincore (p, n, resident) != 0)
    return 0;
  for (i = 0; i < pages; i++)
    if ((resident[i] & 1) == 0)
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
