/* Delinearization of arrays of fixed shape for gpugen.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Fortran arrays of fixed shape (module and COMMON arrays, explicit-
   shape locals, derived-type components such as f%x(100, 100)) reach
   GIMPLE linearized: p(i, j) of a real(8) p(100, 100) is p[i + 100 * j
   - 101], an affine subscript that the model takes as one-dimensional.
   With loops to a run-time bound n, iterations (i, j) and (i + 100,
   j - 1) may then touch one element, and the outer loop of a nest that
   writes p is not parallel.  Such an array is split by the constant
   strides of its counters (1 and 100; 1, 100 and 10000), each dividing
   the next and all of its references agreeing, as gpugen-delin.cc
   splits parametric strides: the inner subscripts within their
   dimensions (here n <= 100, which every valid Fortran program meets)
   become an assumption of the SCoP, checked at run time, the host path
   running where it fails.  Only arrays that the region writes, whose
   declared size is a multiple of the strides' product, and only where
   the assumption frees a loop of the dependences among the array's
   references: not where it always holds (nothing to gain), nor for a
   C array a[2 * i] (one stride) or a stencil over b[i + 100 * j] read
   only, whose one-dimensional accesses carry nothing.  A time loop
   whose exit is tested on the host between its steps (gpugen-
   hostexit.cc) is split the same way: its steps become kernels over
   the rows, launched by the host loop.  */

#include "gpugen-model.h"
#include "gpugen-poly.h"

/* For the references REFS of an array, all affine: check that the
   magnitudes of the counters' coefficients in their offsets are 1 and a
   chain of constant strides 1 < S1 < S2 ..., each dividing the next
   (p(i, j) of a real(8) p(100, 100) at offset i + 100 * j), and fill U
   with the sizes S1, S2 / S1, ..., innermost first, *NU with their
   number.  A parametric coefficient, or offsets without a unit stride
   and another one (a[2 * i]: nothing to split), make it false.  */

static bool
fixed_strides (vec<gpugen_delin_ref *> &refs, dim_unit *u, int *nu)
{
  HOST_WIDE_INT s[MAX_DEPTH];
  int ns = 0;
  bool unit = false;
  for (gpugen_delin_ref *r : refs)
    for (int k = 0; k < MAX_DEPTH; k++)
      {
	const poly &off = r->off->off;
	HOST_WIDE_INT c = 0;
	for (int i = 0; i < off.n; i++)
	  if (off.t[i].iv == k && off.t[i].np)
	    return false;
	  else if (off.t[i].iv == k)
	    c = off.t[i].coef;
	if (c == HOST_WIDE_INT_MIN)
	  return false;
	c = c < 0 ? -c : c;
	unit |= c == 1;
	bool seen = c <= 1;
	for (int i = 0; i < ns; i++)
	  seen |= s[i] == c;
	if (seen)
	  continue;
	if (ns == MAX_DEPTH - 1)
	  return false;
	s[ns++] = c;
      }
  if (!unit || ns == 0)
    return false;
  /* A few strides: insertion sort.  */
  for (int i = 1; i < ns; i++)
    for (int j = i; j > 0 && s[j - 1] > s[j]; j--)
      std::swap (s[j - 1], s[j]);
  for (int d = 0; d < ns; d++)
    {
      if (d > 0 && s[d] % s[d - 1])
	return false;
      HOST_WIDE_INT q = d > 0 ? s[d] / s[d - 1] : s[0];
      u[d].p = poly_const (q);
      u[d].leaf = -1;
      u[d].name = NULL_TREE;
      u[d].cst = q;
    }
  *nu = ns;
  return true;
}

/* Whether the conditions OK on the parameters free a loop of the
   region of the dependences among the references REFS, each with its
   one-dimensional access: without them some pair of a write and
   another reference touches one element in two iterations that agree
   on the counters outside the loop and differ on its own, with them no
   pair does.  */

static bool
loop_freed_p (vec<gpugen_delin_ref *> &refs, isl_set *ok)
{
  /* Per loop: 1 when it carries such a dependence without OK, 2 with
     OK.  */
  auto_vec<class loop *> loops;
  auto_vec<int> carried;
  for (gpugen_delin_ref *a : refs)
    for (gpugen_delin_ref *b : refs)
      {
	if (!a->write && !b->write)
	  continue;
	isl_map *ra = isl_map_intersect_domain (
	  isl_map_copy (a->off->acc->rel), isl_set_copy (a->s->domain));
	isl_map *rb = isl_map_intersect_domain (
	  isl_map_copy (b->off->acc->rel), isl_set_copy (b->s->domain));
	ra = isl_map_align_params (ra, isl_map_get_space (rb));
	rb = isl_map_align_params (rb, isl_map_get_space (ra));
	isl_map *same = isl_map_apply_range (ra, isl_map_reverse (rb));
	for (unsigned k = 0; (k < a->s->loops.length ()
			      && k < b->s->loops.length ()
			      && a->s->loops[k] == b->s->loops[k]); k++)
	  {
	    isl_map *lt = isl_map_order_lt (isl_map_copy (same), isl_dim_in,
					    k, isl_dim_out, k);
	    isl_map *gt = isl_map_order_gt (isl_map_copy (same), isl_dim_in,
					    k, isl_dim_out, k);
	    isl_map *dep = isl_map_union (lt, gt);
	    int flags = 0;
	    if (isl_map_is_empty (dep) == isl_bool_false)
	      flags |= 1;
	    isl_set *p = isl_set_align_params (isl_set_copy (ok),
					       isl_map_get_space (dep));
	    dep = isl_map_intersect_params (dep, p);
	    if (isl_map_is_empty (dep) == isl_bool_false)
	      flags |= 2;
	    isl_map_free (dep);
	    unsigned j;
	    for (j = 0; j < loops.length (); j++)
	      if (loops[j] == a->s->loops[k])
		break;
	    if (j == loops.length ())
	      {
		loops.safe_push (a->s->loops[k]);
		carried.safe_push (0);
	      }
	    carried[j] |= flags;
	    same = isl_map_equate (same, isl_dim_in, k, isl_dim_out, k);
	  }
	isl_map_free (same);
      }
  for (int c : carried)
    if (c == 1)
      return true;
  return false;
}

/* Whether the memory array A of MB's SCoP may be split by constant
   strides: a declared object (a variable, or a component of a
   structure) of known size, whose accesses, all one-dimensional affine
   functions, give some counter the coefficient 1 or -1 and another a
   larger one.  Checked on the access relations, so that arrays reached
   through pointers and descriptors are never converted to polys here
   (whose conversion records their descriptors).  */

static bool
fixed_candidate_p (model_builder *mb, gpugen_array *a)
{
  if (a->dim_sizes[0] <= 0 || a->extent_params
      || !(DECL_P (a->base) || TREE_CODE (a->base) == COMPONENT_REF))
    return false;
  bool unit = false, other = false;
  for (gpugen_stmt *s : mb->scop->stmts)
    for (gpugen_access *acc : s->accesses)
      {
	if (acc->array != a)
	  continue;
	isl_pw_multi_aff *pma = isl_map_as_pw_multi_aff (isl_map_copy (acc->rel));
	if (isl_pw_multi_aff_isa_multi_aff (pma) != isl_bool_true)
	  {
	    isl_pw_multi_aff_free (pma);
	    return false;
	  }
	isl_multi_aff *ma = isl_pw_multi_aff_as_multi_aff (pma);
	isl_aff *aff = isl_multi_aff_get_at (ma, 0);
	isl_multi_aff_free (ma);
	isl_size n = isl_aff_dim (aff, isl_dim_in);
	for (int k = 0; k < n; k++)
	  {
	    isl_val *v = isl_aff_get_coefficient_val (aff, isl_dim_in, k);
	    if (isl_val_is_one (v) || isl_val_is_negone (v))
	      unit = true;
	    else if (!isl_val_is_zero (v))
	      other = true;
	    isl_val_free (v);
	  }
	isl_aff_free (aff);
      }
  return unit && other;
}

/* Delinearize the memory array A of MB's SCoP, one-dimensional with
   affine accesses only, by constant strides (fixed_strides) that the
   size of its declaration confirms (a multiple of their product),
   where this frees a loop of dependences (loop_freed_p): the subscripts
   within their dimensions become an assumption of the SCoP, as for
   parametric sizes.  The nest over p(i, j) of a real(8) p(100, 100)
   for i, j up to n, at offset i + 100 * j, runs its outer loop in
   parallel for n <= 100.  Leave A as it is otherwise.  */

void
gpugen_delin_fixed (model_builder *mb, gpugen_array *a)
{
  if (!fixed_candidate_p (mb, a))
    return;
  unsigned np = mb->scop->params.length ();
  isl_set *saved = (mb->scop->assumptions
		    ? isl_set_copy (mb->scop->assumptions) : NULL);
  auto_vec<gpugen_delin_ref> conv;
  bool ok = convert_affine_accesses (mb, a, &conv);
  auto_vec<gpugen_delin_ref *> refs;
  for (gpugen_delin_ref &r : conv)
    refs.safe_push (&r);
  dim_unit u[MAX_DEPTH];
  int nu = 0;
  HOST_WIDE_INT prod = 1;
  ok = ok && !refs.is_empty () && fixed_strides (refs, u, &nu);
  for (int d = 0; ok && d < nu; d++)
    ok = !__builtin_mul_overflow (prod, u[d].cst, &prod);
  ok = ok && a->dim_sizes[0] > 0 && a->dim_sizes[0] % prod == 0;

  lin *subs = XNEWVEC (lin, refs.length () * MAX_DEPTH);
  auto_vec<const named_poly *> names;
  int size[MAX_DEPTH];
  isl_set *assumed = NULL;
  bool always = false;
  ok = (ok && split_all (refs, u, nu, subs, names, NULL) == 0
	&& split_assumptions (mb, refs, u, nu, subs, size, &assumed, &always)
	&& !always && isl_set_is_empty (assumed) == isl_bool_false
	&& loop_freed_p (refs, assumed));
  if (ok && dump_file)
    {
      fprintf (dump_file, "[gpugen-delin] fixed-shape array %s: ["
	       HOST_WIDE_INT_PRINT_DEC "]", a->name, a->dim_sizes[0] / prod);
      for (int d = nu - 1; d >= 0; d--)
	fprintf (dump_file, "[" HOST_WIDE_INT_PRINT_DEC "]", u[d].cst);
      char *str = isl_set_to_str (assumed);
      fprintf (dump_file, " for %s\n", str);
      free (str);
    }
  isl_set_free (assumed);
  if (ok)
    ok = (split_all (refs, u, nu, subs, names, NULL) == 0
	  && commit_array (mb, a, a->base, refs, u, nu, subs,
			   a->dim_sizes[0] / prod));
  free (subs);
  for (gpugen_delin_ref &r : conv)
    free (r.off);
  if (ok)
    {
      isl_set_free (saved);
      return;
    }
  /* Forget what the conversions added.  */
  mb->scop->params.truncate (np);
  isl_set_free (mb->scop->assumptions);
  mb->scop->assumptions = saved;
}
