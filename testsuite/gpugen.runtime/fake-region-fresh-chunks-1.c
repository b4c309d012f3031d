/* A copy back into host memory that is not resident (never touched) is
   cut into chunks at the 2 MiB boundaries of the host range (async.c,
   pool_transfer), so that no two copy threads fault one huge page in;
   into resident memory it is not.  The fake driver logs the device
   addresses of the staged copies to the host; the host address of each
   chunk is the copy's host start plus the chunk's offset.  The results
   are checked in both cases.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_COPY_THREADS "3" } */
/* { dg-set-target-env-var GPUGEN_PREFAULT "0" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include <stdint.h>
#include <sys/mman.h>

#include "region-test.h"

#define HUGE ((uintptr_t) 2 << 20)

/* Copy A[LO..HI) to the device, add 1 there and copy the elements back
   into B; then check B and return how many of the logged chunks of the
   copy back start at a host address that is neither the copy's start
   nor a multiple of 2 MiB; store the number of chunks in *CHUNKS.  */

static unsigned
run (const float *a, float *b, long lo, long hi, unsigned *chunks)
{
  static unsigned long long source[4096];
  static size_t bytes[4096];
  unsigned (*dtoh_log) (unsigned long long *, size_t *, unsigned);
  void *h = dlopen (getenv ("GPUGEN_CUDA_LIBRARY"), RTLD_NOW | RTLD_NOLOAD);
  unsigned long long slots[2];
  unsigned n, k, misaligned = 0;
  uintptr_t host = (uintptr_t) (b + lo);
  char *d;
  long i;

  CHECK (h != NULL);
  dtoh_log = (unsigned (*) (unsigned long long *, size_t *, unsigned))
    dlsym (h, "fake_cuda_dtoh_log");
  CHECK (dtoh_log != NULL);
  dtoh_log (source, bytes, 4096);
  CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				"fresh-chunks"));
  d = __gpugen_region_alloc (hi * sizeof *a);
  __gpugen_region_copy_in (d, a, lo * sizeof *a, (hi - lo) * sizeof *a);
  memcpy (&slots[0], &d, sizeof d);
  store_int (&slots[1], hi);
  __gpugen_region_launch (&region_image, K_ADD_ONE, (hi + 255) / 256, 1,
			  256, 1, 1, 2, slots);
  __gpugen_region_copy_out (b, d, lo * sizeof *a, (hi - lo) * sizeof *a);
  /* The log before the exit frees D.  */
  n = dtoh_log (source, bytes, 4096);
  CHECK (__gpugen_region_exit () == 1);
  dlclose (h);
  for (i = lo; i < hi; i++)
    CHECK (b[i] == a[i] + 1);
  *chunks = n;
  for (k = 0; k < n; k++)
    {
      uintptr_t at = host + (source[k] - ((uintptr_t) d + lo * sizeof *a));

      CHECK (source[k] >= (uintptr_t) d + lo * sizeof *a
	     && source[k] + bytes[k] <= (uintptr_t) d + hi * sizeof *a);
      if (at != host && at % HUGE != 0)
	misaligned++;
    }
  return misaligned;
}

int
main (void)
{
  /* 21 MiB and a bit, from an address 12 bytes past a page.  */
  const long lo = 3, hi = lo + (21L << 20) / sizeof (float) + 77;
  const long n = hi + 1000;
  float *a = malloc (n * sizeof *a);
  float *b = mmap (NULL, n * sizeof *b + HUGE, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  unsigned chunks;
  long i;

  CHECK (gpugen_init () == 1);
  CHECK (a != NULL && b != MAP_FAILED);
  /* Not at a huge page's start.  */
  b = (float *) ((((uintptr_t) b + HUGE - 1) & ~(HUGE - 1)) + 4096);
  for (i = 0; i < n; i++)
    a[i] = (float) (i % 1013);
  CHECK (run (a, b, lo, hi, &chunks) == 0);
  CHECK (chunks >= 5);
  /* Now resident: cut as before, into more, smaller chunks.  */
  CHECK (run (a, b, lo, hi, &chunks) > 0);
  printf ("done\n");
  return 0;
}
