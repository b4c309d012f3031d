/* The shape of an offloaded region and the values that leave it.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   What gpugen-host.cc checks before it versions a region, and the one
   change it makes to the code after the region: the region must have
   a single entry edge and leave only to exit_bb
   (gpugen_check_region_shape); a value computed in the region may be
   used after it only through a PHI of exit_bb that receives the same
   value, defined outside the region, from every region edge, or that
   is dead, or, after a time loop whose exit on data is tested on the
   host, one whose value that host code computes from the step where
   the loop left (gpugen-exittest.cc) (gpugen_check_live_out, which
   gives the value the device path passes to each such PHI); and the
   debug statements after the region
   that use its values, which the device path does not compute, are
   reset (gpugen_reset_debug_uses).  */

#include "gpugen.h"

/* Whether BB is one of the blocks marked in IN_REGION.  */

bool
gpugen_in_region_p (sbitmap in_region, basic_block bb)
{
  /* A block made after the map (by the host code) is none of the
     region's; its index is past the map's end.  */
  return (bb->index < (int) SBITMAP_SIZE (in_region)
	  && bitmap_bit_p (in_region, bb->index));
}

/* Return the block where the statement holding USE_P uses its value: the
   statement's block, or for a PHI argument the source of its edge.  */

static basic_block
use_block (use_operand_p use_p)
{
  gimple *stmt = USE_STMT (use_p);
  if (gphi *phi = dyn_cast <gphi *> (stmt))
    return gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use_p))->src;
  return gimple_bb (stmt);
}

/* Whether the SSA name NAME has uses other than debug statements.  */

static bool
live_name_p (tree name)
{
  imm_use_iterator it;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_FAST (use_p, it, name)
    if (!is_gimple_debug (USE_STMT (use_p)))
      return true;
  return false;
}

/* Check the shape of SCOP's region (marked in IN_REGION) and find its
   entry edge into *ENTRY: one edge from outside into the first block,
   none into other blocks, and every edge leaving the region goes to
   exit_bb.  Return NULL on success, else why not.  */

const char *
gpugen_check_region_shape (gpugen_scop *scop, sbitmap in_region, edge *entry)
{
  basic_block first = scop->blocks[0];
  basic_block exit_bb = scop->exit_bb;
  if (gpugen_in_region_p (in_region, exit_bb)
      || exit_bb == EXIT_BLOCK_PTR_FOR_FN (cfun))
    return "bad exit block";
  *entry = NULL;
  for (basic_block bb : scop->blocks)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (!gpugen_in_region_p (in_region, e->src))
	  {
	    if (bb != first || *entry)
	      return "region with several entries";
	    *entry = e;
	  }
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (!gpugen_in_region_p (in_region, e->dest) && e->dest != exit_bb)
	  return "region with several exits";
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
	  return "abnormal edge in the region";
    }
  if (!*entry || ((*entry)->flags & (EDGE_ABNORMAL | EDGE_EH)))
    return "bad entry edge";
  if ((*entry)->src->loop_father != scop->outer
      && !flow_loop_nested_p (scop->outer, (*entry)->src->loop_father))
    return "entry outside the region's loop";
  return NULL;
}

/* Push on DEFS the non-virtual SSA names defined in SCOP's region, by
   PHIs and statements.  */

static void
region_defs (gpugen_scop *scop, vec<tree> *defs)
{
  for (basic_block bb : scop->blocks)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	  defs->safe_push (gimple_phi_result (gsi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  ssa_op_iter it;
	  tree def;
	  FOR_EACH_SSA_TREE_OPERAND (def, gsi_stmt (gsi), it, SSA_OP_DEF)
	    if (!virtual_operand_p (def))
	      defs->safe_push (def);
	}
    }
}

/* Name NAME, a value of SCOP's region used after it, as the culprit of
   its missed remark: its variable where the source gives it one, and
   the line of its definition, if known.  Return false.  */

static bool
live_out_culprit (gpugen_scop *scop, tree name)
{
  const char *n = gpugen_source_name (name);
  gimple *def = SSA_NAME_DEF_STMT (name);
  int line = LOCATION_LINE (gimple_location (def));
  if (n && line > 0)
    gpugen_set_culprit (scop, "'%s' at line %d", n, line);
  else if (n)
    gpugen_set_culprit (scop, "'%s'", n);
  else if (line > 0)
    gpugen_set_culprit (scop, "a value computed at line %d", line);
  return false;
}

/* Check the values that leave SCOP's region (marked in IN_REGION): for
   each non-virtual PHI of exit_bb, push on PHI_VALS the value the device
   path must give it (the common value of the region's edges, defined
   outside the region, or zero when the PHI is dead; NULL_TREE where the
   host code of a time loop whose exit is tested on the host computes it,
   gpugen_host_exit_live_out_value); no other use outside the region of
   a value defined in it.  Return true if the region passes.  */

bool
gpugen_check_live_out (gpugen_scop *scop, sbitmap in_region,
		       vec<tree> *phi_vals)
{
  for (gphi_iterator gsi = gsi_start_phis (scop->exit_bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
	continue;
      /* A reduction's value, which the device path folds
	 (gpugen-reduce.cc).  */
      if (tree ph = gpugen_reduce_live_out_value (phi, in_region))
	{
	  phi_vals->safe_push (ph);
	  continue;
	}
      tree val = NULL_TREE;
      bool same = true;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	{
	  if (!gpugen_in_region_p (in_region, gimple_phi_arg_edge (phi, i)->src))
	    continue;
	  tree arg = gimple_phi_arg_def (phi, i);
	  if (!val)
	    val = arg;
	  else if (!operand_equal_p (val, arg, 0))
	    same = false;
	}
      bool outside = (val
		      && !gpugen_reduce_exit_placeholder_p (val)
		      && (is_gimple_min_invariant (val)
			  || (TREE_CODE (val) == SSA_NAME
			      && (SSA_NAME_IS_DEFAULT_DEF (val)
				  || !gpugen_in_region_p (in_region,
						   gimple_bb (SSA_NAME_DEF_STMT
							      (val)))))));
      if (!same || !outside)
	{
	  /* A value that leaves a time loop whose exit is tested on the
	     host: the host code computes it (NULL_TREE here).  */
	  if (live_name_p (res) && scop->host_exit)
	    {
	      if (!gpugen_host_exit_live_out_p (scop, in_region, phi, true))
		return false;
	      phi_vals->safe_push (NULL_TREE);
	      continue;
	    }
	  if (live_name_p (res))
	    return live_out_culprit (scop, res);
	  if (!INTEGRAL_TYPE_P (TREE_TYPE (res))
	      && !POINTER_TYPE_P (TREE_TYPE (res))
	      && !SCALAR_FLOAT_TYPE_P (TREE_TYPE (res)))
	    return false;
	  val = build_zero_cst (TREE_TYPE (res));
	}
      phi_vals->safe_push (val);
    }

  auto_vec<tree, 32> defs;
  region_defs (scop, &defs);
  for (tree def : defs)
    {
      imm_use_iterator it;
      use_operand_p use_p;
      FOR_EACH_IMM_USE_FAST (use_p, it, def)
	{
	  gimple *use = USE_STMT (use_p);
	  if (is_gimple_debug (use)
	      || gpugen_in_region_p (in_region, use_block (use_p)))
	    continue;
	  /* Dead PHIs of exit_bb were accepted above, and so were those
	     whose values the host code of a time loop computes.  */
	  if (gimple_code (use) == GIMPLE_PHI
	      && gimple_bb (use) == scop->exit_bb
	      && (!live_name_p (gimple_phi_result (use))
		  || scop->host_exit))
	    continue;
	  return live_out_culprit (scop, def);
	}
    }
  return true;
}

/* Reset the debug bind statements outside SCOP's region (IN_REGION)
   that use values defined in it, which the device path does not
   compute.  */

void
gpugen_reset_debug_uses (gpugen_scop *scop, sbitmap in_region)
{
  auto_vec<tree, 32> defs;
  region_defs (scop, &defs);
  for (tree def : defs)
    {
      imm_use_iterator ui;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, ui, def)
	if (gimple_debug_bind_p (use)
	    && !gpugen_in_region_p (in_region, gimple_bb (use)))
	  {
	    gimple_debug_bind_reset_value (use);
	    update_stmt (use);
	  }
    }
}
