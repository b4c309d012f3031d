/* Detection of static control parts (SCoPs) for gpugen.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A candidate region is built from the loop tree, level by level.  At a
   level P (the function's root loop, or a loop), the children of P are
   taken in program order.  A child loop L whose every block passes
   check_block, whose loops each have a single exit (or several that
   gpugen_loop_exit accepts) and a computable number of iterations,
   starts a region: the entry edge is L's preheader edge, the exit block
   is the destination of L's exit (for several exits, the block where
   the paths from them meet).  The region is then extended past its
   exit block, unit by unit, while each unit is valid:

     - a block of level P with a single successor (straight-line code);
     - the preheader of the next child loop, followed by that whole loop;
     - a conditional block B of level P together with everything up to its
       immediate post-dominator J (an if-then-else, or the guard that
       header copying puts in front of a loop), when B dominates J.

   Extension stops at P's latch, at a block with predecessors outside the
   region, at a return, or at the first invalid unit; units after the last
   loop of the region are dropped again.  A child loop that is not valid
   is reported as missed with its reason, and its own children are tried
   as regions one level down.

   Invariants of an accepted candidate: the region is single-entry (its
   entry edge's destination dominates every block) and every predecessor
   of its exit block that is in the region leaves it; all loops in it have
   one exit or several that gpugen_loop_exit accepts; no statement has side effects other than stores to memory.
   Whether bounds, conditions and subscripts are affine is decided later,
   when the model is built (gpugen-model.cc), since that needs the whole
   region.  */

#include "gpugen.h"

/* The texts of the reject reasons, indexed by enum gpugen_reject.  */

static const char *const reject_texts[GPUGEN_REJECT_MAX] = {
  "ok",
  "loop with several exits or irreducible control flow",
  "number of iterations not computable",
  "loop bound not affine",
  "condition not affine (data-dependent control flow)",
  "array subscript not affine",
  "parametric stride (array dimension size not a compile-time constant; "
  "needs delinearization)",
  "arrays may alias",
  "call to a function with side effects",
  "memory reference not supported (structure field, bit-field, volatile "
  "or aggregate access, or arrays accessed with different shapes)",
  "statement not supported (asm, switch, exception or goto)",
  "scalar of unsupported type flows between statements",
  "isl failed or ran past its operation quota",
  "too many parameters [max-params]",
  "no loop with memory accesses",
  "schedule cannot be mapped to the GPU",
  "no parallel loop (a reduction or recurrence alone)",
  "scalar computed in the region is used after it",
  "statement cannot be printed as CUDA",
  "host code for the region cannot be generated"
};

/* Return the text that explains reason R.  */

const char *
gpugen_reject_text (enum gpugen_reject r)
{
  gcc_assert (r >= 0 && r < GPUGEN_REJECT_MAX);
  return reject_texts[r];
}

/* Whether TYPE is a scalar type the model can carry between statements:
   integers, pointers, floating-point numbers and booleans.  */

static bool
scalar_type_ok_p (tree type)
{
  return (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type)
	  || SCALAR_FLOAT_TYPE_P (type));
}

/* Check the call STMT: only calls to functions without side effects and
   without memory reads (const functions) are allowed, whose arguments
   and result are scalars.  */

/* Whether STMT calls a math function whose only side effect is setting
   errno: a built-in with an internal-function equivalent (sqrt, exp,
   log, pow, sin, ...), which GCC keeps as a call under -fmath-errno.  */

static bool
errno_math_call_p (gimple *stmt)
{
  if (!gimple_call_builtin_p (stmt, BUILT_IN_NORMAL))
    return false;
  return associated_internal_fn (gimple_call_fndecl (stmt)) != IFN_LAST;
}

/* Whether the conditional block BB is the errno guard GCC puts around a
   math function under -fmath-errno ("if (x u>= 0.0) r = .SQRT (x); else
   r = sqrt (x);"): a floating-point condition one of whose branches
   holds nothing but a call to such a math function and joins the other
   branch again.  Both branches compute the same value; only errno
   differs, which offloaded code does not set.  */

static bool
errno_guard_shape_p (basic_block bb)
{
  gimple *last = last_stmt (bb);
  if (!last || gimple_code (last) != GIMPLE_COND
      || !FLOAT_TYPE_P (TREE_TYPE (gimple_cond_lhs (last)))
      || EDGE_COUNT (bb->succs) != 2)
    return false;
  for (int i = 0; i < 2; i++)
    {
      basic_block call_bb = EDGE_SUCC (bb, i)->dest;
      basic_block other = EDGE_SUCC (bb, 1 - i)->dest;
      if (!single_pred_p (call_bb) || !single_succ_p (call_bb))
	continue;
      gimple_stmt_iterator gsi = gsi_start_nondebug_after_labels_bb (call_bb);
      if (gsi_end_p (gsi) || !errno_math_call_p (gsi_stmt (gsi)))
	continue;
      gsi_next_nondebug (&gsi);
      if (!gsi_end_p (gsi))
	continue;
      basic_block join = single_succ (call_bb);
      if (other == join
	  || (single_pred_p (other) && single_succ_p (other)
	      && single_succ (other) == join))
	return true;
    }
  return false;
}

/* Whether BB is such an errno guard and math-errno=1 lets gpugen treat
   it as computing its value unconditionally.  */

bool
gpugen_errno_guard_p (basic_block bb)
{
  return gpugen_opts.math_errno && errno_guard_shape_p (bb);
}

static enum gpugen_reject
check_call (gcall *stmt)
{
  if (gpugen_opts.math_errno && errno_math_call_p (stmt)
      && gimple_call_lhs (stmt))
    return GPUGEN_OK;
  int flags = gimple_call_flags (stmt);
  if (!(flags & ECF_CONST) || (flags & ECF_LOOPING_CONST_OR_PURE))
    return GPUGEN_REJECT_CALL;
  if (!gimple_call_lhs (stmt))
    return GPUGEN_REJECT_CALL;
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    if (!scalar_type_ok_p (TREE_TYPE (gimple_call_arg (stmt, i))))
      return GPUGEN_REJECT_CALL;
  return GPUGEN_OK;
}

/* Whether detection accepts the call STMT (check_call): a const
   function, or a math function whose only side effect is errno.  */

bool
gpugen_call_ok_p (gcall *stmt)
{
  return check_call (stmt) == GPUGEN_OK;
}

/* Check every statement of BB in function FUN.  Return the first reason
   BB cannot be part of a SCoP, or GPUGEN_OK.  */

static enum gpugen_reject
check_block (function *fun, basic_block bb)
{
  for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      gphi *phi = psi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
	continue;
      if (!scalar_type_ok_p (TREE_TYPE (res)))
	return GPUGEN_REJECT_SCALAR;
    }

  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      switch (gimple_code (stmt))
	{
	case GIMPLE_DEBUG:
	case GIMPLE_NOP:
	case GIMPLE_PREDICT:
	  continue;

	case GIMPLE_LABEL:
	  if (FORCED_LABEL (gimple_label_label (as_a <glabel *> (stmt))))
	    return GPUGEN_REJECT_STMT;
	  continue;

	case GIMPLE_COND:
	  {
	    tree lhs = gimple_cond_lhs (stmt);
	    if (!INTEGRAL_TYPE_P (TREE_TYPE (lhs))
		&& !POINTER_TYPE_P (TREE_TYPE (lhs))
		&& !gpugen_errno_guard_p (bb))
	      /* With math-errno=0, the guard stands for its call.  */
	      return (errno_guard_shape_p (bb) ? GPUGEN_REJECT_CALL
		      : GPUGEN_REJECT_COND);
	    continue;
	  }

	case GIMPLE_ASSIGN:
	  {
	    if (gimple_has_volatile_ops (stmt))
	      return GPUGEN_REJECT_MEMREF;
	    if (stmt_could_throw_p (fun, stmt))
	      return GPUGEN_REJECT_STMT;
	    tree lhs = gimple_assign_lhs (stmt);
	    if (TREE_CODE (lhs) == SSA_NAME)
	      {
		if (!scalar_type_ok_p (TREE_TYPE (lhs))
		    && TREE_CODE (TREE_TYPE (lhs)) != BOOLEAN_TYPE)
		  return GPUGEN_REJECT_SCALAR;
	      }
	    else if (AGGREGATE_TYPE_P (TREE_TYPE (lhs))
		     || !scalar_type_ok_p (TREE_TYPE (lhs)))
	      return GPUGEN_REJECT_MEMREF;
	    if (gimple_assign_single_p (stmt))
	      {
		tree rhs = gimple_assign_rhs1 (stmt);
		if (TREE_CODE (rhs) == CONSTRUCTOR
		    || AGGREGATE_TYPE_P (TREE_TYPE (rhs)))
		  return GPUGEN_REJECT_MEMREF;
	      }
	    continue;
	  }

	case GIMPLE_CALL:
	  {
	    if (stmt_could_throw_p (fun, stmt))
	      return GPUGEN_REJECT_STMT;
	    enum gpugen_reject r = check_call (as_a <gcall *> (stmt));
	    if (r != GPUGEN_OK)
	      return r;
	    continue;
	  }

	default:
	  return GPUGEN_REJECT_STMT;
	}
    }
  return GPUGEN_OK;
}

/* Whether scalar evolution follows OP, an operand of an exit test of
   LOOP, or OP is computed from values it follows by arithmetic, a
   remainder or a division by a constant ("2 + (j & 1)", the start of a
   red-black sweep, which instantiation gives up on): no value read from
   memory.  DEPTH limits the search.  */

static bool
exit_operand_followed_p (class loop *loop, tree op, int depth)
{
  if (TREE_CODE (op) == INTEGER_CST)
    return true;
  if (TREE_CODE (op) != SSA_NAME || depth > 8)
    return false;
  if (!chrec_contains_undetermined (
	instantiate_scev (loop_preheader_edge (loop), loop,
			  analyze_scalar_evolution (loop, op))))
    return true;
  gassign *def = safe_dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op));
  if (!def || !INTEGRAL_TYPE_P (TREE_TYPE (op)))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  switch (code)
    {
    case BIT_AND_EXPR:
    case TRUNC_MOD_EXPR:
    case FLOOR_MOD_EXPR:
    case TRUNC_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case RSHIFT_EXPR:
      if (TREE_CODE (gimple_assign_rhs2 (def)) != INTEGER_CST)
	return false;
      /* Fall through.  */
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case NEGATE_EXPR:
    CASE_CONVERT:
      for (unsigned i = 1; i < gimple_num_ops (def); i++)
	if (!exit_operand_followed_p (loop, gimple_op (def, i), depth + 1))
	  return false;
      return true;
    default:
      return false;
    }
}

/* Whether T, a truth value (of a boolean type, or an integer type of one
   bit) used in the exit test of LOOP, is computed in LOOP from
   comparisons of values that scalar evolution follows
   (exit_operand_followed_p) by "&", "|", "^" and "~".  DEPTH limits the
   search.  */

static bool
truth_followed_p (class loop *loop, tree t, int depth)
{
  if (TREE_CODE (t) != SSA_NAME || depth > 8
      || !(TREE_CODE (TREE_TYPE (t)) == BOOLEAN_TYPE
	   || (INTEGRAL_TYPE_P (TREE_TYPE (t))
	       && TYPE_PRECISION (TREE_TYPE (t)) == 1
	       && TYPE_UNSIGNED (TREE_TYPE (t)))))
    return false;
  gassign *def = safe_dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
  if (!def || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    return (INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (def)))
	    && exit_operand_followed_p (loop, gimple_assign_rhs1 (def), 0)
	    && exit_operand_followed_p (loop, gimple_assign_rhs2 (def), 0));
  switch (code)
    {
    case SSA_NAME:
    case BIT_NOT_EXPR:
      return truth_followed_p (loop, gimple_assign_rhs1 (def), depth + 1);
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
      return (truth_followed_p (loop, gimple_assign_rhs1 (def), depth + 1)
	      && truth_followed_p (loop, gimple_assign_rhs2 (def),
				   depth + 1));
    default:
      return false;
    }
}

/* Whether EXIT, the exit of LOOP that gpugen_loop_exit chose, tests a
   truth value that LOOP computes from comparisons of values that scalar
   evolution follows (truth_followed_p: "_3 = _1 | _2; if (_3 != 0)",
   where GCC merged a break on counters, "if (j > i) break;", with the
   loop's own test), in a block that runs in every iteration: niter
   analysis does not count such a loop, the model does
   (gpugen-domain.cc: the first iteration where the exit's condition
   holds).  */

bool
gpugen_combined_exit_p (class loop *loop, edge exit)
{
  gcond *c = safe_dyn_cast <gcond *> (last_stmt (exit->src));
  if (!c || exit->src->loop_father != loop || !loop->latch
      || (gimple_cond_code (c) != NE_EXPR && gimple_cond_code (c) != EQ_EXPR)
      || TREE_CODE (gimple_cond_rhs (c)) != INTEGER_CST
      || !(integer_zerop (gimple_cond_rhs (c))
	   || integer_onep (gimple_cond_rhs (c))))
    return false;
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  return (dominated_by_p (CDI_DOMINATORS, loop->latch, exit->src)
	  && truth_followed_p (loop, gimple_cond_lhs (c), 0));
}

/* Return the exit of LOOP whose test counts its iterations in the model:
   its single exit; or, for a loop with several exits, the first exit in
   LOOP's exit list whose test runs in every iteration (its block
   dominates the latch) and whose iteration count niter analysis
   computes.  Jump threading gives ordinary loops such exits (the path
   where an inner loop runs zero times and the loop's own test is known
   to fail, threaded straight out of the loop), and so does a break or a
   Fortran exit.  Several exits are accepted only where each leaves LOOP
   alone, from a block of LOOP itself to a block of LOOP's parent,
   through a normal edge, on a condition that scalar evolution can
   follow (not a value read from memory in the loop); the model removes
   the iterations after the first one where another exit is taken
   (gpugen-domain.cc, gpugen_model_extra_exits).  Return NULL where
   there is no such exit.  */

edge
gpugen_loop_exit (class loop *loop)
{
  edge single = single_exit (loop);
  if (single || loop->latch == NULL || !loop_outer (loop))
    return single;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.length () < 2)
    return NULL;
  for (edge e : exits)
    if ((e->flags & EDGE_COMPLEX)
	|| e->src->loop_father != loop
	|| e->dest->loop_father != loop_outer (loop))
      return NULL;
  /* The exit on data of a time loop, out of the model
     (gpugen-hostexit.cc): never taken there, nor the one counted.  */
  bool host_exit = gpugen_host_exit_of (loop) != NULL;
  /* An exit on data (a break on a value read in the loop) stays a miss
     of this kind, unless gpugen-exits.cc made it a flag (a search
     loop); the model decides whether a condition that scalar evolution
     follows is affine.  */
  for (edge e : exits)
    {
      gcond *c = safe_dyn_cast <gcond *> (last_stmt (e->src));
      if (!c)
	return NULL;
      tree ops[2] = { gimple_cond_lhs (c), gimple_cond_rhs (c) };
      for (tree op : ops)
	if (TREE_CODE (op) == SSA_NAME
	    && !exit_operand_followed_p (loop, op, 0))
	  return NULL;
    }
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  for (edge e : exits)
    {
      class tree_niter_desc desc;
      if (host_exit && gpugen_host_exit_edge_p (e))
	continue;
      if (dominated_by_p (CDI_DOMINATORS, loop->latch, e->src)
	  && number_of_iterations_exit_assumptions (loop, e, &desc, NULL)
	  && !integer_zerop (desc.assumptions))
	return e;
    }
  return NULL;
}

/* Check the loop nest rooted at LOOP: every loop in it has one exit (or
   several that gpugen_loop_exit accepts) and a number of iterations
   niter analysis can compute (perhaps under assumptions), and every
   block passes check_block.  */

/* Whether check_loop_nest accepts a time loop whose exit on data is
   tested on the host (gpugen-hostexit.cc) as its root: only where
   detect_at_level starts a region at it, which then holds that loop
   alone; inside another nest, or as a nest that extends a region, the
   loop is a miss, as before.  */

static bool allow_host_exit;

static enum gpugen_reject
check_loop_nest (function *fun, class loop *loop)
{
  /* Walk the whole subtree with an explicit stack.  */
  auto_vec<class loop *, 8> stack;
  stack.safe_push (loop);
  bool assumed = false;
  while (!stack.is_empty ())
    {
      class loop *cur = stack.pop ();
      edge exit = gpugen_loop_exit (cur);
      if (!exit || cur->latch == NULL || !loop_outer (cur))
	return GPUGEN_REJECT_CFG;
      if (gpugen_host_exit_of (cur) && (cur != loop || !allow_host_exit))
	return GPUGEN_REJECT_CFG;
      /* Assumptions that are not known to hold (an unsigned counter
	 stepping by 2 must not wrap past its bound) become run-time
	 assumptions of the model.  */
      class tree_niter_desc desc;
      if (!number_of_iterations_exit (cur, exit, &desc, false)
	  || !integer_onep (desc.assumptions))
	{
	  if (!number_of_iterations_exit_assumptions (cur, exit, &desc, NULL)
	      || integer_zerop (desc.assumptions))
	    {
	      if (!gpugen_combined_exit_p (cur, exit))
		return GPUGEN_REJECT_NITER;
	    }
	  else
	    assumed = true;
	}
      for (class loop *c = cur->inner; c; c = c->next)
	stack.safe_push (c);
    }

  basic_block *body = get_loop_body (loop);
  enum gpugen_reject r = GPUGEN_OK;
  for (unsigned i = 0; i < loop->num_nodes && r == GPUGEN_OK; i++)
    r = check_block (fun, body[i]);
  free (body);
  /* Where the body is rejected anyway, a count that needed assumptions
     (a bound a call may change, say) is the reason reported.  */
  if (r != GPUGEN_OK && assumed)
    return GPUGEN_REJECT_NITER;
  return r;
}

/* The state of region growing at one level of the loop tree.  */

struct region_builder
{
  /* The function.  */
  function *fun;
  /* The level: regions are made of blocks of this loop and of whole
     child loops of it.  */
  class loop *level;
  /* Blocks of the region so far.  */
  auto_vec<basic_block> blocks;
  /* Bitmap of their indices, for membership.  */
  auto_sbitmap in_region;
  /* The first block after the region so far.  */
  basic_block exit_bb;

  region_builder (function *f, class loop *lvl)
    : fun (f), level (lvl), in_region (last_basic_block_for_fn (f))
  {
    bitmap_clear (in_region);
    exit_bb = NULL;
  }

  /* Add BB to the region.  */
  void add (basic_block bb)
  {
    if (!bitmap_bit_p (in_region, bb->index))
      {
	bitmap_set_bit (in_region, bb->index);
	blocks.safe_push (bb);
      }
  }

  /* Add every block of LOOP.  */
  void add_loop (class loop *loop)
  {
    basic_block *body = get_loop_body (loop);
    for (unsigned i = 0; i < loop->num_nodes; i++)
      add (body[i]);
    free (body);
  }

  /* Remove the blocks added after the first N.  */
  void truncate (unsigned n)
  {
    while (blocks.length () > n)
      bitmap_clear_bit (in_region, blocks.pop ()->index);
  }
};

/* Whether every predecessor of BB is in the region of RB.  */

static bool
all_preds_in_region_p (region_builder &rb, basic_block bb)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (!bitmap_bit_p (rb.in_region, e->src->index))
      return false;
  return true;
}

/* Whether BB is a block where a region at level RB.level may continue:
   a block of that level that is neither its header nor its latch, and
   that does not leave the function.  */

static bool
continuable_p (region_builder &rb, basic_block bb)
{
  if (bb->loop_father != rb.level
      || bb == EXIT_BLOCK_PTR_FOR_FN (rb.fun)
      || bb == rb.level->header || bb == rb.level->latch
      || EDGE_COUNT (bb->succs) == 0)
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (e->flags & (EDGE_ABNORMAL | EDGE_EH | EDGE_IRREDUCIBLE_LOOP))
      return false;
  return true;
}

/* Try to add to the region of RB the conditional unit that starts at the
   block COND (its exit block) and ends before COND's immediate
   post-dominator.  Return that post-dominator, the new exit block, or
   NULL if the unit is not valid; *LOOPS_ADDED counts the whole child
   loops it contains.  */

static basic_block
add_cond_unit (region_builder &rb, basic_block cond, int *loops_added)
{
  basic_block join = get_immediate_dominator (CDI_POST_DOMINATORS, cond);
  if (!join || join == EXIT_BLOCK_PTR_FOR_FN (rb.fun)
      || join->loop_father != rb.level
      || !dominated_by_p (CDI_DOMINATORS, join, cond))
    return NULL;

  /* Collect the blocks reachable from COND without passing JOIN.  */
  auto_vec<basic_block> work;
  auto_sbitmap seen (last_basic_block_for_fn (rb.fun));
  bitmap_clear (seen);
  work.safe_push (cond);
  bitmap_set_bit (seen, cond->index);
  auto_vec<basic_block> unit;
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      unit.safe_push (bb);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	{
	  basic_block d = e->dest;
	  if (d == join || bitmap_bit_p (seen, d->index))
	    continue;
	  if (d == EXIT_BLOCK_PTR_FOR_FN (rb.fun)
	      || (e->flags & (EDGE_ABNORMAL | EDGE_EH)))
	    return NULL;
	  bitmap_set_bit (seen, d->index);
	  work.safe_push (d);
	}
    }

  /* Every block must be of this level (and not its header or latch), or
     belong to a whole, valid child loop.  */
  for (basic_block bb : unit)
    {
      if (bb->loop_father == rb.level)
	{
	  if (bb == rb.level->header || bb == rb.level->latch)
	    return NULL;
	  if (check_block (rb.fun, bb) != GPUGEN_OK)
	    return NULL;
	  continue;
	}
      if (!flow_loop_nested_p (rb.level, bb->loop_father))
	return NULL;
      class loop *child = bb->loop_father;
      while (loop_outer (child) != rb.level)
	child = loop_outer (child);
      if (bb != child->header)
	continue;
      if (check_loop_nest (rb.fun, child) != GPUGEN_OK)
	return NULL;
      (*loops_added)++;
    }
  for (basic_block bb : unit)
    rb.add (bb);
  return join;
}

/* Add LOOP, a valid child loop of RB's level, to the region of RB and
   return the block after it: the destination of its exit, or, for a
   loop with several exits (gpugen_loop_exit), the block where the paths
   from all its exits meet (their nearest common post-dominator), with
   the blocks on those paths.  Return NULL, adding nothing, where that
   block is not of the level or the paths hold a block that is not of
   the level, not valid, or entered from outside the region.  */

static basic_block
add_loop_unit (region_builder &rb, class loop *loop)
{
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.length () == 1)
    {
      rb.add_loop (loop);
      return exits[0]->dest;
    }
  if (exits.is_empty ())
    return NULL;
  basic_block join = exits[0]->dest;
  for (edge e : exits)
    join = nearest_common_dominator (CDI_POST_DOMINATORS, join, e->dest);
  if (!join || join == EXIT_BLOCK_PTR_FOR_FN (rb.fun)
      || join->loop_father != rb.level)
    return NULL;

  unsigned n = rb.blocks.length ();
  rb.add_loop (loop);
  auto_vec<basic_block> work;
  auto_vec<basic_block> path;
  for (edge e : exits)
    if (e->dest != join && !bitmap_bit_p (rb.in_region, e->dest->index))
      {
	rb.add (e->dest);
	work.safe_push (e->dest);
      }
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      path.safe_push (bb);
      if (!continuable_p (rb, bb) || check_block (rb.fun, bb) != GPUGEN_OK)
	{
	  rb.truncate (n);
	  return NULL;
	}
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->dest != join && !bitmap_bit_p (rb.in_region, e->dest->index))
	  {
	    rb.add (e->dest);
	    work.safe_push (e->dest);
	  }
    }
  for (basic_block bb : path)
    if (!all_preds_in_region_p (rb, bb))
      {
	rb.truncate (n);
	return NULL;
      }
  return join;
}

/* Grow the region of RB past its exit block as far as the units that
   follow are valid.  Units after the last whole loop are dropped.  */

static void
extend_region (region_builder &rb)
{
  unsigned keep = rb.blocks.length ();
  basic_block keep_exit = rb.exit_bb;

  for (;;)
    {
      basic_block bb = rb.exit_bb;
      if (!continuable_p (rb, bb) || !all_preds_in_region_p (rb, bb))
	break;
      if (check_block (rb.fun, bb) != GPUGEN_OK)
	break;

      if (single_succ_p (bb))
	{
	  basic_block next = single_succ (bb);
	  class loop *nl = next->loop_father;
	  if (nl != rb.level && nl->header == next
	      && loop_outer (nl) == rb.level
	      && loop_preheader_edge (nl)->src == bb)
	    {
	      if (check_loop_nest (rb.fun, nl) != GPUGEN_OK)
		break;
	      rb.add (bb);
	      basic_block after = add_loop_unit (rb, nl);
	      if (!after)
		break;
	      rb.exit_bb = after;
	      keep = rb.blocks.length ();
	      keep_exit = rb.exit_bb;
	      continue;
	    }
	  if (next->loop_father != rb.level)
	    break;
	  rb.add (bb);
	  rb.exit_bb = next;
	  continue;
	}

      gimple *last = last_stmt (bb);
      if (!last || gimple_code (last) != GIMPLE_COND)
	break;
      int loops_added = 0;
      unsigned before = rb.blocks.length ();
      basic_block join = add_cond_unit (rb, bb, &loops_added);
      if (!join)
	{
	  rb.truncate (before);
	  break;
	}
      rb.exit_bb = join;
      if (loops_added)
	{
	  keep = rb.blocks.length ();
	  keep_exit = rb.exit_bb;
	}
    }

  rb.truncate (keep);
  rb.exit_bb = keep_exit;
}

/* Whether BB has no statement and no PHI node.  */

static bool
empty_bb_p (basic_block bb)
{
  return (gsi_end_p (gsi_start_nondebug_bb (bb))
	  && gsi_end_p (gsi_start_phis (bb)));
}

/* Try to start the region of RB for the loop LOOP at the guard that
   header copying put in front of it ("if (n > 0)"): the conditional
   block before LOOP's (empty) preheader, with everything up to its
   post-dominator.  Starting there lets the region continue past joins
   that jump threading made, where paths that skip LOOP meet the others.
   On success RB holds the unit and *ENTRY is the guard's incoming edge;
   otherwise RB stays empty.  */

static void
start_at_guard (region_builder &rb, class loop *loop, edge *entry)
{
  basic_block pre = loop_preheader_edge (loop)->src;
  if (!empty_bb_p (pre) || !single_pred_p (pre))
    return;
  basic_block g = single_pred (pre);
  gimple *last = last_stmt (g);
  /* The guard must hold nothing but its condition: values it computes
     (such as a loop bound loaded from memory) must stay parameters.  */
  if (!last || gimple_code (last) != GIMPLE_COND || !single_pred_p (g)
      || gsi_stmt (gsi_start_nondebug_after_labels_bb (g)) != last
      || !gsi_end_p (gsi_start_phis (g))
      || !continuable_p (rb, g) || check_block (rb.fun, g) != GPUGEN_OK)
    return;
  int loops_added = 0;
  basic_block join = add_cond_unit (rb, g, &loops_added);
  if (!join || !bitmap_bit_p (rb.in_region, loop->header->index))
    {
      rb.truncate (0);
      return;
    }
  *entry = single_pred_edge (g);
  rb.exit_bb = join;
}

/* Return the line of STMT's location, or of LOOP's when STMT has
   none, or of LOOP's first located statement.  */

static int
culprit_line (gimple *stmt, class loop *loop)
{
  location_t loc = stmt ? gimple_location (stmt) : UNKNOWN_LOCATION;
  if (loc == UNKNOWN_LOCATION)
    loc = find_loop_location (loop).get_location_t ();
  if (loc == UNKNOWN_LOCATION || LOCATION_LINE (loc) == 0)
    {
      /* A loop without a location of its own (made by inlining or
	 another pass): its first located statement.  */
      basic_block *body = get_loop_body (loop);
      for (unsigned i = 0; i < loop->num_nodes; i++)
	for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	     !gsi_end_p (gsi); gsi_next (&gsi))
	  if (LOCATION_LINE (gimple_location (gsi_stmt (gsi))) > 0)
	    {
	      loc = gimple_location (gsi_stmt (gsi));
	      i = loop->num_nodes;
	      break;
	    }
      free (body);
    }
  return LOCATION_LINE (loc);
}

/* Return the memory reference of the assignment STMT (its left-hand
   side or its single operand, whichever is not a register), or
   NULL_TREE.  */

static tree
culprit_memref (gimple *stmt)
{
  if (!is_gimple_assign (stmt))
    return NULL_TREE;
  tree lhs = gimple_assign_lhs (stmt);
  if (TREE_CODE (lhs) != SSA_NAME)
    return lhs;
  if (gimple_assign_single_p (stmt)
      && TREE_CODE (gimple_assign_rhs1 (stmt)) != SSA_NAME
      && !CONSTANT_CLASS_P (gimple_assign_rhs1 (stmt)))
    return gimple_assign_rhs1 (stmt);
  return NULL_TREE;
}

/* Continue the missed remark of the loop nest LOOP, rejected for reason
   R by check_loop_nest, with the construct at fault: the loop whose
   exits or iteration count are the trouble, the call and its callee,
   the memory reference, the statement or the condition, and its line;
   and the knob that decides it, if any (math-errno=0).  */

static void
report_culprit (class loop *loop, enum gpugen_reject r)
{
  /* The loops first, as check_loop_nest looks at them.  */
  if (r == GPUGEN_REJECT_CFG || r == GPUGEN_REJECT_NITER)
    {
      auto_vec<class loop *, 8> stack;
      stack.safe_push (loop);
      while (!stack.is_empty ())
	{
	  class loop *cur = stack.pop ();
	  edge exit = gpugen_loop_exit (cur);
	  bool bad;
	  if (r == GPUGEN_REJECT_CFG)
	    bad = (!exit || cur->latch == NULL
		   || (cur != loop && gpugen_host_exit_of (cur)));
	  else
	    {
	      class tree_niter_desc desc;
	      bad = (exit && (!number_of_iterations_exit (cur, exit, &desc,
							  false)
			      || !integer_onep (desc.assumptions))
		     && !gpugen_combined_exit_p (cur, exit));
	    }
	  if (bad)
	    {
	      /* A loop with several exits: its line is its own test's,
		 and an exit on data is named (gpugen-exits.cc rewrites
		 only those of a loop inside another, without calls).  */
	      int counted = 0, data = 0, other = 0;
	      if (r == GPUGEN_REJECT_CFG)
		gpugen_exit_lines (cur, &counted, &data, &other);
	      dump_printf (MSG_MISSED_OPTIMIZATION, " (the loop at line %d",
			   counted ? counted : culprit_line (NULL, cur));
	      if (data)
		dump_printf (MSG_MISSED_OPTIMIZATION, ", which leaves on data "
			     "at line %d", data);
	      else if (other)
		dump_printf (MSG_MISSED_OPTIMIZATION, ", which has another "
			     "exit at line %d", other);
	      /* A call that may write memory can change a counter or a
		 bound kept in memory (Fortran I/O takes the address of the
		 variables it prints): name the first.  */
	      gcall *call = NULL;
	      basic_block *body = get_loop_body (cur);
	      for (unsigned i = 0; i < cur->num_nodes && !call; i++)
		for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
		     !gsi_end_p (gsi) && !call; gsi_next (&gsi))
		  if (gcall *c = dyn_cast <gcall *> (gsi_stmt (gsi)))
		    if (gimple_call_fndecl (c) && check_call (c) != GPUGEN_OK)
		      call = c;
	      free (body);
	      if (r == GPUGEN_REJECT_NITER && call)
		dump_printf (MSG_MISSED_OPTIMIZATION, ", whose counter or bound "
			     "the call to %qs at line %d may change",
			     lang_hooks.decl_printable_name
			       (gimple_call_fndecl (call), 2),
			     culprit_line (call, cur));
	      dump_printf (MSG_MISSED_OPTIMIZATION, ")");
	      return;
	    }
	  for (class loop *c = cur->inner; c; c = c->next)
	    stack.safe_push (c);
	}
      return;
    }

  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = body[i];
      if (check_block (cfun, bb) != r)
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  int line = culprit_line (stmt, loop);
	  if (is_gimple_debug (stmt))
	    continue;
	  if (r == GPUGEN_REJECT_CALL && is_gimple_call (stmt)
	      && check_call (as_a <gcall *> (stmt)) != GPUGEN_OK)
	    {
	      tree fn = gimple_call_fndecl (stmt);
	      if (fn)
		dump_printf (MSG_MISSED_OPTIMIZATION, " (%qs at line %d)",
			     lang_hooks.decl_printable_name (fn, 2), line);
	      else
		dump_printf (MSG_MISSED_OPTIMIZATION,
			     " (a call through a pointer at line %d)", line);
	      if (errno_math_call_p (stmt) && !gpugen_opts.math_errno)
		dump_printf (MSG_MISSED_OPTIMIZATION, " [math-errno=0]");
	      break;
	    }
	  if (r == GPUGEN_REJECT_CALL && gimple_code (stmt) == GIMPLE_COND
	      && errno_guard_shape_p (bb))
	    {
	      dump_printf (MSG_MISSED_OPTIMIZATION, " (a math function that "
			   "sets errno, at line %d) [math-errno=0]", line);
	      break;
	    }
	  if (r == GPUGEN_REJECT_MEMREF && culprit_memref (stmt))
	    {
	      tree ref = culprit_memref (stmt);
	      if (const char *name = gpugen_ref_base_name (ref))
		dump_printf (MSG_MISSED_OPTIMIZATION, " (an access to %qs at "
			     "line %d)", name, line);
	      else
		dump_printf (MSG_MISSED_OPTIMIZATION, " (%T at line %d)", ref,
			     line);
	      break;
	    }
	  if (r == GPUGEN_REJECT_COND && gimple_code (stmt) == GIMPLE_COND)
	    {
	      dump_printf (MSG_MISSED_OPTIMIZATION, " (the condition at "
			   "line %d)", line);
	      break;
	    }
	  if (r == GPUGEN_REJECT_STMT)
	    {
	      const char *what = NULL;
	      if (gimple_code (stmt) == GIMPLE_ASM)
		what = "inline assembly";
	      else if (gimple_code (stmt) == GIMPLE_SWITCH)
		what = "a switch";
	      else if (gimple_code (stmt) == GIMPLE_GOTO)
		what = "a computed goto";
	      else if (gimple_code (stmt) == GIMPLE_LABEL)
		what = "a label whose address is taken";
	      else if (stmt_could_throw_p (cfun, stmt))
		what = "a statement that may throw";
	      if (what)
		{
		  dump_printf (MSG_MISSED_OPTIMIZATION, " (%s at line %d)",
			       what, line);
		  break;
		}
	    }
	  if (r == GPUGEN_REJECT_SCALAR)
	    {
	      tree lhs = gimple_get_lhs (stmt);
	      if (lhs && TREE_CODE (lhs) == SSA_NAME
		  && !scalar_type_ok_p (TREE_TYPE (lhs)))
		{
		  dump_printf (MSG_MISSED_OPTIMIZATION, " (a value of type "
			       "'%T' at line %d)", TREE_TYPE (lhs), line);
		  break;
		}
	    }
	}
      break;
    }
  free (body);
}

/* Report at the location of LOOP that it is not a SCoP, for reason R,
   naming the culprit.  */

static void
report_missed (class loop *loop, enum gpugen_reject r)
{
  if (dump_enabled_p ())
    {
      dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location (loop),
		       "gpugen: loop nest not a SCoP: %s",
		       gpugen_reject_text (r));
      report_culprit (loop, r);
      dump_printf (MSG_MISSED_OPTIMIZATION, "\n");
    }
  if (dump_file)
    fprintf (dump_file, "[gpugen-detect] loop %d rejected: %s\n",
	     loop->num, gpugen_reject_text (r));
}

/* Compare the loops A and B by the position of their headers in the
   reverse post-order RPO_POS.  */

static int *rpo_pos;

static int
loop_order_cmp (const void *a, const void *b)
{
  class loop *la = *(class loop *const *) a;
  class loop *lb = *(class loop *const *) b;
  return rpo_pos[la->header->index] - rpo_pos[lb->header->index];
}

/* Compare the blocks A and B by their position in RPO_POS.  */

static int
block_order_cmp (const void *a, const void *b)
{
  basic_block ba = *(const basic_block *) a;
  basic_block bb = *(const basic_block *) b;
  return rpo_pos[ba->index] - rpo_pos[bb->index];
}

/* Set RPO_POS to the position of each block of FUN in its reverse
   post-order; release_rpo_pos frees it.  */

static void
compute_rpo_pos (function *fun)
{
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  rpo_pos = XCNEWVEC (int, last_basic_block_for_fn (fun));
  int k = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  for (int i = 0; i < k; i++)
    rpo_pos[rpo[i]] = i;
  free (rpo);
}

/* Free RPO_POS.  */

static void
release_rpo_pos (void)
{
  free (rpo_pos);
  rpo_pos = NULL;
}

/* Find the regions made of the children of LEVEL in FUN, push them on
   SCOPS, and recurse into children that cannot be regions.  */

static void
detect_at_level (function *fun, class loop *level, vec<gpugen_scop *> *scops)
{
  auto_vec<class loop *> children;
  for (class loop *c = level->inner; c; c = c->next)
    children.safe_push (c);
  children.qsort (loop_order_cmp);

  auto_sbitmap taken (number_of_loops (fun));
  bitmap_clear (taken);

  for (class loop *child : children)
    {
      if (bitmap_bit_p (taken, child->num))
	continue;
      allow_host_exit = true;
      enum gpugen_reject r = check_loop_nest (fun, child);
      allow_host_exit = false;
      gpugen_host_exit *hx = gpugen_host_exit_of (child);
      /* A time loop that is not a SCoP for another reason gets its exit
	 back, and the remark it had.  */
      if (r != GPUGEN_OK && hx)
	{
	  gpugen_host_exit_restore (hx);
	  hx = NULL;
	  r = check_loop_nest (fun, child);
	}
      if (r != GPUGEN_OK)
	{
	  report_missed (child, r);
	  detect_at_level (fun, child, scops);
	  continue;
	}

      region_builder rb (fun, level);
      edge entry = loop_preheader_edge (child);
      start_at_guard (rb, child, &entry);
      if (rb.blocks.is_empty ())
	{
	  rb.exit_bb = add_loop_unit (rb, child);
	  if (!rb.exit_bb)
	    {
	      report_missed (child, GPUGEN_REJECT_CFG);
	      detect_at_level (fun, child, scops);
	      continue;
	    }
	}
      /* A time loop tested on the host is a region alone.  */
      if (!hx)
	extend_region (rb);

      gpugen_scop *scop = XCNEW (gpugen_scop);
      scop->id = scops->length ();
      scop->entry = entry;
      scop->exit_bb = rb.exit_bb;
      scop->outer = level;
      scop->first_loop = child;
      scop->host_exit = hx;
      scop->blocks.create (rb.blocks.length ());
      for (basic_block bb : rb.blocks)
	scop->blocks.quick_push (bb);
      scop->blocks.qsort (block_order_cmp);
      for (class loop *c : children)
	if (bitmap_bit_p (rb.in_region, c->header->index))
	  bitmap_set_bit (taken, c->num);
      scops->safe_push (scop);

      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "[gpugen-detect] region %d: entry %d->%d, "
		   "exit bb %d, blocks:", scop->id, scop->entry->src->index,
		   scop->entry->dest->index, scop->exit_bb->index);
	  for (basic_block bb : scop->blocks)
	    fprintf (dump_file, " %d", bb->index);
	  fprintf (dump_file, "\n");
	}
    }
}

/* Give the guards that header copying put in front of loops a block of
   their own where the guard's block also computes values the condition
   does not use (GCC converts the sizes of all the nests of a function
   to sizetype in its first block, which guards the first nest): the
   condition alone lets a region start at the guard (start_at_guard)
   and go on past the joins that jump threading made of the guards of
   the nests after it, and the values computed before it stay
   parameters.  Splitting a block changes nothing else.  */

static void
split_loop_guards (function *fun)
{
  auto_vec<basic_block> guards;
  auto_sbitmap seen (last_basic_block_for_fn (fun));
  bitmap_clear (seen);
  for (auto loop : loops_list (fun, 0))
    {
      if (!loop_outer (loop) || !loop_preheader_edge (loop))
	continue;
      basic_block pre = loop_preheader_edge (loop)->src;
      if (!empty_bb_p (pre) || !single_pred_p (pre))
	continue;
      basic_block g = single_pred (pre);
      gcond *c = safe_dyn_cast <gcond *> (last_stmt (g));
      if (!c || g->loop_father != loop_outer (loop) || !single_pred_p (g)
	  || bitmap_bit_p (seen, g->index)
	  || !gsi_end_p (gsi_start_phis (g))
	  || gsi_stmt (gsi_start_nondebug_after_labels_bb (g)) == c)
	continue;
      bool local = false;
      tree ops[2] = { gimple_cond_lhs (c), gimple_cond_rhs (c) };
      for (tree op : ops)
	if (TREE_CODE (op) == SSA_NAME
	    && gimple_bb (SSA_NAME_DEF_STMT (op)) == g)
	  local = true;
      if (local)
	continue;
      bitmap_set_bit (seen, g->index);
      guards.safe_push (g);
    }
  for (basic_block g : guards)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (last_stmt (g));
      gsi_prev_nondebug (&gsi);
      if (!gsi_end_p (gsi))
	split_block (g, gsi_stmt (gsi));
    }
}

/* Find the candidate SCoPs of FUN and push them on SCOPS, in program
   order.  Dominators and post-dominators are computed here; the
   post-dominators are freed again.  */

void
gpugen_detect_scops (function *fun, vec<gpugen_scop *> *scops)
{
  split_loop_guards (fun);
  calculate_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_POST_DOMINATORS);

  compute_rpo_pos (fun);

  detect_at_level (fun, current_loops->tree_root, scops);

  release_rpo_pos ();
  free_dominance_info (CDI_POST_DOMINATORS);
}

/* Push on SCOPS the regions inside LOOP of FUN, numbered from *NEXT_ID
   on; with REPORT, first give LOOP its missed remark as detection would
   have.  Return the number pushed.  */

static unsigned
detect_inside (function *fun, class loop *loop, vec<gpugen_scop *> *scops,
	       int *next_id, bool report)
{
  calculate_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_POST_DOMINATORS);
  compute_rpo_pos (fun);
  unsigned first = scops->length ();
  if (report)
    {
      enum gpugen_reject r = check_loop_nest (fun, loop);
      report_missed (loop, r == GPUGEN_OK ? GPUGEN_REJECT_CFG : r);
    }
  detect_at_level (fun, loop, scops);
  for (unsigned i = first; i < scops->length (); i++)
    (*scops)[i]->id = (*next_id)++;
  release_rpo_pos ();
  free_dominance_info (CDI_POST_DOMINATORS);
  return scops->length () - first;
}

/* The time loop LOOP of FUN, whose exit on data was put back
   (gpugen_host_exit_restore) after its region failed: give its missed
   remark as detection would have, and push on SCOPS the regions inside
   it, numbered from *NEXT_ID on.  */

void
gpugen_detect_inside (function *fun, class loop *loop,
		      vec<gpugen_scop *> *scops, int *next_id)
{
  detect_inside (fun, loop, scops, next_id, true);
}

/* Push on PARTS one region for each whole loop nest at the top level of
   the region of SCOP, in program order, numbered from *NEXT_ID on, when
   there are two or more (isl ran past its quota on the whole region:
   each nest alone is a smaller problem).  Each part is a region as
   detect_at_level makes one for a loop alone, so every nest must have
   a single exit (a loop with several exits ends its region where their
   paths meet, add_loop_unit).  When SCOP is one nest and DESCEND is
   set (a scalar its nest computes is used after it: a reduction that
   an outer loop starts again in each of its iterations, as a timing or
   time loop around "s = 0; for i for j s += ..." does), the nest's
   outer loop stays on the host and the parts are the regions inside
   it, as detection finds them there.  Return the number of parts (0:
   SCOP is one nest and DESCEND is not set or nothing inside it is a
   region, or a nest has several exits; nothing was pushed).  */

int
gpugen_split_scop (function *fun, gpugen_scop *scop,
		   vec<gpugen_scop *> *parts, int *next_id, bool descend)
{
  auto_sbitmap in (last_basic_block_for_fn (fun));
  bitmap_clear (in);
  for (basic_block bb : scop->blocks)
    bitmap_set_bit (in, bb->index);
  auto_vec<class loop *> nests;
  for (class loop *c = scop->outer->inner; c; c = c->next)
    if (bitmap_bit_p (in, c->header->index))
      {
	if (!single_exit (c))
	  return 0;
	nests.safe_push (c);
      }
  if (nests.length () == 1 && descend && nests[0]->inner)
    {
      unsigned first = parts->length ();
      unsigned n = detect_inside (fun, nests[0], parts, next_id, false);
      if (dump_file)
	for (unsigned i = first; i < parts->length (); i++)
	  fprintf (dump_file, "[gpugen-detect] region %d split off region "
		   "%d: inside the loop at bb %d\n", (*parts)[i]->id,
		   scop->id, nests[0]->header->index);
      return n;
    }
  if (nests.length () < 2)
    return 0;

  compute_rpo_pos (fun);
  nests.qsort (loop_order_cmp);
  for (class loop *nest : nests)
    {
      gpugen_scop *part = XCNEW (gpugen_scop);
      part->id = (*next_id)++;
      part->entry = loop_preheader_edge (nest);
      part->exit_bb = single_exit (nest)->dest;
      part->outer = scop->outer;
      part->first_loop = nest;
      basic_block *body = get_loop_body (nest);
      part->blocks.create (nest->num_nodes);
      for (unsigned i = 0; i < nest->num_nodes; i++)
	part->blocks.quick_push (body[i]);
      free (body);
      part->blocks.qsort (block_order_cmp);
      parts->safe_push (part);
      if (dump_file)
	fprintf (dump_file, "[gpugen-detect] region %d split off region %d: "
		 "the loop at bb %d\n", part->id, scop->id,
		 nest->header->index);
    }
  release_rpo_pos ();
  return nests.length ();
}
