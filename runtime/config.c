/* config.c -- environment, messages and the global lock of libgpugen.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The environment is read exactly once (pthread_once), the first time
   any entry point runs, or earlier from the library's constructor; after
   that gpugen_rt_config never changes, so it is read without a lock.
   Messages are written as whole lines with one stdio call, so lines of
   concurrent threads do not mix.  */

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"

struct gpugen_rt_config gpugen_rt_config;

pthread_mutex_t gpugen_rt_lock = PTHREAD_MUTEX_INITIALIZER;

/* Makes gpugen_rt_read_environment run once.  */

static pthread_once_t environment_once = PTHREAD_ONCE_INIT;

/* Return true if the environment variable NAME asks for a feature: it is
   set to something other than the empty string and "0".  */

static bool
env_flag (const char *name)
{
  const char *value = getenv (name);
  return value != NULL && value[0] != '\0' && strcmp (value, "0") != 0;
}

/* Return the level that the environment variable NAME asks for: its
   value as a number, 1 for any other non-empty value but "0", and 0 when
   it is unset.  */

static int
env_level (const char *name)
{
  const char *value = getenv (name);
  char *end;
  long level;

  if (value == NULL || value[0] == '\0')
    return 0;
  level = strtol (value, &end, 10);
  if (*end != '\0')
    return 1;
  return level < 0 ? 0 : level > 9 ? 9 : (int) level;
}

/* Fill gpugen_rt_config from the environment.  Called once through
   pthread_once.  */

static void
read_environment_once (void)
{
  const char *library;

  gpugen_rt_config.debug = env_level ("GPUGEN_DEBUG");
  gpugen_rt_config.disable = env_flag ("GPUGEN_DISABLE");
  gpugen_rt_config.profile = env_flag ("GPUGEN_PROFILE");
  gpugen_rt_config.device = getenv ("GPUGEN_DEVICE");
  if (gpugen_rt_config.device != NULL && gpugen_rt_config.device[0] == '\0')
    gpugen_rt_config.device = NULL;
  library = getenv ("GPUGEN_CUDA_LIBRARY");
  gpugen_rt_config.cuda_library
    = library != NULL && library[0] != '\0' ? library : "libcuda.so.1";

  if (gpugen_rt_config.profile)
    gpugen_rt_profile_start ();
}

/* Read the GPUGEN_* environment variables into gpugen_rt_config, the
   first time only.  Every entry point calls this before anything
   else.  */

void
gpugen_rt_read_environment (void)
{
  pthread_once (&environment_once, read_environment_once);
}

/* Read the environment as the library starts, so that GPUGEN_PROFILE
   reports even for a program that never reaches an offloaded loop.  */

static void __attribute__ ((constructor))
gpugen_rt_startup (void)
{
  gpugen_rt_read_environment ();
}

/* Write "gpugen: ", the message FMT/AP and a newline to stderr as one
   line.  */

static void
vreport (const char *fmt, va_list ap)
{
  char line[2048];
  int n;

  memcpy (line, "gpugen: ", 8);
  n = vsnprintf (line + 8, sizeof line - 9, fmt, ap);
  if (n < 0)
    return;
  n += 8;
  if (n > (int) sizeof line - 2)
    n = sizeof line - 2;
  line[n] = '\n';
  line[n + 1] = '\0';
  fputs (line, stderr);
}

/* Report an error: a failed driver call, a bad setting, a rejected
   image.  Always printed.  The caller then returns failure.  */

void
gpugen_rt_error (const char *fmt, ...)
{
  va_list ap;

  va_start (ap, fmt);
  vreport (fmt, ap);
  va_end (ap);
}

/* Print an informative message, such as the profile: always printed,
   not an error.  */

void
gpugen_rt_inform (const char *fmt, ...)
{
  va_list ap;

  va_start (ap, fmt);
  vreport (fmt, ap);
  va_end (ap);
}

/* Print a trace message when GPUGEN_DEBUG is at least LEVEL.  */

void
gpugen_rt_debug (int level, const char *fmt, ...)
{
  va_list ap;

  if (!GPUGEN_DEBUG_P (level))
    return;
  va_start (ap, fmt);
  vreport (fmt, ap);
  va_end (ap);
}

/* Return a monotonic time in milliseconds, for measuring intervals.  */

double
gpugen_rt_now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}
