/* Closed forms of counters that a loop carries across a loop inside it.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gfortran evaluates the mask of a "do concurrent" with several indices
   into a temporary that it indexes with a counter of its own: one more
   in every iteration of the innermost loop, its value at the inner
   loop's end passed on to the next iteration of the outer loop.  Loop
   header copying puts the inner loop under a guard ("if (n <= 0)") on a
   value from before the outer loop, so the counter's value at the outer
   loop's latch is a PHI of the guard's two arms:

     h = PHI <init, j>			(outer loop's header)
     ...				(if (n <= 0) skip the inner loop)
     e = h + 1 + (long) (unsigned) (n - 1)	(after the inner loop)
     j = PHI <h (skipped), e (ran)>

   Scalar evolution gives up on such a PHI, whose arguments evolve
   differently, so every subscript built from the counter is "not
   affine".  As the guard's condition is the same in every iteration,
   the outer loop adds the same amount to the counter in each: e - h
   when the inner loop runs, 0 when it does not.  This stage computes
   that amount once, before the outermost loop in which it and the
   guard are invariant,

     r = (n <= 0) ? 0 : S		(S = e - h, from scalar evolution)

   and replaces j by "t = h + r" at the outer loop's header (at -O3,
   where the pass runs before final value replacement, e is the inner
   loop's exit PHI, and the guard's edge to j passes an empty forwarder;
   where scalar evolution does not instantiate S, a trip count computed
   in the outer loop from a descriptor, its computation is copied).  The
   rewrite is exact (t equals j in every iteration, and computes h + S
   only where the program computed e), so it stays.  The counter is
   then the evolution {init, +, r} of the outer loop, and the mask's
   accesses have the parametric stride r, which gpugen-delin.cc turns
   into a second dimension of the temporary (with the run-time check
   that the inner index stays below r).  The mask's loop and the body's
   loop compute the same amount: the first one computed is reused, so
   that both index the temporary with one parameter.  With three
   indices the middle loop's counter is closed first (innermost loops
   first); the outer loop's amount is then the middle loop's r times its
   trip count, and is computed as r times the rest, so that the
   temporary's dimensions divide one another.  The same shape in C, a
   "b[k++]", and in Fortran, "k = k + 1; b(k) = ...", is closed the same
   way.  With an int k, final value replacement computes e in unsigned
   arithmetic, "(int) ((unsigned) h + (unsigned) m)", whose evolution is
   the unsigned one: where the inner loop's own counter starts at h and
   steps in int (signed_inner_counter_p), it reaches e's value without
   overflow, so e is h + m exactly and the step is read in int.  Where
   no final value replacement ran (-fno-tree-scev-cprop; at -O3 the
   driver applies it before this stage), e is that inner counter itself
   after the loop, whose effect scalar evolution computes in unsigned
   arithmetic around h and then cannot follow in the outer loop: the
   amount is read from the inner counter's step and the inner loop's
   latch count (inner_exit_amount).  A step that scalar evolution gives
   as a choice on whether an inner loop runs ("count > 0 ? count - 1 +
   1 : 1", an inner step of 2 at -O3) is copied like the rest.  A
   counter that the outer loop also steps after the inner loop, by
   values it does not change ("k++" after it, "k += pad"), has its
   latch value h + r + pad: the merge is closed as above and the
   additions stay; constants among them join the amount, R = r + pad,
   and the latch's value becomes h + R (where R provably fits in a
   signed type), so that the counter's stride is one value.  */

#include "gpugen.h"
#include "gimple-fold.h"
#include "tree-ssa-dce.h"

/* walk_tree callback: return *TP when it is an SSA name defined in the
   loop DATA, or a chrec; NULL_TREE otherwise.  */

static tree
variant_in_loop (tree *tp, int *walk_subtrees, void *data)
{
  class loop *loop = (class loop *) data;
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (t) == POLYNOMIAL_CHREC || t == chrec_dont_know
      || t == chrec_known)
    return t;
  if (TREE_CODE (t) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (t)
      && flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (t))))
    return t;
  return NULL_TREE;
}

/* Whether the expression T computes the same value everywhere in LOOP,
   from SSA names defined before it and constants.  */

static bool
invariant_p (class loop *loop, tree t)
{
  return !walk_tree_without_duplicates (&t, variant_in_loop, loop);
}

/* Return T, an expression or chrec, with each SSA name that LOOP defines
   replaced by the expression its definition computes, when that is an
   integer operation without memory access that cannot trap, down to
   values from before LOOP; NULL_TREE when some name is not so defined,
   T holds a chrec, or more than *BUDGET names would be expanded.  */

static tree
expand_invariant (tree t, class loop *loop, int *budget)
{
  if (!t || TREE_CODE (t) == POLYNOMIAL_CHREC
      || automatically_generated_chrec_p (t))
    return NULL_TREE;
  if (TREE_CODE (t) == SSA_NAME)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (t)
	  || !flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (t))))
	return t;
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (--*budget < 0 || !is_gimple_assign (def) || gimple_vuse (def)
	  || gimple_has_side_effects (def) || gimple_could_trap_p (def)
	  || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
	return NULL_TREE;
      enum tree_code code = gimple_assign_rhs_code (def);
      tree ops[2] = { gimple_assign_rhs1 (def), NULL_TREE };
      switch (get_gimple_rhs_class (code))
	{
	case GIMPLE_SINGLE_RHS:
	  if (TREE_CODE (ops[0]) != SSA_NAME
	      && TREE_CODE (ops[0]) != INTEGER_CST)
	    return NULL_TREE;
	  return expand_invariant (ops[0], loop, budget);
	case GIMPLE_UNARY_RHS:
	  if (!(ops[0] = expand_invariant (ops[0], loop, budget)))
	    return NULL_TREE;
	  return fold_build1 (code, TREE_TYPE (t), ops[0]);
	case GIMPLE_BINARY_RHS:
	  ops[1] = gimple_assign_rhs2 (def);
	  for (int k = 0; k < 2; k++)
	    if (!(ops[k] = expand_invariant (ops[k], loop, budget)))
	      return NULL_TREE;
	  return fold_build2 (code, TREE_TYPE (t), ops[0], ops[1]);
	case GIMPLE_TERNARY_RHS:
	  {
	    /* A choice between values from before LOOP ("count > 0 ? n - 1
	       : 0", final value replacement's count of a loop that may
	       not run); the condition is a comparison.  */
	    tree c = gimple_assign_rhs1 (def);
	    if (code != COND_EXPR || !COMPARISON_CLASS_P (c))
	      return NULL_TREE;
	    tree a = expand_invariant (TREE_OPERAND (c, 0), loop, budget);
	    tree b = a ? expand_invariant (TREE_OPERAND (c, 1), loop, budget)
		       : NULL_TREE;
	    ops[0] = b ? expand_invariant (gimple_assign_rhs2 (def), loop,
					   budget) : NULL_TREE;
	    ops[1] = ops[0] ? expand_invariant (gimple_assign_rhs3 (def), loop,
						budget) : NULL_TREE;
	    if (!ops[1])
	      return NULL_TREE;
	    return fold_build3 (COND_EXPR, TREE_TYPE (t),
				fold_build2 (TREE_CODE (c), boolean_type_node,
					     a, b), ops[0], ops[1]);
	  }
	default:
	  return NULL_TREE;
	}
    }
  if (CONSTANT_CLASS_P (t))
    return t;
  if (TREE_CODE (t) == COND_EXPR && COMPARISON_CLASS_P (TREE_OPERAND (t, 0))
      && !TREE_SIDE_EFFECTS (t))
    {
      /* A choice on a comparison, as in a chrec of -O3, where scalar
	 evolution gives an inner loop that may not run the count "count
	 > 0 ? count - 1 + 1 : 1" (instantiation gives up on it).  */
      tree c = TREE_OPERAND (t, 0);
      tree ops3[4] = { TREE_OPERAND (c, 0), TREE_OPERAND (c, 1),
		       TREE_OPERAND (t, 1), TREE_OPERAND (t, 2) };
      for (int k = 0; k < 4; k++)
	if (!(ops3[k] = expand_invariant (ops3[k], loop, budget)))
	  return NULL_TREE;
      return fold_build3 (COND_EXPR, TREE_TYPE (t),
			  fold_build2 (TREE_CODE (c), TREE_TYPE (c), ops3[0],
				       ops3[1]), ops3[2], ops3[3]);
    }
  if (!EXPR_P (t) || TREE_CODE_LENGTH (TREE_CODE (t)) > 2
      || TREE_SIDE_EFFECTS (t))
    return NULL_TREE;
  tree ops[2] = { NULL_TREE, NULL_TREE };
  for (int k = 0; k < TREE_CODE_LENGTH (TREE_CODE (t)); k++)
    if (!(ops[k] = expand_invariant (TREE_OPERAND (t, k), loop, budget)))
      return NULL_TREE;
  if (TREE_CODE_LENGTH (TREE_CODE (t)) == 1)
    return fold_build1 (TREE_CODE (t), TREE_TYPE (t), ops[0]);
  return fold_build2 (TREE_CODE (t), TREE_TYPE (t), ops[0], ops[1]);
}

/* Emit into *SEQ the statements that compute T, an integer expression
   of SSA names and constants built by expand_invariant or
   scalar evolution (conversions, unary and binary arithmetic, and
   COND_EXPRs on comparisons), and return its value.  Signed arithmetic
   is done in the unsigned type of its precision (the statements run
   where the program may not have computed T, where they must not
   overflow); a COND_EXPR becomes an assignment of one (gimplification
   would make it control flow).  Return NULL_TREE for other trees.  */

static tree
emit_value (tree t, gimple_seq *seq)
{
  if (TREE_CODE (t) == SSA_NAME || TREE_CODE (t) == INTEGER_CST)
    return t;
  tree type = TREE_TYPE (t);
  if (!INTEGRAL_TYPE_P (type) || TREE_SIDE_EFFECTS (t))
    return NULL_TREE;
  enum tree_code code = TREE_CODE (t);
  if (code == COND_EXPR)
    {
      tree c = TREE_OPERAND (t, 0);
      if (!COMPARISON_CLASS_P (c))
	return NULL_TREE;
      tree a = emit_value (TREE_OPERAND (c, 0), seq);
      tree b = a ? emit_value (TREE_OPERAND (c, 1), seq) : NULL_TREE;
      tree x = b ? emit_value (TREE_OPERAND (t, 1), seq) : NULL_TREE;
      tree y = x ? emit_value (TREE_OPERAND (t, 2), seq) : NULL_TREE;
      if (!y)
	return NULL_TREE;
      tree flag = make_ssa_name (boolean_type_node);
      gimple_seq_add_stmt (seq, gimple_build_assign (flag, TREE_CODE (c),
						     a, b));
      tree r = make_ssa_name (type);
      gimple_seq_add_stmt (seq, gimple_build_assign (r, COND_EXPR, flag,
						     x, y));
      return r;
    }
  int len = TREE_CODE_LENGTH (code);
  if (!EXPR_P (t) || len < 1 || len > 2 || code == TRUTH_ANDIF_EXPR
      || code == TRUTH_ORIF_EXPR)
    return NULL_TREE;
  tree ops[2] = { NULL_TREE, NULL_TREE };
  for (int k = 0; k < len; k++)
    if (!(ops[k] = emit_value (TREE_OPERAND (t, k), seq)))
      return NULL_TREE;
  if (CONVERT_EXPR_CODE_P (code) || code == NON_LVALUE_EXPR)
    {
      if (!INTEGRAL_TYPE_P (TREE_TYPE (ops[0])))
	return NULL_TREE;
      tree r = make_ssa_name (type);
      gimple_seq_add_stmt (seq, gimple_build_assign (r, NOP_EXPR, ops[0]));
      return r;
    }
  /* The operation, in the unsigned type where signed overflow would be
     undefined.  */
  tree otype = type;
  if (TYPE_OVERFLOW_UNDEFINED (type)
      && arith_code_with_undefined_signed_overflow (code))
    otype = unsigned_type_for (type);
  for (int k = 0; k < len; k++)
    {
      /* A shift count keeps its type.  */
      if (k == 1 && (code == LSHIFT_EXPR || code == RSHIFT_EXPR))
	continue;
      if (!useless_type_conversion_p (otype, TREE_TYPE (ops[k])))
	{
	  tree c = make_ssa_name (otype);
	  gimple_seq_add_stmt (seq, gimple_build_assign (c, NOP_EXPR,
							 ops[k]));
	  ops[k] = c;
	}
    }
  tree r = make_ssa_name (otype);
  gimple_seq_add_stmt (seq, len == 1
			    ? gimple_build_assign (r, code, ops[0])
			    : gimple_build_assign (r, code, ops[0], ops[1]));
  if (otype != type)
    {
      tree c = make_ssa_name (type);
      gimple_seq_add_stmt (seq, gimple_build_assign (c, NOP_EXPR, r));
      r = c;
    }
  return r;
}

/* Emit into *SEQ the statements that compute T converted to TYPE
   (emit_value), and return the value, or NULL_TREE.  */

static tree
gimplify_wrapping (tree t, tree type, gimple_seq *seq)
{
  tree v = emit_value (t, seq);
  if (!v || useless_type_conversion_p (type, TREE_TYPE (v)))
    return v;
  if (TREE_CODE (v) == INTEGER_CST)
    return fold_convert (type, v);
  tree c = make_ssa_name (type);
  gimple_seq_add_stmt (seq, gimple_build_assign (c, NOP_EXPR, v));
  return c;
}

/* The cofactor of NAME in T (T / NAME), when T is NAME, a product with
   NAME as a factor, or a sum or difference of such terms; NULL_TREE
   otherwise.  */

static tree
cofactor (tree t, tree name)
{
  tree type = TREE_TYPE (t);
  tree inner = t;
  STRIP_NOPS (inner);
  if (inner == name)
    return build_one_cst (type);
  switch (TREE_CODE (inner))
    {
    case MULT_EXPR:
      {
	tree a = TREE_OPERAND (inner, 0), b = TREE_OPERAND (inner, 1);
	tree sa = a, sb = b;
	STRIP_NOPS (sa);
	STRIP_NOPS (sb);
	if (sa == name)
	  return fold_convert (type, b);
	if (sb == name)
	  return fold_convert (type, a);
	if (tree c = cofactor (a, name))
	  return fold_build2 (MULT_EXPR, type, fold_convert (type, c),
			      fold_convert (type, b));
	return NULL_TREE;
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
      {
	tree ca = cofactor (TREE_OPERAND (inner, 0), name);
	tree cb = ca ? cofactor (TREE_OPERAND (inner, 1), name) : NULL_TREE;
	if (!cb)
	  return NULL_TREE;
	return fold_build2 (TREE_CODE (inner), type, fold_convert (type, ca),
			    fold_convert (type, cb));
      }
    default:
      return NULL_TREE;
    }
}

/* When the step S (of TYPE) is an SSA name NAME of TYPE times a rest (the
   middle loop's amount times its trip count, for three indices), return
   NAME in *NAME and the rest in *REST; otherwise return false.  The
   name tried is the first factor found in S's leftmost term.  */

static bool
split_product (tree s, tree type, tree *name, tree *rest)
{
  tree t = s;
  for (int steps = 0; steps < 16; steps++)
    {
      STRIP_NOPS (t);
      if (TREE_CODE (t) == SSA_NAME)
	break;
      if (TREE_CODE (t) == PLUS_EXPR || TREE_CODE (t) == MINUS_EXPR
	  || TREE_CODE (t) == MULT_EXPR)
	{
	  tree b = TREE_OPERAND (t, 1);
	  STRIP_NOPS (b);
	  t = (TREE_CODE (t) == MULT_EXPR && TREE_CODE (b) == SSA_NAME
	       ? b : TREE_OPERAND (t, 0));
	  continue;
	}
      return false;
    }
  if (TREE_CODE (t) != SSA_NAME || !useless_type_conversion_p (type,
							      TREE_TYPE (t)))
    return false;
  tree c = cofactor (s, t);
  if (!c || integer_onep (c))
    return false;
  *name = t;
  *rest = c;
  return true;
}

/* An amount computed for a counter, kept for the next counter with the
   same step and guard (the mask's loop and the body's loop of one "do
   concurrent"), which must then see the same value: one parameter.  */

struct carried_amount
{
  /* The step where the inner loop runs, as scalar evolution gave it.  */
  tree step;
  /* The guard: its comparison and operands, and whether the inner loop
     is skipped where it holds.  */
  enum tree_code code;
  tree lhs, rhs;
  bool skip_on_true;
  /* The SSA name of the amount.  */
  tree r;
};

/* walk_tree callback: push each SSA name of *TP onto the vector DATA.  */

static tree
collect_names (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == SSA_NAME)
    ((vec<tree> *) data)->safe_push (*tp);
  return NULL_TREE;
}

/* Find in *AT where to compute the amount of a counter of LOOP whose
   step is STEP and whose guard is COND: after the last definition of
   the SSA names they use (which all dominate LOOP's header), so that
   the amount is defined before any region the loop belongs to.  Return
   false when there is no such place.  */

static bool
insertion_point (tree step, gcond *cond, class loop *loop,
		 gimple_stmt_iterator *at)
{
  auto_vec<tree, 8> names;
  tree ops[3] = { step, gimple_cond_lhs (cond), gimple_cond_rhs (cond) };
  for (tree op : ops)
    walk_tree_without_duplicates (&op, collect_names, &names);
  basic_block b = single_succ (ENTRY_BLOCK_PTR_FOR_FN (cfun));
  for (tree n : names)
    if (!SSA_NAME_IS_DEFAULT_DEF (n))
      {
	basic_block d = gimple_bb (SSA_NAME_DEF_STMT (n));
	if (!dominated_by_p (CDI_DOMINATORS, loop->header, d))
	  return false;
	if (dominated_by_p (CDI_DOMINATORS, d, b))
	  b = d;
	else if (!dominated_by_p (CDI_DOMINATORS, b, d))
	  return false;
      }
  if (flow_bb_inside_loop_p (loop, b))
    return false;
  /* After the last of the definitions in B.  */
  gimple *last = NULL;
  for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree def = gimple_get_lhs (gsi_stmt (gsi));
      if (def && TREE_CODE (def) == SSA_NAME && names.contains (def))
	last = gsi_stmt (gsi);
    }
  if (last && stmt_ends_bb_p (last))
    return false;
  if (last)
    {
      *at = gsi_for_stmt (last);
      gsi_next (at);
    }
  else
    *at = gsi_after_labels (b);
  return true;
}

/* Build before AT "r = skipped ? 0 : STEP" of TYPE, where the guard COND
   skips the inner loop when it is SKIP_ON_TRUE; a product NAME * REST
   keeps NAME outside the choice, "r = NAME * (skipped ? 0 : REST)".
   Return r, or NULL_TREE (nothing inserted) where STEP holds an
   operation that emit_value does not take.  */

static tree
build_amount (tree step, gcond *cond, bool skip_on_true, tree type,
	      gimple_stmt_iterator *at)
{
  gimple_seq seq = NULL;
  tree name = NULL_TREE, rest = step;
  if (!split_product (step, type, &name, &rest))
    name = NULL_TREE, rest = step;
  tree amount = gimplify_wrapping (rest, type, &seq);
  if (!amount)
    {
      /* An operation emit_value does not take: nothing is inserted.  */
      for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	release_defs (gsi_stmt (gsi));
      return NULL_TREE;
    }
  tree flag = make_ssa_name (boolean_type_node);
  gimple_seq_add_stmt (&seq, gimple_build_assign (flag,
						  gimple_cond_code (cond),
						  gimple_cond_lhs (cond),
						  gimple_cond_rhs (cond)));
  tree zero = build_zero_cst (type);
  tree r = make_ssa_name (type);
  gimple_seq_add_stmt (&seq, gimple_build_assign (r, COND_EXPR, flag,
						  skip_on_true ? zero : amount,
						  skip_on_true ? amount
						  : zero));
  if (name)
    {
      /* NAME * (skipped ? 0 : REST), in unsigned arithmetic (emit_value
	 takes the product of two SSA names).  */
      tree prod = build2 (MULT_EXPR, type, name, r);
      r = gimplify_wrapping (prod, type, &seq);
    }
  gsi_insert_seq_before (at, seq, GSI_SAME_STMT);
  return r;
}

/* Set *AMOUNT to the amount that the counter K, a PHI of the header of
   the loop IN that INC steps by a constant before IN's only exit EX
   (signed_inner_counter_p checked them), adds up to EV, its value after
   IN, and return true; return false when EV is not that value.  EV is
   the argument of the outer loop's merge on the edge E_RUN: INC's
   result or K's, where E_RUN is EX itself, or a PHI of EX's
   destination with that value as its only argument (loop-closed SSA).
   INC runs in every iteration, before the exit, so INC's result after
   IN is the start plus the step times the latch count plus one, and
   K's the start plus the step times the latch count; the amount is
   built in the unsigned type (the caller checked that it fits TYPE,
   so converting it is exact where IN runs), of the latch count that
   number_of_latch_executions gives for the iterations of an entered IN
   (a choice on whether it runs at all, where it may not).  */

static bool
inner_exit_amount (class loop *in, edge ex, gphi *k, gassign *inc, tree ev,
		   edge e_run, tree *amount)
{
  tree v = ev;
  if (e_run != ex)
    {
      gphi *lc = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (ev));
      if (!lc || gimple_bb (lc) != ex->dest || gimple_phi_num_args (lc) != 1)
	return false;
      v = gimple_phi_arg_def (lc, 0);
    }
  bool after_inc = v == gimple_assign_lhs (inc);
  if (!after_inc && v != gimple_phi_result (k))
    return false;
  tree niter = number_of_latch_executions (in);
  if (!niter || chrec_contains_undetermined (niter)
      || tree_contains_chrecs (niter, NULL)
      || !INTEGRAL_TYPE_P (TREE_TYPE (niter)))
    return false;
  tree type = TREE_TYPE (ev);
  tree utype = unsigned_type_for (type);
  tree count = fold_convert (utype, niter);
  if (after_inc)
    count = fold_build2 (PLUS_EXPR, utype, count, build_one_cst (utype));
  tree st = fold_convert (utype, gimple_assign_rhs2 (inc));
  *amount = fold_convert (type, fold_build2 (MULT_EXPR, utype, count, st));
  return true;
}

/* Whether a loop inside LOOP has a counter that starts at RES (a PHI of
   LOOP's header, of a signed type whose overflow is undefined) and
   steps by a constant in that type, its next value computed in every
   iteration before the loop's only exit: then the values that counter
   reaches, the one after the loop's last iteration included, are
   computed in the signed type, and do not overflow.  The loop's bound
   on its iterations must also keep the step times the iterations
   within the type, so that the amount read in it is exact.  When EV
   is not NULL_TREE, only the counter whose value after the loop EV is
   (its next value or its PHI, on the loop's exit edge or through a
   loop-closed PHI) counts, and *AMOUNT is set to EV - RES, the step
   times the iterations, as an expression of TYPE.  EXTRA, at least 0,
   is a constant that the amount plus it must still fit in TYPE; where
   UPWARD, the counter's step must be positive, and the amount alone
   must fit.  */

static bool
signed_inner_counter_p (class loop *loop, tree res, tree ev = NULL_TREE,
			edge e_run = NULL, tree *amount = NULL,
			HOST_WIDE_INT extra = 0, bool upward = false)
{
  tree type = TREE_TYPE (res);
  if (!INTEGRAL_TYPE_P (type) || !TYPE_OVERFLOW_UNDEFINED (type))
    return false;
  for (class loop *in = loop->inner; in; in = in->next)
    {
      edge ex = single_exit (in);
      edge ipe = loop_preheader_edge (in);
      if (!ex || !ipe || !in->latch)
	continue;
      for (gphi_iterator gsi = gsi_start_phis (in->header); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gphi *k = gsi.phi ();
	  if (PHI_ARG_DEF_FROM_EDGE (k, ipe) != res)
	    continue;
	  tree next = PHI_ARG_DEF_FROM_EDGE (k, loop_latch_edge (in));
	  gassign *inc = (TREE_CODE (next) == SSA_NAME
			  ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (next))
			  : NULL);
	  widest_int iters;
	  if (inc && gimple_assign_rhs_code (inc) == PLUS_EXPR
	      && gimple_assign_rhs1 (inc) == gimple_phi_result (k)
	      && TREE_CODE (gimple_assign_rhs2 (inc)) == INTEGER_CST
	      && useless_type_conversion_p (type, TREE_TYPE (next))
	      && gimple_bb (inc)->loop_father == in
	      && dominated_by_p (CDI_DOMINATORS, ex->src, gimple_bb (inc))
	      && max_loop_iterations (in, &iters))
	    {
	      /* The amount, the step times the iterations, must itself be
		 a value of TYPE (h + amount is computed in TYPE, where h
		 may be negative): at most its maximum in magnitude.  */
	      widest_int st = wi::to_widest (gimple_assign_rhs2 (inc));
	      widest_int most = wi::abs (st) * (iters + 1) + extra;
	      if (!wi::les_p (most, wi::to_widest (TYPE_MAX_VALUE (type)))
		  || (upward && !wi::gts_p (st, 0)))
		continue;
	      if (!ev)
		return true;
	      if (inner_exit_amount (in, ex, k, inc, ev, e_run, amount))
		return true;
	    }
	}
    }
  return false;
}

/* The counters (results of loops' header PHIs) of the function being
   compiled that close_counter left as they are because the amount their
   loop adds in an iteration grows with the loop's counter (a triangular
   inner loop, "for (j = 0; j < i; j++) b[k++] = ...", or "k += i" after
   the inner loop): the counter is then a quadratic function of the
   loop's counter, which no affine subscript expresses (isl counts it,
   but the model's accesses are affine).  The missed remark says so
   (gpugen_carried_quadratic_p).  */

static vec<tree> quadratic_counters;

/* Whether T (a value or a chrec) grows with LOOP's counter: its
   evolution in LOOP is {a, +, s} with s a nonzero value that LOOP does
   not change.  */

static bool
grows_with_loop_p (class loop *loop, tree t)
{
  tree ch = t;
  if (TREE_CODE (t) == SSA_NAME)
    ch = instantiate_scev (loop_preheader_edge (loop), loop,
			   analyze_scalar_evolution (loop, t));
  while (ch && CONVERT_EXPR_P (ch))
    ch = TREE_OPERAND (ch, 0);
  return (ch && TREE_CODE (ch) == POLYNOMIAL_CHREC
	  && CHREC_VARIABLE (ch) == (unsigned) loop->num
	  && !chrec_contains_undetermined (ch)
	  && !tree_contains_chrecs (CHREC_RIGHT (ch), NULL)
	  && !integer_zerop (CHREC_RIGHT (ch)));
}

/* Whether the counter NAME, a PHI of a loop's header, is one whose
   amount grows with its loop's counter (quadratic_counters).  */

bool
gpugen_carried_quadratic_p (tree name)
{
  return quadratic_counters.contains (name);
}

/* Close the counter H, a PHI of the header of LOOP (see the head of this
   file), with the amounts computed so far in AMOUNTS.  Return true when
   H's value at the latch was rewritten; otherwise set *QUAD where the
   amount LOOP adds grows with its counter (quadratic_counters).  */

static bool
close_counter (class loop *loop, gphi *h, vec<carried_amount> *amounts,
	       bool *quad)
{
  tree res = gimple_phi_result (h);
  tree type = TREE_TYPE (res);
  if (virtual_operand_p (res) || !INTEGRAL_TYPE_P (type)
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (res))
    return false;
  edge latch = loop_latch_edge (loop);
  edge pe = loop_preheader_edge (loop);
  if (!latch || !pe)
    return false;
  tree back = PHI_ARG_DEF_FROM_EDGE (h, latch);
  tree jv = back;
  /* Back through additions of values that LOOP does not change, after
     the inner loop ("k++" or "k += pad" after it): they stay, applied
     to J's closed form.  PAD sums those that are constants, where all
     are (PAD_CONST), and CHAIN counts them.  */
  int chain = 0;
  bool pad_const = true;
  HOST_WIDE_INT pad = 0;
  for (int steps = 0; steps < 8 && TREE_CODE (jv) == SSA_NAME; steps++)
    {
      gassign *a = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (jv));
      if (!a)
	break;
      enum tree_code code = gimple_assign_rhs_code (a);
      tree x = gimple_assign_rhs1 (a), y = gimple_assign_rhs2 (a);
      /* "pad + k" as well as "k + pad".  */
      if (code == PLUS_EXPR && invariant_p (loop, x))
	std::swap (x, y);
      if ((code != PLUS_EXPR && code != MINUS_EXPR)
	  || gimple_bb (a)->loop_father != loop
	  || TREE_CODE (x) != SSA_NAME || !invariant_p (loop, y))
	{
	  /* "k += i" after the inner loop.  */
	  if ((code == PLUS_EXPR || code == MINUS_EXPR)
	      && gimple_bb (a)->loop_father == loop
	      && (grows_with_loop_p (loop, y) || grows_with_loop_p (loop, x)))
	    *quad = true;
	  return false;
	}
      chain++;
      if (TREE_CODE (y) != INTEGER_CST || !tree_fits_shwi_p (y)
	  || wi::geu_p (wi::abs (wi::to_widest (y)), HOST_WIDE_INT_1 << 30)
	  || pad > (HOST_WIDE_INT_1 << 40) || pad < -(HOST_WIDE_INT_1 << 40))
	pad_const = false;
      else
	pad += code == PLUS_EXPR ? tree_to_shwi (y) : -tree_to_shwi (y);
      jv = x;
    }
  if (TREE_CODE (jv) != SSA_NAME)
    return false;
  gphi *j = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (jv));
  if (!j || gimple_phi_num_args (j) != 2
      || gimple_bb (j)->loop_father != loop || gimple_bb (j) == loop->header
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (jv))
    return false;

  /* One argument is H itself, on the edge from the guard G.  */
  int skip = -1;
  for (int k = 0; k < 2; k++)
    if (gimple_phi_arg_def (j, k) == res)
      skip = skip < 0 ? k : 2;
  if (skip < 0 || skip > 1)
    return false;
  edge e_skip = gimple_phi_arg_edge (j, skip);
  edge e_run = gimple_phi_arg_edge (j, 1 - skip);
  tree ev = gimple_phi_arg_def (j, 1 - skip);
  /* For the remark where the rest fails: whether what the inner loop
     adds grows with LOOP's counter (a triangular inner loop, "j < i",
     whose guard changes with LOOP too): H's evolution with E at the
     latch, in place of J, has such a step.  */
  if (TREE_CODE (ev) == SSA_NAME)
    {
      SET_PHI_ARG_DEF (h, latch->dest_idx, ev);
      scev_reset_htab ();
      tree ch = analyze_scalar_evolution (loop, res);
      if (TREE_CODE (ch) == POLYNOMIAL_CHREC
	  && CHREC_VARIABLE (ch) == (unsigned) loop->num
	  && grows_with_loop_p (loop, instantiate_scev (pe, loop,
							CHREC_RIGHT (ch))))
	*quad = true;
      SET_PHI_ARG_DEF (h, latch->dest_idx, back);
      scev_reset_htab ();
    }
  /* Back through empty forwarders (loop-closed SSA splits the edge)
     to the guard's edge.  */
  while (e_skip->src != loop->header && single_pred_p (e_skip->src)
	 && single_succ_p (e_skip->src) && empty_block_p (e_skip->src))
    e_skip = single_pred_edge (e_skip->src);
  basic_block g = e_skip->src;
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (g));
  if (!cond || g->loop_father != loop
      || !dominated_by_p (CDI_DOMINATORS, e_run->src, g)
      || TREE_CODE (ev) != SSA_NAME
      || !invariant_p (loop, gimple_cond_lhs (cond))
      || !invariant_p (loop, gimple_cond_rhs (cond)))
    return false;

  /* Scalar evolution already reads H: nothing to do.  */
  tree before = analyze_scalar_evolution (loop, res);
  if (TREE_CODE (before) == POLYNOMIAL_CHREC
      && !chrec_contains_undetermined (before))
    return false;

  /* What the latch would add if the inner loop always ran: H's evolution
     with E at the latch, in place of J.  */
  SET_PHI_ARG_DEF (h, latch->dest_idx, ev);
  scev_reset_htab ();
  tree chrec = analyze_scalar_evolution (loop, res);
  tree step = NULL_TREE;
  const char *how = "scalar evolution";
  if (TREE_CODE (chrec) == POLYNOMIAL_CHREC
      && CHREC_VARIABLE (chrec) == (unsigned) loop->num)
    {
      step = instantiate_scev (pe, loop, CHREC_RIGHT (chrec));
      /* Instantiation gives up on a value that scalar evolution does
	 not analyze (the trip count of an inner loop whose bound comes
	 from a descriptor, or one that final value replacement chose
	 with a COND_EXPR, "count > 0 ? count - 1 : 0", for an inner
	 loop whose step is 2): its computation, from values from before
	 the loop, is copied instead.  */
      if (chrec_contains_undetermined (step)
	  || tree_contains_chrecs (step, NULL))
	{
	  int budget = 64;
	  step = expand_invariant (CHREC_RIGHT (chrec), loop, &budget);
	  how = "scalar evolution, its values' computation copied";
	}
    }
  else if (CONVERT_EXPR_P (chrec)
	   && TREE_CODE (TREE_OPERAND (chrec, 0)) == POLYNOMIAL_CHREC
	   && (CHREC_VARIABLE (TREE_OPERAND (chrec, 0))
	       == (unsigned) loop->num)
	   && signed_inner_counter_p (loop, res))
    {
      /* Final value replacement computed E in the unsigned type
	 ("(int) ((unsigned) h + (unsigned) m)"): the evolution is the
	 unsigned one.  The inner loop's counter, starting at H, steps
	 in H's signed type, where it cannot overflow, up to E's value:
	 so E is H + S exactly, and H's own type holds the step.  */
      tree inner = TREE_OPERAND (chrec, 0);
      if (TYPE_PRECISION (TREE_TYPE (inner)) == TYPE_PRECISION (type))
	{
	  step = instantiate_scev (pe, loop, CHREC_RIGHT (inner));
	  if (chrec_contains_undetermined (step)
	      || tree_contains_chrecs (step, NULL))
	    {
	      int budget = 64;
	      step = expand_invariant (CHREC_RIGHT (inner), loop, &budget);
	    }
	  if (step)
	    step = fold_convert (type, step);
	  how = "scalar evolution in unsigned arithmetic, the inner loop's "
		"signed counter reaching the value";
	}
    }
  SET_PHI_ARG_DEF (h, latch->dest_idx, back);
  scev_reset_htab ();
  if ((!step || chrec_contains_undetermined (step))
      && signed_inner_counter_p (loop, res, ev, e_run, &step))
    {
      /* Where no final value replacement ran, E is the inner loop's
	 own signed counter after the loop, whose effect scalar evolution
	 computes in unsigned arithmetic around H, and then cannot follow
	 in LOOP: E - H is that counter's step times the inner loop's
	 iterations, read from its latch count.  */
      if (!invariant_p (loop, step))
	{
	  int budget = 64;
	  step = expand_invariant (step, loop, &budget);
	}
      how = "the inner loop's signed counter and its latch count";
    }
  if (!step || chrec_contains_undetermined (step)
      || tree_contains_chrecs (step, NULL) || !invariant_p (loop, step))
    return false;
  /* h + r is computed in TYPE: where that is a signed type narrower
     than addresses, the amount must be known to fit in it (an int
     counter starting negative could reach a positive value after more
     than INT_MAX steps, an amount that int does not hold).  */
  if (TYPE_OVERFLOW_UNDEFINED (type)
      && TYPE_PRECISION (type) < TYPE_PRECISION (sizetype)
      && !signed_inner_counter_p (loop, res))
    return false;

  /* The amount, computed once after the last definition of its values
     (so that it is a value from before any region around the loop), or
     taken from an earlier counter with the same step and guard.  */
  bool skip_on_true = (e_skip->flags & EDGE_TRUE_VALUE) != 0;
  tree r = NULL_TREE;
  for (carried_amount &c : *amounts)
    if (operand_equal_p (c.step, step, 0) && c.code == gimple_cond_code (cond)
	&& operand_equal_p (c.lhs, gimple_cond_lhs (cond), 0)
	&& operand_equal_p (c.rhs, gimple_cond_rhs (cond), 0)
	&& c.skip_on_true == skip_on_true
	&& useless_type_conversion_p (type, TREE_TYPE (c.r))
	&& dominated_by_p (CDI_DOMINATORS, loop->header,
			   gimple_bb (SSA_NAME_DEF_STMT (c.r))))
      r = c.r;
  if (!r)
    {
      gimple_stmt_iterator at;
      if (!insertion_point (step, cond, loop, &at))
	return false;
      r = build_amount (step, cond, skip_on_true, type, &at);
      if (!r)
	return false;
      carried_amount c = { step, gimple_cond_code (cond),
			   gimple_cond_lhs (cond), gimple_cond_rhs (cond),
			   skip_on_true, r };
      amounts->safe_push (c);
    }

  /* Constants added after the inner loop join the amount in the
     outer loop's step, R = r + PAD, so that the counter's stride is
     one value (delinearization's row size) rather than r plus a
     constant: the latch's value, h + r + PAD as the program computes
     it, becomes u = h + R.  In a signed type R must fit (then u is the
     program's value, computed without an intermediate that could
     overflow): the inner counter's bound, plus PAD, within the type;
     or a counter that starts at a constant of at least 0 and only
     grows (a positive inner step, PAD > 0), whose values are then all
     at least 0, so that R, the difference of two of them (h after
     an iteration that runs and h before it), is at most the type's
     maximum.  */
  tree init = PHI_ARG_DEF_FROM_EDGE (h, pe);
  tree fold_r = NULL_TREE;
  if (chain && pad_const && pad != 0
      && (TYPE_OVERFLOW_WRAPS (type)
	  || signed_inner_counter_p (loop, res, NULL_TREE, NULL, NULL,
				     pad < 0 ? -pad : pad)
	  || (pad > 0 && TREE_CODE (init) == INTEGER_CST
	      && tree_int_cst_sgn (init) >= 0
	      && signed_inner_counter_p (loop, res, NULL_TREE, NULL, NULL,
					 0, true))))
    {
      gimple_seq seq = NULL;
      fold_r = gimplify_wrapping (build2 (PLUS_EXPR, type, r,
					  build_int_cst (type, pad)),
				  type, &seq);
      gimple_stmt_iterator rg = gsi_for_stmt (SSA_NAME_DEF_STMT (r));
      gsi_insert_seq_after (&rg, seq, GSI_SAME_STMT);
      tree u = make_ssa_name (type);
      gimple *uadd = gimple_build_assign (u, PLUS_EXPR, res, fold_r);
      gimple_stmt_iterator bg = gsi_for_stmt (SSA_NAME_DEF_STMT (back));
      gsi_insert_after (&bg, uadd, GSI_SAME_STMT);
      SET_PHI_ARG_DEF (h, latch->dest_idx, u);
    }

  /* t = h + r at the header replaces J.  */
  tree t = make_ssa_name (type);
  gimple *add = gimple_build_assign (t, PLUS_EXPR, res, r);
  gimple_stmt_iterator hg = gsi_after_labels (loop->header);
  gsi_insert_before (&hg, add, GSI_SAME_STMT);
  imm_use_iterator it;
  gimple *use;
  use_operand_p u;
  FOR_EACH_IMM_USE_STMT (use, it, jv)
    {
      FOR_EACH_IMM_USE_ON_STMT (u, it)
	SET_USE (u, t);
      update_stmt (use);
    }
  gphi_iterator jg = gsi_for_phi (j);
  remove_phi_node (&jg, true);
  auto_bitmap dead;
  bitmap_set_bit (dead, SSA_NAME_VERSION (ev));
  if (fold_r)
    bitmap_set_bit (dead, SSA_NAME_VERSION (back));
  simple_dce_from_worklist (dead);

  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-carried] loop %d: counter ", loop->num);
      print_generic_expr (dump_file, res);
      fprintf (dump_file, " steps by ");
      print_generic_expr (dump_file, r);
      fprintf (dump_file, " = ");
      print_generic_expr (dump_file, step);
      fprintf (dump_file, " where the inner loop runs, 0 elsewhere (from "
	       "%s)", how);
      if (fold_r)
	{
	  fprintf (dump_file, ", and " HOST_WIDE_INT_PRINT_DEC " after it: ",
		   pad);
	  print_generic_expr (dump_file, fold_r);
	}
      fprintf (dump_file, "\n");
    }
  return true;
}

/* Give the counters of FUN that a loop carries across a loop inside it
   under an invariant guard a closed form (see the head of this file).
   Return true when the IL changed.  */

bool
gpugen_close_carried_counters (function *fun)
{
  if (!loops_state_satisfies_p (LOOPS_HAVE_PREHEADERS))
    return false;
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  bool changed = false;
  auto_vec<carried_amount> amounts;
  quadratic_counters.release ();
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    {
      if (!loop->inner)
	continue;
      for (gphi_iterator gsi = gsi_start_phis (loop->header);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  bool quad = false;
	  if (close_counter (loop, gsi.phi (), &amounts, &quad))
	    changed = true;
	  else if (quad)
	    quadratic_counters.safe_push (gimple_phi_result (gsi.phi ()));
	  /* A triangular inner loop that no guard skips: the counter's
	     evolution is of degree 2 already.  */
	  else if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	    {
	      tree ch = analyze_scalar_evolution (loop,
						  gimple_phi_result (gsi.phi ()));
	      if (TREE_CODE (ch) == POLYNOMIAL_CHREC
		  && CHREC_VARIABLE (ch) == (unsigned) loop->num
		  && grows_with_loop_p (loop, CHREC_RIGHT (ch)))
		quadratic_counters.safe_push (gimple_phi_result (gsi.phi ()));
	    }
	}
    }
  if (changed)
    scev_reset ();
  return changed;
}
