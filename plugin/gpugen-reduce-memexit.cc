/* A time loop's error kept in memory through a pointer that may alias
   its arrays, promoted to a register across the loop for the model.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The convergence loop of issues 13 and 16 keeps its error through a
   pointer that is not restrict, over arrays that are not restrict
   either:

     for (it = 0; it < maxit; it++)		(T, the time loop)
       {
	 *errp = 0.0;				(S0)
	 for (i ...)				(L, the error's nest)
	   { ...; if (d > *errp) *errp = d; }	(a load and a store)
	 ...
	 if (*errp < tol)			(a load, read by the test)
	   break;
       }

   GCC's store motion leaves every access of *errp in memory (it may be
   an element of the arrays), so the exit test reads memory, which
   gpugen-hostexit.cc cannot test on the host between steps ("the test
   reads a value that the step computes elsewhere"): each nest was a
   region of its own in each step.  Where *errp lies apart from every
   array the loop touches, T computes exactly what it computes with
   *errp in a register V stored on each way out of T, the form that
   GCC's own store motion gives where the arrays are restrict, which
   gpugen-reduce-exit.cc and gpugen-hostexit.cc make one region: its
   device path runs only where the run-time check of the stored bytes
   against the range the region copies of each array passes
   (exit_store_check, gpugen_reduce_exit_store_checks: GCC's oracle
   cannot tell them apart), and the region makes one store after T, of
   the fold of the last step tested, where a step ran, which is what
   the program leaves in *errp; elsewhere its host path runs the
   program's loop.

   So before detection (gpugen_reduce_memexit_promote) this stage
   promotes, for the model, a location *P (P defined before T, a scalar
   type the folds handle) whose every access in T is: one store S0 in
   T's body (not in a loop inside it) of a value from before T or a
   constant, whose block dominates every other access and every exit of
   T; updates of a maximum or minimum in loops inside T
   (gpugen_reduce_mem_update_p: a load, a select, a store); loads in T's
   body, at least one of them read by a condition of T's body.  S0, the
   updates' loads and stores go (gpugen_take_out), the updates read and
   write V, the loads of T's body copy V, S0's value enters V directly
   (no statement of T computes the initial value of L's reduction), and
   a store "*p = V" is put on each of T's exits.  Where T then gets no
   test on the host (gpugen_host_exits_find refuses it:
   gpugen_reduce_memexit_settle) or its region fails
   (gpugen_host_exit_restore, before its body's nests are detected), the
   promotion is undone (gpugen_reduce_memexit_demote), with any
   reduction rewritten on V; the end of the pass undoes the rest
   (gpugen_reduce_memexit_undo, after gpugen_undo_reductions), so that
   the host path is the program's own code.  alias-checks=0 or
   reductions=0 turn the stage off.  */

#include "gpugen.h"
#include "tree-into-ssa.h"
#include "tree-ssa-loop-manip.h"
#include "gimplify.h"
#include "gpugen-reduce.h"

/* A use of the value NAME of a load that the promotion replaced by V's:
   operand OPNO of the statement G, or for a PHI (OPNO -1) its argument
   on the edge from SRC.  */

struct use_rec
{
  /* The statement, the operand, and for a PHI its edge's source.  */
  gimple *g;
  int opno;
  basic_block src;
  /* The load's value.  */
  tree name;
};

/* One promotion of this stage, and what undoes it.  */

struct memexit_promotion
{
  /* The time loop T and the variable V that holds *P for the model.  */
  class loop *t;
  tree var;
  /* The statements taken out of the IL: S0, the updates' loads and
     stores.  */
  auto_vec<gpugen_taken_stmt> taken;
  /* The statements whose operands changed (the updates' comparisons and
     selects, the loads of T's body made copies of V), and all their
     operands before the change, OPS[STARTS[k]...] for the K-th.  */
  auto_vec<gimple *> changed;
  auto_vec<unsigned> starts;
  auto_vec<tree> ops;
  /* The stores "*p = V" put on T's exits.  */
  auto_vec<gimple *> exit_stores;
  /* The uses of the loads' values, which read V's value instead (the
     loads leave the IL, in TAKEN).  */
  auto_vec<use_rec> uses;
};

/* The promotions in force in the function being compiled.  */

static vec<memexit_promotion *> promotions;

/* Whether P is defined before LOOP: a default definition or a
   statement whose block dominates the loop's preheader.  */

static bool
before_loop_p (tree p, class loop *loop)
{
  if (SSA_NAME_IS_DEFAULT_DEF (p))
    return true;
  basic_block b = gimple_bb (SSA_NAME_DEF_STMT (p));
  return (b && !flow_bb_inside_loop_p (loop, b)
	  && dominated_by_p (CDI_DOMINATORS, loop_preheader_edge (loop)->src,
			     b));
}

/* Record in M every operand of G, before it changes.  */

static void
save_ops (memexit_promotion *m, gimple *g)
{
  m->changed.safe_push (g);
  m->starts.safe_push (m->ops.length ());
  for (unsigned i = 0; i < gimple_num_ops (g); i++)
    m->ops.safe_push (gimple_op (g, i));
}

/* Replace in G every operand equal to OLD, or an operand of an embedded
   comparison equal to it, by VAL.  */

static void
replace_in (gimple *g, tree old, tree val)
{
  for (unsigned i = 0; i < gimple_num_ops (g); i++)
    {
      tree o = gimple_op (g, i);
      if (o == old)
	gimple_set_op (g, i, val);
      else if (o && COMPARISON_CLASS_P (o)
	       && (TREE_OPERAND (o, 0) == old || TREE_OPERAND (o, 1) == old))
	gimple_set_op (g, i, build2 (TREE_CODE (o), TREE_TYPE (o),
				     TREE_OPERAND (o, 0) == old ? val
				     : TREE_OPERAND (o, 0),
				     TREE_OPERAND (o, 1) == old ? val
				     : TREE_OPERAND (o, 1)));
    }
}

/* Whether the value X, of a load of T's body, is read by a condition of
   T's body, directly or through a PHI of it.  */

static bool
tested_p (class loop *t, tree x)
{
  imm_use_iterator it;
  use_operand_p up;
  FOR_EACH_IMM_USE_FAST (up, it, x)
    {
      gimple *u = USE_STMT (up);
      if (!gimple_bb (u) || gimple_bb (u)->loop_father != t)
	continue;
      if (gimple_code (u) == GIMPLE_COND)
	return true;
      if (gphi *p = dyn_cast <gphi *> (u))
	{
	  imm_use_iterator it2;
	  use_operand_p up2;
	  FOR_EACH_IMM_USE_FAST (up2, it2, gimple_phi_result (p))
	    if (gimple_code (USE_STMT (up2)) == GIMPLE_COND
		&& gimple_bb (USE_STMT (up2))->loop_father == t)
	      return true;
	}
    }
  return false;
}

/* Whether G follows A in A's block.  */

static bool
follows_p (gimple *a, gimple *g)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (a);
  for (gsi_next (&gsi); !gsi_end_p (gsi); gsi_next (&gsi))
    if (gsi_stmt (gsi) == g)
      return true;
  return false;
}

/* The accesses of *P in the time loop T (see the head of this file).  */

struct accesses
{
  /* S0, and the value it stores.  */
  gassign *init;
  tree init_val;
  /* The updates' stores, loads and comparisons (NULL for an embedded
     one).  */
  auto_vec<gimple *> upd_st, upd_ld, upd_cmp;
  /* The loads of T's body.  */
  auto_vec<gassign *> loads;
};

/* Collect into A the accesses of T through P, whose S0 is INIT; return
   whether they are all of the forms this stage promotes.  */

static bool
collect (class loop *t, tree p, gassign *init, accesses *a)
{
  a->init = init;
  a->init_val = gimple_assign_rhs1 (init);
  tree ref = gimple_assign_lhs (init);
  tree v0 = a->init_val;
  if (!is_gimple_min_invariant (v0)
      && !(TREE_CODE (v0) == SSA_NAME && before_loop_p (v0, t)))
    return false;
  basic_block ib = gimple_bb (init);
  basic_block *body = get_loop_body (t);
  bool ok = true, tested = false;
  for (unsigned b = 0; b < t->num_nodes && ok; b++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]);
	 !gsi_end_p (gsi) && ok; gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (g == init || is_gimple_debug (g))
	  continue;
	if (!gpugen_reduce_mem_refers_to_p (g, p))
	  continue;
	/* After S0: dominated by its block, later in the block.  */
	if (!dominated_by_p (CDI_DOMINATORS, body[b], ib)
	    || (body[b] == ib && !follows_p (init, g)))
	  {
	    ok = false;
	    break;
	  }
	gimple *ld, *cmp;
	if (body[b]->loop_father != t && gimple_store_p (g)
	    && operand_equal_p (gimple_assign_lhs (g), ref, 0)
	    && gpugen_reduce_mem_update_p (g, &ld, &cmp))
	  {
	    a->upd_st.safe_push (g);
	    a->upd_ld.safe_push (ld);
	    a->upd_cmp.safe_push (cmp);
	    continue;
	  }
	if (body[b]->loop_father != t && gimple_assign_load_p (g)
	    && operand_equal_p (gimple_assign_rhs1 (g), ref, 0))
	  /* An update's load, checked with its store.  */
	  continue;
	if (body[b]->loop_father == t && gimple_assign_load_p (g)
	    && operand_equal_p (gimple_assign_rhs1 (g), ref, 0)
	    && TREE_CODE (gimple_assign_lhs (g)) == SSA_NAME
	    && TREE_TYPE (gimple_assign_lhs (g)) == TREE_TYPE (ref))
	  {
	    a->loads.safe_push (as_a <gassign *> (g));
	    tested |= tested_p (t, gimple_assign_lhs (g));
	    continue;
	  }
	ok = false;
      }
  /* Every load in a loop inside T is an update's.  */
  for (unsigned b = 0; b < t->num_nodes && ok; b++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (body[b]->loop_father != t && gimple_assign_load_p (g)
	    && gpugen_reduce_mem_refers_to_p (g, p)
	    && !a->upd_ld.contains (g))
	  ok = false;
      }
  free (body);
  if (!ok || !tested || a->upd_st.is_empty ())
    return false;
  /* S0 before every way out of T, each a plain edge (one the stores can
     go on).  */
  auto_vec<edge> exits = get_loop_exit_edges (t);
  for (edge e : exits)
    if (!dominated_by_p (CDI_DOMINATORS, e->src, ib)
	|| (e->flags & EDGE_COMPLEX))
      return false;
  return !exits.is_empty ();
}

/* Promote *P for T, whose accesses are A (see the head of this file).  */

static void
promote (class loop *t, accesses *a)
{
  memexit_promotion *m = new memexit_promotion;
  m->t = t;
  tree ref = gimple_assign_lhs (a->init);
  tree type = TREE_TYPE (ref);
  /* Named as GCC's store motion names its registers ("errp__lsm"), so
     that the remarks name the reduction after the pointer ('errp', as
     for GCC's own promotion over restrict arrays).  */
  tree p = TREE_OPERAND (ref, 0);
  const char *pn = gpugen_source_name (p);
  char *prefix = (!pn ? xstrdup ("gpugen_tmem")
		  : concat (pn, "__lsm", NULL));
  m->var = create_tmp_reg (type, prefix);
  free (prefix);
  tree v0 = a->init_val;
  /* S0: "V = v0" for the renamer, propagated below.  */
  gassign *copy = gimple_build_assign (m->var, v0);
  gimple_set_location (copy, gimple_location (a->init));
  gimple_stmt_iterator gsi = gsi_for_stmt (a->init);
  gsi_insert_before (&gsi, copy, GSI_SAME_STMT);
  gpugen_take_out (&m->taken, a->init);
  /* The updates.  */
  for (unsigned k = 0; k < a->upd_st.length (); k++)
    {
      gimple *st = a->upd_st[k], *ld = a->upd_ld[k], *cmp = a->upd_cmp[k];
      tree tv = gimple_assign_lhs (ld);
      gimple *sel = SSA_NAME_DEF_STMT (gimple_assign_rhs1 (st));
      gpugen_take_out (&m->taken, ld);
      gpugen_take_out (&m->taken, st);
      if (cmp)
	{
	  save_ops (m, cmp);
	  replace_in (cmp, tv, m->var);
	  update_stmt (cmp);
	}
      save_ops (m, sel);
      replace_in (sel, tv, m->var);
      gimple_assign_set_lhs (sel, m->var);
      update_stmt (sel);
    }
  /* The loads of T's body copy V.  */
  for (gassign *l : a->loads)
    {
      save_ops (m, l);
      gimple_assign_set_rhs1 (l, m->var);
      update_stmt (l);
    }
  /* A store of V on each way out.  */
  auto_vec<edge> exits = get_loop_exit_edges (t);
  for (edge e : exits)
    {
      basic_block d = e->dest;
      if (!single_pred_p (d))
	d = split_edge (e);
      gassign *s = gimple_build_assign (unshare_expr (ref), m->var);
      gimple_set_location (s, gimple_location (a->init));
      gimple_stmt_iterator gi = gsi_after_labels (d);
      gsi_insert_before (&gi, s, GSI_SAME_STMT);
      m->exit_stores.safe_push (s);
    }
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa);
  if (loops_state_satisfies_p (LOOP_CLOSED_SSA))
    rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
  /* The loads' uses read V's value itself (a copy would be a value the
     step computes, which the host cannot test), and the loads go.  */
  for (gassign *l : a->loads)
    {
      tree x = gimple_assign_lhs (l);
      tree vk = gimple_assign_rhs1 (l);
      imm_use_iterator it;
      gimple *u;
      FOR_EACH_IMM_USE_STMT (u, it, x)
	{
	  if (is_gimple_debug (u))
	    continue;
	  if (gphi *p = dyn_cast <gphi *> (u))
	    {
	      for (unsigned i = 0; i < gimple_phi_num_args (p); i++)
		if (gimple_phi_arg_def (p, i) == x)
		  {
		    use_rec r = { p, -1, gimple_phi_arg_edge (p, i)->src, x };
		    m->uses.safe_push (r);
		    SET_PHI_ARG_DEF (p, i, vk);
		  }
	      continue;
	    }
	  for (unsigned i = 0; i < gimple_num_ops (u); i++)
	    if (gimple_op (u, i) == x)
	      {
		use_rec r = { u, (int) i, NULL, x };
		m->uses.safe_push (r);
		gimple_set_op (u, i, vk);
	      }
	  update_stmt (u);
	}
      gpugen_take_out (&m->taken, l);
    }
  /* V's value from S0 enters its uses directly.  */
  tree c = gimple_assign_lhs (copy);
  replace_uses_by (c, v0);
  gimple_stmt_iterator gc = gsi_for_stmt (copy);
  gsi_remove (&gc, true);
  release_ssa_name (c);
  /* A PHI of V with the same arguments as a PHI of the program in its
     block (the renamer's twin of the PHI that merged a load's value
     with S0's) gives way to it: V's other uses read the program's
     (they go, or get their operands back, when the promotion is
     undone).  */
  basic_block *body = get_loop_body (t);
  for (unsigned b = 0; b < t->num_nodes; b++)
    for (gphi_iterator pi = gsi_start_phis (body[b]); !gsi_end_p (pi);)
      {
	gphi *p = pi.phi ();
	gphi *twin = NULL;
	if (SSA_NAME_VAR (gimple_phi_result (p)) == m->var)
	  for (gphi_iterator qi = gsi_start_phis (body[b]);
	       !gsi_end_p (qi) && !twin; gsi_next (&qi))
	    {
	      gphi *q = qi.phi ();
	      tree qr = gimple_phi_result (q);
	      if (q == p || virtual_operand_p (qr)
		  || SSA_NAME_VAR (qr) == m->var
		  || TREE_TYPE (qr) != TREE_TYPE (gimple_phi_result (p)))
		continue;
	      bool same = true;
	      for (unsigned i = 0; i < gimple_phi_num_args (p) && same; i++)
		same = operand_equal_p (gimple_phi_arg_def (p, i),
					PHI_ARG_DEF_FROM_EDGE
					  (q, gimple_phi_arg_edge (p, i)), 0);
	      if (same)
		twin = q;
	    }
	if (!twin)
	  {
	    gsi_next (&pi);
	    continue;
	  }
	replace_uses_by (gimple_phi_result (p), gimple_phi_result (twin));
	remove_phi_node (&pi, true);
      }
  free (body);
  calculate_dominance_info (CDI_DOMINATORS);
  scev_reset ();
  promotions.safe_push (m);
  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-reduce] loop %d: ", t->num);
      print_generic_expr (dump_file, ref);
      fprintf (dump_file, " promoted to a register across the time loop "
	       "for the model (%u updates, %u loads tested after them)\n",
	       a->upd_st.length (), a->loads.length ());
    }
}

/* Promote, for the model, the errors that time loops keep in memory
   through a pointer (see the head of this file).  */

void
gpugen_reduce_memexit_promote (function *fun)
{
  promotions.truncate (0);
  if (!gpugen_opts.alias_checks || !gpugen_opts.reductions
      || !gpugen_opts.host_exits)
    return;
  calculate_dominance_info (CDI_DOMINATORS);
  auto_vec<class loop *> loops;
  for (class loop *t : loops_list (fun, 0))
    if (t->inner && t->num != 0)
      loops.safe_push (t);
  for (class loop *t : loops)
    {
      basic_block *body = get_loop_body (t);
      gassign *init = NULL;
      unsigned n = 0;
      for (unsigned b = 0; b < t->num_nodes; b++)
	{
	  if (body[b]->loop_father != t)
	    continue;
	  for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]);
	       !gsi_end_p (gsi); gsi_next (&gsi))
	    {
	      gassign *s = dyn_cast <gassign *> (gsi_stmt (gsi));
	      if (s && gimple_store_p (s)
		  && gpugen_reduce_mem_deref_p (gimple_assign_lhs (s))
		  && before_loop_p (TREE_OPERAND (gimple_assign_lhs (s), 0),
				    t))
		{
		  init = s;
		  n++;
		}
	    }
	}
      free (body);
      accesses a;
      if (n != 1
	  || !collect (t, TREE_OPERAND (gimple_assign_lhs (init), 0), init,
		       &a))
	continue;
      promote (t, &a);
    }
}

/* Undo the promotion M: the reductions rewritten on V first, then V's
   PHIs and stores go, the changed statements get their operands back,
   and the statements taken out come back.  */

static void
demote (memexit_promotion *m)
{
  for (gpugen_reduction *r : gpugen_reductions)
    if (r->active && SSA_NAME_VAR (gimple_phi_result (r->head)) == m->var)
      gpugen_reduce_undo (r);
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);)
      if (SSA_NAME_VAR (gimple_phi_result (gsi.phi ())) == m->var)
	remove_phi_node (&gsi, true);
      else
	gsi_next (&gsi);
  for (gimple *s : m->exit_stores)
    gpugen_reduce_remove_added (s);
  for (unsigned k = 0; k < m->changed.length (); k++)
    {
      gimple *g = m->changed[k];
      for (unsigned i = 0; i < gimple_num_ops (g); i++)
	gimple_set_op (g, i, m->ops[m->starts[k] + i]);
      /* A select defines its old name again.  */
      if (tree lhs = gimple_get_lhs (g))
	if (TREE_CODE (lhs) == SSA_NAME)
	  SSA_NAME_DEF_STMT (lhs) = g;
      /* A load taken out is updated when it comes back.  */
      if (gimple_bb (g))
	update_stmt (g);
    }
  gpugen_put_back (&m->taken);
  for (use_rec &r : m->uses)
    {
      if (!gimple_bb (r.g))
	continue;
      if (r.opno >= 0)
	{
	  gimple_set_op (r.g, r.opno, r.name);
	  update_stmt (r.g);
	}
      else if (edge e = find_edge (r.src, gimple_bb (r.g)))
	SET_PHI_ARG_DEF (as_a <gphi *> (r.g), e->dest_idx, r.name);
    }
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa_only_virtuals);
  scev_reset ();
  if (dump_file)
    fprintf (dump_file, "[gpugen-reduce] loop %d: the promotion across "
	     "the time loop is undone\n", m->t->num);
}

/* Undo the promotion for the time loop T, if any (its region failed,
   gpugen_host_exit_restore).  */

void
gpugen_reduce_memexit_demote (class loop *t)
{
  for (unsigned i = 0; i < promotions.length (); i++)
    if (promotions[i]->t == t)
      {
	demote (promotions[i]);
	delete promotions[i];
	promotions.unordered_remove (i);
	return;
      }
}

/* Undo the promotions whose time loop gpugen_host_exits_find gave no
   test on the host.  */

void
gpugen_reduce_memexit_settle (function *)
{
  for (int i = promotions.length () - 1; i >= 0; i--)
    if (!gpugen_host_exit_of (promotions[i]->t))
      {
	if (dump_file)
	  fprintf (dump_file, "[gpugen-reduce] loop %d: no test on the host "
		   "between steps\n", promotions[i]->t->num);
	demote (promotions[i]);
	delete promotions[i];
	promotions.unordered_remove (i);
      }
}

/* Undo every promotion left, at the end of the pass (after
   gpugen_undo_reductions).  Return whether there was one.  */

bool
gpugen_reduce_memexit_undo (function *)
{
  bool any = !promotions.is_empty ();
  for (memexit_promotion *m : promotions)
    {
      demote (m);
      delete m;
    }
  promotions.release ();
  return any;
}
