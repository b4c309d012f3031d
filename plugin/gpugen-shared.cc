/* Promotion of tiled gpugen kernels' arrays to shared memory.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Input: the schedule of a tiled kernel (gpugen-tile.cc) at its thread
   filter, the instances of one iteration of the tile loops and the tile
   loops' values.  Output: the arrays promoted to __shared__ memory
   (kernel->tiling->shared) and, in the schedule, the statements that
   copy them in, as PPCG does it (TACO 2013, section 5), and their CUDA.

   An array is promoted when the kernel reads it and does not write it,
   the elements one tile iteration reads (its footprint) lie in a box of
   fixed size whose offset is an affine function of the tile loops (the
   simple fixed box hull of isl), and the box holds fewer elements than
   the tile's reads of the array (reuse within the tile: a contraction's
   A[i][k] is read by every j); the boxes of one kernel stay within
   SHARED_BYTES_MAX.

   Per tile iteration, inserted in the schedule before the thread's
   point loops (isl extension nodes, so that isl's AST generator writes
   their loops):
     gpugen_setup[P]        sets the offsets "sho_<array>_<k>" of every
			    promoted array for the tile loops' values P;
     gpugen_copy_<j>[P, a]  copies element a of the footprint of array j
			    into "sh_<array>", each thread the elements
			    whose last subscript is its threadIdx.x modulo
			    the block's x size (consecutive threads load
			    consecutive addresses), and whose second last
			    its threadIdx.y modulo y's;
     gpugen_sync_0[P]       __syncthreads ();
   and after the point loops
     gpugen_sync_1[P]       __syncthreads (), before the next tile
			    iteration overwrites the copies.
   The setup and barrier statements depend on the tile loops only, which
   every thread of a block runs alike (gpugen-tile.cc), so every thread
   reaches every barrier.  The statements' references to a promoted
   array read sh_<array> at their subscripts minus the offsets
   (shared_ref_str).  */

#include "gpugen-cuda.h"

/* The most shared memory the promoted arrays of one kernel may take by
   default, in bytes: below the 48 KiB of static shared memory a block
   may have, leaving room for the rows' padding and for more blocks a
   multiprocessor.  A kernel's wide version may take all of it
   (gpugen_tiling's shared_max).  */
#define SHARED_BYTES_MAX (40 * 1024)

/* The elements of the shared copy of the promotion P: its box, with the
   rows of its last dimension padded by P.PAD elements.  */

long
gpugen_promotion_elements (const gpugen_promotion &p)
{
  long n = 1;
  for (unsigned k = 0; k < p.size.length (); k++)
    n *= p.size[k] + (k + 1 == p.size.length () ? p.pad : 0);
  return n;
}

/* The statements of the domain DOM of SCOP that are statements.  */

static void
shared_stmts (gpugen_scop *scop, isl_union_set *dom,
	      vec<gpugen_stmt *> *stmts)
{
  isl_set_list *list = isl_union_set_get_set_list (dom);
  isl_size n = isl_set_list_n_set (list);
  for (int i = 0; i < n; i++)
    {
      isl_set *s = isl_set_list_get_set (list, i);
      const char *name = isl_set_get_tuple_name (s);
      int id;
      if (name && sscanf (name, "S_%d", &id) == 1 && id >= 0
	  && id < (int) scop->stmts.length ())
	stmts->safe_push (scop->stmts[id]);
      isl_set_free (s);
    }
  isl_set_list_free (list);
}

/* Whether the affine function AFF can be printed by offset_str: integer
   coefficients, no division.  */

static bool
plain_aff_p (isl_aff *aff)
{
  if (!aff || isl_aff_dim (aff, isl_dim_div) != 0)
    return false;
  isl_val *d = isl_aff_get_denominator_val (aff);
  bool one = isl_val_is_one (d);
  isl_val_free (d);
  return one;
}

/* The footprint relation of the reads GROUP of array A in the
   statements STMTS (all their accesses to A when GROUP is empty): from
   the tile loops' values (PREFIX: instances to them, restricted to DOM)
   to the elements the instances read; NULL unless it is one relation,
   STMTS read A and none writes it.  Count the reads in *N_READS.  */

static __isl_give isl_map *
footprint (vec<gpugen_stmt *> &stmts, gpugen_array *a,
	   vec<gpugen_access *> &group, isl_union_set *dom,
	   isl_union_map *prefix, int *n_reads)
{
  isl_union_map *reads = NULL;
  *n_reads = 0;
  for (gpugen_stmt *s : stmts)
    for (gpugen_access *acc : s->accesses)
      {
	if (acc->array != a)
	  continue;
	if (acc->write_p || !acc->rel)
	  {
	    isl_union_map_free (reads);
	    return NULL;
	  }
	if (!group.is_empty () && !group.contains (acc))
	  continue;
	(*n_reads)++;
	isl_union_map *u = isl_union_map_from_map (isl_map_copy (acc->rel));
	reads = reads ? isl_union_map_union (reads, u) : u;
      }
  if (!reads)
    return NULL;
  reads = isl_union_map_intersect_domain (reads, isl_union_set_copy (dom));
  isl_union_map *f = isl_union_map_apply_range (
    isl_union_map_reverse (isl_union_map_copy (prefix)), reads);
  if (isl_union_map_n_map (f) != 1)
    {
      isl_union_map_free (f);
      return NULL;
    }
  return isl_map_from_union_map (f);
}

/* Try to promote the reads GROUP of array A (all of them when GROUP is
   empty): record the promotion in T and return its footprint relation,
   or NULL when it is not promoted.  *BYTES counts the shared memory
   taken so far; POINTS is the number of points of a tile.  */

static __isl_give isl_map *
try_promote (gpugen_tiling *t, vec<gpugen_stmt *> &stmts, gpugen_array *a,
	     vec<gpugen_access *> &group, isl_union_set *dom,
	     isl_union_map *prefix, long points, long *bytes)
{
  if (a->n_dims == 0 || a->priv_depth > 0
      || (a->kind != GPUGEN_ARRAY_MEMORY && !a->device_p)
      || !gpugen_cuda::ctype (a->elt_type)
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (a->elt_type)))
    return NULL;
  int n_reads;
  isl_map *f = footprint (stmts, a, group, dom, prefix, &n_reads);
  if (!f)
    return NULL;
  isl_fixed_box *box = isl_map_get_range_simple_fixed_box_hull (f);
  bool ok = box && isl_fixed_box_is_valid (box) == isl_bool_true;
  isl_multi_val *size = ok ? isl_fixed_box_get_size (box) : NULL;
  isl_multi_aff *off = ok ? isl_fixed_box_get_offset (box) : NULL;
  isl_fixed_box_free (box);
  long volume = 1;
  auto_vec<int> sizes;
  for (int k = 0; ok && k < a->n_dims; k++)
    {
      isl_val *v = isl_multi_val_get_at (size, k);
      if (!isl_val_is_int (v) || isl_val_cmp_si (v, 1) < 0
	  || isl_val_cmp_si (v, 4096) > 0)
	ok = false;
      else
	{
	  sizes.safe_push (isl_val_get_num_si (v));
	  volume *= sizes.last ();
	}
      isl_val_free (v);
      isl_aff *o = ok ? isl_multi_aff_get_at (off, k) : NULL;
      ok = ok && plain_aff_p (o);
      isl_aff_free (o);
    }
  long elt = ok ? (long) tree_to_uhwi (TYPE_SIZE_UNIT (a->elt_type)) : 0;
  /* Reuse within the tile, and room for it.  */
  ok = ok && volume < (long) n_reads * points
       && *bytes + volume * elt <= (t->shared_max ? t->shared_max
				    : SHARED_BYTES_MAX);
  isl_multi_val_free (size);
  if (!ok)
    {
      isl_multi_aff_free (off);
      isl_map_free (f);
      return NULL;
    }
  *bytes += volume * elt;
  gpugen_promotion pr;
  memset (&pr, 0, sizeof pr);
  pr.array = a;
  pr.accesses = vNULL;
  for (gpugen_access *acc : group)
    pr.accesses.safe_push (acc);
  pr.name = (group.is_empty () ? xstrdup (a->name)
	     : xasprintf ("%s_g%u", a->name, t->shared.length ()));
  pr.size = vNULL;
  for (int s : sizes)
    pr.size.safe_push (s);
  pr.offset = off;
  pr.footprint = isl_map_copy (f);
  t->shared.safe_push (pr);
  return f;
}

/* Return { [P] -> NAME[P] } for the tile loops' values P in PSET.  */

static __isl_give isl_map *
per_tile (isl_set *pset, const char *name)
{
  isl_map *m = isl_map_identity (isl_space_map_from_set (
    isl_set_get_space (pset)));
  m = isl_map_intersect_domain (m, isl_set_copy (pset));
  return isl_map_set_tuple_name (m, isl_dim_out, name);
}

/* Return the extension { [P] -> NAME[P, a] } of the footprint F of a
   promoted array of D dimensions, each element for one thread of the
   block (see the head of this file).  */

static __isl_give isl_map *
copy_extension (__isl_take isl_map *f, const char *name, int d,
		gpugen_kernel *kernel)
{
  isl_size np = isl_map_dim (f, isl_dim_in);
  isl_map *m = isl_map_reverse (isl_map_domain_map (f));
  m = isl_map_flatten_range (m);
  m = isl_map_set_tuple_name (m, isl_dim_out, name);
  /* The threads' share.  */
  std::string s = "[t1, t2] -> { ";
  s += name;
  s += "[";
  for (int i = 0; i < np + d; i++)
    s += gpugen_cuda::sfmt ("%sx%d", i ? ", " : "", i);
  s += "] : exists (e0, e1 : ";
  int bx = kernel->block[0], by = kernel->block[1];
  if (d == 1)
    s += gpugen_cuda::sfmt ("x%d = t1 + %d t2 + %d e0", np, bx, bx * by);
  else
    s += gpugen_cuda::sfmt ("x%d = t1 + %d e0 and x%d = t2 + %d e1",
			    np + d - 1, bx, np + d - 2, by);
  s += ") }";
  isl_set *share = isl_set_read_from_str (gpugen_isl_ctx, s.c_str ());
  share = isl_set_align_params (share, isl_map_get_space (m));
  m = isl_map_align_params (m, isl_set_get_space (share));
  return isl_map_intersect_range (m, share);
}

/* Return the schedule of the copies of the range of the extension EXT:
   NAME[P, a] -> [a].  */

static __isl_give isl_multi_union_pw_aff *
copy_schedule (isl_map *ext)
{
  isl_set *r = isl_map_range (isl_map_copy (ext));
  isl_size np = isl_map_dim (ext, isl_dim_in);
  isl_map *m = isl_map_identity (isl_space_map_from_set (
    isl_set_get_space (r)));
  m = isl_map_intersect_domain (m, r);
  m = isl_map_project_out (m, isl_dim_out, 0, np);
  m = isl_map_reset_tuple_id (m, isl_dim_out);
  return isl_multi_union_pw_aff_from_union_map (isl_union_map_from_map (m));
}

/* Whether the register-tiled KERNEL copies its promotion P with the
   same number of elements per thread: the sizes of P's box along the
   dimensions the threads share (see copy_extension) multiples of the
   block's.  */

static bool
even_share_p (gpugen_kernel *kernel, gpugen_promotion &p)
{
  int bx = kernel->block[0], by = kernel->block[1];
  int d = p.size.length ();
  if (kernel->tiling->regs.is_empty () || d == 0 || bx <= 0 || by <= 0)
    return false;
  if (d == 1)
    return p.size[0] % (bx * by) == 0;
  return p.size[d - 1] % bx == 0 && p.size[d - 2] % by == 0;
}

/* Free the promotions recorded in T.  */

void
gpugen_shared_drop (gpugen_tiling *t)
{
  for (gpugen_promotion &p : t->shared)
    {
      p.size.release ();
      p.accesses.release ();
      free (p.name);
      isl_multi_aff_free (p.offset);
      isl_map_free (p.footprint);
    }
  t->shared.truncate (0);
}

/* Whether consecutive threads along x read down a column of the shared
   copy of the promotion P of the tiling T: one of P's reads in STMTS
   has a subscript other than the last that moves with the counter of
   the band member mapped to x (BAND, the band's partial schedule), and
   a last subscript that does not.  Their addresses are then a row
   apart, in one bank when the row length is a multiple of 32 words
   (syrk's A[j][k] with j along x), unless the rows are padded.  */

static bool
column_read_p (gpugen_tiling *t, vec<gpugen_stmt *> &stmts,
	       gpugen_promotion &p, isl_multi_union_pw_aff *band)
{
  if (!band || p.size.length () < 2)
    return false;
  for (gpugen_stmt *s : stmts)
    {
      int c = gpugen_member_counter (band, t->axis_member[0], s);
      if (c < 0)
	continue;
      for (gpugen_access *acc : s->accesses)
	{
	  if (acc->array != p.array || acc->write_p
	      || (!p.accesses.is_empty () && !p.accesses.contains (acc)))
	    continue;
	  bool last, other;
	  if (gpugen_subscripts_moved (acc, c, &last, &other)
	      && other && !last)
	    return true;
	}
    }
  return false;
}

/* Decide which arrays of the tiled KERNEL of SCOP are promoted (see the
   head of this file) and record them in its tiling, with the offsets
   and sizes of their shared copies: DOM is what one iteration of the
   tile loops runs, PREFIX the tile loops' values of the instances, for
   every tile (so that the offsets serve every tile); BAND the partial
   schedule of the band before tiling, for the rows' padding.  Return
   whether anything is promoted.  */

bool
gpugen_shared_plan (gpugen_scop *scop, gpugen_kernel *kernel,
		    isl_union_set *dom, isl_union_map *prefix,
		    isl_multi_union_pw_aff *band)
{
  gpugen_tiling *t = kernel->tiling;
  auto_vec<gpugen_stmt *> stmts;
  shared_stmts (scop, dom, &stmts);
  long points = 1;
  for (int s : t->sizes)
    points *= s;
  long bytes = 0;
  /* The footprints, one per promotion: of all the reads of an array,
     or, where those have no box of fixed size (a product's A[i][k] and
     A[j][k], a box per tile of i and one per tile of j), of each read
     alone, as PPCG's reference groups.  */
  for (unsigned j = 0; j < scop->arrays.length (); j++)
    {
      gpugen_array *a = scop->arrays[j];
      auto_vec<gpugen_access *> all;
      isl_map *f = try_promote (t, stmts, a, all, dom, prefix, points,
				&bytes);
      if (f)
	{
	  isl_map_free (f);
	  continue;
	}
      for (gpugen_stmt *st : stmts)
	for (gpugen_access *acc : st->accesses)
	  if (acc->array == a && !acc->write_p)
	    {
	      auto_vec<gpugen_access *> one;
	      one.safe_push (acc);
	      isl_map_free (try_promote (t, stmts, a, one, dom, prefix,
					 points, &bytes));
	    }
    }
  long padded = 0;
  for (gpugen_promotion &p : t->shared)
    {
      p.pad = column_read_p (t, stmts, p, band) ? 1 : 0;
      long elt = tree_to_uhwi (TYPE_SIZE_UNIT (p.array->elt_type));
      padded += gpugen_promotion_elements (p) * elt;
    }
  /* With the padding, the copies must still fit a block.  */
  if (padded > GPUGEN_SHARED_STATIC_BYTES)
    gpugen_shared_drop (t);
  isl_union_set *pdom = isl_union_set_apply (isl_union_set_copy (dom),
					     isl_union_map_copy (prefix));
  if (!pdom || isl_union_set_n_set (pdom) != 1)
    gpugen_shared_drop (t);
  isl_union_set_free (pdom);
  return !t->shared.is_empty ();
}

/* Whether every read of the register-tiled KERNEL of SCOP (its
   statements those of DOM; BAND the band's partial schedule before
   tiling) whose subscripts move with a member of the band that is not
   mapped to the threads (the reduction's) is served from fast memory:
   by a promotion to shared memory or by the kernel's registers.  A
   member whose counter is not plain (skewed) counts as moving every
   subscript.  */

bool
gpugen_shared_serves_p (gpugen_scop *scop, gpugen_kernel *kernel,
			isl_union_set *dom, isl_multi_union_pw_aff *band)
{
  gpugen_tiling *t = kernel->tiling;
  auto_vec<gpugen_stmt *> stmts;
  shared_stmts (scop, dom, &stmts);
  for (gpugen_stmt *s : stmts)
    for (gpugen_access *acc : s->accesses)
      {
	gpugen_array *a = acc->array;
	if (acc->write_p || a->n_dims == 0
	    || (a->kind != GPUGEN_ARRAY_MEMORY && !a->device_p))
	  continue;
	bool served = false;
	for (gpugen_register &r : t->regs)
	  served |= r.array == a;
	for (gpugen_promotion &p : t->shared)
	  served |= (p.array == a
		     && (p.accesses.is_empty () || p.accesses.contains (acc)));
	if (served)
	  continue;
	isl_multi_aff *ma = gpugen_access_subscripts (acc);
	bool affine = ma != NULL;
	isl_multi_aff_free (ma);
	if (!band || !affine)
	  return false;
	for (int m = 0; m < t->n_member; m++)
	  {
	    if (m == t->axis_member[0] || m == t->axis_member[1])
	      continue;
	    int c = gpugen_member_counter (band, m, s);
	    bool last, other;
	    if (c < 0 || !gpugen_subscripts_moved (acc, c, &last, &other)
		|| last || other)
	      return false;
	  }
      }
  return true;
}

/* Insert the copies of the promotions of the tiled KERNEL (see
   gpugen_shared_plan) and the barriers around the thread's filter
   POINT, for the tiles of DOM (what one iteration of the tile loops
   runs below POINT; PREFIX the tile loops' values of the instances):
   a register-tiled kernel's full and partial tiles each copy only for
   their own tiles.  Return the node, POINT itself where nothing is
   promoted, or NULL on an isl error.  */

__isl_give isl_schedule_node *
gpugen_shared_graft (gpugen_kernel *kernel,
		     __isl_take isl_schedule_node *point,
		     __isl_take isl_union_set *dom,
		     __isl_take isl_union_map *prefix)
{
  gpugen_tiling *t = kernel->tiling;
  if (t->shared.is_empty () || !point)
    {
      isl_union_set_free (dom);
      isl_union_map_free (prefix);
      return point;
    }
  isl_union_set *pdom = isl_union_set_apply (dom, prefix);
  if (!pdom || isl_union_set_n_set (pdom) != 1)
    {
      isl_union_set_free (pdom);
      return isl_schedule_node_free (point);
    }
  isl_set *pset = isl_set_from_union_set (pdom);
  /* The footprints of the plan, for the tiles of DOM.  */
  auto_vec<isl_map *> fps;
  for (gpugen_promotion &p : t->shared)
    fps.safe_push (isl_map_intersect_domain (isl_map_copy (p.footprint),
					     isl_set_copy (pset)));

  /* Before the point loops: setup, copies, barrier.  */
  isl_union_map *ext
    = isl_union_map_from_map (per_tile (pset, "gpugen_setup"));
  isl_union_set_list *filters = isl_union_set_list_alloc (gpugen_isl_ctx,
							  fps.length () + 2);
  filters = isl_union_set_list_add (filters, isl_union_map_range (
    isl_union_map_copy (ext)));
  auto_vec<isl_map *> copies;
  for (unsigned i = 0; i < fps.length (); i++)
    {
      char name[32];
      snprintf (name, sizeof name, "gpugen_copy_%u", i);
      isl_map *c = copy_extension (fps[i], name, t->shared[i].array->n_dims,
				   kernel);
      copies.safe_push (c);
      filters = isl_union_set_list_add (filters, isl_union_set_from_set (
	isl_map_range (isl_map_copy (c))));
      ext = isl_union_map_union (ext, isl_union_map_from_map (
	isl_map_copy (c)));
    }
  isl_map *sync0 = per_tile (pset, "gpugen_sync_0");
  filters = isl_union_set_list_add (filters, isl_union_set_from_set (
    isl_map_range (isl_map_copy (sync0))));
  ext = isl_union_map_union (ext, isl_union_map_from_map (sync0));
  isl_schedule_node *g = isl_schedule_node_from_extension (ext);
  g = isl_schedule_node_child (g, 0);
  g = isl_schedule_node_insert_sequence (g, filters);
  for (unsigned i = 0; i < copies.length () && g; i++)
    {
      g = isl_schedule_node_child (g, i + 1);
      g = isl_schedule_node_child (g, 0);
      g = isl_schedule_node_insert_partial_schedule (
	g, copy_schedule (copies[i]));
      /* In a register-tiled kernel whose copy gives each thread the
	 same number of elements (the box's sizes multiples of the
	 block's), the copy loops are unrolled: the loads are then all
	 issued before the stores, instead of one global load's latency
	 per iteration.  Elsewhere isl's unrolling of uneven shares (a
	 stencil's halo) can run past the mapping's quota.  */
      isl_size nm = (g && even_share_p (kernel, t->shared[i])
		     ? isl_schedule_node_band_n_member (g) : 0);
      for (isl_size m = 0; m < nm && g; m++)
	g = isl_schedule_node_band_member_set_ast_loop_type (
	  g, m, isl_ast_loop_unroll);
      g = isl_schedule_node_parent (g);
      g = isl_schedule_node_parent (g);
    }
  for (isl_map *c : copies)
    isl_map_free (c);
  g = isl_schedule_node_root (g);
  point = isl_schedule_node_graft_before (point, g);

  /* After them: the barrier before the next tile's copies.  */
  isl_schedule_node *g1 = isl_schedule_node_from_extension (
    isl_union_map_from_map (per_tile (pset, "gpugen_sync_1")));
  point = isl_schedule_node_graft_after (point, g1);
  isl_set_free (pset);
  return point;
}

/* Promote the arrays of the tiled KERNEL of SCOP that qualify and
   insert their copies and the barriers around the thread's filter
   POINT (gpugen_shared_plan, then gpugen_shared_graft).  DOM is what
   one iteration of the tile loops runs, PREFIX the tile loops' values
   of the instances, BAND the band's partial schedule before tiling.
   Return the node, POINT itself where nothing is promoted, or NULL on
   an isl error.  */

__isl_give isl_schedule_node *
gpugen_shared_insert (gpugen_scop *scop, gpugen_kernel *kernel,
		      __isl_take isl_schedule_node *point,
		      __isl_take isl_union_set *dom,
		      __isl_take isl_union_map *prefix,
		      isl_multi_union_pw_aff *band)
{
  if (!point || !gpugen_shared_plan (scop, kernel, dom, prefix, band))
    {
      isl_union_set_free (dom);
      isl_union_map_free (prefix);
      return point;
    }
  return gpugen_shared_graft (kernel, point, dom, prefix);
}

namespace gpugen_cuda {

/* Return the promotion of KERNEL that serves the access ACC, or
   NULL.  */

static gpugen_promotion *
promotion_of (gpugen_kernel *kernel, gpugen_access *acc)
{
  if (!kernel || !kernel->tiling)
    return NULL;
  for (gpugen_promotion &p : kernel->tiling->shared)
    if (p.array == acc->array
	&& (p.accesses.is_empty () || p.accesses.contains (acc)))
      return &p;
  return NULL;
}

/* The value that the read ACC of the kernel CS prints is multiplied by
   in its one use, a floating-point multiplication in the same block by
   a value defined before the region or a constant (gemm's alpha *
   A[i][k]), with that use in *USE; NULL_TREE when ACC is no such
   read.  */

static tree
scaled_by (cuda_state *cs, gpugen_access *acc, gimple **use)
{
  gimple *g = acc->stmt;
  if (!g || acc->write_p || acc->array->kind != GPUGEN_ARRAY_MEMORY
      || !gimple_assign_load_p (g))
    return NULL_TREE;
  tree l = gimple_assign_lhs (g);
  use_operand_p use_p;
  gimple *u;
  if (TREE_CODE (l) != SSA_NAME || !SCALAR_FLOAT_TYPE_P (TREE_TYPE (l))
      || !types_compatible_p (TREE_TYPE (l), acc->array->elt_type)
      || !single_imm_use (l, &use_p, &u) || !is_gimple_assign (u)
      || gimple_bb (u) != gimple_bb (g)
      || gimple_assign_rhs_code (u) != MULT_EXPR
      || !types_compatible_p (TREE_TYPE (gimple_assign_lhs (u)),
			      TREE_TYPE (l)))
    return NULL_TREE;
  tree r1 = gimple_assign_rhs1 (u), r2 = gimple_assign_rhs2 (u);
  if (r1 == r2)
    return NULL_TREE;
  tree other = gpugen_canonical_value (r1 == l ? r2 : r1);
  if (!types_compatible_p (TREE_TYPE (other), TREE_TYPE (l))
      || (TREE_CODE (other) != REAL_CST
	  && (TREE_CODE (other) != SSA_NAME || in_region_p (cs, other))))
    return NULL_TREE;
  *use = u;
  return other;
}

/* The value that the shared copy P of the kernel CS prints holds its
   elements multiplied by, or NULL_TREE (see struct gpugen_promotion):
   every read of the array in the SCoP that P may serve (the reads of
   its group, or every read of the array) must be multiplied by the
   same value.  Decided once per promotion, so that the copy and the
   statements agree.  */

static tree
promotion_scale (cuda_state *cs, gpugen_promotion *p)
{
  if (p->scale_state != 0)
    return p->scale;
  p->scale_state = 1;
  p->scale = NULL_TREE;
  tree scale = NULL_TREE;
  for (gpugen_stmt *st : cs->scop->stmts)
    for (gpugen_access *acc : st->accesses)
      {
	if (acc->array != p->array || acc->write_p
	    || (!p->accesses.is_empty () && !p->accesses.contains (acc)))
	  continue;
	gimple *use;
	tree s = scaled_by (cs, acc, &use);
	if (!s || (scale && !operand_equal_p (s, scale, 0)))
	  return NULL_TREE;
	scale = s;
      }
  if (scale)
    {
      p->scale_state = 2;
      p->scale = scale;
    }
  return p->scale;
}

/* When STMT, a multiplication the kernel CS prints, multiplies a read
   served by a shared copy that holds the products (promotion_scale),
   return the operand that is that read (its value is then the
   product); else NULL_TREE.  */

tree
shared_scaled_operand (cuda_state *cs, gassign *stmt)
{
  if (!cs->kernel || !cs->kernel->tiling
      || gimple_assign_rhs_code (stmt) != MULT_EXPR)
    return NULL_TREE;
  for (int k = 1; k <= 2; k++)
    {
      tree r = k == 1 ? gimple_assign_rhs1 (stmt) : gimple_assign_rhs2 (stmt);
      if (TREE_CODE (r) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (r))
	continue;
      gimple *def = SSA_NAME_DEF_STMT (r);
      for (gpugen_stmt *st : cs->scop->stmts)
	for (gpugen_access *acc : st->accesses)
	  if (acc->stmt == def && !acc->write_p)
	    {
	      gpugen_promotion *p = promotion_of (cs->kernel, acc);
	      gimple *use = NULL;
	      tree s = p ? promotion_scale (cs, p) : NULL_TREE;
	      if (s && scaled_by (cs, acc, &use) == s && use == stmt)
		return r;
	    }
    }
  return NULL_TREE;
}

/* The linear index in the shared copy P of the element with subscripts
   SUBS (rows of the last dimension padded by P->PAD elements).  */

static str
shared_index (gpugen_promotion *p, const std::vector<str> &subs)
{
  str idx;
  unsigned n = p->size.length ();
  for (unsigned k = 0; k < n; k++)
    {
      str d = sfmt ("((%s) - sho_%s_%u)", subs[k].c_str (), p->name, k);
      int row = p->size[k] + (k == n - 1 ? p->pad : 0);
      idx = k == 0 ? d : sfmt ("(%s * %d + %s)", idx.c_str (), row,
			       d.c_str ());
    }
  return idx;
}

/* Print into *OUT the reference to the element with subscripts SUBS
   that the access ACC makes, in the shared memory of the kernel CS
   prints, and return true, when the kernel promotes ACC; else return
   false.  */

bool
shared_ref_str (cuda_state *cs, gpugen_access *acc,
		const std::vector<str> &subs, str *out)
{
  gpugen_promotion *p = promotion_of (cs->kernel, acc);
  if (!p || subs.size () != p->size.length ())
    return false;
  *out = sfmt ("GPUGEN_EMU_AT (sh_%s, %s)", p->name,
	       shared_index (p, subs).c_str ());
  return true;
}

/* The name of the statement called by the user node NODE, with the call
   in *CALL (to be freed), or NULL.  The shared and register stages
   (gpugen-register.cc) both recognise their statements by it.  */

const char *
gpugen_ast_user_name (isl_ast_node *node, isl_ast_expr **call)
{
  *call = isl_ast_node_user_get_expr (node);
  if (!*call || isl_ast_expr_get_type (*call) != isl_ast_expr_op
      || isl_ast_expr_get_op_type (*call) != isl_ast_expr_op_call)
    return NULL;
  isl_ast_expr *f = isl_ast_expr_get_op_arg (*call, 0);
  isl_id *id = isl_ast_expr_get_id (f);
  isl_ast_expr_free (f);
  const char *name = id ? isl_id_get_name (id) : NULL;
  isl_id_free (id);
  return name;
}

/* Whether the user node NODE is a statement of this file.  */

bool
shared_user_p (isl_ast_node *node)
{
  isl_ast_expr *call;
  const char *name = gpugen_ast_user_name (node, &call);
  bool res = name && strncmp (name, "gpugen_", 7) == 0;
  isl_ast_expr_free (call);
  return res;
}

/* Print into *OUT the affine function AFF of the tile loops' values,
   whose values the call CALL gives as its arguments 1, 2, ...  */

static bool
offset_str (isl_aff *aff, isl_ast_expr *call, str *out)
{
  isl_val *c = isl_aff_get_constant_val (aff);
  str s = sfmt ("%ld", isl_val_get_num_si (c));
  isl_val_free (c);
  isl_size nin = isl_aff_dim (aff, isl_dim_in);
  isl_size npar = isl_aff_dim (aff, isl_dim_param);
  for (int i = 0; i < nin + npar; i++)
    {
      bool in = i < nin;
      int pos = in ? i : i - nin;
      isl_val *v = isl_aff_get_coefficient_val (
	aff, in ? isl_dim_in : isl_dim_param, pos);
      long k = isl_val_get_num_si (v);
      isl_val_free (v);
      if (k == 0)
	continue;
      str term;
      if (in)
	{
	  if (!ast_expr_str (isl_ast_expr_get_op_arg (call, pos + 1), &term))
	    return false;
	}
      else
	{
	  const char *n = isl_aff_get_dim_name (aff, isl_dim_param, pos);
	  if (!n)
	    return false;
	  term = n;
	}
      s += sfmt (" + %ld * (%s)", k, term.c_str ());
    }
  *out = "(" + s + ")";
  return true;
}

/* Print the statement of this file at the user node NODE to P (see the
   head of this file).  */

isl_printer *
shared_print_user (cuda_state *cs, isl_printer *p, isl_ast_node *node)
{
  isl_ast_expr *call;
  const char *name = gpugen_ast_user_name (node, &call);
  gpugen_tiling *t = cs->kernel ? cs->kernel->tiling : NULL;
  std::vector<str> lines;
  int j;
  if (!name || !t)
    fail (cs, "shared-memory statement outside a tiled kernel");
  else if (strncmp (name, "gpugen_sync_", 12) == 0)
    lines.push_back ("__syncthreads ();");
  else if (strcmp (name, "gpugen_setup") == 0)
    for (gpugen_promotion &pr : t->shared)
      for (unsigned k = 0; k < pr.size.length (); k++)
	{
	  isl_aff *aff = isl_multi_aff_get_at (pr.offset, k);
	  str o;
	  if (!offset_str (aff, call, &o))
	    fail (cs, "offset of the shared copy of %s", pr.name);
	  isl_aff_free (aff);
	  lines.push_back (sfmt ("sho_%s_%u = %s;", pr.name, k, o.c_str ()));
	}
  else if (sscanf (name, "gpugen_copy_%d", &j) == 1 && j >= 0
	   && j < (int) t->shared.length ())
    {
      gpugen_promotion *pr = &t->shared[j];
      gpugen_array *a = pr->array;
      isl_size nargs = isl_ast_expr_get_op_n_arg (call);
      int np = t->n_member;
      std::vector<str> subs;
      for (int k = 0; k < a->n_dims; k++)
	{
	  str e;
	  if (np + 1 + k >= nargs
	      || !ast_expr_str (isl_ast_expr_get_op_arg (call, np + 1 + k),
				&e))
	    break;
	  subs.push_back (e);
	}
      str g;
      if ((int) subs.size () != a->n_dims
	  || !array_ref_str (cs, a, NULL, subs, &g))
	fail (cs, "copy of %s to shared memory", a->name);
      else
	{
	  /* A copy of products (promotion_scale) multiplies each element
	     as the statements did.  */
	  tree scale = promotion_scale (cs, pr);
	  str sv;
	  if (scale && !operand_str (cs, scale, &sv))
	    fail (cs, "scaled copy of %s to shared memory", a->name);
	  else if (scale)
	    g = sfmt ("(%s * %s)", g.c_str (), sv.c_str ());
	  lines.push_back (sfmt ("GPUGEN_EMU_AT (sh_%s, %s) = %s;", pr->name,
				 shared_index (pr, subs).c_str (),
				 g.c_str ()));
	}
    }
  else
    fail (cs, "unknown statement %s in a tiled kernel", name);
  isl_ast_expr_free (call);
  p = isl_printer_start_line (p);
  p = isl_printer_print_str (p, lines.empty () ? ";" : "{");
  p = isl_printer_end_line (p);
  if (lines.empty ())
    return p;
  p = isl_printer_indent (p, 2);
  for (const str &l : lines)
    {
      p = isl_printer_start_line (p);
      p = isl_printer_print_str (p, l.c_str ());
      p = isl_printer_end_line (p);
    }
  p = isl_printer_indent (p, -2);
  p = isl_printer_start_line (p);
  p = isl_printer_print_str (p, "}");
  p = isl_printer_end_line (p);
  return p;
}

/* The declarations KERNEL needs for its promoted arrays: the shared
   copies and their offsets.  */

str
shared_decls (cuda_state *, gpugen_kernel *kernel)
{
  str d;
  if (!kernel || !kernel->tiling)
    return d;
  for (gpugen_promotion &pr : kernel->tiling->shared)
    {
      d += sfmt ("  __shared__ %s sh_%s[%ld];\n", ctype (pr.array->elt_type),
		 pr.name, gpugen_promotion_elements (pr));
      for (unsigned k = 0; k < pr.size.length (); k++)
	d += sfmt ("  long sho_%s_%u;\n", pr.name, k);
    }
  return d;
}

} // namespace gpugen_cuda
