/* gpubench: the Fortran side of bench.c.

   The Fortran programs of the suite (bench/fortran/<name>.F90) report
   through the same bench.c as the C programs, so that both print the
   same lines.  A Fortran program has no argc/argv and cannot hold a
   struct bench, so this file keeps the one struct bench of the program
   and exports functions with ISO_C_BINDING-friendly signatures: plain C
   types, NUL-terminated strings, scalars by value, arrays as pointers to
   their first element.  bench_mod.F90 declares them for Fortran (module
   bench_mod) and adds the argument loop of bench_init.

   The protocol is the one of bench.h: bench_f_arg once per command-line
   argument (argument 0 first), then bench_f_init, bench_f_size for each
   size, bench_f_start and bench_f_stop around the kernel, bench_f_check
   once per output array, and bench_f_finish, which prints the report
   and exits.  */

#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The most command-line arguments kept for bench_init, the name of the
   program included.  Extra arguments are dropped with a message.  */
#define BENCH_F_MAX_ARGS 16

/* The state of the program's one benchmark run.  */
static struct bench bench_f_state;

/* The arguments passed by bench_f_arg, program name first, as argv for
   bench_init; null-terminated.  */
static char *bench_f_argv[BENCH_F_MAX_ARGS + 1];

/* How many entries of BENCH_F_ARGV are in use.  */
static int bench_f_argc;

/* Prototypes, for the functions that Fortran calls through
   BIND(C) interfaces and that no header declares.  */
void bench_f_arg (const char *arg);
void bench_f_init (const char *name);
int bench_f_size (int small, int large);
void bench_f_start (void);
void bench_f_stop (void);
void bench_f_check (const real *out, const real *ref, size_t count,
		    double tol);
void bench_f_finish (void) __attribute__ ((noreturn));

/* Return a heap copy of the NUL-terminated string S; exit when memory
   runs out.  */

static char *
copy_string (const char *s)
{
  char *p = malloc (strlen (s) + 1);
  if (p == NULL)
    {
      fprintf (stderr, "bench: out of memory\n");
      exit (2);
    }
  return strcpy (p, s);
}

/* Record ARG, a NUL-terminated command-line argument, for bench_f_init.
   Call once per argument, in order and starting with argument 0 (the
   program name), before bench_f_init.  */

void
bench_f_arg (const char *arg)
{
  if (bench_f_argc >= BENCH_F_MAX_ARGS)
    {
      fprintf (stderr, "bench: more than %d arguments, \"%s\" ignored\n",
	       BENCH_F_MAX_ARGS, arg);
      return;
    }
  bench_f_argv[bench_f_argc++] = copy_string (arg);
}

/* Start the run of kernel NAME (NUL-terminated) with the arguments
   recorded by bench_f_arg: bench_init of bench.h.  NAME stands in for
   the program name when no argument was recorded.  */

void
bench_f_init (const char *name)
{
  char *copy = copy_string (name);

  if (bench_f_argc == 0)
    bench_f_argv[bench_f_argc++] = copy;
  bench_f_argv[bench_f_argc] = NULL;
  bench_init (&bench_f_state, bench_f_argc, bench_f_argv, copy);
}

/* Return the next problem size: bench_size of bench.h with SMALL and
   LARGE.  */

int
bench_f_size (int small, int large)
{
  return bench_size (&bench_f_state, small, large);
}

/* Start the clock: bench_start of bench.h.  */

void
bench_f_start (void)
{
  bench_start (&bench_f_state);
}

/* Stop the clock: bench_stop of bench.h.  */

void
bench_f_stop (void)
{
  bench_stop (&bench_f_state);
}

/* Compare the COUNT results OUT with the reference results REF within
   relative tolerance TOL: bench_check of bench.h.  A Fortran array of
   any rank is passed as its first element (sequence association), so
   COUNT is its SIZE.  A failure is remembered for bench_f_finish; the
   result of bench_check is dropped, so that Fortran can CALL this.  */

void
bench_f_check (const real *out, const real *ref, size_t count, double tol)
{
  bench_check (&bench_f_state, out, ref, count, tol);
}

/* Print the report lines and exit with the status of bench_finish of
   bench.h.  Fortran has no portable way to end a program with a given
   exit status, so this function does it.  */

void
bench_f_finish (void)
{
  exit (bench_finish (&bench_f_state));
}
