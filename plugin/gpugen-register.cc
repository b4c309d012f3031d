/* Register tiling of tiled gpugen kernels.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Input: a kernel that gpugen-tile.cc tiles (a permutable band with the
   members VY and VX mapped to the threads' y and x axes and at least
   one sequential member, a contraction's k).  Output: the same kernel
   with the elements that each thread alone accesses kept in registers
   across the sequential tile loops, as PPCG's private-memory promotion
   (TACO 2013, section 6) and hand-written SIMT matrix products keep
   their accumulators: a thread computes a block of RY x RX outputs.

   Plan (gpugen_register_plan, while the kernel is mapped): an array A
   (in memory, or a scalar kept in device memory, gemm's sum) is kept in
   registers when the kernel writes it and, over all the
   kernel's accesses to A (reads and writes), the relation from the
   mapped members' values (VY, VX) of a statement instance to the
   element of A it touches is a function and one-to-one: then an element
   is touched only by the instances of one (VY, VX), which one thread
   runs (gpugen-tile.cc maps VY and VX to the thread t2 + 8 RY, t1 + 32 RX
   of the tile), in schedule order.  Both properties are decided by isl
   on the access relations (isl_union_map_is_single_valued and
   _is_injective), never by the shape of the loops.  The kernel must
   also be a single band whose statements touch only memory (no scalars
   kept in the threads' variables, whose order the new point loops could
   change) and the tile sizes of VY and VX multiples of the block's.

   Schedule (gpugen_register_bands, gpugen_register_insert, on the tiled
   schedule of gpugen-tile.cc):
     - the tile band is split into an outer band of the mapped members'
       tile loops (ty, tx) and an inner band of the sequential ones;
       reordering the members of a permutable band is valid;
     - the point band becomes (sequential points..., RY, RX) where RY =
       floor (point of VY / BLOCK[1]) and RX = floor (point of VX /
       BLOCK[0]), the thread's slot; the thread's filter (point value =
       thread + block k) stays above it, so a thread still runs the same
       instances; the reduction's point loops now enclose the slots, and
       the slot loops, of constant trip count, are unrolled by isl;
     - below the outer tile band, the full tiles (every (VY, VX) of the
       tile reached) run apart from the partial ones, so that isl
       generates the full tiles' unrolled statements without guards;
     - before the inner tile band, "gpugen_rload[ty, tx]" loads, for
       each register array and each slot (RY, RX) whose (VY, VX) the
       kernel's reads of the array reach, element ELEM (VY, VX) into
       "rg_<array>[RY][RX]"; after it, "gpugen_rstore[ty, tx]" stores
       back those the kernel's accesses reach; both are printed as
       straight-line code, one guarded line per slot (the guards are
       the sets of reached (VY, VX), a union of a few conjunctions of
       constraints each, or the array is not kept).
   The statements' references to a register-tiled array read and write
   "rg_<array>[gpugen_ry][gpugen_rx]", and each statement instance binds
   gpugen_ry and gpugen_rx to the slot's values, which the unrolled
   loops make constants (gpugen_register_build annotates the AST's user
   nodes), so nvcc keeps the arrays in registers.  */

#include "gpugen-cuda.h"

using gpugen_cuda::str;

/* The most slots of a thread along y and x, and in all.  */
#define REG_SLOTS_Y_MAX 16
#define REG_SLOTS_X_MAX 8
#define REG_SLOTS_MAX 64

/* The default tile sizes of a register-tiled kernel: of the mapped
   members, and of the sequential ones.  */
#define REG_TILE_MAPPED 64
#define REG_TILE_SEQ 32

/* The tile size of the member mapped to x in a kernel's wide version
   (gpugen_kernel's ALT): 4 slots a thread along x.  */
#define REG_TILE_WIDE 128

/* The default tile size of the member mapped to y of a register-tiled
   kernel whose band is no box (band_box_p): 4 rows of slots.  */
#define REG_TILE_MAPPED_UNEVEN 32

/* Return whether the values that the members of BAND take over its
   statement instances form a box: whether each member's range is the
   same whatever the other members' values (a rectangular nest, as in
   gemm), as opposed to a triangular one (syrk's j <= i, symm's k < i),
   whose tiles differ in their work.  Blocks of uneven work balance
   better when there are more of them: the register tiles of a band
   that is no box get REG_TILE_MAPPED_UNEVEN rows (measured on the
   gpubench programs, bench/results/2026-11-24-h100-session8-*).  True
   when isl cannot tell.  */

static bool
band_box_p (isl_schedule_node *band)
{
  isl_multi_union_pw_aff *mupa
    = isl_schedule_node_band_get_partial_schedule (band);
  isl_union_map *um = isl_union_map_from_multi_union_pw_aff (mupa);
  um = isl_union_map_intersect_domain (um,
				       isl_schedule_node_get_domain (band));
  isl_union_set *vals = isl_union_map_range (um);
  if (!vals || isl_union_set_n_set (vals) != 1)
    {
      isl_union_set_free (vals);
      return true;
    }
  isl_set *s = isl_set_from_union_set (vals);
  isl_size n = isl_set_dim (s, isl_dim_set);
  isl_set *box = NULL;
  for (int d = 0; d < n && s; d++)
    {
      /* The range of member D alone.  */
      isl_set *p = isl_set_project_out (isl_set_copy (s), isl_dim_set,
					d + 1, n - d - 1);
      p = isl_set_project_out (p, isl_dim_set, 0, d);
      box = box ? isl_set_flat_product (box, p) : p;
    }
  isl_bool sub = (s && box) ? isl_set_is_subset (box, s) : isl_bool_error;
  isl_set_free (box);
  isl_set_free (s);
  return sub != isl_bool_false;
}

/* The statements of SCOP in the domain DOM, into STMTS; return false
   when some element of DOM is no statement.  */

static bool
reg_stmts (gpugen_scop *scop, isl_union_set *dom, vec<gpugen_stmt *> *stmts)
{
  isl_set_list *list = isl_union_set_get_set_list (dom);
  isl_size n = isl_set_list_n_set (list);
  bool ok = n >= 0;
  for (int i = 0; i < n; i++)
    {
      isl_set *s = isl_set_list_get_set (list, i);
      const char *name = isl_set_get_tuple_name (s);
      int id;
      if (name && sscanf (name, "S_%d", &id) == 1 && id >= 0
	  && id < (int) scop->stmts.length ())
	stmts->safe_push (scop->stmts[id]);
      else
	ok = false;
      isl_set_free (s);
    }
  isl_set_list_free (list);
  return ok;
}

/* Whether every affine function of MA has integer coefficients and no
   division, so that reg_aff_str can print it.  */

static bool
plain_multi_aff_p (isl_multi_aff *ma)
{
  isl_size n = isl_multi_aff_size (ma);
  bool ok = n >= 0;
  for (int k = 0; ok && k < n; k++)
    {
      isl_aff *aff = isl_multi_aff_get_at (ma, k);
      isl_val *d = isl_aff_get_denominator_val (aff);
      ok = (isl_aff_dim (aff, isl_dim_div) == 0 && isl_val_is_one (d));
      isl_val_free (d);
      isl_aff_free (aff);
    }
  return ok;
}

/* isl_pw_multi_aff_foreach_piece callback: keep the piece's function in
   USER, an isl_multi_aff **.  */

static isl_stat
reg_keep_piece (__isl_take isl_set *set, __isl_take isl_multi_aff *ma,
		void *user)
{
  isl_set_free (set);
  isl_multi_aff **res = (isl_multi_aff **) user;
  isl_multi_aff_free (*res);
  *res = ma;
  return isl_stat_ok;
}

/* isl_set_foreach_basic_set callback: fail on a basic set with
   divisions.  */

static isl_stat
no_div (__isl_take isl_basic_set *bs, void *)
{
  bool div = isl_basic_set_dim (bs, isl_dim_div) != 0;
  isl_basic_set_free (bs);
  return div ? isl_stat_error : isl_stat_ok;
}

/* Return the set USED (taken) of [VY, VX] values, within CONTEXT, as a
   union of conjunctions of affine constraints without division (at
   most four), or NULL.  */

static __isl_give isl_set *
guard_of (__isl_take isl_set *used, isl_set *context)
{
  used = isl_set_gist_params (used, isl_set_copy (context));
  used = isl_set_coalesce (isl_set_remove_redundancies (used));
  isl_size n = used ? isl_set_n_basic_set (used) : -1;
  if (n < 1 || n > 4
      || isl_set_foreach_basic_set (used, no_div, NULL) < 0)
    {
      isl_ctx_reset_error (gpugen_isl_ctx);
      used = isl_set_free (used);
    }
  return used;
}

/* Try to keep array A in registers in a kernel whose statements STMTS
   have the instances DOM and the mapped members' values MXY (instances
   to [VY, VX]); on success push its record to T->regs.  */

static void
try_register (gpugen_tiling *t, vec<gpugen_stmt *> &stmts, gpugen_array *a,
	      isl_union_set *dom, isl_union_map *mxy,
	      __isl_take isl_set *context)
{
  if (a->n_dims == 0 || a->priv_depth > 0
      || (a->kind != GPUGEN_ARRAY_MEMORY && !a->device_p)
      || !gpugen_cuda::ctype (a->elt_type) || POINTER_TYPE_P (a->elt_type))
    {
      isl_set_free (context);
      return;
    }
  isl_union_map *acc = NULL, *rd = NULL;
  bool written = false;
  for (gpugen_stmt *s : stmts)
    for (gpugen_access *ac : s->accesses)
      if (ac->array == a)
	{
	  if (ac->rel && !ac->write_p)
	    {
	      isl_union_map *u
		= isl_union_map_from_map (isl_map_copy (ac->rel));
	      rd = rd ? isl_union_map_union (rd, u) : u;
	    }
	  if (!ac->rel)
	    {
	      isl_union_map_free (acc);
	      isl_union_map_free (rd);
	      isl_set_free (context);
	      return;
	    }
	  written = written || ac->write_p;
	  isl_union_map *u = isl_union_map_from_map (isl_map_copy (ac->rel));
	  acc = acc ? isl_union_map_union (acc, u) : u;
	}
  if (!acc || !written)
    {
      isl_union_map_free (acc);
      isl_union_map_free (rd);
      isl_set_free (context);
      return;
    }
  acc = isl_union_map_intersect_domain (acc, isl_union_set_copy (dom));
  isl_union_set *touch = isl_union_map_domain (isl_union_map_copy (acc));
  isl_union_set *rd_dom = NULL;
  /* [VY, VX] -> elements: a function, and one-to-one.  */
  isl_union_map *k = isl_union_map_apply_range (
    isl_union_map_reverse (isl_union_map_copy (mxy)), acc);
  bool ok = (isl_union_map_n_map (k) == 1
	     && isl_union_map_is_single_valued (k) == isl_bool_true
	     && isl_union_map_is_injective (k) == isl_bool_true);
  if (!ok)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-register] %s: not one element per "
		 "thread's (VY, VX)\n", a->name);
      isl_union_map_free (k);
      isl_union_set_free (touch);
      isl_union_map_free (rd);
      isl_set_free (context);
      return;
    }
  isl_map *m = isl_map_from_union_map (k);
  isl_pw_multi_aff *pma = isl_pw_multi_aff_from_map (isl_map_copy (m));
  isl_multi_aff *ma = NULL;
  if (pma && isl_pw_multi_aff_n_piece (pma) == 1)
    isl_pw_multi_aff_foreach_piece (pma, reg_keep_piece, &ma);
  isl_pw_multi_aff_free (pma);
  if (!ma || !plain_multi_aff_p (ma)
      || isl_multi_aff_size (ma) != a->n_dims)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-register] %s: element function not "
		 "affine\n", a->name);
      isl_multi_aff_free (ma);
      isl_map_free (m);
      isl_union_set_free (touch);
      isl_union_map_free (rd);
      isl_set_free (context);
      return;
    }
  /* The guards of the stores and loads: the values of all accesses,
     and of the reads (none when the kernel only writes A), as
     conjunctions of affine constraints.  */
  isl_set *bs = guard_of (isl_map_domain (m), context);
  isl_set *lbs = NULL;
  if (rd)
    {
      rd = isl_union_map_intersect_domain (rd, isl_union_set_copy (dom));
      rd_dom = isl_union_map_domain (isl_union_map_copy (rd));
      isl_union_set *lv = isl_union_map_domain (isl_union_map_apply_range (
	isl_union_map_copy (mxy), isl_union_map_reverse (rd)));
      rd = NULL;
      /* [VY, VX] read; the universe where that is no single set.  */
      if (isl_union_set_n_set (lv) == 1)
	lbs = guard_of (isl_set_from_union_set (lv), context);
      else
	isl_union_set_free (lv);
      if (!lbs)
	lbs = isl_set_copy (bs);
    }
  isl_set_free (context);
  if (!bs)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-register] %s: its elements are no "
		 "union of a few conjunctions of affine constraints\n", a->name);
      isl_set_free (lbs);
      isl_multi_aff_free (ma);
      isl_union_set_free (touch);
      isl_union_set_free (rd_dom);
      return;
    }
  gpugen_register r;
  r.array = a;
  r.elem = ma;
  r.used = bs;
  r.loaded = lbs;
  r.touch = touch;
  r.read = rd_dom;
  t->regs.safe_push (r);
}

/* Decide which arrays the tiled KERNEL of SCOP, whose band BAND (below
   its mark) gpugen-tile.cc has planned, keeps in registers (see the
   head of this file), and set the register tiling's default tile sizes
   (under a nonzero WIDE, REG_TILE_WIDE along x and WIDE along the
   sequential members where the band is a box: the kernel's wide
   version).  Return whether some array is kept;
   gpugen_register_check decides once the sizes are final.  */

bool
gpugen_register_plan (gpugen_scop *scop, isl_schedule_node *band,
		      gpugen_kernel *kernel, int wide)
{
  gpugen_tiling *t = kernel->tiling;
  if (!gpugen_opts.registers || !t || !band)
    return false;
  int x = t->axis_member[0], y = t->axis_member[1];
  isl_schedule_node *child = isl_schedule_node_get_child (band, 0);
  bool ok = (child
	     && isl_schedule_node_get_type (child) == isl_schedule_node_leaf);
  isl_schedule_node_free (child);
  bool seq = false;
  for (int m = 0; m < t->n_member; m++)
    if (m != x && m != y)
      seq = true;
  if (!ok || !seq)
    {
      if (dump_file)
	{
	  fprintf (dump_file, "[gpugen-register] kernel %d: the band has "
		   "more below it than its statements, or no sequential "
		   "member:\n", kernel->id);
	  isl_printer *p = isl_printer_to_file (gpugen_isl_ctx, dump_file);
	  p = isl_printer_set_yaml_style (p, ISL_YAML_STYLE_BLOCK);
	  p = isl_printer_print_schedule_node (p, band);
	  isl_printer_free (p);
	  fprintf (dump_file, "\n");
	}
      return false;
    }
  auto_vec<gpugen_stmt *> stmts;
  isl_union_set *dom = isl_schedule_node_get_domain (band);
  ok = reg_stmts (scop, dom, &stmts);
  /* Only memory: a scalar in the threads' variables would see the new
     order of the point loops.  */
  for (gpugen_stmt *s : stmts)
    for (gpugen_access *ac : s->accesses)
      if (ac->array->kind != GPUGEN_ARRAY_MEMORY && !ac->array->device_p)
	ok = false;
  if (!ok)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-register] kernel %d: not a band of "
		 "statements touching only memory\n", kernel->id);
      isl_union_set_free (dom);
      return false;
    }
  isl_multi_union_pw_aff *mupa
    = isl_schedule_node_band_get_partial_schedule (band);
  isl_union_map *my = isl_union_map_from_union_pw_aff (
    isl_multi_union_pw_aff_get_union_pw_aff (mupa, y));
  isl_union_map *mx = isl_union_map_from_union_pw_aff (
    isl_multi_union_pw_aff_get_union_pw_aff (mupa, x));
  isl_multi_union_pw_aff_free (mupa);
  isl_union_map *mxy = isl_union_map_flat_range_product (my, mx);
  mxy = isl_union_map_intersect_domain (mxy, isl_union_set_copy (dom));
  for (gpugen_array *a : scop->arrays)
    try_register (t, stmts, a, dom, mxy, isl_set_copy (scop->context));
  isl_union_set_free (dom);
  if (t->regs.is_empty ())
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-register] kernel %d: no array to keep "
		 "in registers\n", kernel->id);
      isl_union_map_free (mxy);
      return false;
    }
  t->values = mxy;
  /* The default sizes, unless tile-size= names one: half as many rows
     of slots where the tiles' work differs (see band_box_p).  */
  if (gpugen_opts.tile_size == 32)
    {
      bool box = band_box_p (band);
      for (int m = 0; m < t->n_member; m++)
	t->sizes[m] = (m == x || m == y) ? REG_TILE_MAPPED : REG_TILE_SEQ;
      if (!box)
	t->sizes[y] = REG_TILE_MAPPED_UNEVEN;
      else if (wide)
	for (int m = 0; m < t->n_member; m++)
	  t->sizes[m] = m == x ? REG_TILE_WIDE : m == y ? REG_TILE_MAPPED : wide;
      if (dump_file && !wide)
	fprintf (dump_file, "[gpugen-register] kernel %d: the band's values "
		 "%s a box: %d rows per tile\n", kernel->id,
		 box ? "form" : "do not form", t->sizes[y]);
    }
  return true;
}

/* Check the register tiling of KERNEL against its final tile sizes: the
   sizes of the mapped members multiples of the block's, and not too
   many slots.  Set the slots and return true when it stays; otherwise
   drop it and return false.  */

bool
gpugen_register_check (gpugen_kernel *kernel)
{
  gpugen_tiling *t = kernel->tiling;
  if (!t || t->regs.is_empty ())
    return false;
  int tx = t->sizes[t->axis_member[0]], ty = t->sizes[t->axis_member[1]];
  int bx = kernel->block[0], by = kernel->block[1];
  bool ok = (tx % bx == 0 && ty % by == 0 && tx / bx <= REG_SLOTS_X_MAX
	     && ty / by <= REG_SLOTS_Y_MAX
	     && (tx / bx) * (ty / by) <= REG_SLOTS_MAX);
  if (!ok)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-register] kernel %d: tiles %dx%d do "
		 "not give whole slots for blocks %dx%d\n", kernel->id, ty,
		 tx, by, bx);
      gpugen_register_free (t);
      return false;
    }
  t->slots[0] = tx / bx;
  t->slots[1] = ty / by;
  return true;
}

/* Return the union_pw_aff of member M of the band BAND.  */

static __isl_give isl_union_pw_aff *
member_upa (isl_schedule_node *band, int m)
{
  isl_multi_union_pw_aff *mupa
    = isl_schedule_node_band_get_partial_schedule (band);
  isl_union_pw_aff *upa = isl_multi_union_pw_aff_get_union_pw_aff (mupa, m);
  isl_multi_union_pw_aff_free (mupa);
  return upa;
}

/* Return the partial schedule of the members MEMBERS of BAND, in that
   order, each divided by the matching DIV and rounded down.  */

static __isl_give isl_multi_union_pw_aff *
members_of (isl_schedule_node *band, vec<int> &members, vec<int> &div)
{
  isl_union_pw_aff_list *list
    = isl_union_pw_aff_list_alloc (gpugen_isl_ctx, members.length ());
  for (int m : members)
    list = isl_union_pw_aff_list_add (list, member_upa (band, m));
  isl_space *sp = isl_space_set_alloc (gpugen_isl_ctx, 0, members.length ());
  isl_multi_union_pw_aff *res
    = isl_multi_union_pw_aff_from_union_pw_aff_list (sp, list);
  bool scale = false;
  for (int d : div)
    scale = scale || d != 1;
  if (scale)
    {
      isl_multi_val *mv
	= isl_multi_val_zero (isl_multi_union_pw_aff_get_space (res));
      for (unsigned i = 0; i < div.length (); i++)
	mv = isl_multi_val_set_val (mv, i, isl_val_int_from_si (gpugen_isl_ctx,
								div[i]));
      res = isl_multi_union_pw_aff_scale_down_multi_val (res, mv);
      res = isl_multi_union_pw_aff_floor (res);
    }
  return res;
}

/* Compute into KERNEL's tiling the AST build option that makes isl
   generate apart, on the sequential tile band INNER (below the mapped
   members' tile band, its child the point band), the tiles whose
   sequential point loops (of the band members SEQ) run their whole size
   in every slot of the thread for every outer tile loops' value (in
   some slot under the tiling's ISOLATE_LOOSE): "isolate[[outer] ->
   [inner]]" of those full tiles.  isl then prints their point loops with constant
   bounds (unrolled by nvcc, see gpugen-cuda.cc's print_for) and their
   shared copies without guards; the other tiles, before or after them
   in the loop's order, keep the general code.  The option changes how
   the code is generated, never which instances run in which order.
   gpugen_register_insert sets it on the band once the schedule is
   complete (isl inserts no band above a band with such an option).
   Return INNER; nothing is set where no tile is full or isl fails.  */

static __isl_give isl_schedule_node *
isolate_full_tiles (gpugen_kernel *kernel, __isl_take isl_schedule_node *inner,
		    vec<int> &seq)
{
  gpugen_tiling *t = kernel->tiling;
  int n_seq = seq.length ();
  isl_schedule_node *point = inner ? isl_schedule_node_get_child (inner, 0)
			     : NULL;
  if (!point || n_seq == 0
      || isl_schedule_node_get_type (point) != isl_schedule_node_band)
    {
      isl_schedule_node_free (point);
      return inner;
    }
  isl_union_map *outer = isl_schedule_node_get_prefix_schedule_union_map (
    inner);
  isl_union_map *prefix = isl_schedule_node_get_prefix_schedule_union_map (
    point);
  isl_union_map *psched
    = isl_schedule_node_band_get_partial_schedule_union_map (point);
  isl_schedule_node_free (point);
  isl_union_set *dom = isl_union_map_domain (isl_union_map_copy (prefix));
  psched = isl_union_map_intersect_domain (psched, dom);
  isl_union_map *vals = isl_union_map_range_product (prefix, psched);
  isl_union_set *wr = isl_union_map_range (vals);
  isl_size n_outer = -1;
  if (outer)
    {
      isl_union_set *od = isl_union_map_range (outer);
      if (isl_union_set_n_set (od) == 1)
	{
	  isl_set *o = isl_set_from_union_set (od);
	  n_outer = isl_set_dim (o, isl_dim_set);
	  isl_set_free (o);
	}
      else
	isl_union_set_free (od);
    }
  if (!wr || isl_union_set_n_set (wr) != 1 || n_outer < 0)
    {
      isl_union_set_free (wr);
      return inner;
    }
  /* [outer, inner] -> [seq points, slots].  */
  isl_map *m = isl_set_unwrap (isl_set_from_union_set (wr));
  isl_size n_pt = isl_map_dim (m, isl_dim_out);
  if (n_pt < n_seq)
    {
      isl_map_free (m);
      return inner;
    }
  /* The slots (RY, RX) stay: a tile is full only where every slot runs
     every sequential point (a triangular bound coupling the sequential
     member with a mapped one, as in k <= i, leaves some slots short in
     the tiles on the diagonal, which then keep the guarded code).  */
  bool slots = !t->isolate_loose && n_pt == n_seq + 2;
  if (!slots)
    m = isl_map_project_out (m, isl_dim_out, n_seq, n_pt - n_seq);
  m = isl_map_reset_tuple_id (m, isl_dim_in);
  m = isl_map_reset_tuple_id (m, isl_dim_out);
  /* Every sequential point and slot of each outer value: the box.  */
  isl_map *box = isl_map_universe (isl_map_get_space (m));
  for (int i = 0; i < n_seq; i++)
    {
      box = isl_map_lower_bound_si (box, isl_dim_out, i, 0);
      box = isl_map_upper_bound_si (box, isl_dim_out, i,
				    t->sizes[seq[i]] - 1);
    }
  for (int i = 0; slots && i < 2; i++)
    {
      box = isl_map_lower_bound_si (box, isl_dim_out, n_seq + i, 0);
      box = isl_map_upper_bound_si (box, isl_dim_out, n_seq + i,
				    t->slots[1 - i] - 1);
    }
  box = isl_map_intersect_domain (box, isl_map_domain (isl_map_copy (m)));
  isl_set *partial = isl_map_domain (isl_map_subtract (box,
						       isl_map_copy (m)));
  isl_set *full = isl_set_subtract (isl_map_domain (m), partial);
  if (!full || isl_set_is_empty (full) != isl_bool_false)
    {
      isl_set_free (full);
      return inner;
    }
  isl_map *iso = isl_map_from_range (full);
  iso = isl_map_move_dims (iso, isl_dim_in, 0, isl_dim_out, 0, n_outer);
  isl_set *opt = isl_map_wrap (iso);
  opt = isl_set_set_tuple_name (opt, "isolate");
  isl_union_set_free (t->isolate);
  t->isolate = opt ? isl_union_set_from_set (opt) : NULL;
  return inner;
}

/* Set the isolate option of KERNEL's tiling, if any, on the sequential
   tile band BAND.  Return BAND's node (NULL on an isl error).  */

static __isl_give isl_schedule_node *
set_isolate (gpugen_kernel *kernel, __isl_take isl_schedule_node *band)
{
  isl_union_set *opt = kernel->tiling->isolate;
  if (!opt || !band
      || isl_schedule_node_get_type (band) != isl_schedule_node_band)
    return band;
  return isl_schedule_node_band_set_ast_build_options (
    band, isl_union_set_copy (opt));
}

/* Restructure the tile band TILE of a register-tiled KERNEL (isl's
   tiling of the kernel's band, its child the point band): split it into
   the mapped members' band and the sequential members' band below it,
   and make the point band (sequential points..., RY, RX) with the slot
   loops unrolled (see the head of this file).  Return the node of the
   outer tile band, or NULL on an isl error.  */

__isl_give isl_schedule_node *
gpugen_register_bands (gpugen_kernel *kernel,
		       __isl_take isl_schedule_node *tile)
{
  gpugen_tiling *t = kernel->tiling;
  int x = t->axis_member[0], y = t->axis_member[1];
  auto_vec<int> seq, seq_div, mapped, mapped_div, point, point_div;
  for (int m = 0; m < t->n_member; m++)
    if (m != x && m != y)
      {
	seq.safe_push (m);
	seq_div.safe_push (1);
      }
  mapped.safe_push (y);
  mapped.safe_push (x);
  mapped_div.safe_push (1);
  mapped_div.safe_push (1);
  point.safe_splice (seq);
  point_div.safe_splice (seq_div);
  point.safe_push (y);
  point.safe_push (x);
  point_div.safe_push (kernel->block[1]);
  point_div.safe_push (kernel->block[0]);

  /* The point band.  */
  isl_schedule_node *node = isl_schedule_node_child (tile, 0);
  if (!node || isl_schedule_node_get_type (node) != isl_schedule_node_band)
    {
      isl_schedule_node_free (node);
      return NULL;
    }
  isl_multi_union_pw_aff *p = members_of (node, point, point_div);
  int n = point.length ();
  node = isl_schedule_node_delete (node);
  node = isl_schedule_node_insert_partial_schedule (node, p);
  node = isl_schedule_node_band_member_set_ast_loop_type (
    node, n - 2, isl_ast_loop_unroll);
  node = isl_schedule_node_band_member_set_ast_loop_type (
    node, n - 1, isl_ast_loop_unroll);

  /* The tile band.  */
  node = isl_schedule_node_parent (node);
  if (!node || isl_schedule_node_get_type (node) != isl_schedule_node_band)
    {
      isl_schedule_node_free (node);
      return NULL;
    }
  isl_multi_union_pw_aff *outer = members_of (node, mapped, mapped_div);
  isl_multi_union_pw_aff *inner = members_of (node, seq, seq_div);
  node = isl_schedule_node_delete (node);
  node = isl_schedule_node_insert_partial_schedule (node, inner);
  node = isl_schedule_node_insert_partial_schedule (node, outer);
  node = isl_schedule_node_child (node, 0);
  node = isolate_full_tiles (kernel, node, seq);
  return isl_schedule_node_parent (node);
}

/* Return the subtree that runs the statement NAME[ty, tx] once per
   value of the outer tile loops in PSET.  */

static __isl_give isl_schedule_node *
per_tile_tree (isl_set *pset, const char *name)
{
  isl_map *m = isl_map_identity (isl_space_map_from_set (
    isl_set_get_space (pset)));
  m = isl_map_intersect_domain (m, isl_set_copy (pset));
  m = isl_map_set_tuple_name (m, isl_dim_out, name);
  return isl_schedule_node_from_extension (isl_union_map_from_map (m));
}

/* The most convex pieces of partial tiles that split_full_tiles gives a
   branch each (more: one branch for all of them).  */
#define PARTIAL_PIECES_MAX 4

/* Separate the full tiles of the register-tiled KERNEL from the partial
   ones at NODE, the child of the outer tile band: insert a sequence of
   the instances whose tile (ty, tx) has all its TY x TX values (VY, VX)
   reached by the kernel's instances, and of the others.  isl then
   generates the unrolled slots of the full tiles without the guards
   that partial tiles need (the partial tiles in convex pieces, see
   below).  Return the sequence node and set *SPLIT, or
   NODE unchanged where there is no full tile or no such set; NULL on
   an isl error.  */

static __isl_give isl_schedule_node *
split_full_tiles (gpugen_kernel *kernel, __isl_take isl_schedule_node *node,
		  bool *split)
{
  gpugen_tiling *t = kernel->tiling;
  int tx = t->sizes[t->axis_member[0]], ty = t->sizes[t->axis_member[1]];
  *split = false;
  isl_union_set *reached = isl_union_map_range (
    isl_union_map_copy (t->values));
  if (!node || isl_union_set_n_set (reached) != 1)
    {
      isl_union_set_free (reached);
      return node;
    }
  isl_set *d = isl_set_from_union_set (reached);
  str s = gpugen_cuda::sfmt ("{ [ty, tx] -> [vy, vx] : %d ty <= vy < %d ty "
			     "+ %d and %d tx <= vx < %d tx + %d }", ty, ty,
			     ty, tx, tx, tx);
  isl_map *box = isl_map_read_from_str (gpugen_isl_ctx, s.c_str ());
  box = isl_map_align_params (box, isl_set_get_space (d));
  d = isl_set_align_params (d, isl_map_get_space (box));
  isl_set *partial = isl_map_domain (isl_map_subtract_range (box, d));
  isl_set *partial_tiles = isl_set_copy (partial);
  isl_set *full = isl_set_complement (partial);
  /* Instances of full tiles, and of the others.  */
  isl_union_set *dom = isl_schedule_node_get_domain (node);
  isl_union_map *prefix
    = isl_schedule_node_get_prefix_schedule_union_map (node);
  prefix = isl_union_map_intersect_domain (prefix, isl_union_set_copy (dom));
  isl_union_set *f_full = isl_union_map_domain (
    isl_union_map_intersect_range (isl_union_map_copy (prefix),
				   isl_union_set_from_set (full)));
  isl_union_set *f_part = isl_union_set_subtract (
    isl_union_set_copy (dom), isl_union_set_copy (f_full));
  if (!f_full || !f_part || isl_union_set_is_empty (f_full) != isl_bool_false
      || isl_union_set_is_empty (f_part) != isl_bool_false)
    {
      isl_union_set_free (f_full);
      isl_union_set_free (f_part);
      isl_union_set_free (dom);
      isl_union_map_free (prefix);
      isl_set_free (partial_tiles);
      return node;
    }
  isl_union_set_list *filters
    = isl_union_set_list_alloc (gpugen_isl_ctx, 2);
  filters = isl_union_set_list_add (filters, f_full);
  /* The partial tiles in disjoint convex pieces (a partial row of tiles,
     a partial column), one filter each: isl guards each piece's loops
     once, where one filter of their union would leave the sequential
     loops running, their statements guarded, for every tile.  */
  isl_set *pieces = isl_set_make_disjoint (isl_set_coalesce (
    isl_set_intersect (partial_tiles, isl_set_from_union_set (
      isl_union_set_apply (isl_union_set_copy (f_part),
			   isl_union_map_copy (prefix))))));
  isl_size n_pieces = pieces ? isl_set_n_basic_set (pieces) : -1;
  if (n_pieces >= 1 && n_pieces <= PARTIAL_PIECES_MAX)
    {
      isl_basic_set_list *bl = isl_set_get_basic_set_list (pieces);
      for (int i = 0; i < n_pieces; i++)
	{
	  isl_set *piece = isl_set_from_basic_set (
	    isl_basic_set_list_get_at (bl, i));
	  filters = isl_union_set_list_add (filters, isl_union_map_domain (
	    isl_union_map_intersect_range (isl_union_map_copy (prefix),
					   isl_union_set_from_set (piece))));
	}
      isl_basic_set_list_free (bl);
      isl_union_set_free (f_part);
    }
  else
    filters = isl_union_set_list_add (filters, f_part);
  isl_set_free (pieces);
  isl_union_set_free (dom);
  isl_union_map_free (prefix);
  *split = true;
  return isl_schedule_node_insert_sequence (node, filters);
}

/* Graft the loads before the sequential tile band BAND and the stores
   after it, for the outer tile loops' values whose instances reach
   BAND.  Return BAND's node, or NULL on an isl error.  */

static __isl_give isl_schedule_node *
graft_loads_stores (__isl_take isl_schedule_node *band)
{
  if (!band || isl_schedule_node_get_type (band) != isl_schedule_node_band)
    {
      isl_schedule_node_free (band);
      return NULL;
    }
  isl_union_set *dom = isl_schedule_node_get_domain (band);
  isl_union_map *prefix
    = isl_schedule_node_get_prefix_schedule_union_map (band);
  isl_union_set *pdom = isl_union_set_apply (dom, prefix);
  if (isl_union_set_n_set (pdom) != 1)
    {
      isl_union_set_free (pdom);
      isl_schedule_node_free (band);
      return NULL;
    }
  isl_set *pset = isl_set_from_union_set (pdom);
  band = isl_schedule_node_graft_before (band,
					 per_tile_tree (pset, "gpugen_rload"));
  band = isl_schedule_node_graft_after (band,
					per_tile_tree (pset, "gpugen_rstore"));
  isl_set_free (pset);
  return band;
}

/* Below the sequential tile band BAND of one branch of the split (or of
   the whole kernel), whose child is the thread's filter: insert the
   shared copies and barriers of the branch's tiles (gpugen-shared.cc),
   then the register loads and stores around BAND (graft_loads_stores),
   and, where ISOLATE, the option that isolates BAND's full tiles (and,
   under the tiling's SLOTS_REVERSED, its slot loops reversed, see
   reverse_slots).
   Return BAND's node, or NULL on an isl error.  */

/* Make the point band below the sequential tile band BAND run its two
   slot loops (its last members, RY and RX) from the last slot to the
   first: -RY, -RX, still unrolled.  In the full tiles of a triangle such
   as k <= i, the slot loop's lower bound then no longer depends on the
   sequential point (the upper one does), and isl unrolls it to
   constant slots; the partial tiles, bounded by the array's end from
   above, keep the usual order.  The slots of one sequential point touch
   elements of their own (gpugen_register_plan), so their order is free.
   Return BAND's node, or NULL on an isl error.  */

static __isl_give isl_schedule_node *
reverse_slots (__isl_take isl_schedule_node *band)
{
  isl_schedule_node *node = isl_schedule_node_child (band, 0);
  while (node && isl_schedule_node_get_type (node) != isl_schedule_node_band
	 && isl_schedule_node_n_children (node) == 1)
    node = isl_schedule_node_child (node, 0);
  if (!node || isl_schedule_node_get_type (node) != isl_schedule_node_band)
    return isl_schedule_node_free (node);
  isl_size n = isl_schedule_node_band_n_member (node);
  if (n < 2)
    return isl_schedule_node_free (node);
  isl_multi_union_pw_aff *p
    = isl_schedule_node_band_get_partial_schedule (node);
  for (int i = n - 2; i < n; i++)
    p = isl_multi_union_pw_aff_set_union_pw_aff (
      p, i, isl_union_pw_aff_neg (
	      isl_multi_union_pw_aff_get_union_pw_aff (p, i)));
  node = isl_schedule_node_delete (node);
  node = isl_schedule_node_insert_partial_schedule (node, p);
  node = isl_schedule_node_band_member_set_ast_loop_type (
    node, n - 2, isl_ast_loop_unroll);
  node = isl_schedule_node_band_member_set_ast_loop_type (
    node, n - 1, isl_ast_loop_unroll);
  /* Back up to the sequential tile band.  */
  node = node ? isl_schedule_node_parent (node) : NULL;
  while (node && isl_schedule_node_get_type (node) != isl_schedule_node_band)
    node = isl_schedule_node_parent (node);
  return node;
}

static __isl_give isl_schedule_node *
finish_branch (gpugen_kernel *kernel, __isl_take isl_schedule_node *band,
	       bool isolate)
{
  if (!band || isl_schedule_node_get_type (band) != isl_schedule_node_band)
    return isl_schedule_node_free (band);
  if (isolate && kernel->tiling->slots_reversed)
    {
      band = reverse_slots (band);
      if (!band)
	return NULL;
    }
  isl_union_set *dom = isl_schedule_node_get_domain (band);
  isl_schedule_node *point = isl_schedule_node_child (band, 0);
  isl_union_map *prefix
    = isl_schedule_node_get_prefix_schedule_union_map (point);
  point = gpugen_shared_graft (kernel, point, dom, prefix);
  /* Back up to the band, above the grafted extension.  */
  band = point ? isl_schedule_node_parent (point) : NULL;
  while (band && isl_schedule_node_get_type (band) != isl_schedule_node_band)
    band = isl_schedule_node_parent (band);
  band = graft_loads_stores (band);
  return isolate ? set_isolate (kernel, band) : band;
}

/* Insert, in the tiled schedule of the register-tiled KERNEL (NODE
   anywhere in it), the loads of its register arrays,
   "gpugen_rload[ty, tx]", before the sequential tile band and their
   stores, "gpugen_rstore[ty, tx]", after it, in the full tiles and in
   the partial ones apart (see the head of this file).  Return a node
   of the schedule, or NULL on an isl error.  */

/* The guard of the register array R's loads or stores in the launch
   whose instances are DOM, within CONTEXT: the values (VY, VX) of the
   instances of DOM in INST (those that read, or touch, the array), or
   NULL.  */

static __isl_give isl_set *
launch_guard (gpugen_tiling *t, isl_union_set *inst, isl_union_set *dom,
	      isl_set *context)
{
  isl_union_set *in = isl_union_set_intersect (isl_union_set_copy (inst),
					       isl_union_set_copy (dom));
  isl_union_set *v = isl_union_map_range (isl_union_map_intersect_domain (
    isl_union_map_copy (t->values), in));
  if (isl_union_set_n_set (v) != 1)
    {
      isl_union_set_free (v);
      return NULL;
    }
  return guard_of (isl_set_from_union_set (v), context);
}

__isl_give isl_schedule_node *
gpugen_register_insert (gpugen_scop *scop, gpugen_kernel *kernel,
			__isl_take isl_schedule_node *node)
{
  /* The guards of this launch (whose host loops' values are parameters
     of DOM): the values its own instances reach.  */
  gpugen_tiling *t = kernel->tiling;
  node = isl_schedule_node_root (node);
  isl_union_set *dom = (node && isl_schedule_node_get_type (node)
			== isl_schedule_node_domain
			? isl_schedule_node_domain_get_domain (node) : NULL);
  for (gpugen_register &r : t->regs)
    {
      isl_set_free (r.used);
      isl_set_free (r.loaded);
      r.used = launch_guard (t, r.touch, dom, scop->context);
      r.loaded = r.read ? launch_guard (t, r.read, dom, scop->context)
		 : NULL;
      if (!r.used || (r.read && !r.loaded))
	node = isl_schedule_node_free (node);
    }
  isl_union_set_free (dom);
  if (!node)
    return NULL;
  /* Domain, block filter, outer tile band, its child.  */
  for (int i = 0; i < 3 && node; i++)
    node = isl_schedule_node_child (node, 0);
  bool split;
  node = split_full_tiles (kernel, node, &split);
  if (!split)
    return finish_branch (kernel, node, true);
  isl_size n_branch = node ? isl_schedule_node_n_children (node) : 0;
  for (int b = 0; b < n_branch && node; b++)
    {
      /* The sequence's filter B and the inner tile band below it; only
	 the full tiles' band is isolated: in the partial tiles, unrolled
	 point loops would each carry the guards of the partial tile.
	 The shared copies are grafted here, per branch, because the
	 split filters the statements' instances, not those of extension
	 nodes below it.  */
      node = isl_schedule_node_root (node);
      for (int i = 0; i < 3 && node; i++)
	node = isl_schedule_node_child (node, 0);
      node = isl_schedule_node_child (node, b);
      node = isl_schedule_node_child (node, 0);
      node = finish_branch (kernel, node, b == 0);
    }
  return node;
}

/* isl's at_each_domain callback for a register-tiled kernel (USER):
   annotate the user node NODE of a statement of the SCoP with the
   bindings of its slot ("const int gpugen_ry = 1;"), as an isl_id
   "gpugen_slot" whose user pointer is the text.  The slot loops are
   unrolled, so BUILD's schedule (instances to the values of the loops
   that remain: the outer tile loops ty, tx first) fixes the slot of
   the node's instances: RY = (VY - TY ty - t2) / BLOCK[1] and likewise
   RX, one value for all of them, or the node gets no annotation and
   T->SLOT_MISSING is set (gpugen-map.cc then tiles the kernel without
   registers).  */

static __isl_give isl_ast_node *
annotate_slot (__isl_take isl_ast_node *node, __isl_keep isl_ast_build *build,
	       void *user)
{
  gpugen_kernel *kernel = (gpugen_kernel *) user;
  gpugen_tiling *t = kernel->tiling;
  isl_ast_expr *call = isl_ast_node_user_get_expr (node);
  isl_ast_expr *f = call ? isl_ast_expr_get_op_arg (call, 0) : NULL;
  isl_id *fid = f ? isl_ast_expr_get_id (f) : NULL;
  const char *name = fid ? isl_id_get_name (fid) : NULL;
  bool stmt = name && strncmp (name, "S_", 2) == 0;
  isl_id_free (fid);
  isl_ast_expr_free (f);
  isl_ast_expr_free (call);
  if (!stmt || !t->values)
    return node;
  /* Instances -> [[ty, tx] -> [VY, VX]].  */
  isl_union_map *um = isl_ast_build_get_schedule (build);
  isl_union_map *vals = isl_union_map_copy (t->values);
  vals = isl_union_map_align_params (vals, isl_union_map_get_space (um));
  um = isl_union_map_align_params (um, isl_union_map_get_space (vals));
  isl_map_list *ml = isl_union_map_get_map_list (um);
  isl_union_map_free (um);
  isl_union_map *outer = NULL;
  for (int i = 0; i < isl_map_list_n_map (ml); i++)
    {
      isl_map *m = isl_map_list_get_map (ml, i);
      isl_size n = isl_map_dim (m, isl_dim_out);
      if (n < 2)
	{
	  isl_map_free (m);
	  continue;
	}
      m = isl_map_project_out (m, isl_dim_out, 2, n - 2);
      isl_union_map *u = isl_union_map_from_map (m);
      outer = outer ? isl_union_map_union (outer, u) : u;
    }
  isl_map_list_free (ml);
  if (!outer)
    {
      /* No outer tile loops to fix the slot by (a kernel of one tile,
	 its sizes constant: isl dropped them): no constant slot.  */
      if (dump_file)
	fprintf (dump_file, "[gpugen-register] kernel %d: no outer tile "
		 "loops for a user node of %s\n", kernel->id, name);
      isl_union_map_free (vals);
      t->slot_missing = true;
      return node;
    }
  isl_union_set *pairs = isl_union_map_range (
    isl_union_map_range_product (outer, vals));
  int tx = t->sizes[t->axis_member[0]], ty = t->sizes[t->axis_member[1]];
  str s = gpugen_cuda::sfmt (
    "[t1, t2] -> { [[ty, tx] -> [vy, vx]] -> [ry, rx] : "
    "vy = %d ty + t2 + %d ry and vx = %d tx + t1 + %d rx }",
    ty, kernel->block[1], tx, kernel->block[0]);
  isl_union_map *slot = isl_union_map_read_from_str (gpugen_isl_ctx,
						     s.c_str ());
  pairs = isl_union_set_align_params (pairs, isl_union_map_get_space (slot));
  slot = isl_union_map_align_params (slot, isl_union_set_get_space (pairs));
  isl_union_set *r = isl_union_set_apply (pairs, slot);
  str text;
  if (isl_union_set_n_set (r) == 1)
    {
      isl_set *rs = isl_set_from_union_set (r);
      r = NULL;
      isl_size np = isl_set_dim (rs, isl_dim_param);
      rs = isl_set_project_out (rs, isl_dim_param, 0, np);
      if (isl_set_is_singleton (rs) == isl_bool_true)
	{
	  isl_point *pt = isl_set_sample_point (isl_set_copy (rs));
	  for (int k = 0; k < 2; k++)
	    {
	      isl_val *v = isl_point_get_coordinate_val (pt, isl_dim_set, k);
	      long c = isl_val_get_num_si (v);
	      isl_val_free (v);
	      if (c < 0 || c >= t->slots[1 - k])
		{
		  text.clear ();
		  break;
		}
	      text += gpugen_cuda::sfmt ("const int gpugen_r%s = %ld;\n",
					 k == 0 ? "y" : "x", c);
	    }
	  isl_point_free (pt);
	}
      isl_set_free (rs);
    }
  isl_union_set_free (r);
  if (text.empty ())
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-register] kernel %d: no fixed slot for "
		 "a user node of %s\n", kernel->id, name);
      t->slot_missing = true;
      return node;
    }
  isl_id *ann = isl_id_alloc (isl_ast_node_get_ctx (node), "gpugen_slot",
			      xstrdup (text.c_str ()));
  ann = isl_id_set_free_user (ann, free);
  return isl_ast_node_set_annotation (node, ann);
}

/* Return BUILD, which builds the AST of KERNEL, with the annotation of
   the statements' slots when KERNEL is register-tiled.  */

__isl_give isl_ast_build *
gpugen_register_build (gpugen_kernel *kernel, __isl_take isl_ast_build *build)
{
  if (kernel->tiling && !kernel->tiling->regs.is_empty ())
    {
      kernel->tiling->slot_missing = false;
      build = isl_ast_build_set_at_each_domain (build, annotate_slot,
						kernel);
    }
  return build;
}

/* Drop the register tiling of T.  */

void
gpugen_register_free (gpugen_tiling *t)
{
  for (gpugen_register &r : t->regs)
    {
      isl_multi_aff_free (r.elem);
      isl_set_free (r.used);
      isl_set_free (r.loaded);
      isl_union_set_free (r.touch);
      isl_union_set_free (r.read);
    }
  t->regs.release ();
  t->values = isl_union_map_free (t->values);
  t->isolate = isl_union_set_free (t->isolate);
  t->slots[0] = t->slots[1] = 0;
}

namespace gpugen_cuda {

/* Return the register array of KERNEL that holds ARRAY, or NULL.  */

static gpugen_register *
register_of (gpugen_kernel *kernel, gpugen_array *array)
{
  if (!kernel || !kernel->tiling)
    return NULL;
  for (gpugen_register &r : kernel->tiling->regs)
    if (r.array == array)
      return &r;
  return NULL;
}

/* Print into *OUT the reference that the access ACC makes in the kernel
   CS prints, and return true, when the kernel keeps its array in
   registers; else return false.  */

bool
register_ref_str (cuda_state *cs, gpugen_access *acc, str *out)
{
  gpugen_register *r = acc ? register_of (cs->kernel, acc->array) : NULL;
  if (!r)
    return false;
  *out = sfmt ("rg_%s[gpugen_ry][gpugen_rx]", r->array->name);
  return true;
}

/* The bindings of the slot of the user node NODE (gpugen_register_build),
   one per line, or an empty string.  */

str
register_slot_text (isl_ast_node *node)
{
  isl_id *ann = isl_ast_node_get_annotation (node);
  str s;
  if (ann && strcmp (isl_id_get_name (ann), "gpugen_slot") == 0
      && isl_id_get_user (ann))
    s = (const char *) isl_id_get_user (ann);
  isl_id_free (ann);
  return s;
}

/* Print into *OUT the affine function AFF of [VY, VX], whose values are
   the texts VY and VX, with the parameters by their names.  */

static bool
reg_aff_str (isl_aff *aff, const str &vy, const str &vx, str *out)
{
  isl_val *c = isl_aff_get_constant_val (aff);
  long k0 = isl_val_get_num_si (c);
  isl_val_free (c);
  str s;
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
	term = "(" + (pos == 0 ? vy : vx) + ")";
      else
	{
	  const char *n = isl_aff_get_dim_name (aff, isl_dim_param, pos);
	  if (!n)
	    return false;
	  term = n;
	}
      const char *sign = k < 0 ? " - " : s.empty () ? "" : " + ";
      if (k < 0 && s.empty ())
	sign = "-";
      long m = k < 0 ? -k : k;
      s += m == 1 ? sign + term : sfmt ("%s%ld * %s", sign, m, term.c_str ());
    }
  if (s.empty ())
    s = sfmt ("%ld", k0);
  else if (k0)
    s += sfmt (" %s %ld", k0 < 0 ? "-" : "+", k0 < 0 ? -k0 : k0);
  *out = "(" + s + ")";
  return true;
}

/* Whether the user node NODE is a load or store of this file.  */

bool
register_user_p (isl_ast_node *node)
{
  isl_ast_expr *call;
  const char *name = gpugen_ast_user_name (node, &call);
  bool res = name && (strcmp (name, "gpugen_rload") == 0
		      || strcmp (name, "gpugen_rstore") == 0);
  isl_ast_expr_free (call);
  return res;
}

/* Print into *OUT the condition that the set USED of [VY, VX], whose
   values are the texts VY and VX, holds: a disjunction of conjunctions
   ("1" for a conjunction without constraints).  */

static bool
reg_guard_str (isl_set *used, const str &vy, const str &vx, str *out)
{
  isl_basic_set_list *bl = isl_set_get_basic_set_list (used);
  isl_size nb = isl_basic_set_list_n_basic_set (bl);
  bool ok = nb >= 1;
  str res;
  for (int b = 0; ok && b < nb; b++)
    {
      isl_basic_set *bs = isl_basic_set_list_get_basic_set (bl, b);
      isl_constraint_list *cl = isl_basic_set_get_constraint_list (bs);
      isl_size n = isl_constraint_list_n_constraint (cl);
      ok = n >= 0;
      str g;
      for (int i = 0; ok && i < n; i++)
	{
	  isl_constraint *c = isl_constraint_list_get_constraint (cl, i);
	  isl_aff *aff = isl_constraint_get_aff (c);
	  str e;
	  ok = reg_aff_str (aff, vy, vx, &e);
	  g += sfmt ("%s%s %s 0", g.empty () ? "" : " && ", e.c_str (),
		     isl_constraint_is_equality (c) ? "==" : ">=");
	  isl_aff_free (aff);
	  isl_constraint_free (c);
	}
      isl_constraint_list_free (cl);
      isl_basic_set_free (bs);
      res += sfmt ("%s(%s)", res.empty () ? "" : " || ",
		   g.empty () ? "1" : g.c_str ());
    }
  isl_basic_set_list_free (bl);
  *out = res;
  return ok;
}

/* Print the loads or the stores of this file at the user node NODE,
   gpugen_rload[ty, tx] or gpugen_rstore[ty, tx], to P: for each
   register array and each slot (RY, RX) whose (VY, VX) the kernel's
   statements reach, "rg_<array>[RY][RX] = <element>;" or the
   reverse.  */

isl_printer *
register_print_user (cuda_state *cs, isl_printer *p, isl_ast_node *node)
{
  isl_ast_expr *call;
  const char *name = gpugen_ast_user_name (node, &call);
  gpugen_kernel *kernel = cs->kernel;
  gpugen_tiling *t = kernel ? kernel->tiling : NULL;
  bool load = name && strcmp (name, "gpugen_rload") == 0;
  str args[2];
  bool ok = t && name && isl_ast_expr_get_op_n_arg (call) == 3;
  for (int k = 0; ok && k < 2; k++)
    ok = ast_expr_str (isl_ast_expr_get_op_arg (call, k + 1), &args[k]);
  std::vector<str> lines;
  int tx = ok ? t->sizes[t->axis_member[0]] : 0;
  int ty = ok ? t->sizes[t->axis_member[1]] : 0;
  for (unsigned j = 0; ok && j < t->regs.length (); j++)
    for (int ry = 0; ok && ry < t->slots[1]; ry++)
      for (int rx = 0; ok && rx < t->slots[0]; rx++)
	{
	  gpugen_register *r = &t->regs[j];
	  str vy = sfmt ("%d * (%s) + t2 + %d", ty, args[0].c_str (),
			 kernel->block[1] * ry);
	  str vx = sfmt ("%d * (%s) + t1 + %d", tx, args[1].c_str (),
			 kernel->block[0] * rx);
	  std::vector<str> subs;
	  for (int k = 0; ok && k < r->array->n_dims; k++)
	    {
	      isl_aff *aff = isl_multi_aff_get_at (r->elem, k);
	      str e;
	      ok = reg_aff_str (aff, vy, vx, &e);
	      isl_aff_free (aff);
	      subs.push_back (e);
	    }
	  isl_set *gset = load ? r->loaded : r->used;
	  if (!gset)
	    continue;
	  str g, guard;
	  ok = (ok && array_ref_str (cs, r->array, NULL, subs, &g)
		&& reg_guard_str (gset, vy, vx, &guard));
	  str reg = sfmt ("rg_%s[%d][%d]", r->array->name, ry, rx);
	  lines.push_back (sfmt ("if (%s)", guard.c_str ()));
	  lines.push_back ("  " + (load ? reg + " = " + g : g + " = " + reg)
			   + ";");
	}
  if (!ok)
    fail (cs, "register load or store %s", name ? name : "?");
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

/* The declarations of KERNEL's register arrays.  */

str
register_decls (gpugen_kernel *kernel)
{
  str d;
  if (!kernel || !kernel->tiling)
    return d;
  gpugen_tiling *t = kernel->tiling;
  for (gpugen_register &r : t->regs)
    d += sfmt ("  %s rg_%s[%d][%d];\n", ctype (r.array->elt_type),
	       r.array->name, t->slots[1], t->slots[0]);
  return d;
}

} // namespace gpugen_cuda
