/* gpugen-info.c -- list the GPUs that the gpugen runtime sees.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gpugen-info answers "will my gpugen program use a GPU here, and
   which?" with the runtime's own code (it links libgpugen.a), so it sees
   exactly what a program would: the same driver library
   (GPUGEN_CUDA_LIBRARY), GPUGEN_DISABLE and GPUGEN_DEVICE.  It prints
   the driver version and one line per device, or "no GPU: " and the
   reason.  With --context it also creates the selected device's context,
   as gpugen_init does, and times it.  The exit status is 0 when at least
   one GPU is listed (and, with --context, its context was created), 1
   otherwise, so scripts can test for a GPU.  */

#include <stdio.h>
#include <string.h>

#include "internal.h"

/* Print the usage to OUT.  */

static void
usage (FILE *out)
{
  fputs ("Usage: gpugen-info [--context]\n"
	 "List the CUDA GPUs that the gpugen runtime can use.\n"
	 "\n"
	 "  -c, --context   also create the selected GPU's context and time "
	 "it\n"
	 "  -h, --help      print this help and exit\n"
	 "      --version   print the runtime ABI version and exit\n"
	 "\n"
	 "Environment: GPUGEN_DISABLE, GPUGEN_DEVICE, GPUGEN_DEBUG,\n"
	 "GPUGEN_CUDA_LIBRARY (default libcuda.so.1).\n"
	 "Exit status: 0 if a GPU is listed, 1 otherwise.\n", out);
}

/* Create the selected device's context through gpugen_init and report
   on stdout how long it took.  Return true if the device is ready.  */

static bool
create_context (void)
{
  double start = gpugen_rt_now_ms ();
  bool ready = gpugen_init ();
  double ms = gpugen_rt_now_ms () - start;

  if (ready)
    printf ("context on %s created in %.3f s\n", gpugen_backend (),
	    ms / 1e3);
  else
    printf ("no context: loop nests run on %s\n", gpugen_backend ());
  return ready;
}

int
main (int argc, char **argv)
{
  bool context = false;
  int i, count;

  for (i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "-c") == 0 || strcmp (argv[i], "--context") == 0)
	context = true;
      else if (strcmp (argv[i], "-h") == 0 || strcmp (argv[i], "--help") == 0)
	{
	  usage (stdout);
	  return 0;
	}
      else if (strcmp (argv[i], "--version") == 0)
	{
	  printf ("gpugen-info (gpugen runtime ABI %u)\n",
		  GPUGEN_RT_ABI_VERSION);
	  return 0;
	}
      else
	{
	  fprintf (stderr, "gpugen-info: unknown argument '%s'\n", argv[i]);
	  usage (stderr);
	  return 2;
	}
    }

  count = gpugen_rt_list_devices (stdout);
  if (count > 0 && context && !create_context ())
    return 1;
  return count > 0 ? 0 : 1;
}
