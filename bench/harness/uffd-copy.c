/* Probe: copying into never-touched anonymous memory, by memcpy (fault,
   zero, copy) against UFFDIO_COPY (allocate and copy, no zeroing), from
   T threads.  Session 11, issue 13.  Build: gcc -O2 -pthread -o uffd-copy
   uffd-copy.c; run: ./uffd-copy MIB REPS HUGE (HUGE 1: MADV_HUGEPAGE).
   Needs userfaultfd (root, or vm.unprivileged_userfaultfd=1).  */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/userfaultfd.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include <errno.h>

static double now (void) { struct timespec t; clock_gettime (CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }

static size_t bytes; static char *src, *dst; static int nthr, mode, uffd; static size_t chunk_sz = 2u << 20;

static void *work (void *arg)
{
  long id = (long) arg;
  size_t per = (bytes / nthr + 4095) & ~(size_t) 4095;
  size_t lo = id * per, hi = lo + per > bytes ? bytes : lo + per;
  for (size_t o = lo; o < hi; o += chunk_sz)
    {
      size_t n = hi - o < chunk_sz ? hi - o : chunk_sz;
      if (mode == 0 || mode == 2)
	memcpy (dst + o, src + o, n);
      else
	{
	  struct uffdio_copy c = { .dst = (uintptr_t) (dst + o), .src = (uintptr_t) (src + o), .len = n, .mode = 0 };
	  while (ioctl (uffd, UFFDIO_COPY, &c) != 0)
	    {
	      if (errno == EAGAIN || (errno == EEXIST && c.copy >= 0))
		{ /* skip a present page: copy it by hand.  */
		  size_t done = c.copy > 0 ? c.copy : 0;
		  if (errno == EEXIST) { memcpy ((char *) c.dst + done, (char *) c.src + done, 4096); done += 4096; }
		  c.dst += done; c.src += done; c.len -= done; if (!c.len) break; continue;
		}
	      perror ("UFFDIO_COPY"); exit (1);
	    }
	}
    }
  return NULL;
}

int main (int argc, char **argv)
{
  size_t mb = argc > 1 ? atol (argv[1]) : 512;
  int reps = argc > 2 ? atoi (argv[2]) : 3;
  int huge = argc > 3 ? atoi (argv[3]) : 1;
  bytes = mb << 20;
  src = aligned_alloc (2 << 20, bytes);
  for (size_t i = 0; i < bytes / 8; i++) ((uint64_t *) src)[i] = i * 0x9E3779B97F4A7C15ull;
  uffd = syscall (SYS_userfaultfd, O_CLOEXEC | O_NONBLOCK);
  int usermode = 0;
  if (uffd < 0) { uffd = syscall (SYS_userfaultfd, O_CLOEXEC | O_NONBLOCK | UFFD_USER_MODE_ONLY); usermode = 1; }
  if (uffd < 0) { perror ("userfaultfd"); return 1; }
  struct uffdio_api api = { .api = UFFD_API, .features = 0 };
  if (ioctl (uffd, UFFDIO_API, &api)) { perror ("UFFDIO_API"); return 1; }
  printf ("uffd-copy: %zu MiB, huge advice %d, user-mode-only %d, %ld CPUs\n", mb, huge, usermode, sysconf (_SC_NPROCESSORS_ONLN));
  int ts[] = { 1, 2, 4, 8, 16 };
  for (int k = 0; k < 5; k++)
    {
      nthr = ts[k];
      if (nthr > 2 * sysconf (_SC_NPROCESSORS_ONLN)) break;
      double best[3] = { 1e9, 1e9, 1e9 };
      for (int r = 0; r < reps; r++)
	for (mode = 0; mode < 3; mode++)
	  {
	    dst = mmap (NULL, bytes + (2 << 20), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	    dst = (char *) (((uintptr_t) dst + (2 << 20) - 1) & ~(uintptr_t) ((2 << 20) - 1));
	    if (huge) madvise (dst, bytes, MADV_HUGEPAGE);
	    if (mode == 2) memset (dst, 1, bytes);   /* resident */
	    double t0 = now ();
	    if (mode == 1)
	      {
		struct uffdio_register reg = { .range = { (uintptr_t) dst, bytes }, .mode = UFFDIO_REGISTER_MODE_MISSING };
		if (ioctl (uffd, UFFDIO_REGISTER, &reg)) { perror ("UFFDIO_REGISTER"); return 1; }
	      }
	    pthread_t th[16];
	    for (long i = 0; i < nthr; i++) pthread_create (&th[i], NULL, work, (void *) i);
	    for (int i = 0; i < nthr; i++) pthread_join (th[i], NULL);
	    if (mode == 1)
	      {
		struct uffdio_range rg = { (uintptr_t) dst, bytes };
		if (ioctl (uffd, UFFDIO_UNREGISTER, &rg)) { perror ("UFFDIO_UNREGISTER"); return 1; }
	      }
	    double t = now () - t0;
	    if (memcmp (dst, src, bytes)) { printf ("MISMATCH mode %d\n", mode); return 1; }
	    if (t < best[mode]) best[mode] = t;
	    munmap (dst, bytes);
	  }
      printf ("threads %2d  fresh-memcpy %6.2f  fresh-uffdio-copy %6.2f  resident-memcpy %6.2f GB/s\n", nthr,
	      bytes / best[0] / 1e9, bytes / best[1] / 1e9, bytes / best[2] / 1e9);
    }
  return 0;
}
