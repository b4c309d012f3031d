/* Affine expressions for gpugen's polyhedral model.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A "lin" is an affine expression over the loop counters and parameters
   of a region: a constant plus integer coefficients, computed with
   overflow checks.  tree_to_lin turns a GIMPLE expression or a chrec of
   scalar evolution into one: {BASE, +, STEP}_L contributes STEP times
   L's counter, names defined before the region become parameters
   (unless their definition is an affine function of other such names:
   i = n - 1 computed before a loop counting i down is n - 1, so that
   the model knows how i and n relate), narrowing conversions and
   products of two non-constants are rejected (a counter times a
   parameter is reported as a parametric stride).  A pointer base may be
   accepted once, for addresses.

   Values computed in a narrow wrapping type, such as the latch counts
   niter analysis computes in unsigned int ("(unsigned) n - (unsigned) i
   + 4294967294"), are affine only modulo 2^precision: the lin is their
   value where it lies within the type's range.  Such a value gets a
   "no-wrap check" (struct wrap_check) where the model uses it as an
   integer, or widens it; once the model is complete,
   gpugen_wrap_assumptions (gpugen-nowrap.cc) proves each check from
   the domain where the value is computed and the context, and makes
   the rest run-time assumptions.

   lin_to_aff translates lins into isl objects over the SCoP's current
   parameters (cond_to_set, in gpugen-cond.cc, conditions); callers
   align parameter spaces when new parameters appear.  */

#include "gpugen-model.h"

/* Record R as the reason MB fails, if none was recorded yet; return
   false for the callers' convenience.  */

bool
model_fail (model_builder *mb, enum gpugen_reject r)
{
  if (mb->why == GPUGEN_OK)
    mb->why = r;
  return false;
}

/* Whether NAME is defined inside the region of MB.  */

bool
defined_in_region_p (model_builder *mb, tree name)
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name))
    return false;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  return bb && bitmap_bit_p (mb->in_region, bb->index);
}

/* Return the index of LOOP in MB's region loops, or -1.  */

int
loop_index (model_builder *mb, class loop *loop)
{
  for (unsigned i = 0; i < mb->loops.length (); i++)
    if (mb->loops[i].loop == loop)
      return i;
  return -1;
}

/* Return the index in LOOPS of the loop of the chrec T, or -1.  */

int
gpugen_chrec_loop_index (vec<class loop *> *loops, tree t)
{
  class loop *l = get_chrec_loop (t);
  int k = -1;
  for (unsigned i = 0; i < loops->length (); i++)
    if ((*loops)[i] == l)
      k = i;
  return k;
}

/* Fill LOOPS with the region loops that enclose BB in MB, outermost
   first.  */

void
enclosing_loops (model_builder *mb, basic_block bb, vec<class loop *> *loops)
{
  loops->truncate (0);
  for (class loop *l = bb->loop_father; l != mb->scop->outer;
       l = loop_outer (l))
    loops->safe_push (l);
  loops->reverse ();
}

/* Return the index of tree T among MB's parameters, adding it if it is
   new.  Return -1 when there would be too many.  */

int
param_index (model_builder *mb, tree t)
{
  for (unsigned i = 0; i < mb->scop->params.length (); i++)
    if (mb->scop->params[i] == t)
      return i;
  /* The parameters read from Fortran descriptors, or computed from
     what was, do not count against max-params (gpugen-descr.cc).  */
  int counted = 0;
  for (tree q : mb->scop->params)
    counted += !gpugen_descr_param_p (mb, q);
  if (counted >= gpugen_opts.max_params
      || mb->scop->params.length () >= MAX_PARAMS)
    {
      mb->scop->culprit_param = t;
      return -1;
    }
  mb->scop->params.safe_push (t);
  return mb->scop->params.length () - 1;
}

/* Lin arithmetic with overflow checks.  Each returns false on
   overflow.  */

bool
lin_add (lin *r, const lin &a, const lin &b, HOST_WIDE_INT scale_b)
{
  HOST_WIDE_INT t;
  if (__builtin_mul_overflow (b.cst, scale_b, &t)
      || __builtin_add_overflow (a.cst, t, &r->cst))
    return false;
  for (int i = 0; i < MAX_DEPTH; i++)
    if (__builtin_mul_overflow (b.iv[i], scale_b, &t)
	|| __builtin_add_overflow (a.iv[i], t, &r->iv[i]))
      return false;
  for (int i = 0; i < MAX_PARAMS; i++)
    if (__builtin_mul_overflow (b.par[i], scale_b, &t)
	|| __builtin_add_overflow (a.par[i], t, &r->par[i]))
      return false;
  return true;
}

/* Whether L is a constant (no counter, no parameter).  */

bool
lin_const_p (const lin &l)
{
  for (int i = 0; i < MAX_DEPTH; i++)
    if (l.iv[i])
      return false;
  for (int i = 0; i < MAX_PARAMS; i++)
    if (l.par[i])
      return false;
  return true;
}

/* Whether L uses no loop counter.  */

bool
lin_no_iv_p (const lin &l)
{
  for (int i = 0; i < MAX_DEPTH; i++)
    if (l.iv[i])
      return false;
  return true;
}

/* Read the integer constant CST, of a type of at most 64 bits, as a
   signed value into *OUT (unsigned constants such as the 4294967295 of
   "n + 4294967295" stand for -1 in affine arithmetic modulo the type's
   size).  */

bool
int_cst_value (tree cst, HOST_WIDE_INT *out)
{
  unsigned prec = TYPE_PRECISION (TREE_TYPE (cst));
  if (prec > HOST_BITS_PER_WIDE_INT)
    return false;
  *out = wi::sext (wi::to_wide (cst), prec).to_shwi ();
  return true;
}



/* Return the evolution of NAME, used in LOOP, as seen from the region of
   MB: a chrec over the region's loops whose leaves are defined before
   the region.  */

tree
region_scev (model_builder *mb, class loop *loop, tree name)
{
  if (!defined_in_region_p (mb, name))
    return name;
  return gpugen_scev (mb->scop, loop, name);
}

/* Whether TYPE is an integer type narrower than addresses whose
   arithmetic wraps (unsigned int, or int under -fwrapv): a value
   computed in it is the affine value of its operands only modulo
   2^precision.  Wider types wrap as addresses do, which subscripts and
   offsets follow, and are read as they are.  */

static bool
narrow_wrapping_p (tree type)
{
  return (INTEGRAL_TYPE_P (type) && TYPE_OVERFLOW_WRAPS (type)
	  && TYPE_PRECISION (type) < TYPE_PRECISION (sizetype));
}

/* Record that the affine value L, computed in CTX, is exact only where
   it lies within the range of TYPE.  Return false when CTX says where
   nothing is computed (the value is then not affine).  */

bool
gpugen_need_no_wrap (model_builder *mb, lin_ctx &ctx, const lin &l,
		     tree type)
{
  if (!ctx.site.bb && !ctx.site.loop)
    return false;
  wrap_check w;
  w.l = l;
  w.q = NULL;
  w.dims = ctx.loops->length ();
  w.type = type;
  w.site = ctx.site;
  for (wrap_check &o : mb->wraps)
    if (o.dims == w.dims && o.type == w.type && o.site.bb == w.site.bb
	&& o.site.loop == w.site.loop && o.site.entered == w.site.entered
	&& !memcmp (&o.l, &w.l, sizeof (lin)))
      return true;
  mb->wraps.safe_push (w);
  return true;
}

bool to_lin (model_builder *, tree, lin_ctx &, lin *, bool *);

/* Whether CODE is an operation whose result before_region_lin may
   expand: one that keeps a value affine.  */

static bool
affine_code_p (enum tree_code code)
{
  return (code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR
	  || code == NEGATE_EXPR || CONVERT_EXPR_CODE_P (code)
	  || code == SSA_NAME || code == INTEGER_CST);
}

/* Return the right-hand side of the assignment DEF of NAME as a GENERIC
   expression of NAME's type (a single operand, or a unary or binary
   operation on the operands), or NULL_TREE for other shapes.  */

tree
gpugen_assign_rhs_expr (tree name, gimple *def)
{
  enum tree_code code = gimple_assign_rhs_code (def);
  switch (get_gimple_rhs_class (code))
    {
    case GIMPLE_SINGLE_RHS:
      return gimple_assign_rhs1 (def);
    case GIMPLE_UNARY_RHS:
      return build1 (code, TREE_TYPE (name), gimple_assign_rhs1 (def));
    case GIMPLE_BINARY_RHS:
      return build2 (code, TREE_TYPE (name), gimple_assign_rhs1 (def),
		     gimple_assign_rhs2 (def));
    default:
      return NULL_TREE;
    }
}

/* Convert NAME, an integer defined before the region of MB, into *OUT
   through its definition, when that is an affine function of other
   values defined before the region (i = n - 1 computed before the loop
   that counts i down): the model then sees the relation between them,
   which two separate parameters would hide.  Set *EXACT as to_lin does:
   a definition computed in a wrapping type ("(int) ((unsigned) n +
   4294967294)") is accepted only where CTX has a site for the no-wrap
   checks of the value that uses it.  Return false, leaving MB as it
   was, otherwise (NAME is then a parameter).  */

static bool
before_region_lin (model_builder *mb, tree name, lin_ctx &ctx, lin *out,
		   bool *exact)
{
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!is_gimple_assign (def) || !affine_code_p (gimple_assign_rhs_code (def)))
    return false;
  tree e = gpugen_assign_rhs_expr (name, def);
  if (!e || !INTEGRAL_TYPE_P (TREE_TYPE (e)))
    return false;

  unsigned np = mb->scop->params.length ();
  unsigned nw = mb->wraps.length ();
  enum gpugen_reject why = mb->why;
  lin_ctx sub = ctx;
  sub.base = NULL;
  if (to_lin (mb, e, sub, out, exact) && lin_no_iv_p (*out)
      && (*exact || ctx.site.bb || ctx.site.loop))
    return true;
  mb->scop->params.truncate (np);
  mb->wraps.truncate (nw);
  mb->why = why;
  memset (out, 0, sizeof (*out));
  *exact = true;
  return false;
}

/* Convert the SSA name NAME into *OUT in context CTX; set *EXACT as
   to_lin does.  */

static bool
ssa_to_lin (model_builder *mb, tree name, lin_ctx &ctx, lin *out,
	    bool *exact)
{
  *exact = true;
  if (!defined_in_region_p (mb, name))
    {
      if (POINTER_TYPE_P (TREE_TYPE (name)) && ctx.base && !*ctx.base)
	{
	  *ctx.base = name;
	  return true;
	}
      if (!INTEGRAL_TYPE_P (TREE_TYPE (name)))
	return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      if (before_region_lin (mb, name, ctx, out, exact))
	return true;
      int p = param_index (mb, name);
      if (p < 0)
	return model_fail (mb, GPUGEN_REJECT_PARAMS);
      out->par[p] = 1;
      return true;
    }

  /* A name defined in the region but outside its loops: follow its
     definition.  */
  if (loop_index (mb, ctx.loop) < 0)
    {
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (!is_gimple_assign (def))
	return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      tree e = gpugen_assign_rhs_expr (name, def);
      if (!e)
	return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      return to_lin (mb, e, ctx, out, exact);
    }

  tree chrec = region_scev (mb, ctx.loop, name);
  if (chrec == name || chrec_contains_undetermined (chrec))
    {
      /* Scalar evolution gives up on, for instance, "(long) (i * n + j)"
	 in int arithmetic.  Look at the definition once, only to name the
	 reason precisely: a counter times a parameter is a parametric
	 stride.  The expression is rejected either way.  */
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (is_gimple_assign (def) && mb->why == GPUGEN_OK)
	{
	  enum tree_code code = gimple_assign_rhs_code (def);
	  tree e = NULL_TREE;
	  if (CONVERT_EXPR_CODE_P (code))
	    e = build1 (code, TREE_TYPE (name), gimple_assign_rhs1 (def));
	  else if (code == PLUS_EXPR || code == MINUS_EXPR
		   || code == MULT_EXPR || code == POINTER_PLUS_EXPR)
	    e = build2 (code, TREE_TYPE (name), gimple_assign_rhs1 (def),
			gimple_assign_rhs2 (def));
	  if (e)
	    {
	      lin tmp;
	      bool ex;
	      unsigned nw = mb->wraps.length ();
	      tree *saved = ctx.base;
	      ctx.base = NULL;
	      to_lin (mb, e, ctx, &tmp, &ex);
	      ctx.base = saved;
	      mb->wraps.truncate (nw);
	      if (mb->why != GPUGEN_REJECT_PARAM_STRIDE)
		mb->why = GPUGEN_OK;
	    }
	}
      return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
    }
  return to_lin (mb, chrec, ctx, out, exact);
}

/* Return an integer SSA name of precision PREC defined before the region
   of MB, in a block that dominates the region's entry, as a conversion
   of NAME (also defined before the region); NULL_TREE when there is
   none.  */

static tree
narrowed_before_region (model_builder *mb, tree name, unsigned prec)
{
  if (defined_in_region_p (mb, name)
      || !dom_info_available_p (CDI_DOMINATORS))
    return NULL_TREE;
  basic_block entry = mb->scop->entry->dest;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *st = USE_STMT (use);
      if (!is_gimple_assign (st)
	  || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (st)))
	continue;
      tree lhs = gimple_assign_lhs (st);
      if (TREE_CODE (lhs) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (lhs))
	  || TYPE_PRECISION (TREE_TYPE (lhs)) != prec
	  || defined_in_region_p (mb, lhs)
	  || !dominated_by_p (CDI_DOMINATORS, entry, gimple_bb (st)))
	continue;
      return lhs;
    }
  return NULL_TREE;
}

/* Convert the expression or chrec T into the affine *OUT in context CTX.
   Return false, recording the reason in MB, when T is not affine.
   Set *EXACT when *OUT is T's value; otherwise T's type is a narrow
   wrapping one (or T converts to one) and T's value is *OUT only modulo
   2^precision (unsigned arithmetic is a ring homomorphism, so sums and
   products of such values stay congruent).  A conversion that widens a
   value that may not be exact records a no-wrap check for it.  */

bool
to_lin (model_builder *mb, tree t, lin_ctx &ctx, lin *out, bool *exact)
{
  memset (out, 0, sizeof (*out));
  *exact = true;
  if (automatically_generated_chrec_p (t))
    return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);

  switch (TREE_CODE (t))
    {
    case INTEGER_CST:
      if (!int_cst_value (t, &out->cst))
	return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      /* 4294967294 in unsigned int is read as -2.  */
      *exact = !(narrow_wrapping_p (TREE_TYPE (t))
		 && TYPE_UNSIGNED (TREE_TYPE (t)) && out->cst < 0);
      return true;

    case SSA_NAME:
      return ssa_to_lin (mb, t, ctx, out, exact);

    case ADDR_EXPR:
      if (ctx.base && !*ctx.base && DECL_P (TREE_OPERAND (t, 0)))
	{
	  *ctx.base = t;
	  return true;
	}
      return model_fail (mb, GPUGEN_REJECT_MEMREF);

    case POLYNOMIAL_CHREC:
      {
	int k = gpugen_chrec_loop_index (ctx.loops, t);
	if (k < 0)
	  return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	tree step = CHREC_RIGHT (t);
	lin base;
	if (!to_lin (mb, CHREC_LEFT (t), ctx, &base, exact))
	  return false;
	*out = base;
	if (TREE_CODE (step) != INTEGER_CST)
	  {
	    /* A step that is an expression of parameters is a
	       parametric stride.  */
	    lin s;
	    bool ex;
	    unsigned nw = mb->wraps.length ();
	    tree *saved = ctx.base;
	    ctx.base = NULL;
	    bool affine = to_lin (mb, step, ctx, &s, &ex);
	    ctx.base = saved;
	    mb->wraps.truncate (nw);
	    if (affine && lin_no_iv_p (s))
	      mb->why = GPUGEN_REJECT_PARAM_STRIDE;
	    return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	  }
	HOST_WIDE_INT sv;
	if (!int_cst_value (step, &sv))
	  return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	if (__builtin_add_overflow (out->iv[k], sv, &out->iv[k]))
	  return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	/* An evolution in a signed type does not overflow (scalar
	   evolution relies on it); one in a wrapping type may.  */
	if (narrow_wrapping_p (TREE_TYPE (t)))
	  *exact = false;
	return true;
      }

    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
      {
	lin a, b;
	bool ea, eb;
	if (!to_lin (mb, TREE_OPERAND (t, 0), ctx, &a, &ea))
	  return false;
	tree *saved = ctx.base;
	if (TREE_CODE (t) == MINUS_EXPR)
	  ctx.base = NULL;
	bool ok = to_lin (mb, TREE_OPERAND (t, 1), ctx, &b, &eb);
	ctx.base = saved;
	if (!ok)
	  return false;
	if (!lin_add (out, a, b, TREE_CODE (t) == MINUS_EXPR ? -1 : 1))
	  return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	*exact = ea && eb && !narrow_wrapping_p (TREE_TYPE (t));
	return true;
      }

    case MULT_EXPR:
      {
	lin a, b;
	bool ea, eb;
	tree *saved = ctx.base;
	ctx.base = NULL;
	bool ok = (to_lin (mb, TREE_OPERAND (t, 0), ctx, &a, &ea)
		   && to_lin (mb, TREE_OPERAND (t, 1), ctx, &b, &eb));
	ctx.base = saved;
	if (!ok)
	  return false;
	if (!lin_const_p (a) && !lin_const_p (b))
	  {
	    /* A counter times a parameter: a parametric stride.  */
	    if ((!lin_no_iv_p (a) && lin_no_iv_p (b))
		|| (lin_no_iv_p (a) && !lin_no_iv_p (b)))
	      return model_fail (mb, GPUGEN_REJECT_PARAM_STRIDE);
	    return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	  }
	if (!lin_const_p (a))
	  std::swap (a, b);
	lin zero;
	memset (&zero, 0, sizeof (zero));
	if (!lin_add (out, zero, b, a.cst))
	  return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	*exact = ea && eb && !narrow_wrapping_p (TREE_TYPE (t));
	return true;
      }

    case NEGATE_EXPR:
      {
	lin a, zero;
	bool ea;
	tree *saved = ctx.base;
	ctx.base = NULL;
	bool ok = to_lin (mb, TREE_OPERAND (t, 0), ctx, &a, &ea);
	ctx.base = saved;
	if (!ok)
	  return false;
	memset (&zero, 0, sizeof (zero));
	if (!lin_add (out, zero, a, -1))
	  return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	*exact = ea && !narrow_wrapping_p (TREE_TYPE (t));
	return true;
      }

    CASE_CONVERT:
    case NON_LVALUE_EXPR:
      {
	tree inner = TREE_OPERAND (t, 0);
	tree to = TREE_TYPE (t), from = TREE_TYPE (inner);
	/* A narrowing conversion of a value computed before the region
	   that the function narrows there too (gfortran's "(unsigned int)
	   _4" for the trip count size (a), where the code has
	   "_17 = (integer(kind=4)) _4"): that value, a parameter.  */
	if (TREE_CODE (inner) == SSA_NAME && INTEGRAL_TYPE_P (to)
	    && INTEGRAL_TYPE_P (from)
	    && TYPE_PRECISION (to) < TYPE_PRECISION (from))
	  if (tree narrow = narrowed_before_region (mb, inner,
						    TYPE_PRECISION (to)))
	    {
	      /* Exact when the signedness is kept; otherwise modulo
		 2^precision, with the usual no-wrap check.  */
	      int p = param_index (mb, narrow);
	      if (p < 0)
		return model_fail (mb, GPUGEN_REJECT_PARAMS);
	      out->par[p] = 1;
	      *exact = (TYPE_UNSIGNED (to)
			== TYPE_UNSIGNED (TREE_TYPE (narrow)));
	      return true;
	    }
	/* Narrowing conversions may wrap: not affine.  */
	if (!(INTEGRAL_TYPE_P (to) || POINTER_TYPE_P (to))
	    || !(INTEGRAL_TYPE_P (from) || POINTER_TYPE_P (from))
	    || TYPE_PRECISION (to) < TYPE_PRECISION (from))
	  return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	bool ei;
	if (!to_lin (mb, inner, ctx, out, &ei))
	  return false;
	if (TYPE_PRECISION (to) > TYPE_PRECISION (from))
	  {
	    /* Sign or zero extension keeps the value, which must then be
	       exact: a wrapped value does not become the affine one.  */
	    if (!ei && !gpugen_need_no_wrap (mb, ctx, *out, from))
	      return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	    *exact = true;
	    return true;
	  }
	/* The same precision: the value modulo 2^precision is kept, and
	   the value itself when the signedness is (pointer-sized types
	   are read modulo 2^precision, as addresses are).  */
	*exact = ei && (TYPE_UNSIGNED (to) == TYPE_UNSIGNED (from)
			|| TYPE_PRECISION (to) >= TYPE_PRECISION (sizetype));
	return true;
      }

    default:
      return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
    }
}

/* Convert the expression or chrec T into the affine *OUT in context CTX.
   Return false, recording the reason in MB, when T is not affine.  A
   value that is exact only where it did not wrap gets a no-wrap check
   at CTX's site (and is not affine where CTX has none).  */

bool
tree_to_lin (model_builder *mb, tree t, lin_ctx &ctx, lin *out)
{
  bool exact;
  if (!to_lin (mb, t, ctx, out, &exact))
    return false;
  if (!exact && !gpugen_need_no_wrap (mb, ctx, *out, TREE_TYPE (t)))
    return model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
  return true;
}

/* Convert T into *OUT in context CTX as tree_to_lin does, but into a
   value only congruent to T's modulo 2^precision where T's type is a
   narrow wrapping one, without a no-wrap check: enough where T is only
   compared in its own unsigned type (unsigned_compare_set reads the
   comparison exactly).  Return false, recording the reason in MB, when
   T is not affine.  */

bool
tree_to_congruent_lin (model_builder *mb, tree t, lin_ctx &ctx, lin *out)
{
  bool exact;
  return to_lin (mb, t, ctx, out, &exact);
}

/* Quasi-affine expressions: affine ones with integer divisions by
   constants (i / 2, i % 2, i & 3, i >> 1), which isl represents exactly
   with existentially quantified variables.  They appear in conditions
   (if (i % 2 == 0), the red-black sweeps) and in the latch counts of
   loops whose step is not 1 ("((unsigned) n + 4294967295) / 2").  */

/* Whether CODE divides by its constant second operand, or takes the
   remainder: the operations a quasi-affine expression adds to affine
   ones.  */

static bool
quasi_code_p (enum tree_code code)
{
  return (code == TRUNC_DIV_EXPR || code == FLOOR_DIV_EXPR
	  || code == EXACT_DIV_EXPR || code == TRUNC_MOD_EXPR
	  || code == FLOOR_MOD_EXPR || code == RSHIFT_EXPR
	  || code == BIT_AND_EXPR);
}

/* Whether the SSA name NAME, defined in the region of MB, may be
   recomputed from its definition where it is used in the loop USE_LOOP:
   the definition's loop encloses USE_LOOP (the value is that of the
   current iteration).  */

bool
def_usable_p (tree name, class loop *use_loop)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!is_gimple_assign (def))
    return false;
  class loop *dl = gimple_bb (def)->loop_father;
  return dl == use_loop || flow_loop_nested_p (dl, use_loop);
}

/* Whether T, used in context CTX, involves a division by a constant or
   a remainder, directly or through the definitions of SSA names of the
   region (DEPTH limits the search).  */

bool
quasi_tree_p (model_builder *mb, tree t, lin_ctx &ctx, int depth)
{
  if (depth > 8 || !t)
    return false;
  enum tree_code code = TREE_CODE (t);
  if (quasi_code_p (code) || code == MIN_EXPR || code == MAX_EXPR)
    return true;
  if (code == SSA_NAME)
    {
      if (!defined_in_region_p (mb, t) || !def_usable_p (t, ctx.loop))
	return false;
      gimple *def = SSA_NAME_DEF_STMT (t);
      /* A selection between values (cond_qaff).  */
      if (gimple_assign_rhs_code (def) == COND_EXPR)
	return true;
      tree e = gpugen_assign_rhs_expr (t, def);
      return e && quasi_tree_p (mb, e, ctx, depth + 1);
    }
  if (code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR
      || code == NEGATE_EXPR || CONVERT_EXPR_CODE_P (code))
    for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
      if (quasi_tree_p (mb, TREE_OPERAND (t, i), ctx, depth + 1))
	return true;
  return false;
}

/* Return the constant DIVISOR of a division or remainder T as a positive
   isl value: the second operand, 2^k for a shift by k, 2^k for a mask
   2^k - 1.  NULL when it is not one.  A division or remainder of a
   signed type by a negative constant (GCC writes "j / 3" subtracted
   from something as "j / -3") gives the divisor's magnitude and sets
   *NEGATIVE; NEGATIVE NULL refuses such divisors.  */

static isl_val *
quasi_divisor (tree t, bool *negative)
{
  tree c = TREE_OPERAND (t, 1);
  HOST_WIDE_INT v;
  if (negative)
    *negative = false;
  if (TREE_CODE (c) != INTEGER_CST || !int_cst_value (c, &v))
    return NULL;
  switch (TREE_CODE (t))
    {
    case RSHIFT_EXPR:
      if (v < 0 || v > 62)
	return NULL;
      return isl_val_int_from_si (gpugen_isl_ctx, HOST_WIDE_INT_1 << v);
    case BIT_AND_EXPR:
      if (v <= 0 || exact_log2 (v + 1) < 0)
	return NULL;
      return isl_val_int_from_si (gpugen_isl_ctx, v + 1);
    default:
      /* A negative divisor only of a signed division (an unsigned
	 constant with its sign bit set is a large positive one, which
	 int_cst_value reads as negative), and not the most negative
	 value, whose magnitude does not fit.  */
      if (v < 0 && negative && !TYPE_UNSIGNED (TREE_TYPE (t))
	  && !TYPE_UNSIGNED (TREE_TYPE (c)) && v != HOST_WIDE_INT_MIN)
	{
	  *negative = true;
	  return isl_val_int_from_si (gpugen_isl_ctx, -v);
	}
      if (v <= 0)
	return NULL;
      return isl_val_int_from_si (gpugen_isl_ctx, v);
    }
}

isl_pw_aff *to_qaff (model_builder *, tree, lin_ctx &, int, int);

/* Convert T, an operand of an addition or subtraction in a narrow
   wrapping type, as to_qaff does, but into a value only congruent to it
   modulo 2^precision: a constant with its sign bit set is read as
   negative ((unsigned) n + 4294967293 as n - 3), and a conversion to
   the operation's type (which reduces its operand modulo 2^precision)
   as its operand ((unsigned) (i % 2) as i % 2, also where it is -1).  */

static isl_pw_aff *
congruent_qaff (model_builder *mb, tree t, lin_ctx &ctx, int dims, int depth,
		tree optype)
{
  HOST_WIDE_INT v;
  if (CONVERT_EXPR_P (t) && TREE_TYPE (t) == optype
      && INTEGRAL_TYPE_P (TREE_TYPE (TREE_OPERAND (t, 0))))
    return to_qaff (mb, TREE_OPERAND (t, 0), ctx, dims, depth + 1);
  if (TREE_CODE (t) == INTEGER_CST && int_cst_value (t, &v))
    {
      isl_space *sp = set_space (mb, dims, NULL);
      return isl_pw_aff_val_on_domain (isl_set_universe (sp),
				       isl_val_int_from_si (gpugen_isl_ctx,
							    v));
    }
  return to_qaff (mb, t, ctx, dims, depth);
}

/* Return R (taken), the exact quasi-affine value over DIMS counters of
   an expression used in context CTX, after recording a no-wrap check
   on it: the expression's value is R only where R lies within TYPE's
   range.  NULL, with the reason recorded, where R is NULL or CTX says
   where nothing is computed (no check can be made there).  */

static isl_pw_aff *
qaff_no_wrap (model_builder *mb, isl_pw_aff *r, lin_ctx &ctx, int dims,
	      tree type)
{
  int nl = ctx.loops->length ();
  if (!r || nl > dims || (!ctx.site.bb && !ctx.site.loop))
    {
      isl_pw_aff_free (r);
      model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      return NULL;
    }
  /* The check is over the counters of the site; the others are not
     used.  */
  isl_pw_aff *q = isl_pw_aff_drop_dims (isl_pw_aff_copy (r), isl_dim_in, nl,
					dims - nl);
  mb->qwraps.safe_push (q);
  wrap_check w;
  memset (&w, 0, sizeof w);
  w.q = q;
  w.dims = nl;
  w.type = type;
  w.site = ctx.site;
  mb->wraps.safe_push (w);
  return r;
}

/* Convert T, an operation in a narrow wrapping type TYPE (unsigned int)
   with a quasi-affine operand, as to_qaff does: the exact value of the
   operation on operands congruent to its own, which is its value where
   it lies within TYPE; a no-wrap check on it is recorded (none can be
   where CTX says where nothing is computed: then T is refused).  Only
   additions, subtractions, products by a constant, negations and
   conversions are read.  */

static isl_pw_aff *
wrapping_qaff (model_builder *mb, tree t, lin_ctx &ctx, int dims, int depth)
{
  enum tree_code code = TREE_CODE (t);
  tree type = TREE_TYPE (t);
  isl_pw_aff *r = NULL;
  if (!ctx.site.bb && !ctx.site.loop)
    ;
  else if (CONVERT_EXPR_CODE_P (code)
	   && INTEGRAL_TYPE_P (TREE_TYPE (TREE_OPERAND (t, 0))))
    r = to_qaff (mb, TREE_OPERAND (t, 0), ctx, dims, depth + 1);
  else if (code == NEGATE_EXPR)
    {
      r = to_qaff (mb, TREE_OPERAND (t, 0), ctx, dims, depth + 1);
      r = r ? isl_pw_aff_neg (r) : NULL;
    }
  else if (code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR)
    {
      isl_pw_aff *a = congruent_qaff (mb, TREE_OPERAND (t, 0), ctx, dims,
				      depth + 1, type);
      isl_pw_aff *b = (a ? congruent_qaff (mb, TREE_OPERAND (t, 1), ctx,
					   dims, depth + 1, type) : NULL);
      if (a && b)
	{
	  isl_space *all = set_space (mb, dims, NULL);
	  a = isl_pw_aff_align_params (a, isl_space_copy (all));
	  b = isl_pw_aff_align_params (b, all);
	  if (code == PLUS_EXPR)
	    r = isl_pw_aff_add (a, b);
	  else if (code == MINUS_EXPR)
	    r = isl_pw_aff_sub (a, b);
	  else if (isl_pw_aff_is_cst (a) || isl_pw_aff_is_cst (b))
	    r = isl_pw_aff_mul (a, b);
	  else
	    {
	      isl_pw_aff_free (a);
	      isl_pw_aff_free (b);
	    }
	}
      else
	{
	  isl_pw_aff_free (a);
	  isl_pw_aff_free (b);
	}
    }
  return qaff_no_wrap (mb, r, ctx, dims, type);
}

/* Convert the value of DEF, a selection "C ? A : B" in the region of
   MB, used in context CTX, as to_qaff does: A where the condition C
   holds, B elsewhere, each read exactly (with its own no-wrap checks,
   which are then required wherever the value is computed, not only
   where it is selected), piecewise quasi-affine over DIMS counters.
   GCC computes a bound "MIN (n, i + w + 1)" so: "i + w < n ? (int)
   ((unsigned) (i + w) + 1) : n".  Return NULL, recording the reason,
   where C or a value is not quasi-affine.  */

static isl_pw_aff *
cond_qaff (model_builder *mb, gassign *def, lin_ctx &ctx, int dims,
	   int depth)
{
  tree c = gimple_assign_rhs1 (def);
  if (!COMPARISON_CLASS_P (c))
    {
      model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      return NULL;
    }
  isl_set *s = cond_to_set (mb, c, ctx, dims);
  if (!s)
    return NULL;
  isl_pw_aff *a = to_qaff (mb, gimple_assign_rhs2 (def), ctx, dims, depth);
  isl_pw_aff *b = (a ? to_qaff (mb, gimple_assign_rhs3 (def), ctx, dims,
				depth) : NULL);
  if (!a || !b)
    {
      isl_set_free (s);
      isl_pw_aff_free (a);
      isl_pw_aff_free (b);
      return NULL;
    }
  /* Each part may have discovered parameters.  */
  isl_space *all = set_space (mb, dims, NULL);
  s = isl_set_align_params (s, isl_space_copy (all));
  a = isl_pw_aff_align_params (a, isl_space_copy (all));
  b = isl_pw_aff_align_params (b, all);
  a = isl_pw_aff_intersect_domain (a, isl_set_copy (s));
  b = isl_pw_aff_subtract_domain (b, s);
  return isl_pw_aff_union_add (a, b);
}

/* Convert T, used in context CTX, into an exact quasi-affine function
   over DIMS counters (the value T has, not one modulo 2^precision),
   through tree_to_lin where T is affine.  Return NULL, recording the
   reason in MB, otherwise.  DEPTH limits the recursion.  */

isl_pw_aff *
to_qaff (model_builder *mb, tree t, lin_ctx &ctx, int dims, int depth)
{
  if (depth > 16)
    {
      model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      return NULL;
    }
  enum tree_code code = TREE_CODE (t);
  tree type = TREE_TYPE (t);
  if (!INTEGRAL_TYPE_P (type))
    {
      model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      return NULL;
    }

  /* Affine: as tree_to_lin reads it (a value that may wrap gets its
     no-wrap check, and is then exact).  */
  if (!quasi_tree_p (mb, t, ctx, 0))
    {
      lin l;
      if (!tree_to_lin (mb, t, ctx, &l))
	return NULL;
      return isl_pw_aff_from_aff (lin_to_aff (l, set_space (mb, dims, NULL)));
    }

  if (code == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (is_gimple_assign (def) && gimple_assign_rhs_code (def) == COND_EXPR)
	return cond_qaff (mb, as_a <gassign *> (def), ctx, dims, depth + 1);
      return to_qaff (mb, gpugen_assign_rhs_expr (t, def), ctx, dims,
		      depth + 1);
    }

  /* The minimum or maximum of exact values (a bound "MIN (n, j)" where
     GCC merged an exit on counters into the loop's test, Fortran's
     "do i = 1, min (n, j)"): piecewise affine, exact.  */
  if (code == MIN_EXPR || code == MAX_EXPR)
    {
      isl_pw_aff *a = to_qaff (mb, TREE_OPERAND (t, 0), ctx, dims, depth + 1);
      isl_pw_aff *b = (a ? to_qaff (mb, TREE_OPERAND (t, 1), ctx, dims,
				    depth + 1) : NULL);
      if (!a || !b)
	{
	  isl_pw_aff_free (a);
	  isl_pw_aff_free (b);
	  return NULL;
	}
      isl_space *all = set_space (mb, dims, NULL);
      a = isl_pw_aff_align_params (a, isl_space_copy (all));
      b = isl_pw_aff_align_params (b, all);
      return code == MIN_EXPR ? isl_pw_aff_min (a, b) : isl_pw_aff_max (a, b);
    }

  if (quasi_code_p (code))
    {
      bool negative;
      isl_val *d = quasi_divisor (t, &negative);
      if (!d)
	{
	  model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	  return NULL;
	}
      isl_pw_aff *a = to_qaff (mb, TREE_OPERAND (t, 0), ctx, dims, depth + 1);
      if (!a)
	{
	  isl_val_free (d);
	  return NULL;
	}
      /* The operand's exact value: an unsigned one is non-negative, so
	 truncating and flooring agree.  A dividend that may be negative
	 (i / 2 - j / 3) is split on its sign by isl's tdiv_q and tdiv_r
	 (a quotient truncated toward zero, a remainder with the sign of
	 the dividend, C's and Fortran's).  By a negative divisor -D: a
	 truncated quotient is -(A tdiv D) and a truncated remainder A
	 tdiv_r D (its sign is the dividend's); a floored quotient is
	 floor (-A / D) and a floored remainder, with the divisor's sign,
	 -((-A) mod D).  */
      switch (code)
	{
	case TRUNC_DIV_EXPR:
	case EXACT_DIV_EXPR:
	  {
	    isl_pw_aff *dv = isl_pw_aff_val_on_domain (
	      isl_set_universe (isl_pw_aff_get_domain_space (a)), d);
	    isl_pw_aff *q = isl_pw_aff_tdiv_q (a, dv);
	    return negative ? isl_pw_aff_neg (q) : q;
	  }
	case TRUNC_MOD_EXPR:
	  {
	    isl_pw_aff *dv = isl_pw_aff_val_on_domain (
	      isl_set_universe (isl_pw_aff_get_domain_space (a)), d);
	    return isl_pw_aff_tdiv_r (a, dv);
	  }
	case FLOOR_DIV_EXPR:
	case RSHIFT_EXPR:
	  /* An arithmetic shift floors.  */
	  if (negative)
	    a = isl_pw_aff_neg (a);
	  return isl_pw_aff_floor (isl_pw_aff_scale_down_val (a, d));
	case FLOOR_MOD_EXPR:
	  if (negative)
	    return isl_pw_aff_neg (isl_pw_aff_mod_val (isl_pw_aff_neg (a), d));
	  return isl_pw_aff_mod_val (a, d);
	default:
	  /* A mask of the low bits: the non-negative remainder, in two's
	     complement too.  */
	  return isl_pw_aff_mod_val (a, d);
	}
    }

  /* Arithmetic on quasi-affine operands: exact where it does not
     overflow, which a signed type promises; in a narrow wrapping type,
     where the exact value of operands congruent to the ones computed
     lies within the type (a no-wrap check).  */
  if (narrow_wrapping_p (type))
    return wrapping_qaff (mb, t, ctx, dims, depth);
  if (CONVERT_EXPR_CODE_P (code))
    {
      tree from = TREE_TYPE (TREE_OPERAND (t, 0));
      /* An unsigned value converted to the signed type of its precision
	 (the int start "(int) ((i & 1) + 1)" of a red-black row whose
	 outer counter is unsigned) keeps its value where it lies within
	 the signed type; past it, the conversion is implementation-
	 defined (GCC wraps): the operand's exact value under a no-wrap
	 check in TYPE.  */
      if (INTEGRAL_TYPE_P (from) && TYPE_UNSIGNED (from)
	  && !TYPE_UNSIGNED (type)
	  && TYPE_PRECISION (type) == TYPE_PRECISION (from))
	return qaff_no_wrap (mb, to_qaff (mb, TREE_OPERAND (t, 0), ctx, dims,
					  depth + 1),
			     ctx, dims, type);
      /* Otherwise only conversions that keep every value of the
	 operand: to a wider type, and from a signed type only to a
	 signed one.  */
      if (!INTEGRAL_TYPE_P (from)
	  || TYPE_PRECISION (type) < TYPE_PRECISION (from)
	  || (TYPE_PRECISION (type) == TYPE_PRECISION (from)
	      && TYPE_UNSIGNED (type) != TYPE_UNSIGNED (from))
	  || (!TYPE_UNSIGNED (from) && TYPE_UNSIGNED (type)))
	{
	  model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	  return NULL;
	}
      return to_qaff (mb, TREE_OPERAND (t, 0), ctx, dims, depth + 1);
    }
  if (code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR)
    {
      isl_pw_aff *a = to_qaff (mb, TREE_OPERAND (t, 0), ctx, dims, depth + 1);
      isl_pw_aff *b = (a ? to_qaff (mb, TREE_OPERAND (t, 1), ctx, dims,
				    depth + 1) : NULL);
      if (!a || !b)
	{
	  isl_pw_aff_free (a);
	  isl_pw_aff_free (b);
	  return NULL;
	}
      /* The two sides may have discovered different parameters.  */
      isl_space *all = set_space (mb, dims, NULL);
      a = isl_pw_aff_align_params (a, isl_space_copy (all));
      b = isl_pw_aff_align_params (b, all);
      if (code == PLUS_EXPR)
	return isl_pw_aff_add (a, b);
      if (code == MINUS_EXPR)
	return isl_pw_aff_sub (a, b);
      if (!isl_pw_aff_is_cst (a) && !isl_pw_aff_is_cst (b))
	{
	  isl_pw_aff_free (a);
	  isl_pw_aff_free (b);
	  model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	  return NULL;
	}
      return isl_pw_aff_mul (a, b);
    }
  if (code == NEGATE_EXPR)
    {
      isl_pw_aff *a = to_qaff (mb, TREE_OPERAND (t, 0), ctx, dims, depth + 1);
      return a ? isl_pw_aff_neg (a) : NULL;
    }
  model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
  return NULL;
}

/* Convert T, used in context CTX, into an exact quasi-affine function
   over DIMS counters, when it involves a division by a constant or a
   remainder (affine expressions are tree_to_lin's); NULL, with MB as it
   was, when it does not, or it is not quasi-affine (the reason is then
   recorded).  The result is over MB's parameters at the time of the
   call, which may have grown.  */

isl_pw_aff *
tree_to_qaff (model_builder *mb, tree t, lin_ctx &ctx, int dims)
{
  if (!quasi_tree_p (mb, t, ctx, 0))
    return NULL;
  unsigned np = mb->scop->params.length ();
  unsigned nw = mb->wraps.length ();
  isl_pw_aff *pa = to_qaff (mb, t, ctx, dims, 0);
  if (!pa)
    {
      mb->scop->params.truncate (np);
      mb->wraps.truncate (nw);
      return NULL;
    }
  return isl_pw_aff_align_params (pa, set_space (mb, dims, NULL));
}

/* Return the space of a set with DIMS dimensions named TUPLE (NULL for
   none) over MB's current parameters.  */

isl_space *
set_space (model_builder *mb, int dims, const char *tuple)
{
  gpugen_scop *scop = mb->scop;
  isl_space *sp = isl_space_set_alloc (gpugen_isl_ctx, scop->params.length (),
				       dims);
  for (unsigned i = 0; i < scop->params.length (); i++)
    {
      tree p = scop->params[i];
      char buf[64];
      tree var = SSA_NAME_VAR (p);
      if (var && DECL_NAME (var))
	snprintf (buf, sizeof buf, "%s_%u",
		  IDENTIFIER_POINTER (DECL_NAME (var)), SSA_NAME_VERSION (p));
      else
	snprintf (buf, sizeof buf, "p_%u", SSA_NAME_VERSION (p));
      for (char *c = buf; *c; c++)
	if (!ISALNUM (*c))
	  *c = '_';
      sp = isl_space_set_dim_id (sp, isl_dim_param, i,
				 isl_id_alloc (gpugen_isl_ctx, buf, p));
    }
  if (tuple)
    sp = isl_space_set_tuple_name (sp, isl_dim_set, tuple);
  return sp;
}

/* Return the local space of SP (taken), or NULL when SP is NULL: isl's
   own isl_local_space_from_space dereferences the context of a NULL
   space, which an exhausted operation quota can produce.  */

isl_local_space *
safe_local_space (isl_space *sp)
{
  if (!sp)
    return NULL;
  return isl_local_space_from_space (sp);
}

/* Return L as an isl_aff on the set space SP (taken).  Counters beyond
   the space's dimensions must have zero coefficients.  */

isl_aff *
lin_to_aff (const lin &l, isl_space *sp)
{
  isl_ctx *ctx = gpugen_isl_ctx;
  unsigned dims = isl_space_dim (sp, isl_dim_set);
  unsigned np = isl_space_dim (sp, isl_dim_param);
  isl_aff *aff = isl_aff_zero_on_domain (safe_local_space (sp));
  aff = isl_aff_set_constant_val (aff, isl_val_int_from_si (ctx, l.cst));
  for (unsigned i = 0; i < dims && i < MAX_DEPTH; i++)
    if (l.iv[i])
      aff = isl_aff_set_coefficient_val (aff, isl_dim_in, i,
					 isl_val_int_from_si (ctx, l.iv[i]));
  for (unsigned i = 0; i < np && i < MAX_PARAMS; i++)
    if (l.par[i])
      aff = isl_aff_set_coefficient_val (aff, isl_dim_param, i,
					 isl_val_int_from_si (ctx, l.par[i]));
  return aff;
}
