/* As fake-region-prefault-3.c (a kernel that fails behind a copy back
   whose range the helpers fault in), with the destination's pages in
   the three states the prefault tells apart: written by the program
   and then shared with a forked child (present, not the process's
   alone, not zero), only read (the kernel's zero page) and never
   touched.  The prefault discards only pages whose bytes are all zero
   (runtime/prefault.c), so after the failure every byte is still what
   the program left there; the region runs on the host.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_COPY_THREADS "2" } */
/* { dg-set-target-env-var FAKE_CUDA_SYNC_MS "100" } */
/* { dg-output "^gpugen: cuStreamSynchronize error: CUDA_ERROR_ILLEGAL_ADDRESS \\(an illegal memory access was encountered\\)\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_crash \\(the last of 1 queued since the last synchronization\\) failed on Fake GPU; the GPU is unusable now and the rest of the run uses the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include <signal.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>

#include "region-test.h"

/* The value the program wrote at B[I] before the region, in the 1 MiB
   blocks of B numbered 0 modulo 3; blocks 1 modulo 3 are only read,
   the others never touched.  */

static float
pattern (long i)
{
  return (i >> 18) % 3 == 0 ? (float) (i % 1000) + 0.5f : 0;
}

int
main (void)
{
  const long lo = 5, hi = lo + (9L << 20) / sizeof (float);
  const long n = hi + 1000;
  float *a = malloc (n * sizeof *a);
  float *b = mmap (NULL, n * sizeof *b, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  volatile float sum = 0;
  pid_t child;
  long i;

  CHECK (a != NULL && b != MAP_FAILED);
  madvise (b, n * sizeof *b, MADV_NOHUGEPAGE);
  for (i = 0; i < n; i++)
    a[i] = i & 0xfff;
  for (i = 0; i < n; i++)
    if ((i >> 18) % 3 == 0)
      b[i] = pattern (i);
    else if ((i >> 18) % 3 == 1 && i % 1024 == 0)
      sum += b[i];
  CHECK (sum == 0);
  /* A child that shares B's written pages until it exits.  */
  child = fork ();
  CHECK (child >= 0);
  if (child == 0)
    {
      pause ();
      _exit (0);
    }
  CHECK (region_add_one_into ("prefault-7", a, b, lo, hi, K_CRASH) == 0);
  for (i = 0; i < n; i++)
    CHECK (b[i] == pattern (i));
  kill (child, SIGKILL);
  waitpid (child, NULL, 0);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
