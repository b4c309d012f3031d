/* emulator.c -- the CPU emulator of gpugen kernels.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The emulator runs the emulation images of struct gpugen_image: CUDA
   source compiled by the host's C++ compiler with gpugen-emu.h into a
   shared object, which also describes the contract from the kernels'
   side.  device.c chooses it as the backend (GPUGEN_EMULATE=1, or no
   GPU and an image that carries an emulation image) and the ABI entry
   points forward to the operations at the end of this file.

   This file runs kernels; emu-memory.c loads the images (dlopened, each
   with its context, into which it stores this file's two hooks, the
   barrier and the access check) and keeps the device memory (heap
   buffers framed by GUARD_BYTES of canaries, in a table sorted by
   address, guarded by MEMORY_LOCK); emu-internal.h declares what the
   two files share.

   Launches.  LAUNCH_LOCK serializes launches, image loading and
   unloading: only one kernel runs at a time in the whole process, which
   is what makes a static __shared__ array per block.  A launch takes a
   snapshot of the buffer table (the kernel reads it without a lock),
   names each buffer after the pointer parameter that carries it, and
   runs the grid's blocks one after the other, in linear order or in a
   shuffled one (GPUGEN_EMU_SHUFFLE).  A block's threads are fibers
   (ucontext) on stacks of their own with a guard page below each; the
   scheduler resumes every runnable thread in turn until it waits at a
   barrier or returns, and then releases the barrier, so a barrier is
   passed only when every thread has reached it.  When some threads have
   returned while others wait, or threads wait at different
   __syncthreads (), the block diverged: that is reported once per
   block and the waiting threads are released so that the block ends.
   Before a block, the image's __shared__ storage and the dynamic shared
   memory are filled with 0xff bytes; after it, the guards of the
   buffers the kernel received (and of the dynamic shared memory) are
   checked, and at the end of the launch those of every buffer.

   Locks: gpugen_rt_lock (held by the runtime around LOAD and UNLOAD)
   may be held when LAUNCH_LOCK (gpugen_rt_emu_launch_lock) is taken,
   and LAUNCH_LOCK when emu-memory.c's MEMORY_LOCK is, never the other
   way round.

   Uninitialised reads.  Every buffer carries a bitmap of the bytes that
   a copy to the device or a kernel wrote (emu-memory.c).  The access
   check marks the bytes of checked writes and reports checked reads of
   unmarked bytes; a launch of an image that does not declare all its
   accesses checked (gpugen-emu.h) marks the whole of the buffers its
   pointer arguments reach first, since its writes are not seen.  A copy
   back of unmarked bytes is reported by emu-memory.c.

   Errors found in a kernel are reported (at most MAX_REPORTS per
   launch, then a count) and make the launch fail, so the generated code
   runs the host version; unlike a CUDA device the emulator stays usable.
   With GPUGEN_EMU_STRICT=1 the program then exits instead.
   During a launch a SIGSEGV or SIGBUS handler, on an alternate stack,
   names the kernel, block and thread that crashed before the signal
   takes its course.  */

#define _GNU_SOURCE

#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include "emu-internal.h"

/* The most error messages printed per launch; the rest are counted.  */

#define MAX_REPORTS 10

/* The emulated device's limits, those of current CUDA GPUs: threads per
   block, block sizes, grid sizes, and dynamic shared memory (the most
   any GPU allows after opting in).  */

#define MAX_BLOCK_THREADS 1024
#define MAX_BLOCK_Z 64
#define MAX_GRID_X 2147483647U
#define MAX_GRID_YZ 65535
#define MAX_DYNAMIC_SHARED (227 * 1024)

/* The default stack of an emulated thread, in KiB (GPUGEN_EMU_STACK).  */

#define DEFAULT_STACK_KIB 256

/* The stack of the crash handler.  */

#define ALT_STACK_BYTES (64 * 1024)

/* The emulator's settings, read once from the environment.  */

static struct
{
  /* GPUGEN_EMULATE: when to use the emulator.  */
  enum gpugen_rt_emu_use use;

  /* GPUGEN_EMU_SHUFFLE: whether to shuffle blocks and threads, and the
     state of the generator of the permutations, seeded from its
     value.  */
  bool shuffle;
  uint64_t random_state;

  /* GPUGEN_EMU_STACK: the usable bytes of a thread's stack.  */
  size_t stack_bytes;

  /* GPUGEN_EMU_UNINIT: whether reads of device memory that nothing
     wrote are reported (default true).  */
  bool uninit;

  /* GPUGEN_EMU_STRICT: whether an error that the emulator reports in a
     kernel or a copy ends the program (default false).  */
  bool strict;
} settings;

/* Makes read_settings run once.  */

static pthread_once_t settings_once = PTHREAD_ONCE_INIT;

/* LAUNCH_LOCK of the essay above; see emu-internal.h.  */

pthread_mutex_t gpugen_rt_emu_launch_lock = PTHREAD_MUTEX_INITIALIZER;

/* Where a fiber stands.  */

enum fiber_state
{
  /* Ready to start or resume.  */
  FIBER_RUNNABLE,
  /* Waiting at a barrier.  */
  FIBER_WAITING,
  /* Returned from the kernel.  */
  FIBER_DONE
};

/* One CUDA thread of the running block.  */

struct fiber
{
  /* Its saved registers, while it does not run.  */
  ucontext_t context;

  /* Its stack mapping: a guard page, then the usable stack.  */
  char *stack;

  /* Its index in its block.  */
  struct gpugen_emu_uint3 idx;

  /* Where it stands.  */
  enum fiber_state state;

  /* At a barrier: its predicate, where the barrier is written, and
     (once released) the number of threads whose predicate was
     non-zero.  */
  int predicate;
  const char *file;
  int line;
  int count;
};

/* The fibers, one per thread of the largest block so far, with their
   stacks.  Used under LAUNCH_LOCK.  */

static struct fiber **fibers;
static unsigned num_fibers;

/* The launch in progress.  Used under LAUNCH_LOCK.  */

static struct
{
  /* The image and the kernel.  */
  struct emu_image *image;
  struct emu_kernel *kernel;
  const char *name;

  /* The kernel's arguments, as __gpugen_launch received them.  */
  void **args;

  /* A snapshot of BUFFERS, sorted, with the parameters that name
     them.  */
  struct buffer *buffers;
  size_t num_buffers;

  /* The dynamic shared memory: the mapping, framed by guards, and the
     size the launch asked for.  */
  char *dynamic;
  size_t dynamic_bytes;

  /* The block running, its coordinates, and its number of threads.  */
  struct gpugen_emu_uint3 block;
  unsigned threads;

  /* The fiber running, or NULL in the scheduler.  */
  struct fiber *current;

  /* The scheduler's context, to which fibers return.  */
  ucontext_t scheduler;

  /* The order in which the block's threads run, THREADS indexes.  */
  unsigned *thread_order;

  /* Errors found so far, and how many of them were printed.  */
  unsigned long errors, reported;

  /* Where bad accesses larger than the static scratch area go: a zeroed
     area of SCRATCH_BYTES from the heap.  */
  void *scratch;
  size_t scratch_bytes;
} launch;

/* The number of entries that LAUNCH.thread_order has room for.  */

static unsigned thread_order_size;

/* The signal handlers that a launch replaces, the alternate signal
   stack of the launching thread, and that thread.  */

static struct sigaction old_segv, old_bus;
static char *alt_stack;
static pthread_t launching_thread;

/* Settings.  */

/* Return the next pseudo-random number of the shuffles (splitmix64,
   which has no bad seeds).  */

static uint64_t
next_random (void)
{
  uint64_t z = settings.random_state += 0x9e3779b97f4a7c15ULL;

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* Return a pseudo-random number below N, which is not 0.  */

static uint64_t
random_below (uint64_t n)
{
  return next_random () % n;
}

/* Fill SETTINGS from the environment; run once.  */

static void
read_settings (void)
{
  const char *value = getenv ("GPUGEN_EMULATE");
  char *end;

  if (value == NULL || value[0] == '\0')
    settings.use = GPUGEN_RT_EMU_IF_NO_GPU;
  else if (strcmp (value, "0") == 0)
    settings.use = GPUGEN_RT_EMU_NEVER;
  else
    settings.use = GPUGEN_RT_EMU_ALWAYS;

  value = getenv ("GPUGEN_EMU_SHUFFLE");
  if (value != NULL && value[0] != '\0' && strcmp (value, "0") != 0)
    {
      unsigned long long seed = strtoull (value, &end, 0);

      if (*end != '\0')
	{
	  /* Not a number: a seed of the moment, printed so that the run
	     can be repeated.  */
	  seed = ((unsigned long long) gpugen_rt_now_ms () * 1000
		  ^ (unsigned long long) getpid ());
	  gpugen_rt_inform ("emulator: GPUGEN_EMU_SHUFFLE=%s: shuffling with "
			    "seed %llu", value, seed);
	}
      settings.shuffle = true;
      settings.random_state = seed;
    }

  value = getenv ("GPUGEN_EMU_UNINIT");
  settings.uninit = value == NULL || strcmp (value, "0") != 0;
  value = getenv ("GPUGEN_EMU_STRICT");
  settings.strict = value != NULL && value[0] != '\0'
		    && strcmp (value, "0") != 0;

  settings.stack_bytes = (size_t) DEFAULT_STACK_KIB * 1024;
  value = getenv ("GPUGEN_EMU_STACK");
  if (value != NULL && value[0] != '\0')
    {
      unsigned long kib = strtoul (value, &end, 10);

      if (*end != '\0' || kib < 16 || kib > 1024 * 1024)
	gpugen_rt_error ("GPUGEN_EMU_STACK=%s is not a stack size in KiB "
			 "between 16 and 1048576; using %d", value,
			 DEFAULT_STACK_KIB);
      else
	settings.stack_bytes = kib * 1024;
    }
}

/* See emu-internal.h.  */

bool
gpugen_rt_emu_check_uninit (void)
{
  pthread_once (&settings_once, read_settings);
  return settings.uninit;
}

/* See emu-internal.h.  */

void
gpugen_rt_emu_strict (void)
{
  pthread_once (&settings_once, read_settings);
  if (!settings.strict)
    return;
  gpugen_rt_error ("GPUGEN_EMU_STRICT is set: exiting with status %d after "
		   "the emulator's error", GPUGEN_EMU_STRICT_STATUS);
  fflush (stderr);
  _exit (GPUGEN_EMU_STRICT_STATUS);
}

/* Launch errors and guard checks.  */

/* Report a launch error: print it unless MAX_REPORTS were printed, and
   count it.  FMT and the arguments are as for printf.  */

static void launch_error (const char *fmt, ...) GPUGEN_PRINTF (1, 2);

static void
launch_error (const char *fmt, ...)
{
  char message[1024];
  va_list ap;

  launch.errors++;
  if (launch.reported >= MAX_REPORTS)
    return;
  launch.reported++;
  va_start (ap, fmt);
  vsnprintf (message, sizeof message, fmt, ap);
  va_end (ap);
  gpugen_rt_error ("%s", message);
}

/* Return true if the GUARD_BYTES at P are all canaries.  */

static bool
guard_intact (const unsigned char *p)
{
  size_t i;

  for (i = 0; i < GUARD_BYTES; i++)
    if (p[i] != CANARY)
      return false;
  return true;
}

/* Check the guard of GUARD_BYTES at GUARD, which lies at offset OFFSET
   from the start of a BYTES-byte area described by WHAT ("buffer a");
   if any canary changed, report it (PREFIX says where) and restore the
   guard.  Return true if it was intact.  */

static bool
check_guard (unsigned char *guard, long long offset, size_t bytes,
	     const char *what, const char *prefix)
{
  size_t first, last;

  if (guard_intact (guard))
    return true;
  for (first = 0; guard[first] == CANARY; first++)
    ;
  for (last = GUARD_BYTES - 1; guard[last] == CANARY; last--)
    ;
  launch_error ("out-of-bounds write %s: bytes %lld..%lld of the "
		"%zu-byte %s were overwritten", prefix,
		offset + (long long) first, offset + (long long) last, bytes,
		what);
  memset (guard, CANARY, GUARD_BYTES);
  return false;
}

/* Write into BUF (of SIZE bytes) where the error happens: "in kernel
   K, block (x,y,z)", and ", thread (x,y,z)" when a thread runs.  */

static void
where (char *buf, size_t size)
{
  int n = snprintf (buf, size, "in kernel %s, block (%u,%u,%u)", launch.name,
		    launch.block.x, launch.block.y, launch.block.z);

  if (launch.current != NULL && n > 0 && (size_t) n < size)
    snprintf (buf + n, size - n, ", thread (%u,%u,%u)",
	      launch.current->idx.x, launch.current->idx.y,
	      launch.current->idx.z);
}

/* Write into BUF (of SIZE bytes) a description of the snapshot's
   buffer B: "buffer NAME" after the parameter that carries it into the
   kernel, or "device buffer at ADDRESS".  */

static void
describe_buffer (char *buf, size_t size, const struct buffer *b)
{
  const struct emu_kernel *k = launch.kernel;

  if (b->param >= 0 && k->param_names != NULL)
    snprintf (buf, size, "buffer %s", k->param_names[b->param]);
  else if (b->param >= 0)
    snprintf (buf, size, "buffer of parameter %d", b->param);
  else
    snprintf (buf, size, "device buffer at %p", (void *) b->user);
}

/* Check both guards of buffer B; report writes into them (PREFIX says
   where).  */

static void
check_buffer_guards (const struct buffer *b, const char *prefix)
{
  char what[256];

  describe_buffer (what, sizeof what, b);
  check_guard ((unsigned char *) b->user - GUARD_BYTES, -GUARD_BYTES,
	       b->bytes, what, prefix);
  check_guard ((unsigned char *) b->user + b->bytes, (long long) b->bytes,
	       b->bytes, what, prefix);
}

/* Check both guards of the live buffer LIVE, named after the parameter
   that carries it if the launch's snapshot has it; report writes into
   them, PREFIX (DATA) saying where.  The callback of
   gpugen_rt_emu_each_buffer.  */

static void
check_live_buffer (const struct buffer *live, void *data)
{
  struct buffer b = *live;
  long j = gpugen_rt_emu_find_buffer (launch.buffers, launch.num_buffers,
				      (uintptr_t) b.user, true);

  b.param = (j >= 0 && launch.buffers[j].user == b.user
	     ? launch.buffers[j].param : -1);
  check_buffer_guards (&b, data);
}

/* Check the guards of the dynamic shared memory and of buffers, and
   report writes into them: after a block (ALL false), those of the
   buffers that the kernel's parameters point into, naming the block;
   at the end of the launch (ALL true), those of every buffer still
   live, which, unlike the snapshot's, another thread of the program
   cannot have freed.  */

static void
check_guards (bool all)
{
  char prefix[256];
  size_t i;

  if (all)
    snprintf (prefix, sizeof prefix, "in kernel %s", launch.name);
  else
    where (prefix, sizeof prefix);
  if (launch.dynamic != NULL)
    {
      check_guard ((unsigned char *) launch.dynamic, -GUARD_BYTES,
		   launch.dynamic_bytes, "dynamic shared memory", prefix);
      check_guard ((unsigned char *) launch.dynamic + GUARD_BYTES
		   + launch.dynamic_bytes, (long long) launch.dynamic_bytes,
		   launch.dynamic_bytes, "dynamic shared memory", prefix);
    }

  if (!all)
    {
      for (i = 0; i < launch.num_buffers; i++)
	if (launch.buffers[i].param >= 0)
	  check_buffer_guards (&launch.buffers[i], prefix);
      return;
    }
  gpugen_rt_emu_each_buffer (check_live_buffer, prefix);
}

/* The hooks that kernels call.  */

/* See struct gpugen_emu_context.  Runs on the calling thread's fiber:
   mark it waiting and return to the scheduler, which resumes it once
   the barrier is released.  */

int
gpugen_rt_emu_barrier (int predicate, const char *file, int line)
{
  struct fiber *f = launch.current;

  f->state = FIBER_WAITING;
  f->predicate = predicate != 0;
  f->file = file;
  f->line = line;
  swapcontext (&f->context, &launch.scheduler);
  return f->count;
}

/* Return a zeroed scratch area of at least BYTES bytes, where a bad
   access can go harmlessly: a static one for the usual sizes, otherwise
   one from the heap (NULL if memory is short).  */

static void *
scratch (size_t bytes)
{
  static max_align_t area[4096 / sizeof (max_align_t)];

  if (bytes <= sizeof area)
    {
      memset (area, 0, bytes);
      return area;
    }
  if (bytes > launch.scratch_bytes)
    {
      void *p = malloc (bytes);

      if (p == NULL)
	return NULL;
      free (launch.scratch);
      launch.scratch = p;
      launch.scratch_bytes = bytes;
    }
  memset (launch.scratch, 0, bytes);
  return launch.scratch;
}

/* What kind of memory an address is in.  */

enum region_kind
{
  /* None that a kernel may access.  */
  REGION_NONE,
  /* A device buffer.  */
  REGION_BUFFER,
  /* The dynamic shared memory of the launch.  */
  REGION_DYNAMIC_SHARED,
  /* The image's __shared__ variables.  */
  REGION_SHARED,
  /* The running thread's stack.  */
  REGION_STACK,
  /* A loadable segment of the image (code, constants, data).  */
  REGION_IMAGE
};

/* Store in *R the memory that a kernel may access around ADDRESS, and
   in *B the buffer when it is one; return its kind.  With NEAR, an
   address in a buffer's guard zone counts as that buffer.  */

static enum region_kind
find_region (uintptr_t address, bool near, struct range *r,
	     const struct buffer **b)
{
  struct gpugen_emu_context *c = launch.image->context;
  long i;
  unsigned s;

  i = gpugen_rt_emu_find_buffer (launch.buffers, launch.num_buffers, address,
				 !near);
  if (i >= 0)
    {
      *b = &launch.buffers[i];
      r->begin = (uintptr_t) (*b)->user;
      r->end = r->begin + (*b)->bytes;
      return REGION_BUFFER;
    }
  if (launch.dynamic != NULL)
    {
      r->begin = (uintptr_t) launch.dynamic + GUARD_BYTES;
      r->end = r->begin + launch.dynamic_bytes;
      if (address >= r->begin - (near ? GUARD_BYTES : 0)
	  && address < r->end + (near ? GUARD_BYTES : 0))
	return REGION_DYNAMIC_SHARED;
    }
  r->begin = (uintptr_t) c->shared_begin;
  r->end = (uintptr_t) c->shared_end;
  if (address >= r->begin && address < r->end)
    return REGION_SHARED;
  if (launch.current != NULL)
    {
      r->begin = (uintptr_t) launch.current->stack + getpagesize ();
      r->end = (uintptr_t) launch.current->stack + getpagesize ()
	       + settings.stack_bytes;
      if (address >= r->begin && address < r->end)
	return REGION_STACK;
    }
  for (s = 0; s < launch.image->num_segments; s++)
    {
      *r = launch.image->segments[s];
      if (address >= r->begin && address < r->end)
	return REGION_IMAGE;
    }
  return REGION_NONE;
}

/* Return the length of the array part of WHAT, an access written
   "ARRAY[INDEX]": the text before the bracket that matches the last
   one.  */

static int
array_length (const char *what)
{
  int n = (int) strlen (what), depth = 0;

  if (n == 0 || what[n - 1] != ']')
    return n;
  while (--n >= 0)
    {
      if (what[n] == ']')
	depth++;
      else if (what[n] == '[' && --depth == 0)
	return n;
    }
  return (int) strlen (what);
}

/* See struct gpugen_emu_context.  Runs on the calling thread's fiber.  */

void *
gpugen_rt_emu_access (const void *base, size_t extent, const void *ptr,
		      size_t bytes, int mode, const char *what,
		      const char *file, int line)
{
  uintptr_t address = (uintptr_t) ptr;
  const struct buffer *b = NULL;
  char place[256], region[300];
  enum region_kind kind;
  struct range r;
  long long offset;

  if (extent != 0)
    {
      /* An array of known size; the caller found the access outside.  */
      static const char *const kinds[] = {
	"", "", "", "__shared__ ", "local ", ""
      };
      int length = array_length (what);

      kind = find_region ((uintptr_t) base, false, &r, &b);
      offset = (long long) (address - (uintptr_t) base);
      where (place, sizeof place);
      if (offset % (long long) bytes == 0)
	launch_error ("out-of-bounds access %s: %s at %s:%d: index %lld of "
		      "the %zu-element %sarray %.*s", place, what, file, line,
		      offset / (long long) bytes, extent / bytes,
		      kinds[kind], length, what);
      else
	launch_error ("out-of-bounds access %s: %s at %s:%d: bytes "
		      "%lld..%lld of the %zu-byte %sarray %.*s", place, what,
		      file, line, offset, offset + (long long) bytes - 1,
		      extent, kinds[kind], length, what);
      return scratch (bytes);
    }

  kind = find_region (base != NULL ? (uintptr_t) base : address, true, &r,
		      &b);
  if (kind == REGION_NONE)
    {
      where (place, sizeof place);
      launch_error ("invalid access %s: %s at %s:%d: address %p is not "
		    "device memory", place, what, file, line,
		    base != NULL ? base : ptr);
      return scratch (bytes);
    }
  if (address >= r.begin && address < r.end && bytes <= r.end - address)
    {
      size_t first, last;

      if (kind != REGION_BUFFER || b->written == NULL)
	return (void *) ptr;
      if ((mode & GPUGEN_EMU_READ) && settings.uninit
	  && gpugen_rt_emu_find_unwritten (b, address - r.begin, bytes,
					   &first, &last))
	{
	  describe_buffer (region, sizeof region, b);
	  where (place, sizeof place);
	  launch_error ("uninitialised device read %s: %s at %s:%d: bytes "
			"%zu..%zu of the %zu-byte %s, never written by a copy "
			"to the device or by a kernel", place, what, file,
			line, first, last, b->bytes, region);
	  return scratch (bytes);
	}
      if (mode & (GPUGEN_EMU_WRITE | GPUGEN_EMU_ESCAPE))
	gpugen_rt_emu_mark_written (b, address - r.begin, bytes);
      return (void *) ptr;
    }

  switch (kind)
    {
    case REGION_BUFFER:
      describe_buffer (region, sizeof region, b);
      break;
    case REGION_DYNAMIC_SHARED:
      snprintf (region, sizeof region, "dynamic shared memory");
      break;
    case REGION_SHARED:
      snprintf (region, sizeof region, "__shared__ memory of the image");
      break;
    case REGION_STACK:
      snprintf (region, sizeof region, "stack of the thread");
      break;
    default:
      snprintf (region, sizeof region, "data of the image");
      break;
    }
  offset = (long long) (address - r.begin);
  where (place, sizeof place);
  launch_error ("out-of-bounds access %s: %s at %s:%d: bytes %lld..%lld of "
		"the %zu-byte %s", place, what, file, line, offset,
		offset + (long long) bytes - 1, (size_t) (r.end - r.begin),
		region);
  return scratch (bytes);
}

/* Fibers and launches.  */

/* Make sure that N fibers with stacks exist.  Return false after
   reporting if memory is short.  A fiber never moves once created: its
   context may point into itself.  */

static bool
ensure_fibers (unsigned n)
{
  size_t page = getpagesize ();
  struct fiber **grown;

  if (n <= num_fibers)
    return true;
  grown = realloc (fibers, n * sizeof *grown);
  if (grown == NULL)
    goto fail;
  fibers = grown;
  while (num_fibers < n)
    {
      struct fiber *f = calloc (1, sizeof *f);
      char *stack = mmap (NULL, page + settings.stack_bytes,
			  PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
			  | MAP_STACK, -1, 0);

      if (f == NULL || stack == MAP_FAILED || getcontext (&f->context) != 0)
	{
	  free (f);
	  if (stack != MAP_FAILED)
	    munmap (stack, page + settings.stack_bytes);
	  goto fail;
	}
      /* Stacks grow down: an overflow hits the guard page.  */
      mprotect (stack, page, PROT_NONE);
      f->stack = stack;
      fibers[num_fibers++] = f;
    }
  return true;

 fail:
  gpugen_rt_error ("kernel %s: out of memory for the stacks of %u emulated "
		   "threads", launch.name, n);
  return false;
}

/* Make sure that THREAD_ORDER holds N entries.  Return false after
   reporting if memory is short.  */

static bool
ensure_thread_order (unsigned n)
{
  unsigned *grown;

  if (n <= thread_order_size)
    return true;
  grown = realloc (launch.thread_order, n * sizeof *grown);
  if (grown == NULL)
    {
      gpugen_rt_error ("kernel %s: out of host memory", launch.name);
      return false;
    }
  launch.thread_order = grown;
  thread_order_size = n;
  return true;
}

/* Shuffle ORDER, which holds 0, 1, ..., N - 1 (Fisher-Yates); when
   N > 1, never leave it so, so that a shuffle always changes the
   order.  */

static void
shuffle (unsigned long long *order, unsigned long long n)
{
  unsigned long long i, j, t;

  for (i = n; i > 1; i--)
    {
      j = random_below (i);
      t = order[i - 1];
      order[i - 1] = order[j];
      order[j] = t;
    }
  for (i = 0; i < n && order[i] == i; i++)
    ;
  if (i == n && n > 1)
    {
      t = order[0];
      memmove (order, order + 1, (n - 1) * sizeof *order);
      order[n - 1] = t;
    }
}

/* The first function of every fiber: run one thread of the kernel,
   then mark it done; the fiber returns to the scheduler through its
   uc_link.  */

static void
fiber_main (void)
{
  launch.kernel->desc->entry (launch.args);
  launch.current->state = FIBER_DONE;
}

/* Report that the threads of the current block diverged at a
   barrier: WAITING of them wait, FIRST at one barrier and OTHER (or
   NULL) at another.  */

static void
report_divergence (unsigned waiting, const struct fiber *first,
		   const struct fiber *other)
{
  if (other != NULL)
    launch_error ("barrier divergence in kernel %s, block (%u,%u,%u): "
		  "threads wait at different __syncthreads (): thread "
		  "(%u,%u,%u) at %s:%d, thread (%u,%u,%u) at %s:%d",
		  launch.name, launch.block.x, launch.block.y,
		  launch.block.z, first->idx.x, first->idx.y, first->idx.z,
		  first->file, first->line, other->idx.x, other->idx.y,
		  other->idx.z, other->file, other->line);
  else
    launch_error ("barrier divergence in kernel %s, block (%u,%u,%u): %u "
		  "of %u threads wait at __syncthreads () at %s:%d, the "
		  "other %u have returned", launch.name, launch.block.x,
		  launch.block.y, launch.block.z, waiting, launch.threads,
		  first->file, first->line, launch.threads - waiting);
}

/* Run block LINEAR (its linear index) of the launch with block size
   BLOCK and grid size GRID, to completion.  Return false if its fibers
   could not be started.  */

static bool
run_block (unsigned long long linear, const unsigned grid[3],
	   const unsigned block[3])
{
  struct gpugen_emu_context *c = launch.image->context;
  size_t page = getpagesize ();
  bool diverged = false;
  unsigned t;

  launch.block.x = linear % grid[0];
  launch.block.y = linear / grid[0] % grid[1];
  launch.block.z = linear / grid[0] / grid[1];
  c->block_idx = launch.block;

  /* A block starts with garbage in shared memory.  */
  if (c->shared_begin != NULL && c->shared_end > c->shared_begin)
    memset (c->shared_begin, POISON, c->shared_end - c->shared_begin);
  if (launch.dynamic != NULL)
    memset (launch.dynamic + GUARD_BYTES, POISON, launch.dynamic_bytes);

  for (t = 0; t < launch.threads; t++)
    {
      struct fiber *f = fibers[t];

      f->idx.x = t % block[0];
      f->idx.y = t / block[0] % block[1];
      f->idx.z = t / block[0] / block[1];
      f->state = FIBER_RUNNABLE;
      /* The context was initialized by getcontext when the fiber was
	 created; makecontext may start it afresh any number of times.  */
      f->context.uc_stack.ss_sp = f->stack + page;
      f->context.uc_stack.ss_size = settings.stack_bytes;
      f->context.uc_link = &launch.scheduler;
      makecontext (&f->context, fiber_main, 0);
      launch.thread_order[t] = t;
    }
  if (settings.shuffle)
    for (t = launch.threads; t > 1; t--)
      {
	unsigned j = random_below (t), swap = launch.thread_order[t - 1];

	launch.thread_order[t - 1] = launch.thread_order[j];
	launch.thread_order[j] = swap;
      }

  for (;;)
    {
      const struct fiber *first = NULL, *other = NULL;
      unsigned waiting = 0;
      int count = 0;

      /* Run every thread to its next barrier or to its end.  */
      for (t = 0; t < launch.threads; t++)
	{
	  struct fiber *f = fibers[launch.thread_order[t]];

	  if (f->state != FIBER_RUNNABLE)
	    continue;
	  launch.current = f;
	  c->thread_idx = f->idx;
	  swapcontext (&launch.scheduler, &f->context);
	}
      launch.current = NULL;

      for (t = 0; t < launch.threads; t++)
	{
	  const struct fiber *f = fibers[t];

	  if (f->state != FIBER_WAITING)
	    continue;
	  waiting++;
	  count += f->predicate;
	  if (first == NULL)
	    first = f;
	  else if (other == NULL
		   && (f->line != first->line || strcmp (f->file, first->file)))
	    other = f;
	}
      if (waiting == 0)
	break;
      if (!diverged && (waiting < launch.threads || other != NULL))
	{
	  report_divergence (waiting, first, other);
	  diverged = true;
	}
      for (t = 0; t < launch.threads; t++)
	if (fibers[t]->state == FIBER_WAITING)
	  {
	    fibers[t]->state = FIBER_RUNNABLE;
	    fibers[t]->count = count;
	  }
    }

  check_guards (false);
  return true;
}

/* The SIGSEGV and SIGBUS handler during launches: name the kernel,
   block and thread that crashed, put the program's own handlers back
   and return, so that the faulting instruction runs again under them
   (by default: the program dies of the signal).  SIG and INFO are the
   signal's; UC is unused.  */

static void
crash_handler (int sig, siginfo_t *info, void *uc)
{
  char line[512];
  int n;

  (void) uc;
  if (!pthread_equal (pthread_self (), launching_thread))
    {
      /* Another thread of the program crashed: not the emulator's
	 business.  */
      sigaction (SIGSEGV, &old_segv, NULL);
      sigaction (SIGBUS, &old_bus, NULL);
      return;
    }
  if (launch.current != NULL)
    {
      uintptr_t address = (uintptr_t) info->si_addr;
      uintptr_t guard = (uintptr_t) launch.current->stack;
      bool overflow = address - guard < (uintptr_t) getpagesize ();

      n = snprintf (line, sizeof line, "gpugen: kernel %s, block "
		    "(%u,%u,%u), thread (%u,%u,%u) crashed on the emulator: "
		    "%s at address %p%s\n", launch.name, launch.block.x,
		    launch.block.y, launch.block.z, launch.current->idx.x,
		    launch.current->idx.y, launch.current->idx.z,
		    strsignal (sig), info->si_addr,
		    overflow ? " (stack overflow; see GPUGEN_EMU_STACK)" : "");
    }
  else
    n = snprintf (line, sizeof line, "gpugen: the emulator crashed running "
		  "kernel %s: %s at address %p\n", launch.name,
		  strsignal (sig), info->si_addr);
  if (n > 0)
    {
      ssize_t ignored = write (STDERR_FILENO, line,
			       (size_t) n < sizeof line ? (size_t) n
			       : sizeof line - 1);
      (void) ignored;
    }
  sigaction (SIGSEGV, &old_segv, NULL);
  sigaction (SIGBUS, &old_bus, NULL);
}

/* Install the crash handler on an alternate stack, saving what it
   replaces in OLD_SEGV, OLD_BUS and *OLD_STACK.  Return true if
   installed.  */

static bool
install_crash_handler (stack_t *old_stack)
{
  struct sigaction action;
  stack_t stack;

  if (alt_stack == NULL && (alt_stack = malloc (ALT_STACK_BYTES)) == NULL)
    return false;
  stack.ss_sp = alt_stack;
  stack.ss_size = ALT_STACK_BYTES;
  stack.ss_flags = 0;
  if (sigaltstack (&stack, old_stack) != 0)
    return false;
  launching_thread = pthread_self ();
  memset (&action, 0, sizeof action);
  action.sa_sigaction = crash_handler;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset (&action.sa_mask);
  sigaction (SIGSEGV, &action, &old_segv);
  sigaction (SIGBUS, &action, &old_bus);
  return true;
}

/* Put back what install_crash_handler replaced, OLD_STACK included.  */

static void
remove_crash_handler (const stack_t *old_stack)
{
  sigaction (SIGSEGV, &old_segv, NULL);
  sigaction (SIGBUS, &old_bus, NULL);
  sigaltstack (old_stack, NULL);
}

/* Take the snapshot of the buffer table for the launch, and name each
   buffer after the first pointer parameter of the kernel that points
   into it.  Return false after reporting if memory is short or a
   pointer parameter points outside device memory, which on a GPU would
   be an illegal address.  */

static bool
snapshot_buffers (void)
{
  const struct emu_kernel *k = launch.kernel;
  bool ok = true;
  unsigned i, s;

  launch.buffers = gpugen_rt_emu_copy_buffers (&launch.num_buffers);
  if (launch.buffers == NULL)
    {
      gpugen_rt_error ("kernel %s: out of host memory", launch.name);
      return false;
    }

  for (i = 0; i < k->desc->num_params; i++)
    if (k->desc->param_is_pointer[i] && launch.args != NULL
	&& launch.args[i] != NULL)
      {
	uintptr_t value = (uintptr_t) *(void **) launch.args[i];
	long b = gpugen_rt_emu_find_buffer (launch.buffers,
					    launch.num_buffers, value, false);
	bool known = value == 0 || b >= 0;

	for (s = 0; s < launch.image->num_segments && !known; s++)
	  known = (value >= launch.image->segments[s].begin
		   && value < launch.image->segments[s].end);
	if (!known)
	  {
	    char name[64];

	    if (k->param_names != NULL)
	      snprintf (name, sizeof name, "%s", k->param_names[i]);
	    else
	      snprintf (name, sizeof name, "%u", i);
	    launch_error ("kernel %s: parameter %s is %p, which is not "
			  "device memory", launch.name, name, (void *) value);
	    ok = false;
	  }
	else if (b >= 0 && launch.buffers[b].param < 0)
	  launch.buffers[b].param = (int) i;
      }
  return ok;
}

/* Check the launch's geometry against the emulated device's limits.
   Return false after reporting if the launch would fail on a GPU.  */

static bool
check_geometry (const unsigned grid[3], const unsigned block[3],
		unsigned shared_bytes)
{
  unsigned long long threads
    = (unsigned long long) block[0] * block[1] * block[2];

  if (threads > MAX_BLOCK_THREADS || block[2] > MAX_BLOCK_Z
      || grid[0] > MAX_GRID_X || grid[1] > MAX_GRID_YZ
      || grid[2] > MAX_GRID_YZ || shared_bytes > MAX_DYNAMIC_SHARED)
    {
      gpugen_rt_error ("kernel %s: cannot launch grid [%u,%u,%u] block "
		       "[%u,%u,%u] with %u bytes of shared memory on the "
		       "emulator (at most %d threads and %d bytes of dynamic "
		       "shared memory per block); the loop nest runs on the "
		       "host", launch.name, grid[0], grid[1], grid[2],
		       block[0], block[1], block[2], shared_bytes,
		       MAX_BLOCK_THREADS, MAX_DYNAMIC_SHARED);
      return false;
    }
  return true;
}

/* Run the blocks of the launch set up in LAUNCH, on GRID, in linear or
   shuffled order.  Return false if a block could not run.  */

static bool
run_grid (const unsigned grid[3], const unsigned block[3])
{
  unsigned long long blocks
    = (unsigned long long) grid[0] * grid[1] * grid[2], i;
  unsigned long long *order = NULL;
  bool ok = true;

  if (settings.shuffle && blocks > 1)
    {
      order = blocks <= SIZE_MAX / sizeof *order
	      ? malloc (blocks * sizeof *order) : NULL;
      if (order == NULL)
	{
	  gpugen_rt_error ("kernel %s: out of host memory to shuffle %llu "
			   "blocks", launch.name, blocks);
	  return false;
	}
      for (i = 0; i < blocks; i++)
	order[i] = i;
      shuffle (order, blocks);
    }
  gpugen_rt_debug (1, "emulator: kernel %s: %llu block%s of %u thread%s%s",
		   launch.name, blocks, blocks == 1 ? "" : "s",
		   launch.threads, launch.threads == 1 ? "" : "s",
		   order != NULL ? ", shuffled" : "");
  for (i = 0; i < blocks && ok; i++)
    ok = run_block (order != NULL ? order[i] : i, grid, block);
  free (order);
  return ok;
}

/* Emulator operations.  */

/* See struct gpugen_rt_emulator.  */

static enum gpugen_rt_emu_use
emu_use (void)
{
  pthread_once (&settings_once, read_settings);
  return settings.use;
}

/* See struct gpugen_rt_emulator.  */

static bool
emu_init (void)
{
  pthread_once (&settings_once, read_settings);
  gpugen_rt_debug (1, "emulator: blocks run %s, %zu KiB of stack per "
		   "thread", settings.shuffle ? "shuffled" : "in order",
		   settings.stack_bytes / 1024);
  return true;
}

/* See struct gpugen_rt_emulator.  */

static bool
emu_launch (const struct gpugen_image *img, unsigned kernel,
	    const unsigned grid[3], const unsigned block[3],
	    unsigned shared_bytes, void **args)
{
  struct gpugen_emu_context *c;
  stack_t old_stack;
  bool ok = false, handler;
  struct emu_image *e;

  pthread_mutex_lock (&gpugen_rt_emu_launch_lock);
  e = gpugen_rt_emu_find_image (img);
  if (e == NULL)
    {
      pthread_mutex_unlock (&gpugen_rt_emu_launch_lock);
      gpugen_rt_error ("__gpugen_launch: image %s is not loaded on the "
		       "emulator", gpugen_rt_emu_image_name (img));
      return false;
    }

  launch.image = e;
  launch.kernel = &e->kernels[kernel];
  launch.name = img->kernel_names[kernel];
  launch.args = args;
  launch.errors = launch.reported = 0;
  launch.current = NULL;
  launch.dynamic = NULL;
  launch.dynamic_bytes = shared_bytes;
  launch.threads = block[0] * block[1] * block[2];
  c = e->context;

  if (!check_geometry (grid, block, shared_bytes)
      || !ensure_fibers (launch.threads)
      || !ensure_thread_order (launch.threads)
      || !snapshot_buffers ())
    goto out;
  if (shared_bytes > 0)
    {
      launch.dynamic = malloc (GUARD_BYTES + shared_bytes + GUARD_BYTES);
      if (launch.dynamic == NULL)
	{
	  gpugen_rt_error ("kernel %s: out of host memory for %u bytes of "
			   "dynamic shared memory", launch.name, shared_bytes);
	  goto out;
	}
      memset (launch.dynamic, CANARY, GUARD_BYTES);
      memset (launch.dynamic + GUARD_BYTES + shared_bytes, CANARY,
	      GUARD_BYTES);
    }
  if (!c->checked_accesses)
    {
      /* The kernel may write any byte of its buffers unseen.  */
      size_t i;

      for (i = 0; i < launch.num_buffers; i++)
	if (launch.buffers[i].param >= 0)
	  gpugen_rt_emu_mark_written (&launch.buffers[i], 0,
				      launch.buffers[i].bytes);
    }
  c->dynamic_shared = launch.dynamic != NULL
		      ? launch.dynamic + GUARD_BYTES : NULL;
  c->block_dim.x = block[0];
  c->block_dim.y = block[1];
  c->block_dim.z = block[2];
  c->grid_dim.x = grid[0];
  c->grid_dim.y = grid[1];
  c->grid_dim.z = grid[2];

  handler = install_crash_handler (&old_stack);
  ok = run_grid (grid, block);
  if (handler)
    remove_crash_handler (&old_stack);
  if (ok)
    check_guards (true);

 out:
  if (launch.errors > launch.reported)
    gpugen_rt_error ("kernel %s: %lu more error%s not shown", launch.name,
		     launch.errors - launch.reported,
		     launch.errors - launch.reported == 1 ? "" : "s");
  if (launch.errors > 0)
    {
      gpugen_rt_error ("kernel %s failed on the emulator; the loop nest runs "
		       "on the host", launch.name);
      ok = false;
    }
  if (launch.errors > 0)
    gpugen_rt_emu_strict ();
  free (launch.buffers);
  launch.buffers = NULL;
  free (launch.dynamic);
  launch.dynamic = NULL;
  c->dynamic_shared = NULL;
  launch.image = NULL;
  pthread_mutex_unlock (&gpugen_rt_emu_launch_lock);
  return ok;
}

/* The emulator.  */

static const struct gpugen_rt_emulator emulator = {
  emu_use,
  emu_init,
  gpugen_rt_emu_load,
  gpugen_rt_emu_unload,
  gpugen_rt_emu_alloc,
  gpugen_rt_emu_free,
  gpugen_rt_emu_copy_to_device,
  gpugen_rt_emu_copy_from_device,
  gpugen_rt_emu_copy_on_device,
  emu_launch
};

/* The emulator, for device.c, image.c and memory.c.  */

const struct gpugen_rt_emulator *const gpugen_rt_emulator = &emulator;
