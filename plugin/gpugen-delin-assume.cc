/* The assumptions under which a delinearization is exact, for gpugen.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gpugen-delin.cc (and gpugen-delin-fixed.cc for arrays of fixed shape)
   split each reference's linear offset by the sizes of the dimensions
   it guesses into subscripts; the split is exact only where each inner
   subscript stays within its dimension and each named size equals the
   value it stands for.  split_assumptions computes those conditions on
   the parameters, after moving an inner subscript by whole rows where
   that makes it leave its dimension for fewer parameter values; the
   caller adds them to the SCoP's assumptions, checked at run time (the
   host path runs where they fail), or gives the split up where they
   never hold.  */

#include "gpugen-model.h"
#include "gpugen-poly.h"

/* The index among MB's parameters of the size U, adding a named value
   as a parameter; -1 when there would be too many.  */

static int
unit_param (model_builder *mb, const dim_unit &u)
{
  return u.leaf >= 0 ? u.leaf : param_index (mb, u.name);
}

/* Set *SZ to the size U of a dimension, whose parameter is SIZE (-1 for
   a constant size), as an affine expression.  */

static void
unit_lin (const dim_unit &u, int size, lin *sz)
{
  memset (sz, 0, sizeof *sz);
  if (u.cst)
    sz->cst = u.cst;
  else
    sz->par[size] = 1;
}

/* Return the parameter values where EQ holds for which, in some
   iteration of the statement of R, the subscript SUB lies outside its
   dimension, whose size is SZ: SUB < 0 or SUB >= SZ.  With OVER, the
   iterations are those of the statement's domain without its
   divisions (isl_set_remove_divs: a superset, the loops' bounds
   without the conditions of gpugen-quasi.cc's atoms), so that the set
   returned may be larger than the exact one, never smaller.  */

static isl_set *
sub_bad_set (model_builder *mb, gpugen_delin_ref *r, const lin &sub,
	     const lin &sz, isl_set *eq, bool over)
{
  int dims = r->s->loops.length ();
  isl_space *sp = set_space (mb, dims, NULL);
  /* A subscript with divisions (gpugen-quasisub.cc's atoms) as its
     value; where it has none that can be read, every parameter value
     is bad.  */
  isl_pw_aff *s_pa = gpugen_quasi_lin (mb, sub, dims);
  if (!s_pa)
    {
      isl_space_free (sp);
      isl_set *all = isl_set_universe (isl_space_params (set_space (mb, 0,
								    NULL)));
      eq = isl_set_align_params (isl_set_copy (eq), isl_set_get_space (all));
      all = isl_set_align_params (all, isl_set_get_space (eq));
      return isl_set_intersect (all, eq);
    }
  isl_pw_aff *z = isl_pw_aff_from_aff (isl_aff_zero_on_domain (
    safe_local_space (isl_space_copy (sp))));
  isl_pw_aff *sz_pa = isl_pw_aff_from_aff (lin_to_aff (sz, sp));
  s_pa = isl_pw_aff_align_params (s_pa, isl_pw_aff_get_space (z));
  /* Separate statements: the copy of S_PA must come before the call
     that takes it.  */
  isl_set *below = isl_pw_aff_lt_set (isl_pw_aff_copy (s_pa), z);
  isl_set *above = isl_pw_aff_ge_set (s_pa, sz_pa);
  isl_set *bad = isl_set_union (below, above);
  isl_set *dom = isl_set_reset_tuple_id (isl_set_copy (r->s->domain));
  if (over)
    dom = isl_set_remove_divs (dom);
  dom = isl_set_align_params (dom, isl_set_get_space (bad));
  bad = isl_set_align_params (bad, isl_set_get_space (dom));
  bad = isl_set_params (isl_set_intersect (bad, dom));
  eq = isl_set_align_params (isl_set_copy (eq), isl_set_get_space (bad));
  bad = isl_set_align_params (bad, isl_set_get_space (eq));
  return isl_set_intersect (bad, eq);
}

/* Return the parameter values for which each named size among
   U[0..NU-1] whose poly is affine equals it (SIZE[D] is the parameter
   of dimension D = 1..NU, which has size U[NU - D]); the universe when
   there is none.  */

static isl_set *
named_equalities (model_builder *mb, const dim_unit *u, int nu,
		  const int *size)
{
  isl_set *eq = isl_set_universe (isl_space_params (set_space (mb, 0,
								NULL)));
  for (int d = 1; d <= nu; d++)
    {
      const dim_unit &du = u[nu - d];
      lin val, name;
      if (!du.name || !poly_to_lin (du.p, &val))
	continue;
      memset (&name, 0, sizeof name);
      name.par[size[d]] = 1;
      isl_space *sp = set_space (mb, 0, NULL);
      isl_set *e = isl_aff_eq_set (lin_to_aff (name, isl_space_copy (sp)),
				   lin_to_aff (val, sp));
      eq = isl_set_intersect (eq, isl_set_params (e));
    }
  return eq;
}

/* Whether L is one parameter alone, with coefficient 1 (an opaque
   offset).  */

static bool
lone_param_p (const lin &l)
{
  if (l.cst || !lin_no_iv_p (l))
    return false;
  int n = 0;
  for (int i = 0; i < MAX_PARAMS; i++)
    if (l.par[i] == 1)
      n++;
    else if (l.par[i])
      return false;
  return n == 1;
}

/* Compute into *OK the assumptions under which splitting the references
   REFS with the sizes U[0..NU-1] into the subscripts SUBS is exact (the
   named sizes equal to their polys, every inner subscript within its
   dimension), and set *ALWAYS when the subscripts are within their
   dimensions wherever the named sizes have their values.  An inner
   subscript that may leave its dimension is moved by one row where
   that keeps it inside (the term w of y[i][w - 1], at offset i * w +
   w - 1, divides into the row: [i + 1][-1] becomes [i][w - 1]).  SIZE[D]
   receives the parameter of dimension D = 1..NU, -1 for a constant
   size.  With OVER, the subscripts' ranges are taken over the
   statements' domains without their divisions (sub_bad_set): *OK may
   then be smaller than the exact assumptions, never larger.  Return
   false when a named size cannot become a parameter; *OK is NULL where
   isl failed.  */

static bool
split_assumptions_1 (model_builder *mb, vec<gpugen_delin_ref *> &refs,
		     const dim_unit *u, int nu, lin *subs, int *size,
		     isl_set **ok, bool *always, bool over)
{
  for (int d = 1; d <= nu; d++)
    if (u[nu - d].cst)
      size[d] = -1;
    else if ((size[d] = unit_param (mb, u[nu - d])) < 0)
      return false;
  isl_set *eq = named_equalities (mb, u, nu, size);
  isl_set *bad_all = isl_set_empty (isl_set_get_space (eq));
  for (unsigned i = 0; i < refs.length (); i++)
    for (int d = nu; d >= 1; d--)
      {
	lin *sub = subs + i * MAX_DEPTH, sz;
	unit_lin (u[nu - d], size[d], &sz);
	isl_set *bad = sub_bad_set (mb, refs[i], sub[d], sz, eq, over);
	/* The moves by K rows to try, in order.  A constant size S first:
	   the division leaves in the inner subscript a constant that is no
	   multiple of S whole (i + 49 for a(i, j + 1) of a(24, 24) with j
	   from 2, at offset i + 24 * (j - 2) + 49 from the counters), which
	   may hold whole rows: K takes them out, to a constant in [0, S)
	   (i + 1, one row further out, from 24 <= i + 49 always to
	   i >= 23).  Then one row up and one down, which needs the size as
	   an affine value: a parameter, or a named value whose equality is
	   assumed.  A move is kept where it makes the subscript leave its
	   dimension for fewer parameters.  */
	HOST_WIDE_INT ks[3], nk = 0;
	if (u[nu - d].cst > 0)
	  {
	    HOST_WIDE_INT S = u[nu - d].cst, c = sub[d].cst;
	    HOST_WIDE_INT q = c / S - (c % S < 0 ? 1 : 0);
	    if (q != 0)
	      ks[nk++] = -q;
	  }
	lin val;
	if (u[nu - d].leaf >= 0 || poly_to_lin (u[nu - d].p, &val))
	  {
	    ks[nk++] = 1;
	    ks[nk++] = -1;
	  }
	for (HOST_WIDE_INT m = 0; m < nk; m++)
	  {
	    HOST_WIDE_INT k = ks[m];
	    if (isl_set_is_empty (bad) != isl_bool_false)
	      break;
	    lin moved = sub[d], outer = sub[d - 1];
	    if (!lin_add (&moved, moved, sz, k))
	      break;
	    outer.cst -= k;
	    isl_set *mbad = sub_bad_set (mb, refs[i], moved, sz, eq, over);
	    /* Where neither is narrower, Fortran takes the row below for a
	       subscript that is a parameter O alone: an opaque descriptor
	       offset of a dummy whose strides are opaque too (an optional
	       one's, computed before the loops under present ()) is -S for
	       the lower bound 1 and stride S, so that the element (i) at
	       i * S + O is [i - 1][O + S], within the row where O = -S.  */
	    bool fortran_row = (lang_GNU_Fortran () && k == 1
				&& lone_param_p (sub[d])
				&& isl_set_is_subset (mbad, bad) == isl_bool_false
				&& isl_set_is_subset (bad, mbad) == isl_bool_false);
	    if (!fortran_row
		&& isl_set_is_strict_subset (mbad, bad) != isl_bool_true)
	      {
		isl_set_free (mbad);
		continue;
	      }
	    sub[d] = moved;
	    sub[d - 1] = outer;
	    isl_set_free (bad);
	    bad = mbad;
	  }
	bad_all = isl_set_align_params (bad_all, isl_set_get_space (bad));
	bad = isl_set_align_params (bad, isl_set_get_space (bad_all));
	bad_all = isl_set_union (bad_all, bad);
      }
  *always = isl_set_is_empty (bad_all) == isl_bool_true;
  eq = isl_set_align_params (eq, isl_set_get_space (bad_all));
  bad_all = isl_set_align_params (bad_all, isl_set_get_space (eq));
  /* Only parameters for which a statement of REFS runs matter: simplify
     within them ("the nest does not run, or ..." loses its first
     disjuncts), which keeps the context the scheduler sees simple.  */
  isl_set *runs = isl_set_empty (isl_set_get_space (eq));
  for (gpugen_delin_ref *r : refs)
    {
      isl_set *p = isl_set_copy (r->s->domain);
      if (over)
	p = isl_set_remove_divs (p);
      p = isl_set_params (p);
      runs = isl_set_align_params (runs, isl_set_get_space (p));
      p = isl_set_align_params (p, isl_set_get_space (runs));
      runs = isl_set_union (runs, p);
    }
  *ok = isl_set_coalesce (isl_set_subtract (eq, bad_all));
  runs = isl_set_align_params (isl_set_coalesce (runs), isl_set_get_space (*ok));
  *ok = isl_set_align_params (*ok, isl_set_get_space (runs));
  *ok = isl_set_coalesce (isl_set_gist (*ok, runs));
  return true;
}

/* The share of max-isl-operations that the exact assumptions of one
   split may take (split_assumptions).  */

#define EXACT_QUOTA_SHARE 4

/* Compute into *OK the assumptions under which splitting the references
   REFS with the sizes U[0..NU-1] into the subscripts SUBS is exact, and
   set *ALWAYS when they always hold (split_assumptions_1; SIZE[D]
   receives the parameter of dimension D = 1..NU, -1 for a constant
   size).  Return false when a named size cannot become a parameter.

   The exact ranges of the subscripts project the statements' domains
   onto the parameters, and where those carry the divisions of
   conditions (an if / else-if chain of mod (i / 3 + j / 5, 7) == 0 and
   mod (i / 2 + j / 3, 5) == 1: every arm's domain holds the
   complements of the others) the union and the difference of those
   projections took isl seconds and the whole of max-isl-operations,
   and the nest was missed.  So the exact assumptions are computed under
   a quota of their own, a quarter of max-isl-operations, and where isl
   runs past it, again over the domains without their divisions, which
   over-approximates where each subscript may lie: the assumptions are
   then stronger than the exact ones (the run-time check may send the
   nest to the host for some parameters where the exact check would
   not), never weaker, so the split stays exact wherever the nest runs
   on the device.  The quota's operations are not counted against the
   stage's, whose count starts again after (as gpugen-deps.cc's
   dataflow for the dump does).  Where isl had already failed, nothing
   changes.  */

bool
split_assumptions (model_builder *mb, vec<gpugen_delin_ref *> &refs,
		   const dim_unit *u, int nu, lin *subs, int *size,
		   isl_set **ok, bool *always)
{
  if (isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
    return split_assumptions_1 (mb, refs, u, nu, subs, size, ok, always,
				false);
  unsigned long max = isl_ctx_get_max_operations (gpugen_isl_ctx);
  /* The moves change SUBS: keep them for the second try.  */
  size_t n_subs = refs.length () * MAX_DEPTH;
  lin *saved = XNEWVEC (lin, n_subs);
  memcpy (saved, subs, n_subs * sizeof *subs);
  isl_ctx_reset_operations (gpugen_isl_ctx);
  isl_ctx_set_max_operations (gpugen_isl_ctx,
			      MAX (max / EXACT_QUOTA_SHARE, 1));
  bool ret = split_assumptions_1 (mb, refs, u, nu, subs, size, ok, always,
				  false);
  if (isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-delin] exact assumptions past their "
		 "quota (%s): over the domains without their divisions\n",
		 isl_ctx_last_error (gpugen_isl_ctx) == isl_error_quota
		 ? "quota" : "isl error");
      isl_set_free (*ok);
      *ok = NULL;
      memcpy (subs, saved, n_subs * sizeof *subs);
      isl_ctx_reset_error (gpugen_isl_ctx);
      isl_ctx_reset_operations (gpugen_isl_ctx);
      isl_ctx_set_max_operations (gpugen_isl_ctx, max);
      ret = split_assumptions_1 (mb, refs, u, nu, subs, size, ok, always,
				 true);
    }
  else
    {
      isl_ctx_reset_operations (gpugen_isl_ctx);
      isl_ctx_set_max_operations (gpugen_isl_ctx, max);
    }
  XDELETEVEC (saved);
  return ret;
}
