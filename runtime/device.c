/* device.c -- choosing the backend and holding the CUDA device.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The backend is chosen once, by the first call that needs a device
   (gpugen_rt_start): the host when GPUGEN_DISABLE is set; the emulator,
   without trying CUDA, when GPUGEN_EMULATE=1; otherwise the CUDA device
   that GPUGEN_DEVICE selects (by default the MPI local rank modulo the
   number of devices, see selected_ordinal, else 0) when the driver loads,
   initializes and has that device; otherwise the emulator when a
   registered image carries an emulation image and GPUGEN_EMULATE is not
   0; otherwise the host.  A machine without a GPU is a normal case, not
   an error: why there is no GPU is recorded for gpugen-info and printed
   only under GPUGEN_DEBUG.  Settings that make no sense (GPUGEN_DEVICE
   out of range) and failures of a driver that does see a GPU are
   reported always.

   gpugen uses the device's primary context, the one the CUDA runtime
   library uses too, so a program mixing gpugen with CUDA code shares one
   context per device.  A context is current per thread: every entry
   point that talks to the device first calls gpugen_rt_bind_thread.
   The context is retained until the process exits; the driver reclaims
   it then.  (Releasing it from an atexit handler would race with the
   driver's own teardown.)

   The backend is written under gpugen_rt_lock and read with an atomic
   load, so the common path (already started) takes no lock.  */

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* One of enum gpugen_rt_backend.  GPUGEN_RT_UNTRIED until
   gpugen_rt_start has run; then set once, and changed later only to
   GPUGEN_RT_LOST.  Written under gpugen_rt_lock, read atomically.  */

static int backend = GPUGEN_RT_UNTRIED;

/* What gpugen_backend returns: the GPU's name, "emulator" or "host".
   Written before BACKEND is published, never changed afterwards.  */

static char backend_name[256] = "host";

/* Why there is no GPU, for traces and gpugen-info; empty while nothing
   has failed.  Guarded by gpugen_rt_lock.  */

static char no_device_reason[512];

/* -1: the driver has not been initialized; 0: loading it or cuInit
   failed; 1: cuInit succeeded.  Guarded by gpugen_rt_lock.  */

static signed char cuda_inited = -1;

/* The driver's version (1000 * major + 10 * minor), once cuInit has
   succeeded.  */

static int driver_version;

/* The CUDA device in use when BACKEND is GPUGEN_RT_CUDA.  */

static struct
{
  /* Its ordinal, from GPUGEN_DEVICE.  */
  int ordinal;

  /* Its handle.  */
  CUdevice device;

  /* Its primary context, retained for the rest of the run.  */
  CUcontext context;

  /* Its compute capability.  */
  int cc_major, cc_minor;
} cuda_device;

/* Record why no GPU is used, from the printf-style FMT and arguments, and
   trace it under GPUGEN_DEBUG.  GPUGEN_RT_LOCK must be held.  */

void
gpugen_rt_no_device (const char *fmt, ...)
{
  va_list ap;

  va_start (ap, fmt);
  vsnprintf (no_device_reason, sizeof no_device_reason, fmt, ap);
  va_end (ap);
  gpugen_rt_debug (1, "no GPU: %s", no_device_reason);
}

/* Load the CUDA driver and initialize it, once.  Return true if cuInit
   succeeded; otherwise record why (gpugen_rt_no_device) and return
   false.  GPUGEN_RT_LOCK must be held.  */

static bool
driver_ready (void)
{
  CUresult r;

  if (cuda_inited != -1)
    return cuda_inited;
  cuda_inited = false;
  if (!gpugen_rt_load_driver ())
    return false;
  r = CUDA_CALL_NOCHECK (cuInit, 0);
  if (r != CUDA_SUCCESS)
    {
      gpugen_rt_no_device ("%s error: %s", CUDA_NAME (cuInit),
			   gpugen_rt_cuda_error (r));
      return false;
    }
  if (CUDA_CALL_NOCHECK (cuDriverGetVersion, &driver_version)
      != CUDA_SUCCESS)
    driver_version = 0;
  gpugen_rt_debug (1, "CUDA driver version %d.%d", driver_version / 1000,
		   driver_version % 1000 / 10);
  cuda_inited = true;
  return true;
}

/* The environment variables that MPI launchers set to a process's rank
   among the processes of its node, in the order they are tried: Open
   MPI's mpirun, MPICH's and Intel MPI's Hydra, MVAPICH, Slurm's srun.  */

static const char *const local_rank_variables[] = {
  "OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID", "MV2_COMM_WORLD_LOCAL_RANK",
  "SLURM_LOCALID"
};

/* Store in *RANK the process's local MPI rank and in *VARIABLE the
   variable that gave it; return false when no launcher set one (or,
   after a report when REPORT, it is not a number).  */

static bool
local_rank (int *rank, const char **variable, bool report)
{
  size_t i;

  for (i = 0; i < sizeof local_rank_variables / sizeof *local_rank_variables;
       i++)
    {
      const char *text = getenv (local_rank_variables[i]);
      char *end;
      long value;

      if (text == NULL || text[0] == '\0')
	continue;
      value = strtol (text, &end, 10);
      if (end == text || *end != '\0' || value < 0 || value > INT_MAX)
	{
	  if (report)
	    gpugen_rt_error ("%s=%s is not a rank; it is ignored",
			     local_rank_variables[i], text);
	  continue;
	}
      *rank = (int) value;
      *variable = local_rank_variables[i];
      return true;
    }
  return false;
}

/* Store in *ORDINAL the device number to use among COUNT devices: the
   one GPUGEN_DEVICE asks for; when it is unset, the local MPI rank (see
   local_rank) modulo COUNT, so that the ranks of a node spread over its
   GPUs; otherwise 0.  Return false if GPUGEN_DEVICE is not a
   non-negative number; when REPORT, say so first.  */

static bool
selected_ordinal (int *ordinal, int count, bool report)
{
  const char *text = gpugen_rt_config.device;
  const char *variable;
  char *end;
  long value;
  int rank;

  *ordinal = 0;
  if (text == NULL)
    {
      if (count > 0 && local_rank (&rank, &variable, report))
	{
	  *ordinal = rank % count;
	  if (report)
	    gpugen_rt_debug (1, "%s=%d: local MPI rank %d of a node with %d "
			     "device%s: device %d", variable, rank, rank,
			     count, count == 1 ? "" : "s", *ordinal);
	}
      return true;
    }
  value = strtol (text, &end, 10);
  if (end == text || *end != '\0' || value < 0 || value > INT_MAX)
    {
      if (report)
	gpugen_rt_error ("GPUGEN_DEVICE=%s is not a device number; loop "
			 "nests run on the host", text);
      return false;
    }
  *ordinal = (int) value;
  return true;
}

/* Open the CUDA device that GPUGEN_DEVICE selects: initialize the
   driver, retain the device's primary context and make it current in
   this thread.  Return true on success.  Otherwise return false after
   recording why (and, for failures beyond a missing GPU, reporting it).
   GPUGEN_RT_LOCK must be held.  */

static bool
open_cuda_device (void)
{
  int count, ordinal;
  CUdevice device;
  CUcontext context;
  CUresult r;
  double start;

  if (!driver_ready ())
    return false;
  CUDA_CALL (cuDeviceGetCount, &count);
  if (count <= 0)
    {
      gpugen_rt_no_device ("the CUDA driver found no devices");
      return false;
    }
  if (!selected_ordinal (&ordinal, count, true))
    {
      gpugen_rt_no_device ("GPUGEN_DEVICE=%s is not a device number",
			   gpugen_rt_config.device);
      return false;
    }
  if (ordinal >= count)
    {
      gpugen_rt_error ("GPUGEN_DEVICE=%d is out of range: there %s %d CUDA "
		       "device%s; loop nests run on the host", ordinal,
		       count == 1 ? "is" : "are", count, count == 1 ? "" : "s");
      gpugen_rt_no_device ("GPUGEN_DEVICE=%d is out of range (%d device%s)",
			   ordinal, count, count == 1 ? "" : "s");
      return false;
    }

  CUDA_CALL (cuDeviceGet, &device, ordinal);
  CUDA_CALL (cuDeviceGetName, backend_name, sizeof backend_name, device);
  backend_name[sizeof backend_name - 1] = '\0';
  CUDA_CALL (cuDeviceGetAttribute, &cuda_device.cc_major,
	     CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device);
  CUDA_CALL (cuDeviceGetAttribute, &cuda_device.cc_minor,
	     CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device);

  start = gpugen_rt_now_ms ();
  CUDA_CALL (cuDevicePrimaryCtxRetain, &context, device);
  r = CUDA_CALL_NOCHECK (cuCtxSetCurrent, context);
  if (r != CUDA_SUCCESS)
    {
      CUDA_REPORT (cuCtxSetCurrent, r);
      CUDA_CALL_NOCHECK (cuDevicePrimaryCtxRelease, device);
      return false;
    }

  cuda_device.ordinal = ordinal;
  cuda_device.device = device;
  cuda_device.context = context;
  gpugen_rt_debug (1, "using GPU %d: %s, compute capability %d.%d; context "
		   "created in %.3f s", ordinal, backend_name,
		   cuda_device.cc_major, cuda_device.cc_minor,
		   (gpugen_rt_now_ms () - start) / 1e3);
  return true;
}

/* Start the emulator and name the backend after it.  Return true if
   it can run.  GPUGEN_RT_LOCK must be held.  */

static bool
start_emulator (void)
{
  if (!gpugen_rt_emulator->init ())
    return false;
  strcpy (backend_name, "emulator");
  gpugen_rt_debug (1, "using the emulator");
  return true;
}

/* Choose the backend (see the head of this file) and return it.
   BACKEND_NAME is set to match.  *FINAL is set to whether the choice
   stands: not where the host is chosen only because no image with
   emulation code has been registered yet, in a program that would run
   such images on the emulator where there is no GPU (images register
   at their region's first entry, so that gpugen_init or gpugen_backend
   called before any region would otherwise keep every region of an
   emulation build on the host).  GPUGEN_RT_LOCK must be held.  */

static enum gpugen_rt_backend
choose_backend (bool *final)
{
  enum gpugen_rt_emu_use emulate = GPUGEN_RT_EMU_NEVER;

  *final = true;

  if (gpugen_rt_config.disable)
    {
      gpugen_rt_no_device ("disabled by GPUGEN_DISABLE");
      strcpy (backend_name, "host");
      return GPUGEN_RT_HOST;
    }
  if (gpugen_rt_emulator != NULL)
    emulate = gpugen_rt_emulator->use ();
  if (emulate == GPUGEN_RT_EMU_ALWAYS)
    {
      gpugen_rt_no_device ("GPUGEN_EMULATE asks for the emulator");
      if (start_emulator ())
	return GPUGEN_RT_EMULATOR;
    }
  else
    {
      if (open_cuda_device ())
	return GPUGEN_RT_CUDA;
      if (emulate == GPUGEN_RT_EMU_IF_NO_GPU
	  && gpugen_rt_have_emulation_images () && start_emulator ())
	return GPUGEN_RT_EMULATOR;
      if (emulate == GPUGEN_RT_EMU_IF_NO_GPU
	  && !gpugen_rt_have_emulation_images ())
	*final = false;
    }
  strcpy (backend_name, "host");
  gpugen_rt_debug (1, "loop nests run on the host");
  return GPUGEN_RT_HOST;
}

/* Return the backend, choosing it first if nothing has yet.  */

enum gpugen_rt_backend
gpugen_rt_start (void)
{
  int b = __atomic_load_n (&backend, __ATOMIC_ACQUIRE);

  if (b != GPUGEN_RT_UNTRIED)
    return b;
  gpugen_rt_read_environment ();
  pthread_mutex_lock (&gpugen_rt_lock);
  b = backend;
  if (b == GPUGEN_RT_UNTRIED)
    {
      bool final;

      b = choose_backend (&final);
      if (!final)
	{
	  /* Chosen again at the next call, once an image may have
	     registered; the CUDA driver's failure is remembered.  */
	  pthread_mutex_unlock (&gpugen_rt_lock);
	  return b;
	}
      __atomic_store_n (&backend, b, __ATOMIC_RELEASE);
      pthread_mutex_unlock (&gpugen_rt_lock);
      if (b == GPUGEN_RT_CUDA)
	gpugen_rt_async_started ();
      return b;
    }
  pthread_mutex_unlock (&gpugen_rt_lock);
  return b;
}

/* Return the backend, or GPUGEN_RT_UNTRIED if it has not been chosen:
   for the profile printed at exit, which must not start a device.  */

enum gpugen_rt_backend
gpugen_rt_backend_if_started (void)
{
  return __atomic_load_n (&backend, __ATOMIC_ACQUIRE);
}

/* Return the name of the backend for gpugen_backend and the profile.
   After GPUGEN_RT_LOST it is still the GPU's name.  */

const char *
gpugen_rt_backend_name (void)
{
  return backend_name;
}

/* Make the device's context current in the calling thread, unless it is
   already.  Return true on success; report and return false otherwise.
   The backend must be GPUGEN_RT_CUDA.  A context that the program made
   current itself (through CUDA) is replaced, not restored.  */

bool
gpugen_rt_bind_thread (void)
{
  CUcontext current;

  if (CUDA_CALL_NOCHECK (cuCtxGetCurrent, &current) == CUDA_SUCCESS
      && current == cuda_device.context)
    return true;
  CUDA_CALL (cuCtxSetCurrent, cuda_device.context);
  return true;
}

/* Mark the CUDA device unusable after an execution error (the context
   is then in an error state that only a reset would clear): from now on
   every loop nest runs on the host and the entry points return failure
   without calling the driver.  */

void
gpugen_rt_device_lost (void)
{
  __atomic_store_n (&backend, GPUGEN_RT_LOST, __ATOMIC_RELEASE);
}

/* Store the compute capability of the device in use in *MAJOR and
   *MINOR; 0.0 when there is none.  */

void
gpugen_rt_compute_capability (int *major, int *minor)
{
  *major = cuda_device.cc_major;
  *minor = cuda_device.cc_minor;
}

/* Print to OUT, for gpugen-info, the CUDA driver version and one line
   per CUDA device that the driver sees:

     CUDA driver 12.4 (libcuda.so.1)
     GPU 0: NVIDIA H100 80GB HBM3, compute capability 9.0, 79.1 GiB,
	    132 SMs (selected)

   (one line each), the selected device being the one GPUGEN_DEVICE
   names.  When there is none, print "no GPU: " and the reason.  Return
   the number of devices listed.  No context is created.  */

int
gpugen_rt_list_devices (FILE *out)
{
  int count = 0, selected, i;
  bool ordinal_ok, ready;
  CUresult r;

  gpugen_rt_read_environment ();
  if (gpugen_rt_config.disable)
    {
      fprintf (out, "no GPU: disabled by GPUGEN_DISABLE\n");
      return 0;
    }

  pthread_mutex_lock (&gpugen_rt_lock);
  ready = driver_ready ();
  pthread_mutex_unlock (&gpugen_rt_lock);
  if (!ready)
    {
      fprintf (out, "no GPU: %s\n", no_device_reason);
      return 0;
    }

  fprintf (out, "CUDA driver %d.%d (%s)\n", driver_version / 1000,
	   driver_version % 1000 / 10, gpugen_rt_config.cuda_library);
  r = CUDA_CALL_NOCHECK (cuDeviceGetCount, &count);
  if (r != CUDA_SUCCESS)
    {
      fprintf (out, "no GPU: %s error: %s\n", CUDA_NAME (cuDeviceGetCount),
	       gpugen_rt_cuda_error (r));
      return 0;
    }
  if (count <= 0)
    {
      fprintf (out, "no GPU: the CUDA driver found no devices\n");
      return 0;
    }

  ordinal_ok = selected_ordinal (&selected, count, false);
  for (i = 0; i < count; i++)
    {
      CUdevice device;
      char name[256];
      int major = 0, minor = 0, sms = 0;
      size_t memory = 0;

#define LIST_CALL(FN, ...)						\
      do								\
	{								\
	  r = CUDA_CALL_NOCHECK (FN, __VA_ARGS__);			\
	  if (r != CUDA_SUCCESS)					\
	    {								\
	      fprintf (out, "GPU %d: %s error: %s\n", i,		\
		       CUDA_NAME (FN), gpugen_rt_cuda_error (r));	\
	      goto next;						\
	    }								\
	}								\
      while (0)

      LIST_CALL (cuDeviceGet, &device, i);
      LIST_CALL (cuDeviceGetName, name, sizeof name, device);
      name[sizeof name - 1] = '\0';
      LIST_CALL (cuDeviceGetAttribute, &major,
		 CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device);
      LIST_CALL (cuDeviceGetAttribute, &minor,
		 CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device);
      LIST_CALL (cuDeviceGetAttribute, &sms,
		 CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, device);
      LIST_CALL (cuDeviceTotalMem, &memory, device);
#undef LIST_CALL

      fprintf (out, "GPU %d: %s, compute capability %d.%d, %.1f GiB, "
	       "%d SMs%s\n", i, name, major, minor,
	       memory / (1024.0 * 1024.0 * 1024.0), sms,
	       ordinal_ok && i == selected ? " (selected)" : "");
    next:;
    }

  if (!ordinal_ok)
    fprintf (out, "GPUGEN_DEVICE=%s is not a device number: gpugen uses "
	     "the host\n", gpugen_rt_config.device);
  else if (selected >= count)
    fprintf (out, "GPUGEN_DEVICE=%d is out of range: gpugen uses the "
	     "host\n", selected);
  return count;
}
