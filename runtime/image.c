/* image.c -- image registration, module loading and kernel launches.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Each registered struct gpugen_image has one image_entry in IMAGES, in
   registration order.  Images of ABI version 1 are registered by a
   constructor of their unit (__gpugen_register_image); images of
   version 2 by the first __gpugen_region_enter that names them
   (region.c), through the same gpugen_rt_register_image.  An entry's module is loaded lazily, by the first
   __gpugen_device_ready for it (or by gpugen_init), and loaded once: a
   load that fails is reported once and leaves the entry in state 0, so
   its loop nests run on the host for the rest of the run rather than
   retrying (and reporting) on every execution.  Entries and their state
   are guarded by gpugen_rt_lock; a loaded entry's function table does
   not change until the entry is unregistered, so launches read it after
   dropping the lock.

   A launch of ABI version 1 (__gpugen_launch) is followed by
   cuCtxSynchronize, which is where the errors of the kernel's execution
   surface; they are decoded and reported, and the
   device is then given up (gpugen_rt_device_lost).  Under
   GPUGEN_PROFILE each launch is bracketed by a pair of CUDA events that
   belong to the launching thread.  On the emulator a launch runs to
   completion inside the emulator's launch operation, which reports what
   went wrong in the kernel; the emulator stays usable afterwards, and
   the profile charges the launch its host time.  The launches of
   regions (version 2) are queued on the thread's stream instead and not
   waited for (async.c, which also times them for GPUGEN_PROFILE and
   reports their execution errors where the stream is waited for).  */

#include <dlfcn.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Sizes of the buffers that receive the JIT compiler's logs when a
   module is loaded.  PTX that is compiled at load time can log a lot;
   the driver truncates longer logs.  */

#define JIT_ERROR_LOG_SIZE 8192
#define JIT_INFO_LOG_SIZE 16384

/* Dynamic shared memory a kernel may use without opting in (48 KiB on
   every CUDA architecture).  */

#define DEFAULT_SHARED_LIMIT (48 * 1024)

/* The runtime's state for one registered image.  */

struct image_entry
{
  /* The image, as registered.  */
  const struct gpugen_image *img;

  /* -1: not loaded yet; 0: loading failed or there is nothing to load
     for this backend, so the host code runs; 1: loaded.  */
  signed char state;

  /* The image's CUDA module when STATE is 1 on a CUDA device.  */
  CUmodule module;

  /* The image's kernels, indexed like IMG->kernel_names.  */
  CUfunction *functions;

  /* For each kernel, the most threads a block may have (from
     CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK; it depends on the kernel's
     register use), or 0 when unknown.  */
  int *max_threads;

  /* The next entry in registration order.  */
  struct image_entry *next;
};

/* The registered images.  Guarded by gpugen_rt_lock.  */

static struct image_entry *images;

/* The number of kernels launched, in all threads.  Atomic.  */

static unsigned long launches;

/* The JIT log buffers of load_cuda_module.  Guarded by gpugen_rt_lock.  */

static char jit_error_log[JIT_ERROR_LOG_SIZE];
static char jit_info_log[JIT_INFO_LOG_SIZE];

/* Per-thread events that time launches under GPUGEN_PROFILE, created on
   the thread's first timed launch and destroyed when the thread exits
   (through EVENTS_KEY's destructor).  */

static __thread CUevent launch_start, launch_stop;

/* A thread-specific key whose destructor releases the thread's timing
   events; its value is non-NULL in threads that have them.  */

static pthread_key_t events_key;

/* Makes the creation of EVENTS_KEY happen once; EVENTS_KEY_OK says
   whether it succeeded.  */

static pthread_once_t events_key_once = PTHREAD_ONCE_INIT;
static bool events_key_ok;

/* Return a name for IMG in messages.  IMG must be of the current ABI
   version.  */

static const char *
image_name (const struct gpugen_image *img)
{
  return img->name != NULL ? img->name : "(unnamed)";
}

/* Return the entry of IMG, or NULL if IMG is not registered.
   GPUGEN_RT_LOCK must be held.  */

static struct image_entry *
find_image (const struct gpugen_image *img)
{
  struct image_entry *e;

  for (e = images; e != NULL; e = e->next)
    if (e->img == img)
      return e;
  return NULL;
}

/* Print LOG, a JIT log of TITLE, one "gpugen: " line per line of it.  */

static void
report_log (const char *title, const char *log)
{
  const char *line = log;

  while (*line != '\0')
    {
      const char *end = strchr (line, '\n');
      int length = end != NULL ? (int) (end - line) : (int) strlen (line);

      gpugen_rt_error ("%s: %.*s", title, length, line);
      line += length;
      if (*line == '\n')
	line++;
    }
}

/* Free the kernel tables of E.  */

static void
free_functions (struct image_entry *e)
{
  free (e->functions);
  free (e->max_threads);
  e->functions = NULL;
  e->max_threads = NULL;
}

/* The name of the device global of every generated module that tells
   the prelude's gpugen_fmax, gpugen_fmin, gpugen_fmaxf and gpugen_fminf
   (plugin/gpugen-cuda.cc) which operand the host's C library returns
   for two zeros of opposite signs: bit 4F + 0 is set when fmax
   (-0.0, +0.0) returns its first operand (-0.0), bit 4F + 1 when fmax
   (+0.0, -0.0) does, bits 4F + 2 and 4F + 3 the same for fmin, where F
   is 0 for double and 1 for float.  */

#define ZERO_CHOICE_GLOBAL "gpugen_zero_choice"

/* Return the bits of ZERO_CHOICE_GLOBAL for the C library this process
   runs with, probed on the first call: 0 where the library returns the
   second operand of equal operands (glibc 2.36's x86-64 fmax and fmin,
   which use maxsd and minsd), 0xff where it returns the first (glibc's
   generic C version), 0x66 where it orders the zeros (-0.0 < +0.0, as
   CUDA does).  The functions are those the program's own calls reach,
   found with dlsym, so that the runtime links no libm (a program
   without libm calls none of them: 0 then), and called through
   volatile pointers: GCC folds calls of fmax with constant operands,
   and since fmax and fmin are commutative to it, it may swap the
   operands of a direct call.  */

static int
host_zero_choice (void)
{
  static int choice = -1;
  double (*volatile max) (double, double);
  double (*volatile min) (double, double);
  float (*volatile maxf) (float, float);
  float (*volatile minf) (float, float);

  if (choice >= 0)
    return choice;
  max = (double (*) (double, double)) dlsym (RTLD_DEFAULT, "fmax");
  min = (double (*) (double, double)) dlsym (RTLD_DEFAULT, "fmin");
  maxf = (float (*) (float, float)) dlsym (RTLD_DEFAULT, "fmaxf");
  minf = (float (*) (float, float)) dlsym (RTLD_DEFAULT, "fminf");
  if (!max || !min || !maxf || !minf)
    choice = 0;
  else
    choice = (signbit (max (-0.0, 0.0)) != 0)
	     | (signbit (max (0.0, -0.0)) == 0) << 1
	     | (signbit (min (-0.0, 0.0)) != 0) << 2
	     | (signbit (min (0.0, -0.0)) == 0) << 3
	     | (signbit (maxf (-0.0f, 0.0f)) != 0) << 4
	     | (signbit (maxf (0.0f, -0.0f)) == 0) << 5
	     | (signbit (minf (-0.0f, 0.0f)) != 0) << 6
	     | (signbit (minf (0.0f, -0.0f)) == 0) << 7;
  gpugen_rt_debug (1, "the C library's fmax and fmin: zero choice %#x%s",
		   choice, max ? "" : " (no libm loaded: the default)");
  return choice;
}

/* Set ZERO_CHOICE_GLOBAL of MODULE, the CUDA code of image IMG, to the
   host's choice.  A module without the global (one built by an older
   plugin) is left alone.  Return false after reporting the driver's
   error.  */

static bool
set_zero_choice (CUmodule module, const struct gpugen_image *img)
{
  CUdeviceptr address;
  size_t bytes;
  int choice = host_zero_choice ();
  CUresult r = CUDA_CALL_NOCHECK (cuModuleGetGlobal, &address, &bytes,
				  module, ZERO_CHOICE_GLOBAL);

  if (r == CUDA_ERROR_NOT_FOUND)
    return true;
  if (r == CUDA_SUCCESS && bytes != sizeof choice)
    {
      gpugen_rt_error ("%s of image %s has %zu bytes, not %zu",
		       ZERO_CHOICE_GLOBAL, image_name (img), bytes,
		       sizeof choice);
      return false;
    }
  if (r == CUDA_SUCCESS)
    r = CUDA_CALL_NOCHECK (cuMemcpyHtoD, address, &choice, sizeof choice);
  else
    {
      CUDA_REPORT (cuModuleGetGlobal, r);
      return false;
    }
  if (r != CUDA_SUCCESS)
    {
      CUDA_REPORT (cuMemcpyHtoD, r);
      return false;
    }
  gpugen_rt_debug (1, "image %s: %s = %#x", image_name (img),
		   ZERO_CHOICE_GLOBAL, choice);
  return true;
}

/* Load the CUDA code of E's image into the current device's context and
   look up every kernel in it.  Return true on success.  On failure report
   the driver's error with the JIT logs, leave nothing loaded and return
   false.  GPUGEN_RT_LOCK must be held; the backend is GPUGEN_RT_CUDA.  */

static bool
load_cuda_module (struct image_entry *e)
{
  const struct gpugen_image *img = e->img;
  CUjit_option options[5];
  void *values[5];
  unsigned n = 0, k;
  CUmodule module;
  CUresult r;
  double start;

  if (img->fatbin == NULL)
    {
      gpugen_rt_debug (1, "image %s has no CUDA code; its loop nests run "
		       "on the host", image_name (img));
      return false;
    }
  if (!gpugen_rt_bind_thread ())
    return false;

  jit_info_log[0] = '\0';
  jit_error_log[0] = '\0';
  options[n] = CU_JIT_INFO_LOG_BUFFER;
  values[n++] = jit_info_log;
  options[n] = CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES;
  values[n++] = (void *) (uintptr_t) sizeof jit_info_log;
  options[n] = CU_JIT_ERROR_LOG_BUFFER;
  values[n++] = jit_error_log;
  options[n] = CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES;
  values[n++] = (void *) (uintptr_t) sizeof jit_error_log;
  if (GPUGEN_DEBUG_P (1))
    {
      options[n] = CU_JIT_LOG_VERBOSE;
      values[n++] = (void *) (uintptr_t) 1;
    }

  start = gpugen_rt_now_ms ();
  r = CUDA_CALL_NOCHECK (cuModuleLoadDataEx, &module, img->fatbin, n,
			 options, values);
  jit_info_log[sizeof jit_info_log - 1] = '\0';
  jit_error_log[sizeof jit_error_log - 1] = '\0';
  if (r != CUDA_SUCCESS)
    {
      int major, minor;

      CUDA_REPORT (cuModuleLoadDataEx, r);
      gpugen_rt_compute_capability (&major, &minor);
      gpugen_rt_error ("cannot load the CUDA code of image %s (%zu bytes) "
		       "on %s (compute capability %d.%d); its loop nests run "
		       "on the host", image_name (img), img->fatbin_size,
		       gpugen_rt_backend_name (), major, minor);
      report_log ("JIT error log", jit_error_log);
      report_log ("JIT info log", jit_info_log);
      return false;
    }

  if (!set_zero_choice (module, img))
    {
      gpugen_rt_error ("cannot set up the CUDA code of image %s; its loop "
		       "nests run on the host", image_name (img));
      goto fail;
    }
  if (img->num_kernels > 0)
    {
      e->functions = calloc (img->num_kernels, sizeof *e->functions);
      e->max_threads = calloc (img->num_kernels, sizeof *e->max_threads);
      if (e->functions == NULL || e->max_threads == NULL)
	{
	  gpugen_rt_error ("out of host memory loading image %s",
			   image_name (img));
	  goto fail;
	}
    }
  for (k = 0; k < img->num_kernels; k++)
    {
      const char *kernel = img->kernel_names[k];

      r = CUDA_CALL_NOCHECK (cuModuleGetFunction, &e->functions[k], module,
			     kernel);
      if (r != CUDA_SUCCESS)
	{
	  CUDA_REPORT (cuModuleGetFunction, r);
	  gpugen_rt_error ("kernel %s is missing from the CUDA code of image "
			   "%s; its loop nests run on the host", kernel,
			   image_name (img));
	  goto fail;
	}
      if (CUDA_CALL_NOCHECK (cuFuncGetAttribute, &e->max_threads[k],
			     CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
			     e->functions[k]) != CUDA_SUCCESS)
	e->max_threads[k] = 0;
      if (GPUGEN_DEBUG_P (1))
	{
	  int regs = 0;

	  CUDA_CALL_NOCHECK (cuFuncGetAttribute, &regs,
			     CU_FUNC_ATTRIBUTE_NUM_REGS, e->functions[k]);
	  gpugen_rt_debug (1, "kernel %s: %d registers, at most %d threads "
			   "per block", kernel, regs, e->max_threads[k]);
	}
    }

  e->module = module;
  gpugen_rt_debug (1, "loaded image %s: %zu bytes, %u kernel%s, in %.3f ms",
		   image_name (img), img->fatbin_size, img->num_kernels,
		   img->num_kernels == 1 ? "" : "s",
		   gpugen_rt_now_ms () - start);
  if (GPUGEN_DEBUG_P (1))
    report_log ("JIT info log", jit_info_log);
  return true;

 fail:
  free_functions (e);
  CUDA_CALL_NOCHECK (cuModuleUnload, module);
  return false;
}

/* Load E's image for backend B if that has not been tried, and set its
   state.  GPUGEN_RT_LOCK must be held.  */

static void
load_image (struct image_entry *e, enum gpugen_rt_backend b)
{
  bool ok = false;

  if (e->state != -1)
    return;
  if (b == GPUGEN_RT_CUDA)
    ok = load_cuda_module (e);
  else if (b == GPUGEN_RT_EMULATOR)
    {
      if (e->img->emu_image == NULL)
	gpugen_rt_debug (1, "image %s has no emulation image; its loop "
			 "nests run on the host", image_name (e->img));
      else
	ok = gpugen_rt_emulator->load (e->img);
    }
  e->state = ok;
}

/* Return true if a registered image carries an emulation image, for
   the choice of the backend.  GPUGEN_RT_LOCK must be held.  */

bool
gpugen_rt_have_emulation_images (void)
{
  struct image_entry *e;

  for (e = images; e != NULL; e = e->next)
    if (e->img->emu_image != NULL)
      return true;
  return false;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_register_image (unsigned version, const struct gpugen_image *img)
{
  gpugen_rt_register_image (version, img);
}

/* Register IMG, built for ABI VERSION, unless it is registered already:
   __gpugen_register_image, and the lazy registration of
   __gpugen_region_enter.  Return true if IMG is registered on return.
   An unknown VERSION is reported, once per version and not once per
   call, since region entries repeat it for every execution of a
   region.  */

bool
gpugen_rt_register_image (unsigned version, const struct gpugen_image *img)
{
  static unsigned reported_version;
  struct image_entry *e, **tail;

  gpugen_rt_read_environment ();
  if (!GPUGEN_RT_ABI_VERSION_OK (version))
    {
      /* The layout of IMG is unknown: do not look inside.  */
      if (__atomic_exchange_n (&reported_version, version, __ATOMIC_RELAXED)
	  != version)
	gpugen_rt_error ("offload image incompatible with this libgpugen "
			 "(expected %u, received %u); its loop nests run on "
			 "the host", GPUGEN_RT_ABI_VERSION, version);
      return false;
    }
  if (img == NULL)
    return false;

  pthread_mutex_lock (&gpugen_rt_lock);
  for (tail = &images; *tail != NULL; tail = &(*tail)->next)
    if ((*tail)->img == img)
      {
	pthread_mutex_unlock (&gpugen_rt_lock);
	return true;
      }
  e = calloc (1, sizeof *e);
  if (e == NULL)
    {
      pthread_mutex_unlock (&gpugen_rt_lock);
      gpugen_rt_error ("out of host memory registering image %s",
		       image_name (img));
      return false;
    }
  e->img = img;
  e->state = -1;
  *tail = e;
  pthread_mutex_unlock (&gpugen_rt_lock);

  gpugen_rt_debug (1, "registered image %s: %u kernel%s, CUDA code %zu "
		   "bytes, emulation image %zu bytes", image_name (img),
		   img->num_kernels, img->num_kernels == 1 ? "" : "s",
		   img->fatbin_size, img->emu_size);
  return true;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_unregister_image (unsigned version, const struct gpugen_image *img)
{
  enum gpugen_rt_backend b = gpugen_rt_backend_if_started ();
  struct image_entry *e, **link;

  if (!GPUGEN_RT_ABI_VERSION_OK (version) || img == NULL)
    return;

  pthread_mutex_lock (&gpugen_rt_lock);
  for (link = &images; *link != NULL; link = &(*link)->next)
    if ((*link)->img == img)
      break;
  e = *link;
  if (e == NULL)
    {
      pthread_mutex_unlock (&gpugen_rt_lock);
      return;
    }
  *link = e->next;
  if (e->state == 1 && b == GPUGEN_RT_CUDA && gpugen_rt_bind_thread ())
    {
      CUresult r = CUDA_CALL_NOCHECK (cuModuleUnload, e->module);
      if (r != CUDA_SUCCESS)
	gpugen_rt_debug (1, "%s error: %s", CUDA_NAME (cuModuleUnload),
			 gpugen_rt_cuda_error (r));
    }
  else if (e->state == 1 && b == GPUGEN_RT_EMULATOR)
    gpugen_rt_emulator->unload (img);
  pthread_mutex_unlock (&gpugen_rt_lock);

  gpugen_rt_debug (1, "unregistered image %s", image_name (img));
  free_functions (e);
  free (e);
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT int
__gpugen_device_ready (const struct gpugen_image *img)
{
  enum gpugen_rt_backend b = gpugen_rt_start ();
  struct image_entry *e;
  bool ready;

  if (b != GPUGEN_RT_CUDA && b != GPUGEN_RT_EMULATOR)
    return 0;

  pthread_mutex_lock (&gpugen_rt_lock);
  e = find_image (img);
  if (e != NULL)
    load_image (e, b);
  ready = e != NULL && e->state == 1;
  pthread_mutex_unlock (&gpugen_rt_lock);

  if (e == NULL)
    gpugen_rt_debug (1, "%s: image %p is not registered; its loop nests "
		     "run on the host", __func__, (const void *) img);
  if (ready && b == GPUGEN_RT_CUDA && !gpugen_rt_bind_thread ())
    return 0;
  return ready;
}

/* Destroy the exiting thread's timing events, unless the device is
   gone.  The destructor of EVENTS_KEY; UNUSED is its value.  */

static void
destroy_thread_events (void *unused)
{
  (void) unused;
  if (launch_start != NULL
      && gpugen_rt_backend_if_started () == GPUGEN_RT_CUDA
      && gpugen_rt_bind_thread ())
    {
      CUDA_CALL_NOCHECK (cuEventDestroy, launch_start);
      CUDA_CALL_NOCHECK (cuEventDestroy, launch_stop);
    }
  launch_start = launch_stop = NULL;
}

/* Create EVENTS_KEY; called once.  */

static void
create_events_key (void)
{
  events_key_ok
    = pthread_key_create (&events_key, destroy_thread_events) == 0;
}

/* Return the per-thread pair of timing events in *START and *STOP,
   creating them on first use.  Return false (after reporting) if they
   cannot be created; the launch then goes untimed.  */

static bool
thread_events (CUevent *start, CUevent *stop)
{
  if (launch_start == NULL)
    {
      CUDA_CALL (cuEventCreate, &launch_start, CU_EVENT_DEFAULT);
      if (CUDA_CALL_NOCHECK (cuEventCreate, &launch_stop, CU_EVENT_DEFAULT)
	  != CUDA_SUCCESS)
	{
	  CUDA_CALL_NOCHECK (cuEventDestroy, launch_start);
	  launch_start = NULL;
	  gpugen_rt_error ("cannot create timing events; launches go "
			   "untimed");
	  return false;
	}
      pthread_once (&events_key_once, create_events_key);
      if (events_key_ok)
	pthread_setspecific (events_key, &launch_start);
    }
  *start = launch_start;
  *stop = launch_stop;
  return true;
}

/* Launch FUNCTION, kernel KERNEL of IMG called NAME, whose blocks may
   have at most MAX_THREADS threads (0: unknown), on the CUDA device with
   the arguments of __gpugen_launch, and wait for it.  Store the kernel's
   device time in *MS (0 when not timed; -1 when async.c charges it
   later).  When SLOTS is not negative (a region's launch, whose ARGS
   point to SLOTS 8-byte slots) and the thread has a stream, queue the
   launch on it instead of waiting.  Return true on success.  On failure report,
   give up the device if the kernel failed while executing, and return
   false.  */

static bool
launch_cuda (CUfunction function, const struct gpugen_image *img,
	     unsigned kernel, const char *name, int max_threads,
	     const unsigned grid[3], const unsigned block[3],
	     unsigned shared_bytes, void **args, int slots, double *ms)
{
  bool async = slots >= 0;
  unsigned long long threads
    = (unsigned long long) block[0] * block[1] * block[2];
  CUevent start = NULL, stop = NULL;
  bool timed;
  CUresult r;

  *ms = 0;
  if (max_threads > 0 && threads > (unsigned long long) max_threads)
    {
      gpugen_rt_error ("kernel %s: a block of %llu threads exceeds the "
		       "kernel's limit of %d; the loop nest runs on the host",
		       name, threads, max_threads);
      return false;
    }
  if (!gpugen_rt_bind_thread ())
    return false;
  if (shared_bytes > DEFAULT_SHARED_LIMIT
      && CUDA_CALL_EXISTS (cuFuncSetAttribute))
    CUDA_CALL (cuFuncSetAttribute, function,
	       CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
	       (int) shared_bytes);

  if (async && gpugen_rt_async_stream () != NULL)
    {
      *ms = -1;
      r = gpugen_rt_async_launch (function, img, kernel, name, grid, block,
				  shared_bytes, slots, args);
      timed = false;
    }
  else
    {
      timed = gpugen_rt_config.profile && thread_events (&start, &stop);
      if (timed)
	CUDA_CALL (cuEventRecord, start, NULL);
      r = CUDA_CALL_NOCHECK (cuLaunchKernel, function, grid[0], grid[1],
			     grid[2], block[0], block[1], block[2],
			     shared_bytes, NULL, args, NULL);
      async = false;
    }
  if (r != CUDA_SUCCESS)
    {
      CUDA_REPORT (cuLaunchKernel, r);
      gpugen_rt_error ("kernel %s: cannot launch grid [%u,%u,%u] block "
		       "[%u,%u,%u] with %u bytes of shared memory; the loop "
		       "nest runs on the host", name, grid[0], grid[1],
		       grid[2], block[0], block[1], block[2], shared_bytes);
      return false;
    }
  if (async)
    return true;
  if (timed)
    CUDA_CALL (cuEventRecord, stop, NULL);

  r = CUDA_CALL_NOCHECK (cuCtxSynchronize);
  if (r != CUDA_SUCCESS)
    {
      CUDA_REPORT (cuCtxSynchronize, r);
      gpugen_rt_error ("kernel %s failed on %s; the GPU is unusable now and "
		       "the rest of the run uses the host", name,
		       gpugen_rt_backend_name ());
      gpugen_rt_device_lost ();
      return false;
    }

  if (timed)
    {
      float elapsed;

      if (CUDA_CALL_NOCHECK (cuEventElapsedTime, &elapsed, start, stop)
	  == CUDA_SUCCESS)
	*ms = elapsed;
    }
  return true;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT int
__gpugen_launch (const struct gpugen_image *img, unsigned kernel,
		 const unsigned grid[3], const unsigned block[3],
		 unsigned shared_bytes, void **args)
{
  return gpugen_rt_launch (__func__, img, kernel, grid, block, shared_bytes,
			   args, -1);
}

/* Launch kernel KERNEL of IMG as __gpugen_launch describes, on behalf of
   the entry point CALLER (named in traces and messages), on the CUDA
   device or the emulator.  SLOTS not negative: ARGS point to SLOTS
   8-byte slots (a region's launch), and on a CUDA device the launch is
   queued on the thread's stream without waiting for it (async.c), when
   the thread has one.  Return true on success, including the empty grid that
   launches nothing; false after reporting a failure.  */

bool
gpugen_rt_launch (const char *caller, const struct gpugen_image *img,
		  unsigned kernel, const unsigned grid[3],
		  const unsigned block[3], unsigned shared_bytes, void **args,
		  int slots)
{
  enum gpugen_rt_backend b = gpugen_rt_start ();
  struct image_entry *e;
  CUfunction function = NULL;
  int max_threads = 0;
  const char *name;
  double ms = 0;
  bool loaded, ok;

  if (b != GPUGEN_RT_CUDA && b != GPUGEN_RT_EMULATOR)
    {
      gpugen_rt_debug (1, "%s: no device", caller);
      return false;
    }

  pthread_mutex_lock (&gpugen_rt_lock);
  e = find_image (img);
  loaded = e != NULL && e->state == 1;
  ok = loaded && kernel < img->num_kernels;
  if (ok && b == GPUGEN_RT_CUDA)
    {
      function = e->functions[kernel];
      max_threads = e->max_threads[kernel];
    }
  pthread_mutex_unlock (&gpugen_rt_lock);
  if (!ok)
    {
      if (!loaded)
	gpugen_rt_error ("%s: image %p is not loaded on the device",
			 caller, (const void *) img);
      else
	gpugen_rt_error ("%s: image %s has no kernel %u", caller,
			 image_name (img), kernel);
      return false;
    }

  name = img->kernel_names[kernel];
  if (grid[0] == 0 || grid[1] == 0 || grid[2] == 0
      || block[0] == 0 || block[1] == 0 || block[2] == 0)
    {
      gpugen_rt_debug (1, "%s: kernel %s: empty grid [%u,%u,%u] block "
		       "[%u,%u,%u], nothing to launch", caller, name,
		       grid[0], grid[1], grid[2], block[0], block[1],
		       block[2]);
      return true;
    }
  gpugen_rt_debug (1, "%s: kernel %s: grid [%u,%u,%u] block [%u,%u,%u] "
		   "shared %u", caller, name, grid[0], grid[1], grid[2],
		   block[0], block[1], block[2], shared_bytes);
  /* The geometry and the region, here where the launch is made (the
     time is charged when it is known, maybe later and elsewhere).  */
  if (gpugen_rt_config.profile)
    gpugen_rt_profile_geometry (img, kernel, grid, block);

  if (b == GPUGEN_RT_CUDA)
    ok = launch_cuda (function, img, kernel, name, max_threads, grid, block,
		      shared_bytes, args, slots, &ms);
  else
    {
      double start = gpugen_rt_config.profile ? gpugen_rt_now_ms () : 0;

      ok = gpugen_rt_emulator->launch (img, kernel, grid, block,
				       shared_bytes, args);
      if (gpugen_rt_config.profile)
	ms = gpugen_rt_now_ms () - start;
    }
  if (!ok)
    return false;

  __atomic_add_fetch (&launches, 1, __ATOMIC_RELAXED);
  if (gpugen_rt_config.profile && ms >= 0)
    gpugen_rt_profile_launch (img, kernel, ms);
  return true;
}

/* See gpugen.h.  */

GPUGEN_EXPORT int
gpugen_init (void)
{
  enum gpugen_rt_backend b = gpugen_rt_start ();
  struct image_entry *e;

  if (b != GPUGEN_RT_CUDA && b != GPUGEN_RT_EMULATOR)
    return 0;

  pthread_mutex_lock (&gpugen_rt_lock);
  for (e = images; e != NULL; e = e->next)
    load_image (e, b);
  pthread_mutex_unlock (&gpugen_rt_lock);

  if (b == GPUGEN_RT_CUDA && !gpugen_rt_bind_thread ())
    return 0;
  return 1;
}

/* See gpugen.h.  */

GPUGEN_EXPORT unsigned long
gpugen_kernel_launches (void)
{
  return __atomic_load_n (&launches, __ATOMIC_RELAXED);
}

/* See gpugen.h.  */

GPUGEN_EXPORT const char *
gpugen_backend (void)
{
  gpugen_rt_start ();
  return gpugen_rt_backend_name ();
}
