/* driver.c -- loading the CUDA driver library and decoding its errors.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Programs built with gpugen never link against libcuda or libcudart:
   they must run, on the host, on machines without a GPU or a driver.
   The driver is opened with dlopen the first time a device is wanted,
   and every entry point listed in cuda-lib.def is looked up with dlsym.
   The attempt is made once; its outcome is kept in the three-state
   cuda_lib_inited (-1 not tried, 0 failed, 1 loaded).  Once loaded, the
   library stays loaded until the process exits.  */

#include <dlfcn.h>
#include <string.h>

#include "internal.h"

struct gpugen_cuda_lib gpugen_cuda;

/* -1: gpugen_rt_load_driver has not run; 0: it failed; 1: gpugen_cuda
   holds the driver's entry points.  Guarded by gpugen_rt_lock.  */

static signed char cuda_lib_inited = -1;

/* Open the CUDA driver library (GPUGEN_CUDA_LIBRARY, by default
   "libcuda.so.1") and fill gpugen_cuda.  Return true if every required
   entry point was found.  On failure record why (gpugen_rt_no_device),
   leave gpugen_cuda empty and return false; later calls return the same
   answer without retrying.  GPUGEN_RT_LOCK must be held.  */

bool
gpugen_rt_load_driver (void)
{
  const char *library = gpugen_rt_config.cuda_library;
  void *h;

  if (cuda_lib_inited != -1)
    return cuda_lib_inited;

  cuda_lib_inited = false;
  h = dlopen (library, RTLD_LAZY);
  if (h == NULL)
    {
      gpugen_rt_no_device ("cannot load the CUDA driver: %s", dlerror ());
      return false;
    }

#define CUDA_ONE_CALL(call) CUDA_ONE_CALL_1 (call, false)
#define CUDA_ONE_CALL_MAYBE_NULL(call) CUDA_ONE_CALL_1 (call, true)
#define CUDA_ONE_CALL_1(call, allow_null)				\
  gpugen_cuda.call = dlsym (h, #call);					\
  if (!(allow_null) && gpugen_cuda.call == NULL)			\
    {									\
      gpugen_rt_no_device ("the CUDA driver %s has no %s", library,	\
			   #call);					\
      memset (&gpugen_cuda, 0, sizeof gpugen_cuda);			\
      dlclose (h);							\
      return false;							\
    }
#include "cuda-lib.def"
#undef CUDA_ONE_CALL_1
#undef CUDA_ONE_CALL_MAYBE_NULL
#undef CUDA_ONE_CALL

  gpugen_rt_debug (1, "loaded the CUDA driver %s", library);
  cuda_lib_inited = true;
  return true;
}

/* Names of the status codes of gpugen-cuda.h, for drivers that cannot
   decode them (cuGetErrorName is missing, or fails as it does in the
   toolkit's stub library).  */

static const struct
{
  /* The code.  */
  CUresult code;

  /* Its enumerator's name.  */
  const char *name;
} fallback_names[] = {
#define NAME(CODE) { CODE, #CODE }
  NAME (CUDA_ERROR_INVALID_VALUE),
  NAME (CUDA_ERROR_OUT_OF_MEMORY),
  NAME (CUDA_ERROR_NOT_INITIALIZED),
  NAME (CUDA_ERROR_DEINITIALIZED),
  NAME (CUDA_ERROR_STUB_LIBRARY),
  NAME (CUDA_ERROR_DEVICE_UNAVAILABLE),
  NAME (CUDA_ERROR_NO_DEVICE),
  NAME (CUDA_ERROR_INVALID_DEVICE),
  NAME (CUDA_ERROR_INVALID_IMAGE),
  NAME (CUDA_ERROR_INVALID_CONTEXT),
  NAME (CUDA_ERROR_NO_BINARY_FOR_GPU),
  NAME (CUDA_ERROR_ECC_UNCORRECTABLE),
  NAME (CUDA_ERROR_INVALID_PTX),
  NAME (CUDA_ERROR_UNSUPPORTED_PTX_VERSION),
  NAME (CUDA_ERROR_INVALID_SOURCE),
  NAME (CUDA_ERROR_FILE_NOT_FOUND),
  NAME (CUDA_ERROR_SHARED_OBJECT_INIT_FAILED),
  NAME (CUDA_ERROR_INVALID_HANDLE),
  NAME (CUDA_ERROR_NOT_FOUND),
  NAME (CUDA_ERROR_NOT_READY),
  NAME (CUDA_ERROR_ILLEGAL_ADDRESS),
  NAME (CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES),
  NAME (CUDA_ERROR_LAUNCH_TIMEOUT),
  NAME (CUDA_ERROR_ASSERT),
  NAME (CUDA_ERROR_HARDWARE_STACK_ERROR),
  NAME (CUDA_ERROR_ILLEGAL_INSTRUCTION),
  NAME (CUDA_ERROR_MISALIGNED_ADDRESS),
  NAME (CUDA_ERROR_INVALID_ADDRESS_SPACE),
  NAME (CUDA_ERROR_INVALID_PC),
  NAME (CUDA_ERROR_LAUNCH_FAILED),
  NAME (CUDA_ERROR_NOT_SUPPORTED),
  NAME (CUDA_ERROR_SYSTEM_DRIVER_MISMATCH),
  NAME (CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE),
  NAME (CUDA_ERROR_UNKNOWN)
#undef NAME
};

/* Return a description of the CUDA status R for messages: the name and
   the text of the code, as in "CUDA_ERROR_OUT_OF_MEMORY (out of
   memory)".  When the driver cannot decode R, the name comes from
   FALLBACK_NAMES, or the text is "unknown cuda error 42".  The string
   lives in a per-thread buffer, valid until the thread's next call.  */

const char *
gpugen_rt_cuda_error (CUresult r)
{
  static __thread char text[256];
  const char *name = NULL;
  const char *description = NULL;
  size_t i;

  if (CUDA_CALL_EXISTS (cuGetErrorName)
      && CUDA_CALL_NOCHECK (cuGetErrorName, r, &name) != CUDA_SUCCESS)
    name = NULL;
  if (CUDA_CALL_EXISTS (cuGetErrorString)
      && CUDA_CALL_NOCHECK (cuGetErrorString, r, &description)
	 != CUDA_SUCCESS)
    description = NULL;
  for (i = 0;
       name == NULL && i < sizeof fallback_names / sizeof *fallback_names;
       i++)
    if (fallback_names[i].code == r)
      name = fallback_names[i].name;

  if (name != NULL && description != NULL)
    snprintf (text, sizeof text, "%s (%s)", name, description);
  else if (name != NULL)
    snprintf (text, sizeof text, "%s", name);
  else if (description != NULL)
    snprintf (text, sizeof text, "%s (error %d)", description, (int) r);
  else
    snprintf (text, sizeof text, "unknown cuda error %d", (int) r);
  return text;
}
