/* Scalar reductions whose value the exit test of a time loop reads,
   rewritten for the model so that the time loop runs as one region.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A convergence loop computes its error as a reduction in its body and
   leaves on it:

     for (it = 0; it < maxit; it++)		(T, the time loop)
       {
	 ...sweep...
	 err = 0;
	 for (i ...)				(L, the reduction's nest)
	   for (j ...)
	     err = max (err, ...);
	 if (err < tol)
	   break;
       }

   gpugen-hostexit.cc takes such an exit out of the model, to be tested
   on the host between steps, where its test reads values from before
   the loop or elements of arrays; this file lets the test read the
   error too.  Before detection, for each operand of the test (or of the
   arithmetic of its block that computes it) that is the value after L
   of an accumulator of L (gpugen_reduce_exit_operand_p), directly,
   through PHIs of one argument, or through a PHI of the step that
   merges it with the initial value where L did not run (the guard that
   skips an empty nest), gpugen_reduce_exit_rewrite rewrites the
   reduction as gpugen-reduce.cc does for a region (each row of L from
   the identity, its partial stored in an array that lives on the
   device) and makes those PHIs copies of the placeholder (where the
   test reads L's value itself, the rewrite makes it read the
   placeholder: the value the test reads).  It refuses a value read by
   anything but the test and, for the value the test reads, the PHIs of
   T's exits (the value T leaves: "return err;", Fortran's "errout =
   err", exit_after), a merge in T's header (the error of the step
   before, read in the next step: "prev = err") or one whose other
   values are not the initial value, and an initial value computed in
   T.  The host loop of T's region then computes the operand after each
   step's launches from the fold of that step's partials, read back
   alone (gpugen_reduce_exit_fold, gpugen-reduce-fold.cc), where every
   step of T writes the partials of the same rows
   (gpugen_reduce_steps_ok), and keeps the last fold for the value T
   leaves (gpugen_reduce_exit_last, asked for by gpugen-exittest.cc's
   gpugen_host_exit_live_out_value; the value from before T where no
   step ran).  Where
   T's region fails, or the test reads a value that cannot be rewritten,
   gpugen_reduce_exit_abandon gives those PHIs their other values again:
   the reduction stays rewritten for the regions of T's body, whose
   device paths fold the error after each step's region, as for an
   error read after the loop too.  The end of the pass undoes it all
   (gpugen_undo_reductions).  */

#include "gpugen.h"
#include "tree-into-ssa.h"
#include "gpugen-reduce.h"

/* Whether V is the value after a loop L of the body of the time loop T
   (not inside another loop of it) of a value L computes: L's exit PHI
   of it.  Set *L.  */

static bool
loop_result_p (class loop *t, tree v, class loop **l)
{
  gphi *p = (TREE_CODE (v) == SSA_NAME
	     ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v)) : NULL);
  if (!p || gimple_phi_num_args (p) != 1)
    return false;
  edge e = gimple_phi_arg_edge (p, 0);
  class loop *inner = e->src->loop_father;
  tree a = gimple_phi_arg_def (p, 0);
  if (inner == t || loop_outer (inner) != t || single_exit (inner) != e
      || TREE_CODE (a) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (a)
      || !flow_bb_inside_loop_p (inner, gimple_bb (SSA_NAME_DEF_STMT (a))))
    return false;
  *l = inner;
  return true;
}

/* The value V of the body of the time loop T stands for, through the
   PHIs of one argument that copy a value into a later block (the exit
   of a loop that does not compute it, a join of one edge); each such
   PHI's result is pushed on COPIES (when not NULL).  */

static tree
through_copies (class loop *t, tree v, vec<tree> *copies)
{
  for (int k = 0; k < 16; k++)
    {
      class loop *l;
      gphi *p = (TREE_CODE (v) == SSA_NAME
		 ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v)) : NULL);
      if (!p || gimple_phi_num_args (p) != 1 || loop_result_p (t, v, &l)
	  || !flow_bb_inside_loop_p (t, gimple_bb (p)))
	return v;
      if (copies)
	copies->safe_push (v);
      v = gimple_phi_arg_def (p, 0);
    }
  return v;
}

/* Whether OP, an operand of the exit test of the time loop T, is the
   value of an accumulator after a loop L of T's body (loop_result_p),
   directly, through copies, or through a PHI of T's body that merges it
   with other values (checked by gpugen_reduce_exit_rewrite).  Set *L
   and *SX, L's exit PHI's result.  */

static bool
exit_reduction_value (class loop *t, tree op, class loop **l, tree *sx)
{
  if (TREE_CODE (op) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (op)
      || virtual_operand_p (op))
    return false;
  tree v = through_copies (t, op, NULL);
  if (loop_result_p (t, v, l))
    {
      *sx = v;
      return true;
    }
  /* A merge of the step itself: not T's header, whose PHIs carry the
     values of the step before (a test of the previous step's error
     would read the fold of this one), nor a block of a loop inside T.  */
  gphi *p = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v));
  if (!p || gimple_bb (p)->loop_father != t || gimple_bb (p) == t->header)
    return false;
  *sx = NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (p); i++)
    {
      class loop *inner;
      tree a = through_copies (t, gimple_phi_arg_def (p, i), NULL);
      if (!loop_result_p (t, a, &inner))
	continue;
      if (*sx && *sx != a)
	return false;
      *sx = a;
      *l = inner;
    }
  return *sx != NULL_TREE;
}

/* Whether OP, an operand of the exit test of the time loop T, is the
   value of a reduction of a loop inside T (exit_reduction_value), which
   gpugen-hostexit.cc may then compute on the host from its fold.  */

bool
gpugen_reduce_exit_operand_p (class loop *t, tree op)
{
  class loop *l;
  tree sx;
  return gpugen_opts.reductions && exit_reduction_value (t, op, &l, &sx);
}

/* Whether the block TO of the time loop T can be reached from the exit
   of its loop L within an iteration of T: whether L may have run before
   TO in that iteration.  */

static bool
reached_in_step_p (class loop *t, class loop *l, basic_block to)
{
  auto_vec<basic_block, 16> stack;
  auto_bitmap seen;
  stack.safe_push (single_exit (l)->dest);
  while (!stack.is_empty ())
    {
      basic_block bb = stack.pop ();
      /* The next step starts at the header.  */
      if (bb == t->header || !flow_bb_inside_loop_p (t, bb))
	continue;
      if (bb == to)
	return true;
      if (!bitmap_set_bit (seen, bb->index))
	continue;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	stack.safe_push (e->dest);
    }
  return false;
}

/* Whether the use UP is a PHI's argument on an edge that leaves the
   loop T: the value T leaves, read after it.  */

static bool
leaves_loop_p (class loop *t, use_operand_p up)
{
  gphi *p = dyn_cast <gphi *> (USE_STMT (up));
  if (!p)
    return false;
  edge e = gimple_phi_arg_edge (p, PHI_ARG_INDEX_FROM_USE (up));
  return (flow_bb_inside_loop_p (t, e->src)
	  && !flow_bb_inside_loop_p (t, e->dest));
}

/* Rewrite for the model the reduction whose value OP is read by TEST,
   the exit test of the time loop T (gpugen-hostexit.cc): as for a
   region (see the head of gpugen-reduce.cc), with OP's PHI made the copy of
   the placeholder where it merges the value after the loop with the
   initial value where the loop did not run; the host loop of T's
   region then computes OP from the fold after each step
   (gpugen_reduce_exit_fold).  The value must be read by TEST alone,
   the initial value come from before T, and T run the same rows in
   every step (checked on the model, gpugen_reduce_host_check).  Return
   whether it was rewritten (or already was).  */

bool
gpugen_reduce_exit_rewrite (class loop *t, tree op, gimple *test)
{
  for (gpugen_reduction *r : gpugen_reductions)
    if (r->active && r->exit_op == op)
      return true;
  class loop *l;
  tree sx;
  if (!gpugen_reduce_exit_operand_p (t, op)
      || !exit_reduction_value (t, op, &l, &sx))
    return false;
  calculate_dominance_info (CDI_DOMINATORS);
  for (gphi_iterator gsi = gsi_start_phis (l->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      cycle c;
      c.result = NULL_TREE;
      c.inner = false;
      c.deepest = NULL;
      c.why = NULL;
      c.refuse_p = false;
      if (!gpugen_reduce_analyze_cycle (&c, l, gsi.phi ())
	  || c.result != sx || !c.copies.is_empty ())
	{
	  if (c.result == sx && dump_file && (dump_flags & TDF_DETAILS))
	    {
	      fprintf (dump_file, "[gpugen-reduce] loop %d: the exit test's "
		       "value ", t->num);
	      print_generic_expr (dump_file, op);
	      fprintf (dump_file, " is no reduction rewritten: %s\n",
		       c.why ? c.why : "copies of its value");
	    }
	  continue;
	}
      tree init = PHI_ARG_DEF_FROM_EDGE (c.head, loop_preheader_edge (l));
      if (TREE_CODE (init) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (init)
	  && flow_bb_inside_loop_p (t, gimple_bb (SSA_NAME_DEF_STMT (init))))
	return false;
      /* The values between the loop's and the test's: OP, the copies
	 on its way and, where OP merges, the merge and the copies on
	 each of its edges.  */
      auto_vec<tree, 8> chain;
      tree v = through_copies (t, op, &chain);
      if (v != sx)
	{
	  gphi *m = as_a <gphi *> (SSA_NAME_DEF_STMT (v));
	  chain.safe_push (v);
	  for (unsigned i = 0; i < gimple_phi_num_args (m); i++)
	    {
	      unsigned before = chain.length ();
	      tree a = through_copies (t, gimple_phi_arg_def (m, i), &chain);
	      if (a == sx)
		continue;
	      /* The initial value, along an edge that the loop cannot
		 have run before in the step.  */
	      chain.truncate (before);
	      if (!operand_equal_p (a, init, 0)
		  || reached_in_step_p (t, l, gimple_phi_arg_edge (m, i)->src))
		return false;
	    }
	}
      /* Each read only by the next ones, OP by TEST and by the PHIs of
	 T's exits (the value T leaves).  */
      bool after = false;
      chain.safe_push (sx);
      for (tree n : chain)
	{
	  imm_use_iterator it;
	  use_operand_p up;
	  FOR_EACH_IMM_USE_FAST (up, it, n)
	    {
	      gimple *u = USE_STMT (up);
	      if (is_gimple_debug (u) || (n == op && u == test))
		continue;
	      if (n == op && leaves_loop_p (t, up))
		{
		  after = true;
		  continue;
		}
	      bool in = false;
	      for (tree x : chain)
		if (x != sx && u == SSA_NAME_DEF_STMT (x))
		  in = true;
	      if (!in)
		return false;
	    }
	}
      gpugen_reduce_rewrite (&c);
      gpugen_reduction *r = gpugen_reductions.last ();
      /* Where TEST reads the value after L itself, the rewrite made it
	 read the placeholder (and the PHIs of T's exits too).  */
      r->exit_op = op == sx ? r->placeholder : op;
      r->time_loop = t;
      r->exit_undo = r->undo.length ();
      r->exit_after = after;
      if (after && dump_file)
	fprintf (dump_file, "[gpugen-reduce] loop %d: the value it leaves of "
		 "%s is the fold of the last step tested\n", t->num,
		 r->name ? r->name : "a scalar");
      /* Every PHI on the way a copy of the placeholder.  */
      for (tree x : chain)
	if (x != sx)
	  {
	    gphi *p = as_a <gphi *> (SSA_NAME_DEF_STMT (x));
	    for (unsigned i = 0; i < gimple_phi_num_args (p); i++)
	      if (gimple_phi_arg_def (p, i) != r->placeholder)
		gpugen_reduce_set_phi_arg (r, p, gimple_phi_arg_edge (p, i),
					   r->placeholder);
	  }
      mark_virtual_operands_for_renaming (cfun);
      update_ssa (TODO_update_ssa_only_virtuals);
      scev_reset ();
      return true;
    }
  return false;
}

/* The time loop T does not test its exit on the host after all (its
   region failed, gpugen_host_exit_restore): its reductions' values are
   no longer the test's; the PHIs between their loops and the test take
   their other values again (the reductions stay rewritten, for the
   regions of T's body, whose device paths give them after the region,
   gpugen-reduce-fold.cc).  */

void
gpugen_reduce_exit_abandon (class loop *t)
{
  for (gpugen_reduction *r : gpugen_reductions)
    if (r->active && r->time_loop == t)
      {
	for (int i = r->undo.length () - 1; i >= (int) r->exit_undo; i--)
	  {
	    undo_op &u = r->undo[i];
	    gphi *p = as_a <gphi *> (u.stmt);
	    if (edge e = find_edge (u.src, gimple_bb (p)))
	      SET_PHI_ARG_DEF (p, e->dest_idx, u.old);
	  }
	r->undo.truncate (r->exit_undo);
	r->time_loop = NULL;
	r->exit_op = NULL_TREE;
	r->exit_after = false;
      }
}
