/* The backend's start sets a small device buffer to zero once
   (untouched.c's warm-up), so that the driver's costly first
   cuMemsetD8Async (15-17 ms on an H100) is not paid by a region's
   copy; then the first copy of memory never touched sets its blocks to
   zero on the device.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include <sys/mman.h>

#include "region-test.h"

int
main (void)
{
  const long hi = (8L << 20) / sizeof (float);
  float *a = mmap (NULL, hi * sizeof *a, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  unsigned long set;
  long i;

  CHECK (a != MAP_FAILED);
  CHECK (gpugen_init () == 1);
  set = fake_counter ("memset_async_bytes");
  CHECK (set > 0 && set <= 65536);
  CHECK (fake_counter ("alloc_calls") == START_ALLOCS);
  CHECK (region_add_one (a, 0, hi, 256) == 1);
  CHECK (fake_counter ("memset_async_bytes") - set >= (6UL << 20));
  for (i = 0; i < hi; i++)
    CHECK (a[i] == 1);
  printf ("done\n");
  return 0;
}
