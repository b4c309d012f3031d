/* The stores on the ways out of a time loop, joined into one block.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   GCC's store motion (LIM) keeps a scalar that a loop stores in every
   iteration in a register and stores it once on each way out of the
   loop: Fortran's "it = k" for an "intent(out)" dummy in a convergence
   loop,

     do k = 1, maxit
       nests
       it = k
       if (err < tol) exit
     end do

   leaves the loop with two edges, each into a block of its own that
   stores "*it_5(D) = it_lsm" (the value its PHI passes on) and goes on
   to the block after the loop.  Such a block lies between the time loop
   and the end of its region, where the model must not see a store
   (gpugen_host_exit_block_effects_ok), so the loop ran step by step,
   its arrays copied in and out in each step.

   gpugen_exit_join_stores, for a time loop found by gpugen-hostexit.cc,
   moves those stores into one new block that every way out of the loop
   reaches first (the join): a PHI there merges the values stored, and
   the stores follow it in their order.  The program is the same (each
   way out stores the same places, in the same order, with the same
   values, and nothing runs between the stores and the join), so the
   change stays.  The join's PHIs are then values that leave the loop,
   which the region's host code computes from the iteration where the
   loop left (gpugen_host_exit_live_out_p), and the stores run after
   the region, on either path.

   Fortran's "do it = 1, maxit" with "it" a dummy argument has its
   counter stored in every step instead, "*it_5(D) =
   _47" before the counted test and after the test on data, which store
   motion leaves in the loop (it is not made on every way out) and which
   then stands between the step's effects and that test.
   gpugen_exit_sink_counter_store moves such a store out of the loop
   itself, onto each edge out, in a block of its own as store motion
   would, which gpugen_exit_join_stores then joins.  It takes a store S
   "*P = V" where V is the value that a PHI H of the loop's header
   takes from the latch (the next value of a counter) and the memory at
   *P holds H's value from before the loop when the loop starts (the
   program stores it there just before, with nothing between that may
   write *P: gfortran's "*it = 1"); S is the loop's only statement that
   may read or write *P, runs once in every iteration that reaches the
   latch (its block dominates the latch, outside the inner loops), and
   each exit is tested in a block of the loop itself that dominates the
   latch.  *P then holds H in every iteration until S, and V after it;
   so each way out stores V where S came before its test, H where it
   did not (the value *P already holds: a store of the same value, and
   none where the loop does not run).

   A counter that store motion could keep in a register (C's global
   "for (g = 0; g < maxit; g++)", Fortran's module variable as a DO
   variable) it stores on the way out by the count, and under a flag on
   the exit on data: "if (flag) g = g_lsm", the flag 0 where the loop is
   entered and 1 from the latch, g_lsm the counter's next value from the
   latch.  gpugen_exit_unflag_stores makes that store "g = H",
   unconditional, H the counter (the header PHI that takes the same
   value from the latch), where g holds H's initial value at the entry
   (as above) and nothing in the loop reads or writes g: where the flag
   is 1, g_lsm is H; where it is 0, in the first step, g holds H's value
   already.  The arm without the store goes, and the ways out are then
   store motion's shape, which gpugen_exit_join_stores joins.

   The ways out qualify where each edge out of the loop enters a block
   of its own (one predecessor) that holds nothing but PHIs, debug
   statements, arithmetic without memory (which stays) and the stores,
   and goes on to the same block; and where the stores of every way out
   write the same places in the same order.
   What that block's PHIs receive from the ways out goes through a PHI
   of the join where it differs (a value stored that GCC forwarded to a
   load after the loop).  */

#include "gpugen.h"
#include "tree-ssa.h"
#include "tree-into-ssa.h"
#include "tree-cfg.h"
#include "gimplify.h"
#include "tree-ssa-loop-manip.h"
#include "cfgcleanup.h"

/* Push on STORES the stores of BB, the destination of an edge out of a
   loop; return whether there is at least one and they are plain stores
   (no volatile access, none that may throw), and BB's other statements
   neither read nor write memory nor call (arithmetic on values that
   the loop leaves, which GCC may have moved there, stays).  */

static bool
exit_block_stores (basic_block bb, vec<gimple *> *stores)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (is_gimple_debug (g)
	  || (is_gimple_assign (g) && !gimple_vuse (g)
	      && !stmt_could_throw_p (cfun, g)))
	continue;
      if (!gimple_assign_single_p (g) || !gimple_store_p (g)
	  || gimple_has_volatile_ops (g) || stmt_could_throw_p (cfun, g))
	return false;
      stores->safe_push (g);
    }
  return !stores->is_empty ();
}

/* Return the value that the join JOIN passes on where the way out
   OUTS[K] brings ARGS[K * STRIDE] (K from 0 to the number of ways out
   less 1): that value where they are all the same, else the result of
   a new PHI of JOIN of those, of TYPE.  */

static tree
merged_at_join (basic_block join, vec<edge> &outs, vec<tree> &args,
		unsigned offset, unsigned stride, tree type)
{
  tree v = args[offset];
  bool same = true;
  for (unsigned k = 1; k < outs.length (); k++)
    same &= operand_equal_p (args[offset + k * stride], v, 0);
  if (same)
    return v;
  tree res = make_temp_ssa_name (type, NULL, "gpugen_out");
  gphi *phi = create_phi_node (res, join);
  for (unsigned k = 0; k < outs.length (); k++)
    add_phi_arg (phi, args[offset + k * stride], outs[k], UNKNOWN_LOCATION);
  return res;
}

/* Join the stores on the ways out of LOOP (see the head of this file);
   return whether it did.  */

bool
gpugen_exit_join_stores (class loop *loop)
{
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.is_empty ())
    return false;
  /* The stores of each way out, N of them, one way after the other, and
     the edges from the ways out to DEST.  */
  auto_vec<gimple *> all;
  unsigned n = 0;
  auto_vec<edge> outs;
  basic_block dest = NULL;
  for (unsigned k = 0; k < exits.length (); k++)
    {
      basic_block b = exits[k]->dest;
      auto_vec<gimple *> stores;
      if (!single_pred_p (b) || !single_succ_p (b)
	  || (single_succ_edge (b)->flags & EDGE_COMPLEX)
	  || !exit_block_stores (b, &stores))
	return false;
      if (k == 0)
	{
	  dest = single_succ (b);
	  n = stores.length ();
	}
      else if (single_succ (b) != dest || stores.length () != n)
	return false;
      for (unsigned i = 0; k > 0 && i < n; i++)
	if (!operand_equal_p (gimple_assign_lhs (stores[i]),
			      gimple_assign_lhs (all[i]), 0)
	    || !useless_type_conversion_p (
		 TREE_TYPE (gimple_assign_rhs1 (all[i])),
		 TREE_TYPE (gimple_assign_rhs1 (stores[i]))))
	  return false;
      all.safe_splice (stores);
      outs.safe_push (single_succ_edge (b));
    }
  if (dest == EXIT_BLOCK_PTR_FOR_FN (cfun))
    return false;

  /* What DEST's PHIs (the memory's aside) receive from each way out
     (the stored values where GCC forwarded them to a load after the
     loop), and the values each way out stores, before the edges move.  */
  unsigned m = outs.length ();
  auto_vec<gphi *> dphis;
  auto_vec<tree> dargs;
  for (gphi_iterator pi = gsi_start_phis (dest); !gsi_end_p (pi);
       gsi_next (&pi))
    if (!virtual_operand_p (gimple_phi_result (pi.phi ())))
      {
	dphis.safe_push (pi.phi ());
	for (edge e : outs)
	  dargs.safe_push (PHI_ARG_DEF_FROM_EDGE (pi.phi (), e));
      }
  auto_vec<tree> vals;
  for (gimple *g : all)
    vals.safe_push (gimple_assign_rhs1 (g));

  /* The join: the first way out's edge split, the others redirected to
     it.  */
  basic_block join = split_edge (outs[0]);
  for (unsigned k = 1; k < m; k++)
    {
      edge e = redirect_edge_and_branch (outs[k], join);
      gcc_assert (e);
      outs[k] = e;
    }
  outs[0] = single_pred_edge (join);
  for (unsigned k = 1; k < m; k++)
    redirect_edge_var_map_clear (outs[k]);

  /* DEST's PHIs receive over the join's edge what they received from
     each way out: that value, or a PHI of the join of those.  */
  edge je = single_succ_edge (join);
  for (unsigned p = 0; p < dphis.length (); p++)
    SET_PHI_ARG_DEF (dphis[p], je->dest_idx,
		     merged_at_join (join, outs, dargs, p * m, 1,
				     TREE_TYPE (gimple_phi_result (dphis[p]))));

  /* The stores, in order, of the values merged the same way.  */
  gimple_stmt_iterator at = gsi_after_labels (join);
  for (unsigned i = 0; i < n; i++)
    {
      tree v = merged_at_join (join, outs, vals, i, n, TREE_TYPE (vals[i]));
      gassign *st
	= gimple_build_assign (unshare_expr (gimple_assign_lhs (all[i])), v);
      gimple_set_location (st, gimple_location (all[i]));
      gimple_set_vuse (st, gimple_vop (cfun));
      gimple_set_vdef (st, gimple_vop (cfun));
      gsi_insert_before (&at, st, GSI_SAME_STMT);
    }

  /* The stores of each way out go.  */
  for (gimple *g : all)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (g);
      unlink_stmt_vdef (g);
      gsi_remove (&gsi, true);
      release_defs (g);
    }
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa_only_virtuals);
  if (dump_file)
    fprintf (dump_file, "[gpugen-hostexit] loop %d: %u store%s on its %u "
	     "ways out joined in bb %d\n", loop->num, n, n == 1 ? "" : "s",
	     m, join->index);
  return true;
}

/* Whether the memory at REF (the reference LHS) holds INIT where LOOP is
   entered: the last statement before the entry that may write it is a
   store of INIT to LHS itself, found along the memory's definitions
   from the entry (at most 32 statements back, none a PHI).  */

static bool
holds_at_entry_p (class loop *loop, tree lhs, ao_ref *ref, tree init)
{
  gphi *vphi = get_virtual_phi (loop->header);
  if (!vphi)
    return false;
  tree vuse = PHI_ARG_DEF_FROM_EDGE (vphi, loop_preheader_edge (loop));
  for (int steps = 0; steps < 32 && vuse; steps++)
    {
      gimple *d = SSA_NAME_DEF_STMT (vuse);
      if (!d || gimple_code (d) == GIMPLE_PHI || gimple_nop_p (d))
	return false;
      if (gimple_assign_single_p (d) && gimple_store_p (d)
	  && operand_equal_p (gimple_assign_lhs (d), lhs, 0))
	return operand_equal_p (gimple_assign_rhs1 (d), init, 0);
      if (stmt_may_clobber_ref_p_1 (d, ref))
	return false;
      vuse = gimple_vuse (d);
    }
  return false;
}

/* Whether P, a pointer, is the partials or states of a reduction
   rewritten for the model (gpugen_reduce_partials_p), or such a base
   plus an offset: memory of gpugen's own, distinct from every object of
   the program, which the alias oracle does not know.  */

static bool
partials_pointer_p (tree p)
{
  for (int i = 0; i < 8 && p && TREE_CODE (p) == SSA_NAME; i++)
    {
      if (gpugen_reduce_partials_p (p))
	return true;
      gimple *d = SSA_NAME_DEF_STMT (p);
      if (!is_gimple_assign (d))
	return false;
      enum tree_code c = gimple_assign_rhs_code (d);
      if (c != POINTER_PLUS_EXPR && c != SSA_NAME && !CONVERT_EXPR_CODE_P (c))
	return false;
      p = gimple_assign_rhs1 (d);
    }
  return false;
}

/* Whether G only loads or stores an element of a reduction's partials
   (partials_pointer_p).  */

static bool
partials_access_p (gimple *g)
{
  if (!gimple_assign_single_p (g)
      || (gimple_store_p (g) && gimple_assign_load_p (g)))
    return false;
  tree ref = (gimple_store_p (g) ? gimple_assign_lhs (g)
	      : gimple_assign_rhs1 (g));
  tree base = get_base_address (ref);
  return (base && TREE_CODE (base) == MEM_REF
	  && partials_pointer_p (TREE_OPERAND (base, 0)));
}

/* Whether S is LOOP's only statement that may read or write what REF
   stands for (the accesses of a reduction's partials, which gpugen
   made, aside).  */

static bool
alone_in_loop_p (class loop *loop, gimple *s, ao_ref *ref)
{
  basic_block *body = get_loop_body (loop);
  bool alone = true;
  for (unsigned i = 0; alone && i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 alone && !gsi_end_p (gsi); gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (g == s || is_gimple_debug (g)
	    || (!gimple_vuse (g) && !is_gimple_call (g))
	    || partials_access_p (g))
	  continue;
	if (ref_maybe_used_by_stmt_p (g, ref)
	    || stmt_may_clobber_ref_p_1 (g, ref))
	  alone = false;
      }
  free (body);
  return alone;
}

/* The store of LOOP's counter in every step, moved onto its ways out
   (see the head of this file); return whether one was.  */

bool
gpugen_exit_sink_counter_store (class loop *loop)
{
  if (!loop->latch || !loop_preheader_edge (loop)
      || !single_pred_p (loop->latch))
    return false;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.is_empty ())
    return false;
  for (edge e : exits)
    if ((e->flags & EDGE_COMPLEX) || e->src->loop_father != loop
	|| !dominated_by_p (CDI_DOMINATORS, loop->latch, e->src))
      return false;

  /* The store: in a block of the loop itself that dominates the latch,
     of the latch's value of a header PHI.  */
  gimple *s = NULL;
  gphi *h = NULL;
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; !s && i < loop->num_nodes; i++)
    {
      basic_block bb = body[i];
      if (bb->loop_father != loop
	  || !dominated_by_p (CDI_DOMINATORS, loop->latch, bb))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	   !s && !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gimple *g = gsi_stmt (gsi);
	  if (!gimple_assign_single_p (g) || !gimple_store_p (g)
	      || gimple_has_volatile_ops (g) || stmt_could_throw_p (cfun, g)
	      || TREE_CODE (gimple_assign_rhs1 (g)) != SSA_NAME)
	    continue;
	  tree lhs = gimple_assign_lhs (g);
	  if (walk_tree (&lhs, gpugen_defined_in_loop, loop, NULL))
	    continue;
	  for (gphi_iterator pi = gsi_start_phis (loop->header);
	       !gsi_end_p (pi); gsi_next (&pi))
	    if (!virtual_operand_p (gimple_phi_result (pi.phi ()))
		&& PHI_ARG_DEF_FROM_EDGE (pi.phi (), loop_latch_edge (loop))
		   == gimple_assign_rhs1 (g))
	      {
		s = g;
		h = pi.phi ();
		break;
	      }
	}
    }
  free (body);
  if (!s)
    return false;
  tree lhs = gimple_assign_lhs (s);
  tree v = gimple_assign_rhs1 (s);
  tree hv = gimple_phi_result (h);
  tree init = PHI_ARG_DEF_FROM_EDGE (h, loop_preheader_edge (loop));
  if (!useless_type_conversion_p (TREE_TYPE (lhs), TREE_TYPE (v)))
    return false;
  ao_ref ref;
  ao_ref_init (&ref, lhs);
  if (!alone_in_loop_p (loop, s, &ref)
      || !holds_at_entry_p (loop, lhs, &ref, init))
    return false;

  /* Each way out stores what *P holds there, in a block of its own.  */
  basic_block sb = gimple_bb (s);
  for (unsigned k = 0; k < exits.length (); k++)
    {
      edge e = exits[k];
      tree val = (dominated_by_p (CDI_DOMINATORS, e->src, sb) ? v : hv);
      /* The loop's dedicated exit block, or a new one.  */
      basic_block b = (single_pred_p (e->dest)
		       && e->dest != EXIT_BLOCK_PTR_FOR_FN (cfun)
		       ? e->dest : split_edge (e));
      tree lc = make_temp_ssa_name (TREE_TYPE (val), NULL, "gpugen_sunk");
      gphi *phi = create_phi_node (lc, b);
      add_phi_arg (phi, val, single_pred_edge (b), UNKNOWN_LOCATION);
      gassign *st = gimple_build_assign (unshare_expr (lhs), lc);
      gimple_set_location (st, gimple_location (s));
      gimple_set_vuse (st, gimple_vop (cfun));
      gimple_set_vdef (st, gimple_vop (cfun));
      gimple_stmt_iterator at = gsi_after_labels (b);
      gsi_insert_before (&at, st, GSI_SAME_STMT);
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (s);
  unlink_stmt_vdef (s);
  gsi_remove (&gsi, true);
  release_defs (s);
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa_only_virtuals);
  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-hostexit] loop %d: the store of its "
	       "counter in every step moved onto its %u ways out: ",
	       loop->num, exits.length ());
      print_generic_expr (dump_file, lhs);
      fprintf (dump_file, "\n");
    }
  return true;
}

/* Return the value that V, where V is the result of a PHI of one
   argument in block B (loop-closed SSA's, at a loop's exit), passes on;
   otherwise V.  */

static tree
through_closing_phi (tree v, basic_block b)
{
  if (TREE_CODE (v) != SSA_NAME)
    return v;
  gphi *p = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v));
  if (p && gimple_bb (p) == b && gimple_phi_num_args (p) == 1)
    return gimple_phi_arg_def (p, 0);
  return v;
}

/* Store motion under a flag, made unconditional (see the head of this
   file): on each edge out of LOOP into a block of its own that tests a
   flag "if (flag != 0)", where the flag is a PHI of LOOP's header that
   is 0 where the loop is entered and 1 from the latch, and whose arm
   stores "*P = L" alone, L a PHI of the header that takes from the
   latch what another, H, does, the memory at *P holding H's initial
   value where the loop is entered, and *P read and written by nothing
   in LOOP: the store becomes "*P = H", unconditional, the arm without
   it goes, and the two blocks become one.  Return whether one did.  */

bool
gpugen_exit_unflag_stores (class loop *loop)
{
  if (!loop->latch || !loop_preheader_edge (loop))
    return false;
  edge pre = loop_preheader_edge (loop);
  edge latch = loop_latch_edge (loop);
  bool changed = false;
  auto_vec<gphi *> dead;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  for (edge e : exits)
    {
      basic_block b = e->dest;
      if (!single_pred_p (b) || (e->flags & EDGE_COMPLEX))
	continue;
      gcond *cond = safe_dyn_cast <gcond *> (last_stmt (b));
      if (!cond || gimple_cond_code (cond) != NE_EXPR
	  || !integer_zerop (gimple_cond_rhs (cond))
	  || TREE_CODE (gimple_cond_lhs (cond)) != SSA_NAME)
	continue;
      /* Nothing in B but the test, and the PHIs of loop-closed SSA.  */
      gimple_stmt_iterator gi = gsi_start_nondebug_after_labels_bb (b);
      if (gsi_stmt (gi) != cond)
	continue;
      gphi *flag = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (
	through_closing_phi (gimple_cond_lhs (cond), b)));
      if (!flag || gimple_bb (flag) != loop->header
	  || !integer_zerop (PHI_ARG_DEF_FROM_EDGE (flag, pre))
	  || !integer_onep (PHI_ARG_DEF_FROM_EDGE (flag, latch)))
	continue;
      edge te, fe;
      extract_true_false_edges_from_block (b, &te, &fe);
      basic_block t = te->dest;
      auto_vec<gimple *> stores;
      if (!single_pred_p (t) || !exit_block_stores (t, &stores)
	  || stores.length () != 1 || !gimple_seq_empty_p (phi_nodes (t)))
	continue;
      gimple *s = stores[0];
      tree lhs = gimple_assign_lhs (s);
      tree l = through_closing_phi (gimple_assign_rhs1 (s), b);
      gphi *lphi = (TREE_CODE (l) == SSA_NAME
		    ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (l)) : NULL);
      if (!lphi || gimple_bb (lphi) != loop->header
	  || walk_tree (&lhs, gpugen_defined_in_loop, loop, NULL))
	continue;
      tree next = PHI_ARG_DEF_FROM_EDGE (lphi, latch);
      gphi *h = NULL;
      for (gphi_iterator pi = gsi_start_phis (loop->header);
	   !h && !gsi_end_p (pi); gsi_next (&pi))
	if (pi.phi () != lphi && pi.phi () != flag
	    && !virtual_operand_p (gimple_phi_result (pi.phi ()))
	    && operand_equal_p (PHI_ARG_DEF_FROM_EDGE (pi.phi (), latch),
				next, 0)
	    && useless_type_conversion_p (TREE_TYPE (lhs),
					  TREE_TYPE (gimple_phi_result (
					    pi.phi ()))))
	  h = pi.phi ();
      if (!h)
	continue;
      ao_ref ref;
      ao_ref_init (&ref, lhs);
      if (!alone_in_loop_p (loop, NULL, &ref)
	  || !holds_at_entry_p (loop, lhs, &ref,
				PHI_ARG_DEF_FROM_EDGE (h, pre)))
	continue;

      /* *P = H, unconditional.  */
      tree lc = make_temp_ssa_name (TREE_TYPE (gimple_phi_result (h)), NULL,
				    "gpugen_sunk");
      gphi *phi = create_phi_node (lc, b);
      add_phi_arg (phi, gimple_phi_result (h), e, UNKNOWN_LOCATION);
      gimple_assign_set_rhs1 (s, lc);
      update_stmt (s);
      gimple_stmt_iterator gsi = gsi_for_stmt (cond);
      gsi_remove (&gsi, true);
      remove_edge (fe);
      te->flags &= ~(EDGE_TRUE_VALUE | EDGE_FALSE_VALUE);
      te->flags |= EDGE_FALLTHRU;
      /* The closing PHIs of the flag and the stored value in B, unused
	 now, and perhaps the header's PHIs of those.  */
      for (gphi_iterator pi = gsi_start_phis (b); !gsi_end_p (pi);)
	if (has_zero_uses (gimple_phi_result (pi.phi ())))
	  remove_phi_node (&pi, true);
	else
	  gsi_next (&pi);
      dead.safe_push (flag);
      dead.safe_push (lphi);
      if (can_merge_blocks_p (b, t))
	merge_blocks (b, t);
      changed = true;
      if (dump_file)
	{
	  fprintf (dump_file, "[gpugen-hostexit] loop %d: the store of ",
		   loop->num);
	  print_generic_expr (dump_file, lhs);
	  fprintf (dump_file, " under store motion's flag on its way out "
		   "from bb %d made unconditional\n", e->src->index);
	}
    }
  for (gphi *p : dead)
    if (gimple_bb (p) && has_zero_uses (gimple_phi_result (p)))
      {
	gphi_iterator pi = gsi_for_phi (p);
	remove_phi_node (&pi, true);
      }
  if (changed)
    {
      /* The blocks that only the arms without the store reached.  */
      free_dominance_info (CDI_DOMINATORS);
      delete_unreachable_blocks ();
      calculate_dominance_info (CDI_DOMINATORS);
      mark_virtual_operands_for_renaming (cfun);
      update_ssa (TODO_update_ssa_only_virtuals);
    }
  return changed;
}
