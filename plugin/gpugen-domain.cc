/* The loops and iteration domains of a gpugen SCoP's model.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Part of building the polyhedral model (gpugen-model.cc, which calls
   it; gpugen-model.h between them).  Input: a candidate region and its
   model_builder.  Output: the region's loops with their latch counts
   (mb->loops) and the iteration domain of each of its blocks
   (mb->bdom), over the loop counters and the parameters.

   Loop counters: loop L of the region has counter c_L >= 0 counting its
   header executions.  With niter analysis' latch count NITER and its
   condition MAY_BE_ZERO, blocks executed before L's exit test in an
   iteration run for 0 <= c_L <= NITER when MAY_BE_ZERO is false and for
   c_L = 0 when it is true; blocks after the exit test run for
   0 <= c_L <= NITER - 1 and only when MAY_BE_ZERO is false.  So loops
   that run zero times are modelled exactly.  NITER is computed in an
   unsigned type: it is the affine value only where that does not wrap,
   a no-wrap check (gpugen-affine.cc) proven from the domain of the
   loop's entry (the guard of an inner loop whose start depends on an
   outer counter, say) or left as a run-time assumption.  The context
   holds the parameters' type ranges and the conditions that guard the
   region's entry (gpugen_region_guards); the assumptions are kept
   only where the context does not imply them.

   A loop with several exits (gpugen_loop_exit) is counted by the exit
   whose test runs in every iteration; its other exits are edges whose
   conditions enter the domains like any other, and the iterations
   after the first one where such an exit is taken are removed from the
   loop's domain (gpugen_model_extra_exits).  The blocks after the loop get,
   from each exit, the outer counters where that exit is taken.

   A comparison of pointers that the region does not change (Fortran's
   present () of an optional dummy, a pointer compared with null) holds
   in every iteration or in none: it becomes a parameter, a flag
   computed before the region (gpugen_invariant_flag), so that the
   region is versioned on it.  */

#include "gpugen-model.h"

/* Name, as SCOP's culprit, the control flow at block BB that the model
   cannot follow (a block entered from outside the region's loops, or a
   loop left by another edge than its exit): the loop that holds BB.
   Detection builds regions of whole single-exit loops, so this is a
   consistency check; the remark still says where.  */

static void
cfg_culprit (gpugen_scop *scop, basic_block bb)
{
  class loop *l = bb->loop_father;
  if (l == scop->outer)
    l = scop->first_loop;
  gpugen_set_culprit (scop, "control flow into or out of the loop at line "
		      "%d that the model cannot follow",
		      LOCATION_LINE (find_loop_location (l)
				     .get_location_t ()));
}


/* The region loop of SCOP whose dimension is shifted and whose
   evolutions T is one of, or NULL.  */

static gpugen_loop_info *
shifted_loop (gpugen_scop *scop, tree t)
{
  if (TREE_CODE (t) != POLYNOMIAL_CHREC)
    return NULL;
  class loop *l = get_chrec_loop (t);
  for (gpugen_loop_info &li : scop->loops)
    if (li.loop == l && li.shift)
      return &li;
  return NULL;
}

/* walk_tree callback: whether *TP is an evolution in a shifted loop of
   the SCoP DATA.  */

static tree
find_shifted_chrec (tree *tp, int *walk_subtrees, void *data)
{
  if (shifted_loop ((gpugen_scop *) data, *tp))
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Rewrite CHREC, an evolution not yet instantiated, for the shifted
   loops of SCOP.  The dimension of such a loop is d = Q + S * c (Q its
   start, S its step, c the iteration number), negated where S is
   negative (so that d grows from one iteration to the next, as the
   model's order of iterations, its original schedule, the last
   iterations of gpugen-private.cc, read it), so an evolution {B, +, T}
   of it, worth B + T * c, is worth (B - K * Q) + K * Q + K * S * c with
   K = T / S, that is (B - K * Q) + K * d, or - K * d where S is
   negative: the evolution {B - K * Q, +, +-K}, which the readers of
   evolutions read over d as over any counter.  The subtraction takes
   Q away where B holds it as an addend (B = Q + 1 for j + 1, B = (Q + 3)
   + i for j + 3 + i: remove_addend); where it does not, Q stays and
   instantiation reads its value, exact either way.  Return
   chrec_dont_know where CHREC holds an evolution of a shifted loop in
   any other form (a step that S does not divide, an evolution under an
   operation, a pointer).  */

/* Whether X is the start SHIFT of a shifted loop, or SHIFT converted
   (shift_chrec checks that the conversion keeps its value).  */

static bool
shift_term_p (tree x, tree shift)
{
  if (CONVERT_EXPR_P (x))
    x = TREE_OPERAND (x, 0);
  return operand_equal_p (x, shift, 0);
}

/* If T, a sum and difference of terms in an integer type, has K * SHIFT
   among its terms (SHIFT itself for K = 1, SHIFT negated for K = -1, or
   SHIFT times the constant K), set *REST to T without that term and
   return true; return false otherwise.  Only the sums and differences
   at the top of T are searched, not the operands of conversions, so
   that *REST is T's value less K * SHIFT as the model reads both.  */

static bool
remove_addend (tree t, tree shift, HOST_WIDE_INT k, tree *rest)
{
  tree type = TREE_TYPE (t);
  HOST_WIDE_INT v;
  if ((k == 1 && shift_term_p (t, shift))
      || (k == -1 && TREE_CODE (t) == NEGATE_EXPR
	  && shift_term_p (TREE_OPERAND (t, 0), shift))
      || (TREE_CODE (t) == MULT_EXPR
	  && shift_term_p (TREE_OPERAND (t, 0), shift)
	  && TREE_CODE (TREE_OPERAND (t, 1)) == INTEGER_CST
	  && int_cst_value (TREE_OPERAND (t, 1), &v) && v == k))
    {
      *rest = build_zero_cst (type);
      return true;
    }
  if (TREE_CODE (t) != PLUS_EXPR && TREE_CODE (t) != MINUS_EXPR)
    return false;
  tree op0 = TREE_OPERAND (t, 0), op1 = TREE_OPERAND (t, 1), r;
  if (remove_addend (op0, shift, k, &r))
    {
      *rest = fold_build2 (TREE_CODE (t), type, r, op1);
      return true;
    }
  if (remove_addend (op1, shift, TREE_CODE (t) == PLUS_EXPR ? k : -k, &r))
    {
      *rest = fold_build2 (TREE_CODE (t), type, op0, r);
      return true;
    }
  return false;
}

/* Split T into a value *BASE and a constant *ADDEND, T = *BASE +
   *ADDEND in T's type: through T's definition where T is an SSA name
   defined as a sum of a name and a constant ("_46 = _2 + 2"), else
   T itself and 0.  */

static void
split_addend (tree t, tree *base, HOST_WIDE_INT *addend)
{
  *base = t;
  *addend = 0;
  if (TREE_CODE (t) != SSA_NAME)
    return;
  gassign *def = safe_dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
  HOST_WIDE_INT c;
  if (def && gimple_assign_rhs_code (def) == PLUS_EXPR
      && TREE_CODE (gimple_assign_rhs2 (def)) == INTEGER_CST
      && int_cst_value (gimple_assign_rhs2 (def), &c))
    {
      *base = gimple_assign_rhs1 (def);
      *addend = c;
    }
}

/* Whether LEFT, the start of an evolution of a shifted loop, and SHIFT,
   the loop's start, of one type TYPE, are sums of one value and two
   constants (j + 1 and j + 2, both from i & 1, where GCC keeps a second
   counter for j + 1 beside j); set *DIFF to LEFT - SHIFT if so.  The
   difference is exact where TYPE does not wrap (the sums do not
   overflow) and congruent modulo 2^precision where it wraps, which is
   how the readers of evolutions in such a type read them.  */

static bool
constant_difference_p (tree left, tree shift, tree type, HOST_WIDE_INT *diff)
{
  if (!types_compatible_p (TREE_TYPE (left), type)
      || !types_compatible_p (TREE_TYPE (shift), type))
    return false;
  tree bl, bs;
  HOST_WIDE_INT cl, cs;
  split_addend (left, &bl, &cl);
  split_addend (shift, &bs, &cs);
  return (operand_equal_p (bl, bs, 0)
	  && !__builtin_sub_overflow (cl, cs, diff));
}

static tree
shift_chrec (gpugen_scop *scop, tree chrec)
{
  if (!walk_tree_without_duplicates (&chrec, find_shifted_chrec, scop))
    return chrec;
  gpugen_loop_info *li = shifted_loop (scop, chrec);
  if (!li)
    return chrec_dont_know;
  tree type = TREE_TYPE (chrec);
  tree left = CHREC_LEFT (chrec), step = CHREC_RIGHT (chrec);
  tree qtype = TREE_TYPE (li->shift);
  HOST_WIDE_INT t;
  if (!INTEGRAL_TYPE_P (type) || TREE_CODE (step) != INTEGER_CST
      || !int_cst_value (step, &t) || t % li->shift_step != 0
      || walk_tree_without_duplicates (&left, find_shifted_chrec, scop)
      /* Q converted to TYPE must keep its value.  */
      || TYPE_PRECISION (qtype) > TYPE_PRECISION (type)
      || (TYPE_PRECISION (qtype) == TYPE_PRECISION (type)
	  && TYPE_UNSIGNED (qtype) != TYPE_UNSIGNED (type))
      || (!TYPE_UNSIGNED (qtype) && TYPE_UNSIGNED (type)))
    return chrec_dont_know;
  HOST_WIDE_INT k = t / li->shift_step;
  tree kq = fold_build2 (MULT_EXPR, type, fold_convert (type, li->shift),
			 build_int_cst (type, k));
  tree rest;
  HOST_WIDE_INT d;
  if (remove_addend (left, li->shift, k, &rest))
    left = rest;
  else if (k == 1 && constant_difference_p (left, li->shift, type, &d))
    left = build_int_cst (type, d);
  else
    left = fold_build2 (MINUS_EXPR, type, left, kq);
  return build_polynomial_chrec (CHREC_VARIABLE (chrec), left,
				 build_int_cst (type, li->shift_step < 0
						? -k : k));
}

/* The evolution of NAME in LOOP, instantiated at the entry of the region
   of SCOP, with the evolutions of its shifted loops rewritten over their
   dimensions (shift_chrec).  */

tree
gpugen_scev (gpugen_scop *scop, class loop *loop, tree name)
{
  tree chrec = analyze_scalar_evolution (loop, name);
  chrec = shift_chrec (scop, chrec);
  if (chrec == chrec_dont_know)
    return chrec;
  return instantiate_scev (scop->entry, loop, chrec);
}

/* Give the I-th loop of MB a shifted dimension (gpugen_loop_info's
   shift) when its counter starts at a quasi-affine value that CTX (the
   context of its latch count) reads, as red-black sweeps do:
   "for (j = 1 + i % 2; j < n - 1; j += 2)".  Only an innermost loop is
   shifted: no evolution of an inner loop starts at one of its values
   (gpugen_scev rewrites the loop's evolutions where they are analyzed
   in it).  Its exits other than the counted one ("if (j > i) exit")
   then have conditions over the dimension, as its blocks' domains, in
   which gpugen_model_extra_exits finds the iterations after them.  */

static void
find_shift (model_builder *mb, unsigned i, lin_ctx &ctx)
{
  loop_model &lm = mb->loops[i];
  class loop *l = lm.loop;
  if (l->inner)
    return;
  for (gphi_iterator gsi = gsi_start_phis (l->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree res = gimple_phi_result (gsi.phi ());
      /* A counter that only controls the loop is not modelled: its
	 start (gfortran's countm1, computed between two loops of the
	 region from parameters) shifts nothing.  */
      if (virtual_operand_p (res) || !INTEGRAL_TYPE_P (TREE_TYPE (res))
	  || control_phi_p (gsi.phi ()))
	continue;
      tree ev = analyze_scalar_evolution (l, res);
      HOST_WIDE_INT step;
      if (TREE_CODE (ev) != POLYNOMIAL_CHREC || get_chrec_loop (ev) != l
	  || TREE_CODE (CHREC_RIGHT (ev)) != INTEGER_CST
	  || !int_cst_value (CHREC_RIGHT (ev), &step) || step == 0
	  || TREE_CODE (CHREC_LEFT (ev)) != SSA_NAME
	  || !defined_in_region_p (mb, CHREC_LEFT (ev)))
	continue;
      enum gpugen_reject before = mb->why;
      isl_pw_aff *q = tree_to_qaff (mb, CHREC_LEFT (ev), ctx, lm.depth);
      mb->why = before;
      if (!q)
	continue;
      lm.qshift = q;
      mb->scop->loops[i].shift = CHREC_LEFT (ev);
      mb->scop->loops[i].shift_step = step;
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  char *str = isl_pw_aff_to_str (q);
	  fprintf (dump_file, "[gpugen-model] loop %d: dimension shifted by "
		   "%s, step " HOST_WIDE_INT_PRINT_DEC "\n", l->num, str,
		   step);
	  free (str);
	}
      return;
    }
}

/* Return the function, over DIMS counters of MB, that maps the
   iteration number c of the shifted loop LM to its dimension
   Q + STEP * c, or - Q - STEP * c where STEP is negative (shift_chrec),
   and keeps the other counters.  */

static isl_multi_pw_aff *
shift_function (model_builder *mb, loop_model &lm, int dims)
{
  int k = lm.depth - 1;
  isl_space *sp = set_space (mb, dims, NULL);
  isl_multi_pw_aff *m = isl_multi_pw_aff_from_multi_aff (
    isl_multi_aff_identity_on_domain_space (isl_space_copy (sp)));
  isl_pw_aff *q = isl_pw_aff_copy (lm.qshift);
  q = isl_pw_aff_add_dims (q, isl_dim_in, dims - lm.depth);
  q = isl_pw_aff_align_params (q, isl_space_copy (sp));
  isl_pw_aff *c = isl_pw_aff_var_on_domain (safe_local_space (sp),
					    isl_dim_set, k);
  HOST_WIDE_INT s = 0;
  for (gpugen_loop_info &li : mb->scop->loops)
    if (li.loop == lm.loop)
      s = li.shift_step;
  if (s < 0)
    {
      q = isl_pw_aff_neg (q);
      s = -s;
    }
  c = isl_pw_aff_scale_val (c, isl_val_int_from_si (gpugen_isl_ctx, s));
  return isl_multi_pw_aff_set_pw_aff (m, k, isl_pw_aff_add (q, c));
}

/* Give the loop LM of MB, whose exit EXIT tests a combination of
   comparisons that niter analysis does not count
   (gpugen_combined_exit_p: "(j + 1 > i) | (j + 1 == 64)", a break on
   counters merged with the loop's own test), its latch count: the first
   iteration c >= 0 where the exit's condition holds, as a quasi-affine
   function of the outer counters (isl's lexicographic minimum), exact
   since the test runs in every iteration.  Where the condition holds in
   no iteration the loop would not end: those outer counters go into
   LM's assumption, so that the parameters for which the loop is entered
   there are excluded (gpugen_wrap_assumptions).  The loop always runs
   its body once.  Where the loop's dimension is shifted (find_shift,
   a start 1 + i % 2), the condition is over the dimension, whose
   preimage under shift_function gives it over c.  Return false, with
   the reason recorded where the condition is not affine, otherwise.  */

static bool
first_exit_count (model_builder *mb, loop_model &lm, edge exit)
{
  basic_block b = exit->src;
  auto_vec<class loop *> loops;
  enclosing_loops (mb, b, &loops);
  int d = loops.length ();
  if (d != lm.depth)
    return false;
  gcond *c = as_a <gcond *> (last_stmt (b));
  tree ct = build2 (gimple_cond_code (c), boolean_type_node,
		    gimple_cond_lhs (c), gimple_cond_rhs (c));
  if (!(exit->flags & EDGE_TRUE_VALUE))
    ct = build1 (TRUTH_NOT_EXPR, boolean_type_node, ct);
  lin_ctx ctx = { b->loop_father, &loops, NULL, { b, NULL, false } };
  isl_set *e = cond_to_set (mb, ct, ctx, d);
  if (!e)
    return false;
  isl_space *sp = set_space (mb, d, NULL);
  e = isl_set_align_params (e, isl_space_copy (sp));
  if (lm.qshift)
    e = isl_set_preimage_multi_pw_aff (e, shift_function (mb, lm, d));
  /* Every counter is non-negative.  */
  isl_set *pos = isl_set_universe (isl_space_copy (sp));
  for (int k = 0; k < d; k++)
    pos = isl_set_lower_bound_si (pos, isl_dim_set, k, 0);
  e = isl_set_intersect (e, pos);
  isl_map *m = isl_map_from_range (e);
  m = isl_map_move_dims (m, isl_dim_in, 0, isl_dim_out, 0, d - 1);
  isl_pw_multi_aff *first = isl_map_lexmin_pw_multi_aff (m);
  isl_pw_aff *n = isl_pw_multi_aff_get_pw_aff (first, 0);
  isl_pw_multi_aff_free (first);
  isl_space_free (sp);
  if (!n)
    return false;
  /* Over the outer counters and the loop's own (unused), as qniter.  */
  isl_set *ends = isl_pw_aff_domain (isl_pw_aff_copy (n));
  n = isl_pw_aff_add_dims (n, isl_dim_in, 1);
  n = isl_pw_aff_reset_tuple_id (n, isl_dim_in);
  lm.qniter = n;
  lm.may_be_zero = isl_set_empty (set_space (mb, d - 1, NULL));
  ends = isl_set_reset_tuple_id (ends);
  lm.assume = isl_set_align_params (ends, set_space (mb, d - 1, NULL));
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      char *str = isl_pw_aff_to_str (lm.qniter);
      fprintf (dump_file, "[gpugen-model] loop %d: latch count, the first "
	       "iteration where its combined exit holds: %s\n",
	       lm.loop->num, str);
      free (str);
    }
  return true;
}

/* Set *CODE, *OP0 and *OP1 to the operation that computes T: an
   expression, or an SSA name's assignment, conversions between integer
   types looked through.  Return false when T is neither.  */

static bool
niter_operation (tree t, enum tree_code *code, tree *op0, tree *op1)
{
  for (;;)
    {
      if (TREE_CODE (t) == SSA_NAME)
	{
	  gassign *g = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
	  if (!g)
	    return false;
	  *code = gimple_assign_rhs_code (g);
	  *op0 = gimple_assign_rhs1 (g);
	  *op1 = (gimple_num_ops (g) > 2 ? gimple_assign_rhs2 (g)
		  : NULL_TREE);
	}
      else if (EXPR_P (t))
	{
	  *code = TREE_CODE (t);
	  *op0 = TREE_OPERAND (t, 0);
	  *op1 = (TREE_OPERAND_LENGTH (t) > 1 ? TREE_OPERAND (t, 1)
		  : NULL_TREE);
	}
      else
	return false;
      if (!CONVERT_EXPR_CODE_P (*code)
	  || !INTEGRAL_TYPE_P (TREE_TYPE (*op0)))
	return true;
      t = *op0;
    }
}

/* For the shifted loop LM of MB (step STEP > 0, start Q = LM.qshift,
   latch count N = LM.qniter), whose latch count NITER is computed as
   (U - start) / STEP (or >> log2 STEP), set LM.qbound to U, read in
   CTX, where it is an exact bound of the loop's values: Q + STEP * N
   <= U < Q + STEP * (N + 1) wherever the loop is entered (MAY_BE_ZERO
   false).  Then, for the values Q + STEP * c (c >= 0), c <= N is
   exactly Q + STEP * c <= U, and c < N is Q + STEP * c <= U - STEP:
   the source loop's own bound ("do i = 2 + mod (j + c, 2), n - 1, 2":
   i <= n - 1), with none of the divisions of the latch count, which
   isl's dependence analysis could not remove (a red-black sweep with a
   reduction ran past max-isl-operations).  Nothing changes where the
   check fails or U is not affine.  */

static void
find_shift_bound (model_builder *mb, loop_model &lm, HOST_WIDE_INT step,
		  tree niter, lin_ctx &ctx)
{
  if (!lm.qshift || !lm.qniter || step <= 0)
    return;
  enum tree_code code;
  tree a, b;
  if (!niter_operation (niter, &code, &a, &b) || !b
      || TREE_CODE (b) != INTEGER_CST)
    return;
  HOST_WIDE_INT k;
  if (!int_cst_value (b, &k)
      || !((code == RSHIFT_EXPR && k >= 0 && k < 62
	    && (HOST_WIDE_INT_1 << k) == step)
	   || ((code == TRUNC_DIV_EXPR || code == EXACT_DIV_EXPR)
	       && k == step)))
    return;
  tree u, start;
  if (!niter_operation (a, &code, &u, &start) || code != MINUS_EXPR)
    return;

  /* U, as tree_to_qaff or tree_to_lin read it; the model as it was
     where it is neither.  */
  enum gpugen_reject before = mb->why;
  unsigned np = mb->scop->params.length ();
  unsigned nw = mb->wraps.length ();
  isl_pw_aff *ub = tree_to_qaff (mb, u, ctx, lm.depth);
  lin l;
  if (!ub && mb->why == before && tree_to_lin (mb, u, ctx, &l))
    ub = isl_pw_aff_from_aff (lin_to_aff (l, set_space (mb, lm.depth,
							 NULL)));
  mb->why = before;
  if (!ub)
    {
      mb->scop->params.truncate (np);
      mb->wraps.truncate (nw);
      return;
    }
  isl_space *sp = set_space (mb, lm.depth, NULL);
  ub = isl_pw_aff_align_params (ub, isl_space_copy (sp));
  isl_pw_aff *q = isl_pw_aff_align_params (isl_pw_aff_copy (lm.qshift),
					   isl_space_copy (sp));
  isl_pw_aff *n = isl_pw_aff_align_params (isl_pw_aff_copy (lm.qniter),
					   isl_space_copy (sp));
  isl_val *sv = isl_val_int_from_si (gpugen_isl_ctx, step);
  isl_pw_aff *last = isl_pw_aff_add (q, isl_pw_aff_scale_val (n, sv));
  isl_pw_aff *next = isl_pw_aff_add (
    isl_pw_aff_copy (last),
    isl_pw_aff_val_on_domain (isl_pw_aff_domain (isl_pw_aff_copy (last)),
			      isl_val_int_from_si (gpugen_isl_ctx, step)));
  /* Where the loop is entered: LAST defined, MAY_BE_ZERO false.  */
  isl_set *entered = isl_pw_aff_domain (isl_pw_aff_copy (last));
  isl_set *mbz = isl_set_add_dims (isl_set_copy (lm.may_be_zero),
				   isl_dim_set, 1);
  mbz = isl_set_align_params (mbz, isl_space_copy (sp));
  entered = isl_set_subtract (entered, mbz);
  isl_set *ok = isl_set_intersect (
    isl_pw_aff_le_set (last, isl_pw_aff_copy (ub)),
    isl_pw_aff_lt_set (isl_pw_aff_copy (ub), next));
  isl_bool exact = isl_set_is_subset (entered, ok);
  isl_set_free (entered);
  isl_set_free (ok);
  isl_space_free (sp);
  if (exact != isl_bool_true)
    {
      isl_pw_aff_free (ub);
      mb->scop->params.truncate (np);
      mb->wraps.truncate (nw);
      return;
    }
  lm.qbound = ub;
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      char *str = isl_pw_aff_to_str (ub);
      fprintf (dump_file, "[gpugen-model] loop %d: values bounded by %s\n",
	       lm.loop->num, str);
      free (str);
    }
}

/* Build the per-loop information of MB: counters, latch counts and
   MAY_BE_ZERO conditions.  */

bool
gpugen_build_loops (model_builder *mb)
{
  gpugen_scop *scop = mb->scop;
  for (basic_block bb : scop->blocks)
    {
      class loop *l = bb->loop_father;
      if (l == scop->outer || l->header != bb)
	continue;
      loop_model lm;
      memset (&lm, 0, sizeof (lm));
      lm.loop = l;
      lm.depth = loop_depth (l) - loop_depth (scop->outer);
      if (lm.depth > MAX_DEPTH)
	{
	  gpugen_set_culprit (scop, "the loop at line %d is nested %d deep, "
			      "more than the %d the model handles",
			      LOCATION_LINE (find_loop_location (l)
					     .get_location_t ()),
			      lm.depth, MAX_DEPTH);
	  return model_fail (mb, GPUGEN_REJECT_BOUND);
	}
      mb->loops.safe_push (lm);
      gpugen_loop_info li = { l, lm.depth, false, 0 };
      scop->loops.safe_push (li);
    }

  auto_vec<class loop *> outer;
  for (unsigned i = 0; i < mb->loops.length (); i++)
    {
      loop_model &lm = mb->loops[i];
      edge exit = gpugen_loop_exit (lm.loop);
      enclosing_loops (mb, loop_preheader_edge (lm.loop)->src, &outer);
      class loop *ploop = loop_outer (lm.loop);
      /* The latch count matters where the loop is entered and runs
	 (for its no-wrap checks).  */
      lin_ctx ctx = { ploop, &outer, NULL, { NULL, lm.loop, true } };
      class tree_niter_desc desc;
      if (!exit
	  || !number_of_iterations_exit_assumptions (lm.loop, exit, &desc,
						     NULL)
	  || integer_zerop (desc.assumptions))
	{
	  if (exit && gpugen_combined_exit_p (lm.loop, exit))
	    {
	      enum gpugen_reject before = mb->why;
	      find_shift (mb, i, ctx);
	      if (first_exit_count (mb, lm, exit))
		continue;
	      if (mb->why != before)
		return false;
	    }
	  scop->culprit_loc = find_loop_location (lm.loop).get_location_t ();
	  return model_fail (mb, GPUGEN_REJECT_NITER);
	}

      tree niter = desc.niter;
      if (ploop != scop->outer)
	niter = instantiate_scev (scop->entry, ploop, niter);
      enum gpugen_reject before = mb->why;
      find_shift (mb, i, ctx);
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "[gpugen-model] loop %d: latch count ",
		   lm.loop->num);
	  print_generic_expr (dump_file, niter);
	  fprintf (dump_file, ", may be zero ");
	  print_generic_expr (dump_file, desc.may_be_zero);
	  fprintf (dump_file, "\n");
	}
      /* A step other than 1 divides the distance by it: a quasi-affine
	 latch count.  */
      if (chrec_contains_undetermined (niter)
	  && !chrec_contains_undetermined (desc.niter))
	/* Instantiation gives up on a start such as 1 + i % 2 (a
	   red-black sweep); the quasi-affine reading follows the
	   definitions instead.  */
	niter = desc.niter;
      lm.qniter = tree_to_qaff (mb, niter, ctx, lm.depth);
      if (!lm.qniter && mb->why != before)
	{
	  if (before == GPUGEN_OK && mb->why != GPUGEN_REJECT_PARAMS)
	    {
	      mb->why = GPUGEN_REJECT_BOUND;
	      /* A division by the step of a distance that is itself
		 quasi-affine (the start 1 + i % 2 of a red-black sweep)
		 needs the unsigned arithmetic GCC computes it in, which
		 the quasi-affine reading does not follow.  */
	      gpugen_set_culprit (scop, "the loop at line %d, whose iteration "
				  "count divides by its step a distance "
				  "computed with a remainder or a division",
				  LOCATION_LINE (find_loop_location (lm.loop)
						 .get_location_t ()));
	    }
	  return false;
	}
      if (!lm.qniter && !tree_to_lin (mb, niter, ctx, &lm.niter))
	{
	  if (before == GPUGEN_OK && mb->why != GPUGEN_REJECT_PARAMS)
	    mb->why = GPUGEN_REJECT_BOUND;
	  scop->culprit_loc = find_loop_location (lm.loop).get_location_t ();
	  return false;
	}
      /* cond_to_set analyzes each operand of the condition in PLOOP;
	 instantiate_scev would give up on the comparison as a whole.  */
      tree mbz = desc.may_be_zero;
      ctx.site.entered = false;
      lm.may_be_zero = cond_to_set (mb, mbz, ctx, lm.depth - 1);
      if (!lm.may_be_zero)
	{
	  if (mb->why != GPUGEN_REJECT_PARAMS)
	    mb->why = GPUGEN_REJECT_BOUND;
	  scop->culprit_loc = find_loop_location (lm.loop).get_location_t ();
	  return false;
	}
      /* The latch count holds under niter analysis' assumptions (an
	 unsigned counter stepping by 2 does not wrap past its bound):
	 run-time assumptions, unless the context proves them
	 (gpugen_wrap_assumptions).  */
      if (!integer_nonzerop (desc.assumptions))
	{
	  lm.assume = cond_to_set (mb, desc.assumptions, ctx, lm.depth - 1);
	  if (!lm.assume)
	    {
	      if (mb->why != GPUGEN_REJECT_PARAMS)
		mb->why = GPUGEN_REJECT_NITER;
	      scop->culprit_loc
		= find_loop_location (lm.loop).get_location_t ();
	      return false;
	    }
	}
      find_shift_bound (mb, lm, scop->loops[i].shift_step, desc.niter, ctx);
    }
  return true;
}

/* Return the latch count of LM as a function on the space S (taken) of
   DIMS counters.  */

static isl_pw_aff *
niter_pw_aff (loop_model &lm, isl_space *s, int dims)
{
  if (!lm.qniter)
    return isl_pw_aff_from_aff (lin_to_aff (lm.niter, s));
  isl_pw_aff *n = isl_pw_aff_copy (lm.qniter);
  n = isl_pw_aff_add_dims (n, isl_dim_in, dims - lm.depth);
  return isl_pw_aff_align_params (n, s);
}

/* Return the space of DIMS counters of MB, and set, in it, *CK to the
   counter of the loop LM, *N to its latch count and *MBZ to its
   MAY_BE_ZERO condition: what header_bounds and continue_bounds build
   the loop's bounds from.  */

static isl_space *
loop_bound_parts (model_builder *mb, loop_model &lm, int dims, isl_aff **ck,
		  isl_pw_aff **n, isl_set **mbz)
{
  int k = lm.depth - 1;
  isl_space *s = set_space (mb, dims, NULL);
  lin c;
  memset (&c, 0, sizeof c);
  c.iv[k] = 1;
  *ck = lin_to_aff (c, isl_space_copy (s));
  *n = niter_pw_aff (lm, isl_space_copy (s), dims);
  *mbz = isl_set_copy (lm.may_be_zero);
  *mbz = isl_set_add_dims (*mbz, isl_dim_set, dims - k);
  *mbz = isl_set_align_params (*mbz, isl_space_copy (s));
  return s;
}

/* Return SET (taken), over DIMS counters of MB, with the iteration
   number c of the loop LM replaced by its dimension (shift_function)
   where the loop is shifted (gpugen_loop_info's shift).  */

static isl_set *
shift_dim (model_builder *mb, loop_model &lm, isl_set *set, int dims)
{
  if (!lm.qshift)
    return set;
  set = isl_set_align_params (set, set_space (mb, dims, NULL));
  isl_multi_pw_aff *m = shift_function (mb, lm, dims);
  return isl_set_apply (set, isl_map_from_multi_pw_aff (m));
}

/* Return the set, over DIMS counters of MB, where the dimension of the
   loop LM, shifted with a bound (loop_model's qbound), is at most its
   bound U less DELTA.  */

static isl_set *
bound_set (model_builder *mb, loop_model &lm, int dims, int delta)
{
  isl_space *s = set_space (mb, dims, NULL);
  isl_pw_aff *u = isl_pw_aff_copy (lm.qbound);
  u = isl_pw_aff_add_dims (u, isl_dim_in, dims - lm.depth);
  u = isl_pw_aff_align_params (u, isl_space_copy (s));
  u = isl_pw_aff_add (u, isl_pw_aff_val_on_domain (
    isl_pw_aff_domain (isl_pw_aff_copy (u)),
    isl_val_int_from_si (gpugen_isl_ctx, -delta)));
  isl_pw_aff *x = isl_pw_aff_var_on_domain (safe_local_space (s),
					    isl_dim_set, lm.depth - 1);
  return isl_pw_aff_le_set (x, u);
}

/* Return the set, over DIMS counters, where the counter K of the loop
   LM lies within the loop's bounds as seen by the loop's header (before
   the exit test): 0 <= c <= NITER, or c = 0 when MAY_BE_ZERO holds.
   With a bound U of its values (loop_model's qbound), c <= NITER is
   "value <= U" instead, the same iterations (find_shift_bound).  */

static isl_set *
header_bounds (model_builder *mb, loop_model &lm, int dims)
{
  isl_aff *ck;
  isl_pw_aff *n;
  isl_set *mbz;
  isl_space *s = loop_bound_parts (mb, lm, dims, &ck, &n, &mbz);
  isl_set *notz = isl_set_subtract (isl_set_universe (isl_space_copy (s)),
				    isl_set_copy (mbz));
  isl_set *ge0 = isl_aff_ge_set (isl_aff_copy (ck), isl_aff_zero_on_domain (
    safe_local_space (isl_space_copy (s))));
  isl_set *first = isl_set_intersect (
    mbz, isl_set_from_basic_set (isl_aff_zero_basic_set (isl_aff_copy (ck))));
  isl_space_free (s);
  if (lm.qbound)
    {
      isl_aff_free (ck);
      /* Where NITER is defined, which does not constrain c.  */
      isl_set *full = isl_set_intersect (notz, isl_pw_aff_domain (n));
      full = shift_dim (mb, lm, isl_set_intersect (full, isl_set_copy (ge0)),
			dims);
      full = isl_set_intersect (full, bound_set (mb, lm, dims, 0));
      first = shift_dim (mb, lm, isl_set_intersect (first, ge0), dims);
      return isl_set_union (full, first);
    }
  isl_set *full = isl_set_intersect (
    isl_pw_aff_le_set (isl_pw_aff_from_aff (ck), n), notz);
  return shift_dim (mb, lm, isl_set_intersect (isl_set_union (full, first),
					       ge0), dims);
}

/* Return the set, over DIMS counters, where the loop LM goes on after its
   exit test: c < NITER and MAY_BE_ZERO false.  */

static isl_set *
continue_bounds (model_builder *mb, loop_model &lm, int dims)
{
  isl_aff *ck;
  isl_pw_aff *n;
  isl_set *mbz;
  isl_space *s = loop_bound_parts (mb, lm, dims, &ck, &n, &mbz);
  isl_set *notz = isl_set_subtract (isl_set_universe (s), mbz);
  if (lm.qbound)
    {
      /* c < NITER: "value <= U - step" (find_shift_bound).  */
      isl_aff_free (ck);
      HOST_WIDE_INT step = 0;
      for (gpugen_loop_info &li : mb->scop->loops)
	if (li.loop == lm.loop)
	  step = li.shift_step;
      notz = isl_set_intersect (notz, isl_pw_aff_domain (n));
      return isl_set_intersect (shift_dim (mb, lm, notz, dims),
				bound_set (mb, lm, dims, step));
    }
  return shift_dim (mb, lm,
		    isl_set_intersect (isl_pw_aff_lt_set (
					 isl_pw_aff_from_aff (ck), n), notz),
		    dims);
}

/* Return the set, over the counters of the loops around block P, where
   the edge E out of P is taken.  */

static isl_set *
edge_condition (model_builder *mb, basic_block p, edge e)
{
  auto_vec<class loop *> loops;
  enclosing_loops (mb, p, &loops);
  int d = loops.length ();
  if (single_succ_p (p))
    return isl_set_universe (set_space (mb, d, NULL));
  gimple *last = last_stmt (p);
  if (!last || gimple_code (last) != GIMPLE_COND)
    {
      model_fail (mb, GPUGEN_REJECT_STMT);
      return NULL;
    }
  /* The errno guard of a math function: both branches compute the same
     value, so the model lets both run.  */
  if (gpugen_errno_guard_p (p))
    return isl_set_universe (set_space (mb, d, NULL));
  /* The exit test of a region loop: going on is modelled by the loop's
     bounds.  */
  int li = loop_index (mb, p->loop_father);
  if (li >= 0 && gpugen_loop_exit (p->loop_father)->src == p)
    return continue_bounds (mb, mb->loops[li], d);

  edge te, fe;
  extract_true_false_edges_from_block (p, &te, &fe);
  gcond *c = as_a <gcond *> (last);
  tree ct = build2 (gimple_cond_code (c), boolean_type_node,
		    gimple_cond_lhs (c), gimple_cond_rhs (c));
  lin_ctx ctx = { p->loop_father, &loops, NULL, { p, NULL, false } };
  isl_set *cs = cond_to_set (mb, ct, ctx, d);
  if (!cs)
    {
      /* The missed remark names the condition, unless an operand's
	 memory reference was named; a condition the compiler made (store
	 motion's flag, without a location) by the last statement before
	 it.  */
      location_t loc = gimple_location (c);
      bool made = LOCATION_LINE (loc) == 0;
      basic_block b = p;
      for (int steps = 0; LOCATION_LINE (loc) == 0 && b && steps < 8;
	   steps++)
	{
	  for (gimple_stmt_iterator gsi = gsi_last_bb (b);
	       !gsi_end_p (gsi) && LOCATION_LINE (loc) == 0; gsi_prev (&gsi))
	    if (!is_gimple_debug (gsi_stmt (gsi)))
	      loc = gimple_location (gsi_stmt (gsi));
	  b = (single_pred_p (b)
	       && bitmap_bit_p (mb->in_region, single_pred (b)->index)
	       ? single_pred (b) : NULL);
	}
      if (mb->why == GPUGEN_REJECT_COND && !mb->scop->culprit_ref
	  && !mb->scop->culprit_text && LOCATION_LINE (loc) > 0)
	gpugen_set_culprit (mb->scop, made ? "a condition the compiler made, "
			    "after line %d" : "the condition at line %d",
			    LOCATION_LINE (loc));
      return NULL;
    }
  /* Every caller intersects the result with P's domain: the condition
     only matters there, where isl's gist drops what the domain implies
     (the pieces of a truncating division on a negative dividend, "i /
     2 - j / 3" with i and j counters from 0, and their sign tests),
     before the negation of a false edge multiplies them.  */
  if (isl_set *pd = mb->bdom[p->index])
    {
      pd = isl_set_align_params (isl_set_copy (pd), isl_set_get_space (cs));
      cs = isl_set_align_params (cs, isl_set_get_space (pd));
      cs = isl_set_coalesce (isl_set_gist (cs, pd));
    }
  if (e == fe)
    {
      isl_space *s = isl_set_get_space (cs);
      cs = isl_set_subtract (isl_set_universe (s), cs);
    }
  return cs;
}

/* Compute MB's domain of every block of the region, in reverse
   post-order, into MB->bdom: a block executes in the union, over its
   incoming edges, of the domain of the source where the edge is taken.
   A loop header executes within the loop's bounds wherever the
   preheader executes; the block after a loop executes once wherever the
   loop's preheader executes.  This is exact for any acyclic control flow
   between loops, including the unstructured one jump threading leaves.  */

bool
gpugen_compute_domains (model_builder *mb)
{
  gpugen_scop *scop = mb->scop;
  for (basic_block x : scop->blocks)
    {
      auto_vec<class loop *> loops;
      enclosing_loops (mb, x, &loops);
      int d = loops.length ();
      isl_set *dom;
      int li = loop_index (mb, x->loop_father);
      if (li >= 0 && x->loop_father->header == x)
	{
	  isl_set *pre;
	  if (x == scop->entry->dest)
	    pre = isl_set_universe (set_space (mb, d - 1, NULL));
	  else
	    {
	      basic_block ph = loop_preheader_edge (x->loop_father)->src;
	      if (!bitmap_bit_p (mb->in_region, ph->index)
		  || !mb->bdom[ph->index])
		{
		  cfg_culprit (scop, x);
		  return model_fail (mb, GPUGEN_REJECT_CFG);
		}
	      pre = isl_set_copy (mb->bdom[ph->index]);
	    }
	  pre = isl_set_add_dims (pre, isl_dim_set, 1);
	  isl_set *b = header_bounds (mb, mb->loops[li], d);
	  pre = isl_set_align_params (pre, isl_set_get_space (b));
		  dom = isl_set_intersect (pre, b);
		  if (mb->loops[li].dead)
	    {
	      isl_set *dead = isl_set_copy (mb->loops[li].dead);
	      dead = isl_set_align_params (dead, isl_set_get_space (dom));
	      dom = isl_set_align_params (dom, isl_set_get_space (dead));
	      dom = isl_set_subtract (dom, dead);
	    }
	}
      else if (x == scop->entry->dest)
	dom = isl_set_universe (set_space (mb, d, NULL));
      else
	{
	  dom = isl_set_empty (set_space (mb, d, NULL));
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, x->preds)
	    {
	      basic_block p = e->src;
	      if (!bitmap_bit_p (mb->in_region, p->index) || !mb->bdom[p->index])
		{
		  isl_set_free (dom);
		  cfg_culprit (scop, x);
		  return model_fail (mb, GPUGEN_REJECT_CFG);
		}
	      isl_set *contrib;
	      if (p->loop_father == x->loop_father)
		{
		  isl_set *c = edge_condition (mb, p, e);
		  if (!c)
		    {
		      isl_set_free (dom);
		      return false;
		    }
		  contrib = isl_set_copy (mb->bdom[p->index]);
		  contrib = isl_set_align_params (contrib, isl_set_get_space (c));
		  contrib = isl_set_intersect (contrib, c);
		}
	      else if (flow_loop_nested_p (x->loop_father, p->loop_father))
		{
		  /* Leaving the loops between P and X: once per execution
		     of the outermost one left.  */
		  class loop *m = p->loop_father;
		  while (loop_outer (m) != x->loop_father)
		    m = loop_outer (m);
		  basic_block ph = loop_preheader_edge (m)->src;
		  int mi = loop_index (mb, m);
		  if (single_exit (m) != e
		      && (mi < 0 || m != p->loop_father
			  || !loop_exit_edge_p (m, e)))
		    {
		      isl_set_free (dom);
		      cfg_culprit (scop, x);
		      return model_fail (mb, GPUGEN_REJECT_CFG);
		    }
		  if (single_exit (m) != e)
		    {
		      /* One of the exits of a loop with several: where it
			 is taken, which is at most once per execution of
			 the loop (gpugen_model_extra_exits).  */
		      isl_set *taken;
		      if (e == gpugen_loop_exit (m))
			{
			  taken = continue_bounds (mb, mb->loops[mi], d + 1);
			  taken = isl_set_subtract (isl_set_universe (
			    isl_set_get_space (taken)), taken);
			}
		      else
			taken = edge_condition (mb, p, e);
		      if (!taken)
			{
			  isl_set_free (dom);
			  return false;
			}
		      contrib = isl_set_copy (mb->bdom[p->index]);
		      contrib = isl_set_align_params (contrib,
						      isl_set_get_space (taken));
		      taken = isl_set_align_params (taken,
						    isl_set_get_space (contrib));
		      contrib = isl_set_intersect (contrib, taken);
		      contrib = isl_set_project_out (contrib, isl_dim_set, d, 1);
		    }
		  else if (m->header == scop->entry->dest)
		    contrib = isl_set_universe (set_space (mb, d, NULL));
		  else if (bitmap_bit_p (mb->in_region, ph->index)
			   && mb->bdom[ph->index])
		    contrib = isl_set_copy (mb->bdom[ph->index]);
		  else
		    {
		      isl_set_free (dom);
		      cfg_culprit (scop, x);
		      return model_fail (mb, GPUGEN_REJECT_CFG);
		    }
		}
	      else
		{
		  isl_set_free (dom);
		  cfg_culprit (scop, x);
		  return model_fail (mb, GPUGEN_REJECT_CFG);
		}
	      contrib = isl_set_align_params (contrib, isl_set_get_space (dom));
	      dom = isl_set_align_params (dom, isl_set_get_space (contrib));
	      dom = isl_set_union (dom, contrib);
	    }
	}
      mb->bdom[x->index] = isl_set_coalesce (dom);
      if (!mb->bdom[x->index])
	return model_fail (mb, GPUGEN_REJECT_ISL);
    }
  return true;
}

/* Model the exits of the loops of MB with several exits
   (gpugen_loop_exit) other than the one that counts the iterations: an
   exit E from block B is taken at the points T of B's domain where its
   condition holds, and the iterations of its loop after the first such
   point in the same execution of the loop (the same outer counters) do
   not run.  Those dead iterations are removed from the loop header's
   domain and the domains are computed again, which makes every block
   of the loop, of the loops inside it and after it exact (the blocks
   after B in the exit's own iteration have the negation of E's
   condition through B's other edge).  The common case, what jump
   threading makes of the guard of an inner loop or of a copy of the
   loop's own test, is an exit taken only in the loop's last iteration:
   nothing is dead and nothing is computed again.  The exits' conditions
   are affine or the region is a miss (an exit on data is rejected as
   one of several exits when the region is detected, unless
   gpugen-exits.cc made it a flag first).  */

bool
gpugen_model_extra_exits (model_builder *mb)
{
  bool again = false;
  for (unsigned i = 0; i < mb->loops.length (); i++)
    {
      loop_model &lm = mb->loops[i];
      if (single_exit (lm.loop))
	continue;
      edge main = gpugen_loop_exit (lm.loop);
      basic_block h = lm.loop->header;
      if (!mb->bdom[h->index])
	return model_fail (mb, GPUGEN_REJECT_CFG);
      int d = lm.depth;
      /* Later iterations of the same execution of the loop: the outer
	 counters equal, the loop's own greater (a shifted dimension
	 grows from one iteration to the next too).  */
      isl_map *later
	= isl_map_universe (isl_space_map_from_set (set_space (mb, d, NULL)));
      for (int k = 0; k < d - 1; k++)
	later = isl_map_equate (later, isl_dim_in, k, isl_dim_out, k);
      later = isl_map_order_lt (later, isl_dim_in, d - 1, isl_dim_out, d - 1);
      isl_set *dead = isl_set_empty (set_space (mb, d, NULL));
      auto_vec<edge> exits = get_loop_exit_edges (lm.loop);
      for (edge e : exits)
	{
	  /* A time loop's exit on data is out of the model: the loop
	     runs all its iterations there (gpugen-hostexit.cc).  */
	  if (e == main || gpugen_host_exit_edge_p (e))
	    continue;
	  basic_block b = e->src;
	  if (!mb->bdom[b->index] || b->loop_father != lm.loop)
	    {
	      isl_map_free (later);
	      isl_set_free (dead);
	      return model_fail (mb, GPUGEN_REJECT_CFG);
	    }
	  isl_set *c = edge_condition (mb, b, e);
	  if (!c)
	    {
	      isl_map_free (later);
	      isl_set_free (dead);
	      return false;
	    }
	  isl_set *t = isl_set_copy (mb->bdom[b->index]);
	  t = isl_set_align_params (t, isl_set_get_space (c));
	  c = isl_set_align_params (c, isl_set_get_space (t));
	  t = isl_set_intersect (t, c);
	  later = isl_map_align_params (later, isl_set_get_space (t));
	  t = isl_set_align_params (t, isl_map_get_space (later));
	  isl_set *after = isl_set_apply (t, isl_map_copy (later));
	  after = isl_set_align_params (after, isl_set_get_space (dead));
	  dead = isl_set_align_params (dead, isl_set_get_space (after));
	  dead = isl_set_union (dead, after);
	}
      isl_map_free (later);
      /* Only dead iterations the header would run matter.  */
      isl_set *run = isl_set_copy (mb->bdom[h->index]);
      run = isl_set_align_params (run, isl_set_get_space (dead));
      dead = isl_set_align_params (dead, isl_set_get_space (run));
      dead = isl_set_coalesce (isl_set_intersect (dead, run));
      isl_bool empty = isl_set_is_empty (dead);
      if (empty == isl_bool_error)
	{
	  isl_set_free (dead);
	  return model_fail (mb, GPUGEN_REJECT_ISL);
	}
      if (empty)
	{
	  isl_set_free (dead);
	  continue;
	}
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "[gpugen-model] loop %d: iterations after an "
		   "early exit: ", lm.loop->num);
	  isl_printer *pr = isl_printer_to_file (gpugen_isl_ctx, dump_file);
	  pr = isl_printer_print_set (pr, dead);
	  isl_printer_free (pr);
	  fprintf (dump_file, "\n");
	}
      lm.dead = dead;
      again = true;
    }
  if (!again)
    return true;
  for (basic_block bb : mb->scop->blocks)
    {
      isl_set_free (mb->bdom[bb->index]);
      mb->bdom[bb->index] = NULL;
    }
  return gpugen_compute_domains (mb);
}

/* Return the iteration domain of block BB, named NAME.  */

isl_set *
gpugen_block_domain (model_builder *mb, basic_block bb, const char *name)
{
  isl_set *dom = isl_set_copy (mb->bdom[bb->index]);
  return isl_set_set_tuple_name (dom, name);
}

/* Whether the operand OP of a comparison is the same in every
   iteration of MB's region and known at the end of the block before
   it: a constant, or an SSA name defined there or above.  */

static bool
invariant_operand_p (model_builder *mb, tree op)
{
  if (TREE_CODE (op) == INTEGER_CST)
    return true;
  if (TREE_CODE (op) != SSA_NAME)
    return false;
  if (SSA_NAME_IS_DEFAULT_DEF (op))
    return true;
  basic_block def = gimple_bb (SSA_NAME_DEF_STMT (op));
  return (def && !defined_in_region_p (mb, op)
	  && mb->scop->entry->src != ENTRY_BLOCK_PTR_FOR_FN (cfun)
	  && dom_info_available_p (CDI_DOMINATORS)
	  && dominated_by_p (CDI_DOMINATORS, mb->scop->entry->src, def));
}

/* If OP0 CODE OP1, an equality or inequality of two pointers, holds in
   every iteration of MB's region or in none (both operands are
   invariant_operand_p), return a long that is 1 where it holds and 0
   where it does not, computed at the end of the block before the
   region (the one an earlier condition made, found among the
   parameters), for cond_to_set to make a parameter of: a pointer
   compared with null is Fortran's present () of an optional dummy,
   whose accesses the region makes only where it holds.  Otherwise
   NULL_TREE.  */

tree
gpugen_invariant_flag (model_builder *mb, enum tree_code code, tree op0,
		       tree op1)
{
  if ((code != EQ_EXPR && code != NE_EXPR)
      || !invariant_operand_p (mb, op0) || !invariant_operand_p (mb, op1))
    return NULL_TREE;
  for (tree p : mb->scop->params)
    {
      if (TREE_CODE (p) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (p))
	continue;
      gassign *conv = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (p));
      if (!conv || gimple_assign_rhs_code (conv) != NOP_EXPR
	  || TREE_CODE (gimple_assign_rhs1 (conv)) != SSA_NAME)
	continue;
      gassign *cmp = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (
					     gimple_assign_rhs1 (conv)));
      if (cmp && gimple_assign_rhs_code (cmp) == code
	  && operand_equal_p (gimple_assign_rhs1 (cmp), op0, 0)
	  && operand_equal_p (gimple_assign_rhs2 (cmp), op1, 0))
	return p;
    }
  tree b = make_ssa_name (boolean_type_node);
  tree flag = make_ssa_name (long_integer_type_node);
  gimple_seq seq = NULL;
  gimple_seq_add_stmt (&seq, gimple_build_assign (b, code, op0, op1));
  gimple_seq_add_stmt (&seq, gimple_build_assign (flag, NOP_EXPR, b));
  basic_block before = mb->scop->entry->src;
  gimple_stmt_iterator gsi = gsi_last_bb (before);
  if (gsi_end_p (gsi))
    {
      gsi = gsi_start_bb (before);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
    }
  else if (stmt_ends_bb_p (gsi_stmt (gsi)))
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  else
    gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-model] invariant condition ");
      print_generic_expr (dump_file, op0);
      fprintf (dump_file, " %s ", code == EQ_EXPR ? "==" : "!=");
      print_generic_expr (dump_file, op1);
      fprintf (dump_file, ": the parameter ");
      print_generic_expr (dump_file, flag);
      fprintf (dump_file, "\n");
    }
  return flag;
}
