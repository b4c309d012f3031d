/* Profitability estimates of gpugen regions.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Whether a region is worth the device depends on its parameters: a
   matrix product of order 8 is not, one of order 2000 is.  The runtime
   decides at each execution (runtime/profit.c) from estimates that the
   region's host code computes from the parameter values just before
   entering it (gpugen-host.cc emits one __gpugen_region_estimate call
   per kernel).  This stage builds, per kernel, three isl expressions
   over the SCoP's parameters:

   - its work: the sum over the statements it runs of the number of
     points in the bounding box of the statement's instances (the
     product over dimensions of max - min + 1, and 0 when the domain is
     empty), over the dimensions that the domain's equalities leave
     free (gpugen_profit_box_points): exact for rectangular loops, up
     to d! times the count for triangular ones, which errs the same way
     for the host and the device, and is cheap where isl's card is
     not;
   - its launches: the points of the bounding box of its host domain
     (the host iterations that launch it), 1 for a kernel outside every
     host loop;
   - its width, the threads per launch: per mapped axis, the largest
     value of the mapped member over every launch, plus one, at most
     the GRID_MAX blocks of the axis times its block size (the grid
     never exceeds that: threads stride beyond it), divided, for a
     tiled kernel, by the values each thread runs per tile; 1 for a
     kernel with no mapped axis, which one thread runs.

   The bytes the region copies come from its transfers (gpugen-host.cc
   adds their extents); the bytes the host path reads and writes from
   the bounding boxes of the elements each array's accesses touch
   (gpugen_memory_touched's sets, estimate_touched), which are fewer
   where the region uses part of each row copied.  Each extent is a "long" isl expression built
   with isl_ast_build_expr_from_pw_aff; sums and products of extents are
   isl_ast_expr_add and isl_ast_expr_mul nodes that gpugen-host.cc
   evaluates in double, so that no product can overflow.

   The stage runs after mapping under its own isl quota; any failure
   (an unbounded dimension, the quota, an isl error) leaves the kernel
   without estimates, and its region is then always offloaded, as
   before this stage.  It never rejects a region.  */

#include "gpugen.h"

/* The expression of the constant V.  */

static isl_ast_expr *
const_expr (long v)
{
  return isl_ast_expr_from_val (isl_val_int_from_si (gpugen_isl_ctx, v));
}

/* Return the "long" expression of PA, a function of the parameters only,
   or NULL.  PA is taken.  */

static isl_ast_expr *
param_expr (__isl_take isl_pw_aff *pa)
{
  if (!pa || isl_pw_aff_involves_nan (pa) != isl_bool_false)
    {
      isl_pw_aff_free (pa);
      return NULL;
    }
  pa = isl_pw_aff_coalesce (pa);
  isl_space *sp = isl_space_params (isl_pw_aff_get_domain_space (pa));
  isl_ast_build *build = isl_ast_build_from_context (isl_set_universe (sp));
  isl_ast_expr *e = isl_ast_build_expr_from_pw_aff (build, pa);
  isl_ast_build_free (build);
  return e;
}

/* Return PA where it is defined and at least 0, and 0 elsewhere on the
   parameters' universe.  PA is taken.  */

static __isl_give isl_pw_aff *
nonneg_total (__isl_take isl_pw_aff *pa)
{
  if (!pa)
    return NULL;
  isl_set *all = isl_set_universe (isl_pw_aff_get_domain_space (pa));
  isl_pw_aff *zero = isl_pw_aff_val_on_domain (all,
					       isl_val_zero (gpugen_isl_ctx));
  return isl_pw_aff_union_max (pa, zero);
}

/* Multiply *PROD by E (taken); a NULL factor makes *PROD NULL.  */

static void
mul_into (isl_ast_expr **prod, __isl_take isl_ast_expr *e)
{
  if (!*prod || !e)
    {
      isl_ast_expr_free (*prod);
      isl_ast_expr_free (e);
      *prod = NULL;
      return;
    }
  *prod = isl_ast_expr_mul (*prod, e);
}

/* Return the number of points of the bounding box of S, as an
   expression of the parameters, or NULL.  S is kept.  */

static isl_ast_expr *
box_points (isl_set *s)
{
  isl_size n = isl_set_dim (s, isl_dim_set);
  if (n < 0)
    return NULL;
  isl_ast_expr *prod = const_expr (1);
  for (int i = 0; i < n && prod; i++)
    {
      isl_pw_aff *mx = isl_set_dim_max (isl_set_copy (s), i);
      isl_pw_aff *mn = isl_set_dim_min (isl_set_copy (s), i);
      if (!mx || !mn || isl_pw_aff_involves_nan (mx) != isl_bool_false
	  || isl_pw_aff_involves_nan (mn) != isl_bool_false)
	{
	  isl_pw_aff_free (mx);
	  isl_pw_aff_free (mn);
	  mul_into (&prod, NULL);
	  break;
	}
      isl_pw_aff *ext = isl_pw_aff_sub (mx, mn);
      ext = isl_pw_aff_add_constant_val (ext, isl_val_one (gpugen_isl_ctx));
      mul_into (&prod, param_expr (nonneg_total (ext)));
    }
  /* An empty set has no points, even with no dimensions.  */
  if (prod && n == 0 && isl_set_is_empty (s) != isl_bool_false)
    {
      isl_ast_expr_free (prod);
      prod = const_expr (0);
    }
  return prod;
}

/* Return the set dimension of S that an equality of its affine hull
   gives, with a coefficient of 1 or -1 and no existential variable, as
   a function of the other dimensions and the parameters; -1 where none
   does, -2 on an isl failure.  S is kept.  */

static int
determined_dim (isl_set *s)
{
  isl_basic_set *hull = isl_set_affine_hull (isl_set_copy (s));
  if (!hull)
    return -2;
  isl_size nd = isl_basic_set_dim (hull, isl_dim_set);
  isl_size ndiv = isl_basic_set_dim (hull, isl_dim_div);
  isl_constraint_list *cl = isl_basic_set_get_constraint_list (hull);
  isl_size nc = isl_constraint_list_n_constraint (cl);
  isl_basic_set_free (hull);
  if (nd < 0 || ndiv < 0 || nc < 0)
    {
      isl_constraint_list_free (cl);
      return -2;
    }
  int dim = -1;
  for (int c = 0; c < nc && dim < 0; c++)
    {
      isl_constraint *k = isl_constraint_list_get_constraint (cl, c);
      if (isl_constraint_is_equality (k) == isl_bool_true
	  && isl_constraint_involves_dims (k, isl_dim_div, 0, ndiv)
	     == isl_bool_false)
	for (int d = nd - 1; d >= 0 && dim < 0; d--)
	  {
	    isl_val *v = isl_constraint_get_coefficient_val (k, isl_dim_set,
							     d);
	    if (isl_val_is_one (v) == isl_bool_true
		|| isl_val_is_negone (v) == isl_bool_true)
	      dim = d;
	    isl_val_free (v);
	  }
      isl_constraint_free (k);
    }
  isl_constraint_list_free (cl);
  return dim;
}

/* Return the number of points of the bounding box of S, as an
   expression of the parameters, or NULL.  S is kept.

   The dimensions that S's equalities give as functions of the others
   are projected out first (determined_dim): the projection is one to
   one on S, so it has as many points, and its box is the box of S
   divided by those dimensions' extents (but for one, kept).  A piece
   of a statement that index-set splitting put on a hyperplane
   (Floyd-Warshall's "i == k" and "j == k", gpugen-indexset.cc) then
   counts the n^2 or n points of its box in (k, j) or (k), not the n^3
   of its box in (k, i, j), which made the diagonal element's kernel,
   one thread launched n times, look like one thread running n^3
   instances.  */

isl_ast_expr *
gpugen_profit_box_points (isl_set *s)
{
  s = isl_set_copy (s);
  /* One dimension stays, so that the box says where S is empty (its
     extent, 1 or 0 there, over the parameters).  */
  while (isl_set_dim (s, isl_dim_set) > 1)
    {
      int d = determined_dim (s);
      if (d == -2)
	{
	  isl_set_free (s);
	  return NULL;
	}
      if (d < 0)
	break;
      s = isl_set_project_out (s, isl_dim_set, d, 1);
    }
  isl_ast_expr *prod = box_points (s);
  isl_set_free (s);
  return prod;
}

/* Add the bounding box of S (taken) to the sum *USER (an isl_ast_expr
   **; NULL after a failure); isl_union_set_foreach_set's callback.  */

static isl_stat
add_box (__isl_take isl_set *s, void *user)
{
  isl_ast_expr **sum = (isl_ast_expr **) user;
  isl_ast_expr *e = gpugen_profit_box_points (s);
  isl_set_free (s);
  if (!e || !*sum)
    {
      isl_ast_expr_free (e);
      isl_ast_expr_free (*sum);
      *sum = NULL;
      return isl_stat_error;
    }
  *sum = isl_ast_expr_add (*sum, e);
  return isl_stat_ok;
}

/* Return the width of KERNEL: its threads per launch (see the head of
   this file), or NULL.  */

static isl_ast_expr *
kernel_width (gpugen_kernel *kernel)
{
  isl_ast_expr *prod = const_expr (1);
  for (int a = 0; a < kernel->n_map && prod; a++)
    {
      long most = (long) kernel->grid_max[a] * kernel->block[a];
      if (!kernel->vmax[a] || !kernel->host_domain)
	{
	  mul_into (&prod, const_expr (most));
	  continue;
	}
      /* The largest value over the host domain: the range of the
	 relation host iteration -> largest value, maximized.  */
      isl_set *hd = isl_set_reset_tuple_id (isl_set_copy (kernel->host_domain));
      isl_map *rel = isl_map_from_pw_aff (isl_pw_aff_copy (kernel->vmax[a]));
      rel = isl_map_reset_tuple_id (rel, isl_dim_in);
      rel = isl_map_align_params (rel, isl_set_get_space (hd));
      hd = isl_set_align_params (hd, isl_map_get_space (rel));
      rel = isl_map_intersect_domain (rel, hd);
      isl_pw_aff *mx = isl_set_dim_max (isl_map_range (rel), 0);
      if (mx && isl_pw_aff_involves_nan (mx) != isl_bool_false)
	{
	  isl_pw_aff_free (mx);
	  mx = NULL;
	}
      if (!mx)
	{
	  mul_into (&prod, NULL);
	  break;
	}
      mx = isl_pw_aff_add_constant_val (mx, isl_val_one (gpugen_isl_ctx));
      /* A tiled kernel's thread runs SIZE / BLOCK values of the member
	 per tile (gpugen_tiling): the values, at most G tiles of SIZE,
	 over that many per thread.  */
      long per_thread = 1, size = 0;
      if (kernel->tiling && kernel->tiling->axis_member[a] >= 0
	  && kernel->tiling->axis_member[a]
	     < (int) kernel->tiling->sizes.length ())
	size = kernel->tiling->sizes[kernel->tiling->axis_member[a]];
      if (size > kernel->block[a] && kernel->block[a] > 0)
	{
	  per_thread = size / kernel->block[a];
	  most = (long) kernel->grid_max[a] * size;
	}
      isl_pw_aff *cap = isl_pw_aff_val_on_domain (
	isl_set_universe (isl_pw_aff_get_domain_space (mx)),
	isl_val_int_from_si (gpugen_isl_ctx, most));
      mx = isl_pw_aff_min (mx, cap);
      if (per_thread > 1)
	mx = isl_pw_aff_ceil (isl_pw_aff_scale_down_val (
	  mx, isl_val_int_from_si (gpugen_isl_ctx, per_thread)));
      mul_into (&prod, param_expr (nonneg_total (mx)));
    }
  return prod;
}

/* Estimate KERNEL's launches, work and width (see the head of this
   file); leave each NULL on failure.  */

static void
estimate_kernel (gpugen_kernel *kernel)
{
  if (kernel->instances)
    {
      isl_ast_expr *work = const_expr (0);
      if (isl_union_set_foreach_set (kernel->instances, add_box, &work) < 0)
	{
	  isl_ast_expr_free (work);
	  work = NULL;
	}
      kernel->est_work = work;
    }
  if (kernel->n_host == 0)
    kernel->est_launches = const_expr (1);
  else if (kernel->host_domain)
    kernel->est_launches = gpugen_profit_box_points (kernel->host_domain);
  kernel->est_width = kernel_width (kernel);
}

/* Set the touched elements of every transfer of SCOP's memory arrays
   that copies (gpugen_transfer's TOUCHED); a failure leaves one NULL,
   and the estimate then counts the elements copied.  */

static void
estimate_touched (gpugen_scop *scop)
{
  for (gpugen_transfer &t : scop->cg->transfers)
    {
      if (t.array->kind != GPUGEN_ARRAY_MEMORY || t.array->n_dims == 0
	  || (!t.copy_in && !t.copy_out) || t.touched)
	continue;
      isl_set *e = gpugen_memory_touched (scop, t.array);
      if (!e)
	continue;
      t.touched = gpugen_profit_box_points (e);
      isl_set_free (e);
      if (dump_file && t.touched)
	{
	  char *c = isl_ast_expr_to_C_str (t.touched);
	  fprintf (dump_file, "[gpugen-profit] SCoP %d: %s touches %s "
		   "elements\n", scop->id, t.array->name, c);
	  free (c);
	}
    }
}

/* Estimate every kernel of SCOP, whose mapping succeeded, and the
   elements each array touches.  A kernel whose estimates are incomplete
   gets none, and the dump says so.  */

void
gpugen_profit_estimate (gpugen_scop *scop)
{
  if (!scop->cg)
    return;
  for (gpugen_kernel *k : scop->cg->kernels)
    {
      if (!k)
	continue;
      estimate_kernel (k);
      if (!k->est_work || !k->est_launches || !k->est_width)
	{
	  isl_ast_expr_free (k->est_work);
	  isl_ast_expr_free (k->est_launches);
	  isl_ast_expr_free (k->est_width);
	  k->est_work = k->est_launches = k->est_width = NULL;
	  if (dump_file)
	    fprintf (dump_file, "[gpugen-profit] SCoP %d kernel %d: no "
		     "estimate; the region is always offloaded\n", scop->id,
		     k->id);
	  continue;
	}
      if (dump_file)
	{
	  char *w = isl_ast_expr_to_C_str (k->est_work);
	  char *l = isl_ast_expr_to_C_str (k->est_launches);
	  char *t = isl_ast_expr_to_C_str (k->est_width);
	  fprintf (dump_file, "[gpugen-profit] SCoP %d kernel %d: work %s, "
		   "launches %s, width %s\n", scop->id, k->id, w, l, t);
	  free (w);
	  free (l);
	  free (t);
	}
    }
  estimate_touched (scop);
}

/* Free what KERNEL holds for this stage.  */

void
gpugen_profit_free (gpugen_kernel *kernel)
{
  isl_union_set_free (kernel->instances);
  isl_set_free (kernel->host_domain);
  for (int a = 0; a < 2; a++)
    isl_pw_aff_free (kernel->vmax[a]);
  isl_ast_expr_free (kernel->est_work);
  isl_ast_expr_free (kernel->est_launches);
  isl_ast_expr_free (kernel->est_width);
  kernel->instances = NULL;
  kernel->host_domain = NULL;
  kernel->vmax[0] = kernel->vmax[1] = NULL;
  kernel->est_work = kernel->est_launches = kernel->est_width = NULL;
}
