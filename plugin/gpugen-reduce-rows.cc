/* The rows of a scalar reduction under a short outer loop, and those
   of a reduction along a single loop.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gpugen-reduce.cc gives a reduction one partial per iteration of the
   nest's outermost loop L.  Where L runs a few iterations, fixed, that
   is a few rows; a red-black sweep's color loop is such a loop
   ("do c = 0, 1; do j = 2, n - 1; do i = 2 + mod (j + c, 2), n - 1, 2;
   ...; err = max (err, abs (v - u(i,j)))"), and it carries the
   dependences of u besides: the two rows could only run as a wavefront
   (color 1 two rows of j behind color 0), two threads, one launch per
   row.  This file finds, for such an L, the loop J that L's body runs
   (its only inner loop), whose iterations then give the rows: one
   partial per iteration (c, j) of L and J, stored at index kj * C + kc
   (kc and kj count the iterations of L and J from 0, C is L's
   iteration count, a constant, so the index is affine), and L stays
   the sequential loop it was, J parallel within each of its
   iterations where the rest of the nest allows.

   The runtime folds the partials in their index's order, which is J's
   order first, not the nest's; this is exact only for a fold whose
   result does not depend on the order of its elements: every integer
   fold (wrapping sums and products, the bitwise ones, minimum and
   maximum), the floating-point sums and products that GCC may
   reassociate (-fassociative-math, which such a reduction needs
   anyway), and gfortran's max and min (MAX_EXPR, MIN_EXPR), whose
   result GCC leaves unspecified on NaNs and signed zeros (see the head
   of gpugen-reduce.cc): on other values the maximum is the same
   whatever the order.  The C selects ("if (d > s) s = d", "s = s > d ?
   s : d") resolve ties between -0.0 and +0.0 and NaNs by position:
   their rows stay L's iterations, except for the selects that replace
   the accumulator by the element where "d REL s" holds (GPUGEN_FOLD_SEL_*,
   "if (d > err) err = d") whose elements are all absolute values
   (ABS_EXPR, C's fabs): such a select never takes a NaN element (the
   comparison is false), and the extreme value's elements then all have
   the same bits (no -0.0 among them), so that which of them comes
   first does not matter: the result, the initial value or the extreme
   element, is the same in any order, and so is the fold of the rows'
   partials (each the extreme of its row or the identity, an
   infinity).

   The index covers every value from 0 to C times J's iteration count
   (the fold reads that range, the bounding box of the partials
   written) only if J runs the same number of iterations in every
   iteration of L: J's latch count must be invariant in L, and every
   condition of L's body outside J (J's guard) too, so that J runs in
   every iteration of L or in none.

   The accumulator's cycle at L's level must be PHIs only (L's header,
   J's exit, the join after J's guard): an update outside J would not
   be in any row.

   J may leave by other exits than its bottom one where each leaves
   the row as it started (the head's value, the identity after the
   rewrite) to a block of L: an iteration that takes one then stores no
   partial, which is exact where those it leaves out are the identity
   and no partial between the first and the last written is missing.
   That is the strided red-black sweep's shape, where GCC's jump
   threading sends the guard of the empty inner loop ("do i = 2 + mod
   (j + c, 2), n - 1, 2" where n = 3 and the row's parity leaves no i)
   out of J directly, as the bottom test would: the last row of a color
   takes that exit.  J's iteration count is then that of the bottom
   exit, and gpugen-memory.cc checks with isl that the partials written
   fill the range the fold reads (gpugen_reduce_gaps_p), the nest
   being a miss otherwise.

   Both the reductions of a nest's region (gpugen-reduce.cc) and the
   error that a time loop's exit test reads (gpugen-reduce-exit.cc) get
   such rows.  After the rewrite the accumulator's values at L's level
   are dead; gpugen_reduce_rows_dead makes their PHIs copies of the
   identity, which the model leaves out.

   The other way round, a reduction along a single loop L, with no loop
   inside it, takes L's iterations for its rows, one element each, where
   L writes memory besides (gpugen_reduce_single_rows_p, at the end of
   this file), or where it is the error that a time loop's exit test
   reads (gpugen-reduce-exit.cc).  */

#include "gpugen.h"
#include "tree-ssa-loop-ivopts.h"
#include "tree-ssa-loop-niter.h"
#include "../include/gpugen-rt.h"
#include "gpugen-reduce.h"

/* The most iterations of L for which the rows go under it: fewer than
   a warp of rows is too few for the device.  */

#define ROWS_UNDER_MAX 32

/* Whether every element of the selects of the cycle C (the arm that is
   not one of its values) is an absolute value, a result of ABS_EXPR
   (see the head of this file).  */

static bool
abs_elements_p (cycle *c)
{
  for (tree v : c->order)
    if (gassign *a = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v)))
      {
	if (gimple_assign_rhs_code (a) != COND_EXPR)
	  continue;
	for (int k = 2; k <= 3; k++)
	  {
	    tree d = gimple_op (a, k);
	    if (!c->members.contains (d) && !gpugen_reduce_abs_p (d))
	      return false;
	  }
      }
  return true;
}

/* Whether the fold of the cycle C gives the same result in any order
   of its rows (see the head of this file).  */

static bool
order_free_p (cycle *c)
{
  tree type = TREE_TYPE (gimple_phi_result (c->head));
  if (INTEGRAL_TYPE_P (type))
    return true;
  if (c->op == GPUGEN_FOLD_ADD || c->op == GPUGEN_FOLD_MUL)
    return true;
  if (c->op >= GPUGEN_FOLD_SEL_GT && c->op <= GPUGEN_FOLD_SEL_LE)
    return abs_elements_p (c);
  if (!gpugen_reduce_keep_op_p (c->op) || c->minmax.is_empty ())
    return false;
  /* gfortran's max and min only: no select of the program's.  */
  for (tree v : c->order)
    if (gassign *a = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v)))
      if (gimple_assign_rhs_code (a) == COND_EXPR)
	return false;
  return true;
}

/* Whether T, an operand, is invariant in LOOP: a constant, a
   parameter's value or a name defined outside LOOP.  */

static bool
invariant_p (class loop *loop, tree t)
{
  if (TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t))
    return true;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
  return !bb || !flow_bb_inside_loop_p (loop, bb);
}

/* The exit of LOOP at its bottom: its single exit, or where it has
   several, the one from its latch or the latch's only predecessor;
   NULL where there is none.  */

edge
gpugen_reduce_bottom_exit (class loop *loop)
{
  if (edge e = single_exit (loop))
    return e;
  basic_block b = loop->latch;
  if (!b)
    return NULL;
  if (single_pred_p (b) && single_succ_p (b))
    b = single_pred (b);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, b->succs)
    if (loop_exit_edge_p (loop, e))
      return e;
  return NULL;
}

/* Whether every exit of J, the loop inside L, but its bottom one X
   leads to a block of L outside J (see the head of this file).  */

static bool
other_exits_in_p (class loop *l, class loop *j, edge x)
{
  auto_vec<edge> exits = get_loop_exit_edges (j);
  for (edge e : exits)
    if (e != x && (!flow_bb_inside_loop_p (l, e->dest)
		   || (e->flags & (EDGE_ABNORMAL | EDGE_EH))))
      return false;
  return true;
}

/* Whether J, the only loop inside L, runs the same number of iterations
   in every iteration of L (see the head of this file; where J has
   other exits, as far as its bottom exit tells).  */

static bool
uniform_inner_p (class loop *l, class loop *j)
{
  class tree_niter_desc desc;
  edge x = gpugen_reduce_bottom_exit (j);
  if (!x || !number_of_iterations_exit_assumptions (j, x, &desc, NULL)
      || !desc.niter || !expr_invariant_in_loop_p (l, desc.niter)
      || !expr_invariant_in_loop_p (l, desc.assumptions)
      || (desc.may_be_zero
	  && !expr_invariant_in_loop_p (l, desc.may_be_zero)))
    return false;
  basic_block lx = single_exit (l)->src;
  basic_block *body = get_loop_body (l);
  bool ok = true;
  for (unsigned b = 0; b < l->num_nodes && ok; b++)
    {
      basic_block bb = body[b];
      if (bb == lx || flow_bb_inside_loop_p (j, bb))
	continue;
      if (gcond *g = safe_dyn_cast <gcond *> (last_stmt (bb)))
	ok = (invariant_p (l, gimple_cond_lhs (g))
	      && invariant_p (l, gimple_cond_rhs (g)));
      else if (EDGE_COUNT (bb->succs) > 1)
	ok = false;
    }
  free (body);
  return ok;
}

/* Whether the cycle C at L's level, outside J, is PHIs only, read inside
   J by J's head HEAD_J alone, and its values inside J those of ROW.  */

static bool
outer_phis_only_p (cycle *c, class loop *j, gphi *head_j, cycle *row)
{
  for (tree v : c->order)
    {
      gimple *def = SSA_NAME_DEF_STMT (v);
      if (flow_bb_inside_loop_p (j, gimple_bb (def)))
	{
	  if (!row->members.contains (v))
	    return false;
	  continue;
	}
      if (!is_a <gphi *> (def))
	return false;
      imm_use_iterator it;
      use_operand_p use_p;
      FOR_EACH_IMM_USE_FAST (use_p, it, v)
	{
	  gimple *u = USE_STMT (use_p);
	  if (!is_gimple_debug (u) && u != head_j
	      && flow_bb_inside_loop_p (j, gimple_bb (u)))
	    return false;
	}
    }
  return true;
}

/* If the rows of the reduction of C (analyzed, to be rewritten) go
   under its loop L (see the head of this file), analyze into ROW the
   cycle of the loop inside L that gives them and return the number of
   L's iterations; return 0 otherwise.  */

int
gpugen_reduce_rows_under (cycle *c, cycle *row)
{
  class loop *l = c->loop;
  class loop *j = l->inner;
  if (!j || j->next || !order_free_p (c))
    return 0;
  class tree_niter_desc desc;
  edge x = single_exit (l);
  if (!x || !number_of_iterations_exit (l, x, &desc, false)
      || !integer_onep (desc.assumptions)
      || (desc.may_be_zero && !integer_zerop (desc.may_be_zero))
      || TREE_CODE (desc.niter) != INTEGER_CST
      || !tree_fits_uhwi_p (desc.niter)
      || tree_to_uhwi (desc.niter) + 1 >= ROWS_UNDER_MAX)
    return 0;
  int count = tree_to_uhwi (desc.niter) + 1;
  gphi *head_j = NULL;
  for (gphi_iterator gsi = gsi_start_phis (j->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (c->members.contains (gimple_phi_result (gsi.phi ())))
      {
	if (head_j)
	  return 0;
	head_j = gsi.phi ();
      }
  edge jx = gpugen_reduce_bottom_exit (j);
  if (!head_j || !jx || !other_exits_in_p (l, j, jx)
      || !uniform_inner_p (l, j))
    return 0;
  row->result = NULL_TREE;
  row->inner = false;
  row->single = false;
  row->deepest = NULL;
  row->why = NULL;
  row->refuse_p = false;
  row->mem = false;
  row->row_exits = !single_exit (j);
  if (!gpugen_reduce_analyze_cycle (row, j, head_j)
      || row->op != c->op || !outer_phis_only_p (c, j, head_j, row))
    return 0;
  if (dump_file)
    fprintf (dump_file, "[gpugen-reduce] loop %d: %d iterations; the rows "
	     "are those of loop %d inside it%s\n", l->num, count, j->num,
	     row->row_exits ? ", whose other exits store no partial" : "");
  return count;
}

/* Whether BASE is the base of the partials or states of a reduction
   whose rows may leave gaps (gpugen_reduction's GAPS).  */

bool
gpugen_reduce_gaps_p (tree base)
{
  if (!base || TREE_CODE (base) != SSA_NAME)
    return false;
  for (gpugen_reduction *r : gpugen_reductions)
    if (r->active && r->gaps && (r->part == base || r->state == base))
      return true;
  return false;
}

/* For R, the reduction of the cycle C whose rows are those of J, the
   loop inside C's loop L: make C's PHIs outside J, but L's header,
   copies of the identity (logged in R's undo).  After the rewrite their
   values are dead (L's header reads the initial value, the uses after
   L the placeholder), and the model leaves degenerate PHIs out, where
   it would write and schedule their PHI arrays.  */

void
gpugen_reduce_rows_dead (gpugen_reduction *r, cycle *c, class loop *j)
{
  for (tree v : c->order)
    if (gphi *p = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v)))
      if (p != c->head && !flow_bb_inside_loop_p (j, gimple_bb (p)))
	for (unsigned i = 0; i < gimple_phi_num_args (p); i++)
	  if (c->members.contains (gimple_phi_arg_def (p, i)))
	    gpugen_reduce_set_phi_arg (r, p, gimple_phi_arg_edge (p, i),
				       r->ident);
}

/* Whether a reduction along LOOP alone (no loop inside it updates the
   accumulator) gets one partial per iteration of LOOP, a row of one
   element: where LOOP writes memory besides the partials (a Jacobi
   step's new values beside its error, "b[i] = ...; d = fabs (b[i] -
   a[i]); if (d > err) err = d;"), whose work then runs on the device
   with it; EXCEPT, a statement that is no such write (gpugen-reduce-
   mem.cc's store of the maximum it promotes), is passed over.  A loop
   that only reduces stays on the host (its partials would be as many
   as the elements it reads, all read back).  The fold
   of the partials in LOOP's order is the loop's own fold, element by
   element, so every fold of gpugen-reduce.cc is exact here.  */

bool
gpugen_reduce_single_rows_p (class loop *loop, gimple *except)
{
  if (loop->inner)
    return false;
  basic_block *bbs = get_loop_body (loop);
  bool found = false;
  for (unsigned i = 0; i < loop->num_nodes && !found; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *s = gsi_stmt (gsi);
	if (s == except || !gimple_vdef (s))
	  continue;
	if (!gimple_assign_single_p (s))
	  {
	    found = true;
	    break;
	  }
	tree base = get_base_address (gimple_assign_lhs (s));
	if (base && TREE_CODE (base) == MEM_REF
	    && gpugen_reduce_partials_p (TREE_OPERAND (base, 0)))
	  continue;
	found = true;
	break;
      }
  free (bbs);
  return found;
}
