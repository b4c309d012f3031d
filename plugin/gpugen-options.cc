/* The table of gpugen's plugin arguments.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Every -fplugin-arg-gpugen-KEY[=VALUE] option is one row of
   gpugen_option_table, as PPCG's ppcg_options.c declares its isl_arg
   table: the key, the kind of value, the field it sets, its default and
   its help line.  plugin_init walks the arguments GCC hands over against
   the table; an unknown key, a missing or malformed value is an error and
   the plugin refuses to load.  The same table produces the help text that
   "cc1 --help" shows under "Help for the loaded plugins".  */

#include "gpugen.h"

/* The option values, with their defaults.  */
struct gpugen_options gpugen_opts = {
  0,		/* dump */
  350000,	/* max_isl_operations */
  10,		/* max_params */
  64,		/* schedule_max_coef */
  1,		/* enable */
  1,		/* alias_checks */
  1,		/* spec_range_check */
  1,		/* math_errno */
  0,		/* fuse */
  0,		/* emulate */
  0,		/* keep */
  "90",		/* arch */
  NULL,		/* nvcc */
  1,		/* tile */
  32,		/* tile_size */
  NULL,		/* sizes */
  1,		/* registers */
  1,		/* offload */
  "80",		/* ptx */
  NULL,		/* nvcc_flags */
  1,		/* cache */
  NULL,		/* cache_dir */
  NULL,		/* off */
  -1,		/* map_isl_operations: 10 * max_isl_operations */
  -1,		/* schedule_isl_operations: max_isl_operations */
  1,		/* privatize */
  1,		/* snapshot */
  1,		/* index_split */
  1024,		/* wide_blocks */
  1,		/* mma */
  1,		/* host_vectorize */
  1,		/* host_exits */
  1,		/* reductions */
  1,		/* reduce_lanes */
  4		/* reduce_run */
};

/* The kind of value an option takes.  */
enum option_kind
{
  /* A non-negative integer.  */
  OPT_INT,
  /* A boolean: KEY alone or KEY=1 sets it, KEY=0 clears it.  */
  OPT_BOOL,
  /* The dump level: KEY alone or "details" is 2, "summary" is 1.  */
  OPT_DUMP,
  /* The fusion strategy: "max" is 1, "min" is 0.  */
  OPT_FUSE,
  /* A non-empty string, kept as given (GCC's argument strings live as
     long as the compilation).  */
  OPT_STRING
};

/* One row of the table.  */
struct option_row
{
  /* The key after -fplugin-arg-gpugen-.  */
  const char *key;
  /* The kind of its value.  */
  enum option_kind kind;
  /* The field it sets: an int for every kind but OPT_STRING, a
     const char * for OPT_STRING.  */
  void *field;
  /* For OPT_STRING, the form of the value in the help text ("=PATH");
     NULL for the other kinds.  */
  const char *value_form;
  /* For OPT_STRING, a function that checks the value and returns NULL
     if it is good, otherwise what is wrong with it; NULL when any
     non-empty value is good.  */
  const char *(*check) (const char *value);
  /* Its line in the help text.  */
  const char *help;
};

/* Return NULL if VALUE, the value of arch=, is a comma-separated list
   of compute capabilities written as nvcc's sm_XX are (two or three
   digits, optionally followed by one letter: "80", "90a", "100"), and
   what is wrong with it otherwise.  */

static const char *
check_arch (const char *value)
{
  const char *p = value;
  while (true)
    {
      int digits = 0;
      while (ISDIGIT (*p))
	p++, digits++;
      if (digits < 2 || digits > 3)
	return "expected a comma-separated list of compute capabilities "
	       "such as 80,90";
      if (ISLOWER (*p))
	p++;
      if (*p == '\0')
	return NULL;
      if (*p != ',')
	return "expected a comma-separated list of compute capabilities "
	       "such as 80,90";
      p++;
    }
}

/* Return NULL if VALUE, the value of ptx=, is one compute capability,
   and what is wrong with it otherwise.  */

static const char *
check_ptx (const char *value)
{
  if (strchr (value, ',') || check_arch (value))
    return "expected one compute capability such as 80";
  return NULL;
}

/* Return NULL if VALUE, the value of off=, is a comma-separated list of
   function names, and what is wrong with it otherwise.  */

static const char *
check_names (const char *value)
{
  for (const char *p = value; *p; p++)
    if (!ISIDNUM (*p) && *p != ',' && *p != '.' && *p != '$')
      return "expected a comma-separated list of function names";
  return NULL;
}

static const option_row gpugen_option_table[] = {
  { "dump", OPT_DUMP, &gpugen_opts.dump, NULL, NULL,
    "Write the dump file BASE.NNNt.gpugen (=summary or =details)" },
  { "max-isl-operations", OPT_INT, &gpugen_opts.max_isl_operations, NULL, NULL,
    "isl operation quota per SCoP; past it the nest stays on the host "
    "(default 350000, 0 for none)" },
  { "map-isl-operations", OPT_INT, &gpugen_opts.map_isl_operations, NULL,
    NULL,
    "isl operation quota of the mapping to the GPU, which generates the "
    "code of the host and the kernels; past it the nest stays on the host "
    "(default 10 times max-isl-operations, 0 for none)" },
  { "schedule-isl-operations", OPT_INT, &gpugen_opts.schedule_isl_operations,
    NULL, NULL,
    "isl operation quota of the scheduler; past it the nest stays on the "
    "host (default max-isl-operations, 0 for none)" },
  { "max-params", OPT_INT, &gpugen_opts.max_params, NULL, NULL,
    "Most parameters a SCoP may have (default 10)" },
  { "schedule-max-coefficient", OPT_INT, &gpugen_opts.schedule_max_coef,
    NULL, NULL,
    "Largest coefficient or constant accepted in isl's schedule; a "
    "schedule past it is refused and the original one is used "
    "(default 64)" },
  { "enable", OPT_BOOL, &gpugen_opts.enable, NULL, NULL,
    "Run gpugen's pass (default 1)" },
  { "privatize", OPT_BOOL, &gpugen_opts.privatize, NULL, NULL,
    "Give workspace arrays whose values never cross iterations of the "
    "loops around them a copy per iteration on the device, so that "
    "those loops can run in parallel (default 1); 0 never does" },
  { "snapshot", OPT_BOOL, &gpugen_opts.snapshot, NULL, NULL,
    "Redirect the reads of a written array that only see its values from "
    "before the nest to a read-only snapshot of them on the device, where "
    "more loops can then run in parallel (default 1); 0 never does" },
  { "index-split", OPT_BOOL, &gpugen_opts.index_split, NULL, NULL,
    "Split a statement's iterations along the hyperplanes where it reads "
    "elements that other iterations of it write (Floyd-Warshall's j == k), "
    "where its pieces off them then have more parallel loops (default 1); "
    "0 never does" },
  { "host-exits", OPT_BOOL, &gpugen_opts.host_exits, NULL, NULL,
    "Run a time loop that leaves on data (a break on an element the "
    "steps compute) as one region whose loop runs on the host and tests "
    "the exit between steps from the elements read back "
    "(gpugen-hostexit.cc; default 1); 0 offloads each nest of its body "
    "on its own" },
  { "reductions", OPT_BOOL, &gpugen_opts.reductions, NULL, NULL,
    "Offload a scalar that a loop nest accumulates and the program reads "
    "after it (a sum, a count, a maximum) as partial results per row, "
    "folded in order on the host (gpugen-reduce.cc; default 1); 0 leaves "
    "such nests on the host" },
  { "reduce-lanes", OPT_BOOL, &gpugen_opts.reduce_lanes, NULL, NULL,
    "Run each row of an offloaded reduction by the 32 threads of a "
    "block, which read consecutive elements together and combine their "
    "partials in order (gpugen-reduce-lanes.cc; default 1); 0 runs one "
    "row per thread" },
  { "reduce-run", OPT_INT, &gpugen_opts.reduce_run, "=N", NULL,
    "The consecutive elements of a row that each of those threads folds "
    "in a round, 1 to 64 (default 4: a sector of doubles; 1 makes the "
    "warp's loads consecutive, the tree per 32 elements)" },
  { "host-vectorize", OPT_BOOL, &gpugen_opts.host_vectorize, NULL, NULL,
    "Let GCC vectorize, in the host copy of an offloaded nest that runs "
    "when the run-time checks pass, the loops that carry no dependence "
    "through memory (gpugen-hostvec.cc; default 1); 0 leaves the host "
    "copy to GCC's own analysis" },
  { "alias-checks", OPT_BOOL, &gpugen_opts.alias_checks, NULL, NULL,
    "Accept arrays that may alias, with a run-time check that the ranges "
    "they touch do not overlap (default 1); 0 keeps such nests on the host" },
  { "spec-range-check", OPT_BOOL, &gpugen_opts.spec_range_check, NULL, NULL,
    "Keep a search loop that runs past its exit on data, or a conditional "
    "store made unconditional, whose accesses may leave their arrays, "
    "with a run-time check that the host memory the nest's copies touch "
    "is mapped, readable, writable where copied back, private, and "
    "overlaps no other array the nest writes (default 1); 0 keeps such "
    "nests on the host" },
  { "fuse", OPT_FUSE, &gpugen_opts.fuse, NULL, NULL,
    "Fusion strategy of the scheduler: min (default) keeps the strongly "
    "connected components of the dependence graph apart, then fuses "
    "consecutive kernels of one mapped loop where every dependence "
    "between them stays in one iteration; max fuses "
    "statements into common loops where isl finds it useful (its search "
    "can take minutes on large SCoPs)" },
  { "math-errno", OPT_BOOL, &gpugen_opts.math_errno, NULL, NULL,
    "Treat math functions that only set errno (sqrt, exp, ... under "
    "-fmath-errno) as pure: offloaded code does not set errno (default 1); "
    "0 keeps such nests on the host" },
  { "tile", OPT_INT, &gpugen_opts.tile, NULL, NULL,
    "Tile kernels whose band has two or more permutable members and a "
    "sequential one (contractions), tile loops to blocks and point loops "
    "to threads, and promote read-only arrays with reuse to shared "
    "memory (1, the default); 2 also tiles bands with no sequential "
    "member (stencils); 0 maps kernels untiled" },
  { "tile-size", OPT_INT, &gpugen_opts.tile_size, NULL, NULL,
    "Tile size of each member of a tiled band: 32 (default) or 64" },
  { "sizes", OPT_STRING, &gpugen_opts.sizes, "=MAP", NULL,
    "Tile sizes per kernel in PPCG's notation, \"{ kernel[K] -> "
    "tile[S0,S1,...] }\" (K: the kernel's number in its SCoP, one size "
    "per member of its tiled band, 1 to 256), overriding tile-size" },
  { "wide-blocks", OPT_INT, &gpugen_opts.wide_blocks, "=N", NULL,
    "A register-tiled kernel over a rectangle, at the default sizes, "
    "also gets a version of 64 x 128 tiles (8 x 4 slots a thread), "
    "launched instead of the 64 x 64 one where it has N blocks or more "
    "(1024, the default; 1 always; 0 never builds it)" },
  { "mma", OPT_BOOL, &gpugen_opts.mma, NULL, NULL,
    "The products of register-tiled double contractions' full tiles "
    "on the FP64 tensor cores (mma.sync m8n8k4, the same fused "
    "multiply-adds in the same order, so the same results; 1, the "
    "default); 0 keeps them on the SIMT units" },
  { "registers", OPT_BOOL, &gpugen_opts.registers, NULL, NULL,
    "Register tiling of tiled contractions: each thread keeps the "
    "elements it alone accesses (the accumulators) in registers across "
    "the sequential loop, tiles 64x64 and 32 along the sequential "
    "members unless tile-size= or sizes= say otherwise (1, the "
    "default); 0 keeps them in memory" },
  { "offload", OPT_BOOL, &gpugen_opts.offload, NULL, NULL,
    "Generate GPU code for the SCoPs (default 1); 0 only analyzes them" },
  { "arch", OPT_STRING, &gpugen_opts.arch, "=LIST", check_arch,
    "GPU architectures to build machine code (SASS) for, compute "
    "capabilities separated by commas (default 90: H100, H200)" },
  { "ptx", OPT_STRING, &gpugen_opts.ptx, "=CC", check_ptx,
    "The virtual architecture the kernels are compiled for, whose PTX "
    "is embedded too and compiled by the driver on GPUs without SASS "
    "(default 80: A100 and newer); not newer than any of arch=" },
  { "nvcc", OPT_STRING, &gpugen_opts.nvcc, "=PATH", NULL,
    "The nvcc to run (default: nvcc on PATH, then "
    "/usr/local/cuda/bin/nvcc); without one, a warning, and the loop "
    "nests run on the host; none builds no GPU code, silently (with "
    "emulate, an image for the emulator only)" },
  { "nvcc-flags", OPT_STRING, &gpugen_opts.nvcc_flags, "=FLAGS", NULL,
    "More arguments for nvcc, separated by spaces (e.g. "
    "\"-lineinfo -Xptxas=-v\")" },
  { "cache", OPT_BOOL, &gpugen_opts.cache, NULL, NULL,
    "Reuse device images built before from the same CUDA source, tools "
    "and flags (default 1); 0 always runs nvcc" },
  { "cache-dir", OPT_STRING, &gpugen_opts.cache_dir, "=DIR", NULL,
    "The directory of the image cache (default $XDG_CACHE_HOME/gpugen, "
    "else $HOME/.cache/gpugen)" },
  { "off", OPT_STRING, &gpugen_opts.off, "=NAMES", check_names,
    "Functions whose loop nests stay on the host, names separated by "
    "commas (C: also __attribute__((gpugen_off)); Fortran: the "
    "procedure's name in lower case, or its assembler name)" },
  { "emulate", OPT_BOOL, &gpugen_opts.emulate, NULL, NULL,
    "Also build the kernels for libgpugen's CPU emulator with g++ and "
    "embed that image (default 0)" },
  { "keep", OPT_BOOL, &gpugen_opts.keep, NULL, NULL,
    "Keep the generated CUDA source as BASE.gpugen.cu, next to the dump "
    "files (default 0)" },
};

/* Parse VALUE, the value of KEY, as a non-negative integer into *OUT.
   Return false, after reporting an error, if it is not one.  */

static bool
parse_int (const char *plugin_name, const char *key, const char *value,
	   int *out)
{
  if (!value || !*value)
    {
      error ("no value supplied for option %<-fplugin-arg-%s-%s%>",
	     plugin_name, key);
      return false;
    }
  char *end;
  errno = 0;
  long v = strtol (value, &end, 10);
  if (*end || v < 0 || v > INT_MAX || errno)
    {
      error ("invalid value %qs for option %<-fplugin-arg-%s-%s%>",
	     value, plugin_name, key);
      return false;
    }
  *out = (int) v;
  return true;
}

/* Set the option of ROW from VALUE (NULL when the argument had no "=").
   Return false after reporting an error.  */

static bool
set_option (const char *plugin_name, const option_row *row,
	    const char *value)
{
  switch (row->kind)
    {
    case OPT_INT:
      return parse_int (plugin_name, row->key, value, (int *) row->field);

    case OPT_STRING:
      {
	const char *why = NULL;
	if (!value || !*value)
	  {
	    error ("no value supplied for option %<-fplugin-arg-%s-%s%>",
		   plugin_name, row->key);
	    return false;
	  }
	if (row->check)
	  why = row->check (value);
	if (why)
	  {
	    error ("invalid value %qs for option %<-fplugin-arg-%s-%s%>, %s",
		   value, plugin_name, row->key, why);
	    return false;
	  }
	*(const char **) row->field = value;
	return true;
      }

    case OPT_BOOL:
      if (!value || !strcmp (value, "1") || !strcmp (value, "yes"))
	*(int *) row->field = 1;
      else if (!strcmp (value, "0") || !strcmp (value, "no"))
	*(int *) row->field = 0;
      else
	{
	  error ("invalid value %qs for option %<-fplugin-arg-%s-%s%>, "
		 "expected 0 or 1", value, plugin_name, row->key);
	  return false;
	}
      return true;

    case OPT_FUSE:
      if (value && !strcmp (value, "max"))
	*(int *) row->field = 1;
      else if (value && !strcmp (value, "min"))
	*(int *) row->field = 0;
      else
	{
	  error ("invalid value %qs for option %<-fplugin-arg-%s-%s%>, "
		 "expected min or max", value ? value : "", plugin_name,
		 row->key);
	  return false;
	}
      return true;

    case OPT_DUMP:
      if (!value || !strcmp (value, "details") || !strcmp (value, "all"))
	*(int *) row->field = 2;
      else if (!strcmp (value, "summary"))
	*(int *) row->field = 1;
      else
	{
	  error ("invalid value %qs for option %<-fplugin-arg-%s-%s%>, "
		 "expected summary or details", value, plugin_name, row->key);
	  return false;
	}
      return true;
    }
  gcc_unreachable ();
}

/* Parse the arguments GCC passes to the plugin in INFO.  Return false,
   after reporting an error, on an unknown key or a bad value.  */

bool
gpugen_options_parse (const char *plugin_name, struct plugin_name_args *info)
{
  bool ok = true;
  for (int i = 0; i < info->argc; i++)
    {
      const char *key = info->argv[i].key;
      const char *value = info->argv[i].value;
      const option_row *row = NULL;
      for (size_t j = 0; j < ARRAY_SIZE (gpugen_option_table); j++)
	if (!strcmp (gpugen_option_table[j].key, key))
	  row = &gpugen_option_table[j];
      if (!row)
	{
	  error ("unknown option %<-fplugin-arg-%s-%s%>", plugin_name, key);
	  ok = false;
	  continue;
	}
      if (!set_option (plugin_name, row, value))
	ok = false;
    }
  /* Every SASS is compiled from the PTX of ptx=, so none may be older.  */
  if (ok)
    for (const char *a = gpugen_opts.arch; *a; )
      {
	if (strtol (a, NULL, 10) < strtol (gpugen_opts.ptx, NULL, 10))
	  {
	    error ("%<-fplugin-arg-%s-arch=%s%> names an architecture older "
		   "than %<-fplugin-arg-%s-ptx=%s%>; lower ptx= to the oldest "
		   "of them", plugin_name, gpugen_opts.arch, plugin_name,
		   gpugen_opts.ptx);
	    ok = false;
	    break;
	  }
	const char *comma = strchr (a, ',');
	a = comma ? comma + 1 : "";
      }
  return ok;
}

/* Return the help text for "cc1 --help": one "KEY[=VALUE]  text" line per
   option of the table.  The text is built once and kept.  */

const char *
gpugen_options_help (void)
{
  static char *help;
  if (help)
    return help;
  size_t len = 1;
  for (size_t j = 0; j < ARRAY_SIZE (gpugen_option_table); j++)
    len += strlen (gpugen_option_table[j].key)
	   + strlen (gpugen_option_table[j].help) + 40;
  help = XNEWVEC (char, len);
  char *p = help;
  for (size_t j = 0; j < ARRAY_SIZE (gpugen_option_table); j++)
    {
      const option_row *row = &gpugen_option_table[j];
      const char *arg = (row->kind == OPT_INT ? "=N"
			 : row->kind == OPT_BOOL ? "[=0|1]"
			 : row->kind == OPT_FUSE ? "=min|max"
			 : row->kind == OPT_STRING ? row->value_form
			 : "[=summary|details]");
      p += sprintf (p, "%s-fplugin-arg-gpugen-%s%s\t%s", j ? "\n" : "",
		    row->key, arg, row->help);
    }
  return help;
}
