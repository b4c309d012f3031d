/* Fusion of one-dimensional kernels.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   With fuse=min (the default) isl's scheduler keeps the strongly
   connected components of the dependence graph apart: a sequence of
   bands, each of which becomes a kernel.  Statement grain makes those
   components small (a reduction's initial value, its update and its
   final store are three), so a matrix-vector product becomes a chain
   of one-dimensional kernels over the same rows, each launched and
   synchronized on its own.  isl's own fusion (fuse=max) fuses them,
   but also fuses two-dimensional kernels into bands that keep only one
   parallel loop.

   Here consecutive children of a sequence node that are bands whose
   first member is parallel and whose other members are not (kernels
   that map one loop) are fused, as PPCG's and Pluto's loop fusion do,
   when that is exact (only at the top of the schedule, for kernels
   launched once, not from host loops): the fused band runs the
   children's first members as one loop, the value V of which runs, in
   the sequence's order, every child's instances of value V, each
   child's other members below it unchanged.  That preserves every dependence between two children
   when both ends have the same first-member value (the dependence is
   then inside one iteration, in sequence order) and keeps the fused
   member parallel; dependences inside a child are as before.  So a
   child joins the group before it only if every dependence (flow,
   anti, output) from a group member to it joins instances of equal
   value, checked with isl; kernels mapping two loops are never fused,
   so no kernel loses a mapped loop.  */

#include "gpugen.h"

/* The band below the filter node FILTER when it is a fusible kernel
   band (its first member parallel, no other), as a new reference, or
   NULL.  */

static isl_schedule_node *
fusible_band (isl_schedule_node *filter)
{
  if (isl_schedule_node_get_type (filter) != isl_schedule_node_filter
      || isl_schedule_node_n_children (filter) != 1)
    return NULL;
  isl_schedule_node *band = isl_schedule_node_get_child (filter, 0);
  if (!band || isl_schedule_node_get_type (band) != isl_schedule_node_band)
    {
      isl_schedule_node_free (band);
      return NULL;
    }
  isl_size n = isl_schedule_node_band_n_member (band);
  bool ok = n >= 1
	    && isl_schedule_node_band_member_get_coincident (band, 0) > 0;
  for (int i = 1; i < n && ok; i++)
    if (isl_schedule_node_band_member_get_coincident (band, i) != 0)
      ok = false;
  if (!ok)
    {
      isl_schedule_node_free (band);
      return NULL;
    }
  return band;
}

/* The first member of BAND's partial schedule, on the instances that
   reach BAND.  */

static __isl_give isl_union_pw_aff *
first_member (isl_schedule_node *band)
{
  isl_multi_union_pw_aff *m = isl_schedule_node_band_get_partial_schedule (
    band);
  isl_union_pw_aff *f = isl_multi_union_pw_aff_get_union_pw_aff (m, 0);
  isl_multi_union_pw_aff_free (m);
  return isl_union_pw_aff_intersect_domain_union_set (
    f, isl_schedule_node_get_domain (band));
}

/* Whether every dependence of DEPS from an instance of GROUP_DOM to an
   instance of DOM joins instances at which F (defined on both) has
   the same value.  */

static bool
same_value_p (isl_union_map *deps, isl_union_set *group_dom,
	      isl_union_set *dom, isl_union_pw_aff *f)
{
  isl_union_map *d = isl_union_map_intersect_domain_union_set (
    isl_union_map_copy (deps), isl_union_set_copy (group_dom));
  d = isl_union_map_intersect_range_union_set (d, isl_union_set_copy (dom));
  isl_union_map *fm = isl_union_map_from_union_pw_aff (
    isl_union_pw_aff_copy (f));
  d = isl_union_map_apply_domain (d, isl_union_map_copy (fm));
  d = isl_union_map_apply_range (d, fm);
  isl_union_set *delta = isl_union_map_deltas (d);
  isl_bool empty = isl_union_set_is_empty (delta);
  bool ok = empty == isl_bool_true;
  if (empty == isl_bool_false)
    {
      /* Every difference is zero.  */
      isl_set *zero = isl_set_universe (isl_space_set_alloc (
	gpugen_isl_ctx, 0, 1));
      zero = isl_set_fix_si (zero, isl_dim_set, 0, 0);
      isl_bool sub = isl_union_set_is_subset (delta,
					       isl_union_set_from_set (zero));
      ok = sub == isl_bool_true;
    }
  isl_union_set_free (delta);
  return ok;
}

/* Fuse the children of the sequence node SEQ, all bands whose first
   members make F: remove each child's first member and put F above
   SEQ, as a parallel band.  Return the new band.  */

static __isl_give isl_schedule_node *
fuse_group (__isl_take isl_schedule_node *seq, isl_union_pw_aff *f)
{
  isl_size nc = isl_schedule_node_n_children (seq);
  for (int k = 0; k < nc && seq; k++)
    {
      seq = isl_schedule_node_child (seq, k);
      seq = isl_schedule_node_child (seq, 0);
      if (isl_schedule_node_band_n_member (seq) > 1)
	seq = isl_schedule_node_band_split (seq, 1);
      seq = isl_schedule_node_delete (seq);
      seq = isl_schedule_node_parent (seq);
      seq = isl_schedule_node_parent (seq);
    }
  seq = isl_schedule_node_insert_partial_schedule (
    seq, isl_multi_union_pw_aff_from_union_pw_aff (
	   isl_union_pw_aff_copy (f)));
  seq = isl_schedule_node_band_set_permutable (seq, 1);
  return isl_schedule_node_band_member_set_coincident (seq, 0, 1);
}

/* Fuse the groups of the sequence node SEQ found with DEPS (see the
   comment at the top).  Return the node, at the same place, and set
   *FUSED when something was fused.  */

static __isl_give isl_schedule_node *
fuse_sequence (__isl_take isl_schedule_node *seq, isl_union_map *deps,
	       bool *fused)
{
  isl_size n = isl_schedule_node_n_children (seq);
  if (n < 2)
    return seq;
  /* The groups: consecutive children, each with its first index, the
     union of its filters and, for fusible ones, its fused member.  */
  auto_vec<int> first;
  auto_vec<isl_union_set *> doms;
  auto_vec<isl_union_pw_aff *> fs;
  bool any = false;
  for (int k = 0; k < n; k++)
    {
      isl_schedule_node *c = isl_schedule_node_get_child (seq, k);
      isl_union_set *filter = isl_schedule_node_filter_get_filter (c);
      isl_schedule_node *band = fusible_band (c);
      isl_schedule_node_free (c);
      isl_union_pw_aff *f = band ? first_member (band) : NULL;
      isl_schedule_node_free (band);
      unsigned g = fs.length ();
      if (f && g > 0 && fs[g - 1])
	{
	  isl_union_pw_aff *both = isl_union_pw_aff_union_add (
	    isl_union_pw_aff_copy (fs[g - 1]), isl_union_pw_aff_copy (f));
	  if (both && same_value_p (deps, doms[g - 1], filter, both))
	    {
	      isl_union_pw_aff_free (fs[g - 1]);
	      fs[g - 1] = both;
	      doms[g - 1] = isl_union_set_union (doms[g - 1], filter);
	      isl_union_pw_aff_free (f);
	      any = true;
	      continue;
	    }
	  isl_union_pw_aff_free (both);
	}
      first.safe_push (k);
      doms.safe_push (filter);
      fs.safe_push (f);
    }
  if (!any)
    {
      for (unsigned g = 0; g < fs.length (); g++)
	{
	  isl_union_set_free (doms[g]);
	  isl_union_pw_aff_free (fs[g]);
	}
      return seq;
    }

  int ng = fs.length ();
  if (ng == 1)
    /* One group of every child: the fused band goes above SEQ.  */
    seq = fuse_group (seq, fs[0]);
  else
    {
      isl_union_set_list *filters = isl_union_set_list_alloc (gpugen_isl_ctx,
							     ng);
      for (int g = 0; g < ng; g++)
	filters = isl_union_set_list_add (filters,
					  isl_union_set_copy (doms[g]));
      /* A sequence of the groups above SEQ; below each group's filter, a
	 copy of SEQ restricted to the group's children (isl drops the
	 children whose filter became empty).  */
      seq = isl_schedule_node_insert_sequence (seq, filters);
      for (int g = 0; g < ng && seq; g++)
	{
	  int size = (g + 1 < ng ? first[g + 1] : n) - first[g];
	  if (size < 2)
	    continue;
	  isl_schedule_node *node = isl_schedule_node_child (seq, g);
	  node = isl_schedule_node_child (node, 0);
	  node = fuse_group (node, fs[g]);
	  node = isl_schedule_node_parent (node);
	  seq = isl_schedule_node_parent (node);
	}
    }
  for (int g = 0; g < ng; g++)
    {
      isl_union_set_free (doms[g]);
      isl_union_pw_aff_free (fs[g]);
    }
  *fused = true;
  return seq;
}

/* Fuse the kernels of the tree rooted at NODE (see the comment at the
   top), counting fused sequences in *N.  Return the node, moved back to
   where it was.  */

static __isl_give isl_schedule_node *
fuse_tree (__isl_take isl_schedule_node *node, isl_union_map *deps, int *n)
{
  if (!node)
    return NULL;
  if (isl_schedule_node_get_type (node) == isl_schedule_node_sequence)
    {
      bool fused = false;
      node = fuse_sequence (node, deps, &fused);
      if (fused)
	(*n)++;
      /* All of it fused: a kernel band now.  */
      if (node && isl_schedule_node_get_type (node) == isl_schedule_node_band)
	return node;
    }
  /* Only kernels launched once are fused: below a band (a kernel's own
     loops, or host loops that launch kernels) the tree stays as isl
     made it.  */
  if (isl_schedule_node_get_type (node) == isl_schedule_node_band)
    return node;
  isl_size nc = isl_schedule_node_n_children (node);
  for (int i = 0; i < nc && node; i++)
    {
      node = isl_schedule_node_child (node, i);
      node = fuse_tree (node, deps, n);
      node = isl_schedule_node_parent (node);
    }
  return node;
}

/* Fuse the one-dimensional kernels of the schedule rooted at ROOT (an
   isl schedule without kernel marks yet) where that is exact, under
   SCOP's dependences.  Return the new root.  */

__isl_give isl_schedule_node *
gpugen_fuse_kernels (gpugen_scop *scop, __isl_take isl_schedule_node *root)
{
  isl_union_map *deps = gpugen_deps_all (scop);
  int n = 0;
  isl_schedule_node *copy = isl_schedule_node_copy (root);
  root = fuse_tree (root, deps, &n);
  isl_union_map_free (deps);
  if (!root)
    {
      /* isl failed (its quota, say): the schedule as it was.  */
      isl_ctx_reset_error (gpugen_isl_ctx);
      return copy;
    }
  isl_schedule_node_free (copy);
  if (n && dump_file)
    fprintf (dump_file, "[gpugen-fuse] SCoP %d: kernels fused in %d "
	     "sequences\n", scop->id, n);
  return root;
}
