/* Delinearization of parametrically sized arrays for gpugen.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   C99 VLA parameters, linearized subscripts such as a[i * n + j] and
   Fortran explicit-shape dummies reach memory at offsets that multiply a
   loop counter by a parameter: not affine, so the model cannot use them
   as they are.  Following the optimistic delinearization of Grosser et
   al. (ICS 2015), the element offset of each such reference is computed
   as a polynomial "poly" over the counters and the parameters (a sum of
   terms COEF * [counter] * param * param ...), with the parameter
   computations made before the region expanded, so that a VLA row size
   computed as "(sizetype) m * 8" is seen as m.  Then, per array:

     1. the parametric factors of the terms that contain a counter give
	the candidate strides (n for a[i * n + j]; m and n * m for a 3-D
	array); they must form a chain, each dividing the next, and the
	quotients are the sizes of the inner dimensions;
     2. each offset is divided by the strides, from the innermost: the
	remainders are the inner subscripts and the last quotient the
	outermost one; every subscript must be affine;
     3. the result is exact only where every inner subscript lies within
	its dimension, 0 <= s < size, for every iteration of the domain:
	that set of parameter values is recorded as an assumption of the
	SCoP, which the code running the region checks at run time (and
	which the model's context includes).

   A reference that cannot be delinearized keeps its reason (parametric
   stride).  */

#include "gpugen-model.h"

/* The most terms of a poly, and parameters in one term.  */
#define MAX_TERMS 24
#define MAX_TERM_PARAMS 3

/* One term of a poly: COEF * c_IV * PAR[0] * ... * PAR[NP - 1], where
   IV is -1 for none and PAR holds parameter indices in increasing
   order.  */

struct pterm
{
  /* The integer coefficient.  */
  HOST_WIDE_INT coef;
  /* The loop counter, or -1.  */
  int iv;
  /* The number of parameter factors and their indices.  */
  int np;
  int par[MAX_TERM_PARAMS];
};

/* A polynomial: the sum of N terms.  */

struct poly
{
  /* The number of terms.  */
  int n;
  /* The terms; no two have the same counter and parameters.  */
  pterm t[MAX_TERMS];
};

/* Whether terms A and B have the same counter and parameters.  */

static bool
same_monomial_p (const pterm &a, const pterm &b)
{
  if (a.iv != b.iv || a.np != b.np)
    return false;
  for (int i = 0; i < a.np; i++)
    if (a.par[i] != b.par[i])
      return false;
  return true;
}

/* Add COEF times the term T to P.  Return false on overflow or when P
   would have too many terms.  */

static bool
poly_add_term (poly *p, pterm t, HOST_WIDE_INT coef)
{
  if (__builtin_mul_overflow (t.coef, coef, &t.coef))
    return false;
  if (t.coef == 0)
    return true;
  for (int i = 0; i < p->n; i++)
    if (same_monomial_p (p->t[i], t))
      {
	if (__builtin_add_overflow (p->t[i].coef, t.coef, &p->t[i].coef))
	  return false;
	if (p->t[i].coef == 0)
	  p->t[i] = p->t[--p->n];
	return true;
      }
  if (p->n == MAX_TERMS)
    return false;
  p->t[p->n++] = t;
  return true;
}

/* Set *R to A + SCALE * B.  R may be A.  */

static bool
poly_add (poly *r, const poly &a, const poly &b, HOST_WIDE_INT scale)
{
  poly tmp = a;
  for (int i = 0; i < b.n; i++)
    if (!poly_add_term (&tmp, b.t[i], scale))
      return false;
  *r = tmp;
  return true;
}

/* Set *R to A * B: at most one counter and MAX_TERM_PARAMS parameters
   per term.  */

static bool
poly_mul (poly *r, const poly &a, const poly &b)
{
  poly tmp;
  tmp.n = 0;
  for (int i = 0; i < a.n; i++)
    for (int j = 0; j < b.n; j++)
      {
	const pterm &x = a.t[i], &y = b.t[j];
	if ((x.iv >= 0 && y.iv >= 0) || x.np + y.np > MAX_TERM_PARAMS)
	  return false;
	pterm t;
	if (__builtin_mul_overflow (x.coef, y.coef, &t.coef))
	  return false;
	t.iv = x.iv >= 0 ? x.iv : y.iv;
	t.np = 0;
	/* Merge the sorted parameter lists.  */
	int p = 0, q = 0;
	while (p < x.np || q < y.np)
	  if (q == y.np || (p < x.np && x.par[p] <= y.par[q]))
	    t.par[t.np++] = x.par[p++];
	  else
	    t.par[t.np++] = y.par[q++];
	if (!poly_add_term (&tmp, t, 1))
	  return false;
      }
  *r = tmp;
  return true;
}

/* Return the constant poly C.  */

static poly
poly_const (HOST_WIDE_INT c)
{
  poly p;
  p.n = 0;
  pterm t = { c, -1, 0, { 0, 0, 0 } };
  poly_add_term (&p, t, 1);
  return p;
}

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
};

static bool tree_to_poly (model_builder *, tree, poly_ctx &, poly *);

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
	  if (POINTER_TYPE_P (TREE_TYPE (t)) && !ctx.base
	      && (SSA_NAME_IS_DEFAULT_DEF (t)
		  || !is_gimple_assign (SSA_NAME_DEF_STMT (t))))
	    {
	      ctx.base = t;
	      return true;
	    }
	  if (!SSA_NAME_IS_DEFAULT_DEF (t)
	      && def_to_poly (mb, SSA_NAME_DEF_STMT (t), TREE_TYPE (t), ctx,
			      out))
	    return true;
	  if (!INTEGRAL_TYPE_P (TREE_TYPE (t)))
	    return false;
	  int p = param_index (mb, t);
	  if (p < 0)
	    return false;
	  out->n = 1;
	  pterm pt = { 1, -1, 1, { p, 0, 0 } };
	  out->t[0] = pt;
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
	class loop *l = get_chrec_loop (t);
	int k = -1;
	for (unsigned i = 0; i < ctx.loops->length (); i++)
	  if ((*ctx.loops)[i] == l)
	    k = i;
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
	if (TREE_CODE (TREE_OPERAND (t, 1)) != INTEGER_CST
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
	if ((INTEGRAL_TYPE_P (to) || POINTER_TYPE_P (to))
	    && (INTEGRAL_TYPE_P (from) || POINTER_TYPE_P (from))
	    && TYPE_PRECISION (to) >= TYPE_PRECISION (from))
	  return tree_to_poly (mb, inner, ctx, out);
	return false;
      }

    default:
      return false;
    }
}

/* Whether the parameters of term A contain those of the monomial M (a
   term whose coefficient and counter are ignored); if so, set *Q to A
   with M's parameters removed.  */

static bool
term_divides_p (const pterm &a, const pterm &m, pterm *q)
{
  *q = a;
  q->np = 0;
  int j = 0;
  for (int i = 0; i < a.np; i++)
    if (j < m.np && a.par[i] == m.par[j])
      j++;
    else
      q->par[q->np++] = a.par[i];
  return j == m.np;
}

/* Convert P, which must be affine (no term with a counter and a
   parameter, at most one parameter per term), into *L.  */

static bool
poly_to_lin (const poly &p, lin *l)
{
  memset (l, 0, sizeof *l);
  for (int i = 0; i < p.n; i++)
    {
      const pterm &t = p.t[i];
      HOST_WIDE_INT *slot;
      if (t.iv >= 0 && t.np == 0)
	slot = &l->iv[t.iv];
      else if (t.iv < 0 && t.np == 1)
	slot = &l->par[t.par[0]];
      else if (t.iv < 0 && t.np == 0)
	slot = &l->cst;
      else
	return false;
      if (__builtin_add_overflow (*slot, t.coef, slot))
	return false;
    }
  return true;
}

/* Compute the element offset of the memory reference REF of statement S
   (OUT->stmt is its GIMPLE statement) as a poly in OUT->off, with its
   base in OUT->base.  Return false if it is not a polynomial gpugen can
   delinearize.  */

bool
gpugen_delin_offset (model_builder *mb, gpugen_stmt *s, tree ref,
		     struct gpugen_delin_ref *out)
{
  poly_ctx ctx = { gimple_bb (out->stmt)->loop_father, &s->loops, NULL, 0 };
  tree t = ref;
  poly off;
  off.n = 0;
  while (TREE_CODE (t) == ARRAY_REF)
    {
      poly idx, low, esz, prod;
      tree saved = ctx.base;
      if (!tree_to_poly (mb, TREE_OPERAND (t, 1), ctx, &idx)
	  || !tree_to_poly (mb, array_ref_low_bound (t), ctx, &low)
	  || !tree_to_poly (mb, array_ref_element_size (t), ctx, &esz)
	  || ctx.base != saved
	  || !poly_add (&idx, idx, low, -1)
	  || !poly_mul (&prod, idx, esz)
	  || !poly_add (&off, off, prod, 1))
	return false;
      t = TREE_OPERAND (t, 0);
    }
  if (DECL_P (t))
    out->base = t;
  else if (TREE_CODE (t) == MEM_REF)
    {
      poly p;
      HOST_WIDE_INT moff;
      if (!tree_to_poly (mb, TREE_OPERAND (t, 0), ctx, &p) || !ctx.base
	  || !int_cst_value (TREE_OPERAND (t, 1), &moff)
	  || !poly_add (&off, off, p, 1)
	  || !poly_add (&off, off, poly_const (moff), 1))
	return false;
      out->base = (TREE_CODE (ctx.base) == ADDR_EXPR
		   ? TREE_OPERAND (ctx.base, 0) : ctx.base);
    }
  else
    return false;

  /* Bytes to elements.  */
  tree elt = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (!elt || !tree_fits_shwi_p (elt) || tree_to_shwi (elt) <= 0)
    return false;
  HOST_WIDE_INT esz = tree_to_shwi (elt);
  for (int i = 0; i < off.n; i++)
    {
      if (off.t[i].coef % esz)
	return false;
      off.t[i].coef /= esz;
    }
  out->off = XNEW (poly);
  *out->off = off;
  return true;
}

/* Whether NAME, defined in LOOP inside loops LOOPS of the region, is a
   polynomial of the counters and parameters (with at most one pointer
   base), which the code generator can recompute where it is used.  */

bool
gpugen_delin_value_p (model_builder *mb, tree name, class loop *loop,
		      vec<class loop *> *loops)
{
  poly_ctx ctx = { loop, loops, NULL, 0 };
  poly p;
  return tree_to_poly (mb, name, ctx, &p);
}

/* Order monomials by their number of parameters.  */

static int
monomial_cmp (const void *a, const void *b)
{
  return ((const pterm *) a)->np - ((const pterm *) b)->np;
}

/* Delinearize the references REFS, all to the array with base BASE:
   find the strides, split every offset into subscripts, create the
   array and its accesses, and add the assumptions to MB's SCoP.  */

static bool
delinearize_array (model_builder *mb, tree base, vec<gpugen_delin_ref> &refs)
{
  /* 1. The strides: the parameter factors of terms with a counter.  */
  pterm strides[MAX_TERMS];
  int ns = 0;
  for (gpugen_delin_ref &r : refs)
    if (r.base == base)
      for (int i = 0; i < r.off->n; i++)
	{
	  pterm m = r.off->t[i];
	  if (m.iv < 0 || m.np == 0)
	    continue;
	  m.coef = 1;
	  m.iv = -1;
	  bool seen = false;
	  for (int j = 0; j < ns; j++)
	    seen |= same_monomial_p (strides[j], m);
	  if (!seen && ns < MAX_TERMS)
	    strides[ns++] = m;
	}
  /* No stride at all (a one-dimensional array whose type has a run-time
     size, such as a Fortran dummy t(m)): one dimension, the offset.  */
  if (ns > MAX_DEPTH - 1)
    return false;
  qsort (strides, ns, sizeof (pterm), monomial_cmp);
  /* A chain: each stride divides the next, with a quotient of one
     parameter (a dimension size the model can compare subscripts with).
     UNIT[d] is stride d relative to stride d - 1.  */
  pterm unit[MAX_DEPTH];
  int dim_param[MAX_DEPTH];
  for (int d = 0; d < ns; d++)
    {
      if (d == 0)
	unit[0] = strides[0];
      else if (!term_divides_p (strides[d], strides[d - 1], &unit[d]))
	return false;
      if (unit[d].np != 1)
	return false;
      dim_param[d] = unit[d].par[0];
    }

  int n_dims = ns + 1;
  gpugen_array *a = NULL;
  for (gpugen_array *o : mb->scop->arrays)
    if (o->kind == GPUGEN_ARRAY_MEMORY && o->base == base)
      return false;

  for (gpugen_delin_ref &r : refs)
    {
      if (r.base != base)
	continue;
      /* 2. Divide by the strides, innermost first: the terms a unit
	 divides go to the quotient, the others are the subscript.  */
      lin subs[MAX_DEPTH];
      poly rest = *r.off;
      for (int d = 0; d < ns; d++)
	{
	  poly rem, quot;
	  rem.n = quot.n = 0;
	  for (int i = 0; i < rest.n; i++)
	    {
	      pterm q;
	      bool ok;
	      if (term_divides_p (rest.t[i], unit[d], &q))
		ok = poly_add_term (&quot, q, 1);
	      else
		ok = poly_add_term (&rem, rest.t[i], 1);
	      if (!ok)
		return false;
	    }
	  if (!poly_to_lin (rem, &subs[n_dims - 1 - d]))
	    return false;
	  rest = quot;
	}
      if (!poly_to_lin (rest, &subs[0]))
	return false;

      if (!a)
	{
	  a = gpugen_model_get_array (mb, GPUGEN_ARRAY_MEMORY, base,
				      TREE_TYPE (r.ref), n_dims);
	  a->param_dims = XNEWVEC (int, n_dims);
	  a->param_dims[0] = -1;
	  for (int d = 1; d < n_dims; d++)
	    a->param_dims[d] = dim_param[n_dims - 1 - d];
	}
      gpugen_model_add_access (mb, r.s, a, subs, r.write, r.stmt);
      mb->mem_ref_arrays[r.mem_idx] = a;

      /* 3. The assumption: 0 <= subscript < size in every iteration.  */
      for (int d = 1; d < n_dims; d++)
	{
	  isl_space *sp = set_space (mb, r.s->loops.length (), NULL);
	  lin sz;
	  memset (&sz, 0, sizeof sz);
	  sz.par[a->param_dims[d]] = 1;
	  isl_aff *s_aff = lin_to_aff (subs[d], isl_space_copy (sp));
	  isl_aff *z = isl_aff_zero_on_domain (safe_local_space (
	    isl_space_copy (sp)));
	  isl_aff *size = lin_to_aff (sz, sp);
	  /* Separate statements: the copy of S_AFF must come before the
	     call that takes it.  */
	  isl_set *below = isl_aff_lt_set (isl_aff_copy (s_aff), z);
	  isl_set *above = isl_aff_ge_set (s_aff, size);
	  isl_set *bad = isl_set_union (below, above);
	  isl_set *dom = isl_set_copy (r.s->domain);
	  dom = isl_set_reset_tuple_id (dom);
	  dom = isl_set_align_params (dom, isl_set_get_space (bad));
	  bad = isl_set_align_params (bad, isl_set_get_space (dom));
	  bad = isl_set_params (isl_set_intersect (bad, dom));
	  isl_set *ok = isl_set_subtract (isl_set_universe (
					    isl_set_get_space (bad)), bad);
	  if (!mb->scop->assumptions)
	    mb->scop->assumptions = ok;
	  else
	    {
	      mb->scop->assumptions = isl_set_align_params (
		mb->scop->assumptions, isl_set_get_space (ok));
	      ok = isl_set_align_params (ok, isl_set_get_space (
					   mb->scop->assumptions));
	      mb->scop->assumptions = isl_set_intersect (mb->scop->assumptions,
							 ok);
	    }
	}
    }
  return a != NULL;
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
	ok = false;
    }
  if (ok && mb->scop->assumptions)
    {
      mb->scop->assumptions = isl_set_coalesce (mb->scop->assumptions);
      if (isl_set_is_empty (mb->scop->assumptions) != isl_bool_false)
	ok = false;
    }
  for (gpugen_delin_ref &r : mb->delin)
    free (r.off);
  mb->delin.release ();
  if (!ok)
    return model_fail (mb, GPUGEN_REJECT_PARAM_STRIDE);
  return true;
}
