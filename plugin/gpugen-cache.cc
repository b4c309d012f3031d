/* The cache of device images: built once, reused by later compilations.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Running nvcc is most of what gpugen adds to a compilation, and a
   build recompiles units whose kernels did not change (a header or the
   host code changed, a clean rebuild, the same file in several
   configurations).  gpugen-image.cc therefore asks here, before it runs
   nvcc or g++, for an image built before from the same input: the key
   is the MD5 digest (libiberty's, which cc1 and f951 export) of
   everything that decides the output: the kind of image, the tool's
   resolved path, its size and modification time and those of the
   CUDA installation's version.json next to it, the tool's arguments,
   the environment variables nvcc reads its extra flags from, and the
   whole CUDA source.  An entry is a file named by the key's hex digits
   and the kind ("<32 hex digits>.fatbin", ".emu.so") in the cache
   directory (cache-dir=, else $XDG_CACHE_HOME/gpugen, else
   $HOME/.cache/gpugen), created on first use.

   Entries are written to a temporary file in the same directory and
   renamed into place, so parallel compilations never see half an
   entry, and two that build the same image at once both succeed (the
   last rename wins, with the same bytes).  Nothing is ever evicted:
   the directory may be removed at any time.  Failures of the cache
   (no home directory, a read-only file system) are silent, as the
   image is then simply built: the cache only saves time.  cache=0
   turns it off.  */

#include "gpugen.h"
#include "md5.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

/* Return the cache directory, newly allocated, created if need be, or
   NULL when there is none or it cannot be created.  */

static char *
cache_directory (void)
{
  char *dir;
  if (gpugen_opts.cache_dir)
    dir = xstrdup (gpugen_opts.cache_dir);
  else if (const char *xdg = getenv ("XDG_CACHE_HOME"))
    dir = concat (xdg, "/gpugen", NULL);
  else if (const char *home = getenv ("HOME"))
    dir = concat (home, "/.cache/gpugen", NULL);
  else
    return NULL;
  /* mkdir -p, component by component.  */
  for (char *p = dir + 1; ; p++)
    if (*p == '/' || *p == '\0')
      {
	char c = *p;
	*p = '\0';
	if (mkdir (dir, 0755) != 0 && errno != EEXIST)
	  {
	    free (dir);
	    return NULL;
	  }
	*p = c;
	if (c == '\0')
	  break;
      }
  struct stat st;
  if (stat (dir, &st) != 0 || !S_ISDIR (st.st_mode))
    {
      free (dir);
      return NULL;
    }
  return dir;
}

/* Start a key for an image of kind KIND ("fatbin", "emu.so") built by
   the tool at path TOOL: hash the kind, the path and what stat says of
   the tool and of TOOL's ../version.json (a CUDA installation's; absent
   for g++).  */

void
gpugen_cache_key_start (gpugen_cache_key *key, const char *kind,
			const char *tool)
{
  md5_init_ctx (&key->ctx);
  gpugen_cache_key_add (key, "gpugen-image-cache-1");
  gpugen_cache_key_add (key, kind);
  gpugen_cache_key_add (key, tool);
  key->kind = kind;
  char *dir = xstrdup (tool);
  char *slash = strrchr (dir, '/');
  if (slash)
    *slash = '\0';
  char *version = concat (dir, "/../version.json", NULL);
  const char *files[] = { tool, version };
  for (const char *f : files)
    {
      struct stat st;
      char buf[128];
      if (stat (f, &st) == 0)
	snprintf (buf, sizeof buf, "%lld %lld.%09ld %llu",
		  (long long) st.st_size, (long long) st.st_mtim.tv_sec,
		  st.st_mtim.tv_nsec, (unsigned long long) st.st_ino);
      else
	strcpy (buf, "-");
      gpugen_cache_key_add (key, buf);
    }
  free (version);
  free (dir);
}

/* Add the string S (NULL for none) to KEY, with its terminating NUL,
   so that ("ab", "c") and ("a", "bc") differ.  */

void
gpugen_cache_key_add (gpugen_cache_key *key, const char *s)
{
  if (!s)
    s = "\001(null)";
  md5_process_bytes (s, strlen (s) + 1, &key->ctx);
}

/* Return the path of KEY's entry in the cache directory (finishing the
   digest), newly allocated, or NULL when the cache is off or has no
   directory.  */

char *
gpugen_cache_entry (gpugen_cache_key *key)
{
  if (!gpugen_opts.cache)
    return NULL;
  unsigned char digest[16];
  md5_finish_ctx (&key->ctx, digest);
  char hex[33];
  for (int i = 0; i < 16; i++)
    sprintf (hex + 2 * i, "%02x", digest[i]);
  char *dir = cache_directory ();
  if (!dir)
    return NULL;
  char *path = concat (dir, "/", hex, ".", key->kind, NULL);
  free (dir);
  return path;
}

/* Return the bytes of the cache entry ENTRY (a path from
   gpugen_cache_entry, or NULL), newly allocated, their number in
   *SIZE; NULL when there is no such entry.  */

char *
gpugen_cache_lookup (const char *entry, size_t *size)
{
  if (!entry)
    return NULL;
  int fd = open (entry, O_RDONLY);
  if (fd < 0)
    return NULL;
  struct stat st;
  char *buf = NULL;
  if (fstat (fd, &st) == 0 && st.st_size > 0)
    {
      size_t len = st.st_size, got = 0;
      buf = XNEWVEC (char, len);
      while (got < len)
	{
	  ssize_t n = read (fd, buf + got, len - got);
	  if (n <= 0)
	    break;
	  got += n;
	}
      if (got != len)
	{
	  free (buf);
	  buf = NULL;
	}
      *size = len;
    }
  close (fd);
  return buf;
}

/* Store the LEN bytes at DATA as the cache entry ENTRY (NULL: do
   nothing): write a temporary file next to it and rename it into
   place.  */

void
gpugen_cache_store (const char *entry, const char *data, size_t len)
{
  if (!entry || !data || !len)
    return;
  char *tmp = concat (entry, ".tmp-XXXXXX", NULL);
  int fd = mkstemp (tmp);
  if (fd < 0)
    {
      free (tmp);
      return;
    }
  size_t done = 0;
  while (done < len)
    {
      ssize_t n = write (fd, data + done, len - done);
      if (n <= 0)
	break;
      done += n;
    }
  bool ok = done == len;
  fchmod (fd, 0644);
  ok &= close (fd) == 0;
  if (!ok || rename (tmp, entry) != 0)
    unlink (tmp);
  free (tmp);
}
