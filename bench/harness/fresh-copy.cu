/* fresh-copy: can a copy from the device into host memory that the
   program never touched (a fresh malloc) reach the page-locked rate?
   A probe of the benchmark harness for issue 13, not part of gpugen.

   Such a copy pays the kernel's page faults and the zeroing of every
   fresh page before the data can land.  Measured, for MB megabytes
   (default 512), medians of REPS repetitions (default 3), each into new
   memory (mmap'ed or malloc'ed just before, never touched):

   zero:   the host alone, T = 1, 2, 4, 8, 16 threads taking 2 MiB parts
	   of a fresh mapping: memcpy into it from resident memory, with
	   MADV_HUGEPAGE advised before the first touch ("write-huge") or
	   not ("write-4k"); MADV_POPULATE_WRITE of each part
	   ("populate-huge", "populate-4k"); memcpy into memory already
	   resident ("resident"), the host's copy bandwidth.  Whether the
	   advice took: the AnonHugePages of the fresh mapping after a
	   write-huge run.
   (a)     the DMA of the whole array into page-locked memory in chunks
	   of 8 MiB, all queued at once, with T host threads each taking
	   a chunk, faulting its destination in (MADV_POPULATE_WRITE,
	   while the DMA runs), waiting for its DMA and copying it out:
	   an upper bound of any staged copy with helper threads.
   (b)     registering the fresh destination in place in chunks of C
	   bytes (cudaHostRegister faults the pages in), from T threads,
	   each DMA-ing its chunk directly and unregistering it.
   (c)     remapping: a pool (anonymous, huge-page advised, at the
	   destination's offset modulo 2 MiB) is faulted in (16 threads
	   writing) and registered in chunks of C bytes beforehand
	   ("refill", timed apart); the
	   copy DMAs the whole pages strictly inside the destination into
	   the pool, and, chunk by chunk in order, waits for the chunk's
	   DMA, unregisters it and moves its pages onto the destination
	   with mremap (MREMAP_MAYMOVE | MREMAP_FIXED | MREMAP_DONTUNMAP,
	   so the pool's range stays mapped, empty); the partial pages at
	   both ends are copied directly.  The destination comes from
	   malloc, as a program's array does; after the copy the probe
	   checks every byte, counts the mappings the range now spans,
	   prints their AnonHugePages and VmFlags, and frees it.  Variants:
	   chunks of 32 MiB and the whole array unregistered before each
	   move; 8 and 32 MiB and whole moved while still registered and
	   unregistered after the copy ("unregister-late", timed apart;
	   the data are checked again after it, and the range written);
	   32 MiB with the pool 4 KiB off the destination's offset modulo
	   2 MiB ("pool misaligned": mremap splits the huge pages).

   Output: one line per measurement, rates in 1e9 bytes per second of
   the array's bytes over the measured time.  Every copy is checked
   against the device's data ("check ok").

   Usage: fresh-copy [MB [REPS]].  FRESH_COPY_ONLY_C=1 runs only (c) (and
   the page-locked rate); FRESH_COPY_CPU_ONLY=1 only the host's "zero"
   lines, without a GPU.  */

#include <cuda_runtime.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
#ifndef MREMAP_DONTUNMAP
#define MREMAP_DONTUNMAP 4
#endif

/* A huge page, and the part of the zero and (a) measurements.  */
static const size_t HUGE = (size_t) 2 << 20;
static const size_t PAGE = 4096;

/* The array's size, repetitions, its data on the device and in
   resident (page-locked) host memory, for checking.  */
static size_t bytes;
static int reps;
static char *dev, *golden;

/* Report a failed CUDA call WHAT that returned ERR; return whether it
   succeeded.  */

static bool
ok_cuda (cudaError_t err, const char *what)
{
  if (err != cudaSuccess)
    {
      printf ("fresh-copy: %s: %s\n", what, cudaGetErrorString (err));
      fflush (stdout);
      return false;
    }
  return true;
}

/* The wall-clock time in milliseconds.  */

static double
now_ms (void)
{
  return std::chrono::duration<double, std::milli> (
	   std::chrono::steady_clock::now ().time_since_epoch ()).count ();
}

/* The median of V (which it sorts); 0 when empty.  */

static double
median (std::vector<double> v)
{
  if (v.empty ())
    return 0;
  std::sort (v.begin (), v.end ());
  return v[v.size () / 2];
}

/* Rate in GB/s of BYTES bytes in MS milliseconds.  */

static double
rate (double ms)
{
  return ms > 0 ? bytes / (ms * 1e-3) / 1e9 : 0;
}

/* A fresh anonymous mapping of N bytes whose start is OFFSET bytes past
   a 2 MiB boundary, advised MADV_HUGEPAGE (whole, before any touch)
   when HUGE_ADVICE.  */

struct fresh
{
  /* What mmap returned and its length, and the usable start.  */
  char *base;
  size_t len;
  char *p;
};

static fresh
fresh_map (size_t n, bool huge_advice, size_t offset = 0)
{
  fresh f;

  f.len = n + 2 * HUGE;
  f.base = (char *) mmap (NULL, f.len, PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (f.base == MAP_FAILED)
    {
      perror ("fresh-copy: mmap");
      exit (1);
    }
  f.p = (char *) (((uintptr_t) f.base + HUGE - 1) & ~(HUGE - 1)) + offset;
  if (huge_advice)
    madvise (f.base, f.len, MADV_HUGEPAGE);
  return f;
}

/* Run FN (k) on T threads, k = 0 .. T - 1, and wait for them.  */

static void
run_threads (int t, const std::function<void (int)> &fn)
{
  std::vector<std::thread> th;

  for (int k = 1; k < t; k++)
    th.emplace_back (fn, k);
  fn (0);
  for (auto &x : th)
    x.join ();
}

/* The AnonHugePages (kB) summed over the mappings that overlap
   [LO, HI), the number of those mappings, and the VmFlags of the first,
   from /proc/self/smaps.  */

static long
huge_kb (uintptr_t lo, uintptr_t hi, int *vmas, std::string *flags)
{
  FILE *f = fopen ("/proc/self/smaps", "r");
  char line[512];
  bool in = false;
  long kb = 0, v;

  *vmas = 0;
  if (f == NULL)
    return -1;
  while (fgets (line, sizeof line, f) != NULL)
    {
      unsigned long a, b;

      if (sscanf (line, "%lx-%lx ", &a, &b) == 2 && strchr (line, '-')
	  && line[strspn (line, "0123456789abcdef")] == '-')
	{
	  in = a < hi && b > lo;
	  if (in)
	    ++*vmas;
	}
      else if (in && sscanf (line, "AnonHugePages: %ld kB", &v) == 1)
	kb += v;
      else if (in && flags->empty () && strncmp (line, "VmFlags:", 8) == 0)
	{
	  *flags = line + 9;
	  if (!flags->empty () && flags->back () == '\n')
	    flags->pop_back ();
	}
    }
  fclose (f);
  return kb;
}

/* Whether the N bytes at P equal the golden data at offset OFF.  */

static bool
same (const char *p, size_t off, size_t n)
{
  return memcmp (p, golden + off, n) == 0;
}

/* The host alone: T threads writing, populating, or copying into
   resident memory, 2 MiB parts each.  */

static void
zero_scaling (void)
{
  const int ts[] = { 1, 2, 4, 8, 16 };
  char *resident = (char *) malloc (bytes);

  memset (resident, 1, bytes);
  for (int t : ts)
    {
      double r[5];

      for (int mode = 0; mode < 5; mode++)
	{
	  std::vector<double> ms;

	  for (int rep = 0; rep < reps; rep++)
	    {
	      bool huge = mode == 0 || mode == 2;
	      fresh f = fresh_map (bytes, huge);
	      char *dst = mode == 4 ? resident : f.p;
	      std::atomic<size_t> next (0);
	      size_t parts = (bytes + HUGE - 1) / HUGE;
	      double t0 = now_ms ();

	      run_threads (t, [&] (int) {
		for (size_t k; (k = next++) < parts;)
		  {
		    size_t o = k * HUGE, n = std::min (HUGE, bytes - o);
		    if (mode == 2 || mode == 3)
		      madvise (dst + o, n, MADV_POPULATE_WRITE);
		    else
		      memcpy (dst + o, golden + o, n);
		  }
	      });
	      ms.push_back (now_ms () - t0);
	      if (mode == 0 && rep == 0 && t == 16)
		{
		  int vmas;
		  std::string flags;
		  long kb = huge_kb ((uintptr_t) f.p,
				     (uintptr_t) f.p + bytes, &vmas, &flags);
		  printf ("zero: write-huge AnonHugePages %ld kB of %zu kB "
			  "(%d mapping) VmFlags %s\n", kb, bytes >> 10, vmas,
			  flags.c_str ());
		}
	      if ((mode == 0 || mode == 1) && !same (f.p, 0, bytes))
		printf ("zero: check FAILED\n");
	      munmap (f.base, f.len);
	    }
	  r[mode] = rate (median (ms));
	}
      printf ("zero: threads %2d write-huge %6.2f write-4k %6.2f "
	      "populate-huge %6.2f populate-4k %6.2f resident %6.2f GB/s\n",
	      t, r[0], r[1], r[2], r[3], r[4]);
      fflush (stdout);
    }
  free (resident);
}

/* (a): DMA into page-locked memory, T threads populating, waiting and
   copying out chunks of 8 MiB.  */

static void
staged (char *stage)
{
  const size_t chunk = (size_t) 8 << 20;
  size_t chunks = (bytes + chunk - 1) / chunk;
  std::vector<cudaEvent_t> ev (chunks);
  cudaStream_t s;

  if (!ok_cuda (cudaStreamCreateWithFlags (&s, cudaStreamNonBlocking),
		"cudaStreamCreate"))
    return;
  for (auto &e : ev)
    if (!ok_cuda (cudaEventCreateWithFlags (&e, cudaEventDisableTiming),
		  "cudaEventCreate"))
      return;
  for (int t : { 4, 8, 12, 16 })
    for (int pop = 0; pop < 2; pop++)
      {
	std::vector<double> ms;
	bool good = true;

	for (int rep = 0; rep < reps; rep++)
	  {
	    fresh f = fresh_map (bytes, true);
	    std::atomic<size_t> next (0);
	    double t0 = now_ms ();

	    for (size_t k = 0; k < chunks; k++)
	      {
		size_t o = k * chunk, n = std::min (chunk, bytes - o);
		ok_cuda (cudaMemcpyAsync (stage + o, dev + o, n,
					  cudaMemcpyDeviceToHost, s),
			 "cudaMemcpyAsync");
		ok_cuda (cudaEventRecord (ev[k], s), "cudaEventRecord");
	      }
	    run_threads (t, [&] (int) {
	      for (size_t k; (k = next++) < chunks;)
		{
		  size_t o = k * chunk, n = std::min (chunk, bytes - o);
		  if (pop)
		    madvise (f.p + o, n, MADV_POPULATE_WRITE);
		  cudaEventSynchronize (ev[k]);
		  memcpy (f.p + o, stage + o, n);
		}
	    });
	    ms.push_back (now_ms () - t0);
	    good &= same (f.p, 0, bytes);
	    munmap (f.base, f.len);
	  }
	printf ("(a) staged: threads %2d %s %6.2f GB/s check %s\n", t,
		pop ? "populate-then-copy" : "copy              ",
		rate (median (ms)), good ? "ok" : "FAILED");
	fflush (stdout);
      }
  for (auto &e : ev)
    cudaEventDestroy (e);
  cudaStreamDestroy (s);
}

/* (b): register the fresh destination in chunks of CHUNK bytes from T
   threads, DMA each chunk into it, unregister.  */

static void
registered (void)
{
  struct cfg { size_t chunk; int t; };
  const cfg cfgs[] = { { bytes, 1 }, { (size_t) 32 << 20, 1 },
		       { (size_t) 32 << 20, 4 }, { (size_t) 32 << 20, 8 },
		       { (size_t) 8 << 20, 8 }, { (size_t) 32 << 20, 16 } };

  for (const cfg &c : cfgs)
    {
      size_t chunks = (bytes + c.chunk - 1) / c.chunk;
      std::vector<double> ms, reg_ms, unreg_ms;
      bool good = true;

      for (int rep = 0; rep < reps; rep++)
	{
	  fresh f = fresh_map (bytes, true);
	  std::atomic<size_t> next (0);
	  std::vector<double> treg (c.t), tunreg (c.t);
	  double t0 = now_ms ();

	  run_threads (c.t, [&] (int me) {
	    cudaStream_t s;
	    if (!ok_cuda (cudaStreamCreateWithFlags (&s,
						     cudaStreamNonBlocking),
			  "cudaStreamCreate"))
	      return;
	    for (size_t k; (k = next++) < chunks;)
	      {
		size_t o = k * c.chunk, n = std::min (c.chunk, bytes - o);
		double a = now_ms ();
		if (!ok_cuda (cudaHostRegister (f.p + o, n, 0),
			      "cudaHostRegister"))
		  continue;
		double b = now_ms ();
		ok_cuda (cudaMemcpyAsync (f.p + o, dev + o, n,
					  cudaMemcpyDeviceToHost, s),
			 "cudaMemcpyAsync");
		ok_cuda (cudaStreamSynchronize (s), "cudaStreamSynchronize");
		double d = now_ms ();
		ok_cuda (cudaHostUnregister (f.p + o), "cudaHostUnregister");
		treg[me] += b - a;
		tunreg[me] += now_ms () - d;
	      }
	    cudaStreamDestroy (s);
	  });
	  ms.push_back (now_ms () - t0);
	  double sr = 0, su = 0;
	  for (int k = 0; k < c.t; k++)
	    sr += treg[k], su += tunreg[k];
	  reg_ms.push_back (sr);
	  unreg_ms.push_back (su);
	  good &= same (f.p, 0, bytes);
	  munmap (f.base, f.len);
	}
      printf ("(b) register: chunk %4zu MiB threads %2d %6.2f GB/s "
	      "(register %.2f ms, unregister %.2f ms, summed over threads) "
	      "check %s\n", c.chunk >> 20, c.t, rate (median (ms)),
	      median (reg_ms), median (unreg_ms), good ? "ok" : "FAILED");
      fflush (stdout);
    }

  /* The pinning alone: register and unregister memory already
     resident (huge pages), whole.  */
  std::vector<double> reg_ms, unreg_ms;
  for (int rep = 0; rep < reps; rep++)
    {
      fresh f = fresh_map (bytes, true);
      memset (f.p, 1, bytes);
      double a = now_ms ();
      if (!ok_cuda (cudaHostRegister (f.p, bytes, 0), "cudaHostRegister"))
	return;
      double b = now_ms ();
      ok_cuda (cudaHostUnregister (f.p), "cudaHostUnregister");
      reg_ms.push_back (b - a);
      unreg_ms.push_back (now_ms () - b);
      munmap (f.base, f.len);
    }
  printf ("(b) register resident huge-page memory whole: register %.2f ms "
	  "unregister %.2f ms\n", median (reg_ms), median (unreg_ms));
  fflush (stdout);
}

/* (c): DMA into a registered pool, unregister, mremap onto the
   destination, in chunks of CHUNK bytes.  */

static void
remapped (void)
{
  /* Chunk sizes in MiB (0: whole), and whether the pool is placed at
     the destination's offset modulo 2 MiB (else 4 KiB off it, so that
     mremap must split the huge pages).  */
  struct rcfg
  {
    /* The chunk in MiB (0: whole), whether the pool is aligned as the
       destination, and whether the chunks are unregistered after the
       copy (their pages moved while registered; "late") instead of
       before each move.  */
    size_t mb;
    bool aligned, late;
  };
  const rcfg cfgs[] = { { 32, true, false }, { 0, true, false },
			{ 8, true, true }, { 32, true, true },
			{ 0, true, true }, { 32, false, true } };
  cudaStream_t s;

  if (!ok_cuda (cudaStreamCreateWithFlags (&s, cudaStreamNonBlocking),
		"cudaStreamCreate"))
    return;
  for (auto cfg : cfgs)
    {
      size_t cmb = cfg.mb;
      std::vector<double> ms, refill_ms, wait_ms, unreg_ms, remap_ms, last_ms;
      std::vector<double> fault_ms, late_ms;
      bool good = true, refused = false;
      long kb = 0;
      int vmas = 0;
      std::string flags;

      for (int rep = 0; rep < reps && !refused; rep++)
	{
	  char *dst = (char *) malloc (bytes);
	  uintptr_t ps = ((uintptr_t) dst + PAGE - 1) & ~(PAGE - 1);
	  uintptr_t pe = ((uintptr_t) dst + bytes) & ~(PAGE - 1);
	  size_t len = pe - ps, head = ps - (uintptr_t) dst;
	  size_t tail = (uintptr_t) dst + bytes - pe;
	  size_t chunk = cmb ? cmb << 20 : len;
	  fresh pool = fresh_map (len, true, (ps + (cfg.aligned ? 0 : PAGE))
					     & (HUGE - 1));
	  char *P = pool.p;
	  /* Chunk boundaries on 2 MiB boundaries of the pool.  */
	  uintptr_t A = (uintptr_t) P & ~(HUGE - 1);
	  std::vector<std::pair<size_t, size_t> > ch;
	  for (uintptr_t b = A; b < (uintptr_t) P + len; b += chunk)
	    {
	      uintptr_t lo = std::max (b, (uintptr_t) P);
	      uintptr_t hi = std::min (b + chunk, (uintptr_t) P + len);
	      ch.push_back ({ lo - (uintptr_t) P, hi - lo });
	    }
	  std::vector<cudaEvent_t> ev (ch.size ());
	  for (auto &e : ev)
	    ok_cuda (cudaEventCreateWithFlags (&e, cudaEventDisableTiming),
		     "cudaEventCreate");

	  /* Refill: fault the pool in (16 threads) and register it.  */
	  double r0 = now_ms ();
	  {
	    std::atomic<size_t> next (0);
	    size_t parts = (len + HUGE - 1) / HUGE;
	    run_threads (16, [&] (int) {
	      for (size_t k; (k = next++) < parts;)
		{
		  size_t o = k * HUGE, n = std::min (HUGE, len - o);
		  memset (P + o, 0, n);
		}
	    });
	  }
	  fault_ms.push_back (now_ms () - r0);
	  for (auto &c : ch)
	    if (!ok_cuda (cudaHostRegister (P + c.first, c.second, 0),
			  "cudaHostRegister"))
	      refused = true;
	  refill_ms.push_back (now_ms () - r0);
	  if (rep == 0)
	    {
	      int v;
	      std::string fl;
	      huge_kb ((uintptr_t) P, (uintptr_t) P + len, &v, &fl);
	      printf ("(c) pool registered: VmFlags %s\n", fl.c_str ());
	    }

	  /* The copy: the partial pages at both ends first (directly,
	     synchronous), then the chunks' DMAs queued at once, then each
	     chunk in order unregistered and moved once its DMA is done, so
	     that the unregistering of one overlaps the DMA of the next.  */
	  double t0 = now_ms (), tw = 0, tu = 0, tm = 0, last = 0;
	  if (head)
	    ok_cuda (cudaMemcpy (dst, dev, head, cudaMemcpyDeviceToHost),
		     "cudaMemcpy head");
	  if (tail)
	    ok_cuda (cudaMemcpy (dst + bytes - tail, dev + bytes - tail, tail,
				 cudaMemcpyDeviceToHost), "cudaMemcpy tail");
	  for (size_t k = 0; k < ch.size (); k++)
	    {
	      ok_cuda (cudaMemcpyAsync (P + ch[k].first,
					dev + head + ch[k].first,
					ch[k].second, cudaMemcpyDeviceToHost,
					s), "cudaMemcpyAsync");
	      ok_cuda (cudaEventRecord (ev[k], s), "cudaEventRecord");
	    }
	  for (size_t k = 0; k < ch.size (); k++)
	    {
	      double a = now_ms ();
	      ok_cuda (cudaEventSynchronize (ev[k]), "cudaEventSynchronize");
	      double b = now_ms ();
	      if (!cfg.late)
		ok_cuda (cudaHostUnregister (P + ch[k].first),
			 "cudaHostUnregister");
	      double c = now_ms ();
	      void *m = mremap (P + ch[k].first, ch[k].second, ch[k].second,
				MREMAP_MAYMOVE | MREMAP_FIXED
				| MREMAP_DONTUNMAP,
				(void *) (ps + ch[k].first));
	      if (m == MAP_FAILED)
		{
		  perror ("fresh-copy: mremap");
		  refused = true;
		  memcpy ((void *) (ps + ch[k].first), P + ch[k].first,
			  ch[k].second);
		}
	      tw += b - a;
	      tu += c - b;
	      if (k + 1 == ch.size ())
		last = now_ms () - a;
	      tm += now_ms () - c;
	    }
	  ms.push_back (now_ms () - t0);
	  wait_ms.push_back (tw);
	  unreg_ms.push_back (tu);
	  remap_ms.push_back (tm);
	  last_ms.push_back (last);
	  good &= same (dst, 0, bytes);
	  if (cfg.late)
	    {
	      /* After the copy (in a runtime: by a helper, off the
		 copy's path): unregister the pool's chunks, whose pages
		 now lie in the destination; the data must not change,
		 and the destination must stay writable.  */
	      double a = now_ms ();
	      for (auto &c : ch)
		ok_cuda (cudaHostUnregister (P + c.first),
			 "cudaHostUnregister (late)");
	      late_ms.push_back (now_ms () - a);
	      good &= same (dst, 0, bytes);
	      memset (dst, 0x5a, bytes);
	      good &= dst[0] == 0x5a && dst[bytes - 1] == 0x5a
		      && dst[bytes / 2] == 0x5a;
	    }
	  if (rep == 0)
	    kb = huge_kb (ps, pe, &vmas, &flags);
	  /* The pool's range stays mapped and empty.  */
	  unsigned char v = 1;
	  if (mincore (P, PAGE, &v) == 0 && (v & 1))
	    printf ("(c) pool page still resident after the move\n");
	  for (auto &e : ev)
	    cudaEventDestroy (e);
	  munmap (pool.base, pool.len);
	  free (dst);
	}
      printf ("(c) remap%s%s: chunk %4zu MiB %6.2f GB/s (%.2f ms: waits for DMA "
	      "%.2f ms, unregister %.2f ms, mremap %.2f ms, last chunk %.2f "
	      "ms; refill beforehand %.2f ms = %.2f GB/s, of which 16 threads "
	      "faulting %.2f ms) check %s%s\n",
	      cfg.late ? " unregister-late" : "",
	      cfg.aligned ? "" : " (pool misaligned)", cmb ? cmb : bytes >> 20,
	      rate (median (ms)), median (ms), median (wait_ms),
	      median (unreg_ms), median (remap_ms), median (last_ms),
	      median (refill_ms), rate (median (refill_ms)), median (fault_ms),
	      good ? "ok" : "FAILED", refused ? " (refused: fell back)" : "");
      if (cfg.late)
	printf ("(c) remap: the pages moved while registered; unregistering "
		"after the copy took %.2f ms\n", median (late_ms));
      printf ("(c) destination after the move: %d mappings, AnonHugePages "
	      "%ld kB, VmFlags %s\n", vmas, kb, flags.c_str ());
      fflush (stdout);
    }
  cudaStreamDestroy (s);
}

int
main (int argc, char **argv)
{
  long mb = argc > 1 ? atol (argv[1]) : 512;
  reps = argc > 2 ? atoi (argv[2]) : 3;
  bool cpu_only = getenv ("FRESH_COPY_CPU_ONLY") != NULL;
  char *stage = NULL;

  if (mb <= 0 || reps <= 0)
    {
      fprintf (stderr, "usage: fresh-copy [MB [REPS]]\n");
      return 2;
    }
  bytes = (size_t) mb << 20;
  /* An odd size, as a program's array: the remap's partial pages.  */
  bytes -= 1000;
  printf ("fresh-copy: bytes %zu, %ld CPUs, reps %d\n", bytes,
	  sysconf (_SC_NPROCESSORS_ONLN), reps);
  if (cpu_only)
    golden = (char *) malloc (bytes);
  else if (!ok_cuda (cudaMallocHost (&golden, bytes), "cudaMallocHost")
	   || !ok_cuda (cudaMallocHost (&stage, bytes), "cudaMallocHost")
	   || !ok_cuda (cudaMalloc (&dev, bytes), "cudaMalloc"))
    return 1;
  for (size_t i = 0; i < bytes; i++)
    golden[i] = (char) (i * 131 + 7 + (i >> 12));
  if (!cpu_only
      && !ok_cuda (cudaMemcpy (dev, golden, bytes, cudaMemcpyHostToDevice),
		   "cudaMemcpy"))
    return 1;
  fflush (stdout);

  bool only_c = getenv ("FRESH_COPY_ONLY_C") != NULL;
  if (!only_c)
    zero_scaling ();
  if (cpu_only)
    return 0;
  /* The page-locked rate of this process, for the ratios.  */
  {
    std::vector<double> ms;
    for (int rep = 0; rep < reps + 1; rep++)
      {
	double t0 = now_ms ();
	ok_cuda (cudaMemcpy (rep & 1 ? stage : golden, dev, bytes,
			     cudaMemcpyDeviceToHost), "cudaMemcpy");
	ms.push_back (now_ms () - t0);
	printf ("pinned: d2h %.2f GB/s\n", rate (ms.back ()));
      }
  }
  if (!only_c)
    {
      staged (stage);
      registered ();
    }
  remapped ();
  return 0;
}
