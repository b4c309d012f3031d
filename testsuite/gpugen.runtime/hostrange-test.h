/* hostrange-test.h -- the checks of __gpugen_region_host_range_ok
   (runtime/hostrange.c) that hostrange-1.c (PROCMAP_QUERY ioctl) and
   hostrange-2.c (the text of /proc/self/maps) share.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Each range is one a region's copies of an array touched
   speculatively could cover: heap memory and the program's own
   variables (a private mapping of the executable, and anonymous memory
   for the zero-initialized ones) pass, readable and writable; constant
   data passes only for reading; an unmapped page, a PROT_NONE page, a
   read-only page written, a MAP_SHARED mapping, the kernel's vDSO, a
   private file mapping past the file's end, and an address range that
   wraps around fail, also where they start inside a range that would
   pass.  Every answer under the region name "t" that fails goes
   through __gpugen_region_host_checked, as the plugin's code passes the
   conjunction of a region's answers, and is counted by GPUGEN_PROFILE
   (the test's dg-output).  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/auxv.h>
#include <sys/mman.h>

#include "runtime-test.h"

/* The program's variables: initialized data, zero-initialized data,
   constant data.  */

double data_array[1024] = { 1.0 };
double bss_array[1024];
const double rodata_array[1024] = { 2.0, 3.0 };

/* Shorthands: whether the BYTES bytes at P pass for reading, and for
   reading and writing.  */

#define READ_OK(P, BYTES) \
  __gpugen_region_host_range_ok ("t", (P), 0, (BYTES), 0)
#define WRITE_OK(P, BYTES) \
  __gpugen_region_host_range_ok ("t", (P), 0, (BYTES), 1)

/* Check that the answer ANSWER is 0, and count it in FAILS (a variable
   of the caller) and, through __gpugen_region_host_checked, in the
   profile.  */

#define REFUSED(ANSWER)							\
  do									\
    {									\
      CHECK (__gpugen_region_host_checked ("t", (ANSWER)) == 0);	\
      fails++;								\
    }									\
  while (0)

/* Run the checks; return the number of answers that were 0 (for the
   profile's count).  */

static int
run_checks (void)
{
  long page = sysconf (_SC_PAGESIZE);
  int fails = 0;

  /* Heap memory, and an offset into it.  */
  char *heap = malloc (1 << 20);
  CHECK (heap != NULL);
  CHECK (READ_OK (heap, 1 << 20));
  CHECK (WRITE_OK (heap, 1 << 20));
  CHECK (__gpugen_region_host_range_ok ("t", heap, 4096, (1 << 20) - 4096,
					1));
  CHECK (__gpugen_region_host_range_ok ("t", heap, 0, 0, 1));

  /* The program's variables.  */
  CHECK (WRITE_OK (data_array, sizeof data_array));
  CHECK (WRITE_OK (bss_array, sizeof bss_array));
  CHECK (READ_OK (rodata_array, sizeof rodata_array));
  REFUSED (WRITE_OK (rodata_array, sizeof rodata_array));

  /* Four pages: read-write, read-write, PROT_NONE, read-only; then the
     PROT_NONE one and the read-only one swapped for an unmapped hole.  */
  char *m = mmap (NULL, 4 * page, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  CHECK (m != MAP_FAILED);
  memset (m, 1, 4 * page);
  CHECK (mprotect (m + 2 * page, page, PROT_NONE) == 0);
  CHECK (mprotect (m + 3 * page, page, PROT_READ) == 0);
  CHECK (WRITE_OK (m, 2 * page));
  CHECK (WRITE_OK (m + 8, 2 * page - 8));
  REFUSED (READ_OK (m, 2 * page + 1));
  REFUSED (READ_OK (m + 2 * page + 100, 8));
  CHECK (READ_OK (m + 3 * page, page));
  REFUSED (WRITE_OK (m + 3 * page, page));
  /* Two adjacent mappings of different protections, read across.  */
  CHECK (mprotect (m + 2 * page, page, PROT_READ) == 0);
  CHECK (READ_OK (m + page, 3 * page));
  REFUSED (WRITE_OK (m + page, 3 * page));
  CHECK (munmap (m + 2 * page, page) == 0);
  REFUSED (READ_OK (m + page, 2 * page));
  REFUSED (READ_OK (m + 2 * page, 8));

  /* Shared memory.  */
  char *s = mmap (NULL, 2 * page, PROT_READ | PROT_WRITE,
		  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  CHECK (s != MAP_FAILED);
  REFUSED (READ_OK (s, 64));
  REFUSED (WRITE_OK (s + page, 64));

  /* The vDSO, a special mapping of the kernel.  */
  void *vdso = (void *) getauxval (AT_SYSINFO_EHDR);
  if (vdso != NULL)
    {
      REFUSED (READ_OK (vdso, 64));
    }

  /* A private mapping of a file of 100 bytes over two pages: inside the
     file only.  */
  char name[] = "/tmp/gpugen-hostrange-XXXXXX";
  int fd = mkstemp (name);
  CHECK (fd >= 0);
  char bytes[100];
  memset (bytes, 7, sizeof bytes);
  CHECK (write (fd, bytes, sizeof bytes) == (ssize_t) sizeof bytes);
  char *f = mmap (NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
  CHECK (f != MAP_FAILED);
  CHECK (READ_OK (f, 100));
  CHECK (WRITE_OK (f + 10, 90));
  REFUSED (READ_OK (f, page + 8));
  REFUSED (READ_OK (f + page, 8));
  close (fd);
  unlink (name);

  /* A range that wraps around the address space.  */
  REFUSED (__gpugen_region_host_range_ok ("t", (void *) (uintptr_t) -64, 0,
					   128, 0));
  REFUSED (__gpugen_region_host_range_ok ("t", heap, (size_t) -8, 64, 0));
  free (heap);
  return fails;
}
