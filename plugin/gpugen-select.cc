/* Data-dependent conditions inside statements, as selects.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   GCC keeps "x = a < b ? a : b" on doubles as branches (a minimum is
   not a MIN_EXPR where NaNs and signed zeros matter), and a guard such
   as "if (t <= eps) t = 1.0" on a computed value likewise: a diamond of
   blocks whose join merges values in PHI nodes.  The condition depends
   on data, so the polyhedral model cannot make it part of a domain; but
   where the arms of the diamond only compute values (no memory access,
   no call, nothing that may trap), the diamond is a select, as PPCG
   models such conditions.  This stage rewrites it so, before
   detection: the arms' statements move in front of the condition, each
   PHI of the join becomes "x = c ? t : f", and the condition becomes
   constant (CFG clean-up removes the dead arm).  The rewrite keeps the
   function's meaning on the host too: every value the arms compute is
   computed anyway, and none of them can trap.

   Jump threading may send another path into the diamond: the path on
   which the condition's value is known (a sum over a loop that ran no
   iteration) goes straight to an arm, which then has several
   predecessors, or to the join, which then has more than two.  The
   diamond is first given an arm and a join of its own (own_empty_arm,
   split_diamond_join); the other paths keep theirs.

   Only diamonds inside loops whose condition reads data (a floating
   point comparison, or one of values loaded from memory) are
   rewritten; affine conditions stay control flow, which the model
   handles exactly.  A conditional store "if (c) a[f] = x" whose
   element the condition's block reads (a relaxation, "if (a[i][k] +
   a[k][j] < a[i][j]) a[i][j] = ..."), is rewritten as the store
   "a[f] = c ? x : old", old being the value read: PPCG's may-write,
   made an exact read and write (store_arm_p); so is one whose other
   side loads the element (load_arm_p: partial redundancy elimination
   moves a load after the store there), since the element is accessed
   in every iteration either way.  A conditional store of an element
   not read there is rewritten so on trial, with a load of
   the old value added (spec_arm_p): writing it unconditionally could
   write memory that the program never touches, so the model keeps it
   only where every element it may write is inside its array, for the
   parameters of a run-time check (gpugen_speculative_assumptions, in
   gpugen-spec.cc), and the end of the pass makes the store conditional
   again (gpugen_undo_speculative), so that the host code, the original
   region of the offloaded ones included, stores exactly what the
   program does.  Only the kernels store unconditionally, and the
   dependences of those stores order the instances that may write one
   element.  The arm may load memory ("a[i] = exp (b[i]) + a[i]", the
   masked "do concurrent" whose condition reads a mask temporary): the
   loads run where the condition fails too, under the same check, and
   move back into the branch with the store (arm_load_p).  Stores on
   both sides ("if (c) a[i] = x; else b[i] = y") are two such stores,
   the false side's after the true side's (spec_second_store); a store
   arm that jump threading shares with another path is copied for the
   diamond first (own_store_arm).  A value arm may load the element
   that the join stores in every iteration (join_store_load_p).

   Under -fmath-errno, GCC splits "r = sqrt (x)" into an inline
   instruction for arguments in the function's domain and a library call
   (which sets errno) for the others; that condition also depends on
   data.  This stage has the split undone in the same rounds
   (gpugen_rewrite_errno_guard, gpugen-errno.cc): the library call
   always runs, which is what the source says.  */

#include "gpugen.h"
#include "tree-cfgcleanup.h"
#include "tree-ssa.h"
#include "gimplify.h"

/* The most statements an arm may have (twice that with several stores:
   gfortran computes each element's address in the arm, about six
   statements per element of a rank-3 array).  */
#define MAX_ARM_STMTS 24

/* Whether the load G of an arm that leaves to the join J reads the
   element that J stores unconditionally, from the memory that store
   overwrites ("if (b[i] > 0) a[i] = 1; else a[i] = a[i] * 2", whose
   store GCC sinks into the join): the element is accessed in every
   iteration anyway, so the load may run before the condition.  */

static bool
join_store_load_p (gimple *g, basic_block j)
{
  if (!gimple_assign_load_p (g) || gimple_has_volatile_ops (g)
      || TREE_CODE (gimple_assign_lhs (g)) != SSA_NAME
      || stmt_could_throw_p (cfun, g))
    return false;
  for (gimple_stmt_iterator gsi = gsi_after_labels (j); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *st = gsi_stmt (gsi);
      if (is_gimple_debug (st) || !gimple_vuse (st))
	continue;
      if (!gimple_vdef (st))
	{
	  if (gimple_assign_load_p (st))
	    continue;
	  return false;
	}
      if (!gimple_assign_single_p (st) || gimple_has_volatile_ops (st)
	  || !operand_equal_p (gimple_assign_lhs (st),
			       gimple_assign_rhs1 (g), 0))
	return false;
      /* The memory the store overwrites: the load's, or a PHI of J that
	 merges only the load's.  */
      tree v = gimple_vuse (st);
      if (v == gimple_vuse (g))
	return true;
      gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v));
      if (!phi || gimple_bb (phi) != j)
	return false;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (gimple_phi_arg_def (phi, i) != gimple_vuse (g))
	  return false;
      return true;
    }
  return false;
}

/* Whether the arm block B (entered from the condition block, leaving to
   the join J) only computes values that can be computed before the
   condition: assignments to SSA names of expressions that neither
   access memory nor trap, or loads of the element that J stores
   (join_store_load_p).  */

static bool
pure_arm_p (basic_block b, basic_block j)
{
  if (!single_succ_p (b) || single_succ (b) != j || !single_pred_p (b)
      || !gimple_seq_empty_p (phi_nodes (b)))
    return false;
  int n = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *st = gsi_stmt (gsi);
      if (is_gimple_debug (st))
	continue;
      /* The load of an element that the join stores cannot trap
	 where the store does not.  */
      if (++n > MAX_ARM_STMTS || !is_gimple_assign (st)
	  || gimple_vdef (st) || gimple_has_side_effects (st)
	  || TREE_CODE (gimple_assign_lhs (st)) != SSA_NAME
	  || (gimple_vuse (st) ? !join_store_load_p (st, j)
	      : gimple_could_trap_p (st)))
	return false;
    }
  return true;
}

/* Whether the arm block B (leaving to the join J) only loads the element
   that the store STORE of the other arm writes, from the same memory
   state: "old = REF".  Set *OLD to the loaded name.  */

static bool
load_arm_p (basic_block b, basic_block j, gassign *store, tree *old)
{
  if (!single_succ_p (b) || single_succ (b) != j || !single_pred_p (b)
      || !gimple_seq_empty_p (phi_nodes (b)))
    return false;
  gimple *ld = NULL;
  for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (is_gimple_debug (g))
	continue;
      if (ld)
	return false;
      ld = g;
    }
  tree ref = gimple_assign_lhs (store);
  if (!ld || !gimple_assign_load_p (ld) || gimple_has_volatile_ops (ld)
      || TREE_CODE (gimple_assign_lhs (ld)) != SSA_NAME
      || gimple_vuse (ld) != gimple_vuse (store)
      || !operand_equal_p (gimple_assign_rhs1 (ld), ref, 0)
      || stmt_could_throw_p (cfun, ld)
      || !useless_type_conversion_p (TREE_TYPE (gimple_assign_lhs (ld)),
				     TREE_TYPE (gimple_assign_rhs1 (store))))
    return false;
  *old = gimple_assign_lhs (ld);
  return true;
}

/* Whether the arm block B has no statement but debug ones.  */

static bool
empty_arm_p (basic_block b)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi)))
      return false;
  return gimple_seq_empty_p (phi_nodes (b));
}

/* Whether G is a call of a math function that only computes a value
   of floating type from its operands (a const built-in, or an
   internal function: sqrt, exp, fma without errno), which may raise
   a floating-point exception but has no other effect.  */

static bool
arm_math_call_p (gimple *g)
{
  gcall *c = dyn_cast <gcall *> (g);
  if (!c || !gimple_call_lhs (c)
      || TREE_CODE (gimple_call_lhs (c)) != SSA_NAME
      || !FLOAT_TYPE_P (TREE_TYPE (gimple_call_lhs (c)))
      || gimple_vuse (c) || gimple_vdef (c) || gimple_has_side_effects (c)
      || stmt_could_throw_p (cfun, c))
    return false;
  if (gimple_call_internal_p (c))
    return true;
  return (gimple_call_builtin_p (c, BUILT_IN_NORMAL)
	  && (gimple_call_flags (c) & ECF_CONST));
}

/* Whether the load LD of a conditional store's arm reads an element
   from the memory state that the arm's store STORE overwrites (no
   store in between): the element the store writes ("a[i] = f (b[i]) +
   a[i]"), or an element of an array, not a field of a Fortran
   descriptor (the masked "do concurrent", whose condition reads a
   temporary, reads b(i) in its arm).  Such a load runs where the
   condition fails once the store is made unconditional on trial
   (spec_arm_p); like the store, the model keeps it only where it
   proves the element inside its array's object, or touched by an
   access the program makes (gpugen_speculative_assumptions).  It goes
   back into the branch with the statements that use it
   (gpugen_undo_speculative).  */

static bool
arm_load_p (gimple *ld, gassign *store)
{
  tree ref = gimple_assign_rhs1 (ld);
  if (gimple_vuse (ld) != gimple_vuse (store))
    return false;
  if (operand_equal_p (ref, gimple_assign_lhs (store), 0))
    return true;
  if ((TREE_CODE (ref) != ARRAY_REF && TREE_CODE (ref) != MEM_REF)
      || gpugen_descr_ref_p (ref))
    return false;
  return get_base_address (ref) != NULL_TREE;
}



/* The index in STORES, the stores of one arm block in their order, of
   the first store after the statement G of that block (the store whose
   segment G is in).  */

static unsigned
arm_store_segment (gimple *g, const vec<gassign *> &stores)
{
  unsigned k = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (gimple_bb (g));
       !gsi_end_p (gsi) && gsi_stmt (gsi) != g; gsi_next (&gsi))
    if (k < stores.length () && gsi_stmt (gsi) == stores[k])
      k++;
  return MIN (k, stores.length () - 1);
}

/* The store of the arm block B (entered from the condition block,
   leaving to the join J), or NULL: statements that assign SSA names
   values computed without memory access or side effects, then one
   store "REF = V" (not volatile, V a value) as its last statement.
   Without BACK (store_arm_p), none of the statements may trap.  With
   BACK (spec_arm_p), the store must not throw and must store a value of
   a register type, and a statement may be a floating-point operation
   that may trap, a call of a math function (arm_math_call_p), or a
   load of an element from the memory the store overwrites ("a[i] = f
   (b[i]) + a[i]"; arm_load_p):
   those, and the statements that use their values, are pushed on
   *BACK (emptied first), in their order.  With STORES (and BACK), the
   arm may store several elements, each store of a value, the last
   statement a store: they are pushed on *STORES (emptied first), in
   their order, and each load of BACK must read the memory that the
   next store overwrites (arm_load_p against that store).  */

static gassign *
arm_store (basic_block b, basic_block j, vec<gimple *> *back,
	   vec<gassign *> *stores = NULL)
{
  if (back)
    back->truncate (0);
  if (stores)
    stores->truncate (0);
  if (!single_succ_p (b) || single_succ (b) != j || !single_pred_p (b)
      || !gimple_seq_empty_p (phi_nodes (b)))
    return NULL;
  gassign *st = NULL;
  int n = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (is_gimple_debug (g))
	continue;
      if ((st && !stores) || ++n > (stores ? 2 : 1) * MAX_ARM_STMTS)
	return NULL;
      st = NULL;
      if (!is_gimple_assign (g))
	{
	  if (!back || !arm_math_call_p (g))
	    return NULL;
	  back->safe_push (g);
	  continue;
	}
      if (gimple_vdef (g))
	{
	  if (!gimple_assign_single_p (g) || gimple_has_volatile_ops (g)
	      || gimple_has_side_effects (g)
	      || (back && stmt_could_throw_p (cfun, g))
	      || TREE_CODE (gimple_assign_lhs (g)) == SSA_NAME
	      || !is_gimple_val (gimple_assign_rhs1 (g))
	      || (back
		  && !is_gimple_reg_type (TREE_TYPE (gimple_assign_lhs (g)))))
	    return NULL;
	  st = as_a <gassign *> (g);
	  if (stores)
	    stores->safe_push (st);
	  continue;
	}
      if (back && gimple_assign_load_p (g) && !gimple_has_volatile_ops (g)
	  && TREE_CODE (gimple_assign_lhs (g)) == SSA_NAME
	  && !stmt_could_throw_p (cfun, g))
	{
	  /* Checked against the store once it is found.  */
	  back->safe_push (g);
	  continue;
	}
      if (gimple_vuse (g) || gimple_has_side_effects (g)
	  || TREE_CODE (gimple_assign_lhs (g)) != SSA_NAME)
	return NULL;
      if (!back)
	{
	  if (gimple_could_trap_p (g))
	    return NULL;
	  continue;
	}
      bool uses_back = false;
      ssa_op_iter it;
      tree op;
      FOR_EACH_SSA_TREE_OPERAND (op, g, it, SSA_OP_USE)
	for (gimple *m : *back)
	  if (gimple_get_lhs (m) == op)
	    uses_back = true;
      if (gimple_could_trap_p (g))
	{
	  if (!FLOAT_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (g)))
	      && !FLOAT_TYPE_P (TREE_TYPE (gimple_assign_lhs (g))))
	    return NULL;
	  uses_back = true;
	}
      if (uses_back)
	back->safe_push (g);
    }
  if (st && back && !stores)
    for (gimple *m : *back)
      if (gimple_assign_load_p (m) && !arm_load_p (m, st))
	return NULL;
  if (st && stores)
    for (gimple *m : *back)
      if (gimple_assign_load_p (m)
	  && !arm_load_p (m, (*stores)[arm_store_segment (m, *stores)]))
	return NULL;
  return st;
}

/* Whether the arm block B (entered from the condition block A, leaving
   to the join J) is a conditional store of an element that A reads:
   statements that pure_arm_p accepts, then one store "REF = V" (not
   volatile) as its last statement, where A loads REF into an SSA name
   from the same memory state as the store's (no store in between).  Set
   *STORE to the store and *OLD to the name holding REF's value.  Then
   "if (c) REF = V" is "REF = c ? V : OLD": the element is written with
   the value it holds where the condition fails.  Since the original
   reads the element in every iteration, the written element exists
   and is writable, and no other thread may write it meanwhile.  */

static bool
store_arm_p (basic_block b, basic_block j, basic_block a, gassign **store,
	     tree *old)
{
  gassign *st = arm_store (b, j, NULL);
  if (!st)
    return false;
  tree ref = gimple_assign_lhs (st);
  for (gimple_stmt_iterator gsi = gsi_start_bb (a); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (gimple_assign_load_p (g) && !gimple_has_volatile_ops (g)
	  && TREE_CODE (gimple_assign_lhs (g)) == SSA_NAME
	  && gimple_vuse (g) == gimple_vuse (st)
	  && operand_equal_p (gimple_assign_rhs1 (g), ref, 0)
	  && useless_type_conversion_p (TREE_TYPE (gimple_assign_lhs (g)),
					TREE_TYPE (gimple_assign_rhs1 (st))))
	{
	  *store = st;
	  *old = gimple_assign_lhs (g);
	  return true;
	}
    }
  return false;
}

/* Whether the arm block B (entered from the condition block, leaving to
   the join J) is a conditional store that may be made unconditional on
   trial: as store_arm_p, without the load of REF in the condition's
   block, of an array element (not a field of a Fortran descriptor, not
   of a read-only declaration) by a store that cannot throw.  Its
   statements may also be floating-point operations that may raise an
   exception (under -ftrapping-math: the kernels raise none, and the
   host code computes them where it did), when their values, and those
   of the statements that use them, are used only in B: they go into
   *BACK, to move back before the store when it is made conditional
   again.  Set *STORE to the store.  */

static bool
spec_arm_p (basic_block b, basic_block j, gassign **store,
	    vec<gimple *> *back)
{
  gassign *st = arm_store (b, j, back);
  if (!st)
    return false;
  for (gimple *m : *back)
    {
      imm_use_iterator ui;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, ui, gimple_get_lhs (m))
	if (!is_gimple_debug (USE_STMT (use)) && gimple_bb (USE_STMT (use)) != b)
	  return false;
    }
  tree ref = gimple_assign_lhs (st);
  if ((TREE_CODE (ref) != ARRAY_REF && TREE_CODE (ref) != MEM_REF)
      || gpugen_descr_ref_p (ref))
    return false;
  tree base = get_base_address (ref);
  if (!base || (DECL_P (base) && TREE_READONLY (base)))
    return false;
  *store = st;
  return true;
}

/* Whether the arm block B (entered from the condition block, leaving to
   the join J) stores elements that may be made unconditional on trial,
   as spec_arm_p accepts one, perhaps several ("if (b[i] > 0) { a[i] =
   x; c[i] = y; }"): set *STORES to its stores in their order, *BACK to its
   statements to move back (arm_store), and *SEG to the index in
   *STORES of the store that each of them precedes (its segment).  */

static bool
spec_arm_stores_p (basic_block b, basic_block j, vec<gassign *> *stores,
		   vec<gimple *> *back, vec<unsigned> *seg)
{
  seg->truncate (0);
  if (!arm_store (b, j, back, stores))
    return false;
  for (gimple *m : *back)
    {
      imm_use_iterator ui;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, ui, gimple_get_lhs (m))
	if (!is_gimple_debug (USE_STMT (use)) && gimple_bb (USE_STMT (use)) != b)
	  return false;
      seg->safe_push (arm_store_segment (m, *stores));
    }
  for (gassign *st : *stores)
    {
      tree ref = gimple_assign_lhs (st);
      if ((TREE_CODE (ref) != ARRAY_REF && TREE_CODE (ref) != MEM_REF)
	  || gpugen_descr_ref_p (ref))
	return false;
      tree base = get_base_address (ref);
      if (!base || (DECL_P (base) && TREE_READONLY (base)))
	return false;
    }
  return true;
}

/* Whether the operand OP of a condition reads data: a floating point
   value, one loaded from memory, or the flag of an exit on data whose
   code moved past its loop (gpugen_exit_flag_p); or, DEPTH levels
   deep at most, a value selected on such a condition, or such a
   comparison (the index a search loop passes on, "j = flag ? j_exit :
   j_end", compared after the loop: "if (j <= m) hit(i) = j").  Such a
   value is never affine, so the model would reject the condition
   anyway.  */

static bool
data_operand_p (tree op, int depth = 0)
{
  if (FLOAT_TYPE_P (TREE_TYPE (op)) || gpugen_exit_flag_p (op))
    return true;
  if (COMPARISON_CLASS_P (op))
    return (depth < 3
	    && (data_operand_p (TREE_OPERAND (op, 0), depth + 1)
		|| data_operand_p (TREE_OPERAND (op, 1), depth + 1)));
  if (TREE_CODE (op) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (op);
  if (gimple_assign_load_p (def))
    return true;
  if (depth >= 3 || !is_gimple_assign (def))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  if (code == COND_EXPR)
    return data_operand_p (gimple_assign_rhs1 (def), depth + 1);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    return (data_operand_p (gimple_assign_rhs1 (def), depth + 1)
	    || data_operand_p (gimple_assign_rhs2 (def), depth + 1));
  return false;
}

/* Whether the operand OP of a condition is a parameter for the model: a
   constant, a function's argument, or an integer loaded outside every
   loop (a Fortran dummy's "*n"), which the model takes as a parameter
   of the region, so that a condition on it is affine.  A conditional
   store on such a condition stays control flow (rewrite_diamond): made
   unconditional on trial, it could only lose the nest where the trial
   fails.  */

static bool
param_operand_p (tree op)
{
  if (is_gimple_min_invariant (op))
    return true;
  if (TREE_CODE (op) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (op)))
    return false;
  if (SSA_NAME_IS_DEFAULT_DEF (op))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (op);
  return (gimple_assign_load_p (def) && gimple_bb (def)
	  && loop_depth (gimple_bb (def)->loop_father) == 0);
}

/* Return the successor of A on the side of edge E that reaches the join:
   the join itself, or the arm block.  Set *ARM to the arm (NULL when E
   goes to the join).  */

static basic_block
arm_join (edge e, basic_block *arm)
{
  basic_block d = e->dest;
  if (single_pred_p (d) && single_succ_p (d))
    {
      *arm = d;
      return single_succ (d);
    }
  *arm = NULL;
  return d;
}

/* Whether block D is an empty forwarder shared with other paths: no PHI,
   no statement but debug ones, one successor (not D itself), several
   predecessors.  Jump threading makes these (the path on which a
   condition's value is known goes straight to the arm, which loop
   initialisation then merges with the empty arm).  */

static bool
shared_forwarder_p (basic_block d)
{
  if (single_pred_p (d) || !single_succ_p (d) || single_succ (d) == d
      || !gimple_seq_empty_p (phi_nodes (d))
      || (single_succ_edge (d)->flags & EDGE_COMPLEX))
    return false;
  for (gimple_stmt_iterator gsi = gsi_start_bb (d); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi)))
      return false;
  return true;
}

/* Give edge E, which enters the shared forwarder D (shared_forwarder_p),
   an empty arm of its own: a new block on E whose edge goes straight to
   D's successor, with the values that D's edge carries there.  Return
   the new edge from the arm to the join.  */

static edge
own_empty_arm (edge e)
{
  basic_block d = e->dest;
  edge dout = single_succ_edge (d);
  basic_block j = dout->dest;
  basic_block n = split_edge (e);
  edge ne = redirect_edge_and_branch (single_succ_edge (n), j);
  gcc_assert (ne);
  redirect_edge_var_map_clear (ne);
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);
       gsi_next (&psi))
    add_phi_arg (psi.phi (), PHI_ARG_DEF_FROM_EDGE (psi.phi (), dout), ne,
		 UNKNOWN_LOCATION);
  if (dump_file)
    fprintf (dump_file, "[gpugen-select] bb %d: an empty arm of its own for "
	     "the edge from bb %d, which entered the shared bb %d\n",
	     n->index, single_pred (n)->index, d->index);
  return ne;
}

/* Give the edges TIN and FIN, two of the incoming edges of their join J,
   a join of their own: a new block N between them and J, whose PHIs
   merge the values that J's PHIs took from TIN and FIN, and whose edge
   to J carries them.  Return N.  The edges are not complex: the caller
   checked that neither is abnormal or EH.  */

static basic_block
split_diamond_join (edge tin, edge fin)
{
  basic_block j = tin->dest;
  gcc_assert (fin->dest == j);
  auto_vec<tree> tvals, fvals;
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      tvals.safe_push (PHI_ARG_DEF_FROM_EDGE (psi.phi (), tin));
      fvals.safe_push (PHI_ARG_DEF_FROM_EDGE (psi.phi (), fin));
    }
  basic_block tsrc = tin->src;
  basic_block n = split_edge (tin);
  edge fe = redirect_edge_and_branch (fin, n);
  if (!fe)
    gcc_unreachable ();
  redirect_edge_var_map_clear (fe);
  edge te = find_edge (tsrc, n);
  edge out = single_succ_edge (n);
  unsigned i = 0;
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);
       gsi_next (&psi), i++)
    {
      gphi *phi = psi.phi ();
      tree tv = tvals[i], fv = fvals[i];
      tree v = tv;
      if (!operand_equal_p (tv, fv, 0))
	{
	  tree res = copy_ssa_name (gimple_phi_result (phi));
	  gphi *np = create_phi_node (res, n);
	  add_phi_arg (np, tv, te, UNKNOWN_LOCATION);
	  add_phi_arg (np, fv, fe, UNKNOWN_LOCATION);
	  v = res;
	}
      SET_PHI_ARG_DEF (phi, out->dest_idx, v);
    }
  if (dump_file)
    fprintf (dump_file, "[gpugen-select] bb %d: the join of bb %d and "
	     "bb %d, split off from bb %d\n", n->index, tsrc->index,
	     fe->src->index, j->index);
  return n;
}

/* Whether the block X, which edge E enters from a diamond's condition
   block in loop L, is a store arm that jump threading shares with
   another path (a loop's guard goes straight to the "else" store after
   a search loop when the loop cannot run): several predecessors, one
   successor (by a normal edge, not X itself), no PHI but one of
   memory, and as statements only assignments, at most MAX_ARM_STMTS,
   one of which stores, all in L, whose header X is not.  (When the
   diamond's other side reaches X's successor J, X does not dominate
   J: X is no loop header, so it dominates no predecessor of its
   own.)  */

static bool
shared_store_arm_p (edge e, class loop *l)
{
  basic_block x = e->dest;
  if (single_pred_p (x) || !single_succ_p (x) || x->loop_father != l
      || single_succ (x) == x || l->header == x
      || (single_succ_edge (x)->flags & EDGE_COMPLEX)
      || (e->flags & EDGE_COMPLEX))
    return false;
  for (gphi_iterator psi = gsi_start_phis (x); !gsi_end_p (psi);
       gsi_next (&psi))
    if (!virtual_operand_p (gimple_phi_result (psi.phi ())))
      return false;
  int n = 0, stores = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (x); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (is_gimple_debug (g))
	continue;
      if (++n > MAX_ARM_STMTS || !is_gimple_assign (g)
	  || gimple_has_volatile_ops (g) || stmt_could_throw_p (cfun, g))
	return false;
      if (gimple_vdef (g))
	stores++;
    }
  return stores == 1;
}

/* A walk_tree callback for own_store_arm: replace the SSA name *TP by
   its copy in the hash_map DATA, if it has one.  */

static tree
remap_name (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      if (tree *m = ((hash_map<tree, tree> *) data)->get (*tp))
	*tp = *m;
      *walk_subtrees = 0;
    }
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Give edge E, which enters the shared store arm X (shared_store_arm_p),
   a copy of X of its own: a new block on E with copies of X's
   statements (new SSA names, the store's new virtual definition, the
   memory that E carries into X's PHI as the memory it reads), whose
   edge goes to X's successor J with the values that X's edge carries
   there, renamed.  X's names are used only in X and in J's PHIs (X does
   not dominate J), and the names X uses are defined in blocks that
   dominate X, hence E's source.  Return the new block.  */

static basic_block
own_store_arm (edge e)
{
  basic_block x = e->dest;
  edge xout = single_succ_edge (x);
  basic_block j = xout->dest;
  hash_map<tree, tree> map;
  for (gphi_iterator psi = gsi_start_phis (x); !gsi_end_p (psi);
       gsi_next (&psi))
    map.put (gimple_phi_result (psi.phi ()),
	     PHI_ARG_DEF_FROM_EDGE (psi.phi (), e));
  basic_block n = split_edge (e);
  gimple_stmt_iterator to = gsi_last_bb (n);
  for (gimple_stmt_iterator gsi = gsi_start_bb (x); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (is_gimple_debug (g))
	continue;
      gimple *c = gimple_copy (g);
      for (unsigned i = 0; i < gimple_num_ops (c); i++)
	walk_tree (gimple_op_ptr (c, i), remap_name, &map, NULL);
      if (gimple_vuse (c))
	if (tree *m = map.get (gimple_vuse (c)))
	  gimple_set_vuse (c, *m);
      tree lhs = gimple_get_lhs (c);
      if (lhs && TREE_CODE (lhs) == SSA_NAME)
	{
	  tree nl = copy_ssa_name (lhs, c);
	  gimple_assign_set_lhs (c, nl);
	  map.put (lhs, nl);
	}
      if (tree vdef = gimple_vdef (g))
	{
	  tree nv = copy_ssa_name (vdef, c);
	  gimple_set_vdef (c, nv);
	  map.put (vdef, nv);
	}
      gsi_insert_after (&to, c, GSI_NEW_STMT);
    }
  edge ne = redirect_edge_and_branch (single_succ_edge (n), j);
  gcc_assert (ne);
  redirect_edge_var_map_clear (ne);
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      tree v = PHI_ARG_DEF_FROM_EDGE (psi.phi (), xout);
      if (tree *m = map.get (v))
	v = *m;
      add_phi_arg (psi.phi (), v, ne, UNKNOWN_LOCATION);
    }
  if (dump_file)
    fprintf (dump_file, "[gpugen-select] bb %d: a copy of the shared store "
	     "arm bb %d for the edge from bb %d\n", n->index, x->index,
	     single_pred (n)->index);
  return n;
}

/* The false side's store STORE2 of a diamond whose true side's store
   STORE was just made unconditional on trial (rewrite_diamond), C the
   condition's value, BACK2 the statements of STORE2's arm to move back
   (spec_arm_p), LOC the condition's location: make it unconditional
   on trial too, "old2 = REF2; REF2 = c ? old2 : V2" after STORE, at AT,
   reading and overwriting the memory STORE left (where c holds, STORE
   wrote its value and STORE2 writes back what REF2 then holds; where c
   fails, STORE wrote back what its element held), and make the join
   J's memory STORE2's on both of its edges.  */

static void
spec_second_store (basic_block j, gimple_stmt_iterator *at, tree c,
		   gassign *store, gassign *store2, vec<gimple *> *back2,
		   location_t loc)
{
  tree ref = gimple_assign_lhs (store2);
  tree old = make_ssa_name (TREE_TYPE (ref));
  gassign *ld = gimple_build_assign (old, unshare_expr (ref));
  gimple_set_vuse (ld, gimple_vdef (store));
  gimple_set_location (ld, gimple_location (store2));
  gsi_insert_before (at, ld, GSI_SAME_STMT);
  tree v = gimple_assign_rhs1 (store2);
  tree nv = make_ssa_name (TREE_TYPE (old));
  gassign *sel = gimple_build_assign (nv, COND_EXPR, c, old, v);
  gimple_set_location (sel, gimple_location (store2));
  gsi_insert_before (at, sel, GSI_SAME_STMT);
  gimple_stmt_iterator ssi = gsi_for_stmt (store2);
  gsi_move_before (&ssi, at);
  SET_USE (gimple_vuse_op (store2), gimple_vdef (store));
  gimple_assign_set_rhs1 (store2, nv);
  update_stmt (store2);
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);
       gsi_next (&psi))
    if (virtual_operand_p (gimple_phi_result (psi.phi ())))
      for (unsigned i = 0; i < gimple_phi_num_args (psi.phi ()); i++)
	SET_USE (gimple_phi_arg_imm_use_ptr (psi.phi (), i),
		 gimple_vdef (store2));
  gpugen_speculative_store (store2, ld, sel, c, v, false, loc, back2);
}

/* The stores TSTORES of a diamond's true side and FSTORES of its false
   side (spec_arm_stores_p, BACK and SEG theirs), C the condition's
   value, MEM_IN the memory entering the diamond, LOC the condition's
   location: make each unconditional on trial, in their order, the true
   side's first, at AT: "old = REF; REF = c ? V : old" (c ? old : V on
   the false side), each reading and overwriting the memory the one
   before it left (where its side is not taken, every store wrote back
   what its element held), the statements to move back of each segment
   after the first right before its store's load; and make the join
   J's memory the last store's on both of its edges.  The stores of one
   side are recorded as one group, which goes back into one branch.  */

static void
spec_store_chain (basic_block j, gimple_stmt_iterator *at, tree c,
		  vec<gassign *> &tstores, vec<gimple *> &tback,
		  vec<unsigned> &tseg, vec<gassign *> &fstores,
		  vec<gimple *> &fback, vec<unsigned> &fseg, tree mem_in,
		  location_t loc)
{
  tree cur = mem_in;
  for (int side = 0; side < 2; side++)
    {
      vec<gassign *> &stores = side ? fstores : tstores;
      vec<gimple *> &back = side ? fback : tback;
      vec<unsigned> &seg = side ? fseg : tseg;
      for (unsigned k = 0; k < stores.length (); k++)
	{
	  gassign *st = stores[k];
	  auto_vec<gimple *> bk;
	  for (unsigned i = 0; i < back.length (); i++)
	    if (seg[i] == k)
	      {
		bk.safe_push (back[i]);
		if (k > 0)
		  {
		    gimple_stmt_iterator from = gsi_for_stmt (back[i]);
		    gsi_move_before (&from, at);
		  }
	      }
	  tree ref = gimple_assign_lhs (st);
	  tree old = make_ssa_name (TREE_TYPE (ref));
	  gassign *ld = gimple_build_assign (old, unshare_expr (ref));
	  gimple_set_vuse (ld, cur);
	  gimple_set_location (ld, gimple_location (st));
	  gsi_insert_before (at, ld, GSI_SAME_STMT);
	  tree v = gimple_assign_rhs1 (st);
	  tree nv = make_ssa_name (TREE_TYPE (old));
	  gassign *sel = (side
			  ? gimple_build_assign (nv, COND_EXPR, c, old, v)
			  : gimple_build_assign (nv, COND_EXPR, c, v, old));
	  gimple_set_location (sel, gimple_location (st));
	  gsi_insert_before (at, sel, GSI_SAME_STMT);
	  gimple_stmt_iterator ssi = gsi_for_stmt (st);
	  gsi_move_before (&ssi, at);
	  if (gimple_vuse (st) != cur)
	    SET_USE (gimple_vuse_op (st), cur);
	  gimple_assign_set_rhs1 (st, nv);
	  update_stmt (st);
	  gpugen_speculative_store (st, ld, sel, c, v, !side, loc, &bk, k > 0);
	  cur = gimple_vdef (st);
	}
    }
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);
       gsi_next (&psi))
    if (virtual_operand_p (gimple_phi_result (psi.phi ())))
      for (unsigned i = 0; i < gimple_phi_num_args (psi.phi ()); i++)
	SET_USE (gimple_phi_arg_imm_use_ptr (psi.phi (), i), cur);
}

/* Whether the arm block B (leaving to the join J, whose first statement
   is the store STORE of the value the arms compute) computes its value
   with floating-point operations that may raise an exception, and
   otherwise only as pure_arm_p accepts: the arm of "a[i] = c ? 1 : a[i]
   * 2 + b[i]" under -ftrapping-math.  */

static bool
trapping_value_arm_p (basic_block b, basic_block j, gassign *store)
{
  if (!single_succ_p (b) || single_succ (b) != j || !single_pred_p (b)
      || !gimple_seq_empty_p (phi_nodes (b)))
    return false;
  int n = 0;
  bool traps = false;
  for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *st = gsi_stmt (gsi);
      if (is_gimple_debug (st))
	continue;
      if (++n > MAX_ARM_STMTS || !is_gimple_assign (st)
	  || gimple_vdef (st) || gimple_has_side_effects (st)
	  || TREE_CODE (gimple_assign_lhs (st)) != SSA_NAME)
	return false;
      if (gimple_vuse (st))
	{
	  if (!join_store_load_p (st, j)
	      || !operand_equal_p (gimple_assign_rhs1 (st),
				   gimple_assign_lhs (store), 0))
	    return false;
	  continue;
	}
      if (gimple_could_trap_p (st))
	{
	  if (!FLOAT_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (st)))
	      && !FLOAT_TYPE_P (TREE_TYPE (gimple_assign_lhs (st))))
	    return false;
	  traps = true;
	}
    }
  return traps;
}

/* Under -ftrapping-math, a diamond on the data-dependent condition of
   block A whose join stores the value its arms compute, "a[i] = PHI
   <1, t>", an arm computing T with floating-point operations that may
   raise an exception (C's "if (b[i] > 0) a[i] = 1; else a[i] = a[i] *
   2 + b[i]", whose store GCC sinks into the join): computed before the
   condition, as a select, they would raise exceptions the program does
   not, on the host too.  Give each side the store of its own value
   instead (the side that went straight to the join an arm of its own),
   the join a virtual PHI: "if (c) a[i] = 1; else a[i] = t", the same
   program, whose two stores rewrite_diamond makes unconditional on
   trial, the trapping operations among those that move back into their
   branch at the end of the pass (gpugen_undo_speculative), so that only
   the kernels compute them where the condition fails.  Return whether
   the diamond changed.  */

static bool
unsink_join_store (basic_block a)
{
  if (!flag_trapping_math)
    return false;
  edge te, fe;
  extract_true_false_edges_from_block (a, &te, &fe);
  basic_block tarm, farm;
  basic_block tj = arm_join (te, &tarm);
  basic_block fj = arm_join (fe, &farm);
  if (tarm && tarm == fj)
    {
      tj = fj = tarm;
      tarm = NULL;
    }
  else if (farm && farm == tj)
    {
      fj = tj = farm;
      farm = NULL;
    }
  basic_block j = tj;
  if (tj != fj || j == a || EDGE_COUNT (j->preds) != 2
      || j->loop_father != a->loop_father || j->loop_father->header == j
      || (tarm && tarm->loop_father != j->loop_father)
      || (farm && farm->loop_father != j->loop_father))
    return false;
  /* One PHI, of the value; none of memory (the arms store nothing).  */
  gphi *vphi = NULL;
  int nphi = 0;
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);
       gsi_next (&psi), nphi++)
    vphi = psi.phi ();
  if (nphi != 1 || virtual_operand_p (gimple_phi_result (vphi)))
    return false;
  tree val = gimple_phi_result (vphi);
  gimple_stmt_iterator gsi = gsi_after_labels (j);
  while (!gsi_end_p (gsi) && is_gimple_debug (gsi_stmt (gsi)))
    gsi_next (&gsi);
  gassign *store = gsi_end_p (gsi) ? NULL : dyn_cast <gassign *> (gsi_stmt (gsi));
  use_operand_p use;
  gimple *user;
  if (!store || !gimple_vdef (store) || !gimple_assign_single_p (store)
      || gimple_assign_rhs1 (store) != val
      || TREE_CODE (gimple_assign_lhs (store)) == SSA_NAME
      || gimple_has_volatile_ops (store) || stmt_could_throw_p (cfun, store)
      || !single_imm_use (val, &use, &user) || user != store)
    return false;
  /* The element's address must be known in the arms.  */
  ssa_op_iter it;
  tree op;
  FOR_EACH_SSA_TREE_OPERAND (op, store, it, SSA_OP_USE)
    if (op != val && !SSA_NAME_IS_DEFAULT_DEF (op)
	&& !dominated_by_p (CDI_DOMINATORS, a,
			    gimple_bb (SSA_NAME_DEF_STMT (op))))
      return false;
  bool ttrap = tarm && trapping_value_arm_p (tarm, j, store);
  bool ftrap = farm && trapping_value_arm_p (farm, j, store);
  if ((!ttrap && tarm && !pure_arm_p (tarm, j))
      || (!ftrap && farm && !pure_arm_p (farm, j)) || (!ttrap && !ftrap))
    return false;
  if (!tarm)
    tarm = split_edge (te);
  if (!farm)
    farm = split_edge (fe);
  edge tin = single_succ_edge (tarm), fin = single_succ_edge (farm);
  tree mem = gimple_vuse (store);
  tree vop = gimple_vop (cfun);
  gphi *mphi = create_phi_node (make_ssa_name (vop), j);
  for (int side = 0; side < 2; side++)
    {
      basic_block arm = side ? farm : tarm;
      edge in = side ? fin : tin;
      gassign *st = gimple_build_assign (
	unshare_expr (gimple_assign_lhs (store)),
	PHI_ARG_DEF_FROM_EDGE (vphi, in));
      gimple_set_location (st, gimple_location (store));
      gimple_set_vuse (st, mem);
      tree vdef = make_ssa_name (vop, st);
      gimple_set_vdef (st, vdef);
      gimple_stmt_iterator ai = gsi_last_bb (arm);
      gsi_insert_after (&ai, st, GSI_NEW_STMT);
      add_phi_arg (mphi, vdef, in, UNKNOWN_LOCATION);
    }
  replace_uses_by (gimple_vdef (store), gimple_phi_result (mphi));
  gsi = gsi_for_stmt (store);
  unlink_stmt_vdef (store);
  gsi_remove (&gsi, true);
  release_defs (store);
  gphi_iterator pi = gsi_for_phi (vphi);
  remove_phi_node (&pi, true);
  if (dump_file)
    fprintf (dump_file, "[gpugen-select] bb %d: the store the join bb %d "
	     "makes of a value computed with trapping math, given to each "
	     "side (bbs %d and %d)\n", a->index, j->index, tarm->index,
	     farm->index);
  return true;
}

/* Rewrite the diamond whose condition ends block A as selects, if it is
   one this stage handles.  Return whether it did.  */

static bool
rewrite_diamond (basic_block a)
{
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (a));
  if (!cond || EDGE_COUNT (a->succs) != 2 || !loop_outer (a->loop_father))
    return false;
  if (!data_operand_p (gimple_cond_lhs (cond))
      && !data_operand_p (gimple_cond_rhs (cond)))
    return false;
  bool param_cond = (param_operand_p (gimple_cond_lhs (cond))
		     && param_operand_p (gimple_cond_rhs (cond)));
  if (!param_cond)
    unsink_join_store (a);
  edge te, fe;
  extract_true_false_edges_from_block (a, &te, &fe);
  if ((te->flags | fe->flags) & (EDGE_ABNORMAL | EDGE_EH))
    return false;
  /* A store arm shared with another path, whose successor the other
     side reaches (straight, or through an arm of its own): a copy of it
     for this diamond.  */
  for (int side = 0; side < 2; side++)
    {
      edge e = side ? fe : te, o = side ? te : fe;
      basic_block od = o->dest;
      if (!param_cond && shared_store_arm_p (e, a->loop_father)
	  && (od == single_succ (e->dest)
	      || (single_pred_p (od) && single_succ_p (od)
		  && single_succ (od) == single_succ (e->dest))))
	{
	  own_store_arm (e);
	  break;
	}
    }
  basic_block tarm, farm;
  basic_block tj = arm_join (te, &tarm);
  basic_block fj = arm_join (fe, &farm);
  /* A side that enters an empty block shared with other paths is an
     empty arm, given a block of its own once the diamond is known to
     be one this stage rewrites.  */
  bool tshared = false, fshared = false;
  if (!tarm && tj != fj && shared_forwarder_p (tj)
      && single_succ (tj) == fj)
    {
      tshared = true;
      tj = fj;
    }
  else if (!farm && tj != fj && shared_forwarder_p (fj)
	   && single_succ (fj) == tj)
    {
      fshared = true;
      fj = tj;
    }
  /* One side may go straight to the join; then the other side's block
     is the arm.  */
  if (tj != fj)
    {
      if (tarm && tarm == fj)
	{
	  tj = fj = tarm;
	  tarm = NULL;
	}
      else if (farm && farm == tj)
	{
	  fj = tj = farm;
	  farm = NULL;
	}
      else
	return false;
    }
  basic_block j = tj;
  class loop *l = a->loop_father;
  /* A conditional store of an element the condition's block reads: one
     arm, the other side straight to a join of two (store_arm_p).  */
  gassign *store = NULL;
  tree old = NULL_TREE;
  basic_block sarm = NULL;
  bool spec = false;
  auto_vec<gimple *> back;
  /* The other side may pass through an empty block of its own.  */
  basic_block arm = NULL;
  if (tarm && (!farm || empty_arm_p (farm)))
    arm = tarm;
  else if (farm && (!tarm || empty_arm_p (tarm)))
    arm = farm;
  /* J may have other predecessors (a store arm copied for the diamond,
     own_store_arm, leaves J the shared arm's edge): the diamond gets a
     join of its own below.  */
  if (!tshared && !fshared && arm && !param_cond)
    {
      if (arm->loop_father == l && !pure_arm_p (arm, j))
	{
	  if (store_arm_p (arm, j, a, &store, &old))
	    sarm = arm;
	  else if (spec_arm_p (arm, j, &store, &back))
	    {
	      sarm = arm;
	      spec = true;
	    }
	}
    }
  /* A conditional store whose other side loads the element (partial
     redundancy elimination's copy of a load after the store): the
     element is accessed in every iteration, as for store_arm_p.  */
  basic_block larm = NULL;
  if (!sarm && tarm && farm && !tshared && !fshared && !param_cond
      && EDGE_COUNT (j->preds) == 2
      && tarm->loop_father == l && farm->loop_father == l)
    for (int side = 0; side < 2 && !sarm; side++)
      {
	basic_block s = side ? farm : tarm, o = side ? tarm : farm;
	if (!pure_arm_p (s, j) && spec_arm_p (s, j, &store, &back)
	    && back.is_empty () && load_arm_p (o, j, store, &old))
	  {
	    sarm = s;
	    larm = o;
	  }
	else
	  store = NULL;
      }
  /* A store on either side ("if (c) a[i] = x; else b[i] = y", Fortran's
     "where ... elsewhere" into two arrays, or the if/else after a search
     loop): both made unconditional on trial, one after the other, the
     false side's reading the memory that the true side's left
     (store2_back holds its statements to move back).  */
  gassign *store2 = NULL;
  auto_vec<gimple *> back2;
  if (!sarm && tarm && farm && !tshared && !fshared && !param_cond
      && tarm->loop_father == l && farm->loop_father == l)
    {
      if (spec_arm_p (tarm, j, &store, &back)
	  && spec_arm_p (farm, j, &store2, &back2)
	  && gimple_vuse (store) == gimple_vuse (store2))
	{
	  sarm = tarm;
	  larm = farm;
	  spec = true;
	}
      else
	store = store2 = NULL;
    }
  /* Several stores on a side ("if (c) { a[i] = x; c[i] = y; } else d[i]
     = z"): all made unconditional on trial, in their order, the true
     side's first, each reading and overwriting the memory the one
     before it left; the stores of one side go back into one branch
     (gpugen_undo_speculative).  TSEG and FSEG hold the segment of each
     statement to move back (spec_arm_stores_p).  */
  bool multi = false;
  auto_vec<gassign *> tstores, fstores;
  auto_vec<gimple *> tback, fback;
  auto_vec<unsigned> tseg, fseg;
  if (!sarm && !tshared && !fshared && !param_cond
      && (!tarm || empty_arm_p (tarm)
	  || (tarm->loop_father == l
	      && spec_arm_stores_p (tarm, j, &tstores, &tback, &tseg)))
      && (!farm || empty_arm_p (farm)
	  || (farm->loop_father == l
	      && spec_arm_stores_p (farm, j, &fstores, &fback, &fseg)))
      && (tstores.length () > 1 || fstores.length () > 1)
      && (tstores.is_empty () || fstores.is_empty ()
	  || gimple_vuse (tstores[0]) == gimple_vuse (fstores[0])))
    multi = true;
  if (j == a || EDGE_COUNT (j->preds) < 2 || j->loop_father != l
      || l->header == j
      || (tarm && tarm != sarm && tarm != larm && !multi
	  && (tarm->loop_father != l || !pure_arm_p (tarm, j)))
      || (farm && farm != sarm && farm != larm && !multi
	  && (farm->loop_father != l || !pure_arm_p (farm, j))))
    return false;
  /* The memory that enters the diamond, and that which leaves each of
     its sides, with several stores.  */
  tree mem_in = NULL_TREE, mem_t = NULL_TREE, mem_f = NULL_TREE;
  if (multi)
    {
      mem_in = gimple_vuse (tstores.is_empty () ? fstores[0] : tstores[0]);
      mem_t = tstores.is_empty () ? mem_in : gimple_vdef (tstores.last ());
      mem_f = fstores.is_empty () ? mem_in : gimple_vdef (fstores.last ());
    }
  /* The edges that carry the two sides' values into J's PHIs.  */
  edge tin = (tshared ? single_succ_edge (te->dest)
	      : tarm ? single_succ_edge (tarm) : te);
  edge fin = (fshared ? single_succ_edge (fe->dest)
	      : farm ? single_succ_edge (farm) : fe);

  /* Every PHI of the join: a value (made a select) or a virtual one
     with the same value from both sides (the arms store nothing).  */
  bool any = false;
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      gphi *phi = psi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
	{
	  tree tv = PHI_ARG_DEF_FROM_EDGE (phi, tin);
	  tree fv = PHI_ARG_DEF_FROM_EDGE (phi, fin);
	  /* With a store, the memory after it on its side, before it on
	     the other; with two, the memory after each on its side.  */
	  if (multi)
	    {
	      if (tv != mem_t || fv != mem_f)
		return false;
	    }
	  else if (store2)
	    {
	      if (tv != gimple_vdef (store) || fv != gimple_vdef (store2))
		return false;
	    }
	  else if (sarm
	      ? (tv != (sarm == tarm ? gimple_vdef (store) : gimple_vuse (store))
		 || fv != (sarm == tarm ? gimple_vuse (store)
			   : gimple_vdef (store)))
	      : !operand_equal_p (tv, fv, 0))
	    return false;
	  continue;
	}
      if (!is_gimple_reg_type (TREE_TYPE (res)))
	return false;
      any = true;
    }
  if (!any && !sarm && !multi)
    return false;

  /* Now the CFG may change: an arm of its own for a side that entered a
     shared forwarder, and a join of its own for the diamond when other
     paths join too (jump threading sends the path on which the
     condition's value is known straight to the join).  */
  if (tshared)
    tin = own_empty_arm (te);
  else if (fshared)
    fin = own_empty_arm (fe);
  if (EDGE_COUNT (j->preds) > 2)
    {
      basic_block ts = tin->src, fs = fin->src;
      j = split_diamond_join (tin, fin);
      tin = find_edge (ts, j);
      fin = find_edge (fs, j);
    }

  /* The arms' statements, then the condition as a value, in front of
     the condition.  */
  gimple_stmt_iterator at = gsi_last_bb (a);
  for (basic_block arm : { tarm, farm })
    if (arm)
      for (gimple_stmt_iterator gsi = gsi_start_bb (arm); !gsi_end_p (gsi);)
	{
	  gimple *st = gsi_stmt (gsi);
	  if (is_gimple_debug (st))
	    {
	      gsi_remove (&gsi, true);
	      continue;
	    }
	  if (st == store || st == store2)
	    {
	      gsi_next (&gsi);
	      continue;
	    }
	  /* With several stores, a store, or a statement to move back of
	     a segment after the first, moves with its store below.  */
	  if (multi)
	    {
	      bool later = gimple_vdef (st) != NULL_TREE;
	      auto_vec<gimple *> &mb = arm == tarm ? tback : fback;
	      auto_vec<unsigned> &ms = arm == tarm ? tseg : fseg;
	      for (unsigned i = 0; i < mb.length (); i++)
		if (mb[i] == st && ms[i] > 0)
		  later = true;
	      if (later)
		{
		  gsi_next (&gsi);
		  continue;
		}
	    }
	  gsi_move_before (&gsi, &at);
	}
  tree c = make_ssa_name (boolean_type_node);
  gassign *cdef = gimple_build_assign (c, gimple_cond_code (cond),
				       gimple_cond_lhs (cond),
				       gimple_cond_rhs (cond));
  gimple_set_location (cdef, gimple_location (cond));
  gsi_insert_before (&at, cdef, GSI_SAME_STMT);
  /* The load of the old value of a store made unconditional on
     trial.  */
  gassign *spec_ld = NULL;
  if (store && spec)
    {
      /* The old value, loaded from the memory the store would
	 overwrite.  */
      tree ref = gimple_assign_lhs (store);
      old = make_ssa_name (TREE_TYPE (ref));
      gassign *ld = gimple_build_assign (old, unshare_expr (ref));
      gimple_set_vuse (ld, gimple_vuse (store));
      gimple_set_location (ld, gimple_location (store));
      gsi_insert_before (&at, ld, GSI_SAME_STMT);
      spec_ld = ld;
    }
  if (store)
    {
      /* REF = c ? V : OLD where the store's side is the true one,
	 REF = c ? OLD : V where it is the false one.  */
      tree v = gimple_assign_rhs1 (store);
      tree nv = make_ssa_name (TREE_TYPE (old));
      gassign *sel = (sarm == tarm
		      ? gimple_build_assign (nv, COND_EXPR, c, v, old)
		      : gimple_build_assign (nv, COND_EXPR, c, old, v));
      gimple_set_location (sel, gimple_location (store));
      gsi_insert_before (&at, sel, GSI_SAME_STMT);
      if (spec)
	gpugen_speculative_store (store, spec_ld, sel, c, v, sarm == tarm,
				  gimple_location (cond), &back);
      gimple_stmt_iterator ssi = gsi_for_stmt (store);
      gsi_move_before (&ssi, &at);
      gimple_assign_set_rhs1 (store, nv);
      update_stmt (store);
    }
  if (store2)
    spec_second_store (j, &at, c, store, store2, &back2,
		       gimple_location (cond));
  if (multi)
    spec_store_chain (j, &at, c, tstores, tback, tseg, fstores, fback, fseg,
		      mem_in, gimple_location (cond));

  /* Each value PHI becomes a select at the start of the join.  */
  gimple_stmt_iterator jsi = gsi_after_labels (j);
  for (gphi_iterator psi = gsi_start_phis (j); !gsi_end_p (psi);)
    {
      gphi *phi = psi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
	{
	  gsi_next (&psi);
	  continue;
	}
      tree tv = PHI_ARG_DEF_FROM_EDGE (phi, tin);
      tree fv = PHI_ARG_DEF_FROM_EDGE (phi, fin);
      location_t loc = gimple_location (cond);
      remove_phi_node (&psi, false);
      gassign *sel = gimple_build_assign (res, COND_EXPR, c, tv, fv);
      gimple_set_location (sel, loc);
      gsi_insert_before (&jsi, sel, GSI_SAME_STMT);
    }

  /* The true side is always taken (the store's side, where there is a
     store: the join's memory is then the store's); clean-up removes the
     other.  */
  if ((sarm && sarm == farm) || (multi && tstores.is_empty ()))
    gimple_cond_make_false (cond);
  else
    gimple_cond_make_true (cond);
  update_stmt (cond);
  if (dump_file)
    fprintf (dump_file, "[gpugen-select] condition of bb %d made a select "
	     "in bb %d\n", a->index, j->index);
  return true;
}

/* Rewrite the side-effect-free data-dependent diamonds in the loops of
   FUN as selects, and undo the errno splits of math calls in them.
   Return whether any was rewritten (the CFG is then
   cleaned up, and dominators and scalar evolution recomputed).  */

bool
gpugen_make_selects (function *fun)
{
  bool changed = false;
  bool doms = dom_info_available_p (CDI_DOMINATORS);
  /* A condition on a value that a rewrite made a select (the index
     that a search loop passes on, once its exit's flag diamond is one)
     reads data only after that rewrite: a few rounds.  */
  for (int round = 0; round < 3; round++)
    {
      bool any = false;
      basic_block bb;
      FOR_EACH_BB_FN (bb, fun)
	any |= gpugen_rewrite_errno_guard (bb) || rewrite_diamond (bb);
      if (!any)
	break;
      changed = true;
      cleanup_tree_cfg ();
      if (loops_state_satisfies_p (LOOPS_NEED_FIXUP))
	fix_loop_structure (NULL);
      scev_reset ();
    }
  if (!changed)
    return false;
  if (doms && !dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  return true;
}
