/* Register-promoted array elements back in memory.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   GCC's partial redundancy elimination and loop invariant motion keep
   an array element in a register across a loop: in

     for (i = 0; i < m; i++)
       for (j = 0; j < n; j++)
	 tmp[i] += a[i][j] * x[j];

   the load of tmp[i] leaves the j loop, and a PHI of the j loop's
   header carries the value, t = PHI <tmp[i] before the loop, the value
   stored at the end of the previous iteration>; where a store in the
   loop may alias tmp[i] (y[j] += a[i][j] * tmp[i]), the element is
   reloaded at the latch and the PHI carries the reload.  The model
   turns such a PHI into a scalar written at every (i, j) and read at
   the next j: a dependence carried by j beside the array's own, which
   makes a nest that is parallel in j on memory sequential, or skewed to
   a wavefront.  Polly's DeLICM maps such scalars back to the array
   element; here the same is done on GIMPLE before detection, where it
   can be proved with GCC's memory SSA:

     a loop-header PHI P whose argument on every incoming edge E is
     the content of one memory reference R at the end of E (the
     argument was loaded from R, or stored to R, and the virtual
     operand of that load or store is the memory state E carries into
     the header, so nothing that may write memory comes between), with
     R's address invariant in the loop, and whose uses are all in the
     header before any statement that may write memory,

   holds at each of its uses the content of R: the uses read R instead
   (a load at the header's start, with the header's memory state), and
   the PHI goes, with the loads that only fed it.  The model then sees
   the array element's own accesses, carried only by the loops that
   carry them.  The rewrite keeps the function's meaning on the host:
   the new load reads the value the PHI held, and it only replaces a
   register where the loop loads or stores the element anyway.  An
   accumulator that loop invariant motion sank out of its loop (stored
   only after it) is not rewritten: memory does not hold its value
   during the loop.  */

#include "gpugen.h"
#include "gimplify.h"

/* Whether every SSA name the reference R uses is defined outside loop
   L, so that R denotes the same location in all of L's iterations.  */

static bool
invariant_ref_p (tree r, class loop *l)
{
  if (TREE_THIS_VOLATILE (r))
    return false;
  while (handled_component_p (r))
    {
      if (TREE_CODE (r) == COMPONENT_REF || TREE_CODE (r) == BIT_FIELD_REF
	  || TREE_CODE (r) == REALPART_EXPR || TREE_CODE (r) == IMAGPART_EXPR
	  || TREE_CODE (r) == VIEW_CONVERT_EXPR)
	return false;
      if (TREE_CODE (r) == ARRAY_REF)
	for (int k = 1; k < 4; k++)
	  {
	    tree op = TREE_OPERAND (r, k);
	    if (op && TREE_CODE (op) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (op)
		&& flow_bb_inside_loop_p (l, gimple_bb (SSA_NAME_DEF_STMT (op))))
	      return false;
	    if (op && TREE_CODE (op) != SSA_NAME && !is_gimple_min_invariant (op))
	      return false;
	  }
      r = TREE_OPERAND (r, 0);
    }
  if (TREE_CODE (r) == MEM_REF)
    {
      tree base = TREE_OPERAND (r, 0);
      if (TREE_CODE (base) == SSA_NAME)
	return (SSA_NAME_IS_DEFAULT_DEF (base)
		|| !flow_bb_inside_loop_p (l,
					   gimple_bb (SSA_NAME_DEF_STMT (base))));
      return TREE_CODE (base) == ADDR_EXPR;
    }
  return DECL_P (r) && !TREE_THIS_VOLATILE (r);
}

/* Return the memory state VS, through virtual PHIs whose arguments are
   all the same (loop-closed copies of the state).  */

static tree
canonical_state (tree vs)
{
  while (vs && TREE_CODE (vs) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (vs))
    {
      gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (vs));
      if (!phi || !gpugen_degenerate_phi_p (phi))
	break;
      vs = gimple_phi_arg_def (phi, 0);
    }
  return vs;
}

/* Return the memory reference whose content at the end of edge E is
   the value ARG, which reaches there with the memory state VS: ARG was
   loaded from it with state VS, or stored to it by the store that made
   VS.  NULL_TREE when neither.  */

static tree
content_ref (tree arg, tree vs)
{
  vs = canonical_state (vs);
  if (!vs || TREE_CODE (vs) != SSA_NAME)
    return NULL_TREE;
  if (TREE_CODE (arg) == SSA_NAME)
    arg = gpugen_canonical_value (arg);
  if (TREE_CODE (arg) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (arg);
      if (is_gimple_assign (def) && gimple_assign_load_p (def)
	  && canonical_state (gimple_vuse (def)) == vs
	  && !gimple_has_volatile_ops (def))
	return gimple_assign_rhs1 (def);
    }
  gimple *st = SSA_NAME_DEF_STMT (vs);
  if (!is_gimple_assign (st) || !gimple_store_p (st)
      || gimple_vdef (st) != vs || gimple_has_volatile_ops (st))
    return NULL_TREE;
  tree stored = gimple_assign_rhs1 (st);
  if (TREE_CODE (stored) == SSA_NAME)
    stored = gpugen_canonical_value (stored);
  if (operand_equal_p (stored, arg, 0))
    return gimple_assign_lhs (st);
  return NULL_TREE;
}

/* The memory state entering the header H of a loop on edge E: the
   argument of H's virtual PHI, or, when H has none (nothing in the loop
   writes memory), the state of H's first memory access.  NULL_TREE
   when unknown.  */

static tree
entry_state (basic_block h, gphi *vphi, edge e)
{
  if (vphi)
    return PHI_ARG_DEF_FROM_EDGE (vphi, e);
  for (gimple_stmt_iterator gsi = gsi_start_bb (h); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (tree vu = gimple_vuse (gsi_stmt (gsi)))
      return vu;
  return NULL_TREE;
}

/* Whether every use of the PHI result RES is a statement of the header
   H that comes before any statement of H that may write memory (debug
   binds anywhere are reset).  */

static bool
uses_before_stores_p (tree res, basic_block h)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, res)
    {
      gimple *st = USE_STMT (use);
      if (is_gimple_debug (st))
	continue;
      if (gimple_bb (st) != h || gimple_code (st) == GIMPLE_PHI)
	return false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (h); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *g = gsi_stmt (gsi);
	  if (g == st)
	    break;
	  if (gimple_vdef (g))
	    return false;
	}
    }
  return true;
}

/* Remove the statement that defines NAME when it is a load nothing
   uses any more.  */

static void
remove_dead_load (tree name)
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name))
    return;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!is_gimple_assign (def) || !gimple_assign_load_p (def)
      || gimple_vdef (def) || gimple_has_side_effects (def)
      || stmt_could_throw_p (cfun, def))
    return;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    if (!is_gimple_debug (USE_STMT (use)))
      return;
  gimple *dbg;
  FOR_EACH_IMM_USE_STMT (dbg, it, name)
    {
      gimple_debug_bind_reset_value (dbg);
      update_stmt (dbg);
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (def);
  gsi_remove (&gsi, true);
  release_defs (def);
}

/* Rewrite PHI of the header of loop L as a load of the memory it
   mirrors, if it does (see the comment at the top).  Return whether it
   was rewritten.  */

static bool
rewrite_phi (class loop *l, gphi *phi, gphi *vphi)
{
  tree res = gimple_phi_result (phi);
  basic_block h = gimple_bb (phi);
  if (virtual_operand_p (res) || !is_gimple_reg_type (TREE_TYPE (res))
      || gimple_phi_num_args (phi) < 2)
    return false;
  tree ref = NULL_TREE;
  bool in_loop = false;
  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
    {
      edge e = gimple_phi_arg_edge (phi, k);
      tree arg = gimple_phi_arg_def (phi, k);
      tree r = content_ref (arg, entry_state (h, vphi, e));
      if (!r || !invariant_ref_p (r, l)
	  || !types_compatible_p (TREE_TYPE (r), TREE_TYPE (res)))
	return false;
      if (ref && !operand_equal_p (ref, r, 0))
	return false;
      ref = r;
      in_loop |= flow_bb_inside_loop_p (l, e->src);
    }
  /* The loop itself loads or stores the element on its back edge: no
     access is added to the loop.  */
  if (!in_loop || !uses_before_stores_p (res, h))
    return false;
  tree state = vphi ? gimple_phi_result (vphi) : NULL_TREE;
  if (!state)
    {
      /* No virtual PHI: every edge carries the same state.  */
      state = entry_state (h, NULL, EDGE_PRED (h, 0));
      if (!state)
	return false;
    }

  tree val = make_ssa_name (TREE_TYPE (res));
  gassign *load = gimple_build_assign (val, unshare_expr (ref));
  gimple_set_vuse (load, state);
  gimple_set_location (load, gimple_location (phi));
  gimple_stmt_iterator gsi = gsi_after_labels (h);
  gsi_insert_before (&gsi, load, GSI_NEW_STMT);

  auto_vec<tree> args;
  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
    args.safe_push (gimple_phi_arg_def (phi, k));
  imm_use_iterator it;
  gimple *st;
  FOR_EACH_IMM_USE_STMT (st, it, res)
    {
      if (is_gimple_debug (st) && gimple_bb (st) != h)
	{
	  gimple_debug_bind_reset_value (st);
	  update_stmt (st);
	  continue;
	}
      use_operand_p use;
      FOR_EACH_IMM_USE_ON_STMT (use, it)
	SET_USE (use, val);
      update_stmt (st);
    }
  gphi_iterator psi = gsi_for_phi (phi);
  remove_phi_node (&psi, true);
  for (tree a : args)
    remove_dead_load (a);
  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-delicm] loop %d: PHI ", l->num);
      print_generic_expr (dump_file, res);
      fprintf (dump_file, " mirrors ");
      print_generic_expr (dump_file, ref);
      fprintf (dump_file, ": loaded at the header instead\n");
    }
  return true;
}

/* Rewrite the loop-header PHIs of FUN that mirror an array element
   (see the comment at the top) as loads of it.  Return whether any
   was.  */

bool
gpugen_delicm (function *fun)
{
  bool changed = false;
  /* A new load could throw there.  */
  if (fun->can_throw_non_call_exceptions)
    return false;
  for (auto l : loops_list (fun, 0))
    {
      basic_block h = l->header;
      if (!h || l->num == 0)
	continue;
      gphi *vphi = NULL;
      for (gphi_iterator psi = gsi_start_phis (h); !gsi_end_p (psi);
	   gsi_next (&psi))
	if (virtual_operand_p (gimple_phi_result (psi.phi ())))
	  vphi = psi.phi ();
      for (gphi_iterator psi = gsi_start_phis (h); !gsi_end_p (psi); )
	{
	  gphi *phi = psi.phi ();
	  gsi_next (&psi);
	  changed |= rewrite_phi (l, phi, vphi);
	}
    }
  if (changed)
    scev_reset ();
  return changed;
}
