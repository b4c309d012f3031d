/* A kernel that fails while executing (after 100 ms on the fake
   device), behind a copy back whose range the copy helpers fault in
   while it waits: the failure is caught at the wait, named, and nothing
   of the destination changed, neither the pages the program wrote
   before nor those it never touched (still zero); the region runs on
   the host.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_COPY_THREADS "2" } */
/* { dg-set-target-env-var FAKE_CUDA_SYNC_MS "100" } */
/* { dg-output "^gpugen: cuStreamSynchronize error: CUDA_ERROR_ILLEGAL_ADDRESS \\(an illegal memory access was encountered\\)\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_crash \\(the last of 1 queued since the last synchronization\\) failed on Fake GPU; the GPU is unusable now and the rest of the run uses the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include <sys/mman.h>

#include "region-test.h"

/* The value the program wrote at B[I] before the region, in the
   even-numbered 1 MiB blocks of B; the others are never touched.  */

static float
pattern (long i)
{
  return ((i >> 18) & 1) == 0 ? (float) (i % 1000) - 0.5f : 0;
}

int
main (void)
{
  const long lo = 5, hi = lo + (9L << 20) / sizeof (float);
  const long n = hi + 1000;
  float *a = malloc (n * sizeof *a);
  float *b = mmap (NULL, n * sizeof *b, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  long i;

  CHECK (a != NULL && b != MAP_FAILED);
  for (i = 0; i < n; i++)
    a[i] = i & 0xfff;
  for (i = 0; i < n; i++)
    if (((i >> 18) & 1) == 0)
      b[i] = pattern (i);
  CHECK (region_add_one_into ("prefault-3", a, b, lo, hi, K_CRASH) == 0);
  for (i = 0; i < n; i++)
    CHECK (b[i] == pattern (i));
  printf ("done\n");
  fflush (stdout);
  return 0;
}
