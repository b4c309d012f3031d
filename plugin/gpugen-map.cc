/* Mapping gpugen kernels to blocks and threads; the region's AST.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Input: a SCoP whose new schedule (gpugen-schedule.cc) has "kernel_<k>"
   marks above the bands that become kernels.  Output: scop->cg, the
   code generation state of gpugen.h: the kernels with their mapping,
   the AST of the whole region and the launches annotating it, and
   (through gpugen-memory.cc) the transfers and the run-time check.

   The schedule the kernels are mapped from, isl's or the original one,
   with scalars in registers or in device memory, is chosen by
   gpugen-choose.cc (gpugen_choose_schedule).

   Mapping, as PPCG does it (gpugen.h, struct gpugen_kernel): up to two
   coincident members are mapped, from the kernel's band and, when that
   band has a single member and its child is a band over the same
   statements (a perfectly nested parallel loop), from the child.  The
   innermost becomes x, for coalescing; the other y.  A band with three
   or more coincident members maps the one whose accesses coalesce best
   to x and the innermost other one to y (gpugen_choose_members).  A
   member with value v runs in block floor (v / T) mod G and thread
   v mod T of its axis.  This is a filter node below the kernel mark
   whose constraints
   use the parameters b0, t0 (x) and b1, t1 (y), and a context node
   bounding them, so isl's AST generator itself produces the strided
   loops and the guards of the kernel.  Whatever values the parameters
   take at run time, every statement instance runs exactly once, and
   instances that depend on each other (equal coincident members) run in
   the same thread in schedule order.

   The AST of the region is generated once, from the whole schedule;
   isl calls back at each kernel mark (isl_ast_build_set_after_each_mark)
   and there the host-side values of the launch are built in the
   build's context: the host iterators the kernel reads and the number
   of blocks of each axis, floor (max v / T) + 1 capped at G; when v
   may be negative (a skewed schedule), floor (max v / T) -
   floor (min v / T) + 1 capped at G, and the kernel's blocks start at
   the offset floor (min v / T) mod G (gpugen_kernel's block_offset).  */

#include "gpugen.h"
#include "gpugen-map.h"

/* What is known about a kernel while its launch is prepared: private to
   this file.  */

struct kernel_info
{
  /* The kernel.  */
  gpugen_kernel *kernel;
  /* For each mapped axis: the largest value of the member over the
     kernel's instances, as a function of the host iterators (a pw_aff on
     an anonymous space of n_host dimensions), or NULL when the grid is
     GRID_MAX blocks along the axis.  */
  isl_pw_aff *vmax[2];
  /* For each mapped axis whose member may be negative: its smallest
     value, likewise (the grid then runs from block floor (VMIN / T),
     the kernel's block offset); NULL when the member is never
     negative (the grid runs from block 0) or VMAX is NULL.  */
  isl_pw_aff *vmin[2];
  /* The host iterations that launch the kernel: the values of the
     prefix schedule at its mark, a set named "K_<id>".  */
  isl_set *host_domain;
};

/* The state of mapping one SCoP.  */

struct map_state
{
  /* The SCoP.  */
  gpugen_scop *scop;
  /* Per kernel id.  */
  vec<kernel_info> infos;
  /* Set when a callback failed.  */
  bool failed;
};

/* Say in the dump file why mapping failed, and return
   GPUGEN_REJECT_MAP.  */

enum gpugen_reject
gpugen_map_fail (gpugen_scop *scop, const char *why)
{
  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-map] SCoP %d: %s\n", scop->id, why);
      const char *msg = isl_ctx_last_error_msg (gpugen_isl_ctx);
      if (msg)
	fprintf (dump_file, "[gpugen-map] isl: %s (%s:%d)\n", msg,
		 isl_ctx_last_error_file (gpugen_isl_ctx),
		 isl_ctx_last_error_line (gpugen_isl_ctx));
    }
  return GPUGEN_REJECT_MAP;
}

/* Return K when ID (taken) names a mark "kernel_<k>", else -1.  */

static int
kernel_mark_index (__isl_take isl_id *id)
{
  const char *name = id ? isl_id_get_name (id) : NULL;
  int k = name && strncmp (name, "kernel_", 7) == 0 ? atoi (name + 7) : -1;
  isl_id_free (id);
  return k;
}

/* Return K when the schedule tree node NODE is a mark "kernel_<k>", else
   -1.  */

int
gpugen_node_kernel_index (isl_schedule_node *node)
{
  if (isl_schedule_node_get_type (node) != isl_schedule_node_mark)
    return -1;
  return kernel_mark_index (isl_schedule_node_mark_get_id (node));
}

/* Choose the members of the band below the kernel mark MARK of SCOP to
   map, into MEMBERS (at most two; the last goes to x).  Return their
   number.  Normally the two outermost coincident members, the inner
   one to x.  A band with three or more coincident members (a 3-D
   stencil's i, j, k) maps the one with the best coalescing score to x
   (gpugen_coalescing_member; the innermost on a tie) and the innermost
   other one to y; the rest run sequentially in each thread, which is
   correct since every dependence has distance zero along each
   coincident member.  */

int
gpugen_choose_members (gpugen_scop *scop, isl_schedule_node *mark,
		mapped_member *members)
{
  int n = 0;
  isl_schedule_node *band = isl_schedule_node_get_child (mark, 0);
  if (band && isl_schedule_node_get_type (band) == isl_schedule_node_band)
    {
      isl_size nm = isl_schedule_node_band_n_member (band);
      auto_vec<int> coincident;
      for (int i = 0; i < nm; i++)
	if (isl_schedule_node_band_member_get_coincident (band, i) > 0)
	  coincident.safe_push (i);
      int x = (coincident.length () >= 3
	       ? gpugen_coalescing_member (scop, band, coincident) : -1);
      if (x >= 0)
	{
	  int y = -1;
	  for (int m : coincident)
	    if (m != x)
	      y = m;
	  members[0].band = isl_schedule_node_copy (band);
	  members[0].member = y;
	  members[1].band = band;
	  members[1].member = x;
	  return 2;
	}
    }
  while (band && n < 2
	 && isl_schedule_node_get_type (band) == isl_schedule_node_band)
    {
      isl_size nm = isl_schedule_node_band_n_member (band);
      for (int i = 0; i < nm && n < 2; i++)
	if (isl_schedule_node_band_member_get_coincident (band, i) > 0)
	  {
	    members[n].band = isl_schedule_node_copy (band);
	    members[n].member = i;
	    n++;
	  }
      /* Descend into a single-member band's only child when it is a band
	 too: the same statements, one loop deeper.  */
      if (nm != 1 || isl_schedule_node_n_children (band) != 1)
	break;
      isl_schedule_node *child = isl_schedule_node_get_child (band, 0);
      isl_schedule_node_free (band);
      band = child;
    }
  isl_schedule_node_free (band);
  return n;
}

/* Callback of gpugen_block_1d: count in *USER the band nodes below the
   node the walk starts from (that node itself is the first one seen,
   with *USER at -1).  */

static isl_bool
count_bands (__isl_keep isl_schedule_node *node, void *user)
{
  int *n = (int *) user;
  if (isl_schedule_node_get_type (node) == isl_schedule_node_band)
    ++*n;
  return isl_bool_true;
}

/* Return the block size of a 1-D kernel whose one mapped member is M.
   When each thread runs a loop of its own (a later member of M's band
   or a band below it: matrix-vector products, sweeps, the columns of a
   factorisation), such kernels are as wide as a matrix's side, a few
   thousand threads: in blocks of 256 they leave most of the device's
   multiprocessors idle (a 9,000-thread kernel is 36 blocks on an
   H100's 132), in blocks of BLOCK_1D_LOOP they spread over all of them,
   which measured two to three times faster on such kernels.  Others,
   one iteration per thread, keep blocks of BLOCK_1D, whose full
   occupancy streaming kernels need.  */

int
gpugen_block_1d (mapped_member &m)
{
  if (m.member + 1 < isl_schedule_node_band_n_member (m.band))
    return BLOCK_1D_LOOP;
  int n = -1;
  if (isl_schedule_node_foreach_descendant_top_down (m.band, count_bands,
						     &n) < 0)
    return BLOCK_1D;
  return n > 0 ? BLOCK_1D_LOOP : BLOCK_1D;
}

static __isl_give isl_set *mapping_context (int block_1d);

/* Return the parameter space of SCOP extended with the mapping's
   parameters b0, t0, b1, t1.  */

static __isl_give isl_space *
mapping_param_space (gpugen_scop *scop)
{
  isl_space *sp = isl_set_get_space (scop->context);
  isl_set *m = mapping_context (BLOCK_1D);
  sp = isl_space_align_params (sp, isl_set_get_space (m));
  isl_set_free (m);
  return sp;
}

/* Return the values of member M of BAND as a union map from statement
   instances to a one-dimensional anonymous space.  */

__isl_give isl_union_map *
gpugen_member_map (mapped_member &m)
{
  isl_multi_union_pw_aff *mupa
    = isl_schedule_node_band_get_partial_schedule (m.band);
  isl_union_pw_aff *upa = isl_multi_union_pw_aff_get_union_pw_aff (mupa,
								   m.member);
  isl_multi_union_pw_aff_free (mupa);
  return isl_union_map_from_union_pw_aff (upa);
}

/* Whether some basic map of MAP has divisions (existentially
   quantified variables).  */

static bool
map_has_divs_p (isl_map *map)
{
  isl_basic_map_list *list = isl_map_get_basic_map_list (map);
  isl_size n = isl_basic_map_list_n_basic_map (list);
  bool res = n < 0;
  for (int i = 0; i < n && !res; i++)
    {
      isl_basic_map *b = isl_basic_map_list_get_basic_map (list, i);
      res = isl_basic_map_dim (b, isl_dim_div) != 0;
      isl_basic_map_free (b);
    }
  isl_basic_map_list_free (list);
  return res;
}

/* Return the largest value of the output of MAP (taken) as a function
   of its input, and in *VMIN the smallest where a value may be negative
   (else NULL); NULL when isl fails or the smallest value is unbounded
   (member_max says why both).  */

static __isl_give isl_pw_aff *
bounds_of (__isl_take isl_map *map, isl_pw_aff **vmin)
{
  *vmin = NULL;
  /* Non-negative where no value is negative: an emptiness test, which
     isl answers much faster than the subset test it is equivalent to
     (that one subtracts, and the instances of an if / else-if chain of
     division conditions are many pieces with divisions).  */
  isl_map *neg = isl_map_upper_bound_si (isl_map_copy (map), isl_dim_out,
					 0, -1);
  isl_bool nonneg = isl_map_is_empty (neg);
  isl_map_free (neg);

  if (nonneg < 0)
    {
      isl_map_free (map);
      return NULL;
    }
  if (nonneg == isl_bool_false)
    {
      /* The grid covers the blocks from that of the smallest value to
	 that of the largest (after_mark), not all of them.  */
      isl_pw_aff *mn = isl_map_dim_min (isl_map_copy (map), 0);
      isl_pw_aff *mx = isl_map_dim_max (map, 0);
      if (!mn || !mx || isl_pw_aff_involves_nan (mn) != isl_bool_false
	  || isl_pw_aff_involves_nan (mx) != isl_bool_false)
	{
	  isl_pw_aff_free (mn);
	  isl_pw_aff_free (mx);
	  return NULL;
	}
      *vmin = mn;
      return mx;
    }
  return isl_map_dim_max (map, 0);
}

/* Return the largest value of member M over the instances of the kernel
   at MARK, as a function of the N_HOST host iterators and the
   parameters, or NULL when isl fails or cannot bound it.  When a value
   may be negative (a skewed schedule, or a statement placed at a
   parameter's value, as in "S[i] -> [n]", for n < 0), set *VMIN to the
   smallest value, likewise, else to NULL; both are then needed, or the
   result is NULL.  */

static __isl_give isl_pw_aff *
member_max (isl_schedule_node *mark, mapped_member &m, int n_host,
	    isl_pw_aff **vmin)
{
  *vmin = NULL;
  isl_union_map *prefix = isl_schedule_node_get_prefix_schedule_union_map (
    mark);
  isl_union_set *dom = isl_schedule_node_get_domain (mark);
  prefix = isl_union_map_intersect_domain (prefix, dom);
  if (n_host == 0)
    {
      /* The prefix of a kernel at the root maps to a zero-dimensional
	 space; make it explicit so that the relation below has one.  */
      isl_union_set *d = isl_union_map_domain (prefix);
      isl_space *sp = isl_union_set_get_space (d);
      sp = isl_space_set_from_params (sp);
      prefix = isl_union_map_from_domain_and_range (
	d, isl_union_set_from_set (isl_set_universe (sp)));
    }
  isl_union_map *rel = isl_union_map_apply_range (
    isl_union_map_reverse (prefix), gpugen_member_map (m));
  if (isl_union_map_n_map (rel) != 1)
    {
      isl_union_map_free (rel);
      return NULL;
    }
  isl_map *map = isl_map_from_union_map (rel);
  /* The values of several statements guarded by conditions with
     divisions (the arms of an if / else-if chain of "(i / 3 + j / 5) %
     7 == 0") are many pieces with divisions, whose exact maximum as a
     function of the parameters isl computes only after minutes.  The
     grid needs bounds, not exact ones (more blocks than needed find no
     instance in the grid-stride loops; from a smaller minimum, the
     offset covers more blocks): there, the bounds are those of the
     values without the constraints on divisions (isl_map_remove_divs,
     a superset), where they are bounded.  */
  if (isl_map_n_basic_map (map) > 1 && map_has_divs_p (map))
    {
      isl_map *loose = isl_map_coalesce (isl_map_remove_divs (
	isl_map_copy (map)));
      isl_pw_aff *lmn = NULL;
      isl_pw_aff *lmx = bounds_of (loose, &lmn);
      if (lmx && isl_pw_aff_involves_nan (lmx) == isl_bool_false)
	{
	  isl_map_free (map);
	  *vmin = lmn;
	  return lmx;
	}
      isl_pw_aff_free (lmn);
      isl_pw_aff_free (lmx);
    }
  return bounds_of (map, vmin);
}

/* The mapping parameters of axis AXIS (0 x, 1 y) of a kernel with N
   mapped axes: "b<P>" and "t<P>" with P = AXIS for 1-D kernels and
   AXIS + 1 for 2-D ones, so that each name has one block size, which
   the AST build's context states (mapping_context).  */

static int
axis_param (int n, int axis)
{
  return n == 1 ? 0 : axis + 1;
}

/* The bounds of the mapping parameters, for the AST build's context:
   they must not be filters in the tree, or isl would hoist them as
   guards into the host code above the kernels.  BLOCK_1D is the block
   size of a 1-D kernel (t0's bound).  */

static __isl_give isl_set *
mapping_context (int block_1d)
{
  char buf[512];
  snprintf (buf, sizeof buf,
	    "[b0, t0, b1, t1, b2, t2] -> { : 0 <= b0 < %d and 0 <= t0 < %d "
	    "and 0 <= b1 < %d and 0 <= t1 < %d and 0 <= b2 < %d "
	    "and 0 <= t2 < %d }", GRID_MAX, block_1d, GRID_MAX, BLOCK_X,
	    GRID_MAX, BLOCK_Y);
  return isl_set_read_from_str (gpugen_isl_ctx, buf);
}

/* Insert below the kernel mark MARK the filter that maps the N members
   of MEMBERS (innermost last) to the axes of KERNEL.  Return the mark
   node.  */

static __isl_give isl_schedule_node *
insert_mapping (__isl_take isl_schedule_node *mark, mapped_member *members,
		int n, gpugen_kernel *kernel)
{
  if (n == 0)
    return mark;
  isl_ctx *ctx = gpugen_isl_ctx;
  isl_union_set *filter = isl_schedule_node_get_domain (mark);
  for (int i = 0; i < n; i++)
    {
      /* The innermost member goes to x (axis 0).  */
      int axis = n - 1 - i;
      int p = axis_param (n, axis);
      int t = kernel->block[axis], g = kernel->grid_max[axis];
      char cset[256];
      if (kernel->lanes && axis == 0)
	/* A row per block, which all its threads run
	   (gpugen-reduce-lanes.cc).  */
	snprintf (cset, sizeof cset,
		  "[b%d] -> { [v] : exists (k : v = b%d + %ld k) }",
		  p, p, (long) g);
      else
	snprintf (cset, sizeof cset,
		  "[b%d, t%d] -> { [v] : exists (k : v = %d b%d + t%d + %ld k) }",
		  p, p, t, p, p, (long) t * g);
      isl_set *vs = isl_set_read_from_str (ctx, cset);
      vs = isl_set_align_params (vs, isl_union_set_get_space (filter));
      isl_union_map *mm = gpugen_member_map (members[i]);
      mm = isl_union_map_intersect_range (mm, isl_union_set_from_set (vs));
      filter = isl_union_set_intersect (filter, isl_union_map_domain (mm));
    }
  isl_schedule_node *node = isl_schedule_node_child (mark, 0);
  node = isl_schedule_node_insert_filter (node, filter);
  return isl_schedule_node_parent (node);
}

/* The kernel names given in this translation unit (a compilation is
   one unit), which must differ.  */

static hash_set<nofree_string_hash> unit_names;

/* The name of kernel K of SCOP, newly allocated: "gpugen_" followed by
   the source name of the current function (without the suffix of an
   IPA clone, f.constprop.0, or the mangling of a Fortran module
   procedure, __m_MOD_f), the line of the nest's first loop and K
   ("gpugen_scale_L12_0"), a C identifier; a name given before in the
   unit (a clone of the same function, two nests on one line) gets
   "_2", "_3", ... appended.  */

static char *
kernel_name (gpugen_scop *scop, int k)
{
  char *fn = xstrdup (lang_hooks.decl_printable_name (current_function_decl,
							1));
  if (char *dot = strchr (fn, '.'))
    *dot = '\0';
  int line = LOCATION_LINE (gpugen_loop_location (scop->first_loop)
			    .get_location_t ());
  char *base = xasprintf ("gpugen_%s_L%d_%d", fn, line, k);
  free (fn);
  for (char *c = base; *c; c++)
    if (!ISALNUM (*c) && *c != '_')
      *c = '_';
  char *name = xstrdup (base);
  for (int n = 2; unit_names.contains (name); n++)
    {
      free (name);
      name = xasprintf ("%s_%d", base, n);
    }
  free (base);
  unit_names.add (xstrdup (name));
  return name;
}

/* Return RES followed by SC when TYPE is a sequence node, or the two
   in any order when it is a set node; RES may be NULL.  */

static __isl_give isl_schedule *
join_schedules (__isl_take isl_schedule *res, __isl_take isl_schedule *sc,
		enum isl_schedule_node_type type)
{
  if (!res)
    return sc;
  if (type == isl_schedule_node_sequence)
    return isl_schedule_sequence (res, sc);
  return isl_schedule_set (res, sc);
}

/* Return the schedule of the subtree at NODE restricted to the
   instances DOM (taken), without its marks; NULL when no instance
   reaches a leaf.  Set *FAILED on a node type it does not know.  With
   MERGE, nested bands become one band (an untiled kernel's; the tiling
   of gpugen-tile.cc wants the bands as they are).  */

static __isl_give isl_schedule *
copy_subtree (isl_schedule_node *node, __isl_take isl_union_set *dom,
	      bool *failed, bool merge)
{
  if (!node || !dom)
    {
      isl_union_set_free (dom);
      *failed = true;
      return NULL;
    }
  if (isl_union_set_is_empty (dom) == isl_bool_true)
    {
      isl_union_set_free (dom);
      return NULL;
    }
  enum isl_schedule_node_type type = isl_schedule_node_get_type (node);
  switch (type)
    {
    case isl_schedule_node_leaf:
      return isl_schedule_from_domain (dom);
    case isl_schedule_node_filter:
      dom = isl_union_set_intersect (
	dom, isl_schedule_node_filter_get_filter (node));
      /* Fall through.  */
    case isl_schedule_node_mark:
    case isl_schedule_node_band:
      {
	isl_schedule_node *c = isl_schedule_node_get_child (node, 0);
	isl_multi_union_pw_aff *mupa = NULL;
	if (type == isl_schedule_node_band)
	  {
	    mupa = isl_schedule_node_band_get_partial_schedule (node);
	    /* A band whose only child is a band is one band with the
	       members of both: the same loops, but isl builds the AST
	       of nested one-member bands over statements guarded by
	       nested divisions (a kernel of "((i / 3 + j / 5) % 7 ==
	       0) ? b : -b", its thread mapping a stride) hundreds of
	       times slower, past the mapping's quota.  */
	    while (merge
		   && isl_schedule_node_get_type (c) == isl_schedule_node_band
		   && isl_schedule_node_band_n_member (node) > 0
		   && isl_schedule_node_band_n_member (c) > 0)
	      {
		mupa = isl_multi_union_pw_aff_flat_range_product (
		  mupa, isl_schedule_node_band_get_partial_schedule (c));
		c = isl_schedule_node_child (c, 0);
	      }
	  }
	isl_schedule *sc = copy_subtree (c, dom, failed, merge);
	isl_schedule_node_free (c);
	if (!sc || !mupa)
	  {
	    isl_multi_union_pw_aff_free (mupa);
	    return sc;
	  }
	mupa = isl_multi_union_pw_aff_intersect_domain (
	  mupa, isl_schedule_get_domain (sc));
	return isl_schedule_insert_partial_schedule (sc, mupa);
      }
    case isl_schedule_node_sequence:
    case isl_schedule_node_set:
      {
	isl_schedule *res = NULL;
	isl_size n = isl_schedule_node_n_children (node);
	for (int i = 0; i < n; i++)
	  {
	    isl_schedule_node *c = isl_schedule_node_get_child (node, i);
	    isl_schedule *sc = copy_subtree (c, isl_union_set_copy (dom),
					     failed, merge);
	    isl_schedule_node_free (c);
	    if (!sc)
	      continue;
	    res = join_schedules (res, sc, type);
	  }
	isl_union_set_free (dom);
	return res;
      }
    default:
      isl_union_set_free (dom);
      *failed = true;
      return NULL;
    }
}

/* Return a list of N iterator names PREFIX0, PREFIX1, ...  */

static __isl_give isl_id_list *
iterator_names (const char *prefix, int n)
{
  isl_id_list *l = isl_id_list_alloc (gpugen_isl_ctx, n);
  for (int i = 0; i < n; i++)
    {
      char buf[32];
      snprintf (buf, sizeof buf, "%s%d", prefix, i);
      l = isl_id_list_add (l, isl_id_alloc (gpugen_isl_ctx, buf, NULL));
    }
  return l;
}

/* Generate the AST of KERNEL, whose mark (with the mapping inserted) is
   MARK, into KERNEL->body, and its host domain into INFO.  The host
   iterators are the parameters "c0".."c<n_host - 1>"; the kernel's own
   iterators are "k0", "k1", ...  Return false on failure.  */

static bool
kernel_ast (map_state *ms, isl_schedule_node *mark, gpugen_kernel *kernel,
	    kernel_info *info)
{
  gpugen_scop *scop = ms->scop;
  int d = kernel->n_host;
  isl_union_set *dom = isl_schedule_node_get_domain (mark);
  isl_union_map *prefix
    = isl_schedule_node_get_prefix_schedule_union_map (mark);
  prefix = isl_union_map_intersect_domain (prefix,
					   isl_union_set_copy (dom));

  /* The host domain: the prefix values, named K_<id>.  */
  isl_union_set *h = isl_union_set_apply (isl_union_set_copy (dom),
					  isl_union_map_copy (prefix));
  if (isl_union_set_n_set (h) != 1)
    {
      isl_union_set_free (h);
      isl_union_map_free (prefix);
      isl_union_set_free (dom);
      return false;
    }
  char name[32];
  snprintf (name, sizeof name, "K_%d", kernel->id);
  info->host_domain = isl_set_set_tuple_name (isl_set_from_union_set (h),
					      name);

  /* The instances of one launch: prefix = (c0, ..., c<d - 1>).  */
  if (d > 0)
    {
      char buf[1024];
      int pos = snprintf (buf, sizeof buf, "[");
      for (int i = 0; i < d; i++)
	pos += snprintf (buf + pos, sizeof buf - pos, "%sc%d", i ? ", " : "",
			 i);
      pos += snprintf (buf + pos, sizeof buf - pos, "] -> { [");
      for (int i = 0; i < d; i++)
	pos += snprintf (buf + pos, sizeof buf - pos, "%sx%d", i ? ", " : "",
			 i);
      pos += snprintf (buf + pos, sizeof buf - pos, "] : ");
      for (int i = 0; i < d; i++)
	pos += snprintf (buf + pos, sizeof buf - pos, "%sx%d = c%d",
			 i ? " and " : "", i, i);
      snprintf (buf + pos, sizeof buf - pos, " }");
      isl_set *fix = isl_set_read_from_str (gpugen_isl_ctx, buf);
      fix = isl_set_align_params (fix, isl_union_set_get_space (dom));
      prefix = isl_union_map_intersect_range (prefix,
					      isl_union_set_from_set (fix));
      isl_union_set_free (dom);
      dom = isl_union_map_domain (prefix);
    }
  else
    isl_union_map_free (prefix);

  bool failed = false;
  isl_schedule_node *child = isl_schedule_node_get_child (mark, 0);
  isl_schedule *sched = copy_subtree (child, dom, &failed,
				      !kernel->tiling);
  isl_schedule_node_free (child);
  /* A register-tiled kernel (gpugen-register.cc), whose unrolled AST
     takes isl several times the operations of the others, is built
     under a quota of its own, four times the stage's, whose operations
     the stage's quota does not count; one whose schedule or AST isl
     cannot make within it is tiled again without registers.  */
  bool regs = kernel->tiling && !kernel->tiling->regs.is_empty ();
  unsigned long stage_max = isl_ctx_get_max_operations (gpugen_isl_ctx);
  if (regs && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none)
    {
      isl_ctx_reset_operations (gpugen_isl_ctx);
      isl_ctx_set_max_operations (gpugen_isl_ctx, 4 * stage_max);
    }
  isl_schedule *untiled = regs ? isl_schedule_copy (sched) : NULL;
  if (sched && !failed && kernel->tiling)
    sched = gpugen_tile_schedule (scop, kernel, sched);
  isl_set *context = isl_set_copy (scop->context);
  context = isl_set_intersect_params (
    context, mapping_context (kernel->n_map == 1 ? kernel->block[0]
			      : BLOCK_1D));
  for (int attempt = 0; attempt < 4; attempt++)
    {
      if (sched && !failed)
	{
	  isl_ast_build *build
	    = isl_ast_build_from_context (isl_set_copy (context));
	  build = isl_ast_build_set_iterators (build,
					       iterator_names ("k", 32));
	  build = gpugen_register_build (kernel, build);
	  kernel->body = isl_ast_build_node_from_schedule (build, sched);
	  isl_ast_build_free (build);
	  sched = NULL;
	  if (kernel->body && untiled && kernel->tiling->slot_missing)
	    kernel->body = isl_ast_node_free (kernel->body);
	}
      isl_schedule_free (sched);
      sched = NULL;
      if (kernel->body || !untiled || failed)
	break;
      /* Full tiles told apart slot by slot (gpugen-register.cc's
	 isolate_full_tiles) can leave isl's AST of the partial ones
	 without constant slots: isl unrolls a slot loop from its lower
	 bound, which a triangle such as k <= i makes depend on the
	 sequential point.  Try with the slot loops reversed (their lower
	 bound then constant), then with full tiles told apart by their
	 sequential points alone, as before that test.  */
      if (kernel->tiling->slot_missing && !kernel->tiling->isolate_loose
	  && !kernel->tiling->slots_reversed
	  && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none)
	{
	  if (dump_file)
	    fprintf (dump_file, "[gpugen-map] kernel %d: no constant slot "
		     "with full tiles told apart by slot; again with the "
		     "slot loops reversed\n", kernel->id);
	  kernel->tiling->slots_reversed = true;
	  sched = gpugen_tile_schedule (scop, kernel,
					isl_schedule_copy (untiled));
	  continue;
	}
      if (kernel->tiling->slot_missing && !kernel->tiling->isolate_loose
	  && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_none)
	{
	  kernel->tiling->slots_reversed = false;
	  if (dump_file)
	    fprintf (dump_file, "[gpugen-map] kernel %d: no constant slot "
		     "with full tiles told apart by slot; again by their "
		     "sequential points\n", kernel->id);
	  kernel->tiling->isolate_loose = true;
	  sched = gpugen_tile_schedule (scop, kernel,
					isl_schedule_copy (untiled));
	  continue;
	}
      if (dump_file)
	fprintf (dump_file, "[gpugen-map] kernel %d: no AST with register "
		 "tiling (%s); tiled without it\n", kernel->id,
		 isl_ctx_last_error_msg (gpugen_isl_ctx)
		 ? isl_ctx_last_error_msg (gpugen_isl_ctx)
		 : "a statement without a constant slot");
      isl_ctx_reset_error (gpugen_isl_ctx);
      isl_ctx_reset_operations (gpugen_isl_ctx);
      isl_ctx_set_max_operations (gpugen_isl_ctx, stage_max);
      gpugen_tile_drop_registers (kernel);
      sched = gpugen_tile_schedule (scop, kernel, untiled);
      untiled = NULL;
    }
  isl_schedule_free (untiled);
  isl_set_free (context);
  if (regs && isl_ctx_get_max_operations (gpugen_isl_ctx) != stage_max)
    {
      isl_ctx_reset_operations (gpugen_isl_ctx);
      isl_ctx_set_max_operations (gpugen_isl_ctx, stage_max);
    }
  return kernel->body != NULL;
}

/* Free the kernel K, which gpugen_codegen_free, wide_version or the
   CUDA printer owns; see gpugen.h.  */

void
gpugen_kernel_free (gpugen_kernel *k)
{
  if (!k)
    return;
  gpugen_kernel_free (k->alt);
  free (k->name);
  isl_ast_node_free (k->body);
  gpugen_tiling_free (k->tiling);
  for (gpugen_karg &a : k->args)
    free (a.name);
  k->args.release ();
  gpugen_profit_free (k);
  free (k);
}

/* Give KERNEL, just mapped at the mark NODE with the register tiles of
   a rectangle at the default sizes (64 x 64, 8 x 2 slots), its wide
   version KERNEL->ALT: the same band tiled 64 x 128 (8 x 4 slots a
   thread), which runs faster where a launch has many blocks (float gemm
   at n = 4096 on an H100: 30.3 -> 33.7 TFLOP/s) but slower where it
   has few,
   so the host code picks one per launch by its number of blocks
   (wide-blocks=, gpugen-host.cc).  Nothing is done for a kernel whose
   grid runs from a block offset, or where sizes= or tile-size= is
   given; a version isl cannot build is dropped.  */

static void
wide_version (map_state *ms, isl_schedule_node *node, gpugen_kernel *kernel)
{
  gpugen_tiling *t = kernel->tiling;
  if (gpugen_opts.wide_blocks <= 0 || gpugen_opts.sizes
      || gpugen_opts.tile_size != 32 || !t || t->regs.is_empty ()
      || kernel->n_map != 2 || t->slots[0] != 2 || t->slots[1] != 8
      || kernel->block_offset[0] || kernel->block_offset[1]
      || isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
    return;
  /* 32 along the sequential members, as the kernel.  The copies may
     fill a block's static shared memory (gpugen_tile_plan): double's
     64 x 32 + 32 x 128 elements take all 48 KiB.  */
  gpugen_kernel *alt = XCNEW (gpugen_kernel);
  alt->id = kernel->id;
  alt->image_index = -1;
  alt->name = xasprintf ("%sw", kernel->name);
  alt->n_host = kernel->n_host;
  kernel_info info;
  memset (&info, 0, sizeof info);
  info.kernel = alt;
  bool ok = (gpugen_tile_plan (ms->scop, node, alt, 32)
	     && alt->tiling && !alt->tiling->regs.is_empty ()
	     && alt->tiling->slots[0] == 4 && alt->tiling->slots[1] == 8
	     && alt->block[0] == kernel->block[0]
	     && alt->block[1] == kernel->block[1]
	     && alt->block[2] == kernel->block[2]
	     && alt->tiling->axis_member[0] == t->axis_member[0]
	     && alt->tiling->axis_member[1] == t->axis_member[1]
	     && kernel_ast (ms, node, alt, &info)
	     && alt->tiling && !alt->tiling->regs.is_empty ()
	     && alt->tiling->slots[0] == 4 && alt->tiling->slots[1] == 8);
  isl_set_free (info.host_domain);
  if (!ok || isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-map] kernel %d: no wide version\n",
		 kernel->id);
      isl_ctx_reset_error (gpugen_isl_ctx);
      gpugen_kernel_free (alt);
      return;
    }
  if (dump_file)
    fprintf (dump_file, "[gpugen-map] kernel %d: wide version %s, 64x128 "
	     "tiles, for launches of %d blocks or more\n", kernel->id,
	     alt->name, gpugen_opts.wide_blocks);
  kernel->alt = alt;
}

/* What folds_rows_only_p finds walking a kernel's statements.  */

struct rows_walk
{
  /* The SCoP.  */
  gpugen_scop *scop;
  /* Whether every statement seen writes memory only to the partials
     of reductions, and whether one writes them.  */
  bool only, part;
};

/* Callback of folds_rows_only_p: note in USER (a rows_walk) what the
   statement whose instances are SET writes.  */

static isl_stat
rows_stmt (__isl_take isl_set *set, void *user)
{
  rows_walk *w = (rows_walk *) user;
  const char *name = isl_set_get_tuple_name (set);
  int id = -1;
  if (!name || sscanf (name, "S_%d", &id) != 1 || id < 0
      || id >= (int) w->scop->stmts.length ())
    w->only = false;
  else
    for (gpugen_access *acc : w->scop->stmts[id]->accesses)
      if (acc->write_p && acc->array->kind == GPUGEN_ARRAY_MEMORY)
	{
	  if (gpugen_reduce_partials_p (acc->array->base))
	    w->part = true;
	  else
	    w->only = false;
	}
  isl_set_free (set);
  return isl_stat_ok;
}

/* Whether the kernel at the mark NODE of SCOP computes the rows of
   reductions (it writes their partials) and writes no other memory:
   then all the threads of a block may run the same row, each reading
   what the others read, and its inner loop shared among them
   (gpugen-reduce-lanes.cc; a kernel of another shape runs it in one
   thread of the block).  */

static bool
folds_rows_only_p (gpugen_scop *scop, isl_schedule_node *node)
{
  rows_walk w = { scop, true, false };
  isl_union_set *dom = isl_schedule_node_get_domain (node);
  if (!dom || isl_union_set_foreach_set (dom, rows_stmt, &w) < 0)
    w.only = false;
  isl_union_set_free (dom);
  return w.only && w.part;
}

/* Map the kernel at the mark NODE; record it in MS.  Return the mark
   node, or NULL on an isl error.  */

static __isl_give isl_schedule_node *
map_kernel (map_state *ms, __isl_take isl_schedule_node *node, int k)
{
  gpugen_kernel *kernel = XCNEW (gpugen_kernel);
  kernel->id = k;
  kernel->image_index = -1;
  kernel->name = kernel_name (ms->scop, k);
  kernel->n_host = isl_schedule_node_get_schedule_depth (node);
  ms->scop->cg->kernels[k] = kernel;

  mapped_member members[2];
  int n;
  if (gpugen_opts.tile)
    node = gpugen_tile_deskew (ms->scop, node);
  if (!node)
    {
      ms->failed = true;
      return NULL;
    }
  if (gpugen_opts.tile && gpugen_tile_plan (ms->scop, node, kernel))
    {
      /* Tiled (gpugen-tile.cc, which set the axes): the members of the
	 band below the mark that it maps, innermost (x) last.  */
      n = kernel->n_map;
      for (int i = 0; i < n; i++)
	{
	  members[i].band = isl_schedule_node_get_child (node, 0);
	  members[i].member = kernel->tiling->axis_member[n - 1 - i];
	}
    }
  else
    {
      n = gpugen_choose_members (ms->scop, node, members);
      kernel->n_map = n;
    }
  for (int a = 0; a < 3 && !kernel->tiling; a++)
    {
      kernel->block[a] = 1;
      kernel->grid_max[a] = 1;
    }
  if (kernel->tiling)
    ;
  else if (n == 1)
    {
      kernel->block[0] = gpugen_block_1d (members[0]);
      kernel->grid_max[0] = GRID_MAX;
      if (kernel->block[0] == BLOCK_1D_LOOP && gpugen_opts.reduce_lanes
	  && folds_rows_only_p (ms->scop, node))
	{
	  kernel->lanes = REDUCE_LANES;
	  kernel->block[0] = REDUCE_LANES;
	}
    }
  else if (n == 2)
    {
      kernel->block[0] = BLOCK_X;
      kernel->block[1] = BLOCK_Y;
      kernel->grid_max[0] = kernel->grid_max[1] = GRID_MAX;
    }
  kernel_info &info = ms->infos[k];
  info.kernel = kernel;
  for (int i = 0; i < n; i++)
    info.vmax[n - 1 - i] = member_max (node, members[i], kernel->n_host,
				       &info.vmin[n - 1 - i]);
  /* A tiled kernel's mapping is part of its tiled schedule
     (kernel_ast).  */
  if (!kernel->tiling)
    node = insert_mapping (node, members, n, kernel);
  for (int i = 0; i < n; i++)
    isl_schedule_node_free (members[i].band);
  if (node && !kernel_ast (ms, node, kernel, &info))
    ms->failed = true;
  for (int a = 0; a < n; a++)
    kernel->block_offset[a] = info.vmin[a] != NULL;
  if (node && !ms->failed && kernel->tiling)
    wide_version (ms, node, kernel);
  /* What gpugen-profit.cc needs.  */
  if (node)
    kernel->instances = isl_schedule_node_get_domain (node);
  kernel->host_domain = isl_set_copy (info.host_domain);
  for (int a = 0; a < n; a++)
    {
      /* The values an axis with a block offset spans, less one.  */
      kernel->vmax[a] = (info.vmin[a]
			 ? isl_pw_aff_sub (isl_pw_aff_copy (info.vmax[a]),
					   isl_pw_aff_copy (info.vmin[a]))
			 : isl_pw_aff_copy (info.vmax[a]));
    }
  return node;
}

/* Map every kernel below NODE.  */

static __isl_give isl_schedule_node *
map_kernels (map_state *ms, __isl_take isl_schedule_node *node)
{
  if (!node)
    return NULL;
  int k = gpugen_node_kernel_index (node);
  if (k >= 0 && k < (int) ms->infos.length ())
    return map_kernel (ms, node, k);
  isl_size n = isl_schedule_node_n_children (node);
  for (int i = 0; i < n && node; i++)
    {
      node = isl_schedule_node_child (node, i);
      node = map_kernels (ms, node);
      node = isl_schedule_node_parent (node);
    }
  return node;
}

/* Return the expression in BUILD of the pw_aff PA, defined on an
   anonymous space of the host domain's coordinates, given HOST, those
   coordinates as functions of the build's schedule (host_coords).  */

static __isl_give isl_ast_expr *
expr_in_build (isl_ast_build *build, __isl_take isl_pw_aff *pa,
	       isl_pw_multi_aff *host)
{
  isl_pw_multi_aff *h = isl_pw_multi_aff_copy (host);
  h = isl_pw_multi_aff_reset_tuple_id (h, isl_dim_out);
  pa = isl_pw_aff_align_params (pa, isl_pw_multi_aff_get_space (h));
  h = isl_pw_multi_aff_align_params (h, isl_pw_aff_get_space (pa));
  pa = isl_pw_aff_pullback_pw_multi_aff (pa, h);
  return isl_ast_build_expr_from_pw_aff (build, pa);
}

/* The number of blocks along axis A of a launch of KERNEL whose mapped
   member runs to MAX (a function of the host's iterators and the
   parameters): floor (MAX / T) + 1, at most the kernel's G blocks, with
   T the values one block runs; where FIRST (kept) is not NULL, the
   block of the member's least value, floor (MIN / T), is subtracted.  */

static __isl_give isl_pw_aff *
grid_blocks (gpugen_kernel *kernel, int a, isl_pw_aff *max,
	     isl_pw_aff *first)
{
  isl_pw_aff *mx = isl_pw_aff_floor (isl_pw_aff_scale_down_val (
    isl_pw_aff_copy (max),
    isl_val_int_from_si (gpugen_isl_ctx, gpugen_tile_values (kernel, a))));
  if (first)
    mx = isl_pw_aff_sub (mx, isl_pw_aff_copy (first));
  mx = isl_pw_aff_add_constant_val (mx, isl_val_one (gpugen_isl_ctx));
  isl_pw_aff *g = isl_pw_aff_val_on_domain (
    isl_set_universe (isl_pw_aff_get_domain_space (mx)),
    isl_val_int_from_si (gpugen_isl_ctx, kernel->grid_max[a]));
  return isl_pw_aff_min (mx, g);
}

/* Return the host domain's coordinates of the launch at the kernel mark
   whose BUILD is given, as functions of the build's schedule; NULL
   where they are not such functions.  They are not always the build's
   iterators: isl's AST generator may shift the host schedule of one
   kernel against another's at the same depth (two host domains strided
   alike at different offsets, such as the arms of "if (i % 2 == 0)"
   split into kernels, become one loop, whose call is "K_1(c0 + 1)"), and
   it leaves out a host loop of one iteration, whose coordinate is then
   a constant or a function of the parameters ("K_4(4 * n - 7)").  The
   build's schedule of the mark's host domain, reversed, says both.  */

static __isl_give isl_pw_multi_aff *
host_coords (isl_ast_build *build)
{
  isl_union_map *umap = isl_ast_build_get_schedule (build);
  if (!umap || isl_union_map_n_map (umap) != 1)
    {
      isl_union_map_free (umap);
      return NULL;
    }
  isl_map *rev = isl_map_reverse (isl_map_from_union_map (umap));
  if (isl_map_is_single_valued (rev) != isl_bool_true)
    {
      isl_map_free (rev);
      return NULL;
    }
  return isl_pw_multi_aff_from_map (rev);
}

/* isl's callback after generating the AST of a mark: for a kernel mark,
   create its launch and annotate NODE with it.  */

static __isl_give isl_ast_node *
after_mark (__isl_take isl_ast_node *node, __isl_keep isl_ast_build *build,
	    void *user)
{
  map_state *ms = (map_state *) user;
  int k = kernel_mark_index (isl_ast_node_mark_get_id (node));
  if (k < 0 || k >= (int) ms->infos.length () || !ms->infos[k].kernel)
    return node;
  kernel_info &info = ms->infos[k];
  gpugen_kernel *kernel = info.kernel;
  gpugen_launch *launch = XCNEW (gpugen_launch);
  launch->kernel = kernel;
  ms->scop->cg->launches.safe_push (launch);

  isl_space *sp = isl_ast_build_get_schedule_space (build);
  isl_size dims = isl_space_dim (sp, isl_dim_set);
  if (dims != kernel->n_host)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-map] kernel %d: schedule space of %d "
		 "dimensions at its mark, %d host loops\n", k, (int) dims,
		 kernel->n_host);
      ms->failed = true;
    }
  /* The host iterators passed, and the grid sizes below, follow the
     host coordinates where isl shifted or fixed them (host_coords).  */
  isl_pw_multi_aff *host = ms->failed ? NULL : host_coords (build);
  if (!host && !ms->failed)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-map] kernel %d: host coordinates not "
		 "a function of the schedule at its mark\n", k);
      ms->failed = true;
    }
  for (int d = 0; d < kernel->n_host && !ms->failed; d++)
    {
      isl_ast_expr *e = isl_ast_build_expr_from_pw_aff (
	build, isl_pw_multi_aff_get_pw_aff (host, d));
      if (!e)
	ms->failed = true;
      else
	launch->host_iters.safe_push (e);
    }
  isl_space_free (sp);
  for (int a = 0; a < kernel->n_map && !ms->failed; a++)
    {
      if (info.vmax[a])
	{
	  isl_pw_aff *first = NULL;
	  if (info.vmin[a])
	    /* A member that may be negative: the blocks of its values,
	       floor (min / T) .. floor (max / T), at most G of them; the
	       kernel's block b is (blockIdx + offset) mod G, with the
	       offset floor (min / T) mod G, so that each of those blocks
	       runs once (gpugen-cuda.cc).  */
	    first = isl_pw_aff_floor (isl_pw_aff_scale_down_val (
	      isl_pw_aff_copy (info.vmin[a]),
	      isl_val_int_from_si (gpugen_isl_ctx,
				   gpugen_tile_values (kernel, a))));
	  launch->grid[a] = expr_in_build (build,
					   grid_blocks (kernel, a, info.vmax[a],
							first), host);
	  /* The wide version has no block offset (wide_version).  */
	  if (kernel->alt && !first)
	    {
	      launch->alt_grid[a] = expr_in_build (
		build, grid_blocks (kernel->alt, a, info.vmax[a], NULL), host);
	      if (!launch->alt_grid[a])
		ms->failed = true;
	    }
	  if (first)
	    {
	      first = isl_pw_aff_mod_val (
		first, isl_val_int_from_si (gpugen_isl_ctx,
					    kernel->grid_max[a]));
	      launch->block_offset[a] = expr_in_build (build, first, host);
	      if (!launch->block_offset[a])
		ms->failed = true;
	    }
	}
      else
	launch->grid[a] = isl_ast_expr_from_val (
	  isl_val_int_from_si (gpugen_isl_ctx, kernel->grid_max[a]));
      if (!launch->grid[a])
	ms->failed = true;
    }
  isl_pw_multi_aff_free (host);
  return isl_ast_node_set_annotation (
    node, isl_id_alloc (gpugen_isl_ctx, "launch", launch));
}

/* Return the schedule of the host part of the tree at NODE: the
   kernels' host domains (INFOS) in place of their subtrees, scheduled by
   the bands above them; NULL when no kernel is below NODE.  Set
   *FAILED on a node type it does not know.  */

static __isl_give isl_schedule *
host_schedule (isl_schedule_node *node, vec<kernel_info> &infos,
	       bool *failed)
{
  enum isl_schedule_node_type type = isl_schedule_node_get_type (node);
  switch (type)
    {
    case isl_schedule_node_mark:
      {
	int k = gpugen_node_kernel_index (node);
	if (k >= 0 && k < (int) infos.length () && infos[k].host_domain)
	  return isl_schedule_from_domain (isl_union_set_from_set (
	    isl_set_copy (infos[k].host_domain)));
      }
      /* Fall through.  */
    case isl_schedule_node_domain:
    case isl_schedule_node_filter:
    case isl_schedule_node_band:
      {
	if (isl_schedule_node_n_children (node) != 1)
	  return NULL;
	isl_schedule_node *c = isl_schedule_node_get_child (node, 0);
	isl_schedule *sc = host_schedule (c, infos, failed);
	isl_schedule_node_free (c);
	if (!sc || type != isl_schedule_node_band)
	  return sc;
	/* The band's members are the host iterators D .. D + M - 1 of
	   every kernel below it.  */
	int depth = isl_schedule_node_get_schedule_depth (node);
	int m = isl_schedule_node_band_n_member (node);
	isl_union_set *hd = isl_schedule_get_domain (sc);
	isl_set_list *list = isl_union_set_get_set_list (hd);
	isl_union_set_free (hd);
	isl_union_map *um = NULL;
	for (int i = 0; i < isl_set_list_n_set (list); i++)
	  {
	    isl_set *set = isl_set_list_get_set (list, i);
	    isl_size n = isl_set_dim (set, isl_dim_set);
	    isl_map *map = isl_map_identity (isl_space_map_from_set (
	      isl_set_get_space (set)));
	    map = isl_map_intersect_domain (map, set);
	    map = isl_map_project_out (map, isl_dim_out, depth + m,
				       n - depth - m);
	    map = isl_map_project_out (map, isl_dim_out, 0, depth);
	    map = isl_map_reset_tuple_id (map, isl_dim_out);
	    isl_union_map *u = isl_union_map_from_map (map);
	    um = um ? isl_union_map_union (um, u) : u;
	  }
	isl_set_list_free (list);
	if (!um)
	  {
	    *failed = true;
	    return sc;
	  }
	return isl_schedule_insert_partial_schedule (
	  sc, isl_multi_union_pw_aff_from_union_map (um));
      }
    case isl_schedule_node_sequence:
    case isl_schedule_node_set:
      {
	isl_schedule *res = NULL;
	isl_size n = isl_schedule_node_n_children (node);
	for (int i = 0; i < n; i++)
	  {
	    isl_schedule_node *c = isl_schedule_node_get_child (node, i);
	    isl_schedule *sc = host_schedule (c, infos, failed);
	    isl_schedule_node_free (c);
	    if (!sc)
	      continue;
	    res = join_schedules (res, sc, type);
	  }
	return res;
      }
    case isl_schedule_node_leaf:
      return NULL;
    default:
      *failed = true;
      return NULL;
    }
}

/* Put a mark "kernel_<k>" above each leaf of the host schedule at NODE,
   whose domain is the host domain "K_<k>".  */

static __isl_give isl_schedule_node *
mark_host_leaves (__isl_take isl_schedule_node *node)
{
  if (!node)
    return NULL;
  if (isl_schedule_node_get_type (node) == isl_schedule_node_leaf)
    {
      isl_union_set *dom = isl_schedule_node_get_domain (node);
      isl_set_list *list = isl_union_set_get_set_list (dom);
      isl_union_set_free (dom);
      const char *name = NULL;
      char mark[32] = "";
      if (isl_set_list_n_set (list) == 1)
	{
	  isl_set *set = isl_set_list_get_set (list, 0);
	  name = isl_set_get_tuple_name (set);
	  if (name && strncmp (name, "K_", 2) == 0)
	    snprintf (mark, sizeof mark, "kernel_%s", name + 2);
	  isl_set_free (set);
	}
      isl_set_list_free (list);
      if (!mark[0])
	return isl_schedule_node_free (node);
      return isl_schedule_node_insert_mark (
	node, isl_id_alloc (gpugen_isl_ctx, mark, NULL));
    }
  isl_size n = isl_schedule_node_n_children (node);
  for (int i = 0; i < n && node; i++)
    {
      node = isl_schedule_node_child (node, i);
      node = mark_host_leaves (node);
      node = isl_schedule_node_parent (node);
    }
  return node;
}

/* Build SCOP's code generation state; see gpugen.h.  */

enum gpugen_reject
gpugen_map_scop (gpugen_scop *scop)
{
  isl_schedule *sched = NULL;
  bool original = false;
  /* A time loop tested on the host must stay the outer host loop:
     where isl's schedule moves it (a nest of the loop that depends on
     no other, in a loop of its own), the original schedule, which
     keeps it, is the one mapped.  */
  if (scop->host_exit && scop->new_schedule
      && !gpugen_host_exit_schedule_ok (scop, scop->new_schedule, false))
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-map] SCoP %d: isl's schedule does not "
		 "keep the time loop outermost; the original one is "
		 "mapped\n", scop->id);
      isl_schedule_free (scop->new_schedule);
      scop->new_schedule = NULL;
    }
  int n_kernels = scop->n_kernels;
  enum gpugen_reject r0 = gpugen_choose_schedule (scop, &sched, &original,
						  &n_kernels);
  if (r0 != GPUGEN_OK)
    return r0;
  /* A time loop tested on the host must stay the outer host loop.  */
  if (scop->host_exit && !gpugen_host_exit_schedule_ok (scop, sched, true))
    {
      isl_schedule_free (sched);
      return gpugen_map_fail (scop, "the time loop is not the outer host "
			      "loop");
    }
  /* A region with no parallel loop at all gains nothing on the GPU.  */
  bool any_parallel = false;
  for (gpugen_loop_info &li : scop->loops)
    any_parallel |= li.parallel_p;
  if (n_kernels == 0 || (original && !any_parallel))
    {
      isl_schedule_free (sched);
      gpugen_map_fail (scop, "no parallel loop");
      return GPUGEN_REJECT_NO_PARALLEL;
    }

  gpugen_codegen *cg = XCNEW (gpugen_codegen);
  scop->cg = cg;
  cg->kernels.safe_grow_cleared (n_kernels);
  map_state ms;
  ms.scop = scop;
  ms.failed = false;
  ms.infos = vNULL;
  ms.infos.safe_grow_cleared (n_kernels);

  sched = isl_schedule_align_params (sched, mapping_param_space (scop));
  isl_schedule_node *root = isl_schedule_get_root (sched);
  isl_schedule_free (sched);
  root = map_kernels (&ms, root);
  sched = root ? isl_schedule_node_get_schedule (root) : NULL;
  isl_schedule_node_free (root);

  for (gpugen_kernel *k : cg->kernels)
    if (!k)
      ms.failed = true;

  isl_schedule *host = NULL;
  if (sched && !ms.failed)
    {
      bool failed = false;
      isl_schedule_node *r = isl_schedule_get_root (sched);
      host = host_schedule (r, ms.infos, &failed);
      isl_schedule_node_free (r);
      if (failed)
	ms.failed = true;
    }
  isl_schedule_free (sched);
  if (host && !ms.failed)
    {
      isl_schedule_node *r = isl_schedule_get_root (host);
      isl_schedule_free (host);
      r = mark_host_leaves (r);
      host = r ? isl_schedule_node_get_schedule (r) : NULL;
      isl_schedule_node_free (r);
    }
  if (host && !ms.failed)
    {
      isl_ast_build *build
	= isl_ast_build_from_context (isl_set_copy (scop->context));
      build = isl_ast_build_set_after_each_mark (build, after_mark, &ms);
      cg->ast = isl_ast_build_node_from_schedule (build, host);
      isl_ast_build_free (build);
      host = NULL;
    }
  isl_schedule_free (host);
  for (gpugen_kernel *k : cg->kernels)
    if (k && !k->body)
      ms.failed = true;
  for (kernel_info &info : ms.infos)
    {
      for (int a = 0; a < 2; a++)
	{
	  isl_pw_aff_free (info.vmax[a]);
	  isl_pw_aff_free (info.vmin[a]);
	}
      isl_set_free (info.host_domain);
    }
  ms.infos.release ();
  if (!cg->ast || ms.failed)
    {
      /* isl failed, or its AST does not match the kernels (a launch at
	 another depth than the kernel's host loops; the dump says
	 which).  */
      gpugen_set_culprit (scop, "the code of the kernels' loops could not "
			  "be generated");
      return gpugen_map_fail (scop, "AST generation failed");
    }

  /* The transfers and the check are built from the context without the
     assumptions, which the check tests.  */
  isl_ast_build *pbuild = isl_ast_build_from_context (
    isl_set_universe (isl_set_get_space (scop->context)));
  enum gpugen_reject r = gpugen_memory_transfers (scop, pbuild);
  if (r == GPUGEN_OK && scop->host_exit
      && !gpugen_host_exit_bounds (scop, pbuild))
    r = gpugen_map_fail (scop, "the time loop's bounds");
  isl_ast_build_free (pbuild);
  if (r != GPUGEN_OK)
    return r;
  gpugen_dump_mapping (scop, original);
  return GPUGEN_OK;
}

/* Free CG and everything it owns.  */

void
gpugen_codegen_free (gpugen_codegen *cg)
{
  for (gpugen_kernel *k : cg->kernels)
    gpugen_kernel_free (k);
  cg->kernels.release ();
  for (gpugen_launch *l : cg->launches)
    {
      for (int a = 0; a < 2; a++)
	{
	  isl_ast_expr_free (l->grid[a]);
	  isl_ast_expr_free (l->alt_grid[a]);
	  isl_ast_expr_free (l->block_offset[a]);
	}
      for (isl_ast_expr *e : l->host_iters)
	isl_ast_expr_free (e);
      l->host_iters.release ();
      free (l);
    }
  cg->launches.release ();
  for (gpugen_transfer &t : cg->transfers)
    {
      isl_ast_expr_free (t.lo);
      isl_ast_expr_free (t.hi);
      for (isl_ast_expr *e : t.box_lo)
	isl_ast_expr_free (e);
      for (isl_ast_expr *e : t.box_ext)
	isl_ast_expr_free (e);
      t.box_lo.release ();
      t.box_ext.release ();
      isl_ast_expr_free (t.size);
      for (isl_ast_expr *e : t.priv_lo)
	isl_ast_expr_free (e);
      for (isl_ast_expr *e : t.priv_ext)
	isl_ast_expr_free (e);
      t.priv_lo.release ();
      t.priv_ext.release ();
      isl_ast_expr_free (t.priv_last);
      isl_ast_expr_free (t.row_lo);
      isl_ast_expr_free (t.row_hi);
      isl_ast_expr_free (t.touched);
      for (isl_ast_expr *e : t.row_sizes)
	isl_ast_expr_free (e);
      t.row_sizes.release ();
    }
  cg->transfers.release ();
  isl_ast_expr_free (cg->check);
  isl_ast_expr_free (cg->exit_last);
  isl_ast_expr_free (cg->exit_first);
  isl_ast_node_free (cg->ast);
  free (cg);
}
