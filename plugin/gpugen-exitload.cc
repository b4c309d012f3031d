/* Loads at the position where a search loop left, for the model.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The code that an exit on data runs may load at the position where
   the loop stopped ("if (b[i][j] > t) { col[i] = c[j][i]; break; }",
   Fortran's "row(i) = c(i,j); exit"): once gpugen-exits.cc has moved
   that code past the loop and made the loop run all its iterations,
   the position is a select on data, and the load's subscript is not
   affine.  While the rewrite of the exit holds, this stage gives the
   model a load it can express instead: a copy of the load in the loop,
   at the exit's test, reads at the loop's own position in every
   iteration, and its value is captured where the exit's condition
   first holds, as gpugen-exits.cc captures the values that the exit
   passes; the load after the loop takes the captured value (where the
   exit's code moved past the loop uses it, only where the exit was
   taken), or reads at the position of the counted exit and a select
   takes the captured value where the exit was taken.  The copies in
   the loop read where the program does not (the iterations before and
   after the exit): they are speculative (gpugen-spec.cc), kept only
   where the model proves them inside their arrays, under a run-time
   check.  A store at the position is gpugen-exitstore.cc's (moved into
   the loop before this stage looks); a load whose address needs a
   value not known at the exit's test, or whose memory a store of the
   exit's code may change first, is not modelled.  The end of the pass
   puts the loads back as they were (gpugen_undo_exit_loads, before the
   exit comes back) and removes the copies.  */

#include "gpugen.h"
#include "gimplify.h"
#include "tree-ssa.h"

/* A load after a search loop whose address depends on a position that
   the loop's exit on data passes ("col[i] = c[j][i]" in the exit's
   code, with j where the loop stopped), which the model cannot
   express: while the rewrite holds, a copy of the load in the loop, at
   the exit's test, reads at the loop's own position, and its value is
   captured as the exit's values are; the load after the loop reads at
   the position of the counted exit instead, and a select takes the
   captured value where the exit was taken (gpugen_exit_position_loads).  */

struct gpugen_exit_load
{
  /* The load after the loop, and its left and right sides before the
     rewrite (the left side then holds the select).  */
  gassign *load;
  tree lhs, rhs;
  /* The memory LOAD read before the rewrite.  */
  tree vuse;
  /* The select "LHS = flag ? captured : value at the counted exit's
     position", after LOAD; NULL where the position is one that the
     exit's code moved past the loop takes from it (SUNK of
     gpugen_exit_position_loads_after), used only where the exit was
     taken: LOAD is then "LHS = captured".  */
  gassign *sel;
  /* The PHIs added to the exits' join (of the captured value, of the
     flag, and of the position at the counted exit, the last NULL
     where none was needed).  */
  gphi *join_phis[3];
  /* The statements added after the loop to compute LOAD's address from
     the position at the counted exit, in their order (between the two
     halves of the rewrite, the statements of the address's computation
     that the copies in the loop copy).  */
  auto_vec<gimple *> after;
  /* The statements added in the loop: the copies of the address's
     computation and of the load, then the capture, in their order;
     and the capture's PHI in the loop's header.  */
  auto_vec<gimple *> inside;
  gphi *header_phi;
};

/* Whether the statement G may be copied to compute an address from a
   position elsewhere: an assignment to an SSA name of an integer or a
   pointer, without memory access, that cannot trap.  */

static bool
address_stmt_p (gimple *g)
{
  if (!is_gimple_assign (g) || gimple_vuse (g) || gimple_has_side_effects (g)
      || gimple_could_trap_p (g))
    return false;
  tree lhs = gimple_assign_lhs (g);
  return (TREE_CODE (lhs) == SSA_NAME
	  && !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs)
	  && (INTEGRAL_TYPE_P (TREE_TYPE (lhs))
	      || POINTER_TYPE_P (TREE_TYPE (lhs))));
}

/* walk_tree callback: replace an SSA name that the map DATA (a
   hash_map <tree, tree>) maps by its image (gpugen-exitstore.cc uses it
   too).  */

tree
gpugen_remap_names (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      if (tree *t = ((hash_map<tree, tree> *) data)->get (*tp))
	*tp = *t;
      *walk_subtrees = 0;
    }
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Return a copy of the assignment D to an SSA name, with a new name for
   its left side and its operands' names replaced by their images in
   MAP, and add the old name's image, the new one, to MAP; the caller
   inserts it.  */

gimple *
gpugen_copy_remapped (gimple *d, hash_map<tree, tree> *map)
{
  gimple *cp = gimple_copy (d);
  tree nl = copy_ssa_name (gimple_assign_lhs (d), cp);
  gimple_assign_set_lhs (cp, nl);
  for (unsigned i = 1; i < gimple_num_ops (cp); i++)
    walk_tree (gimple_op_ptr (cp, i), gpugen_remap_names, map, NULL);
  map->put (gimple_assign_lhs (d), nl);
  return cp;
}

/* Push on *NEED, in the order of their definitions, the statements of
   CHAIN that the operand OP depends on, up to the position R, and
   those after the loop that compute the rest of its value; return
   false where OP depends on a value that is not known in the exit's
   block B of LOOP (defined in the loop, or in a block that does not
   dominate B).  */

static bool
address_needs (tree op, tree r, hash_set<gimple *> *chain, class loop *loop,
	       basic_block b, vec<gimple *> *need)
{
  if (TREE_CODE (op) != SSA_NAME || op == r || SSA_NAME_IS_DEFAULT_DEF (op))
    return true;
  gimple *d = SSA_NAME_DEF_STMT (op);
  basic_block db = gimple_bb (d);
  /* A statement of the address's computation that depends on R, or one
     after the loop (the exit's code, computing an invariant part of the
     address) that is copied too.  */
  if (chain->contains (d)
      || (db && !flow_bb_inside_loop_p (loop, db)
	  && !dominated_by_p (CDI_DOMINATORS, b, db) && address_stmt_p (d)))
    {
      if (need->contains (d))
	return true;
      if (need->length () >= 24)
	return false;
      ssa_op_iter it;
      tree u;
      FOR_EACH_SSA_TREE_OPERAND (u, d, it, SSA_OP_USE)
	if (!address_needs (u, r, chain, loop, b, need))
	  return false;
      need->safe_push (d);
      return true;
    }
  return (db && !flow_bb_inside_loop_p (loop, db)
	  && dominated_by_p (CDI_DOMINATORS, b, db));
}

/* The memory state at the end of the block B (before its condition), or
   NULL_TREE where B shows none.  */

static tree
end_memory (basic_block b)
{
  for (gimple_stmt_iterator gsi = gsi_last_bb (b); !gsi_end_p (gsi);
       gsi_prev (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (gimple_vdef (g))
	return gimple_vdef (g);
      if (gimple_vuse (g))
	return gimple_vuse (g);
    }
  for (gphi_iterator psi = gsi_start_phis (b); !gsi_end_p (psi);
       gsi_next (&psi))
    if (virtual_operand_p (gimple_phi_result (psi.phi ())))
      return gimple_phi_result (psi.phi ());
  return NULL_TREE;
}

/* Whether the load L after the loop reads the memory MEM that the exit
   E leaves (B's at its end): its memory is MEM, or a PHI of E's
   destination whose argument on E is MEM, or follows from one of those
   through stores that the alias oracle shows cannot write what L
   reads.  */

static bool
reads_exit_memory_p (gassign *l, tree mem, edge e)
{
  tree v = gimple_vuse (l);
  ao_ref ref;
  ao_ref_init (&ref, gimple_assign_rhs1 (l));
  for (int steps = 0; steps < 32; steps++)
    {
      if (v == mem)
	return true;
      gimple *d = SSA_NAME_DEF_STMT (v);
      if (gimple_code (d) == GIMPLE_PHI)
	return (gimple_bb (d) == e->dest
		&& PHI_ARG_DEF_FROM_EDGE (as_a <gphi *> (d), e) == mem);
      if (!gimple_vdef (d) || stmt_may_clobber_ref_p_1 (d, &ref, false))
	return false;
      v = gimple_vuse (d);
    }
  return false;
}

/* Model the loads after LOOP whose address depends on the position R,
   the result of the PHI of the exits' join that takes EV (defined in
   LOOP) from the exit on data E of the block B (see gpugen_exit_load):
   push on *LOADS_OUT, before E goes, each load's copy in B at AT,
   reading B's memory, with R replaced by EV, and its capture on the
   flags C (the exit's condition in this iteration) and FOUND (before
   it); LOC is the exit's location.  The rest is done by
   gpugen_exit_position_loads_after once E is gone.  None is where a
   store's address depends on R (the exit's code stores at the
   position: the model cannot express that store anyway), where a
   load's address needs a value not known in B, or where a store
   between the exit and the load may write what it reads.  */

void
gpugen_exit_position_loads (vec<gpugen_exit_load *> *loads_out,
			    class loop *loop, edge e, tree r, tree ev,
			    basic_block b, gimple_stmt_iterator *at, tree c,
			    tree found, location_t loc)
{
  if (!INTEGRAL_TYPE_P (TREE_TYPE (r)) || EDGE_COUNT (e->dest->preds) != 2)
    return;
  tree mem = end_memory (b);
  if (!mem)
    return;
  hash_set<gimple *> chain;
  auto_vec<gassign *> loads;
  auto_vec<tree> work;
  work.safe_push (r);
  while (!work.is_empty ())
    {
      tree n = work.pop ();
      imm_use_iterator ui;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, ui, n)
	{
	  gimple *u = USE_STMT (use);
	  if (is_gimple_debug (u))
	    continue;
	  if (gimple_vdef (u) || gimple_code (u) == GIMPLE_PHI)
	    {
	      /* A store at the position (or a value the loop around
		 carries on): nothing is done for R.  */
	      if (gimple_vdef (u))
		return;
	      continue;
	    }
	  if (gimple_assign_load_p (u))
	    {
	      if (!loads.contains (as_a <gassign *> (u)))
		loads.safe_push (as_a <gassign *> (u));
	      continue;
	    }
	  if (address_stmt_p (u) && !chain.contains (u))
	    {
	      if (chain.elements () >= 16)
		return;
	      chain.add (u);
	      work.safe_push (gimple_assign_lhs (u));
	    }
	}
    }
  if (loads.length () > 4)
    return;
  class loop *outer = loop_outer (loop);
  for (gassign *l : loads)
    {
      tree lhs = gimple_assign_lhs (l);
      auto_vec<gimple *> need;
      bool ok = (TREE_CODE (lhs) == SSA_NAME
		 && is_gimple_reg_type (TREE_TYPE (lhs))
		 && !gimple_has_volatile_ops (l)
		 && !stmt_could_throw_p (cfun, l)
		 && gimple_bb (l)->loop_father == outer
		 && reads_exit_memory_p (l, mem, e));
      ssa_op_iter it;
      tree u;
      if (ok)
	FOR_EACH_SSA_TREE_OPERAND (u, l, it, SSA_OP_USE)
	  if (!address_needs (u, r, &chain, loop, b, &need))
	    ok = false;
      if (!ok)
	continue;
      gpugen_exit_load *el = new gpugen_exit_load;
      el->load = l;
      el->lhs = lhs;
      el->rhs = gimple_assign_rhs1 (l);
      el->vuse = gimple_vuse (l);
      el->sel = NULL;
      el->join_phis[0] = el->join_phis[1] = el->join_phis[2] = NULL;
      /* The copies in B, R being EV there.  */
      hash_map<tree, tree> map;
      map.put (r, ev);
      for (gimple *d : need)
	{
	  gimple *cp = gpugen_copy_remapped (d, &map);
	  gsi_insert_before (at, cp, GSI_SAME_STMT);
	  update_stmt (cp);
	  el->inside.safe_push (cp);
	}
      tree ref = unshare_expr (el->rhs);
      walk_tree (&ref, gpugen_remap_names, &map, NULL);
      tree v = make_ssa_name (TREE_TYPE (lhs));
      gassign *cl = gimple_build_assign (v, ref);
      gimple_set_vuse (cl, mem);
      gimple_set_location (cl, gimple_location (l));
      gsi_insert_before (at, cl, GSI_SAME_STMT);
      el->inside.safe_push (cl);
      /* Its capture: h = PHI <0, cap>, t = c ? v : h, cap = found ? h :
	 t, as for the values the exit passes.  */
      tree type = TREE_TYPE (lhs);
      tree h = make_ssa_name (type);
      el->header_phi = create_phi_node (h, loop->header);
      tree t = make_ssa_name (type);
      gassign *tg = gimple_build_assign (t, COND_EXPR, c, v, h);
      gsi_insert_before (at, tg, GSI_SAME_STMT);
      el->inside.safe_push (tg);
      tree cap = make_ssa_name (type);
      gassign *cg = gimple_build_assign (cap, COND_EXPR, found, h, t);
      gsi_insert_before (at, cg, GSI_SAME_STMT);
      el->inside.safe_push (cg);
      add_phi_arg (el->header_phi, build_zero_cst (type),
		   loop_preheader_edge (loop), UNKNOWN_LOCATION);
      add_phi_arg (el->header_phi, cap, loop_latch_edge (loop),
		   UNKNOWN_LOCATION);
      /* The position the load after the loop reads at: R itself for
	 now, replaced by gpugen_exit_position_loads_after.  */
      loads_out->safe_push (el);
      gpugen_speculative_add (cl, loc);
      /* Remembered for the second half: the map's keys.  */
      el->after.safe_splice (need);
    }
}

/* The second half of gpugen_exit_position_loads, once the exit on data
   is gone (the exits' join has one predecessor left, the counted exit
   MAIN): for each load of *LOADS_OUT from FIRST on, whose copies in the
   loop LOOP read at the position R (MV at the counted exit), give the
   join a PHI of the captured value (the last statement of its
   capture).  Where SUNK (R is a value that the exit's code moved past
   the join takes from the loop, used only where the exit was taken),
   the load becomes a copy of the captured value.  Otherwise give the
   join PHIs of the flag FOUND_N and of MV (where MV is defined in the
   loop), compute the load's address from MV where the load is, and
   make the load's old left side the select "flag ? captured : loaded";
   the load is speculative, with the exit's location LOC.  */

void
gpugen_exit_position_loads_after (vec<gpugen_exit_load *> *loads_out,
				  unsigned first, tree r, tree mv, bool sunk,
				  edge main, tree found_n, class loop *loop,
				  location_t loc)
{
  basic_block dest = main->dest;
  for (unsigned k = first; k < loads_out->length (); k++)
    {
      gpugen_exit_load *el = (*loads_out)[k];
      tree cap = gimple_assign_lhs (el->inside.last ());
      tree type = TREE_TYPE (el->lhs);
      tree q = make_ssa_name (type);
      el->join_phis[0] = create_phi_node (q, dest);
      add_phi_arg (el->join_phis[0], cap, main, UNKNOWN_LOCATION);
      if (sunk)
	{
	  /* The load is used only where the exit was taken: its value is
	     the captured one.  */
	  el->after.truncate (0);
	  gimple_assign_set_rhs1 (el->load, q);
	  update_stmt (el->load);
	  if (dump_file)
	    fprintf (dump_file, "[gpugen-exits] loop %d: a load at the "
		     "exit's position copied into the loop\n", loop->num);
	  continue;
	}
      tree fq = make_ssa_name (boolean_type_node);
      el->join_phis[1] = create_phi_node (fq, dest);
      add_phi_arg (el->join_phis[1], found_n, main, UNKNOWN_LOCATION);
      tree rm = mv;
      if (TREE_CODE (mv) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (mv)
	  && flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (mv))))
	{
	  rm = make_ssa_name (TREE_TYPE (mv));
	  el->join_phis[2] = create_phi_node (rm, dest);
	  add_phi_arg (el->join_phis[2], mv, main, UNKNOWN_LOCATION);
	}
      /* The copies of the address's computation before the load, R
	 being RM there (EL->after held the statements copied).  */
      auto_vec<gimple *> need;
      need.safe_splice (el->after);
      el->after.truncate (0);
      gimple_stmt_iterator gsi = gsi_for_stmt (el->load);
      if (!useless_type_conversion_p (TREE_TYPE (r), TREE_TYPE (rm)))
	{
	  tree cv = make_ssa_name (TREE_TYPE (r));
	  gassign *g = gimple_build_assign (cv, NOP_EXPR, rm);
	  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
	  rm = cv;
	  el->after.safe_push (g);
	}
      hash_map<tree, tree> map;
      map.put (r, rm);
      for (gimple *d : need)
	{
	  gimple *cp = gpugen_copy_remapped (d, &map);
	  gsi_insert_before (&gsi, cp, GSI_SAME_STMT);
	  update_stmt (cp);
	  el->after.safe_push (cp);
	}
      tree ref = unshare_expr (el->rhs);
      walk_tree (&ref, gpugen_remap_names, &map, NULL);
      tree lm = make_ssa_name (type);
      gimple_assign_set_lhs (el->load, lm);
      gimple_assign_set_rhs1 (el->load, ref);
      update_stmt (el->load);
      el->sel = gimple_build_assign (el->lhs, COND_EXPR, fq, q, lm);
      gimple_set_location (el->sel, gimple_location (el->load));
      gsi = gsi_for_stmt (el->load);
      gsi_insert_after (&gsi, el->sel, GSI_SAME_STMT);
      /* The load reads at the counted exit's position even where the
	 exit was taken; it goes where the load goes when a conditional
	 store is put back.  */
      gpugen_speculative_add (el->load, loc);
      gpugen_speculative_back_after (el->load, el->sel);
      if (dump_file)
	fprintf (dump_file, "[gpugen-exits] loop %d: a load at the exit's "
		 "position copied into the loop\n", loop->num);
    }
}

/* Undo the loads at an exit's position of *LOADS (made by
   gpugen_exit_position_loads), before the exit comes back, and release
   the vector.  */

void
gpugen_undo_exit_loads (vec<gpugen_exit_load *> *loads)
{
  for (gpugen_exit_load *el : *loads)
    {
      gimple_stmt_iterator gsi;
      if (el->sel)
	{
	  gpugen_speculative_forget (el->sel);
	  gsi = gsi_for_stmt (el->sel);
	  gsi_remove (&gsi, true);
	  tree lm = gimple_assign_lhs (el->load);
	  gimple_assign_set_lhs (el->load, el->lhs);
	  gimple_assign_set_rhs1 (el->load, el->rhs);
	  update_stmt (el->load);
	  release_ssa_name (lm);
	}
      else
	{
	  /* The memory where the load is now (moved before the select of
	     a conditional store made unconditional on trial, perhaps):
	     that of the next statement that reads or writes memory in its
	     block, else the old one.  */
	  tree v = el->vuse;
	  gsi = gsi_for_stmt (el->load);
	  for (gsi_next (&gsi); !gsi_end_p (gsi); gsi_next (&gsi))
	    if (gimple_vuse (gsi_stmt (gsi)))
	      {
		v = gimple_vuse (gsi_stmt (gsi));
		break;
	      }
	  gimple_assign_set_rhs1 (el->load, el->rhs);
	  gimple_set_vuse (el->load, v);
	  update_stmt (el->load);
	}
      for (int i = el->after.length () - 1; i >= 0; i--)
	{
	  gsi = gsi_for_stmt (el->after[i]);
	  gsi_remove (&gsi, true);
	  release_defs (el->after[i]);
	}
      for (gphi *phi : el->join_phis)
	if (phi)
	  {
	    gphi_iterator psi = gsi_for_phi (phi);
	    remove_phi_node (&psi, true);
	  }
      for (int i = el->inside.length () - 1; i >= 0; i--)
	{
	  gsi = gsi_for_stmt (el->inside[i]);
	  gsi_remove (&gsi, true);
	  release_defs (el->inside[i]);
	}
      gphi_iterator psi = gsi_for_phi (el->header_phi);
      remove_phi_node (&psi, true);
      delete el;
    }
  loads->release ();
}
