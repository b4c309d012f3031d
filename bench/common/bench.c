/* gpubench: timing, checking and reporting for the benchmark kernels.

   See bench.h for the protocol.  This file is linked into every program
   of the suite, plain and gpugen builds alike; it must not depend on the
   gpugen runtime, which it reaches only through the weak declarations
   below (null when libgpugen is not linked).  */

#define _POSIX_C_SOURCE 200809L

#include "bench.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The public API of libgpugen (include/gpugen.h), declared weak.  */
extern int gpugen_init (void) __attribute__ ((weak));
extern unsigned long gpugen_kernel_launches (void) __attribute__ ((weak));
extern const char *gpugen_backend (void) __attribute__ ((weak));

/* Elements smaller than this fraction of the largest reference element
   are compared against that fraction instead of themselves.  */
#define BENCH_ERR_FLOOR 1e-4

/* Print a usage message for program NAME and exit with status 2.  */

static void
usage (const char *name)
{
  fprintf (stderr, "usage: %s [small|large] [N...]\n"
	   "  small  tiny sizes for checking (default)\n"
	   "  large  sizes for timing on a GPU\n"
	   "  N      explicit sizes, in the order the kernel uses them\n",
	   name);
  exit (2);
}

/* Parse ARG as a positive integer into *VALUE; return nonzero on
   success.  */

static int
parse_size (const char *arg, long *value)
{
  char *end;
  long v;

  errno = 0;
  v = strtol (arg, &end, 10);
  if (errno != 0 || end == arg || *end != '\0' || v <= 0)
    return 0;
  *value = v;
  return 1;
}

void
bench_init (struct bench *b, int argc, char **argv, const char *name)
{
  memset (b, 0, sizeof *b);
  b->name = name;

  for (int i = 1; i < argc; i++)
    {
      long v;
      if (strcmp (argv[i], "small") == 0)
	b->large = 0;
      else if (strcmp (argv[i], "large") == 0)
	b->large = 1;
      else if (parse_size (argv[i], &v) && b->n_overrides < BENCH_MAX_SIZES)
	b->overrides[b->n_overrides++] = v;
      else
	usage (argv[0]);
    }

  /* Create the device context now, outside the timed region.  */
  if (gpugen_init)
    gpugen_init ();
}

int
bench_size (struct bench *b, int small, int large)
{
  int k = b->n_sizes;
  long v;

  if (k < b->n_overrides)
    v = b->overrides[k];
  else
    v = b->large ? large : small;
  if (k < BENCH_MAX_SIZES)
    {
      b->sizes[k] = v;
      b->n_sizes++;
    }
  return (int) v;
}

real *
bench_alloc (size_t count)
{
  real *p = calloc (count ? count : 1, sizeof (real));
  if (p == NULL)
    {
      fprintf (stderr, "bench: out of memory allocating %zu elements\n",
	       count);
      exit (2);
    }
  return p;
}

real *
bench_dup (const real *src, size_t count)
{
  real *p = bench_alloc (count);
  memcpy (p, src, count * sizeof (real));
  return p;
}

/* Return the number of launches the gpugen runtime made so far, or 0
   when the runtime is not linked.  */

static unsigned long
launch_count (void)
{
  return gpugen_kernel_launches ? gpugen_kernel_launches () : 0;
}

void
bench_start (struct bench *b)
{
  b->launches_start = launch_count ();
  clock_gettime (CLOCK_MONOTONIC, &b->t_start);
}

void
bench_stop (struct bench *b)
{
  struct timespec t;

  clock_gettime (CLOCK_MONOTONIC, &t);
  b->seconds = (double) (t.tv_sec - b->t_start.tv_sec)
	       + 1e-9 * (double) (t.tv_nsec - b->t_start.tv_nsec);
  b->launches = launch_count () - b->launches_start;
}

int
bench_check (struct bench *b, const real *out, const real *ref,
	     size_t count, double tol)
{
  double scale = 0.0, worst = 0.0, sum = 0.0;

  for (size_t i = 0; i < count; i++)
    if (isfinite (ref[i]) && fabs (ref[i]) > scale)
      scale = fabs (ref[i]);
  scale *= BENCH_ERR_FLOOR;

  for (size_t i = 0; i < count; i++)
    {
      double o = out[i], r = ref[i], err;

      sum += o;
      if (!isfinite (o) || !isfinite (r))
	/* Both NaN, or the same infinity, count as agreeing.  */
	err = ((isnan (o) && isnan (r)) || o == r) ? 0.0 : INFINITY;
      else
	{
	  double denom = fabs (r) > scale ? fabs (r) : scale;
	  err = fabs (o - r);
	  if (denom > 0.0)
	    err /= denom;
	}
      if (err > worst)
	worst = err;
    }

  b->checksum += sum;
  if (worst > b->max_err)
    b->max_err = worst;
  b->n_checks++;
  if (!(worst <= tol))
    {
      b->failed = 1;
      return 0;
    }
  return 1;
}

int
bench_finish (struct bench *b)
{
  const char *backend = gpugen_backend ? gpugen_backend () : NULL;
  int ok = b->n_checks > 0 && !b->failed;

  if (backend == NULL)
    backend = "host";

  printf ("kernel: %s\n", b->name);
  printf ("size:");
  for (int k = 0; k < b->n_sizes; k++)
    printf (" %ld", b->sizes[k]);
  printf ("\n");
  printf ("checksum: %.10e\n", b->checksum);
  if (ok)
    printf ("verify: ok\n");
  else if (b->n_checks == 0)
    printf ("verify: FAIL nothing checked\n");
  else
    printf ("verify: FAIL max-rel-err %.1e\n", b->max_err);
  printf ("time: %.6f\n", b->seconds);
  if (b->launches > 0)
    printf ("offloaded: yes (launches %lu, backend %s)\n", b->launches,
	    backend);
  else
    printf ("offloaded: no (backend %s)\n", backend);
  fflush (stdout);
  return ok ? 0 : 1;
}
