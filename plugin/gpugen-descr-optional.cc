/* Optional assumed-shape dummies after present (), for gpugen's
   delinearization.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gfortran computes the strides and the offset of an optional
   assumed-shape dummy w(:, :) only where it is present, under the test
   of its present () (the pointer to its descriptor and the data
   pointer not null):

     if (w != 0 && w->data != 0)
       { s1 = w->dim[0].stride; s1 = s1 != 0 ? s1 : 1;
	 s2 = w->dim[1].stride; off = -s1 - s2; }
     # w.0 = PHI <w->data, 0, 0>  # s1' = PHI <s1, undef, undef>
     # s2' = PHI <s2, undef, undef>  # off' = PHI <off, undef, undef>

   so that the loops after it, under present () or with present ()
   inside them, read the PHI results, undefined where the dummy is
   absent.  The loads are not known before the region, nor can they be
   made there, where the dummy may be absent, so gpugen-descr.cc's
   contiguous forms, which load the bounds after the strides, do not
   apply; the PHI results are known there.  This file gives them polys
   over parameters known before the region, as gpugen-descr.cc does for
   the strides of a dummy whose bounds may be unset (opaque_layout):
   the first stride 1, the second stride the length of the rows (the
   PHI result's value), each next one that length times the quotients
   of each next stride by the one below, and the offset that of lower
   bounds 1, -(1 + s2 + s3 + ...).  Each equality that makes a poly
   exact is checked at run time with the descriptors' (a section of
   stride 2 in the first dimension, strides that do not divide each
   other, other lower bounds: the host code), except where the data
   pointer's PHI result is null: the dummy is absent there, and the
   region touches none of its elements (gpugen_descr_assume); the
   factors of the strides are INT_MAX there instead of values read from
   undefined ones, so that the assumptions that the subscripts stay
   within the rows and planes hold.  The copies of such a dummy cover
   the gaps of a section too, and get the check of the host memory
   (gpugen_descr_extents).  A rank-1 dummy keeps its stride and offset
   as parameters (gpugen-delin-assume.cc's row below).  */

#include "gpugen-poly.h"
#include "tree-ssa.h"
#include "gpugen-descr.h"

/* If NAME is defined by a PHI node, not a loop header's, whose
   arguments are one SSA name X on some edges and undefined values (a
   default definition of a variable that is not a parameter) on the
   others, return X; otherwise NULL_TREE.  gfortran computes the strides
   and the offset of an optional assumed-shape dummy under present ():
   they reach the code after it through such PHI nodes, undefined where
   the dummy is absent.  */

static tree
undefined_merge_arg (tree name)
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name))
    return NULL_TREE;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (name));
  if (!phi || virtual_operand_p (name)
      || gimple_bb (phi)->loop_father->header == gimple_bb (phi))
    return NULL_TREE;
  tree x = NULL_TREE;
  bool undef = false;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree a = gimple_phi_arg_def (phi, i);
      if (TREE_CODE (a) != SSA_NAME)
	return NULL_TREE;
      if (ssa_undefined_value_p (a, false))
	undef = true;
      else if (x && a != x)
	return NULL_TREE;
      else
	x = a;
    }
  return undef ? x : NULL_TREE;
}

/* Whether T is defined by a PHI node that merges one value with
   undefined ones (undefined_merge_arg): a stride or the offset of an
   optional assumed-shape dummy after its present ().  */

bool
gpugen_descr_undefined_merge_p (tree t)
{
  return lang_GNU_Fortran () && undefined_merge_arg (t) != NULL_TREE;
}

/* If NAME is "S != 0 ? S : 1" (unit_stride_guard), or the PHI node
   that the branch of that choice leaves, S on one edge and 1 on the
   other, with S loaded from the first stride of a gfortran descriptor,
   return S; otherwise NULL_TREE.  */

static tree
first_stride_choice (tree name)
{
  if (tree s = unit_stride_guard (name))
    return s;
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name))
    return NULL_TREE;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (name));
  if (!phi || gimple_phi_num_args (phi) != 2)
    return NULL_TREE;
  tree s = gimple_phi_arg_def (phi, 0), one = gimple_phi_arg_def (phi, 1);
  if (integer_onep (s))
    std::swap (s, one);
  int dim, rank;
  if (!integer_onep (one) || TREE_CODE (s) != SSA_NAME
      || !descriptor_field (s, &dim, &rank) || dim != 0)
    return NULL_TREE;
  return s;
}

/* If NAME merges with undefined values (undefined_merge_arg) a stride
   of a gfortran descriptor of rank 2 or more, the first one guarded
   (first_stride_choice) or a later one loaded, return the descriptor
   and set *DIM and *RANK as descriptor_field does; otherwise
   NULL_TREE.  */

static tree
optional_stride (tree name, int *dim, int *rank)
{
  tree x = undefined_merge_arg (name);
  if (!x)
    return NULL_TREE;
  tree s = first_stride_choice (x);
  tree desc = descriptor_field (s ? s : x, dim, rank);
  if (!desc || *dim < 0 || (*dim == 0) != (s != NULL_TREE) || *rank < 2)
    return NULL_TREE;
  return desc;
}

/* Return the record of MB for the strides of the descriptor DESC of
   rank RANK after an optional dummy's present () (descr_layout's
   merged), creating it, with the data pointer's PHI node among those
   of BB, the block of the strides' PHI nodes.  */

static descr_layout *
merged_layout (model_builder *mb, tree desc, int rank, basic_block bb)
{
  for (descr_layout *d : mb->descrs)
    if (d->merged && operand_equal_p (d->desc, desc, 0))
      return d;
  descr_layout *d = XCNEW (descr_layout);
  d->desc = desc;
  d->rank = rank;
  d->merged = true;
  /* The data pointer's PHI node in BB: null or DESC's data field on
     every edge.  */
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi) && !d->data;
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree r = gimple_phi_result (phi);
      if (!POINTER_TYPE_P (TREE_TYPE (r)))
	continue;
      bool loaded = false, other = false;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	{
	  tree a = gimple_phi_arg_def (phi, i), field;
	  if (integer_zerop (a))
	    continue;
	  tree inner = (TREE_CODE (a) == SSA_NAME
			? loaded_field (a, &field) : NULL_TREE);
	  if (inner && DECL_NAME (field)
	      && !strcmp (IDENTIFIER_POINTER (DECL_NAME (field)), "data")
	      && operand_equal_p (inner, desc, 0))
	    loaded = true;
	  else
	    other = true;
	}
      if (loaded && !other)
	d->data = r;
    }
  mb->descrs.safe_push (d);
  return d;
}

/* If NAME stands for a stride of an optional assumed-shape dummy of
   rank 2 or more after its present () (optional_stride: gfortran
   computes the strides under present (), and they reach the code after
   it through PHI nodes with undefined values where the dummy is
   absent), set *OUT to its poly over parameters of MB known before the
   region, as opaque_layout does for a loaded stride, and return true:
   the first stride is 1, its contiguous form, checked at run time (a
   section of another stride, w(1:n:2, :), runs the host code); the
   second is its PHI node's value, the length of the rows; a later one
   K is the product of the second and of the quotients Q of each next
   stride's PHI node by the one below (at least 1), computed at the end
   of the block before the region and checked equal to NAME there.
   Where the data pointer's PHI node is null (descr_layout's data), the
   factors are INT_MAX instead, and the checks hold.  The loads
   under present () are not known before the region, nor can they be
   made there, where the dummy may be absent: the PHI nodes are.  A
   rank-1 dummy keeps its stride as a parameter, rows of the stride.  */

static bool
optional_stride_poly (model_builder *mb, tree name, poly *out)
{
  int dim, rank;
  tree desc = optional_stride (name, &dim, &rank);
  basic_block before = mb->scop->entry->src;
  if (!desc || !dom_info_available_p (CDI_DOMINATORS)
      || before == ENTRY_BLOCK_PTR_FOR_FN (cfun)
      || !dominated_by_p (CDI_DOMINATORS, before,
			  gimple_bb (SSA_NAME_DEF_STMT (name))))
    return false;
  descr_layout *d = merged_layout (mb, desc, rank,
				   gimple_bb (SSA_NAME_DEF_STMT (name)));
  if (dim == 0)
    {
      bool seen = false;
      for (tree l : d->loaded)
	seen |= l == name;
      if (!seen)
	{
	  d->loaded.safe_push (name);
	  d->expected.safe_push (integer_one_node);
	}
      *out = poly_const (1);
      return true;
    }
  /* The PHI nodes of the strides 2 .. DIM + 1, in NAME's block.  */
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  tree phis[MAX_RANK];
  memset (phis, 0, sizeof phis);
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree r = gimple_phi_result (gsi.phi ());
      int k, rk;
      tree dk = optional_stride (r, &k, &rk);
      if (dk && k >= 1 && k <= dim && !phis[k]
	  && operand_equal_p (dk, desc, 0))
	phis[k] = r;
    }
  for (int k = 1; k <= dim; k++)
    if (!phis[k])
      return false;
  gimple_seq seq = NULL;
  tree nonnull = NULL_TREE;
  if (d->data && descr_available_at_end_p (d->data, before))
    {
      nonnull = make_ssa_name (boolean_type_node);
      gimple_seq_add_stmt (&seq, gimple_build_assign (
			     nonnull, NE_EXPR, d->data,
			     build_int_cst (TREE_TYPE (d->data), 0)));
    }
  for (int k = 1; k <= dim; k++)
    {
      if (d->factor[k])
	continue;
      tree type = TREE_TYPE (phis[k]);
      tree f = phis[k];
      if (k > 1)
	{
	  tree div = make_ssa_name (type);
	  gimple_seq_add_stmt (&seq, gimple_build_assign (
				 div, MAX_EXPR,
				 fold_convert (type, phis[k - 1]),
				 build_int_cst (type, 1)));
	  f = make_ssa_name (type);
	  gimple_seq_add_stmt (&seq, gimple_build_assign (f, TRUNC_DIV_EXPR,
							  phis[k], div));
	}
      /* Where the data pointer is null, the factor read from undefined
	 values is INT_MAX instead, which the assumptions that the
	 subscripts stay within their rows and planes (of counters of
	 int loops) meet: the region's other nests run on the device,
	 and this dummy's accesses and copies, under present (), do
	 not happen.  */
      if (nonnull)
	{
	  tree sel = make_ssa_name (type);
	  gimple_seq_add_stmt (&seq, gimple_build_assign (
				 sel, COND_EXPR, nonnull, f,
				 build_int_cst (type, INT_MAX)));
	  f = sel;
	}
      d->factor[k] = f;
      d->ostride[k] = (k == 1 ? f
		       : descr_arith (MULT_EXPR, d->ostride[k - 1], f, &seq));
    }
  if (seq)
    descr_insert_at_end (before, seq);
  /* The checks, each once (again after gpugen_descr_restore dropped
     it): each stride's PHI node equals the product of the factors up
     to it (the second its factor itself, where the factor is not the
     PHI node).  */
  for (int k = 1; k <= dim; k++)
    {
      bool seen = phis[k] == d->ostride[k];
      for (tree l : d->loaded)
	seen |= l == phis[k];
      if (!seen)
	{
	  d->loaded.safe_push (phis[k]);
	  d->expected.safe_push (d->ostride[k]);
	}
    }
  poly p = poly_const (1);
  for (int k = 1; k <= dim; k++)
    {
      int f = layout_param (mb, d->factor[k]);
      if (f < 0 || !poly_mul (&p, p, poly_param (f)))
	return false;
    }
  *out = p;
  return true;
}

/* Whether NAME is computed from loads of the strides of one gfortran
   descriptor (set in *DESC, which must be NULL_TREE or that descriptor
   on entry) and constants alone, by additions, subtractions, negations,
   products by constants and conversions, through PHI nodes that are
   not loop headers' (gfortran's offset of an assumed-shape dummy,
   minus the sum of the strides times the lower bounds), looking DEPTH
   definitions deep.  */

static bool
strides_derived_p (tree name, tree *desc, int depth)
{
  if (TREE_CODE (name) == INTEGER_CST)
    return true;
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name)
      || depth <= 0 || !INTEGRAL_TYPE_P (TREE_TYPE (name)))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (gimple_bb (phi)->loop_father->header == gimple_bb (phi))
	return false;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (!strides_derived_p (gimple_phi_arg_def (phi, i), desc, depth - 1))
	  return false;
      return true;
    }
  if (!is_gimple_assign (def))
    return false;
  if (gimple_assign_load_p (def))
    {
      int dim, rank;
      tree d = descriptor_field (name, &dim, &rank);
      if (!d || dim < 0 || (*desc && !operand_equal_p (*desc, d, 0)))
	return false;
      *desc = d;
      return true;
    }
  switch (gimple_assign_rhs_code (def))
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
      return (strides_derived_p (gimple_assign_rhs1 (def), desc, depth - 1)
	      && strides_derived_p (gimple_assign_rhs2 (def), desc,
				    depth - 1));
    case MULT_EXPR:
      return (TREE_CODE (gimple_assign_rhs2 (def)) == INTEGER_CST
	      && strides_derived_p (gimple_assign_rhs1 (def), desc,
				    depth - 1));
    case NEGATE_EXPR:
    case SSA_NAME:
    CASE_CONVERT:
      return strides_derived_p (gimple_assign_rhs1 (def), desc, depth - 1);
    default:
      return false;
    }
}

/* If NAME merges with undefined values (undefined_merge_arg) a value
   computed from the strides of an optional assumed-shape dummy of rank
   R >= 2 alone (strides_derived_p: its offset, computed under present
   () like its strides), set *OUT to the offset of the lower bounds 1,
   -(1 + S2 + ... + SR) over the polys of optional_stride_poly, record
   in MB that NAME must equal minus the sum of the strides' PHI nodes
   (computed at the end of the block before the region; with the
   strides' own checks the poly is then exact), and return true.  A
   dummy declared with other lower bounds, w(0:, :) or w(:, 2:), runs
   the host code.  */

static bool
optional_offset_poly (model_builder *mb, tree name, poly *out)
{
  tree x = undefined_merge_arg (name);
  tree desc = NULL_TREE;
  basic_block before = mb->scop->entry->src;
  int sdim, srank;
  if (!x || optional_stride (name, &sdim, &srank)
      || !strides_derived_p (x, &desc, 8) || !desc
      || !dom_info_available_p (CDI_DOMINATORS)
      || before == ENTRY_BLOCK_PTR_FOR_FN (cfun)
      || !dominated_by_p (CDI_DOMINATORS, before,
			  gimple_bb (SSA_NAME_DEF_STMT (name))))
    return false;
  /* The strides' PHI nodes in NAME's block, one per dimension.  */
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  tree phis[MAX_RANK];
  memset (phis, 0, sizeof phis);
  int rank = 0;
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree r = gimple_phi_result (gsi.phi ());
      int k, rk;
      tree dk = optional_stride (r, &k, &rk);
      if (dk && !phis[k] && operand_equal_p (dk, desc, 0))
	{
	  phis[k] = r;
	  rank = rk;
	}
    }
  if (rank < 2)
    return false;
  poly p = poly_const (-1);
  for (int k = 0; k < rank; k++)
    {
      poly pk;
      if (!phis[k] || !optional_stride_poly (mb, phis[k], &pk)
	  || (k > 0 && !poly_add (&p, p, pk, -1)))
	return false;
    }
  descr_layout *d = merged_layout (mb, desc, rank, bb);
  bool seen = false;
  for (tree l : d->loaded)
    seen |= l == name;
  if (!seen)
    {
      gimple_seq seq = NULL;
      tree sum = phis[0];
      for (int k = 1; k < rank; k++)
	sum = descr_arith (PLUS_EXPR, sum, phis[k], &seq);
      tree neg = descr_arith (NEGATE_EXPR, sum, NULL_TREE, &seq);
      descr_insert_at_end (before, seq);
      d->loaded.safe_push (name);
      d->expected.safe_push (neg);
    }
  *out = p;
  return true;
}

/* If NAME stands for a stride or for the offset of an optional
   assumed-shape dummy of rank 2 or more after its present (), set *OUT
   to its poly over MB's parameters known before the region, with the
   run-time checks that make it exact (optional_stride_poly,
   optional_offset_poly), and return true.  */

bool
gpugen_descr_optional_poly (model_builder *mb, tree name, poly *out)
{
  return (optional_stride_poly (mb, name, out)
	  || optional_offset_poly (mb, name, out));
}
