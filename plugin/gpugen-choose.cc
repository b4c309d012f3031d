/* Choosing the schedule gpugen's kernels are mapped from.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Input: a SCoP whose new schedule (gpugen-schedule.cc) has "kernel_<k>"
   marks above the bands that become kernels, and its original schedule.
   Output: the schedule gpugen-map.cc maps (gpugen_choose_schedule), with
   its kernels marked, and device_p set on the scalars that it keeps in
   device memory.  The decision is made on the kernels as gpugen-map.cc
   maps them (gpugen_choose_members, gpugen-map.h).

   Choice of schedule, by preference:
   1. isl's schedule, when it fits the device model with scalars in
      registers: every statement is below a kernel mark, and every
      scalar (value or PHI array) can live in a register: the CUDA
      printer keeps it in one variable per thread and launch, so every
      write -> read pair of its exact dataflow must be run by the same
      thread in the same launch, the write first and no other write of
      the scalar by that thread in between (scalar_in_registers_p,
      decided with isl's dataflow analysis on the kernels as they are
      mapped; a scalar carried from one launch of a host loop to the
      next, or two instances of a scalar interleaved in one thread,
      fail it);
   2. otherwise the original schedule under the same condition (isl's
      minimal fusion splits the statements of a reduction such as
      "s = 0; for k: s += ...; C[i][j] = s" into three kernels), whose
      bands are the source loops: the outermost parallel loop on each
      path becomes a kernel, and loops above it stay on the host; but
      not when it launches kernels from more host loops than 3 would
      (a sequential outer loop that isl interchanges);
   3. otherwise isl's schedule with its sequential parts (subtrees with
      no kernel) made kernels of one thread, and every scalar that flows
      between kernels kept in device memory (device_p: a buffer indexed
      by the scalar's expansion loops, gpugen-memory.cc), as PPCG keeps
      scalars that cross kernels in global memory; the dependences
      already count the expanded scalars, so any valid schedule is
      correct with them in memory; the scalars that fail the
      register rule of 1 go there, the others stay in registers;
   4. the original schedule with scalars in device memory.
   A scalar with a value from before the region may cross kernels only
   when it is a single element (the PHI of an outermost loop), which the
   host code stores before the first launch.  */

#include "gpugen.h"
#include "gpugen-map.h"

/* Return the isl name of statement ID's tuple ("S_<id>") as an id
   number, or -1 when NAME is not a statement.  */

static int
stmt_id_of (const char *name)
{
  if (!name || strncmp (name, "S_", 2) != 0)
    return -1;
  return atoi (name + 2);
}

/* Record in KERNEL_OF[s] the kernel of each statement of the domain
   DOM, K.  Return false when a statement was already in another
   kernel.  */

static bool
assign_stmts (isl_union_set *dom, int k, int *kernel_of, int n_stmts)
{
  isl_set_list *list = isl_union_set_get_set_list (dom);
  isl_size n = isl_set_list_n_set (list);
  bool ok = n >= 0;
  for (int i = 0; i < n; i++)
    {
      isl_set *s = isl_set_list_get_set (list, i);
      int id = stmt_id_of (isl_set_get_tuple_name (s));
      isl_set_free (s);
      if (id < 0 || id >= n_stmts)
	continue;
      if (kernel_of[id] >= 0 && kernel_of[id] != k)
	ok = false;
      kernel_of[id] = k;
    }
  isl_set_list_free (list);
  return ok;
}

/* Walk the tree at NODE and fill KERNEL_OF for the statements below
   each mark "kernel_<k>".  */

static bool
collect_kernel_stmts (isl_schedule_node *node, int *kernel_of, int n_stmts)
{
  int k = gpugen_node_kernel_index (node);
  if (k >= 0)
    {
      isl_union_set *dom = isl_schedule_node_get_domain (node);
      bool ok = assign_stmts (dom, k, kernel_of, n_stmts);
      isl_union_set_free (dom);
      return ok;
    }
  isl_size n = isl_schedule_node_n_children (node);
  for (int i = 0; i < n; i++)
    {
      isl_schedule_node *c = isl_schedule_node_get_child (node, i);
      bool ok = collect_kernel_stmts (c, kernel_of, n_stmts);
      isl_schedule_node_free (c);
      if (!ok)
	return false;
    }
  return true;
}

/* The state of register_places: the SCoP and the union of the places
   found so far.  */

struct places_data
{
  /* The SCoP.  */
  gpugen_scop *scop;
  /* Statement instance -> register place, for every kernel seen.  */
  isl_union_map *places;
};

/* Return the relation from the instances of the kernel at the mark MARK
   (number K) to the places where a scalar kept in registers lives: one
   kernel-scope variable per launch and thread, so the place
   "R_<k>[h, x]" holds the host iterators H of the launch (the prefix
   schedule at the mark) and, per mapped member with value v, block
   size T and grid G, the thread's position v mod (T G) (block
   floor (v / T) mod G, thread v mod T: insert_mapping's filter).  */

static __isl_give isl_union_map *
kernel_places (gpugen_scop *scop, isl_schedule_node *mark, int k)
{
  isl_union_set *dom = isl_schedule_node_get_domain (mark);
  isl_union_map *pl
    = isl_schedule_node_get_prefix_schedule_relation (mark);
  pl = isl_union_map_intersect_domain (pl, dom);
  mapped_member members[2];
  int n = gpugen_choose_members (scop, mark, members);
  for (int i = 0; i < n; i++)
    {
      /* The last member is x (axis 0), as map_kernel has it.  */
      int axis = n - 1 - i;
      long t = (n == 1 ? gpugen_block_1d (members[i])
		: axis == 0 ? BLOCK_X : BLOCK_Y);
      char buf[128];
      snprintf (buf, sizeof buf, "{ [v] -> [v mod %ld] }", t * GRID_MAX);
      isl_union_map *key = isl_union_map_apply_range (
	gpugen_member_map (members[i]),
	isl_union_map_read_from_str (gpugen_isl_ctx, buf));
      pl = isl_union_map_flat_range_product (pl, key);
      isl_schedule_node_free (members[i].band);
    }
  char name[32];
  snprintf (name, sizeof name, "R_%d", k);
  isl_map_list *list = isl_union_map_get_map_list (pl);
  isl_union_map_free (pl);
  isl_size nl = isl_map_list_n_map (list);
  isl_union_map *res = NULL;
  for (int i = 0; i < nl; i++)
    {
      isl_map *m = isl_map_list_get_map (list, i);
      m = isl_map_set_tuple_name (m, isl_dim_out, name);
      isl_union_map *u = isl_union_map_from_map (m);
      res = res ? isl_union_map_union (res, u) : u;
    }
  isl_map_list_free (list);
  return res;
}

/* Add the register places of every kernel of the tree at NODE to
   DATA.  */

static bool
register_places (isl_schedule_node *node, places_data *data)
{
  int k = gpugen_node_kernel_index (node);
  if (k >= 0)
    {
      isl_union_map *pl = kernel_places (data->scop, node, k);
      if (!pl)
	return false;
      data->places = (data->places ? isl_union_map_union (data->places, pl)
		      : pl);
      return data->places != NULL;
    }
  isl_size n = isl_schedule_node_n_children (node);
  for (int i = 0; i < n; i++)
    {
      isl_schedule_node *c = isl_schedule_node_get_child (node, i);
      bool ok = register_places (c, data);
      isl_schedule_node_free (c);
      if (!ok)
	return false;
    }
  return true;
}

/* The accesses of SCOP to the scalar A, reads or (WRITES) writes, as a
   union map from instances to A's elements; with PLACES, to the
   registers that hold A in the kernels instead.  */

static __isl_give isl_union_map *
scalar_accesses (gpugen_scop *scop, gpugen_array *a, bool writes,
		 isl_union_map *places)
{
  isl_union_map *res = isl_union_map_empty (isl_set_get_space (
    scop->context));
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      {
	if (acc->array != a || acc->write_p != writes)
	  continue;
	isl_union_map *u;
	if (places)
	  u = isl_union_map_intersect_domain (
	    isl_union_map_copy (places),
	    isl_union_set_from_set (isl_set_copy (s->domain)));
	else
	  u = isl_union_map_from_map (isl_map_intersect_domain (
	    isl_map_copy (acc->rel), isl_set_copy (s->domain)));
	res = isl_union_map_union (res, u);
      }
  return res;
}

/* The exact dataflow of the reads of A in SCOP with the accesses READS
   and WRITES (taken) under SCHED: last writer -> reader, and in
   *NO_SOURCE the reads with no writer in the region.  */

static __isl_give isl_union_map *
scalar_dataflow (__isl_take isl_union_map *reads,
		 __isl_take isl_union_map *writes, isl_schedule *sched,
		 isl_union_set **no_source)
{
  isl_union_access_info *ai = isl_union_access_info_from_sink (reads);
  ai = isl_union_access_info_set_must_source (ai, writes);
  ai = isl_union_access_info_set_schedule (ai, isl_schedule_copy (sched));
  isl_union_flow *flow = isl_union_access_info_compute_flow (ai);
  isl_union_map *dep = isl_union_flow_get_must_dependence (flow);
  *no_source = isl_union_map_domain (isl_union_flow_get_must_no_source (
    flow));
  isl_union_flow_free (flow);
  return dep;
}

/* The original dataflow of a scalar, which does not depend on the
   schedule tried: computed once per scalar for all the schedules that
   one gpugen_choose_schedule tries (the arms of an if / else-if chain
   of division conditions write a scalar under domains whose dataflow
   takes isl a good part of the mapping's quota).  */

struct orig_flow
{
  /* The scalar.  */
  gpugen_array *array;
  /* Its exact dataflow in the original schedule, and the reads with no
     writer in the region.  */
  isl_union_map *flow;
  isl_union_set *no_source;
};

/* The dataflows computed in the current gpugen_choose_schedule.  */

static vec<orig_flow> orig_flows;

/* Free the dataflows of orig_flows.  */

static void
clear_orig_flows (void)
{
  for (orig_flow &f : orig_flows)
    {
      isl_union_map_free (f.flow);
      isl_union_set_free (f.no_source);
    }
  orig_flows.release ();
}

/* Return the exact dataflow of the scalar A of SCOP in the original
   schedule, and in *NO_SOURCE the reads with no writer in the region
   (both new references), from orig_flows or computed into it.  */

static __isl_give isl_union_map *
original_dataflow (gpugen_scop *scop, gpugen_array *a,
		   isl_union_set **no_source)
{
  for (orig_flow &f : orig_flows)
    if (f.array == a)
      {
	*no_source = isl_union_set_copy (f.no_source);
	return isl_union_map_copy (f.flow);
      }
  orig_flow f;
  f.array = a;
  f.no_source = NULL;
  f.flow = scalar_dataflow (scalar_accesses (scop, a, false, NULL),
			    scalar_accesses (scop, a, true, NULL),
			    scop->schedule, &f.no_source);
  /* Not kept after a failure, which the stage's quota may have caused.  */
  if (!f.flow || !f.no_source)
    {
      *no_source = f.no_source;
      return f.flow;
    }
  orig_flows.safe_push (f);
  *no_source = isl_union_set_copy (f.no_source);
  return isl_union_map_copy (f.flow);
}

/* Whether the scalar A of SCOP can stay in registers under the marked
   schedule SCHED, whose register places (kernel_places) are PLACES:
   every write -> read pair of A's exact dataflow in the original
   program is a pair of the same launch of the same kernel, run by the
   same thread, the write first, with no other write of A by that
   thread in between; and the reads with no writer in the region (they
   see the value from before it, which each kernel's variable starts
   with) see no write of their register either.  Computed with isl's
   dataflow on the registers under SCHED and compared with the original
   dataflow of A.  */

static bool
scalar_in_registers_p (gpugen_scop *scop, gpugen_array *a,
		       isl_schedule *sched, isl_union_map *places)
{
  isl_union_set *ns_orig = NULL, *ns_new = NULL;
  isl_union_map *orig = original_dataflow (scop, a, &ns_orig);
  isl_union_map *now
    = scalar_dataflow (scalar_accesses (scop, a, false, places),
		       scalar_accesses (scop, a, true, places),
		       sched, &ns_new);
  orig = isl_union_map_intersect_params (orig, isl_set_copy (scop->context));
  now = isl_union_map_intersect_params (now, isl_set_copy (scop->context));
  ns_orig = isl_union_set_intersect_params (ns_orig,
					    isl_set_copy (scop->context));
  ns_new = isl_union_set_intersect_params (ns_new,
					   isl_set_copy (scop->context));
  isl_bool eq = isl_union_map_is_equal (orig, now);
  isl_bool eq_ns = isl_union_set_is_equal (ns_orig, ns_new);
  isl_union_map_free (orig);
  isl_union_map_free (now);
  isl_union_set_free (ns_orig);
  isl_union_set_free (ns_new);
  return eq == isl_bool_true && eq_ns == isl_bool_true;
}

/* Whether the schedule SCHED of SCOP fits the code generator: every
   statement below a kernel mark, and every scalar array kept in
   registers only where its values stay in one thread of one launch
   (scalar_in_registers_p), or, when CROSSING is not NULL, kept in
   device memory: the other scalar arrays are then pushed onto
   *CROSSING (a scalar with a value from before the region only when it
   is a single element, a PHI of an outermost loop, whose first value
   the host code stores into its buffer).  The decision is made on the
   kernels as map_kernel maps them (gpugen_choose_members), so that it holds
   for the code generated.  With CULPRIT_P, a schedule that does not fit
   names what is at fault as SCOP's culprit (gpugen_set_culprit).

   With CROSSING, no scalar is refused: a scalar has a value from before
   the region only when it is the PHI array of a PHI with an argument on
   an edge from outside the region (gpugen-model.cc, collect_phi_writes),
   and the only such edge is the region's entry; its destination is the
   header of an outermost loop of the region (a carrier, whose PHI array
   is expanded over the loops outside it: none of the region's) or in no
   loop of the region, so that PHI array is a single element
   (scalar_array).  */

static bool
schedule_fits_p (gpugen_scop *scop, isl_schedule *sched,
		 vec<gpugen_array *> *crossing, bool culprit_p = false)
{
  int n = scop->stmts.length ();
  int *kernel_of = XNEWVEC (int, n);
  for (int i = 0; i < n; i++)
    kernel_of[i] = -1;
  isl_schedule_node *root = isl_schedule_get_root (sched);
  bool ok = root && collect_kernel_stmts (root, kernel_of, n);
  for (int i = 0; ok && i < n; i++)
    if (kernel_of[i] < 0)
      {
	ok = false;
	if (dump_file)
	  fprintf (dump_file, "[gpugen-map] SCoP %d: S_%d is outside every "
		   "kernel\n", scop->id, i);
	if (culprit_p)
	  {
	    gimple *g = first_stmt (scop->stmts[i]->bb);
	    location_t loc = g ? gimple_location (g) : UNKNOWN_LOCATION;
	    for (gimple_stmt_iterator gsi = gsi_start_bb (scop->stmts[i]->bb);
		 loc == UNKNOWN_LOCATION && !gsi_end_p (gsi); gsi_next (&gsi))
	      loc = gimple_location (gsi_stmt (gsi));
	    /* A statement whose domain is empty under the assumptions
	       (a delinearized shape that leaves its loop no iteration)
	       has no instance in the schedule, hence no kernel.  */
	    if (isl_set_is_empty (scop->stmts[i]->domain) == isl_bool_true)
	      gpugen_set_culprit (scop, "the statement at line %d never runs "
				  "under the assumptions that the offloaded "
				  "code needs", LOCATION_LINE (loc));
	    else
	      gpugen_set_culprit (scop, "the statement at line %d is in no "
				  "kernel", LOCATION_LINE (loc));
	    culprit_p = false;
	  }
      }
  free (kernel_of);
  places_data pd = { scop, NULL };
  if (ok)
    ok = register_places (root, &pd);
  isl_schedule_node_free (root);
  if (ok && !pd.places)
    pd.places = isl_union_map_empty (isl_set_get_space (scop->context));
  for (gpugen_array *a : scop->arrays)
    {
      if (!ok || a->kind == GPUGEN_ARRAY_MEMORY)
	continue;
      if (scalar_in_registers_p (scop, a, sched, pd.places))
	continue;
      /* See above; gpugen-host.cc refuses such a scalar too.  */
      gcc_checking_assert (!crossing || !a->live_in_p
			   || (a->kind == GPUGEN_ARRAY_PHI && a->n_dims == 0));
      if (!crossing)
	{
	  ok = false;
	  if (dump_file)
	    fprintf (dump_file, "[gpugen-map] SCoP %d: scalar %s flows "
		     "between launches or threads (registers only)\n",
		     scop->id, a->name);
	}
      else
	crossing->safe_push (a);
    }
  isl_union_map_free (pd.places);
  return ok;
}

/* Whether the tree at NODE holds a "kernel_<k>" mark.  */

static bool
has_kernel_mark_p (isl_schedule_node *node)
{
  if (gpugen_node_kernel_index (node) >= 0)
    return true;
  isl_size n = isl_schedule_node_n_children (node);
  for (int i = 0; i < n; i++)
    {
      isl_schedule_node *c = isl_schedule_node_get_child (node, i);
      bool k = has_kernel_mark_p (c);
      isl_schedule_node_free (c);
      if (k)
	return true;
    }
  return false;
}

/* Put a mark "kernel_<k>" (K counted in *N) above each outermost subtree
   of the tree at NODE that holds no kernel mark and whose statements
   therefore stay outside every kernel of isl's schedule: a sequential
   part, run by a kernel of one thread, so that the whole region runs on
   the device when its scalars are kept in device memory.  Return the
   node, moved back to where it was.  */

static __isl_give isl_schedule_node *
mark_rest (__isl_take isl_schedule_node *node, int *n)
{
  if (!node)
    return NULL;
  if (gpugen_node_kernel_index (node) >= 0)
    return node;
  enum isl_schedule_node_type type = isl_schedule_node_get_type (node);
  if (type != isl_schedule_node_domain && type != isl_schedule_node_filter
      && type != isl_schedule_node_sequence && type != isl_schedule_node_set
      && !has_kernel_mark_p (node))
    {
      return gpugen_insert_kernel_mark (node, n);
    }
  isl_size nc = isl_schedule_node_n_children (node);
  for (int i = 0; i < nc && node; i++)
    {
      node = isl_schedule_node_child (node, i);
      node = mark_rest (node, n);
      node = isl_schedule_node_parent (node);
    }
  return node;
}

/* Return the largest schedule depth of a "kernel_<k>" mark in the tree
   at NODE: the most host loops any kernel is launched from.  */

static int
max_mark_depth (isl_schedule_node *node)
{
  int best = (gpugen_node_kernel_index (node) >= 0
	      ? isl_schedule_node_get_schedule_depth (node) : 0);
  isl_size n = isl_schedule_node_n_children (node);
  for (int i = 0; i < n; i++)
    {
      isl_schedule_node *c = isl_schedule_node_get_child (node, i);
      best = MAX (best, max_mark_depth (c));
      isl_schedule_node_free (c);
    }
  return best;
}

/* Return the most host loops any kernel of SCHED is launched from.  */

static int
max_kernel_depth (isl_schedule *sched)
{
  isl_schedule_node *root = isl_schedule_get_root (sched);
  int d = root ? max_mark_depth (root) : 0;
  isl_schedule_node_free (root);
  return d;
}

/* Return isl's schedule of SCOP with every statement below a kernel
   mark (mark_rest), the number of its kernels in *N.  */

static __isl_give isl_schedule *
new_with_rest (gpugen_scop *scop, int *n)
{
  *n = scop->n_kernels;
  isl_schedule_node *root = isl_schedule_get_root (scop->new_schedule);
  root = mark_rest (root, n);
  isl_schedule *s = root ? isl_schedule_node_get_schedule (root) : NULL;
  isl_schedule_node_free (root);
  return s;
}

/* Return the region loop of SCOP that the single-member band NODE of the
   original schedule iterates, or NULL.  */

static gpugen_loop_info *
band_loop (gpugen_scop *scop, isl_schedule_node *node)
{
  int depth = isl_schedule_node_get_schedule_depth (node);
  isl_union_set *dom = isl_schedule_node_get_domain (node);
  isl_set_list *list = isl_union_set_get_set_list (dom);
  isl_union_set_free (dom);
  gpugen_loop_info *res = NULL;
  if (isl_set_list_n_set (list) > 0)
    {
      isl_set *s = isl_set_list_get_set (list, 0);
      int id = stmt_id_of (isl_set_get_tuple_name (s));
      isl_set_free (s);
      if (id >= 0 && id < (int) scop->stmts.length ()
	  && depth < (int) scop->stmts[id]->loops.length ())
	{
	  class loop *l = scop->stmts[id]->loops[depth];
	  for (gpugen_loop_info &li : scop->loops)
	    if (li.loop == l)
	      res = &li;
	}
    }
  isl_set_list_free (list);
  return res;
}

/* Mark the kernels of the original schedule at NODE: set the coincident
   flag of the bands of parallel loops and put a "kernel_<k>" mark above
   the outermost one on each path; a statement reached with no parallel
   loop above it gets a mark of its own (a kernel run by one thread).
   Count kernels in *N.  */

static __isl_give isl_schedule_node *
mark_original (gpugen_scop *scop, __isl_take isl_schedule_node *node, int *n)
{
  if (!node)
    return NULL;
  enum isl_schedule_node_type type = isl_schedule_node_get_type (node);
  bool mark = false;
  if (type == isl_schedule_node_band)
    {
      gpugen_loop_info *li = band_loop (scop, node);
      if (li && li->parallel_p)
	mark = true;
    }
  else if (type == isl_schedule_node_leaf)
    mark = true;
  if (mark)
    {
      /* Set the flags of this band and of the perfectly nested parallel
	 bands below it, for gpugen_choose_members.  */
      isl_schedule_node *b = node;
      int depth = 0;
      while (isl_schedule_node_get_type (b) == isl_schedule_node_band)
	{
	  gpugen_loop_info *li = band_loop (scop, b);
	  if (!li || !li->parallel_p)
	    break;
	  b = isl_schedule_node_band_member_set_coincident (b, 0, 1);
	  if (isl_schedule_node_n_children (b) != 1)
	    break;
	  b = isl_schedule_node_child (b, 0);
	  depth++;
	}
      node = b;
      for (int i = 0; i < depth; i++)
	node = isl_schedule_node_parent (node);
      return gpugen_insert_kernel_mark (node, n);
    }
  isl_size nc = isl_schedule_node_n_children (node);
  for (int i = 0; i < nc && node; i++)
    {
      node = isl_schedule_node_child (node, i);
      node = mark_original (scop, node, n);
      node = isl_schedule_node_parent (node);
    }
  return node;
}

/* Return the original schedule of SCOP with its kernels marked, and
   their number in *N.  */

static __isl_give isl_schedule *
original_with_kernels (gpugen_scop *scop, int *n)
{
  *n = 0;
  isl_schedule_node *root = isl_schedule_get_root (scop->schedule);
  root = mark_original (scop, root, n);
  isl_schedule *s = isl_schedule_node_get_schedule (root);
  isl_schedule_node_free (root);
  return s;
}

/* The choice of gpugen_choose_schedule: set *SCHED_P, *ORIGINAL_P and
   *N_KERNELS_P (which holds the number of isl's kernels on entry) as it
   sets its outputs, and push onto *CROSSING_P the scalars to keep in
   device memory.  */

static enum gpugen_reject
choose_schedule_1 (gpugen_scop *scop, isl_schedule **sched_p,
		   bool *original_p, int *n_kernels_p,
		   vec<gpugen_array *> *crossing_p)
{
  isl_schedule *sched = NULL;
  bool original = false;
  int n_kernels = *n_kernels_p;
  vec<gpugen_array *> &crossing = *crossing_p;
  /* By preference (see the head of this file): isl's schedule, then the
     original one, with scalars in registers, unless isl's with scalars
     in device memory launches from fewer host loops; then isl's, then
     the original one, with scalars in device memory.  */
  if (scop->new_schedule && schedule_fits_p (scop, scop->new_schedule, NULL))
    sched = isl_schedule_copy (scop->new_schedule);
  else
    {
      sched = original_with_kernels (scop, &n_kernels);
      original = true;
      if (!sched)
	{
	  gpugen_set_culprit (scop, "isl could not build the original "
			      "schedule of the kernels");
	  return gpugen_map_fail (scop, "no original schedule");
	}
      bool orig_fits = schedule_fits_p (scop, sched, NULL);
      int n_alt = 0;
      isl_schedule *alt = NULL;
      if (scop->new_schedule && scop->n_kernels > 0)
	{
	  alt = new_with_rest (scop, &n_alt);
	  if (alt && !schedule_fits_p (scop, alt, &crossing))
	    {
	      isl_schedule_free (alt);
	      alt = NULL;
	    }
	}
      /* The original order with scalars in registers loses to isl's
	 schedule when it launches its kernels from deeper host loops
	 (mvt's second nest, whose outer loop is sequential: one launch
	 per row against a single kernel).  */
      /* It also loses when isl's schedule has kernels that can be
	 tiled (gpugen-tile.cc: a contraction's permutable band, which
	 the original order splits into single loops), launches from no
	 more host loops and has no sequential part run by one thread.  */
      if (alt && (!orig_fits
		  || max_kernel_depth (alt) < max_kernel_depth (sched)
		  || (max_kernel_depth (alt) <= max_kernel_depth (sched)
		      && n_alt == scop->n_kernels
		      && (gpugen_tile_count (scop, alt)
			  > gpugen_tile_count (scop, sched)))))
	{
	  isl_schedule_free (sched);
	  sched = alt;
	  n_kernels = n_alt;
	  original = false;
	}
      else
	{
	  isl_schedule_free (alt);
	  crossing.truncate (0);
	  /* With scalars in device memory, the original schedule, which
	     has every statement below a kernel mark (mark_original),
	     fails only where a statement has no instance in the
	     schedule's domain, or a kernel has none (kernel_places), or
	     isl failed.  */
	  if (!orig_fits
	      && !schedule_fits_p (scop, sched, &crossing, true))
	    {
	      isl_schedule_free (sched);
	      if (!scop->culprit_text)
		gpugen_set_culprit (scop, "the statements could not be "
				    "placed in kernels");
	      return gpugen_map_fail (scop, "a statement is outside every kernel "
			       "of the original schedule");
	    }
	}
    }
  *sched_p = sched;
  *original_p = original;
  *n_kernels_p = n_kernels;
  return GPUGEN_OK;
}

/* Choose the schedule of SCOP that its kernels are mapped from (see the
   head of this file): set *SCHED_OUT to it, *ORIGINAL_OUT to whether it
   is the original schedule and *N_KERNELS_OUT to the number of its
   kernels, and set device_p on the scalars it keeps in device memory.
   Return GPUGEN_OK, or the reason why no schedule fits (after saying
   why in the dump file).  */

enum gpugen_reject
gpugen_choose_schedule (gpugen_scop *scop, isl_schedule **sched_out,
			bool *original_out, int *n_kernels_out)
{
  isl_schedule *sched = NULL;
  bool original = false;
  int n_kernels = scop->n_kernels;
  auto_vec<gpugen_array *> crossing;
  clear_orig_flows ();
  enum gpugen_reject r = choose_schedule_1 (scop, &sched, &original,
					     &n_kernels, &crossing);
  clear_orig_flows ();
  if (r != GPUGEN_OK)
    return r;
  for (gpugen_array *a : crossing)
    a->device_p = true;
  *sched_out = sched;
  *original_out = original;
  *n_kernels_out = n_kernels;
  return GPUGEN_OK;
}
