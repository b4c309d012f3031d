/* rt-bench: what gpugen's runtime achieves on this machine, through the
   region entry points of gpugen-rt.h as generated code calls them, to
   compare with copy-rates (the machine's own rates).

   Measures, with a hand-written PTX image (no CUDA toolkit needed):
     - a region that copies MB megabytes (default 512) in, adds 1 to
       each float on the device and copies them back: the rates of its
       copy in and of its copy back (medians of REPS executions; the
       results are checked each time);
     - the same copy back into fresh memory (never touched: plain,
       advised MADV_HUGEPAGE, populated first), and, for comparison,
       the machine's own rate of writing fresh memory with 16 host
       threads and no GPU (the page faults and zeroing bound any copy
       into fresh pages), and their rate of populating fresh memory
       with MADV_POPULATE_WRITE (the runtime's prefault's bound);
     - a region that copies MB megabytes in, adds 1 on the device, runs
       a kernel that spins for S ms (S = 40 ms per 512 MiB; 0 with the
       fake driver) and copies back into fresh memory: "wait first"
       waits for the kernels (with a 4-byte copy back) before the large
       copy, which then faults the pages in itself (the runtime before
       GPUGEN_PREFAULT); "queued" queues the copy behind the kernels, so
       that the runtime faults the pages in while they run (unless
       GPUGEN_PREFAULT=0).  The region's time is measured from the last
       launch to the end of the copy back; its d2h rate is that of the
       bytes over the region's time less S (less than the copy's own
       rate, as the spin may start after the last launch returns);
     - a region that launches an empty kernel N times (10000) in a host
       loop and waits once: the cost per launch;
     - a small region (4 KiB in, one launch, 4 KiB back) executed 1000
       times: the cost per execution.
   Output, one line each:

     rt-bench: backend NAME GPUGEN_ASYNC=V ... (the settings)
     rt-bench: bytes B region h2d R GB/s d2h R GB/s check ok
     rt-bench: bytes B fresh plain|hugepage|populate d2h R GB/s check ok
     rt-bench: bytes B fresh host-write 16 threads R GB/s check ok
     rt-bench: bytes B fresh host-populate 16 threads R GB/s check ok
     rt-bench: bytes B fresh after S ms kernel wait first|queued:
	       region T ms d2h R GB/s check ok
     rt-bench: launch T us per kernel in a host loop of N
     rt-bench: small region T us per execution

   R in 1e9 bytes per second.  The settings are the runtime's
   environment variables, as set (bench/harness/device-check.sh runs it
   under several).  RT_BENCH_WARM_MB=W runs a region copying W MiB (less
   than MB) in and back before the first copy region, and prints
   "rt-bench: bytes B warm-up region h2d R GB/s d2h R GB/s" first;
   RT_BENCH_IDLE_MS=T leaves the GPU idle T ms before each region of the
   first two lines (the copy regions).
   With RT_BENCH_FAKE=1 it uses the fake driver of the
   testsuite (GPUGEN_CUDA_LIBRARY=.../fake-cuda.so), to test the program
   itself on a machine without a GPU.  This is a measurement tool of the
   benchmark harness, not part of gpugen.

   Usage: rt-bench [MB [REPS]].  */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>

#include "gpugen.h"
#include "gpugen-rt.h"

/* add_one (float *a, int n): a[i] += 1 for i < n; empty (): nothing;
   spin (unsigned long ns): one thread waits until NS nanoseconds of
   the GPU's global timer have passed.  */

static const char bench_ptx[] =
  ".version 7.0\n"
  ".target sm_50\n"
  ".address_size 64\n"
  "\n"
  ".visible .entry rt_bench_add_one (.param .u64 a, .param .u32 n)\n"
  "{\n"
  "  .reg .pred %p;\n"
  "  .reg .b32 %r<6>;\n"
  "  .reg .b64 %rd<4>;\n"
  "  .reg .f32 %f<3>;\n"
  "\n"
  "  ld.param.u64 %rd1, [a];\n"
  "  ld.param.u32 %r1, [n];\n"
  "  mov.u32 %r2, %ctaid.x;\n"
  "  mov.u32 %r3, %ntid.x;\n"
  "  mov.u32 %r4, %tid.x;\n"
  "  mad.lo.s32 %r5, %r2, %r3, %r4;\n"
  "  setp.ge.s32 %p, %r5, %r1;\n"
  "  @%p bra done;\n"
  "  cvta.to.global.u64 %rd2, %rd1;\n"
  "  mul.wide.s32 %rd3, %r5, 4;\n"
  "  add.s64 %rd2, %rd2, %rd3;\n"
  "  ld.global.f32 %f1, [%rd2];\n"
  "  add.f32 %f2, %f1, 0f3F800000;\n"
  "  st.global.f32 [%rd2], %f2;\n"
  "done:\n"
  "  ret;\n"
  "}\n"
  "\n"
  ".visible .entry rt_bench_empty ()\n"
  "{\n"
  "  ret;\n"
  "}\n"
  "\n"
  ".visible .entry rt_bench_spin (.param .u64 ns)\n"
  "{\n"
  "  .reg .pred %p;\n"
  "  .reg .b64 %rd<5>;\n"
  "\n"
  "  ld.param.u64 %rd1, [ns];\n"
  "  mov.u64 %rd2, %globaltimer;\n"
  "spin:\n"
  "  mov.u64 %rd3, %globaltimer;\n"
  "  sub.s64 %rd4, %rd3, %rd2;\n"
  "  setp.lt.u64 %p, %rd4, %rd1;\n"
  "  @%p bra spin;\n"
  "  ret;\n"
  "}\n";

static const char *const bench_kernel_names[] = {
  "rt_bench_add_one", "rt_bench_empty", "rt_bench_spin"
};

static const struct gpugen_image bench_image = {
  bench_ptx, sizeof bench_ptx, NULL, 0, 3, bench_kernel_names, "rt-bench"
};

/* The same for the testsuite's fake driver (fake-cuda.c).  */

static const char fake_bin[] = "FAKEBIN fake_add_one fake_empty fake_spin";

static const char *const fake_kernel_names[] = {
  "fake_add_one", "fake_empty", "fake_spin"
};

static const struct gpugen_image fake_image = {
  fake_bin, sizeof fake_bin, NULL, 0, 3, fake_kernel_names, "rt-bench"
};

/* The image in use.  */

static const struct gpugen_image *image = &bench_image;

/* Return the wall-clock time in milliseconds.  */

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

/* Sort comparison of doubles.  */

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* Return the median of the N values of V (which it sorts).  */

static double
median (double *v, int n)
{
  qsort (v, n, sizeof *v, compare);
  return v[n / 2];
}

/* Store the int VALUE at the start of SLOT.  */

static void
store_int (unsigned long long *slot, int value)
{
  *slot = 0;
  memcpy (slot, &value, sizeof value);
}

/* Print the setting of the environment variable NAME.  */

static void
print_setting (const char *name)
{
  const char *value = getenv (name);

  printf (" %s=%s", name, value != NULL ? value : "(unset)");
}

/* Run the copy region once on the N floats of A (adding 1 to each) and
   store the durations of its copy in and of its copy back in *IN_MS
   and *OUT_MS.  Return 1 if it ran on the device.  */

static int
copy_region_to (float *a, float *b, long n, double *in_ms, double *out_ms);

static int
copy_region (float *a, long n, double *in_ms, double *out_ms)
{
  return copy_region_to (a, a, n, in_ms, out_ms);
}

/* The same, copying back into B (A when B is A).  */

static int
copy_region_to (float *a, float *b, long n, double *in_ms, double *out_ms)
{
  size_t bytes = n * sizeof *a;
  unsigned long long slots[2];
  float scratch;
  double t0, t1, t2;
  void *d;

  if (!__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, image, "rt-bench:copy"))
    return 0;
  d = __gpugen_region_alloc (bytes);
  t0 = now_ms ();
  __gpugen_region_copy_in (d, a, 0, bytes);
  /* A small copy back waits for the copy in, which runs before it.  */
  __gpugen_region_copy_out (&scratch, d, 0, sizeof scratch);
  t1 = now_ms ();
  memcpy (&slots[0], &d, sizeof d);
  store_int (&slots[1], (int) n);
  __gpugen_region_launch (image, 0, (n + 255) / 256, 1, 256, 1, 1, 2, slots);
  __gpugen_region_copy_out (&scratch, d, 0, sizeof scratch);
  t2 = now_ms ();
  __gpugen_region_copy_out (b, d, 0, bytes);
  *out_ms = now_ms () - t2;
  *in_ms = t1 - t0;
  return __gpugen_region_exit ();
}

/* Run the region of the copy back after a kernel (see the head of this
   file): copy the N floats of A in, add 1 to each, spin for SPIN_NS
   nanoseconds on the device and copy them back into B; first wait for
   the kernels with a 4-byte copy back when WAIT_FIRST.  Store in
   *REGION_MS the time from the last launch to the end of the copy back.
   Return 1 if it ran on the device.  */

static int
spin_region (float *a, float *b, long n, unsigned long long spin_ns,
	     int wait_first, double *region_ms)
{
  size_t bytes = n * sizeof *a;
  unsigned long long slots[2];
  float scratch;
  double t0;
  void *d;

  if (!__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, image, "rt-bench:spin"))
    return 0;
  d = __gpugen_region_alloc (bytes);
  __gpugen_region_copy_in (d, a, 0, bytes);
  memcpy (&slots[0], &d, sizeof d);
  store_int (&slots[1], (int) n);
  __gpugen_region_launch (image, 0, (n + 255) / 256, 1, 256, 1, 1, 2, slots);
  slots[0] = spin_ns;
  __gpugen_region_launch (image, 2, 1, 1, 1, 1, 1, 1, slots);
  t0 = now_ms ();
  if (wait_first)
    __gpugen_region_copy_out (&scratch, d, 0, sizeof scratch);
  __gpugen_region_copy_out (b, d, 0, bytes);
  *region_ms = now_ms () - t0;
  return __gpugen_region_exit ();
}

/* The threads of the fresh host-write ceiling (see main).  */
#define HOST_THREADS 16

/* One thread's block of that copy.  */
struct host_part
{
  /* Where it writes, what it reads (NULL: populate the block with
     MADV_POPULATE_WRITE instead), and how many bytes.  */
  float *dst;
  const float *src;
  size_t bytes;
};

/* Copy (or populate) the block ARG (a struct host_part).  */

static void *
host_copy (void *arg)
{
  struct host_part *p = arg;

  if (p->src != NULL)
    memcpy (p->dst, p->src, p->bytes);
  else
    {
      unsigned long lo = ((unsigned long) p->dst + 0xfff) & ~0xffful;
      unsigned long hi = ((unsigned long) p->dst + p->bytes) & ~0xffful;

      if (hi > lo)
	madvise ((void *) lo, hi - lo, 23 /* MADV_POPULATE_WRITE */);
    }
  return NULL;
}

int
main (int argc, char **argv)
{
  long mb = argc > 1 ? atol (argv[1]) : 512;
  int reps = argc > 2 ? atoi (argv[2]) : 5;
  const long launches = 10000, small = 1000;
  double *in_ms, *out_ms, start, per_launch, per_region;
  unsigned long long slots[2];
  long n, i;
  float *a, value;
  int r, ok = 1;

  if (mb <= 0 || reps <= 0)
    {
      fprintf (stderr, "usage: rt-bench [MB [REPS]]\n");
      return 2;
    }
  if (getenv ("RT_BENCH_FAKE") != NULL)
    image = &fake_image;
  n = (mb << 20) / sizeof (float);
  a = malloc (n * sizeof *a);
  in_ms = malloc (reps * sizeof *in_ms);
  out_ms = malloc (reps * sizeof *out_ms);
  if (a == NULL || in_ms == NULL || out_ms == NULL)
    {
      fprintf (stderr, "rt-bench: out of host memory\n");
      return 1;
    }

  if (!gpugen_init ())
    {
      printf ("rt-bench: backend %s: no device\n", gpugen_backend ());
      return 1;
    }
  printf ("rt-bench: backend %s", gpugen_backend ());
  print_setting ("GPUGEN_ASYNC");
  print_setting ("GPUGEN_REGISTER_MB");
  print_setting ("GPUGEN_KEEP_BUFFERS");
  print_setting ("GPUGEN_COPY_THREADS");
  print_setting ("GPUGEN_GRAPHS");
  print_setting ("GPUGEN_PREFAULT");
  if (getenv ("RT_BENCH_WARM_MB") != NULL)
    print_setting ("RT_BENCH_WARM_MB");
  if (getenv ("RT_BENCH_IDLE_MS") != NULL)
    print_setting ("RT_BENCH_IDLE_MS");
  printf ("\n");
  fflush (stdout);

  for (i = 0; i < n; i++)
    a[i] = (float) (i & 0xffff);
  /* RT_BENCH_WARM_MB=W: first a region that copies W MiB in and back
     through a device buffer of its own, so that the first copy region
     below finds the copy path warm (stream, staging buffers, the
     driver's first copies each way) but its device buffer new: whether
     the first region's copy in is slow for the one or the other.  */
  if (getenv ("RT_BENCH_WARM_MB") != NULL)
    {
      long w = atol (getenv ("RT_BENCH_WARM_MB"));
      long wn = (w << 20) / sizeof (float);
      double warm_in, warm_out;

      if (w > 0 && wn < n)
	{
	  if (!copy_region (a, wn, &warm_in, &warm_out))
	    return 1;
	  for (i = 0; i < wn; i++)
	    a[i] -= 1;
	  printf ("rt-bench: bytes %zu warm-up region h2d %.2f GB/s d2h %.2f "
		  "GB/s\n", wn * sizeof *a,
		  wn * sizeof *a / (warm_in * 1e-3) / 1e9,
		  wn * sizeof *a / (warm_out * 1e-3) / 1e9);
	}
    }
  /* RT_BENCH_IDLE_MS=T: leave the GPU idle T ms before each of these
     copy regions, as a program's host work between regions does.  */
  long idle_ms = getenv ("RT_BENCH_IDLE_MS") != NULL
		 ? atol (getenv ("RT_BENCH_IDLE_MS")) : 0;
  for (r = 0; r < reps; r++)
    {
      if (idle_ms > 0)
	{
	  struct timespec idle = { idle_ms / 1000, idle_ms % 1000 * 1000000 };

	  nanosleep (&idle, NULL);
	}
      if (!copy_region (a, n, &in_ms[r], &out_ms[r]))
	{
	  printf ("rt-bench: the copy region ran on the host\n");
	  return 1;
	}
      for (i = 0; i < n; i += 997)
	ok &= a[i] == (float) ((i & 0xffff) + r + 1);
    }
  printf ("rt-bench: bytes %zu first region h2d %.2f GB/s d2h %.2f GB/s\n",
	  n * sizeof *a, n * sizeof *a / (in_ms[0] * 1e-3) / 1e9,
	  n * sizeof *a / (out_ms[0] * 1e-3) / 1e9);
  printf ("rt-bench: bytes %zu region h2d %.2f GB/s d2h %.2f GB/s check %s\n",
	  n * sizeof *a, n * sizeof *a / (median (in_ms, reps) * 1e-3) / 1e9,
	  n * sizeof *a / (median (out_ms, reps) * 1e-3) / 1e9,
	  ok ? "ok" : "FAILED");
  fflush (stdout);

  /* Copies back into fresh memory (never touched, as an array that a
     region fully overwrites), plain, advised MADV_HUGEPAGE, and
     populated with MADV_POPULATE_WRITE first (its time included).  */
  for (int mode = 0; mode < 3; mode++)
    {
      for (r = 0; r < reps; r++)
	{
	  float *b = malloc (n * sizeof *b);
	  double t0 = now_ms (), pre;

	  if (b == NULL)
	    return 1;
	  if (mode == 1)
	    madvise ((void *) (((unsigned long) b + 0x1fffff) & ~0x1ffffful),
		     (n * sizeof *b) & ~0x1ffffful, 14 /* MADV_HUGEPAGE */);
	  if (mode == 2)
	    madvise ((void *) (((unsigned long) b + 0xfff) & ~0xffful),
		     (n * sizeof *b) & ~0xffful, 23 /* MADV_POPULATE_WRITE */);
	  pre = now_ms () - t0;
	  if (!copy_region_to (a, b, n, &in_ms[r], &out_ms[r]))
	    return 1;
	  out_ms[r] += pre;
	  for (i = 0; i < n; i += 997)
	    ok &= b[i] == (float) ((i & 0xffff) + reps + r + 1 + mode * reps);
	  memcpy (a, b, n * sizeof *a);
	  free (b);
	}
      printf ("rt-bench: bytes %zu fresh %s d2h %.2f GB/s check %s\n",
	      n * sizeof *a,
	      mode == 0 ? "plain" : mode == 1 ? "hugepage" : "populate",
	      n * sizeof *a / (median (out_ms, reps) * 1e-3) / 1e9,
	      ok ? "ok" : "FAILED");
      fflush (stdout);
    }

  /* The machine's own ceiling for the copies above: HOST_THREADS
     threads writing fresh memory (advised MADV_HUGEPAGE, as the runtime
     advises the ranges it copies into), each a block of it, from memory
     already touched, without the GPU: the page faults and zeroing of
     fresh pages bound any copy back into them, whatever the runtime
     does.  Then the same threads populating fresh memory
     (MADV_POPULATE_WRITE), as the runtime's prefault does: the rate at
     which it can fault pages in while kernels run.  */
  for (int pop = 0; pop < 2; pop++)
    {
      for (r = 0; r < reps; r++)
	{
	  float *b = malloc (n * sizeof *b);
	  pthread_t th[HOST_THREADS];
	  struct host_part part[HOST_THREADS];
	  size_t each = (n + HOST_THREADS - 1) / HOST_THREADS;
	  double t0;
	  int k;

	  if (b == NULL)
	    return 1;
	  madvise ((void *) (((unsigned long) b + 0x1fffff) & ~0x1ffffful),
		   (n * sizeof *b) & ~0x1ffffful, 14 /* MADV_HUGEPAGE */);
	  t0 = now_ms ();
	  for (k = 0; k < HOST_THREADS; k++)
	    {
	      size_t lo = k * each < (size_t) n ? k * each : (size_t) n;
	      size_t hi = lo + each < (size_t) n ? lo + each : (size_t) n;
	      part[k].dst = b + lo;
	      part[k].src = pop ? NULL : a + lo;
	      part[k].bytes = (hi - lo) * sizeof *b;
	      if (pthread_create (&th[k], NULL, host_copy, &part[k]) != 0)
		host_copy (&part[k]), th[k] = 0;
	    }
	  for (k = 0; k < HOST_THREADS; k++)
	    if (th[k] != 0)
	      pthread_join (th[k], NULL);
	  out_ms[r] = now_ms () - t0;
	  if (!pop)
	    ok &= memcmp (a, b, n * sizeof *b) == 0;
	  else
	    for (i = 0; i < n; i += 997)
	      ok &= b[i] == 0;
	  free (b);
	}
      printf ("rt-bench: bytes %zu fresh host-%s %d threads %.2f GB/s "
	      "check %s\n", n * sizeof *a, pop ? "populate" : "write",
	      HOST_THREADS,
	      n * sizeof *a / (median (out_ms, reps) * 1e-3) / 1e9,
	      ok ? "ok" : "FAILED");
      fflush (stdout);
    }

  /* Copies back into fresh memory behind a kernel of SPIN_MS, waiting
     for it first, then queued behind it.  */
  double spin_ms = image == &fake_image ? 0 : 40.0 * mb / 512;
  for (int queued = 0; queued < 2; queued++)
    {
      for (r = 0; r < reps; r++)
	{
	  float *b = malloc (n * sizeof *b);

	  if (b == NULL)
	    return 1;
	  if (!spin_region (a, b, n, (unsigned long long) (spin_ms * 1e6),
			    !queued, &out_ms[r]))
	    {
	      printf ("rt-bench: the spin region ran on the host\n");
	      return 1;
	    }
	  for (i = 0; i < n; i += 997)
	    ok &= b[i] == a[i] + 1;
	  memcpy (a, b, n * sizeof *a);
	  free (b);
	}
      double t = median (out_ms, reps);
      printf ("rt-bench: bytes %zu fresh after %.1f ms kernel %s: region "
	      "%.2f ms d2h %.2f GB/s check %s\n", n * sizeof *a, spin_ms,
	      queued ? "queued" : "wait first", t,
	      t > spin_ms ? n * sizeof *a / ((t - spin_ms) * 1e-3) / 1e9 : 0,
	      ok ? "ok" : "FAILED");
      fflush (stdout);
    }

  /* Launches in a host loop.  */
  for (r = 0; r < reps; r++)
    {
      void *d;

      if (!__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, image,
				  "rt-bench:launch"))
	return 1;
      d = __gpugen_region_alloc (sizeof value);
      start = now_ms ();
      for (i = 0; i < launches; i++)
	__gpugen_region_launch (image, 1, 1, 1, 32, 1, 1, 0, slots);
      __gpugen_region_copy_out (&value, d, 0, sizeof value);
      in_ms[r] = (now_ms () - start) / launches;
      if (!__gpugen_region_exit ())
	return 1;
    }
  per_launch = median (in_ms, reps) * 1e3;
  printf ("rt-bench: launch %.2f us per kernel in a host loop of %ld\n",
	  per_launch, launches);
  fflush (stdout);

  /* Small regions.  */
  for (r = 0; r < reps; r++)
    {
      start = now_ms ();
      for (i = 0; i < small; i++)
	{
	  void *d;

	  if (!__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, image,
				      "rt-bench:small"))
	    return 1;
	  d = __gpugen_region_alloc (4096);
	  __gpugen_region_copy_in (d, a, 0, 4096);
	  memcpy (&slots[0], &d, sizeof d);
	  store_int (&slots[1], 1024);
	  __gpugen_region_launch (image, 0, 4, 1, 256, 1, 1, 2, slots);
	  __gpugen_region_copy_out (a, d, 0, 4096);
	  if (!__gpugen_region_exit ())
	    return 1;
	}
      in_ms[r] = (now_ms () - start) / small;
    }
  per_region = median (in_ms, reps) * 1e3;
  printf ("rt-bench: small region %.2f us per execution\n", per_region);
  return ok ? 0 : 1;
}
