/* Tiling gpugen kernels: tile loops to blocks, point loops to threads.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Input: a kernel mark of the schedule that gpugen-map.cc maps.  A
   kernel is tiled, as PPCG tiles its kernels (TACO 2013, section 4),
   when the band below its mark is permutable, has two or more members
   of which two are coincident and, unless tile=2, one is not (the
   sequential loop of a contraction), and reads an array that it does
   not write with reuse between the band's iterations (some element read
   by several of them: a contraction's A[i][k] and B[k][j], a stencil's
   neighbours); otherwise it stays untiled, mapped as gpugen-map.cc maps
   it.  Stencils are left to tile=2 until the GPU shows that their
   shared copies beat the L1 cache.

   Plan (gpugen_tile_plan, while the kernel is mapped): every member of
   the band gets the tile size (tile-size=, 32 by default).  Of the
   coincident members, the one whose value moves the most and heaviest
   accesses along the last subscript of their arrays with unit stride
   goes to x (threadIdx.x: consecutive threads then touch consecutive
   addresses, C-to-CUDA's coalescing condition), the outermost other one
   to y.  Blocks are 32 x 8 threads; a block runs one tile of the two
   mapped members, so each thread runs tile / 32 values of x's member
   and tile / 8 of y's, and the grid has one block per tile (at most
   GRID_MAX per axis, beyond which blocks stride).

   Deskew (gpugen_tile_deskew, before the plan): in a band to be tiled,
   a member that follows the counter of a loop starting at an outer
   coincident loop's value ("for (j = i; ...)": the counter is j - i,
   and the accesses read i + (j - i)) becomes the sum of both members,
   the loop's own j, so that tiles cover rows and columns of the
   arrays.

   Schedule (gpugen_tile_schedule, on the kernel's own copy of its
   subtree): the band is tiled with isl (tile loops counting tiles, point
   loops from 0); a filter above the tile band keeps the tiles of this
   block (tile value T with T = b + GRID_MAX q), a filter above the point
   band the points of this thread (p = t + BLOCK r), so the tile loops
   and whatever gpugen-shared.cc puts between them and the point loops
   (copies to shared memory, barriers) are the same for every thread of
   a block, and only the point loops depend on the thread.  The members
   that are not mapped (a contraction's k) stay sequential tile loops in
   the kernel.  Tiling a permutable band is valid (every dependence is
   carried forward by each member), and iterations with equal
   coincident members run in one thread in schedule order.  */

#define INCLUDE_STRING
#include "gpugen.h"

/* The block size along x and y of a tiled kernel; they must be those of
   gpugen-map.cc's 2-D kernels, whose mapping parameters b1, t1 (x) and
   b2, t2 (y) the AST build bounds (mapping_context).  */
#define TILE_BLOCK_X 32
#define TILE_BLOCK_Y 8
/* The most blocks per axis, gpugen-map.cc's GRID_MAX.  */
#define TILE_GRID_MAX 8192

/* Return the statement of the SCoP that the tuple NAME ("S_<id>")
   names, or NULL.  */

static gpugen_stmt *
tile_stmt (gpugen_scop *scop, const char *name)
{
  int id;
  if (!name || sscanf (name, "S_%d", &id) != 1 || id < 0
      || id >= (int) scop->stmts.length ())
    return NULL;
  return scop->stmts[id];
}

/* The statements of the domain DOM (kept) of SCOP, into STMTS.  Return
   false when some element is no statement.  */

static bool
domain_stmts (gpugen_scop *scop, isl_union_set *dom,
	      vec<gpugen_stmt *> *stmts)
{
  isl_set_list *list = isl_union_set_get_set_list (dom);
  isl_size n = isl_set_list_n_set (list);
  bool ok = n >= 0;
  for (int i = 0; i < n; i++)
    {
      isl_set *s = isl_set_list_get_set (list, i);
      gpugen_stmt *st = tile_stmt (scop, isl_set_get_tuple_name (s));
      isl_set_free (s);
      if (!st)
	ok = false;
      else
	stmts->safe_push (st);
    }
  isl_set_list_free (list);
  return ok;
}

/* Whether the array A can be promoted in a kernel at all: a memory
   array (not privatized) or a scalar kept in device memory, with
   dimensions.  */

static bool
promotable_array_p (gpugen_array *a)
{
  return (a->n_dims > 0 && a->priv_depth == 0
	  && (a->kind == GPUGEN_ARRAY_MEMORY || a->device_p));
}

/* Whether some statement of STMTS writes A.  */

static bool
written_in_p (vec<gpugen_stmt *> &stmts, gpugen_array *a)
{
  for (gpugen_stmt *s : stmts)
    for (gpugen_access *acc : s->accesses)
      if (acc->array == a && acc->write_p)
	return true;
  return false;
}

/* Whether the band partial schedule SCHED (instances to band values)
   reads some array of STMTS that they do not write at an element from
   several band iterations: the reuse that promotion to shared memory
   exploits.  */

static bool
band_reuse_p (vec<gpugen_stmt *> &stmts, isl_union_map *sched)
{
  auto_vec<gpugen_array *> seen;
  for (gpugen_stmt *s : stmts)
    for (gpugen_access *acc : s->accesses)
      {
	gpugen_array *a = acc->array;
	if (acc->write_p || !promotable_array_p (a) || seen.contains (a)
	    || written_in_p (stmts, a))
	  continue;
	seen.safe_push (a);
	isl_union_map *reads = NULL;
	for (gpugen_stmt *s2 : stmts)
	  for (gpugen_access *acc2 : s2->accesses)
	    if (acc2->array == a && !acc2->write_p && acc2->rel)
	      {
		isl_union_map *u = isl_union_map_from_map (
		  isl_map_intersect_domain (isl_map_copy (acc2->rel),
					    isl_set_copy (s2->domain)));
		reads = reads ? isl_union_map_union (reads, u) : u;
	      }
	if (!reads)
	  continue;
	/* Band values -> elements; reuse when an element comes from
	   several band values.  */
	isl_union_map *vals = isl_union_map_apply_range (
	  isl_union_map_reverse (isl_union_map_copy (sched)), reads);
	isl_bool sv = isl_union_map_is_single_valued (
	  isl_union_map_reverse (vals));
	if (sv == isl_bool_false)
	  return true;
      }
  return false;
}

/* isl_pw_aff_foreach_piece callback: keep the piece's function in
   USER, an isl_aff **.  */

static isl_stat
keep_aff (__isl_take isl_set *set, __isl_take isl_aff *aff, void *user)
{
  isl_set_free (set);
  isl_aff **res = (isl_aff **) user;
  isl_aff_free (*res);
  *res = aff;
  return isl_stat_ok;
}

/* Return the affine function of the single-piece function PA (taken),
   whatever the piece's domain, or NULL.  */

static __isl_give isl_aff *
single_aff (__isl_take isl_pw_aff *pa)
{
  isl_aff *res = NULL;
  if (pa && isl_pw_aff_n_piece (pa) == 1)
    isl_pw_aff_foreach_piece (pa, keep_aff, &res);
  isl_pw_aff_free (pa);
  return res;
}

/* isl_pw_multi_aff_foreach_piece callback: keep the piece's function in
   USER, an isl_multi_aff **.  */

static isl_stat
keep_multi_aff (__isl_take isl_set *set, __isl_take isl_multi_aff *ma,
		void *user)
{
  isl_set_free (set);
  isl_multi_aff **res = (isl_multi_aff **) user;
  isl_multi_aff_free (*res);
  *res = ma;
  return isl_stat_ok;
}

/* The counter of statement S that member M of the band partial
   schedule MUPA follows: the only counter with a nonzero coefficient in
   the member's affine function of S's instances, which must be 1; -1
   when there is none (a skewed member, a piecewise one, or S not in
   MUPA).  A member gpugen_tile_deskew made the sum of two counters has
   none, so the coalescing score passes it over.  */

int
gpugen_member_counter (isl_multi_union_pw_aff *mupa, int m, gpugen_stmt *s)
{
  isl_union_pw_aff *upa = isl_multi_union_pw_aff_get_union_pw_aff (mupa, m);
  isl_aff *maff = NULL;
  isl_pw_aff_list *pl = isl_union_pw_aff_get_pw_aff_list (upa);
  isl_size npl = isl_pw_aff_list_n_pw_aff (pl);
  for (int i = 0; i < npl && !maff; i++)
    {
      isl_pw_aff *pa = isl_pw_aff_list_get_pw_aff (pl, i);
      isl_space *sp = isl_pw_aff_get_domain_space (pa);
      const char *name = isl_space_get_tuple_name (sp, isl_dim_set);
      bool same = (name && strcmp (name, isl_set_get_tuple_name (
				s->domain)) == 0);
      isl_space_free (sp);
      if (same)
	maff = single_aff (pa);
      else
	isl_pw_aff_free (pa);
    }
  isl_pw_aff_list_free (pl);
  isl_union_pw_aff_free (upa);
  if (!maff)
    return -1;
  int c = -1, nz = 0;
  isl_size nin = isl_aff_dim (maff, isl_dim_in);
  for (int i = 0; i < nin; i++)
    {
      isl_val *v = isl_aff_get_coefficient_val (maff, isl_dim_in, i);
      if (!isl_val_is_zero (v))
	{
	  nz++;
	  if (isl_val_is_one (v))
	    c = i;
	}
      isl_val_free (v);
    }
  isl_aff_free (maff);
  return nz == 1 ? c : -1;
}

/* The subscripts of the access ACC as one affine function of its
   statement's counters, or NULL (a piecewise or non-affine access, or
   one with divisions, such as c[i / 2] of gpugen-quasisub.cc, whose
   coefficients would not say how it moves with the counters).  */

__isl_give isl_multi_aff *
gpugen_access_subscripts (gpugen_access *acc)
{
  if (!acc->rel)
    return NULL;
  isl_pw_multi_aff *pma = isl_pw_multi_aff_from_map (isl_map_copy (acc->rel));
  isl_multi_aff *ma = NULL;
  if (pma && isl_pw_multi_aff_n_piece (pma) == 1)
    isl_pw_multi_aff_foreach_piece (pma, keep_multi_aff, &ma);
  isl_pw_multi_aff_free (pma);
  isl_size n = ma ? isl_multi_aff_size (ma) : 0;
  for (int d = 0; ma && d < n; d++)
    {
      isl_aff *sub = isl_multi_aff_get_at (ma, d);
      if (!sub || isl_aff_dim (sub, isl_dim_div) != 0)
	ma = isl_multi_aff_free (ma);
      isl_aff_free (sub);
    }
  return ma;
}

/* The coefficients of counter C in the subscripts of the access ACC,
   one per dimension, into *COEFS (the caller frees them); false when
   the subscripts are not one affine function of the statement's
   counters.  */

static bool
subscript_coefs (gpugen_access *acc, int c, auto_vec<isl_val *> *coefs)
{
  isl_multi_aff *ma = gpugen_access_subscripts (acc);
  if (!ma)
    return false;
  isl_size nd = isl_multi_aff_size (ma);
  bool ok = nd >= 0;
  for (int d = 0; d < nd && ok; d++)
    {
      isl_aff *sub = isl_multi_aff_get_at (ma, d);
      isl_val *v = isl_aff_get_coefficient_val (sub, isl_dim_in, c);
      ok = v != NULL;
      if (v)
	coefs->safe_push (v);
      isl_aff_free (sub);
    }
  isl_multi_aff_free (ma);
  return ok;
}

/* Free the coefficients of COEFS.  */

static void
free_coefs (auto_vec<isl_val *> &coefs)
{
  for (isl_val *v : coefs)
    isl_val_free (v);
}

/* Whether the subscripts of the access ACC are one affine function of
   its statement's counters; then set *LAST when its last subscript
   moves with counter C, *OTHER when another one does.  */

bool
gpugen_subscripts_moved (gpugen_access *acc, int c, bool *last, bool *other)
{
  *last = *other = false;
  auto_vec<isl_val *> coefs;
  bool ok = subscript_coefs (acc, c, &coefs);
  unsigned nd = coefs.length ();
  for (unsigned d = 0; ok && d < nd; d++)
    if (!isl_val_is_zero (coefs[d]))
      *(d == nd - 1 ? last : other) = true;
  free_coefs (coefs);
  return ok;
}

/* The coalescing score of member M of the band partial schedule MUPA
   over the statements STMTS: per access to an array with dimensions,
   +2 when the member moves only its last subscript, with unit stride
   (consecutive threads along x touch consecutive elements), -2 when it
   moves another subscript (a stride of a whole row between threads),
   0 when the access does not depend on it (one element for the warp);
   a write counts double, as it is not cached.  */

static int
coalescing_score (vec<gpugen_stmt *> &stmts, isl_multi_union_pw_aff *mupa,
		  int m)
{
  int score = 0;
  for (gpugen_stmt *s : stmts)
    {
      int c = gpugen_member_counter (mupa, m, s);
      if (c < 0)
	continue;
      for (gpugen_access *acc : s->accesses)
	{
	  gpugen_array *a = acc->array;
	  if (!acc->rel || a->n_dims == 0
	      || (a->kind != GPUGEN_ARRAY_MEMORY && !a->device_p))
	    continue;
	  isl_multi_aff *ma = gpugen_access_subscripts (acc);
	  if (!ma)
	    continue;
	  isl_size nd = isl_multi_aff_size (ma);
	  int w = acc->write_p ? 2 : 1;
	  for (int d = 0; d < nd; d++)
	    {
	      isl_aff *sub = isl_multi_aff_get_at (ma, d);
	      isl_val *v = isl_aff_get_coefficient_val (sub, isl_dim_in, c);
	      bool last = d == nd - 1;
	      if (!isl_val_is_zero (v))
		{
		  if (!last)
		    score -= 2 * w;
		  else if (isl_val_is_one (v) || isl_val_is_negone (v))
		    score += 2 * w;
		  else
		    score -= w;
		}
	      isl_val_free (v);
	      isl_aff_free (sub);
	    }
	  isl_multi_aff_free (ma);
	}
    }
  return score;
}

/* Of the members CANDIDATES of the band node BAND of SCOP, return the
   one with the best coalescing score (coalescing_score), the innermost
   on a tie, or -1 when the band's statements cannot be scored.  */

int
gpugen_coalescing_member (gpugen_scop *scop, isl_schedule_node *band,
			  vec<int> &candidates)
{
  auto_vec<gpugen_stmt *> stmts;
  isl_union_set *dom = isl_schedule_node_get_domain (band);
  bool ok = dom && domain_stmts (scop, dom, &stmts);
  isl_union_set_free (dom);
  if (!ok)
    return -1;
  isl_multi_union_pw_aff *mupa
    = isl_schedule_node_band_get_partial_schedule (band);
  int best = INT_MIN, x = -1;
  for (int m : candidates)
    {
      int sc = coalescing_score (stmts, mupa, m);
      if (sc >= best)
	{
	  best = sc;
	  x = m;
	}
    }
  isl_multi_union_pw_aff_free (mupa);
  return x;
}

/* Whether the band below the kernel mark MARK of SCOP is tiled (see the
   head of this file); if so, set *X and *Y to the members mapped to x
   and y.  */

static bool
plan_band (gpugen_scop *scop, isl_schedule_node *mark, int *x, int *y)
{
  isl_schedule_node *band = isl_schedule_node_get_child (mark, 0);
  if (!band || isl_schedule_node_get_type (band) != isl_schedule_node_band
      || isl_schedule_node_band_get_permutable (band) != isl_bool_true)
    {
      isl_schedule_node_free (band);
      return false;
    }
  isl_size nm = isl_schedule_node_band_n_member (band);
  auto_vec<int> coincident;
  for (int i = 0; i < nm; i++)
    if (isl_schedule_node_band_member_get_coincident (band, i)
	== isl_bool_true)
      coincident.safe_push (i);
  /* A band with no sequential member (a stencil's) only under
     tile=2.  */
  bool ok = (nm >= 2 && coincident.length () >= 2 && nm <= 8
	     && (gpugen_opts.tile >= 2 || (int) coincident.length () < nm));
  auto_vec<gpugen_stmt *> stmts;
  isl_union_set *dom = isl_schedule_node_get_domain (band);
  ok = ok && domain_stmts (scop, dom, &stmts);
  isl_union_set_free (dom);
  isl_multi_union_pw_aff *mupa
    = isl_schedule_node_band_get_partial_schedule (band);
  if (ok)
    {
      isl_union_map *sched
	= isl_schedule_node_band_get_partial_schedule_union_map (band);
      ok = band_reuse_p (stmts, sched);
      isl_union_map_free (sched);
    }
  *x = *y = -1;
  if (ok)
    {
      /* x: the best coalescing score, the innermost on a tie.  */
      int best = INT_MIN;
      for (int m : coincident)
	{
	  int sc = coalescing_score (stmts, mupa, m);
	  if (dump_file)
	    fprintf (dump_file, "[gpugen-tile] member %d: coalescing score "
		     "%d\n", m, sc);
	  if (sc >= best)
	    {
	      best = sc;
	      *x = m;
	    }
	}
      for (int m : coincident)
	if (m != *x)
	  {
	    *y = m;
	    break;
	  }
    }
  isl_multi_union_pw_aff_free (mupa);
  isl_schedule_node_free (band);
  return ok && *x >= 0 && *y >= 0;
}

/* Whether member B of the band partial schedule MUPA, over the
   statements STMTS, is skewed against member A: in every statement both
   follow a counter of their own (gpugen_member_counter), every access is
   to memory with affine subscripts, every subscript that moves with B's
   counter moves with A's by the same coefficient (the counter of a loop
   "for (j = i; ...)" counts j - i, so j's subscripts read i + j2), and
   some subscript does.  */

static bool
skewed_member_p (vec<gpugen_stmt *> &stmts, isl_multi_union_pw_aff *mupa,
		 int a, int b)
{
  int hits = 0;
  for (gpugen_stmt *s : stmts)
    {
      int ca = gpugen_member_counter (mupa, a, s);
      int cb = gpugen_member_counter (mupa, b, s);
      if (ca < 0 || cb < 0 || ca == cb)
	return false;
      for (gpugen_access *acc : s->accesses)
	{
	  if (acc->array->kind != GPUGEN_ARRAY_MEMORY)
	    return false;
	  auto_vec<isl_val *> va, vb;
	  bool ok = (subscript_coefs (acc, ca, &va)
		     && subscript_coefs (acc, cb, &vb)
		     && va.length () == vb.length ());
	  for (unsigned d = 0; ok && d < vb.length (); d++)
	    if (!isl_val_is_zero (vb[d]))
	      {
		ok = isl_val_eq (va[d], vb[d]) == isl_bool_true;
		hits++;
	      }
	  free_coefs (va);
	  free_coefs (vb);
	  if (!ok)
	    return false;
	}
    }
  return hits > 0;
}

/* Undo the skew of a triangular loop in the band below the kernel mark
   MARK of SCOP, before the band is tiled: where a member B follows the
   counter j2 = j - i of a loop "for (j = i; ...)" and the accesses read
   j = i + j2 (skewed_member_p against an earlier coincident member A
   following i), B's values become A's plus B's, the loop's own j.
   Tiles then cover the rows and columns of the arrays, not a
   parallelogram of them, so that their footprints are the tiles'
   (covariance's cov[i][j] += data[k][i] * data[k][j], j >= i: a 32 x
   32 tile reads 32 columns of data, not 63; symm's sequential k from
   i + 1 likewise), which shared memory and registers can hold.  Valid:
   the band stays permutable (distances along each member are
   nonnegative, so along their sum) and keeps its order (A comes before
   B, so instances equal up to B compare by A + B as by B); B stays
   coincident or not as it was (a distance along A + B is zero when both
   are, A being coincident).  Only bands that are tiled (plan_band) are
   changed.
   Return the mark, with the band replaced when it was skewed.  */

__isl_give isl_schedule_node *
gpugen_tile_deskew (gpugen_scop *scop, __isl_take isl_schedule_node *mark)
{
  int x, y;
  if (!mark || !plan_band (scop, mark, &x, &y))
    return mark;
  isl_schedule_node *band = isl_schedule_node_get_child (mark, 0);
  isl_size nm = isl_schedule_node_band_n_member (band);
  auto_vec<gpugen_stmt *> stmts;
  isl_union_set *dom = isl_schedule_node_get_domain (band);
  bool ok = domain_stmts (scop, dom, &stmts);
  isl_union_set_free (dom);
  isl_multi_union_pw_aff *mupa
    = isl_schedule_node_band_get_partial_schedule (band);
  int a = -1, b = -1;
  for (int j = 1; ok && j < nm && b < 0; j++)
    for (int i = 0; i < j && b < 0; i++)
      if (isl_schedule_node_band_member_get_coincident (band, i)
	  == isl_bool_true
	  && skewed_member_p (stmts, mupa, i, j))
	{
	  a = i;
	  b = j;
	}
  if (b < 0)
    {
      isl_multi_union_pw_aff_free (mupa);
      isl_schedule_node_free (band);
      return mark;
    }
  if (dump_file)
    fprintf (dump_file, "[gpugen-tile] member %d follows member %d's skew: "
	     "its values become the sum of both\n", b, a);
  isl_union_pw_aff *sum
    = isl_union_pw_aff_add (isl_multi_union_pw_aff_get_union_pw_aff (mupa, a),
			    isl_multi_union_pw_aff_get_union_pw_aff (mupa, b));
  mupa = isl_multi_union_pw_aff_set_union_pw_aff (mupa, b, sum);
  auto_vec<int> coincident;
  for (int i = 0; i < nm; i++)
    coincident.safe_push (isl_schedule_node_band_member_get_coincident (band,
									 i)
			  == isl_bool_true);
  isl_schedule_node_free (mark);
  isl_schedule_node *node = isl_schedule_node_delete (band);
  node = isl_schedule_node_insert_partial_schedule (node, mupa);
  node = isl_schedule_node_band_set_permutable (node, 1);
  for (int i = 0; i < nm; i++)
    node = isl_schedule_node_band_member_set_coincident (node, i,
							  coincident[i]);
  return isl_schedule_node_parent (node);
}

/* The number of kernels of the tree at NODE, marked for SCOP, that
   would be tiled.  */

static int
count_tiled (gpugen_scop *scop, isl_schedule_node *node)
{
  if (isl_schedule_node_get_type (node) == isl_schedule_node_mark)
    {
      isl_id *id = isl_schedule_node_mark_get_id (node);
      const char *name = id ? isl_id_get_name (id) : NULL;
      bool k = name && strncmp (name, "kernel_", 7) == 0;
      isl_id_free (id);
      int x, y;
      if (k)
	return plan_band (scop, node, &x, &y) ? 1 : 0;
    }
  int n = 0;
  isl_size nc = isl_schedule_node_n_children (node);
  for (int i = 0; i < nc; i++)
    {
      isl_schedule_node *c = isl_schedule_node_get_child (node, i);
      n += count_tiled (scop, c);
      isl_schedule_node_free (c);
    }
  return n;
}

/* The number of kernels of SCHED, with its kernel marks, that would be
   tiled: gpugen-map.cc prefers a schedule with more.  */

int
gpugen_tile_count (gpugen_scop *scop, isl_schedule *sched)
{
  if (!gpugen_opts.tile || !sched)
    return 0;
  isl_schedule_node *root = isl_schedule_get_root (sched);
  int n = root ? count_tiled (scop, root) : 0;
  isl_schedule_node_free (root);
  return n;
}

/* Set the tile sizes of T, the tiling of kernel K, from the sizes=
   option when it names them: "{ kernel[K] -> tile[S0, ...] }" with as
   many sizes, from 1 to 256, as the band has members.  A value that
   isl cannot read, or that does not fit, is ignored, as the dump
   says.  */

static void
override_sizes (int k, gpugen_tiling *t)
{
  if (!gpugen_opts.sizes)
    return;
  isl_union_map *um = isl_union_map_read_from_str (gpugen_isl_ctx,
						   gpugen_opts.sizes);
  if (!um)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-tile] sizes= is not an isl map: %s\n",
		 gpugen_opts.sizes);
      return;
    }
  char buf[64];
  snprintf (buf, sizeof buf, "{ kernel[%d] }", k);
  um = isl_union_map_intersect_domain (
    um, isl_union_set_read_from_str (gpugen_isl_ctx, buf));
  isl_set_list *list = isl_union_set_get_set_list (isl_union_map_range (um));
  isl_size n = isl_set_list_n_set (list);
  for (int i = 0; i < n; i++)
    {
      isl_set *s = isl_set_list_get_set (list, i);
      const char *name = isl_set_get_tuple_name (s);
      if (name && strcmp (name, "tile") == 0
	  && isl_set_dim (s, isl_dim_set) == t->n_member)
	{
	  bool ok = true;
	  auto_vec<int> v;
	  for (int d = 0; d < t->n_member && ok; d++)
	    {
	      isl_val *val = isl_set_plain_get_val_if_fixed (s, isl_dim_set,
							     d);
	      ok = (val && isl_val_is_int (val) && isl_val_cmp_si (val, 1) >= 0
		    && isl_val_cmp_si (val, 256) <= 0);
	      if (ok)
		v.safe_push (isl_val_get_num_si (val));
	      isl_val_free (val);
	    }
	  for (int d = 0; ok && d < t->n_member; d++)
	    t->sizes[d] = v[d];
	  if (!ok && dump_file)
	    fprintf (dump_file, "[gpugen-tile] kernel %d: sizes= gives no "
		     "tile of %d sizes from 1 to 256\n", k, t->n_member);
	}
      else if (dump_file)
	fprintf (dump_file, "[gpugen-tile] kernel %d: sizes= entry %s not "
		 "used (only tile[...] with one size per band member)\n", k,
		 name ? name : "?");
      isl_set_free (s);
    }
  isl_set_list_free (list);
}

/* Decide whether the kernel KERNEL at the mark MARK of SCOP is tiled;
   if so, set its tiling, mapped axes, block sizes and most blocks, and
   return true (see the head of this file).  A nonzero WIDE asks for the
   wide register tiles of a kernel's wide version, WIDE along the
   sequential members (gpugen-register.cc), and no sizes= override.  */

bool
gpugen_tile_plan (gpugen_scop *scop, isl_schedule_node *mark,
		  gpugen_kernel *kernel, int wide)
{
  int size = gpugen_opts.tile_size == 64 ? 64 : 32;
  int x, y;
  if (!plan_band (scop, mark, &x, &y))
    return false;
  isl_schedule_node *band = isl_schedule_node_get_child (mark, 0);
  isl_size nm = isl_schedule_node_band_n_member (band);

  gpugen_tiling *t = XCNEW (gpugen_tiling);
  t->n_member = nm;
  for (int i = 0; i < nm; i++)
    t->sizes.safe_push (size);
  t->axis_member[0] = x;
  t->axis_member[1] = y;
  /* A wide version may fill a block's static shared memory: it runs
     where a launch has many blocks, two a multiprocessor.  */
  t->shared_max = wide ? GPUGEN_SHARED_STATIC_BYTES : 0;
  kernel->tiling = t;
  kernel->n_map = 2;
  kernel->block[0] = TILE_BLOCK_X;
  kernel->block[1] = TILE_BLOCK_Y;
  kernel->block[2] = 1;
  kernel->grid_max[0] = kernel->grid_max[1] = TILE_GRID_MAX;
  kernel->grid_max[2] = 1;
  /* Register tiling (gpugen-register.cc) sets its own default sizes,
     which sizes= overrides, and then checks them.  */
  bool regs = gpugen_register_plan (scop, band, kernel, wide);
  isl_schedule_node_free (band);
  if (!wide)
    override_sizes (kernel->id, t);
  if (regs)
    gpugen_register_check (kernel);
  return true;
}

/* Drop the register tiling of KERNEL (gpugen-register.cc), whose
   schedule or AST isl could not make, and give its tiling the sizes it
   has without registers.  */

void
gpugen_tile_drop_registers (gpugen_kernel *kernel)
{
  gpugen_tiling *t = kernel->tiling;
  if (!t)
    return;
  gpugen_register_free (t);
  int size = gpugen_opts.tile_size == 64 ? 64 : 32;
  for (int i = 0; i < t->n_member; i++)
    t->sizes[i] = size;
  override_sizes (kernel->id, t);
}

/* The number of values of the member mapped to axis AXIS that one block
   of KERNEL runs: its tile size when tiled, 1 along x for a kernel
   whose blocks of lanes run a row each, else its block size.  */

int
gpugen_tile_values (gpugen_kernel *kernel, int axis)
{
  if (kernel->tiling && axis < 2)
    return kernel->tiling->sizes[kernel->tiling->axis_member[axis]];
  /* A block of lanes runs one row (gpugen-reduce-lanes.cc).  */
  if (kernel->lanes && axis == 0)
    return 1;
  return kernel->block[axis];
}

/* Return the filter that keeps, of the instances reaching the band
   BAND, those whose member M has a value v with v = P + STEP k for some
   integer k, P being the parameter named PARAM.  */

static __isl_give isl_union_set *
congruence_filter (isl_schedule_node *band, int m, const char *param,
		   long step)
{
  char buf[256];
  snprintf (buf, sizeof buf, "[%s] -> { [v] : exists (k : v = %s + %ld k) }",
	    param, param, step);
  isl_union_set *dom = isl_schedule_node_get_domain (band);
  isl_set *vs = isl_set_read_from_str (gpugen_isl_ctx, buf);
  vs = isl_set_align_params (vs, isl_union_set_get_space (dom));
  isl_multi_union_pw_aff *mupa
    = isl_schedule_node_band_get_partial_schedule (band);
  isl_union_pw_aff *upa = isl_multi_union_pw_aff_get_union_pw_aff (mupa, m);
  isl_multi_union_pw_aff_free (mupa);
  isl_union_map *um = isl_union_map_from_union_pw_aff (upa);
  um = isl_union_map_intersect_range (um, isl_union_set_from_set (vs));
  return isl_union_set_intersect (dom, isl_union_map_domain (um));
}

/* Tile the band at the top of SCHED, the schedule of one launch of
   KERNEL of SCOP (gpugen-map.cc's copy of the subtree below its mark),
   map it and promote to shared memory (gpugen-shared.cc); see the head
   of this file.  Return the new schedule, or NULL on failure.  */

__isl_give isl_schedule *
gpugen_tile_schedule (gpugen_scop *scop, gpugen_kernel *kernel,
		      __isl_take isl_schedule *sched)
{
  gpugen_tiling *t = kernel->tiling;
  /* The promotions of an earlier attempt (gpugen-map.cc tiles again
     without registers when isl fails on the register tiling).  */
  gpugen_shared_drop (t);
  isl_schedule_node *node = isl_schedule_get_root (sched);
  isl_schedule_free (sched);
  if (node && isl_schedule_node_n_children (node) == 1)
    node = isl_schedule_node_child (node, 0);
  if (!node
      || isl_schedule_node_get_type (node) != isl_schedule_node_band
      || isl_schedule_node_band_n_member (node) != t->n_member)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-tile] kernel %d: no band of %d members "
		 "to tile\n", kernel->id, t->n_member);
      isl_schedule_node_free (node);
      return NULL;
    }

  /* The band's schedule before tiling, for the padding of the shared
     copies' rows.  */
  isl_multi_union_pw_aff *band
    = isl_schedule_node_band_get_partial_schedule (node);

  /* Tile loops count tiles; point loops run from 0 to the size.  */
  isl_ctx *ctx = gpugen_isl_ctx;
  int old_scale = isl_options_get_tile_scale_tile_loops (ctx);
  int old_shift = isl_options_get_tile_shift_point_loops (ctx);
  isl_options_set_tile_scale_tile_loops (ctx, 0);
  isl_options_set_tile_shift_point_loops (ctx, 1);
  isl_multi_val *sizes = isl_multi_val_zero (
    isl_schedule_node_band_get_space (node));
  for (int i = 0; i < t->n_member; i++)
    sizes = isl_multi_val_set_val (sizes, i,
				   isl_val_int_from_si (ctx, t->sizes[i]));
  node = isl_schedule_node_band_tile (node, sizes);
  isl_options_set_tile_scale_tile_loops (ctx, old_scale);
  isl_options_set_tile_shift_point_loops (ctx, old_shift);

  /* The block's tiles (axis x: b1, y: b2, gpugen-map.cc's names), and
     the thread's points (t1, t2).  */
  isl_union_set *f = NULL, *fp = NULL;
  isl_schedule_node *pband = node ? isl_schedule_node_get_child (node, 0)
			     : NULL;
  for (int a = 0; a < 2 && node && pband; a++)
    {
      isl_union_set *fa = congruence_filter (node, t->axis_member[a],
					     a == 0 ? "b1" : "b2",
					     kernel->grid_max[a]);
      f = f ? isl_union_set_intersect (f, fa) : fa;
      fa = congruence_filter (pband, t->axis_member[a],
			      a == 0 ? "t1" : "t2", kernel->block[a]);
      fp = fp ? isl_union_set_intersect (fp, fa) : fa;
    }
  isl_schedule_node_free (pband);
  /* A register-tiled kernel: the tile band split in two, the point band
     reordered (gpugen-register.cc).  */
  bool regs = !t->regs.is_empty ();
  if (regs)
    node = gpugen_register_bands (kernel, node);
  node = isl_schedule_node_insert_filter (node, f);
  node = isl_schedule_node_child (node, 0);
  node = isl_schedule_node_child (node, 0);
  if (regs)
    node = isl_schedule_node_child (node, 0);

  /* The point band: what the tile band's iteration reads, before the
     thread's filter.  */
  isl_union_set *dom = isl_schedule_node_get_domain (node);
  isl_union_map *prefix
    = isl_schedule_node_get_prefix_schedule_union_map (node);
  node = isl_schedule_node_insert_filter (node, fp);
  if (regs)
    {
      /* The promotions serve every tile; the copies go into the full
	 and the partial tiles apart (gpugen-register.cc).  */
      gpugen_shared_plan (scop, kernel, dom, prefix, band);
      /* Registers pay only where the reduction's operands come from
	 shared memory: a read that moves with a sequential member and
	 stays in global memory (a skewed footprint of no fixed size:
	 covariance's data[k][j]) costs each thread one load per slot
	 and step.  Such a kernel is tiled again without registers
	 (gpugen-map.cc).  */
      if (!gpugen_shared_serves_p (scop, kernel, dom, band))
	{
	  if (dump_file)
	    fprintf (dump_file, "[gpugen-tile] kernel %d: a read of the "
		     "reduction stays in global memory; no register "
		     "tiling\n", kernel->id);
	  node = isl_schedule_node_free (node);
	}
      isl_union_set_free (dom);
      isl_union_map_free (prefix);
      if (node)
	node = gpugen_register_insert (scop, kernel, node);
    }
  else
    node = gpugen_shared_insert (scop, kernel, node, dom, prefix, band);
  isl_multi_union_pw_aff_free (band);
  isl_schedule *res = node ? isl_schedule_node_get_schedule (node) : NULL;
  isl_schedule_node_free (node);
  return res;
}

/* Return the description of KERNEL's tiling for the -fopt-info remark
   (malloc'ed): "tiled 32x32x32 (x: member 1, y: member 0), shared: A
   B", then its registers and its wide version if any, or NULL when
   KERNEL is not tiled.  */

char *
gpugen_tile_describe (gpugen_kernel *kernel)
{
  gpugen_tiling *t = kernel ? kernel->tiling : NULL;
  if (!t)
    return NULL;
  std::string s = "tiled ";
  for (unsigned i = 0; i < t->sizes.length (); i++)
    s += (i ? "x" : "") + std::to_string (t->sizes[i]);
  s += " (x: member " + std::to_string (t->axis_member[0]) + ", y: member "
       + std::to_string (t->axis_member[1]) + "), shared:";
  if (t->shared.is_empty ())
    s += " none";
  for (gpugen_promotion &p : t->shared)
    s += std::string (" ") + p.name;
  if (!t->regs.is_empty ())
    {
      s += ", registers " + std::to_string (t->slots[1]) + "x"
	   + std::to_string (t->slots[0]) + " per thread:";
      for (gpugen_register &r : t->regs)
	s += std::string (" ") + r.array->name;
      if (t->mma)
	s += " (tensor cores)";
    }
  if (kernel->alt && kernel->alt->tiling)
    {
      gpugen_tiling *w = kernel->alt->tiling;
      s += ", wide version ";
      for (unsigned i = 0; i < w->sizes.length (); i++)
	s += (i ? "x" : "") + std::to_string (w->sizes[i]);
      s += " (registers " + std::to_string (w->slots[1]) + "x"
	   + std::to_string (w->slots[0])
	   + (w->mma ? ", tensor cores" : "") + ") from "
	   + std::to_string (gpugen_opts.wide_blocks) + " blocks";
    }
  return xstrdup (s.c_str ());
}

/* Print KERNEL's tiling, if any, to the dump FILE as "gpugen: SCoP S
   kernel K: tiles 32 32 32, x member 1, y member 0, shared A B".  */

void
gpugen_tile_dump (FILE *file, int scop_id, gpugen_kernel *kernel)
{
  gpugen_tiling *t = kernel ? kernel->tiling : NULL;
  if (!file || !t)
    return;
  fprintf (file, "gpugen: SCoP %d kernel %d: tiles", scop_id, kernel->id);
  for (int s : t->sizes)
    fprintf (file, " %d", s);
  fprintf (file, ", x member %d, y member %d, shared", t->axis_member[0],
	   t->axis_member[1]);
  for (gpugen_promotion &pr : t->shared)
    fprintf (file, " %s", pr.name);
  if (!t->regs.is_empty ())
    {
      fprintf (file, ", registers %dx%d", t->slots[1], t->slots[0]);
      for (gpugen_register &r : t->regs)
	fprintf (file, " %s", r.array->name);
    }
  fprintf (file, "\n");
}

/* Free the tiling T (may be NULL).  */

void
gpugen_tiling_free (gpugen_tiling *t)
{
  if (!t)
    return;
  gpugen_shared_drop (t);
  t->shared.release ();
  gpugen_register_free (t);
  t->sizes.release ();
  free (t);
}
