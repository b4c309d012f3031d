/* Privatization of workspace arrays in gpugen SCoPs.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A workspace array is one that every iteration of some loops uses
   afresh: doitgen's "sum[p]" is cleared, accumulated and copied out in
   each iteration (r, q), so no value flows from one iteration to
   another, yet the memory-based anti and output dependences on its
   elements serialize r and q.  As in PPCG's and PolyAST's treatment of
   privatizable arrays (array expansion, Feautrier's "array expansion"
   of 1988), such an array gets a copy per iteration of those loops,
   and the dependences computed on the copies have none of the false
   ones.

   A memory array A is privatized along the first K loops around its
   accesses (loops common to every statement that accesses it) when,
   decided exactly with isl over the original schedule:
     - every read of A has a writer in the region (no read sees A's
       value from before the region), and the last writer of each read
       is in the same iteration of the K loops (no value crosses
       iterations);
     - every element of A written in the region is written in the last
       iteration of the K loops that writes A, so that iteration's copy
       holds the region's final values;
     - some of the K loops is not parallel with A's dependences as they
       are, and after privatization more loops of the region are
       (otherwise the copies would cost memory for nothing).
   K is the largest number of common loops that passes the first two
   tests.

   The copies live in A's own device buffer: with LO .. HI - 1 the
   elements A's transfer copies (gpugen-memory.cc, computed from the
   unexpanded accesses, so the copies between host and device and the
   run-time alias checks are A's as before), L (I) the linear index of
   iteration I of the K loops in the box of their iterations and LAST
   that of the last iteration that writes A, element E of iteration I's
   copy is at E + (LAST - L (I)) * (HI - LO).  The last iteration works
   on A's elements themselves, which are copied back as usual; the
   other iterations work beyond HI, in a buffer of HI + LAST * (HI - LO)
   elements.  The dependences see A's accesses S[c] -> A[e] as
   S[c] -> A[c1, ..., cK, e] (gpugen_private_rel); the CUDA printer adds
   the offset to the linear index (gpugen-cuda-expr.cc).  */

#include "gpugen.h"

/* Return the number of loops common to every statement of SCOP that
   accesses A (the first loops of each, outermost first); 0 when A is
   not accessed.  */

static int
common_depth (gpugen_scop *scop, gpugen_array *a)
{
  int k = -1;
  gpugen_stmt *first = NULL;
  for (gpugen_stmt *s : scop->stmts)
    {
      bool uses = false;
      for (gpugen_access *acc : s->accesses)
	if (acc->array == a)
	  uses = true;
      if (!uses)
	continue;
      if (!first)
	{
	  first = s;
	  k = s->loops.length ();
	  continue;
	}
      int j = 0;
      while (j < k && j < (int) s->loops.length ()
	     && s->loops[j] == first->loops[j])
	j++;
      k = j;
    }
  return k < 0 ? 0 : k;
}

/* Return the accesses of A in SCOP, the writes (WRITES) or the reads,
   as a union map restricted to the statements' domains.  */

static __isl_give isl_union_map *
accesses_of (gpugen_scop *scop, gpugen_array *a, bool writes)
{
  isl_union_map *res
    = isl_union_map_empty (isl_set_get_space (scop->context));
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      if (acc->array == a && acc->write_p == writes && acc->rel)
	res = isl_union_map_add_map (
	  res, isl_map_intersect_domain (isl_map_copy (acc->rel),
					 isl_set_copy (s->domain)));
  return res;
}

/* Return the iterations of the first K loops in which the accesses of
   A in SCOP (the writes only when WRITES) touch which elements, as a
   map from an anonymous space of K dimensions to A's elements.  */

static __isl_give isl_map *
iteration_elements (gpugen_scop *scop, gpugen_array *a, int k, bool writes)
{
  isl_map *res = NULL;
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      {
	if (acc->array != a || (writes && !acc->write_p) || !acc->rel)
	  continue;
	isl_map *m = isl_map_intersect_domain (isl_map_copy (acc->rel),
					       isl_set_copy (s->domain));
	isl_size d = isl_map_dim (m, isl_dim_in);
	if (d < k)
	  {
	    isl_map_free (m);
	    isl_map_free (res);
	    return NULL;
	  }
	m = isl_map_project_out (m, isl_dim_in, k, d - k);
	m = isl_map_reset_tuple_id (m, isl_dim_in);
	res = res ? isl_map_union (res, m) : m;
      }
  return res;
}

/* The state of the same-iteration test of the dataflow of one array.  */

struct same_iter_data
{
  /* The number of leading counters that must be equal.  */
  int k;
  /* The SCoP's context.  */
  isl_set *context;
  /* Cleared when a pair crosses iterations or isl fails.  */
  bool ok;
};

/* Check that the dataflow pairs MAP (taken) relate instances with the
   same first K counters (USER is a same_iter_data).  */

static isl_stat
same_iteration (__isl_take isl_map *map, void *user)
{
  same_iter_data *d = (same_iter_data *) user;
  map = isl_map_intersect_params (map, isl_set_copy (d->context));
  isl_map *same = isl_map_copy (map);
  for (int t = 0; t < d->k; t++)
    same = isl_map_equate (same, isl_dim_in, t, isl_dim_out, t);
  isl_bool sub = isl_map_is_subset (map, same);
  isl_map_free (map);
  isl_map_free (same);
  if (sub != isl_bool_true)
    {
      d->ok = false;
      return isl_stat_error;
    }
  return isl_stat_ok;
}

/* The dataflow of one array, which does not depend on the number of
   loops privatizable_p tries: computed at its first call for the
   array, then reused (isl's flow analysis of a red-black sweep's array
   three times over, for three depths, ran past max-isl-operations).  */

struct array_flow
{
  /* Whether it was computed.  */
  bool computed;
  /* Whether every read has a writer in the region (isl_bool).  */
  isl_bool covered;
  /* The last writer of each read; NULL where isl failed.  */
  isl_union_map *dep;
};

/* Whether A may be privatized along the first K common loops of its
   statements in SCOP (the first two tests at the head of this file),
   with AF the dataflow of A, computed here at its first use.  */

static bool
privatizable_p (gpugen_scop *scop, gpugen_array *a, int k, array_flow *af)
{
  /* Each read's last writer is in the region, in the same iteration.  */
  if (!af->computed)
    {
      isl_union_map *reads = accesses_of (scop, a, false);
      isl_union_map *writes = accesses_of (scop, a, true);
      isl_union_access_info *ai = isl_union_access_info_from_sink (reads);
      ai = isl_union_access_info_set_must_source (ai, writes);
      ai = isl_union_access_info_set_schedule (
	ai, isl_schedule_copy (scop->schedule));
      isl_union_flow *flow = isl_union_access_info_compute_flow (ai);
      isl_union_map *none = isl_union_flow_get_may_no_source (flow);
      af->dep = isl_union_flow_get_must_dependence (flow);
      isl_union_flow_free (flow);
      none = isl_union_map_intersect_params (none,
					     isl_set_copy (scop->context));
      af->covered = isl_union_map_is_empty (none);
      isl_union_map_free (none);
      af->computed = true;
    }
  same_iter_data d = { k, scop->context, af->dep != NULL };
  if (af->covered == isl_bool_true && d.ok)
    isl_union_map_foreach_map (af->dep, same_iteration, &d);
  if (af->covered != isl_bool_true || !d.ok)
    return false;

  /* Everything written is written in the last iteration that writes.  */
  isl_map *w = iteration_elements (scop, a, k, true);
  if (!w)
    return false;
  isl_set *last = isl_set_lexmax (isl_map_domain (isl_map_copy (w)));
  isl_set *w_last = isl_set_apply (last, isl_map_copy (w));
  isl_set *w_all = isl_map_range (w);
  w_all = isl_set_intersect_params (w_all, isl_set_copy (scop->context));
  isl_bool sub = isl_set_is_subset (w_all, w_last);
  isl_set_free (w_all);
  isl_set_free (w_last);
  return sub == isl_bool_true;
}

/* Return the access relation of ACC as the dependences see it: for an
   access to a privatized array, S[c] -> A[e] expanded to
   S[c] -> A[c1, ..., cK, e] with K its priv_depth; otherwise a copy of
   the relation.  */

__isl_give isl_map *
gpugen_private_rel (gpugen_access *acc)
{
  isl_map *rel = isl_map_copy (acc->rel);
  int k = acc->array->priv_depth;
  if (!rel || acc->array->kind != GPUGEN_ARRAY_MEMORY || k <= 0)
    return rel;
  isl_id *id = isl_map_get_tuple_id (rel, isl_dim_out);
  rel = isl_map_insert_dims (rel, isl_dim_out, 0, k);
  for (int t = 0; t < k; t++)
    rel = isl_map_equate (rel, isl_dim_in, t, isl_dim_out, t);
  return isl_map_set_tuple_id (rel, isl_dim_out, id);
}

/* Whether some of the first K loops of a statement of SCOP that
   accesses A is not parallel.  */

static bool
serial_loop_p (gpugen_scop *scop, gpugen_array *a, int k)
{
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      if (acc->array == a)
	{
	  for (int j = 0; j < k; j++)
	    for (gpugen_loop_info &li : scop->loops)
	      if (li.loop == s->loops[j] && !li.parallel_p)
		return true;
	  return false;
	}
  return false;
}

/* Privatize the workspace arrays of SCOP, whose dependences are
   computed, and compute its dependences again when some array is.
   Privatization is an improvement only: when isl fails or runs past
   its quota here, or nothing is gained, SCOP is left as it was (and
   isl's error is cleared).  */

enum gpugen_reject
gpugen_private_arrays (gpugen_scop *scop)
{
  if (!gpugen_opts.privatize
      || isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
    return GPUGEN_OK;
  bool any = false, error = false;
  for (gpugen_array *a : scop->arrays)
    {
      if (a->kind != GPUGEN_ARRAY_MEMORY || !a->written_p)
	continue;
      int k = common_depth (scop, a);
      if (k == 0 || !serial_loop_p (scop, a, k))
	continue;
      array_flow af = { false, isl_bool_false, NULL };
      while (k > 0 && !privatizable_p (scop, a, k, &af))
	k--;
      isl_union_map_free (af.dep);
      if (isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
	{
	  error = true;
	  break;
	}
      if (k == 0 || !serial_loop_p (scop, a, k))
	continue;
      a->priv_depth = k;
      any = true;
    }
  bool keep = false;
  if (any && !error)
    keep = gpugen_deps_gain_p (scop);
  if (!keep)
    {
      for (gpugen_array *a : scop->arrays)
	a->priv_depth = 0;
      gpugen_deps_clear_failure (scop, "gpugen-private",
				 "no array privatized");
      return GPUGEN_OK;
    }
  if (dump_file)
    for (gpugen_array *a : scop->arrays)
      if (a->priv_depth > 0)
	fprintf (dump_file, "[gpugen-private] SCoP %d: %s privatized "
		 "along %d loops\n", scop->id, a->name, a->priv_depth);
  return GPUGEN_OK;
}

/* Return the AST expression of PA (taken), 0 outside the parameters
   PARAMS, within SCOP's context, in BUILD.  */

static __isl_give isl_ast_expr *
param_expr (gpugen_scop *scop, isl_ast_build *build, __isl_take isl_pw_aff *pa,
	    __isl_keep isl_set *params)
{
  isl_set *rest = isl_set_complement (isl_set_copy (params));
  pa = isl_pw_aff_union_add (pa, isl_pw_aff_val_on_domain (
			       rest, isl_val_zero (gpugen_isl_ctx)));
  pa = isl_pw_aff_intersect_params (pa, isl_set_copy (scop->context));
  return isl_ast_build_expr_from_pw_aff (build, pa);
}

/* Complete the transfer T of the privatized array A of SCOP (LO and HI
   already built from its accesses) with the box of its iterations, the
   index of its last one and the size of its buffer, with expressions in
   BUILD.  Return false on failure.  */

bool
gpugen_private_transfer (gpugen_scop *scop, gpugen_array *a,
			 isl_ast_build *build, gpugen_transfer *t)
{
  int k = a->priv_depth;
  isl_map *all = iteration_elements (scop, a, k, false);
  isl_map *w = iteration_elements (scop, a, k, true);
  if (!all || !w || !t->lo || !t->hi)
    {
      isl_map_free (all);
      isl_map_free (w);
      return false;
    }
  isl_set *iters = isl_map_domain (all);
  isl_set *last = isl_set_lexmax (isl_map_domain (w));
  isl_set *params = isl_set_params (isl_set_copy (iters));
  isl_ast_expr *lin = NULL;
  bool ok = true;
  for (int j = 0; j < k && ok; j++)
    {
      isl_pw_aff *lo = isl_set_dim_min (isl_set_copy (iters), j);
      isl_pw_aff *ext = isl_pw_aff_sub (isl_set_dim_max (isl_set_copy (iters),
							 j),
					isl_pw_aff_copy (lo));
      ext = isl_pw_aff_add_constant_val (ext, isl_val_one (gpugen_isl_ctx));
      isl_pw_aff *pos = isl_pw_aff_sub (isl_set_dim_max (isl_set_copy (last),
							 j),
					isl_pw_aff_copy (lo));
      isl_ast_expr *lo_e = param_expr (scop, build, lo, params);
      isl_ast_expr *ext_e = param_expr (scop, build, ext, params);
      isl_ast_expr *pos_e = param_expr (scop, build, pos, params);
      t->priv_lo.safe_push (lo_e);
      t->priv_ext.safe_push (ext_e);
      ok = lo_e && ext_e && pos_e;
      if (!ok)
	isl_ast_expr_free (pos_e);
      else
	lin = (j == 0 ? pos_e
	       : isl_ast_expr_add (isl_ast_expr_mul (lin,
						     isl_ast_expr_copy (ext_e)),
				   pos_e));
    }
  isl_set_free (params);
  isl_set_free (iters);
  isl_set_free (last);
  if (!ok || !lin)
    {
      isl_ast_expr_free (lin);
      return false;
    }
  t->priv_last = lin;
  isl_ast_expr *slice = isl_ast_expr_sub (isl_ast_expr_copy (t->hi),
					  isl_ast_expr_copy (t->lo));
  t->size = isl_ast_expr_add (isl_ast_expr_copy (t->hi),
			      isl_ast_expr_mul (isl_ast_expr_copy (lin), slice));
  return t->size != NULL;
}
