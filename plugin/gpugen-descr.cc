/* Fortran array descriptors for gpugen's delinearization.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gfortran reaches an assumed-shape dummy (a(:,:)), an allocatable or
   a pointer array through a descriptor: a record with the data
   pointer, an offset, and per dimension a stride, a lower and an upper
   bound.  The element (i1, ..., ir) lies at data[offset + i1 * s1 + ...
   + ir * sr], where the strides and the offset are loaded from the
   descriptor before the loops: run-time values that bear no relation
   to each other that the model could see, so that a two-dimensional
   reference has two unrelated parametric strides, and the offset of
   an allocatable array is an opaque parameter.

   The layout of a contiguous array is known: s1 = 1, sk = e1 * ... *
   e(k-1) for the extents ej = ubound - lbound + 1, and offset = -(l1 *
   s1 + ... + lr * sr) for the lower bounds lj.  While it converts an
   offset into a poly, delinearization asks here for each value loaded
   from a descriptor field (a stride or the offset): it is replaced by
   its contiguous form over new parameters, the lower bounds and the
   extents, which this file loads from the same descriptor right after
   the first such load (where the descriptor is known to be readable).
   Each replacement is exact only when the loaded value equals its
   contiguous form, so each becomes an assumption of the SCoP, an
   equality of two parameters (the loaded value, and the contiguous
   form computed in GIMPLE next to the new loads), checked at run time
   like every assumption: an actual argument that is not contiguous (a
   section a(1:n:2, :) passed to a dummy without the contiguous
   attribute) sends the region to the host code.  With the contiguous
   attribute gfortran packs such an argument at the call, and with the
   check the model needs neither that nor the attribute.  */

#include "gpugen-poly.h"
#include "gimplify.h"
#include "cgraph.h"
#include "gpugen-descr.h"

/* Return the field named NAME of the record type TYPE, or NULL_TREE.  */

static tree
field_named (tree type, const char *name)
{
  if (!RECORD_OR_UNION_TYPE_P (type))
    return NULL_TREE;
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL && DECL_NAME (f)
	&& !strcmp (IDENTIFIER_POINTER (DECL_NAME (f)), name))
      return f;
  return NULL_TREE;
}

/* Whether the record type TYPE looks like a gfortran array descriptor:
   the fields data, offset and dim, the last an array of records with
   stride, lbound and ubound.  Set *RANK to the length of dim.  */

static bool
descriptor_type_p (tree type, int *rank)
{
  tree data = field_named (type, "data");
  tree off = field_named (type, "offset");
  tree dim = field_named (type, "dim");
  if (!data || !off || !dim || !INTEGRAL_TYPE_P (TREE_TYPE (off))
      || TREE_CODE (TREE_TYPE (dim)) != ARRAY_TYPE)
    return false;
  tree elt = TREE_TYPE (TREE_TYPE (dim));
  tree dom = TYPE_DOMAIN (TREE_TYPE (dim));
  if (!field_named (elt, "stride") || !field_named (elt, "lbound")
      || !field_named (elt, "ubound") || !dom || !TYPE_MAX_VALUE (dom)
      || !tree_fits_shwi_p (TYPE_MAX_VALUE (dom)))
    return false;
  HOST_WIDE_INT r = tree_to_shwi (TYPE_MAX_VALUE (dom)) + 1;
  if (r < 1 || r > MAX_RANK)
    return false;
  *rank = r;
  return true;
}

/* Whether REF reads a field of a gfortran array descriptor (the data
   pointer, the offset, or a bound or stride of a dimension), itself a
   declaration (or seen through its address) or reached through a
   pointer parameter.  */

bool
gpugen_descr_ref_p (tree ref)
{
  if (!lang_GNU_Fortran ())
    return false;
  while (handled_component_p (ref))
    {
      int rank;
      tree inner = TREE_OPERAND (ref, 0);
      if (TREE_CODE (ref) == COMPONENT_REF
	  && descriptor_type_p (TREE_TYPE (inner), &rank))
	return (DECL_P (inner)
		|| (TREE_CODE (inner) == MEM_REF
		    && TREE_CODE (TREE_OPERAND (inner, 0)) == SSA_NAME
		    && SSA_NAME_IS_DEFAULT_DEF (TREE_OPERAND (inner, 0)))
		|| (TREE_CODE (inner) == MEM_REF
		    && TREE_CODE (TREE_OPERAND (inner, 0)) == ADDR_EXPR
		    && VAR_P (TREE_OPERAND (TREE_OPERAND (inner, 0), 0))));
      ref = inner;
    }
  return false;
}

/* If the SSA name NAME is loaded by its definition (in Fortran code)
   from a field of a record, not volatile, return the record and set
   *FIELD to the field; otherwise NULL_TREE.  */

tree
loaded_field (tree name, tree *field)
{
  if (!lang_GNU_Fortran () || TREE_CODE (name) != SSA_NAME
      || SSA_NAME_IS_DEFAULT_DEF (name))
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!gimple_assign_load_p (def) || !gimple_vuse (def))
    return NULL_TREE;
  tree ref = gimple_assign_rhs1 (def);
  if (TREE_CODE (ref) != COMPONENT_REF || TREE_THIS_VOLATILE (ref))
    return NULL_TREE;
  *field = TREE_OPERAND (ref, 1);
  return TREE_OPERAND (ref, 0);
}

/* If NAME is loaded by its definition from the offset field of a
   gfortran descriptor, from its span (the distance in bytes between
   the elements of a pointer array's target, which scales its
   offsets), or from the stride of one of its dimensions, return the
   descriptor and set *DIM to that dimension (-1 for the offset, -2
   for the span) and *RANK to the descriptor's rank; otherwise
   NULL_TREE.
   The descriptor must be a declaration (itself or through its address)
   or reached through a pointer that is a function parameter, so that
   the loads added for it are valid wherever NAME is.  */

tree
descriptor_field (tree name, int *dim, int *rank)
{
  tree field;
  tree inner = loaded_field (name, &field);
  if (!inner)
    return NULL_TREE;
  const char *fname = (DECL_NAME (field)
		       ? IDENTIFIER_POINTER (DECL_NAME (field)) : "");
  tree desc;
  if (!strcmp (fname, "offset") || !strcmp (fname, "span"))
    {
      desc = inner;
      *dim = fname[0] == 'o' ? -1 : -2;
    }
  else if (!strcmp (fname, "stride") && TREE_CODE (inner) == ARRAY_REF
	   && TREE_CODE (TREE_OPERAND (inner, 1)) == INTEGER_CST
	   && TREE_CODE (TREE_OPERAND (inner, 0)) == COMPONENT_REF
	   && DECL_NAME (TREE_OPERAND (TREE_OPERAND (inner, 0), 1))
	   && !strcmp (IDENTIFIER_POINTER (DECL_NAME (
			 TREE_OPERAND (TREE_OPERAND (inner, 0), 1))), "dim")
	   && tree_fits_shwi_p (TREE_OPERAND (inner, 1)))
    {
      desc = TREE_OPERAND (TREE_OPERAND (inner, 0), 0);
      *dim = tree_to_shwi (TREE_OPERAND (inner, 1));
    }
  else
    return NULL_TREE;
  if (!descriptor_type_p (TREE_TYPE (desc), rank) || *dim >= *rank)
    return NULL_TREE;
  if (DECL_P (desc))
    return TREE_THIS_VOLATILE (desc) ? NULL_TREE : desc;
  if (TREE_CODE (desc) == MEM_REF && integer_zerop (TREE_OPERAND (desc, 1))
      && TREE_CODE (TREE_OPERAND (desc, 0)) == SSA_NAME
      && SSA_NAME_IS_DEFAULT_DEF (TREE_OPERAND (desc, 0))
      && !TREE_THIS_VOLATILE (desc))
    return desc;
  /* A variable's descriptor seen through its address (a module
     pointer's).  */
  if (TREE_CODE (desc) == MEM_REF && integer_zerop (TREE_OPERAND (desc, 1))
      && TREE_CODE (TREE_OPERAND (desc, 0)) == ADDR_EXPR
      && VAR_P (TREE_OPERAND (TREE_OPERAND (desc, 0), 0))
      && !TREE_THIS_VOLATILE (TREE_OPERAND (TREE_OPERAND (desc, 0), 0))
      && !TREE_THIS_VOLATILE (desc))
    return desc;
  return NULL_TREE;
}

/* The loads from descriptors that load_dim_field added to the function
   INSERTED_FN, which the program does not make (program_reads_p).  */

static vec<gimple *> inserted_loads;
static function *inserted_fn;

/* Record G, a load from a descriptor that this file or
   gpugen-descr-realloc.cc added to the function being compiled, in
   inserted_loads.  */

void
descr_note_inserted_load (gimple *g)
{
  if (inserted_fn != cfun)
    {
      inserted_loads.truncate (0);
      inserted_fn = cfun;
    }
  inserted_loads.safe_push (g);
}

/* Return a load of field FNAME of dimension K of the descriptor DESC,
   as a new statement appended to SEQ with the virtual operand VUSE;
   its value is returned.  */

static tree
load_dim_field (tree desc, int k, const char *fname, tree vuse,
		gimple_seq *seq)
{
  tree dimf = field_named (TREE_TYPE (desc), "dim");
  tree atype = TREE_TYPE (dimf);
  tree dref = build3 (COMPONENT_REF, atype, unshare_expr (desc), dimf,
		      NULL_TREE);
  tree elt = build4 (ARRAY_REF, TREE_TYPE (atype), dref,
		     build_int_cst (TREE_TYPE (TYPE_DOMAIN (atype)), k),
		     NULL_TREE, NULL_TREE);
  tree f = field_named (TREE_TYPE (atype), fname);
  tree ref = build3 (COMPONENT_REF, TREE_TYPE (f), elt, f, NULL_TREE);
  tree lhs = make_ssa_name (TREE_TYPE (f));
  gassign *g = gimple_build_assign (lhs, ref);
  gimple_set_vuse (g, vuse);
  gimple_seq_add_stmt (seq, g);
  descr_note_inserted_load (g);
  return lhs;
}

/* Whether the statement G loads field FNAME of dimension K of the
   descriptor DESC.  */

static bool
dim_field_load_p (gimple *g, tree desc, int k, const char *fname)
{
  if (!gimple_assign_load_p (g))
    return false;
  tree ref = gimple_assign_rhs1 (g);
  if (TREE_CODE (ref) != COMPONENT_REF
      || !DECL_NAME (TREE_OPERAND (ref, 1))
      || strcmp (IDENTIFIER_POINTER (DECL_NAME (TREE_OPERAND (ref, 1))),
		 fname))
    return false;
  tree elt = TREE_OPERAND (ref, 0);
  if (TREE_CODE (elt) != ARRAY_REF
      || !tree_fits_shwi_p (TREE_OPERAND (elt, 1))
      || tree_to_shwi (TREE_OPERAND (elt, 1)) != k)
    return false;
  tree dim = TREE_OPERAND (elt, 0);
  return (TREE_CODE (dim) == COMPONENT_REF
	  && DECL_NAME (TREE_OPERAND (dim, 1))
	  && !strcmp (IDENTIFIER_POINTER (DECL_NAME (TREE_OPERAND (dim, 1))),
		      "dim")
	  && operand_equal_p (TREE_OPERAND (dim, 0), desc, 0));
}

/* Whether the function being compiled itself loads (not by a load that
   load_dim_field added) both bounds of every dimension of the descriptor
   DESC of rank RANK.  Then whoever fills the descriptor sets them: a
   caller in the same file may otherwise leave out the stores of the
   fields of the descriptor it builds for an actual argument that the
   callee's summary (IPA mod/ref, computed before gpugen runs) says are
   never read, and dead store elimination those to a local descriptor
   that nothing reads; they hold whatever the stack held.  */

static bool
program_reads_bounds_p (tree desc, int rank)
{
  bool lb[MAX_RANK] = { false }, ub[MAX_RANK] = { false };
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (!gimple_assign_load_p (g)
	    || (inserted_fn == cfun && inserted_loads.contains (g)))
	  continue;
	for (int k = 0; k < rank; k++)
	  {
	    lb[k] |= dim_field_load_p (g, desc, k, "lbound");
	    ub[k] |= dim_field_load_p (g, desc, k, "ubound");
	  }
      }
  for (int k = 0; k < rank; k++)
    if (!lb[k] || !ub[k])
      return false;
  return true;
}

/* Append to SEQ the statements that compute A CODE B in the type of A
   (CODE A when B is NULL_TREE) and return the result.  A signed type's
   arithmetic is done in its unsigned counterpart, which wraps: the
   bounds of an unallocated array are whatever its descriptor holds,
   and these statements run on the host path too, so that they must not
   overflow.  (Where the region runs, the values are those of an array
   in memory, far from wrapping.)  */

tree
descr_arith (enum tree_code code, tree a, tree b, gimple_seq *seq)
{
  tree type = TREE_TYPE (a);
  tree utype = unsigned_type_for (type);
  tree ua = make_ssa_name (utype);
  gimple_seq_add_stmt (seq, gimple_build_assign (ua, NOP_EXPR, a));
  tree ur = make_ssa_name (utype);
  if (!b)
    gimple_seq_add_stmt (seq, gimple_build_assign (ur, code, ua));
  else
    {
      tree ub = make_ssa_name (utype);
      gimple_seq_add_stmt (seq, gimple_build_assign (ub, NOP_EXPR,
						     fold_convert (type, b)));
      gimple_seq_add_stmt (seq, gimple_build_assign (ur, code, ua, ub));
    }
  tree lhs = make_ssa_name (type);
  gimple_seq_add_stmt (seq, gimple_build_assign (lhs, NOP_EXPR, ur));
  return lhs;
}

/* Return the layout record of the descriptor DESC of rank RANK in MB,
   creating it, and the statements that compute its contiguous layout
   right after DEF (a load from DESC), when it is new.  */

static descr_layout *
get_layout (model_builder *mb, tree desc, int rank, gimple *def)
{
  for (descr_layout *d : mb->descrs)
    if (d->desc && !d->merged && operand_equal_p (d->desc, desc, 0))
      return d;
  descr_layout *d = XCNEW (descr_layout);
  d->desc = desc;
  d->rank = rank;
  gimple_seq seq = NULL;
  tree vuse = gimple_vuse (def);
  for (int k = 0; k < rank; k++)
    {
      d->lb[k] = load_dim_field (desc, k, "lbound", vuse, &seq);
      tree ub = load_dim_field (desc, k, "ubound", vuse, &seq);
      tree diff = descr_arith (MINUS_EXPR, ub, d->lb[k], &seq);
      d->ext[k] = descr_arith (PLUS_EXPR, diff, integer_one_node, &seq);
    }
  /* Strides: the products of the lower extents; offset: minus the sum
     of each lower bound times its stride.  */
  tree off = descr_arith (NEGATE_EXPR, d->lb[0], NULL_TREE, &seq);
  for (int k = 1; k < rank; k++)
    {
      d->cstride[k] = (k == 1 ? d->ext[0]
		       : descr_arith (MULT_EXPR, d->cstride[k - 1],
				      d->ext[k - 1], &seq));
      tree t = descr_arith (MULT_EXPR, d->lb[k], d->cstride[k], &seq);
      off = descr_arith (MINUS_EXPR, off, t, &seq);
    }
  d->coffset = off;
  gimple_stmt_iterator gsi = gsi_for_stmt (def);
  gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
  mb->descrs.safe_push (d);
  return d;
}

/* Return the index of T among MB's parameters, adding it if it is new:
   param_index, except that the parameters of the descriptors' layouts
   count only against the model's hard limit, not against max-params
   (they are bound to each other by the assumptions); -1 past it.  */

int
layout_param (model_builder *mb, tree t)
{
  for (unsigned i = 0; i < mb->scop->params.length (); i++)
    if (mb->scop->params[i] == t)
      return i;
  if (mb->scop->params.length () >= MAX_PARAMS)
    return -1;
  mb->scop->params.safe_push (t);
  return mb->scop->params.length () - 1;
}

static bool only_called_from_other_units_p (void);

/* Whether the function being compiled loads the offset field of the
   descriptor DESC (an allocatable or pointer dummy's, which its caller
   passes whole; an assumed-shape dummy's offset is computed in the
   procedure from its strides instead).  */

static bool
program_reads_offset_p (tree desc)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (!gimple_assign_load_p (g))
	  continue;
	tree ref = gimple_assign_rhs1 (g);
	if (TREE_CODE (ref) == COMPONENT_REF
	    && DECL_NAME (TREE_OPERAND (ref, 1))
	    && !strcmp (IDENTIFIER_POINTER (DECL_NAME (TREE_OPERAND (ref, 1))),
			"offset")
	    && operand_equal_p (TREE_OPERAND (ref, 0), desc, 0))
	  return true;
      }
  return false;
}

/* Whether the bounds in the descriptor DESC of rank RANK, an
   assumed-shape dummy's (reached through a parameter; its offset is not
   loaded: program_reads_offset_p), may be unset: a caller in this file
   may leave out the stores of the bounds the procedure never reads
   (program_reads_bounds_p), which IPA mod/ref lets it delete.  The
   contiguous forms of the strides, products of the extents, would then
   read that garbage and their check fail in every call; the strides
   are taken from the descriptor's strides instead (descr_layout's
   opaque_strides, opaque_layout).  */

static bool
bounds_unreliable_p (tree desc, int rank)
{
  /* Not a pointer array's (whose data pointer is not restrict): the
     array that the model finds behind the data pointer
     (object_descriptor) gets the check of its copies.  */
  tree data = field_named (TREE_TYPE (desc), "data");
  if (!data || !POINTER_TYPE_P (TREE_TYPE (data))
      || !TYPE_RESTRICT (TREE_TYPE (data)))
    return false;
  return (rank >= 2 && TREE_CODE (desc) == MEM_REF
	  && TREE_CODE (TREE_OPERAND (desc, 0)) == SSA_NAME
	  && SSA_NAME_IS_DEFAULT_DEF (TREE_OPERAND (desc, 0))
	  && !program_reads_bounds_p (desc, rank)
	  && !only_called_from_other_units_p ()
	  && !program_reads_offset_p (desc));
}

/* Compute, the first time, the factors and products of the strides of
   the layout D (opaque_strides) right after DEF, a load from its
   descriptor, with DEF's memory state: its own loads of the strides
   after the first, s2, s3, ...; the factors s2, s3 / s2, s4 / s3, ...,
   each divisor at least 1 (MAX_EXPR; a stride below 1 gives the rows
   or planes a size below 1, which no subscript fits, so that the
   region's assumptions fail wherever it has iterations), and their
   products s2, s2 * (s3 / s2), ... in wrapping arithmetic.  Where
   each stride is at least 1 and a multiple of the one below, the
   products are the strides exactly; elsewhere a product differs from
   the stride it stands for, or a factor is below 1.  */

static void
opaque_layout (descr_layout *d, gimple *def)
{
  if (d->factor[1])
    return;
  gimple_seq seq = NULL;
  tree vuse = gimple_vuse (def);
  tree below = NULL_TREE;
  for (int k = 1; k < d->rank; k++)
    {
      tree s = load_dim_field (d->desc, k, "stride", vuse, &seq);
      if (k == 1)
	{
	  d->factor[1] = s;
	  d->ostride[1] = s;
	}
      else
	{
	  tree type = TREE_TYPE (s);
	  tree div = make_ssa_name (type);
	  gimple_seq_add_stmt (&seq, gimple_build_assign (
				 div, MAX_EXPR, fold_convert (type, below),
				 build_int_cst (type, 1)));
	  tree q = make_ssa_name (type);
	  gimple_seq_add_stmt (&seq, gimple_build_assign (q, TRUNC_DIV_EXPR,
							  s, div));
	  d->factor[k] = q;
	  d->ostride[k] = descr_arith (MULT_EXPR, d->ostride[k - 1], q, &seq);
	}
      below = s;
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (def);
  gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
}

/* If NAME is "S != 0 ? S : 1" with S loaded from the stride of the
   first dimension of a gfortran descriptor (the first stride of an
   assumed-shape dummy, as the procedure computes it; where the
   procedure is inlined into a caller that passes an array of its own,
   that array's descriptor), return S; otherwise NULL_TREE.  Where S
   equals 1, its contiguous form, NAME does too.  */

tree
unit_stride_guard (tree name)
{
  if (!lang_GNU_Fortran () || TREE_CODE (name) != SSA_NAME
      || SSA_NAME_IS_DEFAULT_DEF (name))
    return NULL_TREE;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (name));
  if (!def || gimple_assign_rhs_code (def) != COND_EXPR)
    return NULL_TREE;
  tree c = gimple_assign_rhs1 (def);
  tree s = gimple_assign_rhs2 (def);
  if (!integer_onep (gimple_assign_rhs3 (def))
      || TREE_CODE (s) != SSA_NAME)
    return NULL_TREE;
  /* The test S != 0, a truth value of its own or inside the COND_EXPR.  */
  enum tree_code code = TREE_CODE (c);
  tree op0 = NULL_TREE, op1 = NULL_TREE;
  if (code == SSA_NAME)
    {
      gassign *cd = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (c));
      if (!cd)
	return NULL_TREE;
      code = gimple_assign_rhs_code (cd);
      op0 = gimple_assign_rhs1 (cd);
      op1 = gimple_assign_rhs2 (cd);
    }
  else if (COMPARISON_CLASS_P (c))
    {
      op0 = TREE_OPERAND (c, 0);
      op1 = TREE_OPERAND (c, 1);
    }
  if (code != NE_EXPR || op0 != s || !op1 || !integer_zerop (op1))
    return NULL_TREE;
  int dim, rank;
  if (!descriptor_field (s, &dim, &rank) || dim != 0)
    return NULL_TREE;
  return s;
}

/* If NAME, an integer defined before the region of MB, is loaded from
   the offset or a stride of a gfortran array descriptor, set *OUT to
   its value for a contiguous layout, as a poly over the parameters of
   MB (the descriptor's extents, and for the offset its lower bounds),
   remember the equality that makes it exact, and return true.  So for
   the span of a pointer array's descriptor, in the offset of a
   reference to elements of ELT bytes (0: unknown): its value for a
   target that is an array of such elements is ELT (a section of an
   array of records, p => x(:)%re, has a larger span and runs the host
   code).  */

bool
gpugen_descr_poly (model_builder *mb, tree name, HOST_WIDE_INT elt,
		   poly *out)
{
  int dim, rank;
  /* The guarded first stride: S's contiguous form, 1, with the check
     that S is 1.  */
  if (tree s = unit_stride_guard (name))
    name = s;
  else if (gpugen_descr_optional_poly (mb, name, out))
    return true;
  tree desc = descriptor_field (name, &dim, &rank);
  if (desc && dim == -2 && elt <= 0)
    return false;
  /* The load must dominate the block before the region, where the
     check of the equalities is computed; so do the loads added after
     it.  */
  if (!desc || !dom_info_available_p (CDI_DOMINATORS)
      || mb->scop->entry->src == ENTRY_BLOCK_PTR_FOR_FN (cfun)
      || !dominated_by_p (CDI_DOMINATORS, mb->scop->entry->src,
			  gimple_bb (SSA_NAME_DEF_STMT (name))))
    return false;
  descr_layout *d = get_layout (mb, desc, rank, SSA_NAME_DEF_STMT (name));
  /* A stride after the first where the bounds may be unset: the
     product of the factors of the strides up to its dimension,
     parameters (the length of the rows, then how many rows make a
     plane, ...), checked equal to the stride loaded (the first stride
     keeps its contiguous form, 1, and its check).  */
  if (dim >= 1 && (d->opaque_strides || bounds_unreliable_p (desc, rank)))
    {
      if (dump_file && !d->opaque_strides)
	{
	  fprintf (dump_file, "[gpugen-delin] the bounds of ");
	  print_generic_expr (dump_file, desc);
	  fprintf (dump_file, " may be unset: its strides stay "
		   "parameters (the second, and the quotient of each next "
		   "by the one below)\n");
	}
      d->opaque_strides = true;
      opaque_layout (d, SSA_NAME_DEF_STMT (name));
      poly p = poly_const (1);
      for (int k = 1; k <= dim; k++)
	{
	  int f = layout_param (mb, d->factor[k]);
	  if (f < 0 || !poly_mul (&p, p, poly_param (f)))
	    return false;
	}
      bool seen = false;
      for (tree l : d->loaded)
	seen |= l == name;
      if (!seen)
	{
	  d->loaded.safe_push (name);
	  d->expected.safe_push (d->ostride[dim]);
	}
      *out = p;
      return true;
    }
  /* The parameters the poly needs, before anything is changed.  */
  int lbp[MAX_RANK], extp[MAX_RANK];
  int upto = dim == -2 ? 0 : dim < 0 ? rank : dim;
  for (int k = 0; k < upto; k++)
    {
      lbp[k] = dim < 0 ? layout_param (mb, d->lb[k]) : 0;
      extp[k] = k + 1 < upto || dim >= 0 ? layout_param (mb, d->ext[k]) : 0;
      if (lbp[k] < 0 || extp[k] < 0)
	return false;
    }
  poly stride = poly_const (1), p;
  if (dim == -2)
    p = poly_const (elt);
  else if (dim >= 0)
    {
      for (int k = 0; k < dim; k++)
	if (!poly_mul (&stride, stride, poly_param (extp[k])))
	  return false;
      p = stride;
    }
  else
    {
      /* -(l1 + l2 * e1 + l3 * e1 * e2 + ...).  */
      p.n = 0;
      for (int k = 0; k < rank; k++)
	{
	  poly t;
	  if (k > 0 && !poly_mul (&stride, stride, poly_param (extp[k - 1])))
	    return false;
	  if (!poly_mul (&t, stride, poly_param (lbp[k]))
	      || !poly_add (&p, p, t, -1))
	    return false;
	}
    }
  tree want = (dim == -2 ? build_int_cst (TREE_TYPE (name), elt)
	       : dim < 0 ? d->coffset
	       : dim == 0 ? integer_one_node : d->cstride[dim]);
  bool seen = false;
  for (tree l : d->loaded)
    seen |= l == name;
  if (!seen)
    {
      d->loaded.safe_push (name);
      d->expected.safe_push (want);
    }
  *out = p;
  return true;
}

/* Whether T is the size of a dimension of the layout of a descriptor
   of MB: one of its extents (ext), or where its strides are parameters
   one of their factors (opaque_strides).  Delinearization prefers such
   a size among guesses that are otherwise equal: in a(i, j, k) with k
   a dummy, the plane's size is a factor of the third stride, not k
   (both make every subscript affine; only the descriptor's holds at
   run time).  */

bool
gpugen_descr_size_p (model_builder *mb, tree t)
{
  if (!t)
    return false;
  for (descr_layout *d : mb->descrs)
    for (int k = 0; k < d->rank; k++)
      if (d->ext[k] == t || (k >= 1 && d->factor[k] == t))
	return true;
  return false;
}

/* Insert SEQ at the end of the block BB, before the statement that
   ends it if any.  */

void
descr_insert_at_end (basic_block bb, gimple_seq seq)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  if (gsi_end_p (gsi))
    {
      gsi = gsi_start_bb (bb);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
    }
  else if (stmt_ends_bb_p (gsi_stmt (gsi)))
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  else
    gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
}

/* Whether the value V (an SSA name or a constant) is available at the
   end of the block BB: a constant, a default definition, or defined in
   a block that dominates BB.  */

bool
descr_available_at_end_p (tree v, basic_block bb)
{
  if (TREE_CODE (v) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (v))
    return true;
  basic_block def = gimple_bb (SSA_NAME_DEF_STMT (v));
  return (def && dom_info_available_p (CDI_DOMINATORS)
	  && dominated_by_p (CDI_DOMINATORS, bb, def));
}

/* Add to the assumptions of MB's SCoP that each loaded descriptor
   value that delinearization replaced equals its contiguous form: the
   comparisons are computed at the end of the block before the region,
   into one flag, a parameter that must be 1.  Return false when there
   are too many parameters for it, or when a value compared is not
   available there (a descriptor loaded again inside the region, after
   a Fortran reallocation: using it before its definition would read an
   undefined value).  */

bool
gpugen_descr_assume (model_builder *mb)
{
  tree flag = NULL_TREE;
  gimple_seq seq = NULL;
  basic_block before = mb->scop->entry->src;
  for (descr_layout *d : mb->descrs)
    for (unsigned i = 0; i < d->loaded.length (); i++)
      if (!descr_available_at_end_p (d->loaded[i], before)
	  || (TREE_CODE (d->expected[i]) == SSA_NAME
	      && !descr_available_at_end_p (d->expected[i], before)))
	{
	  if (dump_file)
	    {
	      fprintf (dump_file, "[gpugen-delin] descriptor value ");
	      print_generic_expr (dump_file, d->loaded[i]);
	      fprintf (dump_file, " is not known before the region\n");
	    }
	  gimple_seq_discard (seq);
	  return false;
	}
  for (descr_layout *d : mb->descrs)
    for (unsigned i = 0; i < d->loaded.length (); i++)
      {
	tree l = d->loaded[i];
	tree e = d->expected[i];
	if (!types_compatible_p (TREE_TYPE (l), TREE_TYPE (e)))
	  {
	    /* A data pointer loaded again (void *) for a PHI of the
	       array's pointer type, or a constant of another type.  */
	    if (TREE_CODE (e) == INTEGER_CST)
	      e = fold_convert (TREE_TYPE (l), e);
	    else
	      {
		tree c = make_ssa_name (TREE_TYPE (l));
		gimple_seq_add_stmt (&seq, gimple_build_assign (c, NOP_EXPR,
								e));
		e = c;
	      }
	  }
	tree eq = make_ssa_name (boolean_type_node);
	gimple_seq_add_stmt (&seq, gimple_build_assign (eq, EQ_EXPR, l, e));
	if (d->data && descr_available_at_end_p (d->data, before))
	  {
	    /* An optional dummy's: or where it is absent.  */
	    tree absent = make_ssa_name (boolean_type_node);
	    gimple_seq_add_stmt (&seq, gimple_build_assign (
				   absent, EQ_EXPR, d->data,
				   build_int_cst (TREE_TYPE (d->data), 0)));
	    tree either = make_ssa_name (boolean_type_node);
	    gimple_seq_add_stmt (&seq, gimple_build_assign (
				   either, BIT_IOR_EXPR, eq, absent));
	    eq = either;
	  }
	tree v = make_ssa_name (long_integer_type_node);
	gimple_seq_add_stmt (&seq, gimple_build_assign (v, NOP_EXPR, eq));
	flag = flag ? descr_arith (BIT_AND_EXPR, flag, v, &seq) : v;
      }
  if (!flag)
    return true;
  descr_insert_at_end (mb->scop->entry->src, seq);

  int a = layout_param (mb, flag);
  if (a < 0)
    return false;
  mb->descrs[0]->flag = flag;
  lin l;
  memset (&l, 0, sizeof l);
  l.par[a] = 1;
  l.cst = -1;
  isl_aff *aff = lin_to_aff (l, set_space (mb, 0, NULL));
  isl_set *ok = isl_set_params (isl_pw_aff_zero_set (
				  isl_pw_aff_from_aff (aff)));
  gpugen_add_assumption (mb->scop, ok);
  return true;
}

/* If the pointer NAME is loaded by its definition from the data field
   of a gfortran descriptor of an array that is not a pointer (an
   assumed-shape dummy, an allocatable: gfortran qualifies their data
   pointers restrict), return the descriptor, set *RANK to its rank and
   *GLOBAL to whether it is a variable of static storage (a module
   array).  Such a descriptor describes the whole object its data
   points to, or holds a null data pointer (an allocatable not
   allocated); a pointer array's target may have gone.  The descriptor
   must be a variable (itself or through its address) or reached
   through a pointer that is a function parameter.  */

static tree
object_descriptor (tree name, int *rank, bool *global)
{
  tree field;
  tree desc = loaded_field (name, &field);
  if (!desc || !POINTER_TYPE_P (TREE_TYPE (name)) || !DECL_NAME (field)
      || strcmp (IDENTIFIER_POINTER (DECL_NAME (field)), "data")
      || !POINTER_TYPE_P (TREE_TYPE (field))
      || !TYPE_RESTRICT (TREE_TYPE (field))
      || !descriptor_type_p (TREE_TYPE (desc), rank)
      || TREE_THIS_VOLATILE (desc))
    return NULL_TREE;
  if (VAR_P (desc))
    {
      *global = is_global_var (desc);
      return desc;
    }
  if (TREE_CODE (desc) != MEM_REF || !integer_zerop (TREE_OPERAND (desc, 1)))
    return NULL_TREE;
  tree p = TREE_OPERAND (desc, 0);
  /* A variable's descriptor seen through its address.  */
  if (TREE_CODE (p) == ADDR_EXPR && VAR_P (TREE_OPERAND (p, 0))
      && !TREE_THIS_VOLATILE (TREE_OPERAND (p, 0)))
    {
      *global = is_global_var (TREE_OPERAND (p, 0));
      return desc;
    }
  if (TREE_CODE (p) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (p)
      || !SSA_NAME_VAR (p) || TREE_CODE (SSA_NAME_VAR (p)) != PARM_DECL)
    return NULL_TREE;
  *global = false;
  return desc;
}

/* The declarations of the functions of the unit that a call of the
   unit reaches (a call edge's callee, and the functions it is a clone
   of) or whose address the unit takes, recorded when the IPA passes end
   (gpugen_descr_note_callers), before any function is expanded:
   expansion removes a function's call edges.  NULL before.  */

static hash_set<tree> *called_in_unit;

/* Add to called_in_unit the function of NODE and those it is a clone
   of.  */

static void
note_called (cgraph_node *node)
{
  for (cgraph_node *n = node; n; n = n->clone_of)
    {
      called_in_unit->add (n->decl);
      if (n->former_clone_of)
	called_in_unit->add (n->former_clone_of);
    }
}

/* The PLUGIN_ALL_IPA_PASSES_END callback: record in called_in_unit the
   functions that the unit calls or takes the address of, and for an
   alias (identical code folding makes them) the function it stands
   for.  */

void
gpugen_descr_note_callers (void *, void *)
{
  if (!called_in_unit)
    called_in_unit = new hash_set<tree>;
  cgraph_node *node;
  FOR_EACH_FUNCTION (node)
    if (node->callers || node->address_taken || node->alias
	|| node->thunk)
      {
	note_called (node);
	if (node->alias || node->thunk)
	  note_called (node->ultimate_alias_target ());
      }
}

/* Whether every call of the function being compiled comes from another
   unit: it is visible outside the unit, neither a clone nor an inline
   copy, and no call of this unit reaches it, nor is its address taken
   here (called_in_unit).  A caller in another unit knows nothing of
   which fields of a descriptor it reads, so it sets them all; a caller
   in this unit may not (program_reads_bounds_p).  */

static bool
only_called_from_other_units_p (void)
{
  if (!called_in_unit || !TREE_PUBLIC (cfun->decl)
      || DECL_ABSTRACT_ORIGIN (cfun->decl)
      || called_in_unit->contains (cfun->decl))
    return false;
  cgraph_node *node = cgraph_node::get (cfun->decl);
  return (node && !node->clone_of && !node->former_clone_of
	  && !node->inlined_to && !node->callers && !node->address_taken);
}

/* Whether the function being compiled stores to the descriptor DESC (a
   field, or the whole record), for instance where it allocates the
   array.  Those stores may have been sunk past the region, which reads
   only the data pointer (the bounds are of another type), so that the
   bounds loaded before the region could be stale.  */

static bool
descriptor_stored_p (tree desc)
{
  tree base = get_base_address (desc);
  if (!base)
    return true;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (!gimple_vdef (g))
	  continue;
	tree lhs = gimple_get_lhs (g);
	/* A call's own stores happen where it runs.  */
	if (!lhs && is_gimple_call (g))
	  continue;
	if (!lhs)
	  return true;
	tree lb = get_base_address (lhs);
	if (!lb || operand_equal_p (lb, base, 0)
	    || (DECL_P (base) && TREE_CODE (lb) == MEM_REF
		&& TREE_CODE (TREE_OPERAND (lb, 0)) == ADDR_EXPR
		&& TREE_OPERAND (TREE_OPERAND (lb, 0), 0) == base))
	  return true;
      }
  return false;
}

/* Whether a statement of SCOP accesses the array A speculatively
   (gpugen_speculative_access_p).  */

static bool
speculative_array_p (gpugen_scop *scop, gpugen_array *a)
{
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      {
	location_t loc;
	if (acc->array == a && acc->stmt
	    && gpugen_speculative_access_p (acc->stmt, &loc))
	  return true;
      }
  return false;
}

/* Give each memory array of MB's SCoP that a speculative access touches
   (a conditional store made unconditional on trial, a load past a
   search loop's exit) and whose base is the data pointer of an
   assumed-shape dummy or an allocatable (object_descriptor) the
   parameters of its extents, gpugen_array's extent_params, so that the
   in-bounds proof of those accesses (gpugen_speculative_assumptions)
   knows the object's size.  The model's dimensions must be the
   descriptor's, outermost first: as many, and the size of each inner
   one the extent of the descriptor's layout (delinearization's
   parameters), so that the box of the extents bounds the element's
   offset from the data pointer by the object's size; where
   delinearization made no layout for the descriptor (a contiguous
   dummy of rank 1), one is made after the load of the data pointer.
   Either way the region runs only with the contiguous layout (checked
   at run time, or the contiguous attribute).  Unless the descriptor is
   a variable of static storage (filled where the array is allocated),
   the function must itself read both bounds of every dimension
   (program_reads_bounds_p), and must not store to the descriptor
   (descriptor_stored_p); the layout's loads must see the same memory
   state as the load of the data pointer.  The outermost extent
   is computed at the end of the block before the region as 0 where the
   data pointer is null.  An array that fails these gets none: its
   speculative accesses stay unproved, a miss.  */

void
gpugen_descr_extents (model_builder *mb)
{
  gpugen_scop *scop = mb->scop;
  basic_block before = scop->entry->src;
  if (before == ENTRY_BLOCK_PTR_FOR_FN (cfun)
      || !dom_info_available_p (CDI_DOMINATORS))
    return;
  /* An array whose rows are as long as its strides (opaque_strides):
     where the actual argument is a section with gaps between its rows
     or planes (a(2:n-1,:) of a larger array, a(:,:,1:n:2)), its copies
     cover the gaps too, so that its host memory is checked like a
     speculative access's, and its range copied back must touch no
     other array copied back: two sections of one array interleaved
     run on the host.  */
  for (gpugen_array *a : scop->arrays)
    {
      int rank;
      bool global;
      if (a->kind != GPUGEN_ARRAY_MEMORY || TREE_CODE (a->base) != SSA_NAME)
	continue;
      /* So for an optional assumed-shape dummy after its present (),
	 whose rows are as long as its second stride (or, of rank 1, its
	 stride), a PHI node that merges it with undefined values, or the
	 quotient of its next stride by that one (optional_stride_poly):
	 its copies cover the gaps of a section too, and the end of its
	 last row.  */
      bool merged = false;
      for (int k = 0; k < a->n_dims && a->param_dims && !merged; k++)
	if (a->param_dims[k] >= 0)
	  {
	    tree t = scop->params[a->param_dims[k]];
	    merged = gpugen_descr_undefined_merge_p (t);
	    for (descr_layout *d : mb->descrs)
	      for (int j = 1; j < d->rank && d->merged; j++)
		merged |= d->factor[j] == t;
	  }
      if (merged)
	{
	  a->spec_range_p = true;
	  if (dump_file)
	    fprintf (dump_file, "[gpugen-delin] SCoP %d: %s, an optional "
		     "dummy, has rows as long as its strides: the host "
		     "memory of its copies is checked at run time\n",
		     scop->id, a->name);
	  continue;
	}
      tree desc = object_descriptor (a->base, &rank, &global);
      if (!desc)
	continue;
      for (descr_layout *d : mb->descrs)
	if (d->desc && d->opaque_strides && operand_equal_p (d->desc, desc, 0))
	  {
	    a->spec_range_p = true;
	    if (dump_file)
	      fprintf (dump_file, "[gpugen-delin] SCoP %d: %s has rows as "
		       "long as its strides: the host memory of its copies "
		       "is checked at run time\n", scop->id, a->name);
	  }
    }
  for (gpugen_array *a : scop->arrays)
    {
      int rank;
      if (a->kind != GPUGEN_ARRAY_MEMORY || a->extent_params)
	continue;
      bool global;
      tree desc = object_descriptor (a->base, &rank, &global);
      if (!desc && speculative_array_p (scop, a))
	{
	  /* A pointer array's descriptor: its data pointer is not
	     restrict-qualified.  */
	  tree field;
	  tree pd = loaded_field (a->base, &field);
	  if (pd && DECL_NAME (field)
	      && !strcmp (IDENTIFIER_POINTER (DECL_NAME (field)), "data")
	      && descriptor_type_p (TREE_TYPE (pd), &rank))
	    a->extent_miss = "a pointer's target may have gone";
	}
      if (!desc || rank != a->n_dims || !speculative_array_p (scop, a))
	continue;
      if (!global && !program_reads_bounds_p (desc, rank)
	  && (VAR_P (desc) || !only_called_from_other_units_p ()))
	{
	  a->extent_miss = (VAR_P (desc)
			    ? "the procedure reads none of its bounds"
			    : "the procedure reads none of its bounds and is "
			    "called in this file, whose callers may leave "
			    "them unset");
	  continue;
	}
      if (descriptor_stored_p (desc))
	{
	  a->extent_miss = "the procedure allocates it";
	  continue;
	}
      gimple *def = SSA_NAME_DEF_STMT (a->base);
      if (!dominated_by_p (CDI_DOMINATORS, before, gimple_bb (def)))
	continue;
      descr_layout *d = get_layout (mb, desc, rank, def);
      if (gimple_vuse (SSA_NAME_DEF_STMT (d->lb[0])) != gimple_vuse (def))
	continue;
      bool same = true;
      for (int k = 1; k < rank && same; k++)
	same = (a->param_dims && a->param_dims[k] >= 0
		&& scop->params[a->param_dims[k]] == d->ext[rank - 1 - k]);
      if (!same)
	continue;
      if (!d->outer)
	{
	  gimple_seq seq = NULL;
	  tree ext = d->ext[rank - 1];
	  tree nz = make_ssa_name (boolean_type_node);
	  gimple_seq_add_stmt (&seq, gimple_build_assign (
				 nz, NE_EXPR, a->base,
				 build_int_cst (TREE_TYPE (a->base), 0)));
	  tree v = make_ssa_name (TREE_TYPE (ext));
	  gimple_seq_add_stmt (&seq, gimple_build_assign (v, NOP_EXPR, nz));
	  d->outer = descr_arith (MULT_EXPR, ext, v, &seq);
	  descr_insert_at_end (before, seq);
	}
      int p = layout_param (mb, d->outer);
      if (p < 0)
	continue;
      a->extent_params = XNEWVEC (int, rank);
      a->extent_params[0] = p;
      for (int k = 1; k < rank; k++)
	a->extent_params[k] = a->param_dims[k];
      if (dump_file)
	{
	  fprintf (dump_file, "[gpugen-descr] %s: extents from its "
		   "descriptor, outermost ", a->name);
	  print_generic_expr (dump_file, d->outer);
	  fprintf (dump_file, "\n");
	}
    }
}

/* Whether the descriptor that the field reference REF (gpugen_descr_ref_p)
   reads can be read at the end of block BB: a variable's, or one
   behind a parameter of reference type (never null: gfortran gives
   pointer types to the dummies that may be absent), or behind a
   pointer parameter read already by a load whose block dominates
   BB.  */

bool
descriptor_readable_at_p (tree ref, basic_block bb)
{
  tree base = get_base_address (ref);
  if (!base || TREE_CODE (base) != MEM_REF)
    return base && DECL_P (base);
  tree p = TREE_OPERAND (base, 0);
  if (TREE_CODE (p) == ADDR_EXPR)
    return VAR_P (TREE_OPERAND (p, 0));
  if (TREE_CODE (p) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (p))
    return false;
  if (TREE_CODE (TREE_TYPE (p)) == REFERENCE_TYPE)
    return true;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, p)
    {
      gimple *u = USE_STMT (use);
      if (gimple_assign_load_p (u) && !gimple_has_volatile_ops (u)
	  && dominated_by_p (CDI_DOMINATORS, bb, gimple_bb (u)))
	{
	  tree b = get_base_address (gimple_assign_rhs1 (u));
	  if (b && TREE_CODE (b) == MEM_REF && TREE_OPERAND (b, 0) == p)
	    return true;
	}
    }
  return false;
}

/* Whether a statement of the blocks of LOOP may store to REF.  */

bool
gpugen_loop_may_clobber_p (class loop *loop, tree ref)
{
  basic_block *body = get_loop_body (loop);
  bool clobber = false;
  for (unsigned i = 0; i < loop->num_nodes && !clobber; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && !clobber; gsi_next (&gsi))
      if (gimple_vdef (gsi_stmt (gsi)))
	clobber = stmt_may_clobber_ref_p (gsi_stmt (gsi), ref);
  free (body);
  return clobber;
}

/* Move the loads of descriptor fields (gpugen_descr_ref_p) from the
   block that follows a loop of FUN (its single exit's destination,
   entered from the loop alone) to the loop's preheader, where nothing
   in the loop, nor before them in that block, may store to the field
   and the descriptor can be read there: gfortran loads the data
   pointer, offset and strides of an allocatable or pointer array
   right before each statement that accesses it, so that between two
   loop nests of one region such loads would be statements of the
   region that the model cannot follow (a structure field); moved up,
   they are values from before the region, as for its first nest (a
   load the preheader makes already gives its value instead, so that
   the array keeps one base).  Loads may thus climb a sequence of
   nests, one per round.  Return whether anything moved.  */

bool
gpugen_descr_hoist_loads (function *fun)
{
  if (!lang_GNU_Fortran ()
      || !loops_state_satisfies_p (LOOPS_HAVE_PREHEADERS))
    return false;
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  bool changed = false;
  for (int round = 0; round < 8; round++)
    {
      bool moved = false;
      for (auto loop : loops_list (fun, 0))
	{
	  edge ex = single_exit (loop);
	  edge pe = loop_preheader_edge (loop);
	  if (!ex || !pe || !single_pred_p (ex->dest)
	      || !single_succ_p (pe->src))
	    continue;
	  basic_block d = ex->dest;
	  /* The memory state at the end of the preheader: the argument of
	     the header's virtual PHI, if the loop stores at all.  */
	  tree pre_vuse = NULL_TREE;
	  gphi *vphi = get_virtual_phi (loop->header);
	  if (vphi)
	    pre_vuse = PHI_ARG_DEF_FROM_EDGE (vphi, pe);
	  for (gimple_stmt_iterator gsi = gsi_start_bb (d); !gsi_end_p (gsi);)
	    {
	      gimple *g = gsi_stmt (gsi);
	      if (gimple_vdef (g) || !gimple_assign_load_p (g)
		  || gimple_has_volatile_ops (g)
		  || TREE_CODE (gimple_assign_lhs (g)) != SSA_NAME
		  || !gpugen_descr_ref_p (gimple_assign_rhs1 (g))
		  || !descriptor_readable_at_p (gimple_assign_rhs1 (g),
						pe->src))
		{
		  gsi_next (&gsi);
		  continue;
		}
	      tree ref = gimple_assign_rhs1 (g);
	      /* Its operands (the descriptor's pointer) come from before
		 the loop.  */
	      bool ok = true;
	      ssa_op_iter it;
	      tree op;
	      FOR_EACH_SSA_TREE_OPERAND (op, g, it, SSA_OP_USE)
		if (!SSA_NAME_IS_DEFAULT_DEF (op)
		    && !dominated_by_p (CDI_DOMINATORS, pe->src,
					gimple_bb (SSA_NAME_DEF_STMT (op))))
		  ok = false;
	      /* The stores of D before it, then those of the loop.  */
	      tree v = gimple_vuse (g);
	      while (ok && v && !SSA_NAME_IS_DEFAULT_DEF (v)
		     && gimple_bb (SSA_NAME_DEF_STMT (v)) == d)
		{
		  gimple *def = SSA_NAME_DEF_STMT (v);
		  if (is_a <gphi *> (def) || stmt_may_clobber_ref_p (def, ref))
		    ok = false;
		  else
		    v = gimple_vuse (def);
		}
	      if (ok && v && !SSA_NAME_IS_DEFAULT_DEF (v)
		  && flow_bb_inside_loop_p (loop,
					    gimple_bb (SSA_NAME_DEF_STMT (v))))
		{
		  if (!pre_vuse || gpugen_loop_may_clobber_p (loop, ref))
		    ok = false;
		  else
		    v = pre_vuse;
		}
	      if (ok && v && !SSA_NAME_IS_DEFAULT_DEF (v)
		  && !dominated_by_p (CDI_DOMINATORS, pe->src,
				      gimple_bb (SSA_NAME_DEF_STMT (v))))
		ok = false;
	      if (!ok)
		{
		  gsi_next (&gsi);
		  continue;
		}
	      SET_USE (gimple_vuse_op (g), v);
	      /* The same load in the preheader already (the array's
		 fields for the first nest): its value, so that the
		 array has one base.  */
	      tree same = NULL_TREE;
	      for (gimple_stmt_iterator pi = gsi_start_bb (pe->src);
		   !gsi_end_p (pi) && !same; gsi_next (&pi))
		{
		  gimple *o = gsi_stmt (pi);
		  if (gimple_assign_load_p (o) && gimple_vuse (o) == v
		      && TREE_CODE (gimple_assign_lhs (o)) == SSA_NAME
		      && operand_equal_p (gimple_assign_rhs1 (o), ref, 0)
		      && useless_type_conversion_p (
			   TREE_TYPE (gimple_assign_lhs (g)),
			   TREE_TYPE (gimple_assign_lhs (o))))
		    same = gimple_assign_lhs (o);
		}
	      if (same)
		{
		  replace_uses_by (gimple_assign_lhs (g), same);
		  gsi_remove (&gsi, true);
		  release_defs (g);
		  moved = true;
		  continue;
		}
	      gimple_stmt_iterator to = gsi_last_bb (pe->src);
	      if (!gsi_end_p (to) && stmt_ends_bb_p (gsi_stmt (to)))
		gsi_move_before (&gsi, &to);
	      else
		gsi_move_to_bb_end (&gsi, pe->src);
	      moved = true;
	    }
	}
      if (!moved)
	break;
      changed = true;
    }
  if (changed)
    scev_reset ();
  return changed;
}

/* Whether the integer SSA name T is read from a field of a gfortran
   array descriptor, or computed from such reads and constants alone by
   arithmetic (an extent ubound - lbound + 1, "~stride", the narrowed
   "(int) MAX (extent, 0)" of size (a)), looking DEPTH definitions
   deep.  */

static bool
descr_derived_p (tree t, int depth)
{
  if (TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t) || depth <= 0
      || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (!is_gimple_assign (def))
    return false;
  if (gimple_assign_load_p (def))
    {
      tree ref = gimple_assign_rhs1 (def);
      while (handled_component_p (ref))
	{
	  int rank;
	  if (TREE_CODE (ref) == COMPONENT_REF
	      && descriptor_type_p (TREE_TYPE (TREE_OPERAND (ref, 0)), &rank))
	    return lang_GNU_Fortran ();
	  ref = TREE_OPERAND (ref, 0);
	}
      return false;
    }
  bool any = false;
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    {
      tree op = gimple_op (def, i);
      if (TREE_CODE (op) == INTEGER_CST)
	continue;
      if (!descr_derived_p (op, depth - 1))
	return false;
      any = true;
    }
  return any;
}

/* Return the layout record of MB that holds the equalities of the PHI
   nodes replaced by gpugen_descr_phi_arg (one without a descriptor),
   creating it.  */

static descr_layout *
phi_checks (model_builder *mb)
{
  for (descr_layout *d : mb->descrs)
    if (!d->desc)
      return d;
  descr_layout *d = XCNEW (descr_layout);
  mb->descrs.safe_push (d);
  return d;
}

/* The value that gpugen_descr_phi_arg replaced the PHI result NAME with
   in MB (the equality of the two is checked at run time), or
   NULL_TREE.  */

tree
descr_phi_known (model_builder *mb, tree name)
{
  descr_layout *d = phi_checks (mb);
  for (unsigned i = 0; i < d->loaded.length (); i++)
    if (d->loaded[i] == name)
      return d->expected[i];
  return NULL_TREE;
}

/* Record that gpugen_descr_phi_arg replaces the PHI result NAME by
   VALUE in MB, to be checked equal to it at run time with the
   descriptors' equalities (gpugen_descr_assume).  */

void
descr_phi_note (model_builder *mb, tree name, tree value)
{
  descr_layout *d = phi_checks (mb);
  d->loaded.safe_push (name);
  d->expected.safe_push (value);
}

/* Whether the parameter T of MB is a lower bound or an extent of one of
   its descriptor layouts, the check flag, a factor of an optional
   dummy's strides (descr_layout's merged), or a value read from a
   descriptor (descr_derived_p): those do not count against max-params,
   since they come in a fixed number per array and mostly bound to each
   other.  */

bool
gpugen_descr_param_p (model_builder *mb, tree t)
{
  for (descr_layout *d : mb->descrs)
    {
      if (d->flag == t || d->outer == t)
	return true;
      for (int k = 0; k < d->rank; k++)
	if (d->lb[k] == t || d->ext[k] == t
	    || (d->merged && k >= 1 && d->factor[k] == t))
	  return true;
    }
  return descr_derived_p (t, 6);
}

/* Record in *STATE how many layouts MB has and how many replaced values
   each holds, before a conversion whose side effects may have to be
   undone (gpugen-descr-realloc.cc's comparison of PHI arguments).  */

void
gpugen_descr_save (model_builder *mb, vec<unsigned> *state)
{
  state->truncate (0);
  state->safe_push (mb->descrs.length ());
  for (descr_layout *d : mb->descrs)
    state->safe_push (d->loaded.length ());
}

/* Undo what was added to MB's layouts since gpugen_descr_save recorded
   STATE: the replaced values (with their run-time checks) and the
   layouts made since (the loads they inserted stay, unused).  Return
   whether anything was.  */

bool
gpugen_descr_restore (model_builder *mb, const vec<unsigned> &state)
{
  bool changed = mb->descrs.length () != state[0];
  while (mb->descrs.length () > state[0])
    {
      descr_layout *d = mb->descrs.pop ();
      d->loaded.release ();
      d->expected.release ();
      free (d);
    }
  for (unsigned i = 0; i < mb->descrs.length (); i++)
    {
      descr_layout *d = mb->descrs[i];
      if (d->loaded.length () != state[i + 1])
	{
	  changed = true;
	  d->loaded.truncate (state[i + 1]);
	  d->expected.truncate (state[i + 1]);
	}
    }
  return changed;
}

/* Release the descriptor layouts of MB.  */

void
gpugen_descr_release (model_builder *mb)
{
  for (descr_layout *d : mb->descrs)
    {
      d->loaded.release ();
      d->expected.release ();
      free (d);
    }
  mb->descrs.release ();
}
