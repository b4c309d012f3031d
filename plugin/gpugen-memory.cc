/* Memory placement of gpugen regions: what each array copies.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Each memory array of an offloaded region gets one device buffer per
   execution of the region, as in PPCG (section 7.1 of "Polyhedral
   Parallel Code Generation for CUDA").  Its extent comes from the
   elements the region touches, computed with isl from the access
   relations and evaluated at run time from the parameters: the rows
   LO0 .. HI0 of the outermost dimension that some access reaches, each
   row being the product of the inner dimension sizes (constants, or
   parameters for delinearized arrays).  Linear offsets LO = LO0 * ROW
   and HI = (HI0 + 1) * ROW bound the elements copied; the buffer holds
   elements 0 .. HI - 1, so the kernels index it exactly as the host
   array, from the same base.  When the region touches nothing (all
   domains empty for these parameters) both are 0.

   The rows are copied in when some element may be read, or when the
   writes do not cover every element of every row from LO0 to HI0 (a
   row or an element the region skips, as g[2*i] skips the odd
   elements, is copied back too and would otherwise clobber the host's
   values with uninitialized device memory), decided exactly with isl;
   they are copied back when some element is written.

   A scalar that the kernels keep in device memory (gpugen-map.cc sets
   device_p on a value or PHI array written in one kernel and read in
   another) gets a buffer too, which is never copied: the box of the
   subscripts its accesses reach (its expansion loops' counters),
   linearized row by row from the box's lower corner.

   A read-only snapshot (gpugen-snapshot.cc) copies nothing: its
   buffer, over the elements its reads touch, is filled from the device
   buffer of its array, whose transfer covers those elements too.

   The partial results of a reduction (gpugen-reduce.cc) copy nothing:
   the region's fold reads them back from the device.

   A privatized array (gpugen-private.cc) copies as above, from its
   accesses as the program makes them; its buffer is larger, holding
   the copies of the iterations before the last beyond HI.

   The run-time check of the region is its assumptions (the parameter
   values for which delinearization is exact), built in a context that
   does not already assume them.  An array whose offsets were computed
   in a narrow wrapping type (its narrow_end) keeps the rows and the
   row's factors of its transfer apart too: the host code checks from
   them, without overflow, that the elements copied lie below
   narrow_end (checks_tree).  */

#include "gpugen.h"

/* Return the set of elements of array A that SCOP accesses, reads and
   writes if WRITES_ONLY is false, only writes otherwise; NULL when there
   are none.  The reads of A's snapshots (gpugen-snapshot.cc) count as
   reads of A, whose buffer they are filled from.  */

static __isl_give isl_set *
touched (gpugen_scop *scop, gpugen_array *a, bool writes_only)
{
  isl_set *res = NULL;
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      {
	if ((acc->array != a && acc->array->snapshot_of != a)
	    || (writes_only && !acc->write_p))
	  continue;
	isl_map *rel = isl_map_copy (acc->rel);
	if (acc->array != a)
	  rel = isl_map_set_tuple_name (rel, isl_dim_out, a->name);
	isl_set *e = isl_set_apply (isl_set_copy (s->domain), rel);
	res = res ? isl_set_union (res, e) : e;
      }
  return res ? isl_set_coalesce (res) : NULL;
}

/* Return the set of elements of the memory array A that SCOP reads or
   writes, or NULL (for gpugen-profit.cc's estimate of the bytes the
   host path touches).  */

__isl_give isl_set *
gpugen_memory_touched (gpugen_scop *scop, gpugen_array *a)
{
  return touched (scop, a, false);
}

/* Return the expression of the size of dimension D of A.  */

static __isl_give isl_ast_expr *
dim_size_expr (gpugen_scop *scop, gpugen_array *a, int d)
{
  if (a->dim_sizes[d] >= 0)
    return isl_ast_expr_from_val (isl_val_int_from_si (gpugen_isl_ctx,
						       a->dim_sizes[d]));
  if (!a->param_dims || a->param_dims[d] < 0)
    return NULL;
  isl_id *id = isl_set_get_dim_id (scop->context, isl_dim_param,
				   a->param_dims[d]);
  return isl_ast_expr_from_id (id);
}

/* Return the pw_aff PA extended by VALUE where the parameters are
   outside PARAMS (the parameters for which the touched set is not
   empty).  */

static __isl_give isl_pw_aff *
default_outside (__isl_take isl_pw_aff *pa, __isl_keep isl_set *params,
		 int value)
{
  isl_set *rest = isl_set_complement (isl_set_copy (params));
  isl_pw_aff *v = isl_pw_aff_val_on_domain (
    rest, isl_val_int_from_si (gpugen_isl_ctx, value));
  return isl_pw_aff_union_add (pa, v);
}

/* Return the rows the transfer of an array that touches the elements E
   copies: every value of the outermost dimension from the smallest to
   the largest one E reaches (for each value of the parameters), as a
   one-dimensional set.  */

static __isl_give isl_set *
copied_rows (__isl_keep isl_set *e)
{
  isl_size n = isl_set_dim (e, isl_dim_set);
  isl_set *rows = isl_set_project_out (isl_set_copy (e), isl_dim_set, 1,
				       n - 1);
  rows = isl_set_reset_tuple_id (rows);
  isl_space *sp = isl_set_get_space (rows);
  isl_set *above = isl_set_apply (isl_set_copy (rows),
				  isl_map_lex_le (isl_space_copy (sp)));
  isl_set *below = isl_set_apply (rows, isl_map_lex_ge (sp));
  return isl_set_intersect (above, below);
}

/* Whether the writes W of array A cover every element the transfer of
   A copies (copied_rows of the touched elements E, each row over its
   whole extent), for every value of the parameters in CONTEXT: only
   then may the copy in be left out, as the copy back returns all of
   them.  */

static bool
writes_cover_p (gpugen_array *a, isl_set *e, isl_set *w, isl_set *context)
{
  if (!w)
    return false;
  /* The full rows: the outermost dimension as copied, every inner one
     over its whole extent.  */
  isl_set *box = copied_rows (e);
  for (int d = 1; d < a->n_dims; d++)
    {
      box = isl_set_add_dims (box, isl_dim_set, 1);
      box = isl_set_lower_bound_si (box, isl_dim_set, d, 0);
      if (a->dim_sizes[d] >= 0)
	box = isl_set_upper_bound_si (box, isl_dim_set, d,
				      a->dim_sizes[d] - 1);
      else if (a->param_dims && a->param_dims[d] >= 0)
	{
	  /* d < size: -d - 1 + size >= 0.  */
	  isl_space *sp = isl_set_get_space (box);
	  isl_constraint *c = isl_constraint_alloc_inequality (
	    isl_local_space_from_space (sp));
	  c = isl_constraint_set_coefficient_si (c, isl_dim_set, d, -1);
	  c = isl_constraint_set_coefficient_si (c, isl_dim_param,
						 a->param_dims[d], 1);
	  c = isl_constraint_set_constant_si (c, -1);
	  box = isl_set_add_constraint (box, c);
	}
      else
	{
	  isl_set_free (box);
	  return false;
	}
    }
  box = isl_set_intersect_params (box, isl_set_copy (context));
  isl_set *ww = isl_set_reset_tuple_id (isl_set_copy (w));
  isl_bool sub = isl_set_is_subset (box, ww);
  isl_set_free (box);
  isl_set_free (ww);
  return sub == isl_bool_true;
}

/* Whether the partials (or states) A of a reduction whose rows may
   leave gaps (gpugen_reduce_gaps_p: the loop of its rows has other
   exits than its bottom one, whose iterations store none) are written
   wherever the fold reads them, from the first written to the last,
   for every value of SCOP's parameters.  */

static bool
partials_fill_p (gpugen_scop *scop, gpugen_array *a)
{
  isl_set *w = touched (scop, a, true);
  if (!w || a->n_dims != 1)
    {
      isl_set_free (w);
      return false;
    }
  bool res = writes_cover_p (a, w, w, scop->context);
  isl_set_free (w);
  return res;
}

/* Whether some basic set of S has divisions (existentially quantified
   variables).  */

static bool
has_divs_p (isl_set *s)
{
  isl_basic_set_list *list = isl_set_get_basic_set_list (s);
  isl_size n = isl_basic_set_list_n_basic_set (list);
  bool res = n < 0;
  for (int i = 0; i < n && !res; i++)
    {
      isl_basic_set *b = isl_basic_set_list_get_basic_set (list, i);
      res = isl_basic_set_dim (b, isl_dim_div) != 0;
      isl_basic_set_free (b);
    }
  isl_basic_set_list_free (list);
  return res;
}

/* For the array A that the region only reads, whose touched elements E
   are several pieces with divisions (the reads in the arms of an if /
   else-if chain of conditions such as "(i / 3 + j / 5) % 7 == 0"),
   set *LO0 and *HI0 to the smallest and largest rows of E without the
   constraints on divisions (isl_set_remove_divs, a superset) and return
   true, where they are bounded and spec-range-check allows it: isl
   computes the exact rows of such a set, as functions of the
   parameters, only after minutes.  The copy in then reads rows that
   the program may not, which A gets checked for at run time like the
   copies of speculative accesses (spec_range_p, before anything is
   copied: the host bytes are mapped and readable, or the region runs
   on the host); nothing is copied back.  Return false otherwise, and
   for a read-only snapshot (A->snapshot_of): it is filled on the device
   from its array's buffer, which holds the exact rows of that written
   array only, so looser rows would copy past that buffer (a stride-3
   loop whose reads of a row of "a" are snapshotted, "a[2][i+1] = a[2][2
   * i - 1] * a[0][i - 1]" for i = 2, 5, ..., gave rows 1 .. 6n of the
   snapshot against 1 .. 6n - 2 ((n - 2) % 3) of "a": fuzz ext2 C seed
   135, an overrun that the emulator reports and a GPU may not).  */

static bool
loose_rows (gpugen_array *a, isl_set *e, isl_pw_aff **lo0, isl_pw_aff **hi0)
{
  if (a->written_p || a->snapshot_of || !gpugen_opts.spec_range_check
      || isl_set_n_basic_set (e) <= 1 || !has_divs_p (e))
    return false;
  isl_set *loose = isl_set_coalesce (isl_set_remove_divs (isl_set_copy (e)));
  isl_pw_aff *lo = isl_set_dim_min (isl_set_copy (loose), 0);
  isl_pw_aff *hi = isl_set_dim_max (loose, 0);
  if (!lo || !hi || isl_pw_aff_involves_nan (lo) != isl_bool_false
      || isl_pw_aff_involves_nan (hi) != isl_bool_false)
    {
      isl_pw_aff_free (lo);
      isl_pw_aff_free (hi);
      return false;
    }
  *lo0 = lo;
  *hi0 = hi;
  a->spec_range_p = true;
  return true;
}

/* Clear T and make it the transfer of array A, with A's element size.
   Return false when that size is not a positive constant.  */

static bool
start_transfer (gpugen_array *a, gpugen_transfer *t)
{
  memset (t, 0, sizeof *t);
  t->array = a;
  tree size = TYPE_SIZE_UNIT (a->elt_type);
  if (!size || !tree_fits_shwi_p (size) || tree_to_shwi (size) <= 0)
    return false;
  t->elt_size = tree_to_shwi (size);
  return true;
}

/* Build the transfer of the memory array A of SCOP into T, with
   expressions in BUILD.  Return false on failure.  */

static bool
build_transfer (gpugen_scop *scop, gpugen_array *a, isl_ast_build *build,
		gpugen_transfer *t)
{
  if (!start_transfer (a, t))
    return false;
  t->copy_out = a->written_p;

  if (a->n_dims == 0)
    {
      t->lo = isl_ast_expr_from_val (isl_val_zero (gpugen_isl_ctx));
      t->hi = isl_ast_expr_from_val (isl_val_one (gpugen_isl_ctx));
      t->copy_in = a->read_p || !a->written_p || scop->host_exit;
      return true;
    }

  isl_set *e = touched (scop, a, false);
  if (!e)
    return false;
  isl_set *w = touched (scop, a, true);
  /* A time loop that may leave before its last step (a region with a
     host exit) may not write what its writes cover: every array is
     copied in.  */
  t->copy_in = (a->read_p || scop->host_exit
		|| !writes_cover_p (a, e, w, scop->context));
  isl_set_free (w);
  /* A snapshot is filled from its array's device buffer; a reduction's
     partials are read back by its fold (gpugen-reduce.cc), every one
     of them written.  */
  if (a->snapshot_of || gpugen_reduce_partials_p (a->base))
    t->copy_in = t->copy_out = false;

  isl_set *params = isl_set_params (isl_set_copy (e));
  isl_pw_aff *lo0 = NULL, *hi0 = NULL;
  if (loose_rows (a, e, &lo0, &hi0))
    isl_set_free (e);
  else
    {
      lo0 = isl_set_dim_min (isl_set_copy (e), 0);
      hi0 = isl_set_dim_max (e, 0);
    }
  hi0 = isl_pw_aff_add_constant_val (hi0, isl_val_one (gpugen_isl_ctx));
  lo0 = default_outside (lo0, params, 0);
  hi0 = default_outside (hi0, params, 0);
  isl_set_free (params);
  lo0 = isl_pw_aff_intersect_params (lo0, isl_set_copy (scop->context));
  hi0 = isl_pw_aff_intersect_params (hi0, isl_set_copy (scop->context));
  t->lo = isl_ast_build_expr_from_pw_aff (build, lo0);
  t->hi = isl_ast_build_expr_from_pw_aff (build, hi0);
  if (!t->lo || !t->hi)
    return false;
  if (a->narrow_end > 0)
    {
      t->row_lo = isl_ast_expr_copy (t->lo);
      t->row_hi = isl_ast_expr_copy (t->hi);
    }
  for (int d = 1; d < a->n_dims; d++)
    {
      isl_ast_expr *sz = dim_size_expr (scop, a, d);
      if (!sz)
	return false;
      if (a->narrow_end > 0)
	t->row_sizes.safe_push (isl_ast_expr_copy (sz));
      t->lo = isl_ast_expr_mul (t->lo, isl_ast_expr_copy (sz));
      t->hi = isl_ast_expr_mul (t->hi, sz);
    }
  return t->lo && t->hi;
}

/* Build into T the buffer of the scalar A of SCOP kept in device memory
   (a value or PHI array with device_p): the box of the subscripts its
   accesses reach, with expressions in BUILD; nothing is copied.  Return
   false on failure.  */

static bool
build_scalar_buffer (gpugen_scop *scop, gpugen_array *a, isl_ast_build *build,
		     gpugen_transfer *t)
{
  if (!start_transfer (a, t))
    return false;
  t->lo = isl_ast_expr_from_val (isl_val_zero (gpugen_isl_ctx));
  t->hi = isl_ast_expr_from_val (isl_val_one (gpugen_isl_ctx));
  if (a->n_dims == 0)
    return true;
  isl_set *e = touched (scop, a, false);
  if (!e)
    return false;
  isl_set *params = isl_set_params (isl_set_copy (e));
  for (int d = 0; d < a->n_dims; d++)
    {
      isl_pw_aff *lo = isl_set_dim_min (isl_set_copy (e), d);
      isl_pw_aff *ext = isl_pw_aff_sub (isl_set_dim_max (isl_set_copy (e), d),
					isl_pw_aff_copy (lo));
      ext = isl_pw_aff_add_constant_val (ext, isl_val_one (gpugen_isl_ctx));
      lo = default_outside (lo, params, 0);
      ext = default_outside (ext, params, 0);
      lo = isl_pw_aff_intersect_params (lo, isl_set_copy (scop->context));
      ext = isl_pw_aff_intersect_params (ext, isl_set_copy (scop->context));
      isl_ast_expr *lo_e = isl_ast_build_expr_from_pw_aff (build, lo);
      isl_ast_expr *ext_e = isl_ast_build_expr_from_pw_aff (build, ext);
      t->box_lo.safe_push (lo_e);
      t->box_ext.safe_push (ext_e);
      if (!lo_e || !ext_e)
	break;
      t->hi = isl_ast_expr_mul (t->hi, isl_ast_expr_copy (ext_e));
    }
  isl_set_free (params);
  isl_set_free (e);
  return (t->hi && (int) t->box_lo.length () == a->n_dims
	  && t->box_lo.last () && t->box_ext.last ());
}

/* Build the transfers and the run-time check of SCOP's code generation
   state, with expressions in BUILD (a build over the parameters whose
   context does not include the assumptions).  */

enum gpugen_reject
gpugen_memory_transfers (gpugen_scop *scop, isl_ast_build *build)
{
  gpugen_codegen *cg = scop->cg;
  for (gpugen_array *a : scop->arrays)
    {
      if (a->kind != GPUGEN_ARRAY_MEMORY && !a->device_p)
	continue;
      if (a->kind == GPUGEN_ARRAY_MEMORY && gpugen_reduce_gaps_p (a->base)
	  && !partials_fill_p (scop, a))
	{
	  if (dump_file)
	    fprintf (dump_file, "[gpugen-memory] SCoP %d: the partials %s "
		     "may leave gaps\n", scop->id, a->name);
	  gpugen_set_culprit (scop, "the rows of a reduction may leave "
			      "gaps in its partial results (the loop of its "
			      "rows has another exit)");
	  return GPUGEN_REJECT_MAP;
	}
      else if (a->kind == GPUGEN_ARRAY_MEMORY && gpugen_reduce_gaps_p (a->base)
	       && dump_file)
	fprintf (dump_file, "[gpugen-memory] SCoP %d: the partials %s fill "
		 "the range the fold reads\n", scop->id, a->name);
      gpugen_transfer t;
      bool ok = (a->kind == GPUGEN_ARRAY_MEMORY
		 ? build_transfer (scop, a, build, &t)
		 : build_scalar_buffer (scop, a, build, &t));
      if (ok && a->kind == GPUGEN_ARRAY_MEMORY && a->priv_depth > 0)
	ok = gpugen_private_transfer (scop, a, build, &t);
      cg->transfers.safe_push (t);
      if (!ok)
	{
	  if (dump_file)
	    fprintf (dump_file, "[gpugen-memory] SCoP %d: no transfer for "
		     "%s\n", scop->id, a->name);
	  char *what = gpugen_array_culprit (scop, a);
	  gpugen_set_culprit (scop, "no copy to and from the GPU can be "
			      "built for %s", what);
	  free (what);
	  return GPUGEN_REJECT_MAP;
	}
    }
  if (scop->assumptions)
    {
      cg->check = isl_ast_build_expr_from_set (
	build, isl_set_copy (scop->assumptions));
      if (!cg->check)
	return GPUGEN_REJECT_ISL;
    }
  if (dump_file)
    for (gpugen_transfer &t : cg->transfers)
      {
	char *lo = isl_ast_expr_to_C_str (t.lo);
	char *hi = isl_ast_expr_to_C_str (t.hi);
	fprintf (dump_file, "gpugen: SCoP %d transfer %s: elements %s .. %s"
		 "%s%s%s%s\n", scop->id, t.array->name, lo, hi,
		 t.copy_in ? ", in" : "", t.copy_out ? ", out" : "",
		 t.array->kind != GPUGEN_ARRAY_MEMORY ? ", device scalar" : "",
		 t.array->snapshot_of ? ", snapshot filled on the device"
		 : "");
	free (lo);
	free (hi);
	if (t.row_hi)
	  fprintf (dump_file, "gpugen: SCoP %d transfer %s: elements below "
		   HOST_WIDE_INT_PRINT_DEC " (offsets computed in a narrow "
		   "wrapping type), checked at run time\n", scop->id,
		   t.array->name, t.array->narrow_end);
	if (t.size)
	  {
	    char *size = isl_ast_expr_to_C_str (t.size);
	    fprintf (dump_file, "gpugen: SCoP %d transfer %s: a copy per "
		     "iteration of %d loops, buffer of %s elements\n",
		     scop->id, t.array->name, t.array->priv_depth, size);
	    free (size);
	  }
      }
  return GPUGEN_OK;
}
