/* Copies to the device of host memory the program never touched
   (runtime/untouched.c): the 2 MiB blocks of a copy's range whose pages
   are all absent from a private anonymous mapping are set to zero on
   the device instead of being read, so that they stay absent; the
   other blocks are copied.  Checked with arrays whose blocks are
   written, only read, or never touched, copies that start and end
   inside pages, and mappings whose absent pages are not known to be
   zeros (a private file mapping, whose pages hold the file's bytes,
   and shared anonymous memory), which are read whole.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include <fcntl.h>
#include <stdint.h>
#include <unistd.h>
#include <sys/mman.h>

#include "region-test.h"

/* Whether the page holding P is present (/proc/self/pagemap).  */

static int
present (const void *p)
{
  static int fd = -1;
  uint64_t entry;
  long page = sysconf (_SC_PAGESIZE);

  if (fd < 0)
    fd = open ("/proc/self/pagemap", O_RDONLY);
  CHECK (fd >= 0);
  CHECK (pread (fd, &entry, sizeof entry,
		(off_t) ((uintptr_t) p / page) * sizeof entry)
	 == sizeof entry);
  return (entry >> 63) & 1;
}

/* Map N floats of private anonymous memory, never touched.  */

static float *
fresh (long n)
{
  float *a = mmap (NULL, n * sizeof *a, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

  CHECK (a != MAP_FAILED);
  return a;
}

/* The 2 MiB block of element I of an array starting at A.  */

static long
block (const float *a, long i)
{
  return (long) (((uintptr_t) (a + i)) >> 21);
}

int
main (void)
{
  const long lo = 3, hi = lo + (12L << 20) / sizeof (float) + 5;
  const long n = hi + 1000;
  unsigned long zeroed;
  float *a, *b;
  long i;
  char path[] = "/tmp/gpugen-untouched-XXXXXX";
  int fd;

  /* Never touched: every whole block inside the copy is set to zero on
     the device, and the pages of the source stay absent (the results
     go to another array here).  */
  CHECK (gpugen_init () == 1);
  a = fresh (n);
  b = malloc (n * sizeof *b);
  CHECK (b != NULL);
  zeroed = fake_counter ("memset_async_bytes");
  CHECK (region_add_one_into ("untouched-1", a, b, lo, hi, K_ADD_ONE) == 1);
  CHECK (fake_counter ("memset_async_bytes") - zeroed >= (8UL << 20));
  for (i = lo; i < hi; i++)
    CHECK (b[i] == 1);
  for (i = lo; i < hi; i += 1024)
    CHECK (!present (a + i) || block (a, i) == block (a, lo)
	   || block (a, i) == block (a, hi - 1));
  free (b);

  /* The same array copied in and back.  */
  zeroed = fake_counter ("memset_async_bytes");
  CHECK (region_add_one (a, lo, hi, 256) == 1);
  CHECK (fake_counter ("memset_async_bytes") - zeroed >= (8UL << 20));
  for (i = 0; i < n; i++)
    CHECK (a[i] == (lo <= i && i < hi ? 1 : 0));
  CHECK (munmap (a, n * sizeof *a) == 0);

  /* Blocks written, blocks only read (the zero page: present, so
     copied), and blocks never touched, alternately; the block of the
     first element and that of the last are written.  */
  a = fresh (n);
  for (i = 0; i < n; i++)
    {
      long k = block (a, i) - block (a, 0);

      if (k % 3 == 0 || block (a, i) == block (a, n - 1))
	a[i] = (float) (i % 997) + 0.25f;
      else if (k % 3 == 1 && a[i] != 0)
	abort ();
    }
  zeroed = fake_counter ("memset_async_bytes");
  CHECK (region_add_one (a, lo, hi, 256) == 1);
  CHECK (fake_counter ("memset_async_bytes") - zeroed >= (2UL << 20));
  for (i = 0; i < n; i++)
    {
      long k = block (a, i) - block (a, 0);
      float v = (k % 3 == 0 || block (a, i) == block (a, n - 1)
		 ? (float) (i % 997) + 0.25f : 0);

      CHECK (a[i] == v + (lo <= i && i < hi));
    }
  CHECK (munmap (a, n * sizeof *a) == 0);

  /* A private mapping of a file, never touched: its pages hold the
     file's bytes, so every byte is read.  */
  fd = mkstemp (path);
  CHECK (fd >= 0);
  unlink (path);
  b = malloc (n * sizeof *b);
  CHECK (b != NULL);
  for (i = 0; i < n; i++)
    b[i] = (float) (i % 991) + 0.5f;
  CHECK (write (fd, b, n * sizeof *b) == (ssize_t) (n * sizeof *b));
  a = mmap (NULL, n * sizeof *a, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
  CHECK (a != MAP_FAILED);
  /* Drop the file's pages from the page cache where the kernel lets
     us, so that the mapping's pages are absent and not resident.  */
  fdatasync (fd);
  posix_fadvise (fd, 0, 0, POSIX_FADV_DONTNEED);
  zeroed = fake_counter ("memset_async_bytes");
  CHECK (region_add_one (a, lo, hi, 256) == 1);
  CHECK (fake_counter ("memset_async_bytes") == zeroed);
  for (i = 0; i < n; i++)
    CHECK (a[i] == b[i] + (lo <= i && i < hi));
  CHECK (munmap (a, n * sizeof *a) == 0);
  close (fd);
  free (b);

  /* Shared anonymous memory, never touched: read.  */
  a = mmap (NULL, n * sizeof *a, PROT_READ | PROT_WRITE,
	    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  CHECK (a != MAP_FAILED);
  zeroed = fake_counter ("memset_async_bytes");
  CHECK (region_add_one (a, lo, hi, 256) == 1);
  CHECK (fake_counter ("memset_async_bytes") == zeroed);
  for (i = 0; i < n; i++)
    CHECK (a[i] == (lo <= i && i < hi ? 1 : 0));
  CHECK (munmap (a, n * sizeof *a) == 0);

  printf ("done\n");
  return 0;
}
