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
       dependence into R), and no write to X comes before R in R's own
       statement (the dataflow orders statement instances, not the
       accesses of one instance);
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
   Otherwise (or when isl fails) the SCoP is left exactly as it was.  */

#include "gpugen.h"

/* Return the accesses of array A in SCOP that write it, as a union map
   restricted to the statements' domains.  */

static __isl_give isl_union_map *
writes_of (gpugen_scop *scop, gpugen_array *a)
{
  isl_union_map *res
    = isl_union_map_empty (isl_set_get_space (scop->context));
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      if (acc->array == a && acc->write_p && acc->rel)
	res = isl_union_map_add_map (
	  res, isl_map_intersect_domain (isl_map_copy (acc->rel),
					 isl_set_copy (s->domain)));
  return res;
}

/* Whether a write to the array of the read access R comes before R
   among the accesses of R's statement S.  */

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

/* Whether no write of SCOP (WRITES, the writes to the array of R) may be
   the source of the value that the read access R of statement S reads,
   for any instance of S: R then reads the array's values from before
   the region.  False when isl fails.  */

static bool
entry_read_p (gpugen_scop *scop, gpugen_stmt *s, gpugen_access *r,
	      isl_union_map *writes)
{
  if (!r->rel || written_before_p (s, r))
    return false;
  isl_map *sink = isl_map_intersect_domain (isl_map_copy (r->rel),
					    isl_set_copy (s->domain));
  isl_union_access_info *ai
    = isl_union_access_info_from_sink (isl_union_map_from_map (sink));
  ai = isl_union_access_info_set_may_source (ai,
					     isl_union_map_copy (writes));
  ai = isl_union_access_info_set_schedule (ai,
					   isl_schedule_copy (scop->schedule));
  isl_union_flow *flow = isl_union_access_info_compute_flow (ai);
  isl_union_map *dep = isl_union_flow_get_may_dependence (flow);
  isl_union_flow_free (flow);
  dep = isl_union_map_intersect_params (dep, isl_set_copy (scop->context));
  isl_bool empty = isl_union_map_is_empty (dep);
  isl_union_map_free (dep);
  return empty == isl_bool_true;
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
   the region to a new snapshot of X, recording them in DONE.  Return
   the snapshot, or NULL when no read qualifies (or isl failed).  */

static gpugen_array *
snapshot_array (gpugen_scop *scop, gpugen_array *x, vec<redirected> *done)
{
  isl_union_map *writes = writes_of (scop, x);
  auto_vec<gpugen_access *> reads;
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      if (acc->array == x && !acc->write_p
	  && entry_read_p (scop, s, acc, writes))
	reads.safe_push (acc);
  isl_union_map_free (writes);
  if (reads.is_empty ()
      || isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
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
      free (a->name);
      free (a->dim_sizes);
      free (a->param_dims);
      a->expand_loops.release ();
      free (a);
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
  bool serial = false;
  for (gpugen_loop_info &li : scop->loops)
    if (li.n_stmts > 0 && !li.parallel_p)
      serial = true;
  if (!serial)
    return GPUGEN_OK;
  auto_vec<redirected> done;
  unsigned n_arrays = scop->arrays.length ();
  for (unsigned i = 0; i < n_arrays; i++)
    {
      gpugen_array *x = scop->arrays[i];
      if (x->kind != GPUGEN_ARRAY_MEMORY || !x->written_p || !x->read_p
	  || x->priv_depth > 0 || x->snapshot_of)
	continue;
      snapshot_array (scop, x, &done);
      if (isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
	break;
    }
  bool keep = false;
  int before = scop->n_parallel;
  if (!done.is_empty ()
      && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none)
    {
      gpugen_saved_deps save;
      enum gpugen_reject r = gpugen_deps_recompute (scop, &save);
      keep = (r == GPUGEN_OK
	      && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none
	      && scop->n_parallel > save.n_parallel);
      gpugen_deps_finish (scop, &save, !keep);
    }
  if (dump_file && !done.is_empty ()
      && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none)
    dump_snapshots (scop, done, keep, before);
  if (!keep)
    {
      undo (scop, done);
      if (isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
	{
	  if (dump_file)
	    {
	      const char *msg = isl_ctx_last_error_msg (gpugen_isl_ctx);
	      fprintf (dump_file, "[gpugen-snapshot] SCoP %d: isl failed "
		       "(%s); no snapshot\n", scop->id,
		       isl_ctx_last_error (gpugen_isl_ctx) == isl_error_quota
		       ? "operation quota" : msg ? msg : "no message");
	    }
	  isl_ctx_reset_error (gpugen_isl_ctx);
	}
      return GPUGEN_OK;
    }
  for (redirected &r : done)
    isl_map_free (r.rel);
  return GPUGEN_OK;
}
