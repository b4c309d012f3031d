/* Building the polyhedral model of a gpugen SCoP.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Input: a candidate region found by gpugen-detect.cc.  Output: the
   statements of the region with their iteration domains and accesses,
   its arrays, parameters and context, and its original schedule as an
   isl schedule tree.  Everything that is not affine is found here and
   makes the region a miss with its reason.

   Affine expressions are first computed as "lin" values: a constant plus
   integer coefficients of the loop counters and of the parameters, with
   overflow checks.  They come from scalar evolution: each SSA name used
   in a bound, condition or subscript is analyzed in the loop of its use
   and instantiated below the region's entry edge, which leaves a chrec
   over the region's loops whose leaves are constants and names defined
   before the region (the parameters).  {BASE, +, STEP}_L contributes
   STEP times L's counter; a STEP that is itself a parameter expression is
   a parametric stride.

   Loop counters: loop L of the region has counter c_L >= 0 counting its
   header executions.  With niter analysis' latch count NITER and its
   condition MAY_BE_ZERO, blocks executed before L's exit test in an
   iteration run for 0 <= c_L <= NITER when MAY_BE_ZERO is false and for
   c_L = 0 when it is true; blocks after the exit test run for
   0 <= c_L <= NITER - 1 and only when MAY_BE_ZERO is false.  So loops
   that run zero times are modelled exactly.

   Scalars are modelled as Polly models them: an SSA value defined in one
   statement and used in another is a "value array", written by its
   defining statement and read by its users; the incoming values of a PHI
   node form a "PHI array", written at the end of each predecessor block
   and read by the PHI's block.  Each such array is expanded over the
   region loops that enclose all its accesses, so iterations of those
   loops do not depend on each other through it.  Values that scalar
   evolution can recompute from the counters (induction variables) need
   no array.  Writes of PHI arrays for loop-header PHIs are attributed to
   the nearest non-empty dominating block when the predecessor is an
   empty forwarder (the latch, the preheader): the write then happens a
   little earlier, which is harmless since only the header reads it.  */

#include "gpugen.h"

/* The most loop counters and parameters a lin can hold.  */
#define MAX_DEPTH 16
#define MAX_PARAMS 32

/* An affine expression: CST + sum IV[k] * c_k + sum PAR[p] * param_p.  */

struct lin
{
  /* The constant term.  */
  HOST_WIDE_INT cst;
  /* Coefficients of the loop counters, outermost first.  */
  HOST_WIDE_INT iv[MAX_DEPTH];
  /* Coefficients of the parameters, in the order of scop->params.  */
  HOST_WIDE_INT par[MAX_PARAMS];
};

/* Per-loop information used while building the model.  */

struct loop_model
{
  /* The loop.  */
  class loop *loop;
  /* Its depth in the region, from 1.  */
  int depth;
  /* The latch count, affine in the outer counters.  */
  lin niter;
  /* MAY_BE_ZERO as a set over the outer counters (depth - 1 dims); an
     empty set when the loop always runs its latch NITER times.  */
  isl_set *may_be_zero;
};

/* The state of model building for one SCoP.  */

struct model_builder
{
  /* The SCoP being built.  */
  gpugen_scop *scop;
  /* Membership of blocks in the region.  */
  sbitmap in_region;
  /* Position of each block in scop->blocks (reverse post-order).  */
  int *pos;
  /* The region's loops, indexed like scop->loops.  */
  vec<loop_model> loops;
  /* The first reason found, if any.  */
  enum gpugen_reject why;
  /* The statement built for each block, indexed by block index.  */
  gpugen_stmt **stmt_of;
  /* The domain of each block of the region (over the counters of its
     loops), indexed by block index.  */
  isl_set **bdom;
  /* Access trees kept for the alias check: the memory reference of each
     memory access, parallel to the accesses of each statement.  */
  vec<tree> mem_refs;
  vec<gpugen_array *> mem_ref_arrays;
  vec<bool> mem_ref_writes;
};

/* Record R as the reason MB fails, if none was recorded yet; return
   false for the callers' convenience.  */

static bool
fail (model_builder *mb, enum gpugen_reject r)
{
  if (mb->why == GPUGEN_OK)
    mb->why = r;
  return false;
}

/* Whether NAME is defined inside the region of MB.  */

static bool
defined_in_region_p (model_builder *mb, tree name)
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name))
    return false;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  return bb && bitmap_bit_p (mb->in_region, bb->index);
}

/* Return the index of LOOP in MB's region loops, or -1.  */

static int
loop_index (model_builder *mb, class loop *loop)
{
  for (unsigned i = 0; i < mb->loops.length (); i++)
    if (mb->loops[i].loop == loop)
      return i;
  return -1;
}

/* Fill LOOPS with the region loops that enclose BB in MB, outermost
   first.  */

static void
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

static int
param_index (model_builder *mb, tree t)
{
  for (unsigned i = 0; i < mb->scop->params.length (); i++)
    if (mb->scop->params[i] == t)
      return i;
  int limit = MIN (gpugen_opts.max_params, MAX_PARAMS);
  if ((int) mb->scop->params.length () >= limit)
    return -1;
  mb->scop->params.safe_push (t);
  return mb->scop->params.length () - 1;
}

/* Lin arithmetic with overflow checks.  Each returns false on
   overflow.  */

static bool
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

static bool
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

static bool
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

static bool
int_cst_value (tree cst, HOST_WIDE_INT *out)
{
  unsigned prec = TYPE_PRECISION (TREE_TYPE (cst));
  if (prec > HOST_BITS_PER_WIDE_INT)
    return false;
  *out = wi::sext (wi::to_wide (cst), prec).to_shwi ();
  return true;
}

/* The context in which tree_to_lin converts an expression.  */

struct lin_ctx
{
  /* The loop where the expression is used.  */
  class loop *loop;
  /* The region loops whose counters are available, outermost first.  */
  vec<class loop *> *loops;
  /* If non-NULL, one pointer base (an SSA pointer defined before the
     region, or the address of a declaration) may appear, with
     coefficient 1; it is stored here.  */
  tree *base;
};

static bool tree_to_lin (model_builder *, tree, lin_ctx &, lin *);

/* Return the evolution of NAME, used in LOOP, as seen from the region of
   MB: a chrec over the region's loops whose leaves are defined before
   the region.  */

static tree
region_scev (model_builder *mb, class loop *loop, tree name)
{
  if (!defined_in_region_p (mb, name))
    return name;
  tree chrec = analyze_scalar_evolution (loop, name);
  return instantiate_scev (mb->scop->entry, loop, chrec);
}

/* Convert the SSA name NAME into *OUT in context CTX.  */

static bool
ssa_to_lin (model_builder *mb, tree name, lin_ctx &ctx, lin *out)
{
  if (!defined_in_region_p (mb, name))
    {
      if (POINTER_TYPE_P (TREE_TYPE (name)) && ctx.base && !*ctx.base)
	{
	  *ctx.base = name;
	  return true;
	}
      if (!INTEGRAL_TYPE_P (TREE_TYPE (name)))
	return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      int p = param_index (mb, name);
      if (p < 0)
	return fail (mb, GPUGEN_REJECT_PARAMS);
      out->par[p] = 1;
      return true;
    }

  /* A name defined in the region but outside its loops: follow its
     definition.  */
  if (loop_index (mb, ctx.loop) < 0)
    {
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (!is_gimple_assign (def))
	return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      enum tree_code code = gimple_assign_rhs_code (def);
      tree e;
      if (get_gimple_rhs_class (code) == GIMPLE_SINGLE_RHS)
	e = gimple_assign_rhs1 (def);
      else if (get_gimple_rhs_class (code) == GIMPLE_UNARY_RHS)
	e = build1 (code, TREE_TYPE (name), gimple_assign_rhs1 (def));
      else if (get_gimple_rhs_class (code) == GIMPLE_BINARY_RHS)
	e = build2 (code, TREE_TYPE (name), gimple_assign_rhs1 (def),
		    gimple_assign_rhs2 (def));
      else
	return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      return tree_to_lin (mb, e, ctx, out);
    }

  tree chrec = region_scev (mb, ctx.loop, name);
  if (chrec == name || chrec_contains_undetermined (chrec))
    return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
  return tree_to_lin (mb, chrec, ctx, out);
}

/* Convert the expression or chrec T into the affine *OUT in context CTX.
   Return false, recording the reason in MB, when T is not affine.  */

static bool
tree_to_lin (model_builder *mb, tree t, lin_ctx &ctx, lin *out)
{
  memset (out, 0, sizeof (*out));
  if (automatically_generated_chrec_p (t))
    return fail (mb, GPUGEN_REJECT_SUBSCRIPT);

  switch (TREE_CODE (t))
    {
    case INTEGER_CST:
      if (!int_cst_value (t, &out->cst))
	return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      return true;

    case SSA_NAME:
      return ssa_to_lin (mb, t, ctx, out);

    case ADDR_EXPR:
      if (ctx.base && !*ctx.base && DECL_P (TREE_OPERAND (t, 0)))
	{
	  *ctx.base = t;
	  return true;
	}
      return fail (mb, GPUGEN_REJECT_MEMREF);

    case POLYNOMIAL_CHREC:
      {
	class loop *l = get_chrec_loop (t);
	int k = -1;
	for (unsigned i = 0; i < ctx.loops->length (); i++)
	  if ((*ctx.loops)[i] == l)
	    k = i;
	if (k < 0)
	  return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	tree step = CHREC_RIGHT (t);
	lin base;
	if (!tree_to_lin (mb, CHREC_LEFT (t), ctx, &base))
	  return false;
	*out = base;
	if (TREE_CODE (step) != INTEGER_CST)
	  {
	    /* A step that is an expression of parameters is a
	       parametric stride.  */
	    lin s;
	    tree *saved = ctx.base;
	    ctx.base = NULL;
	    bool affine = tree_to_lin (mb, step, ctx, &s);
	    ctx.base = saved;
	    if (affine && lin_no_iv_p (s))
	      mb->why = GPUGEN_REJECT_PARAM_STRIDE;
	    return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	  }
	HOST_WIDE_INT sv;
	if (!int_cst_value (step, &sv))
	  return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	if (__builtin_add_overflow (out->iv[k], sv, &out->iv[k]))
	  return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	return true;
      }

    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
      {
	lin a, b;
	if (!tree_to_lin (mb, TREE_OPERAND (t, 0), ctx, &a))
	  return false;
	tree *saved = ctx.base;
	if (TREE_CODE (t) == MINUS_EXPR)
	  ctx.base = NULL;
	bool ok = tree_to_lin (mb, TREE_OPERAND (t, 1), ctx, &b);
	ctx.base = saved;
	if (!ok)
	  return false;
	if (!lin_add (out, a, b, TREE_CODE (t) == MINUS_EXPR ? -1 : 1))
	  return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	return true;
      }

    case MULT_EXPR:
      {
	lin a, b;
	tree *saved = ctx.base;
	ctx.base = NULL;
	bool ok = (tree_to_lin (mb, TREE_OPERAND (t, 0), ctx, &a)
		   && tree_to_lin (mb, TREE_OPERAND (t, 1), ctx, &b));
	ctx.base = saved;
	if (!ok)
	  return false;
	if (!lin_const_p (a) && !lin_const_p (b))
	  {
	    /* A counter times a parameter: a parametric stride.  */
	    if ((!lin_no_iv_p (a) && lin_no_iv_p (b))
		|| (lin_no_iv_p (a) && !lin_no_iv_p (b)))
	      return fail (mb, GPUGEN_REJECT_PARAM_STRIDE);
	    return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	  }
	if (!lin_const_p (a))
	  std::swap (a, b);
	lin zero;
	memset (&zero, 0, sizeof (zero));
	if (!lin_add (out, zero, b, a.cst))
	  return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	return true;
      }

    case NEGATE_EXPR:
      {
	lin a, zero;
	tree *saved = ctx.base;
	ctx.base = NULL;
	bool ok = tree_to_lin (mb, TREE_OPERAND (t, 0), ctx, &a);
	ctx.base = saved;
	if (!ok)
	  return false;
	memset (&zero, 0, sizeof (zero));
	if (!lin_add (out, zero, a, -1))
	  return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	return true;
      }

    CASE_CONVERT:
    case NON_LVALUE_EXPR:
      {
	tree inner = TREE_OPERAND (t, 0);
	tree to = TREE_TYPE (t), from = TREE_TYPE (inner);
	/* Narrowing conversions may wrap: not affine.  */
	if ((INTEGRAL_TYPE_P (to) || POINTER_TYPE_P (to))
	    && (INTEGRAL_TYPE_P (from) || POINTER_TYPE_P (from))
	    && TYPE_PRECISION (to) >= TYPE_PRECISION (from))
	  return tree_to_lin (mb, inner, ctx, out);
	return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      }

    default:
      return fail (mb, GPUGEN_REJECT_SUBSCRIPT);
    }
}

/* Return the space of a set with DIMS dimensions named TUPLE (NULL for
   none) over MB's current parameters.  */

static isl_space *
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

static isl_local_space *
safe_local_space (isl_space *sp)
{
  if (!sp)
    return NULL;
  return isl_local_space_from_space (sp);
}

/* Return L as an isl_aff on the set space SP (taken).  Counters beyond
   the space's dimensions must have zero coefficients.  */

static isl_aff *
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

/* Convert the condition COND (a comparison, a truth operation or a
   boolean constant), used in context CTX, into a set over DIMS counters.
   Return NULL, recording the reason, when it is not affine.  */

static isl_set *
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
      fail (mb, GPUGEN_REJECT_COND);
      return NULL;
    }
  isl_space_free (sp);

  tree op0 = TREE_OPERAND (cond, 0), op1 = TREE_OPERAND (cond, 1);
  tree type = TREE_TYPE (op0);
  if (!INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type))
    {
      fail (mb, GPUGEN_REJECT_COND);
      return NULL;
    }
  lin a, b;
  tree *saved = ctx.base;
  ctx.base = NULL;
  enum gpugen_reject before = mb->why;
  bool ok = (tree_to_lin (mb, op0, ctx, &a) && tree_to_lin (mb, op1, ctx, &b));
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
      fail (mb, GPUGEN_REJECT_COND);
      return NULL;
    }
  if (TYPE_UNSIGNED (type))
    {
      /* Constants of unsigned type compare as unsigned values.  */
      if (lin_const_p (a) && a.cst < 0)
	return fail (mb, GPUGEN_REJECT_COND), (isl_set *) NULL;
      if (lin_const_p (b) && b.cst < 0)
	return fail (mb, GPUGEN_REJECT_COND), (isl_set *) NULL;
    }
  /* Two statements: the order in which a call evaluates its arguments is
     unspecified, and the copy must happen before S2 is taken.  */
  isl_space *s2 = set_space (mb, dims, NULL);
  isl_aff *aa = lin_to_aff (a, isl_space_copy (s2));
  isl_aff *ab = lin_to_aff (b, s2);
  return compare_set (code, aa, ab);
}

/* Build the per-loop information of MB: counters, latch counts and
   MAY_BE_ZERO conditions.  */

static bool
build_loops (model_builder *mb)
{
  gpugen_scop *scop = mb->scop;
  for (basic_block bb : scop->blocks)
    {
      class loop *l = bb->loop_father;
      if (l == scop->outer || l->header != bb)
	continue;
      loop_model lm;
      memset (&lm, 0, sizeof (lm));
      lm.loop = l;
      lm.depth = loop_depth (l) - loop_depth (scop->outer);
      if (lm.depth > MAX_DEPTH)
	return fail (mb, GPUGEN_REJECT_BOUND);
      mb->loops.safe_push (lm);
      gpugen_loop_info li = { l, lm.depth, false, 0 };
      scop->loops.safe_push (li);
    }

  auto_vec<class loop *> outer;
  for (unsigned i = 0; i < mb->loops.length (); i++)
    {
      loop_model &lm = mb->loops[i];
      edge exit = single_exit (lm.loop);
      class tree_niter_desc desc;
      if (!exit || !number_of_iterations_exit (lm.loop, exit, &desc, false)
	  || !integer_onep (desc.assumptions))
	return fail (mb, GPUGEN_REJECT_NITER);

      enclosing_loops (mb, loop_preheader_edge (lm.loop)->src, &outer);
      class loop *ploop = loop_outer (lm.loop);
      lin_ctx ctx = { ploop, &outer, NULL };
      tree niter = desc.niter;
      if (ploop != scop->outer)
	niter = instantiate_scev (scop->entry, ploop, niter);
      enum gpugen_reject before = mb->why;
      if (!tree_to_lin (mb, niter, ctx, &lm.niter))
	{
	  if (before == GPUGEN_OK && mb->why != GPUGEN_REJECT_PARAMS)
	    mb->why = GPUGEN_REJECT_BOUND;
	  return false;
	}
      tree mbz = desc.may_be_zero;
      if (ploop != scop->outer && !integer_zerop (mbz))
	mbz = instantiate_scev (scop->entry, ploop, mbz);
      lm.may_be_zero = cond_to_set (mb, mbz, ctx, lm.depth - 1);
      if (!lm.may_be_zero)
	{
	  if (mb->why != GPUGEN_REJECT_PARAMS)
	    mb->why = GPUGEN_REJECT_BOUND;
	  return false;
	}
    }
  return true;
}

/* Return the set, over DIMS counters, where the counter K of the loop
   LM lies within the loop's bounds as seen by the loop's header (before
   the exit test): 0 <= c <= NITER, or c = 0 when MAY_BE_ZERO holds.  */

static isl_set *
header_bounds (model_builder *mb, loop_model &lm, int dims)
{
  int k = lm.depth - 1;
  isl_space *s = set_space (mb, dims, NULL);
  lin c;
  memset (&c, 0, sizeof c);
  c.iv[k] = 1;
  isl_aff *ck = lin_to_aff (c, isl_space_copy (s));
  isl_aff *n = lin_to_aff (lm.niter, isl_space_copy (s));
  isl_set *mbz = isl_set_copy (lm.may_be_zero);
  mbz = isl_set_add_dims (mbz, isl_dim_set, dims - k);
  mbz = isl_set_align_params (mbz, isl_space_copy (s));
  isl_set *notz = isl_set_subtract (isl_set_universe (isl_space_copy (s)),
				    isl_set_copy (mbz));
  isl_set *ge0 = isl_aff_ge_set (isl_aff_copy (ck), isl_aff_zero_on_domain (
    safe_local_space (isl_space_copy (s))));
  isl_set *full = isl_set_intersect (isl_aff_le_set (isl_aff_copy (ck), n),
				     notz);
  isl_set *first = isl_set_intersect (
    mbz, isl_set_from_basic_set (isl_aff_zero_basic_set (ck)));
  isl_space_free (s);
  return isl_set_intersect (isl_set_union (full, first), ge0);
}

/* Return the set, over DIMS counters, where the loop LM goes on after its
   exit test: c < NITER and MAY_BE_ZERO false.  */

static isl_set *
continue_bounds (model_builder *mb, loop_model &lm, int dims)
{
  int k = lm.depth - 1;
  isl_space *s = set_space (mb, dims, NULL);
  lin c;
  memset (&c, 0, sizeof c);
  c.iv[k] = 1;
  isl_aff *ck = lin_to_aff (c, isl_space_copy (s));
  isl_aff *n = lin_to_aff (lm.niter, isl_space_copy (s));
  isl_set *mbz = isl_set_copy (lm.may_be_zero);
  mbz = isl_set_add_dims (mbz, isl_dim_set, dims - k);
  mbz = isl_set_align_params (mbz, isl_space_copy (s));
  isl_set *notz = isl_set_subtract (isl_set_universe (s), mbz);
  return isl_set_intersect (isl_aff_lt_set (ck, n), notz);
}

/* Return the set, over the counters of the loops around block P, where
   the edge E out of P is taken.  */

static isl_set *
edge_condition (model_builder *mb, basic_block p, edge e)
{
  auto_vec<class loop *> loops;
  enclosing_loops (mb, p, &loops);
  int d = loops.length ();
  if (single_succ_p (p))
    return isl_set_universe (set_space (mb, d, NULL));
  gimple *last = last_stmt (p);
  if (!last || gimple_code (last) != GIMPLE_COND)
    {
      fail (mb, GPUGEN_REJECT_STMT);
      return NULL;
    }
  /* The exit test of a region loop: going on is modelled by the loop's
     bounds.  */
  int li = loop_index (mb, p->loop_father);
  if (li >= 0 && single_exit (p->loop_father)->src == p)
    return continue_bounds (mb, mb->loops[li], d);

  edge te, fe;
  extract_true_false_edges_from_block (p, &te, &fe);
  gcond *c = as_a <gcond *> (last);
  tree ct = build2 (gimple_cond_code (c), boolean_type_node,
		    gimple_cond_lhs (c), gimple_cond_rhs (c));
  lin_ctx ctx = { p->loop_father, &loops, NULL };
  isl_set *cs = cond_to_set (mb, ct, ctx, d);
  if (!cs)
    return NULL;
  if (e == fe)
    {
      isl_space *s = isl_set_get_space (cs);
      cs = isl_set_subtract (isl_set_universe (s), cs);
    }
  return cs;
}

/* Compute MB's domain of every block of the region, in reverse
   post-order, into MB->bdom: a block executes in the union, over its
   incoming edges, of the domain of the source where the edge is taken.
   A loop header executes within the loop's bounds wherever the
   preheader executes; the block after a loop executes once wherever the
   loop's preheader executes.  This is exact for any acyclic control flow
   between loops, including the unstructured one jump threading leaves.  */

static bool
compute_domains (model_builder *mb)
{
  gpugen_scop *scop = mb->scop;
  for (basic_block x : scop->blocks)
    {
      auto_vec<class loop *> loops;
      enclosing_loops (mb, x, &loops);
      int d = loops.length ();
      isl_set *dom;
      int li = loop_index (mb, x->loop_father);
      if (li >= 0 && x->loop_father->header == x)
	{
	  isl_set *pre;
	  if (x == scop->entry->dest)
	    pre = isl_set_universe (set_space (mb, d - 1, NULL));
	  else
	    {
	      basic_block ph = loop_preheader_edge (x->loop_father)->src;
	      if (!bitmap_bit_p (mb->in_region, ph->index)
		  || !mb->bdom[ph->index])
		return fail (mb, GPUGEN_REJECT_CFG);
	      pre = isl_set_copy (mb->bdom[ph->index]);
	    }
	  pre = isl_set_add_dims (pre, isl_dim_set, 1);
	  isl_set *b = header_bounds (mb, mb->loops[li], d);
	  pre = isl_set_align_params (pre, isl_set_get_space (b));
	  dom = isl_set_intersect (pre, b);
	}
      else if (x == scop->entry->dest)
	dom = isl_set_universe (set_space (mb, d, NULL));
      else
	{
	  dom = isl_set_empty (set_space (mb, d, NULL));
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, x->preds)
	    {
	      basic_block p = e->src;
	      if (!bitmap_bit_p (mb->in_region, p->index) || !mb->bdom[p->index])
		{
		  isl_set_free (dom);
		  return fail (mb, GPUGEN_REJECT_CFG);
		}
	      isl_set *contrib;
	      if (p->loop_father == x->loop_father)
		{
		  isl_set *c = edge_condition (mb, p, e);
		  if (!c)
		    {
		      isl_set_free (dom);
		      return false;
		    }
		  contrib = isl_set_copy (mb->bdom[p->index]);
		  contrib = isl_set_align_params (contrib, isl_set_get_space (c));
		  contrib = isl_set_intersect (contrib, c);
		}
	      else if (flow_loop_nested_p (x->loop_father, p->loop_father))
		{
		  /* Leaving the loops between P and X: once per execution
		     of the outermost one left.  */
		  class loop *m = p->loop_father;
		  while (loop_outer (m) != x->loop_father)
		    m = loop_outer (m);
		  basic_block ph = loop_preheader_edge (m)->src;
		  if (single_exit (m) != e)
		    {
		      isl_set_free (dom);
		      return fail (mb, GPUGEN_REJECT_CFG);
		    }
		  if (m->header == scop->entry->dest)
		    contrib = isl_set_universe (set_space (mb, d, NULL));
		  else if (bitmap_bit_p (mb->in_region, ph->index)
			   && mb->bdom[ph->index])
		    contrib = isl_set_copy (mb->bdom[ph->index]);
		  else
		    {
		      isl_set_free (dom);
		      return fail (mb, GPUGEN_REJECT_CFG);
		    }
		}
	      else
		{
		  isl_set_free (dom);
		  return fail (mb, GPUGEN_REJECT_CFG);
		}
	      contrib = isl_set_align_params (contrib, isl_set_get_space (dom));
	      dom = isl_set_align_params (dom, isl_set_get_space (contrib));
	      dom = isl_set_union (dom, contrib);
	    }
	}
      mb->bdom[x->index] = isl_set_coalesce (dom);
      if (!mb->bdom[x->index])
	return fail (mb, GPUGEN_REJECT_ISL);
    }
  return true;
}

/* Return the iteration domain of block BB, named NAME.  */

static isl_set *
block_domain (model_builder *mb, basic_block bb, const char *name)
{
  isl_set *dom = isl_set_copy (mb->bdom[bb->index]);
  return isl_set_set_tuple_name (dom, name);
}

/* Return the name for an isl tuple made from PREFIX and the tree T (a
   declaration or an SSA name), with characters isl cannot parse
   replaced.  */

static char *
tuple_name (const char *prefix, tree t)
{
  char buf[128];
  tree var = TREE_CODE (t) == SSA_NAME ? SSA_NAME_VAR (t) : t;
  const char *id = (var && DECL_P (var) && DECL_NAME (var)
		    ? IDENTIFIER_POINTER (DECL_NAME (var)) : "tmp");
  if (TREE_CODE (t) == SSA_NAME)
    snprintf (buf, sizeof buf, "%s%s_%u", prefix, id, SSA_NAME_VERSION (t));
  else
    snprintf (buf, sizeof buf, "%s%s", prefix, id);
  for (char *c = buf; *c; c++)
    if (!ISALNUM (*c) && *c != '_')
      *c = '_';
  return xstrdup (buf);
}

/* Return the array of MB with base BASE and kind KIND, creating it with
   N_DIMS dimensions if needed.  */

static gpugen_array *
get_array (model_builder *mb, enum gpugen_array_kind kind, tree base,
	   tree elt_type, int n_dims)
{
  for (gpugen_array *a : mb->scop->arrays)
    if (a->kind == kind && a->base == base)
      return a;
  gpugen_array *a = XCNEW (gpugen_array);
  a->kind = kind;
  a->base = base;
  a->elt_type = elt_type;
  a->n_dims = n_dims;
  a->dim_sizes = XNEWVEC (HOST_WIDE_INT, n_dims + 1);
  for (int i = 0; i < n_dims; i++)
    a->dim_sizes[i] = -1;
  const char *prefix = (kind == GPUGEN_ARRAY_VALUE ? "val_"
			: kind == GPUGEN_ARRAY_PHI ? "phi_" : "");
  char *name = tuple_name (prefix, base);
  /* Keep tuple names unique.  */
  for (gpugen_array *o : mb->scop->arrays)
    if (!strcmp (o->name, name))
      {
	char *n2 = XNEWVEC (char, strlen (name) + 16);
	sprintf (n2, "%s_%u", name, mb->scop->arrays.length ());
	free (name);
	name = n2;
	break;
      }
  a->name = name;
  mb->scop->arrays.safe_push (a);
  return a;
}

/* Add to statement S an access to array A with the subscripts SUBS (of
   which there are A->n_dims), reading or writing by WRITE.  */

static void
add_access (model_builder *mb, gpugen_stmt *s, gpugen_array *a,
	    const lin *subs, bool write, gimple *stmt)
{
  /* Parameters found since the domain was built join its space.  */
  s->domain = isl_set_align_params (s->domain,
				    set_space (mb, s->loops.length (), NULL));
  isl_space *dsp = isl_set_get_space (s->domain);
  isl_space *msp = isl_space_map_from_domain_and_range (
    isl_space_copy (dsp), set_space (mb, a->n_dims, a->name));
  isl_aff_list *list = isl_aff_list_alloc (gpugen_isl_ctx, a->n_dims);
  for (int i = 0; i < a->n_dims; i++)
    list = isl_aff_list_add (list, lin_to_aff (subs[i],
					       isl_space_copy (dsp)));
  isl_space_free (dsp);
  isl_multi_aff *ma = isl_multi_aff_from_aff_list (msp, list);
  isl_map *rel = isl_map_from_multi_aff (ma);

  gpugen_access *acc = XCNEW (gpugen_access);
  acc->array = a;
  acc->rel = rel;
  acc->write_p = write;
  acc->stmt = stmt;
  s->accesses.safe_push (acc);
  if (write)
    a->written_p = true;
  else
    a->read_p = true;
}

/* Add an access of statement S to the memory reference REF of STMT.  */

static bool
add_mem_access (model_builder *mb, gpugen_stmt *s, tree ref, bool write,
		gimple *stmt)
{
  tree t = ref;
  auto_vec<tree, 4> idx;
  auto_vec<HOST_WIDE_INT, 4> sizes;
  lin subs[MAX_DEPTH + 1];
  lin_ctx ctx = { gimple_bb (stmt)->loop_father, &s->loops, NULL };

  while (TREE_CODE (t) == ARRAY_REF)
    {
      tree low = array_ref_low_bound (t);
      tree esz = array_ref_element_size (t);
      if (TREE_CODE (esz) != INTEGER_CST)
	return fail (mb, GPUGEN_REJECT_PARAM_STRIDE);
      if (TREE_CODE (low) != INTEGER_CST)
	return fail (mb, GPUGEN_REJECT_PARAM_STRIDE);
      tree dom = TYPE_DOMAIN (TREE_TYPE (TREE_OPERAND (t, 0)));
      HOST_WIDE_INT size = -1;
      if (dom && TYPE_MAX_VALUE (dom) && TYPE_MIN_VALUE (dom)
	  && tree_fits_shwi_p (TYPE_MAX_VALUE (dom))
	  && tree_fits_shwi_p (TYPE_MIN_VALUE (dom)))
	size = (tree_to_shwi (TYPE_MAX_VALUE (dom))
		- tree_to_shwi (TYPE_MIN_VALUE (dom)) + 1);
      idx.safe_push (build2 (MINUS_EXPR, TREE_TYPE (TREE_OPERAND (t, 1)),
			     TREE_OPERAND (t, 1),
			     fold_convert (TREE_TYPE (TREE_OPERAND (t, 1)),
					   low)));
      sizes.safe_push (size);
      t = TREE_OPERAND (t, 0);
    }

  tree base = NULL_TREE;
  bool outer_sub = false;
  lin outer;
  memset (&outer, 0, sizeof outer);
  HOST_WIDE_INT outer_size = -1;

  if (DECL_P (t))
    base = t;
  else if (TREE_CODE (t) == MEM_REF)
    {
      tree ptr = TREE_OPERAND (t, 0);
      tree row = TREE_TYPE (t);
      if (!TYPE_SIZE_UNIT (row) || TREE_CODE (TYPE_SIZE_UNIT (row)) != INTEGER_CST)
	return fail (mb, GPUGEN_REJECT_PARAM_STRIDE);
      HOST_WIDE_INT rowsize = tree_to_shwi (TYPE_SIZE_UNIT (row));
      if (rowsize <= 0)
	return fail (mb, GPUGEN_REJECT_MEMREF);
      lin off;
      tree pbase = NULL_TREE;
      ctx.base = &pbase;
      bool ok = tree_to_lin (mb, ptr, ctx, &off);
      ctx.base = NULL;
      if (!ok)
	return false;
      if (!pbase)
	return fail (mb, GPUGEN_REJECT_MEMREF);
      HOST_WIDE_INT moff;
      if (!int_cst_value (TREE_OPERAND (t, 1), &moff)
	  || __builtin_add_overflow (off.cst, moff, &off.cst))
	return fail (mb, GPUGEN_REJECT_MEMREF);
      /* The byte offset must be whole rows.  */
      if (off.cst % rowsize)
	return fail (mb, GPUGEN_REJECT_MEMREF);
      off.cst /= rowsize;
      for (int i = 0; i < MAX_DEPTH; i++)
	{
	  if (off.iv[i] % rowsize)
	    return fail (mb, GPUGEN_REJECT_MEMREF);
	  off.iv[i] /= rowsize;
	}
      for (int i = 0; i < MAX_PARAMS; i++)
	{
	  if (off.par[i] % rowsize)
	    return fail (mb, GPUGEN_REJECT_MEMREF);
	  off.par[i] /= rowsize;
	}
      if (TREE_CODE (pbase) == ADDR_EXPR)
	{
	  base = TREE_OPERAND (pbase, 0);
	  tree btype = TREE_TYPE (base);
	  if (TYPE_SIZE_UNIT (btype)
	      && TREE_CODE (TYPE_SIZE_UNIT (btype)) == INTEGER_CST)
	    outer_size = tree_to_shwi (TYPE_SIZE_UNIT (btype)) / rowsize;
	}
      else
	base = pbase;
      /* MEM_REF[&a] of a's own type is a itself: no extra dimension.  */
      outer_sub = !(outer_size == 1 && lin_const_p (off) && off.cst == 0);
      outer = off;
    }
  else
    return fail (mb, GPUGEN_REJECT_MEMREF);

  if (DECL_P (base) && TREE_THIS_VOLATILE (base))
    return fail (mb, GPUGEN_REJECT_MEMREF);

  /* Subscripts, outermost first.  */
  int n = 0;
  HOST_WIDE_INT dims[MAX_DEPTH + 1];
  if (outer_sub)
    {
      subs[n] = outer;
      dims[n++] = outer_size;
    }
  for (int i = idx.length () - 1; i >= 0; i--)
    {
      if (n > MAX_DEPTH)
	return fail (mb, GPUGEN_REJECT_MEMREF);
      enum gpugen_reject before = mb->why;
      if (!tree_to_lin (mb, idx[i], ctx, &subs[n]))
	{
	  if (before == GPUGEN_OK && mb->why == GPUGEN_REJECT_COND)
	    mb->why = GPUGEN_REJECT_SUBSCRIPT;
	  return false;
	}
      dims[n++] = sizes[i];
    }

  tree elt = TREE_TYPE (ref);
  gpugen_array *a = get_array (mb, GPUGEN_ARRAY_MEMORY, base, elt, n);
  if (a->n_dims != n
      || !operand_equal_p (TYPE_SIZE (a->elt_type), TYPE_SIZE (elt), 0))
    return fail (mb, GPUGEN_REJECT_MEMREF);
  for (int i = 0; i < n; i++)
    {
      if (i > 0 && a->dim_sizes[i] != dims[i]
	  && a->dim_sizes[i] != -1 && dims[i] != -1)
	return fail (mb, GPUGEN_REJECT_MEMREF);
      if (a->dim_sizes[i] == -1)
	a->dim_sizes[i] = dims[i];
    }
  add_access (mb, s, a, subs, write, stmt);
  mb->mem_refs.safe_push (ref);
  mb->mem_ref_arrays.safe_push (a);
  mb->mem_ref_writes.safe_push (write);
  return true;
}

/* Whether PHI is degenerate: all its arguments are the same value.  */

static bool
degenerate_phi_p (gphi *phi)
{
  tree a0 = gimple_phi_arg_def (phi, 0);
  for (unsigned i = 1; i < gimple_phi_num_args (phi); i++)
    if (!operand_equal_p (a0, gimple_phi_arg_def (phi, i), 0))
      return false;
  return true;
}

/* Return the value NAME stands for: through degenerate PHIs, the name
   (or constant) they copy.  */

static tree
canonical_value (tree name)
{
  while (TREE_CODE (name) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (name);
      gphi *phi = dyn_cast <gphi *> (def);
      if (!phi || !degenerate_phi_p (phi))
	break;
      name = gimple_phi_arg_def (phi, 0);
    }
  return name;
}

/* Return the block of the region of MB that writes the PHI array of the
   argument of PHI coming along E: E's source, or for a loop-header PHI
   the nearest predecessor through empty forwarders.  */

static basic_block
phi_writer (model_builder *mb, gphi *phi, edge e)
{
  basic_block src = e->src;
  basic_block pbb = gimple_bb (phi);
  if (pbb->loop_father->header != pbb)
    return src;
  while (single_pred_p (src)
	 && gsi_end_p (gsi_start_nondebug_bb (src))
	 && gsi_end_p (gsi_start_phis (src))
	 && bitmap_bit_p (mb->in_region, single_pred (src)->index)
	 && single_pred (src)->loop_father == src->loop_father)
    src = single_pred (src);
  return src;
}

/* Whether NAME, used in loop USE_LOOP of the region, can be recomputed
   from the loop counters there (an induction variable or an affine
   function of them).  */

static bool
affine_value_p (model_builder *mb, tree name, class loop *use_loop)
{
  if (!INTEGRAL_TYPE_P (TREE_TYPE (name)) && !POINTER_TYPE_P (TREE_TYPE (name)))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (name);
  class loop *def_loop = gimple_bb (def)->loop_father;
  /* Recomputing is valid only where the defining iteration is the
     current one.  */
  if (use_loop != def_loop && !flow_loop_nested_p (def_loop, use_loop))
    return false;
  auto_vec<class loop *> loops;
  enclosing_loops (mb, gimple_bb (def), &loops);
  lin l;
  /* A pointer is affine when it is a base defined before the region
     plus an affine offset.  */
  tree pbase = NULL_TREE;
  bool ptr = POINTER_TYPE_P (TREE_TYPE (name));
  lin_ctx ctx = { def_loop, &loops, ptr ? &pbase : NULL };
  enum gpugen_reject saved = mb->why;
  unsigned np = mb->scop->params.length ();
  bool ok = tree_to_lin (mb, name, ctx, &l) && (!ptr || pbase);
  mb->why = saved;
  if (!ok)
    /* Forget parameters discovered on the way.  */
    mb->scop->params.truncate (np);
  return ok;
}

/* The ways a scalar value is used, for value arrays.  */

struct value_uses
{
  /* Blocks of the region, other than the defining one, that read it.  */
  auto_vec<basic_block> blocks;
  /* Whether it is used after the region.  */
  bool live_out;
};

/* Collect in U the uses of the value NAME defined in DEF_BB, looking
   through degenerate PHIs.  */

static void
collect_uses (model_builder *mb, tree name, basic_block def_bb,
	      value_uses *u)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *st = USE_STMT (use);
      if (is_gimple_debug (st))
	continue;
      basic_block ubb = gimple_bb (st);
      if (gphi *phi = dyn_cast <gphi *> (st))
	{
	  if (!bitmap_bit_p (mb->in_region, ubb->index))
	    {
	      u->live_out = true;
	      continue;
	    }
	  if (degenerate_phi_p (phi))
	    {
	      collect_uses (mb, gimple_phi_result (phi), def_bb, u);
	      continue;
	    }
	  edge e = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use));
	  ubb = phi_writer (mb, phi, e);
	}
      else if (!bitmap_bit_p (mb->in_region, ubb->index))
	{
	  u->live_out = true;
	  continue;
	}
      if (ubb != def_bb)
	u->blocks.safe_push (ubb);
    }
}

/* Return the region loops that enclose every block of BLOCKS, outermost
   first, in LOOPS; when CARRIER is a loop, only loops outside it.  */

static void
common_loops (model_builder *mb, vec<basic_block> &blocks,
	      vec<class loop *> *loops, class loop *carrier)
{
  class loop *c = blocks[0]->loop_father;
  for (basic_block bb : blocks)
    c = find_common_loop (c, bb->loop_father);
  /* A value carried from one iteration of CARRIER to the next must not
     be expanded over CARRIER's counter.  */
  if (carrier && (c == carrier || flow_loop_nested_p (carrier, c)))
    c = loop_outer (carrier);
  loops->truncate (0);
  for (class loop *l = c; l != mb->scop->outer && loop_index (mb, l) >= 0;
       l = loop_outer (l))
    loops->safe_push (l);
  loops->reverse ();
}

/* Return the value or PHI array for NAME of KIND expanded over the loops
   that enclose BLOCKS (for the PHI array of a loop-header PHI, over the
   loops outside that loop), creating it.  */

static gpugen_array *
scalar_array (model_builder *mb, enum gpugen_array_kind kind, tree name,
	      vec<basic_block> &blocks)
{
  for (gpugen_array *a : mb->scop->arrays)
    if (a->kind == kind && a->base == name)
      return a;
  auto_vec<class loop *> loops;
  /* The PHI array of a loop-header PHI carries values from one
     iteration of that loop to the next.  */
  class loop *carrier = NULL;
  if (kind == GPUGEN_ARRAY_PHI)
    {
      basic_block pbb = gimple_bb (SSA_NAME_DEF_STMT (name));
      if (pbb->loop_father->header == pbb)
	carrier = pbb->loop_father;
    }
  common_loops (mb, blocks, &loops, carrier);
  gpugen_array *a = get_array (mb, kind, name, TREE_TYPE (name),
			       loops.length ());
  a->expand_loops.create (loops.length ());
  for (class loop *l : loops)
    a->expand_loops.quick_push (l);
  return a;
}

/* Add to S an access to the scalar array A: the counters of A's expand
   loops, which are the outermost of S's loops.  */

static void
add_scalar_access (model_builder *mb, gpugen_stmt *s, gpugen_array *a,
		   bool write, gimple *stmt)
{
  lin subs[MAX_DEPTH];
  memset (subs, 0, sizeof subs);
  for (int i = 0; i < a->n_dims; i++)
    subs[i].iv[i] = 1;
  add_access (mb, s, a, subs, write, stmt);
}

/* Return the value array for the value NAME defined in DEF_BB, or NULL
   when NAME needs none (used only in its own block, or recomputable).  */

static gpugen_array *
value_array_for (model_builder *mb, tree name, basic_block def_bb)
{
  value_uses u;
  u.live_out = false;
  collect_uses (mb, name, def_bb, &u);
  if (u.blocks.is_empty () && !u.live_out)
    return NULL;
  bool all_affine = true;
  for (basic_block ubb : u.blocks)
    if (!affine_value_p (mb, name, ubb->loop_father))
      all_affine = false;
  if (all_affine && !u.live_out)
    return NULL;
  u.blocks.safe_push (def_bb);
  gpugen_array *a = scalar_array (mb, GPUGEN_ARRAY_VALUE, name, u.blocks);
  if (u.live_out)
    a->live_out_p = true;
  return a;
}

/* Add to S the read of the scalar NAME used in block BB, if NAME is a
   value defined in another block of the region that cannot be
   recomputed there.  */

static bool
add_value_read (model_builder *mb, gpugen_stmt *s, tree name, gimple *stmt)
{
  name = canonical_value (name);
  if (TREE_CODE (name) != SSA_NAME || !defined_in_region_p (mb, name)
      || virtual_operand_p (name))
    return true;
  basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  if (def_bb == s->bb)
    return true;
  gpugen_array *a = value_array_for (mb, name, def_bb);
  if (!a)
    return true;
  add_scalar_access (mb, s, a, false, stmt);
  return true;
}

/* A write of a PHI array that a block performs at its end: the argument
   ARG_INDEX of PHI.  */

struct phi_write
{
  /* The block that writes.  */
  basic_block writer;
  /* The PHI node and the index of the argument written.  */
  gphi *phi;
  unsigned arg_index;
};

/* Whether PHI, in block BB, needs a PHI array: a non-virtual,
   non-degenerate PHI that is not an induction variable.  */

static bool
modelled_phi_p (model_builder *mb, gphi *phi, basic_block bb)
{
  tree res = gimple_phi_result (phi);
  if (virtual_operand_p (res) || degenerate_phi_p (phi))
    return false;
  return !affine_value_p (mb, res, bb->loop_father);
}

/* Create the PHI arrays of the region of MB and list who writes them in
   WRITES.  */

static void
collect_phi_writes (model_builder *mb, vec<phi_write> *writes)
{
  for (basic_block bb : mb->scop->blocks)
    for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	 gsi_next (&psi))
      {
	gphi *phi = psi.phi ();
	if (!modelled_phi_p (mb, phi, bb))
	  continue;
	auto_vec<basic_block> blocks;
	blocks.safe_push (bb);
	bool live_in = false;
	unsigned first = writes->length ();
	for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	  {
	    edge e = gimple_phi_arg_edge (phi, i);
	    if (!bitmap_bit_p (mb->in_region, e->src->index))
	      {
		live_in = true;
		continue;
	      }
	    phi_write w = { phi_writer (mb, phi, e), phi, i };
	    writes->safe_push (w);
	    blocks.safe_push (w.writer);
	  }
	gpugen_array *a = scalar_array (mb, GPUGEN_ARRAY_PHI,
					gimple_phi_result (phi), blocks);
	a->live_in_p = live_in;
	(void) first;
      }
}

/* Build the statement of block BB of MB, or none if BB has no effect.
   WRITES lists the PHI arrays written at the ends of blocks.  */

static bool
build_stmt (model_builder *mb, basic_block bb, vec<phi_write> &writes)
{
  gpugen_scop *scop = mb->scop;
  gpugen_stmt *s = XCNEW (gpugen_stmt);
  s->id = scop->stmts.length ();
  s->bb = bb;
  enclosing_loops (mb, bb, &s->loops);
  char name[32];
  snprintf (name, sizeof name, "S_%d", s->id);
  s->domain = block_domain (mb, bb, name);
  if (!s->domain)
    goto fail;

  /* PHI nodes read their PHI array; their results may be values other
     blocks read.  */
  for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      gphi *phi = psi.phi ();
      if (!modelled_phi_p (mb, phi, bb))
	continue;
      tree res = gimple_phi_result (phi);
      for (gpugen_array *a : scop->arrays)
	if (a->kind == GPUGEN_ARRAY_PHI && a->base == res)
	  add_scalar_access (mb, s, a, false, phi);
      if (gpugen_array *v = value_array_for (mb, res, bb))
	add_scalar_access (mb, s, v, true, phi);
    }

  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_COND)
	continue;
      ssa_op_iter it;
      tree op;
      FOR_EACH_SSA_TREE_OPERAND (op, stmt, it, SSA_OP_USE)
	if (!add_value_read (mb, s, op, stmt))
	  goto fail;
      if (!is_gimple_assign (stmt))
	continue;
      if (gimple_assign_load_p (stmt)
	  && !add_mem_access (mb, s, gimple_assign_rhs1 (stmt), false, stmt))
	goto fail;
      if (gimple_store_p (stmt)
	  && !add_mem_access (mb, s, gimple_assign_lhs (stmt), true, stmt))
	goto fail;
      tree lhs = gimple_assign_lhs (stmt);
      if (TREE_CODE (lhs) == SSA_NAME)
	if (gpugen_array *v = value_array_for (mb, lhs, bb))
	  add_scalar_access (mb, s, v, true, stmt);
    }

  /* Conditions read the values they compare.  */
  if (gimple *last = last_stmt (bb))
    if (gimple_code (last) == GIMPLE_COND)
      {
	ssa_op_iter it;
	tree op;
	FOR_EACH_SSA_TREE_OPERAND (op, last, it, SSA_OP_USE)
	  if (!add_value_read (mb, s, op, last))
	    goto fail;
      }

  /* PHI arrays written at the end of this block.  */
  for (phi_write &w : writes)
    {
      if (w.writer != bb)
	continue;
      tree arg = gimple_phi_arg_def (w.phi, w.arg_index);
      if (TREE_CODE (arg) == SSA_NAME && !add_value_read (mb, s, arg, w.phi))
	goto fail;
      tree res = gimple_phi_result (w.phi);
      for (gpugen_array *a : scop->arrays)
	if (a->kind == GPUGEN_ARRAY_PHI && a->base == res)
	  add_scalar_access (mb, s, a, true, NULL);
    }

  if (s->accesses.is_empty ())
    {
      isl_set_free (s->domain);
      s->loops.release ();
      free (s);
      return true;
    }
  scop->stmts.safe_push (s);
  mb->stmt_of[bb->index] = s;
  return true;

 fail:
  for (gpugen_access *a : s->accesses)
    {
      isl_map_free (a->rel);
      free (a);
    }
  s->accesses.release ();
  isl_set_free (s->domain);
  s->loops.release ();
  free (s);
  return false;
}

/* Check that no two distinct memory arrays of MB may alias where one of
   them is written, with GCC's alias oracle on the references.  */

static bool
check_aliasing (model_builder *mb)
{
  unsigned n = mb->mem_refs.length ();
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = i + 1; j < n; j++)
      {
	if (mb->mem_ref_arrays[i] == mb->mem_ref_arrays[j])
	  continue;
	if (!mb->mem_ref_writes[i] && !mb->mem_ref_writes[j])
	  continue;
	if (refs_may_alias_p (mb->mem_refs[i], mb->mem_refs[j]))
	  {
	    if (dump_file && (dump_flags & TDF_DETAILS))
	      {
		fprintf (dump_file, "[gpugen-model] may alias: ");
		print_generic_expr (dump_file, mb->mem_refs[i]);
		fprintf (dump_file, " and ");
		print_generic_expr (dump_file, mb->mem_refs[j]);
		fprintf (dump_file, "\n");
	      }
	    return fail (mb, GPUGEN_REJECT_ALIAS);
	  }
      }
  return true;
}

/* Return the parameter space of SCOP, with the context of the parameters'
   types in *CONTEXT.  */

static isl_space *
param_space (model_builder *mb, isl_set **context)
{
  isl_space *sp = isl_space_params (set_space (mb, 0, NULL));
  isl_set *ctx = isl_set_universe (isl_space_copy (sp));
  for (unsigned i = 0; i < mb->scop->params.length (); i++)
    {
      tree type = TREE_TYPE (mb->scop->params[i]);
      tree lo = TYPE_MIN_VALUE (type), hi = TYPE_MAX_VALUE (type);
      if (lo && tree_fits_shwi_p (lo))
	ctx = isl_set_lower_bound_val (ctx, isl_dim_param, i,
				       isl_val_int_from_si (gpugen_isl_ctx,
							    tree_to_shwi (lo)));
      if (hi && tree_fits_shwi_p (hi))
	ctx = isl_set_upper_bound_val (ctx, isl_dim_param, i,
				       isl_val_int_from_si (gpugen_isl_ctx,
							    tree_to_shwi (hi)));
      else if (hi && tree_fits_uhwi_p (hi))
	ctx = isl_set_upper_bound_val (ctx, isl_dim_param, i,
				       isl_val_int_from_ui (gpugen_isl_ctx,
							    tree_to_uhwi (hi)));
    }
  *context = ctx;
  return sp;
}

/* Return the schedule of the statements of MB nested in LOOP (NULL for
   the region's top level), in program order, with a band for each
   loop.  */

static isl_schedule *
build_schedule (model_builder *mb, class loop *loop)
{
  gpugen_scop *scop = mb->scop;
  int depth = loop ? loop_depth (loop) - loop_depth (scop->outer) : 0;
  isl_schedule *sched = NULL;
  isl_union_pw_aff *upa = NULL;

  /* Items at this level, in the order of their first block: statements
     whose innermost region loop is LOOP, and child loops.  */
  for (basic_block bb : scop->blocks)
    {
      class loop *bl = bb->loop_father == scop->outer ? NULL : bb->loop_father;
      isl_schedule *item = NULL;
      if (bl == loop)
	{
	  gpugen_stmt *s = mb->stmt_of[bb->index];
	  if (!s)
	    continue;
	  item = isl_schedule_from_domain (
	    isl_union_set_from_set (isl_set_copy (s->domain)));
	}
      else if (bl && bl->header == bb
	       && (loop ? loop_outer (bl) == loop
		   : loop_outer (bl) == scop->outer))
	item = build_schedule (mb, bl);
      else
	continue;
      if (!item)
	continue;
      sched = sched ? isl_schedule_sequence (sched, item) : item;
    }
  if (!sched || !loop)
    return sched;

  /* The band of LOOP: its counter, for every statement inside it.  */
  for (gpugen_stmt *s : scop->stmts)
    {
      if (!flow_loop_nested_p (loop, s->bb->loop_father)
	  && s->bb->loop_father != loop)
	continue;
      isl_space *sp = isl_set_get_space (s->domain);
      isl_aff *aff = isl_aff_var_on_domain (safe_local_space (sp),
					    isl_dim_set, depth - 1);
      isl_pw_aff *pa = isl_pw_aff_intersect_domain (
	isl_pw_aff_from_aff (aff), isl_set_copy (s->domain));
      isl_union_pw_aff *u = isl_union_pw_aff_from_pw_aff (pa);
      upa = upa ? isl_union_pw_aff_union_add (upa, u) : u;
    }
  isl_multi_union_pw_aff *mupa
    = isl_multi_union_pw_aff_from_union_pw_aff (upa);
  return isl_schedule_insert_partial_schedule (sched, mupa);
}

/* Build the polyhedral model of SCOP.  Return the reason it is not a
   SCoP, or GPUGEN_OK.  */

enum gpugen_reject
gpugen_model_build (gpugen_scop *scop)
{
  model_builder mb;
  memset (&mb, 0, sizeof mb);
  mb.scop = scop;
  mb.why = GPUGEN_OK;
  mb.in_region = sbitmap_alloc (last_basic_block_for_fn (cfun));
  bitmap_clear (mb.in_region);
  for (basic_block bb : scop->blocks)
    bitmap_set_bit (mb.in_region, bb->index);
  mb.stmt_of = XCNEWVEC (gpugen_stmt *, last_basic_block_for_fn (cfun));

  auto_vec<phi_write> writes;
  mb.bdom = XCNEWVEC (isl_set *, last_basic_block_for_fn (cfun));
  bool ok = build_loops (&mb) && compute_domains (&mb);
  if (ok)
    {
      collect_phi_writes (&mb, &writes);
      for (basic_block bb : scop->blocks)
	if (!build_stmt (&mb, bb, writes))
	  {
	    ok = false;
	    break;
	  }
    }
  if (ok && (scop->stmts.is_empty () || mb.mem_refs.is_empty ()))
    ok = fail (&mb, GPUGEN_REJECT_TRIVIAL);
  if (ok)
    ok = check_aliasing (&mb);

  if (ok)
    {
      /* Bring every set and relation to the final parameter space.  */
      isl_set *context;
      isl_space *ps = param_space (&mb, &context);
      scop->context = context;
      for (gpugen_stmt *s : scop->stmts)
	{
	  s->domain = isl_set_align_params (s->domain, isl_space_copy (ps));
	  s->domain = isl_set_intersect_params (s->domain,
						isl_set_copy (context));
	  s->domain = isl_set_coalesce (s->domain);
	  for (gpugen_access *a : s->accesses)
	    {
	      a->rel = isl_map_align_params (a->rel, isl_space_copy (ps));
	      a->rel = isl_map_intersect_domain (a->rel,
						 isl_set_copy (s->domain));
	    }
	}
      isl_space_free (ps);
      scop->schedule = build_schedule (&mb, NULL);
      for (gpugen_loop_info &li : scop->loops)
	for (gpugen_stmt *s : scop->stmts)
	  if (s->bb->loop_father == li.loop
	      || flow_loop_nested_p (li.loop, s->bb->loop_father))
	    li.n_stmts++;
      if (!scop->schedule)
	ok = fail (&mb, GPUGEN_REJECT_ISL);
    }

  for (loop_model &lm : mb.loops)
    isl_set_free (lm.may_be_zero);
  mb.loops.release ();
  mb.mem_refs.release ();
  mb.mem_ref_arrays.release ();
  mb.mem_ref_writes.release ();
  for (int i = 0; i < last_basic_block_for_fn (cfun); i++)
    isl_set_free (mb.bdom[i]);
  free (mb.bdom);
  sbitmap_free (mb.in_region);
  free (mb.stmt_of);
  if (!ok && mb.why == GPUGEN_OK)
    mb.why = GPUGEN_REJECT_ISL;
  return ok ? GPUGEN_OK : mb.why;
}

/* Free SCOP and everything it owns.  */

void
gpugen_scop_free (gpugen_scop *scop)
{
  for (gpugen_stmt *s : scop->stmts)
    {
      for (gpugen_access *a : s->accesses)
	{
	  isl_map_free (a->rel);
	  free (a);
	}
      s->accesses.release ();
      s->loops.release ();
      isl_set_free (s->domain);
      free (s);
    }
  scop->stmts.release ();
  for (gpugen_array *a : scop->arrays)
    {
      free (a->name);
      free (a->dim_sizes);
      a->expand_loops.release ();
      free (a);
    }
  scop->arrays.release ();
  scop->loops.release ();
  scop->params.release ();
  scop->blocks.release ();
  isl_set_free (scop->context);
  isl_schedule_free (scop->schedule);
  isl_union_map_free (scop->dep_flow);
  isl_union_map_free (scop->dep_anti);
  isl_union_map_free (scop->dep_output);
  isl_union_map_free (scop->dataflow);
  free (scop);
}
