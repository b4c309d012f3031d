/* Delinearization of parametrically sized arrays for gpugen.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   C99 VLA parameters, linearized subscripts such as a[i * n + j] and
   Fortran explicit-shape dummies reach memory at offsets that multiply a
   loop counter by a parameter: not affine.  Following the optimistic
   delinearization of Grosser et al. (ICS 2015), the element offset of
   each such reference is computed as a polynomial "poly" over the
   counters and the parameters (terms COEF * [counter] * param ...),
   with the computations made before the region expanded ("(sizetype) m
   * 8" is m); integer values so expanded are remembered as "named"
   values (m for "m = n - n / 8", a sum).  Then, per array (every
   reference to its base, including those first modelled as
   one-dimensional affine accesses, such as fdtd-2d's ey[j] beside
   ey[i * ny + j]):

     1. the coefficient of each counter is a candidate stride (n for
	a[i * n + j]; m and n * m for a[(i * n + j) * m + k]; np and
	nq * np for named sums nq and np); ordered by degree, the
	candidates must each divide the next exactly, and the quotients
	(a parameter or a named value each) are the inner dimensions'
	sizes.  Failing that, the candidates are split into monomials;
     2. each offset is divided by the sizes from the innermost, by
	multivariate polynomial division (graded lexicographic order):
	the remainders are the inner subscripts, the last quotient the
	outermost one, all affine.  Where only the outermost one is not
	(y[h - 1][j], a[i][i] with h, i parameters: no counter carries
	the row size), the size is guessed among the parameters and named
	values of its non-affine terms;
     3. the result is exact only where every inner subscript lies within
	its dimension, 0 <= s < size, in every iteration: those parameter
	values become an assumption of the SCoP, checked at run time
	(y[i][w - 1], [i + 1][-1] by division, moves to [i][w - 1] when
	that widens it).  A named size with an affine poly adds the
	equality of the name and its poly, so that isl relates j < m to
	the row of n - n / 8 elements.

   The polys are exact: signed arithmetic does not overflow, pointer-
   sized unsigned arithmetic wraps as addresses do, and a narrower
   unsigned value is widened as it is only where it cannot have wrapped
   (a constant, a parameter as it is); otherwise (v[i * n +
   j] with unsigned int i, j and n, zero-extended to an offset) its
   poly, congruent to it modulo 2^32, is its value where the reference's
   element offset, that value plus a constant, stays below a bound
   (2^32): the array's narrow_end, which the region's run-time check
   tests on the elements its transfer copies.  Where the offset adds
   to such a value an affine rest rather than a constant (the column j
   of "(size_t) (i * m) + j"), the bound holds where the rest is the
   innermost subscript plus a constant (commit_array checks it once the
   offsets are split; narrow_rest_end).  Where such a value is
   affine (the column j - 1 of u[i][j - 1] with an unsigned j, beside
   the row's 64-bit i * m), it is read under a no-wrap check over the
   domain of the reference's statement instead, as an affine subscript
   of a one-dimensional access is (gpugen_wrap_assumptions in
   gpugen-nowrap.cc proves it there or makes it a run-time
   assumption), which holds where it is only a part of the offset.
   The conversion of an
   unsigned function parameter to int ("(int) n") is read modulo 2^32
   only inside such a value.  A
   reference that cannot be delinearized keeps its reason (parametric
   stride).

   A dimension's size may also be a constant: gpugen-delin-fixed.cc
   splits one-dimensional arrays of fixed shape by the constant strides
   of their counters through split_all, split_assumptions and
   commit_array, after the arrays here.

   This file converts GIMPLE offsets into polys and delinearizes the
   arrays; the polys and their arithmetic (sums, products, division)
   are in gpugen-poly.cc, behind gpugen-poly.h, and the assumptions
   under which a split is exact (split_assumptions) in
   gpugen-delin-assume.cc.  */

#include "gpugen-model.h"
#include "gpugen-poly.h"

/* The context of a conversion to poly.  */

struct poly_ctx
{
  /* The loop where the expression is used.  */
  class loop *loop;
  /* The region loops whose counters are available, outermost first.  */
  vec<class loop *> *loops;
  /* The pointer base found, if any (an SSA name defined before the
     region, or the address of a declaration).  */
  tree base;
  /* How deep the expansion of definitions has gone.  */
  int depth;
  /* Where to remember the named values expanded, or NULL.  */
  delin_off *info;
  /* Whether the conversion may add assumptions to the SCoP: only for
     the offsets of references, whose parameters the SCoP keeps.  */
  bool assume;
  /* The size in bytes of the element the reference accesses, or 0:
     the span of a Fortran pointer array's descriptor, which scales
     its offsets, is that size where the target is an array of such
     elements (gpugen_descr_poly).  */
  HOST_WIDE_INT elt;
  /* Whether the value being converted need only be congruent to the
     poly modulo 2^precision of a narrow wrapping type (inside a value
     that wrapped_to_poly reads): arithmetic and conversions that keep
     the precision are then read modulo it, and the operations that do
     not keep congruences (exact division, MAX_EXPR) are refused.  */
  bool congruent;
  /* The block of the reference whose offset is being converted, or
     NULL: an affine value computed in a narrow wrapping type is read
     under a no-wrap check over its domain (wrapped_to_poly).  */
  basic_block site;
  /* Where each MAX_EXPR <A, C> of a constant C may be read as A: the
     conditions A - C >= 0 that this adds (gpugen_delin_before_poly,
     for the PHI arguments that gpugen-descr-realloc.cc compares), or
     NULL.  */
  max_conds *conds;
};

static bool tree_to_poly (model_builder *, tree, poly_ctx &, poly *);
static bool max_to_poly (model_builder *, tree, poly_ctx &, poly *);
static bool phi_to_poly (model_builder *, tree, poly_ctx &, poly *);
static bool max_cond_to_poly (model_builder *, tree, poly_ctx &, poly *);

/* Remember in CTX that the integer SSA name NAME, defined before the
   region, is the poly P, unless P is a parameter or a constant (which
   need no name) or CTX keeps no record.  Where P is only congruent to
   NAME's value (CTX's congruent: "n - 1" for the unsigned int _1 = n +
   4294967295), only an affine P is remembered: a size so named is
   then assumed equal to its poly (named_equalities), checked at run
   time (false for n = 0, where _1 is 2^32 - 1).  */

static void
remember_name (poly_ctx &ctx, tree name, const poly &p)
{
  delin_off *info = ctx.info;
  int leaf;
  lin l;
  if (!info || (ctx.congruent && !poly_to_lin (p, &l))
      || !INTEGRAL_TYPE_P (TREE_TYPE (name)) || leaf_param_p (p, &leaf)
      || p.n == 0 || (p.n == 1 && p.t[0].np == 0))
    return;
  for (int i = 0; i < p.n; i++)
    if (p.t[i].iv >= 0)
      return;
  for (int i = 0; i < info->n_names; i++)
    if (info->names[i].name == name)
      return;
  if (info->n_names == MAX_NAMES)
    return;
  info->names[info->n_names].name = name;
  info->names[info->n_names++].p = p;
}

/* Convert into *OUT the value of INNER, computed in a narrow wrapping
   type (unsigned int), for a conversion to a wider type, in an offset
   that CTX records: the poly of INNER's arithmetic, which is INNER's
   value modulo 2^precision (unsigned arithmetic is a ring homomorphism)
   and INNER's value itself where it lies within the type's range.
   Where that poly is affine and CTX has a site (the column "j - 1" of
   a VLA's row u[i] with an unsigned j), the range is a no-wrap check
   over the domain of the site's block, as for the values of affine
   subscripts (gpugen_wrap_assumptions proves it from the domain, j >=
   1 in the loop, or makes it a run-time assumption on the parameters);
   otherwise the offset remembers it and gpugen_delin_offset turns it
   into a bound on the offset, checked at run time, which holds only
   where the value is the whole element offset (narrow_bound).  Not
   inside another such value, nor where CTX may not add assumptions.  */

static bool
wrapped_to_poly (model_builder *mb, tree inner, poly_ctx &ctx, poly *out)
{
  delin_off *info = ctx.info;
  tree type = TREE_TYPE (inner);
  unsigned prec = TYPE_PRECISION (type);
  if (!info || !ctx.assume || ctx.congruent || !INTEGRAL_TYPE_P (type)
      || prec >= HOST_BITS_PER_WIDE_INT - 1)
    return false;
  ctx.congruent = true;
  bool ok = tree_to_poly (mb, inner, ctx, out);
  ctx.congruent = false;
  if (!ok)
    return false;
  lin l;
  if (ctx.site && poly_to_lin (*out, &l))
    {
      lin_ctx lc = { ctx.loop, ctx.loops, NULL, { ctx.site, NULL, false } };
      return gpugen_need_no_wrap (mb, lc, l, type);
    }
  if (info->n_narrow == MAX_NARROW)
    return false;
  narrow_poly &w = info->narrow[info->n_narrow++];
  w.p = *out;
  HOST_WIDE_INT one = 1;
  w.lo = TYPE_UNSIGNED (type) ? 0 : -(one << (prec - 1));
  w.hi = TYPE_UNSIGNED (type) ? (one << prec) - 1 : (one << (prec - 1)) - 1;
  return true;
}

/* Convert into *OUT the value of INNER, of an unsigned (wrapping) type,
   for a conversion to a wider type: the poly of an arithmetic INNER is
   its value before wrapping, which zero extension does not preserve.
   Values that cannot have wrapped are read as they are: a constant and
   a name defined before the region taken as a parameter as it is; a
   counter counting up from a small start too where CTX can make no
   no-wrap check (a counter plus a constant does wrap where its loop
   runs past 2^32 less the constant); other values only under the
   no-wrap check or bound of wrapped_to_poly.  */

static bool
widen_wrapping (model_builder *mb, tree inner, poly_ctx &ctx, poly *out)
{
  out->n = 0;
  if (TREE_CODE (inner) == INTEGER_CST)
    {
      /* The unsigned value, not the value read as signed.  */
      if (!tree_fits_shwi_p (inner))
	return false;
      *out = poly_const (tree_to_shwi (inner));
      return true;
    }
  if (TREE_CODE (inner) == SSA_NAME && !defined_in_region_p (mb, inner))
    {
      if (!INTEGRAL_TYPE_P (TREE_TYPE (inner)))
	return false;
      int p = param_index (mb, inner);
      if (p < 0)
	return false;
      *out = poly_param (p);
      return true;
    }
  tree ev = inner;
  if (TREE_CODE (ev) == SSA_NAME && loop_index (mb, ctx.loop) >= 0)
    ev = region_scev (mb, ctx.loop, ev);
  /* A counter plus a constant wraps where its loop runs past 2^32
     less the constant ("a[j + 5]" for j up to 2^32 - 2): where a
     no-wrap check can be made, wrapped_to_poly makes one.  */
  bool checked = ctx.site && ctx.info && ctx.assume && !ctx.congruent;
  if (TREE_CODE (ev) == POLYNOMIAL_CHREC && !checked)
    {
      tree base = CHREC_LEFT (ev), step = CHREC_RIGHT (ev);
      if (TREE_CODE (base) == INTEGER_CST && TREE_CODE (step) == INTEGER_CST
	  && !tree_int_cst_sign_bit (base) && !tree_int_cst_sign_bit (step)
	  && !integer_zerop (step))
	return tree_to_poly (mb, ev, ctx, out);
    }
  return wrapped_to_poly (mb, inner, ctx, out);
}

/* Whether NAME, defined before the region, is a conversion of an
   unsigned function parameter to the signed type of its precision,
   narrower than addresses ("m = (int) n" of an unsigned n), and CTX
   reads values as they are: the conversion keeps the value only modulo
   the precision (m is -1 for n = 2^32 - 1), so NAME is a parameter
   itself rather than n.  Inside a value read modulo 2^32 (CTX's
   congruent), such conversions are read through, and so are the
   others: GCC writes int arithmetic in unsigned int, "(int) ((unsigned
   int) m + 3)", and scalar evolution so, "(int) {0, +, (unsigned int)
   m}_2", whose values are those of the int arithmetic (m + 3, with m
   a parameter of its own signed type).  */

static bool
sign_change_p (poly_ctx &ctx, tree name)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (ctx.congruent || !is_gimple_assign (def)
      || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
    return false;
  tree op = gimple_assign_rhs1 (def);
  tree to = TREE_TYPE (name), from = TREE_TYPE (op);
  return (TREE_CODE (op) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (op)
	  && INTEGRAL_TYPE_P (to) && INTEGRAL_TYPE_P (from)
	  && TYPE_PRECISION (to) == TYPE_PRECISION (from)
	  && TYPE_PRECISION (to) < TYPE_PRECISION (sizetype)
	  && !TYPE_UNSIGNED (to) && TYPE_UNSIGNED (from));
}

/* Convert the operands of the assignment DEF, which defines a value of
   type TYPE, as an expression, into *OUT.  */

static bool
def_to_poly (model_builder *mb, gimple *def, tree type, poly_ctx &ctx,
	     poly *out)
{
  if (!is_gimple_assign (def) || ctx.depth > 12)
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree e;
  switch (get_gimple_rhs_class (code))
    {
    case GIMPLE_SINGLE_RHS:
      e = gimple_assign_rhs1 (def);
      if (TREE_CODE (e) != SSA_NAME && TREE_CODE (e) != INTEGER_CST
	  && TREE_CODE (e) != ADDR_EXPR)
	return false;
      break;
    case GIMPLE_UNARY_RHS:
      e = build1 (code, type, gimple_assign_rhs1 (def));
      break;
    case GIMPLE_BINARY_RHS:
      e = build2 (code, type, gimple_assign_rhs1 (def),
		  gimple_assign_rhs2 (def));
      break;
    default:
      return false;
    }
  ctx.depth++;
  bool ok = tree_to_poly (mb, e, ctx, out);
  ctx.depth--;
  return ok;
}

/* Convert T into the poly *OUT in context CTX.  Names defined before
   the region are expanded through their definitions as far as those are
   arithmetic, so that the parameters are the values the computations
   start from.  */

static bool
tree_to_poly (model_builder *mb, tree t, poly_ctx &ctx, poly *out)
{
  out->n = 0;
  if (automatically_generated_chrec_p (t))
    return false;
  switch (TREE_CODE (t))
    {
    case INTEGER_CST:
      {
	HOST_WIDE_INT v;
	if (!int_cst_value (t, &v))
	  return false;
	*out = poly_const (v);
	return true;
      }

    case ADDR_EXPR:
      if (ctx.base || !DECL_P (TREE_OPERAND (t, 0)))
	return false;
      ctx.base = t;
      return true;

    case SSA_NAME:
      if (!defined_in_region_p (mb, t))
	{
	  if (tree alt = gpugen_descr_phi_arg (mb, t))
	    return tree_to_poly (mb, alt, ctx, out);
	  /* A pointer parameter, or one loaded from memory (the data
	     pointer of a Fortran descriptor) is a base.  */
	  if (POINTER_TYPE_P (TREE_TYPE (t)) && !ctx.base
	      && (SSA_NAME_IS_DEFAULT_DEF (t)
		  || !is_gimple_assign (SSA_NAME_DEF_STMT (t))
		  || gimple_assign_load_p (SSA_NAME_DEF_STMT (t))))
	    {
	      ctx.base = t;
	      return true;
	    }
	  if (gpugen_descr_poly (mb, t, ctx.elt, out))
	    return true;
	  tree saved = ctx.base;
	  /* The conditions of a failed expansion go with it.  */
	  int nconds = ctx.conds ? ctx.conds->n : 0;
	  bool ok = false;
	  if (!SSA_NAME_IS_DEFAULT_DEF (t) && !sign_change_p (ctx, t))
	    {
	      ok = def_to_poly (mb, SSA_NAME_DEF_STMT (t), TREE_TYPE (t), ctx,
				out);
	      if (!ok && ctx.conds)
		ctx.conds->n = nconds;
	      ok = ok || phi_to_poly (mb, t, ctx, out);
	    }
	  if (ok)
	    {
	      if (ctx.base == saved)
		remember_name (ctx, t, *out);
	      return true;
	    }
	  if (ctx.conds)
	    ctx.conds->n = nconds;
	  if (!INTEGRAL_TYPE_P (TREE_TYPE (t)))
	    return false;
	  int p = param_index (mb, t);
	  if (p < 0)
	    return false;
	  *out = poly_param (p);
	  return true;
	}
      else
	{
	  if (loop_index (mb, ctx.loop) >= 0)
	    {
	      tree chrec = region_scev (mb, ctx.loop, t);
	      if (chrec != t && !chrec_contains_undetermined (chrec))
		return tree_to_poly (mb, chrec, ctx, out);
	    }
	  /* Scalar evolution gives up on int arithmetic such as
	     "(long) (i * n + j)": follow the definition (signed overflow
	     is undefined, so the arithmetic is exact).  */
	  return def_to_poly (mb, SSA_NAME_DEF_STMT (t), TREE_TYPE (t), ctx,
			      out);
	}

    case POLYNOMIAL_CHREC:
      {
	int k = gpugen_chrec_loop_index (ctx.loops, t);
	if (k < 0)
	  return false;
	poly base, step;
	if (!tree_to_poly (mb, CHREC_LEFT (t), ctx, &base))
	  return false;
	tree saved = ctx.base;
	bool ok = tree_to_poly (mb, CHREC_RIGHT (t), ctx, &step);
	if (!ok || ctx.base != saved)
	  return false;
	for (int i = 0; i < step.n; i++)
	  if (step.t[i].iv >= 0)
	    return false;
	  else
	    step.t[i].iv = k;
	return poly_add (out, base, step, 1);
      }

    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
      {
	poly a, b;
	if (!tree_to_poly (mb, TREE_OPERAND (t, 0), ctx, &a))
	  return false;
	tree saved = ctx.base;
	if (!tree_to_poly (mb, TREE_OPERAND (t, 1), ctx, &b))
	  return false;
	if (TREE_CODE (t) == MINUS_EXPR && ctx.base != saved)
	  return false;
	return poly_add (out, a, b, TREE_CODE (t) == MINUS_EXPR ? -1 : 1);
      }

    case MULT_EXPR:
      {
	poly a, b;
	tree saved = ctx.base;
	if (!tree_to_poly (mb, TREE_OPERAND (t, 0), ctx, &a)
	    || !tree_to_poly (mb, TREE_OPERAND (t, 1), ctx, &b)
	    || ctx.base != saved)
	  return false;
	return poly_mul (out, a, b);
      }

    case EXACT_DIV_EXPR:
      {
	/* A division known to be exact, such as a VLA's row size in
	   bytes divided by the element size: divide every coefficient
	   by the constant.  */
	poly a;
	HOST_WIDE_INT d;
	tree saved = ctx.base;
	if (ctx.congruent || TREE_CODE (TREE_OPERAND (t, 1)) != INTEGER_CST
	    || !int_cst_value (TREE_OPERAND (t, 1), &d) || d <= 0
	    || !tree_to_poly (mb, TREE_OPERAND (t, 0), ctx, &a)
	    || ctx.base != saved)
	  return false;
	for (int i = 0; i < a.n; i++)
	  {
	    if (a.t[i].coef % d)
	      return false;
	    a.t[i].coef /= d;
	  }
	*out = a;
	return true;
      }

    case BIT_NOT_EXPR:
      {
	/* ~X is -X - 1 in two's complement; gfortran computes the offset
	   of an explicit-shape dummy as ~stride.  */
	poly a;
	tree saved = ctx.base;
	if (!INTEGRAL_TYPE_P (TREE_TYPE (t))
	    || !tree_to_poly (mb, TREE_OPERAND (t, 0), ctx, &a)
	    || ctx.base != saved)
	  return false;
	poly m1 = poly_const (-1);
	return poly_add (out, m1, a, -1);
      }

    case MAX_EXPR:
      if (ctx.conds && !ctx.congruent && max_cond_to_poly (mb, t, ctx, out))
	return true;
      return !ctx.congruent && max_to_poly (mb, t, ctx, out);

    case NEGATE_EXPR:
      {
	poly a;
	tree saved = ctx.base;
	if (!tree_to_poly (mb, TREE_OPERAND (t, 0), ctx, &a)
	    || ctx.base != saved)
	  return false;
	poly zero;
	zero.n = 0;
	return poly_add (out, zero, a, -1);
      }

    CASE_CONVERT:
    case NON_LVALUE_EXPR:
      {
	tree inner = TREE_OPERAND (t, 0);
	tree to = TREE_TYPE (t), from = TREE_TYPE (inner);
	if (!(INTEGRAL_TYPE_P (to) || POINTER_TYPE_P (to))
	    || !(INTEGRAL_TYPE_P (from) || POINTER_TYPE_P (from))
	    || TYPE_PRECISION (to) < TYPE_PRECISION (from))
	  return false;
	/* Sign extension of a signed value, and conversions between
	   types of one precision, keep the value modulo the precision;
	   zero extension of an unsigned value that wrapped does not.  */
	if (TYPE_PRECISION (to) > TYPE_PRECISION (from)
	    && INTEGRAL_TYPE_P (from) && TYPE_OVERFLOW_WRAPS (from))
	  return widen_wrapping (mb, inner, ctx, out);
	return tree_to_poly (mb, inner, ctx, out);
      }

    case TRUNC_DIV_EXPR: case FLOOR_DIV_EXPR: case TRUNC_MOD_EXPR:
    case FLOOR_MOD_EXPR: case RSHIFT_EXPR: case BIT_AND_EXPR:
      /* A division of the counters: an atom (gpugen-quasisub.cc).  */
      return !ctx.congruent && gpugen_quasi_atom_poly (mb, t, ctx.loop,
						       ctx.loops, ctx.site, out);
    default:
      return false;
    }
}

/* Add to the assumptions of MB's SCoP that L, an affine expression of
   the parameters, is not negative.  */

static void
assume_nonneg (model_builder *mb, const lin &l)
{
  isl_aff *aff = lin_to_aff (l, set_space (mb, 0, NULL));
  isl_set *ok = isl_set_params (isl_pw_aff_nonneg_set (
				  isl_pw_aff_from_aff (aff)));
  gpugen_add_assumption (mb->scop, ok);
}

/* Convert T, MAX_EXPR <A, 0>, into *OUT in context CTX when A is the
   product of a parameter S that is never negative and an affine
   expression F of the parameters: gfortran computes the stride of the
   third and later dimensions of an explicit-shape dummy as
   MAX (extent * stride, 0), the previous stride being a MAX (..., 0)
   itself.  T is then F * S wherever F >= 0, which becomes an assumption
   of the SCoP, checked at run time.  Any other MAX_EXPR stays opaque (a
   parameter), as does this one where CTX may not add assumptions.  */

static bool
max_to_poly (model_builder *mb, tree t, poly_ctx &ctx, poly *out)
{
  tree a = TREE_OPERAND (t, 0), z = TREE_OPERAND (t, 1);
  if (integer_zerop (a))
    std::swap (a, z);
  if (!ctx.assume || !integer_zerop (z) || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  poly p;
  tree saved = ctx.base;
  if (!tree_to_poly (mb, a, ctx, &p) || ctx.base != saved || p.n == 0)
    return false;
  for (int k = 0; k < p.t[0].np; k++)
    {
      int s = p.t[0].par[k];
      if (!tree_expr_nonnegative_p (mb->scop->params[s]))
	continue;
      /* F = P / S: every term must hold S, and none a counter.  */
      pterm unit = { 1, -1, 1, { s, 0, 0 } };
      poly f;
      f.n = 0;
      bool ok = true;
      for (int i = 0; i < p.n && ok; i++)
	{
	  pterm q;
	  ok = (p.t[i].iv < 0 && term_divides_p (p.t[i], unit, &q)
		&& poly_add_term (&f, q, 1));
	}
      lin l;
      if (!ok || !poly_to_lin (f, &l))
	continue;
      assume_nonneg (mb, l);
      *out = p;
      return true;
    }
  return false;
}

/* Convert T, MAX_EXPR <A, C> of a constant C, into *OUT in context CTX,
   which records conditions: A's poly where that is a constant, MAX (A,
   C) then; otherwise A's poly, with the condition A - C >= 0 under
   which it is T's value added to CTX's conditions (gfortran's extent
   "MAX (ub, lb - 1) - (lb - 1)" of an allocatable is "ub - lb + 1"
   where the caller checks that it is not negative).  Signed T only:
   the poly of an unsigned value may be its value less a multiple of
   2^precision, which an unsigned MAX does not compare so.  */

static bool
max_cond_to_poly (model_builder *mb, tree t, poly_ctx &ctx, poly *out)
{
  tree a = TREE_OPERAND (t, 0), c = TREE_OPERAND (t, 1);
  if (TREE_CODE (a) == INTEGER_CST)
    std::swap (a, c);
  HOST_WIDE_INT cv;
  poly p, cond;
  tree saved = ctx.base;
  if (TREE_CODE (c) != INTEGER_CST || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || TYPE_UNSIGNED (TREE_TYPE (t)) || !int_cst_value (c, &cv)
      || !tree_to_poly (mb, a, ctx, &p) || ctx.base != saved)
    return false;
  if (p.n == 0 || (p.n == 1 && p.t[0].np == 0 && p.t[0].iv < 0))
    {
      HOST_WIDE_INT av = p.n ? p.t[0].coef : 0;
      *out = poly_const (MAX (av, cv));
      return true;
    }
  if (ctx.conds->n == MAX_CONDS
      || !poly_add (&cond, p, poly_const (cv), -1))
    return false;
  ctx.conds->p[ctx.conds->n++] = cond;
  *out = p;
  return true;
}

/* Convert NAME, defined before the region by a PHI node that is not a
   loop header's, into *OUT in context CTX when every argument of the
   PHI is the same poly, of parameters available at the PHI: the
   descriptor offset of an allocated Fortran array, for instance, is
   computed on both arms of the allocation's size check.  */

static bool
phi_to_poly (model_builder *mb, tree name, poly_ctx &ctx, poly *out)
{
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (name));
  if (!phi || !INTEGRAL_TYPE_P (TREE_TYPE (name)) || ctx.depth > 12
      || gimple_phi_num_args (phi) == 0
      || !dom_info_available_p (CDI_DOMINATORS))
    return false;
  basic_block bb = gimple_bb (phi);
  if (bb->loop_father->header == bb)
    return false;
  unsigned np = mb->scop->params.length ();
  tree saved = ctx.base;
  bool assume = ctx.assume;
  delin_off *info = ctx.info;
  /* The parameters found on the way may be dropped again: no
     assumption or named value may hold them.  */
  ctx.assume = false;
  ctx.info = NULL;
  ctx.depth++;
  poly first;
  bool ok = true;
  for (unsigned i = 0; ok && i < gimple_phi_num_args (phi); i++)
    {
      poly p, diff;
      ok = (tree_to_poly (mb, gimple_phi_arg_def (phi, i), ctx, &p)
	    && ctx.base == saved);
      if (ok && i == 0)
	first = p;
      else if (ok)
	ok = poly_add (&diff, first, p, -1) && diff.n == 0;
    }
  ctx.depth--;
  ctx.assume = assume;
  ctx.info = info;
  /* The values of an argument need not dominate the PHI: the parameters
     found must, to be available in the region.  */
  for (unsigned i = np; ok && i < mb->scop->params.length (); i++)
    {
      tree p = mb->scop->params[i];
      ok = (SSA_NAME_IS_DEFAULT_DEF (p)
	    || dominated_by_p (CDI_DOMINATORS, bb,
			       gimple_bb (SSA_NAME_DEF_STMT (p))));
    }
  if (!ok)
    {
      mb->scop->params.truncate (np);
      ctx.base = saved;
      return false;
    }
  *out = first;
  return true;
}

/* Set *END to the element offsets below which the value W, computed in
   a narrow wrapping type, is exact where the offset of its reference is
   W's poly P plus C plus a part that is never negative: P lies within
   [LO, HI] where the element offset lies within [0, HI + C + 1), as P
   is at most the offset less C, and at least -C, which LO + C <= 0
   makes enough.  Return false where it is not.  */

static bool
narrow_end_for (const narrow_poly &w, HOST_WIDE_INT c, HOST_WIDE_INT *end)
{
  HOST_WIDE_INT low;
  return !(__builtin_add_overflow (w.lo, c, &low) || low > 0
	   || __builtin_add_overflow (w.hi, c, end)
	   || __builtin_add_overflow (*end, 1, end) || *end <= 0);
}

/* Set INFO's narrow_end from its values computed in a narrow wrapping
   type, for the offset OFF in bytes of elements of ESZ bytes.  Each
   must be read as an element index: OFF is ESZ times its poly P plus a
   constant C * ESZ (v[i * n + j - 1] with unsigned int i, j, n is
   zext (i * n + j - 1) * 8 bytes from v: P = i * n + j - 1, C = 0), so
   that P is exact where the element offset P + C lies within [LO + C,
   HI + C], the type's range moved.  The region's run-time check sees
   that every element offset touched lies in [0, narrow_end) (the
   transfer's rows, checks_tree): enough where LO + C <= 0, with
   narrow_end = HI + C + 1 (narrow_end_for).  Where OFF adds to P an
   affine value rather than a constant ("(size_t) (i * m) + j", P = i *
   m), that value is kept as the value's rest, and the bound waits for
   the subscripts (narrow_rest_end).  Return false when a value is read
   otherwise (scaled, or beside a part that is not affine), or not by
   such a bound.  */

static bool
narrow_bound (const poly &off, HOST_WIDE_INT esz, delin_off *info)
{
  info->narrow_end = 0;
  for (int k = 0; k < info->n_narrow; k++)
    {
      narrow_poly &w = info->narrow[k];
      w.rest_p = false;
      poly diff;
      if (!poly_add (&diff, off, w.p, -esz))
	return false;
      HOST_WIDE_INT cb = 0, end;
      if (diff.n == 1 && diff.t[0].iv < 0 && diff.t[0].np == 0)
	cb = diff.t[0].coef;
      else if (diff.n != 0)
	{
	  for (int i = 0; i < diff.n; i++)
	    {
	      if (diff.t[i].coef % esz)
		return false;
	      diff.t[i].coef /= esz;
	    }
	  if (!poly_to_lin (diff, &w.rest))
	    return false;
	  w.rest_p = true;
	  continue;
	}
      if (cb % esz || !narrow_end_for (w, cb / esz, &end))
	return false;
      if (!info->narrow_end || end < info->narrow_end)
	info->narrow_end = end;
    }
  return true;
}

/* Lower *END (0: no bound yet) to the bounds of INFO's values computed
   in a narrow wrapping type whose offset adds an affine rest to them
   (narrow_poly's rest_p), for the reference split into the subscripts
   SUB[0..NU], innermost last.  Each such value P is exact where the
   element offset lies below narrow_end_for's bound when its rest is the
   innermost subscript plus a constant C: the offset is then P + SUB[NU]
   + C, where the region's check keeps the rows (SUB[0]) at least 0 and
   the split's assumptions every inner subscript within [0, size), so
   that P, the offset less SUB[NU] less C, is at least -C and at most
   the offset less C.  Return false where a rest is not so (a
   one-dimensional reference, a rest that holds a row).  */

static bool
narrow_rest_end (const delin_off *info, const lin *sub, int nu,
		 HOST_WIDE_INT *end)
{
  for (int k = 0; k < info->n_narrow; k++)
    {
      const narrow_poly &w = info->narrow[k];
      if (!w.rest_p)
	continue;
      lin c;
      HOST_WIDE_INT e;
      if (nu < 1 || !lin_add (&c, w.rest, sub[nu], -1) || !lin_no_iv_p (c))
	return false;
      for (int p = 0; p < MAX_PARAMS; p++)
	if (c.par[p])
	  return false;
      if (!narrow_end_for (w, c.cst, &e))
	return false;
      if (!*end || e < *end)
	*end = e;
    }
  return true;
}

/* Compute the element offset of the memory reference REF of statement S
   (OUT->stmt is its GIMPLE statement) as a poly in OUT->off, with its
   base in OUT->base and the named values met on the way.  Return false
   if it is not a polynomial gpugen can delinearize.  */

bool
gpugen_delin_offset (model_builder *mb, gpugen_stmt *s, tree ref,
		     struct gpugen_delin_ref *out)
{
  delin_off *info = XCNEW (delin_off);
  poly_ctx ctx = { gimple_bb (out->stmt)->loop_father, &s->loops, NULL, 0,
		   info };
  ctx.assume = true;
  ctx.site = gimple_bb (out->stmt);
  unsigned nw = mb->wraps.length ();
  tree elt_size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (elt_size && tree_fits_shwi_p (elt_size))
    ctx.elt = tree_to_shwi (elt_size);
  tree t = ref;
  poly off;
  off.n = 0;
  bool ok = true;
  while (ok && TREE_CODE (t) == ARRAY_REF)
    {
      poly idx, low, esz, prod;
      tree saved = ctx.base;
      /* An index of a narrow unsigned type is zero-extended as by a
	 conversion.  */
      tree it = TREE_TYPE (TREE_OPERAND (t, 1));
      bool wraps = (INTEGRAL_TYPE_P (it) && TYPE_OVERFLOW_WRAPS (it)
		    && TYPE_PRECISION (it) < TYPE_PRECISION (sizetype));
      ok = ((wraps ? widen_wrapping (mb, TREE_OPERAND (t, 1), ctx, &idx)
	     : tree_to_poly (mb, TREE_OPERAND (t, 1), ctx, &idx))
	    && tree_to_poly (mb, array_ref_low_bound (t), ctx, &low)
	    && tree_to_poly (mb, array_ref_element_size (t), ctx, &esz)
	    && ctx.base == saved
	    && poly_add (&idx, idx, low, -1)
	    && poly_mul (&prod, idx, esz)
	    && poly_add (&off, off, prod, 1));
      t = TREE_OPERAND (t, 0);
    }
  if (!ok)
    ;
  else if (DECL_P (t))
    out->base = t;
  else if (TREE_CODE (t) == COMPONENT_REF)
    {
      /* An array component of a structure that the model made an array
	 of (g%u(i, j) of a derived type): its tree.  */
      ok = false;
      for (gpugen_array *o : mb->scop->arrays)
	if (o->kind == GPUGEN_ARRAY_MEMORY
	    && TREE_CODE (o->base) == COMPONENT_REF
	    && operand_equal_p (o->base, t, 0))
	  {
	    out->base = o->base;
	    ok = true;
	  }
    }
  else if (TREE_CODE (t) == MEM_REF)
    {
      poly p;
      HOST_WIDE_INT moff;
      ok = (tree_to_poly (mb, TREE_OPERAND (t, 0), ctx, &p) && ctx.base
	    && int_cst_value (TREE_OPERAND (t, 1), &moff)
	    && poly_add (&off, off, p, 1)
	    && poly_add (&off, off, poly_const (moff), 1));
      if (ok)
	out->base = (TREE_CODE (ctx.base) == ADDR_EXPR
		     ? TREE_OPERAND (ctx.base, 0) : ctx.base);
    }
  else
    ok = false;

  /* Bytes to elements.  */
  tree elt = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (!elt || !tree_fits_shwi_p (elt) || tree_to_shwi (elt) <= 0)
    ok = false;
  HOST_WIDE_INT esz = ok ? tree_to_shwi (elt) : 1;
  if (ok && info->n_narrow)
    ok = narrow_bound (off, esz, info);
  for (int i = 0; ok && i < off.n; i++)
    {
      if (off.t[i].coef % esz)
	ok = false;
      off.t[i].coef /= esz;
    }
  if (!ok)
    {
      free (info);
      mb->wraps.truncate (nw);
      return false;
    }
  if (!info->n_narrow)
    gpugen_descr_phi_offset (mb, &off, info);
  info->off = off;
  out->off = info;
  return true;
}

/* Whether NAME, defined in LOOP inside loops LOOPS of the region, is a
   polynomial of the counters and parameters (with at most one pointer
   base), which the code generator can recompute where it is used.  */

bool
gpugen_delin_value_p (model_builder *mb, tree name, class loop *loop,
		      vec<class loop *> *loops)
{
  poly_ctx ctx = { loop, loops, NULL, 0, NULL };
  poly p;
  return tree_to_poly (mb, name, ctx, &p);
}

/* Convert T, an integer value defined before MB's region, into *OUT as
   the offsets' conversion does, but without assumptions: exactly,
   wherever T is defined (for gpugen-descr-realloc.cc, which compares
   the arguments of PHI nodes); where CONDS is not NULL, reading each
   MAX_EXPR <A, C> of a constant C as A, with the condition A - C >= 0
   added to *CONDS (max_cond_to_poly).  The parameters met are added to
   MB's; false where T is not such a poly or holds a pointer base.  */

bool
gpugen_delin_before_poly (model_builder *mb, tree t, poly *out,
			  max_conds *conds)
{
  auto_vec<class loop *> none;
  poly_ctx ctx = { mb->scop->entry->src->loop_father, &none, NULL, 0,
		   NULL };
  ctx.conds = conds;
  return tree_to_poly (mb, t, ctx, out) && !ctx.base;
}

/* Whether the poly U is a possible dimension size: a parameter, or one
   of the named values NAMES (exactly); fill *DU if so.  */

static bool
size_unit (const poly &u, vec<const named_poly *> &names, dim_unit *du)
{
  du->p = u;
  du->name = NULL_TREE;
  du->cst = 0;
  if (leaf_param_p (u, &du->leaf))
    return true;
  du->leaf = -1;
  for (const named_poly *np : names)
    if (poly_equal_p (u, np->p))
      {
	du->name = np->name;
	return true;
      }
  return false;
}

/* Add the poly C to the candidate strides S (*NS of them) unless it is
   there already.  Return false when there would be more than a chain
   of MAX_DEPTH dimensions can hold.  */

static bool
add_stride (poly *s, int *ns, const poly &c)
{
  for (int i = 0; i < *ns; i++)
    if (poly_equal_p (s[i], c))
      return true;
  if (*ns == MAX_DEPTH - 1)
    return false;
  s[(*ns)++] = c;
  return true;
}

/* Collect into S (*NS of them) the candidate strides of the references
   REFS: for each counter whose coefficient in an offset has a
   parametric term, that coefficient when it is a named value of NAMES
   (a[i * (n + 1) + j] with the name of n + 1), and otherwise its
   parametric part (m for cov[i * m + i + j], where the i is a column),
   made primitive and positive; with SPLIT, each monomial of that part
   on its own (Grosser et al.'s terms).  Return false when there are
   too many.  */

static bool
collect_strides (vec<gpugen_delin_ref *> &refs,
		 vec<const named_poly *> &names, bool split, poly *s, int *ns)
{
  *ns = 0;
  for (gpugen_delin_ref *r : refs)
    for (int k = 0; k < MAX_DEPTH; k++)
      {
	const poly &off = r->off->off;
	poly c, par;
	c.n = par.n = 0;
	for (int i = 0; i < off.n; i++)
	  if (off.t[i].iv == k)
	    {
	      pterm t = off.t[i];
	      t.iv = -1;
	      if (!poly_add_term (&c, t, 1)
		  || (t.np > 0 && !poly_add_term (&par, t, 1)))
		return false;
	    }
	if (par.n == 0)
	  continue;
	dim_unit du;
	poly_normalize (&c);
	poly_normalize (&par);
	if (!split && !leaf_param_p (c, &du.leaf)
	    && size_unit (c, names, &du))
	  par = c;
	for (int i = 0; i < (split ? par.n : 1); i++)
	  {
	    poly m = par;
	    if (split)
	      {
		m.n = 1;
		m.t[0] = par.t[i];
		m.t[0].coef = 1;
	      }
	    if (!add_stride (s, ns, m))
	      return false;
	  }
      }
  return true;
}

/* Check that the candidate strides S[0..NS-1] form a chain: ordered by
   degree, each divides the next exactly, and the first and the
   quotients are dimension sizes (size_unit with NAMES).  Fill U with
   the sizes, innermost first.  */

static bool
stride_chain (poly *s, int ns, vec<const named_poly *> &names, dim_unit *u)
{
  /* Order by the degree of the leading term (a few polys: selection).  */
  for (int i = 0; i < ns; i++)
    {
      int m = i;
      for (int j = i + 1; j < ns; j++)
	if (term_degree (s[j].t[poly_lead (s[j])])
	    < term_degree (s[m].t[poly_lead (s[m])]))
	  m = j;
      if (m != i)
	std::swap (s[i], s[m]);
    }
  for (int d = 0; d < ns; d++)
    {
      poly q, r;
      if (d == 0)
	q = s[0];
      else if (!poly_divmod (s[d], s[d - 1], &q, &r) || r.n != 0)
	return false;
      if (!size_unit (q, names, &u[d]))
	return false;
    }
  return true;
}

/* Split the offset OFF by the sizes U[0..NU-1] (innermost first) into
   the subscripts SUBS[0..NU] (outermost first): OFF = (...(SUBS[0] *
   U[NU-1] + SUBS[1]) * ...) * U[0] + SUBS[NU], exactly.  Return 0 when
   every subscript is affine, 1 when only the outermost one is not (it
   is left in *OUTER), -1 when an inner one is not.  */

static int
split_offset (const poly &off, const dim_unit *u, int nu, lin *subs,
	      poly *outer)
{
  poly rest = off;
  for (int d = 0; d < nu; d++)
    {
      poly quot, rem;
      if (!poly_divmod (rest, u[d].p, &quot, &rem)
	  || !poly_to_lin (rem, &subs[nu - d]))
	return -1;
      rest = quot;
    }
  *outer = rest;
  return poly_to_lin (rest, &subs[0]) ? 0 : 1;
}

/* Add the size DU to the candidates CAND unless it is there already.  */

static void
add_candidate (vec<dim_unit> *cand, const dim_unit &du)
{
  for (const dim_unit &c : *cand)
    if (c.leaf == du.leaf && c.name == du.name)
      return;
  cand->safe_push (du);
}

/* Split the offset of every reference of REFS with the sizes
   U[0..NU-1]; SUBS holds MAX_DEPTH subscripts per reference.  Return
   the worst result of split_offset.  When only outermost subscripts are
   not affine and CAND is not NULL, fill it with the sizes to try for
   them: the parameters of their non-affine terms and the named values
   NAMES.  */

int
split_all (vec<gpugen_delin_ref *> &refs, const dim_unit *u, int nu,
	   lin *subs, vec<const named_poly *> &names, vec<dim_unit> *cand)
{
  int worst = 0;
  for (unsigned i = 0; i < refs.length (); i++)
    {
      poly outer;
      int res = split_offset (refs[i]->off->off, u, nu,
			      subs + i * MAX_DEPTH, &outer);
      if (res < 0)
	return -1;
      if (res == 0 || !cand)
	{
	  worst = MAX (worst, res);
	  continue;
	}
      worst = 1;
      for (int k = 0; k < outer.n; k++)
	{
	  const pterm &t = outer.t[k];
	  if (term_degree (t) < 2 || t.np == 0)
	    continue;
	  for (int j = 0; j < t.np; j++)
	    {
	      dim_unit du = { poly_const (0), t.par[j], NULL_TREE };
	      du.p.t[du.p.n++] = { 1, -1, 1, { t.par[j], 0, 0 } };
	      add_candidate (cand, du);
	    }
	}
    }
  if (worst == 1 && cand)
    for (const named_poly *np : names)
      {
	dim_unit du = { np->p, -1, np->name };
	add_candidate (cand, du);
      }
  return worst;
}

/* How deep in loops of the function the value of the size U is
   computed: sizes are rather computed once, outside every loop, than
   counters of enclosing loops (a[i][i] with i a counter around the
   region and m the row size, at offset i * m + i).  */

static int
unit_depth (model_builder *mb, const dim_unit &u)
{
  tree t = u.leaf >= 0 ? mb->scop->params[u.leaf] : u.name;
  if (TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t)
      || !gimple_bb (SSA_NAME_DEF_STMT (t)))
    return 0;
  return loop_depth (gimple_bb (SSA_NAME_DEF_STMT (t))->loop_father);
}

/* Add sizes to U (*NU of them, the sizes found from the strides) while
   an outermost subscript of REFS is not affine: among the candidates
   split_all proposes, prefer one that makes every subscript affine and
   whose assumptions always hold, then one that makes every subscript
   affine, then one that keeps the inner ones affine; among equals, a
   size of a Fortran descriptor's layout (gpugen_descr_size_p: in
   a(i, j, k) with k a dummy, the plane's size rather than k), then the
   one computed outside the most loops (unit_depth).  SUBS receives the
   subscripts.  Return whether every subscript ends up
   affine.  */

static bool
guess_sizes (model_builder *mb, vec<gpugen_delin_ref *> &refs,
	     vec<const named_poly *> &names, dim_unit *u, int *nu, lin *subs)
{
  auto_vec<dim_unit> cand;
  int res = split_all (refs, u, *nu, subs, names, &cand);
  while (res == 1 && *nu < MAX_DEPTH - 1)
    {
      int best = -1, best_score = -1;
      for (unsigned c = 0; c < cand.length (); c++)
	{
	  u[*nu] = cand[c];
	  int r = split_all (refs, u, *nu + 1, subs, names, NULL);
	  if (r < 0)
	    continue;
	  int score = 0;
	  if (r == 0)
	    {
	      /* Try the assumptions, then forget the parameters this
		 added.  */
	      unsigned np = mb->scop->params.length ();
	      int size[MAX_DEPTH];
	      isl_set *ok = NULL;
	      bool always = false;
	      if (split_assumptions (mb, refs, u, *nu + 1, subs, size, &ok,
				     &always)
		  && isl_set_is_empty (ok) == isl_bool_false)
		score = always ? 2 : 1;
	      else
		score = -1;
	      isl_set_free (ok);
	      mb->scop->params.truncate (np);
	    }
	  /* Scores 0..2, then a descriptor's size, then the depth.  */
	  if (score >= 0)
	    {
	      const dim_unit &cu = cand[c];
	      tree t = cu.leaf >= 0 ? mb->scop->params[cu.leaf] : cu.name;
	      score = (score * 128
		       + (gpugen_descr_size_p (mb, t) ? 64 : 0)
		       + 63 - MIN (unit_depth (mb, cu), 63));
	    }
	  if (score > best_score)
	    {
	      best = c;
	      best_score = score;
	    }
	}
      if (best < 0)
	return false;
      if (dump_file)
	{
	  const dim_unit &bu = cand[best];
	  tree t = bu.leaf >= 0 ? mb->scop->params[bu.leaf] : bu.name;
	  fprintf (dump_file, "[gpugen-delin] size guessed: ");
	  if (t)
	    print_generic_expr (dump_file, t);
	  else
	    fprintf (dump_file, HOST_WIDE_INT_PRINT_DEC, bu.cst);
	  fprintf (dump_file, "%s\n", gpugen_descr_size_p (mb, t)
		   ? " (a descriptor's)" : "");
	}
      u[(*nu)++] = cand[best];
      cand.truncate (0);
      res = split_all (refs, u, *nu, subs, names, &cand);
    }
  return res == 0;
}

/* Add to CONV a reference for each access of MB's SCoP to the
   one-dimensional memory array A (an affine access, modelled before it
   was known that other references to the same base need
   delinearization), with its offset as a poly and the access to
   reshape.  Return false when one cannot be converted.  */

bool
convert_affine_accesses (model_builder *mb, gpugen_array *a,
			 vec<gpugen_delin_ref> *conv)
{
  for (gpugen_stmt *s : mb->scop->stmts)
    for (gpugen_access *acc : s->accesses)
      {
	if (acc->array != a)
	  continue;
	if (!acc->stmt || !is_gimple_assign (acc->stmt))
	  return false;
	tree ref = (acc->write_p ? gimple_assign_lhs (acc->stmt)
		    : gimple_assign_rhs1 (acc->stmt));
	gpugen_delin_ref d;
	memset (&d, 0, sizeof d);
	d.s = s;
	d.stmt = acc->stmt;
	d.ref = ref;
	d.write = acc->write_p;
	d.mem_idx = -1;
	for (unsigned k = 0; k < mb->mem_refs.length (); k++)
	  if (mb->mem_refs[k] == ref && mb->mem_ref_arrays[k] == a
	      && mb->mem_ref_writes[k] == acc->write_p)
	    d.mem_idx = k;
	if (d.mem_idx < 0 || !gpugen_delin_offset (mb, s, ref, &d))
	  return false;
	d.off->acc = acc;
	conv->safe_push (d);
	if (d.base != a->base)
	  return false;
      }
  return true;
}

/* Give the array A (created here when NULL, reshaped otherwise) of base
   BASE the sizes U[0..NU-1], give each reference of REFS its access
   with the subscripts SUBS, and add the assumptions to MB's SCoP.  When
   every size is a constant, OUTER is the size of the outermost
   dimension (-1 where unknown) and the array has no parametric
   sizes.  */

bool
commit_array (model_builder *mb, gpugen_array *a, tree base,
	      vec<gpugen_delin_ref *> &refs, const dim_unit *u, int nu,
	      lin *subs, HOST_WIDE_INT outer)
{
  int size[MAX_DEPTH];
  isl_set *ok;
  bool always;
  if (!split_assumptions (mb, refs, u, nu, subs, size, &ok, &always))
    return false;
  /* Offsets computed in a narrow wrapping type: the elements touched
     must lie below the smallest bound of each reference.  */
  HOST_WIDE_INT *ends = XALLOCAVEC (HOST_WIDE_INT, refs.length ());
  for (unsigned i = 0; i < refs.length (); i++)
    {
      delin_off *info = refs[i]->off;
      ends[i] = info->n_narrow ? info->narrow_end : 0;
      if (info->n_narrow
	  && !narrow_rest_end (info, subs + i * MAX_DEPTH, nu, &ends[i]))
	{
	  info->narrow_miss = true;
	  isl_set_free (ok);
	  return false;
	}
    }
  int n_dims = nu + 1;
  if (!a)
    a = gpugen_model_get_array (mb, GPUGEN_ARRAY_MEMORY, base,
				TREE_TYPE (refs[0]->ref), n_dims);
  else
    {
      /* The one-dimensional array of the affine accesses.  */
      a->n_dims = n_dims;
      free (a->dim_sizes);
      a->dim_sizes = XNEWVEC (HOST_WIDE_INT, n_dims + 1);
      for (int d = 0; d < n_dims; d++)
	a->dim_sizes[d] = -1;
    }
  bool fixed = true;
  for (int d = 1; d < n_dims; d++)
    {
      a->dim_sizes[d] = u[nu - d].cst ? u[nu - d].cst : -1;
      fixed &= size[d] < 0;
    }
  if (fixed)
    a->dim_sizes[0] = outer;
  else
    {
      a->param_dims = XNEWVEC (int, n_dims);
      a->param_dims[0] = -1;
      for (int d = 1; d < n_dims; d++)
	a->param_dims[d] = size[d];
    }

  for (unsigned i = 0; i < refs.length (); i++)
    {
      gpugen_delin_ref *r = refs[i];
      gpugen_model_add_access (mb, r->s, a, subs + i * MAX_DEPTH, r->write,
			       r->stmt);
      if (gpugen_access *old = r->off->acc)
	{
	  /* Keep the access where it was among the statement's: move the
	     new relation into it.  */
	  gpugen_access *fresh = r->s->accesses.pop ();
	  isl_map_free (old->rel);
	  old->rel = fresh->rel;
	  free (fresh);
	}
      mb->mem_ref_arrays[r->mem_idx] = a;
      HOST_WIDE_INT end = ends[i];
      if (end > 0 && (!a->narrow_end || end < a->narrow_end))
	a->narrow_end = end;
    }

  gpugen_add_assumption (mb->scop, ok);
  return true;
}

/* Delinearize the references of ALL to the array with base BASE,
   together with the affine accesses already made to it: find the sizes,
   split every offset into subscripts, create the array and its
   accesses, and add the assumptions to MB's SCoP.  */

static bool
delinearize_array (model_builder *mb, tree base, vec<gpugen_delin_ref> &all)
{
  auto_vec<gpugen_delin_ref> conv;
  gpugen_array *a = NULL;
  bool ok = true;
  for (gpugen_array *o : mb->scop->arrays)
    if (o->kind == GPUGEN_ARRAY_MEMORY && o->base == base)
      {
	a = o;
	ok = o->n_dims == 1 && !o->param_dims
	     && convert_affine_accesses (mb, o, &conv);
      }

  auto_vec<gpugen_delin_ref *> refs;
  for (gpugen_delin_ref &r : all)
    if (r.base == base)
      refs.safe_push (&r);
  for (gpugen_delin_ref &r : conv)
    refs.safe_push (&r);

  /* Every reference must see the same elements.  */
  tree esz = TYPE_SIZE_UNIT (TREE_TYPE (refs[0]->ref));
  if (a && !operand_equal_p (TYPE_SIZE_UNIT (a->elt_type), esz, 0))
    ok = false;
  for (gpugen_delin_ref *r : refs)
    if (!operand_equal_p (TYPE_SIZE_UNIT (TREE_TYPE (r->ref)), esz, 0))
      ok = false;

  auto_vec<const named_poly *> names;
  for (gpugen_delin_ref *r : refs)
    for (int i = 0; i < r->off->n_names; i++)
      {
	bool seen = false;
	for (const named_poly *np : names)
	  seen |= np->name == r->off->names[i].name;
	if (!seen)
	  names.safe_push (&r->off->names[i]);
      }

  /* 1. The sizes from the strides: as polys, else as monomials.  */
  poly strides[MAX_DEPTH];
  dim_unit u[MAX_DEPTH];
  int ns = 0;
  if (ok
      && !(collect_strides (refs, names, false, strides, &ns)
	   && stride_chain (strides, ns, names, u))
      && !(collect_strides (refs, names, true, strides, &ns)
	   && stride_chain (strides, ns, names, u)))
    ok = false;

  /* 2. The subscripts, with sizes guessed for outermost subscripts that
     are not affine.  */
  lin *subs = XNEWVEC (lin, refs.length () * MAX_DEPTH);
  if (ok)
    ok = guess_sizes (mb, refs, names, u, &ns, subs);

  /* 3. The array, its accesses and the assumptions.  */
  if (ok)
    ok = commit_array (mb, a, base, refs, u, ns, subs);
  /* A value computed in a narrow wrapping type beside a part of its
     offset that is not its column: the subscript is not affine.  */
  for (gpugen_delin_ref *r : refs)
    if (!ok && r->off->narrow_miss && !mb->scop->culprit_ref)
      {
	mb->scop->culprit_ref = r->ref;
	mb->scop->culprit_loc = gimple_location (r->stmt);
	model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      }
  free (subs);
  for (gpugen_delin_ref &r : conv)
    free (r.off);
  return ok;
}

/* Delinearize the pending references of MB, array by array.  Return
   false, with the reason recorded, when one cannot be.  */

bool
gpugen_delin_finish (model_builder *mb)
{
  bool ok = true;
  for (unsigned i = 0; i < mb->delin.length () && ok; i++)
    {
      tree base = mb->delin[i].base;
      bool first = true;
      for (unsigned j = 0; j < i; j++)
	if (mb->delin[j].base == base)
	  first = false;
      if (first && !delinearize_array (mb, base, mb->delin))
	{
	  ok = false;
	  /* The missed remark names the array by its first access.  */
	  if (!mb->scop->culprit_ref)
	    {
	      mb->scop->culprit_ref = mb->delin[i].ref;
	      mb->scop->culprit_loc = gimple_location (mb->delin[i].stmt);
	    }
	  if (dump_file)
	    {
	      fprintf (dump_file, "[gpugen-delin] cannot delinearize ");
	      print_generic_expr (dump_file, base);
	      fprintf (dump_file, "\n");
	    }
	}
    }
  /* Then the arrays of fixed shape that dependences want split.  */
  for (unsigned i = 0; ok && i < mb->scop->arrays.length (); i++)
    {
      gpugen_array *a = mb->scop->arrays[i];
      if (a->kind == GPUGEN_ARRAY_MEMORY && a->n_dims == 1 && !a->param_dims
	  && a->written_p)
	gpugen_delin_fixed (mb, a);
    }
  /* After every conversion: the descriptor values replaced.  */
  if (ok)
    ok = gpugen_descr_assume (mb);
  if (ok && mb->scop->assumptions)
    {
      mb->scop->assumptions = isl_set_coalesce (mb->scop->assumptions);
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  char *str = isl_set_to_str (mb->scop->assumptions);
	  fprintf (dump_file, "[gpugen-delin] assumptions: %s\n", str);
	  free (str);
	}
      if (isl_set_is_empty (mb->scop->assumptions) != isl_bool_false)
	{
	  ok = false;
	  /* Name the delinearized arrays, whose shapes (each access in
	     its row) the parameters cannot all satisfy.  */
	  char *names = NULL;
	  for (unsigned i = 0; i < mb->delin.length (); i++)
	    {
	      const char *n = gpugen_ref_base_name (mb->delin[i].ref);
	      bool seen = false;
	      for (unsigned j = 0; j < i && n; j++)
		seen |= mb->delin[j].base == mb->delin[i].base;
	      if (!n || seen)
		continue;
	      char *more = (names ? concat (names, ", '", n, "'", NULL)
			    : concat ("'", n, "'", NULL));
	      free (names);
	      names = more;
	    }
	  if (names && !mb->scop->culprit_text)
	    gpugen_set_culprit (mb->scop, "the shapes found for %s hold for "
				"no value of the parameters", names);
	  free (names);
	}
    }
  for (gpugen_delin_ref &r : mb->delin)
    free (r.off);
  mb->delin.release ();
  if (!ok)
    return model_fail (mb, GPUGEN_REJECT_PARAM_STRIDE);
  return true;
}
