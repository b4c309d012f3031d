/* Maxima and minima kept in memory through a pointer that may alias the
   nest's arrays, rewritten for the model as scalar reductions.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A nest that keeps a maximum in memory through a pointer that is not
   restrict,

     for (i ...)		(L, a loop at the region's top level)
       for (j ...)
	 { d = ...; if (d > *errp) *errp = d; w[i][j] = ...; }

   is one GCC's store motion leaves alone (*errp may be an element of w
   or of an array the nest reads), and gpugen-select.cc makes its update
   a select stored back ("t = *errp; c = t < d; s = c ? d : t; *errp =
   s;", undone at the end of the pass): the model saw a scalar read and
   written in every iteration, no loop parallel ("one thread").  Where
   the region touches *errp through that load and that store alone,
   this stage promotes it to a register for the model: the load and the
   store leave the IL (gpugen_take_out), the comparison and the select
   read a variable V instead of t and the select writes V, and GCC's
   SSA updater gives V its PHIs at the loops' headers (V's default
   definition entering L).  V's cycle is then an accumulator's, which
   gpugen-reduce.cc analyzes and rewrites as partials per row as for a
   register ("if (d > err) err = d"): the select folds (SEL_GT, SEL_GE,
   SEL_LT, SEL_LE, integer MIN and MAX; the forms that keep the
   accumulator, "*p = *p > d ? *p : d", MAX_EXPR and fmax are refused,
   with the remark of their own for fmax).

   The device path folds the partials from the fold's identity (-inf
   for a maximum, +inf for a minimum; the integer type's extreme): the
   row order fold gives R, the first (SEL_GT, SEL_LT) or last (SEL_GE,
   SEL_LE) extreme element that is not a NaN, or the identity where
   there is none.  The program's loop stores into *errp the first time
   an element d REL *errp, then each later one REL the value stored, so
   that it stores at all exactly where R REL I (I the value *errp held
   before the nest), and leaves R there, bit for bit (ties between -0.0
   and +0.0 and NaNs as gpugen-reduce.cc's head says; a NaN I is never
   replaced, as "R REL NaN" is false).  gpugen_reduce_mem_store makes
   that store after the fold: where the fold succeeded and R is not the
   identity (a row ran an element: the program loaded *errp then, so
   the load cannot fault; where R is the identity, no store the program
   makes changes a bit), it loads I and stores R where R REL I, without
   branches (the address of a local of its own otherwise).  The region
   runs on the device only where the run-time check of
   gpugen_reduce_exit_store_checks finds the bytes of *errp apart from
   the range the region copies of each of its arrays (GCC cannot tell
   them apart: that is why the store stayed in the loop); elsewhere its
   host path runs the program's nest, load and store in every iteration.

   The end of the pass undoes the promotion (gpugen_reduce_mem_undo,
   after gpugen-reduce.cc's own undo): V's statements and PHIs go, the
   comparison and the select read t and write s again, and the load and
   the store come back.  The host path is the program's own code.

   The update may be in L itself, a single loop (the one-dimensional
   Jacobi step "b[i] = ...; d = ...; if (d > *errp) *errp = d;"), where
   L writes memory besides (gpugen_reduce_single_rows_p): its rows are
   then L's iterations, one element each.

   Several updates of one loop through different pointers are promoted
   each, beside the loop's reductions in registers.  Not handled: a
   pointer that the region reads or writes elsewhere (even "*errp =
   0.0" before the nest inside the region, or "p[1]"), a load and a
   store in different blocks, the region of a time loop whose exit the
   host tests (gpugen-hostexit.cc: the test may read the location
   between steps; gpugen-reduce-memexit.cc promotes a time loop's error
   kept so across the loop before detection), a nest that loads an element again after the store
   (GCC's PRE reloads it on the store's arm, and the condition stays
   control flow).  */

#include "gpugen.h"
#include "tree-into-ssa.h"
#include "tree-ssa-loop-manip.h"
#include "gimplify.h"
#include "gpugen-host.h"
#include "../include/gpugen-rt.h"
#include "gpugen-reduce.h"

/* A promotion of this stage, and what undoes it.  */

struct mem_promotion
{
  /* The reduction it became (NULL while it is analyzed).  */
  gpugen_reduction *r;
  /* The variable that holds *P for the model.  */
  tree var;
  /* The load "t = *p" and the store "*p = s", taken out of the IL.  */
  auto_vec<gpugen_taken_stmt> taken;
  /* The comparison and the select, and their operands before the
     promotion (every operand, in order).  */
  gimple *cmp, *sel;
  auto_vec<tree> cmp_ops, sel_ops;
};

/* The promotions of the function being compiled.  */

static vec<mem_promotion *> promotions;

/* Whether the statement G refers to memory through the pointer P (a
   MEM_REF or TARGET_MEM_REF based on P, at any offset) or passes P to a
   call.  An access through a pointer computed from P ("p + 1") is an
   array of the model like any other, which the run-time check compares
   with *P's bytes.  */

bool
gpugen_reduce_mem_refers_to_p (gimple *g, tree p)
{
  for (unsigned i = 0; i < gimple_num_ops (g); i++)
    {
      tree op = gimple_op (g, i);
      if (!op)
	continue;
      while (handled_component_p (op))
	op = TREE_OPERAND (op, 0);
      if ((TREE_CODE (op) == MEM_REF || TREE_CODE (op) == TARGET_MEM_REF)
	  && TREE_OPERAND (op, 0) == p)
	return true;
      /* The pointer itself passed to a call.  */
      if (op == p && is_gimple_call (g))
	return true;
    }
  return false;
}

/* Whether REF is "*p" of a scalar type the reductions fold: P an SSA
   pointer, offset 0, not volatile.  */

bool
gpugen_reduce_mem_deref_p (tree ref)
{
  if (TREE_CODE (ref) != MEM_REF || TREE_THIS_VOLATILE (ref)
      || TREE_CODE (TREE_OPERAND (ref, 0)) != SSA_NAME
      || !integer_zerop (TREE_OPERAND (ref, 1)))
    return false;
  tree type = TREE_TYPE (ref);
  return ((INTEGRAL_TYPE_P (type) && TREE_CODE (type) != BOOLEAN_TYPE)
	  || SCALAR_FLOAT_TYPE_P (type));
}

/* Whether the value T, of the load LD, is read only by the select SEL
   and the comparison CMP whose result SEL selects on, and the select
   only by the store ST: set *CMP.  */

static bool
update_shape_p (tree t, gassign *sel, gimple *st, gimple **cmp)
{
  if (gimple_assign_rhs_code (sel) != COND_EXPR)
    return false;
  tree s = gimple_assign_lhs (sel);
  use_operand_p up;
  gimple *u;
  if (TREE_CODE (s) != SSA_NAME || !single_imm_use (s, &up, &u) || u != st)
    return false;
  tree c = gimple_assign_rhs1 (sel);
  *cmp = NULL;
  if (TREE_CODE (c) == SSA_NAME)
    {
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (c));
      if (!def || !has_single_use (c)
	  || TREE_CODE_CLASS (gimple_assign_rhs_code (def)) != tcc_comparison
	  || gimple_bb (def) != gimple_bb (sel))
	return false;
      *cmp = def;
    }
  else if (!COMPARISON_CLASS_P (c))
    return false;
  imm_use_iterator it;
  FOR_EACH_IMM_USE_FAST (up, it, t)
    {
      gimple *v = USE_STMT (up);
      if (is_gimple_debug (v))
	continue;
      if (v != sel && v != *cmp)
	return false;
    }
  return true;
}

/* Replace every operand of G equal to OLD (or an operand of an embedded
   comparison) by VAL, first pushing every operand of G on *SAVED.  */

static void
replace_ops (gimple *g, tree old, tree val, vec<tree> *saved)
{
  for (unsigned i = 0; i < gimple_num_ops (g); i++)
    saved->safe_push (gimple_op (g, i));
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

/* Undo the promotion M: V's statements and PHIs go, the comparison and
   the select get their operands back, the load and the store come
   back, and the memory is renamed.  */

static void
demote (mem_promotion *m)
{
  /* The PHIs of V's names (the rewrite of gpugen-reduce.cc, undone
     first, left them as they were).  */
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);)
      {
	tree res = gimple_phi_result (gsi.phi ());
	if (SSA_NAME_VAR (res) == m->var)
	  remove_phi_node (&gsi, true);
	else
	  gsi_next (&gsi);
      }
  gimple *gs[2] = { m->cmp, m->sel };
  vec<tree> *ops[2] = { &m->cmp_ops, &m->sel_ops };
  for (int k = 0; k < 2; k++)
    if (gs[k])
      {
	for (unsigned i = 0; i < ops[k]->length (); i++)
	  gimple_set_op (gs[k], i, (*ops[k])[i]);
	update_stmt (gs[k]);
      }
  /* The select defines s again.  */
  SSA_NAME_DEF_STMT (gimple_assign_lhs (m->sel)) = m->sel;
  gpugen_put_back (&m->taken);
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa_only_virtuals);
}

/* Whether P, the pointer of a candidate, is defined before LOOP (a
   default definition or a statement that dominates its preheader).  */

static bool
defined_before_p (tree p, class loop *loop)
{
  if (SSA_NAME_IS_DEFAULT_DEF (p))
    return true;
  basic_block b = gimple_bb (SSA_NAME_DEF_STMT (p));
  return (b && !flow_bb_inside_loop_p (loop, b)
	  && dominated_by_p (CDI_DOMINATORS, loop_preheader_edge (loop)->src,
			     b));
}

/* Whether a statement of SCOP's region other than LD and ST refers to
   memory through P (gpugen_reduce_mem_refers_to_p), with a line in the
   dump (LOOP's).  */

static bool
referred_elsewhere_p (gpugen_scop *scop, class loop *loop, tree p,
		      gimple *ld, gimple *st)
{
  for (basic_block bb : scop->blocks)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (g != ld && g != st && !is_gimple_debug (g)
	    && gpugen_reduce_mem_refers_to_p (g, p))
	  {
	    if (dump_file)
	      {
		fprintf (dump_file, "[gpugen-reduce] loop %d: the update of "
			 "*", loop->num);
		print_generic_expr (dump_file, p);
		fprintf (dump_file, " is not promoted: the region reads or "
			 "writes it elsewhere: ");
		print_gimple_stmt (dump_file, g, 0);
	      }
	    return true;
	  }
      }
  return false;
}

/* Whether the store ST, "*p = s", is the update of a maximum or
   minimum kept in memory: s the select of a load "t = *p" of its block
   (an arm) and an element, read by the select and its comparison
   alone, with nothing between the load and the store that writes
   memory.  Set *LD to the load and *CMP to the select's comparison
   statement (NULL for an embedded one).  */

bool
gpugen_reduce_mem_update_p (gimple *st, gimple **ld, gimple **cmp)
{
  gassign *s = dyn_cast <gassign *> (st);
  if (!s || !gimple_store_p (s)
      || !gpugen_reduce_mem_deref_p (gimple_assign_lhs (s)))
    return false;
  tree ref = gimple_assign_lhs (s);
  tree val = gimple_assign_rhs1 (s);
  if (TREE_CODE (val) != SSA_NAME)
    return false;
  gassign *sel = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (val));
  if (!sel || gimple_bb (sel) != gimple_bb (s)
      || gimple_assign_rhs_code (sel) != COND_EXPR)
    return false;
  /* The load: one arm of the select.  */
  gassign *l = NULL;
  for (int k = 2; k <= 3; k++)
    {
      tree arm = gimple_op (sel, k);
      if (TREE_CODE (arm) != SSA_NAME)
	continue;
      gassign *d = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (arm));
      if (d && gimple_assign_load_p (d) && gimple_bb (d) == gimple_bb (s)
	  && operand_equal_p (gimple_assign_rhs1 (d), ref, 0)
	  && TREE_TYPE (gimple_assign_lhs (d)) == TREE_TYPE (ref))
	l = d;
    }
  if (!l || !update_shape_p (gimple_assign_lhs (l), sel, s, cmp))
    return false;
  /* Nothing else between the load and the store writes memory.  */
  for (gimple_stmt_iterator g2 = gsi_for_stmt (l); gsi_stmt (g2) != s;
       gsi_next (&g2))
    if (gsi_stmt (g2) != l && gimple_vdef (gsi_stmt (g2)))
      return false;
  *ld = l;
  return true;
}

/* Find in LOOP, a loop at the top level of SCOP's region, a load "t =
   *p" and the store "*p = s" of the select of t and an element that
   follows it in its block, with no other statement of the region
   referring to memory through P: set *LD, *ST and *CMP (the select's
   comparison statement, NULL for an embedded one).  A store in TRIED
   is passed over; each store found is added to it.  */

static bool
find_candidate (gpugen_scop *scop, class loop *loop,
		hash_set<gimple *> *tried, gimple **ld, gimple **st,
		gimple **cmp)
{
  basic_block *body = get_loop_body (loop);
  bool found = false;
  for (unsigned b = 0; b < loop->num_nodes && !found; b++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gassign *s = dyn_cast <gassign *> (gsi_stmt (gsi));
	if (!s || !gimple_store_p (s)
	    || !gpugen_reduce_mem_deref_p (gimple_assign_lhs (s))
	    || tried->contains (s)
	    || (body[b]->loop_father == loop
		&& !gpugen_reduce_single_rows_p (loop, s)))
	  continue;
	tree ref = gimple_assign_lhs (s);
	gimple *l;
	if (!gpugen_reduce_mem_update_p (s, &l, cmp)
	    || !defined_before_p (TREE_OPERAND (ref, 0), loop))
	  continue;
	tried->add (s);
	if (referred_elsewhere_p (scop, loop, TREE_OPERAND (ref, 0), l, s))
	  continue;
	*ld = l;
	*st = s;
	found = true;
	break;
      }
  free (body);
  return found;
}

/* The name the remarks give the reduction through P: "*errp", or
   NULL; a Fortran dummy argument's own name ("err").  */

static const char *
deref_name (tree p)
{
  const char *n = gpugen_source_name (p);
  if (!n || lang_GNU_Fortran ())
    return n;
  char *s = concat ("*", n, NULL);
  const char *id = IDENTIFIER_POINTER (get_identifier (s));
  free (s);
  return id;
}

/* Promote the location in memory that the load LD and the store ST of
   L update (CMP the select's comparison) to a register for the model,
   and rewrite it as a reduction where gpugen-reduce.cc can; undo the
   promotion where not.  */

static void
promote (class loop *l, gimple *ld, gimple *st, gimple *cmp)
{
  mem_promotion *m = new mem_promotion;
  m->r = NULL;
  tree ref = gimple_assign_lhs (st);
  tree t = gimple_assign_lhs (ld);
  m->var = create_tmp_reg (TREE_TYPE (ref), "gpugen_mem");
  m->cmp = cmp;
  m->sel = SSA_NAME_DEF_STMT (gimple_assign_rhs1 (st));
  gpugen_take_out (&m->taken, ld);
  gpugen_take_out (&m->taken, st);
  if (cmp)
    {
      replace_ops (cmp, t, m->var, &m->cmp_ops);
      update_stmt (cmp);
    }
  replace_ops (m->sel, t, m->var, &m->sel_ops);
  gimple_assign_set_lhs (m->sel, m->var);
  update_stmt (m->sel);
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa);
  if (loops_state_satisfies_p (LOOP_CLOSED_SSA))
    rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
  calculate_dominance_info (CDI_DOMINATORS);
  scev_reset ();
  promotions.safe_push (m);
  /* V's cycle, from its PHI at L's header.  */
  gphi *head = NULL;
  for (gphi_iterator gsi = gsi_start_phis (l->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (SSA_NAME_VAR (gimple_phi_result (gsi.phi ())) == m->var)
      head = gsi.phi ();
  cycle c;
  c.result = NULL_TREE;
  c.inner = false;
  c.single = gpugen_reduce_single_rows_p (l, NULL);
  c.deepest = NULL;
  c.why = NULL;
  c.refuse_p = false;
  c.mem = true;
  c.row_exits = false;
  bool ok = head && gpugen_reduce_analyze_cycle (&c, l, head);
  /* The store after the fold compares the fold with the value in
     memory: the selects that take the element where it compares
     (the integers' minimum and maximum), not those that keep the
     accumulator, whose fold needs the initial value.  */
  if (ok && (gpugen_reduce_keep_op_p (c.op) || !c.minmax.is_empty ()))
    {
      ok = false;
      c.why = ("it keeps the value in memory unless the comparison "
	   "holds for it");
    }
  if (ok && c.op != GPUGEN_FOLD_SEL_GT && c.op != GPUGEN_FOLD_SEL_GE
      && c.op != GPUGEN_FOLD_SEL_LT && c.op != GPUGEN_FOLD_SEL_LE
      && c.op != GPUGEN_FOLD_MIN && c.op != GPUGEN_FOLD_MAX)
    {
      ok = false;
      c.why = "it is no maximum or minimum";
    }
  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-reduce] loop %d: ", l->num);
      print_generic_expr (dump_file, ref);
      if (ok)
	fprintf (dump_file, " promoted to a register for the model, "
	     "under a run-time check of its bytes against the "
	     "arrays\n");
      else
	fprintf (dump_file, " not promoted: %s\n",
	     c.why ? c.why : "no accumulator of a type the folds "
	     "handle");
    }
  if (!ok)
    {
      demote (m);
      promotions.pop ();
      delete m;
      scev_reset ();
      return;
    }
  gpugen_reduce_rewrite (&c);
  gpugen_reduction *r = gpugen_reductions.last ();
  r->mem_ref = ref;
  r->exit_store_check = true;
  if (const char *n = deref_name (TREE_OPERAND (ref, 0)))
    r->name = n;
  m->r = r;
}

/* Promote, for the model, the maxima and minima that the loops at the
   top level of SCOPS[SI]'s region keep through a pointer (see the head
   of this file) and rewrite them as reductions (gpugen-reduce.cc).
   Return whether the IL changed.  */

bool
gpugen_reduce_mem_scop (vec<gpugen_scop *> *scops, unsigned si)
{
  gpugen_scop *scop = (*scops)[si];
  /* Not in the region of a time loop whose exit the host tests: the
     test may read the location between steps.  */
  if (scop->host_exit || !gpugen_opts.reductions || !gpugen_opts.alias_checks
      || !loops_state_satisfies_p (LOOPS_HAVE_RECORDED_EXITS))
    return false;
  calculate_dominance_info (CDI_DOMINATORS);
  bool changed = false;
  hash_set<gimple *> tried;
  for (class loop *l = scop->outer->inner; l; l = l->next)
    {
      bool in = false;
      for (basic_block bb : scop->blocks)
	if (bb == l->header)
	  in = true;
      if (!in || !single_exit (l) || !loop_preheader_edge (l))
	continue;
      /* Each update of L (through different pointers) in turn.  */
      gimple *ld, *st, *cmp;
      while (find_candidate (scop, l, &tried, &ld, &st, &cmp))
	{
	  promote (l, ld, st, cmp);
	  changed = true;
	}
    }
  if (changed)
    {
      mark_virtual_operands_for_renaming (cfun);
      update_ssa (TODO_update_ssa_only_virtuals);
      scev_reset ();
    }
  return changed;
}

/* Undo the promotion whose reduction is R, if any (after R's own undo,
   gpugen-reduce.cc).  */

void
gpugen_reduce_mem_undo (gpugen_reduction *r)
{
  for (unsigned i = 0; i < promotions.length (); i++)
    if (promotions[i]->r == r)
      {
	demote (promotions[i]);
	delete promotions[i];
	promotions.unordered_remove (i);
	return;
      }
}

/* Forget the promotions, at the end of the pass (each was undone).  */

void
gpugen_reduce_mem_release (void)
{
  gcc_assert (promotions.is_empty ());
  promotions.release ();
}

/* In the device path of the region of HG, at the end of BB (after the
   fold VAL of the partials of R, a reduction through memory, from the
   identity; OK the fold's result, 0 where it failed): the store that
   the program's nest leaves in *P (see the head of this file),
   without branches: "a1 = (OK && VAL != ID) ? p : &dummy; i = *a1;
   a2 = (OK && VAL != ID && VAL REL i) ? p : &dummy; *a2 = VAL;".  */

void
gpugen_reduce_mem_store (host_gen *hg, gpugen_reduction *r, basic_block bb,
			 tree val, tree ok)
{
  tree ref = r->mem_ref;
  tree type = TREE_TYPE (ref);
  tree p = TREE_OPERAND (ref, 0);
  tree ptype = TREE_TYPE (p);
  tree dummy = create_tmp_var (type, "gpugen_mem_dummy");
  TREE_ADDRESSABLE (dummy) = 1;
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  tree v = val;
  if (!useless_type_conversion_p (type, TREE_TYPE (val)))
    {
      v = make_ssa_name (type);
      gsi_insert_after (&gsi, gimple_build_assign (v, NOP_EXPR, val),
			GSI_NEW_STMT);
    }
  tree id = fold_convert (type, r->ident);
  gsi_insert_after (&gsi, gimple_build_assign (dummy, id), GSI_NEW_STMT);
  tree live = make_ssa_name (boolean_type_node);
  tree okb = make_ssa_name (boolean_type_node);
  tree nid = make_ssa_name (boolean_type_node);
  gsi_insert_after (&gsi, gimple_build_assign (okb, NE_EXPR, ok,
					       build_zero_cst
						 (TREE_TYPE (ok))),
		    GSI_NEW_STMT);
  gsi_insert_after (&gsi, gimple_build_assign (nid, NE_EXPR, v, id),
		    GSI_NEW_STMT);
  gsi_insert_after (&gsi, gimple_build_assign (live, BIT_AND_EXPR, okb, nid),
		    GSI_NEW_STMT);
  tree daddr = build_fold_addr_expr_with_type (dummy, ptype);
  tree a1 = make_ssa_name (ptype);
  gsi_insert_after (&gsi, gimple_build_assign (a1, COND_EXPR, live, p, daddr),
		    GSI_NEW_STMT);
  tree i0 = make_ssa_name (type);
  gimple *g = gimple_build_assign (i0, build2 (MEM_REF, type, a1,
					       build_int_cst (ptype, 0)));
  gsi_insert_after (&gsi, g, GSI_NEW_STMT);
  enum tree_code rel;
  switch (r->op)
    {
    case GPUGEN_FOLD_SEL_GT:
    case GPUGEN_FOLD_MAX:
      rel = GT_EXPR;
      break;
    case GPUGEN_FOLD_SEL_GE:
      rel = GE_EXPR;
      break;
    case GPUGEN_FOLD_SEL_LT:
    case GPUGEN_FOLD_MIN:
      rel = LT_EXPR;
      break;
    default:
      rel = LE_EXPR;
      break;
    }
  tree gt = make_ssa_name (boolean_type_node);
  tree both = make_ssa_name (boolean_type_node);
  gsi_insert_after (&gsi, gimple_build_assign (gt, rel, v, i0), GSI_NEW_STMT);
  gsi_insert_after (&gsi, gimple_build_assign (both, BIT_AND_EXPR, live, gt),
		    GSI_NEW_STMT);
  tree a2 = make_ssa_name (ptype);
  gsi_insert_after (&gsi, gimple_build_assign (a2, COND_EXPR, both, p,
					       unshare_expr (daddr)),
		    GSI_NEW_STMT);
  g = gimple_build_assign (build2 (MEM_REF, type, a2,
				   build_int_cst (ptype, 0)), v);
  gsi_insert_after (&gsi, g, GSI_NEW_STMT);
  if (dump_file)
    fprintf (dump_file, "[gpugen-reduce] SCoP %d: the store of %s after "
	     "its fold in bb %d\n", hg->scop->id, r->name ? r->name
	     : "a scalar", bb->index);
}
