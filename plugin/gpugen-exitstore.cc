/* Stores at the position where a search loop left, for the model.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The code that an exit on data runs may store at the position where
   the loop stopped ("if (b[i][j] > t) { mark[i][j] = 1; break; }",
   Fortran's "mark(j,i) = 1; exit"): gpugen-exits.cc moves that code
   past the loop under a flag, gpugen-select.cc makes the store a select
   on the flag ("old = mark[i][p]; mark[i][p] = flag ? 1 : old"), and
   once the loop runs all its iterations the position p is a select on
   data: the subscript is not affine.  While the rewrite of the exit
   holds, this stage gives the model a store it can express instead:
   the store, its load of the old value and its select leave the code
   after the loop, and a copy of them in the loop, at the exit's test,
   stores at the loop's own position in every iteration "fires here ?
   V : old", "fires here" being that the exit's condition holds in this
   iteration and held in none before.  The iterations before and after
   the exit store the values that the elements hold; the copies are
   speculative (gpugen-spec.cc), kept only where the model proves them
   inside their arrays, under a run-time check.  The memory's SSA form
   is renamed after the moves.  The end of the pass removes the copies
   and puts the store, its load and its select back where they were
   (gpugen_undo_exit_stores, before the exit comes back; the memory is
   renamed again), and gpugen_undo_speculative makes the store
   conditional again, so that the host code stores exactly what the
   program does.

   A store is moved only where its address and its value V need nothing
   but the values that the exit passes, values known before the loop,
   the element's old value ("mark[i][j] += 5") and computations of
   those without memory (copied into the loop, with each passed value
   replaced by what the exit passes in the iteration); where it is the select of gpugen-select.cc on the flag
   of the exit's join, alone on its condition; and where nothing
   between the join and the store reads or writes what it may write.
   Otherwise the store stays where it is, a miss of the model, and the
   missed remark says why (gpugen_exit_store_why).  */

#include "gpugen.h"
#include "gimplify.h"
#include "tree-ssa.h"
#include "tree-into-ssa.h"
#include "tree-ssa-loop-niter.h"

/* A store after a search loop at the exit's position, moved into the
   loop for the model.  */

struct gpugen_exit_store
{
  /* The store, the select of the value it stores and the load of the
     old value, as gpugen-select.cc made them, then the computations of
     the value after the loop that nothing else uses (a load of the old
     value among them), in the order they left the IL, each with where
     it was (gpugen_take_out); they come back in the reverse order
     (gpugen_put_back).  */
  auto_vec<gpugen_taken_stmt> moved;
  /* The statements added in the loop, in their order (the copies of the
     computations of the address and the value, the load of the old
     value, the selects and the store).  */
  auto_vec<gimple *> inside;
};

/* The stores after search loops at their exits' positions that stayed
   there, each with why: the missed remark of a nest says so where its
   culprit is one of their references (gpugen_exit_store_why).  */

static vec<tree> kept_refs;
static vec<char *> kept_why;

/* Whether a store moved into a loop needs the memory renamed.  */

static bool stores_moved;

/* Why the store to the reference REF (or a load of the same element)
   after a search loop, at the position where the loop left, stayed
   there; NULL where REF is not one of those.  */

const char *
gpugen_exit_store_why (tree ref)
{
  for (unsigned i = 0; i < kept_refs.length (); i++)
    if (operand_equal_p (kept_refs[i], ref, 0))
      return kept_why[i];
  return NULL;
}

/* Forget the stores of the previous function (gpugen_rewrite_exits
   starts a function with this).  */

void
gpugen_exit_stores_reset (void)
{
  kept_refs.release ();
  for (char *w : kept_why)
    free (w);
  kept_why.release ();
  stores_moved = false;
}

/* Whether NAME is a flag that the exit's join DEST takes: a PHI of DEST
   that is a nonzero constant from the exit E and zero from the other
   edges; or such a flag compared as "!= 0".  */

static bool
exit_flag_p (tree name, basic_block dest, edge e)
{
  if (TREE_CODE (name) != SSA_NAME)
    return false;
  gimple *d = SSA_NAME_DEF_STMT (name);
  if (is_gimple_assign (d) && gimple_assign_rhs_code (d) == NE_EXPR
      && integer_zerop (gimple_assign_rhs2 (d)))
    return exit_flag_p (gimple_assign_rhs1 (d), dest, e);
  gphi *phi = dyn_cast <gphi *> (d);
  if (!phi || gimple_bb (phi) != dest)
    return false;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree a = gimple_phi_arg_def (phi, i);
      if (TREE_CODE (a) != INTEGER_CST
	  || (gimple_phi_arg_edge (phi, i) == e) == integer_zerop (a))
	return false;
    }
  return true;
}

/* Whether the value OP, after the loop LOOP (in the code of its exit,
   whose join DEST's values the map PASSED gives for the exit's
   iteration), can be computed in the exit's block B: a constant, a
   value defined before the loop in a block that dominates B, a value
   of PASSED, or a computation of those in the code after the loop that
   neither accesses memory nor has side effects (integer operations
   that cannot trap; floating-point ones may, as the copies never run
   on the host), or a load of the element that the store ST writes,
   from the memory it overwrites ("mark[i][j] += 5": the old value, as
   the copy in the loop loads it too).  Push those computations on
   *NEED in the order of their definitions.  */

static bool
value_needs (tree op, hash_map<tree, tree> *passed, class loop *loop,
	     basic_block b, basic_block dest, gimple *st, vec<gimple *> *need)
{
  if (TREE_CODE (op) != SSA_NAME)
    return is_gimple_min_invariant (op);
  if (SSA_NAME_IS_DEFAULT_DEF (op) || passed->get (op))
    return true;
  gimple *d = SSA_NAME_DEF_STMT (op);
  basic_block db = gimple_bb (d);
  if (!db)
    return false;
  if (!flow_bb_inside_loop_p (loop, db)
      && dominated_by_p (CDI_DOMINATORS, b, db))
    return true;
  if (!dominated_by_p (CDI_DOMINATORS, db, dest)
      || !flow_bb_inside_loop_p (loop_outer (loop), db))
    return false;
  if (need->contains (d))
    return true;
  bool old_p = (gimple_assign_load_p (d)
		&& gimple_vuse (d) == gimple_vuse (st)
		&& !gimple_has_volatile_ops (d)
		&& TREE_CODE (gimple_assign_lhs (d)) == SSA_NAME
		&& operand_equal_p (gimple_assign_rhs1 (d),
				    gimple_assign_lhs (st), 0));
  if (need->length () >= 24 || !is_gimple_assign (d)
      || (gimple_vuse (d) && !old_p)
      || gimple_has_side_effects (d) || gimple_has_volatile_ops (d)
      || TREE_CODE (gimple_assign_lhs (d)) != SSA_NAME
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (gimple_assign_lhs (d))
      || (gimple_could_trap_p (d)
	  && !FLOAT_TYPE_P (TREE_TYPE (gimple_assign_lhs (d)))))
    return false;
  ssa_op_iter it;
  tree u;
  FOR_EACH_SSA_TREE_OPERAND (u, d, it, SSA_OP_USE)
    if (!value_needs (u, passed, loop, b, dest, st, need))
      return false;
  need->safe_push (d);
  return true;
}

/* Whether the address of the reference REF depends on a value that the
   map PASSED gives (a value the exit passes that the loop LOOP defines),
   through computations in blocks that DEST dominates.  */

static bool
depends_on_position_p (tree op, hash_map<tree, tree> *passed,
		       basic_block dest, int depth)
{
  if (TREE_CODE (op) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (op)
      || depth > 16)
    return false;
  if (passed->get (op))
    return true;
  gimple *d = SSA_NAME_DEF_STMT (op);
  if (!gimple_bb (d) || !dominated_by_p (CDI_DOMINATORS, gimple_bb (d), dest)
      || gimple_code (d) == GIMPLE_PHI)
    return false;
  ssa_op_iter it;
  tree u;
  FOR_EACH_SSA_TREE_OPERAND (u, d, it, SSA_OP_USE)
    if (depends_on_position_p (u, passed, dest, depth + 1))
      return true;
  return false;
}

/* Whether something between the join DEST and the store ST (whose load
   of the old value is LD; the loads of it that the value needs, among
   NEED, aside) reads or writes memory that ST may write: a
   store on the memory chain from ST back to DEST's memory, or a load of
   that memory in a block that DEST dominates, inside OUTER, that ST
   does not dominate; a join of the memory between them counts as
   such.  */

static bool
touched_between_p (gimple *st, gimple *ld, basic_block dest,
		   class loop *outer, const vec<gimple *> &need)
{
  ao_ref ref;
  ao_ref_init (&ref, gimple_assign_lhs (st));
  tree v = gimple_vuse (st);
  for (int steps = 0; steps < 64; steps++)
    {
      imm_use_iterator ui;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, ui, v)
	{
	  gimple *u = USE_STMT (use);
	  if (u == st || u == ld || need.contains (u) || is_gimple_debug (u)
	      || gimple_code (u) == GIMPLE_PHI || gimple_vdef (u))
	    continue;
	  basic_block ub = gimple_bb (u);
	  if (dominated_by_p (CDI_DOMINATORS, ub, dest)
	      && flow_bb_inside_loop_p (outer, ub)
	      && !stmt_dominates_stmt_p (st, u)
	      && ref_maybe_used_by_stmt_p (u, &ref))
	    return true;
	}
      if (SSA_NAME_IS_DEFAULT_DEF (v))
	return false;
      gimple *d = SSA_NAME_DEF_STMT (v);
      basic_block db = gimple_bb (d);
      if (!db || !dominated_by_p (CDI_DOMINATORS, db, dest))
	return false;
      if (gimple_code (d) == GIMPLE_PHI)
	return db != dest;
      if (stmt_may_clobber_ref_p_1 (d, &ref, false)
	  || ref_maybe_used_by_stmt_p (d, &ref))
	return true;
      v = gimple_vuse (d);
    }
  return true;
}

/* Record that the store ST stays after the loop, for WHY.  */

static void
keep (gimple *st, const char *why)
{
  kept_refs.safe_push (gimple_assign_lhs (st));
  kept_why.safe_push (concat ("a store at the position where a search "
			       "loop left stays after the loop: ", why,
			       NULL));
  if (dump_file)
    fprintf (dump_file, "[gpugen-exits] bb %d: a store at the exit's "
	     "position kept after the loop: %s\n", gimple_bb (st)->index,
	     why);
}

/* Record the loads after the join DEST that the value OP needs, for
   WHY: the missed remark names one of them as the culprit.  */

static void
keep_loads (tree op, basic_block dest, const char *why, int depth)
{
  if (TREE_CODE (op) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (op)
      || depth > 16)
    return;
  gimple *d = SSA_NAME_DEF_STMT (op);
  if (!gimple_bb (d) || !dominated_by_p (CDI_DOMINATORS, gimple_bb (d), dest)
      || gimple_code (d) == GIMPLE_PHI)
    return;
  if (gimple_assign_load_p (d))
    {
      kept_refs.safe_push (gimple_assign_rhs1 (d));
      kept_why.safe_push (xstrdup (why));
      return;
    }
  ssa_op_iter it;
  tree u;
  FOR_EACH_SSA_TREE_OPERAND (u, d, it, SSA_OP_USE)
    keep_loads (u, dest, why, depth + 1);
}

/* Take G out of the IL, pushing on *OUT where it was: its block and
   its neighbours there.  gpugen_put_back brings it back.  */

void
gpugen_take_out (vec<gpugen_taken_stmt> *out, gimple *g)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (g);
  gpugen_taken_stmt t;
  t.stmt = g;
  t.bb = gimple_bb (g);
  gimple_stmt_iterator nx = gsi;
  gsi_next (&nx);
  t.next = gsi_end_p (nx) ? NULL : gsi_stmt (nx);
  gimple_stmt_iterator pv = gsi;
  gsi_prev (&pv);
  t.prev = gsi_end_p (pv) ? NULL : gsi_stmt (pv);
  out->safe_push (t);
  if (gimple_vdef (g))
    unlink_stmt_vdef (g);
  gsi_remove (&gsi, false);
  /* Its operands leave their names' lists of uses (update_stmt puts
     them back when it comes back).  */
  delink_stmt_imm_use (g);
}

/* Put the statements of *OUT back where gpugen_take_out found them,
   the last taken out first, so that the statements next to each when
   it went are back: before the one that followed it where that is
   still in its block, else after the one before it; where both are
   gone, at the block's start if it was first, else at the block's end
   (before its control statement).  Empty *OUT; the caller renames the
   memory.  */

void
gpugen_put_back (vec<gpugen_taken_stmt> *out)
{
  for (int k = out->length () - 1; k >= 0; k--)
    {
      const gpugen_taken_stmt &t = (*out)[k];
      gimple_stmt_iterator gsi;
      if (t.next && gimple_bb (t.next) == t.bb)
	{
	  gsi = gsi_for_stmt (t.next);
	  gsi_insert_before (&gsi, t.stmt, GSI_SAME_STMT);
	}
      else if (t.prev && gimple_bb (t.prev) == t.bb)
	{
	  gsi = gsi_for_stmt (t.prev);
	  gsi_insert_after (&gsi, t.stmt, GSI_SAME_STMT);
	}
      else if (!t.prev || gsi_end_p (gsi_last_bb (t.bb)))
	{
	  gsi = gsi_after_labels (t.bb);
	  gsi_insert_before (&gsi, t.stmt, GSI_SAME_STMT);
	}
      else
	{
	  gsi = gsi_last_bb (t.bb);
	  if (stmt_ends_bb_p (gsi_stmt (gsi)))
	    gsi_insert_before (&gsi, t.stmt, GSI_SAME_STMT);
	  else
	    gsi_insert_after (&gsi, t.stmt, GSI_SAME_STMT);
	}
      update_stmt (t.stmt);
    }
  out->truncate (0);
}

/* The stores after LOOP at the position where its exit on data E (from
   the block B, joining the counted exit at E's destination) left: for
   each that can be moved (see the head of this file), take it, its
   select and its load of the old value out of the IL, and push its
   record on *OUT; those that cannot are recorded with why
   (gpugen_exit_store_why).  The copies in the loop are made by
   gpugen_exit_position_stores_after, once the exit is gone.  */

void
gpugen_exit_position_stores (vec<gpugen_exit_store *> *out, class loop *loop,
			     edge e, basic_block b)
{
  basic_block dest = e->dest;
  class loop *outer = loop_outer (loop);
  /* The values the exit passes, by the names the join gives them.  */
  hash_map<tree, tree> passed, inside;
  for (gphi_iterator psi = gsi_start_phis (dest); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      gphi *phi = psi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
	continue;
      tree ev = PHI_ARG_DEF_FROM_EDGE (phi, e);
      passed.put (res, ev);
      if (TREE_CODE (ev) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (ev)
	  && flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (ev))))
	inside.put (res, ev);
    }
  if (inside.is_empty ())
    return;
  /* The stores in the outer loop after the join whose address depends
     on a position that the exit passes.  */
  auto_vec<gassign *> stores;
  basic_block *body = get_loop_body (outer);
  for (unsigned i = 0; i < outer->num_nodes; i++)
    {
      if (!dominated_by_p (CDI_DOMINATORS, body[i], dest))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gimple *g = gsi_stmt (gsi);
	  if (!gimple_vdef (g) || !gimple_assign_single_p (g))
	    continue;
	  tree lhs = gimple_assign_lhs (g);
	  bool dep = false;
	  ssa_op_iter it;
	  tree u;
	  FOR_EACH_SSA_TREE_OPERAND (u, g, it, SSA_OP_USE)
	    if (u != gimple_assign_rhs1 (g)
		&& depends_on_position_p (u, &inside, dest, 0))
	      dep = true;
	  if (dep && (TREE_CODE (lhs) == ARRAY_REF || TREE_CODE (lhs) == MEM_REF))
	    stores.safe_push (as_a <gassign *> (g));
	}
    }
  free (body);
  for (gassign *st : stores)
    {
      gassign *ld, *sel;
      tree cond, value;
      bool on_true, alone;
      if (!gpugen_speculative_store_parts (st, &ld, &sel, &cond, &value,
					   &on_true, &alone))
	{
	  keep (st, "it is not a store of the exit's code made a select");
	  continue;
	}
      if (!alone || !on_true || !exit_flag_p (cond, dest, e))
	{
	  keep (st, "it is stored under a condition other than the exit's "
		"alone");
	  continue;
	}
      tree old = gimple_assign_lhs (ld), nv = gimple_assign_lhs (sel);
      if (!has_single_use (old) || !has_single_use (nv)
	  || gimple_assign_rhs1 (st) != nv
	  || gimple_has_volatile_ops (st) || stmt_could_throw_p (cfun, st)
	  || !useless_type_conversion_p (TREE_TYPE (gimple_assign_lhs (st)),
					 TREE_TYPE (value)))
	{
	  keep (st, "its old value is used elsewhere");
	  continue;
	}
      /* The address's computation and the value's, in the order of
	 their definitions (the address's first).  */
      auto_vec<gimple *> need;
      bool ok = true;
      ssa_op_iter it;
      tree u;
      FOR_EACH_SSA_TREE_OPERAND (u, st, it, SSA_OP_USE)
	if (u != nv && !value_needs (u, &passed, loop, b, dest, st, &need))
	  ok = false;
      if (!ok)
	{
	  keep (st, "its address needs a value not known at the exit's "
		"test");
	  continue;
	}
      if (!value_needs (value, &passed, loop, b, dest, st, &need))
	{
	  keep (st, "its value needs a value not known at the exit's test");
	  keep_loads (value, dest, "a load after a search loop whose value a "
		      "store at the loop's exit position stores: the store "
		      "stays after the loop", 0);
	  continue;
	}
      if (touched_between_p (st, ld, dest, outer, need))
	{
	  keep (st, "other code of the exit reads or writes what it may "
		"store");
	  continue;
	}
      gpugen_exit_store *es = new gpugen_exit_store;
      /* The copies, made once the exit is gone: remembered here as the
	 statements to copy, then the store, whose value is VALUE.  */
      es->inside.safe_splice (need);
      gpugen_take_out (&es->moved, st);
      gpugen_take_out (&es->moved, sel);
      gpugen_take_out (&es->moved, ld);
      /* The computations after the loop that only the statements taken
	 out use, from the last.  */
      for (int i = need.length () - 1; i >= 0; i--)
	{
	  gimple *d = need[i];
	  if (!dominated_by_p (CDI_DOMINATORS, gimple_bb (d), dest))
	    continue;
	  bool only = true;
	  imm_use_iterator ui;
	  use_operand_p use;
	  FOR_EACH_IMM_USE_FAST (use, ui, gimple_assign_lhs (d))
	    if (!is_gimple_debug (USE_STMT (use)))
	      only = false;
	  if (only)
	    gpugen_take_out (&es->moved, d);
	}
      out->safe_push (es);
    }
}

/* The second half of gpugen_exit_position_stores, once the exit on data
   of the block B of LOOP is gone: for each store of *OUT from FIRST
   on, copy the computations of its address and value into B, at its
   end, each value that the exit passed (the PHIs of the join DEST,
   whose arguments from the exit were EXIT_ARGS) replaced by what the
   exit passed, then load the old value at the copied address, select
   "C && !FOUND ? V : old" (C the exit's condition in the iteration,
   FOUND whether it held before) and store it there.  The copies read
   and write the memory's symbol: the caller renames it.  */

void
gpugen_exit_position_stores_after (vec<gpugen_exit_store *> *out,
				   unsigned first, class loop *loop,
				   basic_block b, basic_block dest,
				   const vec<gphi *> &phis,
				   const vec<tree> &exit_args, tree c,
				   tree found)
{
  for (unsigned k = first; k < out->length (); k++)
    {
      gpugen_exit_store *es = (*out)[k];
      hash_map<tree, tree> map;
      for (unsigned i = 0; i < phis.length (); i++)
	if (gimple_bb (phis[i]) == dest
	    && !virtual_operand_p (gimple_phi_result (phis[i])))
	  map.put (gimple_phi_result (phis[i]), exit_args[i]);
      auto_vec<gimple *> need;
      need.safe_splice (es->inside);
      es->inside.truncate (0);
      gimple_stmt_iterator at = gsi_last_bb (b);
      auto insert = [&] (gimple *g)
	{
	  if (gsi_end_p (at))
	    {
	      at = gsi_start_bb (b);
	      gsi_insert_before (&at, g, GSI_NEW_STMT);
	    }
	  else
	    gsi_insert_after (&at, g, GSI_NEW_STMT);
	  es->inside.safe_push (g);
	};
      /* The copy of a load of the old value, where the value needed
	 one.  */
      tree old = NULL_TREE;
      for (gimple *d : need)
	{
	  gimple *cp = gpugen_copy_remapped (d, &map);
	  /* A load of the old value (value_needs) reads the memory the
	     copy of the store overwrites.  */
	  if (gimple_vuse (cp))
	    {
	      gimple_set_vuse (cp, gimple_vop (cfun));
	      old = gimple_assign_lhs (cp);
	    }
	  insert (cp);
	  update_stmt (cp);
	}
      gassign *st = as_a <gassign *> (es->moved[0].stmt);
      gassign *sel = as_a <gassign *> (es->moved[1].stmt);
      tree value;
      gassign *ld;
      tree cond;
      bool on_true, alone;
      gassign *sel2;
      gcc_assert (gpugen_speculative_store_parts (st, &ld, &sel2, &cond,
						  &value, &on_true, &alone)
		  && sel2 == sel);
      tree ref = unshare_expr (gimple_assign_lhs (st));
      walk_tree (&ref, gpugen_remap_names, &map, NULL);
      if (TREE_CODE (value) == SSA_NAME)
	if (tree *t = map.get (value))
	  value = *t;
      tree type = TREE_TYPE (gimple_assign_lhs (st));
      if (!old)
	{
	  old = make_ssa_name (type);
	  gassign *cl = gimple_build_assign (old, ref);
	  gimple_set_vuse (cl, gimple_vop (cfun));
	  gimple_set_location (cl, gimple_location (st));
	  insert (cl);
	}
      tree t = make_ssa_name (type);
      insert (gimple_build_assign (t, COND_EXPR, c, value, old));
      tree nv = make_ssa_name (type);
      insert (gimple_build_assign (nv, COND_EXPR, found, old, t));
      gassign *cs = gimple_build_assign (unshare_expr (ref), nv);
      gimple_set_vuse (cs, gimple_vop (cfun));
      gimple_set_vdef (cs, gimple_vop (cfun));
      gimple_set_location (cs, gimple_location (st));
      insert (cs);
      stores_moved = true;
      if (dump_file)
	fprintf (dump_file, "[gpugen-exits] loop %d: a store at the exit's "
		 "position moved into the loop\n", loop->num);
    }
}

/* Rename the memory of FUN where stores were moved (after the rewrites
   of gpugen_rewrite_exits, or after they were undone): return whether
   it was.  */

bool
gpugen_exit_stores_rename (function *fun)
{
  if (!stores_moved)
    return false;
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (fun);
  update_ssa (TODO_update_ssa_only_virtuals);
  return true;
}

/* Undo the stores of *OUT (before the exit comes back): the copies in
   the loop go, and the store, its select and its load come back where
   they were; the caller renames the memory (gpugen_exit_stores_rename,
   once every exit is back).  Release the vector.  */

void
gpugen_undo_exit_stores (vec<gpugen_exit_store *> *out)
{
  /* The last taken out comes back first: each statement that followed
     or preceded one when it went is back then.  */
  for (int n = out->length () - 1; n >= 0; n--)
    {
      gpugen_exit_store *es = (*out)[n];
      for (int i = es->inside.length () - 1; i >= 0; i--)
	{
	  gimple *g = es->inside[i];
	  gimple_stmt_iterator gsi = gsi_for_stmt (g);
	  if (gimple_vdef (g))
	    unlink_stmt_vdef (g);
	  gsi_remove (&gsi, true);
	  release_defs (g);
	}
      gpugen_put_back (&es->moved);
      delete es;
    }
  out->release ();
}
