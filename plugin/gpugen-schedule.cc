/* Scheduling and the host/device split of a gpugen SCoP.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A new schedule is computed with isl's scheduler, as PPCG does: the
   memory-based dependences (flow, anti, output; scalars included through
   their value and PHI arrays) are the validity constraints, so the new
   schedule preserves every one of them; they are also the proximity
   constraints (to shorten dependence distances, for locality) and the
   coincidence constraints (to find loops whose iterations can run in
   parallel).  isl's "outer coincidence" option makes the scheduler look
   for parallelism in the outermost loops first, and it may skew loops
   to expose it.  fuse=max lets isl fuse statements into common loops
   where that helps (isl's whole-component scheduling; statements that
   share no dependence stay in separate loops); fuse=min keeps the
   strongly connected components of the dependence graph apart.
   Every isl option changed here is restored afterwards.

   isl's schedule is refused (and the original one, in gpugen-choose.cc,
   is the next choice) when a band member has a coefficient or a
   constant past MAX_SCHEDULE_COEF, which isl's dependence-carrying step
   may return despite the bounds set here, so that host loops do not
   run through 2^31 empty iterations.  The host loops, the kernels'
   loops and the mapping compute the schedule's values in "long": where
   a value may pass MAX_SCHEDULE_VALUE for some parameter values the
   context allows, the others become a run-time assumption (or, when
   there are none, the schedule is refused).

   The host/device split then walks the schedule tree from the root:
   the first band node on each path that has a coincident member becomes
   a kernel; the bands above it (a time loop, say) stay on the host, as
   loops that launch the kernel.  Kernels are marked in the tree with a
   mark node "kernel", PPCG's anchor for the mapping stages that
   follow.  With fuse=min, consecutive bands that would be kernels of
   one mapped loop are first fused where that is exact
   (gpugen-fuse.cc).  */

#include "gpugen.h"

/* Insert the mark "kernel_<k>" above NODE, K being *N, which is then
   counted; return the mark node.  */

__isl_give isl_schedule_node *
gpugen_insert_kernel_mark (__isl_take isl_schedule_node *node, int *n)
{
  char name[32];
  snprintf (name, sizeof name, "kernel_%d", (*n)++);
  isl_id *id = isl_id_alloc (gpugen_isl_ctx, name, NULL);
  return isl_schedule_node_insert_mark (node, id);
}

/* Mark the outermost bands of the tree rooted at NODE that have a
   coincident member as kernels, counting them in *N_KERNELS.  Return
   the node, moved back to where it was.  */

static __isl_give isl_schedule_node *
mark_kernels (__isl_take isl_schedule_node *node, int *n_kernels)
{
  if (!node)
    return NULL;
  if (isl_schedule_node_get_type (node) == isl_schedule_node_band)
    {
      isl_size n = isl_schedule_node_band_n_member (node);
      bool coincident = false;
      for (int i = 0; i < n; i++)
	if (isl_schedule_node_band_member_get_coincident (node, i) > 0)
	  coincident = true;
      if (coincident)
	return gpugen_insert_kernel_mark (node, n_kernels);
    }
  isl_size n = isl_schedule_node_n_children (node);
  for (int i = 0; i < n && node; i++)
    {
      node = isl_schedule_node_child (node, i);
      node = mark_kernels (node, n_kernels);
      node = isl_schedule_node_parent (node);
    }
  return node;
}

/* The largest magnitude accepted for a coefficient or the constant of a
   member of isl's schedule (the option schedule-max-coefficient=, 64 by
   default): the scheduler's own bounds (set below) are 20, but its
   fallback steps (carrying dependences, Feautrier's algorithm) do not
   honour them and may return coefficients near 2^30, derived from the
   parameters' 2^31 bounds, whose host loops run for 2^31
   iterations.  */
#define MAX_SCHEDULE_COEF (gpugen_opts.schedule_max_coef)

/* The largest magnitude of a value of a schedule member over the
   domain: the host code and the kernels compute iterators, bounds and
   the mapping's strides in "long", from these values and small
   multiples of them; this bound leaves them a factor of two.  Where a
   value may pass it (loops bounded by "long" parameters, skewed), the
   parameter values for which none does become a run-time assumption
   of the region.  */
#define MAX_SCHEDULE_VALUE ((long) 1 << 62)

/* The state of checking the pieces of a schedule member.  */

struct bounded_data
{
  /* Set when a coefficient or a constant is too large.  */
  bool bad;
};

/* Check that every coefficient and the constant of the affine piece AFF
   (taken) of a schedule member are within MAX_SCHEDULE_COEF; record the
   answer in USER, a bounded_data.  */

static isl_stat
check_piece (__isl_take isl_set *set, __isl_take isl_aff *aff, void *user)
{
  bounded_data *bd = (bounded_data *) user;
  isl_set_free (set);
  isl_val *lim = isl_val_int_from_si (gpugen_isl_ctx, MAX_SCHEDULE_COEF);
  isl_val *d = isl_aff_get_denominator_val (aff);
  bool bad = !d || isl_val_gt (d, lim);
  isl_val_free (d);
  enum isl_dim_type types[2] = { isl_dim_in, isl_dim_param };
  for (int t = 0; t < 2 && !bad; t++)
    {
      isl_size n = isl_aff_dim (aff, types[t]);
      for (int i = 0; i < n && !bad; i++)
	{
	  isl_val *v = isl_val_abs (isl_aff_get_coefficient_val (aff, types[t],
								 i));
	  bad = !v || isl_val_gt (v, lim);
	  isl_val_free (v);
	}
    }
  if (!bad)
    {
      isl_val *c = isl_val_abs (isl_aff_get_constant_val (aff));
      bad = !c || isl_val_gt (c, lim);
      isl_val_free (c);
    }
  isl_val_free (lim);
  isl_aff_free (aff);
  bd->bad |= bad;
  return bad ? isl_stat_error : isl_stat_ok;
}

/* Return the parameter values in CONTEXT for which some value of the
   schedule member PA (a piecewise affine function of the instances of
   one statement) over the statement's DOMAIN passes
   MAX_SCHEDULE_VALUE in magnitude.  */

static __isl_give isl_set *
member_overflow (__isl_keep isl_pw_aff *pa, __isl_keep isl_set *domain,
		 __isl_keep isl_set *context)
{
  isl_set *dom = isl_set_intersect_params (isl_set_copy (domain),
					   isl_set_copy (context));
  isl_map *graph = isl_map_from_pw_aff (isl_pw_aff_copy (pa));
  graph = isl_map_intersect_domain (graph, dom);
  isl_set *vals = isl_map_range (graph);
  char buf[128];
  snprintf (buf, sizeof buf, "{ [v] : v > %ld or v < -%ld }",
	    (long) MAX_SCHEDULE_VALUE, (long) MAX_SCHEDULE_VALUE);
  isl_set *big = isl_set_read_from_str (gpugen_isl_ctx, buf);
  big = isl_set_align_params (big, isl_set_get_space (vals));
  vals = isl_set_align_params (vals, isl_set_get_space (big));
  return isl_set_params (isl_set_intersect (vals, big));
}

/* Whether every band member of the schedule tree at NODE, for each
   statement of SCOP, has coefficients and a constant within
   MAX_SCHEDULE_COEF; add to *OVERFLOW (NULL or a set of parameter
   values) the parameter values for which one of its values passes
   MAX_SCHEDULE_VALUE (member_overflow).  */

static bool
schedule_bounded_p (gpugen_scop *scop, isl_schedule_node *node,
		    isl_set **overflow)
{
  if (isl_schedule_node_get_type (node) == isl_schedule_node_band)
    {
      isl_multi_union_pw_aff *mupa
	= isl_schedule_node_band_get_partial_schedule (node);
      isl_size n = isl_multi_union_pw_aff_size (mupa);
      bool ok = n >= 0;
      for (int i = 0; i < n && ok; i++)
	{
	  isl_union_pw_aff *upa = isl_multi_union_pw_aff_get_union_pw_aff (
	    mupa, i);
	  isl_pw_aff_list *list = isl_union_pw_aff_get_pw_aff_list (upa);
	  isl_size np = isl_pw_aff_list_n_pw_aff (list);
	  ok = np >= 0;
	  for (int j = 0; j < np && ok; j++)
	    {
	      isl_pw_aff *pa = isl_pw_aff_list_get_pw_aff (list, j);
	      isl_id *tid = isl_pw_aff_get_tuple_id (pa, isl_dim_in);
	      const char *name = tid ? isl_id_get_name (tid) : NULL;
	      int id = -1;
	      if (!name || sscanf (name, "S_%d", &id) != 1 || id < 0
		  || id >= (int) scop->stmts.length ())
		ok = false;
	      isl_id_free (tid);
	      bounded_data bd = { false };
	      if (ok && isl_pw_aff_foreach_piece (pa, check_piece, &bd) < 0
		  && !bd.bad)
		ok = false;
	      ok = ok && !bd.bad;
	      if (ok)
		{
		  isl_set *o = member_overflow (pa, scop->stmts[id]->domain,
						scop->context);
		  *overflow = *overflow ? isl_set_union (*overflow, o) : o;
		  ok = *overflow != NULL;
		}
	      isl_pw_aff_free (pa);
	    }
	  isl_pw_aff_list_free (list);
	  isl_union_pw_aff_free (upa);
	}
      isl_multi_union_pw_aff_free (mupa);
      if (!ok)
	return false;
    }
  isl_size n = isl_schedule_node_n_children (node);
  for (int i = 0; i < n; i++)
    {
      isl_schedule_node *c = isl_schedule_node_get_child (node, i);
      bool ok = schedule_bounded_p (scop, c, overflow);
      isl_schedule_node_free (c);
      if (!ok)
	return false;
    }
  return true;
}

/* Compute SCOP's new schedule and split it into host loops and kernels.
   Return GPUGEN_REJECT_ISL when isl fails or runs out of operations.  */

/* Constants and coefficients at least this large in a constraint on
   the parameters alone are overflow bounds (n <= 2^30 + 2 so that
   2 * n + 1 fits an int, say), never what makes a loop parallel.  */
#define HUGE_PARAM_CONSTANT (1L << 20)

/* Return true if constraint C involves no dimension of its space but
   the parameters, and has a constant or coefficient of magnitude at
   least HUGE_PARAM_CONSTANT.  */

static bool
huge_param_constraint_p (__isl_keep isl_constraint *c)
{
  isl_size n_set = isl_constraint_dim (c, isl_dim_set);
  isl_size n_div = isl_constraint_dim (c, isl_dim_div);
  isl_size n_par = isl_constraint_dim (c, isl_dim_param);
  if (n_set < 0 || n_div < 0 || n_par < 0
      || isl_constraint_involves_dims (c, isl_dim_set, 0, n_set) != isl_bool_false
      || isl_constraint_involves_dims (c, isl_dim_div, 0, n_div) != isl_bool_false)
    return false;
  bool huge = false;
  isl_val *v = isl_constraint_get_constant_val (c);
  v = isl_val_abs (v);
  huge = v && isl_val_cmp_si (v, HUGE_PARAM_CONSTANT) >= 0;
  isl_val_free (v);
  for (int i = 0; i < n_par && !huge; i++)
    {
      v = isl_val_abs (isl_constraint_get_coefficient_val (c, isl_dim_param,
							   i));
      huge = v && isl_val_cmp_si (v, HUGE_PARAM_CONSTANT) >= 0;
      isl_val_free (v);
    }
  return huge;
}

/* Append constraint C to the basic set *USER, unless it is a huge
   constraint on the parameters alone (huge_param_constraint_p).  */

static isl_stat
keep_constraint (__isl_take isl_constraint *c, void *user)
{
  isl_basic_set **kept = (isl_basic_set **) user;
  if (!huge_param_constraint_p (c))
    *kept = isl_basic_set_add_constraint (*kept, c);
  else
    isl_constraint_free (c);
  return *kept ? isl_stat_ok : isl_stat_error;
}

/* Return BSET without its huge constraints on the parameters alone: a
   superset of BSET.  The constraints are re-added one by one to a
   universe with BSET's local space, so BSET's existentially quantified
   variables keep their definitions.  */

static __isl_give isl_basic_set *
relax_basic_set (__isl_take isl_basic_set *bset)
{
  isl_basic_set *kept
    = isl_basic_set_universe (isl_basic_set_get_space (bset));
  isl_local_space *ls = isl_basic_set_get_local_space (bset);
  isl_size n_div = isl_local_space_dim (ls, isl_dim_div);
  isl_local_space_free (ls);
  if (n_div != 0)
    {
      /* Existentials: leave the basic set as it is, which is always
	 correct.  */
      isl_basic_set_free (kept);
      return bset;
    }
  if (isl_basic_set_foreach_constraint (bset, keep_constraint, &kept) < 0)
    {
      isl_basic_set_free (kept);
      return bset;
    }
  isl_basic_set_free (bset);
  return kept;
}

/* Relax one basic map of a union map: wrapped, relaxed, unwrapped.  */

static isl_stat
relax_basic_map (__isl_take isl_basic_map *bmap, void *user)
{
  isl_map **acc = (isl_map **) user;
  isl_basic_set *w = relax_basic_set (isl_basic_map_wrap (bmap));
  isl_map *m = isl_map_from_basic_map (isl_basic_set_unwrap (w));
  *acc = *acc ? isl_map_union_disjoint (*acc, m) : m;
  return *acc ? isl_stat_ok : isl_stat_error;
}

/* Add map MAP, relaxed basic map by basic map, to the union map
   *USER.  */

static isl_stat
relax_map (__isl_take isl_map *map, void *user)
{
  isl_union_map **umap = (isl_union_map **) user;
  isl_map *acc = NULL;
  isl_stat r = isl_map_foreach_basic_map (map, relax_basic_map, &acc);
  isl_map_free (map);
  if (r < 0 || !acc)
    {
      isl_map_free (acc);
      return isl_stat_error;
    }
  *umap = isl_union_map_add_map (*umap, isl_map_coalesce (acc));
  return *umap ? isl_stat_ok : isl_stat_error;
}

/* Return UMAP (a domain, wrapped as a union map over an empty range
   space, or dependences) without the huge constraints on parameters
   alone that overflow checks put in it: a superset, so a schedule
   valid for it is valid for UMAP.  Such constants make the
   scheduler's integer programs pivot on ever larger numbers, for
   minutes, below isl's operation quota.  On an isl error, UMAP as it
   was.  */

static __isl_give isl_union_map *
relax_huge_param_constraints (__isl_take isl_union_map *umap)
{
  isl_union_map *res = isl_union_map_empty (isl_union_map_get_space (umap));
  if (isl_union_map_foreach_map (umap, relax_map, &res) < 0 || !res)
    {
      isl_union_map_free (res);
      return umap;
    }
  isl_union_map_free (umap);
  return res;
}

/* Likewise for the union set USET.  */

static __isl_give isl_union_set *
relax_huge_param_constraints (__isl_take isl_union_set *uset)
{
  isl_union_map *um = isl_union_map_from_range (uset);
  um = relax_huge_param_constraints (um);
  return isl_union_map_range (um);
}

enum gpugen_reject
gpugen_schedule_compute (gpugen_scop *scop)
{
  isl_ctx *ctx = gpugen_isl_ctx;
  isl_union_set *domain = NULL;
  for (gpugen_stmt *s : scop->stmts)
    {
      /* The domains and dependences hold the context's bounds, such as
	 n <= 2147483647 from n's type; given to the scheduler, such a
	 bound can make it carry dependences with coefficients near
	 2147483647 (a host loop of 2^31 n iterations).  Within the
	 context, which the scheduler is given, gisting them changes
	 nothing.  */
      isl_set *sd = isl_set_gist_params (isl_set_copy (s->domain),
					 isl_set_copy (scop->context));
      isl_union_set *d = isl_union_set_from_set (sd);
      domain = domain ? isl_union_set_union (domain, d) : d;
    }
  isl_union_map *deps = gpugen_deps_all (scop);
  deps = isl_union_map_gist_params (deps, isl_set_copy (scop->context));
  /* Computed on supersets of the domains and dependences without
     their huge overflow bounds, then restricted to the domains.  */
  isl_union_set *exact_domain = isl_union_set_copy (domain);
  domain = relax_huge_param_constraints (domain);
  deps = relax_huge_param_constraints (deps);

  isl_schedule_constraints *sc = isl_schedule_constraints_on_domain (domain);
  sc = isl_schedule_constraints_set_context (sc,
					     isl_set_copy (scop->context));
  sc = isl_schedule_constraints_set_validity (sc, isl_union_map_copy (deps));
  sc = isl_schedule_constraints_set_proximity (sc,
					       isl_union_map_copy (deps));
  sc = isl_schedule_constraints_set_coincidence (sc, deps);

  int old_outer = isl_options_get_schedule_outer_coincidence (ctx);
  int old_serialize = isl_options_get_schedule_serialize_sccs (ctx);
  int old_whole = isl_options_get_schedule_whole_component (ctx);
  int old_coef = isl_options_get_schedule_max_coefficient (ctx);
  int old_const = isl_options_get_schedule_max_constant_term (ctx);
  isl_options_set_schedule_outer_coincidence (ctx, 1);
  /* Bound the scheduler's search, as Polly does: without a bound, its
     integer programs can run for minutes on a dozen statements with
     parameters, and isl's operation quota does not stop them.  */
  isl_options_set_schedule_max_coefficient (ctx, 20);
  isl_options_set_schedule_max_constant_term (ctx, 20);
  isl_options_set_schedule_serialize_sccs (ctx, gpugen_opts.fuse == 0);
  isl_options_set_schedule_whole_component (ctx, gpugen_opts.fuse != 0);
  /* isl_schedule_constraints_copy does not take NULL (a quota run
     past above).  */
  isl_schedule_constraints *retry
    = sc ? isl_schedule_constraints_copy (sc) : NULL;
  isl_schedule *sched = isl_schedule_constraints_compute_schedule (sc);
  /* isl's scheduler, which by default rejects rows that would make it
     coalesce loops, can then find no row to carry the dependences left
     ("unable to carry dependences"), although the original order's
     outer loop carries them: a red-black sweep under its color loop,
     "for (c = 0; c < 2; c++) for (i ...) for (j = 1 + (i + c) % 2;
     ...; j += 2)", whose rows i and j are parallel.  Such a failure
     (not one of the quota) is tried again without that rule.  */
  if (!sched && isl_ctx_last_error (ctx) != isl_error_quota)
    {
      int old_coalescing = isl_options_get_schedule_treat_coalescing (ctx);
      isl_ctx_reset_error (ctx);
      isl_options_set_schedule_treat_coalescing (ctx, 0);
      sched = isl_schedule_constraints_compute_schedule (retry);
      isl_options_set_schedule_treat_coalescing (ctx, old_coalescing);
    }
  else
    isl_schedule_constraints_free (retry);
  isl_options_set_schedule_outer_coincidence (ctx, old_outer);
  isl_options_set_schedule_serialize_sccs (ctx, old_serialize);
  isl_options_set_schedule_whole_component (ctx, old_whole);
  isl_options_set_schedule_max_coefficient (ctx, old_coef);
  isl_options_set_schedule_max_constant_term (ctx, old_const);
  if (sched)
    sched = isl_schedule_intersect_domain (sched, exact_domain);
  else
    isl_union_set_free (exact_domain);
  if (!sched)
    return GPUGEN_REJECT_ISL;

  int n_kernels = 0;
  isl_schedule_node *root = isl_schedule_get_root (sched);
  isl_schedule_free (sched);
  isl_set *overflow = NULL;
  bool bounded = root && schedule_bounded_p (scop, root, &overflow);
  if (bounded && overflow)
    {
      /* The parameter values for which no value overflows: a run-time
	 assumption, unless there are none.  */
      overflow = isl_set_coalesce (overflow);
      isl_set *ok = isl_set_subtract (isl_set_universe (
					isl_set_get_space (overflow)),
				      overflow);
      overflow = NULL;
      isl_set *ctx_ok = isl_set_intersect (isl_set_copy (scop->context),
					   isl_set_copy (ok));
      isl_bool none = isl_set_is_empty (ctx_ok);
      isl_bool all = isl_set_is_subset (scop->context, ok);
      if (none != isl_bool_false || all < 0)
	{
	  bounded = false;
	  isl_set_free (ok);
	  isl_set_free (ctx_ok);
	}
      else if (all)
	{
	  isl_set_free (ok);
	  isl_set_free (ctx_ok);
	}
      else
	{
	  if (dump_file)
	    {
	      char *str = isl_set_to_str (ok);
	      fprintf (dump_file, "[gpugen-schedule] SCoP %d: schedule values "
		       "within 2^62 assumed: %s\n", scop->id, str);
	      free (str);
	    }
	  ok = isl_set_gist (ok, isl_set_copy (scop->context));
	  if (!scop->assumptions)
	    scop->assumptions = ok;
	  else
	    scop->assumptions = isl_set_coalesce (isl_set_intersect (
	      scop->assumptions, ok));
	  isl_set_free (scop->context);
	  scop->context = ctx_ok;
	}
    }
  isl_set_free (overflow);
  if (root && !bounded)
    {
      /* Refused: the original schedule is the next choice
	 (gpugen-map.cc).  */
      if (dump_file)
	fprintf (dump_file, "[gpugen-schedule] SCoP %d: isl's schedule "
		 "refused: a coefficient past %d, or values past 2^62 for "
		 "every parameter value\n", scop->id, MAX_SCHEDULE_COEF);
      isl_schedule_node_free (root);
      scop->n_kernels = 0;
      scop->schedule_refused_p = true;
      return GPUGEN_OK;
    }
  if (gpugen_opts.fuse == 0)
    root = gpugen_fuse_kernels (scop, root);
  root = mark_kernels (root, &n_kernels);
  if (!root)
    return GPUGEN_REJECT_ISL;
  scop->new_schedule = isl_schedule_node_get_schedule (root);
  isl_schedule_node_free (root);
  scop->n_kernels = n_kernels;
  return scop->new_schedule ? GPUGEN_OK : GPUGEN_REJECT_ISL;
}
