/* The gpugen data model: SCoPs, statements, arrays and accesses.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   This is the one header shared by every stage of the plugin.  A SCoP
   ("static control part") is a single-entry region of a function whose
   control flow is made of loops with affine bounds and affine conditions,
   and whose memory accesses are affine functions of the loop counters and
   of parameters (SSA names defined before the region).  Stages:

     gpugen-select.cc   rewrites data-dependent diamonds that only compute
			 values (x = a < b ? a : b) as selects, first
			 (after gpugen-exits.cc has moved the code that an
			 exit on data runs past the loop's end, under a
			 flag);
     gpugen-errno.cc    undoes, in gpugen-select.cc's rounds, GCC's
			 split of a math call guarded for errno (the
			 library call always runs);
     gpugen-spec.cc     records the stores that gpugen-select.cc makes
			 unconditional on trial, checks them for the
			 model and undoes them at the end of the pass;
     gpugen-temps.cc    moves a temporary that every iteration of a
			 loop allocates and frees, of one size (the mask
			 of a "do concurrent" nested in another loop),
			 out of the loop, first (exact; it stays);
     gpugen-carried.cc  gives a counter that a loop carries across a
			 guarded loop inside it (gfortran's index into
			 the mask of a "do concurrent" with several
			 indices) a closed form, first (exact; it stays);
     gpugen-hoist.cc    moves loop-invariant bound computations,
			 descriptor loads and loads of scalars that the
			 loop cannot store to to preheaders (before and
			 after gpugen-select.cc and gpugen-exits.cc);
     gpugen-exits.cc    makes the exits on data of search loops a
			 flag and selects, for the model (undone at
			 the end of the pass), with
     gpugen-exitload.cc the loads at the position where such a loop
			 left, captured in the loop, and
     gpugen-exitstore.cc the stores there, moved into the loop at the
			 exit's test; then;
     gpugen-hostexit.cc takes the exit on data of a time loop (a loop
			 around nests, "if (a[k][k] > tol) break;",
			 "while (a[c][c] < tol && it < maxit)") out of
			 the model, to be tested on the host between
			 steps (undone at the end of the pass), with
     gpugen-stepcount.cc a step counter of its own for the model where
			 the loop has no count ("while (err > tol)"),
			 removed with the exit put back,
     gpugen-exitjoin.cc the stores that GCC's store motion put on each
			 way out of such a loop ("it = k" of a Fortran
			 dummy; under its flag, made unconditional, for a
			 global counter), or that a "do it = 1, maxit"
			 of a dummy makes in every step, moved there,
			 joined into one block after it, where the
			 region ends (exact; it stays), and
     gpugen-reduce-exit.cc the reductions whose value such a test
			 reads (a convergence loop's error), alone or
			 with the code after the loop, rewritten for the
			 model so that the host loop folds their
			 partials after each step (and keeps the last
			 step's fold for after the loop, and for a store
			 of the error to memory in each step or on each
			 way out, made once after the loop); then;
     gpugen-delicm.cc   loads again, at their loop's header, the array
			 elements that PRE keeps in a register across
			 the loop (PHIs that mirror memory), then;
     gpugen-detect.cc   finds candidate regions and checks every statement
			 (records a gpugen_reject reason on failure);
     gpugen-reduce.cc   rewrites, for the model, a scalar that a nest
			 at a region's top level accumulates and the
			 program reads after it (a sum, a maximum) as one
			 partial result per iteration of the nest's
			 outermost loop, in an array that lives on the
			 device, folded on the host after the region
			 (called by the driver for each region before its
			 model; undone at the end of the pass;
			 gpugen-reduce-fold.cc folds the partials in the
			 device path, gpugen-reduce-rows.cc puts the rows
			 under a short outermost loop, one per iteration
			 of the loop inside it, and decides whether a
			 single loop gets one per iteration,
			 gpugen-reduce.h between them);
     gpugen-reduce-mem.cc promotes, for the model, a maximum or minimum
			 that such a nest keeps in memory through a
			 pointer that may alias its arrays ("if (d >
			 *errp) *errp = d;") to a register, which
			 gpugen-reduce.cc then rewrites, the device path
			 storing the fold there under a run-time check
			 of its bytes against the arrays (undone at the
			 end of the pass);
     gpugen-reduce-memexit.cc promotes, before detection, a time loop's
			 error kept in memory through such a pointer
			 ("*errp = 0.0; ... if (d > *errp) *errp = d;
			 ... if (*errp < tol) break;") to a register
			 across the loop, stored on its exits, so that
			 the loop is one region under that run-time
			 check (undone where it is not, and at the end
			 of the pass);
     gpugen-model.cc    builds the polyhedral model of an accepted region:
			 iteration domains, access relations, the original
			 schedule tree;
     gpugen-domain.cc   builds the region's loops, their latch counts
			 and the iteration domains of its blocks (called
			 from gpugen-model.cc);
     gpugen-affine.cc   turns bounds and subscripts into affine
			 expressions and isl objects (the interface
			 between the two is gpugen-model.h);
     gpugen-quasisub.cc reads subscripts with divisions and remainders
			 (c[i / 2], a[i % 4]) as quasi-affine access
			 relations, and gives delinearization their
			 divisions as counters of their own (called from
			 gpugen-model.cc and gpugen-delin.cc);
     gpugen-nowrap.cc   proves the no-wrap checks of values computed in
			 unsigned arithmetic from their domains, or makes
			 them run-time assumptions, and gives the
			 conditions that guard a region's entry (its
			 context);
     gpugen-cond.cc     turns conditions (comparisons, GCC's
			 combinations of them into truth values, range
			 tests folded into unsigned comparisons) into
			 sets of iterations (for gpugen-domain.cc and
			 gpugen-model.cc);
     gpugen-delin.cc    delinearizes arrays with run-time sizes
			 (gpugen-poly.cc does the polynomial arithmetic;
			 gpugen-poly.h between them; gpugen-descr.cc
			 gives the strides and offsets of Fortran array
			 descriptors their contiguous forms, and
			 gpugen-descr-realloc.cc their values where
			 gfortran's reallocation on assignment merges
			 them, gpugen-descr-optional.cc those of an
			 optional dummy after its present ();
			 gpugen-delin-assume.cc the assumptions
			 under which a split is exact);
     gpugen-delin-fixed.cc splits arrays of fixed shape (Fortran's
			 module, COMMON and derived-type arrays, reached
			 linearized) by their constant strides where the
			 run-time check of the subscripts' ranges frees
			 a loop of dependences (gpugen-delin.cc calls it
			 for each array it has not delinearized);
     gpugen-grain.cc    splits a block's statement into one statement
			 per store (and per scalar written for other
			 blocks);
     gpugen-deps.cc     computes flow, anti and output dependences and
			 decides which loops are parallel;
     gpugen-private.cc  privatizes workspace arrays: an array whose
			 every read in an iteration of the loops around
			 its accesses was written earlier in the same
			 iteration gets a copy per iteration in device
			 memory, and its false dependences go (then
			 gpugen-deps.cc runs again);
     gpugen-snapshot.cc gives the reads of a written array that see
			 only its values from before the region a
			 read-only snapshot of those values on the
			 device, where that lets more loops run in
			 parallel (then gpugen-deps.cc runs again);
     gpugen-indexset.cc splits a statement's domain along the
			 hyperplanes where it reads what other instances
			 of it write (Floyd-Warshall's j == k and
			 i == k), where every piece off them then has
			 more loops free of its own dependences (then
			 gpugen-deps.cc runs again);
     gpugen-schedule.cc computes the new schedule with isl and marks the
			 bands that become kernels;
     gpugen-fuse.cc     fuses consecutive kernels of one mapped loop
			 where every dependence between them stays in
			 one iteration (called from gpugen-schedule.cc);
     gpugen-map.cc      maps kernels to blocks and threads and builds
			 the host and kernel ASTs (gpugen-map.h between
			 it and gpugen-choose.cc);
     gpugen-choose.cc   chooses the schedule the kernels are mapped
			 from: isl's or the original one, with scalars
			 in registers or in device memory (called from
			 gpugen-map.cc);
     gpugen-tile.cc     tiles a kernel's outermost permutable band, its
			 tile loops to blocks and point loops to threads,
			 with the loop for threadIdx.x chosen for
			 coalescing, and the tile sizes (called from
			 gpugen-map.cc);
     gpugen-shared.cc   promotes the tile footprints of read-only arrays
			 with reuse to __shared__ memory: copy-in
			 statements and barriers in the kernel's schedule,
			 and their CUDA (called from gpugen-tile.cc and
			 gpugen-cuda.cc);
     gpugen-register.cc register-tiles a tiled contraction: each
			 thread keeps the elements only it accesses
			 (its accumulators) in registers across the
			 sequential tile loops, its point loops unrolled
			 (called from gpugen-tile.cc, gpugen-map.cc and
			 gpugen-cuda.cc);
     gpugen-mma.cc      runs the products of a register-tiled double
			 contraction's full tiles on the FP64 tensor
			 cores (mma.sync m8n8k4, the same fused chain
			 per element), its accumulators exchanged
			 between the two layouts through shared memory
			 around them (called from gpugen-cuda.cc);
     gpugen-memory.cc   decides what each array copies in and out;
     gpugen-profit.cc   estimates each kernel's work, launches and
			 width over the parameters, and the elements
			 each array touches, for the runtime's choice
			 between device and host;
     gpugen-cuda.cc     prints the kernels as CUDA (gpugen-cuda-expr.cc
			 prints expressions; gpugen-cuda.h between them;
			 gpugen-reduce-lanes.cc prints the row loop of a
			 kernel of reductions' rows, one row per block,
			 shared by its threads);
     gpugen-image.cc    runs nvcc (and g++ for the emulator) at the end
			 of the unit and embeds the image;
     gpugen-devfold.cc  prints the unit's fold kernels, which fold many
			 partials of a reduction on the device
			 (gpugen-reduce-fold.cc notes the folds' kinds;
			 gpugen-image.cc adds the kernels to the image);
     gpugen-cache.cc    keeps built images for later compilations;
     gpugen-host.cc     versions the region in GIMPLE with calls into
			 the runtime (gpugen-hostexpr.cc translates its
			 isl expressions and builds its run-time checks;
			 gpugen-host.h between them);
     gpugen-liveout.cc  checks the region's shape and the values that
			 leave it, and resets the debug uses after it
			 (called from gpugen-host.cc);
     gpugen-exittest.cc generates the host test of a time loop's exit
			 on data between steps and the values the loop
			 leaves, from the step where it left (called from
			 gpugen-host.cc and gpugen-liveout.cc;
			 gpugen-hostexit.h between it and
			 gpugen-hostexit.cc);
     gpugen-hostvec.cc  finds the loops of an offloaded region that carry
			 no dependence through memory, and versions the
			 region's host copy on its run-time checks, so
			 that GCC vectorizes those loops in the copy that
			 runs when the checks pass;
     gpugen-dump.cc     prints the model and the mapping to the dump
			 file;
     gpugen-culprit.cc  names the culprits of missed remarks (the
			 source names and lines behind GIMPLE's
			 temporaries, for every stage);
     gpugen.cc          the pass, the driver and plugin_init;
     gpugen-options.cc  the table of -fplugin-arg-gpugen-* options.

   Iteration domains are expressed in canonical loop counters: the
   statement "S3" nested in loops L1..Ld has the isl tuple S3[c1,...,cd]
   where ck counts the iterations of Lk from zero.  Original induction
   variables are affine functions of these counters (found with scalar
   evolution), so every subscript and bound is expressed in counters and
   parameters.  All isl objects belong to gpugen_isl_ctx and are owned by
   the structure that holds them; gpugen_scop_free releases everything.  */

#ifndef GPUGEN_H
#define GPUGEN_H

#include "gpugen-compat.h"

/* Why a loop nest is not a SCoP.  Kept as an enum, as Polly's
   RejectReasonKind, so tests and later issues can lift them one by one.
   The text of each reason is returned by gpugen_reject_text.  */

enum gpugen_reject
{
  /* Not rejected.  */
  GPUGEN_OK = 0,
  /* A loop has several exits, or an exit that leaves the region other
     than at its end (break, return, goto out of the nest).  */
  GPUGEN_REJECT_CFG,
  /* The number of iterations of a loop cannot be computed, or needs
     assumptions.  */
  GPUGEN_REJECT_NITER,
  /* A loop bound is not an affine function of outer counters and
     parameters.  */
  GPUGEN_REJECT_BOUND,
  /* A condition in the region is not affine (for instance it depends on
     data read from memory).  */
  GPUGEN_REJECT_COND,
  /* A subscript is not an affine function of counters and parameters.  */
  GPUGEN_REJECT_SUBSCRIPT,
  /* A subscript or pointer offset multiplies a counter by a parameter:
     a parametric stride (C99 VLA, a[i*n+j], Fortran dummy a(n,n)); it
     needs delinearization.  */
  GPUGEN_REJECT_PARAM_STRIDE,
  /* Two distinct arrays may alias and one of them is written.  */
  GPUGEN_REJECT_ALIAS,
  /* A call to a function that may have side effects.  */
  GPUGEN_REJECT_CALL,
  /* A memory reference gpugen cannot model: structure fields, bit
     fields, volatile or aggregate copies, inconsistent shapes.  */
  GPUGEN_REJECT_MEMREF,
  /* A statement gpugen cannot model: inline asm, exceptions, switch,
     computed goto, ...  */
  GPUGEN_REJECT_STMT,
  /* A scalar of a type gpugen cannot model (complex, vector, aggregate)
     flows between statements.  */
  GPUGEN_REJECT_SCALAR,
  /* isl ran past its operation quota (max-isl-operations) or failed.  */
  GPUGEN_REJECT_ISL,
  /* Too many parameters (max-params).  */
  GPUGEN_REJECT_PARAMS,
  /* The region contains no loop, or no memory access.  */
  GPUGEN_REJECT_TRIVIAL,
  /* The schedule cannot be mapped to the GPU (a scalar of several
     elements with a value from before the region flows between
     kernels, isl's AST generation fails, ...; the dump says which).  */
  GPUGEN_REJECT_MAP,
  /* No loop of the region can run in parallel, in the original order or
     in isl's schedule (a reduction or a recurrence alone): the nest
     would gain nothing on the GPU.  */
  GPUGEN_REJECT_NO_PARALLEL,
  /* A value computed in the region is used after it (a scalar
     live-out), which the device path cannot deliver yet.  */
  GPUGEN_REJECT_LIVE_OUT,
  /* A statement contains a construct the CUDA printer cannot print
     (gpugen-cuda.cc names it in the dump).  */
  GPUGEN_REJECT_CUDA,
  /* The host code for the region cannot be generated.  */
  GPUGEN_REJECT_HOST,
  /* The number of reasons; not a reason.  */
  GPUGEN_REJECT_MAX
};

/* The kind of an array of the model.  */

enum gpugen_array_kind
{
  /* An array (or scalar variable) in memory: a declared object or the
     object a pointer parameter points to.  */
  GPUGEN_ARRAY_MEMORY,
  /* A scalar SSA value defined in one statement and used in another; it
     is modelled as an array indexed by the loops that enclose all its
     definitions and uses (scalar expansion), as Polly models values.  */
  GPUGEN_ARRAY_VALUE,
  /* The incoming value of a PHI node: written at the end of each
     predecessor block in the region, read at the PHI's block.  */
  GPUGEN_ARRAY_PHI
};

/* One array of a SCoP.  */

struct gpugen_array
{
  /* Memory, value or PHI array.  */
  enum gpugen_array_kind kind;
  /* The base object: a VAR_DECL or PARM_DECL for declared objects, the
     pointer SSA name (defined before the region) for arrays reached
     through pointers, the SSA name itself for value arrays, and the PHI
     result for PHI arrays.  */
  tree base;
  /* The isl tuple name of the array ("A", "C", "phi_s_12", ...); unique
     within the SCoP.  */
  char *name;
  /* The type of one element.  */
  tree elt_type;
  /* Number of dimensions of the access functions (0 for scalars).  */
  int n_dims;
  /* Size of each dimension, outermost first, or -1 where unknown (the
     outermost dimension of an array reached through a pointer).  For
     value and PHI arrays these are the loop extents and stay -1.  */
  HOST_WIDE_INT *dim_sizes;
  /* For delinearized arrays (sizes known only at run time): for each
     dimension the index in the SCoP's params of the parameter that is
     its size, -1 for the outermost; NULL for other arrays.  */
  int *param_dims;
  /* For a memory array reached through the data pointer of a Fortran
     assumed-shape dummy or allocatable (gpugen_descr_extents): for each
     dimension the index in the SCoP's params of the parameter that is
     its extent in the descriptor (the outermost's 0 where the data
     pointer is null), which bounds the elements inside its object;
     NULL for other arrays.  */
  int *extent_params;
  /* Whether a speculative access of the array (a conditional store made
     unconditional on trial, a load past a search loop's exit) may touch
     elements outside its object where no run-time assumption on the
     parameters is made for it (gpugen_speculative_assumptions): the code
     that runs the region then checks at run time, before anything is
     copied, that the host bytes of the array's transfer lie in mapped,
     readable and private memory, writable too where they are copied
     back (__gpugen_region_host_range_ok), and that they overlap no other
     array the region copies back (gpugen-hostexpr.cc's checks_tree).  */
  bool spec_range_p;
  /* For such an array whose descriptor could have sized it but did
     not: why (a static string for the missed remark), or NULL.  */
  const char *extent_miss;
  /* For value and PHI arrays: the loops (outermost first) whose counters
     index the expanded scalar; their number is n_dims.  */
  vec<class loop *> expand_loops;
  /* Whether some statement of the SCoP reads / writes the array.  */
  bool read_p, written_p;
  /* For value and PHI arrays: whether the value is also used after the
     region (a live-out scalar), or flows into it (live-in).  */
  bool live_out_p, live_in_p;
  /* For value and PHI arrays: whether the kernels keep the scalar in a
     device buffer, as an array indexed by its expansion loops, rather
     than in each thread's registers; set by gpugen-choose.cc when a
     write -> read pair of the scalar's dataflow is not in one thread of
     one launch, in order.  Its buffer is a transfer that copies nothing
     (gpugen-memory.cc).  */
  bool device_p;
  /* For a read-only snapshot made by gpugen-snapshot.cc: the memory
     array whose values at the region's entry it holds (its reads are
     reads of that array that no write of the region can reach); NULL
     for every other array.  A snapshot has the shape of that array
     and is indexed as it is; it lives only on the device, where it is
     filled from that array's buffer after its copy in.  */
  struct gpugen_array *snapshot_of;
  /* For a memory array privatized by gpugen-private.cc: the number of
     loops around its accesses (the first PRIV_DEPTH loops of each
     statement that accesses it) whose iterations each get their own
     copy of the array on the device; 0 for an array that is not.  */
  int priv_depth;
  /* For a delinearized array some of whose offsets are computed in a
     narrow wrapping type and then widened (v[i * n + j] with unsigned
     int i, j and n): those values are read as integers, exact only
     where they did not wrap, which holds where every element offset
     the region touches lies in [0, NARROW_END) (gpugen_delin_offset
     says why); the transfer's run-time check (checks_tree) tests it.
     0 for other arrays.  */
  HOST_WIDE_INT narrow_end;
};

/* One memory or scalar access of a statement.  */

struct gpugen_access
{
  /* The array accessed.  */
  struct gpugen_array *array;
  /* The access relation S[c] -> A[subscripts], with the SCoP's
     parameters.  */
  isl_map *rel;
  /* True for a write (all writes are must-writes: a statement executes
     every access in its domain).  */
  bool write_p;
  /* The GIMPLE statement that performs it (NULL for PHI copies).  */
  gimple *stmt;
};

/* A pair of memory arrays that GCC cannot prove distinct: the region is
   modelled as if they were, and the code that runs it must first check
   at run time that the address ranges they touch in the region (the
   ranges of their access relations, evaluated for the parameters'
   values) do not overlap, and run the original code where they do.  */

struct gpugen_alias_check
{
  /* The two arrays; at least one of them is written in the region.  */
  struct gpugen_array *a, *b;
};

/* One statement of a SCoP: a basic block of the region with effects.  */

struct gpugen_stmt
{
  /* Its number within the SCoP; its isl name is "S_<id>".  */
  int id;
  /* The basic block.  */
  basic_block bb;
  /* The region loops enclosing it, outermost first.  */
  vec<class loop *> loops;
  /* The iteration domain S_<id>[c1..cd], with parameters.  */
  isl_set *domain;
  /* Its accesses, reads and writes, in program order.  */
  vec<gpugen_access *> accesses;
  /* When BB holds several statements (one per store, gpugen-grain.cc):
     the GIMPLE statements and PHIs of BB that compute this one's
     effect, the only ones the CUDA printer prints; empty when the
     statement is the whole block.  */
  vec<gimple *> only;
  /* Definitions of other blocks that the statement recomputes instead
     of reading their values (forwarded temporaries, gpugen-grain.cc),
     in their order; the CUDA printer prints them first.  */
  vec<gimple *> forwarded;
};

/* One loop of a SCoP.  */

struct gpugen_loop_info
{
  /* The GCC loop.  */
  class loop *loop;
  /* Depth within the region: 1 for an outermost region loop.  */
  int depth;
  /* Whether no dependence is carried by this loop.  */
  bool parallel_p;
  /* Number of statements inside it.  */
  int n_stmts;
  /* For a loop whose counter starts at a quasi-affine value (a red-black
     sweep, j = 1 + i % 2; j += 2): the start, an SSA name defined in an
     outer loop of the region, and the counter's constant step.  The
     loop's dimension in the model is then the value START + STEP * c
     (its negation where STEP is negative, so that it grows with c)
     rather than the iteration number c, which keeps the subscripts
     affine (gpugen_scev rewrites the loop's evolutions accordingly);
     NULL_TREE for other loops.  */
  tree shift;
  HOST_WIDE_INT shift_step;
};

/* The kinds of kernel arguments.  */

enum gpugen_karg_kind
{
  /* A memory array: the device address of its buffer.  */
  GPUGEN_KARG_ARRAY,
  /* A parameter of the SCoP (an integer), passed as a "long".  */
  GPUGEN_KARG_PARAM,
  /* The value of a host loop iterator ("c<depth>" in the ASTs) at the
     launch, passed as a "long".  */
  GPUGEN_KARG_HOST_ITER,
  /* A scalar defined before the region and read by the kernel's
     statements (alpha in "alpha * A[i][j]"), passed with its own
     type.  */
  GPUGEN_KARG_SCALAR,
  /* The block offset of an axis (INDEX: 0 x, 1 y) whose mapped member
     may be negative (gpugen_kernel's block_offset), passed as a
     "long".  */
  GPUGEN_KARG_BLOCK_OFFSET
};

/* One argument of a kernel, in the order of the __global__ function's
   parameters.  */

struct gpugen_karg
{
  /* Its kind.  */
  enum gpugen_karg_kind kind;
  /* For GPUGEN_KARG_ARRAY: the array.  */
  struct gpugen_array *array;
  /* For GPUGEN_KARG_PARAM: the index in the SCoP's params; for
     GPUGEN_KARG_HOST_ITER: the depth of the host loop (0 outermost);
     for GPUGEN_KARG_BLOCK_OFFSET: the axis.  */
  int index;
  /* For GPUGEN_KARG_SCALAR: the SSA name (defined before the region)
     whose value is passed.  */
  tree value;
  /* The parameter's name in the CUDA source.  */
  char *name;
};

/* One group of reads of an array promoted to __shared__ memory in a
   tiled kernel (gpugen-shared.cc): per iteration of the tile loops, the
   box of the elements the group reads is copied into "sh_<array>" (or
   "sh_<array>_<n>" for the N-th promotion of a kernel that promotes
   the array's reads in several groups), whose element (s0, s1, ...)
   holds the array's element (o0 + s0, o1 + s1, ...); the offsets o<k>
   live in the kernel-scope variables "sho_<copy>_<k>", set per
   tile.  */

struct gpugen_promotion
{
  /* The array (a memory array, or a scalar kept in device memory).  */
  struct gpugen_array *array;
  /* The group: the reads it serves; empty for all of the kernel's
     accesses to the array.  */
  vec<gpugen_access *> accesses;
  /* The name of the shared copy (malloc'ed).  */
  char *name;
  /* The box's extent per dimension.  */
  vec<int> size;
  /* The box's offset per dimension, as a function of the tile loops'
     values (an anonymous space of as many dimensions) and the
     parameters; affine, without division.  */
  isl_multi_aff *offset;
  /* The elements added to each row of the last dimension of the copy
     (1 where threads along x would read down a column of it: the row
     length then is no multiple of the 32 banks; 0 otherwise).  */
  int pad;
  /* The footprint relation of the group over every tile: the tile
     loops' values to the elements the tile reads (gpugen-shared.cc's
     plan; its copies are those of the tiles of one branch of it).  */
  isl_map *footprint;
  /* Whether the copy holds the elements times SCALE, decided when the
     kernel is printed (gpugen-shared.cc, promotion_scale): 0 not yet,
     1 no, 2 yes.  It does when every read the group serves is a
     floating-point load whose one use multiplies it by SCALE, a value
     defined before the region or a constant (gemm's alpha * A[i][k]):
     the copy then multiplies each element once, and the statements use
     the product where they multiplied every read (the same operation
     on the same values, so the same result).  */
  int scale_state;
  tree scale;
};

/* One array whose elements a register-tiled kernel keeps in its
   threads' registers (gpugen-register.cc): every access of the kernel
   to it touches the element ELEM (VY, VX) for the values VY and VX of
   the members mapped to y and x of the statement instance, a one-to-one
   function, so the thread that runs (VY, VX) alone touches it.  The
   thread keeps element ELEM (VY, VX) of its slot (RY, RX) (VY = TY * ty
   + t2 + BLOCK[1] * RY, VX = TX * tx + t1 + BLOCK[0] * RX, for the tile
   loops' values ty, tx) in "rg_<name>[RY][RX]", loaded before the
   sequential tile loops and stored after them.  */

struct gpugen_register
{
  /* The array (a memory array, or a scalar kept in device memory,
     written by the kernel).  */
  struct gpugen_array *array;
  /* The element function, from the anonymous space [VY, VX] with the
     SCoP's parameters to the array's subscripts; affine, without
     division.  */
  isl_multi_aff *elem;
  /* The values [VY, VX] that the kernel's accesses to the array reach
     (the domain of ELEM that is used), with the SCoP's parameters,
     within the SCoP's context: the guard of the stores; a union of at
     most four conjunctions of affine constraints without division.  */
  isl_set *used;
  /* The values [VY, VX] that the kernel's reads of the array reach,
     likewise: the guard of the loads; NULL when the kernel only writes
     the array (nothing is loaded).  */
  isl_set *loaded;
  /* The instances of the kernel that touch the array, and those that
     read it (NULL when none does): the guards of a launch come from the
     values of its own instances among them (gpugen_register_insert).  */
  isl_union_set *touch, *read;
};

/* How a kernel is tiled (gpugen-tile.cc); NULL in the kernel when it is
   not.  The band below the kernel's mark is tiled with SIZES (one per
   member); the tile loops of the mapped members run on the blocks (tile
   value T of axis A in block T mod GRID_MAX[A]) and their point loops
   on the threads (point value p by thread p mod BLOCK[A]), so a thread
   runs SIZES / BLOCK elements of each mapped member.  */

/* The static shared memory a block may have, in bytes: a kernel's
   shared copies with their padding never exceed it (nvcc rejects a
   kernel that does).  */
#define GPUGEN_SHARED_STATIC_BYTES (48 * 1024)

struct gpugen_tiling
{
  /* The number of members of the tiled band.  */
  int n_member;
  /* The tile size of each member.  */
  vec<int> sizes;
  /* The member mapped to each axis (x, y); -1 for none.  */
  int axis_member[2];
  /* The arrays promoted to shared memory.  */
  vec<gpugen_promotion> shared;
  /* The most bytes the promoted arrays' copies may take (their volume,
     without the rows' padding): 0 for gpugen-shared.cc's default
     budget; GPUGEN_SHARED_STATIC_BYTES, all the static shared memory of
     a block, for a wide version (gpugen_tile_plan).  */
  long shared_max;
  /* The arrays kept in registers (gpugen-register.cc); empty when the
     kernel is not register-tiled.  */
  vec<gpugen_register> regs;
  /* For a register-tiled kernel, the mapped members' values of its
     statement instances, instances -> [VY, VX]; NULL otherwise.  */
  isl_union_map *values;
  /* Set while the AST of a register-tiled kernel is built when a
     statement's node has no constant slot (gpugen-register.cc); the
     kernel is then tiled again without registers.  */
  bool slot_missing;
  /* For a register-tiled kernel, the slots of a thread along x and y:
     SIZES[AXIS_MEMBER[A]] / BLOCK[A]; 0 otherwise.  */
  int slots[2];
  /* For a register-tiled kernel, the AST build option of its sequential
     tile band that isolates the tiles whose sequential point loops run
     their whole size ("isolate[[ty, tx] -> [k]] : ..."), set on that
     band once the schedule is complete; NULL when there is none.  */
  isl_union_set *isolate;
  /* Set when ISOLATE counts a tile full by its sequential points alone,
     whatever its slots: gpugen-map.cc's second attempt at the AST of a
     register-tiled kernel whose first, with full tiles told apart slot
     by slot, left a statement without a constant slot.  */
  bool isolate_loose;
  /* Set when the point band of the full tiles runs the slot loops (RY,
     RX) from the last slot to the first: gpugen-map.cc's attempt, before
     ISOLATE_LOOSE,
     for a kernel whose slot loops isl could not unroll to constant
     slots (their lower bound depending on a sequential point).  The
     slots of one sequential point are independent (each its own
     elements), so their order is free.  */
  bool slots_reversed;
  /* Set when gpugen-mma.cc printed the products of the kernel's full
     tiles for the FP64 tensor cores (mma.sync m8n8k4).  */
  bool mma;
};

/* One kernel: a band of the new schedule below a "kernel_<k>" mark,
   mapped to a grid of blocks of threads (gpugen-map.cc).

   Mapping, as PPCG does it: up to two coincident members of the band
   are mapped, the one chosen for coalescing to x, another to y.  Member
   M mapped to axis A (block size T = BLOCK[A], the most blocks G =
   GRID_MAX[A]) is executed by block b = floor (v / T) mod G and thread
   t = v mod T, where v is the member's value; the schedule tree holds
   this as a filter below the mark, with parameters named after the
   axis and the kernel's shape: "b0"/"t0" for the x axis of a 1-D kernel
   (blockIdx.x, threadIdx.x), "b1"/"t1" for the x axis and "b2"/"t2" for
   the y axis of a 2-D kernel, so the kernel's AST strides through values
   beyond the grid.  Every iteration is run by exactly one thread, and
   iterations that depend on each other (equal coincident members) by
   the same one, in schedule order.  */

struct gpugen_kernel
{
  /* Its number within the SCoP ("kernel_<id>" mark).  */
  int id;
  /* Its index in the translation unit's image (struct gpugen_image's
     kernel_names), set when its source is added to the image.  */
  int image_index;
  /* The extern "C" name of the __global__ function, unique in the
     program (gpugen-map.cc makes it from the function's assembler
     name, the SCoP and the kernel).  */
  char *name;
  /* The number of host loops around the kernel: its schedule depth.
     The kernel reads their iterators "c0".."c<n_host - 1>".  */
  int n_host;
  /* The kernel's body, owned by the kernel: an AST generated from the
     subtree below the kernel's mark, for the instances of one launch.
     Its own loop iterators are "k0", "k1", ...; the host iterators
     "c0".."c<n_host - 1>" are parameters, as are the mapping's ("b0",
     "t0", ... above) and the SCoP's, which have their isl names
     (gpugen-affine.cc) and ids whose user pointer is the parameter's
     tree.  User nodes are calls "S_<id> (e0, e1, ...)" giving the
     values of the statement's loop counters.  */
  isl_ast_node *body;
  /* Number of mapped axes: 0 (one thread runs everything: a band with
     no parallelism), 1 (x) or 2 (x and y).  */
  int n_map;
  /* Block size per axis (x, y, z); 1 for unmapped axes.  */
  int block[3];
  /* The most blocks per axis (G above); 1 for unmapped axes.  */
  int grid_max[3];
  /* Per mapped axis (x, y): whether its member may be negative, so that
     a launch runs only the blocks from that of the smallest value, at
     an offset: the block b above is (blockIdx + offset) mod G, the
     offset floor (smallest value / T) mod G being a kernel argument
     (GPUGEN_KARG_BLOCK_OFFSET, gpugen_launch's block_offset).  When it
     is false, b is blockIdx and the grid runs from block 0.  */
  bool block_offset[2];
  /* For a kernel that folds the rows of scalar reductions
     (gpugen-map.cc, reduce-lanes=): the threads of a block, BLOCK[0],
     that run one value of the mapped member (one row) together, its
     inner loop's iterations shared among them in order
     (gpugen-reduce-lanes.cc); 0 for every other kernel, whose blocks
     run BLOCK[0] values.  */
  int lanes;
  /* For a tiled kernel (gpugen-tile.cc), its tiling; NULL otherwise.
     A block then runs SIZES[AXIS_MEMBER[A]] values of the member of
     axis A, not BLOCK[A].  */
  struct gpugen_tiling *tiling;
  /* The kernel's arguments, in order (filled by gpugen-cuda.cc).  */
  vec<gpugen_karg> args;
  /* What gpugen-profit.cc estimates from, recorded by gpugen-map.cc
     (each NULL when unknown): the statement instances the kernel runs
     (the domain at its mark), its host domain (the host iterations that
     launch it, a set of N_HOST dimensions) and, per mapped axis, the
     largest value of the mapped member as a function of the host
     iterators (NULL when the grid is GRID_MAX blocks), less its smallest
     value for an axis with a block offset.  */
  isl_union_set *instances;
  isl_set *host_domain;
  isl_pw_aff *vmax[2];
  /* gpugen-profit.cc's estimates over the SCoP's parameters, in the
     host AST's context without iterators, each NULL when it could not
     be made: how many times the kernel is launched, its statement
     instances, and its threads per launch.  Sums and products of
     bounding boxes (isl_ast_expr_add and _mul of "long" extents), so
     gpugen-host.cc evaluates the sums and products in double.  */
  isl_ast_expr *est_launches, *est_work, *est_width;
  /* For a register-tiled kernel over a rectangle at the default sizes,
     its wide version (gpugen-map.cc's wide_version: the same band tiled
     64 x 128, 8 x 4 slots a thread, the name followed by "w"), which a
     launch runs instead where its grid has wide-blocks= blocks or more
     (gpugen-host.cc); NULL otherwise.  Owned by the kernel; it is in
     the image and the CUDA source but not in the SCoP's kernels.  */
  struct gpugen_kernel *alt;
};

/* One launch of a kernel: the annotation of a kernel mark in the host
   AST.  Expressions are in the host AST's context: parameters and the
   iterators "c<depth>" of enclosing host loops.  */

struct gpugen_launch
{
  /* The kernel launched.  */
  struct gpugen_kernel *kernel;
  /* The number of blocks per axis (x, y); NULL for an unmapped axis
     (1 block).  A value below 1 launches nothing.  */
  isl_ast_expr *grid[2];
  /* The block offset per axis (x, y) for the kernel's axes with one
     (gpugen_kernel's block_offset), in 0 .. G - 1; NULL for the
     others.  */
  isl_ast_expr *block_offset[2];
  /* The values of the kernel's host iterators c0..c<n_host - 1> at this
     launch (a host loop isl eliminated still has a value here).  */
  vec<isl_ast_expr *> host_iters;
  /* When the kernel has a wide version (gpugen_kernel's ALT), the
     number of blocks of that version per axis; NULL otherwise.  */
  isl_ast_expr *alt_grid[2];
};

/* How one memory array travels between host and device for one
   execution of a region (gpugen-memory.cc).  The device buffer holds
   elements 0 .. HI - 1 of the array (element 0 at the array's base, the
   address its access relations are relative to); elements LO .. HI - 1
   are the ones the region touches and the ones copied.  */

struct gpugen_transfer
{
  /* The array (kind GPUGEN_ARRAY_MEMORY).  */
  struct gpugen_array *array;
  /* The first element touched and one past the last, as linear element
     offsets from the base, in terms of the SCoP's parameters; the
     region needs 0 <= LO <= HI at run time (the host code checks it).  */
  isl_ast_expr *lo, *hi;
  /* Whether the elements LO .. HI - 1 are copied to the device before
     the region (some may be read, or not all of them are written) and
     back after it (some are written).  */
  bool copy_in, copy_out;
  /* The element size in bytes.  */
  HOST_WIDE_INT elt_size;
  /* For a scalar kept in device memory (a value or PHI array with
     device_p, which copies nothing and whose LO is 0): per dimension,
     the smallest subscript and the extent, over the parameters; the
     element with subscripts s lives at the linear index
     (..((s0 - LO0) * EXT1 + s1 - LO1) * EXT2 ..), and HI is the product
     of the extents.  */
  vec<isl_ast_expr *> box_lo, box_ext;
  /* For a privatized memory array (priv_depth > 0): the number of
     elements of its device buffer (NULL for HI otherwise), and the box
     of the iterations of its privatizing loops, per loop the smallest
     counter and the extent (PRIV_LO, PRIV_EXT), and PRIV_LAST, the
     linear index in that box (row by row from its lower corner) of the
     last iteration that writes the array.  The copy of iteration I
     holds element E at E + (PRIV_LAST - linear index of I) * (HI - LO):
     the last iteration's copy is the array itself, copied back as
     usual, and the others lie beyond HI.  */
  isl_ast_expr *size;
  vec<isl_ast_expr *> priv_lo, priv_ext;
  isl_ast_expr *priv_last;
  /* For an array with a narrow_end: the rows copied, LO0 and HI0 + 1
     (LO and HI before their multiplication by the row), and the sizes
     of the inner dimensions whose product is the row, for the check
     that LO and HI lie within [0, narrow_end) (checks_tree); NULL and
     empty otherwise.  */
  isl_ast_expr *row_lo, *row_hi;
  vec<isl_ast_expr *> row_sizes;
  /* For a memory array: the points of the bounding box of the elements
     the region touches, over the parameters (gpugen_profit_box_points
     of the array's touched set, in its own dimensions, computed by
     gpugen-profit.cc under its quota): the elements
     the host path reads and writes, fewer than LO .. HI where the
     region uses part of each row (Fortran arrays of fixed shape
     larger than the loops); NULL where it could not be computed, and
     the estimate then counts LO .. HI.  */
  isl_ast_expr *touched;
};

/* What the host code of a region needs (gpugen-map.cc,
   gpugen-memory.cc): built after scheduling, consumed by
   gpugen-cuda.cc (kernels) and gpugen-host.cc (GIMPLE).  */

struct gpugen_codegen
{
  /* The host AST of the region: host loops ("for" with iterators
     "c<depth>"), "if" and "block" nodes, and for each launch of a
     kernel an isl_ast_node_mark whose id is "kernel_<k>" and whose
     annotation (isl_ast_node_get_annotation) is an isl_id with a user
     pointer to its struct gpugen_launch; the mark's child is a user
     node "K_<k> (...)" that stands for the kernel and has no code of its
     own.  A kernel may be launched from several marks.  */
  isl_ast_node *ast;
  /* The kernels, indexed by their id.  */
  vec<gpugen_kernel *> kernels;
  /* The launches, owned here (the annotations point to them).  */
  vec<gpugen_launch *> launches;
  /* One transfer per memory array of the SCoP and per scalar kept in
     device memory, in scop->arrays order.  */
  vec<gpugen_transfer> transfers;
  /* The run-time condition, over the parameters, under which the
     region's model is exact (its assumptions), or NULL when it always
     is.  Alias checks come from scop->alias_checks and the transfers'
     ranges; 0 <= LO <= HI from the transfers.  */
  isl_ast_expr *check;
  /* For a region whose time loop tests an exit on data on the host
     (gpugen-hostexit.cc, gpugen_host_exit_bounds), over the parameters:
     the last iteration of the time loop the program runs (its counter,
     from 0), -1 where it runs none; and whether its first iteration
     has statement instances.  NULL for other regions.  */
  isl_ast_expr *exit_last, *exit_first;
};

/* One SCoP: a region of a function and its polyhedral model.  */

struct gpugen_scop
{
  /* Sequence number within the function (for the dump and messages).  */
  int id;
  /* The entry edge of the region: its destination dominates every block
     of the region.  */
  edge entry;
  /* The first block after the region; every predecessor of it that
     belongs to the region leaves the region.  */
  basic_block exit_bb;
  /* The loop that contains the whole region (the function's root loop for
     a region at top level).  */
  class loop *outer;
  /* The first loop of the region, whose location messages use.  */
  class loop *first_loop;
  /* When the model rejects the region for a memory reference, that
     reference and the location of its statement, for the missed remark
     (NULL_TREE otherwise); for a loop bound or iteration count, the
     loop's location alone.  */
  tree culprit_ref;
  location_t culprit_loc;
  /* The last value refused as a parameter, one past max-params, which
     the missed remark of too many parameters names.  */
  tree culprit_param;
  /* What a later stage (isl's quota, the mapping, the CUDA printer, the
     host code) found at fault when the SCoP stays on the host, as the
     missed remark prints it in parentheses after the reason ("the
     scalar 's' at line 12"); malloc'ed, NULL when none was named
     (gpugen_set_culprit).  */
  char *culprit_text;
  /* The blocks of the region, in reverse post-order.  */
  vec<basic_block> blocks;
  /* The region's loops (outermost first, in program order).  */
  vec<gpugen_loop_info> loops;
  /* Parameters: SSA names or declarations defined before the region whose
     values bounds, conditions and subscripts use.  */
  vec<tree> params;
  /* The statements.  */
  vec<gpugen_stmt *> stmts;
  /* The arrays.  */
  vec<gpugen_array *> arrays;
  /* Constraints on the parameters known to hold on entry (from
     conditions dominating the region and from the parameters' types).  */
  isl_set *context;
  /* The original schedule as an isl schedule tree.  */
  isl_schedule *schedule;
  /* Memory-based dependences: read after write, write after read and
     write after write, as relations between statement instances.  */
  isl_union_map *dep_flow, *dep_anti, *dep_output;
  /* Number of parallel loops.  */
  int n_parallel;
  /* The schedule computed by isl's scheduler (gpugen-schedule.cc), with
     a mark node "kernel_<k>" above each band that becomes a kernel; NULL
     when scheduling failed or the schedule was refused.  */
  isl_schedule *new_schedule;
  /* The number of kernels in it.  */
  int n_kernels;
  /* Whether isl's schedule was refused for its coefficients or values
     (gpugen-schedule.cc): the mapping then uses the original schedule,
     which is always legal.  */
  bool schedule_refused_p;
  /* The run-time alias checks the region needs.  */
  vec<gpugen_alias_check> alias_checks;
  /* The parameter values for which the model is exact: the
     delinearized accesses (every inner subscript within its dimension)
     and the values computed in wrapping types (within their types'
     ranges, gpugen-affine.cc), simplified within the context's other
     constraints; NULL when nothing needs checking.  The code running
     the region must check it.  It is part of the context.  */
  isl_set *assumptions;
  /* Whether the model rejected the region for a conditional store that
     may write outside its array (gpugen_speculative_assumptions, with
     spec-range-check=0): its
     loop nests are then tried one by one, so that the others may still
     be offloaded.  */
  bool split_nests_p;
  /* The code generation state (NULL until gpugen-map.cc runs, and when
     the SCoP stays on the host).  */
  struct gpugen_codegen *cg;
  /* For a region that is a time loop with an exit on data tested on the
     host (gpugen-hostexit.cc), that exit; NULL otherwise.  */
  struct gpugen_host_exit *host_exit;
  /* For such a region, the iterations of its time loop, the domain of
     the loop's header over its counter (gpugen-model.cc); NULL
     otherwise.  */
  isl_set *host_exit_iters;
  /* The statements split along hyperplanes (gpugen-indexset.cc), with
     what they were, so that a SCoP whose split form cannot be mapped
     is tried whole (gpugen_indexset_unsplit); NULL when none was.  */
  struct gpugen_indexset *indexset;
};

/* The isl context all of gpugen's isl objects live in (gpugen.cc).  */
extern isl_ctx *gpugen_isl_ctx;

/* gpugen-options.cc.  */

/* The values of the plugin's options; each field has its key in the
   option table.  */
struct gpugen_options
{
  /* dump=: 0 none, 1 summary, 2 details.  */
  int dump;
  /* max-isl-operations=: the isl operation quota per SCoP.  */
  int max_isl_operations;
  /* max-params=: the most parameters a SCoP may have.  */
  int max_params;
  /* schedule-max-coefficient=: the largest magnitude accepted for a
     coefficient or the constant of a member of isl's schedule (64 by
     default); a schedule past it is refused and the original one is
     the next choice (gpugen-schedule.cc).  */
  int schedule_max_coef;
  /* enable=: whether the pass runs at all.  */
  int enable;
  /* alias-checks=: whether arrays that may alias are accepted with a
     run-time check (1) or make the nest a miss (0).  */
  int alias_checks;
  /* spec-range-check=: whether a speculative rewrite whose accesses the
     model cannot prove inside their arrays' objects is kept under a
     run-time check of the host memory its copies touch (1), or makes the
     nest a miss (0).  */
  int spec_range_check;
  /* math-errno=: whether calls to math functions that set errno (sqrt,
     exp, ... under -fmath-errno) are treated as pure (1), as GPU code
     computes them without setting errno, or keep the nest on the host
     (0).  */
  int math_errno;
  /* fuse=: 1 (max) lets isl fuse statements into common loops, 0 (min)
     keeps the strongly connected components of the dependence graph
     apart.  */
  int fuse;
  /* emulate=: also build the kernels for the CPU emulator and embed that
     image (1), or not (0, the default).  */
  int emulate;
  /* keep=: leave the generated CUDA source next to the object file.  */
  int keep;
  /* arch=: the GPU architectures to build SASS for, a comma-separated
     list of compute capabilities such as "90" (the default).  */
  const char *arch;
  /* nvcc=: the nvcc to run (default: "nvcc" on PATH, then
     /usr/local/cuda/bin/nvcc).  */
  const char *nvcc;
  /* tile=: 1 (the default) tiles kernels whose permutable band has two
     coincident members and a sequential one (contractions) and
     promotes read-only arrays with reuse to shared memory
     (gpugen-tile.cc, gpugen-shared.cc); 2 also tiles bands whose
     members are all coincident (stencils); 0 maps every kernel
     untiled.  */
  int tile;
  /* tile-size=: the tile size of every member of a tiled band (32 by
     default; a multiple of the block sizes 32 and 8, at most 64).  */
  int tile_size;
  /* sizes=: per kernel tile sizes in PPCG's notation, "{ kernel[K] ->
     tile[S0, S1, ...] }" (K the kernel's number in its SCoP, one size
     per member of the tiled band), overriding tile-size=; NULL for
     none.  */
  const char *sizes;
  /* registers=: 1 register-tiles the tiled kernels where
     gpugen-register.cc proves it legal; 0 (the default, as it measured
     slower) never.  */
  int registers;
  /* offload=: generate GPU code for the SCoPs (1, the default) or only
     analyze them (0).  */
  int offload;
  /* ptx=: the virtual architecture the kernels are compiled for and
     whose PTX is embedded too, a compute capability ("80", the
     default); never newer than any of arch=.  */
  const char *ptx;
  /* nvcc-flags=: more arguments for nvcc, separated by spaces; NULL for
     none.  */
  const char *nvcc_flags;
  /* cache=: reuse device images built before from the same source and
     tools (1, the default) or always build them (0).  */
  int cache;
  /* cache-dir=: the directory of the image cache; NULL for
     $XDG_CACHE_HOME/gpugen or $HOME/.cache/gpugen.  */
  const char *cache_dir;
  /* off=: a comma-separated list of functions (assembler or source
     names) whose loop nests stay on the host; NULL for none.  */
  const char *off;
  /* map-isl-operations=: the isl operation quota of the mapping stage
     (the ASTs of the host code and the kernels, the transfers); -1, the
     default, for ten times max-isl-operations.  */
  int map_isl_operations;
  /* schedule-isl-operations=: the isl operation quota of the scheduler;
     -1, the default, for max-isl-operations.  */
  int schedule_isl_operations;
  /* privatize=: 1 (the default) privatizes workspace arrays
     (gpugen-private.cc); 0 never does.  */
  int privatize;
  /* snapshot=: 1 (the default) gives the reads of a written array that
     see only its values from before the region a read-only snapshot on
     the device where more loops then run in parallel
     (gpugen-snapshot.cc); 0 never does.  */
  int snapshot;
  /* index-split=: 1 (the default) splits statements along the hyperplanes
     where they read what other instances of them write
     (gpugen-indexset.cc); 0 never does.  */
  int index_split;
  /* wide-blocks=: the fewest blocks with which a launch of a
     register-tiled kernel over a rectangle runs its wide version
     (gpugen_kernel's ALT: 64 x 128 tiles, 8 x 4 slots a thread) instead
     of the 64 x 64 one; 1024 by default, 0 for no wide version.  */
  int wide_blocks;
  /* mma=: 1 (the default) runs the products of register-tiled double
     contractions' full tiles on the FP64 tensor cores (gpugen-mma.cc),
     whose results are those of the SIMT kernel; 0 never does.  */
  int mma;
  /* host-vectorize=: 1 (the default) marks, in the host copy of an
     offloaded region that runs when its run-time checks pass, the loops
     that carry no dependence through memory for GCC's vectorizer
     (gpugen-hostvec.cc); 0 never does.  */
  int host_vectorize;
  /* host-exits=: 1 (the default) runs a time loop with an exit on data
     as one region with a host loop that tests the exit between steps
     (gpugen-hostexit.cc); 0 leaves it a miss.  */
  int host_exits;
  /* reductions=: 1 (the default) offloads the scalar reductions of a
     nest as partial results per row folded on the host
     (gpugen-reduce.cc); 0 leaves them misses.  */
  int reductions;
  /* reduce-lanes=: 1 (the default) runs each row of an offloaded
     reduction by the 32 threads of a block, which read its elements
     together (gpugen-reduce-lanes.cc); 0 runs one row per thread.  */
  int reduce_lanes;
  /* reduce-run=N: the consecutive elements each of those threads folds
     in a round (gpugen-reduce-lanes.cc), 1 to 64; default 4.  */
  int reduce_run;
};
extern struct gpugen_options gpugen_opts;
extern bool gpugen_options_parse (const char *plugin_name,
				  struct plugin_name_args *info);
extern const char *gpugen_options_help (void);

/* gpugen-select.cc.  */
extern bool gpugen_make_selects (function *fun);

/* gpugen-errno.cc.  */
extern bool gpugen_rewrite_errno_guard (basic_block a);

/* gpugen-spec.cc.  */
extern void gpugen_speculative_store (gassign *store, gassign *load,
				      gassign *sel, tree cond, tree value,
				      bool on_true, location_t loc,
				      vec<gimple *> *back,
				      bool follows = false);
extern bool gpugen_speculative_access_p (gimple *stmt, location_t *loc,
					 bool *exit_p = NULL);
extern void gpugen_speculative_add (gimple *stmt, location_t loc);
extern bool gpugen_speculative_store_parts (gassign *store, gassign **load,
					    gassign **sel, tree *cond,
					    tree *value, bool *on_true,
					    bool *alone);
extern void gpugen_speculative_back_after (gimple *after, gimple *g);
extern void gpugen_speculative_forget (gimple *g);
extern enum gpugen_reject gpugen_speculative_assumptions (gpugen_scop *scop,
							 isl_set *context);
extern bool gpugen_undo_speculative (function *fun);

/* gpugen-hoist.cc.  */
extern bool gpugen_hoist_invariants (function *fun);

/* gpugen-carried.cc.  */
extern bool gpugen_close_carried_counters (function *fun);
extern bool gpugen_carried_quadratic_p (tree name);

/* gpugen-temps.cc.  */
extern bool gpugen_hoist_temporaries (function *fun);

/* gpugen-exits.cc.  */
extern bool gpugen_sink_exit_code (function *fun);
extern bool gpugen_exit_flag_p (tree name);
extern void gpugen_exit_lines (class loop *loop, int *counted, int *data,
			       int *other);
extern bool gpugen_rewrite_exits (function *fun);
extern bool gpugen_undo_exits (function *fun);

/* gpugen-hostexit.cc.  */
struct gpugen_host_exit;
extern bool gpugen_host_exits_find (function *fun);
extern tree gpugen_defined_in_loop (tree *tp, int *walk_subtrees,
				    void *data);
extern gpugen_host_exit *gpugen_host_exit_of (class loop *loop);
extern bool gpugen_host_exit_edge_p (edge e);
extern class loop *gpugen_host_exit_loop (gpugen_host_exit *hx);
extern void gpugen_host_exit_restore (gpugen_host_exit *hx);
extern bool gpugen_undo_host_exits (function *fun);
extern bool gpugen_host_exit_after_loop_p (gpugen_host_exit *hx,
					   basic_block bb);
extern bool gpugen_host_exit_block_effects_ok (gpugen_scop *scop,
					       basic_block bb);
extern bool gpugen_host_exit_schedule_ok (gpugen_scop *scop,
					  isl_schedule *sched, bool name_p);
extern bool gpugen_host_exit_bounds (gpugen_scop *scop,
				     isl_ast_build *build);
extern tree gpugen_host_exit_tested (gpugen_host_exit *hx, tree iv, tree last,
				     tree first, tree *valid);
extern tree gpugen_host_exit_steps_run (gpugen_host_exit *hx, tree step,
					tree last);
extern tree gpugen_host_exit_emit (gpugen_host_exit *hx, basic_block bb,
				   sbitmap in_region, tree read_fn,
				   tree iter);
extern void gpugen_host_exit_branch (gpugen_host_exit *hx, basic_block bb,
				     sbitmap in_region, tree read_fn,
				     basic_block leave, tree iter, tree valid,
				     tree step_var);
extern bool gpugen_host_exit_live_out_p (gpugen_scop *scop,
					 sbitmap in_region, gphi *phi,
					 bool name_p);
extern tree gpugen_host_exit_live_out_value (gpugen_scop *scop,
					     sbitmap in_region, gphi *phi,
					     basic_block bb, tree step,
					     tree last);

/* gpugen-exitload.cc.  */
struct gpugen_exit_load;
extern void gpugen_exit_position_loads (vec<gpugen_exit_load *> *loads,
					class loop *loop, edge e, tree r,
					tree ev, basic_block b,
					gimple_stmt_iterator *at, tree c,
					tree found, location_t loc);
extern void gpugen_exit_position_loads_after (vec<gpugen_exit_load *> *loads,
					      unsigned first, tree r, tree mv,
					      bool sunk, edge main,
					      tree found_n, class loop *loop,
					      location_t loc);
extern void gpugen_undo_exit_loads (vec<gpugen_exit_load *> *loads);
extern tree gpugen_remap_names (tree *tp, int *walk_subtrees, void *data);
extern gimple *gpugen_copy_remapped (gimple *d, hash_map<tree, tree> *map);

/* gpugen-exitjoin.cc.  */
extern bool gpugen_exit_join_stores (class loop *loop);
extern bool gpugen_exit_sink_counter_store (class loop *loop);
extern bool gpugen_exit_unflag_stores (class loop *loop);

/* gpugen-exitstore.cc.  */

/* A statement taken out of the IL for the model (gpugen_take_out), and
   where it was: it comes back there with gpugen_put_back.  */

struct gpugen_taken_stmt
{
  /* The statement.  */
  gimple *stmt;
  /* Its block.  */
  basic_block bb;
  /* The statements that followed and preceded it there when it went
     (NULL at the block's end and start).  */
  gimple *next, *prev;
};

extern void gpugen_take_out (vec<gpugen_taken_stmt> *out, gimple *g);
extern void gpugen_put_back (vec<gpugen_taken_stmt> *out);
struct gpugen_exit_store;
extern void gpugen_exit_stores_reset (void);
extern const char *gpugen_exit_store_why (tree ref);
extern void gpugen_exit_position_stores (vec<gpugen_exit_store *> *out,
					 class loop *loop, edge e,
					 basic_block b);
extern void gpugen_exit_position_stores_after
  (vec<gpugen_exit_store *> *out, unsigned first, class loop *loop,
   basic_block b, basic_block dest, const vec<gphi *> &phis,
   const vec<tree> &exit_args, tree c, tree found);
extern bool gpugen_exit_stores_rename (function *fun);
extern void gpugen_undo_exit_stores (vec<gpugen_exit_store *> *out);

/* gpugen-descr.cc (the rest of its interface is in gpugen-model.h and
   gpugen-poly.h).  */
extern bool gpugen_descr_ref_p (tree ref);
extern void gpugen_descr_note_callers (void *, void *);
extern bool gpugen_descr_hoist_loads (function *fun);
extern bool gpugen_loop_may_clobber_p (class loop *loop, tree ref);

/* gpugen-delicm.cc.  */
extern bool gpugen_delicm (function *fun);

/* gpugen-reduce.cc and gpugen-reduce-fold.cc (gpugen_reduce_host_check
   and gpugen_reduce_emit are in gpugen-host.h, with the state they
   take).  */
extern bool gpugen_reduce_scop (vec<gpugen_scop *> *scops, unsigned si);
extern bool gpugen_reduce_mem_scop (vec<gpugen_scop *> *scops, unsigned si);
extern void gpugen_reduce_memexit_promote (function *fun);
extern void gpugen_reduce_memexit_settle (function *fun);
extern void gpugen_reduce_memexit_demote (class loop *t);
extern bool gpugen_reduce_memexit_undo (function *fun);
extern bool gpugen_reduce_partials_p (tree base);
extern bool gpugen_reduce_gaps_p (tree base);
extern bool gpugen_reduce_any_p (gpugen_scop *scop);
extern const char *gpugen_reduce_refusal (tree name);
extern char *gpugen_reduce_describe (gpugen_scop *scop);
extern bool gpugen_reduce_keep_loop_p (gpugen_scop *scop, class loop *loop);
extern tree gpugen_reduce_live_out_value (gphi *phi, sbitmap in_region);
/* Whether NAME is the placeholder of an active reduction whose value a
   time loop's host code gives after the loop (gpugen_reduce_exit_last):
   not a value from outside the region.  */
extern bool gpugen_reduce_exit_placeholder_p (tree name);
extern tree gpugen_reduce_exit_fold (tree op, basic_block bb, tree *ok);
extern tree gpugen_reduce_exit_last (tree op, class loop *t, basic_block bb);
extern bool gpugen_reduce_steps_ok (gpugen_scop *scop);
extern int gpugen_reduce_store_checks (gpugen_scop *scop);
extern void gpugen_reduce_dump_store_checks (FILE *file, gpugen_scop *scop);
extern bool gpugen_undo_reductions (function *fun);

/* gpugen-reduce-exit.cc.  */
extern bool gpugen_reduce_exit_operand_p (class loop *t, tree op);
extern bool gpugen_reduce_exit_rewrite (class loop *t, tree op,
					gimple *test, bool store_ok,
					const char **why, gimple **at);
extern void gpugen_reduce_exit_abandon (class loop *t);

/* gpugen-detect.cc.  */
extern const char *gpugen_reject_text (enum gpugen_reject);
extern bool gpugen_errno_guard_p (basic_block);
extern edge gpugen_loop_exit (class loop *loop);
extern bool gpugen_combined_exit_p (class loop *loop, edge exit);
extern bool gpugen_call_ok_p (gcall *stmt);
extern void gpugen_detect_scops (function *fun, vec<gpugen_scop *> *scops);
extern void gpugen_detect_inside (function *fun, class loop *loop,
				  vec<gpugen_scop *> *scops, int *next_id);
extern int gpugen_split_scop (function *fun, gpugen_scop *scop,
			      vec<gpugen_scop *> *parts, int *next_id,
			      bool descend = false);

/* gpugen-culprit.cc.  */
extern void gpugen_set_culprit (gpugen_scop *scop, const char *fmt, ...)
  ATTRIBUTE_PRINTF_2;
extern const char *gpugen_source_name (tree t);
extern const char *gpugen_ref_base_name (tree ref);
extern int gpugen_ref_alloc_line (tree ref);
extern int gpugen_ref_carried_counter_line (tree ref, bool *quad = NULL);
extern int gpugen_array_line (gpugen_scop *scop, gpugen_array *a);
extern char *gpugen_array_culprit (gpugen_scop *scop, gpugen_array *a);
extern dump_user_location_t gpugen_loop_location (class loop *loop);

/* gpugen-model.cc.  */
extern enum gpugen_reject gpugen_model_build (gpugen_scop *scop);
extern void gpugen_array_free (gpugen_array *a);
extern void gpugen_scop_free (gpugen_scop *scop);
extern bool gpugen_degenerate_phi_p (gphi *phi);
extern tree gpugen_canonical_value (tree name);
extern basic_block gpugen_phi_writer (sbitmap in_region, gphi *phi, edge e);
extern tree gpugen_phi_entry_value (sbitmap in_region, gphi *phi);

/* gpugen-domain.cc.  */
/* The evolution of NAME in LOOP over the region loops of SCOP,
   instantiated at the region's entry, with the evolutions of loops
   whose dimension is shifted (gpugen_loop_info's shift) rewritten in
   that dimension.  */
extern tree gpugen_scev (gpugen_scop *scop, class loop *loop, tree name);

/* gpugen-deps.cc.  */
extern enum gpugen_reject gpugen_deps_compute (gpugen_scop *scop);
extern char *gpugen_deps_culprit (gpugen_scop *scop);
extern __isl_give isl_map *gpugen_deps_carried_at (__isl_take isl_map *map,
						  int depth);
extern __isl_give isl_union_map *gpugen_deps_all (gpugen_scop *scop);
extern bool gpugen_deps_serial_p (gpugen_scop *scop);
extern isl_union_map *gpugen_deps_dataflow (gpugen_scop *scop);
/* The dependences of a SCoP, as saved while they are computed again
   (gpugen_deps_recompute, gpugen_deps_finish).  */
struct gpugen_saved_deps
{
  /* The SCoP's dep_flow, dep_anti, dep_output and n_parallel, and
     its loops' parallel_p.  */
  isl_union_map *flow, *anti, *output;
  int n_parallel;
  auto_vec<bool> parallel;
};
extern enum gpugen_reject gpugen_deps_recompute (gpugen_scop *scop,
						 gpugen_saved_deps *save);
extern void gpugen_deps_finish (gpugen_scop *scop, gpugen_saved_deps *save,
				bool restore);
extern bool gpugen_deps_gain_p (gpugen_scop *scop);
extern void gpugen_deps_clear_failure (gpugen_scop *scop, const char *tag,
				       const char *what);

/* gpugen-private.cc.  */
extern enum gpugen_reject gpugen_private_arrays (gpugen_scop *scop);
extern __isl_give isl_map *gpugen_private_rel (gpugen_access *acc);
extern bool gpugen_private_transfer (gpugen_scop *scop, gpugen_array *a,
				     isl_ast_build *build,
				     gpugen_transfer *t);

/* gpugen-snapshot.cc.  */
extern enum gpugen_reject gpugen_snapshot_reads (gpugen_scop *scop);

/* gpugen-indexset.cc.  */
extern enum gpugen_reject gpugen_indexset_split (gpugen_scop *scop);
extern bool gpugen_indexset_unsplit (gpugen_scop *scop);
extern void gpugen_indexset_free (struct gpugen_indexset *is);
extern char *gpugen_indexset_note (gpugen_scop *scop);

/* gpugen-schedule.cc.  */
extern enum gpugen_reject gpugen_schedule_compute (gpugen_scop *scop);
/* Insert the mark "kernel_<*N>" above NODE and count it in *N; the
   mark node.  */
extern __isl_give isl_schedule_node *gpugen_insert_kernel_mark (
  __isl_take isl_schedule_node *node, int *n);

/* gpugen-fuse.cc.  */
extern __isl_give isl_schedule_node *gpugen_fuse_kernels (
  gpugen_scop *scop, __isl_take isl_schedule_node *root);

/* gpugen-map.cc.  */
extern enum gpugen_reject gpugen_map_scop (gpugen_scop *scop);
extern void gpugen_codegen_free (gpugen_codegen *cg);
extern void gpugen_kernel_free (gpugen_kernel *k);

/* gpugen-tile.cc.  */
extern int gpugen_member_counter (isl_multi_union_pw_aff *mupa, int m,
				  gpugen_stmt *s);
extern __isl_give isl_multi_aff *gpugen_access_subscripts (
  gpugen_access *acc);
extern bool gpugen_subscripts_moved (gpugen_access *acc, int c, bool *last,
				     bool *other);
extern int gpugen_coalescing_member (gpugen_scop *scop,
				     isl_schedule_node *band,
				     vec<int> &candidates);
extern __isl_give isl_schedule_node *gpugen_tile_deskew (
  gpugen_scop *scop, __isl_take isl_schedule_node *mark);
extern bool gpugen_tile_plan (gpugen_scop *scop, isl_schedule_node *mark,
			      gpugen_kernel *kernel, int wide = 0);
extern __isl_give isl_schedule *gpugen_tile_schedule (
  gpugen_scop *scop, gpugen_kernel *kernel, __isl_take isl_schedule *sched);
extern int gpugen_tile_values (gpugen_kernel *kernel, int axis);
extern void gpugen_tile_drop_registers (gpugen_kernel *kernel);
extern int gpugen_tile_count (gpugen_scop *scop, isl_schedule *sched);
extern char *gpugen_tile_describe (gpugen_kernel *kernel);
extern void gpugen_tile_dump (FILE *file, int scop_id, gpugen_kernel *kernel);
extern void gpugen_tiling_free (gpugen_tiling *t);

/* gpugen-shared.cc.  */
extern long gpugen_promotion_elements (const gpugen_promotion &p);
extern void gpugen_shared_drop (gpugen_tiling *t);
extern bool gpugen_shared_serves_p (gpugen_scop *scop,
				    gpugen_kernel *kernel,
				    isl_union_set *dom,
				    isl_multi_union_pw_aff *band);
extern bool gpugen_shared_plan (gpugen_scop *scop, gpugen_kernel *kernel,
				isl_union_set *dom, isl_union_map *prefix,
				isl_multi_union_pw_aff *band);
extern __isl_give isl_schedule_node *gpugen_shared_graft (
  gpugen_kernel *kernel,
  __isl_take isl_schedule_node *point, __isl_take isl_union_set *dom,
  __isl_take isl_union_map *prefix);
extern __isl_give isl_schedule_node *gpugen_shared_insert (
  gpugen_scop *scop, gpugen_kernel *kernel,
  __isl_take isl_schedule_node *point, __isl_take isl_union_set *dom,
  __isl_take isl_union_map *prefix, isl_multi_union_pw_aff *band);

/* gpugen-register.cc.  */
extern bool gpugen_register_plan (gpugen_scop *scop, isl_schedule_node *band,
				  gpugen_kernel *kernel, int wide = 0);
extern bool gpugen_register_check (gpugen_kernel *kernel);
extern __isl_give isl_schedule_node *gpugen_register_bands (
  gpugen_kernel *kernel, __isl_take isl_schedule_node *tile);
extern __isl_give isl_schedule_node *gpugen_register_insert (
  gpugen_scop *scop, gpugen_kernel *kernel,
  __isl_take isl_schedule_node *node);
extern __isl_give isl_ast_build *gpugen_register_build (
  gpugen_kernel *kernel, __isl_take isl_ast_build *build);
extern void gpugen_register_free (gpugen_tiling *t);

/* gpugen-memory.cc.  */
extern isl_set *gpugen_memory_touched (gpugen_scop *scop, gpugen_array *a);
extern enum gpugen_reject gpugen_memory_transfers (gpugen_scop *scop,
						   isl_ast_build *build);

/* gpugen-profit.cc.  */
extern void gpugen_profit_estimate (gpugen_scop *scop);
extern isl_ast_expr *gpugen_profit_box_points (isl_set *s);
extern void gpugen_profit_free (gpugen_kernel *kernel);

/* gpugen-cuda.cc.  */
extern enum gpugen_reject gpugen_cuda_print (gpugen_scop *scop,
					     char **source);
extern const char *gpugen_cuda_prelude (void);
/* The line that follows a statement's "#line" directive in a kernel's
   source: gpugen-image.cc replaces it by a "#line" back to the .cu file
   itself, once the unit's text and its line numbers are known.  */
#define GPUGEN_LINE_BACK "#line gpugen-back"


/* gpugen-devfold.cc.  */
extern void gpugen_devfold_note (unsigned kind);
extern char *gpugen_devfold_source (void);
extern void gpugen_devfold_names (vec<char *> *names);
extern void gpugen_devfold_reset (void);

/* gpugen-image.cc.  */
extern void gpugen_image_init (const char *plugin_name);
extern void gpugen_image_add (gpugen_scop *scop, const char *source);
extern void gpugen_image_drop (gpugen_scop *scop);
extern tree gpugen_image_decl (void);
extern void gpugen_image_remark (location_t loc, char *text);

/* gpugen.cc.  */
extern opt_pass *gpugen_pass;

/* gpugen-cache.cc.  */
#include "md5.h"
/* The key of a cache entry while it is being computed.  */
struct gpugen_cache_key
{
  /* The running MD5 digest of everything that decides the image.  */
  struct md5_ctx ctx;
  /* The kind of image ("fatbin", "emu.so"), the entry's extension.  */
  const char *kind;
};
extern void gpugen_cache_key_start (gpugen_cache_key *key, const char *kind,
				    const char *tool);
extern void gpugen_cache_key_add (gpugen_cache_key *key, const char *s);
extern char *gpugen_cache_entry (gpugen_cache_key *key);
extern char *gpugen_cache_lookup (const char *entry, size_t *size);
extern void gpugen_cache_store (const char *entry, const char *data,
				size_t len);

/* gpugen-host.cc.  */
extern enum gpugen_reject gpugen_host_generate (gpugen_scop *scop,
						tree image,
						const char *region_name);

/* gpugen-hostvec.cc.  */
extern void gpugen_hostvec_init (const char *plugin_name);
extern void gpugen_hostvec_note (gpugen_scop *scop, edge checks_failed);
extern bool gpugen_hostvec_apply (function *fun);

/* gpugen-liveout.cc.  */
/* Whether BB is one of the blocks marked in IN_REGION.  */
extern bool gpugen_in_region_p (sbitmap in_region, basic_block bb);
/* Check the shape of SCOP's region (IN_REGION) and find its entry edge
   into *ENTRY; NULL on success, else why not.  */
extern const char *gpugen_check_region_shape (gpugen_scop *scop,
					      sbitmap in_region,
					      edge *entry);
/* Check the values that leave SCOP's region, pushing on PHI_VALS the
   value the device path gives each PHI of exit_bb; false, after naming
   the culprit, when one cannot leave it.  */
extern bool gpugen_check_live_out (gpugen_scop *scop, sbitmap in_region,
				   vec<tree> *phi_vals);
/* Reset the debug binds after SCOP's region that use its values.  */
extern void gpugen_reset_debug_uses (gpugen_scop *scop, sbitmap in_region);

/* gpugen-dump.cc.  */
extern void gpugen_dump_scop (FILE *file, gpugen_scop *scop, bool details);
extern void gpugen_dump_mapping (gpugen_scop *scop, bool original);

#endif /* GPUGEN_H */
