/* Temporaries allocated and freed in every iteration of a loop, moved
   out of it.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gfortran evaluates the mask of a "do concurrent" into a temporary that
   it allocates before the mask's loop and frees after the body's loop.
   Where that "do concurrent" is nested in another loop (an outer "do
   concurrent", or a time loop), the malloc and the free run in every
   iteration of the outer loop, and the call stops the whole nest ("call
   to a function with side effects"); only the inner nest, between
   them, is offloaded.  When the size is the same in every iteration,
   and the temporary does not outlive its iteration, one temporary
   allocated before the loop and freed after it is the same program:
   each iteration writes its elements before it reads them (reading an
   element an iteration did not write would read indeterminate memory
   in the original), and no iteration can see another's pointer (it is
   not stored, passed to a call other than the free, or merged with
   another value).  This stage moves the malloc to the loop's preheader
   and the free to its exit (gpugen_hoist_temporaries), innermost loops
   first, so that a temporary climbs out of every loop it can; the
   rewrite stays.  The temporary is then memory allocated before the
   region, as for a "do concurrent" that is not nested, and
   gpugen-private.cc gives each iteration of the outer loop a copy of
   it on the device.  */

#include "gpugen.h"
#include "tree-into-ssa.h"

/* Whether the value T is the same in every iteration of LOOP: a
   constant, or an SSA name defined outside it.  */

static bool
loop_invariant_value_p (class loop *loop, tree t)
{
  if (is_gimple_min_invariant (t))
    return true;
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    return true;
  return !flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (t)));
}

/* Whether the pointer P, the result of a malloc in LOOP, is used only
   to address memory (as the base of a load or store, or through
   pointer arithmetic and conversions whose results are used so too), in
   a comparison, or by the free FREE_CALL, all in blocks of LOOP
   between the malloc's block MB and FREE_CALL's block (dominated by
   MB, and by FREE_CALL's block only where it is FREE_CALL itself): the
   pointer does not leave its iteration.  DEPTH bounds the
   recursion.  */

static bool
confined_pointer_p (class loop *loop, tree p, basic_block mb,
		    gimple *free_call, int depth)
{
  if (depth > 8)
    return false;
  basic_block fb = gimple_bb (free_call);
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, p)
    {
      if (is_gimple_debug (use))
	continue;
      if (use == free_call)
	continue;
      basic_block ub = gimple_bb (use);
      if (!ub || !flow_bb_inside_loop_p (loop, ub)
	  || !dominated_by_p (CDI_DOMINATORS, ub, mb)
	  || (ub == fb
	      ? !gimple_uid (use) || gimple_uid (use) > gimple_uid (free_call)
	      : dominated_by_p (CDI_DOMINATORS, ub, fb)))
	return false;
      if (gimple_code (use) == GIMPLE_COND)
	continue;
      gassign *a = dyn_cast <gassign *> (use);
      if (!a)
	return false;
      /* The pointer itself stored: it leaves.  */
      if (gimple_store_p (a) && gimple_assign_rhs1 (a) == p)
	return false;
      tree lhs = gimple_assign_lhs (a);
      enum tree_code code = gimple_assign_rhs_code (a);
      if (TREE_CODE (lhs) == SSA_NAME
	  && (code == POINTER_PLUS_EXPR || CONVERT_EXPR_CODE_P (code)
	      || code == SSA_NAME)
	  && gimple_assign_rhs1 (a) == p)
	{
	  if (!confined_pointer_p (loop, lhs, mb, free_call, depth + 1))
	    return false;
	  continue;
	}
      /* A comparison of it, or an address: its value is not kept.  */
      if (TREE_CODE (lhs) == SSA_NAME
	  && TREE_CODE_CLASS (code) == tcc_comparison)
	continue;
      /* Otherwise P must be the base of a memory reference of the
	 statement (a load or a store of an element), not a value.  */
      bool as_value = false;
      for (unsigned i = 1; i < gimple_num_ops (a); i++)
	if (gimple_op (a, i) == p)
	  as_value = true;
      if (as_value || (!gimple_vuse (a) && !gimple_vdef (a)))
	return false;
    }
  return true;
}

/* The call to free of the pointer P in LOOP, if it has exactly one
   (and P no other call); NULL otherwise.  */

static gcall *
single_free (class loop *loop, tree p)
{
  gcall *found = NULL;
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, p)
    if (gcall *c = dyn_cast <gcall *> (use))
      {
	if (!gimple_call_builtin_p (c, BUILT_IN_FREE)
	    || gimple_call_arg (c, 0) != p || found
	    || !flow_bb_inside_loop_p (loop, gimple_bb (c)))
	  return NULL;
	found = c;
      }
  return found;
}

/* Number the statements of BB in their order (gimple_uid from 1), for
   confined_pointer_p's order within the free's block.  */

static void
number_stmts (basic_block bb)
{
  unsigned n = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    gimple_set_uid (gsi_stmt (gsi), ++n);
}

/* Move the call STMT to AT (before it when BEFORE, else after it),
   its virtual operands left for renaming.  */

static void
move_call (gimple *stmt, gimple_stmt_iterator *at, bool before)
{
  gimple_stmt_iterator from = gsi_for_stmt (stmt);
  unlink_stmt_vdef (stmt);
  if (gimple_vdef (stmt) && TREE_CODE (gimple_vdef (stmt)) == SSA_NAME)
    release_ssa_name (gimple_vdef (stmt));
  gimple_set_vdef (stmt, gimple_vop (cfun));
  gimple_set_vuse (stmt, gimple_vop (cfun));
  gsi_remove (&from, false);
  if (before)
    gsi_insert_before (at, stmt, GSI_SAME_STMT);
  else
    gsi_insert_after (at, stmt, GSI_NEW_STMT);
}

/* Move the temporary that the malloc MALLOC_CALL in LOOP allocates out of
   LOOP, when every iteration allocates and frees one of the same size
   (see the head of this file).  Return true when it moved.  */

static bool
hoist_temporary (class loop *loop, gcall *malloc_call)
{
  tree p = gimple_call_lhs (malloc_call);
  basic_block mb = gimple_bb (malloc_call);
  edge pe = loop_preheader_edge (loop);
  edge ex = single_exit (loop);
  if (!p || TREE_CODE (p) != SSA_NAME || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (p)
      || !pe || !ex || !loop->latch || mb->loop_father != loop
      || !loop_invariant_value_p (loop, gimple_call_arg (malloc_call, 0))
      || !dominated_by_p (CDI_DOMINATORS, loop->latch, mb)
      || (ex->flags & EDGE_ABNORMAL))
    return false;
  gcall *free_call = single_free (loop, p);
  if (!free_call)
    return false;
  basic_block fb = gimple_bb (free_call);
  /* Every iteration runs the malloc, then the free, once (neither is in
     an inner loop), before it goes on or leaves.  */
  if (fb->loop_father != loop || !dominated_by_p (CDI_DOMINATORS, fb, mb)
      || !dominated_by_p (CDI_DOMINATORS, loop->latch, fb)
      || !dominated_by_p (CDI_DOMINATORS, ex->src, fb))
    return false;
  if (fb == mb)
    {
      /* The free after the malloc in one block.  */
      number_stmts (mb);
      if (gimple_uid (free_call) < gimple_uid (malloc_call))
	return false;
    }
  number_stmts (fb);
  if (!confined_pointer_p (loop, p, mb, free_call, 0))
    return false;

  /* The malloc at the end of the preheader, the free on the exit.  */
  gimple_stmt_iterator at = gsi_last_bb (pe->src);
  move_call (malloc_call, &at,
	     !gsi_end_p (at) && stmt_ends_bb_p (gsi_stmt (at)));
  basic_block after = split_edge (ex);
  gimple_stmt_iterator fat = gsi_last_bb (after);
  move_call (free_call, &fat, false);
  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-temps] loop %d: temporary ", loop->num);
      print_generic_expr (dump_file, p);
      fprintf (dump_file, " allocated in bb %d before the loop and freed "
	       "in bb %d after it\n", gimple_bb (malloc_call)->index,
	       after->index);
    }
  return true;
}

/* Move out of the loops of FUN the temporaries that every iteration of a
   loop allocates and frees (see the head of this file), innermost loops
   first.  Return true when the IL changed.  */

bool
gpugen_hoist_temporaries (function *fun)
{
  if (!loops_state_satisfies_p (LOOPS_HAVE_PREHEADERS)
      || !loops_state_satisfies_p (LOOPS_HAVE_RECORDED_EXITS))
    return false;
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  bool changed = false;
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    {
      if (!loop->inner)
	continue;
      basic_block *body = get_loop_body (loop);
      auto_vec<gcall *, 4> mallocs;
      for (unsigned i = 0; i < loop->num_nodes; i++)
	if (body[i]->loop_father == loop)
	  for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	       !gsi_end_p (gsi); gsi_next (&gsi))
	    if (gcall *c = dyn_cast <gcall *> (gsi_stmt (gsi)))
	      if (gimple_call_builtin_p (c, BUILT_IN_MALLOC))
		mallocs.safe_push (c);
      free (body);
      for (gcall *c : mallocs)
	if (hoist_temporary (loop, c))
	  changed = true;
    }
  if (changed)
    {
      mark_virtual_operands_for_renaming (fun);
      update_ssa (TODO_update_ssa_only_virtuals);
      scev_reset ();
    }
  return changed;
}
