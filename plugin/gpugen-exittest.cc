/* The host code of a time loop whose exit on data is tested on the host:
   the test between steps, and the values that leave the loop.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gpugen-hostexit.cc finds the time loops and takes their exits out of
   the model; gpugen-host.cc generates the region's host loop over the
   time loop's counter and calls here for the rest:
     - gpugen_host_exit_tested says which iteration of the program a
       test of the host code stands for (the one whose end it follows,
       or the next one where the program tests at the top of its body)
       and under which condition the program runs that test (an
       iteration it runs; before the first step, one without statement
       instances where the test is at the end);
     - gpugen_host_exit_emit computes the test at such an iteration, the
       exit's chain again, each load a __gpugen_region_read of the
       element at the address the program loads from in that iteration
       (a value that the loop's counter gives, the counter itself or an
       address that moves with the step, computed from its evolution),
       and gpugen_host_exit_branch ends a block with it, noting the
       iteration where the loop is left;
     - gpugen_host_exit_live_out_p checks, and
       gpugen_host_exit_live_out_value computes, a value that leaves the
       loop: what the way out the program takes passes on, by the exit
       on data at the iteration noted, by the count at the loop's last
       iteration, or from before the loop where it does not run; the
       value of a reduction that the test reads is, by either exit, the
       fold of the last step tested (gpugen_reduce_exit_last), where the
       test runs in the step the loop leaves from (not at the top of the
       step, nor after the count's test).  The
       evolutions are asked for while the CFG is the program's, and kept
       (cached_step_evolution).  */

#include "gpugen.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "gpugen-hostexit.h"

/* Return the evolution of OP in the loop of HX (step_evolution), from
   HX's memory where it was asked for before: the host code asks again
   after the CFG has changed, when scalar evolution can no longer.  */

static tree
cached_step_evolution (gpugen_host_exit *hx, tree op)
{
  for (unsigned i = 0; i < hx->ev_names.length (); i++)
    if (hx->ev_names[i] == op)
      return hx->ev_values[i];
  if (!dom_info_available_p (CDI_DOMINATORS))
    return NULL_TREE;
  tree ev = gpugen_step_evolution (hx->loop, op);
  hx->ev_names.safe_push (op);
  hx->ev_values.safe_push (ev);
  return ev;
}

/* Return the GENERIC value at the iteration ITER (a "long") of the
   evolution EV (gpugen_step_evolution): BASE + STEP * ITER, computed
   without overflow in the unsigned type of its own width.  */

static tree
chrec_value_at (tree ev, tree iter)
{
  tree type = TREE_TYPE (ev);
  tree base = unshare_expr (CHREC_LEFT (ev));
  tree step = unshare_expr (CHREC_RIGHT (ev));
  if (POINTER_TYPE_P (type))
    return fold_build_pointer_plus (base,
				    fold_build2 (MULT_EXPR, sizetype,
						 fold_convert (sizetype, step),
						 fold_convert (sizetype,
							       iter)));
  tree ut = unsigned_type_for (type);
  tree v = fold_build2 (PLUS_EXPR, ut, fold_convert (ut, base),
			fold_build2 (MULT_EXPR, ut, fold_convert (ut, step),
				     fold_convert (ut, iter)));
  return fold_convert (type, v);
}

/* walk_tree callback: replace the evolutions in *TP by their values at
   the iteration DATA.  */

static tree
instantiate_at (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == POLYNOMIAL_CHREC)
    {
      *tp = chrec_value_at (*tp, (tree) data);
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* Return the GENERIC value at the iteration ITER of EV, an evolution
   or an expression of evolutions and values from before the loop
   (trace_out).  */

static tree
step_value_at (tree ev, tree iter)
{
  tree t = unshare_expr (ev);
  walk_tree (&t, instantiate_at, iter, NULL);
  return t;
}

/* Return the iteration of the time loop of HX whose data test the host
   code runs after the host step IV (a "long" GENERIC tree), or, IV
   NULL, before the first host step (the values from before the region);
   set *VALID to the condition under which the program runs that test:
   the iteration is one the program runs, LAST being the last
   (cg->exit_last), and not one the count leaves before the test; before
   the first step, also at the end of an iteration without statement
   instances, FIRST (cg->exit_first) false, unless the test is at the
   top.  */

tree
gpugen_host_exit_tested (gpugen_host_exit *hx, tree iv, tree last,
			 tree first, tree *valid)
{
  tree lng = long_integer_type_node;
  tree iter = (!iv ? build_zero_cst (lng)
	       : hx->top_p ? fold_build2 (PLUS_EXPR, lng, iv,
					  build_one_cst (lng))
	       : iv);
  tree bound = (hx->count_first_p
		? fold_build2 (MINUS_EXPR, lng, last, build_one_cst (lng))
		: last);
  *valid = fold_build2 (LE_EXPR, boolean_type_node, iter, bound);
  if (!iv && !hx->top_p)
    *valid = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, *valid,
			  fold_build1 (TRUTH_NOT_EXPR, boolean_type_node,
				       first));
  return iter;
}

/* Return the GENERIC "long" number of steps the program ran where the
   host code of HX's time loop noted STEP (a "long" value: the iteration
   that gpugen_host_exit_branch noted where the loop left on data, -1
   where it did not), LAST being the loop's last iteration
   (cg->exit_last): the iterations up to the one tested, that one
   included where the test ends the body, or all LAST + 1 where the
   count ended the loop.  The runtime remembers it for the estimate of
   the region's next execution (__gpugen_region_steps).  */

tree
gpugen_host_exit_steps_run (gpugen_host_exit *hx, tree step, tree last)
{
  tree lng = long_integer_type_node;
  tree ran = (hx->top_p ? step
	      : fold_build2 (PLUS_EXPR, lng, step, build_one_cst (lng)));
  tree all = fold_build2 (PLUS_EXPR, lng, last, build_one_cst (lng));
  /* RAN + (STEP < 0) * (ALL - RAN), without a conditional the
     gimplifier would need control flow for.  */
  tree neg = fold_convert (lng, fold_build2 (LT_EXPR, boolean_type_node,
					     step, build_zero_cst (lng)));
  return fold_build2 (PLUS_EXPR, lng, ran,
		      fold_build2 (MULT_EXPR, lng, neg,
				   fold_build2 (MINUS_EXPR, lng, all,
						unshare_expr (ran))));
}

/* The state of generating the test of a host exit, or a value that
   leaves its loop.  */

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
  /* The iteration whose values are computed, a "long" (a placeholder
     in a dry run).  */
  tree iter;
  /* The values given to the SSA names of the program: pairs of
     (name, value).  */
  auto_vec<tree> from, to;
  /* The results of the reads, "int" values, 0 where a read failed.  */
  auto_vec<tree> oks;
  /* Whether something cannot be generated.  */
  bool failed;
  /* Whether the values are those the loop leaves, after it, rather
     than those of the test: a reduction's value is then the fold of the
     last step tested (gpugen_reduce_exit_last), not a new one.  */
  bool after_p;
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

/* Return the GENERIC tree T with its SSA names replaced by their
   values in G (exit_value), or NULL_TREE where one has none.  */

static tree
replaced (exit_gen *g, tree t)
{
  t = unshare_expr (t);
  walk_tree (&t, replace_names, g, NULL);
  return g->failed ? NULL_TREE : t;
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
  /* A reduction's value: the fold of its partials after the step, or
     after the loop, the last step's (gpugen-reduce-fold.cc).  */
  tree ok = NULL_TREE;
  if (tree v = (g->after_p ? gpugen_reduce_exit_last (op, g->hx->loop, g->bb)
		: gpugen_reduce_exit_fold (op, g->bb, &ok)))
    {
      if (ok)
	g->oks.safe_push (ok);
      g->from.safe_push (op);
      g->to.safe_push (v);
      return v;
    }
  /* The chain is out of the IL while the host code is generated; what
     it shares with the step is not.  */
  bool chain_p = (in_chain_p (g->hx->chain, def)
		  || in_chain_p (g->hx->kept, def));
  basic_block db = chain_p ? g->hx->exit->src : gimple_bb (def);
  if (SSA_NAME_IS_DEFAULT_DEF (op) || !db
      || !gpugen_in_region_p (g->in_region, db))
    return op;
  tree res;
  if (!chain_p && flow_bb_inside_loop_p (g->hx->loop, db))
    {
      /* A value the counter gives, at the iteration tested.  */
      tree ev = cached_step_evolution (g->hx, op);
      tree v = ev ? replaced (g, step_value_at (ev, g->iter)) : NULL_TREE;
      if (!v)
	return NULL_TREE;
      if (!g->bb)
	res = op;
      else
	{
	  gimple_stmt_iterator gsi = gsi_last_bb (g->bb);
	  res = force_gimple_operand_gsi (&gsi, fold_convert (TREE_TYPE (op),
							      v),
					  true, NULL_TREE, false,
					  GSI_CONTINUE_LINKING);
	}
    }
  /* A value of the region before the loop: only arithmetic that cannot
     trap is computed again (its block may not run when the loop does
     not).  */
  else if (!chain_p
	   && (!is_gimple_assign (def) || gimple_vuse (def)
	       || gimple_could_trap_p (def)))
    return NULL_TREE;
  else if (chain_p && gimple_assign_load_p (def))
    {
      tree ref = replaced (g, gimple_assign_rhs1 (def));
      if (!ref)
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
	  /* The destination's address converted to "void *" is no GIMPLE
	     value, so no call argument: computed into a name first (as
	     ADDR; -fchecking's verifier rejected "(void *)
	     &gpugen_exit_value.127" in the call, fuzz --ext2 C seed 1001
	     at -O3).  */
	  tree dst = force_gimple_operand_gsi (&gsi,
					       fold_convert (ptr_type_node,
							     build_fold_addr_expr (tmp)),
					       true, NULL_TREE, false,
					       GSI_CONTINUE_LINKING);
	  gcall *call
	    = gimple_build_call (g->read_fn, 3, dst, addr,
				 TYPE_SIZE_UNIT (type));
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

/* walk_tree callback: record each SSA name of a value that the host
   code computed at the end of the block of DATA (the exit_gen) as its
   own value there.  */

static tree
given_name (tree *tp, int *walk_subtrees, void *data)
{
  exit_gen *g = (exit_gen *) data;
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      g->from.safe_push (*tp);
      g->to.safe_push (*tp);
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* Record in G that the names of T, a value of the host code at the end
   of G's block (the iteration tested, the last step), are values there
   as they are: they are no names of the program to compute again
   (their definitions are in blocks that the host code made, outside
   the region's).  */

static void
given_values (exit_gen *g, tree t)
{
  if (g->bb && t)
    walk_tree_without_duplicates (&t, given_name, g);
}

/* Set up G for HX at the end of BB (NULL: a dry run) in the region
   IN_REGION, reading with READ_FN, for the iteration ITER (NULL in a dry
   run).  */

static void
exit_gen_init (exit_gen *g, gpugen_host_exit *hx, basic_block bb,
	       sbitmap in_region, tree read_fn, tree iter)
{
  g->hx = hx;
  g->bb = bb;
  g->in_region = in_region;
  g->read_fn = read_fn;
  g->iter = (iter ? iter
	     : build_decl (UNKNOWN_LOCATION, VAR_DECL, NULL_TREE,
			   long_integer_type_node));
  g->failed = false;
  g->after_p = false;
  given_values (g, iter);
  /* The evolutions are asked for while the CFG is the program's.  */
  if (!bb)
    calculate_dominance_info (CDI_DOMINATORS);
}

/* Emit at the end of BB (or, BB NULL, check that one can) the test of
   the exit of HX at the iteration ITER (a "long" GENERIC tree; NULL in
   the check), with READ_FN the runtime's __gpugen_region_read, for the
   region IN_REGION: return a boolean value that is true where the loop
   is left (the exit's condition holds, or a read failed), or NULL_TREE
   where the test cannot be generated.  */

tree
gpugen_host_exit_emit (gpugen_host_exit *hx, basic_block bb,
		       sbitmap in_region, tree read_fn, tree iter)
{
  exit_gen g;
  exit_gen_init (&g, hx, bb, in_region, read_fn, iter);
  tree c;
  if (hx->terms.is_empty ())
    {
      tree l = exit_value (&g, hx->lhs, 0);
      tree r = l ? exit_value (&g, hx->rhs, 0) : NULL_TREE;
      if (!l || !r || g.failed)
	return NULL_TREE;
      if (!bb)
	return boolean_true_node;
      c = fold_build2 (hx->code, boolean_type_node, l, r);
      if (!(hx->exit->flags & EDGE_TRUE_VALUE))
	c = fold_build2 (EQ_EXPR, boolean_type_node, c, boolean_false_node);
    }
  else
    {
      /* The terms combined: the loop leaves where one holds ("or"), or
	 where one fails ("and").  */
      bool any = hx->term_code == BIT_IOR_EXPR;
      c = NULL_TREE;
      for (tree t : hx->terms)
	{
	  tree v = exit_value (&g, t, 0);
	  if (!v || g.failed)
	    return NULL_TREE;
	  v = fold_build2 (NE_EXPR, boolean_type_node, v,
			   build_zero_cst (TREE_TYPE (v)));
	  c = (!c ? v : fold_build2 (any ? TRUTH_OR_EXPR : TRUTH_AND_EXPR,
				     boolean_type_node, c, v));
	}
      if (!bb)
	return boolean_true_node;
      if (!any)
	c = fold_build1 (TRUTH_NOT_EXPR, boolean_type_node, c);
    }
  for (tree ok : g.oks)
    c = fold_build2 (TRUTH_OR_EXPR, boolean_type_node, c,
		     fold_build2 (EQ_EXPR, boolean_type_node, ok,
				  integer_zero_node));
  return c;
}

/* End BB with "if (C != 0)" (C a GENERIC tree computed there), the
   edge TRUE_E taken where it holds, with probability PROB, and FALSE_E
   otherwise.  */

static void
end_with_cond (basic_block bb, tree c, edge true_e, edge false_e,
	       profile_probability prob)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  tree v = force_gimple_operand_gsi (&gsi, c, true, NULL_TREE, false,
				     GSI_CONTINUE_LINKING);
  gcond *g = gimple_build_cond (NE_EXPR, v, build_zero_cst (TREE_TYPE (v)),
				NULL_TREE, NULL_TREE);
  gsi_insert_after (&gsi, g, GSI_CONTINUE_LINKING);
  true_e->flags = (true_e->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  false_e->flags = (false_e->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  true_e->probability = prob;
  false_e->probability = prob.invert ();
}

/* End BB, whose single successor edge goes on with the next step, with
   the test of the exit of HX at the iteration ITER (gpugen_host_exit_emit,
   for the region IN_REGION and the runtime's read READ_FN), run only
   where VALID holds (GENERIC; the program runs that test): a new edge
   to LEAVE where the loop is left, on which the iteration is stored in
   the "long" variable STEP_VAR.  */

void
gpugen_host_exit_branch (gpugen_host_exit *hx, basic_block bb,
			 sbitmap in_region, tree read_fn, basic_block leave,
			 tree iter, tree valid, tree step_var)
{
  edge stay = single_succ_edge (bb);
  if (!gimple_seq_empty_p (phi_nodes (stay->dest)))
    stay = single_succ_edge (split_edge (stay));
  /* bb -> tb -> next, and bb -> next where the test does not run.  */
  basic_block next = stay->dest;
  basic_block tb = split_edge (stay);
  edge skip = make_edge (bb, next, 0);
  end_with_cond (bb, valid, find_edge (bb, tb), skip,
		 profile_probability::likely ());
  stay = single_succ_edge (tb);
  tree c = gpugen_host_exit_emit (hx, tb, in_region, read_fn, iter);
  edge out = make_edge (tb, leave, 0);
  end_with_cond (tb, c, out, stay, profile_probability::unlikely ());
  basic_block note = split_edge (out);
  gimple_stmt_iterator gsi = gsi_last_bb (note);
  tree v = force_gimple_operand_gsi (&gsi, fold_convert (TREE_TYPE (step_var),
							 iter),
				     true, NULL_TREE, false,
				     GSI_CONTINUE_LINKING);
  gsi_insert_after (&gsi, gimple_build_assign (step_var, v),
		    GSI_CONTINUE_LINKING);
}

/* Record in OUT, under the way out WAY (0 by data, 1 by the count, 2
   before the loop), the expression E; false where another is there.  */

static bool
record_out (host_exit_out *out, int way, tree e)
{
  tree *slot = (way == 0 ? &out->by_data : way == 1 ? &out->by_count
		: &out->before);
  if (*slot && !operand_equal_p (*slot, e, 0))
    return false;
  *slot = e;
  return true;
}

static bool trace_in (gpugen_host_exit *hx, sbitmap in_region, edge p,
		      tree v, host_exit_out *out, int depth);

/* Record in OUT what the value V, at the end of the source of the
   region edge E, is where control goes on by E, for each way out of the
   time loop of HX that reaches E: the evolution (gpugen_step_evolution)
   of what the loop passes on where E leaves it, a value from before the
   region where E comes from before the loop (the loop does not run),
   and, from the blocks after the loop, what their PHIs pass on and
   their arithmetic computes from it (PRE moves "t * t" after the loop
   onto each way out); the region is IN_REGION.  Return false where the
   host code cannot compute it.  */

static bool
trace_out (gpugen_host_exit *hx, sbitmap in_region, edge e, tree v,
	   host_exit_out *out, int depth)
{
  class loop *loop = hx->loop;
  basic_block src = e->src;
  if (depth > 8)
    return false;
  bool outside = (TREE_CODE (v) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (v)
		  || !gpugen_in_region_p (in_region,
					  gimple_bb (SSA_NAME_DEF_STMT (v))));
  if (outside && !is_gimple_min_invariant (v) && TREE_CODE (v) != SSA_NAME)
    return false;
  if (flow_bb_inside_loop_p (loop, src))
    {
      if (e != hx->exit && e != hx->counted)
	return false;
      /* The value of a reduction that the test reads: the fold of the
	 last step, which the test read where the loop leaves (not where
	 the count leaves before the test or the test reads the step
	 before).  */
      if (gpugen_reduce_exit_last (v, loop, NULL))
	return (!hx->top_p && !hx->count_first_p
		&& (e != hx->exit || record_out (out, 0, v))
		&& (e != hx->counted || record_out (out, 1, v)));
      tree ev = outside ? v : cached_step_evolution (hx, v);
      return (ev
	      && (e != hx->exit || record_out (out, 0, ev))
	      && (e != hx->counted || record_out (out, 1, ev)));
    }
  if (!dominated_by_p (CDI_DOMINATORS, src, loop->header))
    /* Before the loop: where it does not run.  */
    return outside && record_out (out, 2, v);
  /* After the loop, on the way out: by each way into the block.  */
  edge p;
  edge_iterator ei;
  FOR_EACH_EDGE (p, ei, src->preds)
    if (!gpugen_in_region_p (in_region, p->src)
	|| !trace_in (hx, in_region, p, v, out, depth + 1))
      return false;
  return true;
}

/* Record in OUT (as trace_out) what the value V is at the end of the
   destination of the region edge P, a block after the loop, where
   control came by P: the argument on P of a PHI of that block, the
   arithmetic of the block on such values, or a value from before the
   block.  */

static bool
trace_in (gpugen_host_exit *hx, sbitmap in_region, edge p, tree v,
	  host_exit_out *out, int depth)
{
  basic_block b = p->dest;
  gimple *def = (TREE_CODE (v) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (v)
		 ? SSA_NAME_DEF_STMT (v) : NULL);
  if (!def || gimple_bb (def) != b)
    return trace_out (hx, in_region, p, v, out, depth);
  if (gphi *phi = dyn_cast <gphi *> (def))
    return trace_out (hx, in_region, p, PHI_ARG_DEF_FROM_EDGE (phi, p), out,
		      depth);
  gassign *as = dyn_cast <gassign *> (def);
  if (!as || gimple_vuse (as) || gimple_could_trap_p (as) || depth > 8
      || (gimple_num_ops (as) != 2 && gimple_num_ops (as) != 3)
      || !(INTEGRAL_TYPE_P (TREE_TYPE (v)) || POINTER_TYPE_P (TREE_TYPE (v))
	   || SCALAR_FLOAT_TYPE_P (TREE_TYPE (v))))
    return false;
  /* Arithmetic: its operands by P, combined for each way out.  */
  host_exit_out ops[2];
  unsigned n = gimple_num_ops (as) - 1;
  for (unsigned i = 0; i < n; i++)
    {
      ops[i].phi = NULL;
      ops[i].by_data = ops[i].by_count = ops[i].before = NULL_TREE;
      if (!trace_in (hx, in_region, p, gimple_op (as, i + 1), &ops[i],
		     depth + 1))
	return false;
    }
  for (int way = 0; way < 3; way++)
    {
      tree x[2] = { NULL_TREE, NULL_TREE };
      for (unsigned i = 0; i < n; i++)
	x[i] = (way == 0 ? ops[i].by_data : way == 1 ? ops[i].by_count
		: ops[i].before);
      if (!x[0] || (n == 2 && !x[1]))
	continue;
      tree r = (n == 1
		? build1 (gimple_assign_rhs_code (as), TREE_TYPE (v), x[0])
		: build2 (gimple_assign_rhs_code (as), TREE_TYPE (v), x[0],
			  x[1]));
      if (!record_out (out, way, r))
	return false;
    }
  return true;
}

/* Whether the host code can give PHI, a PHI of the exit block of the
   region IN_REGION of SCOP (a time loop whose exit is tested on the
   host), its value: what each way out of the region passes it is a
   value from before the region, or one the loop's counter gives at the
   iteration where the loop leaves.  If not and NAME_P, name PHI as the
   culprit.  */

bool
gpugen_host_exit_live_out_p (gpugen_scop *scop, sbitmap in_region,
			     gphi *phi, bool name_p)
{
  gpugen_host_exit *hx = scop->host_exit;
  if (!hx)
    return false;
  calculate_dominance_info (CDI_DOMINATORS);
  host_exit_out out = { phi, NULL_TREE, NULL_TREE, NULL_TREE };
  bool ok = true;
  for (unsigned i = 0; i < gimple_phi_num_args (phi) && ok; i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      if (gpugen_in_region_p (in_region, e->src))
	ok = trace_out (hx, in_region, e, gimple_phi_arg_def (phi, i), &out,
			0);
    }
  tree res = gimple_phi_result (phi);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (res)) && !POINTER_TYPE_P (TREE_TYPE (res))
      && !SCALAR_FLOAT_TYPE_P (TREE_TYPE (res)))
    ok = false;
  if (ok && !out.by_data && !out.by_count && !out.before)
    ok = false;
  /* The values from before the loop must be ones the host code can
     compute again (gpugen_host_exit_live_out_value).  */
  exit_gen g;
  exit_gen_init (&g, hx, NULL, in_region, NULL_TREE, NULL_TREE);
  g.after_p = true;
  tree slots[3] = { out.by_data, out.by_count, out.before };
  for (tree s : slots)
    if (ok && s)
      ok = replaced (&g, step_value_at (s, g.iter)) != NULL_TREE;
  if (!ok)
    {
      if (name_p)
	{
	  const char *n = gpugen_source_name (res);
	  gpugen_set_culprit (scop, "%s%s%s after the time loop, neither a "
			      "value from before it nor an affine function of "
			      "its counter", n ? "'" : "", n ? n : "a value",
			      n ? "'" : "");
	}
      return false;
    }
  for (host_exit_out &o : hx->outs)
    if (o.phi == phi)
      {
	o = out;
	return true;
      }
  hx->outs.safe_push (out);
  return true;
}

/* Emit at the end of BB, in the device path of the region IN_REGION of
   SCOP, the value of PHI (gpugen_host_exit_live_out_p): what the way out
   the program takes passes it, at the iteration STEP (a "long" GIMPLE
   value: where the exit on data was taken, -1 where it was not) or,
   where the count ends the loop, LAST (cg->exit_last's value: -1 where
   the loop does not run).  Return the value, of PHI's type.  */

tree
gpugen_host_exit_live_out_value (gpugen_scop *scop, sbitmap in_region,
				 gphi *phi, basic_block bb, tree step,
				 tree last)
{
  gpugen_host_exit *hx = scop->host_exit;
  host_exit_out *out = NULL;
  for (host_exit_out &o : hx->outs)
    if (o.phi == phi)
      out = &o;
  gcc_assert (out);
  tree type = TREE_TYPE (gimple_phi_result (phi));
  tree lng = long_integer_type_node;
  exit_gen g;
  exit_gen_init (&g, hx, bb, in_region, NULL_TREE, step);
  given_values (&g, last);
  g.after_p = true;
  tree by_data = (out->by_data
		  ? replaced (&g, step_value_at (out->by_data, step))
		  : NULL_TREE);
  tree by_count = (out->by_count
		   ? replaced (&g, step_value_at (out->by_count, last))
		   : NULL_TREE);
  tree before = out->before ? replaced (&g, out->before) : NULL_TREE;
  gcc_assert (!g.failed);
  tree res = by_count;
  if (before)
    res = (!res ? before
	   : fold_build3 (COND_EXPR, type,
			  fold_build2 (GE_EXPR, boolean_type_node, last,
				       build_zero_cst (lng)),
			  fold_convert (type, res), fold_convert (type, before)));
  if (by_data)
    res = (!res ? by_data
	   : fold_build3 (COND_EXPR, type,
			  fold_build2 (GE_EXPR, boolean_type_node, step,
				       build_zero_cst (lng)),
			  fold_convert (type, by_data), fold_convert (type, res)));
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  return force_gimple_operand_gsi (&gsi, fold_convert (type, res), true,
				   NULL_TREE, false, GSI_CONTINUE_LINKING);
}
