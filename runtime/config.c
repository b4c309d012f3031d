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
#include <strings.h>
#include <time.h>

#include "internal.h"

struct gpugen_rt_config gpugen_rt_config;

pthread_mutex_t gpugen_rt_lock = PTHREAD_MUTEX_INITIALIZER;

/* Makes gpugen_rt_read_environment run once.  */

static pthread_once_t environment_once = PTHREAD_ONCE_INIT;

/* Parse VALUE, the value of the boolean environment variable NAME:
   1, yes, true or on (in any case) give 1; 0, no, false or off give 0;
   unset or empty gives DEFAULT_VALUE.  Anything else is reported and
   gives DEFAULT_VALUE.  For the runtime's variables and the
   emulator's.  */

int
gpugen_rt_parse_bool (const char *name, const char *value, int default_value)
{
  static const char *const yes[] = { "1", "yes", "true", "on" };
  static const char *const no[] = { "0", "no", "false", "off" };
  size_t i;

  if (value == NULL || value[0] == '\0')
    return default_value;
  for (i = 0; i < sizeof yes / sizeof *yes; i++)
    {
      if (strcasecmp (value, yes[i]) == 0)
	return 1;
      if (strcasecmp (value, no[i]) == 0)
	return 0;
    }
  gpugen_rt_error ("%s=%s is not a boolean (1, yes, true, on, 0, no, false "
		   "or off); using %s", name, value,
		   default_value ? "1" : "0");
  return default_value;
}

/* Return the boolean value of the environment variable NAME, as
   gpugen_rt_parse_bool reads it.  */

static bool
env_bool (const char *name, bool default_value)
{
  return gpugen_rt_parse_bool (name, getenv (name), default_value);
}

/* Return the level that the environment variable NAME asks for: its
   value as a number from 0 to 9 (larger numbers give 9), 0 when it is
   unset or empty.  Anything else is reported and gives 0.  */

static int
env_level (const char *name)
{
  const char *value = getenv (name);
  char *end;
  long level;

  if (value == NULL || value[0] == '\0')
    return 0;
  level = strtol (value, &end, 10);
  if (*end != '\0' || end == value || level < 0)
    {
      gpugen_rt_error ("%s=%s is not a level (a number from 0); using 0",
		       name, value);
      return 0;
    }
  return level > 9 ? 9 : (int) level;
}

/* Return the value of the environment variable NAME when it is one of
   the NAMES (N of them, compared without case), as its index; unset or
   empty gives DEFAULT_INDEX, anything else is reported and gives
   DEFAULT_INDEX too.  */

static int
env_choice (const char *name, const char *const *names, int n,
	    int default_index)
{
  const char *value = getenv (name);
  int i;

  if (value == NULL || value[0] == '\0')
    return default_index;
  for (i = 0; i < n; i++)
    if (strcasecmp (value, names[i]) == 0)
      return i;
  gpugen_rt_error ("%s=%s is not one of %s%s%s%s%s; using %s", name, value,
		   names[0], n > 1 ? ", " : "", n > 1 ? names[1] : "",
		   n > 2 ? " or " : "", n > 2 ? names[2] : "",
		   names[default_index]);
  return default_index;
}

/* Return the number of mebibytes that the environment variable NAME
   gives, 0 when unset or empty; anything but a number is reported and
   gives 0.  */

static unsigned long
env_megabytes (const char *name)
{
  const char *value = getenv (name);
  char *end;
  unsigned long mb;

  if (value == NULL || value[0] == '\0')
    return 0;
  mb = strtoul (value, &end, 10);
  if (*end != '\0' || end == value || value[0] == '-' || mb > (1ul << 30))
    {
      gpugen_rt_error ("%s=%s is not a number of mebibytes; using 0", name,
		       value);
      return 0;
    }
  return mb;
}

/* Return the number that the environment variable NAME gives, -1 when
   it is unset or empty; anything but a number is reported and gives
   -1.  */

static int
env_count (const char *name)
{
  const char *value = getenv (name);
  char *end;
  long n;

  if (value == NULL || value[0] == '\0')
    return -1;
  n = strtol (value, &end, 10);
  if (*end != '\0' || end == value || n < 0 || n > 1000)
    {
      gpugen_rt_error ("%s=%s is not a count; using the default", name,
		       value);
      return -1;
    }
  return (int) n;
}

/* Fill gpugen_rt_config from the environment.  Called once through
   pthread_once.  */

static void
read_environment_once (void)
{
  static const char *const offload_names[] = { "always", "auto", "never",
					       "explain" };
  const char *library;

  gpugen_rt_config.debug = env_level ("GPUGEN_DEBUG");
  gpugen_rt_config.disable = env_bool ("GPUGEN_DISABLE", false);
  gpugen_rt_config.profile = env_bool ("GPUGEN_PROFILE", false);
  gpugen_rt_config.async = env_bool ("GPUGEN_ASYNC", true);
  gpugen_rt_config.keep_buffers = env_bool ("GPUGEN_KEEP_BUFFERS", true);
  gpugen_rt_config.graphs = env_bool ("GPUGEN_GRAPHS", true);
  gpugen_rt_config.register_mb = env_megabytes ("GPUGEN_REGISTER_MB");
  gpugen_rt_config.copy_threads = env_count ("GPUGEN_COPY_THREADS");
  gpugen_rt_config.prefault = env_bool ("GPUGEN_PREFAULT", true);
  gpugen_rt_config.untouched = env_bool ("GPUGEN_UNTOUCHED", true);
  gpugen_rt_config.procmap_query = env_bool ("GPUGEN_PROCMAP_QUERY", true);
  gpugen_rt_config.offload
    = (enum gpugen_rt_offload) env_choice ("GPUGEN_OFFLOAD", offload_names,
					   4, GPUGEN_RT_OFFLOAD_AUTO);
  if (gpugen_rt_config.offload == GPUGEN_RT_OFFLOAD_NEVER)
    gpugen_rt_config.disable = true;
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
