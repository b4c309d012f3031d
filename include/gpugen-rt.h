/* gpugen-rt.h -- the ABI between gpugen-generated code and libgpugen.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The plugin emits calls to these entry points; users never call them
   (their API is gpugen.h).  The contract, in the order the calls happen
   (ABI version 2, the regions; version 1 is described after it):

   1. Every translation unit with offloaded loop nests holds one
      "struct gpugen_image" in read-only data: its device code and the
      names of its kernels.  No constructor is needed: the first
      __gpugen_region_enter that names the image registers it.

   2. Around each offloaded loop nest (a "region") the generated code
      reads, for a region with one array A copied in and out:

	if (CHECKS
	    && (__gpugen_region_estimate (bytes, launches, work, width),
		__gpugen_region_enter (3, &image, "file.c:12")))
	  {
	    d_A = __gpugen_region_alloc (hi * sizeof *A);
	    __gpugen_region_copy_in (d_A, A, lo * sizeof *A,
				     (hi - lo) * sizeof *A);
	    ... host loops ...
		slots[0] = (unsigned long long) d_A;   (8-byte slots, each
		*(long *) &slots[1] = n;                value at its start)
		__gpugen_region_launch (&image, 0, gx, gy, 32, 4, 1, 2,
					slots);
	    __gpugen_region_copy_out (A, d_A, lo * sizeof *A,
				      (hi - lo) * sizeof *A);
	    if (!__gpugen_region_exit ())
	      goto host;
	  }
	else
	  host: original loop nest on the host

      CHECKS are the plugin's run-time conditions (assumptions, ranges,
      aliasing, their answer passed through __gpugen_region_checked,
      then __gpugen_region_host_range_ok for the arrays whose copies
      reach elements that speculative accesses may touch outside their
      objects, with their answer passed through
      __gpugen_region_host_checked).  The estimate (one call per kernel; version 3) lets
      __gpugen_region_enter choose the host when the region is not worth
      the device (GPUGEN_OFFLOAD=auto, below); version 2 code has no
      estimate and enters with 2.  The region's state is thread-local: a region is
      entered, used and exited by one thread, and threads run regions
      concurrently.  Failure is sticky: the first call that fails
      (allocation, copy, launch) reports why, and every later region
      call of that region does nothing, so the generated code needs no
      test between the calls.  __gpugen_region_exit frees every buffer
      the region allocated and returns 1 when everything succeeded, or
      0 when something failed: host arrays are then intact, since they
      are written only by the copies back, which a failure before them
      skips, and the host version recomputes the nest.
      A copy back that fails after another copy back of the region
      already wrote results into host arrays leaves them inconsistent
      (some results written, the inputs of others overwritten), and
      no host version could recompute them: the runtime then reports
      it and aborts the program.  This needs a device or driver failure
      in the middle of the copies back; every failure before them falls
      back to the host.  The first copy back that fails falls back too:
      the device range is checked before copying, and the driver
      reports its errors before it writes.
      A grid dimension below 1 launches nothing, which is a success.
      On a CUDA device the region's copies and launches are queued on a
      stream of the calling thread and run asynchronously: a launch
      returns before the kernel ran, and a kernel that fails while
      executing is caught, and named, at the next point that waits for
      the stream.  Each __gpugen_region_copy_out first waits for every
      launch before it, so nothing is written into a host array before
      every earlier launch is known to have succeeded, and a kernel's
      failure still makes the region fall back to the host on intact
      arrays; __gpugen_region_exit waits for the rest.  A copy in
      returns once the host array has been read.  Copies of more than
      64 KiB go through page-locked staging buffers in chunks, the host
      copy of one chunk overlapping the DMA of another; a staged copy
      back that fails after a chunk was written into the host array
      counts as a copy back that wrote results (the program is
      aborted, as above).  Device buffers are kept after the exit for
      the next execution that allocates the same size.

      Version 1 (still accepted): a constructor registers the image with
      __gpugen_register_image (1, &image), and the region reads
      "if (__gpugen_device_ready (&image)) { __gpugen_region_begin
      (name); __gpugen_alloc, __gpugen_copy_to_device, __gpugen_launch,
      __gpugen_copy_from_device, __gpugen_free; __gpugen_region_end (); }
      else host", testing each call's result: each returns 0 or NULL
      after reporting, and never terminates the program.

   3. The runtime chooses the backend once, on first use:
      - the host, for which __gpugen_region_enter and
	__gpugen_device_ready return 0, when GPUGEN_DISABLE is set;
      - the CPU emulator when GPUGEN_EMULATE=1, without looking for a
	GPU;
      - otherwise a CUDA device (libcuda.so.1 opened with dlopen; the
	program never links against CUDA) when there is one;
      - otherwise the CPU emulator when some image registered by then
	carries an emulation image (emu_image below) and GPUGEN_EMULATE
	is not 0;
      - otherwise the host.
      On the emulator, images without an emulation image run their loop
      nests on the host.  The emulator (gpugen-emu.h says how emulation
      images are built and what it checks) runs kernels on the CPU with
      the semantics of a GPU: device memory separate from the host's,
      blocks of threads with __shared__ memory per block and true
      barriers; it reports out-of-bounds accesses and barrier
      divergence, which make the launch fail (the region falls back to
      the host; __gpugen_launch returns 0).  gpugen_backend then says
      "emulator".

   Environment variables read by the runtime (a boolean takes 1, yes,
   true or on, or 0, no, false or off, in any case; other values are
   reported and the default applies):
     GPUGEN_DISABLE=1: always use the host versions.
     GPUGEN_OFFLOAD=always|auto|never|explain: never is
       GPUGEN_DISABLE=1; explain decides as auto on the emulator too,
       prints each decision and runs every region on the host; auto,
       the default, keeps on the host the executions of regions whose
       estimated device time exceeds the host's (code of ABI version 3,
       which passes estimates; see __gpugen_region_estimate; a time loop
       tested on the host counts the steps its earlier executions ran,
       __gpugen_region_steps), on a CUDA device; always offloads every region whose checks pass.  The
       emulator offloads every region unless GPUGEN_OFFLOAD_MODEL is
       set.
     GPUGEN_OFFLOAD_MODEL=R,L,C,T,S,G,H,M: the constants of auto's cost
       model (runtime/profit.c): R us per region execution, L us per
       launch, C GB/s of copies, T threads at once, S ns per instance
       in a thread, G billion instances per second on the device, H ns
       per instance on the host, M GB/s of the host's reads; default
       the H100's (20, 0.8 with graphs, 33, 270336, 110, 20, 0.3, 16).
       Set, it also makes the emulator decide with them.
     GPUGEN_DEVICE=N: use CUDA device N.  Unset: in a process started
       by an MPI launcher, the device of its local rank modulo the
       number of devices (the rank from OMPI_COMM_WORLD_LOCAL_RANK,
       MPI_LOCALRANKID, MV2_COMM_WORLD_LOCAL_RANK or SLURM_LOCALID,
       the first set), else device 0.
     GPUGEN_DEBUG=N (a number): 1 traces initialization, module loads
       and launches on stderr; 2 also every allocation and copy.
     GPUGEN_PROFILE=1: print per-kernel and per-region statistics at
       exit.
     GPUGEN_ASYNC=0: make the regions' copies and launches synchronous
       (default 1: queued on the thread's stream), for comparisons.
     GPUGEN_KEEP_BUFFERS=0: free a region's device buffers at its exit
       instead of keeping them for the next execution (default 1; kept
       buffers are freed when an allocation runs short of memory).
     GPUGEN_REGISTER_MB=N: copies of at least N MiB page-lock the host
       range in place (cuMemHostRegister, undone before the copy
       returns) instead of going through the staging buffers; unset or
       0: never.
     GPUGEN_GRAPHS=0: submit the launches of regions one by one
       (default 1: in batches of up to 64, replayed as CUDA graphs whose
       nodes are updated in place; under GPUGEN_PROFILE each batch is
       timed as a whole and its time split evenly among its launches).
     GPUGEN_COPY_THREADS=N: N helper threads share staged transfers
       with the calling thread (default: three quarters of the CPUs
       less one, at most 11: 11 on 16 CPUs, 5 on 8, 2 on 4, none
       below 2).
     GPUGEN_PREFAULT=0: leave the page faults of a copy back into host
       memory never touched to the copy (default 1: while a copy back of
       at least 4 MiB waits for kernels, the copy helpers fault in the
       pages of its range that are not resident, until the kernels
       finish; see __gpugen_region_prefault).
     GPUGEN_CUDA_LIBRARY=FILE: open FILE instead of libcuda.so.1 (for
       tests).
     GPUGEN_EMULATE=1: use the emulator even when there is a GPU;
       GPUGEN_EMULATE=0: never use it.  Unset: the emulator runs when
       there is no GPU and an image carries an emulation image.
     GPUGEN_EMU_SHUFFLE=SEED: run the blocks of every emulated launch
       (and the threads of every block) in a pseudo-random order drawn
       from the number SEED, never the natural order, to catch kernels
       that depend on the order of blocks; a SEED that is not a number
       takes a seed from the clock, and prints it.  0 or unset: in
       order.
     GPUGEN_EMU_STACK=KIB: the stack of each emulated thread (default
       256 KiB).
     GPUGEN_EMU_UNINIT=0: do not report uninitialised device reads (a
       kernel's checked read of, or a copy back of, device memory that
       no copy to the device and no kernel wrote; gpugen-emu.h).
     GPUGEN_PROCMAP_QUERY=0: examine the host memory of speculative
       copies (__gpugen_region_host_range_ok) from the text of
       /proc/self/maps instead of the PROCMAP_QUERY ioctl (default 1:
       the ioctl where the kernel has it, Linux 6.11), for tests.
     GPUGEN_EMU_STRICT=1: end the program, with exit status 86, after
       the emulator reports an error in a kernel or a copy, instead of
       running the host path.

   All entry points are thread-safe.  Device pointers are valid in every
   thread; a region's state belongs to the thread that entered it.

   GPUGEN_DEBUG=1 traces, among the rest, each launch with its grid and
   block; GPUGEN_PROFILE=1 prints at exit, per kernel, its launches,
   its grid and block and its device time, with the region of its first
   launch, per region (the NAME of __gpugen_region_enter) its
   entries and the bytes and time of its copies each way (the time of a
   copy to the device is the host's, until the copy is queued), then,
   for a region of which some executions ran on the host, how many ran
   each way and why ("2 of 6 executions on the device, 4 on the host (2
   after a failure, 2 without a device)"), and last "gpugen: N kernel
   launches on BACKEND", BACKEND being the GPU's name, "emulator" or
   "host".  A region that GPUGEN_OFFLOAD=auto's estimate placed also
   gets "region NAME: host: estimated 9 ms on the device against 0.3 ms
   on the host: 120000 launches" (the last execution placed on the
   host, naming the device estimate's largest term) and the same with
   "device:" for the last one placed on the device.

   Versioning: any change to struct gpugen_image or to the signature or
   meaning of an entry point increments GPUGEN_RT_ABI_VERSION.  The
   runtime ignores (with a message) images of a version it does not
   know, so the host code still runs.  Version 2 added the region entry
   points; version 3 added __gpugen_region_estimate, whose calls precede
   __gpugen_region_enter (3, ...), and later, within version 3 (code
   that does not call them decides as before), the optional
   __gpugen_region_estimate_host, __gpugen_region_estimate_steps and
   __gpugen_region_steps; struct gpugen_image is the same in versions
   1, 2 and 3.  */

#ifndef GPUGEN_RT_H
#define GPUGEN_RT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this ABI, passed to __gpugen_region_enter (and to
   __gpugen_register_image).  The runtime accepts versions 1, 2 and 3.  */

#define GPUGEN_RT_ABI_VERSION 3

/* The device code of one translation unit, as the plugin embeds it.  The
   runtime keeps a pointer to it, so it must live as long as the program
   (or the shared object holding it).  A shared object with images of
   version 2, which nothing unregisters, must not be unloaded after one
   of its regions ran (dlclose); version-1 images are unregistered by a
   destructor.  */

struct gpugen_image
{
  /* The CUDA code: a fatbinary as written by "nvcc -fatbin", a cubin, or
     NUL-terminated PTX text, in any case what cuModuleLoadDataEx
     accepts.  NULL when the plugin produced no CUDA code for this unit
     (for example because nvcc was not available).  */
  const void *fatbin;

  /* Size in bytes of FATBIN, 0 when FATBIN is NULL.  The driver does not
     need it; the runtime uses it for traces and sanity checks.  */
  size_t fatbin_size;

  /* The image for the CPU emulator: the bytes of a shared object built
     by the host's C++ compiler from the CUDA code with gpugen-emu.h
     (which describes the convention), or NULL when there is none.  */
  const void *emu_image;

  /* Size in bytes of EMU_IMAGE, 0 when EMU_IMAGE is NULL.  */
  size_t emu_size;

  /* The number of kernels in the image.  */
  unsigned num_kernels;

  /* NUM_KERNELS kernel entry-point names, as in the device code (the
     extern "C" names of the __global__ functions).  Kernel K of
     __gpugen_launch is KERNEL_NAMES[K].  */
  const char *const *kernel_names;

  /* A name for traces and profiles, normally the source file of the
     translation unit; may be NULL.  */
  const char *name;
};

/* Register IMG, built for ABI VERSION.  Called from a constructor of the
   translation unit that holds IMG, before main (ABI version 1; version
   2 code needs no constructor).  Nothing is loaded on a device yet.
   An unknown VERSION is reported ("expected 3, received 4") and IMG is
   ignored, so its loop nests run on the host.  Registering an image
   twice is harmless.  */

extern void __gpugen_register_image (unsigned version,
				     const struct gpugen_image *img);

/* Forget IMG, unloading its module from the device.  Optional; for
   destructors of shared objects that may be unloaded.  */

extern void __gpugen_unregister_image (unsigned version,
				       const struct gpugen_image *img);

/* Return 1 if the kernels of IMG can be launched now: the device is
   initialized (on first use) and IMG's module is loaded, with every one
   of its kernels found.  Return 0 if the host version must run instead:
   no GPU, GPUGEN_DISABLE, IMG not registered, or a load error (reported
   once; the image then stays on the host for the rest of the run).  */

extern int __gpugen_device_ready (const struct gpugen_image *img);

/* Allocate BYTES of device memory and return its device address, or
   NULL on failure.  A request for 0 bytes returns a valid 1-byte block,
   so that empty arrays need no special case.  */

extern void *__gpugen_alloc (size_t bytes);

/* Copy BYTES from host address HOST to device address DEV.  Return 1 on
   success, 0 on failure.  Copies are synchronous.  */

extern int __gpugen_copy_to_device (void *dev, const void *host,
				    size_t bytes);

/* Copy BYTES from device address DEV to host address HOST.  Return 1 on
   success, 0 on failure.  */

extern int __gpugen_copy_from_device (void *host, const void *dev,
				      size_t bytes);

/* Free device memory DEV returned by __gpugen_alloc.  NULL is ignored.  */

extern void __gpugen_free (void *dev);

/* Launch kernel KERNEL of IMG (an index into IMG->kernel_names) on a
   GRID of blocks of BLOCK threads, with SHARED_BYTES of dynamic shared
   memory, and wait for it to finish.  ARGS holds one pointer per kernel
   parameter, in order, to the parameter's value (for an array, to a
   variable holding the address that __gpugen_alloc returned).  Return 1
   on success; a grid with a zero dimension launches nothing and also
   returns 1.  Return 0 after reporting a launch or execution error; an
   execution error (an illegal address, for example) leaves the device
   unusable, and later calls of __gpugen_device_ready return 0.  */

extern int __gpugen_launch (const struct gpugen_image *img, unsigned kernel,
			    const unsigned grid[3], const unsigned block[3],
			    unsigned shared_bytes, void **args);

/* Bracket one execution of an offloaded region named NAME (a string
   that lives as long as the program, normally "file.c:LINE") for
   GPUGEN_PROFILE: the bytes and time of the copies between the two calls
   are charged to NAME.  Regions do not nest; a begin without an end is
   closed by the next begin.  The calls are cheap when profiling is off.  */

extern void __gpugen_region_begin (const char *name);
extern void __gpugen_region_end (void);

/* The region entry points (ABI version 2; see the head of this file).  */

/* Enter the region NAME (a string that lives as long as the program,
   normally "file.c:LINE"; it names the region in GPUGEN_PROFILE and
   messages) whose kernels are in IMG, built for ABI VERSION.  Register
   IMG if it is not registered, choose the backend on first use and load
   IMG's module if needed.  Return 1 if the region can run on the device:
   the calling thread is then in the region until __gpugen_region_exit.
   Return 0 if the host version must run (no device, GPUGEN_DISABLE, an
   unknown VERSION, a load error); then no other region call follows.
   A region that a thread entered and never exited is closed (its
   buffers freed) by the thread's next __gpugen_region_enter.  */

extern int __gpugen_region_enter (unsigned version,
				  const struct gpugen_image *img,
				  const char *name);

/* ABI version 3: describe the next region the calling thread enters,
   before __gpugen_region_enter (3, ...), by one call per kernel of the
   region: BYTES the bytes the region copies (in and out, the same in
   every call), LAUNCHES how many times the kernel is launched, WORK its
   statement instances and WIDTH its threads per launch, all estimated
   by the plugin from the parameter values (bounding boxes: upper
   bounds, not counts).  __gpugen_region_enter compares the device's
   estimated time with the host's (runtime/profit.c) under
   GPUGEN_OFFLOAD=auto, and returns 0 when the host is faster.  A
   negative or non-finite value leaves the region without an estimate
   (it is offloaded).  */

extern void __gpugen_region_estimate (double bytes, double launches,
				      double work, double width);

/* After the __gpugen_region_estimate calls of a region, where the
   plugin knows them (ABI version 3 still: code that does not call them
   gets the estimate without them): BYTES the bytes the region's host
   path reads and writes (the bounding boxes of the elements each array
   touches, which may be fewer than the rows BYTES copies), for the
   host's memory term; and, for a region whose time loop tests an exit
   on data on the host, STEPS the steps of that loop that the
   estimates count (all the loop may run: its count, or the 2^52 of a
   loop without one).  A negative or non-finite value is ignored.  */

extern void __gpugen_region_estimate_host (double bytes);
extern void __gpugen_region_estimate_steps (double steps);

/* In such a region, on the device path, after its time loop: the loop
   ran RAN of its ALL steps (ALL where the count ended it).  The
   runtime remembers, per region name, the most steps an execution that
   left on data ran, for the estimate of the region's next executions
   (runtime/profit.c); nothing else changes.  Ignored outside a
   region and after a failure of the region.  */

extern void __gpugen_region_steps (double ran, double all);

/* Allocate BYTES of device memory for the current region and return its
   device address; it is freed by __gpugen_region_exit.  On failure, or
   after an earlier failure of the region, return NULL (the region has
   failed).  A request for 0 bytes returns a valid address.  */

extern void *__gpugen_region_alloc (size_t bytes);

/* Copy the BYTES bytes at byte OFFSET of the host array HOST to byte
   OFFSET of the device buffer DEV (from __gpugen_region_alloc).  A
   failure makes the region fail; after one, nothing is copied.  */

extern void __gpugen_region_copy_in (void *dev, const void *host,
				     size_t offset, size_t bytes);

/* Copy the BYTES bytes at byte OFFSET of the device buffer SRC to byte
   OFFSET of the device buffer DST (both from __gpugen_region_alloc,
   distinct), after the copies and launches before it: the plugin fills
   a read-only snapshot of an array's values at the region's entry this
   way, right after the array's copy in (gpugen-snapshot.cc).  A failure
   makes the region fail; after one, nothing is copied.  */

extern void __gpugen_region_copy_device (void *dst, const void *src,
					 size_t offset, size_t bytes);

/* Launch kernel KERNEL of IMG on a grid of GX x GY blocks of BX x BY x
   BZ threads, and wait for it.  SLOTS is an array of NARGS 8-byte slots
   (unsigned long long), one per kernel parameter in order, each holding
   the parameter's value with the parameter's own type at the start of
   the slot (a device address from __gpugen_region_alloc, a long, a
   float, ...); the runtime passes the address of slot I as the I-th
   kernel argument.  GX or GY below 1 launches nothing (a success).  A
   failure makes the region fail; after one, nothing is launched.  */

extern void __gpugen_region_launch (const struct gpugen_image *img,
				    unsigned kernel, long gx, long gy,
				    unsigned bx, unsigned by, unsigned bz,
				    unsigned nargs, void *slots);

/* Copy the BYTES bytes at byte OFFSET of the device buffer DEV back to
   byte OFFSET of the host array HOST.  After an earlier failure of the
   region, nothing is copied.  If this copy fails after an earlier copy
   back of the region succeeded, the runtime reports it and aborts (see
   the head of this file); if it is the region's first copy back, the
   region fails.  */

extern void __gpugen_region_copy_out (void *host, const void *dev,
				      size_t offset, size_t bytes);

/* Announce a copy back that the region makes later with the same
   arguments (__gpugen_region_copy_out), after its launches and before
   its first copy back: while the first copy back waits for the
   launches, the runtime's copy helpers then fault in the pages of this
   host range that are not resident yet too (GPUGEN_PREFAULT), which
   writes no data.  The plugin emits it for each copy back of a region
   with several (the first copy back does so for its own range).  It
   only notes the range, and never fails; after a failure, without
   launches pending or on the emulator, it does nothing.  */

extern void __gpugen_region_prefault (void *host, const void *dev,
				      size_t offset, size_t bytes);

/* Read the BYTES bytes at host address HOST into DST as the current
   region has them: from the device buffer a copy in of the region
   (__gpugen_region_copy_in) put them in, after the copies and launches
   before this call, or from the host where no copy in covers them (no
   kernel of the region writes them).  The plugin reads this way the
   values the exit on data of a time loop tests between its steps.
   Return 1 on success.  On failure (which makes the region fail), and
   after an earlier failure of the region, DST gets the host's value and
   the result is 0.  */

extern int __gpugen_region_read (void *dst, const void *host, size_t bytes);

/* Return 1 if the BYTES bytes at byte OFFSET of the host array HOST
   lie in mapped memory that is readable, private (not MAP_SHARED),
   ordinary (anonymous, or a private mapping of a regular file within
   its size; never a device file nor a special mapping of the kernel)
   and, when WRITE is not 0, writable; 0 otherwise, and when it cannot
   be told (runtime/hostrange.c says how it looks).  The plugin calls it
   among the run-time checks of a region (CHECKS above), before
   __gpugen_region_enter, for each array whose copies cover elements
   that a speculative access may touch outside the array's object (a
   search loop run past its exit on data, a conditional store made
   unconditional), WRITE when the array is copied back; on 0 the region
   runs on the host.  NAME is the region's name (as for
   __gpugen_region_enter), for GPUGEN_DEBUG's trace; the count of
   GPUGEN_PROFILE is __gpugen_region_host_checked's.  It answers the same
   under GPUGEN_DISABLE, whose count __gpugen_region_enter makes.  BYTES
   0 returns 1.  It changes nothing and never fails otherwise.
   (Added to version 3's runtime: code that calls it needs a runtime
   that has it, and does not link against an older one.)  */

extern int __gpugen_region_host_range_ok (const char *name,
					  const void *host, size_t offset,
					  size_t bytes, int write);

/* Return OK, the value (1 or 0) of the plugin's run-time checks of the
   model of the region NAME (its assumptions, the bounds of its copies,
   the disjointness of arrays that may alias), computed by the caller
   before anything else of the region.  Where OK is 0 the region runs on
   the host, and GPUGEN_PROFILE counts the execution "by the run-time
   checks" (GPUGEN_DEBUG=1 says so); the caller then passes 0 bytes to
   the __gpugen_region_host_range_ok calls that follow, which were
   computed from the values the checks rejected.  It changes nothing
   else and never fails.  (Added to version 3's runtime, as
   __gpugen_region_host_range_ok was.)  */

extern int __gpugen_region_checked (const char *name, int ok);

/* Return OK, the conjunction (1 or 0) of the region NAME's host memory
   checks: the __gpugen_region_host_range_ok calls, and the
   disjointness of each range they checked for writing from the ranges
   of the other arrays the region copies back.  Where OK is 0 the region
   runs on the host, and GPUGEN_PROFILE counts the execution once "by
   the host memory check", however many of those checks failed.  The
   caller computes OK as 1 where __gpugen_region_checked answered 0
   (that execution is counted there).  It changes nothing else and never
   fails.  (Added to version 3's runtime with
   __gpugen_region_checked.)  */

extern int __gpugen_region_host_checked (const char *name, int ok);

/* The folds of __gpugen_region_fold: how the partial results of a
   scalar reduction, one per iteration of the outermost loop of its
   nest (a row) in the loops' order, combine with the reduction's
   initial value E into its final value, one row's partial R after
   another (gpugen-reduce.cc proves each exact for every input):

     GPUGEN_FOLD_ADD, _MUL   E + R, E * R; for an integer type in its
			     unsigned counterpart (wrapping)
     GPUGEN_FOLD_AND, _IOR, _XOR
			     E & R, E | R, E ^ R (integer types)
     GPUGEN_FOLD_MIN, _MAX   the smaller, the larger (integer types)
     GPUGEN_FOLD_SEL_GT, _GE, _LT, _LE
			     "if (R > E) E = R" and with >=, <, <=
     GPUGEN_FOLD_KEEP_GT, _GE, _LT, _LE
			     with the row's state S (STATES below): no
			     change where S is 0 (an empty row), E = R
			     where S & 2 (the row saw a NaN), otherwise
			     "E = E > R ? E : R" and with >=, <, <=

   A kind is GPUGEN_FOLD_KIND (OP, TYPE).  */

enum gpugen_fold_op
{
  GPUGEN_FOLD_ADD, GPUGEN_FOLD_MUL, GPUGEN_FOLD_AND, GPUGEN_FOLD_IOR,
  GPUGEN_FOLD_XOR, GPUGEN_FOLD_MIN, GPUGEN_FOLD_MAX,
  GPUGEN_FOLD_SEL_GT, GPUGEN_FOLD_SEL_GE, GPUGEN_FOLD_SEL_LT,
  GPUGEN_FOLD_SEL_LE,
  GPUGEN_FOLD_KEEP_GT, GPUGEN_FOLD_KEEP_GE, GPUGEN_FOLD_KEEP_LT,
  GPUGEN_FOLD_KEEP_LE,
  GPUGEN_FOLD_N_OPS
};

/* The element types of the folds: signed and unsigned integers of 8, 16,
   32 and 64 bits, float and double.  */

enum gpugen_fold_type
{
  GPUGEN_FOLD_I8, GPUGEN_FOLD_U8, GPUGEN_FOLD_I16, GPUGEN_FOLD_U16,
  GPUGEN_FOLD_I32, GPUGEN_FOLD_U32, GPUGEN_FOLD_I64, GPUGEN_FOLD_U64,
  GPUGEN_FOLD_F32, GPUGEN_FOLD_F64,
  GPUGEN_FOLD_N_TYPES
};

#define GPUGEN_FOLD_KIND(OP, TYPE) ((unsigned) (OP) * 16 + (unsigned) (TYPE))

/* The spellings of the operations and of the types in the names of the
   fold kernels (below), in the orders of the two enums: the plugin,
   which prints the kernels, and the runtime, which looks them up, both
   take them from here.  */

#define GPUGEN_FOLD_OP_NAMES						\
  { "add", "mul", "and", "ior", "xor", "min", "max",			\
    "sel_gt", "sel_ge", "sel_lt", "sel_le",				\
    "keep_gt", "keep_ge", "keep_lt", "keep_le" }
#define GPUGEN_FOLD_TYPE_NAMES						\
  { "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32", "f64" }

/* The fold kernels.  For each kind whose partials can be folded on the
   device exactly (the folds of integers but for the KEEP ones, and the
   SEL folds of floats: their step is associative, see runtime/fold.c),
   the plugin may add to an image that folds partials of that kind a
   kernel named "gpugen_fold_" OP "_" TYPE, with OP one of add, mul,
   and, ior, xor, min, max, sel_gt, sel_ge, sel_lt, sel_le and TYPE one
   of i8, u8, i16, u16, i32, u32, i64, u64, f32, f64 (for instance
   gpugen_fold_sel_ge_f64), listed in the image's KERNEL_NAMES after the
   loop nests' kernels, of prototype

     extern "C" __global__ void
     gpugen_fold_OP_TYPE (const T *values, unsigned long long first,
			  unsigned long long count, T *out)

   launched with GPUGEN_FOLD_THREADS threads per block (x only) and a
   grid of B blocks (x only): block b folds, from the fold's identity,
   its share of the elements [FIRST, FIRST + COUNT) of VALUES (the
   ceil (COUNT / B) elements from FIRST + b ceil (COUNT / B), fewer or
   none at the end), each thread a contiguous piece of that share, and
   the threads' results are combined in their order, the left one with
   the right one, in shared memory; OUT[b] gets the block's result.
   __gpugen_region_fold launches it where COUNT is at least
   GPUGEN_FOLD_DEVICE_MIN and folds the B results on the host instead
   of the COUNT partials; an image without the kernel folds them all
   on the host.  The names and the launch are part of this ABI; the
   kernels are optional.  */

/* Whether the partials of the fold KIND may be folded on the device in
   contiguous segments from the identity, each segment's result then
   combined in order with the next (the argument is at the head of
   runtime/fold.c): every integer fold but the KEEP ones, and the SEL
   folds of floats.  The plugin asks it before it prints a fold kernel
   (gpugen-devfold.cc), the runtime before it launches one.  */

static inline int
gpugen_fold_device_kind_p (unsigned kind)
{
  unsigned op = kind / 16, type = kind % 16;
  int flt = type == GPUGEN_FOLD_F32 || type == GPUGEN_FOLD_F64;

  if (op >= GPUGEN_FOLD_KEEP_GT || type >= GPUGEN_FOLD_N_TYPES)
    return 0;
  if (flt)
    return op >= GPUGEN_FOLD_SEL_GT && op <= GPUGEN_FOLD_SEL_LE;
  return 1;
}

#define GPUGEN_FOLD_THREADS 256
#define GPUGEN_FOLD_DEVICE_MIN 4096

/* Fold into *RESULT the partial results of a reduction of the current
   region, after the copies and launches before this call: the COUNT
   elements of the fold's type from element FIRST of the device buffer
   VALUES (from __gpugen_region_alloc), starting from the initial value
   *INIT, by the fold KIND (GPUGEN_FOLD_KIND above), in their order;
   for the KEEP folds, with the rows' states, ints, from element FIRST
   of the device buffer STATES (NULL for the other folds).  RESULT and
   INIT point to host values of the fold's type.  From
   GPUGEN_FOLD_DEVICE_MIN partials on, where the region's image has the
   fold kernel of KIND (above), the device folds them in segments first
   (queued after the region's launches) and only the segments' results
   are read back; otherwise, or where that kernel is missing or its
   result buffer cannot be had, all are read back and folded on the
   host; a launch of the fold kernel that fails fails the region, as
   the read of the partials does.  Return 1 on success.
   On failure (which makes the region fail: its exit returns 0 and the
   host version runs), after an earlier failure of the region, outside a
   region and for an unknown KIND, *RESULT gets *INIT (for an unknown
   KIND, nothing) and the result is 0.  The plugin calls it after a
   region's launches, before its copies back (gpugen-reduce.cc).  (Added
   to version 3's runtime: code that calls it needs a runtime that has
   it.)  */

extern int __gpugen_region_fold (unsigned kind, void *result,
				 const void *init, const void *values,
				 const void *states, size_t first,
				 size_t count);

/* Leave the current region, freeing its device buffers.  Return 1 if
   every call of the region succeeded (its results are in the host
   arrays), 0 if one failed (the host arrays are intact and the host
   version must run).  Without a current region, return 0.  */

extern int __gpugen_region_exit (void);

#ifdef __cplusplus
}
#endif

#endif /* GPUGEN_RT_H */
