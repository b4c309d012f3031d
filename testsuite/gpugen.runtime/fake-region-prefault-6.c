/* A copy back of 6 MiB into memory that the program has only read (its
   pages map the kernel's shared zero page, which mincore counts as
   resident, but the copy's first write to each still faults), queued
   behind a launch that takes 200 ms on the fake device: the copy
   pool's helpers fault those pages in for writing while the copy
   waits, as they do for memory never touched (fake-region-prefault-1.c),
   and the profile says so; the second region finds them in hand.  The
   results are right and the bytes around the range stay zero.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-set-target-env-var GPUGEN_COPY_THREADS "3" } */
/* { dg-set-target-env-var FAKE_CUDA_SYNC_MS "200" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one \\(prefault-1\\): 2 launches, \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: region prefault-1: 1 entry, 6291456 bytes in \\(\[0-9.\]+ ms\\), 6291456 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region prefault-1: 6287360 bytes of copies back faulted in while the device ran, of 6287360 examined \\(then \[0-9.\]+ ms waited for the parts in hand, not in the copies' time\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region prefault-2: 1 entry, 6291456 bytes in \\(\[0-9.\]+ ms\\), 6291456 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region prefault-2: 0 bytes of copies back faulted in while the device ran, of 6287360 examined \\(then \[0-9.\]+ ms waited for the parts in hand, not in the copies' time\\)\[\r\n\]+" } */
/* { dg-output "gpugen: 2 kernel launches on Fake GPU\[\r\n\]*$" } */

#include <sys/mman.h>

#include "region-test.h"

int
main (void)
{
  const long lo = 3, hi = lo + (6L << 20) / sizeof (float);
  const long n = hi + 4096;
  float *a = malloc (n * sizeof *a);
  float *b = mmap (NULL, n * sizeof *b, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  volatile float sum = 0;
  long i;

  CHECK (a != NULL && b != MAP_FAILED);
  /* No huge pages for B: a read of a huge-page range may be given a
     huge zero page or, with "always", a real one.  */
  madvise (b, n * sizeof *b, MADV_NOHUGEPAGE);
  for (i = 0; i < n; i++)
    a[i] = i & 0xfff;
  /* Read every page of B: each now maps the zero page.  */
  for (i = 0; i < n; i += 1024)
    sum += b[i];
  CHECK (sum == 0);
  CHECK (region_add_one_into ("prefault-1", a, b, lo, hi, K_ADD_ONE) == 1);
  for (i = 0; i < n; i++)
    CHECK (b[i] == (lo <= i && i < hi ? (i & 0xfff) + 1 : 0));
  CHECK (region_add_one_into ("prefault-2", b, b, lo, hi, K_ADD_ONE) == 1);
  for (i = 0; i < n; i++)
    CHECK (b[i] == (lo <= i && i < hi ? (i & 0xfff) + 2 : 0));
  printf ("done\n");
  fflush (stdout);
  return 0;
}
