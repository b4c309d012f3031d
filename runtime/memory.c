/* memory.c -- device memory: allocation, copies and release.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Device addresses cross the ABI as void *, holding the CUdeviceptr
   value; they are never dereferenced on the host.  Copies are
   synchronous (cuMemcpyHtoD/DtoH on pageable host memory), so a copy's
   host-side duration is its transfer time for GPUGEN_PROFILE.  Before
   each copy the device range is checked against its allocation with
   cuMemGetAddressRange, so that an out-of-bounds copy is reported as
   such rather than as a bare CUDA_ERROR_INVALID_VALUE.  After the device
   is lost (gpugen_rt_device_lost) the functions fail quietly: the loss
   has been reported already.

   The regions of ABI version 2 copy through async.c instead, and take
   their buffers from a cache (gpugen_rt_buffer_get and _put): a buffer
   that a region's execution freed is kept, up to CACHE_ENTRIES of them,
   and handed to a later request of exactly the same size, which saves
   the cuMemAlloc and cuMemFree (tens to hundreds of microseconds each)
   of every execution of a region inside a host loop.  Sizes match
   exactly so that the range checks of copies stay as strict as with a
   fresh allocation.  When an allocation fails for lack of memory the
   cache is emptied and the allocation tried again; the process's exit
   returns what is left to the driver (an atexit handler must not call a
   driver that may be shutting down).  GPUGEN_KEEP_BUFFERS=0 disables
   the cache.  The emulator's buffers are never cached, so that its
   checks of fresh memory stay meaningful.  */

#include <string.h>

#include "internal.h"

/* Return device address DEV as a CUdeviceptr.  */

static inline CUdeviceptr
device_address (const void *dev)
{
  return (CUdeviceptr) (uintptr_t) dev;
}

/* Check that the BYTES bytes at device address DEV lie inside one
   allocation.  Return true if they do; otherwise report on behalf of
   FUNC and return false.  The device's context is current.  */

bool
gpugen_rt_check_device_range (const char *func, const void *dev,
			      size_t bytes)
{
  CUdeviceptr base, address = device_address (dev);
  size_t size;
  CUresult r;

  r = CUDA_CALL_NOCHECK (cuMemGetAddressRange, &base, &size, address);
  if (r != CUDA_SUCCESS)
    {
      gpugen_rt_error ("%s: invalid device address %p (%s: %s)", func, dev,
		       CUDA_NAME (cuMemGetAddressRange),
		       gpugen_rt_cuda_error (r));
      return false;
    }
  if (address - base > size || bytes > size - (address - base))
    {
      gpugen_rt_error ("%s: invalid size: %zu bytes at device address %p "
		       "overrun the %zu-byte allocation at %p", func, bytes,
		       dev, size, (void *) (uintptr_t) base);
      return false;
    }
  return true;
}

/* The most buffers the cache keeps.  */

#define CACHE_ENTRIES 64

/* The cached buffers: CACHE_ENTRIES slots, a slot being free when its
   address is 0.  Guarded by CACHE_LOCK.  */

static struct
{
  /* The buffer's device address and size.  */
  CUdeviceptr address;
  size_t bytes;

  /* When it was put in the cache (a counter), to evict the oldest.  */
  unsigned long stamp;
} cache[CACHE_ENTRIES];
static unsigned long cache_stamp;
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

/* Free every cached buffer.  Return the number of bytes freed.  */

static size_t
flush_cache (void)
{
  CUdeviceptr freed[CACHE_ENTRIES];
  size_t bytes = 0;
  unsigned i, n = 0;

  pthread_mutex_lock (&cache_lock);
  for (i = 0; i < CACHE_ENTRIES; i++)
    if (cache[i].address != 0)
      {
	freed[n++] = cache[i].address;
	bytes += cache[i].bytes;
	cache[i].address = 0;
      }
  pthread_mutex_unlock (&cache_lock);
  for (i = 0; i < n; i++)
    CUDA_CALL_NOCHECK (cuMemFree, freed[i]);
  if (n > 0)
    gpugen_rt_debug (1, "freed %u cached buffers (%zu bytes)", n, bytes);
  return bytes;
}

/* Return a device buffer of BYTES bytes for a region: a cached one of
   exactly that size, or a new one (see the head of this file).  NULL
   after reporting a failure.  */

void *
gpugen_rt_buffer_get (size_t bytes)
{
  CUdeviceptr address = 0;
  unsigned i;

  if (bytes == 0)
    bytes = 1;
  if (gpugen_rt_config.keep_buffers
      && gpugen_rt_start () == GPUGEN_RT_CUDA)
    {
      pthread_mutex_lock (&cache_lock);
      for (i = 0; i < CACHE_ENTRIES; i++)
	if (cache[i].address != 0 && cache[i].bytes == bytes)
	  {
	    address = cache[i].address;
	    cache[i].address = 0;
	    break;
	  }
      pthread_mutex_unlock (&cache_lock);
      if (address != 0)
	{
	  gpugen_rt_debug (2, "%s: %zu bytes at %p (cached)", __func__,
			   bytes, (void *) (uintptr_t) address);
	  return (void *) (uintptr_t) address;
	}
    }
  return __gpugen_alloc (bytes);
}

/* Give back DEV, a buffer of BYTES bytes from gpugen_rt_buffer_get: keep
   it in the cache, or free it.  */

void
gpugen_rt_buffer_put (void *dev, size_t bytes)
{
  CUdeviceptr evicted = 0;
  unsigned i, slot = CACHE_ENTRIES;

  if (dev == NULL)
    return;
  if (bytes == 0)
    bytes = 1;
  if (!gpugen_rt_config.keep_buffers
      || gpugen_rt_backend_if_started () != GPUGEN_RT_CUDA)
    {
      __gpugen_free (dev);
      return;
    }
  pthread_mutex_lock (&cache_lock);
  for (i = 0; i < CACHE_ENTRIES; i++)
    if (cache[i].address == 0)
      {
	slot = i;
	break;
      }
    else if (slot == CACHE_ENTRIES || cache[i].stamp < cache[slot].stamp)
      slot = i;
  evicted = cache[slot].address;
  cache[slot].address = device_address (dev);
  cache[slot].bytes = bytes;
  cache[slot].stamp = ++cache_stamp;
  pthread_mutex_unlock (&cache_lock);
  if (evicted != 0)
    __gpugen_free ((void *) (uintptr_t) evicted);
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void *
__gpugen_alloc (size_t bytes)
{
  enum gpugen_rt_backend b = gpugen_rt_start ();
  CUdeviceptr address;
  CUresult r;
  void *dev;

  if (b == GPUGEN_RT_EMULATOR)
    return gpugen_rt_emulator->alloc (bytes);
  if (b != GPUGEN_RT_CUDA || !gpugen_rt_bind_thread ())
    {
      gpugen_rt_debug (1, "%s: no device", __func__);
      return NULL;
    }

  r = CUDA_CALL_NOCHECK (cuMemAlloc, &address, bytes > 0 ? bytes : 1);
  if (r == CUDA_ERROR_OUT_OF_MEMORY && flush_cache () > 0)
    r = CUDA_CALL_NOCHECK (cuMemAlloc, &address, bytes > 0 ? bytes : 1);
  if (r != CUDA_SUCCESS)
    {
      CUDA_REPORT (cuMemAlloc, r);
      gpugen_rt_error ("cannot allocate %zu bytes on %s; the loop nest runs "
		       "on the host", bytes, gpugen_rt_backend_name ());
      return NULL;
    }
  dev = (void *) (uintptr_t) address;
  gpugen_rt_debug (2, "%s: %zu bytes at %p", __func__, bytes, dev);
  return dev;
}

/* Copy BYTES from SRC to DST: from host to device memory when
   TO_DEVICE, else from device to host memory; FN names the entry point
   in messages.  Return 1 on success, 0 after reporting a failure.  A
   failed copy has checked the device range before copying, so a bad
   range writes nothing; a driver error in the middle of a copy may
   leave part of DST written.  */

int
gpugen_rt_copy (bool to_device, void *dst, const void *src, size_t bytes,
		const char *fn)
{
  const void *dev = to_device ? dst : src;
  enum gpugen_rt_backend b = gpugen_rt_start ();
  double start = 0;
  CUresult r;

  if (bytes == 0)
    return 1;
  if (gpugen_rt_config.profile)
    start = gpugen_rt_now_ms ();
  if (b == GPUGEN_RT_EMULATOR)
    {
      if (!(to_device
	    ? gpugen_rt_emulator->copy_to_device (dst, src, bytes)
	    : gpugen_rt_emulator->copy_from_device (dst, src, bytes)))
	return 0;
    }
  else
    {
      if (b != GPUGEN_RT_CUDA || !gpugen_rt_bind_thread ())
	{
	  gpugen_rt_debug (1, "%s: no device", fn);
	  return 0;
	}
      if (!gpugen_rt_check_device_range (fn, dev, bytes))
	return 0;
      if (to_device)
	{
	  r = CUDA_CALL_NOCHECK (cuMemcpyHtoD, device_address (dst), src,
				 bytes);
	  if (r != CUDA_SUCCESS)
	    {
	      CUDA_REPORT (cuMemcpyHtoD, r);
	      return 0;
	    }
	}
      else
	{
	  r = CUDA_CALL_NOCHECK (cuMemcpyDtoH, dst, device_address (src),
				 bytes);
	  if (r != CUDA_SUCCESS)
	    {
	      CUDA_REPORT (cuMemcpyDtoH, r);
	      return 0;
	    }
	}
    }
  if (gpugen_rt_config.profile)
    gpugen_rt_profile_copy (to_device, bytes, gpugen_rt_now_ms () - start);
  gpugen_rt_debug (2, "%s: %zu bytes from %p to %p", fn, bytes, src, dst);
  return 1;
}

/* Copy BYTES bytes of device memory from SRC to DST (ranges that do
   not overlap), synchronously; FN names the entry point in messages.
   Return 1 on success, 0 after reporting a failure.  Both ranges are
   checked before copying.  */

int
gpugen_rt_copy_device (void *dst, const void *src, size_t bytes,
		       const char *fn)
{
  enum gpugen_rt_backend b = gpugen_rt_start ();
  CUresult r;

  if (bytes == 0)
    return 1;
  if (b == GPUGEN_RT_EMULATOR)
    {
      if (!gpugen_rt_emulator->copy_on_device (dst, src, bytes))
	return 0;
    }
  else
    {
      if (b != GPUGEN_RT_CUDA || !gpugen_rt_bind_thread ())
	{
	  gpugen_rt_debug (1, "%s: no device", fn);
	  return 0;
	}
      if (!gpugen_rt_check_device_range (fn, src, bytes)
	  || !gpugen_rt_check_device_range (fn, dst, bytes))
	return 0;
      if (!CUDA_CALL_EXISTS (cuMemcpyDtoD))
	{
	  gpugen_rt_error ("%s: the CUDA driver has no %s", fn,
			   CUDA_NAME (cuMemcpyDtoD));
	  return 0;
	}
      r = CUDA_CALL_NOCHECK (cuMemcpyDtoD, device_address (dst),
			     device_address (src), bytes);
      if (r != CUDA_SUCCESS)
	{
	  CUDA_REPORT (cuMemcpyDtoD, r);
	  return 0;
	}
    }
  gpugen_rt_debug (2, "%s: %zu bytes from device %p to device %p", fn, bytes,
		   src, dst);
  return 1;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT int
__gpugen_copy_to_device (void *dev, const void *host, size_t bytes)
{
  return gpugen_rt_copy (true, dev, host, bytes, __func__);
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT int
__gpugen_copy_from_device (void *host, const void *dev, size_t bytes)
{
  return gpugen_rt_copy (false, host, dev, bytes, __func__);
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_free (void *dev)
{
  enum gpugen_rt_backend b;
  CUresult r;

  if (dev == NULL)
    return;
  b = gpugen_rt_start ();
  if (b == GPUGEN_RT_EMULATOR)
    {
      gpugen_rt_emulator->free (dev);
      return;
    }
  if (b != GPUGEN_RT_CUDA || !gpugen_rt_bind_thread ())
    return;
  r = CUDA_CALL_NOCHECK (cuMemFree, device_address (dev));
  if (r != CUDA_SUCCESS)
    {
      CUDA_REPORT (cuMemFree, r);
      return;
    }
  gpugen_rt_debug (2, "%s: %p", __func__, dev);
}
