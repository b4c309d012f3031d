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
   other: the common value, checked equal at run time.  */

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
