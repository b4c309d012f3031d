/* The host code's expressions and run-time checks: isl AST expressions
   as GENERIC trees, and the condition under which a region may run on
   the device.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gpugen-host.cc's walker translates every isl expression of the host
   AST with expr_to_tree (GENERIC, computed in "long", booleans for
   conditions; every use translates the isl tree again, as
   gimplification modifies its input), and guards the region with
   checks_tree: the assumptions, the transfers' bounds (below 2^32 for
   offsets computed in unsigned int, narrow_tree) and the alias checks'
   disjoint byte ranges (model_checks_tree), and then host_range_tree's
   check of the host memory of arrays touched speculatively.  */

#include "gpugen.h"
#include "gpugen-host.h"

/* Record in HG (the first time) that the region cannot be generated
   because of WHY; return NULL_TREE for the callers' convenience.  */

tree
gen_fail (host_gen *hg, const char *why)
{
  if (!hg->why)
    hg->why = why;
  return NULL_TREE;
}

/* Return T converted to "long".  */

tree
as_long (tree t)
{
  return fold_convert (long_integer_type_node, t);
}

/* Return T as a boolean: comparisons and logical operations are
   already, integers are compared with zero.  */

tree
as_bool (tree t)
{
  if (TREE_CODE (TREE_TYPE (t)) == BOOLEAN_TYPE)
    return t;
  return fold_build2 (NE_EXPR, boolean_type_node, t,
		      build_zero_cst (TREE_TYPE (t)));
}

/* Return the tree of the isl integer V ("long"), or NULL_TREE after
   recording the failure in HG when it is not an integer that fits.  */

static tree
val_to_tree (host_gen *hg, __isl_take isl_val *v)
{
  tree res = NULL_TREE;
  if (v && isl_val_is_int (v)
      && isl_val_cmp_si (v, LONG_MAX) <= 0
      && isl_val_cmp_si (v, LONG_MIN) >= 0)
    res = build_int_cst (long_integer_type_node, isl_val_get_num_si (v));
  else
    gen_fail (hg, "integer does not fit in 64 bits");
  isl_val_free (v);
  return res;
}

/* Return the tree of the isl identifier ID in the context of HG: an
   enclosing host loop's iterator, or a parameter of the SCoP converted
   to "long"; NULL_TREE after recording the failure otherwise.  */

static tree
id_to_tree (host_gen *hg, __isl_take isl_id *id)
{
  const char *name = isl_id_get_name (id);
  void *user = isl_id_get_user (id);
  isl_id_free (id);
  if (name)
    for (int i = hg->iter_names.length () - 1; i >= 0; i--)
      if (strcmp (hg->iter_names[i], name) == 0)
	return hg->iter_vals[i];
  if (user)
    for (tree p : hg->scop->params)
      if (p == (tree) user)
	{
	  if (!INTEGRAL_TYPE_P (TREE_TYPE (p)) && !POINTER_TYPE_P (TREE_TYPE (p)))
	    return gen_fail (hg, "parameter of a type that is not integral");
	  return as_long (p);
	}
  return gen_fail (hg, "unknown identifier in an isl expression");
}

/* Return the tree of argument POS of the isl operation E as a "long"
   (or as a boolean if BOOL_P), or NULL_TREE.  */

static tree
op_arg (host_gen *hg, isl_ast_expr *e, int pos, bool bool_p)
{
  isl_ast_expr *a = isl_ast_expr_op_get_arg (e, pos);
  tree t = a ? expr_to_tree (hg, a) : gen_fail (hg, "isl failed");
  isl_ast_expr_free (a);
  if (!t)
    return NULL_TREE;
  return bool_p ? as_bool (t) : as_long (t);
}

/* Return the GENERIC tree of the isl operation E in the context of HG,
   or NULL_TREE after recording the failure.  */

static tree
op_to_tree (host_gen *hg, isl_ast_expr *e)
{
  enum isl_ast_expr_op_type op = isl_ast_expr_op_get_type (e);
  isl_size n = isl_ast_expr_op_get_n_arg (e);
  tree lng = long_integer_type_node;
  enum tree_code code = ERROR_MARK;
  bool logical = false, compare = false;
  switch (op)
    {
    case isl_ast_expr_op_add: code = PLUS_EXPR; break;
    case isl_ast_expr_op_sub: code = MINUS_EXPR; break;
    case isl_ast_expr_op_mul: code = MULT_EXPR; break;
    /* isl's "div" is exact: truncation gives the same value.  */
    case isl_ast_expr_op_div: code = TRUNC_DIV_EXPR; break;
    case isl_ast_expr_op_fdiv_q: code = FLOOR_DIV_EXPR; break;
    case isl_ast_expr_op_pdiv_q: code = TRUNC_DIV_EXPR; break;
    case isl_ast_expr_op_pdiv_r: code = TRUNC_MOD_EXPR; break;
    case isl_ast_expr_op_zdiv_r: code = TRUNC_MOD_EXPR; break;
    case isl_ast_expr_op_min: code = MIN_EXPR; break;
    case isl_ast_expr_op_max: code = MAX_EXPR; break;
    /* Both operands are free of side effects and traps: no need to
       short-circuit.  */
    case isl_ast_expr_op_and:
    case isl_ast_expr_op_and_then: code = TRUTH_AND_EXPR; logical = true;
      break;
    case isl_ast_expr_op_or:
    case isl_ast_expr_op_or_else: code = TRUTH_OR_EXPR; logical = true;
      break;
    case isl_ast_expr_op_eq: code = EQ_EXPR; compare = true; break;
    case isl_ast_expr_op_le: code = LE_EXPR; compare = true; break;
    case isl_ast_expr_op_lt: code = LT_EXPR; compare = true; break;
    case isl_ast_expr_op_ge: code = GE_EXPR; compare = true; break;
    case isl_ast_expr_op_gt: code = GT_EXPR; compare = true; break;
    case isl_ast_expr_op_minus:
      {
	if (n != 1)
	  return gen_fail (hg, "malformed isl expression");
	tree a = op_arg (hg, e, 0, false);
	return a ? fold_build1 (NEGATE_EXPR, lng, a) : NULL_TREE;
      }
    case isl_ast_expr_op_select:
    case isl_ast_expr_op_cond:
      {
	if (n != 3)
	  return gen_fail (hg, "malformed isl expression");
	tree c = op_arg (hg, e, 0, true);
	tree a = c ? op_arg (hg, e, 1, false) : NULL_TREE;
	tree b = a ? op_arg (hg, e, 2, false) : NULL_TREE;
	return b ? fold_build3 (COND_EXPR, lng, c, a, b) : NULL_TREE;
      }
    default:
      return gen_fail (hg, "isl operation not supported in host code");
    }

  if (n < 2 || ((compare || (code != MIN_EXPR && code != MAX_EXPR
			     && !logical)) && n != 2))
    return gen_fail (hg, "malformed isl expression");
  tree type = (logical || compare) ? boolean_type_node : lng;
  tree res = op_arg (hg, e, 0, logical);
  for (int i = 1; i < n && res; i++)
    {
      tree b = op_arg (hg, e, i, logical);
      res = b ? fold_build2 (code, type, res, b) : NULL_TREE;
    }
  return res;
}

/* Return the GENERIC tree of the isl expression E in the context of HG
   ("long" for values, boolean for conditions), or NULL_TREE after
   recording the failure.  E is kept.  */

tree
expr_to_tree (host_gen *hg, isl_ast_expr *e)
{
  if (!e)
    return gen_fail (hg, "missing isl expression");
  switch (isl_ast_expr_get_type (e))
    {
    case isl_ast_expr_int:
      return val_to_tree (hg, isl_ast_expr_get_val (e));
    case isl_ast_expr_id:
      return id_to_tree (hg, isl_ast_expr_get_id (e));
    case isl_ast_expr_op:
      return op_to_tree (hg, e);
    default:
      return gen_fail (hg, "malformed isl expression");
    }
}

/* Return the host address of ARRAY as a "void *" tree: the address of
   its declaration, or the pointer it is reached through.  */

tree
host_address (gpugen_array *array)
{
  tree base = array->base;
  if (TREE_CODE (base) == SSA_NAME)
    return fold_convert (ptr_type_node, base);
  return fold_convert (ptr_type_node, build_fold_addr_expr (base));
}

/* Return the index of ARRAY's transfer in the code generation state of
   HG, or -1.  */

int
transfer_index (host_gen *hg, gpugen_array *array)
{
  vec<gpugen_transfer> &tr = hg->scop->cg->transfers;
  for (unsigned i = 0; i < tr.length (); i++)
    if (tr[i].array == array)
      return i;
  return -1;
}

/* Return the GENERIC tree of LO or HI (HI_P) of transfer T of HG times
   its element size, in "long", or NULL_TREE.  */

tree
transfer_bytes (host_gen *hg, gpugen_transfer &t, bool hi_p)
{
  tree v = expr_to_tree (hg, hi_p ? t.hi : t.lo);
  if (!v)
    return NULL_TREE;
  return fold_build2 (MULT_EXPR, long_integer_type_node, as_long (v),
		      build_int_cst (long_integer_type_node, t.elt_size));
}

/* Return the GENERIC condition that the host byte ranges of the
   transfers IA and IB of HG, [base + LO * size, base + HI * size), are
   disjoint; NULL_TREE after recording a failure.  */

static tree
disjoint_tree (host_gen *hg, int ia, int ib)
{
  gpugen_codegen *cg = hg->scop->cg;
  tree uptr = pointer_sized_int_node;
  tree bound[2][2];
  for (int k = 0; k < 2; k++)
    {
      gpugen_transfer &t = cg->transfers[k == 0 ? ia : ib];
      for (int h = 0; h < 2; h++)
	{
	  tree off = transfer_bytes (hg, t, h == 1);
	  if (!off)
	    return NULL_TREE;
	  tree base = fold_convert (uptr, host_address (t.array));
	  bound[k][h] = fold_build2 (PLUS_EXPR, uptr, base,
				     fold_convert (uptr, off));
	}
    }
  /* [a_lo, a_hi) and [b_lo, b_hi) are disjoint.  */
  return fold_build2 (TRUTH_OR_EXPR, boolean_type_node,
		      fold_build2 (LE_EXPR, boolean_type_node,
				   bound[0][1], bound[1][0]),
		      fold_build2 (LE_EXPR, boolean_type_node,
				   bound[1][1], bound[0][0]));
}

/* Return the GENERIC condition of the run-time check of the host memory
   of the arrays of HG that speculative accesses may touch outside their
   objects (gpugen_array's spec_range_p), true when there are none;
   NULL_TREE after recording a failure.  For each such array, with its
   transfer's byte range R (the range its copies touch):
   __gpugen_region_host_range_ok (name, base, LO * size, (HI - LO) *
   size, copied back), and where it is copied back, R disjoint from the
   range of every other array the region copies back.  Why this is
   enough: gpugen-spec.cc, at gpugen_speculative_assumptions.  GATE, when
   not NULL_TREE, is an "int" value, 1 where model_checks_tree's
   conditions held and 0 where not, that multiplies each call's byte
   count: where they failed, LO and HI may be anything (a stride that
   did not divide, a delinearized size that is negative), and a call of
   0 bytes answers 1 without looking, so the region's failure is counted
   once, by __gpugen_region_checked, and not again "by the host memory
   check"; so does each disjointness, which holds where GATE is 0.  */

tree
host_range_tree (host_gen *hg, tree gate)
{
  gpugen_codegen *cg = hg->scop->cg;
  tree cond = boolean_true_node;
  for (unsigned i = 0; i < cg->transfers.length (); i++)
    {
      gpugen_transfer &t = cg->transfers[i];
      if (t.array->kind != GPUGEN_ARRAY_MEMORY || !t.array->spec_range_p
	  || t.array->snapshot_of)
	continue;
      tree lo = transfer_bytes (hg, t, false);
      tree lo2 = transfer_bytes (hg, t, false);
      tree hi = transfer_bytes (hg, t, true);
      if (!lo || !lo2 || !hi)
	return NULL_TREE;
      tree bytes = fold_build2 (MINUS_EXPR, long_integer_type_node, hi, lo2);
      if (gate)
	bytes = fold_build2 (MULT_EXPR, long_integer_type_node, bytes,
			     fold_convert (long_integer_type_node, gate));
      tree call = build_call_expr (rt_decl (RT_HOST_RANGE), 5, hg->name,
				   fold_convert (const_ptr_type_node,
						 host_address (t.array)),
				   fold_convert (size_type_node, lo),
				   fold_convert (size_type_node, bytes),
				   build_int_cst (integer_type_node,
						  t.copy_out ? 1 : 0));
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			  fold_build2 (NE_EXPR, boolean_type_node, call,
				       integer_zero_node));
      if (!t.copy_out)
	continue;
      for (unsigned j = 0; j < cg->transfers.length (); j++)
	{
	  gpugen_transfer &u = cg->transfers[j];
	  if (j == i || !u.copy_out || u.array->kind != GPUGEN_ARRAY_MEMORY
	      /* A pair of such arrays is checked once.  */
	      || (j < i && u.array->spec_range_p))
	    continue;
	  tree d = disjoint_tree (hg, i, j);
	  if (!d)
	    return NULL_TREE;
	  if (gate)
	    d = fold_build2 (TRUTH_OR_EXPR, boolean_type_node, d,
			     fold_build2 (EQ_EXPR, boolean_type_node, gate,
					  build_zero_cst (TREE_TYPE (gate))));
	  cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, d);
	}
    }
  return cond;
}

/* Return the GENERIC condition that the elements transfer T of HG
   copies lie in [0, NARROW_END) of its array (gpugen_array's
   narrow_end), true for a transfer without one; NULL_TREE after
   recording a failure.  With the rows LO0 .. HI0 - 1 and the inner
   sizes s1 .. sk (T's row_lo, row_hi and row_sizes): LO0 >= 0, every
   si > 0, and HI0 <= (..(NARROW_END / s1) ..) / sk, which is HI0 * s1
   * .. * sk <= NARROW_END for positive sizes, computed without the
   products that might overflow (each divisor is MAX (si, 1), as the
   operands of the conjunction are all evaluated).  */

static tree
narrow_tree (host_gen *hg, gpugen_transfer &t)
{
  tree lng = long_integer_type_node;
  if (!t.row_hi)
    return boolean_true_node;
  tree lo = expr_to_tree (hg, t.row_lo);
  tree hi = expr_to_tree (hg, t.row_hi);
  if (!lo || !hi)
    return NULL_TREE;
  tree cond = fold_build2 (GE_EXPR, boolean_type_node, as_long (lo),
			   build_zero_cst (lng));
  tree q = build_int_cst (lng, t.array->narrow_end);
  for (isl_ast_expr *e : t.row_sizes)
    {
      tree s = expr_to_tree (hg, e);
      tree s2 = expr_to_tree (hg, e);
      if (!s || !s2)
	return NULL_TREE;
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			  fold_build2 (GT_EXPR, boolean_type_node, as_long (s),
				       build_zero_cst (lng)));
      q = fold_build2 (TRUNC_DIV_EXPR, lng, q,
		       fold_build2 (MAX_EXPR, lng, as_long (s2),
				    build_one_cst (lng)));
    }
  return fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
		      fold_build2 (LE_EXPR, boolean_type_node, as_long (hi),
				   q));
}

/* Return the GENERIC condition of the run-time checks of the model of
   the region of HG: the assumptions check, 0 <= LO <= HI for every
   transfer (and within [0, narrow_end) for an array that has one,
   narrow_tree), disjoint byte ranges for every alias check, and the
   bytes of a store made once after a time loop apart from its arrays
   (gpugen_reduce_exit_store_checks);
   NULL_TREE after recording a failure.  It has no side effects.  */

tree
model_checks_tree (host_gen *hg)
{
  gpugen_codegen *cg = hg->scop->cg;
  tree lng = long_integer_type_node;
  tree cond = boolean_true_node;
  if (cg->check)
    {
      tree c = expr_to_tree (hg, cg->check);
      if (!c)
	return NULL_TREE;
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			  as_bool (c));
    }
  for (gpugen_transfer &t : cg->transfers)
    {
      tree lo = expr_to_tree (hg, t.lo);
      tree lo2 = expr_to_tree (hg, t.lo);
      tree hi = expr_to_tree (hg, t.hi);
      if (!lo || !lo2 || !hi)
	return NULL_TREE;
      tree c1 = fold_build2 (LE_EXPR, boolean_type_node,
			     build_zero_cst (lng), as_long (lo));
      tree c2 = fold_build2 (LE_EXPR, boolean_type_node, as_long (lo2),
			     as_long (hi));
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, c1);
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, c2);
      tree c3 = narrow_tree (hg, t);
      if (!c3)
	return NULL_TREE;
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, c3);
    }
  for (gpugen_alias_check &ac : hg->scop->alias_checks)
    {
      int ia = transfer_index (hg, ac.a), ib = transfer_index (hg, ac.b);
      if (ia < 0 || ib < 0)
	return gen_fail (hg, "alias check of an array without a transfer");
      tree d = disjoint_tree (hg, ia, ib);
      if (!d)
	return NULL_TREE;
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, d);
    }
  tree st = gpugen_reduce_exit_store_checks (hg);
  if (!st)
    return NULL_TREE;
  return fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, st);
}

/* Return the GENERIC condition under which the region of HG may run on
   the device: model_checks_tree's, and the check of the host memory of
   the arrays touched speculatively (host_range_tree); NULL_TREE after
   recording a failure.  The dry run's check that both can be built;
   gpugen-host.cc emits them in two steps.  */

tree
checks_tree (host_gen *hg)
{
  tree cond = model_checks_tree (hg);
  if (!cond)
    return NULL_TREE;
  tree h = host_range_tree (hg, NULL_TREE);
  if (!h)
    return NULL_TREE;
  return fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, h);
}
