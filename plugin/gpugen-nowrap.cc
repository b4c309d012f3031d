/* The no-wrap assumptions and the context of a gpugen SCoP's model.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Part of building the polyhedral model (gpugen-model.cc calls it;
   gpugen-model.h between them).  gpugen-affine.cc reads values computed
   in a narrow wrapping type (unsigned int) as affine ones, each under a
   no-wrap check (struct wrap_check): the value is the affine one only
   where it lies within its type's range.  Once the model is complete,
   gpugen_wrap_assumptions proves each check from the domain where the
   value is computed (the guard of the loop whose latch count it is, the
   domain of the statement whose subscript it is) and the context, and
   makes the rest run-time assumptions of the SCoP; so too the
   assumptions under which niter analysis' latch counts hold.  The
   context includes the conditions that guard the region's entry
   (gpugen_region_guards: the "n > 0" that header copying leaves in
   front of a nest, or the affine conjuncts of a guard that GCC
   computes without a branch, "maxit > 0 & a[c][c] < tol").  */

#include "gpugen-model.h"

/* Return the set, over the counters of the loops around LOOP (a region
   loop of MB), of the iterations of those loops that enter LOOP: its
   preheader's domain (every one, for a loop at the region's entry),
   less the ones where MAY_BE_ZERO holds when ENTERED.  NULL when it is
   not known.  */

static isl_set *
loop_entry_domain (model_builder *mb, class loop *loop, bool entered)
{
  int li = loop_index (mb, loop);
  if (li < 0)
    return NULL;
  loop_model &lm = mb->loops[li];
  isl_set *pre;
  if (loop->header == mb->scop->entry->dest)
    pre = isl_set_universe (set_space (mb, lm.depth - 1, NULL));
  else
    {
      basic_block ph = loop_preheader_edge (loop)->src;
      if (!bitmap_bit_p (mb->in_region, ph->index) || !mb->bdom[ph->index])
	return NULL;
      pre = isl_set_copy (mb->bdom[ph->index]);
    }
  if (entered && lm.may_be_zero)
    {
      isl_set *z = isl_set_copy (lm.may_be_zero);
      isl_space *sp = set_space (mb, lm.depth - 1, NULL);
      pre = isl_set_align_params (pre, isl_space_copy (sp));
      z = isl_set_align_params (z, sp);
      pre = isl_set_subtract (pre, z);
    }
  return pre;
}

/* Return the bound of TYPE (its minimum when MIN_P) as an isl value, or
   NULL when it has none that fits.  */

static isl_val *
type_bound (tree type, bool min_p)
{
  tree b = min_p ? TYPE_MIN_VALUE (type) : TYPE_MAX_VALUE (type);
  if (!b)
    return NULL;
  if (tree_fits_shwi_p (b))
    return isl_val_int_from_si (gpugen_isl_ctx, tree_to_shwi (b));
  if (tree_fits_uhwi_p (b))
    return isl_val_int_from_ui (gpugen_isl_ctx, tree_to_uhwi (b));
  return NULL;
}

/* Add the conditions on the parameters OK (taken) to the assumptions of
   SCOP, aligning the parameters of the two.  */

void
gpugen_add_assumption (gpugen_scop *scop, __isl_take isl_set *ok)
{
  if (!scop->assumptions)
    scop->assumptions = ok;
  else
    {
      scop->assumptions = isl_set_align_params (scop->assumptions,
						isl_set_get_space (ok));
      ok = isl_set_align_params (ok, isl_set_get_space (scop->assumptions));
      scop->assumptions = isl_set_intersect (scop->assumptions, ok);
    }
}

/* Add to MB's SCoP the assumption that its parameters lie outside BAD
   (taken), unless CONTEXT excludes BAD already; WHAT names the
   assumption in the dump.  Return false, recording the reason, when isl
   fails.  */

static bool
exclude_params (model_builder *mb, isl_set *context, isl_set *bad,
		const char *what)
{
  gpugen_scop *scop = mb->scop;
  isl_set *ctx = isl_set_align_params (isl_set_copy (context),
				       isl_set_get_space (bad));
  isl_bool none = isl_set_is_empty (isl_set_intersect (isl_set_copy (bad),
						       ctx));
  if (none < 0)
    {
      isl_set_free (bad);
      return model_fail (mb, GPUGEN_REJECT_ISL);
    }
  if (none)
    {
      isl_set_free (bad);
      return true;
    }
  isl_set *ok = isl_set_subtract (isl_set_universe (isl_set_get_space (bad)),
				  bad);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      char *str = isl_set_to_str (ok);
      fprintf (dump_file, "[gpugen-model] %s: %s\n", what, str);
      free (str);
    }
  gpugen_add_assumption (scop, ok);
  return true;
}

/* Return the line of the site W of a no-wrap check: of the first
   statement of its block with a location, or of its loop; 0 where
   none is known.  */

static int
wrap_site_line (const wrap_check &w)
{
  if (w.site.bb)
    {
      for (gimple_stmt_iterator gsi = gsi_start_bb (w.site.bb);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	if (gimple_has_location (gsi_stmt (gsi)))
	  return LOCATION_LINE (gimple_location (gsi_stmt (gsi)));
      return 0;
    }
  if (w.site.loop)
    return LOCATION_LINE (find_loop_location (w.site.loop)
			  .get_location_t ());
  return 0;
}

/* Whether some value of the parameters that CONTEXT allows satisfies
   the assumptions of MB's SCoP, now that the no-wrap check W has added
   its own.  Where none does, W's value wraps in some iteration for
   every value of the parameters (an unsigned subscript "j - 1" where j
   starts at 0): name it as the culprit and fail, recording the reason,
   rather than keep a model that would never be exact.  */

static bool
wrap_satisfiable_p (model_builder *mb, isl_set *context, const wrap_check &w)
{
  gpugen_scop *scop = mb->scop;
  if (!scop->assumptions)
    return true;
  isl_set *a = isl_set_copy (scop->assumptions);
  isl_set *c = isl_set_align_params (isl_set_copy (context),
				     isl_set_get_space (a));
  a = isl_set_align_params (a, isl_set_get_space (c));
  isl_bool empty = isl_set_is_empty (isl_set_intersect (a, c));
  if (empty == isl_bool_false)
    return true;
  tree name = TYPE_NAME (w.type);
  if (name && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  if (empty == isl_bool_true)
    gpugen_set_culprit (scop, "a value computed at line %d, read as an "
			"integer, is out of the range of %s in some "
			"iteration for every value of the parameters",
			wrap_site_line (w),
			name && TREE_CODE (name) == IDENTIFIER_NODE
			? IDENTIFIER_POINTER (name) : "its type");
  return model_fail (mb, empty == isl_bool_true ? GPUGEN_REJECT_BOUND
			 : GPUGEN_REJECT_ISL);
}

/* Turn MB's no-wrap checks into assumptions of its SCoP: for each, the
   parameter values for which some point of the domain where the value
   is computed puts it outside its type's range are excluded, unless
   CONTEXT (the parameters' ranges and the region's guards) excludes
   them already.  Return false, recording the reason, when isl fails or
   the checks cannot hold at all.  */

bool
gpugen_wrap_assumptions (model_builder *mb, isl_set *context)
{
  /* The assumptions of the latch counts: excluded are the parameter
     values for which some entry of the loop violates them.  */
  for (loop_model &lm : mb->loops)
    {
      if (!lm.assume)
	continue;
      isl_set *dom = loop_entry_domain (mb, lm.loop, false);
      if (!dom)
	return model_fail (mb, GPUGEN_REJECT_NITER);
      isl_space *sp = set_space (mb, lm.depth - 1, NULL);
      dom = isl_set_reset_tuple_id (dom);
      dom = isl_set_align_params (dom, isl_space_copy (sp));
      isl_set *as = isl_set_align_params (isl_set_copy (lm.assume), sp);
      isl_set *bad = isl_set_params (isl_set_subtract (dom, as));
      if (!exclude_params (mb, context, bad, "latch count assumption"))
	return false;
    }
  for (wrap_check &w : mb->wraps)
    {
      isl_set *dom = (w.site.bb
		      ? isl_set_copy (mb->bdom[w.site.bb->index])
		      : loop_entry_domain (mb, w.site.loop, w.site.entered));
      isl_val *lo = type_bound (w.type, true);
      isl_val *hi = type_bound (w.type, false);
      if (!dom || !lo || !hi || isl_set_dim (dom, isl_dim_set) != w.dims)
	{
	  isl_set_free (dom);
	  isl_val_free (lo);
	  isl_val_free (hi);
	  return model_fail (mb, GPUGEN_REJECT_BOUND);
	}
      isl_space *sp = set_space (mb, w.dims, NULL);
      dom = isl_set_reset_tuple_id (dom);
      dom = isl_set_align_params (dom, isl_space_copy (sp));
      if (w.q)
	{
	  /* A quasi-affine value (wrapping_qaff).  */
	  isl_pw_aff *q = isl_pw_aff_align_params (isl_pw_aff_copy (w.q),
						   isl_space_copy (sp));
	  isl_pw_aff *plo = isl_pw_aff_val_on_domain (
	    isl_set_universe (isl_space_copy (sp)), lo);
	  isl_pw_aff *phi = isl_pw_aff_val_on_domain (isl_set_universe (sp),
						      hi);
	  isl_set *below = isl_pw_aff_lt_set (isl_pw_aff_copy (q), plo);
	  isl_set *above = isl_pw_aff_gt_set (q, phi);
	  isl_set *bad = isl_set_params (isl_set_intersect (
					   isl_set_union (below, above), dom));
	  if (!exclude_params (mb, context, bad, "no-wrap assumption")
	      || !wrap_satisfiable_p (mb, context, w))
	    return false;
	  continue;
	}
      isl_aff *v = lin_to_aff (w.l, isl_space_copy (sp));
      isl_aff *alo = isl_aff_val_on_domain (safe_local_space (
					      isl_space_copy (sp)), lo);
      isl_aff *ahi = isl_aff_val_on_domain (safe_local_space (sp), hi);
      /* Separate statements: the copy of V must come before the call
	 that takes it.  */
      isl_set *below = isl_aff_lt_set (isl_aff_copy (v), alo);
      isl_set *above = isl_aff_gt_set (v, ahi);
      isl_set *bad = isl_set_params (isl_set_intersect (
				       isl_set_union (below, above), dom));
      if (!exclude_params (mb, context, bad, "no-wrap assumption")
	  || !wrap_satisfiable_p (mb, context, w))
	return false;
    }
  return true;
}

/* Push on CONJ the comparisons that hold where the boolean SSA name
   NAME is VALUE: NAME's own comparison (inverted where VALUE is false,
   for integer or pointer operands), or, where NAME combines booleans
   with "&" (true) or "|" (false), or negates one, those of its
   operands.  GCC evaluates "a[c] < tol && it < maxit" so, without a
   branch.  */

static void
guard_conjuncts (tree name, bool value, vec<tree> *conj, int depth)
{
  gassign *def = (TREE_CODE (name) == SSA_NAME && depth < 8
		  ? safe_dyn_cast <gassign *> (SSA_NAME_DEF_STMT (name))
		  : NULL);
  if (!def)
    return;
  enum tree_code code = gimple_assign_rhs_code (def);
  if ((code == BIT_AND_EXPR && value) || (code == BIT_IOR_EXPR && !value))
    {
      guard_conjuncts (gimple_assign_rhs1 (def), value, conj, depth + 1);
      guard_conjuncts (gimple_assign_rhs2 (def), value, conj, depth + 1);
    }
  else if ((code == BIT_NOT_EXPR || code == TRUTH_NOT_EXPR)
	   && TYPE_PRECISION (TREE_TYPE (name)) == 1)
    guard_conjuncts (gimple_assign_rhs1 (def), !value, conj, depth + 1);
  else if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      tree op0 = gimple_assign_rhs1 (def), op1 = gimple_assign_rhs2 (def);
      if (!INTEGRAL_TYPE_P (TREE_TYPE (op0))
	  && !POINTER_TYPE_P (TREE_TYPE (op0)))
	return;
      if (!value)
	code = invert_tree_comparison (code, false);
      if (code != ERROR_MARK)
	conj->safe_push (build2 (code, boolean_type_node, op0, op1));
    }
}

/* Return the set over MB's parameters where the condition C, the
   boolean SSA name tested by a guard, is VALUE, from those of its
   conjuncts (guard_conjuncts) that are affine in context CTX, or NULL
   where none is.  */

static isl_set *
guard_conjuncts_set (model_builder *mb, gcond *c, bool value, lin_ctx &ctx)
{
  if ((gimple_cond_code (c) != NE_EXPR && gimple_cond_code (c) != EQ_EXPR)
      || !integer_zerop (gimple_cond_rhs (c)))
    return NULL;
  auto_vec<tree> conj;
  guard_conjuncts (gimple_cond_lhs (c),
		   value == (gimple_cond_code (c) == NE_EXPR), &conj, 0);
  isl_set *res = NULL;
  gpugen_scop *scop = mb->scop;
  for (tree ct : conj)
    {
      unsigned np = scop->params.length ();
      unsigned nw = mb->wraps.length ();
      enum gpugen_reject why = mb->why;
      isl_set *cs = cond_to_set (mb, ct, ctx, 0);
      mb->why = why;
      mb->wraps.truncate (nw);
      if (!cs || scop->params.length () != np)
	{
	  isl_set_free (cs);
	  scop->params.truncate (np);
	  continue;
	}
      cs = isl_set_params (cs);
      if (res)
	cs = isl_set_align_params (cs, isl_set_get_space (res));
      res = res ? isl_set_intersect (res, cs) : cs;
    }
  return res;
}

/* Return the conditions on MB's parameters that hold whenever its
   region is entered, as a set over them: those of the conditional
   jumps, in the loop that contains the region, one of whose edges leads
   to a block that dominates the region's entry (the guard "n > 0"
   header copying puts in front of a nest, when the region starts after
   it).  Conditions that would need new parameters, or that are not
   affine, are left out.  */

isl_set *
gpugen_region_guards (model_builder *mb)
{
  gpugen_scop *scop = mb->scop;
  isl_set *guards = isl_set_universe (isl_space_params (set_space (mb, 0,
								     NULL)));
  if (!dom_info_available_p (CDI_DOMINATORS))
    return guards;
  basic_block entry = scop->entry->dest;
  auto_vec<class loop *> none;
  for (basic_block b = get_immediate_dominator (CDI_DOMINATORS, entry);
       b && b != ENTRY_BLOCK_PTR_FOR_FN (cfun);
       b = get_immediate_dominator (CDI_DOMINATORS, b))
    {
      /* In a loop around the region, only a condition of the same
	 iteration is known to hold; blocks of inner loops are
	 skipped.  */
      if (!flow_bb_inside_loop_p (scop->outer, b))
	break;
      if (b->loop_father != scop->outer)
	continue;
      gimple *last = last_stmt (b);
      if (!last || gimple_code (last) != GIMPLE_COND || EDGE_COUNT (b->succs) != 2)
	continue;
      edge te, fe, e = NULL;
      extract_true_false_edges_from_block (b, &te, &fe);
      if (single_pred_p (te->dest)
	  && dominated_by_p (CDI_DOMINATORS, entry, te->dest))
	e = te;
      else if (single_pred_p (fe->dest)
	       && dominated_by_p (CDI_DOMINATORS, entry, fe->dest))
	e = fe;
      if (!e)
	continue;
      gcond *c = as_a <gcond *> (last);
      tree ct = build2 (gimple_cond_code (c), boolean_type_node,
			gimple_cond_lhs (c), gimple_cond_rhs (c));
      unsigned np = scop->params.length ();
      unsigned nw = mb->wraps.length ();
      enum gpugen_reject why = mb->why;
      lin_ctx ctx = { b->loop_father, &none, NULL, { NULL, NULL, false } };
      isl_set *cs = cond_to_set (mb, ct, ctx, 0);
      mb->why = why;
      mb->wraps.truncate (nw);
      if (!cs || scop->params.length () != np)
	{
	  isl_set_free (cs);
	  scop->params.truncate (np);
	  /* The affine conjuncts of a condition that combines tests
	     without a branch (one of them on data, say).  */
	  cs = guard_conjuncts_set (mb, c, e == te, ctx);
	  if (!cs)
	    continue;
	}
      else
	{
	  if (e == fe)
	    cs = isl_set_subtract (isl_set_universe (isl_set_get_space (cs)),
				   cs);
	  cs = isl_set_params (cs);
	}
      cs = isl_set_align_params (cs, isl_set_get_space (guards));
      guards = isl_set_intersect (guards, cs);
    }
  return isl_set_coalesce (guards);
}
