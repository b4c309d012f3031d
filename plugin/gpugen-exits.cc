/* Exits on data from search loops, as flags and selects for the model.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A loop that leaves early on a condition that reads data ("for (j = 0;
   j < m; j++) if (a[i][j] == key) { p = j; break; }") has an iteration
   count the polyhedral model cannot express.  Where the loop has no
   call and only stores array elements (a search, or a recurrence that
   stops at a threshold), its early exit can be expressed in the
   model's terms: the loop runs all its iterations, a flag records
   whether the exit's condition has held yet, and each value that
   leaves the loop by the early exit is captured, by a select, in the
   iteration where the condition first holds; where the loop ends, each
   value that leaves it is the captured one if the flag is set, the
   value of the normal exit otherwise.  Each store writes "flag ? old :
   V", old loaded first, with the flag as it is where the store runs
   (before the exit's test in the iteration, or after it), so the
   iterations after the exit write what the elements hold.  The flag
   and the captured values are scalars carried by the loop, which the
   model handles (the loop is sequential; the loops around it may be
   parallel); the loads and stores of the iterations after the exit are
   speculative: the model keeps the rewrite only where they stay inside
   their arrays (gpugen_speculative_assumptions, as for the conditional
   stores of gpugen-select.cc), under a run-time check.

   The rewrite is made before detection (gpugen_rewrite_exits) and
   undone at the end of the pass (gpugen_undo_exits): the exit's
   condition and edge come back, with the values the exit passed, so
   the host code, the original region of an offloaded one included,
   leaves the loop where the program does, and the stores store their
   values again (the loads of the old values go).  What else the
   rewrite added stays behind, dead (it reads and stores nothing), for
   GCC's dead code elimination.

   The loops rewritten are innermost, with two exits: the counted exit
   that niter analysis computes (gpugen_loop_exit's choice) and one
   exit on data, from a block that runs in every iteration before the
   counted exit's, both to the same block, outside the loop, whose PHIs
   merge what they pass (perhaps through forwarders of loop-closed SSA
   form, which go first), inside an outer loop.  A loop with a call, a
   store in a block that runs neither before nor after the exit's test
   in every iteration, or an early exit that goes elsewhere stays as it
   is: a miss of detection ("several exits").  (Calls that detection
   accepts, const functions and math functions such as sqrt, are not
   calls here.)

   An exit that runs code of its own before it joins the counted exit
   ("if (a[i][j] < t) { pos[i] = j; break; }", Fortran's "k(i) = j;
   exit") is made one of those first, for good (gpugen_sink_exit_code,
   before gpugen-select.cc): both exits go to a new block whose PHIs
   pass a flag, 1 from the exit on data and 0 from the counted one, and
   the values either passes; the exit's code runs after it where the
   flag is set.  The meaning is the same; the code is then a
   conditional store on data after the loop, which gpugen-select.cc
   makes a select where it can (an element inside its array; several
   stores are given a condition each, chain_exit_stores), and the loop
   a search loop as above.  */

#include "gpugen.h"
#include "cfghooks.h"
#include "gimplify.h"
#include "tree-ssa.h"
#include "tree-into-ssa.h"
#include "gimple-fold.h"

/* One rewritten exit.  */

struct exit_rewrite
{
  /* The block that ended with the exit's condition, and the condition's
     code, operands and location (it is out of the IL while the rewrite
     holds; the statement computing its value for the flag keeps the
     operands alive).  */
  basic_block src;
  enum tree_code code;
  tree lhs, rhs;
  location_t loc;
  /* The statement "c = lhs CODE rhs" that computes the condition for
     the flag.  A later stage of the pass may replace its operands
     (gpugen-delicm.cc reads a header PHI's value from the element it
     mirrors and releases the PHI): the condition put back takes them
     from there.  */
  gassign *cdef;
  /* The block both exits go to.  */
  basic_block dest;
  /* The flags and probability of the exit's edge, and of the other edge
     of SRC.  */
  int exit_flags, stay_flags;
  profile_probability exit_prob, stay_prob;
  /* For each PHI of DEST: its argument on the exit's edge, its argument
     on the counted exit's edge before the rewrite, and the select that
     replaced the latter (NULL_TREE where none did).  The select is
     looked for among the PHI's arguments when the rewrite is undone:
     the host code of an offloaded region may have split the counted
     exit's edge since.  */
  auto_vec<gphi *> phis;
  auto_vec<tree> exit_args, main_args, sels;
  /* The loop's stores, now of "flag ? old : V", and their values V.  */
  auto_vec<gassign *> stores;
  auto_vec<tree> values;
  /* The loads after the loop at the exit's position
     (gpugen-exitload.cc).  */
  auto_vec<gpugen_exit_load *> loads;
  /* The stores after the loop at the exit's position, moved into the
     loop (gpugen-exitstore.cc).  */
  auto_vec<gpugen_exit_store *> estores;
};

/* The rewrites of the function being compiled, undone at the end of its
   pass.  */

static vec<exit_rewrite *> exit_rewrites;

/* Whether the store G can be guarded by the flag: a store of a register
   value into an array element, not of a Fortran descriptor's field nor
   of a read-only declaration.  */

static bool
store_ok_p (gimple *g)
{
  if (!gimple_assign_single_p (g) || !is_gimple_val (gimple_assign_rhs1 (g)))
    return false;
  tree ref = gimple_assign_lhs (g);
  if ((TREE_CODE (ref) != ARRAY_REF && TREE_CODE (ref) != MEM_REF)
      || !is_gimple_reg_type (TREE_TYPE (ref)) || gpugen_descr_ref_p (ref))
    return false;
  tree base = get_base_address (ref);
  return base && !(DECL_P (base) && TREE_READONLY (base));
}

/* Return the block where the exit that enters X joins others: X's
   successor where X is a forwarder of loop-closed SSA form (one
   predecessor, one successor by a normal edge, no statement, PHIs whose
   results only the successor's PHIs use), X itself otherwise.  */

static basic_block
exit_join (basic_block x)
{
  if (!single_pred_p (x) || !single_succ_p (x)
      || (single_succ_edge (x)->flags & EDGE_COMPLEX)
      || single_succ (x) == x)
    return x;
  for (gimple_stmt_iterator gsi = gsi_start_bb (x); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi)))
      return x;
  basic_block j = single_succ (x);
  for (gphi_iterator psi = gsi_start_phis (x); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      imm_use_iterator ui;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, ui, gimple_phi_result (psi.phi ()))
	{
	  gimple *u = USE_STMT (use);
	  if (!is_gimple_debug (u)
	      && !(gimple_code (u) == GIMPLE_PHI && gimple_bb (u) == j))
	    return x;
	}
    }
  return j;
}

/* Make the exit E, whose destination is a forwarder to J (exit_join),
   go to J itself, with the values the forwarder passed, and remove the
   forwarder: a CFG of the same meaning.  Return the new edge.  */

static edge
bypass_forwarder (edge e, basic_block j)
{
  basic_block x = e->dest;
  if (x == j)
    return e;
  for (gphi_iterator psi = gsi_start_phis (x); !gsi_end_p (psi);
       gsi_next (&psi))
    replace_uses_by (gimple_phi_result (psi.phi ()),
		     PHI_ARG_DEF (psi.phi (), 0));
  edge xj = single_succ_edge (x);
  auto_vec<tree> vals;
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);
       gsi_next (&psi))
    vals.safe_push (PHI_ARG_DEF_FROM_EDGE (psi.phi (), xj));
  edge ne = redirect_edge_and_branch (e, j);
  gcc_assert (ne);
  redirect_edge_var_map_clear (ne);
  unsigned i = 0;
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);
       gsi_next (&psi), i++)
    add_phi_arg (psi.phi (), vals[i], ne, UNKNOWN_LOCATION);
  delete_basic_block (x);
  return ne;
}

/* Whether every use of the SSA name NAME outside LOOP (debug uses
   aside) is by a PHI of the block X1, X2 or J: in loop-closed SSA, the
   exits' blocks and their join, whose arguments the rewrite
   replaces.  */

static bool
used_by_exit_phis_p (tree name, class loop *loop, basic_block x1,
		     basic_block x2, basic_block j)
{
  imm_use_iterator ui;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, ui, name)
    {
      gimple *u = USE_STMT (use);
      basic_block ub = gimple_bb (u);
      if (!is_gimple_debug (u) && !flow_bb_inside_loop_p (loop, ub)
	  && !(gimple_code (u) == GIMPLE_PHI
	       && (ub == x1 || ub == x2 || ub == j)))
	return false;
    }
  return true;
}

/* Whether LOOP is an innermost loop inside another loop with two
   exits: one counted, whose iteration count niter analysis computes and
   whose test runs in every iteration (set *MAIN to it), and one on data
   (set *E to it), from a block that runs in every iteration before the
   counted exit's.  */

static bool
data_exit_pair (class loop *loop, edge *e, edge *main)
{
  if (loop->inner || !loop_outer (loop) || !loop->latch
      || !loop_outer (loop_outer (loop)))
    return false;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.length () != 2)
    return false;
  edge m = gpugen_loop_exit (loop);
  if (m)
    /* Both exits are ones the model handles.  */
    return false;
  /* The counted exit: the one whose condition scalar evolution follows
     and whose iteration count niter analysis computes.  */
  m = NULL;
  edge d = NULL;
  for (edge x : exits)
    {
      if ((x->flags & EDGE_COMPLEX) || x->src->loop_father != loop)
	return false;
      gcond *c = safe_dyn_cast <gcond *> (last_stmt (x->src));
      if (!c)
	return false;
      /* Whether scalar evolution follows the condition's operands.  */
      bool follows = true;
      tree ops[2] = { gimple_cond_lhs (c), gimple_cond_rhs (c) };
      for (tree op : ops)
	if (TREE_CODE (op) == SSA_NAME
	    && chrec_contains_undetermined (
		 instantiate_scev (loop_preheader_edge (loop), loop,
				   analyze_scalar_evolution (loop, op))))
	  follows = false;
      class tree_niter_desc desc;
      if (!follows)
	d = x;
      else if (dominated_by_p (CDI_DOMINATORS, loop->latch, x->src)
	       && number_of_iterations_exit_assumptions (loop, x, &desc, NULL)
	       && !integer_zerop (desc.assumptions))
	m = x;
    }
  if (!m || !d || d->src == m->src
      || !dominated_by_p (CDI_DOMINATORS, m->src, d->src))
    return false;
  *e = d;
  *main = m;
  return true;
}

/* Whether LOOP can be rewritten: see the head of this file.  Set *E to
   the exit on data and *MAIN to the counted exit.  */

static bool
search_loop_p (class loop *loop, edge *e, edge *main)
{
  edge d, m;
  if (!data_exit_pair (loop, &d, &m)
      || exit_join (d->dest) != exit_join (m->dest)
      || exit_join (d->dest)->loop_father != loop_outer (loop))
    return false;
  basic_block j = exit_join (d->dest);
  /* The condition of the exit on data: a comparison of scalars.  */
  gcond *c = as_a <gcond *> (last_stmt (d->src));
  tree ct = TREE_TYPE (gimple_cond_lhs (c));
  if (!INTEGRAL_TYPE_P (ct) && !SCALAR_FLOAT_TYPE_P (ct)
      && !POINTER_TYPE_P (ct))
    return false;
  /* Nothing in the loop has side effects; its stores are of array
     elements (store_ok_p), in blocks that run before the exit's test in
     every iteration or after it.  */
  basic_block *body = get_loop_body (loop);
  bool ok = true;
  for (unsigned i = 0; i < loop->num_nodes && ok; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && ok; gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (is_gimple_debug (g) || gimple_code (g) == GIMPLE_COND
	    || gimple_code (g) == GIMPLE_LABEL)
	  continue;
	/* A call that detection accepts (a const function, or a math
	   function whose only effect is errno, which offloaded code does
	   not set) may run past the exit too.  */
	gcall *call = dyn_cast <gcall *> (g);
	if (call && gpugen_call_ok_p (call) && !stmt_could_throw_p (cfun, g))
	  ;
	else if (!is_gimple_assign (g)
	    || gimple_has_side_effects (g) || gimple_has_volatile_ops (g)
	    || stmt_could_throw_p (cfun, g))
	  ok = false;
	else if (gimple_vdef (g)
		 && (!store_ok_p (g)
		     || (!dominated_by_p (CDI_DOMINATORS, d->src, body[i])
			 && !dominated_by_p (CDI_DOMINATORS, body[i],
					     d->src))))
	  ok = false;
	/* Loop-closed SSA: a value used after the loop is used through
	   a PHI of the exits' block, whose argument the rewrite
	   replaces.  */
	tree lhs = gimple_get_lhs (g);
	if (ok && lhs && TREE_CODE (lhs) == SSA_NAME
	    && !used_by_exit_phis_p (lhs, loop, d->dest, m->dest, j))
	  ok = false;
      }
  for (unsigned i = 0; i < loop->num_nodes && ok; i++)
    for (gphi_iterator psi = gsi_start_phis (body[i]); !gsi_end_p (psi);
	 gsi_next (&psi))
      {
	tree res = gimple_phi_result (psi.phi ());
	if (!virtual_operand_p (res)
	    && !used_by_exit_phis_p (res, loop, d->dest, m->dest, j))
	  ok = false;
      }
  free (body);
  if (!ok)
    return false;
  *e = d;
  *main = m;
  return true;
}

/* The flags that gpugen_sink_exit_code made for the function being
   compiled (each tells, where the two exits of its loop join, whether
   the exit on data was taken), and the values that the exits of loops
   with an exit on data pass where they join: conditions on them read
   data.  */

static vec<tree> sunk_flags;

/* The values that the exit's code of a search loop moved past its join
   takes from the loop (through_join's PHIs): used only where the exit
   was taken, so that what they are on the counted exit (zero) does not
   matter.  */

static vec<tree> sunk_values;

/* Whether NAME is one of the flags or values of sunk_flags: a
   condition on it reads data, as the exit's own did
   (gpugen-select.cc).  */

bool
gpugen_exit_flag_p (tree name)
{
  if (TREE_CODE (name) != SSA_NAME)
    return false;
  for (tree f : sunk_flags)
    if (f == name)
      return true;
  return false;
}

/* Whether the exit on data E of LOOP, whose counted exit is MAIN
   (data_exit_pair), runs code of its own: E enters a block X that has
   statements (or values used past the join), one predecessor and one
   successor, the block where MAIN's path ends (through a forwarder of
   loop-closed SSA form, perhaps), both in the loop around LOOP; X's
   statements are assignments that cannot throw and have no volatile
   operands.  */

static bool
exit_code_p (class loop *loop, edge e, edge main)
{
  basic_block x = e->dest, j = exit_join (main->dest);
  if (x == j || x == main->dest || !single_pred_p (x) || !single_succ_p (x)
      || single_succ (x) != j || (single_succ_edge (x)->flags & EDGE_COMPLEX)
      || (e->flags & EDGE_COMPLEX) || (main->flags & EDGE_COMPLEX)
      || x->loop_father != loop_outer (loop)
      || j->loop_father != loop_outer (loop)
      || j == loop_outer (loop)->header)
    return false;
  for (gimple_stmt_iterator gsi = gsi_start_bb (x); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (is_gimple_debug (g))
	continue;
      if (!is_gimple_assign (g) || gimple_has_volatile_ops (g)
	  || stmt_could_throw_p (cfun, g))
	return false;
    }
  return true;
}

/* Return NAME, or where it is defined in LOOP, a PHI of J0 (the block
   where LOOP's exit on data E and its counted exit MAIN now join) that
   passes NAME from E and zero from MAIN, made once for each name
   (MAP).  */

static tree
through_join (tree name, class loop *loop, basic_block j0, edge e, edge main,
	      hash_map<tree, tree> *map)
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name)
      || virtual_operand_p (name)
      || !flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (name))))
    return name;
  if (tree *t = map->get (name))
    return *t;
  tree r = copy_ssa_name (name);
  gphi *phi = create_phi_node (r, j0);
  add_phi_arg (phi, name, e, UNKNOWN_LOCATION);
  add_phi_arg (phi, build_zero_cst (TREE_TYPE (name)), main,
	       UNKNOWN_LOCATION);
  map->put (name, r);
  sunk_values.safe_push (r);
  return r;
}

/* Whether the statement G of an exit's code may run where the exit was
   not taken: it computes an integer or copies a value, without memory,
   without trapping (signed arithmetic is made wrapping where it moves,
   chain_exit_stores).  */

static bool
hoistable_exit_stmt_p (gimple *g)
{
  if (!is_gimple_assign (g) || gimple_vuse (g) || gimple_has_volatile_ops (g)
      || gimple_could_trap_p (g))
    return false;
  tree lhs = gimple_assign_lhs (g);
  if (TREE_CODE (lhs) != SSA_NAME || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs))
    return false;
  enum tree_code code = gimple_assign_rhs_code (g);
  if (gimple_assign_single_p (g) && is_gimple_val (gimple_assign_rhs1 (g)))
    return true;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (lhs)))
    return false;
  if (CONVERT_EXPR_CODE_P (code) || code == MAX_EXPR || code == MIN_EXPR)
    return true;
  return (code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR
	  || code == NEGATE_EXPR);
}

/* Where the exit's code X (entered from J0 where FLAG is set, whose
   other edge FK goes to X's join K) stores several elements, give each
   store after the first a condition of its own on FLAG, so that each is
   a conditional store of one element that gpugen-select.cc makes a
   select: J0 -> X1 -> K1, J0 -> K1, K1 -> X2 -> K2, ...; the last
   store's block joins K.  The statements of X that may run where the
   exit was not taken (hoistable_exit_stmt_p, of operands from outside
   X or from such statements) move to J0, before its condition; the
   others, loads ("cnt[i] += j") among them, must be used only by
   statements between the same two stores, which stay together (a load
   then reads the memory that the next store overwrites, and its arm
   is one that gpugen-select.cc accepts).  */

static void
chain_exit_stores (basic_block x, basic_block j0, basic_block k, edge fk,
		   tree flag, location_t loc)
{
  auto_vec<gimple *> stores, moved;
  /* The stores before each statement of X.  */
  hash_map<gimple *, int> seg;
  for (gimple_stmt_iterator gsi = gsi_start_bb (x); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (is_gimple_debug (g))
	continue;
      seg.put (g, stores.length ());
      if (gimple_vdef (g))
	{
	  if (!gimple_assign_single_p (g)
	      || !is_gimple_val (gimple_assign_rhs1 (g)))
	    return;
	  stores.safe_push (g);
	  continue;
	}
      if (gimple_assign_load_p (g)
	  && TREE_CODE (gimple_assign_lhs (g)) == SSA_NAME)
	continue;
      if (!is_gimple_assign (g) || gimple_vuse (g)
	  || gimple_has_side_effects (g)
	  || TREE_CODE (gimple_assign_lhs (g)) != SSA_NAME)
	return;
      bool hoist = hoistable_exit_stmt_p (g);
      ssa_op_iter it;
      tree op;
      FOR_EACH_SSA_TREE_OPERAND (op, g, it, SSA_OP_USE)
	{
	  gimple *d = SSA_NAME_DEF_STMT (op);
	  if (gimple_bb (d) == x && !moved.contains (d))
	    hoist = false;
	}
      if (hoist)
	moved.safe_push (g);
    }
  if (stores.length () < 2)
    return;
  for (gimple_stmt_iterator gsi = gsi_start_bb (x); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (is_gimple_debug (g) || gimple_vdef (g) || moved.contains (g))
	continue;
      imm_use_iterator ui;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, ui, gimple_assign_lhs (g))
	{
	  gimple *u = USE_STMT (use);
	  if (is_gimple_debug (u))
	    continue;
	  int *su = seg.get (u);
	  if (gimple_bb (u) != x || !su || *su != *seg.get (g))
	    return;
	}
    }
  gimple_stmt_iterator at = gsi_last_bb (j0);
  for (gimple *g : moved)
    {
      gimple_stmt_iterator from = gsi_for_stmt (g);
      gsi_move_before (&from, &at);
      /* Where the exit was not taken, signed arithmetic might overflow:
	 it wraps, as loop invariant motion makes it.  */
      if (is_gimple_assign (g)
	  && INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_lhs (g)))
	  && TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (gimple_assign_lhs (g)))
	  && arith_code_with_undefined_signed_overflow
	       (gimple_assign_rhs_code (g)))
	rewrite_to_defined_overflow (g, true);
    }
  /* The values K's PHIs take from the edge that skips the stores.  */
  auto_vec<tree> skip;
  for (gphi_iterator psi = gsi_start_phis (k); !gsi_end_p (psi);
       gsi_next (&psi))
    skip.safe_push (PHI_ARG_DEF_FROM_EDGE (psi.phi (), fk));
  for (unsigned i = 0; i + 1 < stores.length (); i++)
    {
      /* X: ... store i | rest  becomes  X: ... store i -> KI: if (flag)
	 -> rest, and the skipping edge enters KI, which skips to K.  */
      edge e = split_block (gimple_bb (stores[i]), stores[i]);
      basic_block rest = e->dest;
      basic_block ki = split_edge (e);
      edge kr = single_succ_edge (ki);
      kr->flags &= ~EDGE_FALLTHRU;
      kr->flags |= EDGE_TRUE_VALUE;
      kr->probability = profile_probability::even ();
      gcond *c = gimple_build_cond (NE_EXPR, flag, boolean_false_node,
				    NULL_TREE, NULL_TREE);
      gimple_set_location (c, loc);
      gimple_stmt_iterator gsi = gsi_last_bb (ki);
      gsi_insert_after (&gsi, c, GSI_NEW_STMT);
      edge nf = redirect_edge_and_branch (fk, ki);
      gcc_assert (nf);
      redirect_edge_var_map_clear (nf);
      fk = make_edge (ki, k, EDGE_FALSE_VALUE);
      fk->probability = profile_probability::even ();
      unsigned n = 0;
      for (gphi_iterator psi = gsi_start_phis (k); !gsi_end_p (psi);
	   gsi_next (&psi), n++)
	add_phi_arg (psi.phi (), skip[n], fk, UNKNOWN_LOCATION);
      ki->count = x->count;
      rest->count = x->count;
    }
}

/* Move the code that the exit on data E of LOOP runs (exit_code_p) past
   the join of both exits, under a flag: E and the counted exit MAIN go
   to a new block J0, whose PHIs pass the flag (1 from E, 0 from MAIN)
   and the values that either exit passes, and which runs the exit's
   block where the flag is set and goes straight to the old join
   otherwise.  The function's meaning is the same; the loop is then
   one that gpugen_rewrite_exits rewrites, and the exit's code a
   conditional store that gpugen_make_selects makes a select.  */

static void
sink_exit_code (class loop *loop, edge e, edge main)
{
  basic_block x = e->dest, b = e->src;
  basic_block j = exit_join (main->dest);
  location_t loc = gimple_location (last_stmt (b));
  main = bypass_forwarder (main, j);
  edge xj = single_succ_edge (x);

  /* The values J's PHIs take from the counted exit.  */
  auto_vec<tree> mvals;
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);
       gsi_next (&psi))
    mvals.safe_push (PHI_ARG_DEF_FROM_EDGE (psi.phi (), main));
  /* X's PHIs (it has one predecessor) go; their values come through J0
     below.  */
  auto_vec<tree> xres, xargs;
  for (gphi_iterator psi = gsi_start_phis (x); !gsi_end_p (psi);)
    {
      gphi *phi = psi.phi ();
      xres.safe_push (gimple_phi_result (phi));
      xargs.safe_push (PHI_ARG_DEF_FROM_EDGE (phi, e));
      remove_phi_node (&psi, false);
    }

  basic_block j0 = create_empty_bb (b);
  add_bb_to_loop (j0, loop_outer (loop));
  j0->count = e->count () + main->count ();
  edge ne = redirect_edge_and_branch (e, j0);
  gcc_assert (ne);
  redirect_edge_var_map_clear (ne);
  edge nm = redirect_edge_and_branch (main, j0);
  gcc_assert (nm);
  redirect_edge_var_map_clear (nm);

  tree flag = make_ssa_name (boolean_type_node);
  gphi *fphi = create_phi_node (flag, j0);
  add_phi_arg (fphi, boolean_true_node, ne, loc);
  add_phi_arg (fphi, boolean_false_node, nm, loc);
  sunk_flags.safe_push (flag);
  gcond *c = gimple_build_cond (NE_EXPR, flag, boolean_false_node, NULL_TREE,
				NULL_TREE);
  gimple_set_location (c, loc);
  gimple_stmt_iterator gsi = gsi_start_bb (j0);
  gsi_insert_after (&gsi, c, GSI_NEW_STMT);
  /* Values defined in the loop reach X and K through J0's PHIs: those
     of X's PHIs first.  */
  hash_map<tree, tree> map;
  for (unsigned i = 0; i < xres.length (); i++)
    {
      replace_uses_by (xres[i],
		       virtual_operand_p (xres[i]) ? xargs[i]
		       : through_join (xargs[i], loop, j0, ne, nm, &map));
      release_ssa_name (xres[i]);
    }
  edge tx = make_edge (j0, x, EDGE_TRUE_VALUE);
  tx->probability = profile_probability::even ();
  /* X and J0 join in a block of their own, K, before J (which other
     paths may enter too: the guard of the loop, say); K's PHIs merge
     what J's took from X and from the counted exit.  */
  basic_block k = split_edge (xj);
  xj = single_pred_edge (k);
  edge kj = single_succ_edge (k);
  edge fk = make_edge (j0, k, EDGE_FALSE_VALUE);
  fk->probability = profile_probability::even ();

  unsigned i = 0;
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);
       gsi_next (&psi), i++)
    {
      gphi *phi = psi.phi ();
      tree res = gimple_phi_result (phi);
      /* The memory: the renaming below.  */
      if (virtual_operand_p (res))
	continue;
      tree mv = mvals[i];
      if (TREE_CODE (mv) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (mv)
	  && flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (mv))))
	{
	  tree q = copy_ssa_name (mv);
	  gphi *qphi = create_phi_node (q, j0);
	  add_phi_arg (qphi, build_zero_cst (TREE_TYPE (mv)), ne,
		       UNKNOWN_LOCATION);
	  add_phi_arg (qphi, mv, nm, UNKNOWN_LOCATION);
	  mv = q;
	}
      tree xv = through_join (PHI_ARG_DEF_FROM_EDGE (phi, kj), loop, j0, ne,
			      nm, &map);
      tree kv = copy_ssa_name (res);
      gphi *kphi = create_phi_node (kv, k);
      add_phi_arg (kphi, xv, xj, UNKNOWN_LOCATION);
      add_phi_arg (kphi, mv, fk, UNKNOWN_LOCATION);
      SET_PHI_ARG_DEF (phi, kj->dest_idx, kv);
    }
  for (gsi = gsi_start_bb (x); !gsi_end_p (gsi); gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      ssa_op_iter it;
      use_operand_p use;
      bool changed = false;
      FOR_EACH_SSA_USE_OPERAND (use, g, it, SSA_OP_USE)
	{
	  tree u = USE_FROM_PTR (use);
	  tree v = through_join (u, loop, j0, ne, nm, &map);
	  if (v != u)
	    {
	      SET_USE (use, v);
	      changed = true;
	    }
	}
      if (changed)
	update_stmt (g);
    }
  /* What the joins pass on reads data, for gpugen-select.cc.  */
  for (basic_block bb : { k, j })
    for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	 gsi_next (&psi))
      if (!virtual_operand_p (gimple_phi_result (psi.phi ())))
	sunk_flags.safe_push (gimple_phi_result (psi.phi ()));
  chain_exit_stores (x, j0, k, fk, flag, loc);
  if (dump_file)
    fprintf (dump_file, "[gpugen-exits] loop %d: the code of the exit on "
	     "data of bb %d (bb %d) moved past the join, under a flag in "
	     "bb %d\n", loop->num, b->index, x->index, j0->index);
}

/* Move the code of the exits on data of FUN's search loops past the
   join of their exits, under a flag (sink_exit_code), so that
   gpugen_make_selects and gpugen_rewrite_exits handle them.  Return
   whether any was.  */

bool
gpugen_sink_exit_code (function *fun)
{
  sunk_flags.release ();
  sunk_values.release ();
  /* The renaming of the memory below must not meet abnormal edges.  */
  if (!loops_state_satisfies_p (LOOPS_HAVE_RECORDED_EXITS)
      || !loops_state_satisfies_p (LOOPS_HAVE_PREHEADERS)
      || fun->calls_setjmp || fun->has_nonlocal_label)
    return false;
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  auto_vec<std::pair<edge, edge> > todo;
  auto_vec<class loop *> loops;
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    {
      edge e, main;
      if (!data_exit_pair (loop, &e, &main))
	continue;
      if (exit_code_p (loop, e, main))
	{
	  todo.safe_push (std::make_pair (e, main));
	  loops.safe_push (loop);
	}
      else if (exit_join (e->dest) == exit_join (main->dest))
	/* A search loop already: the values its exits pass.  */
	for (gphi_iterator psi = gsi_start_phis (exit_join (e->dest));
	     !gsi_end_p (psi); gsi_next (&psi))
	  if (!virtual_operand_p (gimple_phi_result (psi.phi ())))
	    sunk_flags.safe_push (gimple_phi_result (psi.phi ()));
    }
  if (todo.is_empty ())
    return false;
  free_dominance_info (CDI_DOMINATORS);
  for (unsigned i = 0; i < todo.length (); i++)
    sink_exit_code (loops[i], todo[i].first, todo[i].second);
  /* The memory where the exits join, and after: J0 merges it.  */
  mark_virtual_operands_for_renaming (fun);
  update_ssa (TODO_update_ssa_only_virtuals);
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  scev_reset ();
  return true;
}

/* Rewrite the exit on data E of LOOP, whose counted exit is MAIN (see the
   head of this file); register the loop's loads and stores as
   speculative, with the location of the exit's condition.  */

static void
rewrite_exit (class loop *loop, edge e, edge main)
{
  /* Both exits to their join, past the forwarders of loop-closed SSA
     form.  */
  basic_block join = exit_join (e->dest);
  e = bypass_forwarder (e, join);
  main = bypass_forwarder (main, join);
  basic_block b = e->src, dest = e->dest;
  gcond *cond = as_a <gcond *> (last_stmt (b));
  location_t loc = gimple_location (cond);
  exit_rewrite *r = new exit_rewrite;
  r->src = b;
  r->code = gimple_cond_code (cond);
  r->lhs = gimple_cond_lhs (cond);
  r->rhs = gimple_cond_rhs (cond);
  r->loc = loc;
  r->dest = dest;
  edge stay = EDGE_SUCC (b, 0) == e ? EDGE_SUCC (b, 1) : EDGE_SUCC (b, 0);
  r->exit_flags = e->flags;
  r->stay_flags = stay->flags;
  r->exit_prob = e->probability;
  r->stay_prob = stay->probability;

  edge pre = loop_preheader_edge (loop);
  edge latch = loop_latch_edge (loop);
  gimple_stmt_iterator at = gsi_last_bb (b);

  /* The flag: found_n = found | c, found = PHI <0, found_n>, C being
     whether the exit is taken: the condition, or its negation where the
     exit is its false edge ("while (j < m && a[i][j] != key)").  */
  tree c = make_ssa_name (boolean_type_node);
  gassign *cdef = gimple_build_assign (c, gimple_cond_code (cond),
				       gimple_cond_lhs (cond),
				       gimple_cond_rhs (cond));
  gimple_set_location (cdef, loc);
  gsi_insert_before (&at, cdef, GSI_SAME_STMT);
  r->cdef = cdef;
  if (e->flags & EDGE_FALSE_VALUE)
    {
      tree nc = make_ssa_name (boolean_type_node);
      gassign *ndef = gimple_build_assign (nc, BIT_XOR_EXPR, c,
					   boolean_true_node);
      gimple_set_location (ndef, loc);
      gsi_insert_before (&at, ndef, GSI_SAME_STMT);
      c = nc;
    }
  tree found = make_ssa_name (boolean_type_node);
  gphi *fphi = create_phi_node (found, loop->header);
  tree found_n = make_ssa_name (boolean_type_node);
  gsi_insert_before (&at, gimple_build_assign (found_n, BIT_IOR_EXPR, found,
					       c), GSI_SAME_STMT);
  add_phi_arg (fphi, boolean_false_node, pre, UNKNOWN_LOCATION);
  add_phi_arg (fphi, found_n, latch, UNKNOWN_LOCATION);

  /* Each value the exit passes: captured where the flag is first set;
     on the counted exit, the captured value where the flag is set.
     POS_FIRST, POS_NAMES and POS_MAIN hold, for each position with
     loads after the loop (gpugen_exit_position_loads), the index of its
     first load in R->loads, its name and its value at the counted
     exit.  */
  auto_vec<unsigned> pos_first;
  auto_vec<tree> pos_names, pos_main;
  /* The stores at the exit's position leave the code after the loop
     first (gpugen-exitstore.cc); their copies come below.  */
  gpugen_exit_position_stores (&r->estores, loop, e, b);
  gimple_stmt_iterator mat = gsi_last_bb (main->src);
  for (gphi_iterator psi = gsi_start_phis (dest); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      gphi *phi = psi.phi ();
      tree ev = PHI_ARG_DEF_FROM_EDGE (phi, e);
      tree mv = PHI_ARG_DEF_FROM_EDGE (phi, main);
      r->phis.safe_push (phi);
      r->exit_args.safe_push (ev);
      r->main_args.safe_push (mv);
      r->sels.safe_push (NULL_TREE);
      /* A value defined in the loop has its own value in the exit's
	 iteration, even where the counted exit passes the same name.  */
      bool inside = (TREE_CODE (ev) == SSA_NAME
		     && !SSA_NAME_IS_DEFAULT_DEF (ev)
		     && flow_bb_inside_loop_p (loop,
					       gimple_bb (SSA_NAME_DEF_STMT (ev))));
      if (virtual_operand_p (gimple_phi_result (phi))
	  || (!inside && operand_equal_p (ev, mv, 0)))
	continue;
      tree type = TREE_TYPE (gimple_phi_result (phi));
      tree cap = ev;
      if (inside)
	{
	  tree h = make_ssa_name (type);
	  gphi *cphi = create_phi_node (h, loop->header);
	  tree t = make_ssa_name (type);
	  gsi_insert_before (&at, gimple_build_assign (t, COND_EXPR, c, ev, h),
			     GSI_SAME_STMT);
	  cap = make_ssa_name (type);
	  gsi_insert_before (&at, gimple_build_assign (cap, COND_EXPR, found,
						       h, t), GSI_SAME_STMT);
	  add_phi_arg (cphi, build_zero_cst (type), pre, UNKNOWN_LOCATION);
	  add_phi_arg (cphi, cap, latch, UNKNOWN_LOCATION);
	}
      tree sel = make_ssa_name (type);
      gsi_insert_before (&mat, gimple_build_assign (sel, COND_EXPR, found_n,
						    cap, mv), GSI_SAME_STMT);
      SET_PHI_ARG_DEF (phi, main->dest_idx, sel);
      r->sels.last () = sel;
      /* Loads after the loop at the position passed.  */
      if (inside)
	{
	  unsigned first = r->loads.length ();
	  gpugen_exit_position_loads (&r->loads, loop, e,
				      gimple_phi_result (phi), ev, b, &at, c,
				      found, loc);
	  if (r->loads.length () > first)
	    {
	      pos_first.safe_push (first);
	      pos_names.safe_push (gimple_phi_result (phi));
	      pos_main.safe_push (mv);
	    }
	}
    }

  /* The exit goes, and its condition.  */
  gimple_stmt_iterator gsi = gsi_for_stmt (cond);
  gsi_remove (&gsi, true);
  remove_edge (e);
  stay->flags &= ~(EDGE_TRUE_VALUE | EDGE_FALSE_VALUE);
  stay->flags |= EDGE_FALLTHRU;
  stay->probability = profile_probability::always ();
  for (unsigned i = 0; i < pos_first.length (); i++)
    gpugen_exit_position_loads_after (&r->loads, pos_first[i], pos_names[i],
				      pos_main[i],
				      sunk_values.contains (pos_names[i]),
				      main, found_n, loop, loc);

  /* The stores: "REF = flag ? old : V", old loaded first, with the flag
     before the exit's test (a store that runs before it, in the exit's
     iteration too) or after it.  */
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gi = gsi_start_bb (body[i]); !gsi_end_p (gi);
	 gsi_next (&gi))
      {
	gimple *g = gsi_stmt (gi);
	if (!gimple_vdef (g) || !is_gimple_assign (g))
	  continue;
	gassign *st = as_a <gassign *> (g);
	tree ref = gimple_assign_lhs (st);
	tree v = gimple_assign_rhs1 (st);
	bool after = body[i] != b && dominated_by_p (CDI_DOMINATORS, body[i], b);
	tree old = make_ssa_name (TREE_TYPE (ref));
	gassign *ld = gimple_build_assign (old, unshare_expr (ref));
	gimple_set_vuse (ld, gimple_vuse (st));
	gimple_set_location (ld, gimple_location (st));
	gsi_insert_before (&gi, ld, GSI_SAME_STMT);
	tree nv = make_ssa_name (TREE_TYPE (ref));
	gsi_insert_before (&gi, gimple_build_assign (nv, COND_EXPR,
						     after ? found_n : found,
						     old, v), GSI_SAME_STMT);
	gimple_assign_set_rhs1 (st, nv);
	update_stmt (st);
	r->stores.safe_push (st);
	r->values.safe_push (v);
      }
  /* The copies of the stores at the exit's position, at the end of
     the exit's block.  */
  gpugen_exit_position_stores_after (&r->estores, 0, loop, b, dest, r->phis,
				     r->exit_args, c, found);
  /* The loads and stores of the iterations after the exit are
     speculative.  */
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gi = gsi_start_bb (body[i]); !gsi_end_p (gi);
	 gsi_next (&gi))
      if (gimple_assign_load_p (gsi_stmt (gi)) || gimple_vdef (gsi_stmt (gi)))
	gpugen_speculative_add (gsi_stmt (gi), loc);
  free (body);
  exit_rewrites.safe_push (r);
  if (dump_file)
    fprintf (dump_file, "[gpugen-exits] loop %d: the exit on data of bb %d "
	     "made a flag\n", loop->num, b->index);
}

/* Rewrite the exits on data of the search loops of FUN (see the head of
   this file).  Return whether any was.  */

bool
gpugen_rewrite_exits (function *fun)
{
  gpugen_exit_stores_reset ();
  if (!loops_state_satisfies_p (LOOPS_HAVE_RECORDED_EXITS)
      || !loops_state_satisfies_p (LOOPS_HAVE_PREHEADERS))
    return false;
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  auto_vec<std::pair<edge, edge> > todo;
  auto_vec<class loop *> loops;
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    {
      edge e, main;
      if (search_loop_p (loop, &e, &main))
	{
	  todo.safe_push (std::make_pair (e, main));
	  loops.safe_push (loop);
	}
    }
  for (unsigned i = 0; i < todo.length (); i++)
    rewrite_exit (loops[i], todo[i].first, todo[i].second);
  if (todo.is_empty ())
    return false;
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  /* The memory, where stores at exits' positions moved into loops.  */
  gpugen_exit_stores_rename (fun);
  scev_reset ();
  return true;
}

/* Undo the rewrites of gpugen_rewrite_exits in FUN: each exit's condition
   and edge come back, with the values it passed and the counted exit's
   own.  Return whether anything changed.  */

bool
gpugen_undo_exits (function *fun)
{
  if (exit_rewrites.is_empty ())
    return false;
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  for (exit_rewrite *r : exit_rewrites)
    {
      gpugen_undo_exit_stores (&r->estores);
      gpugen_undo_exit_loads (&r->loads);
      basic_block b = r->src;
      gcc_assert (single_succ_p (b));
      edge stay = single_succ_edge (b);
      tree lhs = r->lhs, rhs = r->rhs;
      if (gimple_bb (r->cdef) == b
	  && gimple_assign_rhs_code (r->cdef) == r->code)
	{
	  lhs = gimple_assign_rhs1 (r->cdef);
	  rhs = gimple_assign_rhs2 (r->cdef);
	}
      gcond *cond = gimple_build_cond (r->code, lhs, rhs, NULL_TREE,
				       NULL_TREE);
      gimple_set_location (cond, r->loc);
      gimple_stmt_iterator gsi = gsi_last_bb (b);
      if (gsi_end_p (gsi))
	{
	  gsi = gsi_start_bb (b);
	  gsi_insert_before (&gsi, cond, GSI_NEW_STMT);
	}
      else
	gsi_insert_after (&gsi, cond, GSI_NEW_STMT);
      stay->flags = r->stay_flags;
      stay->probability = r->stay_prob;
      edge e = make_edge (b, r->dest, r->exit_flags);
      e->probability = r->exit_prob;
      for (unsigned i = 0; i < r->phis.length (); i++)
	{
	  gphi *phi = r->phis[i];
	  add_phi_arg (phi, r->exit_args[i], e, UNKNOWN_LOCATION);
	  if (r->sels[i])
	    for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
	      if (gimple_phi_arg_def (phi, k) == r->sels[i])
		SET_PHI_ARG_DEF (phi, k, r->main_args[i]);
	}
      /* The stores store their values again; the selects and the loads
	 of the old values go.  */
      for (unsigned i = 0; i < r->stores.length (); i++)
	{
	  gassign *st = r->stores[i];
	  tree nv = gimple_assign_rhs1 (st);
	  gimple_assign_set_rhs1 (st, r->values[i]);
	  update_stmt (st);
	  gimple *sel = SSA_NAME_DEF_STMT (nv);
	  tree old = gimple_assign_rhs2 (sel);
	  if (has_zero_uses (nv))
	    {
	      gimple_stmt_iterator gi = gsi_for_stmt (sel);
	      gsi_remove (&gi, true);
	      release_defs (sel);
	    }
	  if (TREE_CODE (old) == SSA_NAME && has_zero_uses (old))
	    {
	      gimple *ld = SSA_NAME_DEF_STMT (old);
	      gimple_stmt_iterator gi = gsi_for_stmt (ld);
	      gsi_remove (&gi, true);
	      release_defs (ld);
	    }
	}
      if (dump_file)
	fprintf (dump_file, "[gpugen-exits] bb %d: the exit on data put "
		 "back\n", b->index);
      delete r;
    }
  exit_rewrites.release ();
  /* The memory, where stores at exits' positions came back.  */
  if (gpugen_exit_stores_rename (fun))
    free_dominance_info (CDI_DOMINATORS);
  loops_state_set (LOOPS_NEED_FIXUP);
  scev_reset ();
  /* Bounds the analyses recorded for the loops as rewritten (from the
     loads of every iteration, say) need not hold for the original.  */
  free_numbers_of_iterations_estimates (fun);
  return true;
}

/* For the missed remark of LOOP, a loop with several exits: set
   *COUNTED to the line of the condition of an exit whose operands
   scalar evolution follows (the loop's own test, the loop's line, 0
   where it has none), *DATA to the line of one whose operand is a
   floating-point value or a value loaded from memory (an exit on data)
   and *OTHER to the line of another one (0 where there is none).  */

void
gpugen_exit_lines (class loop *loop, int *counted, int *data, int *other)
{
  *counted = *data = *other = 0;
  if (!loop_outer (loop) || !loop_preheader_edge (loop))
    return;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  for (edge x : exits)
    {
      gcond *c = safe_dyn_cast <gcond *> (last_stmt (x->src));
      if (!c || LOCATION_LINE (gimple_location (c)) <= 0)
	continue;
      /* A time loop's exit on data, out of the model
	 (gpugen-hostexit.cc).  */
      if (gpugen_host_exit_edge_p (x))
	{
	  if (!*data)
	    *data = LOCATION_LINE (gimple_location (c));
	  continue;
	}
      bool follows = true, reads = false;
      tree ops[2] = { gimple_cond_lhs (c), gimple_cond_rhs (c) };
      for (tree op : ops)
	{
	  if (FLOAT_TYPE_P (TREE_TYPE (op))
	      || (TREE_CODE (op) == SSA_NAME
		  && gimple_assign_load_p (SSA_NAME_DEF_STMT (op))))
	    reads = true;
	  if (TREE_CODE (op) == SSA_NAME
	      && chrec_contains_undetermined (
		   instantiate_scev (loop_preheader_edge (loop), loop,
				     analyze_scalar_evolution (loop, op))))
	    follows = false;
	}
      int *line = follows ? counted : reads ? data : other;
      if (!*line)
	*line = LOCATION_LINE (gimple_location (c));
    }
}
