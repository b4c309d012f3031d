/* Loop-invariant computations moved to preheaders, before detection.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Loop header copying leaves computations of an inner loop's bound
   inside the outer loop's body (the narrowed extent of an assumed-shape
   dummy, "(int) MAX (ubound, 0)"), where the bound is not a parameter
   of the region, and gfortran reloads the data pointer, offset and
   strides of an allocatable dummy in every iteration of an outer loop;
   GCC's own invariant motion runs only later.  This stage moves such
   statements to the loops' preheaders, innermost loops first
   (gpugen_hoist_invariants): before gpugen-select.cc, so that a
   conditional store's arm holds no descriptor load, and again after
   gpugen-exits.cc.  */

#include "gpugen.h"

/* Whether the assignment STMT computes, from its operands alone, a value
   that may be computed earlier without a change in meaning: a
   conversion, a minimum or maximum, or arithmetic in a wrapping type,
   of integers, without memory access; signed arithmetic is left where
   it is, since computing it where it did not run might overflow.  */

static bool
hoistable_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt) || gimple_has_volatile_ops (stmt)
      || gimple_vuse (stmt) || gimple_could_trap_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  if (TREE_CODE (lhs) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (lhs))
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs))
    return false;
  enum tree_code code = gimple_assign_rhs_code (stmt);
  if (CONVERT_EXPR_CODE_P (code) || code == MAX_EXPR || code == MIN_EXPR)
    return true;
  return ((code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR
	   || code == NEGATE_EXPR)
	  && TYPE_OVERFLOW_WRAPS (TREE_TYPE (lhs)));
}

/* Whether REF, loaded into a register, is a scalar that a loop may read
   at its preheader without trapping, where the program reads it only
   under a condition: a field of a record or an element at a constant
   index of an array (or the whole object) of a variable, or of the
   object behind a pointer parameter (a Fortran dummy that is not
   optional, "integer :: n", reached through a reference; a C structure,
   "s->n", whose pointer hoisted_vuse requires read already where the
   load goes); not volatile, no bit-field.  Such loads are the bounds
   and coefficients GCC's invariant motion leaves in a loop when they
   sit in a block it does not run every iteration (under an inner
   loop's guard): "for (j = 0; j < s->m; j++) ... s->a[...]", Fortran's
   "if (j < m - 1)" on a dummy M.  */

static bool
scalar_ref_p (tree ref)
{
  if (!is_gimple_reg_type (TREE_TYPE (ref)) || TREE_THIS_VOLATILE (ref))
    return false;
  tree t = ref;
  while (handled_component_p (t))
    {
      switch (TREE_CODE (t))
	{
	case COMPONENT_REF:
	  if (DECL_BIT_FIELD (TREE_OPERAND (t, 1))
	      || TREE_THIS_VOLATILE (TREE_OPERAND (t, 1)))
	    return false;
	  break;
	case ARRAY_REF:
	  {
	    /* A constant index within the array's domain.  */
	    tree idx = TREE_OPERAND (t, 1);
	    tree dom = TYPE_DOMAIN (TREE_TYPE (TREE_OPERAND (t, 0)));
	    if (TREE_CODE (idx) != INTEGER_CST || !dom
		|| !TYPE_MIN_VALUE (dom) || !TYPE_MAX_VALUE (dom)
		|| TREE_CODE (TYPE_MIN_VALUE (dom)) != INTEGER_CST
		|| TREE_CODE (TYPE_MAX_VALUE (dom)) != INTEGER_CST
		|| tree_int_cst_lt (idx, TYPE_MIN_VALUE (dom))
		|| tree_int_cst_lt (TYPE_MAX_VALUE (dom), idx))
	      return false;
	    break;
	  }
	default:
	  return false;
	}
      t = TREE_OPERAND (t, 0);
    }
  if (DECL_P (t))
    return (VAR_P (t) || TREE_CODE (t) == PARM_DECL)
	   && !TREE_THIS_VOLATILE (t);
  return (TREE_CODE (t) == MEM_REF && integer_zerop (TREE_OPERAND (t, 1))
	  && TREE_CODE (TREE_OPERAND (t, 0)) == SSA_NAME
	  && SSA_NAME_IS_DEFAULT_DEF (TREE_OPERAND (t, 0))
	  && SSA_NAME_VAR (TREE_OPERAND (t, 0))
	  && TREE_CODE (SSA_NAME_VAR (TREE_OPERAND (t, 0))) == PARM_DECL);
}

/* When STMT, in LOOP, loads a field of a Fortran array descriptor
   (gpugen_descr_ref_p) or a scalar that scalar_ref_p accepts, and
   nothing in LOOP may store there, return the
   virtual operand the load would have at the end of LOOP's preheader
   PE->src; otherwise NULL_TREE.  The memory state is followed back from
   STMT's through the stores of LOOP, each of which the alias oracle
   must show cannot clobber the field (a store of an array element, by
   type-based aliasing), to the virtual PHI of LOOP's header, whose
   argument on the preheader edge PE is the answer where no store of
   the rest of LOOP (after STMT, reaching the header by its latch: the
   reallocation of the array later in the iteration) may clobber the
   field either.  */

static tree
hoisted_vuse (class loop *loop, edge pe, gimple *stmt)
{
  if (!gimple_assign_load_p (stmt) || gimple_has_volatile_ops (stmt)
      || TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME
      || !(gpugen_descr_ref_p (gimple_assign_rhs1 (stmt))
	   || scalar_ref_p (gimple_assign_rhs1 (stmt))))
    return NULL_TREE;
  tree ref = gimple_assign_rhs1 (stmt);
  /* A descriptor reached through a pointer (an optional dummy's may be
     null) must be read already where the load goes, unless the pointer
     is a parameter of reference type, which gfortran gives only to
     dummies that cannot be absent (GCC assumes it is never null).  */
  tree base = get_base_address (ref);
  if (base && TREE_CODE (base) == MEM_REF
      && !(TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME
	   && SSA_NAME_IS_DEFAULT_DEF (TREE_OPERAND (base, 0))
	   && SSA_NAME_VAR (TREE_OPERAND (base, 0))
	   && TREE_CODE (SSA_NAME_VAR (TREE_OPERAND (base, 0))) == PARM_DECL
	   && TREE_CODE (TREE_TYPE (TREE_OPERAND (base, 0))) == REFERENCE_TYPE))
    {
      tree p = TREE_OPERAND (base, 0);
      bool read = false;
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, p)
	{
	  gimple *u = USE_STMT (use);
	  if (u != stmt && gimple_assign_load_p (u)
	      && get_base_address (gimple_assign_rhs1 (u))
	      && TREE_CODE (get_base_address (gimple_assign_rhs1 (u))) == MEM_REF
	      && TREE_OPERAND (get_base_address (gimple_assign_rhs1 (u)), 0) == p
	      && dominated_by_p (CDI_DOMINATORS, pe->src, gimple_bb (u)))
	    read = true;
	}
      if (!read)
	return NULL_TREE;
    }
  tree v = gimple_vuse (stmt);
  for (int steps = 0; v && steps < 64; steps++)
    {
      gimple *def = SSA_NAME_DEF_STMT (v);
      if (SSA_NAME_IS_DEFAULT_DEF (v)
	  || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
	return v;
      if (gphi *phi = dyn_cast <gphi *> (def))
	return (gimple_bb (phi) == loop->header
		&& !gpugen_loop_may_clobber_p (loop, ref)
		? PHI_ARG_DEF_FROM_EDGE (phi, pe) : NULL_TREE);
      if (stmt_may_clobber_ref_p (def, ref))
	return NULL_TREE;
      v = gimple_vuse (def);
    }
  return NULL_TREE;
}

/* Move into the preheader of each loop of FUN the statements of its body
   (outside inner loops) that hoistable_p accepts and whose operands are
   all defined outside the loop, and the loads of descriptor fields that
   hoisted_vuse allows (gfortran reloads the data pointer, offset and
   strides of an allocatable dummy in every iteration of an outer loop),
   innermost loops first, so that a chain of them climbs as far as it
   can.  Loop header copying leaves such
   computations of an inner loop's bound (the narrowed extent of an
   assumed-shape dummy, "(int) MAX (ubound, 0)") inside the outer loop's
   body, where the bound is not a parameter of the region; GCC's own
   invariant motion runs only later.  Return whether anything moved.  */

bool
gpugen_hoist_invariants (function *fun)
{
  if (!loops_state_satisfies_p (LOOPS_HAVE_PREHEADERS))
    return false;
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  bool changed = false;
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    {
      edge pe = loop_preheader_edge (loop);
      if (!pe || !single_succ_p (pe->src))
	continue;
      basic_block *body = get_loop_body_in_dom_order (loop);
      for (unsigned i = 0; i < loop->num_nodes; i++)
	{
	  basic_block bb = body[i];
	  if (bb->loop_father != loop)
	    continue;
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
	    {
	      gimple *stmt = gsi_stmt (gsi);
	      tree vuse = hoisted_vuse (loop, pe, stmt);
	      bool inv = vuse || hoistable_p (stmt);
	      ssa_op_iter it;
	      tree op;
	      FOR_EACH_SSA_TREE_OPERAND (op, stmt, it, SSA_OP_USE)
		if (!SSA_NAME_IS_DEFAULT_DEF (op)
		    && flow_bb_inside_loop_p (loop,
					      gimple_bb (SSA_NAME_DEF_STMT (op))))
		  inv = false;
	      if (!inv)
		{
		  gsi_next (&gsi);
		  continue;
		}
	      if (vuse)
		SET_USE (gimple_vuse_op (stmt), vuse);
	      gimple_stmt_iterator to = gsi_last_bb (pe->src);
	      if (!gsi_end_p (to) && stmt_ends_bb_p (gsi_stmt (to)))
		gsi_move_before (&gsi, &to);
	      else
		gsi_move_to_bb_end (&gsi, pe->src);
	      changed = true;
	    }
	}
      free (body);
    }
  if (changed)
    scev_reset ();
  return changed;
}
