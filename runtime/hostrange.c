/* hostrange.c -- the check of the host memory of speculative copies.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The plugin lets a search loop run past its exit on data
   (gpugen-exits.cc) and makes a conditional store unconditional, the
   old value stored back where the condition fails (gpugen-select.cc).
   Where the model cannot prove every element those accesses touch
   inside its array's object (gpugen-spec.cc), the device code is still
   safe: it reads and writes only its own buffers, which cover every
   access (gpugen-memory.cc).  The host side is not: the region copies
   to the device host bytes the program may never touch, and, for an
   array copied back, writes them back (with the values they had).
   Those bytes may be unmapped, or protected (PROT_NONE, a guard page),
   or read-only, or a shared or device mapping whose bytes another
   process or a device may change meanwhile.  So the generated code asks
   __gpugen_region_host_range_ok, before anything of the region is
   copied (part of the region's run-time checks, gpugen-host.cc), whether
   the host range of each such array's copies lies in memory that is:

     - mapped, without a hole, in at most MAX_MAPPINGS adjacent
       mappings;
     - readable, and writable where the range is copied back;
     - private (not MAP_SHARED);
     - ordinary memory: anonymous, "[heap]", "[stack]" or named with
       prctl ("[anon:...]"), or a private mapping of a file that covers
       the range (the file, found by the mapping's name, is the one
       mapped, by device and inode, and its size reaches the range's
       end, so that no byte lies past the file's end, where reading
       would raise SIGBUS); never a file under /dev nor a special
       mapping of the kernel ("[vvar]", "[vdso]", ...).

   It answers from the PROCMAP_QUERY ioctl of /proc/self/maps (Linux
   6.11), or where that is missing (or GPUGEN_PROCMAP_QUERY=0) from the
   text of /proc/self/maps; where neither can be read it answers no.  On
   no, the region runs the original host code, which touches only what
   the program touches; the answer is traced under GPUGEN_DEBUG=1.
   The region passes the conjunction of these answers, and of the
   disjointness of each such array's range copied back from the ranges
   of the other arrays copied back, through __gpugen_region_host_checked,
   which counts an execution it sends to the host once under
   GPUGEN_PROFILE ("by the host memory check"), however many of its
   checks failed.

   The region's other run-time checks (its assumptions, the bounds of its
   copies, aliasing) come first and pass their answer through
   __gpugen_region_checked, at the end of this file, which counts their
   failure ("by the run-time checks"); where they failed, the host
   memory checks are called with 0 bytes, for ranges computed from the
   values they rejected, and answer yes without looking.

   What it cannot see: a guard region installed inside a mapping with
   MADV_GUARD_INSTALL (Linux 6.15), memory registered with userfaultfd,
   and another thread of the program writing, while the region runs,
   bytes of another object that lie in the range of an array copied back
   (its write is lost: the copy back restores the old value).  The
   mappings may also change between the check and the copies, which
   only another thread of the program can do.  */

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "internal.h"

/* The most mappings a checked range may span (mprotect and huge-page
   advice split mappings); past it the answer is no.  */

#define MAX_MAPPINGS 64

/* See internal.h.  */

int
gpugen_rt_query_mapping (uintptr_t at, struct gpugen_rt_mapping *m,
			 bool name)
{
  struct procmap_query q;
  int fd = gpugen_rt_maps_fd ();

  if (fd < 0)
    return -1;
  memset (&q, 0, sizeof q);
  q.size = sizeof q;
  q.query_addr = at;
  if (name)
    {
      q.vma_name_addr = (uint64_t) (uintptr_t) m->name;
      q.vma_name_size = sizeof m->name;
    }
  if (ioctl (fd, PROCMAP_QUERY, &q) != 0)
    return errno == ENOENT ? 0 : -1;
  if (q.vma_start > at || q.vma_end <= at)
    return 0;
  m->start = q.vma_start;
  m->end = q.vma_end;
  m->readable = (q.vma_flags & PROCMAP_VMA_READABLE) != 0;
  m->writable = (q.vma_flags & PROCMAP_VMA_WRITABLE) != 0;
  m->shared = (q.vma_flags & PROCMAP_VMA_SHARED) != 0;
  m->offset = q.vma_offset;
  m->inode = q.inode;
  m->dev_major = q.dev_major;
  m->dev_minor = q.dev_minor;
  if (q.vma_name_size == 0)
    m->name[0] = '\0';
  m->name[sizeof m->name - 1] = '\0';
  return 1;
}

/* Fill *M with the mapping of the calling process that contains AT,
   from the text of /proc/self/maps ("start-end perms offset maj:min
   inode name", in address order).  Return 1 on success, 0 when no
   mapping contains AT, -1 when the file cannot be read.  */

static int
query_text (uintptr_t at, struct gpugen_rt_mapping *m)
{
  FILE *f = fopen ("/proc/self/maps", "re");
  char *line = NULL;
  size_t size = 0;
  int found = 0;

  if (f == NULL)
    return -1;
  while (getline (&line, &size, f) > 0)
    {
      unsigned long start, end, inode;
      unsigned long long offset;
      unsigned maj, min;
      char perms[5];
      int name_at = -1;
      size_t len;

      if (sscanf (line, "%lx-%lx %4s %llx %x:%x %lu %n", &start, &end, perms,
		  &offset, &maj, &min, &inode, &name_at) < 7
	  || name_at < 0 || strlen (perms) != 4)
	{
	  found = -1;
	  break;
	}
      if (!(start <= at && at < end))
	continue;
      m->start = start;
      m->end = end;
      m->readable = perms[0] == 'r';
      m->writable = perms[1] == 'w';
      m->shared = perms[3] != 'p';
      m->offset = offset;
      m->inode = inode;
      m->dev_major = maj;
      m->dev_minor = min;
      len = strcspn (line + name_at, "\n");
      if (len >= sizeof m->name)
	{
	  found = -1;
	  break;
	}
      memcpy (m->name, line + name_at, len);
      m->name[len] = '\0';
      found = 1;
      break;
    }
  free (line);
  fclose (f);
  return found;
}

/* Return why the mapping M may not be read (and written, WRITE) from
   AT to END (within M) as ordinary memory, or NULL when it may.  */

static const char *
mapping_why (const struct gpugen_rt_mapping *m, uintptr_t end, bool write)
{
  struct stat st;
  uintptr_t last = end < m->end ? end : m->end;

  if (!m->readable)
    return "not readable";
  if (write && !m->writable)
    return "not writable";
  if (m->shared)
    return "in a shared mapping";
  if (m->inode == 0)
    {
      /* Anonymous memory, or a special mapping of the kernel.  */
      if (m->name[0] == '\0' || strcmp (m->name, "[heap]") == 0
	  || strcmp (m->name, "[stack]") == 0
	  || strncmp (m->name, "[anon:", 6) == 0)
	return NULL;
      return "in a special mapping";
    }
  if (strncmp (m->name, "/dev/", 5) == 0)
    return "in a mapping of a device";
  /* A private mapping of a file: the file named must be the one mapped
     and reach the range's end.  */
  if (m->name[0] != '/' || stat (m->name, &st) != 0
      || (uint64_t) st.st_ino != m->inode
      || major (st.st_dev) != m->dev_major
      || minor (st.st_dev) != m->dev_minor || !S_ISREG (st.st_mode))
    return "in a mapping of a file that cannot be examined";
  if (st.st_size < 0
      || m->offset + (uint64_t) (last - m->start) > (uint64_t) st.st_size)
    return "past the end of its mapped file";
  return NULL;
}

/* Return why the BYTES bytes at AT (BYTES > 0) may not be read (and
   written, WRITE) as ordinary private memory, or NULL when they may.  */

static const char *
range_why (uintptr_t at, size_t bytes, bool write)
{
  struct gpugen_rt_mapping m;
  uintptr_t end;
  unsigned n;

  if (at > UINTPTR_MAX - bytes)
    return "past the end of the address space";
  end = at + bytes;
  for (n = 0; n < MAX_MAPPINGS; n++)
    {
      const char *why;
      int r = -1;

      if (gpugen_rt_config.procmap_query)
	r = gpugen_rt_query_mapping (at, &m, true);
      if (r < 0)
	r = query_text (at, &m);
      if (r < 0)
	return "not examinable (no PROCMAP_QUERY, no /proc/self/maps)";
      if (r == 0)
	return "not mapped";
      why = mapping_why (&m, end, write);
      if (why != NULL)
	return why;
      if (m.end >= end)
	return NULL;
      at = m.end;
    }
  return "spread over too many mappings";
}

/* The region NAME's checks of kind WAY, WHAT, failed: trace it under
   GPUGEN_DEBUG=1, count the execution under GPUGEN_PROFILE, and return
   0 (for __gpugen_region_checked and __gpugen_region_host_checked).  */

static int
checks_failed (const char *name, enum gpugen_rt_way way, const char *what)
{
  gpugen_rt_read_environment ();
  if (name == NULL)
    name = "(unnamed)";
  gpugen_rt_debug (1, "region %s: %s: it runs on the host", name, what);
  if (gpugen_rt_config.profile)
    gpugen_rt_profile_way (name, way);
  return 0;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT int
__gpugen_region_host_range_ok (const char *name, const void *host,
			       size_t offset, size_t bytes, int write)
{
  uintptr_t at = (uintptr_t) host;
  const char *why;

  gpugen_rt_read_environment ();
  if (name == NULL)
    name = "(unnamed)";
  if (bytes == 0)
    return 1;
  why = (at > UINTPTR_MAX - offset ? "past the end of the address space"
	 : range_why (at + offset, bytes, write != 0));
  if (why == NULL && write
      && !gpugen_rt_region_note_merge ((const char *) host + offset, bytes))
    why = "one range too many to copy back by merging";
  if (why == NULL)
    {
      gpugen_rt_debug (2, "region %s: the %zu bytes at %p are private "
		       "memory, readable%s", name, bytes,
		       (const void *) (at + offset),
		       write ? " and writable" : "");
      return 1;
    }
  gpugen_rt_debug (1, "region %s: the %zu bytes at %p that its copies of "
		   "an array accessed speculatively would %s are %s: it runs "
		   "on the host", name, bytes, (const void *) (at + offset),
		   write ? "read and write" : "read", why);
  return 0;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT int
__gpugen_region_host_checked (const char *name, int ok)
{
  return ok ? 1 : checks_failed (name, GPUGEN_RT_WAY_HOST_RANGE,
				 "the host memory that its copies of arrays "
				 "accessed speculatively touch failed its "
				 "checks (memory it may not copy, or a range "
				 "that overlaps another array copied back)");
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT int
__gpugen_region_checked (const char *name, int ok)
{
  return ok ? 1 : checks_failed (name, GPUGEN_RT_WAY_CHECKS,
				 "its run-time checks (assumptions, bounds of "
				 "copies, aliasing) failed");
}
