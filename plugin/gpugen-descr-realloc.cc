/* Fortran array descriptors across gfortran's reallocation on
   assignment, for gpugen's delinearization.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   An assignment to a whole allocatable array, "u = s * u + v", may
   reallocate its left-hand side: gfortran allocates an array that is
   not allocated, or reallocates one of another shape, on arms that join
   before the code that computes the values, so that the data pointer,
   the offset, the strides and the index shifts of the arrays involved
   reach the loops through PHI nodes that merge the values with and
   without reallocation.  The model cannot relate a PHI result to the
   arrays read, so gpugen_descr_phi_arg replaces each by its value on
   the arm without reallocation (found from the blocks that store to a
   descriptor on the way from the join's dominator to it), computed
   again before the region where it is computed only on that arm (a
   field loaded there, or an index shift), and the equality of the two
   becomes a run-time check with the descriptors' own
   (gpugen-descr.cc): where a reallocation happened, the host code
   runs.  The same is done where jump threading copied the computation
   of an offset or a stride onto both arms of a branch before an
   allocation, "~(long) MAX (n, 0)" on one and "~(long) n" on the
   other: the common value, checked equal at run time.

   A local allocatable whose descriptor GCC scalarized (SRA) has no
   store left to find the arm without reallocation by: there
   gpugen_descr_phi_offset rewrites the element offset of a reference,
   writing the join's PHIs that it adds (the offset, the index shifts)
   as one sum of the stride PHI that multiplies the counters, where
   that holds on every path into the join, an identity without a
   check.  Inside a loop, where the arm that keeps the array brings the
   values of the loop's previous pass, phi_offset_checked replaces the
   join's PHIs in the offset by their values on the other arms, under
   a run-time check of the coefficient of each counter and of the terms
   without one.  Where several PHIs of one join multiply counters (rank
   3, the extent itself a PHI: "n = 64; if (...) read (arg, *) n;
   allocate (a(n,n,n))"), phi_offset_anchored writes them and the
   offset as polys of one PHI of that join, found on one path and
   checked on all (reading each extent's MAX (ub - lb + 1, 0) as its
   first operand under a run-time check where the lower bounds are not
   1 and a loop bound is that PHI).  */

#include "gpugen-poly.h"
#include "gimplify.h"

/* Whether a block on a path from STOP (exclusive) to B (inclusive)
   stores to a Fortran array descriptor: the blocks that reach B
   without passing STOP, which dominates B (gfortran's reallocation of
   an assignment's left-hand side joins its arms, the allocation of an
   array not allocated and the reallocation of one of another shape,
   before the edge into the join; the dominator tree alone would skip
   them).  A walk of more than 32 blocks answers true.  */

static bool
stores_descriptor_p (basic_block b, basic_block stop)
{
  auto_vec<basic_block, 16> work;
  auto_bitmap seen;
  if (b == stop)
    return false;
  work.safe_push (b);
  bitmap_set_bit (seen, b->index);
  for (int steps = 0; !work.is_empty (); steps++)
    {
      if (steps >= 32)
	return true;
      basic_block x = work.pop ();
      for (gimple_stmt_iterator gsi = gsi_start_bb (x); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (gimple_store_p (gsi_stmt (gsi)) && is_gimple_assign (gsi_stmt (gsi))
	    && gpugen_descr_ref_p (gimple_assign_lhs (gsi_stmt (gsi))))
	  return true;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, x->preds)
	if (e->src != stop && e->src != ENTRY_BLOCK_PTR_FOR_FN (cfun)
	    && bitmap_set_bit (seen, e->src->index))
	  work.safe_push (e->src);
    }
  return false;
}

/* The memory state at the end of the block BB, before the statement
   that ends it (where descr_insert_at_end puts statements): the virtual
   operand of its last statement that touches memory, else of its
   virtual PHI, else that of its single predecessor's end, looked for a
   few blocks up; NULL_TREE where none is found.  */

static tree
memory_at_end (basic_block bb)
{
  for (int steps = 0; bb && steps < 8; steps++)
    {
      gimple_stmt_iterator gsi = gsi_last_bb (bb);
      if (!gsi_end_p (gsi) && stmt_ends_bb_p (gsi_stmt (gsi))
	  && gimple_vuse (gsi_stmt (gsi)))
	return gimple_vuse (gsi_stmt (gsi));
      for (; !gsi_end_p (gsi); gsi_prev (&gsi))
	{
	  gimple *g = gsi_stmt (gsi);
	  if (gimple_vdef (g))
	    return gimple_vdef (g);
	  if (gimple_vuse (g))
	    return gimple_vuse (g);
	}
      if (gphi *vphi = get_virtual_phi (bb))
	return gimple_phi_result (vphi);
      if (!single_pred_p (bb)
	  || single_pred (bb) == ENTRY_BLOCK_PTR_FOR_FN (cfun))
	return NULL_TREE;
      bb = single_pred (bb);
    }
  return NULL_TREE;
}

/* Return a value equal to V (an SSA name or a constant of integer or
   pointer type) wherever V is defined, available at the end of the
   block BB: V itself where it is (descr_available_at_end_p); else,
   appended to SEQ, the same load made again there with the memory state of BB's
   end, for a load of a descriptor field that can be read there
   (descriptor_readable_at_p), or a copy of its computation, when that
   is arithmetic without traps on such values, looked for DEPTH
   definitions deep; NULL_TREE otherwise.  The copy runs on paths where
   V's own definition does not: after a Fortran reallocation, where a
   load made again reads the new array's field (gfortran's "u = s * u
   + v" followed by a use of u's stride, which it loads on the arm
   without reallocation only), and where the operands of arithmetic
   may be a stale descriptor's, so that signed arithmetic is done in
   the unsigned type, which wraps (descr_arith).  Where the copy's value
   is not V's, the run-time check of gpugen_descr_phi_arg fails.  */

static tree
available_copy (tree v, basic_block bb, gimple_seq *seq, int depth)
{
  if (descr_available_at_end_p (v, bb))
    return v;
  if (TREE_CODE (v) != SSA_NAME || depth <= 0)
    return NULL_TREE;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
  if (def && gimple_assign_load_p (def) && gimple_vuse (def)
      && !gimple_has_side_effects (def) && !gimple_has_volatile_ops (def)
      && (INTEGRAL_TYPE_P (TREE_TYPE (v)) || POINTER_TYPE_P (TREE_TYPE (v)))
      && gpugen_descr_ref_p (gimple_assign_rhs1 (def))
      && descriptor_readable_at_p (gimple_assign_rhs1 (def), bb))
    {
      tree mem = memory_at_end (bb);
      bool ops_ok = mem != NULL_TREE;
      ssa_op_iter it;
      tree op;
      FOR_EACH_SSA_TREE_OPERAND (op, def, it, SSA_OP_USE)
	if (!descr_available_at_end_p (op, bb))
	  ops_ok = false;
      if (ops_ok)
	{
	  /* The same load made there already (for another PHI of the
	     same field): its value, so that the field is one
	     parameter.  */
	  tree ref = gimple_assign_rhs1 (def);
	  for (gimple_seq_node n = gimple_seq_first (*seq); n; n = n->next)
	    if (gimple_assign_load_p (n) && gimple_vuse (n) == mem
		&& operand_equal_p (gimple_assign_rhs1 (n), ref, 0)
		&& types_compatible_p (TREE_TYPE (gimple_assign_lhs (n)),
				       TREE_TYPE (v)))
	      return gimple_assign_lhs (n);
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    {
	      gimple *g = gsi_stmt (gsi);
	      if (gimple_assign_load_p (g) && gimple_vuse (g) == mem
		  && TREE_CODE (gimple_assign_lhs (g)) == SSA_NAME
		  && operand_equal_p (gimple_assign_rhs1 (g), ref, 0)
		  && types_compatible_p (TREE_TYPE (gimple_assign_lhs (g)),
					 TREE_TYPE (v)))
		return gimple_assign_lhs (g);
	    }
	  tree lhs = make_ssa_name (TREE_TYPE (v));
	  gassign *g = gimple_build_assign (lhs,
					    unshare_expr (gimple_assign_rhs1
							  (def)));
	  gimple_set_vuse (g, mem);
	  gimple_seq_add_stmt (seq, g);
	  descr_note_inserted_load (g);
	  return lhs;
	}
    }
  if (!def || gimple_has_side_effects (def) || gimple_vuse (def))
    return NULL_TREE;
  tree type = TREE_TYPE (v);
  enum tree_code code = gimple_assign_rhs_code (def);
  tree ops[2] = { NULL_TREE, NULL_TREE };
  unsigned n = gimple_num_ops (def) - 1;
  if (n > 2)
    return NULL_TREE;
  for (unsigned i = 0; i < n; i++)
    {
      ops[i] = available_copy (gimple_op (def, i + 1), bb, seq, depth - 1);
      if (!ops[i])
	return NULL_TREE;
    }
  switch (code)
    {
    case SSA_NAME:
    case INTEGER_CST:
      return ops[0];
    CASE_CONVERT:
      if (!(INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
	  || !(INTEGRAL_TYPE_P (TREE_TYPE (ops[0]))
	       || POINTER_TYPE_P (TREE_TYPE (ops[0]))))
	return NULL_TREE;
      {
	tree lhs = make_ssa_name (type);
	gimple_seq_add_stmt (seq, gimple_build_assign (lhs, NOP_EXPR,
						       ops[0]));
	return lhs;
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      if (!INTEGRAL_TYPE_P (type))
	return NULL_TREE;
      return descr_arith (code, ops[0], ops[1], seq);
    case NEGATE_EXPR:
      if (!INTEGRAL_TYPE_P (type))
	return NULL_TREE;
      return descr_arith (code, ops[0], NULL_TREE, seq);
    case BIT_NOT_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
      {
	if (!INTEGRAL_TYPE_P (type))
	  return NULL_TREE;
	tree lhs = make_ssa_name (type);
	gimple_seq_add_stmt (seq, n == 1
			     ? gimple_build_assign (lhs, code, ops[0])
			     : gimple_build_assign (lhs, code, ops[0], ops[1]));
	return lhs;
      }
    default:
      return NULL_TREE;
    }
}

/* Whether the GENERIC expressions A and B (from common_expr) are one
   computation where each MAX (X, 0) may also be X alone (folded so on
   a path that knows X > 0).  */

static bool
equal_but_max0_p (tree a, tree b)
{
  while (TREE_CODE (a) == MAX_EXPR && integer_zerop (TREE_OPERAND (a, 1)))
    a = TREE_OPERAND (a, 0);
  while (TREE_CODE (b) == MAX_EXPR && integer_zerop (TREE_OPERAND (b, 1)))
    b = TREE_OPERAND (b, 0);
  if (TREE_CODE (a) != TREE_CODE (b))
    return false;
  if (TREE_CODE (a) == SSA_NAME || TREE_CODE (a) == INTEGER_CST)
    return operand_equal_p (a, b, 0);
  if (!types_compatible_p (TREE_TYPE (a), TREE_TYPE (b)))
    return false;
  for (int i = 0; i < TREE_OPERAND_LENGTH (a); i++)
    if (!equal_but_max0_p (TREE_OPERAND (a, i), TREE_OPERAND (b, i)))
      return false;
  return true;
}

/* Return V (an SSA name or a constant of integer type) as a GENERIC
   expression over values available at the end of the block BB: V
   itself where it is; else the expression of its definition, an
   arithmetic assignment without loads, or for a PHI node (not a loop
   header's) whose arguments are all one computation but for MAX (X, 0)
   that may be X (equal_but_max0_p) that of its first argument; looked
   for DEPTH definitions deep.  NULL_TREE otherwise.  Where a MAX was
   folded, the value is V's only where X >= 0, which the run-time check
   of phi_common_value confirms.  */

static tree
common_expr (tree v, basic_block bb, int depth)
{
  if (descr_available_at_end_p (v, bb))
    return v;
  if (TREE_CODE (v) != SSA_NAME || depth <= 0
      || !INTEGRAL_TYPE_P (TREE_TYPE (v)))
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (v);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      basic_block pb = gimple_bb (phi);
      if (pb->loop_father->header == pb || gimple_phi_num_args (phi) == 0)
	return NULL_TREE;
      tree e = NULL_TREE;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	{
	  tree a = common_expr (gimple_phi_arg_def (phi, i), bb, depth - 1);
	  if (!a || (e && !equal_but_max0_p (a, e)))
	    return NULL_TREE;
	  e = e ? e : a;
	}
      return e;
    }
  gassign *as = dyn_cast <gassign *> (def);
  if (!as || gimple_vuse (as) || gimple_has_side_effects (as))
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree type = TREE_TYPE (v);
  switch (code)
    {
    case SSA_NAME:
      return common_expr (gimple_assign_rhs1 (as), bb, depth - 1);
    CASE_CONVERT:
    case NEGATE_EXPR:
    case BIT_NOT_EXPR:
      {
	tree a = common_expr (gimple_assign_rhs1 (as), bb, depth - 1);
	return (a && INTEGRAL_TYPE_P (TREE_TYPE (a))
		? build1 (code, type, a) : NULL_TREE);
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
      {
	tree a = common_expr (gimple_assign_rhs1 (as), bb, depth - 1);
	tree b = a ? common_expr (gimple_assign_rhs2 (as), bb, depth - 1)
		 : NULL_TREE;
	return b ? build2 (code, type, a, b) : NULL_TREE;
      }
    default:
      return NULL_TREE;
    }
}

/* The computations materialize made at the end of a block of the
   function MADE_FN: the block, the expression and its name, so that
   one expression gets one name there (the MAX (n, 0) of an array's
   offset and of its stride: one parameter).  */

struct made_expr
{
  basic_block bb;
  tree expr, name;
};
static vec<made_expr> made_exprs;
static function *made_fn;

/* Return a name for the value of the GENERIC expression E (from
   common_expr) at the end of the block BB, appending to SEQ the
   statements that compute it there, or the name made for it before.  */

static tree
materialize (tree e, basic_block bb, gimple_seq *seq)
{
  if (TREE_CODE (e) == SSA_NAME || TREE_CODE (e) == INTEGER_CST)
    return e;
  if (made_fn != cfun)
    {
      made_exprs.truncate (0);
      made_fn = cfun;
    }
  for (made_expr &m : made_exprs)
    if (m.bb == bb && operand_equal_p (m.expr, e, 0))
      return m.name;
  tree ops[2];
  int n = TREE_OPERAND_LENGTH (e);
  for (int i = 0; i < n; i++)
    ops[i] = materialize (TREE_OPERAND (e, i), bb, seq);
  tree name;
  enum tree_code code = TREE_CODE (e);
  /* Where the program did not compute it, the arithmetic must not
     overflow: in the unsigned type (descr_arith).  */
  if (code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR)
    name = descr_arith (code, ops[0], ops[1], seq);
  else if (code == NEGATE_EXPR)
    name = descr_arith (code, ops[0], NULL_TREE, seq);
  else
    {
      name = make_ssa_name (TREE_TYPE (e));
      gimple_seq_add_stmt (seq, n == 1
			   ? gimple_build_assign (name,
						  CONVERT_EXPR_CODE_P (code)
						  ? NOP_EXPR : code, ops[0])
			   : gimple_build_assign (name, code, ops[0],
						  ops[1]));
    }
  made_expr m = { bb, e, name };
  made_exprs.safe_push (m);
  return name;
}

/* If NAME, an integer defined before MB's region by a PHI node (not a
   loop header's), is on every path one computation on values available
   at the end of the block before the region (the offset and the strides
   of an array that gfortran allocates after a branch: jump threading
   copies the check of its size onto each arm, "~(long) MAX (n, 0)",
   folded to "~(long) n" where the arm knows n > 0: common_expr),
   return a name for the computation of its first argument made again
   at the end of that block, which the model can follow (one MAX (n,
   0), a parameter, for the offset and the stride), and remember the equality of the two,
   checked at run time with the descriptors' equalities (it holds
   wherever the arguments are one value).  Otherwise NULL_TREE.  */

static tree
phi_common_value (model_builder *mb, tree name)
{
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (name));
  if (!phi || !INTEGRAL_TYPE_P (TREE_TYPE (name)))
    return NULL_TREE;
  basic_block before = mb->scop->entry->src;
  basic_block pb = gimple_bb (phi);
  if (pb->loop_father->header == pb)
    return NULL_TREE;
  tree e = NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree a = common_expr (gimple_phi_arg_def (phi, i), before, 8);
      if (!a || (e && !equal_but_max0_p (a, e)))
	return NULL_TREE;
      e = e ? e : a;
    }
  gimple_seq seq = NULL;
  tree t = materialize (e, before, &seq);
  if (seq)
    descr_insert_at_end (before, seq);
  return t;
}

/* Whether the value V is a result of a PHI node of the block B, or
   reaches one through PHI nodes of joins (no loop's header), looked
   for DEPTH deep.  */

static bool
merges_into_p (tree v, basic_block b, int depth)
{
  if (TREE_CODE (v) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (v))
    return false;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v));
  if (!phi)
    return false;
  basic_block pb = gimple_bb (phi);
  if (pb == b)
    return true;
  if (depth <= 0 || pb->loop_father->header == pb)
    return false;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    if (merges_into_p (gimple_phi_arg_def (phi, i), b, depth - 1))
      return true;
  return false;
}

/* Whether the argument ARG of a PHI node of the block B is a value of
   the previous pass through a loop that holds B, carried from B: the
   result of a PHI node of that loop's header whose argument from the
   loop's latch is a PHI result of B, directly or through later joins
   (a local allocatable's offset, stride or extent as the last
   assignment in the loop left it, where gfortran's reallocation keeps
   the array; not the loop's counter, which is the value of this
   pass).  */

static bool
stale_arg_p (tree arg, basic_block b)
{
  if (TREE_CODE (arg) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (arg))
    return false;
  gphi *h = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (arg));
  if (!h)
    return false;
  basic_block hb = gimple_bb (h);
  class loop *l = hb->loop_father;
  if (l->header != hb || hb == b || !flow_bb_inside_loop_p (l, b))
    return false;
  for (unsigned i = 0; i < gimple_phi_num_args (h); i++)
    if (flow_bb_inside_loop_p (l, gimple_phi_arg_edge (h, i)->src)
	&& merges_into_p (gimple_phi_arg_def (h, i), b, 4))
      return true;
  return false;
}

/* Whether the value V is available at the end of the block BB and may
   be used there in loop-closed SSA: defined in a loop that holds BB (a
   value of a loop used after it must pass through its exit's PHI).  */

static bool
usable_at_end_p (tree v, basic_block bb)
{
  if (!descr_available_at_end_p (v, bb))
    return false;
  if (TREE_CODE (v) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (v))
    return true;
  return flow_bb_inside_loop_p (gimple_bb (SSA_NAME_DEF_STMT (v))
				->loop_father, bb);
}

/* If NAME, defined before MB's region, is the result of a PHI node that
   merges the values of a Fortran array before and after gfortran's
   reallocation of the left-hand side of an assignment (the data
   pointer, the offset, the index shifts: a join of two edges, one of
   which comes from blocks that store to a descriptor, below the join's
   immediate dominator), return its argument on the other edge, which
   skips the reallocation, and remember the equality of the two,
   checked at run time with the descriptors' equalities: where no
   reallocation happened, the written array is the one read.  The check
   is computed at the end of the block before the region, where the
   argument, computed on its edge only (the index shift "lbound (gc) -
   lbound (ga)" of run-realloc-1's copy), may not be known: then its
   computation is copied there (available_copy).  Otherwise (or where
   that cannot be done: the argument is itself a PHI) NULL_TREE.  */

tree
gpugen_descr_phi_arg (model_builder *mb, tree name)
{
  if (!lang_GNU_Fortran () || TREE_CODE (name) != SSA_NAME
      || SSA_NAME_IS_DEFAULT_DEF (name)
      || !dom_info_available_p (CDI_DOMINATORS)
      || mb->scop->entry->src == ENTRY_BLOCK_PTR_FOR_FN (cfun))
    return NULL_TREE;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (name));
  if (!phi || virtual_operand_p (name))
    return NULL_TREE;
  basic_block b = gimple_bb (phi);
  if (!dominated_by_p (CDI_DOMINATORS, mb->scop->entry->src, b))
    return NULL_TREE;
  /* A loop's header merges the value before the loop with that of the
     previous pass, no reallocation: its argument from before the loop
     (a local allocatable's offset after its allocate) would be checked
     equal to it, which holds in the first pass only.  */
  if (b->loop_father->header == b)
    return NULL_TREE;
  /* A PHI that closes a loop (loop-closed SSA): its arguments are the
     loop's own values, which may not be used after it (not even in the
     check of their equality).  */
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      if (TREE_CODE (arg) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (arg)
	  && gimple_bb (SSA_NAME_DEF_STMT (arg))
	  && !flow_bb_inside_loop_p (gimple_bb (SSA_NAME_DEF_STMT (arg))
				     ->loop_father, b))
	return NULL_TREE;
    }
  if (tree known = descr_phi_known (mb, name))
    return known;
  if (tree common = phi_common_value (mb, name))
    {
      descr_phi_note (mb, name, common);
      return common;
    }
  if (gimple_phi_num_args (phi) != 2)
    return NULL_TREE;
  basic_block idom = get_immediate_dominator (CDI_DOMINATORS, b);
  bool st0 = stores_descriptor_p (gimple_phi_arg_edge (phi, 0)->src, idom);
  bool st1 = stores_descriptor_p (gimple_phi_arg_edge (phi, 1)->src, idom);
  if (st0 == st1)
    return NULL_TREE;
  tree arg = gimple_phi_arg_def (phi, st0 ? 1 : 0);
  if (TREE_CODE (arg) != SSA_NAME && TREE_CODE (arg) != INTEGER_CST)
    return NULL_TREE;
  basic_block before = mb->scop->entry->src;
  gimple_seq seq = NULL;
  tree avail = available_copy (arg, before, &seq, 6);
  if (!avail)
    {
      gimple_seq_discard (seq);
      if (dump_file)
	{
	  fprintf (dump_file, "[gpugen-delin] ");
	  print_generic_expr (dump_file, arg);
	  fprintf (dump_file, " (for ");
	  print_generic_expr (dump_file, name);
	  fprintf (dump_file, ") is not known before the region\n");
	}
      return NULL_TREE;
    }
  if (seq)
    descr_insert_at_end (before, seq);
  descr_phi_note (mb, name, avail);
  return avail;
}

/* The most edges into a join whose PHI nodes gpugen_descr_phi_offset
   follows, the most PHI nodes of one join it replaces at once, and the
   most cases (paths through joins) it compares.  */
#define MAX_JOIN_EDGES 8
#define MAX_JOIN_PHIS 8
#define MAX_JOIN_CASES 16

/* The PHI node that defines the parameter T, where T is an integer
   merged at a join of two to MAX_JOIN_EDGES edges that no cycle enters
   (not a loop's header, nor a block of an irreducible region: its
   arguments are then values of the same pass through the code before
   it); NULL otherwise.  */

static gphi *
join_phi (tree t)
{
  if (TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t)
      || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return NULL;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (t));
  if (!phi || gimple_phi_num_args (phi) < 2
      || gimple_phi_num_args (phi) > MAX_JOIN_EDGES)
    return NULL;
  basic_block bb = gimple_bb (phi);
  if (bb->loop_father->header == bb || (bb->flags & BB_IRREDUCIBLE_LOOP))
    return NULL;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (e->flags & EDGE_IRREDUCIBLE_LOOP)
      return NULL;
  return phi;
}

/* Whether every parameter of the poly P has an index below NP.  */

static bool
params_below_p (const poly &p, unsigned np)
{
  for (int i = 0; i < p.n; i++)
    for (int k = 0; k < p.t[i].np; k++)
      if ((unsigned) p.t[i].par[k] >= np)
	return false;
  return true;
}

/* Set *OUT to P with each parameter PAR[J] (J < N) replaced by the poly
   VAL[J].  */

static bool
subst_params (const poly &p, const int *par, const poly *val, int n,
	      poly *out)
{
  poly r;
  r.n = 0;
  for (int i = 0; i < p.n; i++)
    {
      pterm t = p.t[i];
      pterm c = t;
      c.np = 0;
      poly v;
      v.n = 0;
      if (!poly_add_term (&v, c, 1))
	return false;
      for (int k = 0; k < t.np; k++)
	{
	  int j = 0;
	  while (j < n && par[j] != t.par[k])
	    j++;
	  if (!poly_mul (&v, v, j < n ? val[j] : poly_param (t.par[k])))
	    return false;
	}
      if (!poly_add (&r, r, v, 1))
	return false;
    }
  *out = r;
  return true;
}

/* Whether the poly P holds one of the parameters PAR[0..M-1].  */

static bool
holds_param_p (const poly &p, const int *par, int m)
{
  for (int i = 0; i < p.n; i++)
    for (int k = 0; k < p.t[i].np; k++)
      for (int j = 0; j < m; j++)
	if (p.t[i].par[k] == par[j])
	  return true;
  return false;
}

/* One path of values through joins: the terms R of an offset and the
   stride S, with the PHI nodes of the joins passed replaced by their
   arguments, and where join_cases may read MAX_EXPRs as their first
   operands in R, the conditions under which that is exact.  */

struct join_case
{
  poly r, s;
  max_conds conds;
};

/* Whether the parameter P may be replaced by its PHI node's arguments:
   a PHI of a join, one of the N parameters TOP (the region's join) or
   one met on the way (from index NP).  */

static bool
expandable_p (model_builder *mb, int p, const int *top, int n, unsigned np)
{
  bool in_top = false;
  for (int j = 0; j < n; j++)
    in_top |= top[j] == p;
  return ((in_top || (unsigned) p >= np)
	  && join_phi (mb->scop->params[p]) != NULL);
}

/* Follow the terms R of an offset and the stride S, both over the
   parameters TOP[0..N-1] of PHI nodes of one join (among others),
   through that join and the joins before it, into *LEAVES: on each path
   of edges, the values of R and S as polys without assumptions of the
   parameters that are no such PHIs (parameters MB had before, below
   NP, stay as they are).  False past MAX_JOIN_CASES paths, or where a
   value is no such poly.  Where MAXES, the arguments of the PHIs that
   only R holds read each MAX_EXPR <A, C> of a constant C as A, under
   the conditions A - C >= 0 that each path collects (S's values stay
   exact).  */

static bool
join_cases (model_builder *mb, const poly &r, const poly &s, const int *top,
	    int n, unsigned np, vec<join_case> *leaves, bool maxes)
{
  auto_vec<join_case, 4> work;
  join_case c0 = { r, s, { 0, {} } };
  work.safe_push (c0);
  while (!work.is_empty ())
    {
      join_case c = work.pop ();
      /* The PHIs of one join in C.  */
      int par[MAX_JOIN_PHIS], m = 0;
      basic_block join = NULL;
      for (int w = 0; w < 2; w++)
	{
	  const poly &p = w ? c.s : c.r;
	  for (int i = 0; i < p.n; i++)
	    for (int k = 0; k < p.t[i].np; k++)
	      {
		int q = p.t[i].par[k];
		if (!expandable_p (mb, q, top, n, np))
		  continue;
		basic_block bb = gimple_bb (join_phi (mb->scop->params[q]));
		if (join && bb != join)
		  continue;
		join = bb;
		int j = 0;
		while (j < m && par[j] != q)
		  j++;
		if (j == m && m == MAX_JOIN_PHIS)
		  return false;
		if (j == m)
		  par[m++] = q;
	      }
	}
      if (!m)
	{
	  if (leaves->length () == MAX_JOIN_CASES)
	    return false;
	  leaves->safe_push (c);
	  continue;
	}
      unsigned nargs = EDGE_COUNT (join->preds);
      if (work.length () + leaves->length () + nargs > MAX_JOIN_CASES)
	return false;
      for (unsigned e = 0; e < nargs; e++)
	{
	  poly val[MAX_JOIN_PHIS];
	  join_case d;
	  d.conds = c.conds;
	  for (int j = 0; j < m; j++)
	    {
	      tree arg = gimple_phi_arg_def (join_phi (mb->scop->params
						       [par[j]]), e);
	      bool exact = !maxes || holds_param_p (c.s, &par[j], 1);
	      if (exact
		  ? !gpugen_delin_before_poly (mb, arg, &val[j])
		  : !gpugen_delin_before_poly (mb, arg, &val[j], &d.conds))
		return false;
	    }
	  if (!subst_params (c.r, par, val, m, &d.r)
	      || !subst_params (c.s, par, val, m, &d.s))
	    return false;
	  work.safe_push (d);
	}
    }
  return true;
}

/* Whether the parameter I of MB is a value of the previous pass through
   a loop that holds the block JOIN (stale_arg_p).  */

static bool
stale_param_p (model_builder *mb, int i, basic_block join)
{
  return stale_arg_p (mb->scop->params[i], join);
}

/* Whether the value V is computed from a value of the previous pass
   through a loop that holds the block JOIN (stale_arg_p) by arithmetic
   without loads, looked for DEPTH definitions deep ("lbound - 1", the
   index shift of a lower bound kept).  */

static bool
stale_value_p (tree v, basic_block join, int depth)
{
  if (stale_arg_p (v, join))
    return true;
  if (TREE_CODE (v) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (v) || depth <= 0)
    return false;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
  if (!def || gimple_vuse (def))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    if (stale_value_p (gimple_op (def, i), join, depth - 1))
      return true;
  return false;
}

/* Set *VAL[J] to the argument on the edge E into JOIN of the PHI node
   of each parameter PAR[J] (J < M) of MB, converted to a poly without
   assumptions (gpugen_delin_before_poly).  False where one is no such
   poly, holds a parameter that is not available at the end of the
   block before the region, or is a value of the previous pass through
   a loop that holds JOIN (stale_arg_p, directly or as a parameter of
   its poly: "lbound - 1" of the lower bound kept), *STALE set then.  */

static bool
edge_values (model_builder *mb, const int *par, int m, unsigned e,
	     basic_block join, poly *val, bool *stale)
{
  basic_block before = mb->scop->entry->src;
  *stale = false;
  for (int j = 0; j < m; j++)
    if (stale_value_p (gimple_phi_arg_def (join_phi (mb->scop->params[par[j]]),
					   e), join, 4))
      {
	*stale = true;
	return false;
      }
  for (int j = 0; j < m; j++)
    {
      tree arg = gimple_phi_arg_def (join_phi (mb->scop->params[par[j]]), e);
      if ((TREE_CODE (arg) != SSA_NAME && TREE_CODE (arg) != INTEGER_CST)
	  || !gpugen_delin_before_poly (mb, arg, &val[j]))
	return false;
      for (int i = 0; i < val[j].n; i++)
	for (int k = 0; k < val[j].t[i].np; k++)
	  {
	    int q = val[j].t[i].par[k];
	    if (stale_param_p (mb, q, join))
	      {
		*stale = true;
		return false;
	      }
	    if (!usable_at_end_p (mb->scop->params[q], before))
	      return false;
	  }
    }
  return true;
}

/* Append to SEQ the statements that compute the poly P of MB's
   parameters (no counters) in long, wrapping, and return the value.  */

static tree
materialize_poly (model_builder *mb, const poly &p, gimple_seq *seq)
{
  tree type = long_integer_type_node;
  tree sum = build_int_cst (type, 0);
  for (int i = 0; i < p.n; i++)
    {
      tree v = build_int_cst (type, p.t[i].coef);
      for (int k = 0; k < p.t[i].np; k++)
	{
	  tree x = mb->scop->params[p.t[i].par[k]];
	  if (!types_compatible_p (TREE_TYPE (x), type))
	    {
	      tree c = make_ssa_name (type);
	      gimple_seq_add_stmt (seq, gimple_build_assign (c, NOP_EXPR, x));
	      x = c;
	    }
	  v = descr_arith (MULT_EXPR, v, x, seq);
	}
      sum = descr_arith (PLUS_EXPR, sum, v, seq);
    }
  return sum;
}

/* The terms of the poly P whose counter is IV (-1: none), without it.  */

static bool
iv_part (const poly &p, int iv, poly *out)
{
  out->n = 0;
  for (int i = 0; i < p.n; i++)
    if (p.t[i].iv == iv)
      {
	pterm t = p.t[i];
	t.iv = -1;
	if (!poly_add_term (out, t, 1))
	  return false;
      }
  return true;
}

/* Rewrite the element offset OFF of a reference of a local allocatable
   assigned as a whole inside a loop ("do it = 1, n; r = a * 2 + it"),
   whose descriptor GCC scalarized: the offset, the index shifts and
   the strides reach the loops as PHI nodes of the join after gfortran's
   reallocation, and on the arm where the array is kept (of the right
   shape already) their arguments are the values of the previous pass
   through the loop (stale_arg_p), which the model cannot follow (it
   would take an induction over the loop's passes: the join cases of
   gpugen_descr_phi_offset end there).  The offset was a parameter
   unrelated to the strides, which delinearization could only assume
   equal to a constant (the check failed at every pass), and at rank 3
   no chain of strides was found ("parametric stride").  Where on every
   other arm into the join (those that allocate or reallocate the array,
   or give it a new shape of the same size) the PHIs' arguments are
   polys of the parameters that make OFF one poly, OFF becomes that
   poly, and for the coefficient of each counter and the terms without
   a counter that hold the join's PHIs, the equality of its value with
   the PHIs and with that poly is checked at run time with the
   descriptors' equalities.  The kept array's values satisfy it: its
   strides are those of its shape, and its offset plus the index shifts
   times the strides is the same sum whatever lower bounds it keeps
   ("-1 - n" at rank 2 after "r(0:n-1,-1:n-2)" as after "r(n,n)");
   where they do not, the host code runs.  */

static void
phi_offset_checked (model_builder *mb, poly *off, delin_off *info)
{
  basic_block before = mb->scop->entry->src;
  basic_block join = NULL;
  int par[MAX_JOIN_PHIS], m = 0;
  for (int i = 0; i < off->n; i++)
    for (int k = 0; k < off->t[i].np; k++)
      {
	int q = off->t[i].par[k];
	gphi *phi = join_phi (mb->scop->params[q]);
	if (!phi || (join && gimple_bb (phi) != join)
	    || !usable_at_end_p (mb->scop->params[q], before))
	  continue;
	join = gimple_bb (phi);
	int j = 0;
	while (j < m && par[j] != q)
	  j++;
	if (j == m && m == MAX_JOIN_PHIS)
	  return;
	if (j == m)
	  par[m++] = q;
      }
  if (!m || loop_outer (join->loop_father) == NULL)
    return;
  /* OFF on each clean arm, compared; the exploration's parameters and
     checks dropped.  */
  unsigned np = mb->scop->params.length ();
  auto_vec<unsigned, 8> state;
  gpugen_descr_save (mb, &state);
  int nclean = 0, nstale = 0;
  int first = -1;
  bool ok = true;
  poly want;
  for (unsigned e = 0; ok && e < EDGE_COUNT (join->preds); e++)
    {
      poly val[MAX_JOIN_PHIS], d;
      bool stale;
      if (!edge_values (mb, par, m, e, join, val, &stale))
	{
	  ok = stale;
	  nstale += stale;
	  continue;
	}
      ok = subst_params (*off, par, val, m, &d);
      if (ok && first >= 0)
	ok = poly_equal_p (d, want);
      else if (ok)
	{
	  want = d;
	  first = e;
	}
      nclean++;
    }
  mb->scop->params.truncate (np);
  gpugen_descr_restore (mb, state);
  if (!ok || !nstale || !nclean)
    return;
  /* The first clean arm again, its parameters kept this time.  */
  poly val[MAX_JOIN_PHIS], nw;
  bool stale;
  if (!edge_values (mb, par, m, first, join, val, &stale)
      || !subst_params (*off, par, val, m, &nw))
    {
      mb->scop->params.truncate (np);
      gpugen_descr_restore (mb, state);
      return;
    }
  /* Where the strides are read from the descriptor in memory (a local
     allocatable whose descriptor a later intrinsic reads: only the
     offset and the index shifts are scalarized), the terms without a
     counter on that arm ("-1 - n - n * n") are over other parameters
     than the strides (its extents, loaded again), which
     delinearization cannot relate: they are replaced by 0 instead, the
     offset of the first element of a whole-array assignment's
     left-hand side from its data pointer, which the check confirms.  */
  poly cst;
  if (iv_part (*off, -1, &cst) && holds_param_p (cst, par, m)
      && iv_part (nw, -1, &cst))
    {
      bool other = false;
      for (int i = 0; i < cst.n; i++)
	for (int k = 0; k < cst.t[i].np; k++)
	  {
	    bool found = false;
	    for (int l = 0; l < nw.n; l++)
	      for (int q = 0; nw.t[l].iv >= 0 && q < nw.t[l].np; q++)
		found |= nw.t[l].par[q] == cst.t[i].par[k];
	    other |= !found;
	  }
      if (other)
	{
	  poly z;
	  z.n = 0;
	  for (int i = 0; i < nw.n; i++)
	    if (nw.t[i].iv >= 0 && !poly_add_term (&z, nw.t[i], 1))
	      other = false;
	  if (other)
	    nw = z;
	}
    }
  /* The checks: the terms of each counter, and those without one.  */
  gimple_seq seq = NULL;
  auto_vec<tree, 8> lhs, rhs;
  for (int iv = -1; ok && iv < MAX_DEPTH; iv++)
    {
      poly a, b;
      if (!iv_part (*off, iv, &a) || !iv_part (nw, iv, &b))
	ok = false;
      else if (holds_param_p (a, par, m))
	{
	  lhs.safe_push (materialize_poly (mb, a, &seq));
	  rhs.safe_push (materialize_poly (mb, b, &seq));
	}
    }
  if (!ok || lhs.is_empty ())
    {
      gimple_seq_discard (seq);
      mb->scop->params.truncate (np);
      gpugen_descr_restore (mb, state);
      return;
    }
  descr_insert_at_end (before, seq);
  for (unsigned i = 0; i < lhs.length (); i++)
    descr_phi_note (mb, lhs[i], rhs[i]);
  /* The arguments available before the region name their polys (the
     extent "(long) k" of a shape that changes from pass to pass, a
     sum of parameters): delinearization takes a named value for a
     dimension's size.  */
  for (int j = 0; info && j < m; j++)
    {
      tree arg = gimple_phi_arg_def (join_phi (mb->scop->params[par[j]]),
				     first);
      int leaf;
      bool named = false;
      if (TREE_CODE (arg) != SSA_NAME || leaf_param_p (val[j], &leaf)
	  || val[j].n == 0 || (val[j].n == 1 && val[j].t[0].np == 0))
	continue;
      /* Computed on the arms only (jump threading copied "(long) m"
	 onto each): its computation made again before the region.  */
      if (!usable_at_end_p (arg, before))
	{
	  gimple_seq copy = NULL;
	  tree c = available_copy (arg, before, &copy, 6);
	  if (!c || TREE_CODE (c) != SSA_NAME
	      || (gimple_bb (SSA_NAME_DEF_STMT (c))
		  && !usable_at_end_p (c, before)))
	    {
	      gimple_seq_discard (copy);
	      continue;
	    }
	  if (copy)
	    descr_insert_at_end (before, copy);
	  arg = c;
	}
      for (int i = 0; i < info->n_names; i++)
	named |= info->names[i].name == arg;
      if (!named && info->n_names < MAX_NAMES)
	{
	  info->names[info->n_names].name = arg;
	  info->names[info->n_names++].p = val[j];
	}
    }
  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-delin] the offset's PHIs of the join of ");
      print_generic_expr (dump_file, mb->scop->params[par[0]]);
      fprintf (dump_file, " are checked to be their sum on %d of %u "
	       "paths, %d kept from the loop's previous pass (%u checks)\n",
	       nclean, EDGE_COUNT (join->preds), nstale, lhs.length ());
    }
  *off = nw;
}

/* Add to *OUT the condition C (a poly of the parameters) of the path
   where the PHI parameter S is T + K (T the parameter LEAF, K a
   constant poly, or LEAF -1 where S is the constant K): C with T
   replaced by S - K, which must then hold only S and the parameters
   below NP and be affine (added once); where S is a constant, C must
   be a constant that is not negative (no condition then).  False
   otherwise.  */

static bool
add_anchor_cond (const poly &c, int s, int leaf, const poly &k, unsigned np,
		 max_conds *out)
{
  poly d;
  lin l;
  if (leaf < 0)
    return (params_below_p (c, 0)
	    && (c.n == 0 || (c.t[0].iv < 0 && c.t[0].coef >= 0)));
  poly val;
  if (!poly_add (&val, poly_param (s), k, -1)
      || !subst_params (c, &leaf, &val, 1, &d) || !params_below_p (d, np)
      || !poly_to_lin (d, &l))
    return false;
  for (int i = 0; i < out->n; i++)
    if (poly_equal_p (out->p[i], d))
      return true;
  if (out->n == MAX_CONDS)
    return false;
  out->p[out->n++] = d;
  return true;
}

/* Split the poly P into T + K, T a parameter of index NP or more (met
   on the way through the joins, *LEAF) and K a constant (*K); or where P
   is a constant, *LEAF = -1 and *K = P.  False otherwise.  */

static bool
anchor_split (const poly &p, unsigned np, int *leaf, poly *k)
{
  poly rest;
  k->n = rest.n = 0;
  for (int i = 0; i < p.n; i++)
    if (!poly_add_term (p.t[i].np == 0 && p.t[i].iv < 0 ? k : &rest,
			p.t[i], 1))
      return false;
  *leaf = -1;
  if (rest.n == 0)
    return true;
  return leaf_param_p (rest, leaf) && (unsigned) *leaf >= np;
}

/* Set *G to the poly of the PHI parameter S and of the parameters MB
   had before (below NP, the count on entry) that the PHI parameter X of
   the same join is on every path into that join and the joins before
   it (join_cases): found on a path where S is T + K, for a parameter T
   met on the way and a constant K, as X's value there with T replaced
   by S - K ("(long) MAX (n, 0)" and its square, the first two strides
   of a rank-3 allocatable, give X = S * S), then checked on every path
   by putting S's value into it (64 and 4096 where n was set to 64 on
   the other arm): an identity of polys, which holds for every value of
   the parameters.  Where MAXES, X's values read each MAX_EXPR <A, C>
   of a constant C as A (gfortran's extents "MAX (ub, lb - 1) - (lb -
   1)"), exact where A >= C: on a path where S is T + K, that condition
   with T replaced by S - K is added to *CONDS, to be checked at run
   time (where that path ran, it is the condition itself, S's values
   being exact; on a path where S is a constant, the conditions are
   constants, which must hold).  False where no path has such an S, a
   path disagrees, or the conversion relied on a descriptor's layout
   (whose check would have to stay); nothing found on the way
   stays.  */

static bool
phi_over_anchor (model_builder *mb, int s, int x, bool maxes, poly *g,
		 max_conds *conds)
{
  unsigned np = mb->scop->params.length ();
  auto_vec<unsigned, 8> state;
  auto_vec<join_case, MAX_JOIN_CASES> leaves;
  int top[2] = { s, x };
  max_conds saved = *conds;
  gpugen_descr_save (mb, &state);
  /* The parameters met on the way are dropped again: only the array of
     parameters bounds them, not max-params (the three extents, the
     strides and the offset of a rank-3 array at two joins pass it).  */
  int max_params = gpugen_opts.max_params;
  gpugen_opts.max_params = MAX_PARAMS;
  bool ok = join_cases (mb, poly_param (x), poly_param (s), top, 2, np,
			&leaves, maxes);
  gpugen_opts.max_params = max_params;
  bool found = false;
  for (unsigned l = 0; ok && !found && l < leaves.length (); l++)
    {
      int leaf;
      poly k, val;
      if (!anchor_split (leaves[l].s, np, &leaf, &k) || leaf < 0)
	continue;
      found = (poly_add (&val, poly_param (s), k, -1)
	       && subst_params (leaves[l].r, &leaf, &val, 1, g)
	       && params_below_p (*g, np));
    }
  ok = ok && found;
  for (unsigned l = 0; ok && l < leaves.length (); l++)
    {
      poly want, k;
      int leaf;
      ok = (subst_params (*g, &s, &leaves[l].s, 1, &want)
	    && poly_equal_p (want, leaves[l].r)
	    && (!leaves[l].conds.n
		|| anchor_split (leaves[l].s, np, &leaf, &k)));
      for (int c = 0; ok && c < leaves[l].conds.n; c++)
	ok = add_anchor_cond (leaves[l].conds.p[c], s, leaf, k, np, conds);
    }
  mb->scop->params.truncate (np);
  if (gpugen_descr_restore (mb, state) || !ok)
    {
      *conds = saved;
      return false;
    }
  return true;
}

/* Replace in the element offset OFF the PHI parameters PAR[0..N-1] of
   one join by their polys of the parameter A, a PHI of that join
   (phi_over_anchor, reading MAX_EXPRs under conditions where MAXES),
   adding those conditions to MB's assumptions and naming in INFO each
   PHI whose poly is no parameter or constant: a dimension's size "ub -
   lb + 1" over the anchor "ub", whose equality with its poly
   delinearization checks at run time (an affine name), and a stride
   "(ub - lb + 1) ** 2", which delinearization then takes whole, its
   constant term included.  Return whether OFF was rewritten.  */

static bool
phi_offset_over (model_builder *mb, poly *off, const int *par, int n, int a,
		 bool maxes, delin_off *info)
{
  poly val[MAX_JOIN_PHIS], nw;
  int xs[MAX_JOIN_PHIS], m = 0;
  max_conds conds;
  conds.n = 0;
  bool ok = true;
  for (int j = 0; ok && j < n; j++)
    if (par[j] != a)
      {
	xs[m] = par[j];
	ok = phi_over_anchor (mb, a, par[j], maxes, &val[m++], &conds);
      }
  if (!ok || !m || !subst_params (*off, xs, val, m, &nw))
    return false;
  for (int c = 0; c < conds.n; c++)
    {
      lin l;
      if (!poly_to_lin (conds.p[c], &l))
	return false;
    }
  for (int c = 0; c < conds.n; c++)
    {
      lin l;
      poly_to_lin (conds.p[c], &l);
      isl_aff *aff = lin_to_aff (l, set_space (mb, 0, NULL));
      gpugen_add_assumption (mb->scop,
			     isl_set_params (isl_pw_aff_nonneg_set
					     (isl_pw_aff_from_aff (aff))));
    }
  for (int j = 0; info && j < m; j++)
    {
      int leaf;
      bool named = false;
      if (leaf_param_p (val[j], &leaf)
	  || val[j].n == 0 || (val[j].n == 1 && val[j].t[0].np == 0))
	continue;
      for (int i = 0; i < info->n_names; i++)
	named |= info->names[i].name == mb->scop->params[xs[j]];
      if (!named && info->n_names < MAX_NAMES)
	{
	  info->names[info->n_names].name = mb->scop->params[xs[j]];
	  info->names[info->n_names++].p = val[j];
	}
    }
  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-delin] the offset's PHIs of the join of ");
      print_generic_expr (dump_file, mb->scop->params[a]);
      fprintf (dump_file, " are polys of it on every path (%d replaced, "
	       "%d conditions)\n", m, conds.n);
    }
  *off = nw;
  return true;
}

/* Rewrite the element offset OFF (a poly of MB's parameters) of a
   reference of a Fortran array whose descriptor GCC scalarized, where
   several PHI nodes of one join multiply counters: a local allocatable
   of rank 3 or more whose extent is a PHI itself ("n = 64; if (...)
   read (arg, *) n; allocate (a(n,n,n))": the strides "(long) MAX (n,
   0)" and its square and the offset reach the loops as PHIs of the
   join after the allocation, 64 and 4096 on the arm that keeps n).
   gpugen_descr_phi_offset below takes one such PHI only, and with two
   unrelated stride parameters delinearization found no chain of
   strides ("parametric stride").  First, where for one PHI S that
   multiplies a counter every other PHI of its join in OFF is on every
   path a poly of S and of the parameters MB had, those PHIs are
   replaced by their polys, an identity that needs no check;
   delinearization then divides the offset by S and S * S, and assumes
   (checks at run time) that the subscripts lie within S where the loop
   bounds are other parameters (n, against MAX (n, 0)).  Failing that
   (lower bounds other than 1: each dimension's extent is a MAX of its
   own, "MAX (n - 3, -3) + 3", which no stride's poly holds), every
   parameter of MB that is a PHI of that join (a loop bound "n - 1")
   is tried as S, reading the MAXes of the others as their first
   operands under conditions checked at run time.  MIN_COUNTERS is the
   fewest PHIs of the join that must multiply counters: 2 before
   gpugen_descr_phi_offset's sum is tried, 1 after it failed (a plane
   "c(i, j, 2)" of such an array, whose offset adds twice the second
   stride, S * S, to the offset PHI: no sum of S).  Return whether OFF
   was rewritten.  */

static bool
phi_offset_anchored (model_builder *mb, poly *off, delin_off *info,
		     int min_counters)
{
  basic_block join = NULL;
  int par[MAX_JOIN_PHIS], n = 0, counters = 0;
  for (int i = 0; !join && i < off->n; i++)
    for (int k = 0; !join && off->t[i].iv >= 0 && k < off->t[i].np; k++)
      if (gphi *sphi = join_phi (mb->scop->params[off->t[i].par[k]]))
	join = gimple_bb (sphi);
  if (!join)
    return false;
  /* The PHIs of the join in OFF, and how many multiply a counter.  */
  for (int m = 0; m < off->n; m++)
    for (int q = 0; q < off->t[m].np; q++)
      {
	int p = off->t[m].par[q];
	gphi *x = join_phi (mb->scop->params[p]);
	if (!x || gimple_bb (x) != join)
	  continue;
	int j = 0;
	while (j < n && par[j] != p)
	  j++;
	if (j == n && n == MAX_JOIN_PHIS)
	  return false;
	if (j == n)
	  {
	    par[n++] = p;
	    bool counter = false;
	    for (int t = 0; t < off->n; t++)
	      for (int r = 0; off->t[t].iv >= 0 && r < off->t[t].np; r++)
		counter |= off->t[t].par[r] == p;
	    counters += counter;
	  }
      }
  if (counters < min_counters || n < 2)
    return false;
  for (int j = 0; j < n; j++)
    if (phi_offset_over (mb, off, par, n, par[j], false, info))
      return true;
  unsigned np = mb->scop->params.length ();
  for (unsigned a = 0; a < np; a++)
    {
      gphi *x = join_phi (mb->scop->params[a]);
      if (x && gimple_bb (x) == join
	  && phi_offset_over (mb, off, par, n, a, true, info))
	return true;
    }
  return false;
}

/* Rewrite the element offset OFF (a poly of MB's parameters) of a
   reference of a Fortran array whose descriptor GCC scalarized (a
   local allocatable, at -O2): after gfortran's reallocation on
   assignment, its data pointer, offset, strides and the index shifts
   of the assignment reach the loops as PHI nodes of the join after the
   reallocation, with no store to a descriptor left to find the arm
   without it by (gpugen_descr_phi_arg).  The offset and the shifts are
   then parameters unrelated to the stride, the PHI that multiplies a
   counter, and delinearization took "offset + 1", -stride for lower
   bounds 1, for a column's start, assumed >= 0, which the run-time
   check refused at every execution.  Where one PHI S of a join
   multiplies counters in OFF, the terms R of OFF without counters that
   hold other integer PHIs of that join are followed with S through the
   join and the joins before it (join_cases: the allocation's own
   branches); where on every path R is A + B * S for polys A and B of
   the parameters MB had ("~stride" for lower bounds 1: A = B = -1),
   found by dividing the difference of R on two paths by that of S and
   checked on each, R is replaced by A + B * S, an identity that needs
   no check.  Nothing found on the way stays: the parameters met are
   dropped, and a conversion that relied on a descriptor's layout (whose
   check would have to stay) makes the join stay as it was.  Then,
   where a join's PHIs remain and the arm that keeps the array brings
   a loop's previous values, phi_offset_checked replaces them under a
   run-time check, naming in INFO the extents it computes.  */

void
gpugen_descr_phi_offset (model_builder *mb, poly *off, delin_off *info)
{
  if (!lang_GNU_Fortran ())
    return;
  phi_offset_anchored (mb, off, info, 2);
  for (int i = 0; i < off->n; i++)
    for (int k = 0; off->t[i].iv >= 0 && k < off->t[i].np; k++)
      {
	int s = off->t[i].par[k];
	gphi *sphi = join_phi (mb->scop->params[s]);
	if (!sphi)
	  continue;
	basic_block join = gimple_bb (sphi);
	/* The PHIs of the join in OFF: S first, the others in the terms
	   R; another that multiplies a counter leaves the join alone.  */
	int par[MAX_JOIN_PHIS], n = 1;
	par[0] = s;
	poly r;
	r.n = 0;
	bool ok = true;
	for (int m = 0; ok && m < off->n; m++)
	  {
	    bool in_r = false;
	    for (int q = 0; q < off->t[m].np; q++)
	      {
		int p = off->t[m].par[q];
		gphi *x = p == s ? NULL : join_phi (mb->scop->params[p]);
		if (!x || gimple_bb (x) != join)
		  continue;
		if (off->t[m].iv >= 0)
		  ok = false;
		in_r = true;
		int j = 0;
		while (j < n && par[j] != p)
		  j++;
		if (j == n && n == MAX_JOIN_PHIS)
		  ok = false;
		else if (j == n)
		  par[n++] = p;
	      }
	    if (ok && in_r)
	      ok = poly_add_term (&r, off->t[m], 1);
	  }
	if (!ok || n == 1)
	  continue;
	/* R and S on each path.  */
	unsigned np = mb->scop->params.length ();
	auto_vec<unsigned, 8> state;
	auto_vec<join_case, MAX_JOIN_CASES> leaves;
	gpugen_descr_save (mb, &state);
	ok = join_cases (mb, r, poly_param (s), par, n, np, &leaves, false);
	mb->scop->params.truncate (np);
	if (gpugen_descr_restore (mb, state) || !ok)
	  continue;
	/* B from two paths where S differs, then A.  */
	poly ds, dr, a, b, rem;
	unsigned l2 = 1;
	while (l2 < leaves.length ()
	       && poly_equal_p (leaves[0].s, leaves[l2].s))
	  l2++;
	if (l2 >= leaves.length ()
	    || !poly_add (&ds, leaves[0].s, leaves[l2].s, -1)
	    || !poly_add (&dr, leaves[0].r, leaves[l2].r, -1)
	    || !poly_divmod (dr, ds, &b, &rem) || rem.n != 0
	    || !poly_mul (&a, b, leaves[0].s)
	    || !poly_add (&a, leaves[0].r, a, -1)
	    || !params_below_p (a, np) || !params_below_p (b, np))
	  continue;
	for (unsigned l = 1; ok && l < leaves.length (); l++)
	  {
	    poly want;
	    ok = (poly_mul (&want, b, leaves[l].s)
		  && poly_add (&want, want, a, 1)
		  && poly_equal_p (want, leaves[l].r));
	  }
	poly nw, sb;
	if (!ok || !poly_add (&nw, *off, r, -1) || !poly_add (&nw, nw, a, 1)
	    || !poly_mul (&sb, b, poly_param (s)) || !poly_add (&nw, nw, sb, 1))
	  continue;
	if (dump_file)
	  {
	    fprintf (dump_file, "[gpugen-delin] the offset's PHIs of the "
		     "join of ");
	    print_generic_expr (dump_file, mb->scop->params[s]);
	    fprintf (dump_file, " are the same sum of it on %u paths\n",
		     leaves.length ());
	  }
	*off = nw;
	/* The terms moved: start again (the join's other PHIs are gone,
	   and the terms added hold S and MB's earlier parameters).  */
	i = -1;
	break;
      }
  phi_offset_anchored (mb, off, info, 1);
  phi_offset_checked (mb, off, info);
}
