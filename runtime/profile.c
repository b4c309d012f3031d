/* profile.c -- GPUGEN_PROFILE statistics and offload regions.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   With GPUGEN_PROFILE set, the runtime counts, per kernel, its launches
   and their device time (CUDA events around each launch, image.c), and
   per region the bytes copied each way and the copies' duration.  At
   exit (atexit) it prints, in first-use order:

     gpugen: kernel K (FILE:LINE, FUNCTION): N launches, grid (X,Y,Z),
	     block (X,Y,Z), T ms
     gpugen: region R: N entries, B bytes in (T ms), B bytes out (T ms)
     gpugen: region R: F bytes of copies back faulted in while the
	     device ran, of P examined (then T ms waited for the parts in
	     hand, not in the copies' time)
     gpugen: region R: Z bytes of copies in lay in host memory never
	     touched and were set to zero on the device instead of being
	     read
     gpugen: region R: D of N executions on the device, H on the host
	     (F after a failure, X disabled, Y without a device, Z without
	     code for it, E by the estimate, M by the host memory check,
	     C by the run-time checks)
     gpugen: N kernel launches on BACKEND

   (the kernel's region, FILE:LINE (FUNCTION) as the compiler names it,
   is the one its first launch was made in; a kernel launched outside
   any region is named "in IMAGE" instead; a grid that varied between
   launches is printed as "grid up to (X,Y,Z)", the largest extent of
   each dimension; the prefault line only when copies back of the
   region had their host pages faulted in while they waited for the
   device, async.c's gpugen_rt_async_sync_prefault: the pages not
   reached before the device finished are faulted in by the copies, in
   their time; T is the time the region waited after the device had
   finished; the zero line only when untouched.c found such blocks, whose
   bytes count in B bytes in and their time in its T; the last region line only when some execution of
   the region ran on the host, with the non-zero reasons only; "entries" counts the
   executions that entered the region on the device, including those
   that fell back to the host after a failure).
   The last line is always printed, in exactly this form, for scripts.
   The exit handler only reads counters: it never calls the driver,
   which may already be shutting down.

   Statistics live in two lists guarded by PROFILE_LOCK.  Names are
   copied, because an image may be unregistered before exit.  A thread's
   current region is thread-local; copies outside any region are charged
   to the region "(none)".  Without GPUGEN_PROFILE nothing here runs
   except the region calls' early return.  */

#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Guards KERNELS and REGIONS.  Never held together with
   gpugen_rt_lock.  */

static pthread_mutex_t profile_lock = PTHREAD_MUTEX_INITIALIZER;

/* Statistics of one kernel.  */

struct kernel_stats
{
  /* The kernel: image and index, as passed to __gpugen_launch.  */
  const struct gpugen_image *img;
  unsigned kernel;

  /* Copies of the kernel's name and of the image's name (NULL when the
     image has none).  */
  char *name;
  char *image_name;

  /* A copy of the name of the region of its first launch, or NULL.  */
  char *region;

  /* The grid and block of its launches (each dimension's largest), and
     whether they varied; zero before the first launch.  */
  unsigned grid[3], block[3];
  bool grid_varies, block_varies;

  /* Successful launches, and their summed device time.  */
  unsigned long launches;
  double ms;

  /* The next kernel, in order of first launch.  */
  struct kernel_stats *next;
};

/* Statistics of one region.  */

struct region_stats
{
  /* A copy of the region's name.  */
  char *name;

  /* How many times __gpugen_region_begin named it.  */
  unsigned long entries;

  /* Bytes copied to and from the device, and the copies' durations.  */
  unsigned long long bytes_in, bytes_out;
  double ms_in, ms_out;

  /* The bytes of the host ranges of copies back examined while the
     device ran (async.c's prefault), the bytes of their pages faulted
     in then, and the time waited after the device had finished for the
     parts in hand; that time is not part of MS_OUT.  */
  unsigned long long bytes_prefault, bytes_faulted;
  double ms_prefault;

  /* The bytes of copies to the device (counted in BYTES_IN) that lay in
     host memory never touched and were set to zero on the device
     instead of being read (untouched.c).  */
  unsigned long long bytes_zeroed;

  /* Executions of the region by the way they went (enum
     gpugen_rt_way).  */
  unsigned long ways[GPUGEN_RT_WAYS];

  /* The last explanations of GPUGEN_OFFLOAD=auto's choices, for the
     host and for the device (profit.c); empty when it made none.  */
  char why_host[256], why_device[256];

  /* The next region, in order of first use.  */
  struct region_stats *next;
};

/* The kernels and regions seen so far.  Guarded by PROFILE_LOCK.  */

static struct kernel_stats *kernels;
static struct region_stats *regions;

/* The region that the calling thread is in, or NULL.  */

static __thread struct region_stats *current_region;

/* Copy the string S, or return NULL if S is NULL or memory is short.  */

static char *
copy_string (const char *s)
{
  return s != NULL ? strdup (s) : NULL;
}

/* Return the statistics of the region called NAME, creating them if
   needed; NULL if memory is short.  PROFILE_LOCK must be held.  */

static struct region_stats *
find_region (const char *name)
{
  struct region_stats *r, **tail;

  for (tail = &regions; (r = *tail) != NULL; tail = &r->next)
    if (strcmp (r->name, name) == 0)
      return r;
  r = calloc (1, sizeof *r);
  if (r == NULL || (r->name = copy_string (name)) == NULL)
    {
      free (r);
      return NULL;
    }
  *tail = r;
  return r;
}

/* Print the kernel K's line of the report.  PROFILE_LOCK is held.  */

static void
report_kernel (const struct kernel_stats *k)
{
  char where[512], geometry[160];

  /* "FILE:LINE (FUNCTION)", the compiler's region name, is printed
     "(FILE:LINE, FUNCTION)".  */
  if (k->region != NULL)
    {
      const char *paren = strrchr (k->region, '(');
      size_t len = strlen (k->region);

      if (paren != NULL && paren > k->region + 1 && paren[-1] == ' '
	  && k->region[len - 1] == ')')
	snprintf (where, sizeof where, " (%.*s, %s", (int) (paren - 1
							  - k->region),
		  k->region, paren + 1);
      else
	snprintf (where, sizeof where, " (%s)", k->region);
    }
  else if (k->image_name != NULL)
    snprintf (where, sizeof where, " in %s", k->image_name);
  else
    where[0] = '\0';
  if (k->block[0] != 0)
    snprintf (geometry, sizeof geometry, "grid %s(%u,%u,%u), block %s"
	      "(%u,%u,%u), ", k->grid_varies ? "up to " : "", k->grid[0],
	      k->grid[1], k->grid[2], k->block_varies ? "up to " : "",
	      k->block[0], k->block[1], k->block[2]);
  else
    geometry[0] = '\0';
  gpugen_rt_inform ("kernel %s%s: %lu launch%s, %s%.3f ms", k->name, where,
		    k->launches, k->launches == 1 ? "" : "es", geometry,
		    k->ms);
}

/* Print the statistics; the atexit handler.  */

static void
report (void)
{
  enum gpugen_rt_backend b = gpugen_rt_backend_if_started ();
  struct kernel_stats *k;
  struct region_stats *r;

  /* Let the program's own output come first.  */
  fflush (stdout);
  pthread_mutex_lock (&profile_lock);
  for (k = kernels; k != NULL; k = k->next)
    if (k->launches != 0)
      report_kernel (k);
  for (r = regions; r != NULL; r = r->next)
    {
      static const char *const reasons[GPUGEN_RT_WAYS] = {
	NULL, "after a failure", "disabled", "without a device",
	"without code for it", "by the estimate",
	"by the host memory check", "by the run-time checks"
      };
      unsigned long total = 0, host;
      char text[256];
      size_t n = 0;
      int w;

      gpugen_rt_inform ("region %s: %lu entr%s, %llu bytes in (%.3f ms), "
			"%llu bytes out (%.3f ms)", r->name, r->entries,
			r->entries == 1 ? "y" : "ies", r->bytes_in, r->ms_in,
			r->bytes_out, r->ms_out);
      if (r->bytes_prefault != 0)
	gpugen_rt_inform ("region %s: %llu bytes of copies back faulted in "
			  "while the device ran, of %llu examined (then "
			  "%.3f ms waited for the parts in hand, not in the "
			  "copies' time)", r->name, r->bytes_faulted,
			  r->bytes_prefault, r->ms_prefault);
      if (r->bytes_zeroed != 0)
	gpugen_rt_inform ("region %s: %llu bytes of copies in lay in host "
			  "memory never touched and were set to zero on the "
			  "device instead of being read", r->name,
			  r->bytes_zeroed);
      for (w = 0; w < GPUGEN_RT_WAYS; w++)
	total += r->ways[w];
      host = total - r->ways[GPUGEN_RT_WAY_DEVICE];
      if (r->why_device[0] != '\0')
	gpugen_rt_inform ("region %s: device: %s", r->name, r->why_device);
      if (r->why_host[0] != '\0')
	gpugen_rt_inform ("region %s: host: %s", r->name, r->why_host);
      if (host == 0)
	continue;
      text[0] = '\0';
      for (w = GPUGEN_RT_WAY_DEVICE + 1; w < GPUGEN_RT_WAYS; w++)
	if (r->ways[w] != 0 && n < sizeof text)
	  n += snprintf (text + n, sizeof text - n, "%s%lu %s",
			 n > 0 ? ", " : "", r->ways[w], reasons[w]);
      gpugen_rt_inform ("region %s: %lu of %lu execution%s on the device, "
			"%lu on the host (%s)", r->name,
			r->ways[GPUGEN_RT_WAY_DEVICE], total,
			total == 1 ? "" : "s", host, text);
    }
  pthread_mutex_unlock (&profile_lock);

  gpugen_rt_inform ("%lu kernel launches on %s", gpugen_kernel_launches (),
		    (b == GPUGEN_RT_UNTRIED
		     ? "host" : gpugen_rt_backend_name ()));
  fflush (stderr);
}

/* Arrange for the statistics to be printed at exit.  Called once, when
   the environment is read with GPUGEN_PROFILE set.  */

void
gpugen_rt_profile_start (void)
{
  if (atexit (report) != 0)
    gpugen_rt_error ("cannot register the GPUGEN_PROFILE report");
}

/* Return the statistics of kernel KERNEL of IMG, creating them if
   needed; NULL if memory is short.  PROFILE_LOCK must be held.  */

static struct kernel_stats *
find_kernel (const struct gpugen_image *img, unsigned kernel)
{
  struct kernel_stats *k, **tail;

  for (tail = &kernels; (k = *tail) != NULL; tail = &k->next)
    if (k->img == img && k->kernel == kernel)
      return k;
  k = calloc (1, sizeof *k);
  if (k == NULL)
    return NULL;
  k->img = img;
  k->kernel = kernel;
  k->name = copy_string (img->kernel_names[kernel]);
  k->image_name = copy_string (img->name);
  if (k->name == NULL)
    {
      free (k->image_name);
      free (k);
      return NULL;
    }
  *tail = k;
  return k;
}

/* Count a launch of kernel KERNEL of IMG that took MS milliseconds on
   the device.  */

void
gpugen_rt_profile_launch (const struct gpugen_image *img, unsigned kernel,
			  double ms)
{
  struct kernel_stats *k;

  pthread_mutex_lock (&profile_lock);
  k = find_kernel (img, kernel);
  if (k != NULL)
    {
      k->launches++;
      k->ms += ms;
    }
  pthread_mutex_unlock (&profile_lock);
}

/* Record that kernel KERNEL of IMG is being launched with GRID and
   BLOCK, in the calling thread's current region.  */

void
gpugen_rt_profile_geometry (const struct gpugen_image *img, unsigned kernel,
			    const unsigned grid[3], const unsigned block[3])
{
  struct kernel_stats *k;
  int i;

  pthread_mutex_lock (&profile_lock);
  k = find_kernel (img, kernel);
  if (k != NULL)
    {
      if (k->region == NULL && current_region != NULL)
	k->region = copy_string (current_region->name);
      for (i = 0; i < 3; i++)
	{
	  if (k->block[0] != 0 && grid[i] != k->grid[i])
	    k->grid_varies = true;
	  if (k->block[0] != 0 && block[i] != k->block[i])
	    k->block_varies = true;
	}
      for (i = 0; i < 3; i++)
	{
	  if (grid[i] > k->grid[i])
	    k->grid[i] = grid[i];
	  if (block[i] > k->block[i])
	    k->block[i] = block[i];
	}
    }
  pthread_mutex_unlock (&profile_lock);
}

/* Charge a copy of BYTES bytes that took MS milliseconds, to the device
   when TO_DEVICE and from it otherwise, to the calling thread's current
   region.  */

void
gpugen_rt_profile_copy (bool to_device, size_t bytes, double ms)
{
  struct region_stats *r;

  pthread_mutex_lock (&profile_lock);
  r = current_region != NULL ? current_region : find_region ("(none)");
  if (r != NULL && to_device)
    {
      r->bytes_in += bytes;
      r->ms_in += ms;
    }
  else if (r != NULL)
    {
      r->bytes_out += bytes;
      r->ms_out += ms;
    }
  pthread_mutex_unlock (&profile_lock);
}

/* Charge to the calling thread's current region a prefault of the
   host ranges of copies back: BYTES bytes examined while the device
   ran, FAULTED of them faulted in, and MS milliseconds waited after the
   device had finished for the parts in hand.  */

void
gpugen_rt_profile_prefault (size_t bytes, size_t faulted, double ms)
{
  struct region_stats *r;

  pthread_mutex_lock (&profile_lock);
  r = current_region != NULL ? current_region : find_region ("(none)");
  if (r != NULL)
    {
      r->bytes_prefault += bytes;
      r->bytes_faulted += faulted;
      r->ms_prefault += ms;
    }
  pthread_mutex_unlock (&profile_lock);
}

/* Charge to the calling thread's current region BYTES bytes of copies
   to the device that were set to zero on the device because the host
   memory was never touched.  */

void
gpugen_rt_profile_untouched (size_t bytes)
{
  struct region_stats *r;

  pthread_mutex_lock (&profile_lock);
  r = current_region != NULL ? current_region : find_region ("(none)");
  if (r != NULL)
    r->bytes_zeroed += bytes;
  pthread_mutex_unlock (&profile_lock);
}

/* Count an execution of the region NAME that went WAY.  */

void
gpugen_rt_profile_way (const char *name, enum gpugen_rt_way way)
{
  struct region_stats *r;

  pthread_mutex_lock (&profile_lock);
  r = find_region (name != NULL ? name : "(unnamed)");
  if (r != NULL)
    r->ways[way]++;
  pthread_mutex_unlock (&profile_lock);
}

/* Record WHY, the explanation of GPUGEN_OFFLOAD=auto's choice of the
   host (HOST) or of the device for an execution of the region NAME.  */

void
gpugen_rt_profile_estimate (const char *name, bool host, const char *why)
{
  struct region_stats *r;

  pthread_mutex_lock (&profile_lock);
  r = find_region (name != NULL ? name : "(unnamed)");
  if (r != NULL)
    snprintf (host ? r->why_host : r->why_device, sizeof r->why_host, "%s",
	      why);
  pthread_mutex_unlock (&profile_lock);
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_region_begin (const char *name)
{
  struct region_stats *r;

  gpugen_rt_read_environment ();
  if (!gpugen_rt_config.profile)
    return;
  pthread_mutex_lock (&profile_lock);
  r = find_region (name != NULL ? name : "(unnamed)");
  if (r != NULL)
    r->entries++;
  pthread_mutex_unlock (&profile_lock);
  current_region = r;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_region_end (void)
{
  current_region = NULL;
}
