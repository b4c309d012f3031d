/* Dependences and parallel loops of a gpugen SCoP.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Dependences are computed by isl's dataflow analysis over the original
   schedule tree.  Three memory-based kinds are kept, every pair of
   instances that touch the same element in an order that must be
   preserved: read after write (flow), write after read (anti) and write
   after write (output).  They are computed with all writes as "may"
   sources, so no write kills another and the relations are the plain
   memory-based ones; scalars take part through their value and PHI
   arrays.  The exact dataflow (the last write each read sees) is
   computed only for the dump file (gpugen_deps_dataflow).  The
   accesses of a
   privatized array are expanded by its privatizing loops
   (gpugen_private_rel), so only its true dependences remain.

   A loop L at depth D of the region is parallel when no dependence
   relates two instances of statements inside L that share their first
   D - 1 counters (the same iteration of every loop around L) and differ
   in the D-th (different iterations of L).  Statement instances are
   S_k[c1, ..., cd] with their counters outermost first, so this needs
   no schedule space: only equalities on the common prefix.  */

#include "gpugen.h"

/* Return the statement of SCOP whose isl tuple name is NAME.  */

static gpugen_stmt *
stmt_by_name (gpugen_scop *scop, const char *name)
{
  int id;
  if (!name || sscanf (name, "S_%d", &id) != 1
      || id < 0 || id >= (int) scop->stmts.length ())
    return NULL;
  return scop->stmts[id];
}

/* Whether statement S is inside LOOP.  */

static bool
stmt_in_loop_p (gpugen_stmt *s, class loop *loop)
{
  return (s->bb->loop_father == loop
	  || flow_loop_nested_p (loop, s->bb->loop_father));
}

/* Return the pairs of MAP (taken), a relation between instances of
   two statements, that a loop at DEPTH (1 for the outermost) carries:
   equal in their first DEPTH - 1 counters, different in the
   DEPTH-th.  */

__isl_give isl_map *
gpugen_deps_carried_at (__isl_take isl_map *map, int depth)
{
  for (int t = 0; t < depth - 1; t++)
    map = isl_map_equate (map, isl_dim_in, t, isl_dim_out, t);
  isl_map *lt = isl_map_order_lt (isl_map_copy (map), isl_dim_in,
				  depth - 1, isl_dim_out, depth - 1);
  isl_map *gt = isl_map_order_gt (map, isl_dim_in, depth - 1,
				  isl_dim_out, depth - 1);
  return isl_map_union (lt, gt);
}

/* Return SCOP's dependences of all three kinds, flow, anti and output,
   as one relation.  */

__isl_give isl_union_map *
gpugen_deps_all (gpugen_scop *scop)
{
  return isl_union_map_union (
    isl_union_map_copy (scop->dep_flow),
    isl_union_map_union (isl_union_map_copy (scop->dep_anti),
			 isl_union_map_copy (scop->dep_output)));
}

/* Whether some loop of SCOP around statements carries a dependence
   (the stages that change accesses or statements to make loops
   parallel have nothing to gain otherwise).  */

bool
gpugen_deps_serial_p (gpugen_scop *scop)
{
  for (gpugen_loop_info &li : scop->loops)
    if (li.n_stmts > 0 && !li.parallel_p)
      return true;
  return false;
}

/* The state of the carried-dependence test of one loop.  */

struct carried_data
{
  /* The SCoP.  */
  gpugen_scop *scop;
  /* The loop and its depth.  */
  class loop *loop;
  int depth;
  /* Set when a dependence is carried.  */
  bool carried;
  /* Set on an isl error.  */
  bool error;
  /* When WANT_WITNESS: the first carried dependence found, as pairs of
     instances of SRC and DST (for the missed remark).  */
  bool want_witness;
  isl_map *witness;
  gpugen_stmt *src, *dst;
};

/* Check whether the dependence relation MAP (taken) is carried by the
   loop of USER, a carried_data.  */

static isl_stat
check_carried (__isl_take isl_map *map, void *user)
{
  carried_data *cd = (carried_data *) user;
  gpugen_stmt *src = stmt_by_name (cd->scop,
				   isl_map_get_tuple_name (map, isl_dim_in));
  gpugen_stmt *dst = stmt_by_name (cd->scop,
				   isl_map_get_tuple_name (map, isl_dim_out));
  if (!src || !dst)
    {
      cd->error = true;
      isl_map_free (map);
      return isl_stat_error;
    }
  if (!stmt_in_loop_p (src, cd->loop) || !stmt_in_loop_p (dst, cd->loop))
    {
      isl_map_free (map);
      return isl_stat_ok;
    }
  isl_map *carried = gpugen_deps_carried_at (map, cd->depth);
  isl_bool empty = isl_map_is_empty (carried);
  if (empty < 0)
    {
      isl_map_free (carried);
      cd->error = true;
      return isl_stat_error;
    }
  if (!empty)
    {
      cd->carried = true;
      if (cd->want_witness)
	{
	  cd->witness = carried;
	  cd->src = src;
	  cd->dst = dst;
	}
      else
	isl_map_free (carried);
      return isl_stat_error;	/* Stop the walk: the answer is known.  */
    }
  isl_map_free (carried);
  return isl_stat_ok;
}

/* Return the dependences from SOURCES to SINKS under SCHEDULE, all
   arguments kept: may-dependences, or with MUST the exact last-writer
   relation.  */

static isl_union_map *
compute (isl_union_map *sinks, isl_union_map *sources, isl_schedule *schedule,
	 bool must)
{
  isl_union_access_info *ai
    = isl_union_access_info_from_sink (isl_union_map_copy (sinks));
  if (must)
    ai = isl_union_access_info_set_must_source (ai,
						isl_union_map_copy (sources));
  else
    ai = isl_union_access_info_set_may_source (ai,
					       isl_union_map_copy (sources));
  ai = isl_union_access_info_set_schedule (ai, isl_schedule_copy (schedule));
  isl_union_flow *flow = isl_union_access_info_compute_flow (ai);
  isl_union_map *deps = (must ? isl_union_flow_get_must_dependence (flow)
			 : isl_union_flow_get_may_dependence (flow));
  isl_union_flow_free (flow);
  return deps;
}

/* Return the exact dataflow of SCOP, the last write that each read
   sees, for the dump file (no stage uses it), or NULL where isl fails
   or runs past max-isl-operations.  It is computed only when the dump
   is written, under a quota of its own, and leaves isl's error and
   quota as they were: with must-sources, isl subtracts the domains of
   the writes that kill others, which for the arms of an if / else-if
   chain of division conditions (complements of complements) took most
   of the analysis' quota, for nothing when no dump is written.  */

isl_union_map *
gpugen_deps_dataflow (gpugen_scop *scop)
{
  enum isl_error before = isl_ctx_last_error (gpugen_isl_ctx);
  unsigned long max = isl_ctx_get_max_operations (gpugen_isl_ctx);
  isl_ctx_reset_error (gpugen_isl_ctx);
  isl_ctx_reset_operations (gpugen_isl_ctx);
  isl_ctx_set_max_operations (gpugen_isl_ctx,
			      gpugen_opts.max_isl_operations);
  isl_space *ps = isl_set_get_space (scop->context);
  isl_union_map *reads = isl_union_map_empty (isl_space_copy (ps));
  isl_union_map *writes = isl_union_map_empty (ps);
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *a : s->accesses)
      {
	isl_union_map *u = isl_union_map_from_map (gpugen_private_rel (a));
	if (a->write_p)
	  writes = isl_union_map_union (writes, u);
	else
	  reads = isl_union_map_union (reads, u);
      }
  isl_union_map *df = compute (reads, writes, scop->schedule, true);
  isl_union_map_free (reads);
  isl_union_map_free (writes);
  isl_ctx_reset_error (gpugen_isl_ctx);
  if (before != isl_error_none)
    isl_ctx_set_error (gpugen_isl_ctx, before);
  isl_ctx_reset_operations (gpugen_isl_ctx);
  isl_ctx_set_max_operations (gpugen_isl_ctx, max);
  return df;
}

/* Whether the arrays A and B of SCOP have the same accesses: the same
   statements reading and writing them in the same order, with the same
   relations but for the array's name (the state beside the value of a
   reduction's partials, gpugen-reduce.cc, or the PHI and value arrays
   of two scalars carried side by side).  */

static bool
same_accesses_p (gpugen_scop *scop, gpugen_array *a, gpugen_array *b)
{
  if (a->priv_depth != b->priv_depth || a->kind != b->kind)
    return false;
  auto_vec<gpugen_access *> as, bs;
  for (gpugen_stmt *s : scop->stmts)
    {
      for (gpugen_access *acc : s->accesses)
	if (acc->array == a)
	  as.safe_push (acc);
	else if (acc->array == b)
	  bs.safe_push (acc);
      if (as.length () != bs.length ())
	return false;
    }
  if (as.is_empty ())
    return false;
  for (unsigned i = 0; i < as.length (); i++)
    {
      if (as[i]->write_p != bs[i]->write_p || !as[i]->rel || !bs[i]->rel
	  || isl_map_dim (as[i]->rel, isl_dim_out)
	     != isl_map_dim (bs[i]->rel, isl_dim_out))
	return false;
      isl_map *mb = isl_map_set_tuple_id (
	isl_map_copy (bs[i]->rel), isl_dim_out,
	isl_map_get_tuple_id (as[i]->rel, isl_dim_out));
      isl_bool eq = isl_map_is_equal (as[i]->rel, mb);
      isl_map_free (mb);
      if (eq != isl_bool_true)
	return false;
    }
  return true;
}

/* Add to TWINS each array of SCOP whose accesses are those of an
   earlier array (same_accesses_p): its dependences, relations between
   statement instances, are that array's, so the dependence analysis
   leaves it out.  A red-black sweep reducing a Fortran max kept the
   value and the state of its partials in two such chains of scalars,
   which doubled the work of isl's dependence analysis past
   max-isl-operations.  */

static void
same_access_arrays (gpugen_scop *scop, hash_set<gpugen_array *> *twins)
{
  unsigned n = scop->arrays.length ();
  for (unsigned j = 1; j < n; j++)
    for (unsigned i = 0; i < j; i++)
      if (!twins->contains (scop->arrays[i])
	  && same_accesses_p (scop, scop->arrays[i], scop->arrays[j]))
	{
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    fprintf (dump_file, "[gpugen-deps] %s has the accesses of %s\n",
		     scop->arrays[j]->name, scop->arrays[i]->name);
	  twins->add (scop->arrays[j]);
	  break;
	}
}

/* Compute the dependences of SCOP and mark its parallel loops.  Return
   GPUGEN_REJECT_ISL on an isl error or quota, else GPUGEN_OK.  */

enum gpugen_reject
gpugen_deps_compute (gpugen_scop *scop)
{
  isl_space *ps = isl_set_get_space (scop->context);
  isl_union_map *reads = isl_union_map_empty (isl_space_copy (ps));
  isl_union_map *writes = isl_union_map_empty (ps);
  hash_set<gpugen_array *> twins;
  same_access_arrays (scop, &twins);
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *a : s->accesses)
      {
	if (twins.contains (a->array))
	  continue;
	isl_union_map *u = isl_union_map_from_map (gpugen_private_rel (a));
	if (a->write_p)
	  writes = isl_union_map_union (writes, u);
	else
	  reads = isl_union_map_union (reads, u);
      }

  scop->dep_flow = compute (reads, writes, scop->schedule, false);
  scop->dep_anti = compute (writes, reads, scop->schedule, false);
  scop->dep_output = compute (writes, writes, scop->schedule, false);
  isl_union_map_free (reads);
  isl_union_map_free (writes);
  if (!scop->dep_flow || !scop->dep_anti || !scop->dep_output)
    return GPUGEN_REJECT_ISL;

  isl_union_map *all = gpugen_deps_all (scop);
  scop->n_parallel = 0;
  bool error = !all;
  for (gpugen_loop_info &li : scop->loops)
    {
      if (error)
	break;
      carried_data cd = { scop, li.loop, li.depth, false, false, false, NULL,
			 NULL, NULL };
      isl_union_map_foreach_map (all, check_carried, &cd);
      if (cd.error)
	error = true;
      li.parallel_p = !cd.carried && li.n_stmts > 0;
      if (li.parallel_p)
	scop->n_parallel++;
    }
  isl_union_map_free (all);
  return error ? GPUGEN_REJECT_ISL : GPUGEN_OK;
}

/* Return the array of SCOP through which the pairs of instances
   WITNESS of SRC and DST depend on each other: one that both access, one
   of them writing, at the same element for some pair; or NULL.  */

static gpugen_array *
witness_array (gpugen_stmt *src, gpugen_stmt *dst, isl_map *witness)
{
  for (gpugen_access *a : src->accesses)
    for (gpugen_access *b : dst->accesses)
      {
	if (a->array != b->array || (!a->write_p && !b->write_p))
	  continue;
	isl_map *same = isl_map_apply_range (isl_map_copy (a->rel),
					     isl_map_reverse (isl_map_copy
							      (b->rel)));
	same = isl_map_intersect (same, isl_map_copy (witness));
	isl_bool empty = isl_map_is_empty (same);
	isl_map_free (same);
	if (empty == isl_bool_false)
	  return a->array;
      }
  return NULL;
}

/* Return what keeps the outermost loop of SCOP from running in
   parallel, for the missed remark of a nest without a parallel loop,
   newly allocated: the loop, the array or scalar that carries the
   dependence and its line ("the loop at line 10 carries a dependence
   on 'x' at line 11"), or, where the original order has no carried
   dependence, that isl's schedule has no parallel loop; NULL when isl
   fails (the caller runs this under the isl quota).  */

char *
gpugen_deps_culprit (gpugen_scop *scop)
{
  if (!scop->dep_flow || !scop->dep_anti || !scop->dep_output)
    return NULL;
  isl_union_map *all = gpugen_deps_all (scop);
  char *text = NULL;
  for (gpugen_loop_info &li : scop->loops)
    {
      if (li.parallel_p || li.n_stmts == 0)
	continue;
      carried_data cd = { scop, li.loop, li.depth, false, false, true, NULL,
			  NULL, NULL };
      isl_union_map_foreach_map (all, check_carried, &cd);
      if (!cd.witness)
	continue;
      gpugen_array *a = witness_array (cd.src, cd.dst, cd.witness);
      isl_map_free (cd.witness);
      int line = LOCATION_LINE (find_loop_location (li.loop)
				.get_location_t ());
      if (a)
	{
	  char *what = gpugen_array_culprit (scop, a);
	  /* A reduction that gpugen-reduce.cc did not rewrite: why.  */
	  const char *why = (a->kind != GPUGEN_ARRAY_MEMORY
			     ? gpugen_reduce_refusal (a->base) : NULL);
	  text = xasprintf ("the loop at line %d carries a dependence on %s%s%s",
			    line, what, why ? ": " : "", why ? why : "");
	  free (what);
	}
      else
	text = xasprintf ("the loop at line %d carries a dependence", line);
      break;
    }
  isl_union_map_free (all);
  /* Every loop of the original order is parallel, but isl's schedule
     (under the context and the assumptions) has no coincident loop.  */
  if (!text && !scop->loops.is_empty ())
    text = xasprintf ("isl's schedule of the nest at line %d has no "
		      "parallel loop",
		      LOCATION_LINE (find_loop_location (scop->loops[0].loop)
				     .get_location_t ()));
  return text;
}

/* Move the dependences of SCOP into SAVE and compute them again (for a
   stage that changed the accesses and must compare, gpugen-private.cc
   and gpugen-snapshot.cc).  */

enum gpugen_reject
gpugen_deps_recompute (gpugen_scop *scop, gpugen_saved_deps *save)
{
  save->flow = scop->dep_flow;
  save->anti = scop->dep_anti;
  save->output = scop->dep_output;
  save->n_parallel = scop->n_parallel;
  for (gpugen_loop_info &li : scop->loops)
    save->parallel.safe_push (li.parallel_p);
  scop->dep_flow = scop->dep_anti = scop->dep_output = NULL;
  return gpugen_deps_compute (scop);
}

/* Put back into SCOP the dependences of SAVE, freeing those computed
   since, when RESTORE; else free SAVE's.  */

void
gpugen_deps_finish (gpugen_scop *scop, gpugen_saved_deps *save, bool restore)
{
  if (restore)
    {
      std::swap (scop->dep_flow, save->flow);
      std::swap (scop->dep_anti, save->anti);
      std::swap (scop->dep_output, save->output);
      scop->n_parallel = save->n_parallel;
      for (unsigned i = 0; i < scop->loops.length (); i++)
	scop->loops[i].parallel_p = save->parallel[i];
    }
  isl_union_map_free (save->flow);
  isl_union_map_free (save->anti);
  isl_union_map_free (save->output);
}

/* After a stage tagged TAG gave up its change to SCOP: when isl failed
   (an error or the operation quota), say so in the dump file, followed
   by WHAT (what the stage left undone), and clear the error, so that
   the SCoP goes on as it was.  */

void
gpugen_deps_clear_failure (gpugen_scop *scop, const char *tag,
			   const char *what)
{
  if (isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none)
    return;
  if (dump_file)
    {
      const char *msg = isl_ctx_last_error_msg (gpugen_isl_ctx);
      fprintf (dump_file, "[%s] SCoP %d: isl failed (%s); %s\n", tag,
	       scop->id,
	       isl_ctx_last_error (gpugen_isl_ctx) == isl_error_quota
	       ? "operation quota" : msg ? msg : "no message", what);
    }
  isl_ctx_reset_error (gpugen_isl_ctx);
}

/* Compute the dependences of SCOP again after a stage changed its
   accesses, and keep them when they leave more loops parallel than
   before; otherwise put the old ones back.  Return whether they were
   kept (never when isl failed).  */

bool
gpugen_deps_gain_p (gpugen_scop *scop)
{
  gpugen_saved_deps save;
  enum gpugen_reject r = gpugen_deps_recompute (scop, &save);
  bool keep = (r == GPUGEN_OK
	       && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none
	       && scop->n_parallel > save.n_parallel);
  gpugen_deps_finish (scop, &save, !keep);
  return keep;
}
