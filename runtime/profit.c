/* profit.c -- the run-time choice between the device and the host.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Code of ABI version 3 calls __gpugen_region_estimate once per kernel
   of a region before __gpugen_region_enter, with the plugin's estimates
   over the region's parameter values (plugin/gpugen-profit.cc): the
   bytes the region copies, and per kernel its launches, its statement
   instances (the work) and its threads per launch (the width).  The
   estimates add up in a thread-local record that the next
   __gpugen_region_enter takes (gpugen_rt_profit_decide).  Under
   GPUGEN_OFFLOAD=auto (the default) it compares

     device = REGION + LAUNCHES * LAUNCH + BYTES / COPY_RATE
	      + sum over kernels of max (WORK / min (WIDTH, THREADS)
					  * THREAD_STEP,
					 WORK / DEVICE_RATE)
     host   = max (sum over kernels of WORK * HOST_INSTANCE,
		  HOST_BYTES / HOST_RATE)

   and runs the region on the host when the host's is smaller: per
   kernel, the longer of its critical path (each thread runs WORK /
   WIDTH instances one after the other, each THREAD_STEP long) and its
   time at the device's throughput; the host needs at least the time to
   read and write the elements the region touches, HOST_BYTES
   (__gpugen_region_estimate_host: the bounding boxes of each array's
   touched elements, fewer than the BYTES copied where the region uses
   part of each row, as over Fortran arrays of fixed shape larger than
   the loops; BYTES where the code does not say), once per step counted
   of a time loop tested on the host (below), each step touching them
   again.  (jfix2.f90 on an H200, a Jacobi step over 512 x 512 elements
   of arrays of 4098 x 4098: the host path takes 0.6-0.7 ms a step, its
   8.4 MB read and written at 12-14 GB/s, where 0.3 ns an instance
   gives 0.16 ms: counted once, 3 steps went to the host, rightly, but
   10 and 20 steps too, 2-2.8x slower than on the device.)

   A region whose time loop tests an exit on data on the host
   (gpugen-hostexit.cc) estimates every step the loop may run, STEPS
   (__gpugen_region_estimate_steps: its count, or 2^52 for a loop
   without one); the loop often leaves long before.  Its device path
   tells how many steps it ran (__gpugen_region_steps), and the runtime
   remembers per region (by name) the most steps an execution that left
   on data ran, or that one ran all its count (which says nothing of
   where it would have left).  The next executions count the launches
   and the work of that many steps, RAN / STEPS of the estimate's (the
   copies are made once whatever the steps), where RAN is below STEPS:
   a region that left after 2 of 1000 steps goes to the host if its
   copies and fixed cost outweigh 2 steps' gain.  The first execution,
   and every one after an execution that ran all its steps, counts
   them all, as before; a host execution tells nothing (its loop is the
   program's), so the record only changes after device executions, and
   GPUGEN_OFFLOAD=explain, which runs nothing on the device, always
   counts all the steps.  A region that a record sends to the host
   keeps that record, and stays there while its parameters give the
   same estimate.  The constants are calibrated on an
   H100 (80 GB HBM3, PCIe gen 5, the measurements in README's runtime
   section) and documented at their definition; GPUGEN_OFFLOAD_MODEL
   replaces them (for other machines, and for tests).

   The emulator does not apply the choice (its regions always run their
   kernels, as the run tests require), unless GPUGEN_OFFLOAD_MODEL is
   set: then it decides with those constants, which is how the tests
   check the decision without a GPU.  GPUGEN_OFFLOAD=explain decides
   as auto on a GPU or the emulator, prints "region NAME: would run on the
   device: estimated ..." for each execution, and runs every region on
   the host: the choices of a large run can so be read on any machine
   without running its kernels.  A region of version 2, or whose
   estimate could not be computed (a negative or non-finite value), is
   offloaded as under GPUGEN_OFFLOAD=always.  */

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The cost model's constants.  */

struct profit_model
{
  /* Fixed cost of one execution of a region, microseconds: entry,
     exit, the wait for the stream, the small copies of scalars.  H100:
     a region of one small copy each way and one launch takes 21.5-24 us
     (rt-bench "small region").  */
  double region_us;

  /* Cost of one launch in a host loop, microseconds.  H100: 0.80 with
     CUDA graphs (the default), 3.25 queued one by one, 9.9 with
     GPUGEN_ASYNC=0 (rt-bench "launch"); the model takes the one that
     applies.  */
  double launch_us;

  /* Rate of the region's copies, GB/s.  H100: 33.7 to the device and
     33.4 back with 7 copy helpers (the default on its 16 CPUs), 26.8
     and 23.7 with 3 (rt-bench "region"); 33.  */
  double copy_gbps;

  /* Threads the device runs at once: 132 multiprocessors of 2048
     threads on an H100 (and an H200).  */
  double threads;

  /* Time of one statement instance in one thread when the thread runs
     instances one after the other, nanoseconds.  H100: doitgen at
     n = 320 spends 3.76 s in a kernel of 320 threads that run 3.3e7
     instances each: 114 ns; durbin at n = 20000 spends 9 s in a
     one-thread kernel whose bounding box holds 4e8 instances (2e8
     real ones): 22 ns per box point.  110, fitted to doitgen, the one
     measured kernel of few threads that is not a single thread.  */
  double thread_step_ns;

  /* Statement instances per second at full occupancy, in billions.
     H100: gemm at n = 1600 runs 4.1e9 instances in 0.90 s (4.6e9/s,
     but with 1600 threads, so its critical path counts there);
     jacobi-2d reaches 47e9/s, covariance 250e9/s per box point; 20.  */
  double device_gips;

  /* Time of one statement instance on the host, nanoseconds: one core
     at -O3 (the harness's CPU builds) on the H100's host: gemm 0.42,
     doitgen 0.23, covariance 0.28, durbin 0.37, gesummv 0.5, trisolv
     0.6, atax 0.66, jacobi-2d 1.7 per point of the bounding boxes; 0.3,
     on the fast side, so that a region goes to the host only when the
     host is clearly faster.  */
  double host_ns;

  /* The rate at which one host core streams the region's arrays, GB/s:
     gesummv (Fortran, n = 10000) reads its 1.6 GB in 0.100 s at -O3,
     16 GB/s; atax reads 1.3 GB in 0.106 s (12), mvt 2.3 GB in 0.269 s
     (8.5); 16, the fast side again.  */
  double host_gbps;
};

/* The model in use; the H100's unless GPUGEN_OFFLOAD_MODEL says
   otherwise (launch_us is then taken as given, for every mode).  */

static struct profit_model model = {
  20.0, 0.0, 33.0, 132.0 * 2048, 110.0, 20.0, 0.3, 16.0
};

/* Whether GPUGEN_OFFLOAD_MODEL was given and read.  */

static bool model_given;

/* The estimate of the calling thread's next region, as
   __gpugen_region_estimate accumulates it.  */

struct pending_estimate
{
  /* Whether a call was made since the last region entry.  */
  bool any;

  /* Whether a value was negative or not finite: no estimate.  */
  bool bad;

  /* The region's bytes, its launches and its work, in total.  */
  double bytes, launches, work;

  /* The device's compute time of the kernels so far, seconds, and the
     largest critical path among them (for the reason).  */
  double compute_s, path_s;

  /* The largest throughput-bound time among the kernels, seconds.  */
  double rate_s;

  /* The bytes the host path reads and writes
     (__gpugen_region_estimate_host), and whether they were given; the
     bytes copied stand for them otherwise.  */
  double host_bytes;
  bool host_given;

  /* The steps of the region's time loop that the estimates count
     (__gpugen_region_estimate_steps); 0 for a region without one.  */
  double steps;
};

static __thread struct pending_estimate pending;

/* Read GPUGEN_OFFLOAD_MODEL, "REGION_US,LAUNCH_US,COPY_GBPS,THREADS,
   THREAD_STEP_NS,DEVICE_GIPS,HOST_NS,HOST_GBPS".  A malformed value is
   reported and the H100's model stays.  */

static void
read_model_once (void)
{
  const char *value;
  struct profit_model m;

  value = getenv ("GPUGEN_OFFLOAD_MODEL");
  if (value == NULL || value[0] == '\0')
    return;
  if (sscanf (value, "%lf,%lf,%lf,%lf,%lf,%lf,%lf,%lf", &m.region_us,
	      &m.launch_us, &m.copy_gbps, &m.threads, &m.thread_step_ns,
	      &m.device_gips, &m.host_ns, &m.host_gbps) != 8
      || !(m.region_us >= 0) || !(m.launch_us >= 0) || !(m.copy_gbps > 0)
      || !(m.threads >= 1) || !(m.thread_step_ns >= 0)
      || !(m.device_gips > 0) || !(m.host_ns >= 0)
      || !(m.host_gbps > 0))
    {
      gpugen_rt_error ("GPUGEN_OFFLOAD_MODEL=%s is not eight non-negative "
		       "numbers (region us, launch us, copy GB/s, threads, "
		       "thread step ns, device G instances/s, host ns, host "
		       "GB/s); using the H100's model", value);
      return;
    }
  model = m;
  model_given = true;
}

/* Read GPUGEN_OFFLOAD_MODEL the first time only.  */

static void
read_model (void)
{
  static pthread_once_t once = PTHREAD_ONCE_INIT;

  pthread_once (&once, read_model_once);
}

/* Return the launch cost of the model, microseconds.  */

static double
launch_us (void)
{
  if (model_given)
    return model.launch_us;
  if (!gpugen_rt_config.async)
    return 9.9;
  return gpugen_rt_config.graphs ? 0.8 : 3.25;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_region_estimate (double bytes, double launches, double work,
			  double width)
{
  double path, rate, threads;

  gpugen_rt_read_environment ();
  read_model ();
  pending.any = true;
  if (!isfinite (bytes) || !isfinite (launches) || !isfinite (work)
      || !isfinite (width) || bytes < 0 || launches < 0 || work < 0
      || width < 0)
    {
      pending.bad = true;
      return;
    }
  pending.bytes = bytes;
  pending.launches += launches;
  pending.work += work;
  threads = width < model.threads ? width : model.threads;
  if (threads < 1)
    threads = 1;
  path = work / threads * model.thread_step_ns * 1e-9;
  rate = work / (model.device_gips * 1e9);
  pending.compute_s += path > rate ? path : rate;
  if (path > pending.path_s)
    pending.path_s = path;
  if (rate > pending.rate_s)
    pending.rate_s = rate;
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_region_estimate_host (double bytes)
{
  if (isfinite (bytes) && bytes >= 0)
    {
      pending.host_bytes = bytes;
      pending.host_given = true;
    }
}

/* See gpugen-rt.h.  */

GPUGEN_EXPORT void
__gpugen_region_estimate_steps (double steps)
{
  if (isfinite (steps) && steps >= 0)
    pending.steps = steps;
}

/* What the runtime remembers of a region whose time loop tests an exit
   on data on the host, from its executions on the device.  */

struct steps_record
{
  /* The region's name (a copy).  */
  char *name;

  /* The most steps an execution left after, on data; INFINITY once
     one ran every step of its count, which says nothing of where the
     loop would have left.  */
  double most;

  /* The next record.  */
  struct steps_record *next;
};

/* The records, and their lock.  */

static struct steps_record *steps_records;
static pthread_mutex_t steps_lock = PTHREAD_MUTEX_INITIALIZER;

/* Return the record of the region NAME, creating it (MOST -1) if
   CREATE; NULL if there is none or memory is short.  STEPS_LOCK is
   held.  */

static struct steps_record *
find_steps (const char *name, bool create)
{
  struct steps_record *r;

  for (r = steps_records; r != NULL; r = r->next)
    if (strcmp (r->name, name) == 0)
      return r;
  if (!create)
    return NULL;
  r = calloc (1, sizeof *r);
  if (r == NULL || (r->name = strdup (name)) == NULL)
    {
      free (r);
      return NULL;
    }
  r->most = -1;
  r->next = steps_records;
  steps_records = r;
  return r;
}

/* Note that an execution of the region NAME on the device ran RAN of
   the ALL steps of its time loop (__gpugen_region_steps).  */

void
gpugen_rt_profit_steps (const char *name, double ran, double all)
{
  struct steps_record *r;
  double v;

  if (!isfinite (ran) || !isfinite (all) || ran < 0 || all < ran)
    return;
  v = ran < all ? ran : INFINITY;
  pthread_mutex_lock (&steps_lock);
  r = find_steps (name, true);
  if (r != NULL && v > r->most)
    r->most = v;
  pthread_mutex_unlock (&steps_lock);
  gpugen_rt_debug (1, "region %s: ran %.0f of %.0f steps", name, ran, all);
}

/* Return the most steps that an execution of the region NAME left
   after (INFINITY once one ran all its steps), or -1 where none has
   run on the device.  */

static double
steps_remembered (const char *name)
{
  struct steps_record *r;
  double most;

  pthread_mutex_lock (&steps_lock);
  r = find_steps (name, false);
  most = r != NULL ? r->most : -1;
  pthread_mutex_unlock (&steps_lock);
  return most;
}

/* Forget the calling thread's estimate: its region runs on the host
   for another reason.  */

void
gpugen_rt_profit_forget (void)
{
  memset (&pending, 0, sizeof pending);
}

/* Write into BUF (of SIZE bytes) the time T, in seconds, with a unit.  */

static void
print_time (char *buf, size_t size, double t)
{
  if (t >= 1)
    snprintf (buf, size, "%.3g s", t);
  else if (t >= 1e-3)
    snprintf (buf, size, "%.3g ms", t * 1e3);
  else
    snprintf (buf, size, "%.3g us", t * 1e6);
}

/* Decide where the region NAME, entering with ABI VERSION, runs, from
   the estimate its code passed (see the head of this file); the
   calling thread's estimate is consumed.  Return true to run it on the
   device.  When the estimate chose, write into WHY (of SIZE bytes) the
   explanation, else make WHY empty.  */

bool
gpugen_rt_profit_decide (unsigned version, const char *name, char *why,
			 size_t size)
{
  struct pending_estimate e = pending;
  double t_launch, t_copy, t_dev, t_host, worst, most, host_bytes;
  const char *cause;
  char dev[32], host[32];
  enum gpugen_rt_backend b;
  bool explain;

  memset (&pending, 0, sizeof pending);
  why[0] = '\0';
  read_model ();
  b = gpugen_rt_backend_if_started ();
  explain = gpugen_rt_config.offload == GPUGEN_RT_OFFLOAD_EXPLAIN;
  if (version < 3 || !e.any || e.bad
      || (gpugen_rt_config.offload != GPUGEN_RT_OFFLOAD_AUTO && !explain)
      || (b != GPUGEN_RT_CUDA && !explain
	  && !(b == GPUGEN_RT_EMULATOR && model_given)))
    {
      if (version >= 3 && e.bad)
	gpugen_rt_debug (1, "region %s: no estimate (a value out of range); "
			 "offloaded", name);
      return !explain;
    }
  /* A time loop tested on the host: count the most steps an earlier
     execution ran where that is fewer than the loop's count (the
     work and the launches are the steps' sum; the copies are made
     once).  */
  most = e.steps > 0 ? steps_remembered (name) : -1;
  if (most >= 0 && most < e.steps)
    {
      double f = most / e.steps;

      e.launches *= f;
      e.work *= f;
      e.compute_s *= f;
      e.path_s *= f;
      e.rate_s *= f;
    }
  else
    most = -1;
  host_bytes = e.host_given ? e.host_bytes : e.bytes;
  /* The host path of such a time loop reads and writes the elements
     once per step it counts.  */
  if (e.steps > 0)
    host_bytes *= most >= 0 ? most : e.steps;
  t_launch = e.launches * launch_us () * 1e-6;
  t_copy = e.bytes / (model.copy_gbps * 1e9);
  t_dev = model.region_us * 1e-6 + t_launch + t_copy + e.compute_s;
  t_host = e.work * model.host_ns * 1e-9;
  if (host_bytes / (model.host_gbps * 1e9) > t_host)
    t_host = host_bytes / (model.host_gbps * 1e9);
  print_time (dev, sizeof dev, t_dev);
  print_time (host, sizeof host, t_host);
  /* The largest term of the device's estimate.  */
  worst = t_launch;
  cause = "launches";
  if (t_copy > worst)
    {
      worst = t_copy;
      cause = "copies";
    }
  if (e.path_s > worst && e.path_s >= e.rate_s)
    {
      worst = e.path_s;
      cause = "sequential";
    }
  else if (e.rate_s > worst)
    {
      worst = e.rate_s;
      cause = "compute";
    }
  if (model.region_us * 1e-6 > worst)
    cause = "region";
  if (strcmp (cause, "launches") == 0)
    snprintf (why, size, "estimated %s on the device against %s on the "
	      "host: %.0f launches", dev, host, e.launches);
  else if (strcmp (cause, "copies") == 0)
    snprintf (why, size, "estimated %s on the device against %s on the "
	      "host: %.3g bytes to copy", dev, host, e.bytes);
  else if (strcmp (cause, "sequential") == 0)
    snprintf (why, size, "estimated %s on the device against %s on the "
	      "host: a kernel's threads run %.3g instances each, one after "
	      "the other", dev, host,
	      e.path_s / (model.thread_step_ns * 1e-9));
  else if (strcmp (cause, "compute") == 0)
    snprintf (why, size, "estimated %s on the device against %s on the "
	      "host: %.3g instances", dev, host, e.work);
  else
    snprintf (why, size, "estimated %s on the device against %s on the "
	      "host: the region's fixed cost", dev, host);
  if (most >= 0)
    {
      size_t len = strlen (why);

      snprintf (why + len, size - len, " (%.0f of %.3g steps, the most an "
		"earlier execution ran)", most, e.steps);
    }
  if (explain)
    gpugen_rt_inform ("region %s: would run on the %s: %s", name,
		      t_host < t_dev ? "host" : "device", why);
  else
    gpugen_rt_debug (1, "region %s: %s: %s", name,
		     t_host < t_dev ? "host" : "device", why);
  return !explain && !(t_host < t_dev);
}
