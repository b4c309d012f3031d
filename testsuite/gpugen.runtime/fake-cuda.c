/* fake-cuda.c -- a fake CUDA driver, for testing libgpugen without a GPU.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Built (with fake-cuda-async.c, and fake-cuda.h, which the two share)
   as fake-cuda.so by runtime.exp and loaded by the runtime in place
   of libcuda.so.1 through GPUGEN_CUDA_LIBRARY.  It exports every entry
   point of runtime/cuda-lib.def under the driver's symbol names (the
   _v2 names come from gpugen-cuda.h's defines) and behaves like a small
   GPU whose "device memory" is host memory:

   - Devices are named "Fake GPU", with 16 SMs and 4 GiB.
   - Calls check what the real driver checks and the runtime must get
     right: cuInit first, a current context in the calling thread (the
     context is per thread, as in CUDA), device addresses inside live
     allocations, log buffer sizes given with the buffers.
   - A module image is the text "FAKEBIN" followed by the kernel names
     it contains, separated by spaces.  Anything else fails with
     CUDA_ERROR_INVALID_IMAGE and a two-line JIT error log.
   - Kernels run on the host at launch; an error in a kernel (a bad
     device address among its arguments, or the kernel fake_crash)
     surfaces at the next cuCtxSynchronize and then sticks, as execution
     errors do in CUDA.  Built-in kernels:
       fake_add_one (float *a, int n)        a[i] += 1 for each thread i < n
       fake_fill (int *a, int n, int value)  a[i] = value
       fake_crash ()                         CUDA_ERROR_ILLEGAL_ADDRESS
       gpugen_fold_add_i32 (const int *values, unsigned long long first,
	 unsigned long long count, int *out)  the fold kernel of
					     gpugen-rt.h for a wrapping
					     int sum, in blocks of
					     GPUGEN_FOLD_THREADS threads
     Any other name listed in the image is a kernel that does nothing.
   - Streams queue their work, as the GPU does: a launch or a copy
     queued on a stream (cuLaunchKernel, cuMemcpy*Async, cuEventRecord
     with a stream) runs only when something waits for it:
     cuStreamSynchronize, cuEventSynchronize, cuCtxSynchronize, a
     synchronous copy or launch (streams are created blocking, so the
     legacy stream waits for them), or an asynchronous copy from or to
     pageable memory on the same stream (which the driver performs
     synchronously).  A copy between the device and page-locked memory
     (cuMemAllocHost, cuMemHostRegister) reads or writes that memory
     only when it runs, so a runtime that reuses a staging buffer, or
     reads one, before waiting for its copy gets wrong data.  After a
     kernel's execution error, the work queued behind it does not run.
   - Graphs are chains of kernel nodes: cuGraphAddKernelNode and
     cuGraphExecKernelNodeSetParams copy the arguments (as
     cuLaunchKernel does), cuGraphLaunch queues the nodes of the
     executable graph on the stream in order.  Graph launches are
     counted.
   - Page-locked memory is plain host memory; registrations must not
     overlap (CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED) and are
     counted.  Tests read counters through the functions fake_cuda_*
     below (dlopen the library with RTLD_NOLOAD).

   Environment variables:
     FAKE_CUDA_FAIL=CALL[@N][=ERROR][,...]
	 make each listed CALL (the exported symbol name, e.g.
	 cuMemAlloc_v2) return ERROR (a CUDA_ERROR_* name or a number;
	 by default an error typical of the call, e.g.
	 CUDA_ERROR_OUT_OF_MEMORY for cuMemAlloc_v2); with @N, only from
	 its Nth call on (counting from 1).
     FAKE_CUDA_MEMORY=BYTES  device memory that cuMemAlloc hands out
			     before failing with CUDA_ERROR_OUT_OF_MEMORY
			     (default 4 GiB).
     FAKE_CUDA_DEVICES=N     number of devices (default 1).
     FAKE_CUDA_CC=M.N        compute capability (default 8.0).
     FAKE_CUDA_MAX_THREADS=N the kernels' CU_FUNC_ATTRIBUTE_MAX_THREADS_
			     PER_BLOCK (default 1024).
     FAKE_CUDA_TRACE=1       print "fake-cuda: CALL" for every call.
     FAKE_CUDA_HOST_ALLOC_MS=N  each cuMemAllocHost of a thread other
			     than the first to call cuInit takes N ms,
			     one at a time
     FAKE_CUDA_SYNC_MS=N     cuStreamSynchronize first sleeps N ms, the
			     time the queued work would take on a GPU.  */

#include "fake-cuda.h"
#include "gpugen-rt.h"

/* The most devices FAKE_CUDA_DEVICES may ask for.  */

#define FAKE_MAX_DEVICES 8

/* Device memory of each device, as cuDeviceTotalMem reports it.  */

#define FAKE_TOTAL_MEMORY (4ULL << 30)

/* Dynamic shared memory a kernel may use without cuFuncSetAttribute.  */

#define FAKE_SHARED_LIMIT (48 * 1024)

/* A fake primary context.  */

struct CUctx_st
{
  /* Its device.  */
  int device;

  /* Retain count.  */
  int refs;
};

/* A fake event: when it was recorded.  */

struct CUevent_st
{
  /* Whether cuEventRecord has run.  */
  bool recorded;

  /* The time of the recording, in milliseconds.  */
  double ms;
};

/* One live allocation of fake device memory.  */

struct allocation
{
  /* Its address (host memory) and size.  */
  char *base;
  size_t size;

  /* The next allocation.  */
  struct allocation *next;
};

/* Whether cuInit succeeded.  */

bool inited;

/* The primary contexts.  */

static struct CUctx_st contexts[FAKE_MAX_DEVICES];

/* The calling thread's current context.  */

__thread CUcontext current;

/* The sticky execution error, CUDA_SUCCESS while there is none, and the
   error that the next cuCtxSynchronize reports.  */

CUresult sticky_error;
CUresult pending_error;

/* The live streams and page-locked ranges, and counters for tests;
   guarded by STREAM_LOCK (taken before LOCK when both are held).  */

struct CUstream_st *streams;
struct pinned *pinned_ranges;
unsigned long deferred_ops, registrations, alloc_calls;
unsigned long memset_async_bytes, host_alloc_calls;
pthread_t init_thread;
unsigned long graph_launches, graph_updates;
pthread_mutex_t stream_lock = PTHREAD_MUTEX_INITIALIZER;

/* Live allocations, function handles; guarded by LOCK.  */

static struct allocation *allocations;
static struct CUfunc_st *functions;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* Names and descriptions of the codes the fake knows, for
   cuGetErrorName, cuGetErrorString and FAKE_CUDA_FAIL.  */

static const struct
{
  CUresult code;
  const char *name;
  const char *text;
} errors[] = {
  { CUDA_SUCCESS, "CUDA_SUCCESS", "no error" },
  { CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE",
    "invalid argument" },
  { CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory" },
  { CUDA_ERROR_NOT_INITIALIZED, "CUDA_ERROR_NOT_INITIALIZED",
    "initialization error" },
  { CUDA_ERROR_DEVICE_UNAVAILABLE, "CUDA_ERROR_DEVICE_UNAVAILABLE",
    "CUDA-capable device(s) is/are busy or unavailable" },
  { CUDA_ERROR_NO_DEVICE, "CUDA_ERROR_NO_DEVICE",
    "no CUDA-capable device is detected" },
  { CUDA_ERROR_INVALID_DEVICE, "CUDA_ERROR_INVALID_DEVICE",
    "invalid device ordinal" },
  { CUDA_ERROR_INVALID_IMAGE, "CUDA_ERROR_INVALID_IMAGE",
    "device kernel image is invalid" },
  { CUDA_ERROR_INVALID_CONTEXT, "CUDA_ERROR_INVALID_CONTEXT",
    "invalid device context" },
  { CUDA_ERROR_NO_BINARY_FOR_GPU, "CUDA_ERROR_NO_BINARY_FOR_GPU",
    "no kernel image is available for execution on the device" },
  { CUDA_ERROR_INVALID_PTX, "CUDA_ERROR_INVALID_PTX",
    "a PTX JIT compilation failed" },
  { CUDA_ERROR_INVALID_HANDLE, "CUDA_ERROR_INVALID_HANDLE",
    "invalid resource handle" },
  { CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found" },
  { CUDA_ERROR_ILLEGAL_ADDRESS, "CUDA_ERROR_ILLEGAL_ADDRESS",
    "an illegal memory access was encountered" },
  { CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
    "too many resources requested for launch" },
  { CUDA_ERROR_LAUNCH_FAILED, "CUDA_ERROR_LAUNCH_FAILED",
    "unspecified launch failure" },
  { CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED,
    "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED",
    "part or all of the requested memory range is already mapped" },
  { CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
    "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED",
    "pointer does not correspond to a registered memory region" },
  { CUDA_ERROR_UNKNOWN, "CUDA_ERROR_UNKNOWN", "unknown error" }
};

#define N_ERRORS (sizeof errors / sizeof errors[0])

/* Return the current time in milliseconds.  */

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

/* Return the integer value of environment variable NAME, or DEFAULT.  */

static int
env_int (const char *name, int default_value)
{
  const char *value = getenv (name);

  return value != NULL && value[0] != '\0' ? atoi (value) : default_value;
}

/* Parse ERROR, a CUDA_ERROR_* name or a number, into a code; DEFAULT
   when it is empty.  */

static CUresult
parse_error (const char *error, size_t length, CUresult default_error)
{
  size_t i;

  if (length == 0)
    return default_error;
  for (i = 0; i < N_ERRORS; i++)
    if (strlen (errors[i].name) == length
	&& strncmp (errors[i].name, error, length) == 0)
      return errors[i].code;
  return (CUresult) atoi (error);
}

/* Trace CALL under FAKE_CUDA_TRACE, and return the error that
   FAKE_CUDA_FAIL asks CALL to fail with (DEFAULT_ERROR unless the list
   names one), or CUDA_SUCCESS when CALL is not listed.  */

CUresult
fake_result (const char *call, CUresult default_error)
{
  /* The number of calls of each entry point that FAKE_CUDA_FAIL names
     with @N, by the entry point's name; a few suffice.  */
  static struct
  {
    const char *call;
    unsigned long count;
  } counts[8];
  const char *list = getenv ("FAKE_CUDA_FAIL");
  size_t call_length = strlen (call);

  if (getenv ("FAKE_CUDA_TRACE") != NULL)
    fprintf (stderr, "fake-cuda: %s\n", call);
  while (list != NULL && *list != '\0')
    {
      const char *end = strchr (list, ',');
      size_t length = end != NULL ? (size_t) (end - list) : strlen (list);
      const char *equals = memchr (list, '=', length);
      const char *at = memchr (list, '@', length);
      size_t name_length = (at != NULL ? (size_t) (at - list)
			    : equals != NULL ? (size_t) (equals - list)
			    : length);

      if (name_length == call_length
	  && strncmp (list, call, call_length) == 0)
	{
	  if (at != NULL)
	    {
	      unsigned long from = strtoul (at + 1, NULL, 10), n = 0;
	      unsigned i;

	      pthread_mutex_lock (&lock);
	      for (i = 0; i < sizeof counts / sizeof *counts; i++)
		if (counts[i].call == NULL || counts[i].call == call)
		  {
		    counts[i].call = call;
		    n = ++counts[i].count;
		    break;
		  }
	      pthread_mutex_unlock (&lock);
	      if (n < from)
		return CUDA_SUCCESS;
	    }
	  return (equals == NULL ? default_error
		  : parse_error (equals + 1,
				 length - (size_t) (equals - list) - 1,
				 default_error));
	}
      list = end != NULL ? end + 1 : NULL;
    }
  return CUDA_SUCCESS;
}

/* Return the number of devices.  */

static int
device_count (void)
{
  int n = env_int ("FAKE_CUDA_DEVICES", 1);

  return n < 0 ? 0 : n > FAKE_MAX_DEVICES ? FAKE_MAX_DEVICES : n;
}

/* Find the allocation holding the BYTES at ADDRESS; NULL if there is
   none.  LOCK must be held.  */

static struct allocation *
find_allocation (CUdeviceptr address, size_t bytes)
{
  struct allocation *a;
  char *p = (char *) (uintptr_t) address;

  for (a = allocations; a != NULL; a = a->next)
    if (p >= a->base && p < a->base + a->size
	&& bytes <= (size_t) (a->base + a->size - p))
      return a;
  return NULL;
}

/* Return the host address of the BYTES at device address ADDRESS, or
   NULL if they are not inside one allocation.  */

void *
device_memory (CUdeviceptr address, size_t bytes)
{
  struct allocation *a;

  pthread_mutex_lock (&lock);
  a = find_allocation (address, bytes);
  pthread_mutex_unlock (&lock);
  return a != NULL ? (void *) (uintptr_t) address : NULL;
}

static CUresult run_kernel (CUfunction f, unsigned long long threads,
			    void **params);

/* Run the work queued on stream S, oldest first.  Work behind a kernel
   that failed does not run.  STREAM_LOCK must be held.  */

void
flush_stream (CUstream s)
{
  struct op *o;

  while ((o = s->head) != NULL)
    {
      s->head = o->next;
      if (s->head == NULL)
	s->tail = NULL;
      deferred_ops++;
      if (sticky_error == CUDA_SUCCESS && pending_error == CUDA_SUCCESS)
	switch (o->kind)
	  {
	  case OP_LAUNCH:
	    {
	      void *params[4] = { &o->params[0], &o->params[1],
				  &o->params[2], &o->params[3] };
	      CUresult r = run_kernel (o->function, o->threads, params);

	      if (r != CUDA_SUCCESS)
		pending_error = r;
	    }
	    break;
	  case OP_COPY:
	    memcpy (o->dst, o->src, o->bytes);
	    break;
	  case OP_SET:
	    memset (o->dst, o->value, o->bytes);
	    break;
	  case OP_EVENT:
	    o->event->recorded = true;
	    o->event->ms = now_ms ();
	    break;
	  }
      free (o->owned);
      free (o);
    }
}

/* Run the work of every stream.  STREAM_LOCK must be held.  */

void
flush_all (void)
{
  CUstream s;

  for (s = streams; s != NULL; s = s->next)
    flush_stream (s);
}

/* Queue O on stream S.  STREAM_LOCK must be held.  */

void
enqueue (CUstream s, struct op *o)
{
  o->next = NULL;
  if (s->tail != NULL)
    s->tail->next = o;
  else
    s->head = o;
  s->tail = o;
}

/* Return true if S is a live stream.  STREAM_LOCK must be held.  */

bool
live_stream (CUstream s)
{
  CUstream t;

  for (t = streams; t != NULL; t = t->next)
    if (t == s)
      return true;
  return false;
}

/* Return true if the BYTES at host address P are page-locked.
   STREAM_LOCK must be held.  */

bool
is_pinned (const void *p, size_t bytes)
{
  const char *c = p;
  struct pinned *r;

  for (r = pinned_ranges; r != NULL; r = r->next)
    if (c >= r->base && c + bytes <= r->base + r->size)
      return true;
  return false;
}

/* The first error of the work run so far, made sticky; CUDA_SUCCESS
   when there is none.  */

CUresult
surface_error (void)
{
  if (pending_error != CUDA_SUCCESS)
    {
      sticky_error = pending_error;
      pending_error = CUDA_SUCCESS;
    }
  return sticky_error;
}

CUresult
cuInit (unsigned int flags)
{
  FAKE_CHECK (CUDA_ERROR_NO_DEVICE);
  if (flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  if (!inited)
    init_thread = pthread_self ();
  inited = true;
  return CUDA_SUCCESS;
}

CUresult
cuDriverGetVersion (int *version)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  if (version == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  *version = 12040;
  return CUDA_SUCCESS;
}

CUresult
cuDeviceGetCount (int *count)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_INIT ();
  *count = device_count ();
  return CUDA_SUCCESS;
}

CUresult
cuDeviceGet (CUdevice *device, int ordinal)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_DEVICE);
  NEED_INIT ();
  if (ordinal < 0 || ordinal >= device_count ())
    return CUDA_ERROR_INVALID_DEVICE;
  *device = ordinal;
  return CUDA_SUCCESS;
}

CUresult
cuDeviceGetName (char *name, int length, CUdevice device)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_INIT ();
  if (device < 0 || device >= device_count ())
    return CUDA_ERROR_INVALID_DEVICE;
  if (name == NULL || length <= 0)
    return CUDA_ERROR_INVALID_VALUE;
  snprintf (name, length, "Fake GPU");
  return CUDA_SUCCESS;
}

CUresult
cuDeviceGetAttribute (int *value, CUdevice_attribute attribute,
		      CUdevice device)
{
  const char *cc = getenv ("FAKE_CUDA_CC");
  int major = 8, minor = 0;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_INIT ();
  if (device < 0 || device >= device_count ())
    return CUDA_ERROR_INVALID_DEVICE;
  if (cc != NULL)
    sscanf (cc, "%d.%d", &major, &minor);
  switch (attribute)
    {
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR:
      *value = major;
      break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR:
      *value = minor;
      break;
    case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT:
      *value = 16;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
      *value = 1024;
      break;
    case CU_DEVICE_ATTRIBUTE_WARP_SIZE:
      *value = 32;
      break;
    default:
      *value = 0;
      break;
    }
  return CUDA_SUCCESS;
}

CUresult
cuDeviceTotalMem (size_t *bytes, CUdevice device)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_INIT ();
  if (device < 0 || device >= device_count ())
    return CUDA_ERROR_INVALID_DEVICE;
  *bytes = FAKE_TOTAL_MEMORY;
  return CUDA_SUCCESS;
}

CUresult
cuDevicePrimaryCtxRetain (CUcontext *context, CUdevice device)
{
  FAKE_CHECK (CUDA_ERROR_DEVICE_UNAVAILABLE);
  NEED_INIT ();
  if (device < 0 || device >= device_count ())
    return CUDA_ERROR_INVALID_DEVICE;
  contexts[device].device = device;
  contexts[device].refs++;
  *context = &contexts[device];
  return CUDA_SUCCESS;
}

CUresult
cuDevicePrimaryCtxRelease (CUdevice device)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_INIT ();
  if (device < 0 || device >= device_count () || contexts[device].refs == 0)
    return CUDA_ERROR_INVALID_CONTEXT;
  contexts[device].refs--;
  return CUDA_SUCCESS;
}

CUresult
cuCtxSetCurrent (CUcontext context)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_CONTEXT);
  NEED_INIT ();
  if (context != NULL && context->refs == 0)
    return CUDA_ERROR_INVALID_CONTEXT;
  current = context;
  return CUDA_SUCCESS;
}

CUresult
cuCtxGetCurrent (CUcontext *context)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_CONTEXT);
  NEED_INIT ();
  *context = current;
  return CUDA_SUCCESS;
}

CUresult
cuCtxSynchronize (void)
{
  FAKE_CHECK (CUDA_ERROR_ILLEGAL_ADDRESS);
  NEED_CONTEXT ();
  pthread_mutex_lock (&stream_lock);
  flush_all ();
  pthread_mutex_unlock (&stream_lock);
  if (pending_error != CUDA_SUCCESS)
    {
      sticky_error = pending_error;
      pending_error = CUDA_SUCCESS;
      return sticky_error;
    }
  return CUDA_SUCCESS;
}

/* Load IMAGE into *MODULE, writing the logs that OPTIONS/VALUES ask for.
   The common part of cuModuleLoadData and cuModuleLoadDataEx.  */

static CUresult
load_module (CUmodule *module, const void *image, unsigned num_options,
	     CUjit_option *options, void **values)
{
  char *info = NULL, *error = NULL;
  unsigned info_size = 0, error_size = 0, i;
  int info_slot = -1, error_slot = -1;
  const char *text = image;
  const char *error_text;
  CUmodule m;

  NEED_CONTEXT ();
  for (i = 0; i < num_options; i++)
    switch (options[i])
      {
      case CU_JIT_INFO_LOG_BUFFER:
	info = values[i];
	break;
      case CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES:
	info_size = (unsigned) (uintptr_t) values[i];
	info_slot = i;
	break;
      case CU_JIT_ERROR_LOG_BUFFER:
	error = values[i];
	break;
      case CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES:
	error_size = (unsigned) (uintptr_t) values[i];
	error_slot = i;
	break;
      case CU_JIT_LOG_VERBOSE:
	break;
      default:
	return CUDA_ERROR_INVALID_VALUE;
      }
  if ((info != NULL && info_slot < 0) || (error != NULL && error_slot < 0))
    return CUDA_ERROR_INVALID_VALUE;

  if (image == NULL || strncmp (text, "FAKEBIN", 7) != 0)
    {
      error_text = "fake-cuda: the image does not start with FAKEBIN\n"
		   "fake-cuda: it is not a fake module";
      if (error != NULL && error_size > 0)
	{
	  snprintf (error, error_size, "%s", error_text);
	  values[error_slot] = (void *) (uintptr_t) (strlen (error) + 1);
	}
      return CUDA_ERROR_INVALID_IMAGE;
    }

  m = calloc (1, sizeof *m);
  if (m == NULL || (m->names = strdup (text + 7)) == NULL)
    {
      free (m);
      return CUDA_ERROR_OUT_OF_MEMORY;
    }
  if (info != NULL && info_size > 0)
    {
      snprintf (info, info_size, "fake-cuda: loaded a fake module");
      values[info_slot] = (void *) (uintptr_t) (strlen (info) + 1);
    }
  *module = m;
  return CUDA_SUCCESS;
}

CUresult
cuModuleLoadData (CUmodule *module, const void *image)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_IMAGE);
  return load_module (module, image, 0, NULL, NULL);
}

CUresult
cuModuleLoadDataEx (CUmodule *module, const void *image,
		    unsigned int num_options, CUjit_option *options,
		    void **values)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_IMAGE);
  return load_module (module, image, num_options, options, values);
}

CUresult
cuModuleGetFunction (CUfunction *function, CUmodule module, const char *name)
{
  size_t length = strlen (name);
  const char *p;
  struct CUfunc_st *f;

  FAKE_CHECK (CUDA_ERROR_NOT_FOUND);
  NEED_CONTEXT ();
  if (module == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  for (p = strstr (module->names, name); p != NULL; p = strstr (p + 1, name))
    if ((p == module->names || p[-1] == ' ')
	&& (p[length] == '\0' || p[length] == ' '))
      break;
  if (p == NULL || length >= sizeof f->name)
    return CUDA_ERROR_NOT_FOUND;
  f = calloc (1, sizeof *f);
  if (f == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  strcpy (f->name, name);
  f->module = module;
  pthread_mutex_lock (&lock);
  f->next = functions;
  functions = f;
  pthread_mutex_unlock (&lock);
  *function = f;
  return CUDA_SUCCESS;
}

/* Fake modules have no globals: every lookup finds nothing, as for a
   module built without the global (FAKE_CUDA_FAIL can make it fail).  */

CUresult
cuModuleGetGlobal (CUdeviceptr *address, size_t *bytes, CUmodule module,
		   const char *name)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_HANDLE);
  NEED_CONTEXT ();
  if (module == NULL || name == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  (void) address;
  (void) bytes;
  return CUDA_ERROR_NOT_FOUND;
}

CUresult
cuModuleUnload (CUmodule module)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_HANDLE);
  NEED_INIT ();
  if (module == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  free (module->names);
  module->names = NULL;
  /* Keep the struct: stale function handles may still point at it.  */
  return CUDA_SUCCESS;
}

CUresult
cuFuncGetAttribute (int *value, CUfunction_attribute attribute,
		    CUfunction function)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  if (function == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  switch (attribute)
    {
    case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
      *value = env_int ("FAKE_CUDA_MAX_THREADS", 1024);
      break;
    case CU_FUNC_ATTRIBUTE_NUM_REGS:
      *value = 32;
      break;
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
      *value = function->max_dynamic_shared;
      break;
    default:
      *value = 0;
      break;
    }
  return CUDA_SUCCESS;
}

CUresult
cuFuncSetAttribute (CUfunction function, CUfunction_attribute attribute,
		    int value)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  if (function == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  if (attribute != CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
      || value < 0 || value > 228 * 1024)
    return CUDA_ERROR_INVALID_VALUE;
  function->max_dynamic_shared = value;
  return CUDA_SUCCESS;
}

CUresult
cuMemAlloc (CUdeviceptr *address, size_t bytes)
{
  struct allocation *a;

  FAKE_CHECK (CUDA_ERROR_OUT_OF_MEMORY);
  NEED_CONTEXT ();
  if (bytes == 0)
    return CUDA_ERROR_INVALID_VALUE;
  alloc_calls++;
  {
    const char *limit_text = getenv ("FAKE_CUDA_MEMORY");
    unsigned long long limit
      = (limit_text != NULL ? strtoull (limit_text, NULL, 10)
	 : FAKE_TOTAL_MEMORY);
    unsigned long long used = 0;

    pthread_mutex_lock (&lock);
    for (a = allocations; a != NULL; a = a->next)
      used += a->size;
    pthread_mutex_unlock (&lock);
    if (used + bytes > limit)
      return CUDA_ERROR_OUT_OF_MEMORY;
  }
  a = malloc (sizeof *a);
  if (a == NULL || (a->base = malloc (bytes)) == NULL)
    {
      free (a);
      return CUDA_ERROR_OUT_OF_MEMORY;
    }
  /* Device memory starts with garbage.  */
  memset (a->base, 0xa5, bytes);
  a->size = bytes;
  pthread_mutex_lock (&lock);
  a->next = allocations;
  allocations = a;
  pthread_mutex_unlock (&lock);
  *address = (CUdeviceptr) (uintptr_t) a->base;
  return CUDA_SUCCESS;
}

CUresult
cuMemFree (CUdeviceptr address)
{
  struct allocation *a, **link;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  /* cuMemFree waits for the device.  */
  pthread_mutex_lock (&stream_lock);
  flush_all ();
  pthread_mutex_unlock (&stream_lock);
  pthread_mutex_lock (&lock);
  for (link = &allocations; (a = *link) != NULL; link = &a->next)
    if ((CUdeviceptr) (uintptr_t) a->base == address)
      break;
  if (a != NULL)
    *link = a->next;
  pthread_mutex_unlock (&lock);
  if (a == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  free (a->base);
  free (a);
  return CUDA_SUCCESS;
}

CUresult
cuMemGetAddressRange (CUdeviceptr *base, size_t *size, CUdeviceptr address)
{
  struct allocation *a;

  FAKE_CHECK (CUDA_ERROR_NOT_FOUND);
  NEED_CONTEXT ();
  pthread_mutex_lock (&lock);
  a = find_allocation (address, 0);
  pthread_mutex_unlock (&lock);
  if (a == NULL)
    return CUDA_ERROR_NOT_FOUND;
  if (base != NULL)
    *base = (CUdeviceptr) (uintptr_t) a->base;
  if (size != NULL)
    *size = a->size;
  return CUDA_SUCCESS;
}

CUresult
cuMemGetInfo (size_t *free_bytes, size_t *total_bytes)
{
  struct allocation *a;
  size_t used = 0;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  pthread_mutex_lock (&lock);
  for (a = allocations; a != NULL; a = a->next)
    used += a->size;
  pthread_mutex_unlock (&lock);
  *free_bytes = FAKE_TOTAL_MEMORY - used;
  *total_bytes = FAKE_TOTAL_MEMORY;
  return CUDA_SUCCESS;
}

CUresult
cuMemcpyHtoD (CUdeviceptr destination, const void *source, size_t bytes)
{
  void *p;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  pthread_mutex_lock (&stream_lock);
  flush_all ();
  pthread_mutex_unlock (&stream_lock);
  if (surface_error () != CUDA_SUCCESS)
    return sticky_error;
  p = device_memory (destination, bytes);
  if (p == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  memcpy (p, source, bytes);
  return CUDA_SUCCESS;
}

CUresult
cuMemcpyDtoH (void *destination, CUdeviceptr source, size_t bytes)
{
  void *p;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  pthread_mutex_lock (&stream_lock);
  flush_all ();
  pthread_mutex_unlock (&stream_lock);
  if (surface_error () != CUDA_SUCCESS)
    return sticky_error;
  p = device_memory (source, bytes);
  if (p == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  memcpy (destination, p, bytes);
  return CUDA_SUCCESS;
}

CUresult
cuMemcpyDtoD (CUdeviceptr destination, CUdeviceptr source, size_t bytes)
{
  void *d, *s;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  pthread_mutex_lock (&stream_lock);
  flush_all ();
  pthread_mutex_unlock (&stream_lock);
  if (surface_error () != CUDA_SUCCESS)
    return sticky_error;
  d = device_memory (destination, bytes);
  s = device_memory (source, bytes);
  if (d == NULL || s == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  memmove (d, s, bytes);
  return CUDA_SUCCESS;
}

CUresult
cuMemsetD8 (CUdeviceptr destination, unsigned char value, size_t count)
{
  void *p;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  p = device_memory (destination, count);
  if (p == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  memset (p, value, count);
  return CUDA_SUCCESS;
}

/* Run kernel F on THREADS threads with PARAMS; return the execution
   error, or CUDA_SUCCESS.  */

static CUresult
run_kernel (CUfunction f, unsigned long long threads, void **params)
{
  unsigned long long t;

  if (strcmp (f->name, "fake_crash") == 0)
    return CUDA_ERROR_ILLEGAL_ADDRESS;
  if (strcmp (f->name, "fake_add_one") == 0)
    {
      int n = *(int *) params[1];
      float *a = device_memory (*(CUdeviceptr *) params[0],
				n > 0 ? n * sizeof (float) : 0);

      if (a == NULL)
	return CUDA_ERROR_ILLEGAL_ADDRESS;
      for (t = 0; t < threads && t < (unsigned long long) n; t++)
	a[t] += 1;
    }
  else if (strcmp (f->name, "gpugen_fold_add_i32") == 0)
    {
      /* Block B sums its share of the COUNT values from FIRST, as
	 gpugen-devfold.cc's kernel does (in any order: the sum wraps).  */
      unsigned long long first = *(unsigned long long *) params[1];
      unsigned long long count = *(unsigned long long *) params[2];
      unsigned long long nb = threads / GPUGEN_FOLD_THREADS, b, k;
      unsigned long long share = nb != 0 ? (count + nb - 1) / nb : 0;
      const int *v = device_memory (*(CUdeviceptr *) params[0],
				    (first + count) * sizeof (int));
      int *out = device_memory (*(CUdeviceptr *) params[3],
				nb * sizeof (int));

      if (v == NULL || out == NULL || threads % GPUGEN_FOLD_THREADS != 0)
	return CUDA_ERROR_ILLEGAL_ADDRESS;
      for (b = 0; b < nb; b++)
	{
	  unsigned sum = 0;

	  for (k = b * share; k < count && k < (b + 1) * share; k++)
	    sum += (unsigned) v[first + k];
	  out[b] = (int) sum;
	}
    }
  else if (strcmp (f->name, "fake_fill") == 0)
    {
      int n = *(int *) params[1];
      int value = *(int *) params[2];
      int *a = device_memory (*(CUdeviceptr *) params[0],
			      n > 0 ? n * sizeof (int) : 0);

      if (a == NULL)
	return CUDA_ERROR_ILLEGAL_ADDRESS;
      for (t = 0; t < threads && t < (unsigned long long) n; t++)
	a[t] = value;
    }
  return CUDA_SUCCESS;
}

/* Fill O as the launch of FUNCTION on THREADS threads with PARAMS,
   copying the arguments as the driver does.  */

void
fill_launch_op (struct op *o, CUfunction function, unsigned long long threads,
		void **params)
{
  bool fold = strcmp (function->name, "gpugen_fold_add_i32") == 0;
  unsigned i, n = (strcmp (function->name, "fake_add_one") == 0 ? 2
		   : strcmp (function->name, "fake_fill") == 0 ? 3
		   : fold ? 4 : 0);

  o->kind = OP_LAUNCH;
  o->function = function;
  o->threads = threads;
  /* The first parameter is a device address, the others ints (for the
     fold kernel, 8-byte values all).  */
  for (i = 0; i < n; i++)
    memcpy (&o->params[i], params[i], i == 0 || fold ? 8 : sizeof (int));
}

CUresult
cuLaunchKernel (CUfunction function, unsigned int grid_x,
		unsigned int grid_y, unsigned int grid_z,
		unsigned int block_x, unsigned int block_y,
		unsigned int block_z, unsigned int shared_bytes,
		CUstream stream, void **params, void **extra)
{
  unsigned long long block_threads;
  CUresult r;

  FAKE_CHECK (CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES);
  NEED_CONTEXT ();
  if (function == NULL || function->module->names == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  if (extra != NULL)
    return CUDA_ERROR_INVALID_VALUE;
  block_threads = (unsigned long long) block_x * block_y * block_z;
  if (grid_x == 0 || grid_y == 0 || grid_z == 0 || block_threads == 0
      || block_threads > 1024)
    return CUDA_ERROR_INVALID_VALUE;
  if (shared_bytes > FAKE_SHARED_LIMIT
      && (int) shared_bytes > function->max_dynamic_shared)
    return CUDA_ERROR_INVALID_VALUE;
  if (stream != NULL)
    {
      /* Queue it, with a copy of its arguments, as the driver does.  */
      struct op *o = calloc (1, sizeof *o);

      if (o == NULL)
	return CUDA_ERROR_OUT_OF_MEMORY;
      fill_launch_op (o, function, (unsigned long long) grid_x * grid_y
				   * grid_z * block_threads, params);
      pthread_mutex_lock (&stream_lock);
      if (!live_stream (stream))
	{
	  pthread_mutex_unlock (&stream_lock);
	  free (o);
	  return CUDA_ERROR_INVALID_HANDLE;
	}
      enqueue (stream, o);
      pthread_mutex_unlock (&stream_lock);
      return CUDA_SUCCESS;
    }
  pthread_mutex_lock (&stream_lock);
  flush_all ();
  pthread_mutex_unlock (&stream_lock);
  r = run_kernel (function, (unsigned long long) grid_x * grid_y * grid_z
			    * block_threads, params);
  if (r != CUDA_SUCCESS && pending_error == CUDA_SUCCESS)
    pending_error = r;
  return CUDA_SUCCESS;
}

CUresult
cuEventCreate (CUevent *event, unsigned int flags)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  if (flags & ~3u)
    return CUDA_ERROR_INVALID_VALUE;
  *event = calloc (1, sizeof **event);
  return *event != NULL ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

CUresult
cuEventRecord (CUevent event, CUstream stream)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  if (event == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  pthread_mutex_lock (&stream_lock);
  if (stream != NULL)
    {
      struct op *o;

      if (!live_stream (stream) || (o = calloc (1, sizeof *o)) == NULL)
	{
	  pthread_mutex_unlock (&stream_lock);
	  return CUDA_ERROR_INVALID_HANDLE;
	}
      o->kind = OP_EVENT;
      o->event = event;
      event->recorded = false;
      enqueue (stream, o);
      pthread_mutex_unlock (&stream_lock);
      return CUDA_SUCCESS;
    }
  flush_all ();
  pthread_mutex_unlock (&stream_lock);
  event->recorded = true;
  event->ms = now_ms ();
  return CUDA_SUCCESS;
}

CUresult
cuEventSynchronize (CUevent event)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  if (event == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  pthread_mutex_lock (&stream_lock);
  flush_all ();
  pthread_mutex_unlock (&stream_lock);
  return surface_error ();
}

CUresult
cuEventElapsedTime (float *milliseconds, CUevent start, CUevent end)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  if (start == NULL || end == NULL || !start->recorded || !end->recorded)
    return CUDA_ERROR_INVALID_HANDLE;
  *milliseconds = end->ms - start->ms;
  return CUDA_SUCCESS;
}

CUresult
cuEventDestroy (CUevent event)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_INIT ();
  free (event);
  return CUDA_SUCCESS;
}

CUresult
cuGetErrorName (CUresult error, const char **text)
{
  size_t i;

  for (i = 0; i < N_ERRORS; i++)
    if (errors[i].code == error)
      {
	*text = errors[i].name;
	return CUDA_SUCCESS;
      }
  *text = NULL;
  return CUDA_ERROR_INVALID_VALUE;
}

CUresult
cuGetErrorString (CUresult error, const char **text)
{
  size_t i;

  for (i = 0; i < N_ERRORS; i++)
    if (errors[i].code == error)
      {
	*text = errors[i].text;
	return CUDA_SUCCESS;
      }
  *text = NULL;
  return CUDA_ERROR_INVALID_VALUE;
}
