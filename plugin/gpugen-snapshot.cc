/* Read-only snapshots of arrays in gpugen SCoPs.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A read of an array that the region also writes may see only the
   array's values from before the region: trmm's "b[i][j] += a[i][k] *
   b[k][j]" with i descending reads rows k < i, which the region writes
   only later.  Such a read has no flow dependence, yet the anti
   dependences from it to the later writes of the same elements
   serialize the loop i.  Reading a copy of the array's entry values
   instead (a snapshot, as array renaming removes false dependences)
   removes them, and i becomes parallel.

   A read access R of a memory array X is redirected to the snapshot of
   X when, decided exactly with isl over the original schedule:
     - no write of the region to X may be the source of any instance of
       R (isl's dataflow with every write of X as a may-source finds no
       dependence into R; one computation for every array, each access
       tagged with itself as PPCG tags them, so that two reads of one
       statement are told apart), and no write to X comes before R in
       R's own statement (the dataflow orders statement instances, not
       the accesses of one instance);
     - X is not privatized (gpugen-private.cc) and is not an expanded
       scalar.
   Other arrays that may alias X are distinct on the device path: the
   region's run-time alias checks (struct gpugen_alias_check) send every
   execution where they overlap to the original code, and the model
   (hence this dataflow) already assumes they are distinct.

   The snapshot is a memory array of its own in the model ("X_snap"),
   with X's shape, base and indexing, which only the redirected reads
   access: the dependences then see a read-only array, and the later
   stages treat it as one (shared-memory promotion, the read-only
   pointers of the kernels).  Its transfer (gpugen-memory.cc) copies
   nothing between host and device: its buffer covers the elements the
   redirected reads touch, and the host code fills them from X's device
   buffer right after X's copy in (__gpugen_region_copy_device), before
   any kernel runs; X's transfer covers those elements too.  The host
   version of the region is the original code.

   The redirection is kept only where it pays: when the dependences,
   computed again, leave more loops of the region parallel than before.
   Otherwise (or when isl fails, or runs past the analysis's operation
   quota, which this stage shares) the SCoP is left exactly as it
   was.  */

#include "gpugen.h"

/* Whether array A of SCOP may get a snapshot: a memory array, read
   and written, neither privatized nor a snapshot itself.  */

static bool
candidate_p (gpugen_array *a)
{
  return (a->kind == GPUGEN_ARRAY_MEMORY && a->written_p && a->read_p
	  && a->priv_depth == 0 && !a->snapshot_of);
}

/* Return the access ACC of statement S tagged with itself:
   [S[c] -> T[]] -> A[e] for its relation S[c] -> A[e] within S's
   domain, T's id having ACC as its user pointer.  */

static __isl_give isl_map *
tagged_access (gpugen_stmt *s, gpugen_access *acc)
{
  isl_map *rel = isl_map_intersect_domain (isl_map_copy (acc->rel),
					   isl_set_copy (s->domain));
  isl_space *sp = isl_space_range (isl_map_get_space (rel));
  sp = isl_space_from_range (sp);
  sp = isl_space_set_tuple_id (sp, isl_dim_in,
			       isl_id_alloc (gpugen_isl_ctx, "tag", acc));
  return isl_map_domain_product (rel, isl_map_universe (sp));
}

/* Add to SOURCED the access whose tag the wrapped tagged instance set
   SET (taken) names (USER is SOURCED, a hash_set of accesses).  */

static isl_stat
note_sourced (__isl_take isl_set *set, void *user)
{
  hash_set<gpugen_access *> *sourced = (hash_set<gpugen_access *> *) user;
  isl_map *m = isl_set_unwrap (set);
  isl_id *id = isl_map_get_tuple_id (m, isl_dim_out);
  isl_map_free (m);
  if (!id)
    return isl_stat_error;
  sourced->add ((gpugen_access *) isl_id_get_user (id));
  isl_id_free (id);
  return isl_stat_ok;
}

/* Add to SOURCED every read of a candidate array of SCOP (candidate_p)
   that some write of the region to that array may be the source of:
   isl's dataflow over the original schedule, every write a
   may-source, each access tagged with itself so that the reads of one
   statement are told apart (as PPCG tags its accesses).  Return false
   when isl fails.  */

static bool
find_sourced (gpugen_scop *scop, hash_set<gpugen_access *> *sourced)
{
  isl_space *ps = isl_set_get_space (scop->context);
  isl_union_map *reads = isl_union_map_empty (isl_space_copy (ps));
  isl_union_map *writes = isl_union_map_empty (ps);
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      if (candidate_p (acc->array) && acc->rel)
	{
	  isl_union_map *t = isl_union_map_from_map (tagged_access (s, acc));
	  if (acc->write_p)
	    writes = isl_union_map_union (writes, t);
	  else
	    reads = isl_union_map_union (reads, t);
	}
  /* The schedule of the tagged instances: that of their statement.  */
  isl_union_set *tagged
    = isl_union_set_union (isl_union_map_domain (isl_union_map_copy (reads)),
			   isl_union_map_domain (isl_union_map_copy (writes)));
  isl_union_map *untag = isl_union_map_domain_map (
    isl_union_set_unwrap (tagged));
  isl_schedule *sched = isl_schedule_pullback_union_pw_multi_aff (
    isl_schedule_copy (scop->schedule),
    isl_union_pw_multi_aff_from_union_map (untag));
  isl_union_access_info *ai = isl_union_access_info_from_sink (reads);
  ai = isl_union_access_info_set_may_source (ai, writes);
  ai = isl_union_access_info_set_schedule (ai, sched);
  isl_union_flow *flow = isl_union_access_info_compute_flow (ai);
  isl_union_map *dep = isl_union_flow_get_may_dependence (flow);
  isl_union_flow_free (flow);
  dep = isl_union_map_intersect_params (dep, isl_set_copy (scop->context));
  isl_union_set *sinks = isl_union_map_range (dep);
  isl_stat st = isl_union_set_foreach_set (sinks, note_sourced, sourced);
  isl_union_set_free (sinks);
  return st == isl_stat_ok
	 && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none;
}

/* Whether a write to the array of the read access R comes before R
   among the accesses of R's statement S: the dataflow orders statement
   instances, not the accesses of one instance.  */

static bool
written_before_p (gpugen_stmt *s, gpugen_access *r)
{
  for (gpugen_access *acc : s->accesses)
    {
      if (acc == r)
	return false;
      if (acc->write_p && acc->array == r->array)
	return true;
    }
  return true;
}

/* Return a new memory array of SCOP, the snapshot of X, added at the end
   of its arrays: X's shape and base, a name of its own.  */

static gpugen_array *
new_snapshot (gpugen_scop *scop, gpugen_array *x)
{
  gpugen_array *a = XCNEW (gpugen_array);
  a->kind = GPUGEN_ARRAY_MEMORY;
  a->base = x->base;
  a->elt_type = x->elt_type;
  a->n_dims = x->n_dims;
  a->dim_sizes = XNEWVEC (HOST_WIDE_INT, x->n_dims + 1);
  memcpy (a->dim_sizes, x->dim_sizes, x->n_dims * sizeof (HOST_WIDE_INT));
  if (x->param_dims)
    {
      a->param_dims = XNEWVEC (int, x->n_dims + 1);
      memcpy (a->param_dims, x->param_dims, x->n_dims * sizeof (int));
    }
  a->read_p = true;
  a->snapshot_of = x;
  char *name = xasprintf ("%s_snap", x->name);
  for (unsigned n = 0; ; n++)
    {
      bool clash = false;
      for (gpugen_array *o : scop->arrays)
	if (!strcmp (o->name, name))
	  clash = true;
      if (!clash)
	break;
      free (name);
      name = xasprintf ("%s_snap%u", x->name, n);
    }
  a->name = name;
  scop->arrays.safe_push (a);
  return a;
}

/* One read redirected to a snapshot, as it was before.  */

struct redirected
{
  /* The access.  */
  gpugen_access *acc;
  /* Its array and access relation before the redirection.  */
  gpugen_array *array;
  isl_map *rel;
};

/* Redirect the reads of X in SCOP that see only X's values from before
   the region (no write of the region can be their source: not in
   SOURCED, and no write of X before them in their statement) to a new
   snapshot of X, recording them in DONE.  Return the snapshot, or NULL
   when no read qualifies.  */

static gpugen_array *
snapshot_array (gpugen_scop *scop, gpugen_array *x,
		hash_set<gpugen_access *> &sourced, vec<redirected> *done)
{
  auto_vec<gpugen_access *> reads;
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      if (acc->array == x && !acc->write_p && acc->rel
	  && !sourced.contains (acc) && !written_before_p (s, acc))
	reads.safe_push (acc);
  if (reads.is_empty ())
    return NULL;
  gpugen_array *snap = new_snapshot (scop, x);
  for (gpugen_access *acc : reads)
    {
      redirected r = { acc, acc->array, isl_map_copy (acc->rel) };
      done->safe_push (r);
      acc->array = snap;
      acc->rel = isl_map_set_tuple_name (acc->rel, isl_dim_out, snap->name);
    }
  return snap;
}

/* Put back the reads DONE of SCOP and remove its snapshots.  */

static void
undo (gpugen_scop *scop, vec<redirected> &done)
{
  for (redirected &r : done)
    {
      isl_map_free (r.acc->rel);
      r.acc->rel = r.rel;
      r.acc->array = r.array;
      r.rel = NULL;
    }
  done.truncate (0);
  for (unsigned i = 0; i < scop->arrays.length (); )
    {
      gpugen_array *a = scop->arrays[i];
      if (!a->snapshot_of)
	{
	  i++;
	  continue;
	}
      scop->arrays.ordered_remove (i);
      gpugen_array_free (a);
    }
}

/* Print to the dump the snapshots of SCOP and the reads they serve;
   KEPT says whether they stay, BEFORE the number of parallel loops
   without them.  */

static void
dump_snapshots (gpugen_scop *scop, vec<redirected> &done, bool kept,
		int before)
{
  for (gpugen_array *a : scop->arrays)
    {
      if (!a->snapshot_of)
	continue;
      fprintf (dump_file, "[gpugen-snapshot] SCoP %d: %s: ", scop->id,
	       a->snapshot_of->name);
      int n = 0;
      for (redirected &r : done)
	if (r.acc->array == a)
	  {
	    fprintf (dump_file, "%s", n++ ? ", " : "reads ");
	    if (r.acc->stmt
		&& gimple_location (r.acc->stmt) != UNKNOWN_LOCATION)
	      fprintf (dump_file, "at line %d ",
		       LOCATION_LINE (gimple_location (r.acc->stmt)));
	    char *rel = isl_map_to_str (r.rel);
	    fprintf (dump_file, "%s", rel);
	    free (rel);
	  }
      fprintf (dump_file, " see only values from before the region (no "
	       "write of the region can reach them); ");
      if (kept)
	fprintf (dump_file, "read-only snapshot %s: %d -> %d parallel "
		 "loops\n", a->name, before, scop->n_parallel);
      else
	fprintf (dump_file, "no snapshot: no more parallel loops (%d)\n",
		 before);
    }
}

/* Give the reads of SCOP, whose dependences are computed, that see only
   the values of a written array from before the region a read-only
   snapshot of that array, where more loops then run in parallel, and
   compute the dependences again (the head of this file).  A snapshot is
   an improvement only: when isl fails or runs past its quota here, or
   nothing is gained, SCOP is left as it was (and isl's error is
   cleared).  */

enum gpugen_reject
gpugen_snapshot_reads (gpugen_scop *scop)
{
  if (!gpugen_opts.snapshot
      || isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
    return GPUGEN_OK;
  /* Nothing to gain where every loop is parallel already.  */
  if (!gpugen_deps_serial_p (scop))
    return GPUGEN_OK;
  bool any = false;
  for (gpugen_array *a : scop->arrays)
    if (candidate_p (a))
      any = true;
  if (!any)
    return GPUGEN_OK;
  auto_vec<redirected> done;
  hash_set<gpugen_access *> sourced;
  if (find_sourced (scop, &sourced))
    {
      unsigned n_arrays = scop->arrays.length ();
      for (unsigned i = 0; i < n_arrays; i++)
	if (candidate_p (scop->arrays[i]))
	  snapshot_array (scop, scop->arrays[i], sourced, &done);
    }
  bool keep = false;
  int before = scop->n_parallel;
  if (!done.is_empty ()
      && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none)
    keep = gpugen_deps_gain_p (scop);
  if (dump_file && !done.is_empty ()
      && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none)
    dump_snapshots (scop, done, keep, before);
  if (!keep)
    {
      undo (scop, done);
      gpugen_deps_clear_failure (scop, "gpugen-snapshot", "no snapshot");
      return GPUGEN_OK;
    }
  for (redirected &r : done)
    isl_map_free (r.rel);
  return GPUGEN_OK;
}
