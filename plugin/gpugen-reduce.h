/* What gpugen-reduce.cc and gpugen-reduce-fold.cc share: the scalar
   reductions rewritten for the model.
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

/* One scalar reduction rewritten for the model (see the head of this
   file).  */

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
  /* The statements and PHIs added for the model, in their order.  */
  auto_vec<gimple *> added;
  auto_vec<gphi *> added_phis;
  /* The operand changes, undone in reverse.  */
  auto_vec<undo_op> undo;
  /* Its floating-point MAX_EXPRs and MIN_EXPRs, and the operand of each
     that is the accumulator (1 or 2), which the host code of an
     offloaded region runs as selects (pin_minmax).  */
  auto_vec<gassign *> pins;
  auto_vec<int> pin_acc;
  /* Whether the rewrite is in the IL (false once undone), and whether
     its region was offloaded (its fold emitted).  */
  bool active, offloaded;
};

/* The reductions rewritten in the function being compiled
   (gpugen-reduce.cc).  */
extern vec<gpugen_reduction *> gpugen_reductions;

/* Push on OUT the active reductions whose loop is in SCOP's region.  */
extern void gpugen_reduce_of_scop (gpugen_scop *scop,
				   vec<gpugen_reduction *> *out);

/* Whether the fold OP is one of the KEEP folds, whose rows have a
   state.  */
extern bool gpugen_reduce_keep_op_p (unsigned op);

#endif /* GPUGEN_REDUCE_H */
