/* The folds of scalar reductions in the device path of their regions,
   and their values after the regions.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gpugen-reduce.cc rewrites a reduction for the model as partials per
   row, in an array that lives on the device, and makes the uses of its
   value after the nest read a placeholder from before the region.
   This file gives the device path that value: gpugen-liveout.cc asks
   gpugen_reduce_live_out_value for the PHIs of the region's exit block
   that merge the placeholder with the initial value (the guard that
   skips the nest), gpugen-host.cc's dry run checks that the partials
   have their transfers (gpugen_reduce_host_check), and after the
   region's launches, before its copies back, gpugen_reduce_emit reads
   the partials back and folds them (__gpugen_region_fold), then gives
   the fold to the uses after the region: a PHI argument on the device
   path's edge into the join reads it, every other use a PHI of the
   join of the host path's value and the fold (give_value).  In the
   region of a time loop whose exit test reads a reduction, the host
   loop folds it after each step (gpugen_reduce_exit_fold), keeps the
   last fold for after the loop (gpugen_reduce_exit_vars,
   gpugen_reduce_exit_last) and stores it once where the program stores
   the value in each step or on each way out
   (gpugen_reduce_exit_stores).  The end of the pass makes the
   placeholder the host's value again (gpugen_undo_reductions, with
   gpugen_reduce_undo at the end of this file).  The
   questions the other stages ask of the rewritten reductions
   (gpugen_reduce_partials_p, gpugen_reduce_describe and the like) end
   this file.  */

#include "gpugen.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "gpugen-host.h"
#include "../include/gpugen-rt.h"
#include "gpugen-reduce.h"

/* Whether the block TO can be reached from the exit of LOOP through
   blocks of IN_REGION (the region's blocks): whether LOOP may have run
   before TO.  */

static bool
reached_after_loop_p (class loop *loop, basic_block to, sbitmap in_region)
{
  auto_vec<basic_block, 16> stack;
  auto_sbitmap seen (last_basic_block_for_fn (cfun));
  bitmap_clear (seen);
  stack.safe_push (single_exit (loop)->dest);
  while (!stack.is_empty ())
    {
      basic_block bb = stack.pop ();
      if (bb == to)
	return true;
      if (!bitmap_bit_p (in_region, bb->index)
	  || !bitmap_set_bit (seen, bb->index))
	continue;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	stack.safe_push (e->dest);
    }
  return false;
}

/* If the PHI (of a region's exit block, the region's blocks in
   IN_REGION) receives from the region only a reduction's placeholder,
   or its initial value along edges from blocks that its loop cannot
   have run before (the guard that skips the nest), return the
   placeholder: the device path gives it the fold (of no row, where
   the loop did not run).  NULL_TREE otherwise.  */

tree
gpugen_reduce_live_out_value (gphi *phi, sbitmap in_region)
{
  gpugen_reduction *found = NULL;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      for (gpugen_reduction *r : gpugen_reductions)
	if (r->active && r->placeholder == arg)
	  found = r;
    }
  /* The value a time loop leaves of a reduction its exit test reads:
     its host code gives it (gpugen_reduce_exit_last).  */
  if (!found || found->time_loop)
    return NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      if (!bitmap_bit_p (in_region, e->src->index))
	continue;
      tree arg = gimple_phi_arg_def (phi, i);
      if (arg == found->placeholder)
	continue;
      if (!operand_equal_p (arg, found->init, 0)
	  || reached_after_loop_p (found->loop, e->src, in_region))
	return NULL_TREE;
    }
  return found->placeholder;
}

/* See gpugen.h.  The placeholder of a time loop's reduction
   (gpugen_reduce_live_out_value leaves it alone) is a default
   definition, so that a PHI after the loop whose arguments from the
   region are all that placeholder looked like a value from before the
   region, and the device path passed the placeholder itself, which the
   undo at the end of the pass made the step's value again where it
   does not dominate (an ICE in rewrite_into_loop_closed_ssa, fuzz
   --ext3 C seed 832).  */

bool
gpugen_reduce_exit_placeholder_p (tree name)
{
  if (!name || TREE_CODE (name) != SSA_NAME)
    return false;
  for (gpugen_reduction *r : gpugen_reductions)
    if (r->active && r->placeholder == name && r->time_loop)
      return true;
  return false;
}

/* Return the memory array of SCOP whose base is BASE, or NULL.  */

static gpugen_array *
find_array (gpugen_scop *scop, tree base)
{
  for (gpugen_array *a : scop->arrays)
    if (a->kind == GPUGEN_ARRAY_MEMORY && a->base == base)
      return a;
  return NULL;
}

/* The state of the host code being generated for a region
   (gpugen_reduce_set_host), which the test of a time loop's exit needs
   to fold a reduction (gpugen_reduce_exit_fold); NULL outside.  */

static host_gen *current_hg;

/* Make HG the state of the host code being generated (NULL when none
   is: the variables of gpugen_reduce_exit_vars are then forgotten).  */

void
gpugen_reduce_set_host (host_gen *hg)
{
  current_hg = hg;
  if (!hg)
    for (gpugen_reduction *r : gpugen_reductions)
      r->exit_var = NULL_TREE;
}

/* Whether R's value is the exit test's of the time loop of HG's region
   (folded after each step, gpugen_reduce_exit_fold), not one given
   after the region.  */

static bool
exit_reduction_p (host_gen *hg, gpugen_reduction *r)
{
  return (r->time_loop && hg->scop->host_exit
	  && gpugen_host_exit_loop (hg->scop->host_exit) == r->time_loop);
}

/* Whether the region of SCOP, a time loop whose exit test reads the
   value of the reduction R, runs the same rows of R in every step: the
   instances of the statement that stores R's partials, (step, row, ...),
   are every step of the loop (scop->host_exit_iters: the program tests
   the exit after each) with every row, so that the fold after a step
   reads the partials of that step alone (not those of an earlier step,
   where the nest runs in some steps only: "if (it % 2 == 0)").  */

static bool
same_rows_p (gpugen_scop *scop, gpugen_reduction *r)
{
  if (!scop->host_exit_iters || !scop->context)
    return false;
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      if (acc->write_p && acc->array->base == r->part)
	{
	  isl_size n = isl_set_dim (s->domain, isl_dim_set);
	  if (n < 2)
	    return false;
	  isl_set *d = isl_set_intersect_params (isl_set_copy (s->domain),
						 isl_set_copy (scop->context));
	  isl_set *steps
	    = isl_set_reset_tuple_id (isl_set_copy (scop->host_exit_iters));
	  steps = isl_set_intersect_params (steps,
					    isl_set_copy (scop->context));
	  isl_set *rows = isl_set_project_out (isl_set_copy (d),
					       isl_dim_set, 0, 1);
	  isl_set *all = isl_set_flat_product (steps, rows);
	  all = isl_set_set_tuple_id (all, isl_set_get_tuple_id (d));
	  isl_bool eq = isl_set_is_equal (d, all);
	  isl_set_free (d);
	  isl_set_free (all);
	  return eq == isl_bool_true;
	}
  return false;
}

/* Whether the region of SCOP, a time loop whose exit test reads values
   of reductions (gpugen_reduce_exit_rewrite), runs the same rows of
   each in every step (same_rows_p), so that the test can fold the
   partials after each step; if not, name the reduction in SCOP's
   culprit.  Other regions pass.  */

bool
gpugen_reduce_steps_ok (gpugen_scop *scop)
{
  if (!scop->host_exit)
    return true;
  auto_vec<gpugen_reduction *> rs;
  gpugen_reduce_of_scop (scop, &rs);
  for (gpugen_reduction *r : rs)
    if (r->time_loop == gpugen_host_exit_loop (scop->host_exit)
	&& !same_rows_p (scop, r))
      {
	gpugen_set_culprit (scop, "the rows of the reduction of %s%s%s "
			    "change from one step to the next",
			    r->name ? "'" : "", r->name ? r->name : "a scalar",
			    r->name ? "'" : "");
	return false;
      }
  return true;
}

/* Check, in the dry run of HG's host code, that the device path can
   fold each reduction of its region: the partials' transfers exist,
   the initial value is known before the region.  Return NULL, or why
   not.  */

const char *
gpugen_reduce_host_check (host_gen *hg)
{
  auto_vec<gpugen_reduction *> rs;
  gpugen_reduce_of_scop (hg->scop, &rs);
  for (gpugen_reduction *r : rs)
    {
      if (TREE_CODE (r->init) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (r->init)
	  && gpugen_in_region_p (hg->in_region,
				 gimple_bb (SSA_NAME_DEF_STMT (r->init))))
	return "a reduction's initial value is computed in the region";
      int ip = transfer_index (hg, find_array (hg->scop, r->part));
      if (ip < 0)
	return "a reduction's partials have no transfer";
      if (r->state
	  && transfer_index (hg, find_array (hg->scop, r->state)) < 0)
	return "a reduction's states have no transfer";
      gpugen_transfer &t = hg->scop->cg->transfers[ip];
      if (!expr_to_tree (hg, t.lo) || !expr_to_tree (hg, t.hi))
	return hg->why;
      if (exit_reduction_p (hg, r) && !same_rows_p (hg->scop, r))
	return "a reduction whose rows change from one step to the next";
    }
  return NULL;
}

/* Give the value VAL, R's fold computed at the end of the device path
   of the region IN_REGION, to the uses after the region of R's value:
   a PHI argument on the device path's edge X_TRUE into JOIN reads VAL;
   every other use outside the region reads a new PHI of JOIN, VAL from
   X_TRUE and the host path's value from the region's edges (the
   placeholder, which the end of the pass makes R's value again, or
   where that value is a PHI after JOIN, the value it receives, the
   accumulator at the loop's last latch).  */

static void
give_value (gpugen_reduction *r, sbitmap in_region, basic_block join,
	    edge x_true, tree val)
{
  auto_vec<use_operand_p, 8> direct, merged;
  imm_use_iterator it;
  use_operand_p up;
  FOR_EACH_IMM_USE_FAST (up, it, r->placeholder)
    {
      gimple *u = USE_STMT (up);
      if (is_gimple_debug (u))
	continue;
      if (gphi *p = dyn_cast <gphi *> (u))
	{
	  edge e = gimple_phi_arg_edge (p, PHI_ARG_INDEX_FROM_USE (up));
	  if (gpugen_in_region_p (in_region, e->src))
	    continue;
	  if (e == x_true)
	    direct.safe_push (up);
	  else
	    merged.safe_push (up);
	}
      else if (!gpugen_in_region_p (in_region, gimple_bb (u)))
	merged.safe_push (up);
    }
  for (use_operand_p d : direct)
    SET_USE (d, val);
  if (merged.is_empty ())
    return;
  basic_block rb = gimple_bb (SSA_NAME_DEF_STMT (r->result));
  tree host = (gpugen_in_region_p (in_region, rb) ? r->placeholder
	       : r->latch_value);
  if (!gpugen_in_region_p (in_region, rb))
    {
      /* The exit PHI that the uses read is left dead after JOIN; its
	 debug uses go.  */
      gimple *u;
      FOR_EACH_IMM_USE_STMT (u, it, r->result)
	if (gimple_debug_bind_p (u))
	  {
	    gimple_debug_bind_reset_value (u);
	    update_stmt (u);
	  }
    }
  tree m = make_ssa_name (TREE_TYPE (val));
  gphi *phi = create_phi_node (m, join);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, join->preds)
    add_phi_arg (phi, e == x_true ? val : host, e, UNKNOWN_LOCATION);
  for (use_operand_p d : merged)
    {
      SET_USE (d, m);
      if (!is_a <gphi *> (USE_STMT (d)))
	update_stmt (USE_STMT (d));
    }
}

/* Emit at the end of BB, for the region of HG, the fold of R's partials
   (__gpugen_region_fold, which reads them back from the device) into
   its initial value; return the value, and in *OK the call's result
   (an int, 0 where it failed).  */

static tree
emit_fold (host_gen *hg, gpugen_reduction *r, basic_block bb, tree *ok)
{
  tree type = TREE_TYPE (r->ident);
  int ip = transfer_index (hg, find_array (hg->scop, r->part));
  int is = (r->state ? transfer_index (hg, find_array (hg->scop, r->state))
	    : -1);
  gcc_assert (ip >= 0 && (!r->state || is >= 0));
  gpugen_transfer &t = hg->scop->cg->transfers[ip];
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  tree lng = long_integer_type_node;
  tree first = force_gimple_operand_gsi
    (&gsi, fold_convert (size_type_node, as_long (expr_to_tree (hg, t.lo))),
     true, NULL_TREE, false, GSI_CONTINUE_LINKING);
  tree count = force_gimple_operand_gsi
    (&gsi, fold_convert (size_type_node,
			 fold_build2 (MINUS_EXPR, lng,
				      as_long (expr_to_tree (hg, t.hi)),
				      as_long (expr_to_tree (hg, t.lo)))),
     true, NULL_TREE, false, GSI_CONTINUE_LINKING);
  tree init = create_tmp_var (type, "gpugen_fold_init");
  tree res = create_tmp_var (type, "gpugen_fold_result");
  TREE_ADDRESSABLE (init) = 1;
  TREE_ADDRESSABLE (res) = 1;
  /* A location in memory: from the identity, the store after the fold
     compares (gpugen_reduce_mem_store).  */
  gimple *g = gimple_build_assign (init, r->mem_ref ? r->ident : r->init);
  gsi_insert_after (&gsi, g, GSI_NEW_STMT);
  /* The image gets the kind's fold kernel, where the device may fold
     the partials (gpugen-devfold.cc); the runtime decides at each call
     whether it does.  */
  gpugen_devfold_note (GPUGEN_FOLD_KIND (r->op, r->type));
  gcall *call = gimple_build_call
    (rt_decl (RT_FOLD), 7,
     build_int_cst (unsigned_type_node, GPUGEN_FOLD_KIND (r->op, r->type)),
     build_fold_addr_expr_with_type (res, ptr_type_node),
     build_fold_addr_expr_with_type (init, const_ptr_type_node),
     hg->dev_ptrs[ip], r->state ? hg->dev_ptrs[is] : null_pointer_node,
     first, count);
  *ok = make_ssa_name (integer_type_node, call);
  gimple_call_set_lhs (call, *ok);
  gsi_insert_after (&gsi, call, GSI_NEW_STMT);
  tree val = make_ssa_name (type);
  gsi_insert_after (&gsi, gimple_build_assign (val, res), GSI_NEW_STMT);
  if (dump_file)
    fprintf (dump_file, "[gpugen-reduce] SCoP %d: the fold of %s in bb %d\n",
	     hg->scop->id, r->name ? r->name : "a scalar", bb->index);
  return val;
}

/* In the device path of the region of HG, at the end of BB (after the
   launches of the host AST, before the copies back), fold the partials
   of each reduction of the region into its value, and give that value
   to the uses after the region (give_value; JOIN and X_TRUE as there);
   a reduction whose value a time loop's exit test reads was folded
   after each step (gpugen_reduce_exit_fold).  A failed fold fails the
   region, whose exit then runs the host path.  */

void
gpugen_reduce_emit (host_gen *hg, basic_block bb, basic_block join,
		    edge x_true)
{
  auto_vec<gpugen_reduction *> rs;
  gpugen_reduce_of_scop (hg->scop, &rs);
  for (gpugen_reduction *r : rs)
    if (!exit_reduction_p (hg, r))
      {
	tree ok;
	tree val = emit_fold (hg, r, bb, &ok);
	if (r->mem_ref)
	  gpugen_reduce_mem_store (hg, r, bb, val, ok);
	else
	  give_value (r, hg->in_region, join, x_true, val);
      }
}

/* The value of OP, an operand of the exit test of the time loop of the
   region whose host code is being generated, where OP is the value of a
   reduction that gpugen_reduce_exit_rewrite rewrote for the test: the
   fold of its partials, emitted at the end of BB (after a step's
   launches), with *OK the fold's result (0 where it failed); in the
   dry run (BB NULL), OP itself where the fold can be emitted.  NULL_TREE
   where OP is no such value or the fold cannot be emitted.  */

tree
gpugen_reduce_exit_fold (tree op, basic_block bb, tree *ok)
{
  *ok = NULL_TREE;
  host_gen *hg = current_hg;
  if (!hg || TREE_CODE (op) != SSA_NAME)
    return NULL_TREE;
  for (gpugen_reduction *r : gpugen_reductions)
    if (r->active && r->exit_op == op && exit_reduction_p (hg, r))
      {
	if (transfer_index (hg, find_array (hg->scop, r->part)) < 0
	    || (r->state
		&& transfer_index (hg, find_array (hg->scop, r->state)) < 0))
	  return NULL_TREE;
	if (!bb)
	  return op;
	tree val = emit_fold (hg, r, bb, ok);
	/* The fold of the last step tested, for after the loop.  */
	if (r->exit_var)
	  {
	    gimple_stmt_iterator gsi = gsi_last_bb (bb);
	    gsi_insert_after (&gsi, gimple_build_assign (r->exit_var, val),
			      GSI_NEW_STMT);
	  }
	return val;
      }
  return NULL_TREE;
}

/* In the device path of the region of HG, a time loop, at the end of BB
   (before the loop): the variables that hold the fold of the last step
   tested of each reduction whose value the loop's exit test reads and
   the code after the loop reads too (exit_after) or the program stores
   (exit_stores), set by each step's test (gpugen_reduce_exit_fold) and
   read after the loop (gpugen_reduce_exit_last,
   gpugen_reduce_exit_stores); zero until a step is tested (none is read
   where no step is).  */

void
gpugen_reduce_exit_vars (host_gen *hg, basic_block bb)
{
  auto_vec<gpugen_reduction *> rs;
  gpugen_reduce_of_scop (hg->scop, &rs);
  for (gpugen_reduction *r : rs)
    if (exit_reduction_p (hg, r)
	&& (r->exit_after || !r->exit_stores.is_empty ()))
      {
	tree type = TREE_TYPE (r->ident);
	r->exit_var = create_tmp_var (type, "gpugen_exit_fold");
	TREE_ADDRESSABLE (r->exit_var) = 1;
	gimple_stmt_iterator gsi = gsi_last_bb (bb);
	gsi_insert_after (&gsi, gimple_build_assign (r->exit_var,
						     build_zero_cst (type)),
			  GSI_NEW_STMT);
      }
}

/* The value that the time loop T leaves of OP, where OP is the value of
   a reduction that its exit test reads (gpugen_reduce_exit_rewrite) and
   the code after T reads too: the fold of the last step tested, loaded
   at the end of BB from the variable that holds it
   (gpugen_reduce_exit_vars); in a check (BB NULL), OP itself.
   NULL_TREE where OP is no such value.  */

tree
gpugen_reduce_exit_last (tree op, class loop *t, basic_block bb)
{
  if (TREE_CODE (op) != SSA_NAME)
    return NULL_TREE;
  for (gpugen_reduction *r : gpugen_reductions)
    if (r->active && r->exit_op == op && r->time_loop == t && r->exit_after)
      {
	if (!bb)
	  return op;
	gcc_assert (r->exit_var);
	tree val = make_ssa_name (TREE_TYPE (r->exit_var));
	gimple_stmt_iterator gsi = gsi_last_bb (bb);
	gsi_insert_after (&gsi, gimple_build_assign (val, r->exit_var),
			  GSI_NEW_STMT);
	return val;
      }
  return NULL_TREE;
}

/* Whether the region of SCOP, a time loop, makes once after the loop
   the store of the value of R, which its exit test reads, that GCC
   cannot tell apart from the loop's arrays (exit_store_check).  */

static bool
store_check_p (gpugen_scop *scop, gpugen_reduction *r)
{
  if (r->mem_ref)
    return true;
  return (r->time_loop && scop->host_exit && r->exit_store_check
	  && !r->exit_stores.is_empty ()
	  && gpugen_host_exit_loop (scop->host_exit) == r->time_loop);
}

/* The number of run-time checks of stores that the region of SCOP
   makes once after its time loop (store_check_p), for its remark.  */

int
gpugen_reduce_store_checks (gpugen_scop *scop)
{
  auto_vec<gpugen_reduction *> rs;
  gpugen_reduce_of_scop (scop, &rs);
  int n = 0;
  for (gpugen_reduction *r : rs)
    if (store_check_p (scop, r))
      n++;
  return n;
}

/* Write to FILE, the dump, a line for each store that the region of
   SCOP makes once after its time loop under a run-time check
   (store_check_p), as for an alias check between two arrays.  */

void
gpugen_reduce_dump_store_checks (FILE *file, gpugen_scop *scop)
{
  auto_vec<gpugen_reduction *> rs;
  gpugen_reduce_of_scop (scop, &rs);
  for (gpugen_reduction *r : rs)
    if (store_check_p (scop, r))
      {
	fprintf (file, "gpugen: SCoP %d alias check: the store ", scop->id);
	print_generic_expr (file, r->mem_ref ? r->mem_ref
			    : gimple_assign_lhs (r->exit_stores[0].stmt));
	fprintf (file, " and each array\n");
      }
}

/* The GENERIC condition of the run-time checks of the region of HG, a
   time loop, for the stores of its exit test's values that it makes
   once after the loop where GCC cannot tell them apart from the loop's
   arrays (store_check_p: "*errp = err;" through a pointer that is not
   restrict): the bytes each writes, [&X, &X + size), lie apart from the
   range [base + LO * size, base + HI * size) that the region copies of
   each of its memory arrays (the ranges of gpugen-hostexpr.cc's alias
   checks, its transfers; not the reductions' partials and the
   snapshots, which live on the device alone; an array without a
   transfer fails the region).  Every access of the loop that may touch those
   bytes is one of those arrays' (gpugen-reduce-exit.cc's
   store_alone_p), within its copied range: where the check holds, the
   store of every step changes nothing that the loop reads and nothing
   else writes what it stores, so that the one store after the loop
   leaves the memory as the program does; where it fails, the region's
   host path runs, the program's code with its store in every step.
   The address is computed from parameters and declarations alone
   (store_alone_p), before the loop as after it.  A maximum or minimum
   kept in memory by a nest (gpugen-reduce-mem.cc, mem_ref) is checked
   so too, and two of them against each other (the device path stores
   each fold alone, where the program's nest interleaves their updates).
   Boolean true where there is no such store; NULL_TREE after recording
   a failure in HG.  */

/* The bytes [*LO, *HI) of REF, SIZE bytes, as addresses of type UPTR,
   each built from its own copy of REF (unshare *LO and *HI again for
   each further use).  */

static void
ref_bytes (tree ref, tree size, tree uptr, tree *lo, tree *hi)
{
  *lo = fold_convert (uptr, build_fold_addr_expr (unshare_expr (ref)));
  *hi = fold_build2 (PLUS_EXPR, uptr,
		     fold_convert (uptr,
				   build_fold_addr_expr (unshare_expr (ref))),
		     fold_convert (uptr, size));
}

/* The condition that the byte ranges [LO0, HI0) and [LO1, HI1) are
   disjoint.  */

static tree
ranges_apart (tree lo0, tree hi0, tree lo1, tree hi1)
{
  return fold_build2 (TRUTH_OR_EXPR, boolean_type_node,
		      fold_build2 (LE_EXPR, boolean_type_node, hi0, lo1),
		      fold_build2 (LE_EXPR, boolean_type_node, hi1, lo0));
}

tree
gpugen_reduce_exit_store_checks (host_gen *hg)
{
  tree cond = boolean_true_node;
  tree uptr = pointer_sized_int_node;
  auto_vec<gpugen_reduction *> rs;
  gpugen_reduce_of_scop (hg->scop, &rs);
  for (gpugen_reduction *r : rs)
    {
      if (!store_check_p (hg->scop, r))
	continue;
      tree lhs = (r->mem_ref ? r->mem_ref
		  : gimple_assign_lhs (r->exit_stores[0].stmt));
      tree size = TYPE_SIZE_UNIT (TREE_TYPE (lhs));
      if (!size || !tree_fits_uhwi_p (size))
	return gen_fail (hg, "a store after the loop of a size not known");
      tree at[2];
      ref_bytes (lhs, size, uptr, &at[0], &at[1]);
      for (gpugen_array *a : hg->scop->arrays)
	{
	  if (a->kind != GPUGEN_ARRAY_MEMORY || a->snapshot_of
	      || gpugen_reduce_partials_p (a->base))
	    continue;
	  int ti = transfer_index (hg, a);
	  if (ti < 0)
	    return gen_fail (hg, "alias check of a store and an array "
			     "without a transfer");
	  gpugen_transfer &t = hg->scop->cg->transfers[ti];
	  tree bound[2];
	  for (int h = 0; h < 2; h++)
	    {
	      tree off = transfer_bytes (hg, t, h == 1);
	      if (!off)
		return NULL_TREE;
	      bound[h] = fold_build2 (PLUS_EXPR, uptr,
				      fold_convert (uptr,
						    host_address (t.array)),
				      fold_convert (uptr, off));
	    }
	  tree d = ranges_apart (unshare_expr (at[0]), unshare_expr (at[1]),
				 bound[0], bound[1]);
	  cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, d);
	}
    }
  /* Two locations kept in memory by the nests (gpugen-reduce-mem.cc)
     apart from each other too: the device path stores each fold
     alone.  */
  for (unsigned i = 0; i < rs.length (); i++)
    for (unsigned j = i + 1; j < rs.length (); j++)
      if (rs[i]->mem_ref && rs[j]->mem_ref)
	{
	  tree at[2][2];
	  gpugen_reduction *two[2] = { rs[i], rs[j] };
	  for (int k = 0; k < 2; k++)
	    ref_bytes (two[k]->mem_ref,
		       TYPE_SIZE_UNIT (TREE_TYPE (two[k]->mem_ref)), uptr,
		       &at[k][0], &at[k][1]);
	  tree d = ranges_apart (at[0][0], at[0][1], at[1][0], at[1][1]);
	  cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, d);
	}
  return cond;
}

/* In the device path of the region of HG, a time loop, after the copies
   back at the end of BB: the stores of the values of the reductions
   that the loop's exit test reads, which the program makes in each step
   before the test or on each way out of the loop
   (gpugen_reduce_exit_rewrite took them out of the IL: gfortran's store
   of the error to its dummy argument), made once, of
   the fold of the last step tested (the variable of
   gpugen_reduce_exit_vars), where a step ran: LAST (cg->exit_last's
   value, a "long") is not negative.  Nothing else of the loop reads or
   writes what they store, so that the memory holds what the program
   leaves there; after the copies back, so that no copy of an array
   whose span covers it writes over it.  Return the block where the
   device path goes on, BB where there is no such store.  */

basic_block
gpugen_reduce_exit_stores (host_gen *hg, basic_block bb, tree last)
{
  auto_vec<gpugen_reduction *> rs, stores;
  gpugen_reduce_of_scop (hg->scop, &rs);
  for (gpugen_reduction *r : rs)
    if (exit_reduction_p (hg, r) && !r->exit_stores.is_empty ()
	&& r->exit_var)
      stores.safe_push (r);
  if (stores.is_empty ())
    return bb;
  /* BB -> ST -> JOIN, and BB -> JOIN where no step ran.  */
  basic_block join = split_edge (single_succ_edge (bb));
  basic_block st = split_edge (single_succ_edge (bb));
  edge run = single_succ_edge (bb);
  edge skip = make_edge (bb, join, EDGE_FALSE_VALUE);
  run->flags = (run->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  run->probability = profile_probability::very_likely ();
  skip->probability = run->probability.invert ();
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_after (&gsi, gimple_build_cond (GE_EXPR, last,
					     build_zero_cst (TREE_TYPE (last)),
					     NULL_TREE, NULL_TREE),
		    GSI_NEW_STMT);
  gsi = gsi_last_bb (st);
  for (gpugen_reduction *r : stores)
    {
      tree lhs = gimple_assign_lhs (r->exit_stores[0].stmt);
      tree val = make_ssa_name (TREE_TYPE (r->exit_var));
      gsi_insert_after (&gsi, gimple_build_assign (val, r->exit_var),
			GSI_NEW_STMT);
      if (!useless_type_conversion_p (TREE_TYPE (lhs), TREE_TYPE (val)))
	{
	  tree cv = make_ssa_name (TREE_TYPE (lhs));
	  gsi_insert_after (&gsi, gimple_build_assign (cv, NOP_EXPR, val),
			    GSI_NEW_STMT);
	  val = cv;
	}
      gimple *s = gimple_build_assign (unshare_expr (lhs), val);
      gimple_set_location (s, gimple_location (r->exit_stores[0].stmt));
      gsi_insert_after (&gsi, s, GSI_NEW_STMT);
    }
  return join;
}

/* Whether BASE is the base of the partials or states of a reduction
   rewritten for the model: an array that lives only on the device,
   distinct from every other.  */

bool
gpugen_reduce_partials_p (tree base)
{
  if (!base || TREE_CODE (base) != SSA_NAME)
    return false;
  for (gpugen_reduction *r : gpugen_reductions)
    if (r->active && (r->part == base || r->state == base))
      return true;
  return false;
}

/* Whether SCOP's region has a reduction rewritten for the model.  */

bool
gpugen_reduce_any_p (gpugen_scop *scop)
{
  auto_vec<gpugen_reduction *> rs;
  gpugen_reduce_of_scop (scop, &rs);
  return !rs.is_empty ();
}

/* Return what the offloaded remark of SCOP says of its reductions,
   newly allocated ("reduction of 'err' over the loops at lines 4-5,
   partials per row"), or NULL when it has none.  */

char *
gpugen_reduce_describe (gpugen_scop *scop)
{
  auto_vec<gpugen_reduction *> rs;
  gpugen_reduce_of_scop (scop, &rs);
  char *text = NULL;
  for (gpugen_reduction *r : rs)
    {
      char *name = (r->name ? xasprintf ("'%s'", r->name)
		    : xstrdup ("a scalar"));
      char *one = (r->first_line == r->last_line
		   ? xasprintf ("reduction of %s over the loop nest at line "
				"%d, partials per row", name, r->first_line)
		   : xasprintf ("reduction of %s over the loops at lines "
				"%d-%d, partials per row", name,
				r->first_line, r->last_line));
      free (name);
      char *more = text ? concat (text, "; ", one, NULL) : xstrdup (one);
      free (text);
      free (one);
      text = more;
    }
  return text;
}

/* Whether SCOP has a reduction whose fold is a KEEP one (a float
   MAX_EXPR or MIN_EXPR, or a select that keeps the accumulator) inside
   LOOP or around it: its host copy is left to GCC's own vectorizer,
   which may reassociate such a reduction (gpugen-hostvec.cc); so is one
   kept in memory (gpugen-reduce-mem.cc), whose load and store the host
   copy makes in every iteration, a dependence through memory that the
   model, which holds it in a register, does not see.  */

bool
gpugen_reduce_keep_loop_p (gpugen_scop *scop, class loop *loop)
{
  auto_vec<gpugen_reduction *> rs;
  gpugen_reduce_of_scop (scop, &rs);
  for (gpugen_reduction *r : rs)
    if (gpugen_reduce_keep_op_p (r->op) || r->mem_ref
	|| SCALAR_FLOAT_TYPE_P (TREE_TYPE (r->ident)))
      if (loop == r->loop || flow_loop_nested_p (r->loop, loop))
	return true;
  return false;
}

/* Remove the statement S that gpugen-reduce.cc added, without releasing
   its definitions yet.  */

void
gpugen_reduce_remove_added (gimple *s)
{
  if (!gimple_bb (s))
    return;
  gimple_stmt_iterator gsi = gsi_for_stmt (s);
  if (gimple_vdef (s))
    unlink_stmt_vdef (s);
  gsi_remove (&gsi, true);
}

/* Undo the rewrite of R (see the head of this file): its statements and
   PHIs go, the operands it changed come back, and the uses of its
   placeholder read its value after the loop again.  */

void
gpugen_reduce_undo (gpugen_reduction *r)
{
  if (!r->active)
    return;
  gpugen_reduce_exit_put_back (r);
  for (int i = r->added.length () - 1; i >= 0; i--)
    gpugen_reduce_remove_added (r->added[i]);
  for (gphi *p : r->added_phis)
    {
      gphi_iterator gsi = gsi_for_phi (p);
      remove_phi_node (&gsi, true);
    }
  for (int i = r->undo.length () - 1; i >= 0; i--)
    {
      undo_op &u = r->undo[i];
      if (u.opno < 0)
	{
	  /* Every such edge is inside the reduction's loop but the loop's
	     exit, into the exit PHI: where the device path's join was put
	     on it (the exit PHI being the region's exit block's), the
	     exit PHI's argument is already the join's PHI of the host's
	     and the device's values (give_value).  */
	  gphi *p = as_a <gphi *> (u.stmt);
	  if (edge e = find_edge (u.src, gimple_bb (p)))
	    SET_PHI_ARG_DEF (p, e->dest_idx, u.old);
	}
      else if (gimple_bb (u.stmt))
	{
	  gimple_set_op (u.stmt, u.opno, u.old);
	  update_stmt (u.stmt);
	}
      /* Else the operand was one of a statement that this stage added
	 and removed above (the accumulator in the first of wrap_signed's
	 conversions, which the rows then read as the identity): putting
	 it back would make the accumulator used by a statement outside
	 the IL, which the verifier of loop-closed SSA and ldist then
	 walk into.  */
    }
  for (gimple *s : r->added)
    release_defs (s);
  imm_use_iterator it;
  gimple *u;
  if (r->result)
    FOR_EACH_IMM_USE_STMT (u, it, r->placeholder)
      {
	use_operand_p up;
	FOR_EACH_IMM_USE_ON_STMT (up, it)
	  SET_USE (up, r->result);
	if (!is_a <gphi *> (u))
	  update_stmt (u);
      }
  r->active = false;
  gpugen_reduce_mem_undo (r);
}
