/* What gpugen-hostexit.cc and gpugen-exittest.cc share: a time loop
   whose exit on data is tested on the host, and the values that leave
   it.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).  */

#ifndef GPUGEN_HOSTEXIT_H
#define GPUGEN_HOSTEXIT_H

/* A value that leaves a time loop whose exit is tested on the host: a
   PHI of the region's exit block, and what it receives by each way out
   of the region.  */

struct host_exit_out
{
  /* The PHI.  */
  gphi *phi;
  /* The evolutions (step_evolution) of what it receives where the loop
     leaves on data and where it leaves by the count, at the iteration
     where it leaves; NULL_TREE where that way does not reach it.  */
  tree by_data, by_count;
  /* What it receives where the loop does not run (the region's guard),
     a value from before the region; NULL_TREE where that way does not
     reach it.  */
  tree before;
};

/* The step counter that gpugen-stepcount.cc adds, for the model, to a
   time loop whose only exit is on data, and what it changed.  */

struct gpugen_step_counter
{
  /* The exit's condition.  */
  gcond *cond;
  /* The counter's PHI in the loop's header, "T = PHI <0, T_next>".  */
  gphi *phi;
  /* The statements added before the condition in the exit's block:
     "T_next = T + 1", the program's test made a boolean (DATA, whose
     code and operands the condition takes back), the count's
     comparison (BOUND) and their combination (COMB), which the
     condition then tests.  */
  gassign *next, *data, *bound, *comb;
};

/* One time loop whose exit on data is tested on the host.  */

struct gpugen_host_exit
{
  /* The loop.  */
  class loop *loop;
  /* The exit on data, and the condition that ends its block; for a
     combined exit (TERMS not empty), the loop's one exit.  */
  edge exit;
  gcond *cond;
  /* The loop's counted exit: EXIT itself where combined.  */
  edge counted;
  /* The condition's code and operands, as the program has them.  */
  enum tree_code code;
  tree lhs, rhs;
  /* Whether the data test runs before every store, call and inner loop
     of an iteration (at the top of the body) rather than after all of
     them (at its end).  */
  bool top_p;
  /* Whether the counted test comes before the data test in an
     iteration: the last iteration then leaves by the count without
     testing the data.  */
  bool count_first_p;
  /* For a combined exit: the operands of the combination other than
     the count's comparison (the data test), the combination's code,
     BIT_AND_EXPR (the loop goes on while all hold) or BIT_IOR_EXPR (it
     leaves where one holds), and the count's comparison, the exit's
     condition in the model's view.  TERMS is empty for the other
     shapes.  */
  vec<tree> terms;
  enum tree_code term_code;
  enum tree_code model_code;
  tree model_lhs, model_rhs;
  /* The statements of the exit's block that compute the operands (the
     chain; for a combined exit also the combination), in their order;
     out of the IL while NEUTRAL_P.  */
  vec<gimple *> chain;
  /* The statements of the exit's block that compute the operands and
     stay in the IL, as the step uses them too ("hist[t] = v; if (v <
     eps) break;"): the host code computes them again as it does the
     chain.  */
  vec<gimple *> kept;
  /* Whether the chain is out and the condition false or the count's
     (the model's view).  */
  bool neutral_p;
  /* The step counter added for the model where the loop has no count
     of its own (gpugen-stepcount.cc), NULL otherwise; removed with the
     program's condition put back where the exit is restored.  */
  gpugen_step_counter *counter;
  /* The values that leave the loop that the host code computes
     (gpugen_host_exit_live_out_p), as last checked.  */
  vec<host_exit_out> outs;
  /* The evolutions of the values the host code computes from the
     counter (step_evolution) asked for so far: pairs of (name,
     evolution or NULL_TREE).  */
  vec<tree> ev_names, ev_values;
};

/* Whether STMT is in CHAIN.  */

static inline bool
in_chain_p (vec<gimple *> &chain, gimple *stmt)
{
  for (gimple *g : chain)
    if (g == stmt)
      return true;
  return false;
}

/* Return the evolution of OP in LOOP as a function of the loop's counter
   whose parts are values from before the loop, or NULL_TREE
   (gpugen-hostexit.cc).  */
extern tree gpugen_step_evolution (class loop *loop, tree op);

/* gpugen-stepcount.cc.  */
extern gpugen_step_counter *gpugen_step_counter_add (class loop *loop,
						     edge exit);
extern bool gpugen_step_counter_stmt_p (gpugen_step_counter *sc,
					gimple *stmt);
extern void gpugen_step_counter_remove (gpugen_step_counter *sc,
					class loop *loop);

#endif /* GPUGEN_HOSTEXIT_H */
