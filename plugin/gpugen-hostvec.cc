/* The host copy of an offloaded region, vectorized with gpugen's own
   dependences.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gpugen-host.cc versions an offloaded region as

     T:  if (CHECKS) else -> F
     T2: if (__gpugen_region_enter (...)) else -> F
	 device path; if (__gpugen_region_exit ()) -> join else -> F
     F:  the original region

   so the original region F runs both when CHECKS fail (two arrays
   overlap, a delinearized subscript leaves its dimension: the loops
   may then really carry dependences the model does not see) and when
   they passed but the runtime chose the host (its estimate, no GPU, a
   device failure before results were copied back).  In the second case
   gpugen knows more than GCC's vectorizer: the arrays are disjoint,
   and the model is exact.  At -O2 GCC 12's vectorizer uses its "very
   cheap" cost model, which neither versions a loop for aliasing nor
   peels an epilogue, so loops such as durbin's
   "z[i] = y[i] + alpha * y[k - 1 - i]" stay scalar in the host copy,
   and a region whose estimate keeps it on the host ran slower than the
   same code built with plain -O3.

   This stage gives GCC what gpugen knows.  While the SCoP is alive
   (gpugen_hostvec_note, called by gpugen-host.cc once the region is
   versioned) it finds the region's loops that carry no dependence
   through memory in the original order, with the run-time checks
   assumed: for every pair of accesses to one memory array inside a loop
   L, one of them a write, no pair of their instances with the same
   iteration of every loop around L and different iterations of L
   touches the same element (isl, from the access relations; a read of
   a read-only snapshot, gpugen-snapshot.cc, counts as a read of its
   array, and a privatized array, gpugen-private.cc, with its plain
   accesses).  Scalars (value and PHI arrays) are left out: they are
   SSA names, which the vectorizer analyzes itself (a reduction, an
   induction; an FP sum without -ffast-math stays an in-order
   reduction).

   Once every region of the function is generated and the SSA form is
   up to date (gpugen_hostvec_apply, from the driver), F receives a flag
   "CHECKS passed", a PHI of 0 from T's false edge and 1 from the two
   others, and each top-level loop of the original region that holds a
   loop to mark is versioned on it (loop_version, which duplicates the
   nest with its subloops): the loops of the copy taken when the flag is
   set, and only those, get safelen = INT_MAX (no dependence between
   iterations, as "#pragma GCC ivdep" says) and force_vectorize (as
   "#pragma omp simd"); the other copy, which runs when the checks
   fail, stays as it was.  When T's condition is the constant true (the
   region has no check that can fail) the loops are marked in place.

   force_vectorize loops use -fsimd-cost-model, whose default in GCC 12
   is "unlimited" (vectorize whatever the cost).  Unless the user set
   -fsimd-cost-model, the function gets an optimization node (as
   __attribute__ ((optimize)) builds one) whose simd cost model is the
   dynamic one, or the function's own -fvect-cost-model where that is
   more permissive: the same as -O3's choice for those loops, at -O2
   too.  A loop the dynamic model finds never profitable would then draw
   -Wopenmp-simd's "vectorization did not happen for a simd loop" (part
   of -Wall) for a directive the user never wrote; the function carries
   the internal attribute "gpugen hostvec", and -Wopenmp-simd is off
   while the vectorizer runs on it (PLUGIN_PASS_EXECUTION).  A function
   that has force_vectorize loops of its own (OpenMP simd, an inlined
   one) gets only safelen: its cost models are the user's.

   Where -O3's loop interchange or unroll-and-jam may run later, a loop
   that is the only subloop of its parent, or has only one subloop, is
   not marked: interchange leaves marked loops alone (a loss at -O3),
   and jam would fuse two iterations of the outer loop into a marked
   inner one, for which safelen no longer holds.  Regions of a function
   optimized for size, with -fno-tree-loop-vectorize or with
   -fplugin-arg-gpugen-host-vectorize=0 are left as they are.  Each
   marked loop gets a note (-fopt-info-omp-note, shown only when the
   vectorizer's remarks, -fopt-info-vec, are asked for too, which say
   whether it was vectorized) and a line in the dump file.  */

#include "gpugen.h"
#include "cfghooks.h"
#include "cfgloopmanip.h"
#include "tree-into-ssa.h"
#include "tree-ssa-loop-manip.h"
#include "cgraph.h"
#include "options.h"

/* What gpugen_hostvec_note records of one offloaded region for
   gpugen_hostvec_apply.  Blocks and loops are kept by number: the
   driver rebuilds the loop tree in between.  */

struct hostvec_region
{
  /* The index of block T, whose false edge leads to F when the run-time
     checks fail, and of F, the original region's entry.  */
  int checks_bb, fallback_bb;
  /* The numbers of the region's loops to mark.  */
  auto_vec<int> marks;
  /* For each of MARKS, the number of its top-level loop in the region
     (the loop that is versioned).  */
  auto_vec<int> tops;
};

/* The regions of the function being compiled that have loops to mark,
   in the order they were generated.  */

static vec<hostvec_region *> hostvec_pending;

/* The internal attribute of a function whose host copies have
   force_vectorize loops marked here (a space keeps it out of
   sources).  */

static const char hostvec_attr[] = "gpugen hostvec";

/* Whether the loop pass that may run later on LOOP would break its
   marks or be blocked by them: -O3's loop interchange and
   unroll-and-jam work on a loop with a single subloop and that
   subloop.  */

static bool
jam_candidate_p (class loop *loop)
{
  if (!flag_loop_interchange && !flag_unroll_jam)
    return false;
  if (loop->inner && !loop->inner->next)
    return true;
  class loop *outer = loop_outer (loop);
  return (outer && outer->num != 0 && outer->inner == loop && !loop->next);
}

/* Return the memory array whose elements access ACC touches: its own,
   or for a read of a read-only snapshot the array it is a snapshot of;
   NULL for a scalar (value or PHI array).  */

static gpugen_array *
memory_array (gpugen_access *acc)
{
  gpugen_array *a = acc->array;
  if (a->snapshot_of)
    a = a->snapshot_of;
  return a->kind == GPUGEN_ARRAY_MEMORY ? a : NULL;
}

/* Whether statement S is inside LOOP.  */

static bool
stmt_inside_p (gpugen_stmt *s, class loop *loop)
{
  return (s->bb->loop_father == loop
	  || flow_loop_nested_p (loop, s->bb->loop_father));
}

/* Record in CARRIED, indexed as SCOP's loops, the loops that carry a
   dependence between the instances of X (of statement SX) and Y (of
   SY), two accesses to one memory array, at least one a write.  Return
   false on an isl error or a relation that cannot be compared (the
   caller then marks nothing).  */

static bool
pair_carried (gpugen_scop *scop, gpugen_stmt *sx, gpugen_access *x,
	      gpugen_stmt *sy, gpugen_access *y, vec<bool> &carried)
{
  isl_map *rx = isl_map_copy (x->rel);
  isl_map *ry = isl_map_copy (y->rel);
  if (!rx || !ry
      || isl_map_dim (rx, isl_dim_out) != isl_map_dim (ry, isl_dim_out))
    {
      isl_map_free (rx);
      isl_map_free (ry);
      return false;
    }
  /* A snapshot's reads name the snapshot; give both the array's tuple
     (that of the write, which never is a snapshot).  */
  if (x->array != y->array)
    {
      if (x->write_p)
	ry = isl_map_set_tuple_id (ry, isl_dim_out,
				   isl_map_get_tuple_id (rx, isl_dim_out));
      else
	rx = isl_map_set_tuple_id (rx, isl_dim_out,
				   isl_map_get_tuple_id (ry, isl_dim_out));
    }
  /* The pairs of instances that touch the same element.  */
  isl_map *same = isl_map_apply_range (rx, isl_map_reverse (ry));
  same = isl_map_intersect_params (same, isl_set_copy (scop->context));
  if (!same)
    return false;
  bool ok = true;
  for (unsigned i = 0; ok && i < scop->loops.length (); i++)
    {
      gpugen_loop_info &li = scop->loops[i];
      if (carried[i] || !stmt_inside_p (sx, li.loop)
	  || !stmt_inside_p (sy, li.loop))
	continue;
      /* Different iterations of the loop: either order.  */
      isl_map *m = gpugen_deps_carried_at (isl_map_copy (same), li.depth);
      isl_bool empty = isl_map_is_empty (m);
      isl_map_free (m);
      if (empty < 0)
	ok = false;
      else if (!empty)
	carried[i] = true;
    }
  isl_map_free (same);
  return ok;
}

/* Fill CARRIED, indexed as SCOP's loops, with whether each loop carries
   a dependence through memory in the original order.  Return false
   when isl failed (under the analysis' quota).  */

static bool
memory_carried (gpugen_scop *scop, vec<bool> &carried)
{
  for (unsigned i = 0; i < scop->loops.length (); i++)
    carried.quick_push (false);
  bool ok = true;
  for (unsigned si = 0; ok && si < scop->stmts.length (); si++)
    for (gpugen_access *x : scop->stmts[si]->accesses)
      {
	gpugen_array *ax = memory_array (x);
	if (!ok || !ax)
	  continue;
	/* Every pair once: the statements from SI on, and within SI the
	   accesses from X on.  */
	for (unsigned ti = si; ok && ti < scop->stmts.length (); ti++)
	  {
	    gpugen_stmt *t = scop->stmts[ti];
	    unsigned from = 0;
	    if (ti == si)
	      while (t->accesses[from] != x)
		from++;
	    for (unsigned k = from; ok && k < t->accesses.length (); k++)
	      {
		gpugen_access *y = t->accesses[k];
		if (memory_array (y) != ax || (!x->write_p && !y->write_p))
		  continue;
		ok = pair_carried (scop, scop->stmts[si], x, t, y, carried);
	      }
	  }
      }
  return ok;
}

/* Record the loops of SCOP, just offloaded by gpugen-host.cc, that its
   host copy may vectorize once the run-time checks passed.
   CHECKS_FAILED is the edge from T to F taken when they fail.  */

void
gpugen_hostvec_note (gpugen_scop *scop, edge checks_failed)
{
  if (!gpugen_opts.host_vectorize || !flag_tree_loop_vectorize
      || optimize_function_for_size_p (cfun) || scop->loops.is_empty ())
    return;

  /* The analysis' quota; a failure leaves the host copy as it is.  */
  isl_ctx_reset_error (gpugen_isl_ctx);
  isl_ctx_reset_operations (gpugen_isl_ctx);
  isl_ctx_set_max_operations (gpugen_isl_ctx,
			      gpugen_opts.max_isl_operations);
  auto_vec<bool> carried (scop->loops.length ());
  bool ok = memory_carried (scop, carried);
  if (isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
    ok = false;
  isl_ctx_set_max_operations (gpugen_isl_ctx, 0);
  isl_ctx_reset_error (gpugen_isl_ctx);
  if (!ok)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-hostvec] SCoP %d: isl failed; the host "
		 "copy stays as it is\n", scop->id);
      return;
    }

  hostvec_region *r = new hostvec_region;
  r->checks_bb = checks_failed->src->index;
  r->fallback_bb = checks_failed->dest->index;
  for (unsigned i = 0; i < scop->loops.length (); i++)
    {
      gpugen_loop_info &li = scop->loops[i];
      /* A loop of a floating-point reduction's nest is left to GCC's
	 own analysis: the vectorizer may reassociate a float MAX_EXPR,
	 which -O2 alone would not vectorize (gpugen-reduce.cc).  */
      bool mark = (!carried[i] && li.n_stmts > 0 && !li.loop->dont_vectorize
		   && !jam_candidate_p (li.loop)
		   && !gpugen_reduce_keep_loop_p (scop, li.loop));
      if (dump_file)
	fprintf (dump_file, "[gpugen-hostvec] SCoP %d: loop %d %s\n",
		 scop->id, li.loop->num,
		 carried[i] ? "carries a dependence through memory"
		 : mark ? "carries no dependence through memory: marked"
		 : "carries no dependence through memory, not marked");
      if (!mark)
	continue;
      class loop *top = li.loop;
      while (top && loop_outer (top) != scop->outer)
	top = loop_outer (top);
      if (!top)
	continue;
      r->marks.safe_push (li.loop->num);
      r->tops.safe_push (top->num);
    }
  if (r->marks.is_empty ())
    delete r;
  else
    hostvec_pending.safe_push (r);
}

/* Whether the vectorizer's remarks were asked for (-fopt-info-vec...):
   the notes of this stage go out with them only, so that a plain
   -fopt-info-omp-all is not filled with a note per loop.  */

static bool
vect_remarks_p (void)
{
  dump_file_info *dfi
    = g->get_dumps ()->get_dump_file_info_by_switch ("tree-vect");
  return dfi && dfi->alt_state > 0;
}

/* Mark LOOP of FUN for the vectorizer: no dependence between its
   iterations, and with FORCE_P vectorize it as a simd loop.  Say so
   (-fopt-info-omp-note, with the vectorizer's remarks).  */

static void
mark_loop (class loop *loop, bool force_p)
{
  loop->safelen = INT_MAX;
  if (force_p)
    loop->force_vectorize = true;
  if (dump_enabled_p () && vect_remarks_p ())
    dump_printf_loc (MSG_NOTE, find_loop_location (loop),
		     "gpugen: host copy of the loop marked for vectorization: "
		     "it carries no dependence through memory once the "
		     "run-time checks passed\n");
}

/* Whether the condition that ends block BB is the constant true.  */

static bool
cond_always_true_p (basic_block bb)
{
  gcond *c = safe_dyn_cast <gcond *> (last_stmt (bb));
  if (!c)
    return false;
  tree v = fold_binary (gimple_cond_code (c), boolean_type_node,
			gimple_cond_lhs (c), gimple_cond_rhs (c));
  return v && integer_nonzerop (v);
}

/* Version and mark the host copy of region R of FUN; FORCE_P as for
   mark_loop.  Return the number of loops marked.  */

static int
apply_region (function *fun, hostvec_region *r, bool force_p)
{
  basic_block t = BASIC_BLOCK_FOR_FN (fun, r->checks_bb);
  basic_block f = BASIC_BLOCK_FOR_FN (fun, r->fallback_bb);
  edge failed = t && f ? find_edge (t, f) : NULL;
  /* F as gpugen-host.cc left it: three predecessors, the edge from T
     the false edge of its condition.  */
  if (!failed || !(failed->flags & EDGE_FALSE_VALUE)
      || !safe_dyn_cast <gcond *> (last_stmt (t))
      || EDGE_COUNT (f->preds) != 3)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-hostvec] the blocks of a region "
		 "changed; its host copy stays as it is\n");
      return 0;
    }

  bool versioned_p = !cond_always_true_p (t);
  tree flag = NULL_TREE;
  if (versioned_p)
    {
      /* The flag "CHECKS passed".  */
      flag = make_ssa_name (boolean_type_node);
      gphi *phi = create_phi_node (flag, f);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, f->preds)
	add_phi_arg (phi, e == failed ? boolean_false_node
		     : boolean_true_node, e, UNKNOWN_LOCATION);
    }

  int n = 0;
  /* The top-level loops versioned so far, and those that could not
     be.  */
  auto_vec<int> done, failed_tops;
  for (unsigned i = 0; i < r->marks.length (); i++)
    {
      if (failed_tops.contains (r->tops[i]))
	continue;
      class loop *top = get_loop (fun, r->tops[i]);
      class loop *loop = get_loop (fun, r->marks[i]);
      if (!top || !loop || !top->header || !loop->header
	  || !dominated_by_p (CDI_DOMINATORS, top->header, f)
	  || (top != loop && !flow_loop_nested_p (top, loop)))
	continue;
      if (versioned_p && !done.contains (top->num))
	{
	  /* The copy, taken when the flag is clear, is the unmarked
	     one: every loop of the nest is marked after it is made.  */
	  tree cond = build2 (NE_EXPR, boolean_type_node, flag,
			      boolean_false_node);
	  if (!loop_version (top, cond, NULL, profile_probability::likely (),
			     profile_probability::unlikely (),
			     profile_probability::likely (),
			     profile_probability::unlikely (), true))
	    {
	      failed_tops.safe_push (top->num);
	      continue;
	    }
	  done.safe_push (top->num);
	}
      if (!single_exit (loop))
	continue;
      mark_loop (loop, force_p);
      n++;
    }
  return n;
}

/* Give FUN, whose force_vectorize loops are all marked here, the simd
   cost model of its vectorizer (or dynamic, if that is more
   permissive) unless the user chose one, through a function-specific
   optimization node, and the attribute that silences -Wopenmp-simd
   while it is vectorized.  */

static void
set_cost_model (function *fun)
{
  tree decl = fun->decl;
  if (!lookup_attribute (hostvec_attr, DECL_ATTRIBUTES (decl)))
    DECL_ATTRIBUTES (decl) = tree_cons (get_identifier (hostvec_attr),
					NULL_TREE, DECL_ATTRIBUTES (decl));
  if (global_options_set.x_flag_simd_cost_model)
    return;
  int want = MAX ((int) flag_vect_cost_model, (int) VECT_COST_MODEL_DYNAMIC);
  if ((int) flag_simd_cost_model == want)
    return;
  /* The options in effect are FUN's (set_cfun restored its node, if it
     has one): change the one field, build the node, and make it the
     current one, so that switching to another function restores
     that one's options.  */
  flag_simd_cost_model = (enum vect_cost_model) want;
  tree node = build_optimization_node (&global_options, &global_options_set);
  DECL_FUNCTION_SPECIFIC_OPTIMIZATION (decl) = node;
  optimization_current_node = node;
}

/* Version and mark the host copies recorded for FUN (gpugen_hostvec_note)
   once the driver has brought its SSA form and loops up to date.
   Return whether the IL changed (the SSA form and loop-closed form are
   then up to date again).  */

bool
gpugen_hostvec_apply (function *fun)
{
  if (hostvec_pending.is_empty ())
    return false;
  int n = 0;
  if (loops_state_satisfies_p (fun, LOOP_CLOSED_SSA)
      && loops_state_satisfies_p (fun, LOOPS_HAVE_PREHEADERS)
      && loops_state_satisfies_p (fun, LOOPS_HAVE_SIMPLE_LATCHES)
      && !loops_state_satisfies_p (fun, LOOPS_NEED_FIXUP))
    {
      /* A function with simd loops of its own keeps their cost model:
	 its loops get safelen only.  */
      bool force_p = !fun->has_force_vectorize_loops;
      calculate_dominance_info (CDI_DOMINATORS);
      initialize_original_copy_tables ();
      for (hostvec_region *r : hostvec_pending)
	n += apply_region (fun, r, force_p);
      free_original_copy_tables ();
      free_dominance_info (CDI_DOMINATORS);
      if (n > 0 && force_p)
	{
	  fun->has_force_vectorize_loops = true;
	  set_cost_model (fun);
	}
      /* The copies' definitions get their own names.  */
      update_ssa (TODO_update_ssa);
      scev_reset ();
      calculate_dominance_info (CDI_DOMINATORS);
      rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
      free_dominance_info (CDI_DOMINATORS);
      cgraph_edge::rebuild_edges ();
    }
  for (hostvec_region *r : hostvec_pending)
    delete r;
  hostvec_pending.truncate (0);
  return true;
}

/* The value of -Wopenmp-simd to put back after the vectorizer ran on a
   function with the "gpugen hostvec" attribute, or -1.  */

static int hostvec_saved_warn = -1;

/* The PLUGIN_PASS_EXECUTION callback: before the vectorizer ("vect")
   runs on a function whose loops were marked here, turn -Wopenmp-simd
   off; put it back before the next pass.  */

static void
hostvec_pass_execution (void *gcc_data, void *)
{
  if (hostvec_saved_warn >= 0)
    {
      warn_openmp_simd = hostvec_saved_warn;
      hostvec_saved_warn = -1;
    }
  opt_pass *pass = (opt_pass *) gcc_data;
  if (pass && pass->name && !strcmp (pass->name, "vect") && cfun
      && lookup_attribute (hostvec_attr, DECL_ATTRIBUTES (cfun->decl)))
    {
      hostvec_saved_warn = warn_openmp_simd;
      warn_openmp_simd = 0;
    }
}

/* Register the callbacks of this stage for the plugin PLUGIN_NAME.  */

void
gpugen_hostvec_init (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_PASS_EXECUTION,
		     hostvec_pass_execution, NULL);
}
