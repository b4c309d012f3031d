/* gpubench: timing, checking and reporting for the benchmark kernels.

   Every program of the suite is one source file compiled twice: once as
   the program under test (with the gpugen plugin, or plain -O3 for the
   CPU baseline) and once with -DBENCH_REF and without the plugin, which
   turns the kernel into its reference twin <name>_ref and drops main.
   The program runs the kernel between bench_start and bench_stop, runs
   the reference on copies of the same inputs, compares the two with
   bench_check and prints its report with bench_finish:

     kernel: gemm
     size: 64
     checksum: 1.2345678901e+05
     verify: ok
     time: 0.001234
     offloaded: no (backend host)

   The gpugen runtime is reached only through weak declarations, so a
   program built without libgpugen links and reports "backend host".  */

#ifndef GPUBENCH_BENCH_H
#define GPUBENCH_BENCH_H

#include <stddef.h>
#include <time.h>

/* The element type of every kernel.  */
typedef double real;

/* BENCH_FN (x) names the kernel: x in the program, x_ref in the
   reference object (the same source compiled with -DBENCH_REF).  */
#ifdef BENCH_REF
#define BENCH_FN(x) x##_ref
#else
#define BENCH_FN(x) x
#endif

/* BENCH_REF_DECL (x) (parameters...); declares the reference twin of
   kernel X in the program, before main.  */
#define BENCH_REF_DECL(x) extern void x##_ref

/* How many sizes one program may select with bench_size.  */
#define BENCH_MAX_SIZES 8

/* The state of one benchmark run, filled by bench_init and updated by
   the other bench_* functions.  */
struct bench
{
  /* The kernel's name, printed on the "kernel:" line.  */
  const char *name;
  /* Nonzero when argv asked for the large sizes ("large").  */
  int large;
  /* The explicit integers given on the command line, in order; the Nth
     call of bench_size returns the Nth of them when there is one.  */
  long overrides[BENCH_MAX_SIZES];
  /* How many entries of OVERRIDES are valid.  */
  int n_overrides;
  /* The values bench_size returned so far, printed on the "size:" line
     separated by spaces (the first is the main problem size).  */
  long sizes[BENCH_MAX_SIZES];
  /* How many entries of SIZES are valid.  */
  int n_sizes;
  /* Clock reading (CLOCK_MONOTONIC) taken by bench_start.  */
  struct timespec t_start;
  /* Seconds between bench_start and bench_stop.  */
  double seconds;
  /* The runtime's launch counter read by bench_start.  */
  unsigned long launches_start;
  /* Kernel launches made between bench_start and bench_stop.  */
  unsigned long launches;
  /* Sum of all output elements passed to bench_check.  */
  double checksum;
  /* Largest relative error seen by bench_check so far.  */
  double max_err;
  /* How many times bench_check was called.  */
  int n_checks;
  /* Nonzero once some bench_check call failed its tolerance.  */
  int failed;
};

/* Parse ARGV for program NAME into B and warm up the gpugen runtime
   (gpugen_init) when it is linked in, so that creating the device
   context is not timed.  Arguments: "small" (the default) or "large"
   choose the size set; integers override the sizes in the order the
   program asks for them with bench_size.  Exits on a bad argument.  */
void bench_init (struct bench *b, int argc, char **argv, const char *name);

/* Return the next problem size of B: the next explicit integer from the
   command line if there is one, else LARGE when "large" was asked for,
   else SMALL.  The value is recorded for the "size:" line.  */
int bench_size (struct bench *b, int small, int large);

/* Return COUNT zero-initialized reals from the heap; exits with a
   message when memory runs out.  Release with free.  */
real *bench_alloc (size_t count);

/* Return a fresh heap copy of the COUNT reals at SRC (for the inputs of
   the reference run).  Release with free.  */
real *bench_dup (const real *src, size_t count);

/* Start the clock of B and note the runtime's launch counter.  */
void bench_start (struct bench *b);

/* Stop the clock of B and count the launches made since bench_start.  */
void bench_stop (struct bench *b);

/* Compare the COUNT results OUT of the kernel with REF of the reference
   and add the sum of OUT to the checksum of B.  The error of an element
   is |out - ref| / max (|ref|, 1e-4 * max |ref|), so elements that are
   tiny next to the rest of the array are judged relative to the array's
   scale; the check fails when an error exceeds TOL or when exactly one
   of OUT and REF is not finite.  May be called once per output array;
   returns nonzero when this array passed.  */
int bench_check (struct bench *b, const real *out, const real *ref,
		 size_t count, double tol);

/* Print the report lines of B on stdout and return the program's exit
   status: 0 when every bench_check passed, 1 otherwise.  */
int bench_finish (struct bench *b);

#endif /* GPUBENCH_BENCH_H */
