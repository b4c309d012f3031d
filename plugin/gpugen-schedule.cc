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

   The host/device split then walks the schedule tree from the root:
   the first band node on each path that has a coincident member becomes
   a kernel; the bands above it (a time loop, say) stay on the host, as
   loops that launch the kernel.  Kernels are marked in the tree with a
   mark node "kernel", PPCG's anchor for the mapping stages that
   follow.  */

#include "gpugen.h"

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
	{
	  char name[32];
	  snprintf (name, sizeof name, "kernel_%d", (*n_kernels)++);
	  isl_id *id = isl_id_alloc (gpugen_isl_ctx, name, NULL);
	  return isl_schedule_node_insert_mark (node, id);
	}
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

/* Compute SCOP's new schedule and split it into host loops and kernels.
   Return GPUGEN_REJECT_ISL when isl fails or runs out of operations.  */

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
  isl_union_map *deps = isl_union_map_union (
    isl_union_map_copy (scop->dep_flow),
    isl_union_map_union (isl_union_map_copy (scop->dep_anti),
			 isl_union_map_copy (scop->dep_output)));
  deps = isl_union_map_gist_params (deps, isl_set_copy (scop->context));

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
  isl_schedule *sched = isl_schedule_constraints_compute_schedule (sc);
  isl_options_set_schedule_outer_coincidence (ctx, old_outer);
  isl_options_set_schedule_serialize_sccs (ctx, old_serialize);
  isl_options_set_schedule_whole_component (ctx, old_whole);
  isl_options_set_schedule_max_coefficient (ctx, old_coef);
  isl_options_set_schedule_max_constant_term (ctx, old_const);
  if (!sched)
    return GPUGEN_REJECT_ISL;

  int n_kernels = 0;
  isl_schedule_node *root = isl_schedule_get_root (sched);
  isl_schedule_free (sched);
  root = mark_kernels (root, &n_kernels);
  if (!root)
    return GPUGEN_REJECT_ISL;
  scop->new_schedule = isl_schedule_node_get_schedule (root);
  isl_schedule_node_free (root);
  scop->n_kernels = n_kernels;
  return scop->new_schedule ? GPUGEN_OK : GPUGEN_REJECT_ISL;
}
