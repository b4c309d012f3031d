/* emu-memory.c -- the emulator's images and device memory.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The half of the CPU emulator that outlives a launch: the emulation
   images loaded from struct gpugen_image, and the emulated device
   memory.  emulator.c runs kernels on them and defines the operations
   table; emu-internal.h declares what the two files share.

   Images.  An image's bytes are written to an anonymous file
   (memfd_create, or a temporary file that is unlinked at once) and
   dlopened with RTLD_LOCAL, so images never see each other's symbols.
   The emulator looks up the image's context (__gpugen_emu_image_context)
   and one descriptor per kernel (NAME__gpugen_emu), and stores its two
   hooks, the barrier and the access check, in the context.  The loaded
   images form the list IMAGES, guarded by gpugen_rt_emu_launch_lock, so
   that no image comes or goes during a launch.

   Device memory.  __gpugen_alloc returns heap memory of its own,
   aligned to 256 bytes like cuMemAlloc's, filled with 0xff bytes (a NaN
   in floating point) so that a missing copy to the device shows, and
   framed by GUARD_BYTES of canary bytes on each side.  Copies are
   memcpy after the same range checks as on a GPU.  The buffers are kept
   sorted by address in BUFFERS, guarded by MEMORY_LOCK; a launch works
   on a copy of that table, and emulator.c checks the guards.

   Locks: gpugen_rt_lock (held by the runtime around LOAD and UNLOAD)
   may be held when gpugen_rt_emu_launch_lock is taken, and that lock
   when MEMORY_LOCK is, never the other way round.  */

#define _GNU_SOURCE

#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <link.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "emu-internal.h"

/* The alignment of device buffers, as cuMemAlloc's.  */

#define BUFFER_ALIGN 256

/* The live buffers, sorted by address.  Guarded by MEMORY_LOCK.  */

static struct buffer *buffers;
static size_t num_buffers, max_buffers;
static pthread_mutex_t memory_lock = PTHREAD_MUTEX_INITIALIZER;

/* The loaded images.  Guarded by gpugen_rt_emu_launch_lock.  */

static struct emu_image *images;

/* Device memory.  */

/* See emu-internal.h.  */

long
gpugen_rt_emu_find_buffer (const struct buffer *buf, size_t n,
			   uintptr_t address, bool inner)
{
  size_t low = 0, high = n;

  /* Find the first buffer that starts after ADDRESS.  */
  while (low < high)
    {
      size_t mid = low + (high - low) / 2;

      if ((uintptr_t) buf[mid].user <= address)
	low = mid + 1;
      else
	high = mid;
    }
  /* ADDRESS is in the buffer before it, in that buffer's tail guard, or
     in the head guard of the one after.  */
  if (low > 0)
    {
      const struct buffer *b = &buf[low - 1];
      uintptr_t user = (uintptr_t) b->user;

      if (address - user < b->bytes
	  || (!inner && address - user < b->bytes + GUARD_BYTES))
	return (long) low - 1;
    }
  if (!inner && low < n
      && (uintptr_t) buf[low].user - address <= GUARD_BYTES)
    return (long) low;
  return -1;
}

/* See emu-internal.h.  */

struct buffer *
gpugen_rt_emu_copy_buffers (size_t *n)
{
  struct buffer *copy;

  pthread_mutex_lock (&memory_lock);
  *n = num_buffers;
  copy = malloc ((num_buffers + 1) * sizeof *copy);
  if (copy != NULL)
    memcpy (copy, buffers, num_buffers * sizeof *buffers);
  pthread_mutex_unlock (&memory_lock);
  return copy;
}

/* See emu-internal.h.  */

void
gpugen_rt_emu_each_buffer (void (*fn) (const struct buffer *b, void *data),
			   void *data)
{
  size_t i;

  pthread_mutex_lock (&memory_lock);
  for (i = 0; i < num_buffers; i++)
    fn (&buffers[i], data);
  pthread_mutex_unlock (&memory_lock);
}

/* Emulated device memory: the operations.  */

/* See struct gpugen_rt_emulator.  */

void *
gpugen_rt_emu_alloc (size_t bytes)
{
  size_t user_bytes = bytes > 0 ? bytes : 1, total;
  struct buffer b;
  char *base;
  size_t i;

  if (user_bytes > SIZE_MAX - 2 * GUARD_BYTES - BUFFER_ALIGN)
    {
      gpugen_rt_error ("cannot allocate %zu bytes on the emulator; the "
		       "loop nest runs on the host", bytes);
      return NULL;
    }
  total = (GUARD_BYTES + user_bytes + GUARD_BYTES + BUFFER_ALIGN - 1)
	  / BUFFER_ALIGN * BUFFER_ALIGN;
  base = aligned_alloc (BUFFER_ALIGN, total);
  if (base == NULL)
    {
      gpugen_rt_error ("cannot allocate %zu bytes on the emulator; the "
		       "loop nest runs on the host", bytes);
      return NULL;
    }
  b.user = base + GUARD_BYTES;
  b.bytes = user_bytes;
  b.param = -1;
  b.written = calloc ((user_bytes + 7) / 8, 1);
  if (b.written == NULL)
    {
      free (base);
      gpugen_rt_error ("cannot allocate %zu bytes on the emulator; the "
		       "loop nest runs on the host", bytes);
      return NULL;
    }
  memset (base, CANARY, GUARD_BYTES);
  memset (b.user, POISON, user_bytes);
  memset (b.user + user_bytes, CANARY, total - GUARD_BYTES - user_bytes);

  pthread_mutex_lock (&memory_lock);
  if (num_buffers == max_buffers)
    {
      size_t max = max_buffers > 0 ? 2 * max_buffers : 64;
      struct buffer *grown = realloc (buffers, max * sizeof *grown);

      if (grown == NULL)
	{
	  pthread_mutex_unlock (&memory_lock);
	  free (b.written);
	  free (base);
	  gpugen_rt_error ("out of host memory for the emulator's buffer "
			   "table; the loop nest runs on the host");
	  return NULL;
	}
      buffers = grown;
      max_buffers = max;
    }
  for (i = num_buffers; i > 0 && buffers[i - 1].user > b.user; i--)
    buffers[i] = buffers[i - 1];
  buffers[i] = b;
  num_buffers++;
  pthread_mutex_unlock (&memory_lock);

  gpugen_rt_debug (2, "__gpugen_alloc: %zu bytes at %p on the emulator",
		   bytes, (void *) b.user);
  return b.user;
}

/* See struct gpugen_rt_emulator.  */

void
gpugen_rt_emu_free (void *dev)
{
  unsigned char *written;
  long i;

  pthread_mutex_lock (&memory_lock);
  i = gpugen_rt_emu_find_buffer (buffers, num_buffers, (uintptr_t) dev, true);
  if (i < 0 || buffers[i].user != dev)
    {
      pthread_mutex_unlock (&memory_lock);
      gpugen_rt_error ("__gpugen_free: %p is not a device buffer of the "
		       "emulator", dev);
      return;
    }
  written = buffers[i].written;
  memmove (&buffers[i], &buffers[i + 1],
	   (num_buffers - i - 1) * sizeof *buffers);
  num_buffers--;
  pthread_mutex_unlock (&memory_lock);

  free (written);
  free ((char *) dev - GUARD_BYTES);
  gpugen_rt_debug (2, "__gpugen_free: %p on the emulator", dev);
}

/* See emu-internal.h.  */

void
gpugen_rt_emu_mark_written (const struct buffer *b, size_t offset,
			    size_t bytes)
{
  size_t i = offset, end = offset + bytes;

  /* The bits of a byte that two copies (from different threads of the
     program) may share are set atomically.  */
  for (; i < end && i % 8 != 0; i++)
    __atomic_fetch_or (&b->written[i / 8], 1u << (i % 8), __ATOMIC_RELAXED);
  if (end - i >= 8)
    {
      memset (b->written + i / 8, 0xff, (end - i) / 8);
      i += (end - i) / 8 * 8;
    }
  for (; i < end; i++)
    __atomic_fetch_or (&b->written[i / 8], 1u << (i % 8), __ATOMIC_RELAXED);
}

/* See emu-internal.h.  */

bool
gpugen_rt_emu_find_unwritten (const struct buffer *b, size_t offset,
			      size_t bytes, size_t *first, size_t *last)
{
  size_t i, end = offset + bytes;
  bool found = false;

  for (i = offset; i < end; i++)
    {
      if (i % 8 == 0 && end - i >= 8 && b->written[i / 8] == 0xff)
	{
	  i += 7;
	  continue;
	}
      if (!(b->written[i / 8] & (1u << (i % 8))))
	{
	  if (!found)
	    *first = i;
	  *last = i;
	  found = true;
	}
    }
  return found;
}

/* Check, for FUNC, that the BYTES bytes at device address DEV lie in
   one buffer.  Return true if they do, with the buffer in *BUF;
   otherwise report and return false.  */

static bool
check_device_range (const char *func, const void *dev, size_t bytes,
		    struct buffer *buf)
{
  uintptr_t address = (uintptr_t) dev;
  struct buffer b;
  long i;

  pthread_mutex_lock (&memory_lock);
  i = gpugen_rt_emu_find_buffer (buffers, num_buffers, address, true);
  if (i >= 0)
    b = buffers[i];
  pthread_mutex_unlock (&memory_lock);

  if (i < 0)
    {
      gpugen_rt_error ("%s: invalid device address %p: not in a buffer of "
		       "the emulator", func, dev);
      return false;
    }
  if (bytes > b.bytes - (address - (uintptr_t) b.user))
    {
      gpugen_rt_error ("%s: invalid size: %zu bytes at device address %p "
		       "overrun the %zu-byte allocation at %p", func, bytes,
		       dev, b.bytes, (void *) b.user);
      return false;
    }
  *buf = b;
  return true;
}

/* See struct gpugen_rt_emulator.  */

bool
gpugen_rt_emu_copy_to_device (void *dev, const void *host, size_t bytes)
{
  struct buffer b;

  if (!check_device_range ("__gpugen_copy_to_device", dev, bytes, &b))
    return false;
  memcpy (dev, host, bytes);
  gpugen_rt_emu_mark_written (&b, (size_t) ((char *) dev - b.user), bytes);
  return true;
}

/* See struct gpugen_rt_emulator.  */

bool
gpugen_rt_emu_copy_from_device (void *host, const void *dev, size_t bytes)
{
  size_t offset, first, last;
  struct buffer b;

  if (!check_device_range ("__gpugen_copy_from_device", dev, bytes, &b))
    return false;
  offset = (size_t) ((const char *) dev - b.user);
  /* Bytes that nothing wrote are device garbage (the emulator's poison)
     that would overwrite the host's values: the copy goes ahead, as on
     a GPU (failing it could leave the host arrays half copied), but is
     reported.  */
  if (gpugen_rt_emu_check_uninit ()
      && gpugen_rt_emu_find_unwritten (&b, offset, bytes, &first, &last))
    {
      gpugen_rt_error ("uninitialised device read: __gpugen_copy_from_device "
		       "copies %zu bytes from device address %p back to the "
		       "host, of which bytes %zu..%zu of the %zu-byte buffer "
		       "at %p (from byte %zu of the copy) were never written "
		       "by a copy to the device or by a kernel", bytes, dev,
		       first, last, b.bytes, (void *) b.user, first - offset);
      memcpy (host, dev, bytes);
      gpugen_rt_emu_strict ();
      return true;
    }
  memcpy (host, dev, bytes);
  return true;
}

/* See struct gpugen_rt_emulator.  */

bool
gpugen_rt_emu_copy_on_device (void *dst, const void *src, size_t bytes)
{
  size_t offset, first, last;
  struct buffer from, to;

  if (!check_device_range ("__gpugen_region_copy_device", src, bytes, &from)
      || !check_device_range ("__gpugen_region_copy_device", dst, bytes,
			      &to))
    return false;
  offset = (size_t) ((const char *) src - from.user);
  /* Copying device garbage would hide it from the later checks: a
     device-to-device copy reads only what a copy or a kernel wrote.  */
  if (gpugen_rt_emu_check_uninit ()
      && gpugen_rt_emu_find_unwritten (&from, offset, bytes, &first, &last))
    {
      gpugen_rt_error ("uninitialised device read: "
		       "__gpugen_region_copy_device copies %zu bytes from "
		       "device address %p, of which bytes %zu..%zu of the "
		       "%zu-byte buffer at %p (from byte %zu of the copy) "
		       "were never written by a copy to the device or by a "
		       "kernel", bytes, src, first, last, from.bytes,
		       (void *) from.user, first - offset);
      gpugen_rt_emu_strict ();
    }
  memmove (dst, src, bytes);
  gpugen_rt_emu_mark_written (&to, (size_t) ((char *) dst - to.user), bytes);
  return true;
}

/* Images.  */

/* What record_segments looks for.  */

struct segment_search
{
  /* The load address of the image's shared object.  */
  uintptr_t load;

  /* The image, whose segments it records.  */
  struct emu_image *e;
};

/* Record in the image's segments the loadable segments of the object
   that INFO describes, if it is the image's.  The callback of
   dl_iterate_phdr; DATA is a struct segment_search.  Return 1 to stop
   iterating.  */

static int
record_segments (struct dl_phdr_info *info, size_t size, void *data)
{
  struct segment_search *search = data;
  struct emu_image *e = search->e;
  int i;

  (void) size;
  if (info->dlpi_addr != search->load)
    return 0;
  for (i = 0; i < info->dlpi_phnum && e->num_segments < MAX_SEGMENTS; i++)
    if (info->dlpi_phdr[i].p_type == PT_LOAD)
      {
	struct range *r = &e->segments[e->num_segments++];

	r->begin = info->dlpi_addr + info->dlpi_phdr[i].p_vaddr;
	r->end = r->begin + info->dlpi_phdr[i].p_memsz;
      }
  return 1;
}

/* Write the SIZE bytes at DATA to FD.  Return true on success.  */

static bool
write_all (int fd, const void *data, size_t size)
{
  const char *p = data;

  while (size > 0)
    {
      ssize_t n = write (fd, p, size);

      if (n < 0 && errno == EINTR)
	continue;
      if (n <= 0)
	return false;
      p += n;
      size -= n;
    }
  return true;
}

/* The most file descriptor numbers open_image tries for a memfd whose
   name no loaded image has.  */

#define MAX_NAME_TRIES 64

/* Load IMG's emulation image, a shared object in memory, with dlopen:
   from an anonymous file when memfd_create and /proc work, otherwise
   from a temporary file that is removed once loaded.  Return the
   handle, or NULL after reporting.  */

static void *
open_image (const struct gpugen_image *img)
{
  char path[PATH_MAX];
  const char *tmpdir;
  void *handle = NULL;
  int fd;

  fd = memfd_create ("gpugen-emu", MFD_CLOEXEC);
  if (fd >= 0)
    {
      int busy[MAX_NAME_TRIES], n_busy = 0, i;

      if (write_all (fd, img->emu_image, img->emu_size))
	{
	  /* The dynamic linker knows objects by the name they were opened
	     with: when an image loaded earlier came from a memfd with the
	     same number, since closed, dlopen would return that image.
	     Move to another number (keeping the taken ones open until the
	     name is free) while the name belongs to a loaded object.  */
	  snprintf (path, sizeof path, "/proc/self/fd/%d", fd);
	  while (n_busy < MAX_NAME_TRIES
		 && (handle = dlopen (path, RTLD_LAZY | RTLD_NOLOAD)) != NULL)
	    {
	      int next = dup (fd);

	      dlclose (handle);
	      handle = NULL;
	      if (next < 0)
		break;
	      busy[n_busy++] = fd;
	      fd = next;
	      snprintf (path, sizeof path, "/proc/self/fd/%d", fd);
	    }
	  handle = dlopen (path, RTLD_NOW | RTLD_LOCAL);
	  if (handle == NULL)
	    gpugen_rt_debug (1, "cannot load the emulation image of %s from "
			     "a memfd: %s", gpugen_rt_emu_image_name (img), dlerror ());
	}
      for (i = 0; i < n_busy; i++)
	close (busy[i]);
      close (fd);
      if (handle != NULL)
	return handle;
    }

  tmpdir = getenv ("TMPDIR");
  if (tmpdir == NULL || tmpdir[0] == '\0')
    tmpdir = "/tmp";
  snprintf (path, sizeof path, "%s/gpugen-emu-XXXXXX", tmpdir);
  fd = mkstemp (path);
  if (fd < 0)
    {
      gpugen_rt_error ("cannot write the emulation image of %s to %s: %s; "
		       "its loop nests run on the host", gpugen_rt_emu_image_name (img),
		       path, strerror (errno));
      return NULL;
    }
  if (!write_all (fd, img->emu_image, img->emu_size))
    gpugen_rt_error ("cannot write the emulation image of %s to %s: %s; "
		     "its loop nests run on the host", gpugen_rt_emu_image_name (img), path,
		     strerror (errno));
  else
    {
      handle = dlopen (path, RTLD_NOW | RTLD_LOCAL);
      if (handle == NULL)
	gpugen_rt_error ("cannot load the emulation image of %s: %s; its "
			 "loop nests run on the host", gpugen_rt_emu_image_name (img),
			 dlerror ());
    }
  close (fd);
  unlink (path);
  return handle;
}

/* Split K->desc->param_names into K->param_names, if it names as many
   parameters as the kernel has.  Return false if memory is short.  */

static bool
split_param_names (struct emu_kernel *k)
{
  unsigned n = k->desc->num_params, i;
  const char *p = k->desc->param_names;
  char **names;

  if (n == 0 || p == NULL || p[0] == '\0')
    return true;
  names = calloc (n, sizeof *names);
  if (names == NULL)
    return false;
  for (i = 0; i < n; i++)
    {
      const char *end;

      while (*p == ' ' || *p == '\t' || *p == '\n')
	p++;
      end = p + strcspn (p, ",");
      while (end > p && (end[-1] == ' ' || end[-1] == '\t'
			 || end[-1] == '\n'))
	end--;
      names[i] = strndup (p, end - p);
      if (names[i] == NULL)
	goto fail;
      p = end + strspn (end, " \t\n");
      if (i + 1 < n && *p++ != ',')
	break;
    }
  if (i < n || *p != '\0')
    {
      /* Not one name per parameter: unusable.  */
      gpugen_rt_debug (1, "kernel %s: GPUGEN_EMU_KERNEL names \"%s\" but "
		       "the kernel has %u parameters", k->desc->name,
		       k->desc->param_names, n);
      n = i < n ? i + 1 : n;
      for (i = 0; i < n; i++)
	free (names[i]);
      free (names);
      return true;
    }
  k->param_names = names;
  return true;

 fail:
  while (i-- > 0)
    free (names[i]);
  free (names);
  return false;
}

/* Free the kernel table of E, of N kernels.  */

static void
free_kernels (struct emu_kernel *kernels, unsigned n)
{
  unsigned k, i;

  if (kernels == NULL)
    return;
  for (k = 0; k < n; k++)
    if (kernels[k].param_names != NULL)
      {
	for (i = 0; i < kernels[k].desc->num_params; i++)
	  free (kernels[k].param_names[i]);
	free (kernels[k].param_names);
      }
  free (kernels);
}

/* See struct gpugen_rt_emulator.  */

bool
gpugen_rt_emu_load (const struct gpugen_image *img)
{
  struct gpugen_emu_context *(*get_context) (void);
  struct link_map *map = NULL;
  struct emu_image *e;
  size_t shared_bytes;
  unsigned k;

  if (img->emu_size < 4 || memcmp (img->emu_image, "\177ELF", 4) != 0)
    {
      gpugen_rt_error ("the emulation image of %s (%zu bytes) is not a "
		       "shared object; its loop nests run on the host",
		       gpugen_rt_emu_image_name (img), img->emu_size);
      return false;
    }
  e = calloc (1, sizeof *e);
  if (e == NULL)
    {
      gpugen_rt_error ("out of host memory loading image %s",
		       gpugen_rt_emu_image_name (img));
      return false;
    }
  e->img = img;
  e->handle = open_image (img);
  if (e->handle == NULL)
    {
      free (e);
      return false;
    }

  get_context = (struct gpugen_emu_context *(*) (void))
    dlsym (e->handle, "__gpugen_emu_image_context");
  if (get_context == NULL)
    {
      gpugen_rt_error ("the emulation image of %s has no "
		       "__gpugen_emu_image_context (not built with "
		       "gpugen-emu.h?); its loop nests run on the host",
		       gpugen_rt_emu_image_name (img));
      goto fail;
    }
  e->context = get_context ();
  if (e->context->abi_version != GPUGEN_EMU_ABI_VERSION)
    {
      gpugen_rt_error ("the emulation image of %s was built for emulator "
		       "ABI %u, this libgpugen has %u; its loop nests run on "
		       "the host", gpugen_rt_emu_image_name (img), e->context->abi_version,
		       GPUGEN_EMU_ABI_VERSION);
      goto fail;
    }

  if (img->num_kernels > 0)
    {
      e->kernels = calloc (img->num_kernels, sizeof *e->kernels);
      if (e->kernels == NULL)
	{
	  gpugen_rt_error ("out of host memory loading image %s",
			   gpugen_rt_emu_image_name (img));
	  goto fail;
	}
    }
  for (k = 0; k < img->num_kernels; k++)
    {
      const char *name = img->kernel_names[k];
      char symbol[1024];

      snprintf (symbol, sizeof symbol, "%s__gpugen_emu", name);
      e->kernels[k].desc = dlsym (e->handle, symbol);
      if (e->kernels[k].desc == NULL)
	{
	  gpugen_rt_error ("kernel %s is missing from the emulation image "
			   "of %s (no GPUGEN_EMU_KERNEL for it); its loop "
			   "nests run on the host", name, gpugen_rt_emu_image_name (img));
	  goto fail;
	}
      if (!split_param_names (&e->kernels[k]))
	{
	  gpugen_rt_error ("out of host memory loading image %s",
			   gpugen_rt_emu_image_name (img));
	  goto fail;
	}
    }

  if (dlinfo (e->handle, RTLD_DI_LINKMAP, &map) == 0 && map != NULL)
    {
      struct segment_search search = { map->l_addr, e };

      dl_iterate_phdr (record_segments, &search);
    }

  e->context->barrier = gpugen_rt_emu_barrier;
  e->context->access = gpugen_rt_emu_access;
  e->context->dynamic_shared = NULL;
  shared_bytes = (size_t) (e->context->shared_end
			   - e->context->shared_begin);

  pthread_mutex_lock (&gpugen_rt_emu_launch_lock);
  e->next = images;
  images = e;
  pthread_mutex_unlock (&gpugen_rt_emu_launch_lock);

  gpugen_rt_debug (1, "loaded emulation image %s: %zu bytes, %u kernel%s, "
		   "%zu bytes of __shared__ variables", gpugen_rt_emu_image_name (img),
		   img->emu_size, img->num_kernels,
		   img->num_kernels == 1 ? "" : "s", shared_bytes);
  return true;

 fail:
  free_kernels (e->kernels, img->num_kernels);
  dlclose (e->handle);
  free (e);
  return false;
}

/* See struct gpugen_rt_emulator.  */

void
gpugen_rt_emu_unload (const struct gpugen_image *img)
{
  struct emu_image *e, **link;

  pthread_mutex_lock (&gpugen_rt_emu_launch_lock);
  for (link = &images; (e = *link) != NULL; link = &e->next)
    if (e->img == img)
      {
	*link = e->next;
	break;
      }
  pthread_mutex_unlock (&gpugen_rt_emu_launch_lock);
  if (e == NULL)
    return;
  free_kernels (e->kernels, img->num_kernels);
  dlclose (e->handle);
  free (e);
}

/* See emu-internal.h.  */

struct emu_image *
gpugen_rt_emu_find_image (const struct gpugen_image *img)
{
  struct emu_image *e;

  for (e = images; e != NULL && e->img != img; e = e->next)
    ;
  return e;
}
