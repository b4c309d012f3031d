/* What gpugen-host.cc and gpugen-hostexpr.cc share: the runtime entry
   points, the state of generating a region's host code, and the
   functions of one that the other calls.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).  */

#ifndef GPUGEN_HOST_H
#define GPUGEN_HOST_H

/* The runtime entry points the host code calls (include/gpugen-rt.h).  */

enum rt_fn
{
  RT_ENTER,
  RT_ALLOC,
  RT_COPY_IN,
  RT_LAUNCH,
  RT_COPY_OUT,
  RT_EXIT,
  RT_ESTIMATE,
  RT_COPY_DEVICE,
  RT_PREFAULT,
  RT_READ,
  RT_HOST_RANGE,
  RT_FOLD,
  RT_CHECKED,
  RT_HOST_CHECKED,
  RT_ESTIMATE_HOST,
  RT_ESTIMATE_STEPS,
  RT_STEPS,
  RT_MAX
};

/* The state of generating (or of checking that one can generate) the
   host code of one region.  */

struct host_gen
{
  /* The SCoP.  */
  gpugen_scop *scop;
  /* True for the dry run: translate and check everything, change
     nothing.  */
  bool dry;
  /* Why the dry run failed, for the dump; NULL while it has not.  */
  const char *why;
  /* The isl names of the enclosing host loop iterators and the trees of
     their values, innermost last.  */
  auto_vec<const char *> iter_names;
  auto_vec<tree> iter_vals;
  /* For each transfer (scop->cg->transfers), the device pointer (an SSA
     name of type void *; a placeholder in the dry run).  */
  auto_vec<tree> dev_ptrs;
  /* The local array of kernel argument slots; NULL_TREE in the dry run
     and when no launch has arguments.  */
  tree slots;
  /* The most kernel arguments of a launch of the region.  */
  unsigned max_args;
  /* The image variable's address, as a call argument.  */
  tree image_addr;
  /* The loop new blocks and loops are put in.  */
  class loop *cur_loop;
  /* A placeholder "long" that stands for loop iterators in the dry run.  */
  tree dummy_long;
  /* Whether every kernel has estimates that translate, so that the
     region passes them to the runtime (set by the dry run).  */
  bool estimates;
  /* The region's blocks.  */
  sbitmap in_region;
  /* The number of host "for" nodes around the node being generated.  */
  int for_depth;
  /* For a region with a host exit: the number of outermost "for" nodes
     seen (the time loop's; there must be one).  */
  int n_time_loops;
  /* For a region with a host exit, in its device path: the "long"
     variable that notes the iteration where the exit on data was taken
     (-1 while it was not), and the value of the time loop's last
     iteration (cg->exit_last); NULL_TREE otherwise.  */
  tree exit_step, exit_last;
  /* The region's name for the runtime, a string literal.  */
  tree name;
};

/* gpugen-host.cc.  */

/* Return the FUNCTION_DECL of the runtime entry point FN.  */
extern tree rt_decl (enum rt_fn fn);

/* gpugen-hostexpr.cc: isl expressions as GENERIC trees, and the run-time
   checks of a region.  */

/* Record in HG that the region cannot be generated because of WHY;
   return NULL_TREE.  */
extern tree gen_fail (host_gen *hg, const char *why);
/* Return T converted to "long".  */
extern tree as_long (tree t);
/* Return T as a boolean.  */
extern tree as_bool (tree t);
/* Return the GENERIC tree of the isl expression E, or NULL_TREE after
   recording the failure in HG.  */
extern tree expr_to_tree (host_gen *hg, isl_ast_expr *e);
/* Return the host address of ARRAY as a "void *" tree.  */
extern tree host_address (gpugen_array *array);
/* Return the index of ARRAY's transfer in HG's code generation state,
   or -1.  */
extern int transfer_index (host_gen *hg, gpugen_array *array);
/* Return LO or HI (HI_P) of transfer T of HG times its element size.  */
extern tree transfer_bytes (host_gen *hg, gpugen_transfer &t, bool hi_p);
/* Return the condition under which the region of HG may run on the
   device.  */
extern tree checks_tree (host_gen *hg);
/* Return the part of it that checks the model: assumptions, bounds of
   the transfers, alias checks.  */
extern tree model_checks_tree (host_gen *hg);
/* Return the part of it that checks the host memory of arrays touched
   speculatively, each call's byte count multiplied by GATE (an "int"
   0 or 1) unless GATE is NULL_TREE.  */
extern tree host_range_tree (host_gen *hg, tree gate);

/* gpugen-reduce-fold.cc: the folds of the region's reductions in its
   device path.  */

/* Check in the dry run of HG that its reductions can be folded; NULL, or
   why not.  */
extern const char *gpugen_reduce_host_check (host_gen *hg);
/* Fold them at the end of BB, and give their values to the uses after
   the region (JOIN, where the device path's edge X_TRUE meets the
   region's exits).  */
extern void gpugen_reduce_emit (host_gen *hg, basic_block bb,
				basic_block join, edge x_true);
/* Make HG the state of the host code being generated, which the test of
   a time loop's exit may fold a reduction with; NULL when none is.  */
extern void gpugen_reduce_set_host (host_gen *hg);
/* At the end of BB, before the time loop of HG's region, set up the
   variables that hold the folds of its test's reductions that the code
   after the loop reads.  */
extern void gpugen_reduce_exit_vars (host_gen *hg, basic_block bb);
/* The condition that the stores HG's region makes once after its time
   loop, where they may alias its arrays, write no byte that the region
   copies of them; true where there are none, NULL_TREE after a
   failure.  */
extern tree gpugen_reduce_exit_store_checks (host_gen *hg);
/* In the device path of HG's region, at the end of BB, after the fold
   VAL (OK the fold call's result) of the partials of R, a maximum or
   minimum kept in memory (gpugen-reduce-mem.cc): the store the
   program's nest leaves there.  */
struct gpugen_reduction;
extern void gpugen_reduce_mem_store (host_gen *hg, gpugen_reduction *r,
				     basic_block bb, tree val, tree ok);
/* After the copies back at the end of BB, in the device path of HG's
   region, a time loop whose last iteration is LAST: the stores of the
   reductions' values that the program makes in each step or on each way
   out, made once, of the folds of the last step tested; return the
   block where the device path goes on.  */
extern basic_block gpugen_reduce_exit_stores (host_gen *hg, basic_block bb,
					      tree last);

#endif /* GPUGEN_HOST_H */
