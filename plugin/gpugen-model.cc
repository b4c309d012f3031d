/* Building the polyhedral model of a gpugen SCoP.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Input: a candidate region found by gpugen-detect.cc.  Output: the
   statements of the region with their iteration domains and accesses,
   its arrays, parameters and context, and its original schedule as an
   isl schedule tree.  Everything that is not affine is found here and
   makes the region a miss with its reason.

   Affine expressions are first computed as "lin" values: a constant plus
   integer coefficients of the loop counters and of the parameters, with
   overflow checks.  They come from scalar evolution: each SSA name used
   in a bound, condition or subscript is analyzed in the loop of its use
   and instantiated below the region's entry edge, which leaves a chrec
   over the region's loops whose leaves are constants and names defined
   before the region (the parameters).  {BASE, +, STEP}_L contributes
   STEP times L's counter; a STEP that is itself a parameter expression is
   a parametric stride.

   Scalars are modelled as Polly models them: an SSA value defined in one
   statement and used in another is a "value array", written by its
   defining statement and read by its users; the incoming values of a PHI
   node form a "PHI array", written at the end of each predecessor block
   and read by the PHI's block.  Each such array is expanded over the
   region loops that enclose all its accesses, so iterations of those
   loops do not depend on each other through it.  Values that scalar
   evolution can recompute from the counters (induction variables) need
   no array.  Writes of PHI arrays for loop-header PHIs are attributed to
   the nearest non-empty dominating block when the predecessor is an
   empty forwarder (the latch, the preheader): the write then happens a
   little earlier, which is harmless since only the header reads it.

   The loops and the iteration domains of the blocks are built by
   gpugen-domain.cc.  */

#include "gpugen-model.h"

/* Return the name for an isl tuple made from PREFIX and the tree T (a
   declaration or an SSA name), with characters isl cannot parse
   replaced.  */

static char *
tuple_name (const char *prefix, tree t)
{
  char buf[128];
  tree var = (TREE_CODE (t) == SSA_NAME ? SSA_NAME_VAR (t)
	      : TREE_CODE (t) == COMPONENT_REF ? TREE_OPERAND (t, 1) : t);
  const char *id = (var && DECL_P (var) && DECL_NAME (var)
		    ? IDENTIFIER_POINTER (DECL_NAME (var)) : "tmp");
  if (TREE_CODE (t) == SSA_NAME)
    snprintf (buf, sizeof buf, "%s%s_%u", prefix, id, SSA_NAME_VERSION (t));
  else
    snprintf (buf, sizeof buf, "%s%s", prefix, id);
  for (char *c = buf; *c; c++)
    if (!ISALNUM (*c) && *c != '_')
      *c = '_';
  return xstrdup (buf);
}

/* Return the array of MB with base BASE and kind KIND, creating it with
   N_DIMS dimensions if needed.  */

gpugen_array *
gpugen_model_get_array (model_builder *mb, enum gpugen_array_kind kind, tree base,
	   tree elt_type, int n_dims)
{
  for (gpugen_array *a : mb->scop->arrays)
    if (a->kind == kind && a->base == base)
      return a;
  gpugen_array *a = XCNEW (gpugen_array);
  a->kind = kind;
  a->base = base;
  a->elt_type = elt_type;
  a->n_dims = n_dims;
  a->dim_sizes = XNEWVEC (HOST_WIDE_INT, n_dims + 1);
  for (int i = 0; i < n_dims; i++)
    a->dim_sizes[i] = -1;
  const char *prefix = (kind == GPUGEN_ARRAY_VALUE ? "val_"
			: kind == GPUGEN_ARRAY_PHI ? "phi_" : "");
  char *name = tuple_name (prefix, base);
  /* Keep tuple names unique.  */
  for (gpugen_array *o : mb->scop->arrays)
    if (!strcmp (o->name, name))
      {
	char *n2 = XNEWVEC (char, strlen (name) + 16);
	sprintf (n2, "%s_%u", name, mb->scop->arrays.length ());
	free (name);
	name = n2;
	break;
      }
  a->name = name;
  mb->scop->arrays.safe_push (a);
  return a;
}

/* Add to statement S an access to array A with the subscripts SUBS (of
   which there are A->n_dims), reading or writing by WRITE.  */

void
gpugen_model_add_access (model_builder *mb, gpugen_stmt *s, gpugen_array *a,
	    const lin *subs, bool write, gimple *stmt)
{
  /* Subscripts with divisions, from delinearization.  */
  if (gpugen_quasi_lin_access (mb, s, a, subs, write, stmt))
    return;
  /* Parameters found since the domain was built join its space.  */
  s->domain = isl_set_align_params (s->domain,
				    set_space (mb, s->loops.length (), NULL));
  isl_space *dsp = isl_set_get_space (s->domain);
  isl_space *msp = isl_space_map_from_domain_and_range (
    isl_space_copy (dsp), set_space (mb, a->n_dims, a->name));
  isl_aff_list *list = isl_aff_list_alloc (gpugen_isl_ctx, a->n_dims);
  for (int i = 0; i < a->n_dims; i++)
    list = isl_aff_list_add (list, lin_to_aff (subs[i],
					       isl_space_copy (dsp)));
  isl_space_free (dsp);
  isl_multi_aff *ma = isl_multi_aff_from_aff_list (msp, list);
  isl_map *rel = isl_map_from_multi_aff (ma);

  gpugen_access *acc = XCNEW (gpugen_access);
  acc->array = a;
  acc->rel = rel;
  acc->write_p = write;
  acc->stmt = stmt;
  s->accesses.safe_push (acc);
  if (write)
    a->written_p = true;
  else
    a->read_p = true;
}

/* Whether T, a COMPONENT_REF, is an array component of fixed size of
   a structure that is a declaration, or is reached through a pointer
   defined before MB's region, possibly through other (non-array)
   components: such a component is an array of its own, at an address
   the host code can compute before the region.  */

static bool
component_base_p (model_builder *mb, tree t)
{
  if (TREE_CODE (TREE_TYPE (t)) != ARRAY_TYPE
      || !TYPE_SIZE_UNIT (TREE_TYPE (t))
      || TREE_CODE (TYPE_SIZE_UNIT (TREE_TYPE (t))) != INTEGER_CST)
    return false;
  while (TREE_CODE (t) == COMPONENT_REF)
    {
      tree field = TREE_OPERAND (t, 1);
      if (TREE_THIS_VOLATILE (t) || DECL_BIT_FIELD (field)
	  || TREE_OPERAND (t, 2)
	  || TREE_CODE (DECL_CONTEXT (field)) != RECORD_TYPE)
	return false;
      t = TREE_OPERAND (t, 0);
    }
  if (DECL_P (t))
    return !TREE_THIS_VOLATILE (t);
  if (TREE_CODE (t) != MEM_REF || !integer_zerop (TREE_OPERAND (t, 1))
      || TREE_THIS_VOLATILE (t))
    return false;
  tree p = TREE_OPERAND (t, 0);
  /* MEM_REF[&g], as gfortran writes a module variable.  */
  if (TREE_CODE (p) == ADDR_EXPR)
    return (DECL_P (TREE_OPERAND (p, 0))
	    && !TREE_THIS_VOLATILE (TREE_OPERAND (p, 0)));
  return (TREE_CODE (p) == SSA_NAME && !defined_in_region_p (mb, p)
	  && (SSA_NAME_IS_DEFAULT_DEF (p)
	      || gimple_assign_load_p (SSA_NAME_DEF_STMT (p))));
}

/* Add an access of statement S to the memory reference REF of STMT,
   whose array has compile-time sizes.  */

static bool
add_affine_mem_access (model_builder *mb, gpugen_stmt *s, tree ref,
		       bool write, gimple *stmt)
{
  tree t = ref;
  auto_vec<tree, 4> idx;
  auto_vec<HOST_WIDE_INT, 4> sizes;
  lin subs[MAX_DEPTH + 1];
  lin_ctx ctx = { gimple_bb (stmt)->loop_father, &s->loops, NULL,
		  { gimple_bb (stmt), NULL, false } };

  while (TREE_CODE (t) == ARRAY_REF)
    {
      tree low = array_ref_low_bound (t);
      tree esz = array_ref_element_size (t);
      if (TREE_CODE (esz) != INTEGER_CST)
	return model_fail (mb, GPUGEN_REJECT_PARAM_STRIDE);
      if (TREE_CODE (low) != INTEGER_CST)
	return model_fail (mb, GPUGEN_REJECT_PARAM_STRIDE);
      tree dom = TYPE_DOMAIN (TREE_TYPE (TREE_OPERAND (t, 0)));
      HOST_WIDE_INT size = -1;
      if (dom && TYPE_MAX_VALUE (dom) && TYPE_MIN_VALUE (dom)
	  && tree_fits_shwi_p (TYPE_MAX_VALUE (dom))
	  && tree_fits_shwi_p (TYPE_MIN_VALUE (dom)))
	size = (tree_to_shwi (TYPE_MAX_VALUE (dom))
		- tree_to_shwi (TYPE_MIN_VALUE (dom)) + 1);
      idx.safe_push (build2 (MINUS_EXPR, TREE_TYPE (TREE_OPERAND (t, 1)),
			     TREE_OPERAND (t, 1),
			     fold_convert (TREE_TYPE (TREE_OPERAND (t, 1)),
					   low)));
      sizes.safe_push (size);
      t = TREE_OPERAND (t, 0);
    }

  tree base = NULL_TREE;
  bool outer_sub = false;
  lin outer;
  memset (&outer, 0, sizeof outer);
  HOST_WIDE_INT outer_size = -1;

  if (DECL_P (t))
    base = t;
  else if (TREE_CODE (t) == COMPONENT_REF && !idx.is_empty ()
	   && component_base_p (mb, t))
    {
      /* A fixed-shape array component of a structure (Fortran's
	 g%u(i,j) of a derived type): the array is the component, one
	 tree for all references to it.  */
      base = t;
      for (gpugen_array *o : mb->scop->arrays)
	if (o->kind == GPUGEN_ARRAY_MEMORY
	    && TREE_CODE (o->base) == COMPONENT_REF
	    && operand_equal_p (o->base, t, 0))
	  base = o->base;
    }
  else if (TREE_CODE (t) == MEM_REF && !idx.is_empty ()
	   && TREE_CODE (TREE_OPERAND (t, 0)) == SSA_NAME
	   && !defined_in_region_p (mb, TREE_OPERAND (t, 0))
	   && (SSA_NAME_IS_DEFAULT_DEF (TREE_OPERAND (t, 0))
	       || gimple_assign_load_p (SSA_NAME_DEF_STMT (TREE_OPERAND (t,
									 0))))
	   && integer_zerop (TREE_OPERAND (t, 1))
	   && TYPE_SIZE_UNIT (TREE_TYPE (t))
	   && TREE_CODE (TYPE_SIZE_UNIT (TREE_TYPE (t))) != INTEGER_CST)
    /* (*p)[i] where *p is an array of run-time size and p a parameter
       or loaded (gfortran's explicit-shape dummy, or the data pointer of
       an assumed-shape or allocatable array): the outermost dimension's
       size does not matter, the base is p.  A row pointer computed
       before the region (y[h - 1] of a VLA) is left to
       delinearization, which relates it to the other rows.  */
    base = TREE_OPERAND (t, 0);
  else if (TREE_CODE (t) == MEM_REF)
    {
      tree ptr = TREE_OPERAND (t, 0);
      tree row = TREE_TYPE (t);
      if (!TYPE_SIZE_UNIT (row) || TREE_CODE (TYPE_SIZE_UNIT (row)) != INTEGER_CST)
	return model_fail (mb, GPUGEN_REJECT_PARAM_STRIDE);
      HOST_WIDE_INT rowsize = tree_to_shwi (TYPE_SIZE_UNIT (row));
      if (rowsize <= 0)
	return model_fail (mb, GPUGEN_REJECT_MEMREF);
      lin off;
      tree pbase = NULL_TREE;
      ctx.base = &pbase;
      bool ok = tree_to_lin (mb, ptr, ctx, &off);
      ctx.base = NULL;
      if (!ok)
	return false;
      if (!pbase)
	return model_fail (mb, GPUGEN_REJECT_MEMREF);
      HOST_WIDE_INT moff;
      if (!int_cst_value (TREE_OPERAND (t, 1), &moff)
	  || __builtin_add_overflow (off.cst, moff, &off.cst))
	return model_fail (mb, GPUGEN_REJECT_MEMREF);
      /* The byte offset must be whole rows.  */
      if (off.cst % rowsize)
	return model_fail (mb, GPUGEN_REJECT_MEMREF);
      off.cst /= rowsize;
      for (int i = 0; i < MAX_DEPTH; i++)
	{
	  if (off.iv[i] % rowsize)
	    return model_fail (mb, GPUGEN_REJECT_MEMREF);
	  off.iv[i] /= rowsize;
	}
      for (int i = 0; i < MAX_PARAMS; i++)
	{
	  if (off.par[i] % rowsize)
	    return model_fail (mb, GPUGEN_REJECT_MEMREF);
	  off.par[i] /= rowsize;
	}
      if (TREE_CODE (pbase) == ADDR_EXPR)
	{
	  base = TREE_OPERAND (pbase, 0);
	  tree btype = TREE_TYPE (base);
	  if (TYPE_SIZE_UNIT (btype)
	      && TREE_CODE (TYPE_SIZE_UNIT (btype)) == INTEGER_CST)
	    outer_size = tree_to_shwi (TYPE_SIZE_UNIT (btype)) / rowsize;
	}
      else
	base = pbase;
      /* MEM_REF[&a] of a's own type is a itself: no extra dimension.  */
      outer_sub = !(outer_size == 1 && lin_const_p (off) && off.cst == 0);
      outer = off;
    }
  else
    return model_fail (mb, GPUGEN_REJECT_MEMREF);

  if (DECL_P (base) && TREE_THIS_VOLATILE (base))
    return model_fail (mb, GPUGEN_REJECT_MEMREF);

  /* Subscripts, outermost first.  */
  int n = 0;
  HOST_WIDE_INT dims[MAX_DEPTH + 1];
  if (outer_sub)
    {
      subs[n] = outer;
      dims[n++] = outer_size;
    }
  for (int i = idx.length () - 1; i >= 0; i--)
    {
      if (n > MAX_DEPTH)
	return model_fail (mb, GPUGEN_REJECT_MEMREF);
      enum gpugen_reject before = mb->why;
      if (!tree_to_lin (mb, idx[i], ctx, &subs[n]))
	{
	  if (before == GPUGEN_OK && mb->why == GPUGEN_REJECT_COND)
	    mb->why = GPUGEN_REJECT_SUBSCRIPT;
	  return false;
	}
      dims[n++] = sizes[i];
    }

  tree elt = TREE_TYPE (ref);
  gpugen_array *a = gpugen_model_get_array (mb, GPUGEN_ARRAY_MEMORY, base, elt, n);
  if (a->n_dims != n
      || !operand_equal_p (TYPE_SIZE (a->elt_type), TYPE_SIZE (elt), 0))
    return model_fail (mb, GPUGEN_REJECT_MEMREF);
  for (int i = 0; i < n; i++)
    {
      if (i > 0 && a->dim_sizes[i] != dims[i]
	  && a->dim_sizes[i] != -1 && dims[i] != -1)
	return model_fail (mb, GPUGEN_REJECT_MEMREF);
      if (a->dim_sizes[i] == -1)
	a->dim_sizes[i] = dims[i];
    }
  gpugen_model_add_access (mb, s, a, subs, write, stmt);
  mb->mem_refs.safe_push (ref);
  mb->mem_ref_arrays.safe_push (a);
  mb->mem_ref_writes.safe_push (write);
  return true;
}

/* Add an access of statement S to the memory reference REF of STMT.
   A reference with a parametric stride is set aside for
   delinearization, which happens once all statements are built.  */

static bool
add_mem_access_1 (model_builder *mb, gpugen_stmt *s, tree ref, bool write,
		  gimple *stmt)
{
  enum gpugen_reject before = mb->why;
  unsigned nw = mb->wraps.length ();
  unsigned np = mb->scop->params.length ();
  if (add_affine_mem_access (mb, s, ref, write, stmt))
    return true;
  mb->wraps.truncate (nw);
  /* The parameters met on the way (the strides of a Fortran descriptor
     that delinearization replaces) count against max-params only where
     delinearization keeps them.  */
  mb->scop->params.truncate (np);
  enum gpugen_reject why = mb->why;
  if ((why != GPUGEN_REJECT_PARAM_STRIDE && why != GPUGEN_REJECT_SUBSCRIPT)
      || before != GPUGEN_OK)
    return false;
  mb->why = GPUGEN_OK;
  /* A division or remainder in a subscript (gpugen-quasisub.cc);
     where it cannot be read, delinearization may.  */
  if (gpugen_quasi_mem_access (mb, s, ref, write, stmt))
    return true;
  mb->wraps.truncate (nw);
  mb->scop->params.truncate (np);
  mb->why = GPUGEN_OK;
  gpugen_delin_ref d;
  memset (&d, 0, sizeof d);
  d.s = s;
  d.stmt = stmt;
  d.ref = ref;
  d.write = write;
  if (!gpugen_delin_offset (mb, s, ref, &d))
    return model_fail (mb, why);
  d.mem_idx = mb->mem_refs.length ();
  mb->delin.safe_push (d);
  mb->mem_refs.safe_push (ref);
  mb->mem_ref_arrays.safe_push (NULL);
  mb->mem_ref_writes.safe_push (write);
  return true;
}

/* Whether the value of T, an operand of a memory reference, depends on
   a value loaded from memory inside MB's region (an indirect subscript
   such as a[idx[i]]), following SSA definitions up to DEPTH deep.  */

static bool
reads_memory_in_region_p (model_builder *mb, tree t, int depth)
{
  if (!t || depth <= 0)
    return false;
  if (TREE_CODE (t) == SSA_NAME)
    {
      if (!defined_in_region_p (mb, t))
	return false;
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (!is_gimple_assign (def))
	return false;
      if (gimple_assign_load_p (def))
	return true;
      for (unsigned i = 1; i < gimple_num_ops (def); i++)
	if (reads_memory_in_region_p (mb, gimple_op (def, i), depth - 1))
	  return true;
      return false;
    }
  if (EXPR_P (t) || TREE_CODE (t) == MEM_REF || TREE_CODE (t) == ARRAY_REF)
    for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
      if (reads_memory_in_region_p (mb, TREE_OPERAND (t, i), depth))
	return true;
  return false;
}

/* add_mem_access_1, which see; when it fails, REF and STMT's location
   become the SCoP's culprit, which the missed remark names, and a
   subscript that reads memory is reported as not affine, not as a
   stride that delinearization could not explain.  */

static bool
add_mem_access (model_builder *mb, gpugen_stmt *s, tree ref, bool write,
		gimple *stmt)
{
  if (add_mem_access_1 (mb, s, ref, write, stmt))
    return true;
  if (!mb->scop->culprit_ref)
    {
      mb->scop->culprit_ref = ref;
      mb->scop->culprit_loc = gimple_location (stmt);
      if (mb->why == GPUGEN_REJECT_PARAM_STRIDE
	  && reads_memory_in_region_p (mb, ref, 8))
	mb->why = GPUGEN_REJECT_SUBSCRIPT;
    }
  return false;
}

/* Whether PHI is degenerate: all its arguments are the same value.  */

bool
gpugen_degenerate_phi_p (gphi *phi)
{
  tree a0 = gimple_phi_arg_def (phi, 0);
  for (unsigned i = 1; i < gimple_phi_num_args (phi); i++)
    if (!operand_equal_p (a0, gimple_phi_arg_def (phi, i), 0))
      return false;
  return true;
}

/* Return the value NAME stands for: through degenerate PHIs, the name
   (or constant) they copy.  */

tree
gpugen_canonical_value (tree name)
{
  while (name && TREE_CODE (name) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (name);
      gphi *phi = dyn_cast <gphi *> (def);
      if (!phi || gimple_phi_num_args (phi) == 0
	  || !gpugen_degenerate_phi_p (phi))
	break;
      name = gimple_phi_arg_def (phi, 0);
    }
  return name;
}

/* Return the value PHI receives from outside the region whose blocks
   are IN_REGION: its argument on the edges that enter the region, which
   must all carry the same one; NULL_TREE when there is none, or several
   that differ.  The CUDA printer (a live-in scalar in registers) and the
   host code (one in device memory) start the PHI array with it.  */

tree
gpugen_phi_entry_value (sbitmap in_region, gphi *phi)
{
  tree arg = NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    if (!bitmap_bit_p (in_region, gimple_phi_arg_edge (phi, i)->src->index))
      {
	tree v = gimple_phi_arg_def (phi, i);
	if (arg && !operand_equal_p (arg, v, 0))
	  return NULL_TREE;
	arg = v;
      }
  return arg;
}

/* Return the block of the region whose blocks are IN_REGION that writes
   the PHI array of the argument of PHI coming along E: E's source, or
   for a loop-header PHI the nearest predecessor through empty
   forwarders.  The model (which attributes the write) and the CUDA
   printer (which prints it) share this rule.  */

basic_block
gpugen_phi_writer (sbitmap in_region, gphi *phi, edge e)
{
  basic_block src = e->src;
  basic_block pbb = gimple_bb (phi);
  if (pbb->loop_father->header != pbb)
    return src;
  while (single_pred_p (src)
	 && gsi_end_p (gsi_start_nondebug_bb (src))
	 && gsi_end_p (gsi_start_phis (src))
	 && bitmap_bit_p (in_region, single_pred (src)->index)
	 && single_pred (src)->loop_father == src->loop_father)
    src = single_pred (src);
  return src;
}

/* Whether NAME, used in loop USE_LOOP of the region, can be recomputed
   from the loop counters there (an induction variable or an affine
   function of them).  CONGRUENT: NAME, of an unsigned type narrower
   than addresses, is only compared there in its type, so that its
   value modulo 2^precision is enough (tree_to_congruent_lin: no no-wrap
   check).  */

bool
affine_value_p (model_builder *mb, tree name, class loop *use_loop,
		bool congruent)
{
  if (!INTEGRAL_TYPE_P (TREE_TYPE (name)) && !POINTER_TYPE_P (TREE_TYPE (name)))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (name);
  class loop *def_loop = gimple_bb (def)->loop_father;
  /* Recomputing is valid only where the defining iteration is the
     current one.  */
  if (use_loop != def_loop && !flow_loop_nested_p (def_loop, use_loop))
    return false;
  auto_vec<class loop *> loops;
  enclosing_loops (mb, gimple_bb (def), &loops);
  lin l;
  /* A pointer is affine when it is a base defined before the region
     plus an affine offset.  */
  tree pbase = NULL_TREE;
  bool ptr = POINTER_TYPE_P (TREE_TYPE (name));
  lin_ctx ctx = { def_loop, &loops, ptr ? &pbase : NULL,
		  { gimple_bb (def), NULL, false } };
  enum gpugen_reject saved = mb->why;
  unsigned np = mb->scop->params.length ();
  unsigned nw = mb->wraps.length ();
  bool ok = ((congruent ? tree_to_congruent_lin (mb, name, ctx, &l)
	      : tree_to_lin (mb, name, ctx, &l))
	     && (!ptr || pbase));
  /* A row pointer such as a + i * m * 8 is a polynomial of the counters
     and parameters: recomputable too.  */
  if (!ok)
    {
      /* Not an integer with divisions that is printed: the CUDA
	 printer cannot recompute it from its evolution
	 (gpugen-quasisub.cc).  */
      mb->atom_used = false;
      unsigned na = mb->atoms.length ();
      ok = (gpugen_delin_value_p (mb, name, def_loop, &loops)
	    && (ptr || !mb->atom_used
		|| gpugen_quasi_address_only_p (name)));
      mb->atoms.truncate (na);
    }
  /* So is a pointer plus an offset with divisions (the row c + (i /
     2) * 528).  */
  if (!ok && ptr)
    ok = gpugen_quasi_value_p (mb, name, def_loop, &loops);
  mb->why = saved;
  if (!ok)
    {
      /* Forget parameters and checks discovered on the way.  */
      mb->scop->params.truncate (np);
      mb->wraps.truncate (nw);
    }
  return ok;
}

/* The ways a scalar value is used, for value arrays.  */

struct value_uses
{
  /* Blocks of the region, other than the defining one, that read it.  */
  auto_vec<basic_block> blocks;
  /* Whether it is used after the region.  */
  bool live_out;
};

/* Whether a value of the region of MB used after it is modelled as
   such: not where the region is a time loop whose exit on data is
   tested on the host, whose host code gives those values from the
   iteration where the loop left (gpugen-hostexit.cc), or, where it
   cannot, gpugen_check_live_out refuses the region.  */

static bool
live_out_modelled_p (model_builder *mb)
{
  return mb->scop->host_exit == NULL;
}

/* Whether the block BB of the region of MB is modelled: not a block
   after the time loop of a region whose exit on data is tested on the
   host (gpugen_host_exit_after_loop_p), whose PHIs and arithmetic
   compute, on each way out of the loop, values the host code computes
   again; such a block that stores or calls fails the model.  */

static bool
modelled_block_p (model_builder *mb, basic_block bb)
{
  return (!mb->scop->host_exit
	  || !gpugen_host_exit_after_loop_p (mb->scop->host_exit, bb));
}

/* Whether the statement USE is the test of an exit of loop L.  */

static bool
exit_test_of_p (gimple *use, class loop *l)
{
  if (gimple_code (use) != GIMPLE_COND
      || !flow_bb_inside_loop_p (l, gimple_bb (use)))
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, gimple_bb (use)->succs)
    if (loop_exit_edge_p (l, e))
      return true;
  return false;
}

/* Whether PHI, of the header of a loop L, is a counter that only
   controls L: its value is used only by L's exit tests and by the
   increment ("N = PHI + C") that is its argument on L's latch, itself
   used only by PHI and those tests.  gfortran counts a DO loop whose
   step is not 1 so ("countm1 = (n - 1 - start) >> 1" down to 0, where
   the start is "2 + mod (j, 2)" in a red-black sweep: not affine); the
   model counts the loop's iterations from niter analysis and needs
   neither the counter nor the count it starts from.  */

bool
control_phi_p (gphi *phi)
{
  basic_block bb = gimple_bb (phi);
  class loop *l = bb->loop_father;
  tree res = gimple_phi_result (phi);
  if (!l || l->header != bb || !l->latch || virtual_operand_p (res)
      || !INTEGRAL_TYPE_P (TREE_TYPE (res)) || gimple_phi_num_args (phi) != 2)
    return false;
  tree next = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (l));
  gassign *inc = (TREE_CODE (next) == SSA_NAME
		  ? safe_dyn_cast <gassign *> (SSA_NAME_DEF_STMT (next))
		  : NULL);
  if (!inc || !flow_bb_inside_loop_p (l, gimple_bb (inc))
      || (gimple_assign_rhs_code (inc) != PLUS_EXPR
	  && gimple_assign_rhs_code (inc) != MINUS_EXPR)
      || gimple_assign_rhs1 (inc) != res
      || TREE_CODE (gimple_assign_rhs2 (inc)) != INTEGER_CST)
    return false;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, res)
    {
      gimple *u = USE_STMT (use);
      if (!is_gimple_debug (u) && u != inc && !exit_test_of_p (u, l))
	return false;
    }
  FOR_EACH_IMM_USE_FAST (use, it, next)
    {
      gimple *u = USE_STMT (use);
      if (!is_gimple_debug (u) && u != phi && !exit_test_of_p (u, l))
	return false;
    }
  return true;
}

/* Whether NAME is the counter of a loop that only controls it
   (control_phi_p) or that counter's increment: values the model needs
   nowhere, not even in the loop's exit tests, which niter analysis
   counts.  */

static bool
control_counter_p (tree name)
{
  if (TREE_CODE (name) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (gphi *phi = dyn_cast <gphi *> (def))
    return control_phi_p (phi);
  gassign *inc = dyn_cast <gassign *> (def);
  if (!inc
      || (gimple_assign_rhs_code (inc) != PLUS_EXPR
	  && gimple_assign_rhs_code (inc) != MINUS_EXPR)
      || TREE_CODE (gimple_assign_rhs1 (inc)) != SSA_NAME)
    return false;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (gimple_assign_rhs1 (inc)));
  if (!phi || !control_phi_p (phi))
    return false;
  class loop *l = gimple_bb (phi)->loop_father;
  return PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (l)) == name;
}

/* Collect in U the uses of the value NAME defined in DEF_BB, looking
   through degenerate PHIs.  */

static void
collect_uses (model_builder *mb, tree name, basic_block def_bb,
	      value_uses *u)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *st = USE_STMT (use);
      if (is_gimple_debug (st))
	continue;
      basic_block ubb = gimple_bb (st);
      if (gphi *phi = dyn_cast <gphi *> (st))
	{
	  if (!bitmap_bit_p (mb->in_region, ubb->index)
	      || !modelled_block_p (mb, ubb))
	    {
	      u->live_out = live_out_modelled_p (mb);
	      continue;
	    }
	  if (gpugen_degenerate_phi_p (phi))
	    {
	      collect_uses (mb, gimple_phi_result (phi), def_bb, u);
	      continue;
	    }
	  /* A counter that only controls its loop is not modelled, nor
	     are the values it starts from.  */
	  if (control_phi_p (phi))
	    continue;
	  edge e = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use));
	  ubb = gpugen_phi_writer (mb->in_region, phi, e);
	}
      else if (!bitmap_bit_p (mb->in_region, ubb->index)
	       || !modelled_block_p (mb, ubb))
	{
	  u->live_out = live_out_modelled_p (mb);
	  continue;
	}
      if (ubb != def_bb)
	u->blocks.safe_push (ubb);
    }
}

/* Return the region loops that enclose every block of BLOCKS, outermost
   first, in LOOPS; when CARRIER is a loop, only loops outside it.  */

static void
common_loops (model_builder *mb, vec<basic_block> &blocks,
	      vec<class loop *> *loops, class loop *carrier)
{
  class loop *c = blocks[0]->loop_father;
  for (basic_block bb : blocks)
    c = find_common_loop (c, bb->loop_father);
  /* A value carried from one iteration of CARRIER to the next must not
     be expanded over CARRIER's counter.  */
  if (carrier && (c == carrier || flow_loop_nested_p (carrier, c)))
    c = loop_outer (carrier);
  loops->truncate (0);
  for (class loop *l = c; l != mb->scop->outer && loop_index (mb, l) >= 0;
       l = loop_outer (l))
    loops->safe_push (l);
  loops->reverse ();
}

/* Return the value or PHI array for NAME of KIND expanded over the loops
   that enclose BLOCKS (for the PHI array of a loop-header PHI, over the
   loops outside that loop), creating it.  */

static gpugen_array *
scalar_array (model_builder *mb, enum gpugen_array_kind kind, tree name,
	      vec<basic_block> &blocks)
{
  for (gpugen_array *a : mb->scop->arrays)
    if (a->kind == kind && a->base == name)
      return a;
  auto_vec<class loop *> loops;
  /* The PHI array of a loop-header PHI carries values from one
     iteration of that loop to the next.  */
  class loop *carrier = NULL;
  if (kind == GPUGEN_ARRAY_PHI)
    {
      basic_block pbb = gimple_bb (SSA_NAME_DEF_STMT (name));
      if (pbb->loop_father->header == pbb)
	carrier = pbb->loop_father;
    }
  common_loops (mb, blocks, &loops, carrier);
  gpugen_array *a = gpugen_model_get_array (mb, kind, name,
					    TREE_TYPE (name), loops.length ());
  a->expand_loops.create (loops.length ());
  for (class loop *l : loops)
    a->expand_loops.quick_push (l);
  return a;
}

/* Add to S an access to the scalar array A: the counters of A's expand
   loops, which are the outermost of S's loops.  */

static void
add_scalar_access (model_builder *mb, gpugen_stmt *s, gpugen_array *a,
		   bool write, gimple *stmt)
{
  lin subs[MAX_DEPTH];
  memset (subs, 0, sizeof subs);
  for (int i = 0; i < a->n_dims; i++)
    subs[i].iv[i] = 1;
  gpugen_model_add_access (mb, s, a, subs, write, stmt);
}

/* Whether every use of NAME in the block BB is an operand of the
   comparison of its condition, in NAME's type, which is unsigned and
   narrower than addresses: GCC's range test "(unsigned) i - 2 <= 3"
   computed in an outer loop and tested in an inner one.  */

static bool
compared_only_p (tree name, basic_block bb)
{
  tree type = TREE_TYPE (name);
  if (!INTEGRAL_TYPE_P (type) || !TYPE_UNSIGNED (type)
      || !TYPE_OVERFLOW_WRAPS (type)
      || TYPE_PRECISION (type) >= TYPE_PRECISION (sizetype))
    return false;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *st = USE_STMT (use);
      if (is_gimple_debug (st) || gimple_bb (st) != bb)
	continue;
      if (gimple_code (st) != GIMPLE_COND)
	return false;
    }
  return true;
}

/* Return the value array for the value NAME defined in DEF_BB, or NULL
   when NAME needs none (used only in its own block, or recomputable).  */

static gpugen_array *
value_array_for (model_builder *mb, tree name, basic_block def_bb)
{
  value_uses u;
  u.live_out = false;
  collect_uses (mb, name, def_bb, &u);
  if (u.blocks.is_empty () && !u.live_out)
    return NULL;
  bool all_affine = true;
  for (basic_block ubb : u.blocks)
    if (!affine_value_p (mb, name, ubb->loop_father,
			 compared_only_p (name, ubb)))
      all_affine = false;
  if (all_affine && !u.live_out)
    return NULL;
  u.blocks.safe_push (def_bb);
  gpugen_array *a = scalar_array (mb, GPUGEN_ARRAY_VALUE, name, u.blocks);
  if (u.live_out)
    a->live_out_p = true;
  return a;
}

/* Add to S the read of the scalar NAME used in block BB, if NAME is a
   value defined in another block of the region that cannot be
   recomputed there.  */

static bool
add_value_read (model_builder *mb, gpugen_stmt *s, tree name, gimple *stmt)
{
  name = gpugen_canonical_value (name);
  if (TREE_CODE (name) != SSA_NAME || !defined_in_region_p (mb, name)
      || virtual_operand_p (name))
    return true;
  basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  if (def_bb == s->bb)
    return true;
  gpugen_array *a = value_array_for (mb, name, def_bb);
  if (!a)
    return true;
  add_scalar_access (mb, s, a, false, stmt);
  return true;
}

/* A write of a PHI array that a block performs at its end: the argument
   ARG_INDEX of PHI.  */

struct phi_write
{
  /* The block that writes.  */
  basic_block writer;
  /* The PHI node and the index of the argument written.  */
  gphi *phi;
  unsigned arg_index;
};

/* Whether PHI, in block BB, needs a PHI array: a non-virtual,
   non-degenerate PHI that is not an induction variable, nor a counter
   that only controls its loop (control_phi_p).  */

static bool
modelled_phi_p (model_builder *mb, gphi *phi, basic_block bb)
{
  tree res = gimple_phi_result (phi);
  if (virtual_operand_p (res) || gpugen_degenerate_phi_p (phi)
      || control_phi_p (phi))
    return false;
  return !affine_value_p (mb, res, bb->loop_father);
}

/* Create the PHI arrays of the region of MB and list who writes them in
   WRITES.  */

static void
collect_phi_writes (model_builder *mb, vec<phi_write> *writes)
{
  for (basic_block bb : mb->scop->blocks)
    for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	 gsi_next (&psi))
      {
	gphi *phi = psi.phi ();
	if (!modelled_phi_p (mb, phi, bb) || !modelled_block_p (mb, bb))
	  continue;
	auto_vec<basic_block> blocks;
	blocks.safe_push (bb);
	bool live_in = false;
	unsigned first = writes->length ();
	for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	  {
	    edge e = gimple_phi_arg_edge (phi, i);
	    if (!bitmap_bit_p (mb->in_region, e->src->index))
	      {
		live_in = true;
		continue;
	      }
	    phi_write w = { gpugen_phi_writer (mb->in_region, phi, e), phi, i };
	    writes->safe_push (w);
	    blocks.safe_push (w.writer);
	  }
	gpugen_array *a = scalar_array (mb, GPUGEN_ARRAY_PHI,
					gimple_phi_result (phi), blocks);
	a->live_in_p = live_in;
	(void) first;
      }
}

/* Whether a reference of statement S waits for delinearization.  */

static bool
delin_pending_p (model_builder *mb, gpugen_stmt *s)
{
  for (gpugen_delin_ref &d : mb->delin)
    if (d.s == s)
      return true;
  return false;
}

/* Build the statement of block BB of MB, or none if BB has no effect.
   WRITES lists the PHI arrays written at the ends of blocks.  */

static bool
build_stmt (model_builder *mb, basic_block bb, vec<phi_write> &writes)
{
  gpugen_scop *scop = mb->scop;
  gpugen_stmt *s = XCNEW (gpugen_stmt);
  s->id = scop->stmts.length ();
  s->bb = bb;
  enclosing_loops (mb, bb, &s->loops);
  char name[32];
  snprintf (name, sizeof name, "S_%d", s->id);
  s->domain = gpugen_block_domain (mb, bb, name);
  if (!s->domain)
    goto fail;

  /* PHI nodes read their PHI array; their results may be values other
     blocks read.  */
  for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      gphi *phi = psi.phi ();
      if (!modelled_phi_p (mb, phi, bb))
	continue;
      tree res = gimple_phi_result (phi);
      for (gpugen_array *a : scop->arrays)
	if (a->kind == GPUGEN_ARRAY_PHI && a->base == res)
	  add_scalar_access (mb, s, a, false, phi);
      if (gpugen_array *v = value_array_for (mb, res, bb))
	add_scalar_access (mb, s, v, true, phi);
    }

  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_COND)
	continue;
      /* The increment of a counter that only controls its loop.  */
      if (is_gimple_assign (stmt)
	  && control_counter_p (gimple_assign_lhs (stmt)))
	continue;
      ssa_op_iter it;
      tree op;
      FOR_EACH_SSA_TREE_OPERAND (op, stmt, it, SSA_OP_USE)
	if (!add_value_read (mb, s, op, stmt))
	  goto fail;
      if (is_gimple_assign (stmt))
	{
	  if (gimple_assign_load_p (stmt)
	      && !add_mem_access (mb, s, gimple_assign_rhs1 (stmt), false,
				  stmt))
	    goto fail;
	  if (gimple_store_p (stmt)
	      && !add_mem_access (mb, s, gimple_assign_lhs (stmt), true, stmt))
	    goto fail;
	}
      else if (!is_gimple_call (stmt))
	continue;
      /* The result of an assignment or of a (pure math) call may be a
	 value that other blocks read.  */
      tree lhs = gimple_get_lhs (stmt);
      if (lhs && TREE_CODE (lhs) == SSA_NAME)
	if (gpugen_array *v = value_array_for (mb, lhs, bb))
	  add_scalar_access (mb, s, v, true, stmt);
    }

  /* Conditions read the values they compare, except a counter that
     only controls its loop: its exit test is counted by niter
     analysis, or read from the counter's evolution.  */
  if (gimple *last = last_stmt (bb))
    if (gimple_code (last) == GIMPLE_COND)
      {
	ssa_op_iter it;
	tree op;
	FOR_EACH_SSA_TREE_OPERAND (op, last, it, SSA_OP_USE)
	  if (!control_counter_p (op) && !add_value_read (mb, s, op, last))
	    goto fail;
      }

  /* PHI arrays written at the end of this block.  */
  for (phi_write &w : writes)
    {
      if (w.writer != bb)
	continue;
      tree arg = gimple_phi_arg_def (w.phi, w.arg_index);
      if (TREE_CODE (arg) == SSA_NAME && !add_value_read (mb, s, arg, w.phi))
	goto fail;
      tree res = gimple_phi_result (w.phi);
      for (gpugen_array *a : scop->arrays)
	if (a->kind == GPUGEN_ARRAY_PHI && a->base == res)
	  add_scalar_access (mb, s, a, true, NULL);
    }

  if (s->accesses.is_empty () && !delin_pending_p (mb, s))
    {
      isl_set_free (s->domain);
      s->loops.release ();
      free (s);
      return true;
    }
  scop->stmts.safe_push (s);
  mb->stmt_of[bb->index] = s;
  return true;

 fail:
  for (gpugen_access *a : s->accesses)
    {
      isl_map_free (a->rel);
      free (a);
    }
  s->accesses.release ();
  isl_set_free (s->domain);
  s->loops.release ();
  free (s);
  return false;
}

/* Check that every value array of MB that a statement reads is written
   by one: a read of a value whose definition the model missed would
   leave the scalar undefined in the generated code (and drop the
   dependence); such a nest is a miss.  */

static bool
check_value_writes (model_builder *mb)
{
  for (gpugen_array *a : mb->scop->arrays)
    {
      if (a->kind != GPUGEN_ARRAY_VALUE)
	continue;
      bool written = false;
      for (gpugen_stmt *s : mb->scop->stmts)
	for (gpugen_access *acc : s->accesses)
	  if (acc->array == a && acc->write_p)
	    written = true;
      if (!written)
	{
	  char *what = gpugen_array_culprit (mb->scop, a);
	  gpugen_set_culprit (mb->scop, "%s, whose definition is in no "
			      "statement", what);
	  free (what);
	  return model_fail (mb, GPUGEN_REJECT_SCALAR);
	}
    }
  return true;
}

/* Check that no two distinct memory arrays of MB may alias where one of
   them is written, with GCC's alias oracle on the references.  A pair
   the oracle cannot separate becomes a run-time alias check, unless
   alias-checks=0, when it makes the nest a miss.  */

static bool
check_aliasing (model_builder *mb)
{
  unsigned n = mb->mem_refs.length ();
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = i + 1; j < n; j++)
      {
	gpugen_array *a = mb->mem_ref_arrays[i], *b = mb->mem_ref_arrays[j];
	if (a == b)
	  continue;
	/* A reduction's partials live only on the device
	   (gpugen-reduce.cc).  */
	if (gpugen_reduce_partials_p (a->base)
	    || gpugen_reduce_partials_p (b->base))
	  continue;
	if (!mb->mem_ref_writes[i] && !mb->mem_ref_writes[j])
	  continue;
	if (!refs_may_alias_p (mb->mem_refs[i], mb->mem_refs[j]))
	  continue;
	if (dump_file && (dump_flags & TDF_DETAILS))
	  {
	    fprintf (dump_file, "[gpugen-model] may alias: ");
	    print_generic_expr (dump_file, mb->mem_refs[i]);
	    fprintf (dump_file, " and ");
	    print_generic_expr (dump_file, mb->mem_refs[j]);
	    fprintf (dump_file, "\n");
	  }
	if (!gpugen_opts.alias_checks)
	  {
	    /* The pair at fault, for the missed remark.  */
	    gpugen_alias_check c = { a, b };
	    mb->scop->alias_checks.safe_push (c);
	    return model_fail (mb, GPUGEN_REJECT_ALIAS);
	  }
	bool known = false;
	for (gpugen_alias_check &c : mb->scop->alias_checks)
	  if ((c.a == a && c.b == b) || (c.a == b && c.b == a))
	    known = true;
	if (!known)
	  {
	    gpugen_alias_check c = { a, b };
	    mb->scop->alias_checks.safe_push (c);
	  }
      }
  return true;
}

/* Return the parameter space of SCOP, with the context of the parameters'
   types and of the region's guards in *CONTEXT.  */

static isl_space *
param_space (model_builder *mb, isl_set **context)
{
  isl_set *guards = gpugen_region_guards (mb);
  isl_space *sp = isl_space_params (set_space (mb, 0, NULL));
  isl_set *ctx = isl_set_universe (isl_space_copy (sp));
  for (unsigned i = 0; i < mb->scop->params.length (); i++)
    {
      tree type = TREE_TYPE (mb->scop->params[i]);
      tree lo = TYPE_MIN_VALUE (type), hi = TYPE_MAX_VALUE (type);
      if (lo && tree_fits_shwi_p (lo))
	ctx = isl_set_lower_bound_val (ctx, isl_dim_param, i,
				       isl_val_int_from_si (gpugen_isl_ctx,
							    tree_to_shwi (lo)));
      if (hi && tree_fits_shwi_p (hi))
	ctx = isl_set_upper_bound_val (ctx, isl_dim_param, i,
				       isl_val_int_from_si (gpugen_isl_ctx,
							    tree_to_shwi (hi)));
      else if (hi && tree_fits_uhwi_p (hi))
	ctx = isl_set_upper_bound_val (ctx, isl_dim_param, i,
				       isl_val_int_from_ui (gpugen_isl_ctx,
							    tree_to_uhwi (hi)));
    }
  guards = isl_set_align_params (guards, isl_space_copy (sp));
  *context = isl_set_intersect (ctx, guards);
  return sp;
}

/* Return the schedule of the statements of MB nested in LOOP (NULL for
   the region's top level), in program order, with a band for each
   loop.  */

static isl_schedule *
build_schedule (model_builder *mb, class loop *loop)
{
  gpugen_scop *scop = mb->scop;
  int depth = loop ? loop_depth (loop) - loop_depth (scop->outer) : 0;
  isl_schedule *sched = NULL;
  isl_union_pw_aff *upa = NULL;

  /* Items at this level, in the order of their first block: statements
     whose innermost region loop is LOOP, and child loops.  */
  for (basic_block bb : scop->blocks)
    {
      class loop *bl = bb->loop_father == scop->outer ? NULL : bb->loop_father;
      isl_schedule *item = NULL;
      if (bl == loop)
	{
	  /* The block's statements, in their textual order.  */
	  for (gpugen_stmt *s : scop->stmts)
	    {
	      if (s->bb != bb)
		continue;
	      isl_schedule *one = isl_schedule_from_domain (
		isl_union_set_from_set (isl_set_copy (s->domain)));
	      item = item ? isl_schedule_sequence (item, one) : one;
	    }
	}
      else if (bl && bl->header == bb
	       && (loop ? loop_outer (bl) == loop
		   : loop_outer (bl) == scop->outer))
	item = build_schedule (mb, bl);
      else
	continue;
      if (!item)
	continue;
      sched = sched ? isl_schedule_sequence (sched, item) : item;
    }
  if (!sched || !loop)
    return sched;

  /* The band of LOOP: its counter, for every statement inside it.  */
  for (gpugen_stmt *s : scop->stmts)
    {
      if (!flow_loop_nested_p (loop, s->bb->loop_father)
	  && s->bb->loop_father != loop)
	continue;
      isl_space *sp = isl_set_get_space (s->domain);
      isl_aff *aff = isl_aff_var_on_domain (safe_local_space (sp),
					    isl_dim_set, depth - 1);
      isl_pw_aff *pa = isl_pw_aff_intersect_domain (
	isl_pw_aff_from_aff (aff), isl_set_copy (s->domain));
      isl_union_pw_aff *u = isl_union_pw_aff_from_pw_aff (pa);
      upa = upa ? isl_union_pw_aff_union_add (upa, u) : u;
    }
  isl_multi_union_pw_aff *mupa
    = isl_multi_union_pw_aff_from_union_pw_aff (upa);
  return isl_schedule_insert_partial_schedule (sched, mupa);
}

/* Build the polyhedral model of SCOP.  Return the reason it is not a
   SCoP, or GPUGEN_OK.  */

enum gpugen_reject
gpugen_model_build (gpugen_scop *scop)
{
  model_builder mb;
  memset (&mb, 0, sizeof mb);
  mb.scop = scop;
  mb.why = GPUGEN_OK;
  mb.in_region = sbitmap_alloc (last_basic_block_for_fn (cfun));
  bitmap_clear (mb.in_region);
  for (basic_block bb : scop->blocks)
    bitmap_set_bit (mb.in_region, bb->index);
  mb.stmt_of = XCNEWVEC (gpugen_stmt *, last_basic_block_for_fn (cfun));

  auto_vec<phi_write> writes;
  mb.bdom = XCNEWVEC (isl_set *, last_basic_block_for_fn (cfun));
  bool ok = (gpugen_build_loops (&mb) && gpugen_compute_domains (&mb)
	     && gpugen_model_extra_exits (&mb));
  if (ok)
    {
      collect_phi_writes (&mb, &writes);
      for (basic_block bb : scop->blocks)
	if (!modelled_block_p (&mb, bb))
	  {
	    if (!gpugen_host_exit_block_effects_ok (scop, bb))
	      {
		ok = model_fail (&mb, GPUGEN_REJECT_HOST);
		break;
	      }
	  }
	else if (!build_stmt (&mb, bb, writes))
	  {
	    ok = false;
	    break;
	  }
    }
  if (ok)
    ok = gpugen_delin_finish (&mb);
  if (ok)
    gpugen_descr_extents (&mb);
  if (ok)
    {
      gpugen_grain_forward (&mb);
      gpugen_grain_split (&mb);
      /* A scalar read in the region whose definition no statement
	 writes: an induction variable read after its loop (its final
	 value; "loopinit" runs before final value replacement), whose
	 header PHI has no statement.  The model cannot give its value
	 yet: a miss, never a read of nothing.  */
      for (gpugen_array *a : scop->arrays)
	if (a->kind != GPUGEN_ARRAY_MEMORY && a->read_p && !a->written_p
	    && !a->live_in_p)
	  {
	    if (dump_file)
	      fprintf (dump_file, "[gpugen-model] %s is read but never "
		       "written in the region\n", a->name);
	    char *what = gpugen_array_culprit (scop, a);
	    gpugen_set_culprit (scop, "%s, read where its loop has no "
				"statement", what);
	    free (what);
	    ok = model_fail (&mb, GPUGEN_REJECT_SCALAR);
	    break;
	  }
    }
  if (ok && (scop->stmts.is_empty () || mb.mem_refs.is_empty ()))
    {
      gpugen_set_culprit (scop, "the loop at line %d reads and writes no "
			  "array, only scalars",
			  LOCATION_LINE (gpugen_loop_location (scop->first_loop)
					 .get_location_t ()));
      ok = model_fail (&mb, GPUGEN_REJECT_TRIVIAL);
    }
  if (ok)
    ok = check_value_writes (&mb);
  if (ok)
    ok = check_aliasing (&mb);

  if (ok)
    {
      /* Bring every set and relation to the final parameter space.  */
      isl_set *context;
      isl_space *ps = param_space (&mb, &context);
      if (!gpugen_wrap_assumptions (&mb, context))
	ok = false;
      /* Conditional stores made unconditional on trial: only where
	 they stay inside their arrays.  */
      enum gpugen_reject sr = (ok ? gpugen_speculative_assumptions (scop,
								     context)
			       : GPUGEN_OK);
      if (sr != GPUGEN_OK)
	ok = model_fail (&mb, sr);
      if (ok && scop->assumptions)
	{
	  /* The run-time check needs to test only what the context does
	     not imply.  */
	  scop->assumptions = isl_set_align_params (scop->assumptions,
						    isl_space_copy (ps));
	  scop->assumptions = isl_set_coalesce (
	    isl_set_gist (scop->assumptions, isl_set_copy (context)));
	  context = isl_set_intersect (context,
				       isl_set_copy (scop->assumptions));
	  if (isl_set_is_empty (context) != isl_bool_false)
	    ok = model_fail (&mb, GPUGEN_REJECT_BOUND);
	}
      scop->context = context;
      for (gpugen_stmt *s : scop->stmts)
	{
	  s->domain = isl_set_align_params (s->domain, isl_space_copy (ps));
	  s->domain = isl_set_intersect_params (s->domain,
						isl_set_copy (context));
	  s->domain = isl_set_coalesce (s->domain);
	  for (gpugen_access *a : s->accesses)
	    {
	      a->rel = isl_map_align_params (a->rel, isl_space_copy (ps));
	      a->rel = isl_map_intersect_domain (a->rel,
						 isl_set_copy (s->domain));
	    }
	}
      /* The iterations of a time loop whose exit on data is tested on
	 the host (gpugen-hostexit.cc): its header's domain.  */
      if (scop->host_exit)
	{
	  class loop *l = gpugen_host_exit_loop (scop->host_exit);
	  isl_set *h = mb.bdom[l->header->index];
	  scop->host_exit_iters
	    = h ? isl_set_align_params (isl_set_copy (h), isl_space_copy (ps))
		: NULL;
	  if (!scop->host_exit_iters)
	    ok = model_fail (&mb, GPUGEN_REJECT_ISL);
	}
      isl_space_free (ps);
      scop->schedule = build_schedule (&mb, NULL);
      for (gpugen_loop_info &li : scop->loops)
	for (gpugen_stmt *s : scop->stmts)
	  if (s->bb->loop_father == li.loop
	      || flow_loop_nested_p (li.loop, s->bb->loop_father))
	    li.n_stmts++;
      if (!scop->schedule)
	ok = model_fail (&mb, GPUGEN_REJECT_ISL);
    }

  for (loop_model &lm : mb.loops)
    {
      isl_set_free (lm.may_be_zero);
      isl_set_free (lm.dead);
      isl_pw_aff_free (lm.qniter);
      isl_pw_aff_free (lm.qshift);
      isl_pw_aff_free (lm.qbound);
      isl_set_free (lm.assume);
    }
  mb.loops.release ();
  mb.wraps.release ();
  for (isl_pw_aff *q : mb.qwraps)
    isl_pw_aff_free (q);
  mb.qwraps.release ();
  mb.atoms.release ();
  gpugen_descr_release (&mb);
  mb.mem_refs.release ();
  mb.mem_ref_arrays.release ();
  mb.mem_ref_writes.release ();
  for (gpugen_delin_ref &d : mb.delin)
    free (d.off);
  mb.delin.release ();
  for (int i = 0; i < last_basic_block_for_fn (cfun); i++)
    isl_set_free (mb.bdom[i]);
  free (mb.bdom);
  sbitmap_free (mb.in_region);
  free (mb.stmt_of);
  if (!ok && mb.why == GPUGEN_OK)
    mb.why = GPUGEN_REJECT_ISL;
  return ok ? GPUGEN_OK : mb.why;
}

/* Free statement S and everything it owns.  */

void
gpugen_stmt_free (gpugen_stmt *s)
{
  for (gpugen_access *a : s->accesses)
    {
      isl_map_free (a->rel);
      free (a);
    }
  s->accesses.release ();
  s->loops.release ();
  s->only.release ();
  s->forwarded.release ();
  isl_set_free (s->domain);
  free (s);
}

/* Free the array A and what it owns.  */

void
gpugen_array_free (gpugen_array *a)
{
  free (a->name);
  free (a->dim_sizes);
  free (a->param_dims);
  free (a->extent_params);
  a->expand_loops.release ();
  free (a);
}

/* Free SCOP and everything it owns.  */

void
gpugen_scop_free (gpugen_scop *scop)
{
  for (gpugen_stmt *s : scop->stmts)
    gpugen_stmt_free (s);
  scop->stmts.release ();
  for (gpugen_array *a : scop->arrays)
    gpugen_array_free (a);
  scop->arrays.release ();
  free (scop->culprit_text);
  scop->alias_checks.release ();
  scop->loops.release ();
  scop->params.release ();
  scop->blocks.release ();
  isl_set_free (scop->context);
  isl_set_free (scop->assumptions);
  isl_set_free (scop->host_exit_iters);
  gpugen_indexset_free (scop->indexset);
  if (scop->cg)
    gpugen_codegen_free (scop->cg);
  isl_schedule_free (scop->schedule);
  isl_schedule_free (scop->new_schedule);
  isl_union_map_free (scop->dep_flow);
  isl_union_map_free (scop->dep_anti);
  isl_union_map_free (scop->dep_output);
  free (scop);
}
