/* Scalar reductions over a loop nest, rewritten for the model as one
   partial result per row, folded on the host after the region.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A scalar that a loop nest accumulates and the program reads after it,

     s = s0;
     for (i ...)		(L, the nest's outermost loop)
       for (j ...)
	 s = s OP f (i, j);	(or a select, "if (d > s) s = d")
     ... s ...

   is carried by every loop of the nest: no loop is parallel and the
   nest stayed on the host ("no parallel loop").  For the model (the
   rewrite is undone at the end of the pass, gpugen_undo_reductions),
   this stage makes each iteration of L start from the fold's identity
   and store what it computed, its row's partial result, in an array
   PART of its own:

     for (i ...)  { r = ID; for (j ...) r = r OP f (i, j); PART[k] = r; }

   (k counts L's iterations from 0), which the model, the scheduler and
   the mapper handle as they handle a matrix-vector product's rows: L is
   parallel, each thread runs its rows' inner loops.  The region's value
   of s after the nest is no value of the region any more: its uses read
   a placeholder from before the region, which the device path replaces
   by the fold of the partials, in L's order, into s0, on the host
   (__gpugen_region_fold, runtime/fold.c), after the launches and before
   the copies back (gpugen_reduce_emit).  The host path is the program's
   own nest, unchanged; PART lives only on the device, so no host memory
   is allocated and nothing is copied but the partials, read back.

   The rewrite is exact, for every input, where the fold of the ordered
   partials is what the nest computes.  With f the row's transformation
   of s, f (s) = s OP r with r = f (ID) for
     - integer +, -, *, &, |, ^ and min, max: in the unsigned
       counterpart of the type (the partial sums of a signed sum, which
       another grouping may make overflow, are computed in it: each
       signed addition becomes a wrapping one on unsigned values,
       converted back), where any grouping gives the same bits;
     - floating + and *, only where GCC itself may reassociate
       (-fassociative-math, which also makes signed zeros and traps not
       matter); otherwise the nest keeps its remark ("a floating-point
       sum, reassociated only under -fassociative-math");
     - the selects "if (d > s) s = d" (and with >=, <, <=, and the arms
       or the comparison's operands swapped into that form): s is
       replaced by d where "d REL s"; a NaN d never is (the comparison
       is false),
       a NaN s never is replaced.  With ID = -inf for > and >= (+inf
       for < and <=), r is the row's first (last, for >= and <=) element
       among the extreme ones that are not NaN, or ID when there is
       none, and f (s) = (r REL s) ? r : s exactly: where the row has an
       element d with d REL s, its extreme r satisfies r REL s too and is
       the element the loop ends with (ties between -0.0 and +0.0 are
       resolved by position, as in the loop, since r is the first or
       last of the equal ones); where it has none, r REL s is false or
       r is -inf (+inf) and s equals it, bit for bit; a NaN s stays;
     - the selects that keep s unless the comparison holds for s
       ("s = s > d ? s : d", and with >=, <, <=): d
       replaces s where "s REL d" is false, so a NaN d replaces any s,
       and any d replaces a NaN s.  The row is then run from ID = NaN
       (which any element replaces) and summed up by its state, a
       second partial: 0 for an empty row, bit 1 for an element that is
       not a NaN, bit 2 for a NaN.  A row without a NaN computes r, its
       last (for >, <) or first (>=, <=) extreme element, and f (s) =
       (s REL r) ? s : r, with f (NaN) = r; a row with a NaN forgets s:
       f (s) is what the row computed after its last NaN, which is r
       (the loop started again from that NaN as from ID); an empty row
       leaves s.  The fold does exactly that, from the states.
     - gfortran's max and min, MAX_EXPR and MIN_EXPR, whose result GCC
       leaves unspecified where an operand is a NaN or they are -0.0 and
       +0.0 (the x86 back end's maxsd returns its second operand then,
       and the expander puts either operand first; the vectorizer
       reassociates them, so that the plain build's result already
       depends on the order it chose): on the device they run as the
       select "s = s > d ? s : d" ("<" for MIN_EXPR), the KEEP fold
       above; for the model the operands are put in that order (which
       gpugen-cuda-expr.cc prints "(s > d ? s : d)").  The host path
       keeps the program's statement, as elementwise maxima do, so that
       GCC vectorizes it as in the plain build: where an operand is a
       NaN, or -0.0 against +0.0, the two paths may differ, as two
       builds of the program may; under -ffinite-math-only and
       -fno-signed-zeros every order agrees.
   Ties between equal integers leave the same bits whichever is kept.
   fmax and fmin, whose result on -0.0 and +0.0 is the C library's
   (glibc's x86-64 fmax returns its second argument on ties), are
   folded only as the selects they equal where no value is a NaN or
   -0.0 (check_fmax); elsewhere the nest keeps its remark.

   Shapes: the accumulator's SSA cycle in L (PHIs of L's header, of the
   inner loops' headers and joins, the updates, and selects between two
   values of the cycle under a condition that does not read it, "if
   (mask) s += x") must hold nothing else: a value of the cycle read
   by another statement (a store, a condition, a call) is no
   reduction.  L must be a loop at the region's top level (not inside a
   loop of the region), with one exit at its bottom, an update inside
   one of its inner loops (or L alone, one element per row, where L
   writes memory besides: gpugen-reduce-rows.cc), s0 from before it, and
   the value after L read outside every candidate region (a later nest
   that reads it would read the placeholder).  Several reductions in
   one nest each get their partials.  A reduction in a time loop (a
   convergence loop's error, "for (it...) { ...; err = 0; for (i...)
   for (j...) err = max...; if (err < tol) break; }") whose value the
   loop's exit test alone reads is rewritten before detection by
   gpugen-reduce-exit.cc, for gpugen-hostexit.cc: the time loop runs as
   one region whose host loop folds the error after each step; read
   after the loop too, the loop leaves the last step's fold.  Otherwise,
   read in the next step too, it is rewritten for the region of the
   loop's body: each step's region folds its error.  An outermost loop
   with several exits (jump threading's copy of an inner loop's guard)
   is not rewritten; the loop of the rows under a short one may have
   them (gpugen-reduce-rows.cc).  reductions=0 turns the stage off.  */

#include "gpugen.h"
#include "tree-into-ssa.h"
#include "tree-dfa.h"
#include "gimplify-me.h"
#include "gimplify.h"
#include "../include/gpugen-rt.h"
#include "gpugen-reduce.h"

/* The counter of a loop that gives the index of its rows' partials:
   "k = PHI <0, k + 1>" at its header, shared by the loop's
   reductions.  */

struct row_counter
{
  /* The loop.  */
  class loop *loop;
  /* The counter and its PHI, and the statement of k + 1.  */
  tree k;
  gphi *phi;
  gimple *inc;
};

/* The reductions rewritten in the function being compiled.  */

vec<gpugen_reduction *> gpugen_reductions;

/* The counters of their loops.  */

static vec<row_counter> counters;

/* Why an accumulator that looked like a reduction was not rewritten,
   for the missed remark: each value of its cycle maps to the reason (a
   static string).  */

static hash_map<tree, const char *> *refusals;

/* Whether T is a type whose reductions this stage rewrites: an integer
   of 8, 16, 32 or 64 bits (not a boolean), float or double.  Set *FOLD
   to its gpugen_fold_type.  */

static bool
fold_type (tree t, unsigned *fold)
{
  if (INTEGRAL_TYPE_P (t) && TREE_CODE (t) != BOOLEAN_TYPE)
    {
      int p = TYPE_PRECISION (t);
      bool u = TYPE_UNSIGNED (t);
      if (p == 8 || p == 16 || p == 32 || p == 64)
	{
	  static const unsigned base[] = { GPUGEN_FOLD_I8, GPUGEN_FOLD_I16,
					   GPUGEN_FOLD_I32, GPUGEN_FOLD_I64 };
	  *fold = base[exact_log2 (p) - 3] + (u ? 1 : 0);
	  return true;
	}
      return false;
    }
  if (TREE_CODE (t) == REAL_TYPE && TYPE_MODE (t) == SFmode)
    {
      *fold = GPUGEN_FOLD_F32;
      return true;
    }
  if (TREE_CODE (t) == REAL_TYPE && TYPE_MODE (t) == DFmode)
    {
      *fold = GPUGEN_FOLD_F64;
      return true;
    }
  return false;
}

/* Record in C that it is not rewritten, because of WHY; a reduction of
   a form this stage refuses (for the remark) when REFUSE.  Return
   false.  */

static bool
cycle_fail (cycle *c, const char *why, bool refuse = false)
{
  if (!c->why)
    {
      c->why = why;
      c->refuse_p = refuse;
    }
  return false;
}

/* Whether T is a value of C's cycle.  */

static bool
member_p (cycle *c, tree t)
{
  return t && TREE_CODE (t) == SSA_NAME && c->members.contains (t);
}

/* Add the value T to C's cycle.  */

static void
add_member (cycle *c, tree t)
{
  if (!c->members.add (t))
    c->order.safe_push (t);
}

/* The comparison of the select STMT (a COND_EXPR): its code and
   operands in *CODE, *X and *Y; false when its condition is not a
   comparison.  */

static bool
select_comparison (gassign *stmt, enum tree_code *code, tree *x, tree *y)
{
  tree c = gimple_assign_rhs1 (stmt);
  if (COMPARISON_CLASS_P (c))
    {
      *code = TREE_CODE (c);
      *x = TREE_OPERAND (c, 0);
      *y = TREE_OPERAND (c, 1);
      return true;
    }
  if (TREE_CODE (c) != SSA_NAME)
    return false;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (c));
  if (!def
      || TREE_CODE_CLASS (gimple_assign_rhs_code (def)) != tcc_comparison)
    return false;
  *code = gimple_assign_rhs_code (def);
  *x = gimple_assign_rhs1 (def);
  *y = gimple_assign_rhs2 (def);
  return true;
}

/* Whether the comparison statement USE, which reads a value of C's
   cycle, only decides a select of the accumulator and an element (its
   result's one use is a COND_EXPR whose arms are its operands).  */

static bool
select_comparison_use_p (gassign *use)
{
  tree lhs = gimple_assign_lhs (use);
  if (TREE_CODE (lhs) != SSA_NAME)
    return false;
  gimple *sel;
  use_operand_p up;
  if (!single_imm_use (lhs, &up, &sel))
    return false;
  gassign *s = dyn_cast <gassign *> (sel);
  if (!s || gimple_assign_rhs_code (s) != COND_EXPR
      || gimple_assign_rhs1 (s) != lhs)
    return false;
  tree x = gimple_assign_rhs1 (use), y = gimple_assign_rhs2 (use);
  tree a = gimple_assign_rhs2 (s), b = gimple_assign_rhs3 (s);
  return ((operand_equal_p (x, a, 0) && operand_equal_p (y, b, 0))
	  || (operand_equal_p (x, b, 0) && operand_equal_p (y, a, 0)));
}

/* Whether CALL is one of fmax and fmin, of any type.  */

static bool
fmax_call_p (gcall *call)
{
  static const enum built_in_function fns[] = {
    BUILT_IN_FMAX, BUILT_IN_FMAXF, BUILT_IN_FMAXL,
    BUILT_IN_FMIN, BUILT_IN_FMINF, BUILT_IN_FMINL
  };
  for (enum built_in_function f : fns)
    if (gimple_call_builtin_p (call, f))
      return true;
  return (gimple_call_internal_p (call)
	  && (gimple_call_internal_fn (call) == IFN_FMAX
	      || gimple_call_internal_fn (call) == IFN_FMIN));
}

/* Collect C's cycle from the head's result: every statement that reads
   one of its values inside C's loop must be one of the cycle's, or the
   comparison of a select of it; outside the loop only the exit PHI of
   the latch value may read it.  Return false (with the reason) when
   another statement reads it.  */

static bool
collect_cycle (cycle *c, tree latch, edge exit)
{
  add_member (c, gimple_phi_result (c->head));
  for (unsigned w = 0; w < c->order.length (); w++)
    {
      tree v = c->order[w];
      imm_use_iterator it;
      use_operand_p use_p;
      FOR_EACH_IMM_USE_FAST (use_p, it, v)
	{
	  gimple *stmt = USE_STMT (use_p);
	  if (is_gimple_debug (stmt))
	    continue;
	  basic_block bb = gimple_bb (stmt);
	  if (!flow_bb_inside_loop_p (c->loop, bb))
	    {
	      gphi *p = dyn_cast <gphi *> (stmt);
	      /* Another exit of the loop of the rows, which leaves the
		 row as it started (gpugen-reduce-rows.cc).  */
	      edge pe = (p ? gimple_phi_arg_edge
			 (p, PHI_ARG_INDEX_FROM_USE (use_p)) : NULL);
	      if (p && c->row_exits && v == gimple_phi_result (c->head)
		  && pe != exit && flow_bb_inside_loop_p (c->loop, pe->src))
		continue;
	      if (p && v == latch && exit && bb == exit->dest
		  && gimple_phi_num_args (p) == 1)
		{
		  /* gfortran's store motion may leave several copies of
		     the value there: the others, equal, are merged into
		     the first (rewrite).  */
		  if (!c->result)
		    c->result = gimple_phi_result (p);
		  else if (c->result != gimple_phi_result (p))
		    c->copies.safe_push (gimple_phi_result (p));
		  continue;
		}
	      return cycle_fail (c, "its value in the loop is read after it");
	    }
	  if (gphi *p = dyn_cast <gphi *> (stmt))
	    {
	      add_member (c, gimple_phi_result (p));
	      continue;
	    }
	  gassign *a = dyn_cast <gassign *> (stmt);
	  if (!a)
	    {
	      gcall *call = dyn_cast <gcall *> (stmt);
	      /* Checked by check_fmax.  */
	      if (call && fmax_call_p (call) && gimple_call_num_args (call) == 2
		  && gimple_call_lhs (call)
		  && TREE_CODE (gimple_call_lhs (call)) == SSA_NAME)
		{
		  add_member (c, gimple_call_lhs (call));
		  continue;
		}
	      return cycle_fail (c, "its value is read by another statement");
	    }
	  tree lhs = gimple_assign_lhs (a);
	  if (TREE_CODE (lhs) != SSA_NAME)
	    return cycle_fail (c, "its value is stored");
	  enum tree_code code = gimple_assign_rhs_code (a);
	  if (TREE_CODE_CLASS (code) == tcc_comparison)
	    {
	      if (!select_comparison_use_p (a))
		return cycle_fail (c, "its value is compared");
	      continue;
	    }
	  switch (code)
	    {
	    CASE_CONVERT:
	    case PLUS_EXPR:
	    case MINUS_EXPR:
	    case MULT_EXPR:
	    case BIT_AND_EXPR:
	    case BIT_IOR_EXPR:
	    case BIT_XOR_EXPR:
	    case MIN_EXPR:
	    case MAX_EXPR:
	      add_member (c, lhs);
	      break;
	    case COND_EXPR:
	      if (gimple_assign_rhs1 (a) == v)
		return cycle_fail (c, "its value is a condition");
	      if (gimple_assign_rhs2 (a) != v && gimple_assign_rhs3 (a) != v)
		{
		  /* Only in an embedded comparison: checked with the
		     select.  */
		  if (!COMPARISON_CLASS_P (gimple_assign_rhs1 (a)))
		    return cycle_fail (c, "its value is read by a select");
		}
	      add_member (c, lhs);
	      break;
	    default:
	      return cycle_fail (c, "its value is read by an operation that "
				 "is no reduction");
	    }
	  if (c->members.elements () > 64)
	    return cycle_fail (c, "its cycle is too long");
	}
    }
  return true;
}

/* Return the fold op of the select "v = cond ? A : B" of C (STMT), with
   ACC the arm from the cycle and D the element; GPUGEN_FOLD_N_OPS after
   recording why it is none.  */

static unsigned
select_op (cycle *c, gassign *stmt, tree acc, tree d)
{
  enum tree_code code;
  tree x, y;
  if (!select_comparison (stmt, &code, &x, &y)
      || !((operand_equal_p (x, acc, 0) && operand_equal_p (y, d, 0))
	   || (operand_equal_p (x, d, 0) && operand_equal_p (y, acc, 0))))
    return cycle_fail (c, "a select whose condition does not compare the "
		       "accumulator with the element"), GPUGEN_FOLD_N_OPS;
  if (code != LT_EXPR && code != LE_EXPR && code != GT_EXPR
      && code != GE_EXPR)
    return cycle_fail (c, "a select on a comparison other than <, <=, >, "
		       ">=", true), GPUGEN_FOLD_N_OPS;
  /* As "d REL acc".  */
  if (operand_equal_p (x, acc, 0))
    code = swap_tree_comparison (code);
  /* The element where the comparison holds: "if (d REL acc) acc = d";
     the accumulator where it holds: acc kept unless "acc REL' d", REL'
     the swapped relation.  */
  bool d_first = gimple_assign_rhs2 (stmt) == d;
  if (!d_first)
    code = swap_tree_comparison (code);
  switch (code)
    {
    case GT_EXPR:
      return d_first ? GPUGEN_FOLD_SEL_GT : GPUGEN_FOLD_KEEP_GT;
    case GE_EXPR:
      return d_first ? GPUGEN_FOLD_SEL_GE : GPUGEN_FOLD_KEEP_GE;
    case LT_EXPR:
      return d_first ? GPUGEN_FOLD_SEL_LT : GPUGEN_FOLD_KEEP_LT;
    default:
      return d_first ? GPUGEN_FOLD_SEL_LE : GPUGEN_FOLD_KEEP_LE;
    }
}

/* For integers every select and min/max is the minimum or the maximum
   (equal integers have equal bits): map OP so.  */

static unsigned
integer_op (unsigned op)
{
  switch (op)
    {
    case GPUGEN_FOLD_SEL_GT:
    case GPUGEN_FOLD_SEL_GE:
    case GPUGEN_FOLD_KEEP_GT:
    case GPUGEN_FOLD_KEEP_GE:
      return GPUGEN_FOLD_MAX;
    case GPUGEN_FOLD_SEL_LT:
    case GPUGEN_FOLD_SEL_LE:
    case GPUGEN_FOLD_KEEP_LT:
    case GPUGEN_FOLD_KEEP_LE:
      return GPUGEN_FOLD_MIN;
    default:
      return op;
    }
}

/* Merge OP, the fold of C's update DEF, into C->op, and record the
   loop of DEF.  Return false (with the reason) when OP is not the fold
   of C's other updates.  */

static bool
merge_update (cycle *c, gimple *def, unsigned op)
{
  if (c->op != GPUGEN_FOLD_N_OPS && c->op != op)
    return cycle_fail (c, "it mixes operations", true);
  c->op = op;
  class loop *l = gimple_bb (def)->loop_father;
  if (l != c->loop)
    {
      c->inner = true;
      if (!c->deepest || loop_depth (l) > loop_depth (c->deepest))
	c->deepest = l;
    }
  return true;
}

/* Whether T is an absolute value, the result of an ABS_EXPR (C's fabs):
   never -0.0, and a NaN only where its operand is one.  */

bool
gpugen_reduce_abs_p (tree t)
{
  gassign *e = (TREE_CODE (t) == SSA_NAME
		? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t)) : NULL);
  return e && gimple_assign_rhs_code (e) == ABS_EXPR;
}

/* Whether CALL, of fmax or fmin, is fmin.  */

static bool
fmin_call_p (gcall *call)
{
  return (gimple_call_builtin_p (call, BUILT_IN_FMIN)
	  || gimple_call_builtin_p (call, BUILT_IN_FMINF)
	  || gimple_call_builtin_p (call, BUILT_IN_FMINL)
	  || (gimple_call_internal_p (call)
	      && gimple_call_internal_fn (call) == IFN_FMIN));
}

/* Check the update "v = fmax (acc, d)" (or fmin, either order) CALL of
   C's cycle.  Which zero fmax returns for -0.0 and +0.0 is the C
   library's (glibc's x86-64 fmax returns its second argument on ties,
   so that a fold's result would depend on the order of the elements),
   and fmax (NaN, d) is d, where a select would keep the NaN.  Neither
   can happen where d is an absolute value (ABS_EXPR, "fabs (x)": never
   -0.0; a NaN d is skipped by both) and the accumulator starts from a
   constant that is neither a NaN nor -0.0 (checked by
   gpugen_reduce_analyze_cycle, from C->fmax_calls): by induction no
   value of the cycle is either, and "fmax (acc, d)" is "d >= acc ? d :
   acc" bit for bit (equal values other than zeros have equal bits, and
   every zero is +0.0): the select fold GPUGEN_FOLD_SEL_GE (fmin, "d <=
   acc ? d : acc", GPUGEN_FOLD_SEL_LE), whose rows start from -inf
   (+inf), which is neither either.  The device runs the program's call
   (gpugen_fmax), equal to the select on such values; the host folds
   the partials with the select.  Return false (with the reason) where
   CALL is not such an update.  */

static bool
check_fmax (cycle *c, gcall *call, bool flt)
{
  bool fmin = fmin_call_p (call);
  const char *what = (fmin
		      ? "fmin's result on -0.0 and +0.0 is the C library's, "
		      "which the GPU does not reproduce (the element is no "
		      "fabs)"
		      : "fmax's result on -0.0 and +0.0 is the C library's, "
		      "which the GPU does not reproduce (the element is no "
		      "fabs)");
  if (!flt || !fmax_call_p (call) || gimple_call_num_args (call) != 2)
    return cycle_fail (c, "a call that is no reduction");
  tree x = gimple_call_arg (call, 0), y = gimple_call_arg (call, 1);
  bool mx = member_p (c, x), my = member_p (c, y);
  if (mx == my)
    return cycle_fail (c, "an operation of two of its values");
  if (!gpugen_reduce_abs_p (mx ? y : x))
    return cycle_fail (c, what, true);
  c->fmax_calls = true;
  return merge_update (c, call,
		       fmin ? GPUGEN_FOLD_SEL_LE : GPUGEN_FOLD_SEL_GE);
}

/* Whether T, the value C's accumulator starts from, lets its fmax and
   fmin updates be folded as selects (check_fmax): a constant that is
   neither a NaN nor -0.0.  */

static bool
fmax_start_ok_p (tree t)
{
  if (TREE_CODE (t) != REAL_CST)
    return false;
  const REAL_VALUE_TYPE *r = TREE_REAL_CST_PTR (t);
  return !real_isnan (r) && !real_isnegzero (r);
}

/* Check the statement defining the value V of C's cycle and merge the
   fold it implies into C->op.  Return false (with the reason) when it
   does not fit.  */

static bool
check_node (cycle *c, tree v, bool flt)
{
  gimple *def = SSA_NAME_DEF_STMT (v);
  if (gphi *p = dyn_cast <gphi *> (def))
    {
      if (p == c->head)
	return true;
      for (unsigned i = 0; i < gimple_phi_num_args (p); i++)
	if (!member_p (c, gimple_phi_arg_def (p, i)))
	  return cycle_fail (c, "a value merged into it comes from "
			     "elsewhere");
      return true;
    }
  if (gcall *call = dyn_cast <gcall *> (def))
    return check_fmax (c, call, flt);
  gassign *a = as_a <gassign *> (def);
  enum tree_code code = gimple_assign_rhs_code (a);
  tree r1 = gimple_assign_rhs1 (a);
  tree r2 = gimple_num_ops (a) > 2 ? gimple_assign_rhs2 (a) : NULL_TREE;
  unsigned op = GPUGEN_FOLD_N_OPS;
  bool update = true;
  if (CONVERT_EXPR_CODE_P (code))
    {
      if (flt || !INTEGRAL_TYPE_P (TREE_TYPE (r1))
	  || TYPE_PRECISION (TREE_TYPE (r1)) != TYPE_PRECISION (TREE_TYPE (v))
	  || !member_p (c, r1))
	return cycle_fail (c, "a conversion of it that changes its "
			   "precision");
      /* Bitwise exact: only for the folds that do not compare.  */
      if (c->op == GPUGEN_FOLD_MIN || c->op == GPUGEN_FOLD_MAX)
	return cycle_fail (c, "a conversion of it between a minimum or "
			   "maximum's comparisons");
      c->op = c->op == GPUGEN_FOLD_N_OPS ? GPUGEN_FOLD_N_OPS : c->op;
      return true;
    }
  if (code == COND_EXPR)
    {
      tree x = gimple_assign_rhs2 (a), y = gimple_assign_rhs3 (a);
      bool mx = member_p (c, x), my = member_p (c, y);
      if (mx && my)
	{
	  /* A mask: its condition must not read the cycle.  */
	  tree cond = r1;
	  enum tree_code cc;
	  tree cx, cy;
	  if (member_p (c, cond)
	      || (select_comparison (a, &cc, &cx, &cy)
		  && (member_p (c, cx) || member_p (c, cy))))
	    return cycle_fail (c, "a select of two of its values on a "
			       "comparison of it");
	  update = false;
	}
      else if (mx || my)
	op = select_op (c, a, mx ? x : y, mx ? y : x);
      else
	return cycle_fail (c, "a select whose arms are not its values");
      if (update && op == GPUGEN_FOLD_N_OPS)
	return false;
    }
  else
    {
      bool m1 = member_p (c, r1), m2 = member_p (c, r2);
      if (m1 == m2)
	return cycle_fail (c, "an operation of two of its values");
      switch (code)
	{
	case MINUS_EXPR:
	  if (!m1)
	    return cycle_fail (c, "a subtraction from an element");
	  /* Fall through.  */
	case PLUS_EXPR:
	  op = GPUGEN_FOLD_ADD;
	  break;
	case MULT_EXPR:
	  op = GPUGEN_FOLD_MUL;
	  break;
	case BIT_AND_EXPR:
	  op = GPUGEN_FOLD_AND;
	  break;
	case BIT_IOR_EXPR:
	  op = GPUGEN_FOLD_IOR;
	  break;
	case BIT_XOR_EXPR:
	  op = GPUGEN_FOLD_XOR;
	  break;
	case MIN_EXPR:
	case MAX_EXPR:
	  /* On floats, run as "acc < d ? acc : d" and "acc > d ? acc : d"
	     on the device, whichever operand GCC puts first (see the head
	     of this file: rewrite swaps them for the model).  */
	  op = code == MIN_EXPR ? GPUGEN_FOLD_KEEP_LT : GPUGEN_FOLD_KEEP_GT;
	  if (flt)
	    c->minmax.safe_push (a);
	  break;
	default:
	  return cycle_fail (c, "an operation that is no reduction");
	}
      if (flt && (op == GPUGEN_FOLD_ADD || op == GPUGEN_FOLD_MUL)
	  && !flag_associative_math)
	return cycle_fail (c, op == GPUGEN_FOLD_ADD
			   ? "a floating-point sum, reassociated only under "
			   "-fassociative-math"
			   : "a floating-point product, reassociated only "
			   "under -fassociative-math", true);
      if (flt && (op == GPUGEN_FOLD_AND || op == GPUGEN_FOLD_IOR
		  || op == GPUGEN_FOLD_XOR))
	return cycle_fail (c, "a bitwise operation on floating point");
    }
  if (!update)
    return true;
  if (!flt)
    op = integer_op (op);
  return merge_update (c, def, op);
}

/* The identity the rows of a fold OP on TYPE start from.  */

static tree
fold_identity (unsigned op, tree type)
{
  bool flt = SCALAR_FLOAT_TYPE_P (type);
  REAL_VALUE_TYPE r;
  switch (op)
    {
    case GPUGEN_FOLD_ADD:
    case GPUGEN_FOLD_IOR:
    case GPUGEN_FOLD_XOR:
      if (flt)
	{
	  /* -0.0: x + -0.0 is x for every x, -0.0 included.  */
	  r = dconst0;
	  r.sign = 1;
	  return build_real (type, r);
	}
      return build_zero_cst (type);
    case GPUGEN_FOLD_MUL:
      return flt ? build_real (type, dconst1) : build_one_cst (type);
    case GPUGEN_FOLD_AND:
      return build_minus_one_cst (type);
    case GPUGEN_FOLD_MIN:
      return TYPE_MAX_VALUE (type);
    case GPUGEN_FOLD_MAX:
      return TYPE_MIN_VALUE (type);
    case GPUGEN_FOLD_SEL_GT:
    case GPUGEN_FOLD_SEL_GE:
      real_inf (&r);
      return build_real (type, real_value_negate (&r));
    case GPUGEN_FOLD_SEL_LT:
    case GPUGEN_FOLD_SEL_LE:
      real_inf (&r);
      return build_real (type, r);
    default:
      real_nan (&r, "", 1, TYPE_MODE (type));
      return build_real (type, r);
    }
}

/* Whether OP is one of the KEEP folds, whose rows have a state.  */

bool
gpugen_reduce_keep_op_p (unsigned op)
{
  return op >= GPUGEN_FOLD_KEEP_GT && op <= GPUGEN_FOLD_KEEP_LE;
}

/* Whether BB is a block of a region in SCOPS from index FROM on.  */

static bool
in_some_region_p (vec<gpugen_scop *> *scops, unsigned from, basic_block bb)
{
  for (unsigned i = from; i < scops->length (); i++)
    for (basic_block b : (*scops)[i]->blocks)
      if (b == bb)
	return true;
  return false;
}

/* Analyze the accumulator whose PHI is HEAD at the header of LOOP into
   C: its cycle, its fold and the shape of LOOP.  Return whether it is a
   reduction this stage can rewrite (where it is used decides the
   rest).  */

bool
gpugen_reduce_analyze_cycle (cycle *c, class loop *loop, gphi *head)
{
  c->loop = loop;
  c->head = head;
  c->op = GPUGEN_FOLD_N_OPS;
  c->fmax_calls = false;
  tree res = gimple_phi_result (head);
  tree type = TREE_TYPE (res);
  unsigned ft;
  if (virtual_operand_p (res) || !fold_type (type, &ft))
    return false;
  /* Induction variables are no reductions.  */
  affine_iv iv;
  if (INTEGRAL_TYPE_P (type) && simple_iv (loop, loop, res, &iv, false))
    return false;
  edge exit = (c->row_exits ? gpugen_reduce_bottom_exit (loop)
	       : single_exit (loop));
  if (!exit || !loop_latch_edge (loop) || !loop_preheader_edge (loop))
    return false;
  tree latch = PHI_ARG_DEF_FROM_EDGE (head, loop_latch_edge (loop));
  if (!collect_cycle (c, latch, exit))
    return false;
  if (!member_p (c, latch) || latch == res)
    return cycle_fail (c, "it is not carried from one iteration to the "
		       "next");
  if (!c->result && !c->mem)
    return cycle_fail (c, "its value after the loop is not read");
  bool flt = SCALAR_FLOAT_TYPE_P (type);
  for (tree v : c->order)
    {
      if (TREE_TYPE (v) != type
	  && !(INTEGRAL_TYPE_P (TREE_TYPE (v)) && INTEGRAL_TYPE_P (type)
	       && (TYPE_PRECISION (TREE_TYPE (v))
		   == TYPE_PRECISION (type))))
	return cycle_fail (c, "its values change type");
      if (!check_node (c, v, flt))
	return false;
    }
  if (c->op == GPUGEN_FOLD_N_OPS)
    return cycle_fail (c, "nothing updates it");
  if (c->fmax_calls
      && !fmax_start_ok_p (PHI_ARG_DEF_FROM_EDGE (head,
						  loop_preheader_edge (loop))))
    return cycle_fail (c, "the result of fmax or fmin on -0.0 and +0.0 is "
		       "the C library's, which the GPU does not reproduce "
		       "(the accumulator does not start from a constant "
		       "that is neither a NaN nor -0.0)", true);
  if ((c->op == GPUGEN_FOLD_MIN || c->op == GPUGEN_FOLD_MAX))
    for (tree v : c->order)
      if (TREE_TYPE (v) != type)
	return cycle_fail (c, "a conversion of it between a minimum or "
			   "maximum's comparisons");
  if (!c->inner && !c->single)	/* Else one element per row.  */
    return cycle_fail (c, "a reduction along a single loop, with no loop "
		       "inside it to give each iteration a partial result, "
		       "is not offloaded yet", true);
  /* The row's end: the latch value at the exit's test, which every
     iteration runs.  */
  basic_block xb = exit->src;
  gimple *def = SSA_NAME_DEF_STMT (latch);
  if (xb->loop_father != loop || !safe_dyn_cast <gcond *> (last_stmt (xb))
      || !dominated_by_p (CDI_DOMINATORS, loop->latch, xb)
      || !dominated_by_p (CDI_DOMINATORS, xb, gimple_bb (def))
      || (gimple_bb (def) == loop->latch && loop->latch != xb))
    return cycle_fail (c, "its loop has no exit test at its bottom");
  return true;
}

/* Analyze the accumulator whose PHI is HEAD at the header of LOOP, a
   loop at the top level of SCOPS[SI]'s region, into C.  Return whether
   this stage rewrites it for that region.  */

static bool
analyze (cycle *c, class loop *loop, gphi *head, vec<gpugen_scop *> *scops,
	 unsigned si)
{
  if (!gpugen_reduce_analyze_cycle (c, loop, head))
    return false;
  tree init = PHI_ARG_DEF_FROM_EDGE (head, loop_preheader_edge (loop));
  if (TREE_CODE (init) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (init)
      && in_some_region_p (scops, si,
			   gimple_bb (SSA_NAME_DEF_STMT (init))))
    return cycle_fail (c, "its initial value is computed in the region",
		       true);
  /* The value after the loop, read outside every region.  */
  imm_use_iterator it;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_FAST (use_p, it, c->result)
    {
      gimple *u = USE_STMT (use_p);
      if (is_gimple_debug (u))
	continue;
      if (in_some_region_p (scops, si, gimple_bb (u)))
	return cycle_fail (c, "its value after the loop is read in its "
			   "region or in a later loop nest", true);
    }
  if (!gpugen_opts.reductions)
    return cycle_fail (c, "a reduction, kept on the host with "
		       "reductions=0", true);
  return true;
}

/* Return the counter of LOOP's rows, creating it: "k = PHI <0, k + 1>",
   k + 1 computed before the exit's test at the end of block XB.  */

static tree
row_counter_of (class loop *loop, basic_block xb)
{
  for (row_counter &rc : counters)
    if (rc.loop == loop)
      return rc.k;
  tree lng = long_integer_type_node;
  row_counter rc;
  rc.loop = loop;
  rc.k = make_ssa_name (lng);
  tree next = make_ssa_name (lng);
  rc.phi = create_phi_node (rc.k, loop->header);
  add_phi_arg (rc.phi, build_zero_cst (lng), loop_preheader_edge (loop),
	       UNKNOWN_LOCATION);
  add_phi_arg (rc.phi, next, loop_latch_edge (loop), UNKNOWN_LOCATION);
  rc.inc = gimple_build_assign (next, PLUS_EXPR, rc.k, build_one_cst (lng));
  gimple_stmt_iterator gsi = gsi_last_bb (xb);
  gsi_insert_before (&gsi, rc.inc, GSI_SAME_STMT);
  counters.safe_push (rc);
  return rc.k;
}

/* Insert before the exit's test at the end of XB, for R, the store of
   VAL at index K of the array whose base is BASE (of VAL's type).  */

static void
store_partial (gpugen_reduction *r, basic_block xb, tree base, tree k,
	       tree val)
{
  tree type = TREE_TYPE (val);
  tree ptype = TREE_TYPE (base);
  gimple_stmt_iterator gsi = gsi_last_bb (xb);
  tree a = make_ssa_name (sizetype);
  tree b = make_ssa_name (sizetype);
  tree p = make_ssa_name (ptype);
  gimple *g[4];
  g[0] = gimple_build_assign (a, NOP_EXPR, k);
  g[1] = gimple_build_assign (b, MULT_EXPR, a,
			      size_int (tree_to_uhwi (TYPE_SIZE_UNIT (type))));
  g[2] = gimple_build_assign (p, POINTER_PLUS_EXPR, base, b);
  g[3] = gimple_build_assign (build2 (MEM_REF, type, p,
				      build_int_cst (ptype, 0)), val);
  gimple_set_vuse (g[3], gimple_vop (cfun));
  gimple_set_vdef (g[3], gimple_vop (cfun));
  for (gimple *s : g)
    {
      gimple_set_location (s, gimple_location (last_stmt (xb)));
      gsi_insert_before (&gsi, s, GSI_SAME_STMT);
      r->added.safe_push (s);
    }
}

/* Set operand OPNO of STMT to VAL, logging the old one in R.  */

static void
set_op (gpugen_reduction *r, gimple *stmt, int opno, tree val)
{
  undo_op u = { stmt, opno, NULL, gimple_op (stmt, opno) };
  r->undo.safe_push (u);
  gimple_set_op (stmt, opno, val);
  update_stmt (stmt);
}

/* Set the argument of PHI on edge E to VAL, logging the old one in R.  */

void
gpugen_reduce_set_phi_arg (gpugen_reduction *r, gphi *phi, edge e, tree val)
{
  undo_op u = { phi, -1, e->src, PHI_ARG_DEF_FROM_EDGE (phi, e) };
  r->undo.safe_push (u);
  SET_PHI_ARG_DEF (phi, e->dest_idx, val);
}

/* Replace in STMT (a statement of R's cycle, or the comparison of one of
   its selects) every operand equal to OLD by NEW, an embedded
   comparison's too, logging the changes in R.  */

static void
replace_in_stmt (gpugen_reduction *r, gimple *stmt, tree old, tree val)
{
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    {
      tree o = gimple_op (stmt, i);
      if (o == old)
	set_op (r, stmt, i, val);
      else if (o && COMPARISON_CLASS_P (o)
	       && (TREE_OPERAND (o, 0) == old || TREE_OPERAND (o, 1) == old))
	{
	  tree n = build2 (TREE_CODE (o), TREE_TYPE (o),
			   TREE_OPERAND (o, 0) == old ? val
			   : TREE_OPERAND (o, 0),
			   TREE_OPERAND (o, 1) == old ? val
			   : TREE_OPERAND (o, 1));
	  set_op (r, stmt, i, n);
	}
    }
}

/* Make each signed addition, subtraction and multiplication of R's
   cycle C a wrapping one for the model: "v = acc + x" becomes
   "w = (T) ((U) acc + (U) x); v = w + 0", U unsigned, so that no
   partial sum overflows in a signed type.  */

static void
wrap_signed (gpugen_reduction *r, cycle *c)
{
  for (tree v : c->order)
    {
      gassign *a = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
      if (!a)
	continue;
      enum tree_code code = gimple_assign_rhs_code (a);
      tree type = TREE_TYPE (v);
      if ((code != PLUS_EXPR && code != MINUS_EXPR && code != MULT_EXPR)
	  || !INTEGRAL_TYPE_P (type) || TYPE_OVERFLOW_WRAPS (type))
	continue;
      tree utype = unsigned_type_for (type);
      gimple_stmt_iterator gsi = gsi_for_stmt (a);
      tree u1 = make_ssa_name (utype), u2 = make_ssa_name (utype);
      tree u3 = make_ssa_name (utype), w = make_ssa_name (type);
      gimple *g[4];
      g[0] = gimple_build_assign (u1, NOP_EXPR, gimple_assign_rhs1 (a));
      g[1] = gimple_build_assign (u2, NOP_EXPR, gimple_assign_rhs2 (a));
      g[2] = gimple_build_assign (u3, code, u1, u2);
      g[3] = gimple_build_assign (w, NOP_EXPR, u3);
      for (gimple *s : g)
	{
	  gimple_set_location (s, gimple_location (a));
	  gsi_insert_before (&gsi, s, GSI_SAME_STMT);
	  r->added.safe_push (s);
	}
      set_op (r, a, 1, w);
      set_op (r, a, 2, code == MULT_EXPR ? build_one_cst (type)
	      : build_zero_cst (type));
    }
}

/* Build for R, a KEEP fold, the states of its cycle C: a value of type
   int beside each of the cycle's, 0 at the row's start, or'ed with 2
   by each update with a NaN element and 1 by each other update, merged
   as the cycle's values are.  Return the state at the row's end (of the
   latch value LATCH).  */

static tree
build_states (gpugen_reduction *r, cycle *c, tree latch)
{
  tree in = integer_type_node;
  hash_map<tree, tree> twin;
  tree res = gimple_phi_result (c->head);
  twin.put (res, build_zero_cst (in));
  auto_vec<gphi *> phis;
  for (tree v : c->order)
    if (gphi *p = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v)))
      if (v != res)
	{
	  gphi *t = create_phi_node (make_ssa_name (in), gimple_bb (p));
	  r->added_phis.safe_push (t);
	  twin.put (v, gimple_phi_result (t));
	  phis.safe_push (p);
	}
  /* The statements, each once its operands' states exist.  */
  bool progress = true;
  while (progress)
    {
      progress = false;
      for (tree v : c->order)
	{
	  if (twin.get (v))
	    continue;
	  gassign *a = as_a <gassign *> (SSA_NAME_DEF_STMT (v));
	  enum tree_code code = gimple_assign_rhs_code (a);
	  gimple_stmt_iterator gsi = gsi_for_stmt (a);
	  auto_vec<gimple *, 4> g;
	  tree t = make_ssa_name (in);
	  if (code == COND_EXPR && member_p (c, gimple_assign_rhs2 (a))
	      && member_p (c, gimple_assign_rhs3 (a)))
	    {
	      tree *x = twin.get (gimple_assign_rhs2 (a));
	      tree *y = twin.get (gimple_assign_rhs3 (a));
	      if (!x || !y)
		continue;
	      g.safe_push (gimple_build_assign (t, COND_EXPR,
						unshare_expr
						  (gimple_assign_rhs1 (a)),
						*x, *y));
	    }
	  else
	    {
	      tree acc, d;
	      if (code == COND_EXPR)
		{
		  bool m2 = member_p (c, gimple_assign_rhs2 (a));
		  acc = m2 ? gimple_assign_rhs2 (a) : gimple_assign_rhs3 (a);
		  d = m2 ? gimple_assign_rhs3 (a) : gimple_assign_rhs2 (a);
		}
	      else
		{
		  bool m1 = member_p (c, gimple_assign_rhs1 (a));
		  acc = m1 ? gimple_assign_rhs1 (a) : gimple_assign_rhs2 (a);
		  d = m1 ? gimple_assign_rhs2 (a) : gimple_assign_rhs1 (a);
		}
	      tree *s = twin.get (acc);
	      if (!s)
		continue;
	      tree nan = make_ssa_name (boolean_type_node);
	      tree i1 = make_ssa_name (in), i2 = make_ssa_name (in);
	      g.safe_push (gimple_build_assign (nan, NE_EXPR, d, d));
	      g.safe_push (gimple_build_assign (i1, NOP_EXPR, nan));
	      g.safe_push (gimple_build_assign (i2, PLUS_EXPR, i1,
						build_one_cst (in)));
	      g.safe_push (gimple_build_assign (t, BIT_IOR_EXPR, *s, i2));
	    }
	  for (gimple *s : g)
	    {
	      gimple_set_location (s, gimple_location (a));
	      gsi_insert_after (&gsi, s, GSI_NEW_STMT);
	      r->added.safe_push (s);
	    }
	  twin.put (v, t);
	  progress = true;
	}
    }
  for (gphi *p : phis)
    {
      gphi *t = as_a <gphi *> (SSA_NAME_DEF_STMT
			       (*twin.get (gimple_phi_result (p))));
      for (unsigned i = 0; i < gimple_phi_num_args (p); i++)
	add_phi_arg (t, *twin.get (gimple_phi_arg_def (p, i)),
		     gimple_phi_arg_edge (p, i), UNKNOWN_LOCATION);
    }
  return *twin.get (latch);
}

/* The source name of the accumulator NAME for remarks, or NULL: its
   variable's, or for the register copy that GCC's store motion makes
   of a variable in memory ("err__lsm"), that variable's (an
   identifier's text).  */

static const char *
accumulator_name (tree name)
{
  if (const char *n = gpugen_source_name (name))
    return n;
  tree var = SSA_NAME_VAR (name);
  if (!var || !DECL_P (var) || !DECL_NAME (var))
    return NULL;
  const char *n = IDENTIFIER_POINTER (DECL_NAME (var));
  const char *lsm = strstr (n, "__lsm");
  if (!lsm || lsm == n)
    return NULL;
  return IDENTIFIER_POINTER (get_identifier_with_length (n, lsm - n));
}

/* Record why the cycle C is not rewritten, for the remark of the
   values of its cycle.  */

static void
note_refusal (cycle *c)
{
  if (c->why && !c->refuse_p && dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "[gpugen-reduce] loop %d: ", c->loop->num);
      print_generic_expr (dump_file, gimple_phi_result (c->head));
      fprintf (dump_file, " is no reduction: %s\n", c->why);
    }
  if (!c->why || !c->refuse_p)
    return;
  if (!refusals)
    refusals = new hash_map<tree, const char *>;
  for (tree v : c->order)
    refusals->put (v, c->why);
  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-reduce] loop %d: ", c->loop->num);
      print_generic_expr (dump_file, gimple_phi_result (c->head));
      fprintf (dump_file, " not rewritten: %s\n", c->why);
    }
}

/* Rewrite the reduction of the cycle C for the model (see the head of
   this file); with ROW, one partial per iteration of ROW's loop J, the
   loop inside C's, of COUNT iterations (gpugen-reduce-rows.cc): each
   iteration of J starts from the identity, and C's values outside J
   are left dead.  */

void
gpugen_reduce_rewrite (cycle *c, cycle *row, int count)
{
  class loop *loop = c->loop;
  gphi *head = c->head;
  tree res = gimple_phi_result (head);
  tree type = TREE_TYPE (res);
  gpugen_reduction *r = new gpugen_reduction;
  r->loop = loop;
  r->head = head;
  r->latch_value = PHI_ARG_DEF_FROM_EDGE (head, loop_latch_edge (loop));
  r->init = PHI_ARG_DEF_FROM_EDGE (head, loop_preheader_edge (loop));
  r->result = c->result;
  fold_type (type, &r->type);
  r->op = c->op;
  r->ident = fold_identity (c->op, type);
  r->name = accumulator_name (res);
  r->first_line = LOCATION_LINE (find_loop_location (loop)
				 .get_location_t ());
  r->last_line = LOCATION_LINE (find_loop_location (c->deepest ? c->deepest
						    : loop).get_location_t ());
  r->part = get_or_create_ssa_default_def
    (cfun, create_tmp_var (build_pointer_type (type), "gpugen_part"));
  r->state = NULL_TREE;
  r->placeholder = get_or_create_ssa_default_def
    (cfun, create_tmp_var (type, "gpugen_fold"));
  r->active = true;
  r->exit_op = NULL_TREE;
  r->time_loop = NULL;
  r->exit_after = false;
  r->exit_var = NULL_TREE;
  r->exit_store_check = false;
  r->mem_ref = NULL_TREE;
  r->gaps = row && row->row_exits;
  /* The cycle of a row, its loop and the row's value at its end.  */
  cycle *rc = row ? row : c;
  class loop *rl = rc->loop;
  tree row_value = PHI_ARG_DEF_FROM_EDGE (rc->head, loop_latch_edge (rl));
  for (tree v : rc->order)
    r->members.safe_push (v);
  edge jx = gpugen_reduce_bottom_exit (rl);
  basic_block xb = jx->src;
  tree k = row_counter_of (rl, xb);
  if (row)
    {
      /* The index kj * COUNT + kc, affine in the two loops.  */
      tree lng = long_integer_type_node;
      tree kc = row_counter_of (loop, single_exit (loop)->src);
      tree m = make_ssa_name (lng), sum = make_ssa_name (lng);
      gimple *g[2];
      g[0] = gimple_build_assign (m, MULT_EXPR, k, build_int_cst (lng,
								  count));
      g[1] = gimple_build_assign (sum, PLUS_EXPR, m, kc);
      gimple_stmt_iterator gsi = gsi_last_bb (xb);
      for (gimple *s : g)
	{
	  gimple_set_location (s, gimple_location (last_stmt (xb)));
	  gsi_insert_before (&gsi, s, GSI_SAME_STMT);
	  r->added.safe_push (s);
	}
      k = sum;
    }

  /* The states first, from the cycle as it is.  */
  tree st = NULL_TREE;
  if (gpugen_reduce_keep_op_p (r->op))
    {
      st = build_states (r, rc, row_value);
      r->state = get_or_create_ssa_default_def
	(cfun, create_tmp_var (build_pointer_type (integer_type_node),
			       "gpugen_state"));
    }
  wrap_signed (r, rc);
  /* The floating-point maxima and minima with the accumulator first,
     as the device runs them.  */
  for (gassign *a : rc->minmax)
    {
      int acc = member_p (rc, gimple_assign_rhs1 (a)) ? 1 : 2;
      if (acc == 2)
	{
	  tree x = gimple_assign_rhs1 (a), y = gimple_assign_rhs2 (a);
	  set_op (r, a, 1, y);
	  set_op (r, a, 2, x);
	}
    }

  /* Every row from the identity: the head's uses read it, and the head
     is a copy of the initial value (a degenerate PHI, which the model
     does not model).  */
  {
    imm_use_iterator it;
    gimple *u;
    auto_vec<gimple *, 8> uses;
    FOR_EACH_IMM_USE_STMT (u, it, res)
      if (!is_gimple_debug (u))
	uses.safe_push (u);
    for (gimple *u : uses)
      if (gphi *p = dyn_cast <gphi *> (u))
	{
	  for (unsigned i = 0; i < gimple_phi_num_args (p); i++)
	    if (gimple_phi_arg_def (p, i) == res)
	      gpugen_reduce_set_phi_arg (r, p, gimple_phi_arg_edge (p, i),
					 r->ident);
	}
      else
	replace_in_stmt (r, u, res, r->ident);
  }
  gpugen_reduce_set_phi_arg (r, head, loop_latch_edge (loop), r->init);
  if (row)
    {
      /* Each iteration of J from the identity too, and the value J
	 leaves to C's loop the identity (dead: C's loop no longer
	 carries the accumulator).  */
      tree rres = gimple_phi_result (rc->head);
      imm_use_iterator it;
      gimple *u;
      auto_vec<gimple *, 8> uses;
      FOR_EACH_IMM_USE_STMT (u, it, rres)
	if (!is_gimple_debug (u))
	  uses.safe_push (u);
      for (gimple *u : uses)
	if (gphi *p = dyn_cast <gphi *> (u))
	  {
	    for (unsigned i = 0; i < gimple_phi_num_args (p); i++)
	      if (gimple_phi_arg_def (p, i) == rres)
		gpugen_reduce_set_phi_arg (r, p, gimple_phi_arg_edge (p, i),
					   r->ident);
	  }
	else
	  replace_in_stmt (r, u, rres, r->ident);
      gpugen_reduce_set_phi_arg (r, rc->head, loop_preheader_edge (rl),
				 r->ident);
      gpugen_reduce_set_phi_arg (r, rc->head, loop_latch_edge (rl),
				 r->ident);
      for (gphi_iterator gsi = gsi_start_phis (jx->dest); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (PHI_ARG_DEF_FROM_EDGE (gsi.phi (), jx) == row_value)
	  gpugen_reduce_set_phi_arg (r, gsi.phi (), jx, r->ident);
      gpugen_reduce_rows_dead (r, c, rl);
    }

  /* The partials.  */
  store_partial (r, xb, r->part, k, row_value);
  if (st)
    store_partial (r, xb, r->state, k, st);

  /* The copies of the value after the loop read it instead, and go
     (exact: PHIs of one block with one argument, the same; this
     stays).  */
  for (tree x : c->copies)
    {
      replace_uses_by (x, r->result);
      gphi_iterator gsi = gsi_for_phi (as_a <gphi *> (SSA_NAME_DEF_STMT (x)));
      remove_phi_node (&gsi, true);
    }
  /* The value after the loop: the placeholder, for its uses and as the
     exit PHI's own argument (so that nothing after the loop reads the
     rows' values, not even the exit PHI left dead); none for a location
     in memory, which the device path stores.  */
  if (r->result)
    {
      imm_use_iterator it;
      gimple *u;
      FOR_EACH_IMM_USE_STMT (u, it, r->result)
	{
	  if (is_gimple_debug (u))
	    continue;
	  use_operand_p up;
	  FOR_EACH_IMM_USE_ON_STMT (up, it)
	    SET_USE (up, r->placeholder);
	  if (!is_a <gphi *> (u))
	    update_stmt (u);
	}
      gphi *x = as_a <gphi *> (SSA_NAME_DEF_STMT (r->result));
      gpugen_reduce_set_phi_arg (r, x, single_exit (loop), r->placeholder);
    }
  gpugen_reductions.safe_push (r);
  if (dump_file)
    {
      fprintf (dump_file, "[gpugen-reduce] loop %d: ", loop->num);
      print_generic_expr (dump_file, res);
      fprintf (dump_file, " rewritten as partials per row (fold %u, type "
	       "%u), ", r->op, r->type);
      print_generic_expr (dump_file, r->result);
      fprintf (dump_file, " read as ");
      print_generic_expr (dump_file, r->placeholder);
      fprintf (dump_file, "\n");
    }
}

/* Whether LOOP's header belongs to SCOP's region.  */

static bool
loop_in_scop_p (gpugen_scop *scop, class loop *loop)
{
  for (basic_block bb : scop->blocks)
    if (bb == loop->header)
      return true;
  return false;
}

/* Find the reductions of the loops at the top level of the region of
   SCOPS[SI] and rewrite them for the model (see the head of this file);
   the regions from SI on are the candidates that may still read their
   values.  Return whether the IL changed.  */

bool
gpugen_reduce_scop (vec<gpugen_scop *> *scops, unsigned si)
{
  gpugen_scop *scop = (*scops)[si];
  if (!loops_state_satisfies_p (LOOPS_HAVE_RECORDED_EXITS))
    return false;
  calculate_dominance_info (CDI_DOMINATORS);
  bool changed = false;
  /* A rewrite for a region around this one (rejected) goes now: left in
     place, the host code misread the accumulator (fuzz --ext2 C 1028).  */
  for (gpugen_reduction *r : gpugen_reductions)
    if (r->active
	&& (r->loop == scop->outer || flow_loop_nested_p (r->loop,
							  scop->outer)))
      {
	if (dump_file)
	  fprintf (dump_file, "[gpugen-reduce] SCoP %d: the rewrite of "
		   "loop %d undone\n", scop->id, r->loop->num);
	gpugen_reduce_undo (r);
	changed = true;
      }
  /* The undo released names that SCEV's cache may still hold (the
     analysis of the region around): simple_iv below read them (fuzz
     --ext3 C 831).  */
  if (changed)
    scev_reset ();
  for (class loop *l = scop->outer->inner; l; l = l->next)
    {
      if (!loop_in_scop_p (scop, l))
	continue;
      bool done = false;
      for (gpugen_reduction *r : gpugen_reductions)
	if (r->loop == l)
	  done = true;
      if (done)
	continue;
      auto_vec<gphi *, 4> heads;
      for (gphi_iterator gsi = gsi_start_phis (l->header); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	heads.safe_push (gsi.phi ());
      for (gphi *head : heads)
	{
	  cycle c;
	  c.result = NULL_TREE;
	  c.inner = false;
	  c.single = gpugen_reduce_single_rows_p (l, NULL);
	  c.deepest = NULL;
	  c.why = NULL;
	  c.refuse_p = false;
	  c.mem = false;
	  c.row_exits = false;
	  if (analyze (&c, l, head, scops, si))
	    {
	      cycle row;
	      int count = gpugen_reduce_rows_under (&c, &row);
	      if (count > 0)
		gpugen_reduce_rewrite (&c, &row, count);
	      else
		gpugen_reduce_rewrite (&c);
	      changed = true;
	    }
	  else
	    note_refusal (&c);
	}
    }
  if (changed)
    {
      mark_virtual_operands_for_renaming (cfun);
      update_ssa (TODO_update_ssa_only_virtuals);
      scev_reset ();
    }
  return changed;
}

/* Why the reduction whose cycle holds the value NAME was not rewritten
   (a static string), or NULL.  */

const char *
gpugen_reduce_refusal (tree name)
{
  if (!refusals || !name)
    return NULL;
  const char **why = refusals->get (name);
  return why ? *why : NULL;
}

/* Push on OUT the active reductions whose loop is in SCOP's region.  */

void
gpugen_reduce_of_scop (gpugen_scop *scop, vec<gpugen_reduction *> *out)
{
  for (gpugen_reduction *r : gpugen_reductions)
    if (r->active && loop_in_scop_p (scop, r->loop))
      out->safe_push (r);
}

/* Undo every rewrite of this stage in FUN, at the end of the pass: the
   host code stores what the program does, and the device paths read
   only the folds.  Return whether the IL changed.  */

bool
gpugen_undo_reductions (function *)
{
  bool changed = !gpugen_reductions.is_empty ();
  for (int i = gpugen_reductions.length () - 1; i >= 0; i--)
    gpugen_reduce_undo (gpugen_reductions[i]);
  for (row_counter &rc : counters)
    {
      gpugen_reduce_remove_added (rc.inc);
      gphi_iterator gsi = gsi_for_phi (rc.phi);
      remove_phi_node (&gsi, true);
      release_defs (rc.inc);
    }
  for (gpugen_reduction *r : gpugen_reductions)
    delete r;
  gpugen_reductions.release ();
  gpugen_reduce_mem_release ();
  counters.release ();
  delete refusals;
  refusals = NULL;
  return changed;
}
