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
   loop around other loops whose exit on data is tested where the
   step's effects are either all done or none has started, in three
   shapes (GCC's header copying has rotated "for" and "while" loops
   into guarded do-while loops, whose counted test is at the end):
     - two exits, the counted one (niter analysis computes its count)
       and one on data, both from blocks of the loop itself, the data
       test after every store, call and inner loop of the iteration
       (no block between that test and the latch stores, calls or holds
       a loop): "if (...) break;" at the end of the body;
     - the same, the data test before all of them (no block from the
       header to the test stores, calls or holds a loop, and the test
       comes before the counted one): the test at the top of the body,
       "for (it = 0; it < maxit && x[k] > eps; it++)", Fortran's "do it
       = 1, maxit; if (...) exit"; the program then tests the values
       from before the loop in its first iteration, and the last step's
       values never;
     - one exit whose condition combines the count's comparison with
       tests on data, "if (_15 & _17)" (GCC evaluates "a[c][c] < tol &&
       it < maxit" without a branch where the load cannot trap, Fortran's
       "do while (a(c,c) < tol .and. it < maxit)" the same with "|" on
       the negations): the count's comparison is the exit's condition in
       the model, the other operands (the terms) are the data test;
     - one exit on data that counts nothing ("while (err > tol)",
       Fortran's "do while (err > tol)", "if (err < tol) exit" in a "do"
       without bounds): gpugen-stepcount.cc gives the loop a step
       counter of its own, for the model, and makes the exit's condition
       the program's test combined with that counter's bound, the shape
       before (find_uncounted_exit); the counter goes where the exit is
       put back (gpugen_host_exit_restore), so that the host code is the
       program's.
   The test's operands are computed in the exit's block by loads and
   arithmetic (the exit's chain), from values defined outside the loop
   and values that the loop's counter gives (the counter itself, an
   address that moves with the step: scalar evolution's affine
   functions of the counter, computed on the host for the iteration
   tested), and the values of reductions that loops of the body compute
   and the test alone reads in the step (a convergence loop's error,
   "err = 0; for (i...) for (j...) err = max...; if (err < tol)
   break;"), which gpugen-reduce-exit.cc rewrites for the model
   (exit_reductions, gpugen_reduce_exit_rewrite) and the host loop
   computes after each step from the fold of their partials, read back
   alone (gpugen_reduce_exit_fold, gpugen-exittest.cc); where the step
   uses some of them too ("mon[t] = a[c][c]; if (mon[t] > tol) break",
   GCC testing the value stored), those stay in
   the IL (KEPT), and no store of the block after a load of the chain
   may write what it loads.  Where PRE keeps the tested element in a
   register across the loop (at -O3, loaded before the loop and after
   the step's nests), the test loads it again first (reload_mirrors, an
   exact rewrite).  A loop that leaves on data and is refused gets a
   note that says why (note_refusal).  For the model the chain is taken
   out of its block and the test made "if (0 != 0)", or the count's
   comparison: the
   loop runs all its STEPS iterations in the model, a superset of the
   ones the program runs, so the dependences and the schedule found hold
   for every prefix of them.  The loop is then a region of its own
   (gpugen-detect.cc), which
     - gpugen_host_exit_schedule_ok accepts only where every statement
       is inside the loop, the first dimension of the schedule mapped
       is the loop's counter for every statement (each step's kernels
       run before the next step's) and no array is privatized (a
       private copy holds the values of its last iteration, not of the
       step just run);
     - gpugen-model.cc records the loop's iterations (the domain of its
       header), from which gpugen_host_exit_bounds gives the host code
       the last iteration the program runs and whether its first one
       has statement instances, and leaves out the region's blocks
       after the loop (gpugen_host_exit_after_loop_p), which compute
       only values the host code computes again, and must not store;
     - gpugen-memory.cc copies every array in (not only those read: an
       element written only in a step the program does not reach keeps
       its value);
     - gpugen-host.cc generates as one host "for" loop over the counter,
       with the test at the end of its body (gpugen-exittest.cc's
       gpugen_host_exit_branch),
       standing for the program's test of the same iteration (at the
       end of the body) or the next one (at its top), where the program
       runs that test: the chain again, each load a __gpugen_region_read
       of the element at the address the program loads from for that
       iteration (the runtime reads it from the device buffer whose copy
       in covers it, or from the host array when none does: an element
       no kernel writes), and an edge out of the loop where the exit is
       taken, which notes the iteration.  Before the loop, the values
       from before the region are tested once where the program tests
       them: at the top of its first iteration, or at the end of an
       iteration without statement instances (the host loop starts
       later, or does not run).
   The values that leave the loop (its counter, "printf ("%d steps\n",
   it)") are computed on the host from the iteration where it left: the
   iteration noted, or the last one by the count
   (gpugen_host_exit_live_out_p, gpugen_host_exit_live_out_value), where
   each is an affine function of the counter on every edge out of the
   loop, or a value from before it; the error the test reads, read after
   the loop too ("return err;"), is the fold of the last step tested,
   and where the step stores it (an error that is a dummy argument), the
   region stores that fold once after the loop (gpugen-reduce-exit.cc:
   exit_reductions tells it whether the test ends the step).
   gpugen_host_exit_restore puts the chain and the condition back, for
   one loop when its region fails (the nests inside it are then
   detected as before, each offloaded on its own) and for all at the end
   of the pass (gpugen_undo_host_exits), so the host code, the original
   region of an offloaded one included, is the program's.  */

#include "gpugen.h"
#include "gimplify.h"
#include "gpugen-hostexit.h"

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

/* Whether E is the exit of a time loop in the model's view, never
   taken there (a combined exit is the count in the model).  */

bool
gpugen_host_exit_edge_p (edge e)
{
  for (gpugen_host_exit *hx : host_exits)
    if (hx->exit == e && hx->neutral_p && hx->terms.is_empty ())
      return true;
  return false;
}

/* The loop of HX.  */

class loop *
gpugen_host_exit_loop (gpugen_host_exit *hx)
{
  return hx->loop;
}

/* walk_tree callback: whether *TP is an SSA name defined inside the
   loop DATA.  */

tree
gpugen_defined_in_loop (tree *tp, int *walk_subtrees, void *data)
{
  class loop *loop = (class loop *) data;
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      *walk_subtrees = 0;
      gimple *def = SSA_NAME_DEF_STMT (*tp);
      if (!SSA_NAME_IS_DEFAULT_DEF (*tp) && gimple_bb (def)
	  && flow_bb_inside_loop_p (loop, gimple_bb (def)))
	return *tp;
    }
  return NULL_TREE;
}

/* Return the evolution of OP, an integer or pointer value, in LOOP, as
   a function of the loop's counter ("{base, +, step}_loop", or a value
   that does not change) whose parts are values from before the loop,
   or NULL_TREE when it is none: what the host code computes OP from at
   a given iteration (step_value_at).  */

tree
gpugen_step_evolution (class loop *loop, tree op)
{
  if (TREE_CODE (op) != SSA_NAME
      || (!INTEGRAL_TYPE_P (TREE_TYPE (op))
	  && !POINTER_TYPE_P (TREE_TYPE (op))))
    return NULL_TREE;
  tree ev = instantiate_scev (loop_preheader_edge (loop), loop,
			      analyze_scalar_evolution (loop, op));
  if (!ev || chrec_contains_undetermined (ev))
    return NULL_TREE;
  tree parts[2] = { ev, NULL_TREE };
  if (TREE_CODE (ev) == POLYNOMIAL_CHREC)
    {
      if (CHREC_VARIABLE (ev) != (unsigned) loop->num)
	return NULL_TREE;
      parts[0] = CHREC_LEFT (ev);
      parts[1] = CHREC_RIGHT (ev);
    }
  for (tree p : parts)
    if (p && (!tree_does_not_contain_chrecs (p)
	      || walk_tree (&p, gpugen_defined_in_loop, loop, NULL)))
      return NULL_TREE;
  return ev;
}

/* Whether OP, defined in LOOP, is a value the loop's counter gives that
   changes with the step (step_evolution).  */

static bool
moves_with_step_p (class loop *loop, tree op)
{
  tree ev = gpugen_step_evolution (loop, op);
  return ev && TREE_CODE (ev) == POLYNOMIAL_CHREC;
}

/* Why find_host_exit refused the loop it looked at last, where that
   loop leaves on data (NULL otherwise), and the statement at fault, if
   any: gpugen_host_exits_find says so in a note.  */

static const char *refusal;
static gimple *refusal_stmt;

/* Record WHY, and the statement STMT, as the reason the current loop is
   refused; return NULL (no host exit) for the callers' convenience.  */

static gpugen_host_exit *
refuse (const char *why, gimple *stmt = NULL)
{
  refusal = why;
  refusal_stmt = stmt;
  return NULL;
}

/* Record WHY and STMT (refuse); return false.  */

static bool
chain_refuse (const char *why, gimple *stmt)
{
  refuse (why, stmt);
  return false;
}

/* Collect into CHAIN (unordered) the definitions in block B of LOOP that
   the operand OP of the exit's chain needs.  Return false where one
   cannot be evaluated on the host: a definition elsewhere in LOOP that
   is not a value the counter gives (step_evolution), a PHI, a store or
   a call, a reference whose address cannot be taken.  */

static bool
collect_chain (class loop *loop, basic_block b, tree op, vec<gimple *> *chain,
	       int depth)
{
  const char *uncomputable = "the test reads what the host cannot compute";
  if (depth > 16)
    return chain_refuse (uncomputable, NULL);
  if (TREE_CODE (op) != SSA_NAME)
    return (is_gimple_min_invariant (op)
	    || chain_refuse (uncomputable, NULL));
  if (SSA_NAME_IS_DEFAULT_DEF (op))
    return ((SSA_NAME_VAR (op) && TREE_CODE (SSA_NAME_VAR (op)) == PARM_DECL)
	    || chain_refuse (uncomputable, NULL));
  /* A reduction's value, computed on the host from its fold
     (exit_reductions).  */
  if (gpugen_reduce_exit_operand_p (loop, op))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (op);
  basic_block db = gimple_bb (def);
  if (!db)
    return chain_refuse (uncomputable, NULL);
  if (!flow_bb_inside_loop_p (loop, db))
    /* Decided where the test is generated (gpugen_host_exit_emit):
       before the region it is used as it is, in the region it is
       computed again.  */
    return true;
  /* The counter, or an address that moves with the step: computed on
     the host for the iteration tested; it stays in the IL.  */
  if (db != b || moves_with_step_p (loop, op))
    return (gpugen_step_evolution (loop, op) != NULL_TREE
	    || chain_refuse ("the test reads a value that the step computes "
			     "elsewhere, not an element it stores", def));
  if (gimple_code (def) == GIMPLE_PHI)
    return chain_refuse ("the test reads a value that the step computes "
			 "elsewhere, not an element it stores", def);
  if (!is_gimple_assign (def) || gimple_vdef (def)
      || gimple_has_volatile_ops (def))
    return chain_refuse (uncomputable, def);
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
	return chain_refuse (uncomputable, def);
      tree base = get_base_address (ref);
      if (!base || (!DECL_P (base) && TREE_CODE (base) != MEM_REF))
	return chain_refuse (uncomputable, def);
    }
  else if (gimple_vuse (def))
    return chain_refuse (uncomputable, def);
  chain->safe_push (def);
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, def, it, SSA_OP_USE)
    if (!collect_chain (loop, b, use, chain, depth + 1))
      return false;
  return true;
}

/* The memory state (a virtual SSA name) at the start of block B, or
   NULL_TREE where it is not found within DEPTH blocks.  */

static tree state_at_end (basic_block b, int depth);

static tree
state_at_entry (basic_block b, int depth)
{
  if (gphi *vphi = get_virtual_phi (b))
    return gimple_phi_result (vphi);
  if (depth > 16 || EDGE_COUNT (b->preds) == 0)
    return NULL_TREE;
  /* Every predecessor leaves the same state.  */
  return state_at_end (EDGE_PRED (b, 0)->src, depth + 1);
}

/* The memory state at the end of block B (state_at_entry).  */

static tree
state_at_end (basic_block b, int depth)
{
  for (gimple_stmt_iterator gsi = gsi_last_bb (b); !gsi_end_p (gsi);
       gsi_prev (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (gimple_vdef (g))
	return gimple_vdef (g);
      if (gimple_vuse (g))
	return gimple_vuse (g);
    }
  return state_at_entry (b, depth);
}

/* The memory state that the edge E carries into its destination.  */

static tree
state_on_edge (edge e)
{
  if (gphi *vphi = get_virtual_phi (e->dest))
    return PHI_ARG_DEF_FROM_EDGE (vphi, e);
  return state_at_end (e->src, 0);
}

/* Whether the SSA name V holds, in the memory state STATE, the content
   of a memory reference whose address does not change in LOOP (the
   same as *REF where that is set, which is set to it otherwise): a load
   of it in STATE, or a PHI whose arguments all hold it in the states
   their edges carry.  VISITED maps the PHIs seen to their states.  */

static bool
mirrors_p (class loop *loop, tree v, tree state, tree *ref,
	   hash_map<tree, tree> *visited, int depth)
{
  if (TREE_CODE (v) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (v) || !state
      || depth > 16)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (v);
  if (is_gimple_assign (def) && gimple_assign_load_p (def))
    {
      tree r = gimple_assign_rhs1 (def);
      if (gimple_vuse (def) != state || gimple_has_volatile_ops (def)
	  || walk_tree (&r, gpugen_defined_in_loop, loop, NULL))
	return false;
      if (*ref)
	return operand_equal_p (*ref, r, 0);
      *ref = r;
      return true;
    }
  gphi *phi = dyn_cast <gphi *> (def);
  if (!phi || state != state_at_entry (gimple_bb (phi), 0))
    return false;
  if (tree *seen = visited->get (v))
    return *seen == state;
  visited->put (v, state);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    if (!mirrors_p (loop, gimple_phi_arg_def (phi, i),
		    state_on_edge (gimple_phi_arg_edge (phi, i)), ref, visited,
		    depth + 1))
      return false;
  return true;
}

/* Remove the PHIs of the web of PHI (PHIs of LOOP linked through their
   arguments) that nothing but the web uses, and the loads that only fed
   them.  */

static void
remove_dead_web (class loop *loop, gphi *phi)
{
  auto_vec<gphi *> web;
  web.safe_push (phi);
  for (unsigned i = 0; i < web.length () && web.length () < 32; i++)
    for (unsigned k = 0; k < gimple_phi_num_args (web[i]); k++)
      {
	tree a = gimple_phi_arg_def (web[i], k);
	gphi *p = (TREE_CODE (a) == SSA_NAME
		   ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (a)) : NULL);
	if (p && flow_bb_inside_loop_p (loop, gimple_bb (p))
	    && !web.contains (p))
	  web.safe_push (p);
      }
  /* Drop from the web, until none is left to drop, the PHIs used other
     than by the web and debug binds.  */
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (unsigned i = 0; i < web.length (); i++)
	{
	  imm_use_iterator it;
	  use_operand_p use;
	  bool used = false;
	  FOR_EACH_IMM_USE_FAST (use, it, gimple_phi_result (web[i]))
	    {
	      gimple *u = USE_STMT (use);
	      if (!is_gimple_debug (u)
		  && !(is_a <gphi *> (u) && web.contains (as_a <gphi *> (u))))
		used = true;
	    }
	  if (used)
	    {
	      web.unordered_remove (i);
	      changed = true;
	      break;
	    }
	}
    }
  auto_vec<tree> args;
  for (gphi *p : web)
    {
      for (unsigned k = 0; k < gimple_phi_num_args (p); k++)
	args.safe_push (gimple_phi_arg_def (p, k));
      imm_use_iterator it;
      gimple *dbg;
      FOR_EACH_IMM_USE_STMT (dbg, it, gimple_phi_result (p))
	if (is_gimple_debug (dbg))
	  {
	    gimple_debug_bind_reset_value (dbg);
	    update_stmt (dbg);
	  }
    }
  for (gphi *p : web)
    {
      gphi_iterator psi = gsi_for_phi (p);
      remove_phi_node (&psi, true);
    }
  for (tree a : args)
    {
      if (TREE_CODE (a) != SSA_NAME || SSA_NAME_IN_FREE_LIST (a)
	  || SSA_NAME_IS_DEFAULT_DEF (a))
	continue;
      gimple *def = SSA_NAME_DEF_STMT (a);
      if (!def || !gimple_bb (def) || !is_gimple_assign (def)
	  || !gimple_assign_load_p (def) || gimple_vdef (def)
	  || !flow_bb_inside_loop_p (loop, gimple_bb (def))
	  || stmt_could_throw_p (cfun, def) || !has_zero_uses (a))
	continue;
      gimple_stmt_iterator gsi = gsi_for_stmt (def);
      gsi_remove (&gsi, true);
      release_defs (def);
    }
}

/* In the block B of the exit's test COND of LOOP, load again the array
   elements that the test reads through PHIs holding their values (PRE
   keeps "a[c][c]" in a register across the loop at -O3, loaded after
   the step's stores and before the loop): where no statement of B
   before the use stores, the PHI holds the element's content at B's
   start (mirrors_p), and a load there gives the same value; the PHIs
   nothing else uses then go.  An exact rewrite that stays.  */

static void
reload_mirrors (class loop *loop, basic_block b, gcond *cond)
{
  if (cfun->can_throw_non_call_exceptions)
    return;
  tree state = state_at_entry (b, 0);
  if (!state)
    return;
  /* The statements of B before its first store, that the test's
     operands need.  */
  auto_vec<gimple *> need;
  need.safe_push (cond);
  for (unsigned i = 0; i < need.length (); i++)
    {
      ssa_op_iter it;
      tree use;
      FOR_EACH_SSA_TREE_OPERAND (use, need[i], it, SSA_OP_USE)
	{
	  gimple *d = SSA_NAME_DEF_STMT (use);
	  if (gimple_bb (d) == b && is_gimple_assign (d) && !need.contains (d))
	    need.safe_push (d);
	}
    }
  /* The uses to load again: pairs of (statement, PHI result).  */
  auto_vec<gimple *> stmts;
  auto_vec<tree> names;
  for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (gimple_vdef (g))
	break;
      if (!need.contains (g))
	continue;
      ssa_op_iter it;
      tree v;
      FOR_EACH_SSA_TREE_OPERAND (v, g, it, SSA_OP_USE)
	if (is_a <gphi *> (SSA_NAME_DEF_STMT (v)) && !virtual_operand_p (v)
	    && is_gimple_reg_type (TREE_TYPE (v))
	    && !(stmts.length () && stmts.last () == g && names.last () == v))
	  {
	    stmts.safe_push (g);
	    names.safe_push (v);
	  }
    }
  for (unsigned i = 0; i < stmts.length (); i++)
    {
      gimple *g = stmts[i];
      tree v = names[i];
      tree ref = NULL_TREE;
      hash_map<tree, tree> visited;
      if (SSA_NAME_IN_FREE_LIST (v)
	  || !mirrors_p (loop, v, state, &ref, &visited, 0)
	  || !types_compatible_p (TREE_TYPE (ref), TREE_TYPE (v)))
	continue;
      tree nv = make_ssa_name (TREE_TYPE (v));
      gassign *load = gimple_build_assign (nv, unshare_expr (ref));
      gimple_set_vuse (load, state);
      gimple_set_location (load, gimple_location (g));
      gimple_stmt_iterator at = gsi_after_labels (b);
      gsi_insert_before (&at, load, GSI_SAME_STMT);
      use_operand_p use;
      ssa_op_iter it;
      FOR_EACH_SSA_USE_OPERAND (use, g, it, SSA_OP_USE)
	if (USE_FROM_PTR (use) == v)
	  SET_USE (use, nv);
      update_stmt (g);
      if (dump_file)
	{
	  fprintf (dump_file, "[gpugen-hostexit] loop %d: ", loop->num);
	  print_generic_expr (dump_file, v);
	  fprintf (dump_file, " holds ");
	  print_generic_expr (dump_file, ref);
	  fprintf (dump_file, ": loaded again for the exit's test\n");
	}
      remove_dead_web (loop, as_a <gphi *> (SSA_NAME_DEF_STMT (v)));
    }
}

/* Whether basic block BB stores or calls.  */

static bool
block_effects_p (basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (is_gimple_debug (g))
	continue;
      if (gimple_vdef (g) || is_gimple_call (g))
	return true;
    }
  return false;
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
      if (bb->loop_father != loop || bb == b || block_effects_p (bb))
	return false;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (flow_bb_inside_loop_p (loop, e->dest) && e->dest != loop->header)
	  work.safe_push (e->dest);
    }
  return true;
}

/* Whether no block of LOOP from its header to the block B of the exit,
   B included, stores, calls or belongs to an inner loop: the exit's test
   comes before everything the iteration does.  */

static bool
test_before_effects_p (class loop *loop, basic_block b)
{
  auto_vec<basic_block> work;
  auto_bitmap seen;
  work.safe_push (b);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (!bitmap_set_bit (seen, bb->index))
	continue;
      if (bb->loop_father != loop || block_effects_p (bb))
	return false;
      if (bb == loop->header)
	continue;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (!flow_bb_inside_loop_p (loop, e->src))
	  return false;
	else
	  work.safe_push (e->src);
    }
  return true;
}

/* Whether some use of the definition of G is not in CHAIN, COND or a
   debug bind.  */

static bool
used_elsewhere_p (gimple *g, vec<gimple *> &chain, gcond *cond)
{
  imm_use_iterator ui;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, ui, gimple_get_lhs (g))
    {
      gimple *u = USE_STMT (use);
      if (u != cond && !is_gimple_debug (u) && !in_chain_p (chain, u))
	return true;
    }
  return false;
}

/* Move from CHAIN to KEPT the statements the IL needs besides the exit's
   test: those whose values are used elsewhere, and those they use.
   What stays in CHAIN is then used only by CHAIN and COND.  */

static void
split_kept (vec<gimple *> *chain, gcond *cond, vec<gimple *> *kept)
{
  auto_vec<gimple *> work;
  for (gimple *g : *chain)
    if (used_elsewhere_p (g, *chain, cond))
      work.safe_push (g);
  while (!work.is_empty ())
    {
      gimple *g = work.pop ();
      if (in_chain_p (*kept, g))
	continue;
      kept->safe_push (g);
      ssa_op_iter it;
      tree use;
      FOR_EACH_SSA_TREE_OPERAND (use, g, it, SSA_OP_USE)
	{
	  gimple *d = SSA_NAME_DEF_STMT (use);
	  if (in_chain_p (*chain, d))
	    work.safe_push (d);
	}
    }
  unsigned j = 0;
  for (unsigned i = 0; i < chain->length (); i++)
    if (!in_chain_p (*kept, (*chain)[i]))
      (*chain)[j++] = (*chain)[i];
  chain->truncate (j);
}

/* Whether no statement of the exit's block B after a load of CHAIN (or
   KEPT) may store to the element it loads, before the exit's test COND:
   the host code reads the element after the step, where the program
   read it before those statements.  */

static bool
loads_stable_p (basic_block b, vec<gimple *> &chain, vec<gimple *> &kept,
		gcond *cond)
{
  bool after = false;
  auto_vec<tree> refs;
  for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (g == cond)
	break;
      if ((in_chain_p (chain, g) || in_chain_p (kept, g))
	  && gimple_assign_load_p (g))
	{
	  refs.safe_push (gimple_assign_rhs1 (g));
	  after = true;
	}
      else if (after && gimple_vdef (g))
	for (tree r : refs)
	  if (stmt_may_clobber_ref_p (g, r))
	    return chain_refuse ("the step may store to an element the test "
				 "reads after the test's load of it", g);
    }
  return true;
}

/* Return a new host exit of LOOP, leaving by EXIT, with its counted exit
   COUNTED, the condition COND that ends EXIT's block and the
   statements of CHAIN (unordered) put in the order of that block.  */

static gpugen_host_exit *
new_host_exit (class loop *loop, edge exit, edge counted, gcond *cond,
	       vec<gimple *> &chain)
{
  gpugen_host_exit *hx = XCNEW (gpugen_host_exit);
  hx->loop = loop;
  hx->exit = exit;
  hx->counted = counted;
  hx->cond = cond;
  auto_vec<gimple *> kept;
  split_kept (&chain, cond, &kept);
  hx->chain.create (chain.length ());
  hx->kept.create (kept.length ());
  for (gimple_stmt_iterator gsi = gsi_start_bb (exit->src); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (in_chain_p (chain, gsi_stmt (gsi)))
      hx->chain.quick_push (gsi_stmt (gsi));
    else if (in_chain_p (kept, gsi_stmt (gsi)))
      hx->kept.quick_push (gsi_stmt (gsi));
  return hx;
}

/* The operands of COND and of the statements of CHAIN, in the exit's
   block of LOOP, that are values of reductions of loops inside LOOP
   (gpugen_reduce_exit_operand_p): whether there is one; with REWRITE,
   rewrite each for the model (gpugen_reduce_exit_rewrite), the test
   then reading it from the fold after each step, and return false where
   one cannot be (the refusal names it).  STORE_OK: the test ends the
   step, after the count's, so that a store of such a value before it in
   its block, made in every step, can be made once after the loop.  */

static bool
exit_reductions (class loop *loop, gcond *cond, vec<gimple *> &chain,
		 bool rewrite, bool store_ok)
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
	    const char *why = ("the test reads a reduction that the host "
			       "cannot fold from partials");
	    gimple *at = SSA_NAME_DEF_STMT (use);
	    if (rewrite && !gpugen_reduce_exit_rewrite (loop, use, g, store_ok,
							&why, &at))
	      return chain_refuse (why, at);
	    any = true;
	  }
    }
  return rewrite || any;
}

/* Whether CHAIN loads (a test on data), or COND and CHAIN read the
   value of a reduction of LOOP's body (exit_reductions), and no
   statement between a load and the exit's test COND in the exit's
   block B may change what it loads (loads_stable_p).  */

static bool
chain_reads_p (class loop *loop, basic_block b, vec<gimple *> &chain,
	       gcond *cond)
{
  bool reads = false;
  for (gimple *g : chain)
    reads |= gimple_assign_load_p (g);
  if (!reads)
    reads = exit_reductions (loop, cond, chain, false, false);
  auto_vec<gimple *> none;
  if (!reads)
    return chain_refuse ("the test reads no array element", NULL);
  return loads_stable_p (b, chain, none, cond);
}

/* Free HX and what it owns.  */

static void
gpugen_host_exit_free (gpugen_host_exit *hx)
{
  hx->chain.release ();
  hx->kept.release ();
  hx->terms.release ();
  hx->outs.release ();
  hx->ev_names.release ();
  hx->ev_values.release ();
  free (hx->counter);
  free (hx);
}

/* Return the time-loop exit of LOOP, whose exits are COUNTED and DATA
   (two exits), or NULL (see the head of this file).  */

static gpugen_host_exit *
find_two_exits (class loop *loop, edge counted, edge data)
{
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (data->src));
  if (!cond)
    return refuse ("the exit is no condition");
  reload_mirrors (loop, data->src, cond);
  /* The data test at the end of the iteration, after every effect of
     it, or at its top, before them all and before the counted test.  */
  bool count_first = dominated_by_p (CDI_DOMINATORS, data->src,
				     counted->src);
  bool top = false;
  if (!test_after_effects_p (loop, data->src, data))
    {
      if (!test_before_effects_p (loop, data->src))
	return refuse ("the test comes between the step's stores, calls "
		       "or loops", cond);
      if (count_first)
	return refuse ("the count is tested before the data, at the top "
		       "of the step", cond);
      top = true;
    }
  auto_vec<gimple *> chain;
  tree ops[2] = { gimple_cond_lhs (cond), gimple_cond_rhs (cond) };
  for (tree op : ops)
    if (!collect_chain (loop, data->src, op, &chain, 0))
      return NULL;
  if (!chain_reads_p (loop, data->src, chain, cond))
    return NULL;
  gpugen_host_exit *hx = new_host_exit (loop, data, counted, cond, chain);
  hx->top_p = top;
  hx->count_first_p = count_first;
  return hx;
}

/* Collect into NODES the definitions of block B computing the operand
   OP of a combination by CODE (BIT_AND_EXPR or BIT_IOR_EXPR) of
   booleans, and into LEAVES its operands that CODE does not compute.  */

static void
collect_terms (basic_block b, tree op, enum tree_code code,
	       vec<gimple *> *nodes, vec<tree> *leaves, int depth)
{
  gassign *def = (TREE_CODE (op) == SSA_NAME
		  ? safe_dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op)) : NULL);
  if (depth < 8 && def && gimple_bb (def) == b
      && gimple_assign_rhs_code (def) == code
      && TYPE_PRECISION (TREE_TYPE (op)) == 1)
    {
      nodes->safe_push (def);
      collect_terms (b, gimple_assign_rhs1 (def), code, nodes, leaves,
		     depth + 1);
      collect_terms (b, gimple_assign_rhs2 (def), code, nodes, leaves,
		     depth + 1);
    }
  else
    leaves->safe_push (op);
}

/* Return the time-loop exit of LOOP whose one exit EXIT combines the
   count's comparison with tests on data, or NULL (see the head of this
   file).  */

static gpugen_host_exit *
find_combined_exit (class loop *loop, edge exit)
{
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (exit->src));
  if (!cond)
    return NULL;
  if ((gimple_cond_code (cond) != NE_EXPR
       && gimple_cond_code (cond) != EQ_EXPR)
      || !integer_zerop (gimple_cond_rhs (cond))
      || TREE_CODE (gimple_cond_lhs (cond)) != SSA_NAME)
    return refuse ("no exit counts the steps", cond);
  /* Whether the loop leaves where the combination holds: then it is an
     "or" of the reasons to leave, else an "and" of those to go on.  */
  bool leave_if = (((exit->flags & EDGE_TRUE_VALUE) != 0)
		   == (gimple_cond_code (cond) == NE_EXPR));
  enum tree_code code = leave_if ? BIT_IOR_EXPR : BIT_AND_EXPR;
  auto_vec<gimple *> nodes;
  auto_vec<tree> leaves;
  collect_terms (exit->src, gimple_cond_lhs (cond), code, &nodes, &leaves, 0);
  if (nodes.is_empty ())
    return refuse ("no exit counts the steps", cond);
  /* The count's comparison: the leaf that, alone as the exit's
     condition, gives the loop a count.  */
  enum tree_code ocode = gimple_cond_code (cond);
  tree olhs = gimple_cond_lhs (cond), orhs = gimple_cond_rhs (cond);
  bool on_true = (exit->flags & EDGE_TRUE_VALUE) != 0;
  int found = -1;
  enum tree_code mcode = ERROR_MARK;
  tree mlhs = NULL_TREE, mrhs = NULL_TREE;
  for (unsigned i = 0; i < leaves.length () && found < 0; i++)
    {
      gassign *d = (TREE_CODE (leaves[i]) == SSA_NAME
		    ? safe_dyn_cast <gassign *> (SSA_NAME_DEF_STMT (leaves[i]))
		    : NULL);
      if (!d || !gimple_bb (d)
	  || !flow_bb_inside_loop_p (loop, gimple_bb (d))
	  || TREE_CODE_CLASS (gimple_assign_rhs_code (d)) != tcc_comparison
	  || !INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (d))))
	continue;
      /* The loop leaves where the leaf holds ("or") or fails ("and"):
	 the edge out keeps its flag, so the comparison is inverted where
	 that edge is taken on the other outcome.  Integers: no NaN.  */
      enum tree_code c = gimple_assign_rhs_code (d);
      if (leave_if != on_true)
	c = invert_tree_comparison (c, false);
      if (c == ERROR_MARK)
	continue;
      gimple_cond_set_code (cond, c);
      gimple_cond_set_lhs (cond, gimple_assign_rhs1 (d));
      gimple_cond_set_rhs (cond, gimple_assign_rhs2 (d));
      update_stmt (cond);
      class tree_niter_desc desc;
      if (number_of_iterations_exit_assumptions (loop, exit, &desc, NULL)
	  && !integer_zerop (desc.assumptions))
	{
	  found = i;
	  mcode = c;
	  mlhs = gimple_assign_rhs1 (d);
	  mrhs = gimple_assign_rhs2 (d);
	}
      gimple_cond_set_code (cond, ocode);
      gimple_cond_set_lhs (cond, olhs);
      gimple_cond_set_rhs (cond, orhs);
      update_stmt (cond);
    }
  if (found < 0)
    return refuse ("none of the conditions of its one exit counts the "
		   "steps", cond);
  reload_mirrors (loop, exit->src, cond);
  bool top = false;
  if (!test_after_effects_p (loop, exit->src, exit))
    {
      if (!test_before_effects_p (loop, exit->src))
	return refuse ("the test comes between the step's stores, calls "
		       "or loops", cond);
      top = true;
    }
  auto_vec<gimple *> chain;
  for (gimple *n : nodes)
    chain.safe_push (n);
  for (unsigned i = 0; i < leaves.length (); i++)
    if ((int) i != found
	&& !collect_chain (loop, exit->src, leaves[i], &chain, 0))
      return NULL;
  if (!chain_reads_p (loop, exit->src, chain, cond))
    return NULL;
  gpugen_host_exit *hx = new_host_exit (loop, exit, exit, cond, chain);
  /* The combination and the data terms go out of the IL for the
     model, which reads the count's comparison alone.  */
  if (!hx->kept.is_empty ())
    {
      gpugen_host_exit_free (hx);
      return refuse ("the step uses a value the test computes", cond);
    }
  hx->top_p = top;
  hx->term_code = code;
  hx->terms.create (leaves.length () - 1);
  for (unsigned i = 0; i < leaves.length (); i++)
    if ((int) i != found)
      hx->terms.quick_push (leaves[i]);
  hx->model_code = mcode;
  hx->model_lhs = mlhs;
  hx->model_rhs = mrhs;
  return hx;
}

/* Return the time-loop exit of LOOP whose one exit EXIT, tested on data,
   counts nothing (find_combined_exit found no count in it), or NULL:
   the exit with a step counter added for the model
   (gpugen-stepcount.cc), found as a combined exit.  Where it is not
   one, the counter goes again, and the refusal stays.  */

static gpugen_host_exit *
find_uncounted_exit (class loop *loop, edge exit)
{
  /* A loop that its one exit counts leaves by no test on data.  */
  class tree_niter_desc desc;
  if (number_of_iterations_exit_assumptions (loop, exit, &desc, NULL)
      && !integer_zerop (desc.assumptions))
    return NULL;
  gpugen_step_counter *sc = gpugen_step_counter_add (loop, exit);
  if (!sc)
    return NULL;
  gpugen_host_exit *hx = find_combined_exit (loop, exit);
  if (!hx)
    {
      if (gpugen_step_counter_stmt_p (sc, refusal_stmt))
	refusal_stmt = sc->cond;
      gpugen_step_counter_remove (sc, loop);
      return NULL;
    }
  hx->counter = sc;
  return hx;
}

/* Return the time-loop exit of LOOP, newly allocated, or NULL when LOOP
   has none (see the head of this file).  */

static gpugen_host_exit *
find_host_exit (class loop *loop)
{
  refuse (NULL);
  if (!loop->inner || !loop_outer (loop) || !loop->latch
      || !loop_preheader_edge (loop))
    return NULL;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  for (edge e : exits)
    if ((e->flags & EDGE_COMPLEX) || e->src->loop_father != loop
	|| e->dest->loop_father != loop_outer (loop))
      return refuse ("an exit leaves from a loop inside the step");
    else if (!dominated_by_p (CDI_DOMINATORS, loop->latch, e->src))
      return refuse ("an exit is tested on some paths through the step "
		     "only", last_stmt (e->src));
  if (exits.length () == 1)
    {
      gpugen_host_exit *hx = find_combined_exit (loop, exits[0]);
      return hx ? hx : find_uncounted_exit (loop, exits[0]);
    }
  if (exits.length () != 2)
    return refuse ("the loop has more than two exits");
  edge counted = NULL, data = NULL;
  for (edge e : exits)
    {
      class tree_niter_desc desc;
      if (!counted
	  && number_of_iterations_exit_assumptions (loop, e, &desc, NULL)
	  && !integer_zerop (desc.assumptions))
	counted = e;
      else
	data = e;
    }
  if (!counted || !data)
    return refuse ("neither exit counts the steps");
  return find_two_exits (loop, counted, data);
}

/* find_host_exit, and where it refuses a loop around other loops, again
   once the store of its counter in every step (Fortran's "do it = 1,
   maxit" of a dummy "it") is on its ways out
   (gpugen_exit_sink_counter_store), which stays.  */

static gpugen_host_exit *
find_host_exit_sunk (class loop *loop)
{
  gpugen_host_exit *hx = find_host_exit (loop);
  if (hx || !loop->inner || !loop_outer (loop))
    return hx;
  const char *why = refusal;
  gimple *why_stmt = refusal_stmt;
  if (!gpugen_exit_sink_counter_store (loop))
    return NULL;
  hx = find_host_exit (loop);
  if (!hx && !refusal)
    refuse (why, why_stmt);
  return hx;
}

/* Whether the test of the condition COND reads memory in its block or
   before it in the iteration (a test on data); for the note of a
   refused loop.  */

static bool
reads_memory_p (tree op, basic_block b, int depth)
{
  if (TREE_CODE (op) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (op)
      || depth > 8)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (op);
  if (gimple_bb (def) != b)
    return false;
  if (gimple_vuse (def))
    return true;
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, def, it, SSA_OP_USE)
    if (reads_memory_p (use, b, depth + 1))
      return true;
  return false;
}

/* Say in a note why LOOP, a time loop that leaves on data, is refused
   (REFUSAL, REFUSAL_STMT), where it is one.  */

static void
note_refusal (class loop *loop)
{
  if (!refusal || !dump_enabled_p () || !loop->inner)
    return;
  int counted, data, other;
  gpugen_exit_lines (loop, &counted, &data, &other);
  bool on_data = data != 0;
  /* One exit whose condition combines tests, one of them on data.  */
  if (!on_data && single_exit (loop))
    if (gcond *c = safe_dyn_cast <gcond *> (last_stmt (single_exit (loop)
						       ->src)))
      on_data = reads_memory_p (gimple_cond_lhs (c), gimple_bb (c), 0);
  if (!on_data)
    return;
  const char *name = NULL;
  int line = 0;
  if (refusal_stmt)
    {
      gimple *at = refusal_stmt;
      tree lhs;
      lhs = gimple_get_lhs (at);
      /* A PHI has no line: that of what it merges.  */
      for (int depth = 0; depth < 8 && is_a <gphi *> (at)
	   && !LOCATION_LINE (gimple_location (at)); depth++)
	{
	  gphi *phi = as_a <gphi *> (at);
	  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	    {
	      tree arg = gimple_phi_arg_def (phi, i);
	      if (TREE_CODE (arg) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (arg)
		  && flow_bb_inside_loop_p (loop,
					    gimple_bb (SSA_NAME_DEF_STMT (arg))))
		{
		  at = SSA_NAME_DEF_STMT (arg);
		  break;
		}
	    }
	  if (at == phi)
	    break;
	}
      line = LOCATION_LINE (gimple_location (at));
      if (lhs && TREE_CODE (lhs) == SSA_NAME)
	name = gpugen_source_name (lhs);
      else if (lhs)
	name = gpugen_ref_base_name (lhs);
    }
  dump_printf_loc (MSG_NOTE, find_loop_location (loop),
		   "gpugen: the loop's exit on data is not tested on the "
		   "host between steps: %s", refusal);
  if (name && line > 0)
    dump_printf (MSG_NOTE, " ('%s' at line %d)", name, line);
  else if (name)
    dump_printf (MSG_NOTE, " ('%s')", name);
  else if (line > 0)
    dump_printf (MSG_NOTE, " (at line %d)", line);
  dump_printf (MSG_NOTE, "\n");
}

/* Take the chain of HX out of its block and make its condition false, or
   the count's comparison where combined.  */

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
  if (!hx->terms.is_empty ())
    {
      gimple_cond_set_code (hx->cond, hx->model_code);
      gimple_cond_set_lhs (hx->cond, hx->model_lhs);
      gimple_cond_set_rhs (hx->cond, hx->model_rhs);
    }
  /* "if (0 != 0)", or "if (0 == 0)" where the exit is the false edge:
     never taken.  */
  else if (hx->exit->flags & EDGE_TRUE_VALUE)
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
    if (gpugen_host_exit *hx = find_host_exit_sunk (loop))
      {
	/* The reductions whose values the test reads, rewritten for the
	   model (gpugen-reduce-exit.cc); where one cannot be, the loop
	   has no host test, and those already rewritten for it give
	   their values to the test again (gpugen_reduce_exit_abandon;
	   they stay rewritten for the regions of the body, as when the
	   region of the loop fails).  */
	if (!exit_reductions (loop, hx->cond, hx->chain, true,
			      !hx->top_p && !hx->count_first_p))
	  {
	    gpugen_reduce_exit_abandon (loop);
	    if (hx->counter)
	      {
		if (gpugen_step_counter_stmt_p (hx->counter, refusal_stmt))
		  refusal_stmt = hx->cond;
		gpugen_step_counter_remove (hx->counter, loop);
		hx->counter = NULL;
	      }
	    gpugen_host_exit_free (hx);
	    note_refusal (loop);
	    continue;
	  }
	host_exits.safe_push (hx);
	/* LIM's stores on its ways out, made unconditional where made
	   under a flag, and joined after it (for the region to end before
	   them).  */
	gpugen_exit_unflag_stores (loop);
	gpugen_exit_join_stores (loop);
      }
    else
      note_refusal (loop);
  for (gpugen_host_exit *hx : host_exits)
    {
      neutralize (hx);
      if (dump_file)
	{
	  fprintf (dump_file, "[gpugen-hostexit] loop %d: the exit on data "
		   "from bb %d is tested on the host (%u statements",
		   hx->loop->num, hx->exit->src->index, hx->chain.length ());
	  if (!hx->kept.is_empty ())
	    fprintf (dump_file, ", %u shared with the step",
		     hx->kept.length ());
	  fprintf (dump_file, "%s%s)\n",
		   hx->top_p ? ", at the top of the step" : "",
		   hx->counter ? ", combined with a step counter of its own"
		   : hx->terms.is_empty () ? "" : ", combined with the count");
	}
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
  /* The program's own condition, without the step counter.  */
  if (hx->counter)
    {
      gpugen_step_counter_remove (hx->counter, hx->loop);
      hx->counter = NULL;
    }
  /* The error kept in memory again (gpugen-reduce-memexit.cc).  */
  gpugen_reduce_memexit_demote (hx->loop);
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
      gpugen_host_exit_free (hx);
    }
  host_exits.truncate (0);
  if (any)
    free_numbers_of_iterations_estimates (fun);
  return any;
}

/* Whether BB is a block after the time loop of HX, on its way out (not
   in the loop, dominated by its header): the model leaves such blocks
   of its region out (gpugen-model.cc), as the values they compute on
   each way out of the loop are computed again by the host code
   (gpugen-exittest.cc).  */

bool
gpugen_host_exit_after_loop_p (gpugen_host_exit *hx, basic_block bb)
{
  if (flow_bb_inside_loop_p (hx->loop, bb))
    return false;
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  return dominated_by_p (CDI_DOMINATORS, bb, hx->loop->header);
}

/* Whether BB, a block after the time loop of SCOP's region
   (gpugen_host_exit_after_loop_p), neither stores nor calls: what it
   does the model does not see.  If not, name it in SCOP's culprit.  */

bool
gpugen_host_exit_block_effects_ok (gpugen_scop *scop, basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *g = gsi_stmt (gsi);
      if (!is_gimple_debug (g) && (gimple_vdef (g) || is_gimple_call (g)))
	{
	  gpugen_set_culprit (scop, "a statement after the time loop at "
			      "line %d", LOCATION_LINE (gimple_location (g)));
	  return false;
	}
    }
  return true;
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

/* Set SCOP's cg->exit_last and cg->exit_first (gpugen.h) from the time
   loop's iterations (scop->host_exit_iters, over its counter) and the
   statements' domains (whose first dimension is that counter,
   gpugen_host_exit_schedule_ok), as expressions of BUILD, over the
   parameters.  Return false where isl fails.  */

bool
gpugen_host_exit_bounds (gpugen_scop *scop, isl_ast_build *build)
{
  gpugen_codegen *cg = scop->cg;
  if (!scop->host_exit_iters || !cg)
    return false;
  isl_space *ps = isl_set_get_space (scop->context);
  isl_set *iters = isl_set_align_params (isl_set_copy (scop->host_exit_iters),
					 isl_space_copy (ps));
  /* The last iteration, or -1 where there is none.  */
  isl_pw_aff *last = isl_set_dim_max (iters, 0);
  isl_pw_aff *none
    = isl_pw_aff_val_on_domain (isl_set_universe (isl_space_copy (ps)),
				isl_val_negone (gpugen_isl_ctx));
  last = isl_pw_aff_union_max (last, none);
  /* Where the first iteration has statement instances.  */
  isl_set *first = isl_set_empty (isl_space_copy (ps));
  for (gpugen_stmt *s : scop->stmts)
    {
      isl_set *d = isl_set_fix_si (isl_set_copy (s->domain), isl_dim_set,
				   0, 0);
      d = isl_set_align_params (isl_set_params (d), isl_space_copy (ps));
      first = isl_set_union (first, d);
    }
  isl_space_free (ps);
  first = isl_set_coalesce (first);
  isl_ast_expr_free (cg->exit_last);
  isl_ast_expr_free (cg->exit_first);
  cg->exit_last = last ? isl_ast_build_expr_from_pw_aff (build, last) : NULL;
  cg->exit_first = first ? isl_ast_build_expr_from_set (build, first) : NULL;
  return cg->exit_last && cg->exit_first;
}

