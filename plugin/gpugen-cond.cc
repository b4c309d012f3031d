/* Conditions as sets of iterations for gpugen's polyhedral model.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   cond_to_set turns the condition of a branch, or of a loop's exit,
   into the isl set of the iterations where it holds: a comparison of
   affine values (gpugen-affine.cc's lins) or of quasi-affine ones (with
   divisions, remainders, masks and shifts by constants), and the truth
   operations that combine them.  GCC writes many conditions people
   write plainly in other forms, which are read here too: "i > 3 && j <
   m" combined into a truth value "_3 = _1 & _2; if (_3 != 0)" (the
   comparisons it combines, truth_tree), a range test folded into one
   unsigned comparison, "(unsigned) i - 2 <= 3" (each side modulo
   2^precision, exact whether or not it wraps, for types narrower than
   64 bits: a parameter past LONG_MAX is a negative "long" to the host
   code and the kernels), the equality of two pointers the region does
   not change (Fortran's present (), a parameter).  An unsigned
   comparison of values that may wrap is otherwise not affine.  The
   result is over the SCoP's parameters at the time of the call; callers
   align parameter spaces.  */

#include "gpugen-model.h"

/* Return the set of SP where the comparison A CODE B holds (A, B
   taken).  */

static isl_set *
compare_set (enum tree_code code, isl_aff *a, isl_aff *b)
{
  switch (code)
    {
    case LT_EXPR:
      return isl_aff_lt_set (a, b);
    case LE_EXPR:
      return isl_aff_le_set (a, b);
    case GT_EXPR:
      return isl_aff_gt_set (a, b);
    case GE_EXPR:
      return isl_aff_ge_set (a, b);
    case EQ_EXPR:
      return isl_aff_eq_set (a, b);
    case NE_EXPR:
      return isl_aff_ne_set (a, b);
    default:
      isl_aff_free (a);
      isl_aff_free (b);
      return NULL;
    }
}

/* Whether L is a bare constant, counter or parameter with coefficient 1
   and no constant: a value that an unsigned comparison compares with the
   same result as a signed one (given the parameters' type ranges).  */

static bool
lin_plain_p (const lin &l)
{
  int n = 0;
  for (int i = 0; i < MAX_DEPTH; i++)
    if (l.iv[i])
      {
	if (l.iv[i] != 1)
	  return false;
	n++;
      }
  for (int i = 0; i < MAX_PARAMS; i++)
    if (l.par[i])
      {
	if (l.par[i] != 1)
	  return false;
	n++;
      }
  if (n == 0)
    return l.cst >= 0;
  return n == 1 && l.cst == 0;
}

/* Convert OP, an operand of a comparison, into *OUT as tree_to_lin
   does, except that a constant of an unsigned type is its unsigned value
   (the 4294967295 of "n != 4294967295", which tree_to_lin reads as -1
   modulo 2^32).  */

static bool
cmp_operand_lin (model_builder *mb, tree op, lin_ctx &ctx, lin *out)
{
  if (TREE_CODE (op) == INTEGER_CST && TYPE_UNSIGNED (TREE_TYPE (op))
      && tree_fits_shwi_p (op))
    {
      memset (out, 0, sizeof (*out));
      out->cst = tree_to_shwi (op);
      return true;
    }
  return tree_to_lin (mb, op, ctx, out);
}

static tree truth_tree (model_builder *, tree, lin_ctx &, int);

/* Return T as a truth value: a truth_tree, or the constant T; NULL_TREE
   otherwise.  */

static tree
truth_operand (model_builder *mb, tree t, lin_ctx &ctx, int depth)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return integer_zerop (t) ? boolean_false_node : boolean_true_node;
  return truth_tree (mb, t, ctx, depth);
}

/* If the comparison E compares two truth values for equality ("_3 !=
   _14", GCC's "(j > 5) != (i > 5)"), return it as truth operations on
   their comparisons; NULL_TREE otherwise.  */

static tree
truth_compare (model_builder *mb, tree e, lin_ctx &ctx, int depth)
{
  enum tree_code code = TREE_CODE (e);
  tree op0 = TREE_OPERAND (e, 0), op1 = TREE_OPERAND (e, 1);
  if ((code != EQ_EXPR && code != NE_EXPR)
      || !(TREE_CODE (TREE_TYPE (op0)) == BOOLEAN_TYPE
	   || (INTEGRAL_TYPE_P (TREE_TYPE (op0))
	       && TYPE_PRECISION (TREE_TYPE (op0)) == 1)))
    return NULL_TREE;
  tree a = truth_operand (mb, op0, ctx, depth);
  tree b = a ? truth_operand (mb, op1, ctx, depth) : NULL_TREE;
  if (!b)
    return NULL_TREE;
  /* a == b: (a && b) || (!a && !b); a != b, its negation.  */
  tree same = build2 (TRUTH_OR_EXPR, boolean_type_node,
		      build2 (TRUTH_AND_EXPR, boolean_type_node, a, b),
		      build2 (TRUTH_AND_EXPR, boolean_type_node,
			      build1 (TRUTH_NOT_EXPR, boolean_type_node, a),
			      build1 (TRUTH_NOT_EXPR, boolean_type_node, b)));
  return (code == EQ_EXPR ? same
	  : build1 (TRUTH_NOT_EXPR, boolean_type_node, same));
}

/* If T, used in context CTX, is a truth value (of a boolean type, or an
   integer type of one bit) that the region computes in the iteration
   where it is used, by comparisons combined with "&", "|", "^" and
   "~" (GCC's combination of "i > 3 && j < m" into "_1 & _2"), return it
   as a tree of comparisons and truth operations; NULL_TREE otherwise.
   DEPTH limits the search.  */

static tree
truth_tree (model_builder *mb, tree t, lin_ctx &ctx, int depth)
{
  if (depth > 8 || TREE_CODE (t) != SSA_NAME
      || !(TREE_CODE (TREE_TYPE (t)) == BOOLEAN_TYPE
	   || (INTEGRAL_TYPE_P (TREE_TYPE (t))
	       && TYPE_PRECISION (TREE_TYPE (t)) == 1
	       && TYPE_UNSIGNED (TREE_TYPE (t))))
      || !defined_in_region_p (mb, t) || !def_usable_p (t, ctx.loop))
    return NULL_TREE;
  gassign *def = as_a <gassign *> (SSA_NAME_DEF_STMT (t));
  enum tree_code code = gimple_assign_rhs_code (def);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      tree e = build2 (code, boolean_type_node, gimple_assign_rhs1 (def),
		       gimple_assign_rhs2 (def));
      if (tree b = truth_compare (mb, e, ctx, depth + 1))
	return b;
      return e;
    }
  tree a = NULL_TREE, b = NULL_TREE;
  switch (code)
    {
    case SSA_NAME:
      return truth_tree (mb, gimple_assign_rhs1 (def), ctx, depth + 1);
    case BIT_NOT_EXPR:
      a = truth_tree (mb, gimple_assign_rhs1 (def), ctx, depth + 1);
      return a ? build1 (TRUTH_NOT_EXPR, boolean_type_node, a) : NULL_TREE;
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
      a = truth_tree (mb, gimple_assign_rhs1 (def), ctx, depth + 1);
      b = a ? truth_tree (mb, gimple_assign_rhs2 (def), ctx, depth + 1)
	  : NULL_TREE;
      if (!b)
	return NULL_TREE;
      if (code == BIT_AND_EXPR)
	return build2 (TRUTH_AND_EXPR, boolean_type_node, a, b);
      if (code == BIT_IOR_EXPR)
	return build2 (TRUTH_OR_EXPR, boolean_type_node, a, b);
      /* a ^ b: (a || b) && !(a && b).  */
      return build2 (TRUTH_AND_EXPR, boolean_type_node,
		     build2 (TRUTH_OR_EXPR, boolean_type_node, a, b),
		     build1 (TRUTH_NOT_EXPR, boolean_type_node,
			     build2 (TRUTH_AND_EXPR, boolean_type_node,
				     a, b)));
    default:
      return NULL_TREE;
    }
}

/* Convert OP, an operand of an unsigned comparison, into *OUT as to_lin
   does, setting *EXACT, except that a constant is its unsigned value,
   exact (the 4294967295 of "n != 4294967295", cmp_operand_lin's
   reading).  */

static bool
unsigned_operand_lin (model_builder *mb, tree op, lin_ctx &ctx, lin *out,
		      bool *exact)
{
  if (TREE_CODE (op) == INTEGER_CST && tree_fits_shwi_p (op))
    {
      memset (out, 0, sizeof (*out));
      out->cst = tree_to_shwi (op);
      *exact = true;
      return true;
    }
  return to_lin (mb, op, ctx, out, exact);
}

/* Return the set over DIMS counters where OP0 CODE OP1 holds, for
   operands of an unsigned integer type narrower than 64 bits that are not
   both constants, parameters or counters read exactly (those compare
   as cond_to_set does): each side is its affine value modulo
   2^precision (to_lin's value, congruent to it), exact whether or not
   the computation wraps.  NULL, with nothing recorded but the
   parameters met, where a side is not affine or both are plain.  */

static isl_set *
unsigned_compare_set (model_builder *mb, enum tree_code code, tree op0,
		      tree op1, lin_ctx &ctx, int dims)
{
  lin a, b;
  bool ea, eb;
  enum gpugen_reject before = mb->why;
  unsigned nw = mb->wraps.length ();
  if (!unsigned_operand_lin (mb, op0, ctx, &a, &ea)
      || !unsigned_operand_lin (mb, op1, ctx, &b, &eb)
      || (ea && eb && lin_plain_p (a) && lin_plain_p (b)))
    {
      mb->why = before;
      mb->wraps.truncate (nw);
      return NULL;
    }
  tree type = TREE_TYPE (op0);
  isl_val *m = isl_val_2exp (isl_val_int_from_si (gpugen_isl_ctx,
						  TYPE_PRECISION (type)));
  isl_space *all = set_space (mb, dims, NULL);
  isl_pw_aff *qa = isl_pw_aff_mod_val (
    isl_pw_aff_from_aff (lin_to_aff (a, isl_space_copy (all))),
    isl_val_copy (m));
  isl_pw_aff *qb = isl_pw_aff_mod_val (
    isl_pw_aff_from_aff (lin_to_aff (b, all)), m);
  switch (code)
    {
    case LT_EXPR: return isl_pw_aff_lt_set (qa, qb);
    case LE_EXPR: return isl_pw_aff_le_set (qa, qb);
    case GT_EXPR: return isl_pw_aff_gt_set (qa, qb);
    case GE_EXPR: return isl_pw_aff_ge_set (qa, qb);
    case EQ_EXPR: return isl_pw_aff_eq_set (qa, qb);
    case NE_EXPR: return isl_pw_aff_ne_set (qa, qb);
    default:
      isl_pw_aff_free (qa);
      isl_pw_aff_free (qb);
      return NULL;
    }
}

/* Convert the condition COND (a comparison, a truth operation or a
   boolean constant), used in context CTX, into a set over DIMS counters.
   Return NULL, recording the reason, when it is not affine.  */

isl_set *
cond_to_set (model_builder *mb, tree cond, lin_ctx &ctx, int dims)
{
  enum tree_code code = TREE_CODE (cond);
  isl_space *sp = set_space (mb, dims, NULL);

  if (code == INTEGER_CST)
    return (integer_zerop (cond) ? isl_set_empty (sp)
	    : isl_set_universe (sp));

  if (code == TRUTH_AND_EXPR || code == TRUTH_ANDIF_EXPR
      || code == TRUTH_OR_EXPR || code == TRUTH_ORIF_EXPR)
    {
      isl_space_free (sp);
      isl_set *a = cond_to_set (mb, TREE_OPERAND (cond, 0), ctx, dims);
      isl_set *b = cond_to_set (mb, TREE_OPERAND (cond, 1), ctx, dims);
      if (!a || !b)
	{
	  isl_set_free (a);
	  isl_set_free (b);
	  return NULL;
	}
      /* The two sides may have discovered different parameters.  */
      isl_space *all = set_space (mb, dims, NULL);
      a = isl_set_align_params (a, isl_space_copy (all));
      b = isl_set_align_params (b, all);
      return (code == TRUTH_AND_EXPR || code == TRUTH_ANDIF_EXPR
	      ? isl_set_intersect (a, b) : isl_set_union (a, b));
    }

  if (code == TRUTH_NOT_EXPR)
    {
      isl_set *a = cond_to_set (mb, TREE_OPERAND (cond, 0), ctx, dims);
      if (!a)
	{
	  isl_space_free (sp);
	  return NULL;
	}
      isl_space_free (sp);
      isl_space *all = set_space (mb, dims, NULL);
      a = isl_set_align_params (a, isl_space_copy (all));
      return isl_set_subtract (isl_set_universe (all), a);
    }

  if (TREE_CODE_CLASS (code) != tcc_comparison)
    {
      isl_space_free (sp);
      model_fail (mb, GPUGEN_REJECT_COND);
      return NULL;
    }
  isl_space_free (sp);

  tree op0 = TREE_OPERAND (cond, 0), op1 = TREE_OPERAND (cond, 1);
  tree type = TREE_TYPE (op0);
  if (!INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type))
    {
      model_fail (mb, GPUGEN_REJECT_COND);
      return NULL;
    }
  /* Truth values the region computes ("_3 = _1 & _2; if (_3 != 0)",
     where GCC combined "i > 3 && j < m"; "if (_3 != _14)" for "(j > 5)
     != (i > 5)"): their comparisons.  */
  if (tree t = truth_compare (mb, cond, ctx, 0))
    return cond_to_set (mb, t, ctx, dims);
  /* The equality of two pointers that the region does not change (an
     optional dummy compared with null: Fortran's present ()) holds in
     every iteration or in none: a parameter, a flag computed before the
     region, so that the region is versioned on it.  */
  tree flag = (POINTER_TYPE_P (type)
	       ? gpugen_invariant_flag (mb, code, op0, op1) : NULL_TREE);
  if (flag)
    {
      int p = param_index (mb, flag);
      if (p < 0)
	return model_fail (mb, GPUGEN_REJECT_PARAMS), (isl_set *) NULL;
      lin l;
      memset (&l, 0, sizeof l);
      l.par[p] = 1;
      l.cst = -1;
      isl_aff *aff = lin_to_aff (l, set_space (mb, dims, NULL));
      return isl_pw_aff_zero_set (isl_pw_aff_from_aff (aff));
    }
  lin a, b;
  tree *saved = ctx.base;
  ctx.base = NULL;
  enum gpugen_reject before = mb->why;
  /* A comparison with a division or remainder by a constant (i % 2 ==
     0): the exact values of both sides as quasi-affine functions, which
     compare as the machine values do (an unsigned side's exact value is
     the unsigned value).  */
  if (quasi_tree_p (mb, op0, ctx, 0) || quasi_tree_p (mb, op1, ctx, 0))
    {
      isl_pw_aff *qa = to_qaff (mb, op0, ctx, dims, 0);
      isl_pw_aff *qb = qa ? to_qaff (mb, op1, ctx, dims, 0) : NULL;
      ctx.base = saved;
      if (!qa || !qb)
	{
	  isl_pw_aff_free (qa);
	  isl_pw_aff_free (qb);
	  if (before == GPUGEN_OK && mb->why != GPUGEN_REJECT_PARAMS)
	    mb->why = GPUGEN_REJECT_COND;
	  return NULL;
	}
      isl_space *all = set_space (mb, dims, NULL);
      qa = isl_pw_aff_align_params (qa, isl_space_copy (all));
      qb = isl_pw_aff_align_params (qb, all);
      switch (code)
	{
	case LT_EXPR: return isl_pw_aff_lt_set (qa, qb);
	case LE_EXPR: return isl_pw_aff_le_set (qa, qb);
	case GT_EXPR: return isl_pw_aff_gt_set (qa, qb);
	case GE_EXPR: return isl_pw_aff_ge_set (qa, qb);
	case EQ_EXPR: return isl_pw_aff_eq_set (qa, qb);
	case NE_EXPR: return isl_pw_aff_ne_set (qa, qb);
	default:
	  isl_pw_aff_free (qa);
	  isl_pw_aff_free (qb);
	  model_fail (mb, GPUGEN_REJECT_COND);
	  return NULL;
	}
    }
  /* An unsigned comparison of computed values (GCC's range tests:
     "i >= 2 && i <= 5" as "(unsigned) i - 2 <= 3", "i / 3 == -2" as
     "(unsigned) i + 8 <= 2"): each side's value is its affine value
     modulo 2^precision, which isl represents exactly, whether or not
     it wraps.  Not for 64 bits: the host code and the kernels read a
     parameter as a "long", so an unsigned long bound past LONG_MAX
     ("j < n" with N = ULONG_MAX, a loop that a break on counters ends)
     would not be the value the model compares (run-combined-exit-2.c).  */
  if (TYPE_UNSIGNED (type) && INTEGRAL_TYPE_P (type)
      && TYPE_PRECISION (type) < 64)
    if (isl_set *s = unsigned_compare_set (mb, code, op0, op1, ctx, dims))
      {
	ctx.base = saved;
	return s;
      }
  bool ok = (cmp_operand_lin (mb, op0, ctx, &a)
	     && cmp_operand_lin (mb, op1, ctx, &b));
  ctx.base = saved;
  if (!ok)
    {
      /* Whatever made an operand non-affine, the condition is what the
	 user sees.  */
      if (before == GPUGEN_OK && mb->why != GPUGEN_REJECT_PARAMS)
	mb->why = GPUGEN_REJECT_COND;
      return NULL;
    }
  /* Unsigned comparisons of computed values may differ from the
     mathematical comparison when a value wraps.  */
  if (TYPE_UNSIGNED (type) && (!lin_plain_p (a) || !lin_plain_p (b)))
    {
      model_fail (mb, GPUGEN_REJECT_COND);
      return NULL;
    }
  if (TYPE_UNSIGNED (type))
    {
      /* Constants of unsigned type compare as unsigned values.  */
      if (lin_const_p (a) && a.cst < 0)
	return model_fail (mb, GPUGEN_REJECT_COND), (isl_set *) NULL;
      if (lin_const_p (b) && b.cst < 0)
	return model_fail (mb, GPUGEN_REJECT_COND), (isl_set *) NULL;
    }
  /* Two statements: the order in which a call evaluates its arguments is
     unspecified, and the copy must happen before S2 is taken.  */
  isl_space *s2 = set_space (mb, dims, NULL);
  isl_aff *aa = lin_to_aff (a, isl_space_copy (s2));
  isl_aff *ab = lin_to_aff (b, s2);
  return compare_set (code, aa, ab);
}
