/* Exits on data from time loops, tested on the host between steps.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A time loop that stops when a value crosses a threshold

     for (t = 0; t < steps; t++)
       {
	 nests;
	 if (a[n / 2][n / 2] > tol)
	   break;
       }

   has an exit on data, which the model cannot express; but the loop
   is sequential, and it becomes the host loop of a region whose nests
   are kernels.  The region can then run as one: the host loop launches
   each step's kernels, reads back the few elements the exit's
   condition reads, evaluates the condition on the host and leaves the
   loop where the program does, the arrays staying on the device
   across steps.

   gpugen_host_exits_find, before detection, looks for such loops: a
   loop around other loops, with two exits, its counted exit (niter
   analysis computes its count) and one exit on data, both from blocks
   of the loop itself, whose test runs in every iteration after every
   store and call of the iteration (no block between that test and the
   latch stores, calls or holds a loop).  The test's operands are
   computed in the exit's block by loads and arithmetic used by nothing
   else (the exit's chain), from values defined outside the loop, and
   from the values of reductions that loops of the body compute and
   the test alone reads (a convergence loop's error, "err = 0; for (i...)
   for (j...) err = max...; if (err < tol) break;"), which
   gpugen-reduce-exit.cc rewrites for the model (exit_reductions,
   gpugen_reduce_exit_rewrite) and the host loop computes after each
   step from the fold of their partials, read back alone
   (gpugen_reduce_exit_fold).  For
   the model the chain is taken out of its block and the test made
   "if (0 != 0)": the loop runs all its STEPS iterations in the model, a
   superset of the ones the program runs, so the dependences and the
   schedule found hold for every prefix of them.  The loop is then a
   region of its own (gpugen-detect.cc), which
     - gpugen_host_exit_schedule_ok accepts only where every statement
       is inside the loop, the first dimension of the schedule mapped
       is the loop's counter for every statement (each step's kernels
       run before the next step's) and no array is privatized (a
       private copy holds the values of its last iteration, not of the
       step just run);
     - gpugen-memory.cc copies every array in (not only those read: an
       element written only in a step the program does not reach keeps
       its value);
     - gpugen-host.cc generates as one host "for" loop over the counter,
       with the test at the end of its body (gpugen_host_exit_emit):
       the chain again, each load a __gpugen_region_read of the element
       at the address the program loads from (the runtime reads it from
       the device buffer whose copy in covers it, or from the host
       array when none does: an element no kernel writes), and an edge
       out of the loop where the exit is taken.  A host loop that starts
       after step 0 (isl's bounds skip steps without statement
       instances) tests the values from before the region first, where
       the program's first test would see them.
   gpugen_host_exit_restore puts the chain and the condition back, for
   one loop when its region fails (the nests inside it are then
   detected as before, each offloaded on its own) and for all at the end
   of the pass (gpugen_undo_host_exits), so the host code, the original
   region of an offloaded one included, is the program's.  */

#include "gpugen.h"
#include "gimplify.h"
#include "gimplify-me.h"

/* One time loop whose exit on data is tested on the host.  */

struct gpugen_host_exit
{
  /* The loop.  */
  class loop *loop;
  /* The exit on data, and the condition that ends its block.  */
  edge exit;
  gcond *cond;
  /* The condition's code and operands, as the program has them.  */
  enum tree_code code;
  tree lhs, rhs;
  /* The statements of the exit's block that compute the operands (the
     chain), in their order; out of the IL while NEUTRAL_P.  */
  vec<gimple *> chain;
  /* Whether the chain is out and the condition false (the model's
     view).  */
  bool neutral_p;
};

/* The time loops found in the current function.  */

static vec<gpugen_host_exit *> host_exits;

/* Return the host exit of LOOP while it is in the model's view, or
   NULL.  */

gpugen_host_exit *
gpugen_host_exit_of (class loop *loop)
{
  for (gpugen_host_exit *hx : host_exits)
    if (hx->loop == loop && hx->neutral_p)
      return hx;
  return NULL;
}

/* Whether E is the exit of a time loop in the model's view.  */

bool
gpugen_host_exit_edge_p (edge e)
{
  for (gpugen_host_exit *hx : host_exits)
    if (hx->exit == e && hx->neutral_p)
      return true;
  return false;
}

/* The loop of HX.  */

class loop *
gpugen_host_exit_loop (gpugen_host_exit *hx)
{
  return hx->loop;
}

/* Whether STMT is in CHAIN.  */

static bool
in_chain_p (vec<gimple *> &chain, gimple *stmt)
{
  for (gimple *g : chain)
    if (g == stmt)
      return true;
  return false;
}

/* Collect into CHAIN (unordered) the definitions in block B of LOOP that
   the operand OP of the exit's chain needs.  Return false where one
   cannot be evaluated on the host: a definition elsewhere in LOOP (the
   counter, a value of another block), a PHI, a store or a call, a
   reference whose address cannot be taken.  */

static bool
collect_chain (class loop *loop, basic_block b, tree op, vec<gimple *> *chain,
	       int depth)
{
  if (depth > 16)
    return false;
  if (TREE_CODE (op) != SSA_NAME)
    return is_gimple_min_invariant (op);
  if (SSA_NAME_IS_DEFAULT_DEF (op))
    return SSA_NAME_VAR (op) && TREE_CODE (SSA_NAME_VAR (op)) == PARM_DECL;
  /* A reduction's value, computed on the host from its fold
     (exit_reductions).  */
  if (gpugen_reduce_exit_operand_p (loop, op))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (op);
  basic_block db = gimple_bb (def);
  if (!db)
    return false;
  if (!flow_bb_inside_loop_p (loop, db))
    /* Decided where the test is generated (gpugen_host_exit_emit):
       before the region it is used as it is, in the region it is
       computed again.  */
    return true;
  if (db != b || !is_gimple_assign (def) || gimple_vdef (def)
      || gimple_has_volatile_ops (def))
    return false;
  if (in_chain_p (*chain, def))
    return true;
  if (gimple_assign_load_p (def))
    {
      tree ref = gimple_assign_rhs1 (def);
      if (!is_gimple_reg_type (TREE_TYPE (gimple_assign_lhs (def)))
	  || TREE_CODE (gimple_assign_lhs (def)) != SSA_NAME
	  || contains_bitfld_component_ref_p (ref)
	  || TREE_CODE (ref) == BIT_FIELD_REF
	  || TREE_THIS_VOLATILE (ref))
	return false;
      tree base = get_base_address (ref);
      if (!base || (!DECL_P (base) && TREE_CODE (base) != MEM_REF))
	return false;
    }
  else if (gimple_vuse (def))
    return false;
  chain->safe_push (def);
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, def, it, SSA_OP_USE)
    if (!collect_chain (loop, b, use, chain, depth + 1))
      return false;
  return true;
}

/* Whether no block of LOOP that can run after the block B of the exit
   in an iteration (reached from B without the header) stores, calls or
   belongs to an inner loop: everything the iteration does comes before
   the exit's test.  */

static bool
test_after_effects_p (class loop *loop, basic_block b, edge exit)
{
  auto_vec<basic_block> work;
  auto_bitmap seen;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, b->succs)
    if (e != exit && flow_bb_inside_loop_p (loop, e->dest)
	&& e->dest != loop->header)
      work.safe_push (e->dest);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (!bitmap_set_bit (seen, bb->index))
	continue;
      if (bb->loop_father != loop || bb == b)
	return false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *g = gsi_stmt (gsi);
	  if (is_gimple_debug (g))
	    continue;
	  if (gimple_vdef (g) || is_gimple_call (g))
	    return false;
	}
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (flow_bb_inside_loop_p (loop, e->dest) && e->dest != loop->header)
	  work.safe_push (e->dest);
    }
  return true;
}

/* Whether every use of the definitions of CHAIN is in CHAIN, in COND or
   a debug bind.  */

static bool
chain_closed_p (vec<gimple *> &chain, gcond *cond)
{
  for (gimple *g : chain)
    {
      tree lhs = gimple_get_lhs (g);
      imm_use_iterator ui;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, ui, lhs)
	{
	  gimple *u = USE_STMT (use);
	  if (u != cond && !is_gimple_debug (u) && !in_chain_p (chain, u))
	    return false;
	}
    }
  return true;
}

/* The operands of COND and of the statements of CHAIN, in the exit's
   block of LOOP, that are values of reductions of loops inside LOOP
   (gpugen_reduce_exit_operand_p): whether there is one; with REWRITE,
   rewrite each for the model (gpugen_reduce_exit_rewrite), the test
   then reading it from the fold after each step, and return false where
   one cannot be.  */

static bool
exit_reductions (class loop *loop, gcond *cond, vec<gimple *> &chain,
		 bool rewrite)
{
  auto_vec<gimple *, 8> stmts;
  stmts.safe_push (cond);
  for (gimple *g : chain)
    stmts.safe_push (g);
  bool any = false;
  for (gimple *g : stmts)
    {
      ssa_op_iter it;
      tree use;
      FOR_EACH_SSA_TREE_OPERAND (use, g, it, SSA_OP_USE)
	if (gpugen_reduce_exit_operand_p (loop, use))
	  {
	    if (rewrite && !gpugen_reduce_exit_rewrite (loop, use, g))
	      return false;
	    any = true;
	  }
    }
  return rewrite || any;
}

/* Return the time-loop exit of LOOP, newly allocated, or NULL when LOOP
   has none (see the head of this file).  */

static gpugen_host_exit *
find_host_exit (class loop *loop)
{
  if (!loop->inner || !loop_outer (loop) || !loop->latch
      || !loop_preheader_edge (loop))
    return NULL;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.length () != 2)
    return NULL;
  edge counted = NULL, data = NULL;
  for (edge e : exits)
    {
      if ((e->flags & EDGE_COMPLEX) || e->src->loop_father != loop
	  || e->dest->loop_father != loop_outer (loop)
	  || !dominated_by_p (CDI_DOMINATORS, loop->latch, e->src))
	return NULL;
      class tree_niter_desc desc;
      if (!counted
	  && number_of_iterations_exit_assumptions (loop, e, &desc, NULL)
	  && !integer_zerop (desc.assumptions))
	counted = e;
      else
	data = e;
    }
  if (!counted || !data)
    return NULL;
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (data->src));
  if (!cond || !test_after_effects_p (loop, data->src, data))
    return NULL;
  /* The counted exit must not come after the data exit's block by a
     path that stores (test_after_effects_p covers that) nor before it:
     then the program may leave by the count before testing the data
     in the last step, which the host loop does too.  */
  auto_vec<gimple *> chain;
  tree ops[2] = { gimple_cond_lhs (cond), gimple_cond_rhs (cond) };
  bool reads = false;
  for (tree op : ops)
    if (!collect_chain (loop, data->src, op, &chain, 0))
      return NULL;
  for (gimple *g : chain)
    reads |= gimple_assign_load_p (g);
  if (!reads)
    reads = exit_reductions (loop, cond, chain, false);
  if (!reads || !chain_closed_p (chain, cond))
    return NULL;
  /* In the order of the block.  */
  gpugen_host_exit *hx = XCNEW (gpugen_host_exit);
  hx->loop = loop;
  hx->exit = data;
  hx->cond = cond;
  hx->chain.create (chain.length ());
  for (gimple_stmt_iterator gsi = gsi_start_bb (data->src); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (in_chain_p (chain, gsi_stmt (gsi)))
      hx->chain.quick_push (gsi_stmt (gsi));
  return hx;
}

/* Take the chain of HX out of its block and make its condition false.  */

static void
neutralize (gpugen_host_exit *hx)
{
  hx->code = gimple_cond_code (hx->cond);
  hx->lhs = gimple_cond_lhs (hx->cond);
  hx->rhs = gimple_cond_rhs (hx->cond);
  for (gimple *g : hx->chain)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (g);
      gsi_remove (&gsi, false);
      /* Its operands' uses go too, so that the model sees none.  */
      delink_stmt_imm_use (g);
    }
  /* "if (0 != 0)", or "if (0 == 0)" where the exit is the false edge:
     never taken.  */
  if (hx->exit->flags & EDGE_TRUE_VALUE)
    gimple_cond_make_false (hx->cond);
  else
    gimple_cond_make_true (hx->cond);
  update_stmt (hx->cond);
  hx->neutral_p = true;
}

/* See the head of this file.  Return whether a loop was found.  */

bool
gpugen_host_exits_find (function *fun)
{
  host_exits.truncate (0);
  if (!gpugen_opts.host_exits)
    return false;
  calculate_dominance_info (CDI_DOMINATORS);
  for (class loop *loop : loops_list (fun, 0))
    if (gpugen_host_exit *hx = find_host_exit (loop))
      {
	/* The reductions whose values the test reads, rewritten for the
	   model (gpugen-reduce-exit.cc); where one cannot be, the loop
	   has no host test, and those already rewritten for it give
	   their values to the test again (gpugen_reduce_exit_abandon;
	   they stay rewritten for the regions of the body, as when the
	   region of the loop fails).  */
	if (!exit_reductions (loop, hx->cond, hx->chain, true))
	  {
	    gpugen_reduce_exit_abandon (loop);
	    hx->chain.release ();
	    free (hx);
	    continue;
	  }
	host_exits.safe_push (hx);
      }
  for (gpugen_host_exit *hx : host_exits)
    {
      neutralize (hx);
      if (dump_file)
	fprintf (dump_file, "[gpugen-hostexit] loop %d: the exit on data "
		 "from bb %d is tested on the host (%u statements)\n",
		 hx->loop->num, hx->exit->src->index, hx->chain.length ());
    }
  if (!host_exits.is_empty ())
    free_numbers_of_iterations_estimates (fun);
  return !host_exits.is_empty ();
}

/* Put the chain and the condition of HX back (see the head of this
   file).  */

void
gpugen_host_exit_restore (gpugen_host_exit *hx)
{
  if (!hx->neutral_p)
    return;
  /* The reductions the test read from their folds.  */
  gpugen_reduce_exit_abandon (hx->loop);
  gimple_stmt_iterator at = gsi_for_stmt (hx->cond);
  for (gimple *g : hx->chain)
    {
      gsi_insert_before (&at, g, GSI_SAME_STMT);
      update_stmt (g);
    }
  gimple_cond_set_code (hx->cond, hx->code);
  gimple_cond_set_lhs (hx->cond, hx->lhs);
  gimple_cond_set_rhs (hx->cond, hx->rhs);
  update_stmt (hx->cond);
  hx->neutral_p = false;
}

/* Restore every time loop of the function and forget them; return
   whether there was one.  */

bool
gpugen_undo_host_exits (function *fun)
{
  bool any = !host_exits.is_empty ();
  for (gpugen_host_exit *hx : host_exits)
    {
      gpugen_host_exit_restore (hx);
      hx->chain.release ();
      free (hx);
    }
  host_exits.truncate (0);
  if (any)
    free_numbers_of_iterations_estimates (fun);
  return any;
}

/* Whether the schedule SCHED of SCOP, whose region is the time loop of
   SCOP->host_exit, can run as one host loop over the loop's counter
   (see the head of this file); if not, and NAME_P, name why in SCOP's
   culprit.  */

bool
gpugen_host_exit_schedule_ok (gpugen_scop *scop, isl_schedule *sched,
			      bool name_p)
{
  class loop *loop = scop->host_exit->loop;
  for (gpugen_stmt *s : scop->stmts)
    if (s->loops.is_empty () || s->loops[0] != loop)
      {
	if (name_p)
	  gpugen_set_culprit (scop, "a statement outside the time loop");
	return false;
      }
  for (gpugen_array *a : scop->arrays)
    if (a->priv_depth > 0)
      {
	if (name_p)
	  gpugen_set_culprit (scop, "a privatized array in the time loop");
	return false;
      }
  isl_union_map *m = isl_schedule_get_map (sched);
  isl_map_list *list = m ? isl_union_map_get_map_list (m) : NULL;
  isl_union_map_free (m);
  isl_size n = list ? isl_map_list_n_map (list) : -1;
  bool ok = n >= 0;
  for (int i = 0; i < n && ok; i++)
    {
      isl_map *mm = isl_map_list_get_map (list, i);
      isl_size n_in = isl_map_dim (mm, isl_dim_in);
      isl_size n_out = isl_map_dim (mm, isl_dim_out);
      if (n_in < 1 || n_out < 1)
	{
	  isl_map_free (mm);
	  ok = false;
	  break;
	}
      mm = isl_map_project_out (mm, isl_dim_out, 1, n_out - 1);
      isl_map *eq = isl_map_universe (isl_map_get_space (mm));
      eq = isl_map_equate (eq, isl_dim_in, 0, isl_dim_out, 0);
      ok = isl_map_is_subset (mm, eq) == isl_bool_true;
      isl_map_free (mm);
      isl_map_free (eq);
    }
  isl_map_list_free (list);
  if (!ok && name_p)
    gpugen_set_culprit (scop, "a schedule whose outer loop is not the "
			"time loop's");
  return ok;
}

/* The state of generating the test of a host exit.  */

struct exit_gen
{
  /* The exit.  */
  gpugen_host_exit *hx;
  /* The block the code goes at the end of, NULL in a dry run.  */
  basic_block bb;
  /* The region's blocks.  */
  sbitmap in_region;
  /* The runtime's read entry point.  */
  tree read_fn;
  /* The values given to the SSA names of the program: pairs of
     (name, value).  */
  auto_vec<tree> from, to;
  /* The results of the reads, "int" values, 0 where a read failed.  */
  auto_vec<tree> oks;
  /* Whether something cannot be generated.  */
  bool failed;
};

static tree exit_value (exit_gen *g, tree op, int depth);

/* walk_tree callback: replace the SSA names of a copied reference by
   their values (DATA is the exit_gen).  */

static tree
replace_names (tree *tp, int *walk_subtrees, void *data)
{
  exit_gen *g = (exit_gen *) data;
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      tree v = exit_value (g, *tp, 1);
      if (!v)
	g->failed = true;
      else if (g->bb)
	*tp = v;
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* Return the value of OP (an operand of the chain) at the end of G's
   block, emitting its computation; a placeholder in the dry run;
   NULL_TREE where it cannot be computed.  */

static tree
exit_value (exit_gen *g, tree op, int depth)
{
  if (depth > 32)
    return NULL_TREE;
  if (TREE_CODE (op) != SSA_NAME)
    return op;
  for (unsigned i = 0; i < g->from.length (); i++)
    if (g->from[i] == op)
      return g->to[i];
  gimple *def = SSA_NAME_DEF_STMT (op);
  /* A reduction's value: the fold of its partials after the step
     (gpugen-reduce-fold.cc).  */
  tree ok;
  if (tree v = gpugen_reduce_exit_fold (op, g->bb, &ok))
    {
      if (ok)
	g->oks.safe_push (ok);
      g->from.safe_push (op);
      g->to.safe_push (v);
      return v;
    }
  /* The chain is out of the IL while the host code is generated.  */
  bool chain_p = in_chain_p (g->hx->chain, def);
  basic_block db = chain_p ? g->hx->exit->src : gimple_bb (def);
  if (SSA_NAME_IS_DEFAULT_DEF (op) || !db
      || !gpugen_in_region_p (g->in_region, db))
    return op;
  /* A value of the region before the loop: only arithmetic that cannot
     trap is computed again (its block may not run when the loop does
     not).  */
  if (!chain_p
      && (flow_bb_inside_loop_p (g->hx->loop, db) || !is_gimple_assign (def)
	  || gimple_vuse (def) || gimple_could_trap_p (def)))
    return NULL_TREE;
  tree res;
  if (chain_p && gimple_assign_load_p (def))
    {
      tree ref = unshare_expr (gimple_assign_rhs1 (def));
      walk_tree (&ref, replace_names, g, NULL);
      if (g->failed)
	return NULL_TREE;
      tree type = TREE_TYPE (op);
      if (!g->bb)
	res = op;
      else
	{
	  tree base = get_base_address (ref);
	  if (base && DECL_P (base))
	    TREE_ADDRESSABLE (base) = 1;
	  gimple_stmt_iterator gsi = gsi_last_bb (g->bb);
	  tree addr = force_gimple_operand_gsi (&gsi,
						fold_convert (const_ptr_type_node,
							      build_fold_addr_expr (ref)),
						true, NULL_TREE, false,
						GSI_CONTINUE_LINKING);
	  tree tmp = create_tmp_var (type, "gpugen_exit_value");
	  TREE_ADDRESSABLE (tmp) = 1;
	  gcall *call
	    = gimple_build_call (g->read_fn, 3,
				 fold_convert (ptr_type_node,
					       build_fold_addr_expr (tmp)),
				 addr, TYPE_SIZE_UNIT (type));
	  tree ok = make_ssa_name (integer_type_node, call);
	  gimple_call_set_lhs (call, ok);
	  gsi_insert_after (&gsi, call, GSI_CONTINUE_LINKING);
	  g->oks.safe_push (ok);
	  res = make_ssa_name (type);
	  gsi_insert_after (&gsi, gimple_build_assign (res, tmp),
			    GSI_CONTINUE_LINKING);
	}
    }
  else
    {
      gimple *copy = g->bb ? gimple_copy (def) : NULL;
      ssa_op_iter it;
      use_operand_p use;
      FOR_EACH_SSA_USE_OPERAND (use, def, it, SSA_OP_USE)
	{
	  tree v = exit_value (g, USE_FROM_PTR (use), depth + 1);
	  if (!v)
	    {
	      /* The copy is garbage collected.  */
	      return NULL_TREE;
	    }
	  if (copy)
	    for (unsigned k = 1; k < gimple_num_ops (copy); k++)
	      if (gimple_op (copy, k) == USE_FROM_PTR (use))
		gimple_set_op (copy, k, v);
	}
      if (!g->bb)
	res = op;
      else
	{
	  res = make_ssa_name (TREE_TYPE (op), copy);
	  gimple_assign_set_lhs (copy, res);
	  gimple_stmt_iterator gsi = gsi_last_bb (g->bb);
	  gsi_insert_after (&gsi, copy, GSI_NEW_STMT);
	}
    }
  g->from.safe_push (op);
  g->to.safe_push (res);
  return res;
}

/* Emit at the end of BB (or, BB NULL, check that one can) the test of
   the exit of HX, with READ_FN the runtime's __gpugen_region_read, for
   the region IN_REGION: return a boolean value that is true where the
   loop is left (the exit's condition holds, or a read failed), or
   NULL_TREE where the test cannot be generated.  */

tree
gpugen_host_exit_emit (gpugen_host_exit *hx, basic_block bb,
		       sbitmap in_region, tree read_fn)
{
  exit_gen g;
  g.hx = hx;
  g.bb = bb;
  g.in_region = in_region;
  g.read_fn = read_fn;
  g.failed = false;
  tree l = exit_value (&g, hx->lhs, 0);
  tree r = l ? exit_value (&g, hx->rhs, 0) : NULL_TREE;
  if (!l || !r || g.failed)
    return NULL_TREE;
  if (!bb)
    return boolean_true_node;
  tree c = fold_build2 (hx->code, boolean_type_node, l, r);
  if (!(hx->exit->flags & EDGE_TRUE_VALUE))
    c = fold_build2 (EQ_EXPR, boolean_type_node, c, boolean_false_node);
  for (tree ok : g.oks)
    c = fold_build2 (TRUTH_OR_EXPR, boolean_type_node, c,
		     fold_build2 (EQ_EXPR, boolean_type_node, ok,
				  integer_zero_node));
  return c;
}

/* End BB, whose single successor edge goes on with the next step, with
   the test of the exit of HX (gpugen_host_exit_emit, for the region
   IN_REGION and the runtime's read READ_FN): a new edge to LEAVE where
   the loop is left.  */

void
gpugen_host_exit_branch (gpugen_host_exit *hx, basic_block bb,
			 sbitmap in_region, tree read_fn, basic_block leave)
{
  edge stay = single_succ_edge (bb);
  tree c = gpugen_host_exit_emit (hx, bb, in_region, read_fn);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  tree v = force_gimple_operand_gsi (&gsi, c, true, NULL_TREE, false,
				     GSI_CONTINUE_LINKING);
  gcond *g = gimple_build_cond (NE_EXPR, v, build_zero_cst (TREE_TYPE (v)),
				NULL_TREE, NULL_TREE);
  gsi_insert_after (&gsi, g, GSI_CONTINUE_LINKING);
  edge out = make_edge (bb, leave, EDGE_TRUE_VALUE);
  out->probability = profile_probability::unlikely ();
  stay->flags = (stay->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  stay->probability = out->probability.invert ();
}
