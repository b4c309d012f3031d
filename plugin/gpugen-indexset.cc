/* Index-set splitting of gpugen statements.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A statement that reads, in the same iteration of its loops, an
   element that other instances of it write may serialize every loop
   around it, although only the instances on one hyperplane of its
   domain are involved.  Floyd-Warshall's relaxation

     for (k) for (i) for (j)
       d[i][j] = min (d[i][j], d[i][k] + d[k][j]);

   writes column k of row i where j == k, which the other instances of
   row i read, and row k where i == k, which every row reads: the
   dependences from and to those instances make i and j sequential, and
   isl's scheduler can only skew them into a wavefront (2n - 1 launches
   per k).  Yet the instances off the two hyperplanes (i != k, j != k)
   never depend on each other within one k.  Splitting the statement's
   domain along the hyperplanes (Griebl, Feautrier and Lengauer's
   index-set splitting) into the pieces j < k, j == k and j > k (and the
   same for i) gives each piece its own schedule: isl orders the pieces
   of one k as the dependences between them require, and maps the
   loops i and j of every piece in parallel.

   The hyperplanes come from the statement's own accesses: for a write W
   and a read R of the same array, the instances where R reads the very
   element that W writes, {c : W(c) == R(c)}, when they are neither
   none nor all of the domain (a read of the element written, as in
   d[i][j], is all of it), lie on the equalities of their affine hull.
   Each such equality e(c) == 0 splits every piece into e < 0, e == 0
   and e > 0 (the empty ones dropped), at most MAX_SPLIT_PLANES of them
   per statement.

   Only statements whose accesses all go to memory arrays (no scalars,
   no privatized array, no snapshot), under at least two loops, in a
   region without a host-tested exit, are split.  The split is exact:
   each piece is the same code (the same block, the same GIMPLE
   statements printed) over a part of the domain, and the original
   schedule orders the pieces' instances as it ordered the statement's
   (the schedule is pulled back through the map from each piece to the
   statement).  It is kept only where it pays: when every piece off all
   the hyperplanes has more loops that carry none of its own
   dependences (those between two of its instances) than the whole
   statement had; the dependences are then computed again.  An isl
   failure leaves the SCoP as it was.  */

#include "gpugen-model.h"

/* The most hyperplanes one statement is split along (3^2 pieces).  */
#define MAX_SPLIT_PLANES 2

/* Whether statement S may be split: under two loops or more, every
   access to a memory array of the program (not a scalar's value or
   PHI array, not privatized, not a snapshot, not expanded).  */

static bool
candidate_p (gpugen_stmt *s)
{
  if (s->loops.length () < 2)
    return false;
  bool write = false;
  for (gpugen_access *acc : s->accesses)
    {
      gpugen_array *a = acc->array;
      if (a->kind != GPUGEN_ARRAY_MEMORY || a->priv_depth != 0
	  || a->snapshot_of || a->device_p || !a->expand_loops.is_empty ())
	return false;
      write |= acc->write_p;
    }
  return write;
}

/* Whether the equality AFF == 0 (AFF not taken) holds on all of
   DOMAIN, or involves none of its counters.  */

static bool
trivial_plane_p (__isl_keep isl_set *domain, __isl_keep isl_aff *aff)
{
  isl_size n = isl_aff_dim (aff, isl_dim_in);
  if (n < 0
      || isl_aff_involves_dims (aff, isl_dim_in, 0, n) != isl_bool_true)
    return true;
  isl_set *on = isl_set_from_basic_set (isl_aff_zero_basic_set
					(isl_aff_copy (aff)));
  on = isl_set_intersect (on, isl_set_copy (domain));
  isl_bool all = isl_set_is_subset (domain, on);
  isl_set_free (on);
  return all != isl_bool_false;
}

/* Whether PLANES holds AFF or its negation already.  */

static bool
known_plane_p (vec<isl_aff *> *planes, __isl_keep isl_aff *aff)
{
  for (isl_aff *p : *planes)
    {
      if (isl_aff_plain_is_equal (p, aff) == isl_bool_true)
	return true;
      isl_aff *neg = isl_aff_neg (isl_aff_copy (aff));
      isl_bool eq = isl_aff_plain_is_equal (p, neg);
      isl_aff_free (neg);
      if (eq == isl_bool_true)
	return true;
    }
  return false;
}

/* The state of collecting the hyperplanes of one statement.  */

struct planes_data
{
  /* The statement's domain.  */
  isl_set *domain;
  /* The hyperplanes found, as affine functions of the statement's
     counters that are zero on them.  */
  vec<isl_aff *> *planes;
};

/* Add the equality constraint C (taken) of an affine hull to the
   hyperplanes of USER, a planes_data, unless it is trivial or known.  */

static isl_stat
add_plane (__isl_take isl_constraint *c, void *user)
{
  planes_data *pd = (planes_data *) user;
  if (isl_constraint_is_equality (c) == isl_bool_true
      && pd->planes->length () < MAX_SPLIT_PLANES)
    {
      isl_aff *aff = isl_constraint_get_aff (c);
      if (aff && !trivial_plane_p (pd->domain, aff)
	  && !known_plane_p (pd->planes, aff))
	pd->planes->safe_push (aff);
      else
	isl_aff_free (aff);
    }
  isl_constraint_free (c);
  return isl_stat_ok;
}

/* Collect into PLANES the hyperplanes of statement S: for each write and
   read of one array, the equalities of the instances where the read
   reads the element the write writes.  */

static void
find_planes (gpugen_stmt *s, vec<isl_aff *> *planes)
{
  for (gpugen_access *w : s->accesses)
    {
      if (!w->write_p)
	continue;
      for (gpugen_access *r : s->accesses)
	{
	  if (r->write_p || r->array != w->array
	      || isl_map_is_equal (r->rel, w->rel) != isl_bool_false)
	    continue;
	  isl_map *both = isl_map_intersect (isl_map_copy (w->rel),
					     isl_map_copy (r->rel));
	  isl_set *on = isl_set_intersect (isl_map_domain (both),
					   isl_set_copy (s->domain));
	  isl_bool empty = isl_set_is_empty (on);
	  isl_bool all = isl_set_is_subset (s->domain, on);
	  if (empty == isl_bool_false && all == isl_bool_false)
	    {
	      isl_basic_set *hull = isl_set_affine_hull (on);
	      planes_data pd = { s->domain, planes };
	      isl_basic_set_foreach_constraint (hull, add_plane, &pd);
	      isl_basic_set_free (hull);
	    }
	  else
	    isl_set_free (on);
	}
    }
}

/* Split the sets of PIECES along the hyperplane PLANE (not taken):
   each into its parts where PLANE is negative, zero and positive, the
   empty ones dropped.  Return false on an isl error.  */

static bool
split_pieces (vec<isl_set *> *pieces, __isl_keep isl_aff *plane)
{
  auto_vec<isl_set *> out;
  bool ok = true;
  for (isl_set *p : *pieces)
    {
      isl_basic_set *parts[3]
	= { isl_aff_neg_basic_set (isl_aff_copy (plane)),
	    isl_aff_zero_basic_set (isl_aff_copy (plane)),
	    isl_aff_neg_basic_set (isl_aff_neg (isl_aff_copy (plane))) };
      for (int k = 0; k < 3; k++)
	{
	  isl_set *q = isl_set_intersect (isl_set_copy (p),
					  isl_set_from_basic_set (parts[k]));
	  q = isl_set_coalesce (q);
	  isl_bool empty = isl_set_is_empty (q);
	  if (empty == isl_bool_false)
	    out.safe_push (q);
	  else
	    {
	      ok &= empty == isl_bool_true;
	      isl_set_free (q);
	    }
	}
      isl_set_free (p);
    }
  pieces->truncate (0);
  pieces->safe_splice (out);
  return ok;
}

/* The number of counters of statement S whose loop carries none of the
   dependences DEPS (S -> S, not taken) between two instances of the
   set PIECE: those with equal outer counters and a different one at
   that depth.  -1 on an isl error.  */

static int
self_parallel (gpugen_stmt *s, __isl_keep isl_map *deps,
	       __isl_keep isl_set *piece)
{
  isl_map *self = isl_map_intersect_domain (isl_map_copy (deps),
					    isl_set_copy (piece));
  self = isl_map_intersect_range (self, isl_set_copy (piece));
  int n = 0;
  unsigned depth = s->loops.length ();
  for (unsigned d = 1; d <= depth && self; d++)
    {
      isl_map *carried = gpugen_deps_carried_at (isl_map_copy (self), d);
      isl_bool empty = isl_map_is_empty (carried);
      isl_map_free (carried);
      if (empty < 0)
	{
	  isl_map_free (self);
	  return -1;
	}
      if (empty)
	n++;
    }
  if (!self)
    return -1;
  isl_map_free (self);
  return n;
}

/* The dependences of SCOP from statement S to itself, all kinds.  */

static __isl_give isl_map *
self_deps (gpugen_scop *scop, gpugen_stmt *s)
{
  isl_union_map *all = gpugen_deps_all (scop);
  isl_space *sp = isl_set_get_space (s->domain);
  sp = isl_space_map_from_domain_and_range (isl_space_copy (sp), sp);
  isl_map *self = isl_union_map_extract_map (all, sp);
  isl_union_map_free (all);
  return self;
}

/* Whether the set PIECE of statement S's domain lies off every
   hyperplane of PLANES (its points have a nonzero value of each).  */

static bool
off_planes_p (__isl_keep isl_set *piece, vec<isl_aff *> *planes)
{
  for (isl_aff *p : *planes)
    {
      isl_set *on = isl_set_from_basic_set (isl_aff_zero_basic_set
					    (isl_aff_copy (p)));
      on = isl_set_intersect (on, isl_set_copy (piece));
      isl_bool empty = isl_set_is_empty (on);
      isl_set_free (on);
      if (empty != isl_bool_true)
	return false;
    }
  return true;
}

/* Whether splitting statement S of SCOP into PIECES pays: every piece
   off all PLANES has more loops free of its own dependences than S
   has.  Set *BEFORE to S's number of such loops and *AFTER to the
   smallest number of a piece off the planes.  */

static bool
split_pays_p (gpugen_scop *scop, gpugen_stmt *s, vec<isl_set *> *pieces,
	      vec<isl_aff *> *planes, int *before, int *after)
{
  isl_map *deps = self_deps (scop, s);
  if (!deps)
    return false;
  *before = self_parallel (s, deps, s->domain);
  *after = INT_MAX;
  bool pays = *before >= 0;
  for (isl_set *p : *pieces)
    if (pays && off_planes_p (p, planes))
      {
	int n = self_parallel (s, deps, p);
	*after = MIN (*after, n);
	pays = n > *before;
      }
  isl_map_free (deps);
  return pays && *after != INT_MAX;
}

/* Return a copy of statement S with the domain PIECE (taken), named
   S_<ID>: the same block, loops and printed statements, its accesses
   restricted to PIECE.  */

static gpugen_stmt *
piece_stmt (gpugen_stmt *s, __isl_take isl_set *piece, int id)
{
  char name[32];
  snprintf (name, sizeof name, "S_%d", id);
  gpugen_stmt *n = XCNEW (gpugen_stmt);
  n->id = id;
  n->bb = s->bb;
  n->loops = s->loops.copy ();
  n->domain = isl_set_set_tuple_name (piece, name);
  for (gpugen_access *acc : s->accesses)
    {
      gpugen_access *c = XCNEW (gpugen_access);
      *c = *acc;
      c->rel = isl_map_set_tuple_name (isl_map_copy (acc->rel), isl_dim_in,
				       name);
      c->rel = isl_map_intersect_domain (c->rel, isl_set_copy (n->domain));
      n->accesses.safe_push (c);
    }
  n->only = s->only.copy ();
  n->forwarded = s->forwarded.copy ();
  return n;
}

/* The map from statement instances of the split SCoP to those of the
   SCoP before: the identity on each statement's domain, and from each
   new piece N (of statement S) to S.  ORIG is the number of statements
   before; ORIGIN[i - ORIG] the statement the new statement I comes
   from.  */

static __isl_give isl_union_pw_multi_aff *
piece_origins (gpugen_scop *scop, unsigned orig, vec<gpugen_stmt *> *origin)
{
  isl_union_pw_multi_aff *res = NULL;
  for (unsigned i = 0; i < scop->stmts.length (); i++)
    {
      gpugen_stmt *s = scop->stmts[i];
      gpugen_stmt *to = i < orig ? s : (*origin)[i - orig];
      isl_space *sp = isl_set_get_space (to->domain);
      isl_multi_aff *id = isl_multi_aff_identity
	(isl_space_map_from_set (sp));
      id = isl_multi_aff_set_tuple_name (id, isl_dim_in,
					 isl_set_get_tuple_name (s->domain));
      isl_pw_multi_aff *pma = isl_pw_multi_aff_from_multi_aff (id);
      pma = isl_pw_multi_aff_intersect_domain (pma,
					       isl_set_copy (s->domain));
      isl_union_pw_multi_aff *u = isl_union_pw_multi_aff_from_pw_multi_aff
	(pma);
      res = res ? isl_union_pw_multi_aff_union_add (res, u) : u;
    }
  return res;
}

/* Print to the dump file how statement S of SCOP was split along
   PLANES: its pieces are S and the N_NEW statements from FIRST on;
   BEFORE and AFTER are split_pays_p's counts.  */

static void
dump_split (gpugen_scop *scop, gpugen_stmt *s, vec<isl_aff *> *planes,
	    unsigned first, unsigned n_new, int before, int after)
{
  fprintf (dump_file, "[gpugen-indexset] SCoP %d: S_%d split along",
	   scop->id, s->id);
  for (unsigned i = 0; i < planes->length (); i++)
    {
      char *str = isl_aff_to_str ((*planes)[i]);
      /* "[n] -> { S_0[i0, i1, i2] -> [(-i0 + i2)] }": the
	 expression.  */
      char *e = str ? strstr (str, "[(") : NULL;
      char *end = e ? strstr (e, ")]") : NULL;
      if (e && end)
	fprintf (dump_file, "%s %.*s = 0", i ? " and" : "",
		 (int) (end - e - 2), e + 2);
      else
	fprintf (dump_file, "%s %s", i ? " and" : "", str ? str : "?");
      free (str);
    }
  fprintf (dump_file, ": %u pieces (S_%d", n_new + 1, s->id);
  if (n_new == 1)
    fprintf (dump_file, ", S_%u", first);
  else if (n_new)
    fprintf (dump_file, ", S_%u to S_%u", first, first + n_new - 1);
  fprintf (dump_file, "), %d -> %d loops free of their own dependences "
	   "off the hyperplanes\n", before, after);
}

/* What splitting one statement changed, to put it back.  */

struct split_undo
{
  /* The statement (the first piece now).  */
  gpugen_stmt *s;
  /* Its domain and its accesses' relations before.  */
  isl_set *domain;
  auto_vec<isl_map *> rels;
  /* The number of pieces it became.  */
  unsigned n_pieces;
};

/* Put back statement U->s as it was, or free what U saved, as RESTORE
   says.  */

static void
finish_undo (split_undo *u, bool restore)
{
  if (restore)
    {
      std::swap (u->s->domain, u->domain);
      for (unsigned i = 0; i < u->rels.length (); i++)
	std::swap (u->s->accesses[i]->rel, u->rels[i]);
    }
  isl_set_free (u->domain);
  for (isl_map *m : u->rels)
    isl_map_free (m);
  u->domain = NULL;
  u->rels.truncate (0);
}

/* What the splits of a SCoP changed, kept (gpugen_scop's indexset) so
   that a SCoP that cannot be offloaded split can be tried whole
   (gpugen_indexset_unsplit).  */

struct gpugen_indexset
{
  /* The number of statements before: the new pieces follow them.  */
  unsigned orig;
  /* The loops' n_stmts before.  */
  auto_vec<int> n_stmts;
  /* The original schedule before (NULL until it is pulled back).  */
  isl_schedule *schedule;
  /* The statements split.  */
  auto_vec<split_undo *> undo;
};

/* Put SCOP back as it was before the splits IS records, and empty
   IS.  The dependences are the caller's.  */

static void
put_back (gpugen_scop *scop, gpugen_indexset *is)
{
  for (split_undo *u : is->undo)
    {
      finish_undo (u, true);
      delete u;
    }
  is->undo.truncate (0);
  if (is->schedule)
    {
      isl_schedule_free (scop->schedule);
      scop->schedule = is->schedule;
      is->schedule = NULL;
    }
  while (scop->stmts.length () > is->orig)
    gpugen_stmt_free (scop->stmts.pop ());
  for (unsigned i = 0; i < scop->loops.length (); i++)
    scop->loops[i].n_stmts = is->n_stmts[i];
}

/* Free IS, which records splits that stay.  */

void
gpugen_indexset_free (gpugen_indexset *is)
{
  if (!is)
    return;
  for (split_undo *u : is->undo)
    {
      finish_undo (u, false);
      delete u;
    }
  isl_schedule_free (is->schedule);
  delete is;
}

/* Split statement S of SCOP into the sets of PIECES (taken; the first
   stays S's, each other becomes a new statement at the end of SCOP's,
   pushed with S onto ORIGIN); record in IS how to undo it.  */

static void
apply_split (gpugen_scop *scop, gpugen_stmt *s, vec<isl_set *> *pieces,
	     vec<gpugen_stmt *> *origin, gpugen_indexset *is)
{
  for (unsigned k = 1; k < pieces->length (); k++)
    {
      scop->stmts.safe_push (piece_stmt (s, (*pieces)[k],
					 scop->stmts.length ()));
      origin->safe_push (s);
    }
  split_undo *u = new split_undo;
  is->undo.safe_push (u);
  u->s = s;
  u->n_pieces = pieces->length ();
  u->domain = s->domain;
  s->domain = (*pieces)[0];
  for (gpugen_access *acc : s->accesses)
    {
      u->rels.safe_push (isl_map_copy (acc->rel));
      acc->rel = isl_map_intersect_domain (acc->rel,
					   isl_set_copy (s->domain));
    }
  for (gpugen_loop_info &li : scop->loops)
    if (s->loops.contains (li.loop))
      li.n_stmts += pieces->length () - 1;
}

/* Split the statements of SCOP along the hyperplanes where they read
   what other instances of them write, where that pays (see the head of
   the file); then compute the dependences again.  Return GPUGEN_OK:
   where isl fails, SCOP is left as it was.  */

enum gpugen_reject
gpugen_indexset_split (gpugen_scop *scop)
{
  if (!gpugen_opts.index_split || scop->host_exit || scop->indexset
      || isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
    return GPUGEN_OK;
  if (!gpugen_deps_serial_p (scop))
    return GPUGEN_OK;

  gpugen_indexset *is = new gpugen_indexset;
  is->orig = scop->stmts.length ();
  is->schedule = NULL;
  for (gpugen_loop_info &li : scop->loops)
    is->n_stmts.safe_push (li.n_stmts);
  auto_vec<gpugen_stmt *> origin;
  for (unsigned i = 0; i < is->orig; i++)
    {
      gpugen_stmt *s = scop->stmts[i];
      if (!candidate_p (s))
	continue;
      auto_vec<isl_aff *> planes;
      find_planes (s, &planes);
      auto_vec<isl_set *> pieces;
      pieces.safe_push (isl_set_copy (s->domain));
      bool ok = !planes.is_empty ();
      for (isl_aff *p : planes)
	ok = ok && split_pieces (&pieces, p);
      int before = 0, after = 0;
      ok = (ok && pieces.length () > 1
	    && split_pays_p (scop, s, &pieces, &planes, &before, &after));
      if (ok)
	{
	  unsigned first = scop->stmts.length ();
	  apply_split (scop, s, &pieces, &origin, is);
	  if (dump_file)
	    dump_split (scop, s, &planes, first, pieces.length () - 1,
			before, after);
	}
      else
	for (isl_set *p : pieces)
	  isl_set_free (p);
      for (isl_aff *p : planes)
	isl_aff_free (p);
      if (isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
	break;
    }

  /* The original schedule of the pieces is the statement's.  */
  bool keep = false;
  gpugen_saved_deps save;
  save.flow = save.anti = save.output = NULL;
  if (!is->undo.is_empty ()
      && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none)
    {
      is->schedule = isl_schedule_copy (scop->schedule);
      scop->schedule = isl_schedule_pullback_union_pw_multi_aff
	(scop->schedule, piece_origins (scop, is->orig, &origin));
      if (scop->schedule
	  && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none)
	keep = (gpugen_deps_recompute (scop, &save) == GPUGEN_OK
		&& isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none);
    }
  if (save.flow || save.anti || save.output)
    gpugen_deps_finish (scop, &save, !keep);
  if (keep)
    {
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "[gpugen-indexset] SCoP %d: original schedule "
		   "of the pieces:\n", scop->id);
	  isl_printer *p = isl_printer_to_file (gpugen_isl_ctx, dump_file);
	  p = isl_printer_set_yaml_style (p, ISL_YAML_STYLE_BLOCK);
	  p = isl_printer_print_schedule (p, scop->schedule);
	  p = isl_printer_end_line (p);
	  isl_printer_free (p);
	}
      scop->indexset = is;
      return GPUGEN_OK;
    }
  put_back (scop, is);
  gpugen_indexset_free (is);
  gpugen_deps_clear_failure (scop, "gpugen-indexset", "no split");
  return GPUGEN_OK;
}

/* Undo the splits of SCOP (a SCoP whose split form could not be
   scheduled or mapped) and compute its dependences again, under the
   analysis' quota.  Return whether SCOP had splits and is whole again
   with its dependences; when isl fails here, SCOP keeps no
   dependences and must stay on the host.  */

bool
gpugen_indexset_unsplit (gpugen_scop *scop)
{
  if (!scop->indexset)
    return false;
  put_back (scop, scop->indexset);
  gpugen_indexset_free (scop->indexset);
  scop->indexset = NULL;
  isl_union_map_free (scop->dep_flow);
  isl_union_map_free (scop->dep_anti);
  isl_union_map_free (scop->dep_output);
  scop->dep_flow = scop->dep_anti = scop->dep_output = NULL;
  isl_ctx_reset_error (gpugen_isl_ctx);
  isl_ctx_reset_operations (gpugen_isl_ctx);
  isl_ctx_set_max_operations (gpugen_isl_ctx,
			      gpugen_opts.max_isl_operations);
  bool ok = (gpugen_deps_compute (scop) == GPUGEN_OK
	     && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none);
  isl_ctx_set_max_operations (gpugen_isl_ctx, 0);
  isl_ctx_reset_error (gpugen_isl_ctx);
  return ok;
}

/* Return what the note of SCOP says of its splits, newly allocated:
   ", the statement at line L split into N pieces where it reads
   elements it writes" for each statement split, or "".  */

char *
gpugen_indexset_note (gpugen_scop *scop)
{
  char *text = xstrdup ("");
  if (!scop->indexset)
    return text;
  for (split_undo *u : scop->indexset->undo)
    {
      int line = 0;
      for (gpugen_access *acc : u->s->accesses)
	if (acc->write_p && acc->stmt
	    && gimple_location (acc->stmt) != UNKNOWN_LOCATION)
	  {
	    line = LOCATION_LINE (gimple_location (acc->stmt));
	    break;
	  }
      char *more = xasprintf ("%s, the statement at line %d split into %u "
			      "pieces where it reads elements it writes",
			      text, line, u->n_pieces);
      free (text);
      text = more;
    }
  return text;
}
