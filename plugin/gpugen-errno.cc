/* The errno splits of math calls, undone for the model.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Under -fmath-errno, GCC's conditional dead call elimination
   (tree-call-cdce.cc) splits "r = sqrt (x)" into an inline instruction
   for arguments in the function's domain and a library call (which sets
   errno) for the others.  That condition depends on data, and where
   GCC's partial redundancy elimination merged another path into the
   inline side the model cannot take the split as it is
   (gpugen_errno_guard_p, gpugen-detect.cc, takes the plain form).
   gpugen-select.cc's rounds call this stage on every block: it makes
   the condition always take the library call's side, which is what the
   source says.  */

#include "gpugen.h"

/* Return the only statement of block B other than debug statements, or
   NULL when it has none or several.  */

static gimple *
only_stmt (basic_block b)
{
  gimple *only = NULL;
  for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *st = gsi_stmt (gsi);
      if (is_gimple_debug (st))
	continue;
      if (only)
	return NULL;
      only = st;
    }
  return only;
}

/* Whether the internal call FAST (block F) and the library call SLOW
   (block S) are the two sides of one math call that GCC's conditional
   dead call elimination (tree-call-cdce.cc) split under -fmath-errno:
   "if (x in domain) r1 = .SQRT (x); else r2 = sqrt (x);", where only
   the library call sets errno.  */

static bool
errno_split_p (gimple *fast, gimple *slow)
{
  gcall *f = safe_dyn_cast <gcall *> (fast);
  gcall *sl = safe_dyn_cast <gcall *> (slow);
  if (!f || !sl || !gimple_call_internal_p (f) || gimple_call_internal_p (sl)
      || !gimple_call_builtin_p (sl, BUILT_IN_NORMAL)
      || !gimple_call_lhs (f) || !gimple_call_lhs (sl)
      || (associated_internal_fn (gimple_call_fndecl (sl))
	  != gimple_call_internal_fn (f))
      || gimple_call_num_args (f) != gimple_call_num_args (sl))
    return false;
  for (unsigned i = 0; i < gimple_call_num_args (f); i++)
    if (!operand_equal_p (gimple_call_arg (f, i), gimple_call_arg (sl, i), 0))
      return false;
  return true;
}

/* Undo the split of a math call guarded for errno (see errno_split_p)
   whose condition ends block A: make the condition always take the
   library call's side, which computes the same value as the internal
   call for every argument and sets errno exactly where the original
   did.  The call is then one statement of the loop body, which the
   model treats as pure under math-errno=1 (the default), instead of a
   data-dependent condition that keeps the loop nest (Gram-Schmidt's
   norm) off the GPU.  The host code calls the library where the inline
   instruction ran, so only the splits the model does not take as they
   are (gpugen_errno_guard_p: both sides join in one block) are undone:
   those where GCC's partial redundancy elimination merged another path
   into the side of the internal call.  Return whether it did.  */

bool
gpugen_rewrite_errno_guard (basic_block a)
{
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (a));
  if (!gpugen_opts.math_errno || !cond || EDGE_COUNT (a->succs) != 2
      || !loop_outer (a->loop_father) || gpugen_errno_guard_p (a))
    return false;
  edge te, fe;
  extract_true_false_edges_from_block (a, &te, &fe);
  if ((te->flags | fe->flags) & (EDGE_ABNORMAL | EDGE_EH)
      || !single_pred_p (te->dest) || !single_pred_p (fe->dest))
    return false;
  gimple *ts = only_stmt (te->dest), *fs = only_stmt (fe->dest);
  bool slow_true;
  if (ts && fs && errno_split_p (ts, fs))
    slow_true = false;
  else if (ts && fs && errno_split_p (fs, ts))
    slow_true = true;
  else
    return false;
  if (slow_true)
    gimple_cond_make_true (cond);
  else
    gimple_cond_make_false (cond);
  update_stmt (cond);
  if (dump_file)
    fprintf (dump_file, "[gpugen-select] errno guard of bb %d: the library "
	     "call of bb %d always runs\n", a->index,
	     (slow_true ? te : fe)->dest->index);
  return true;
}
