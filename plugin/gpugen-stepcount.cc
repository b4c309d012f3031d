/* A step counter for a time loop whose only exit is on data, added for
   the model while the loop is tested on the host.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The most common convergence loop has no count:

     err = 1e30;
     while (err > tol)				(Fortran: do while (err > tol))
       {
	 sweep;
	 err = 0;
	 for (i...) for (j...) err = max (err, ...);
       }

   GCC's header copying leaves it a do-while loop whose one exit, at the
   end of the body, is "if (tol < err_7)": no count, and the model needs
   one.  gpugen-hostexit.cc handles the same loop with a count besides,
   "while (err > tol && it < maxit)", whose one exit combines the two
   tests ("_c = _d & _k; if (_c != 0)").  gpugen_step_counter_add gives
   the loop that shape: a counter of its own, a "long" T counting the
   steps from 0 (a PHI in the header, "T_next = T + 1" in the exit's
   block), and the exit's condition the combination of the program's
   test made a boolean with "T_next < STEP_BOUND" (where the loop goes
   on while the test holds) or "T_next >= STEP_BOUND" (where it leaves
   when the test holds).  gpugen-hostexit.cc then finds the count in
   that comparison (niter analysis: STEP_BOUND - 1 latch executions) and
   takes the data test out of the model as for a combined exit.

   The counter exists for the model only.  Nothing else reads it: the
   region's host loop (gpugen-host.cc) counts with its own iterator,
   whose last step is STEP_BOUND - 1, and tests the data after each
   step.  gpugen_step_counter_remove puts the program's condition back
   and deletes the counter and every statement added (and the loop's
   iteration estimates, which could otherwise bound a loop that need
   not end), wherever the exit is put back (gpugen_host_exit_restore:
   a region refused or failing before generation, and the end of the
   pass for all of them, before the original region, the host path of
   an offloaded one, is copied for the vectorizer) and where the loop
   is refused after the counter was added: the host IL is then the
   program's own.

   STEP_BOUND is 2^52: a loop that does not converge runs on past any
   practical time on the device path too (2^52 steps of at least one
   kernel launch and one read back each, a microsecond or more, are
   over 140 years); the host loop leaves by the count only after its
   2^52-th step, and the program would then go on after the loop with
   the arrays of that step.  The bound is no larger as the schedule's
   values must stay within 2^62 (gpugen-schedule.cc, MAX_SCHEDULE_VALUE:
   a member may be the counter times a coefficient up to 64, plus the
   other loops' values); past it, the parameter values for which every
   value fits would become the region's assumption, and with the
   counter near 2^62 none but those of an empty region do.  */

#include "gpugen.h"
#include "gpugen-hostexit.h"

/* The bound of the step counter: see the head of this file.  */

#define STEP_BOUND (HOST_WIDE_INT_1 << 52)

/* Insert before the exit's condition COND the assignment of a new SSA
   name of TYPE to CODE of OP0 and OP1, and return it.  */

static gassign *
add_before (gcond *cond, tree type, enum tree_code code, tree op0, tree op1)
{
  gassign *g = gimple_build_assign (make_ssa_name (type), code, op0, op1);
  gimple_set_location (g, gimple_location (cond));
  gimple_stmt_iterator gsi = gsi_for_stmt (cond);
  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
  return g;
}

/* Give LOOP, whose one exit EXIT is not counted and ends with a
   condition, a step counter and make its condition combine the
   program's test with the count (see the head of this file).  Return
   what gpugen_step_counter_remove needs to undo it, or NULL where the
   loop has no such shape.  */

gpugen_step_counter *
gpugen_step_counter_add (class loop *loop, edge exit)
{
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (exit->src));
  if (!cond || !loop->latch || !loop_preheader_edge (loop)
      || !(exit->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE))
      || !dominated_by_p (CDI_DOMINATORS, loop->latch, exit->src))
    return NULL;
  gpugen_step_counter *sc = XCNEW (gpugen_step_counter);
  sc->cond = cond;
  tree lt = long_integer_type_node;
  sc->phi = create_phi_node (make_ssa_name (lt), loop->header);
  tree t = gimple_phi_result (sc->phi);
  sc->next = add_before (cond, lt, PLUS_EXPR, t, build_one_cst (lt));
  tree tn = gimple_assign_lhs (sc->next);
  add_phi_arg (sc->phi, build_zero_cst (lt), loop_preheader_edge (loop),
	       UNKNOWN_LOCATION);
  add_phi_arg (sc->phi, tn, loop_latch_edge (loop), UNKNOWN_LOCATION);
  /* Where the exit is the true edge the loop leaves when the test holds
     or the count is reached; otherwise it goes on while the test holds
     and the count is not reached.  */
  bool leave_on_true = (exit->flags & EDGE_TRUE_VALUE) != 0;
  sc->data = add_before (cond, boolean_type_node, gimple_cond_code (cond),
			 gimple_cond_lhs (cond), gimple_cond_rhs (cond));
  sc->bound = add_before (cond, boolean_type_node,
			  leave_on_true ? GE_EXPR : LT_EXPR, tn,
			  build_int_cst (lt, STEP_BOUND));
  sc->comb = add_before (cond, boolean_type_node,
			 leave_on_true ? BIT_IOR_EXPR : BIT_AND_EXPR,
			 gimple_assign_lhs (sc->data),
			 gimple_assign_lhs (sc->bound));
  gimple_cond_set_code (cond, NE_EXPR);
  gimple_cond_set_lhs (cond, gimple_assign_lhs (sc->comb));
  gimple_cond_set_rhs (cond, boolean_false_node);
  update_stmt (cond);
  if (dump_file)
    fprintf (dump_file, "[gpugen-hostexit] loop %d: no exit counts the "
	     "steps: a step counter is added for the model\n", loop->num);
  return sc;
}

/* Whether STMT is one of the statements SC added.  */

bool
gpugen_step_counter_stmt_p (gpugen_step_counter *sc, gimple *stmt)
{
  return (sc && stmt
	  && (stmt == sc->phi || stmt == sc->next || stmt == sc->data
	      || stmt == sc->bound || stmt == sc->comb));
}

/* Remove the statement G and release its definition.  */

static void
remove_stmt (gimple *g)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (g);
  gsi_remove (&gsi, true);
  release_defs (g);
}

/* Put back the program's condition of the exit of LOOP that SC made
   counted, remove the counter and the statements added, and free SC
   (see the head of this file).  The exit's block must hold them all,
   the model's view undone first (gpugen_host_exit_restore).  */

void
gpugen_step_counter_remove (gpugen_step_counter *sc, class loop *loop)
{
  /* The program's test is DATA's, whose operands may have been
     rewritten meanwhile, exactly (gpugen-hostexit.cc's reload_mirrors
     loads an element again where PRE kept it in a PHI, which then
     goes).  */
  gimple_cond_set_code (sc->cond, gimple_assign_rhs_code (sc->data));
  gimple_cond_set_lhs (sc->cond, gimple_assign_rhs1 (sc->data));
  gimple_cond_set_rhs (sc->cond, gimple_assign_rhs2 (sc->data));
  update_stmt (sc->cond);
  /* Each after its last user.  */
  remove_stmt (sc->comb);
  remove_stmt (sc->data);
  remove_stmt (sc->bound);
  gphi_iterator psi = gsi_for_phi (sc->phi);
  remove_phi_node (&psi, true);
  remove_stmt (sc->next);
  free (sc);
  /* Nothing may know the count the counter gave.  */
  free_numbers_of_iterations_estimates (loop);
  scev_reset ();
  if (dump_file)
    fprintf (dump_file, "[gpugen-hostexit] loop %d: the step counter is "
	     "removed, the exit's test is the program's\n", loop->num);
}
