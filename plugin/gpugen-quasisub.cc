/* Quasi-affine subscripts for gpugen's model.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A subscript with a division by a constant or a remainder (c[i / 2],
   the multigrid prolongation's c[(i + 1) / 2][(j + 1) / 2], a[i % 4],
   which GCC may write "i & 3") is not affine, but isl represents it
   exactly with existentially quantified variables, as the conditions
   and latch counts of gpugen-affine.cc's to_qaff already are: C's and
   Fortran's division truncates toward zero, so a dividend that may be
   negative (a loop from -n) is split on its sign by isl's tdiv_q and
   tdiv_r, the remainder taking the dividend's sign.

   gpugen-model.cc's add_affine_mem_access reads the subscripts of an
   array of fixed shape (or of a pointer, or of the outermost dimension
   of a Fortran explicit-shape dummy) with tree_to_lin; where that fails
   and a subscript involves a division, gpugen_quasi_mem_access here
   reads the same reference again with to_qaff and builds its access
   relation from the resulting piecewise quasi-affine functions,
   restricted to the statement's domain (so that a dividend known to be
   non-negative leaves one piece).  Everything downstream works on the
   relation with isl and so stays exact: the dependences (a write
   c[i / 2] = ... writes each element twice, which the output
   dependence then carries, so the loop stays sequential), the elements
   copied in and out (gpugen-memory.cc), and the CUDA subscripts, which
   gpugen-cuda-expr.cc prints from the relation through isl's AST (its
   floor divisions are the prelude's gpugen_floord, exact on negative
   values).  The heuristics that read the subscripts' coefficients
   (coalescing, shared memory, tiling; gpugen_access_subscripts in
   gpugen-tile.cc) see such an access as not affine.

   The address computed through a pointer (c + (sizetype) (i / 2) * 8)
   is read as an exact byte offset: address arithmetic wraps modulo
   2^64 as the addresses themselves do, so a signed value converted to
   sizetype stands for itself there.  The offset must be whole elements
   (rows) for every value of the counters.

   Shapes left to delinearization (parametric strides: a VLA, a
   linearized c[(i / 2) * m + j / 2], a Fortran explicit-shape or
   assumed-shape dummy) are read there, each division a counter of its
   own (an "atom", below); where neither reading succeeds, the
   reference stays a miss ("array subscript not affine" or "parametric
   stride").  Nothing here changes the function.  */

#include "gpugen-model.h"
#include "gpugen-poly.h"

/* Return the affine L as a pw_aff over DIMS counters of MB.  */

static isl_pw_aff *
lin_qaff (model_builder *mb, const lin &l, int dims)
{
  return isl_pw_aff_from_aff (lin_to_aff (l, set_space (mb, dims, NULL)));
}

/* Return A (taken) + SCALE * B (taken), both over DIMS counters of MB,
   after aligning their parameters; NULL when either is.  */

static isl_pw_aff *
qaff_add (model_builder *mb, isl_pw_aff *a, isl_pw_aff *b, int scale,
	  int dims)
{
  if (!a || !b)
    {
      isl_pw_aff_free (a);
      isl_pw_aff_free (b);
      return NULL;
    }
  isl_space *all = set_space (mb, dims, NULL);
  a = isl_pw_aff_align_params (a, isl_space_copy (all));
  b = isl_pw_aff_align_params (b, all);
  if (scale < 0)
    b = isl_pw_aff_neg (b);
  return isl_pw_aff_add (a, b);
}

/* Return the exact value of T, an integer offset added to an address in
   context CTX, over DIMS counters: its value modulo 2^precision of a
   pointer-sized type, which is all an address sees.  A conversion that
   widens a value, or keeps the precision of a pointer, is read as its
   operand's exact value (to_qaff); sums, differences, negations and
   products by a constant as such.  NULL, with the reason recorded in MB,
   otherwise.  DEPTH limits the recursion.  */

static isl_pw_aff *
offset_qaff (model_builder *mb, tree t, lin_ctx &ctx, int dims, int depth)
{
  if (depth > 16 || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    {
      model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
      return NULL;
    }
  if (!quasi_tree_p (mb, t, ctx, 0))
    {
      lin l;
      if (!tree_to_lin (mb, t, ctx, &l))
	return NULL;
      return lin_qaff (mb, l, dims);
    }
  enum tree_code code = TREE_CODE (t);
  if (code == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (t);
      tree e = (is_gimple_assign (def)
		&& gimple_assign_rhs_code (def) != COND_EXPR
		? gpugen_assign_rhs_expr (t, def) : NULL_TREE);
      if (!e)
	return to_qaff (mb, t, ctx, dims, depth + 1);
      return offset_qaff (mb, e, ctx, dims, depth + 1);
    }
  if (code == PLUS_EXPR || code == MINUS_EXPR)
    {
      isl_pw_aff *a = offset_qaff (mb, TREE_OPERAND (t, 0), ctx, dims,
				   depth + 1);
      isl_pw_aff *b = (a ? offset_qaff (mb, TREE_OPERAND (t, 1), ctx, dims,
					depth + 1) : NULL);
      return qaff_add (mb, a, b, code == MINUS_EXPR ? -1 : 1, dims);
    }
  if (code == NEGATE_EXPR)
    {
      isl_pw_aff *a = offset_qaff (mb, TREE_OPERAND (t, 0), ctx, dims,
				   depth + 1);
      return a ? isl_pw_aff_neg (a) : NULL;
    }
  if (code == MULT_EXPR)
    {
      tree x = TREE_OPERAND (t, 0), c = TREE_OPERAND (t, 1);
      if (TREE_CODE (x) == INTEGER_CST)
	std::swap (x, c);
      HOST_WIDE_INT v;
      if (TREE_CODE (c) != INTEGER_CST || !int_cst_value (c, &v))
	{
	  model_fail (mb, GPUGEN_REJECT_SUBSCRIPT);
	  return NULL;
	}
      isl_pw_aff *a = offset_qaff (mb, x, ctx, dims, depth + 1);
      if (!a)
	return NULL;
      return isl_pw_aff_scale_val (a, isl_val_int_from_si (gpugen_isl_ctx,
							   v));
    }
  if (CONVERT_EXPR_CODE_P (code))
    {
      tree inner = TREE_OPERAND (t, 0);
      tree to = TREE_TYPE (t), from = TREE_TYPE (inner);
      if (INTEGRAL_TYPE_P (from)
	  && TYPE_PRECISION (to) >= TYPE_PRECISION (sizetype))
	{
	  /* Widening keeps the value (sign or zero extension); the same
	     precision as a pointer keeps it modulo 2^precision.  */
	  if (TYPE_PRECISION (to) > TYPE_PRECISION (from))
	    return to_qaff (mb, inner, ctx, dims, depth + 1);
	  if (TYPE_PRECISION (to) == TYPE_PRECISION (from))
	    return offset_qaff (mb, inner, ctx, dims, depth + 1);
	}
    }
  /* Anything else in a signed type (a division of an int), or exact in
     its own type: its value.  */
  return to_qaff (mb, t, ctx, dims, depth + 1);
}

/* Read the address PTR, used in context CTX, as a base (stored in
   *BASE: an SSA pointer defined before the region, or the address of a
   declaration) plus an exact byte offset over DIMS counters, returned.
   Pointer additions in the region are followed; what is left is read
   by tree_to_lin.  NULL, with the reason recorded, on failure.  */

static isl_pw_aff *
ptr_qaff (model_builder *mb, tree ptr, lin_ctx &ctx, int dims, tree *base,
	  int depth)
{
  if (depth > 16)
    {
      model_fail (mb, GPUGEN_REJECT_MEMREF);
      return NULL;
    }
  if (TREE_CODE (ptr) == SSA_NAME && defined_in_region_p (mb, ptr)
      && is_gimple_assign (SSA_NAME_DEF_STMT (ptr))
      && gimple_assign_rhs_code (SSA_NAME_DEF_STMT (ptr)) == POINTER_PLUS_EXPR
      && def_usable_p (ptr, ctx.loop))
    {
      gimple *def = SSA_NAME_DEF_STMT (ptr);
      isl_pw_aff *a = ptr_qaff (mb, gimple_assign_rhs1 (def), ctx, dims,
				base, depth + 1);
      isl_pw_aff *b = (a ? offset_qaff (mb, gimple_assign_rhs2 (def), ctx,
					dims, depth + 1) : NULL);
      return qaff_add (mb, a, b, 1, dims);
    }
  lin l;
  tree pbase = NULL_TREE;
  ctx.base = &pbase;
  bool ok = tree_to_lin (mb, ptr, ctx, &l);
  ctx.base = NULL;
  if (!ok)
    return NULL;
  if (!pbase || *base)
    {
      model_fail (mb, GPUGEN_REJECT_MEMREF);
      return NULL;
    }
  *base = pbase;
  return lin_qaff (mb, l, dims);
}

/* Return BYTES (taken), a byte offset over DIMS counters of MB, in units
   of SIZE bytes; NULL when it is not a whole number of them for some
   value of the counters and parameters.  */

static isl_pw_aff *
whole_units (model_builder *mb, isl_pw_aff *bytes, HOST_WIDE_INT size)
{
  if (!bytes || size <= 0)
    {
      isl_pw_aff_free (bytes);
      return NULL;
    }
  isl_val *v = isl_val_int_from_si (gpugen_isl_ctx, size);
  isl_pw_aff *q = isl_pw_aff_floor (isl_pw_aff_scale_down_val (
    isl_pw_aff_copy (bytes), isl_val_copy (v)));
  isl_pw_aff *back = isl_pw_aff_scale_val (isl_pw_aff_copy (q), v);
  isl_bool eq = isl_pw_aff_is_equal (back, bytes);
  isl_pw_aff_free (back);
  isl_pw_aff_free (bytes);
  if (eq != isl_bool_true)
    {
      isl_pw_aff_free (q);
      model_fail (mb, GPUGEN_REJECT_MEMREF);
      return NULL;
    }
  return q;
}

/* Whether the reference REF, used in context CTX, has an index or an
   address offset that involves a division or a remainder.  */

static bool
quasi_ref_p (model_builder *mb, tree ref, lin_ctx &ctx)
{
  tree t = ref;
  for (; TREE_CODE (t) == ARRAY_REF; t = TREE_OPERAND (t, 0))
    if (quasi_tree_p (mb, TREE_OPERAND (t, 1), ctx, 0))
      return true;
  if (TREE_CODE (t) != MEM_REF)
    return false;
  /* The offsets added to the pointer in the region.  */
  tree p = TREE_OPERAND (t, 0);
  for (int k = 0; k < 16 && TREE_CODE (p) == SSA_NAME
		  && defined_in_region_p (mb, p); k++)
    {
      gimple *def = SSA_NAME_DEF_STMT (p);
      if (!is_gimple_assign (def)
	  || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR)
	return false;
      if (quasi_tree_p (mb, gimple_assign_rhs2 (def), ctx, 0))
	return true;
      p = gimple_assign_rhs1 (def);
    }
  return false;
}

/* Add to statement S the access to REF of STMT (a write when WRITE)
   whose subscripts SUBS[0..N-1] (taken) are quasi-affine over S's
   counters, to the array A: the relation S[c] -> A[SUBS (c)] on S's
   domain.  */

static void
add_quasi_access (model_builder *mb, gpugen_stmt *s, gpugen_array *a,
		  isl_pw_aff **subs, int n, bool write, gimple *stmt)
{
  int dims = s->loops.length ();
  isl_space *sp = set_space (mb, dims, NULL);
  s->domain = isl_set_align_params (s->domain, isl_space_copy (sp));
  isl_pw_aff_list *list = isl_pw_aff_list_alloc (gpugen_isl_ctx, n);
  for (int i = 0; i < n; i++)
    list = isl_pw_aff_list_add (list,
				isl_pw_aff_align_params (subs[i],
							 isl_space_copy (sp)));
  isl_space *msp = isl_space_map_from_domain_and_range (
    sp, set_space (mb, n, a->name));
  isl_map *rel = isl_map_from_multi_pw_aff (
    isl_multi_pw_aff_from_pw_aff_list (msp, list));
  rel = isl_map_set_tuple_id (rel, isl_dim_in,
			      isl_set_get_tuple_id (s->domain));
  rel = isl_map_intersect_domain (rel, isl_set_copy (s->domain));
  rel = isl_map_coalesce (rel);

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

/* Free SUBS[0..N-1].  */

static void
free_subs (isl_pw_aff **subs, int n)
{
  for (int i = 0; i < n; i++)
    isl_pw_aff_free (subs[i]);
}

/* gpugen_quasi_mem_access, which see, for a reference REF that has a
   division, read in the context CTX: false, with the reason recorded,
   where it cannot be read.  */

static bool
quasi_mem_access_1 (model_builder *mb, gpugen_stmt *s, tree ref, bool write,
		    gimple *stmt, lin_ctx &ctx)
{
  int dims = s->loops.length ();
  isl_pw_aff *subs[MAX_DEPTH + 1];
  HOST_WIDE_INT sizes[MAX_DEPTH + 1];
  int n = 0;
  tree t = ref;

  /* The indices, innermost first.  */
  for (; TREE_CODE (t) == ARRAY_REF; t = TREE_OPERAND (t, 0))
    {
      tree low = array_ref_low_bound (t);
      tree esz = array_ref_element_size (t);
      tree idx = TREE_OPERAND (t, 1);
      if (n >= MAX_DEPTH || TREE_CODE (esz) != INTEGER_CST
	  || TREE_CODE (low) != INTEGER_CST)
	{
	  free_subs (subs, n);
	  return model_fail (mb, GPUGEN_REJECT_PARAM_STRIDE);
	}
      tree dom = TYPE_DOMAIN (TREE_TYPE (TREE_OPERAND (t, 0)));
      HOST_WIDE_INT size = -1;
      if (dom && TYPE_MAX_VALUE (dom) && TYPE_MIN_VALUE (dom)
	  && tree_fits_shwi_p (TYPE_MAX_VALUE (dom))
	  && tree_fits_shwi_p (TYPE_MIN_VALUE (dom)))
	size = (tree_to_shwi (TYPE_MAX_VALUE (dom))
		- tree_to_shwi (TYPE_MIN_VALUE (dom)) + 1);
      isl_pw_aff *q = to_qaff (mb, build2 (MINUS_EXPR, TREE_TYPE (idx), idx,
					   fold_convert (TREE_TYPE (idx),
							 low)),
			       ctx, dims, 0);
      if (!q)
	{
	  free_subs (subs, n);
	  return false;
	}
      sizes[n] = size;
      subs[n++] = q;
    }
  /* Outermost first.  */
  for (int i = 0; i < n / 2; i++)
    {
      std::swap (subs[i], subs[n - 1 - i]);
      std::swap (sizes[i], sizes[n - 1 - i]);
    }

  tree base = NULL_TREE;
  if (DECL_P (t) && n > 0)
    base = t;
  else if (TREE_CODE (t) == MEM_REF && n > 0
	   && TREE_CODE (TREE_OPERAND (t, 0)) == SSA_NAME
	   && !defined_in_region_p (mb, TREE_OPERAND (t, 0))
	   && (SSA_NAME_IS_DEFAULT_DEF (TREE_OPERAND (t, 0))
	       || gimple_assign_load_p (SSA_NAME_DEF_STMT (TREE_OPERAND (t,
									 0))))
	   && integer_zerop (TREE_OPERAND (t, 1))
	   && TYPE_SIZE_UNIT (TREE_TYPE (t))
	   && TREE_CODE (TYPE_SIZE_UNIT (TREE_TYPE (t))) != INTEGER_CST)
    /* (*p)[i] of an array of run-time size (a Fortran explicit-shape
       dummy): the outermost dimension's size does not matter.  */
    base = TREE_OPERAND (t, 0);
  else if (TREE_CODE (t) == MEM_REF)
    {
      tree row = TREE_TYPE (t);
      HOST_WIDE_INT moff;
      if (!TYPE_SIZE_UNIT (row)
	  || TREE_CODE (TYPE_SIZE_UNIT (row)) != INTEGER_CST
	  || !int_cst_value (TREE_OPERAND (t, 1), &moff))
	{
	  free_subs (subs, n);
	  return model_fail (mb, GPUGEN_REJECT_PARAM_STRIDE);
	}
      HOST_WIDE_INT rowsize = tree_to_shwi (TYPE_SIZE_UNIT (row));
      tree pbase = NULL_TREE;
      isl_pw_aff *bytes = ptr_qaff (mb, TREE_OPERAND (t, 0), ctx, dims,
				    &pbase, 0);
      if (bytes && moff)
	bytes = isl_pw_aff_add_constant_val (bytes,
					     isl_val_int_from_si (
					       gpugen_isl_ctx, moff));
      isl_pw_aff *outer = whole_units (mb, bytes, rowsize);
      HOST_WIDE_INT outer_size = -1;
      bool own = false;
      if (outer && TREE_CODE (pbase) == ADDR_EXPR)
	{
	  base = TREE_OPERAND (pbase, 0);
	  tree btype = TREE_TYPE (base);
	  if (!DECL_P (base) || !TYPE_SIZE_UNIT (btype)
	      || TREE_CODE (TYPE_SIZE_UNIT (btype)) != INTEGER_CST)
	    base = NULL_TREE;
	  else
	    outer_size = tree_to_shwi (TYPE_SIZE_UNIT (btype)) / rowsize;
	  /* MEM_REF[&a] of a's own type, G[i / 2] of a global array, is
	     a itself (no outer dimension, as the affine reading has it)
	     where its offset is 0; another offset is not read here.  */
	  if (base && outer_size == 1)
	    {
	      isl_pw_aff *zero = isl_pw_aff_from_aff (isl_aff_zero_on_domain (
		safe_local_space (isl_pw_aff_get_domain_space (outer))));
	      own = isl_pw_aff_is_equal (outer, zero) == isl_bool_true;
	      isl_pw_aff_free (zero);
	      if (!own || n == 0)
		base = NULL_TREE;
	    }
	}
      else if (outer)
	base = pbase;
      if (!base || n >= MAX_DEPTH)
	{
	  isl_pw_aff_free (outer);
	  free_subs (subs, n);
	  return model_fail (mb, GPUGEN_REJECT_MEMREF);
	}
      if (own)
	isl_pw_aff_free (outer);
      else
	{
	  for (int i = n; i > 0; i--)
	    {
	      subs[i] = subs[i - 1];
	      sizes[i] = sizes[i - 1];
	    }
	  subs[0] = outer;
	  sizes[0] = outer_size;
	  n++;
	}
    }
  if (!base || (DECL_P (base) && TREE_THIS_VOLATILE (base)))
    {
      free_subs (subs, n);
      return model_fail (mb, GPUGEN_REJECT_MEMREF);
    }

  /* The array, of the shape the affine reading gives it.  */
  tree elt = TREE_TYPE (ref);
  gpugen_array *a = gpugen_model_get_array (mb, GPUGEN_ARRAY_MEMORY, base,
					    elt, n);
  bool ok = (a->n_dims == n
	     && operand_equal_p (TYPE_SIZE (a->elt_type), TYPE_SIZE (elt), 0));
  for (int i = 1; ok && i < n; i++)
    ok = (a->dim_sizes[i] == sizes[i] || a->dim_sizes[i] == -1
	  || sizes[i] == -1);
  if (!ok)
    {
      free_subs (subs, n);
      return model_fail (mb, GPUGEN_REJECT_MEMREF);
    }
  for (int i = 0; i < n; i++)
    if (a->dim_sizes[i] == -1)
      a->dim_sizes[i] = sizes[i];
  add_quasi_access (mb, s, a, subs, n, write, stmt);
  mb->mem_refs.safe_push (ref);
  mb->mem_ref_arrays.safe_push (a);
  mb->mem_ref_writes.safe_push (write);
  if (dump_file)
    fprintf (dump_file, "[gpugen-quasisub] S_%d: quasi-affine access to "
	     "%s\n", s->id, a->name);
  return true;
}

/* Read the memory reference REF of STMT, an access of statement S (a
   write when WRITE), whose subscripts or address involve a division
   by a constant or a remainder, with the shapes that gpugen-model.cc's
   add_affine_mem_access reads: indices of arrays of fixed shape on a
   declaration, on a pointer defined before the region ((*p)[i] of a
   Fortran dummy), or on a pointer plus a whole number of rows (C's
   c[i / 2] and c[i / 2][j / 2] of a pointer to rows of fixed size).
   Return true, with the access added and REF recorded in MB's memory
   references, or false where REF is not one of them or cannot be read
   (the caller then drops the parameters, no-wrap checks and reason
   recorded here, and tries delinearization).  */

bool
gpugen_quasi_mem_access (model_builder *mb, gpugen_stmt *s, tree ref,
			 bool write, gimple *stmt)
{
  lin_ctx ctx = { gimple_bb (stmt)->loop_father, &s->loops, NULL,
		  { gimple_bb (stmt), NULL, false } };
  if (!quasi_ref_p (mb, ref, ctx))
    return false;
  if (quasi_mem_access_1 (mb, s, ref, write, stmt, ctx))
    return true;
  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-quasisub] S_%d: not read here (%s): ",
	       s->id, gpugen_reject_text (mb->why));
      print_generic_expr (dump_file, ref);
      fprintf (dump_file, "\n");
    }
  return false;
}

/* Whether NAME, a pointer defined in loop LOOP of MB's region (whose
   region loops, outermost first, are LOOPS), is a pointer defined
   before the region plus a quasi-affine offset (the row c + (i / 2) *
   528 that GCC computes once per iteration of the outer loop of c[i /
   2][j / 2]).  Such a value, used in another block, needs no value
   array: the addresses it computes come from the access relations,
   and the CUDA printer never prints a pointer.  (An integer with
   divisions keeps its value array: the printer could not recompute it
   from its evolution.)  The reason and parameters recorded on the way
   are for the caller to drop (affine_value_p).  */

bool
gpugen_quasi_value_p (model_builder *mb, tree name, class loop *loop,
		      vec<class loop *> *loops)
{
  lin_ctx ctx = { loop, loops, NULL,
		  { gimple_bb (SSA_NAME_DEF_STMT (name)), NULL, false } };
  int dims = loops->length ();
  if (!POINTER_TYPE_P (TREE_TYPE (name)))
    return false;
  tree base = NULL_TREE;
  isl_pw_aff *q = ptr_qaff (mb, name, ctx, dims, &base, 0);
  bool ok = q != NULL;
  isl_pw_aff_free (q);
  return ok;
}

/* Quasi-affine values in delinearized offsets.  A VLA's c[i / 2][j /
   2] and Fortran's c(i / 2, j / 2) of an explicit-shape or
   assumed-shape dummy reach memory at an offset such as (i / 2) * m +
   j / 2: gpugen-delin.cc's polys cannot hold the divisions, so each one
   becomes a counter of its own, an "atom" numbered from
   QUASI_ATOM_BASE (above the counters of any statement it may be
   used in), whose value over the real counters is kept here.  The
   polynomial division that splits the offsets is an identity whatever
   the atoms' values are, so the split stays exact where its
   assumptions hold; those (each inner subscript within its dimension,
   in every iteration) and the access relations are computed with each
   atom replaced by its value (gpugen_quasi_lin), by
   gpugen-delin-assume.cc and gpugen_model_add_access.  */

/* Return the number of the atom for the division or remainder T, used
   in LOOP inside the region loops LOOPS at the site SITE (the block of
   the reference, whose domain any no-wrap check of T is over; NULL for
   none, where only values that cannot wrap are read), adding it to
   MB's atoms; -1, leaving MB's parameters and checks as they were,
   where T is not quasi-affine without no-wrap checks (a computation
   in a narrow unsigned type) or there are too many atoms or
   counters.  */

int
gpugen_quasi_atom (model_builder *mb, tree t, class loop *loop,
		   vec<class loop *> *loops, basic_block site)
{
  int dims = loops->length ();
  if (dims > QUASI_ATOM_BASE)
    return -1;
  for (unsigned k = 0; k < mb->atoms.length (); k++)
    {
      quasi_atom &a = mb->atoms[k];
      if (a.loop == loop && a.dims == dims && operand_equal_p (a.expr, t, 0))
	return QUASI_ATOM_BASE + k;
    }
  if (QUASI_ATOM_BASE + mb->atoms.length () >= MAX_DEPTH)
    return -1;
  lin_ctx ctx = { loop, loops, NULL, { site, NULL, false } };
  unsigned np = mb->scop->params.length ();
  unsigned nw = mb->wraps.length ();
  enum gpugen_reject why = mb->why;
  isl_pw_aff *q = to_qaff (mb, t, ctx, dims, 0);
  /* An atom outlives the conversion that made it, which may fail and
     drop the no-wrap checks recorded since: only values that need
     none (signed arithmetic) become atoms.  */
  if (q && mb->wraps.length () != nw)
    q = isl_pw_aff_free (q);
  if (!q)
    {
      mb->scop->params.truncate (np);
      mb->wraps.truncate (nw);
      mb->why = why;
      return -1;
    }
  mb->qwraps.safe_push (q);
  quasi_atom a = { t, loop, dims, q };
  mb->atoms.safe_push (a);
  return QUASI_ATOM_BASE + mb->atoms.length () - 1;
}

/* Whether L has a coefficient on an atom.  */

bool
gpugen_quasi_lin_p (const lin &l)
{
  for (int k = QUASI_ATOM_BASE; k < MAX_DEPTH; k++)
    if (l.iv[k])
      return true;
  return false;
}

/* Return L over DIMS counters of MB, each atom replaced by its value;
   NULL where an atom is not a function of DIMS counters, or L has a
   coefficient on a counter beyond DIMS that is not an atom.  */

isl_pw_aff *
gpugen_quasi_lin (model_builder *mb, const lin &l, int dims)
{
  lin plain = l;
  for (int k = dims; k < MAX_DEPTH; k++)
    plain.iv[k] = 0;
  for (int k = dims; k < QUASI_ATOM_BASE; k++)
    if (l.iv[k])
      return NULL;
  isl_space *all = set_space (mb, dims, NULL);
  isl_pw_aff *r = isl_pw_aff_from_aff (lin_to_aff (plain,
						   isl_space_copy (all)));
  for (int k = QUASI_ATOM_BASE; k < MAX_DEPTH && r; k++)
    {
      if (!l.iv[k])
	continue;
      unsigned idx = k - QUASI_ATOM_BASE;
      if (idx >= mb->atoms.length () || mb->atoms[idx].dims != dims)
	{
	  isl_pw_aff_free (r);
	  r = NULL;
	  break;
	}
      isl_pw_aff *q = isl_pw_aff_align_params (
	isl_pw_aff_copy (mb->atoms[idx].q), isl_space_copy (all));
      q = isl_pw_aff_scale_val (q, isl_val_int_from_si (gpugen_isl_ctx,
							l.iv[k]));
      r = isl_pw_aff_add (r, q);
    }
  isl_space_free (all);
  return r;
}

/* Add to statement S the access to the array A, of A->n_dims subscripts
   SUBS, a write when WRITE, of STMT, where some subscript has an atom:
   its relation with the atoms replaced by their values (a failure of
   isl leaves no relation and records the reason).  Return false,
   adding nothing, where no subscript has an atom.  */

bool
gpugen_quasi_lin_access (model_builder *mb, gpugen_stmt *s, gpugen_array *a,
			 const lin *subs, bool write, gimple *stmt)
{
  bool any = false;
  for (int i = 0; i < a->n_dims; i++)
    any |= gpugen_quasi_lin_p (subs[i]);
  if (!any)
    return false;
  int n = a->n_dims, dims = s->loops.length ();
  isl_pw_aff **q = XALLOCAVEC (isl_pw_aff *, n);
  bool ok = true;
  for (int i = 0; i < n; i++)
    {
      q[i] = gpugen_quasi_lin (mb, subs[i], dims);
      ok &= q[i] != NULL;
    }
  if (!ok)
    {
      /* Only isl's failure (its quota) gets here: the conversions
	 succeeded when the split's assumptions were computed.  */
      free_subs (q, n);
      model_fail (mb, GPUGEN_REJECT_ISL);
      for (int i = 0; i < n; i++)
	q[i] = isl_pw_aff_from_aff (isl_aff_zero_on_domain (
	  safe_local_space (set_space (mb, dims, NULL))));
    }
  add_quasi_access (mb, s, a, q, n, write, stmt);
  if (dump_file)
    fprintf (dump_file, "[gpugen-quasisub] S_%d: delinearized access with "
	     "divisions to %s\n", s->id, a->name);
  return true;
}

/* Whether T uses a value defined in MB's region (DEPTH limits the
   search): a division of parameters alone (m / 2) stays a named value
   of delinearization, not an atom.  */

static bool
uses_region_value_p (model_builder *mb, tree t, int depth)
{
  if (!t || depth > 8)
    return false;
  if (TREE_CODE (t) == SSA_NAME)
    return defined_in_region_p (mb, t);
  if (TREE_CODE (t) == POLYNOMIAL_CHREC)
    return true;
  if (EXPR_P (t))
    for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
      if (uses_region_value_p (mb, TREE_OPERAND (t, i), depth + 1))
	return true;
  return false;
}

/* Set *OUT to the poly of the division or remainder T of values of MB's
   region, used in LOOP inside LOOPS at the site SITE: one term, its
   atom (gpugen_quasi_atom).  False where T is not such a value.  */

bool
gpugen_quasi_atom_poly (model_builder *mb, tree t, class loop *loop,
			vec<class loop *> *loops, basic_block site, poly *out)
{
  out->n = 0;
  if (!loop || !loops || !uses_region_value_p (mb, t, 0))
    return false;
  int k = gpugen_quasi_atom (mb, t, loop, loops, site);
  if (k < 0)
    return false;
  pterm term = { 1, k, 0, { 0, 0, 0 } };
  mb->atom_used = true;
  return poly_add_term (out, term, 1);
}

/* Whether every use of NAME only computes addresses: the index or the
   offset of memory references (loads, and stores other than of NAME
   itself), through sums, differences, products, negations,
   conversions and pointer additions (DEPTH limits the search).  An
   integer with divisions computed in an outer loop (gfortran's (j / 2)
   * stride of c(i / 2, j / 2)) need not be printed then: the addresses
   come from the access relations.  */

static bool
address_only_p (tree name, int depth)
{
  if (depth > 8)
    return false;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *st = USE_STMT (use);
      if (is_gimple_debug (st))
	continue;
      gassign *a = dyn_cast <gassign *> (st);
      if (!a)
	return false;
      if (gimple_assign_load_p (a) || gimple_store_p (a))
	{
	  if (gimple_store_p (a) && gimple_assign_rhs1 (a) == name)
	    return false;
	  continue;
	}
      tree lhs = gimple_assign_lhs (a);
      enum tree_code code = gimple_assign_rhs_code (a);
      if (TREE_CODE (lhs) != SSA_NAME
	  || !(code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR
	       || code == NEGATE_EXPR || code == POINTER_PLUS_EXPR
	       || CONVERT_EXPR_CODE_P (code))
	  || !address_only_p (lhs, depth + 1))
	return false;
    }
  return true;
}

/* Whether the integer NAME is used only to compute addresses
   (address_only_p), so that a value with divisions may be recomputed
   where it is used rather than kept in a value array.  */

bool
gpugen_quasi_address_only_p (tree name)
{
  return TREE_CODE (name) == SSA_NAME && address_only_p (name, 0);
}
