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

   The ways out qualify where each edge out of the loop enters a block
   of its own (one predecessor) that holds nothing but PHIs, debug
   statements and the stores, and goes on to the same block; where the
   stores of every way out write the same places in the same order;
   and where that block's PHIs (other than the memory's) receive the
   same value from each of them.  */

#include "gpugen.h"
#include "tree-ssa.h"
#include "tree-into-ssa.h"
#include "tree-cfg.h"
#include "gimplify.h"

/* Push on STORES the statements of BB, the destination of an edge out
   of a loop, that are not PHIs or debug statements; return whether they
   are all plain stores (no call, no volatile access, none that may
   throw) and there is at least one.  */

static bool
exit_block_stores (basic_block bb, vec<gimple *> *stores)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (is_gimple_debug (g))
	continue;
      if (!gimple_assign_single_p (g) || !gimple_store_p (g)
	  || gimple_has_volatile_ops (g) || stmt_could_throw_p (cfun, g))
	return false;
      stores->safe_push (g);
    }
  return !stores->is_empty ();
}

/* Whether every PHI of DEST other than the memory's receives the same
   value over each edge of EDGES (edges into DEST).  */

static bool
same_phi_args_p (basic_block dest, vec<edge> &edges)
{
  for (gphi_iterator pi = gsi_start_phis (dest); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      gphi *p = pi.phi ();
      if (virtual_operand_p (gimple_phi_result (p)))
	continue;
      tree first = PHI_ARG_DEF_FROM_EDGE (p, edges[0]);
      for (edge e : edges)
	if (!operand_equal_p (PHI_ARG_DEF_FROM_EDGE (p, e), first, 0))
	  return false;
    }
  return true;
}

/* Join the stores on the ways out of LOOP (see the head of this file);
   return whether it did.  */

bool
gpugen_exit_join_stores (class loop *loop)
{
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.is_empty ())
    return false;
  auto_vec<gimple *> first;
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
	  first.safe_splice (stores);
	}
      else if (single_succ (b) != dest || stores.length () != first.length ())
	return false;
      for (unsigned i = 0; i < stores.length (); i++)
	if (!operand_equal_p (gimple_assign_lhs (stores[i]),
			      gimple_assign_lhs (first[i]), 0)
	    || !useless_type_conversion_p (
		 TREE_TYPE (gimple_assign_rhs1 (first[i])),
		 TREE_TYPE (gimple_assign_rhs1 (stores[i]))))
	  return false;
      outs.safe_push (single_succ_edge (b));
    }
  if (dest == EXIT_BLOCK_PTR_FOR_FN (cfun) || !same_phi_args_p (dest, outs))
    return false;

  /* The values each way out stores, before the edges move.  */
  unsigned n = first.length ();
  auto_vec<tree> vals;
  for (edge e : outs)
    {
      auto_vec<gimple *> stores;
      exit_block_stores (e->src, &stores);
      for (gimple *g : stores)
	vals.safe_push (gimple_assign_rhs1 (g));
    }

  /* The join: the first way out's edge split, the others redirected to
     it; DEST's PHIs receive over the join's edge what they received
     from each (the same value).  */
  basic_block join = split_edge (outs[0]);
  for (unsigned k = 1; k < outs.length (); k++)
    {
      edge e = redirect_edge_and_branch (outs[k], join);
      gcc_assert (e);
      outs[k] = e;
    }
  outs[0] = single_pred_edge (join);
  for (unsigned k = 1; k < outs.length (); k++)
    redirect_edge_var_map_clear (outs[k]);

  /* A PHI for each value stored, the stores after them, in order.  */
  gimple_stmt_iterator at = gsi_after_labels (join);
  for (unsigned i = 0; i < n; i++)
    {
      tree v = vals[i];
      bool same = true;
      for (unsigned k = 1; k < outs.length (); k++)
	same &= operand_equal_p (vals[k * n + i], v, 0);
      if (!same)
	{
	  tree res = make_temp_ssa_name (TREE_TYPE (v), NULL, "gpugen_out");
	  gphi *phi = create_phi_node (res, join);
	  for (unsigned k = 0; k < outs.length (); k++)
	    add_phi_arg (phi, vals[k * n + i], outs[k], UNKNOWN_LOCATION);
	  v = res;
	}
      gassign *st
	= gimple_build_assign (unshare_expr (gimple_assign_lhs (first[i])), v);
      gimple_set_location (st, gimple_location (first[i]));
      gimple_set_vuse (st, gimple_vop (cfun));
      gimple_set_vdef (st, gimple_vop (cfun));
      gsi_insert_before (&at, st, GSI_SAME_STMT);
    }

  /* The stores of each way out go.  */
  for (edge e : outs)
    {
      auto_vec<gimple *> stores;
      exit_block_stores (e->src, &stores);
      for (gimple *g : stores)
	{
	  gimple_stmt_iterator gsi = gsi_for_stmt (g);
	  unlink_stmt_vdef (g);
	  gsi_remove (&gsi, true);
	  release_defs (g);
	}
    }
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa_only_virtuals);
  if (dump_file)
    fprintf (dump_file, "[gpugen-hostexit] loop %d: %u store%s on its %u "
	     "ways out joined in bb %d\n", loop->num, n, n == 1 ? "" : "s",
	     outs.length (), join->index);
  return true;
}
