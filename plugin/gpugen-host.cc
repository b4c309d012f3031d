/* GIMPLE host code for offloaded regions.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gpugen_host_generate versions a region in GIMPLE, in SSA form, inside
   the loop pipeline.  With P the source of the region's entry edge, E
   its destination and J the block the device path joins, the CFG
   becomes

     P -> T:  if (CHECKS)                       else -> F
	  T2: __gpugen_region_estimate (bytes, launches, work, width);
	      (one per kernel, from gpugen-profit.cc's estimates)
	      if (__gpugen_region_enter (3, &image, "file.c:12"))
						     else -> F
	  D:  d_A = __gpugen_region_alloc (...); copies in;
	      the host AST: loops, conditions, launches;
	      copies out
	  X:  if (__gpugen_region_exit ()) -> J       else -> F
	  F:  (no statement, no PHI) -> E: the original region -> exit_bb

   CHECKS is gpugen-hostexpr.cc's checks_tree, emitted by emit_checks in
   two steps: the model's checks, whose answer __gpugen_region_checked
   counts for GPUGEN_PROFILE, then host_range_tree's host memory checks,
   gated by that answer.
   F is the target of every fallback edge, so the original region is
   untouched and still has a single entry.  (Once every region of the
   function is generated, gpugen-hostvec.cc versions the loop nests of
   the original region on whether F was reached from T's false edge,
   and marks for the vectorizer the loops of the copy that runs when
   CHECKS passed.)  J is a new block on the
   region's exit edge when the region leaves through one edge (it then
   also keeps the next region of the function single-entry when that one
   starts at exit_bb), exit_bb itself otherwise.

   Everything that can fail is checked before the IL changes: the shape
   of the region (it may have been touched by the versioning of an
   earlier region of the same function), the values that leave it (a
   non-virtual PHI of exit_bb must receive the same value from every
   region edge, one defined outside the region, or be dead; no other
   use of a value defined in the region may be outside it), and every
   isl expression and node of the host AST.  The last is a dry run of
   the very walker that then emits the code (struct host_gen, DRY set):
   the same isl trees are translated in both runs, only the trees that
   stand for loop iterators and device pointers differ.

   isl expressions become GENERIC trees computed in "long", with
   booleans for conditions, then are gimplified where they are needed
   (force_gimple_operand_gsi); every use translates the isl tree again,
   as gimplification modifies its input.  A host "for" node becomes a
   guarded do-while loop with its own struct loop: guard "if
   (COND[iv := init])", header with "iv = PHI <init, iv_next>", the body,
   a tail "iv_next = iv + inc; if (COND[iv := iv_next])" and an empty
   latch, so that isl's conditions of any shape are supported.  A kernel
   mark becomes the stores of the kernel's arguments into a local array
   of 8-byte slots and a call of __gpugen_region_launch; the mark's child
   (the kernel body) is never visited.  In a region whose time loop
   tests an exit on data (gpugen-hostexit.cc), the outermost "for" is
   that loop: the test ends its body, with an edge out of it, and is
   made once before the host AST on the values from before the region
   where the program makes it there (gpugen-exittest.cc); the iteration
   where the loop left is noted in a variable, from which the values
   the loop leaves are computed after it, for the PHIs of exit_bb or of
   J that receive them from the device path.

   The new calls and stores have bare virtual operands: the function's
   virtual operands are marked for renaming and the driver's
   TODO_update_ssa rebuilds them, PHIs included.  New blocks are added
   to the loop containing the region, new loops are linked below it, and
   LOOPS_NEED_FIXUP lets the loop optimizer check the rest.  Dominance
   information is freed before the CFG changes.  */

#include "gpugen.h"
#include "cgraph.h"
#include "gimplify-me.h"
#include "tree-into-ssa.h"
#include "cfghooks.h"
#include "cfgloopmanip.h"
#include "gpugen-host.h"

/* Their FUNCTION_DECLs, built once per unit; a GC root (RT_ROOTS).  */

static tree rt_decls[RT_MAX];

/* The GC roots of this file: RT_DECLS.  */

static const struct ggc_root_tab rt_roots[] = {
  { &rt_decls[0], RT_MAX, sizeof (rt_decls[0]), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

/* Return the FUNCTION_DECL of the runtime entry point FN, declaring all
   of them (external, public, nothrow) on first use.  */

tree
rt_decl (enum rt_fn fn)
{
  if (!rt_decls[0])
    {
      tree cptr = const_ptr_type_node, ptr = ptr_type_node;
      tree uns = unsigned_type_node, sz = size_type_node;
      tree lng = long_integer_type_node, in = integer_type_node;
      tree dbl = double_type_node;
      tree copy = build_function_type_list (void_type_node, ptr, cptr, sz,
					    sz, NULL_TREE);
      tree types[RT_MAX] = {
	build_function_type_list (in, uns, cptr, cptr, NULL_TREE),
	build_function_type_list (ptr, sz, NULL_TREE),
	copy,
	build_function_type_list (void_type_node, cptr, uns, lng, lng, uns,
				  uns, uns, uns, ptr, NULL_TREE),
	copy,
	build_function_type_list (in, NULL_TREE),
	build_function_type_list (void_type_node, dbl, dbl, dbl, dbl,
				  NULL_TREE),
	copy,
	copy,
	build_function_type_list (in, ptr, cptr, sz, NULL_TREE),
	build_function_type_list (in, cptr, cptr, sz, sz, in, NULL_TREE),
	build_function_type_list (in, uns, ptr, cptr, cptr, cptr, sz, sz,
				  NULL_TREE),
	build_function_type_list (in, cptr, in, NULL_TREE),
	build_function_type_list (in, cptr, in, NULL_TREE),
	build_function_type_list (void_type_node, dbl, NULL_TREE),
	build_function_type_list (void_type_node, dbl, NULL_TREE),
	build_function_type_list (void_type_node, dbl, dbl, NULL_TREE)
      };
      static const char *const names[RT_MAX] = {
	"__gpugen_region_enter", "__gpugen_region_alloc",
	"__gpugen_region_copy_in", "__gpugen_region_launch",
	"__gpugen_region_copy_out", "__gpugen_region_exit",
	"__gpugen_region_estimate", "__gpugen_region_copy_device",
	"__gpugen_region_prefault", "__gpugen_region_read",
	"__gpugen_region_host_range_ok", "__gpugen_region_fold",
	"__gpugen_region_checked", "__gpugen_region_host_checked",
	"__gpugen_region_estimate_host", "__gpugen_region_estimate_steps",
	"__gpugen_region_steps"
      };
      /* build_fn_decl makes them external, public, artificial and
	 nothrow; the assembler name is the plain name in C++ too.  */
      for (int i = 0; i < RT_MAX; i++)
	{
	  rt_decls[i] = build_fn_decl (names[i], types[i]);
	  SET_DECL_ASSEMBLER_NAME (rt_decls[i], get_identifier (names[i]));
	}
      ggc_register_root_tab (rt_roots);
    }
  return rt_decls[fn];
}

/* Emit the computation of the GENERIC tree T at the end of BB and return
   the GIMPLE value that holds it.  */

static tree
emit_value (basic_block bb, tree t)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  return force_gimple_operand_gsi (&gsi, t, true, NULL_TREE, false,
				   GSI_CONTINUE_LINKING);
}

/* Append STMT to BB.  */

static void
emit_stmt (basic_block bb, gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_after (&gsi, stmt, GSI_NEW_STMT);
}

/* End BB with "if (VALUE != 0)", VALUE being a GENERIC tree evaluated
   there; the edge TRUE_E becomes the true edge and FALSE_E the false
   one, with PROB the probability of the true edge.  */

static void
emit_cond (basic_block bb, tree value, edge true_e, edge false_e,
	   profile_probability prob)
{
  tree v = emit_value (bb, value);
  gcond *c = gimple_build_cond (NE_EXPR, v, build_zero_cst (TREE_TYPE (v)),
				NULL_TREE, NULL_TREE);
  emit_stmt (bb, c);
  true_e->flags &= ~EDGE_FALLTHRU;
  true_e->flags |= EDGE_TRUE_VALUE;
  false_e->flags &= ~EDGE_FALLTHRU;
  false_e->flags |= EDGE_FALSE_VALUE;
  true_e->probability = prob;
  false_e->probability = prob.invert ();
}

/* Return the GENERIC condition CHECKS of the region of HG (see the head
   of this file), emitting its first part at the end of BB: the model's
   checks (assumptions, transfer bounds, aliasing) are passed to
   __gpugen_region_checked, which counts their failure for
   GPUGEN_PROFILE ("by the run-time checks"), and its answer gates the
   host memory checks that follow (gpugen-hostexpr.cc's host_range_tree),
   which would otherwise look at ranges computed from parameters the
   model's checks rejected, and count those executions "by the host
   memory check".  The host memory checks' answer is passed in turn to
   __gpugen_region_host_checked, which counts an execution they send to
   the host once, "by the host memory check".  Where either part has no
   check that can fail, its call is not made.  The dry run has built
   both parts; should either fail now, the condition is false and the
   region runs on the host.  */

static tree
emit_checks (host_gen *hg, basic_block bb)
{
  tree model = model_checks_tree (hg);
  if (!model)
    return boolean_false_node;
  tree ok = NULL_TREE;
  if (!integer_onep (model))
    ok = emit_value (bb, build_call_expr (rt_decl (RT_CHECKED), 2,
					  hg->name,
					  fold_convert (integer_type_node,
							model)));
  tree h = host_range_tree (hg, ok);
  if (!h)
    return boolean_false_node;
  if (!integer_onep (h))
    h = fold_build2 (NE_EXPR, boolean_type_node,
		     emit_value (bb, build_call_expr (rt_decl (RT_HOST_CHECKED),
						      2, hg->name,
						      fold_convert
							(integer_type_node,
							 h))),
		     integer_zero_node);
  if (!ok)
    return h;
  return fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
		      fold_build2 (NE_EXPR, boolean_type_node, ok,
				   integer_zero_node), h);
}

/* Emit at the end of BB a call of the runtime entry point FN with the N
   arguments that follow; return the call.  */

static gcall *
emit_call (basic_block bb, enum rt_fn fn, int n, ...)
{
  va_list ap;
  va_start (ap, n);
  auto_vec<tree, 12> args;
  for (int i = 0; i < n; i++)
    {
      tree a = va_arg (ap, tree);
      args.safe_push (is_gimple_val (a) ? a : emit_value (bb, a));
    }
  va_end (ap);
  gcall *call = gimple_build_call_vec (rt_decl (fn), args);
  emit_stmt (bb, call);
  return call;
}

static tree emit_value (basic_block bb, tree t);

/* Return the GENERIC tree, in double, of the estimate E of gpugen-profit.cc
   in the context of HG: its sums and products are computed in double,
   the rest in "long"; NULL_TREE after recording the failure.  When BB is
   not NULL, each "long" operand is computed at the end of BB first, on
   its own (the gimplifier cannot build the control flow a conditional
   operand of a conversion would need).  */

static tree
estimate_tree (host_gen *hg, isl_ast_expr *e, basic_block bb)
{
  if (e && isl_ast_expr_get_type (e) == isl_ast_expr_op
      && isl_ast_expr_op_get_n_arg (e) == 2
      && (isl_ast_expr_op_get_type (e) == isl_ast_expr_op_add
	  || isl_ast_expr_op_get_type (e) == isl_ast_expr_op_mul))
    {
      enum tree_code code = (isl_ast_expr_op_get_type (e)
			     == isl_ast_expr_op_add ? PLUS_EXPR : MULT_EXPR);
      isl_ast_expr *a = isl_ast_expr_op_get_arg (e, 0);
      isl_ast_expr *b = isl_ast_expr_op_get_arg (e, 1);
      tree ta = estimate_tree (hg, a, bb);
      tree tb = ta ? estimate_tree (hg, b, bb) : NULL_TREE;
      isl_ast_expr_free (a);
      isl_ast_expr_free (b);
      return tb ? fold_build2 (code, double_type_node, ta, tb) : NULL_TREE;
    }
  tree t = expr_to_tree (hg, e);
  if (t && bb)
    t = emit_value (bb, as_long (t));
  return t ? fold_convert (double_type_node, as_long (t)) : NULL_TREE;
}

/* Emit at the end of BB the conversion of the GENERIC tree T to size_t
   and return its value.  */

static tree
emit_size (basic_block bb, tree t)
{
  return emit_value (bb, fold_convert (size_type_node, t));
}

/* Return the GENERIC tree of the size in bytes of the device buffer of
   transfer T of HG: HI elements, or SIZE for a privatized array; NULL
   when an expression does not translate.  */

static tree
buffer_bytes (host_gen *hg, gpugen_transfer &t)
{
  if (!t.size)
    return transfer_bytes (hg, t, true);
  tree v = expr_to_tree (hg, t.size);
  if (!v)
    return NULL_TREE;
  return fold_build2 (MULT_EXPR, long_integer_type_node, as_long (v),
		      build_int_cst (long_integer_type_node, t.elt_size));
}

/* Emit at the end of BB the copy FN (RT_COPY_IN or RT_COPY_OUT) of the
   elements LO .. HI - 1 of transfer T of HG between the host array and
   the device buffer DEV; for RT_COPY_DEVICE, from the device buffer
   FROM to DEV; RT_PREFAULT takes the arguments of RT_COPY_OUT.  */

static void
emit_copy (host_gen *hg, basic_block bb, enum rt_fn fn, gpugen_transfer &t,
	   tree dev, tree from = NULL_TREE)
{
  tree off = emit_size (bb, transfer_bytes (hg, t, false));
  tree len = emit_size (bb, fold_build2 (MINUS_EXPR, long_integer_type_node,
					 transfer_bytes (hg, t, true),
					 transfer_bytes (hg, t, false)));
  if (fn == RT_COPY_DEVICE)
    {
      emit_call (bb, fn, 4, dev, from, off, len);
      return;
    }
  tree host = emit_value (bb, host_address (t.array));
  if (fn == RT_COPY_IN)
    emit_call (bb, fn, 4, dev, host, off, len);
  else
    emit_call (bb, fn, 4, host, dev, off, len);
}

/* Return the GENERIC tree, in double, of the bytes the region of HG
   copies, in and out, or, HOST, of the bytes its host path reads and
   writes (the touched elements of each array copied, where known), or
   NULL_TREE; when BB is not NULL, the "long" operands are computed at
   its end first (as in estimate_tree).  */

static tree
region_bytes (host_gen *hg, basic_block bb, bool host = false)
{
  tree sum = fold_convert (double_type_node, integer_zero_node);
  for (gpugen_transfer &t : hg->scop->cg->transfers)
    {
      int times = (t.copy_in ? 1 : 0) + (t.copy_out ? 1 : 0);
      if (times == 0)
	continue;
      tree n;
      if (host && t.touched)
	{
	  n = estimate_tree (hg, t.touched, bb);
	  if (!n)
	    return NULL_TREE;
	}
      else
	{
	  tree lo = expr_to_tree (hg, t.lo);
	  tree hi = lo ? expr_to_tree (hg, t.hi) : NULL_TREE;
	  if (!hi)
	    return NULL_TREE;
	  n = fold_build2 (MINUS_EXPR, long_integer_type_node,
			   as_long (hi), as_long (lo));
	  if (bb)
	    n = emit_value (bb, n);
	  n = fold_convert (double_type_node, n);
	}
      tree scale = build_int_cst (long_integer_type_node,
				  times * t.elt_size);
      sum = fold_build2 (PLUS_EXPR, double_type_node, sum,
			 fold_build2 (MULT_EXPR, double_type_node, n,
				      fold_convert (double_type_node,
						    scale)));
    }
  return sum;
}

/* Return true if every kernel of HG's region has estimates that
   translate (checked in the dry run).  */

static bool
estimates_ok (host_gen *hg)
{
  if (!region_bytes (hg, NULL) || !region_bytes (hg, NULL, true))
    return false;
  for (gpugen_kernel *k : hg->scop->cg->kernels)
    if (!k || !k->est_work || !k->est_launches || !k->est_width
	|| !estimate_tree (hg, k->est_launches, NULL)
	|| !estimate_tree (hg, k->est_work, NULL)
	|| !estimate_tree (hg, k->est_width, NULL))
      return false;
  return true;
}

/* Return the value from before the region of the live-in PHI array A
   of HG (the PHI's argument on the edge that enters the region), or
   NULL_TREE after recording why there is none.  */

static tree
live_in_value (host_gen *hg, sbitmap in_region, gpugen_array *a)
{
  gphi *phi = (TREE_CODE (a->base) == SSA_NAME
	       ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (a->base)) : NULL);
  if (!phi)
    return gen_fail (hg, "live-in scalar without PHI");
  tree arg = gpugen_phi_entry_value (in_region, phi);
  if (!arg || (TREE_CODE (arg) != SSA_NAME && !is_gimple_min_invariant (arg))
      || (TREE_CODE (arg) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (arg)
	  && gpugen_in_region_p (in_region, gimple_bb (SSA_NAME_DEF_STMT (arg)))))
    return gen_fail (hg, "live-in scalar without a value from before "
		     "the region");
  return arg;
}

/* Return the GENERIC value of kernel argument ARG of LAUNCH in the
   context of HG, with the type it is stored with, or NULL_TREE after
   recording the failure.  */

static tree
karg_value (host_gen *hg, gpugen_launch *launch, gpugen_karg &arg)
{
  switch (arg.kind)
    {
    case GPUGEN_KARG_ARRAY:
      {
	int i = transfer_index (hg, arg.array);
	if (i < 0)
	  return gen_fail (hg, "kernel argument array without a transfer");
	return hg->dev_ptrs[i];
      }
    case GPUGEN_KARG_PARAM:
      if (arg.index < 0 || arg.index >= (int) hg->scop->params.length ())
	return gen_fail (hg, "kernel argument: bad parameter index");
      return as_long (hg->scop->params[arg.index]);
    case GPUGEN_KARG_HOST_ITER:
      {
	if (arg.index < 0
	    || arg.index >= (int) launch->host_iters.length ())
	  return gen_fail (hg, "kernel argument: bad host iterator");
	tree v = expr_to_tree (hg, launch->host_iters[arg.index]);
	return v ? as_long (v) : NULL_TREE;
      }
    case GPUGEN_KARG_BLOCK_OFFSET:
      {
	if (arg.index < 0 || arg.index >= 2
	    || !launch->block_offset[arg.index])
	  return gen_fail (hg, "kernel argument: no block offset");
	tree v = expr_to_tree (hg, launch->block_offset[arg.index]);
	return v ? as_long (v) : NULL_TREE;
      }
    case GPUGEN_KARG_SCALAR:
      {
	tree v = arg.value;
	if (!v || (TREE_CODE (v) != SSA_NAME && !is_gimple_min_invariant (v)))
	  return gen_fail (hg, "kernel argument: bad scalar");
	tree size = TYPE_SIZE_UNIT (TREE_TYPE (v));
	if (!size || !tree_fits_uhwi_p (size) || tree_to_uhwi (size) > 8
	    || tree_to_uhwi (size) == 0)
	  return gen_fail (hg, "kernel argument: scalar wider than 8 bytes");
	return v;
      }
    default:
      return gen_fail (hg, "kernel argument of unknown kind");
    }
}

/* Return whether LAUNCH of kernel K can run K's wide version instead
   (gpugen_kernel's ALT): one with the same blocks, arguments and
   image, and the grid of each version known.  */

static bool
wide_version_p (gpugen_kernel *k, gpugen_launch *launch)
{
  gpugen_kernel *alt = k->alt;
  if (!alt || alt->image_index < 0 || !launch->alt_grid[0]
      || !launch->alt_grid[1] || !launch->grid[0] || !launch->grid[1]
      || launch->block_offset[0] || launch->block_offset[1]
      || alt->args.length () != k->args.length ())
    return false;
  for (int a = 0; a < 3; a++)
    if (alt->block[a] != k->block[a])
      return false;
  for (unsigned i = 0; i < k->args.length (); i++)
    {
      gpugen_karg &p = k->args[i], &q = alt->args[i];
      if (p.kind != q.kind || p.index != q.index || p.array != q.array
	  || p.value != q.value)
	return false;
    }
  return true;
}

/* Generate the launch annotating the kernel mark NODE at the end of BB
   (in the dry run: check it).  Return false after recording a
   failure.  */

static bool
gen_launch (host_gen *hg, isl_ast_node *node, basic_block bb)
{
  isl_id *ann = isl_ast_node_get_annotation (node);
  gpugen_launch *launch = ann ? (gpugen_launch *) isl_id_get_user (ann)
			  : NULL;
  isl_id_free (ann);
  if (!launch || !launch->kernel)
    return gen_fail (hg, "kernel mark without a launch"), false;
  gpugen_kernel *k = launch->kernel;
  if (k->image_index < 0)
    return gen_fail (hg, "kernel not in the image"), false;
  for (int a = 0; a < 3; a++)
    if (k->block[a] < 1)
      return gen_fail (hg, "bad block size"), false;
  unsigned n = k->args.length ();
  if (hg->dry)
    hg->max_args = MAX (hg->max_args, n);

  tree ptr8 = build_pointer_type (char_type_node);
  for (unsigned i = 0; i < n; i++)
    {
      tree v = karg_value (hg, launch, k->args[i]);
      if (!v)
	return false;
      if (hg->dry)
	continue;
      tree type = TREE_TYPE (v);
      tree val = emit_value (bb, v);
      tree slot = build2 (MEM_REF, type, build_fold_addr_expr (hg->slots),
			  build_int_cst (ptr8, 8 * i));
      emit_stmt (bb, gimple_build_assign (slot, val));
    }

  tree grid[2];
  for (int a = 0; a < 2; a++)
    {
      if (!launch->grid[a])
	grid[a] = build_int_cst (long_integer_type_node, 1);
      else if (!(grid[a] = expr_to_tree (hg, launch->grid[a])))
	return false;
      else
	grid[a] = as_long (grid[a]);
    }
  /* The wide version, where the kernel has one: its grid.  */
  gpugen_kernel *alt = wide_version_p (k, launch) ? k->alt : NULL;
  tree alt_grid[2] = { NULL_TREE, NULL_TREE };
  for (int a = 0; a < 2 && alt; a++)
    if (!(alt_grid[a] = expr_to_tree (hg, launch->alt_grid[a])))
      return false;
    else
      alt_grid[a] = as_long (alt_grid[a]);
  if (hg->dry)
    return true;
  tree uns = unsigned_type_node;
  tree gx = emit_value (bb, grid[0]);
  tree gy = emit_value (bb, grid[1]);
  tree index = build_int_cst (uns, k->image_index);
  if (alt)
    {
      /* W = (GX' * GY' >= wide-blocks); the launch is of the wide
	 version where W is 1: index, GX and GY each X + W * (X' - X),
	 in "long" (as the grids are).  */
      tree ltype = long_integer_type_node;
      tree wgx = emit_value (bb, alt_grid[0]);
      tree wgy = emit_value (bb, alt_grid[1]);
      tree w = emit_value (bb, fold_convert (
	ltype, fold_build2 (GE_EXPR, boolean_type_node,
			    fold_build2 (MULT_EXPR, ltype, wgx, wgy),
			    build_int_cst (ltype, gpugen_opts.wide_blocks))));
      gx = emit_value (bb, fold_build2 (
	PLUS_EXPR, ltype, gx, fold_build2 (MULT_EXPR, ltype, w,
					   fold_build2 (MINUS_EXPR, ltype,
							wgx, gx))));
      gy = emit_value (bb, fold_build2 (
	PLUS_EXPR, ltype, gy, fold_build2 (MULT_EXPR, ltype, w,
					   fold_build2 (MINUS_EXPR, ltype,
							wgy, gy))));
      index = emit_value (bb, fold_convert (
	uns, fold_build2 (PLUS_EXPR, ltype,
			  build_int_cst (ltype, k->image_index),
			  fold_build2 (MULT_EXPR, ltype, w,
				       build_int_cst (ltype,
						      alt->image_index
						      - k->image_index)))));
    }
  tree slots = (hg->slots
		? build_fold_addr_expr_with_type (hg->slots, ptr_type_node)
		: null_pointer_node);
  emit_call (bb, RT_LAUNCH, 9, hg->image_addr, index, gx, gy,
	     build_int_cst (uns, k->block[0]), build_int_cst (uns, k->block[1]),
	     build_int_cst (uns, k->block[2]), build_int_cst (uns, n),
	     slots);
  return true;
}

static edge gen_node (host_gen *hg, isl_ast_node *node, edge e);

/* Bind the iterator named by the isl identifier expression ITER to
   VALUE in HG; return false if ITER is not an identifier.  */

static bool
push_iter (host_gen *hg, isl_ast_expr *iter, tree value)
{
  if (!iter || isl_ast_expr_get_type (iter) != isl_ast_expr_id)
    return false;
  isl_id *id = isl_ast_expr_get_id (iter);
  /* The name lives as long as the AST, which holds the id.  */
  hg->iter_names.safe_push (isl_id_get_name (id));
  hg->iter_vals.safe_push (value);
  isl_id_free (id);
  return true;
}

/* Remove the innermost iterator binding of HG.  */

static void
pop_iter (host_gen *hg)
{
  hg->iter_names.pop ();
  hg->iter_vals.pop ();
}

/* Return a new edge from SRC to DEST with FLAGS and probability PROB.  */

static edge
new_edge (basic_block src, basic_block dest, int flags,
	  profile_probability prob)
{
  edge e = make_edge (src, dest, flags);
  e->probability = prob;
  return e;
}

/* Generate the "for" node NODE on the edge E (code goes at the end of
   E->src, which has E as its single successor); return the edge after
   it, or NULL in the dry run and after recording a failure.  */

static edge
gen_for (host_gen *hg, isl_ast_node *node, edge e)
{
  isl_ast_expr *iter = isl_ast_node_for_get_iterator (node);
  isl_ast_expr *init = isl_ast_node_for_get_init (node);
  isl_ast_node *body = isl_ast_node_for_get_body (node);
  isl_ast_expr *cond = NULL, *inc = NULL;
  bool degenerate = isl_ast_node_for_is_degenerate (node) == isl_bool_true;
  edge res = NULL;
  tree init_t = expr_to_tree (hg, init);
  HOST_WIDE_INT step = 1;
  /* The time loop of a region with a host exit: the outermost host
     loop (gpugen_host_exit_schedule_ok made its iterator the loop's
     counter).  */
  bool time_p = hg->scop->host_exit && hg->for_depth == 0;
  if (!degenerate)
    {
      cond = isl_ast_node_for_get_cond (node);
      inc = isl_ast_node_for_get_inc (node);
      isl_val *v = (inc && isl_ast_expr_get_type (inc) == isl_ast_expr_int
		    ? isl_ast_expr_get_val (inc) : NULL);
      if (!v || !isl_val_is_int (v) || isl_val_cmp_si (v, 0) <= 0
	  || isl_val_cmp_si (v, INT_MAX) > 0)
	gen_fail (hg, "loop increment not a positive constant");
      else
	step = isl_val_get_num_si (v);
      isl_val_free (v);
    }
  if (!init_t || !body || (!degenerate && !cond) || hg->why)
    {
      gen_fail (hg, "malformed for node");
      goto done;
    }
  init_t = as_long (init_t);

  if (time_p && hg->dry)
    {
      /* The time loop of a host exit: one, around every launch, with
	 a test that can be generated.  */
      if (++hg->n_time_loops > 1)
	gen_fail (hg, "the time loop is split into several host loops");
      else if (degenerate)
	gen_fail (hg, "the time loop has a single step in the host AST");
      else if (!gpugen_host_exit_emit (hg->scop->host_exit, NULL,
				       hg->in_region, rt_decl (RT_READ),
				       NULL_TREE))
	gen_fail (hg, "the exit's condition cannot be tested on the host");
    }

  if (degenerate || hg->dry)
    {
      /* One iteration (degenerate), or the dry run: bind the iterator
	 to its value and check the condition and the body.  */
      tree v = degenerate && !hg->dry ? emit_value (e->src, init_t)
	       : hg->dummy_long;
      if (!push_iter (hg, iter, v))
	gen_fail (hg, "for node without an iterator");
      else
	{
	  hg->for_depth++;
	  if (!cond || expr_to_tree (hg, cond))
	    res = gen_node (hg, body, e);
	  hg->for_depth--;
	  pop_iter (hg);
	}
      goto done;
    }

  {
    /* cur -> guard -> pre -> header -> tail -> latch -> after -> next,
       then the latch goes back to the header and guard and tail also
       leave to after.  */
    basic_block guard = split_edge (e);
    basic_block pre = split_edge (single_succ_edge (guard));
    basic_block header = split_edge (single_succ_edge (pre));
    basic_block tail = split_edge (single_succ_edge (header));
    basic_block latch = split_edge (single_succ_edge (tail));
    basic_block after = split_edge (single_succ_edge (latch));
    redirect_edge_succ (single_succ_edge (latch), header);
    edge g_false = new_edge (guard, after, 0,
			     profile_probability::guessed_never ());
    edge t_false = new_edge (tail, after, 0, profile_probability::unlikely ());

    class loop *loop = alloc_loop ();
    loop->header = header;
    loop->latch = latch;
    /* Not add_loop, which needs dominators.  */
    place_new_loop (cfun, loop);
    flow_loop_tree_node_add (hg->cur_loop, loop);
    basic_block in_loop[3] = { header, tail, latch };
    for (basic_block bb : in_loop)
      {
	remove_bb_from_loops (bb);
	add_bb_to_loop (bb, loop);
      }

    tree init_v = emit_value (guard, init_t);
    tree iv = make_ssa_name (long_integer_type_node);
    tree iv_next = make_ssa_name (long_integer_type_node);
    gphi *phi = create_phi_node (iv, header);
    {
      edge pe;
      edge_iterator pei;
      FOR_EACH_EDGE (pe, pei, header->preds)
	if (pe->src != latch)
	  add_phi_arg (phi, init_v, pe, UNKNOWN_LOCATION);
    }
    add_phi_arg (phi, iv_next, single_succ_edge (latch), UNKNOWN_LOCATION);

    /* The guard: COND with the iterator bound to its initial value.  */
    push_iter (hg, iter, init_v);
    emit_cond (guard, expr_to_tree (hg, cond), find_edge (guard, pre),
	       g_false, profile_probability::guessed_always ());
    pop_iter (hg);

    /* The tail: the increment and COND for the next value.  */
    emit_stmt (tail, gimple_build_assign (iv_next, PLUS_EXPR, iv,
					  build_int_cst (long_integer_type_node,
							 step)));
    push_iter (hg, iter, iv_next);
    emit_cond (tail, expr_to_tree (hg, cond), find_edge (tail, latch),
	       t_false, profile_probability::likely ());
    pop_iter (hg);

    /* The body, between the header and the tail.  */
    push_iter (hg, iter, iv);
    class loop *outer = hg->cur_loop;
    hg->cur_loop = loop;
    hg->for_depth++;
    edge be = gen_node (hg, body, single_succ_edge (header));
    hg->for_depth--;
    if (time_p)
      {
	/* The test after each step, of the iteration it stands for where
	   the program tests it: leave the loop where the exit is taken
	   (or a read failed), else go on to the next step.  */
	tree valid;
	tree it = gpugen_host_exit_tested (hg->scop->host_exit, iv,
					   hg->exit_last, NULL_TREE, &valid);
	gpugen_host_exit_branch (hg->scop->host_exit, split_edge (be),
				 hg->in_region, rt_decl (RT_READ), after, it,
				 valid, hg->exit_step);
      }
    hg->cur_loop = outer;
    pop_iter (hg);
    res = single_succ_edge (after);
  }

done:
  isl_ast_expr_free (iter);
  isl_ast_expr_free (init);
  isl_ast_expr_free (cond);
  isl_ast_expr_free (inc);
  isl_ast_node_free (body);
  return res;
}

/* Generate the "if" node NODE on the edge E; return the edge after it,
   or NULL in the dry run and after recording a failure.  */

static edge
gen_if (host_gen *hg, isl_ast_node *node, edge e)
{
  isl_ast_expr *cond = isl_ast_node_if_get_cond (node);
  isl_ast_node *then_n = isl_ast_node_if_get_then_node (node);
  isl_ast_node *else_n = (isl_ast_node_if_has_else_node (node)
			  == isl_bool_true
			  ? isl_ast_node_if_get_else_node (node) : NULL);
  edge res = NULL;
  tree c = expr_to_tree (hg, cond);
  if (!c || !then_n)
    gen_fail (hg, "malformed if node");
  else if (hg->dry)
    {
      gen_node (hg, then_n, NULL);
      if (else_n)
	gen_node (hg, else_n, NULL);
    }
  else
    {
      /* cur -> cb -> tb -> join -> next, and cb -> [eb ->] join.  */
      basic_block cb = split_edge (e);
      basic_block tb = split_edge (single_succ_edge (cb));
      basic_block join = split_edge (single_succ_edge (tb));
      edge f = new_edge (cb, join, 0, profile_probability::even ());
      emit_cond (cb, as_bool (c), find_edge (cb, tb), f,
		 profile_probability::even ());
      gen_node (hg, then_n, single_succ_edge (tb));
      if (else_n)
	{
	  basic_block eb = split_edge (f);
	  gen_node (hg, else_n, single_succ_edge (eb));
	}
      res = single_succ_edge (join);
    }
  isl_ast_expr_free (cond);
  isl_ast_node_free (then_n);
  isl_ast_node_free (else_n);
  return res;
}

/* Generate the host AST node NODE on the edge E (code goes at the end
   of E->src, whose single successor edge E is); return the edge after
   it.  In the dry run E is NULL, nothing is emitted, and the result is
   NULL; failures are recorded in HG.  */

static edge
gen_node (host_gen *hg, isl_ast_node *node, edge e)
{
  if (!node || hg->why)
    {
      gen_fail (hg, "isl failed");
      return e;
    }
  switch (isl_ast_node_get_type (node))
    {
    case isl_ast_node_for:
      return gen_for (hg, node, e);
    case isl_ast_node_if:
      return gen_if (hg, node, e);
    case isl_ast_node_block:
      {
	isl_ast_node_list *list = isl_ast_node_block_get_children (node);
	isl_size n = isl_ast_node_list_n_ast_node (list);
	for (int i = 0; i < n && !hg->why; i++)
	  {
	    isl_ast_node *c = isl_ast_node_list_get_ast_node (list, i);
	    e = gen_node (hg, c, e);
	    isl_ast_node_free (c);
	  }
	isl_ast_node_list_free (list);
	return e;
      }
    case isl_ast_node_mark:
      {
	isl_id *id = isl_ast_node_mark_get_id (node);
	const char *name = id ? isl_id_get_name (id) : NULL;
	bool kernel = name && strncmp (name, "kernel_", 7) == 0;
	isl_id_free (id);
	if (kernel)
	  {
	    if (hg->scop->host_exit && hg->for_depth == 0)
	      gen_fail (hg, "a launch outside the time loop");
	    gen_launch (hg, node, e ? e->src : NULL);
	    return e;
	  }
	isl_ast_node *child = isl_ast_node_mark_get_node (node);
	e = gen_node (hg, child, e);
	isl_ast_node_free (child);
	return e;
      }
    default:
      gen_fail (hg, "statement outside every kernel in the host AST");
      return e;
    }
}

/* Validate everything the host code of SCOP needs (HG in dry mode):
   arrays, transfers, expressions and the host AST.  Return NULL when it
   can be generated, else why not.  */

static const char *
dry_run (host_gen *hg, sbitmap in_region)
{
  /* The array at fault, named by the missed remark.  */
  auto array_why = [hg] (gpugen_array *a, const char *why)
    {
      if (a && why)
	{
	  char *what = gpugen_array_culprit (hg->scop, a);
	  gpugen_set_culprit (hg->scop, "%s: %s", why, what);
	  free (what);
	}
      return why;
    };
  gpugen_scop *scop = hg->scop;
  gpugen_codegen *cg = scop->cg;
  for (gpugen_transfer &t : cg->transfers)
    {
      gpugen_array *a = t.array;
      if (!a || !a->base || t.elt_size <= 0
	  || (a->kind != GPUGEN_ARRAY_MEMORY
	      && (!a->device_p || t.copy_in || t.copy_out)))
	return "bad transfer";
      tree base = a->base;
      if (a->kind != GPUGEN_ARRAY_MEMORY)
	{
	  /* A scalar's device buffer: allocated, never copied; a live-in
	     one (a single element) is stored its first value.  */
	  /* Never refused: a live-in scalar is the PHI array of a PHI of
	     the region's first block, a single element
	     (gpugen-choose.cc, schedule_fits_p), whose argument on the entry
	     edge is defined before the region.  The test stays as the last
	     guard against wrong code where GCC is built without
	     checking.  */
	  gcc_checking_assert (!a->live_in_p || a->n_dims == 0);
	  if (a->live_in_p
	      && (a->n_dims != 0 || !live_in_value (hg, in_region, a)))
	    return array_why (a, hg->why ? hg->why
			      : "live-in scalar of several elements");
	}
      else if (TREE_CODE (base) == SSA_NAME)
	{
	  if (!POINTER_TYPE_P (TREE_TYPE (base))
	      || (!SSA_NAME_IS_DEFAULT_DEF (base)
		  && gpugen_in_region_p (in_region,
				  gimple_bb (SSA_NAME_DEF_STMT (base)))))
	    return array_why (a, "array base pointer defined in the region");
	}
      else if (TREE_CODE (base) == COMPONENT_REF)
	{
	  /* An array component: of a declaration, or of a structure
	     reached through a pointer from before the region.  */
	  tree b = get_base_address (base);
	  if (!b || (!DECL_P (b) && TREE_CODE (b) != MEM_REF))
	    return "array component of an unknown kind";
	}
      else if (TREE_CODE (base) != VAR_DECL && TREE_CODE (base) != PARM_DECL)
	return array_why (a, "array base of an unknown kind");
      else if (is_gimple_reg (base))
	return array_why (a, "array base is a register");
      hg->dev_ptrs.safe_push (null_pointer_node);
      if (!transfer_bytes (hg, t, false) || !transfer_bytes (hg, t, true)
	  || !buffer_bytes (hg, t))
	return array_why (a, hg->why);
    }
  if (!checks_tree (hg))
    return hg->why;
  for (gpugen_kernel *k : cg->kernels)
    for (gpugen_karg &arg : k->args)
      if (arg.kind == GPUGEN_KARG_SCALAR && arg.value
	  && TREE_CODE (arg.value) == SSA_NAME
	  && !SSA_NAME_IS_DEFAULT_DEF (arg.value)
	  && gpugen_in_region_p (in_region,
				 gimple_bb (SSA_NAME_DEF_STMT (arg.value))))
	{
	  const char *n = gpugen_source_name (arg.value);
	  gimple *def = SSA_NAME_DEF_STMT (arg.value);
	  gpugen_set_culprit (hg->scop, "kernel argument %s%s%s defined in "
			      "the region at line %d", n ? "'" : "",
			      n ? n : "", n ? "'" : "",
			      LOCATION_LINE (gimple_location (def)));
	  return "kernel argument defined in the region";
	}
  if (!cg->ast)
    return "no host AST";
  if (scop->host_exit
      && (!cg->exit_last || !cg->exit_first
	  || !expr_to_tree (hg, cg->exit_last)
	  || !expr_to_tree (hg, cg->exit_first)))
    return gen_fail (hg, "the time loop's bounds do not translate"), hg->why;
  gen_node (hg, cg->ast, NULL);
  if (hg->why)
    return hg->why;
  /* A time loop that is no loop of the host AST (the region's context
     leaves it no step): nothing between the test before the region and
     the way out where the exit is taken.  */
  if (scop->host_exit && hg->n_time_loops == 0)
    return gen_fail (hg, "the time loop is no loop of the host AST"),
	   hg->why;
  if (const char *why = gpugen_reduce_host_check (hg))
    return why;
  /* Estimates that do not translate only leave the region without
     them.  */
  hg->estimates = estimates_ok (hg);
  if (!hg->estimates && dump_file)
    fprintf (dump_file, "[gpugen-host] SCoP %d: no estimates (%s); the "
	     "region is always offloaded\n", scop->id,
	     hg->why ? hg->why : "a kernel has none");
  hg->why = NULL;
  return NULL;
}

/* Note in the dump file that the host code of SCOP cannot be generated
   because of WHY; return GPUGEN_REJECT_HOST.  */

static enum gpugen_reject
host_reject (gpugen_scop *scop, const char *why)
{
  if (dump_file)
    fprintf (dump_file, "[gpugen-host] SCoP %d: %s\n", scop->id, why);
  if (!scop->culprit_text)
    gpugen_set_culprit (scop, "%s", why);
  return GPUGEN_REJECT_HOST;
}

/* Version the region of SCOP; see gpugen.h and the head of this file.
   IMAGE is the unit's image variable and REGION_NAME the region's name
   for the runtime.  Nothing changes unless GPUGEN_OK is returned.  */

enum gpugen_reject
gpugen_host_generate (gpugen_scop *scop, tree image, const char *region_name)
{
  if (!scop->cg || !image || !region_name || scop->blocks.is_empty ())
    return host_reject (scop, "no code generation state or image");

  auto_sbitmap in_region (last_basic_block_for_fn (cfun));
  bitmap_clear (in_region);
  for (basic_block bb : scop->blocks)
    bitmap_set_bit (in_region, bb->index);

  edge entry;
  const char *why = gpugen_check_region_shape (scop, in_region, &entry);
  if (why)
    return host_reject (scop, why);
  auto_vec<tree> phi_vals;
  if (!gpugen_check_live_out (scop, in_region, &phi_vals))
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-host] SCoP %d: a value computed in the "
		 "region is used after it\n", scop->id);
      return GPUGEN_REJECT_LIVE_OUT;
    }

  host_gen hg;
  hg.scop = scop;
  hg.dry = true;
  hg.why = NULL;
  hg.slots = NULL_TREE;
  hg.max_args = 0;
  hg.image_addr = NULL_TREE;
  hg.estimates = false;
  hg.name = build_string_literal (strlen (region_name) + 1, region_name);
  hg.cur_loop = scop->outer;
  hg.in_region = in_region;
  hg.for_depth = 0;
  hg.n_time_loops = 0;
  hg.exit_step = NULL_TREE;
  hg.exit_last = NULL_TREE;
  hg.dummy_long = build_decl (UNKNOWN_LOCATION, VAR_DECL, NULL_TREE,
			      long_integer_type_node);
  /* The test of a time loop's exit may fold a reduction
     (gpugen-reduce-fold.cc).  */
  gpugen_reduce_set_host (&hg);
  why = dry_run (&hg, in_region);
  if (why)
    {
      gpugen_reduce_set_host (NULL);
      return host_reject (scop, why);
    }

  /* From here on the IL changes; nothing fails.  */
  hg.dry = false;
  free_dominance_info (CDI_DOMINATORS);
  gpugen_reset_debug_uses (scop, in_region);
  TREE_ADDRESSABLE (image) = 1;
  hg.image_addr = build_fold_addr_expr_with_type (image,
						 const_ptr_type_node);
  /* The declarations whose addresses the transfers take (of a
     structure, for an array component).  */
  for (gpugen_transfer &t : scop->cg->transfers)
    if (tree b = get_base_address (t.array->base))
      if (DECL_P (b))
	TREE_ADDRESSABLE (b) = 1;

  /* The join block J.  */
  basic_block exit_bb = scop->exit_bb;
  edge region_exit = NULL;
  int n_region_exits = 0;
  {
    edge e;
    edge_iterator ei;
    FOR_EACH_EDGE (e, ei, exit_bb->preds)
      if (gpugen_in_region_p (in_region, e->src))
	{
	  region_exit = e;
	  n_region_exits++;
	}
  }
  basic_block join = exit_bb;
  /* The PHIs of exit_bb whose values the host code of a time loop
     computes (NULL_TREE in PHI_VALS), and the PHIs that receive those
     values from the device path: the same, or, where the region's exit
     edge is split, new PHIs of J.  */
  auto_vec<gphi *> computed, receivers;
  if (n_region_exits == 1)
    {
      join = split_edge (region_exit);
      /* Dead PHIs may have received a value of the region.  */
      edge je = single_succ_edge (join);
      unsigned k = 0;
      for (gphi_iterator gsi = gsi_start_phis (exit_bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	  {
	    gphi *phi = gsi.phi ();
	    tree v = phi_vals[k++];
	    if (v)
	      {
		SET_PHI_ARG_DEF (phi, je->dest_idx, v);
		continue;
	      }
	    tree r = copy_ssa_name (gimple_phi_result (phi));
	    gphi *np = create_phi_node (r, join);
	    add_phi_arg (np, PHI_ARG_DEF_FROM_EDGE (phi, je),
			 single_pred_edge (join), UNKNOWN_LOCATION);
	    SET_PHI_ARG_DEF (phi, je->dest_idx, r);
	    computed.safe_push (phi);
	    receivers.safe_push (np);
	  }
    }
  else
    {
      unsigned k = 0;
      for (gphi_iterator gsi = gsi_start_phis (exit_bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!virtual_operand_p (gimple_phi_result (gsi.phi ()))
	    && !phi_vals[k++])
	  {
	    computed.safe_push (gsi.phi ());
	    receivers.safe_push (gsi.phi ());
	  }
    }

  /* P -> T -> T2 -> D -> X -> F -> E.  */
  basic_block t_bb = split_edge (entry);
  basic_block f_bb = split_edge (single_succ_edge (t_bb));
  basic_block t2_bb = split_edge (single_succ_edge (t_bb));
  basic_block d_bb = split_edge (single_succ_edge (t2_bb));
  basic_block x_bb = split_edge (single_succ_edge (d_bb));
  edge t_false = new_edge (t_bb, f_bb, 0, profile_probability::never ());
  edge t2_false = new_edge (t2_bb, f_bb, 0, profile_probability::never ());
  edge x_true = new_edge (x_bb, join, 0, profile_probability::always ());
  if (join == exit_bb)
    {
      unsigned k = 0;
      for (gphi_iterator gsi = gsi_start_phis (exit_bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gphi *phi = gsi.phi ();
	  tree res = gimple_phi_result (phi);
	  if (virtual_operand_p (res))
	    add_phi_arg (phi, gimple_vop (cfun), x_true, UNKNOWN_LOCATION);
	  else if (tree v = phi_vals[k++])
	    add_phi_arg (phi, v, x_true, UNKNOWN_LOCATION);
	}
    }

  /* T: the checks.  T2: enter the region.  */
  hg.iter_names.truncate (0);
  hg.iter_vals.truncate (0);
  emit_cond (t_bb, emit_checks (&hg, t_bb), find_edge (t_bb, t2_bb),
	     t_false, profile_probability::likely ());
  if (hg.estimates)
    {
      tree bytes = emit_value (t2_bb, region_bytes (&hg, t2_bb));
      for (gpugen_kernel *k : scop->cg->kernels)
	{
	  tree l = emit_value (t2_bb,
			       estimate_tree (&hg, k->est_launches, t2_bb));
	  tree w = emit_value (t2_bb, estimate_tree (&hg, k->est_work, t2_bb));
	  tree t = emit_value (t2_bb,
			       estimate_tree (&hg, k->est_width, t2_bb));
	  emit_call (t2_bb, RT_ESTIMATE, 4, bytes, l, w, t);
	}
      /* The bytes the host path touches, and for a time loop tested on
	 the host, the steps the estimates count: all LAST + 1 of the
	 model (runtime/profit.c counts fewer where the region's earlier
	 executions left sooner).  */
      emit_call (t2_bb, RT_ESTIMATE_HOST, 1,
		 emit_value (t2_bb, region_bytes (&hg, t2_bb, true)));
      if (scop->host_exit)
	{
	  tree last = emit_value (t2_bb, as_long (expr_to_tree
						  (&hg, scop->cg->exit_last)));
	  emit_call (t2_bb, RT_ESTIMATE_STEPS, 1,
		     emit_value (t2_bb, fold_convert
				 (double_type_node,
				  fold_build2 (PLUS_EXPR, long_integer_type_node,
					       last, build_one_cst
					       (long_integer_type_node)))));
	}
    }
  gcall *enter = emit_call (t2_bb, RT_ENTER, 3,
			    build_int_cst (unsigned_type_node, 3),
			    hg.image_addr, hg.name);
  tree entered = make_ssa_name (integer_type_node, enter);
  gimple_call_set_lhs (enter, entered);
  emit_cond (t2_bb, entered, find_edge (t2_bb, d_bb), t2_false,
	     profile_probability::likely ());

  /* D: allocations and copies in.  */
  hg.dev_ptrs.truncate (0);
  for (gpugen_transfer &t : scop->cg->transfers)
    {
      tree bytes = emit_size (d_bb, buffer_bytes (&hg, t));
      gcall *alloc = emit_call (d_bb, RT_ALLOC, 1, bytes);
      tree dev = make_ssa_name (ptr_type_node, alloc);
      gimple_call_set_lhs (alloc, dev);
      hg.dev_ptrs.safe_push (dev);
      if (t.copy_in)
	emit_copy (&hg, d_bb, RT_COPY_IN, t, dev);
      if (t.array->snapshot_of)
	{
	  /* A snapshot: its elements from its array's buffer, which was
	     allocated and copied in before it (gpugen-snapshot.cc adds
	     snapshots after every other array).  */
	  int x = transfer_index (&hg, t.array->snapshot_of);
	  gcc_assert (x >= 0 && x < (int) hg.dev_ptrs.length () - 1);
	  emit_copy (&hg, d_bb, RT_COPY_DEVICE, t, dev, hg.dev_ptrs[x]);
	}
      if (t.array->kind != GPUGEN_ARRAY_MEMORY && t.array->live_in_p)
	{
	  /* The first value of a live-in scalar, through a temporary.  */
	  tree v = live_in_value (&hg, in_region, t.array);
	  tree tmp = create_tmp_var (t.array->elt_type, "gpugen_live_in");
	  TREE_ADDRESSABLE (tmp) = 1;
	  v = emit_value (d_bb, fold_convert (t.array->elt_type, v));
	  emit_stmt (d_bb, gimple_build_assign (tmp, v));
	  emit_call (d_bb, RT_COPY_IN, 4, dev,
		     fold_convert (ptr_type_node, build_fold_addr_expr (tmp)),
		     build_zero_cst (size_type_node),
		     build_int_cst (size_type_node, t.elt_size));
	}
    }
  hg.cur_loop = d_bb->loop_father;
  if (hg.max_args > 0)
    {
      tree type = build_array_type_nelts (long_long_unsigned_type_node,
					  hg.max_args);
      hg.slots = create_tmp_var (type, "gpugen_slots");
      TREE_ADDRESSABLE (hg.slots) = 1;
    }

  /* The host AST, then the copies out at the end of the last block.
     With several, each is announced first (__gpugen_region_prefault),
     so that the runtime faults in the host pages of all of them while
     the kernels run, not only those of the first, which waits for
     them.  */
  /* For a time loop whose exit is tested on the host: the iteration
     where the exit is taken, none yet, and the loop's bounds; D -> T0 ->
     the host AST -> A, T0 testing the values from before the region
     where the program does, to A where the exit is taken.  */
  edge ast_e = single_succ_edge (d_bb);
  basic_block t0_bb = NULL;
  tree first = NULL_TREE;
  if (scop->host_exit)
    {
      tree lng = long_integer_type_node;
      hg.exit_step = create_tmp_var (lng, "gpugen_exit_step");
      TREE_ADDRESSABLE (hg.exit_step) = 1;
      emit_stmt (d_bb, gimple_build_assign (hg.exit_step,
					    build_int_cst (lng, -1)));
      /* The folds of the last step tested, for after the loop.  */
      gpugen_reduce_exit_vars (&hg, d_bb);
      hg.exit_last = emit_value (d_bb, as_long (expr_to_tree
						(&hg, scop->cg->exit_last)));
      first = emit_value (d_bb, as_bool (expr_to_tree
					 (&hg, scop->cg->exit_first)));
      t0_bb = split_edge (ast_e);
      ast_e = single_succ_edge (t0_bb);
    }
  edge e = gen_node (&hg, scop->cg->ast, ast_e);
  if (t0_bb)
    {
      basic_block a_bb = split_edge (e);
      e = single_succ_edge (a_bb);
      tree valid;
      tree it = gpugen_host_exit_tested (scop->host_exit, NULL_TREE,
					 hg.exit_last, first, &valid);
      gpugen_host_exit_branch (scop->host_exit, t0_bb, in_region,
			       rt_decl (RT_READ), a_bb, it, valid,
			       hg.exit_step);
    }
  basic_block last = e->src;
  /* The steps the time loop ran, for the estimate of the region's next
     execution.  */
  if (t0_bb && hg.estimates)
    {
      tree step = emit_value (last, hg.exit_step);
      tree ran = gpugen_host_exit_steps_run (scop->host_exit, step,
					     hg.exit_last);
      tree all = fold_build2 (PLUS_EXPR, long_integer_type_node,
			      hg.exit_last,
			      build_one_cst (long_integer_type_node));
      emit_call (last, RT_STEPS, 2,
		 emit_value (last, fold_convert (double_type_node, ran)),
		 emit_value (last, fold_convert (double_type_node, all)));
    }
  /* The values that leave the time loop, from the iteration where it
     left.  */
  if (!computed.is_empty ())
    {
      tree step = emit_value (last, hg.exit_step);
      for (unsigned i = 0; i < computed.length (); i++)
	{
	  tree v = gpugen_host_exit_live_out_value (scop, in_region,
						    computed[i], last, step,
						    hg.exit_last);
	  add_phi_arg (receivers[i], v, x_true, UNKNOWN_LOCATION);
	}
    }
  unsigned n_out = 0;
  for (unsigned i = 0; i < scop->cg->transfers.length (); i++)
    n_out += scop->cg->transfers[i].copy_out;
  /* The folds of the region's reductions (gpugen-reduce.cc) read their
     partials back first, which waits for the kernels: a copy back is
     then announced even alone.  */
  bool folds = gpugen_reduce_any_p (scop);
  for (unsigned i = 0; (n_out > 1 || folds)
		       && i < scop->cg->transfers.length (); i++)
    if (scop->cg->transfers[i].copy_out)
      emit_copy (&hg, last, RT_PREFAULT, scop->cg->transfers[i],
		 hg.dev_ptrs[i]);
  if (folds)
    gpugen_reduce_emit (&hg, last, join, x_true);
  for (unsigned i = 0; i < scop->cg->transfers.length (); i++)
    if (scop->cg->transfers[i].copy_out)
      emit_copy (&hg, last, RT_COPY_OUT, scop->cg->transfers[i],
		 hg.dev_ptrs[i]);
  /* The stores of the error that the program makes in each step, once
     (gpugen-reduce-fold.cc).  */
  if (scop->host_exit)
    last = gpugen_reduce_exit_stores (&hg, last, hg.exit_last);

  /* X: leave the region; on failure run the original code.  */
  gcall *exit_call = emit_call (x_bb, RT_EXIT, 0);
  tree ok = make_ssa_name (integer_type_node, exit_call);
  gimple_call_set_lhs (exit_call, ok);
  emit_cond (x_bb, ok, x_true, find_edge (x_bb, f_bb),
	     profile_probability::very_likely ());

  mark_virtual_operands_for_renaming (cfun);
  loops_state_set (LOOPS_NEED_FIXUP);
  cgraph_edge::rebuild_edges ();
  /* The loops of the original region that its host copy may vectorize
     once the checks passed (gpugen-hostvec.cc).  */
  gpugen_hostvec_note (scop, t_false);
  if (dump_file)
    fprintf (dump_file, "[gpugen-host] SCoP %d: versioned, device path "
	     "blocks %d..%d, fallback bb %d\n", scop->id, t_bb->index,
	     x_bb->index, f_bb->index);
  gpugen_reduce_set_host (NULL);
  return GPUGEN_OK;
}
