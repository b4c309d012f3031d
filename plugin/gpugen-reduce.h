/* What gpugen-reduce.cc, gpugen-reduce-exit.cc and gpugen-reduce-fold.cc
   share: the scalar reductions rewritten for the model.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).  */

#ifndef GPUGEN_REDUCE_H
#define GPUGEN_REDUCE_H

/* An operation of the undo log: set operand OPNO of STMT (or, for a PHI,
   its argument on the edge from SRC) back to OLD.  */

struct undo_op
{
  /* The statement or PHI changed.  */
  gimple *stmt;
  /* The operand index; -1 for a PHI argument.  */
  int opno;
  /* For a PHI argument, the source of its edge (an edge inside the
     reduction's loop, which nothing after this stage splits).  */
  basic_block src;
  /* The value to restore.  */
  tree old;
};

/* One scalar reduction rewritten for the model (see the head of
   gpugen-reduce.cc).  */

struct gpugen_reduction
{
  /* The nest's outermost loop, L.  */
  class loop *loop;
  /* The accumulator's PHI at L's header (made degenerate for the model,
     its latch argument the initial value), and that argument's
     original value, the accumulator at the end of an iteration.  */
  gphi *head;
  tree latch_value;
  /* The initial value, from before L.  */
  tree init;
  /* The value after L (L's exit PHI), whose uses read PLACEHOLDER for
     the model, a default definition of a variable of its own.  */
  tree result;
  tree placeholder;
  /* The fold (gpugen_fold_op and gpugen_fold_type of gpugen-rt.h).  */
  unsigned op, type;
  /* The identity the rows start from.  */
  tree ident;
  /* The device-only arrays of the rows' partials and, for the KEEP
     folds, of their states: default definitions of pointer variables of
     their own, the bases of memory arrays of the model.  */
  tree part, state;
  /* The accumulator's name, for remarks (NULL when it has none), and
     the lines of L and of the innermost loop that updates it.  */
  const char *name;
  int first_line, last_line;
  /* The values of the accumulator's cycle (L's header PHI's result
     first), whose PHIs at an inner loop's header gpugen-reduce-lanes.cc
     recognizes.  */
  auto_vec<tree> members;
  /* The statements and PHIs added for the model, in their order (the
     PHIs: the states' of a KEEP fold, twins of the cycle's PHIs).  */
  auto_vec<gimple *> added;
  auto_vec<gphi *> added_phis;
  /* The operand changes, undone in reverse.  */
  auto_vec<undo_op> undo;
  /* Whether the rewrite is in the IL (false once undone).  */
  bool active;
  /* For a reduction whose value the exit test of a time loop reads
     (gpugen_reduce_exit_rewrite): that value, the operand the host loop
     computes from the fold after each step, and the time loop; NULL
     otherwise.  */
  tree exit_op;
  class loop *time_loop;
  /* The first entry of UNDO that gpugen_reduce_exit_rewrite added (the
     PHIs between the loop and the test made copies of the
     placeholder), which gpugen_reduce_exit_abandon undoes alone.  */
  unsigned exit_undo;
  /* Whether the code after the time loop reads EXIT_OP too (through
     the PHIs of the loop's exits: "return err;"), which the region of
     the time loop then gives the fold of the last step run; and, while
     that region's host code is generated, the variable of its device
     path that holds that fold (gpugen_reduce_exit_vars), NULL_TREE
     otherwise.  */
  bool exit_after;
  tree exit_var;
  /* The stores of EXIT_OP to memory that the program makes, taken out
     of the IL by gpugen_reduce_exit_rewrite: one in each step before
     the test (gfortran's of the error to its dummy argument, "*err_5(D)
     = _52;"), or one on each way out of the time loop, of the value it
     leaves (where GCC's store motion sank that store out of the loop:
     C's "*errp = err;" through a restrict pointer, a Fortran module
     variable).  The region of the time loop makes the store once after
     the loop, of the fold of the last step tested
     (gpugen_reduce_exit_stores), and gpugen_reduce_exit_put_back puts
     them back where they were (gpugen_take_out's records).  */
  auto_vec<gpugen_taken_stmt> exit_stores;
  /* Whether GCC's alias oracle cannot tell what those stores write
     apart from what the loop's arrays' references read or write (a C
     pointer that is not restrict, "double *errp"): the region of the
     time loop then runs on the device only where a run-time check finds
     the bytes they write apart from the range that the region copies of
     each of its arrays (gpugen_reduce_exit_store_checks), and on the
     host, the program's code with its store in every step, where
     not.  */
  bool exit_store_check;
  /* For a maximum or minimum kept in memory through a pointer
     (gpugen-reduce-mem.cc): the reference "*p" that the program's nest
     loads and stores in every iteration, promoted to a register for the
     model; the device path folds the partials from the identity and
     stores the fold there where the program's nest would have
     (gpugen_reduce_mem_store), under the run-time check that its bytes
     lie apart from the arrays' (EXIT_STORE_CHECK is set); NULL_TREE for
     every other reduction, whose INIT and RESULT are values.  */
  tree mem_ref;
  /* Whether the loop of the rows leaves by other exits than its bottom
     one (gpugen-reduce-rows.cc): an iteration that takes one stores no
     partial, so the transfer of the partials checks that those
     written fill the range the fold reads (gpugen-memory.cc,
     gpugen_reduce_gaps_p).  */
  bool gaps;
};

/* The reductions rewritten in the function being compiled
   (gpugen-reduce.cc).  */
extern vec<gpugen_reduction *> gpugen_reductions;

/* Push on OUT the active reductions whose loop is in SCOP's region.  */
extern void gpugen_reduce_of_scop (gpugen_scop *scop,
				   vec<gpugen_reduction *> *out);

/* Whether T is an absolute value, the result of an ABS_EXPR
   (gpugen-reduce.cc).  */
extern bool gpugen_reduce_abs_p (tree t);

/* Whether the fold OP is one of the KEEP folds, whose rows have a
   state.  */
extern bool gpugen_reduce_keep_op_p (unsigned op);

/* The analysis of one accumulator's cycle.  */

struct cycle
{
  /* The loop L and the accumulator's PHI at its header.  */
  class loop *loop;
  gphi *head;
  /* The values of the cycle (the head's result first) and what each
     defining statement does.  */
  hash_set<tree> members;
  auto_vec<tree> order;
  /* The value after L (L's exit PHI of the latch value), and other
     exit PHIs of it, whose uses read it instead.  */
  tree result;
  auto_vec<tree> copies;
  /* The fold, once known; N_OPS while no update decided it.  */
  unsigned op;
  /* Whether an update lies in a loop inside L.  */
  bool inner;
  /* Whether the caller accepts a reduction along L alone (no loop
     inside it), whose rows are then L's iterations, one element each
     (gpugen_reduce_single_rows_p).  */
  bool single;
  /* The innermost loop with an update, for the remark.  */
  class loop *deepest;
  /* Why the cycle is not a reduction this stage rewrites: NULL while it
     may be; REFUSE_P when the reason is worth a remark (the cycle is a
     reduction, of a form not rewritten).  */
  const char *why;
  bool refuse_p;
  /* Its floating-point MAX_EXPRs and MIN_EXPRs.  */
  auto_vec<gassign *> minmax;
  /* Whether the accumulator is a variable that gpugen-reduce-mem.cc
     made of a location in memory, whose value after L nothing reads
     (the device path stores it).  */
  bool mem;
  /* Whether LOOP may leave by exits besides its bottom one
     (gpugen_reduce_bottom_exit), each of which the cycle leaves with
     the head's result: set for the loop of the rows under a short loop
     only (gpugen-reduce-rows.cc).  */
  bool row_exits;
  /* Whether an update is a call of fmax or fmin (of any type) whose
     other operand is an absolute value (check_fmax): then the cycle
     must start from a constant that is neither a NaN nor -0.0, which
     gpugen_reduce_analyze_cycle checks.  */
  bool fmax_calls;
};

/* Analyze the accumulator whose PHI is HEAD at the header of LOOP into
   C (gpugen-reduce.cc): whether it is a reduction gpugen-reduce.cc can
   rewrite, where it is used aside.  */
extern bool gpugen_reduce_analyze_cycle (cycle *c, class loop *loop,
					 gphi *head);

/* Rewrite the reduction of the cycle C for the model and push it on
   gpugen_reductions (gpugen-reduce.cc); with ROW, the cycle of the loop
   inside C's loop whose iterations give the rows, and COUNT, the
   iterations of C's loop (gpugen_reduce_rows_under).  */
extern void gpugen_reduce_rewrite (cycle *c, cycle *row = NULL,
				   int count = 0);

/* If the rows of the reduction of C go under its loop, analyze into ROW
   the cycle of the loop that gives them and return the iterations of
   C's loop; else 0 (gpugen-reduce-rows.cc).  */
extern int gpugen_reduce_rows_under (cycle *c, cycle *row);

/* The exit of LOOP at its bottom: its single exit, or where it has
   several, the one from its latch or the latch's only predecessor;
   NULL where there is none (gpugen-reduce-rows.cc).  */
extern edge gpugen_reduce_bottom_exit (class loop *loop);

/* Make the dead PHIs of R's cycle C outside J, the loop of its rows,
   copies of the identity (gpugen-reduce-rows.cc).  */
extern void gpugen_reduce_rows_dead (gpugen_reduction *r, cycle *c,
				     class loop *j);

/* Whether a reduction along LOOP alone, with no loop inside it, gets
   one partial per iteration of LOOP: where LOOP writes memory besides,
   in a statement other than EXCEPT (gpugen-reduce-rows.cc).  */
extern bool gpugen_reduce_single_rows_p (class loop *loop,
					 gimple *except);

/* Put the stores of R's value that gpugen_reduce_exit_rewrite took out
   of the IL back where they were (gpugen-reduce-exit.cc).  */
extern void gpugen_reduce_exit_put_back (gpugen_reduction *r);

/* Set the argument of PHI on edge E to VAL, logging the old one in R's
   undo log (gpugen-reduce.cc).  */
extern void gpugen_reduce_set_phi_arg (gpugen_reduction *r, gphi *phi,
				       edge e, tree val);

/* Undo the promotion to a register of the location in memory of R
   (gpugen-reduce-mem.cc), after R's own undo; nothing where R is no
   such reduction.  */
extern void gpugen_reduce_mem_undo (gpugen_reduction *r);

/* Forget the promotions of gpugen-reduce-mem.cc, at the end of the
   pass.  */
extern void gpugen_reduce_mem_release (void);

/* gpugen-reduce-mem.cc's shapes, for gpugen-reduce-memexit.cc: whether
   G refers to memory through the pointer P, whether REF is "*p" of a
   type the folds handle, and whether the store ST is the update of a
   maximum or minimum kept there (its load *LD and comparison *CMP).  */
extern bool gpugen_reduce_mem_refers_to_p (gimple *g, tree p);
extern bool gpugen_reduce_mem_deref_p (tree ref);
extern bool gpugen_reduce_mem_update_p (gimple *st, gimple **ld,
					gimple **cmp);

/* Undo the rewrite of R now, whole (gpugen-reduce-fold.cc): its partials, its
   rows and its exit's share; R stays in the list, inactive.  */
extern void gpugen_reduce_undo (gpugen_reduction *r);

/* Remove the statement S that gpugen-reduce.cc added, without releasing
   its definitions yet (gpugen-reduce-fold.cc).  */
extern void gpugen_reduce_remove_added (gimple *s);

#endif /* GPUGEN_REDUCE_H */
