/* Scalar reductions whose value the exit test of a time loop reads,
   rewritten for the model so that the time loop runs as one region.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A convergence loop computes its error as a reduction in its body and
   leaves on it:

     for (it = 0; it < maxit; it++)		(T, the time loop)
       {
	 ...sweep...
	 err = 0;
	 for (i ...)				(L, the reduction's nest)
	   for (j ...)
	     err = max (err, ...);
	 if (err < tol)
	   break;
       }

   gpugen-hostexit.cc takes such an exit out of the model, to be tested
   on the host between steps, where its test reads values from before
   the loop or elements of arrays; this file lets the test read the
   error too.  Before detection, for each operand of the test (or of the
   arithmetic of its block that computes it) that is the value after L
   of an accumulator of L (gpugen_reduce_exit_operand_p), directly,
   through PHIs of one argument, or through a PHI of the step that
   merges it with the initial value where L did not run (the guard that
   skips an empty nest), gpugen_reduce_exit_rewrite rewrites the
   reduction as gpugen-reduce.cc does for a region (each row of L from
   the identity, its partial stored in an array that lives on the
   device) and makes those PHIs copies of the placeholder (where the
   test reads L's value itself, the rewrite makes it read the
   placeholder: the value the test reads).  It refuses a value read by
   anything but the test and, for the value the test reads, the PHIs of
   T's exits (the value T leaves: "return err;", Fortran's "errout =
   err", exit_after), a merge in T's header (the error of the step
   before, read in the next step: "prev = err") or one whose other
   values are not the initial value, and an initial value computed in
   T.  The host loop of T's region then computes the operand after each
   step's launches from the fold of that step's partials, read back
   alone (gpugen_reduce_exit_fold, gpugen-reduce-fold.cc), where every
   step of T writes the partials of the same rows
   (gpugen_reduce_steps_ok), and keeps the last fold for the value T
   leaves (gpugen_reduce_exit_last, asked for by gpugen-exittest.cc's
   gpugen_host_exit_live_out_value; the value from before T where no
   step ran).  The value the test reads may also be stored to memory
   (an error that is gfortran's dummy argument, "*err_5(D) = _52;",
   through a restrict pointer, or a module or global variable): once in
   each step, in the test's block before the test, from the value or a
   twin of it (find_twins: a PHI of the same value, GCC's threading
   leaves one for the store; twin exit PHIs of L are merged first, as
   gpugen_reduce_rewrite merges them), or, where GCC's store motion sank
   it out of T, on each of T's ways out, of the value T leaves
   (find_exit_stores).  Where the test ends the step, after the count's
   test, the address is the same in every step, from parameters or
   declarations, and no other statement of T may read or write what it
   stores (store_alone_p, GCC's alias oracle: distinct dummy arguments,
   restrict pointers), what the program leaves there after T is the
   last step's value, or nothing where no step ran: the stores are
   taken out of the IL (gpugen_take_out) and the region's device path
   makes one after its copies back, of the fold of the last step
   tested, where a step ran (gpugen_reduce_exit_stores,
   gpugen-reduce-fold.cc).  Where the oracle cannot tell the stored
   location apart from the accesses of T's nests (a C pointer that is
   not restrict, which may point into the arrays), the region does so
   under a run-time check that the stored bytes lie apart from the range
   it copies of each array (exit_store_check,
   gpugen_reduce_exit_store_checks), its host path, the program's code,
   running where they do not; otherwise (alias-checks=0, or another
   access that may touch the location) the loop is refused with a note
   that says why ("the step stores the reduction's value where the
   loop's other accesses may read or write").  Where
   T's region fails, or the test reads a value that cannot be rewritten,
   gpugen_reduce_exit_abandon gives those PHIs their other values again
   and puts the stores back (gpugen_reduce_exit_put_back):
   the reduction stays rewritten for the regions of T's body, whose
   device paths fold the error after each step's region, as for an
   error read after the loop too.  The end of the pass undoes it all
   (gpugen_undo_reductions).  */

#include "gpugen.h"
#include "tree-into-ssa.h"
#include "gpugen-reduce.h"

/* Whether V is the value after a loop L of the body of the time loop T
   (not inside another loop of it) of a value L computes: L's exit PHI
   of it.  Set *L.  */

static bool
loop_result_p (class loop *t, tree v, class loop **l)
{
  gphi *p = (TREE_CODE (v) == SSA_NAME
	     ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v)) : NULL);
  if (!p || gimple_phi_num_args (p) != 1)
    return false;
  edge e = gimple_phi_arg_edge (p, 0);
  class loop *inner = e->src->loop_father;
  tree a = gimple_phi_arg_def (p, 0);
  if (inner == t || loop_outer (inner) != t || single_exit (inner) != e
      || TREE_CODE (a) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (a)
      || !flow_bb_inside_loop_p (inner, gimple_bb (SSA_NAME_DEF_STMT (a))))
    return false;
  *l = inner;
  return true;
}

/* The value V of the body of the time loop T stands for, through the
   PHIs of one argument that copy a value into a later block (the exit
   of a loop that does not compute it, a join of one edge); each such
   PHI's result is pushed on COPIES (when not NULL).  */

static tree
through_copies (class loop *t, tree v, vec<tree> *copies)
{
  for (int k = 0; k < 16; k++)
    {
      class loop *l;
      gphi *p = (TREE_CODE (v) == SSA_NAME
		 ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v)) : NULL);
      if (!p || gimple_phi_num_args (p) != 1 || loop_result_p (t, v, &l)
	  || !flow_bb_inside_loop_p (t, gimple_bb (p)))
	return v;
      if (copies)
	copies->safe_push (v);
      v = gimple_phi_arg_def (p, 0);
    }
  return v;
}

/* Whether OP, an operand of the exit test of the time loop T, is the
   value of an accumulator after a loop L of T's body (loop_result_p),
   directly, through copies, or through a PHI of T's body that merges it
   with other values (checked by gpugen_reduce_exit_rewrite).  Set *L
   and *SX, L's exit PHI's result.  */

static bool
exit_reduction_value (class loop *t, tree op, class loop **l, tree *sx)
{
  if (TREE_CODE (op) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (op)
      || virtual_operand_p (op))
    return false;
  tree v = through_copies (t, op, NULL);
  if (loop_result_p (t, v, l))
    {
      *sx = v;
      return true;
    }
  /* A merge of the step itself: not T's header, whose PHIs carry the
     values of the step before (a test of the previous step's error
     would read the fold of this one), nor a block of a loop inside T.  */
  gphi *p = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v));
  if (!p || gimple_bb (p)->loop_father != t || gimple_bb (p) == t->header)
    return false;
  *sx = NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (p); i++)
    {
      class loop *inner;
      tree a = through_copies (t, gimple_phi_arg_def (p, i), NULL);
      if (!loop_result_p (t, a, &inner))
	continue;
      if (*sx && *sx != a)
	return false;
      *sx = a;
      *l = inner;
    }
  return *sx != NULL_TREE;
}

/* Whether OP, an operand of the exit test of the time loop T, is the
   value of a reduction of a loop inside T (exit_reduction_value), which
   gpugen-hostexit.cc may then compute on the host from its fold.  */

bool
gpugen_reduce_exit_operand_p (class loop *t, tree op)
{
  class loop *l;
  tree sx;
  return gpugen_opts.reductions && exit_reduction_value (t, op, &l, &sx);
}

/* Whether the block TO of the time loop T can be reached from the exit
   of its loop L within an iteration of T: whether L may have run before
   TO in that iteration.  */

static bool
reached_in_step_p (class loop *t, class loop *l, basic_block to)
{
  auto_vec<basic_block, 16> stack;
  auto_bitmap seen;
  stack.safe_push (single_exit (l)->dest);
  while (!stack.is_empty ())
    {
      basic_block bb = stack.pop ();
      /* The next step starts at the header.  */
      if (bb == t->header || !flow_bb_inside_loop_p (t, bb))
	continue;
      if (bb == to)
	return true;
      if (!bitmap_set_bit (seen, bb->index))
	continue;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	stack.safe_push (e->dest);
    }
  return false;
}

/* Whether the use UP is a PHI's argument on an edge that leaves the
   loop T: the value T leaves, read after it.  */

static bool
leaves_loop_p (class loop *t, use_operand_p up)
{
  gphi *p = dyn_cast <gphi *> (USE_STMT (up));
  if (!p)
    return false;
  edge e = gimple_phi_arg_edge (p, PHI_ARG_INDEX_FROM_USE (up));
  return (flow_bb_inside_loop_p (t, e->src)
	  && !flow_bb_inside_loop_p (t, e->dest));
}

/* The value of the chain of gpugen_reduce_exit_rewrite that V, a value
   of that chain or of its twins (TWINS, with the chain's value each
   copies on OF), is: V itself or what the twin copies.  */

static tree
twin_original (tree v, vec<tree> &twins, vec<tree> &of)
{
  for (unsigned i = 0; i < twins.length (); i++)
    if (twins[i] == v)
      return of[i];
  return v;
}

/* Push on TWINS, with the value of CHAIN each copies on OF, the PHIs of
   the blocks of the PHIs of CHAIN (SX, the value after the reduction's
   loop, aside) that compute the same value as one of them: on every
   edge, its argument or a twin of it.  GCC leaves such twins where two
   uses of one value were threaded apart (gfortran's store of the error
   to its dummy argument reads one, the exit test the other).  */

static void
find_twins (vec<tree> &chain, tree sx, vec<tree> *twins, vec<tree> *of)
{
  bool changed = true;
  for (int round = 0; changed && round < 16; round++)
    {
      changed = false;
      for (tree q : chain)
	{
	  if (q == sx)
	    continue;
	  gphi *qp = as_a <gphi *> (SSA_NAME_DEF_STMT (q));
	  for (gphi_iterator gsi = gsi_start_phis (gimple_bb (qp));
	       !gsi_end_p (gsi); gsi_next (&gsi))
	    {
	      gphi *p = gsi.phi ();
	      tree res = gimple_phi_result (p);
	      if (p == qp || virtual_operand_p (res)
		  || chain.contains (res) || twins->contains (res))
		continue;
	      bool same = true;
	      for (unsigned i = 0; same && i < gimple_phi_num_args (p); i++)
		{
		  tree a = twin_original (gimple_phi_arg_def (p, i), *twins,
					  *of);
		  same = operand_equal_p (a, gimple_phi_arg_def (qp, i), 0);
		}
	      if (same)
		{
		  twins->safe_push (res);
		  of->safe_push (q);
		  changed = true;
		}
	    }
	}
    }
}

/* walk_tree callback: whether *TP is an SSA name that is not a default
   definition (a parameter's value).  */

static tree
not_default_def (tree *tp, int *walk_subtrees, void *)
{
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      *walk_subtrees = 0;
      if (!SSA_NAME_IS_DEFAULT_DEF (*tp))
	return *tp;
    }
  return NULL_TREE;
}

/* Whether the statement G of the time loop T, which GCC's alias oracle
   says may read or write what a store of the value that T's exit test
   reads stores, is an access of an array whose range the region of T
   copies, so that a run-time check of the stored bytes against each
   array's copied range covers it (gpugen_reduce_exit_store_checks): a
   load or a store of one reference, not a call, an asm or a volatile
   access, in a loop inside T (a statement of one of its nests, which
   the model makes an access of one of the region's arrays, or a miss;
   not a statement of T's own body, such as the exit test's chain,
   whose loads the host loop makes outside the model).  */

static bool
checkable_access_p (class loop *t, gimple *g)
{
  if (!gimple_assign_single_p (g) || gimple_has_volatile_ops (g)
      || stmt_could_throw_p (cfun, g))
    return false;
  class loop *l = gimple_bb (g)->loop_father;
  return l != t && flow_loop_nested_p (t, l);
}

/* Whether the store S, of the value the exit test of the time loop T
   reads, in the test's block or on a way out of T, can be made once
   after T instead (see gpugen_reduce_exit_rewrite): its address is the
   same in every step, from parameters or declarations alone (the
   region's device path computes it again after the loop), and no other
   statement of T may read or write what it stores (GCC's alias oracle:
   gfortran's dummy arguments and C's restrict pointers are distinct
   objects, the loop's arrays of another type are too), or those that
   may are accesses of the nests' arrays (checkable_access_p, where
   alias-checks is on), when *CHECK is set: the region then needs a run-
   time check that the stored bytes lie apart from the arrays' copied
   ranges (a C pointer that is not restrict, "double *errp").  Otherwise
   set *WHY.  */

static bool
store_alone_p (class loop *t, gimple *s, const char **why, bool *check)
{
  tree lhs = gimple_assign_lhs (s);
  if (!gimple_assign_single_p (s) || gimple_has_volatile_ops (s)
      || stmt_could_throw_p (cfun, s)
      || !is_gimple_reg_type (TREE_TYPE (lhs))
      || !get_base_address (lhs)
      || walk_tree (&lhs, not_default_def, NULL, NULL))
    {
      *why = "the step stores the reduction's value at an address that "
	"the host cannot compute after the loop";
      return false;
    }
  ao_ref ref;
  ao_ref_init (&ref, lhs);
  basic_block *body = get_loop_body (t);
  bool alone = true;
  for (unsigned i = 0; alone && i < t->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 alone && !gsi_end_p (gsi); gsi_next (&gsi))
      {
	gimple *g = gsi_stmt (gsi);
	if (g == s || is_gimple_debug (g)
	    || (!gimple_vuse (g) && !is_gimple_call (g)))
	  continue;
	if (!ref_maybe_used_by_stmt_p (g, &ref)
	    && !stmt_may_clobber_ref_p_1 (g, &ref))
	  continue;
	if (gpugen_opts.alias_checks && checkable_access_p (t, g))
	  {
	    if (dump_file && (dump_flags & TDF_DETAILS) && !*check)
	      {
		fprintf (dump_file, "[gpugen-reduce] loop %d: the store ",
			 t->num);
		print_generic_expr (dump_file, lhs);
		fprintf (dump_file, " may alias ");
		print_gimple_stmt (dump_file, g, 0, TDF_SLIM);
	      }
	    *check = true;
	    continue;
	  }
	alone = false;
      }
  free (body);
  if (!alone)
    *why = "the step stores the reduction's value where the loop's other "
      "accesses may read or write";
  return alone;
}

/* The stores on the ways out of the time loop T of the value OP (read
   by its exit test) that GCC's store motion sank out of T: on each edge
   out of T, into a block of its own, a store of the PHI there that
   passes OP on, all to one place.  Push them on STORES and return
   whether every way out has its store; where one has none, leave
   STORES empty (a store on some ways out only, "if (err < tol) { *errp
   = err; break; }", stays in the IL: the region's one store after the
   loop would be made on the others too).  */

static bool
find_exit_stores (class loop *t, tree op, vec<gimple *> *stores)
{
  auto_vec<edge> exits = get_loop_exit_edges (t);
  for (edge e : exits)
    {
      if (!single_pred_p (e->dest))
	goto fail;
      gimple *found = NULL;
      for (gphi_iterator pi = gsi_start_phis (e->dest); !gsi_end_p (pi);
	   gsi_next (&pi))
	{
	  gphi *p = pi.phi ();
	  if (virtual_operand_p (gimple_phi_result (p))
	      || PHI_ARG_DEF_FROM_EDGE (p, e) != op)
	    continue;
	  imm_use_iterator it;
	  use_operand_p up;
	  FOR_EACH_IMM_USE_FAST (up, it, gimple_phi_result (p))
	    {
	      gimple *u = USE_STMT (up);
	      if (gimple_bb (u) == e->dest && gimple_store_p (u)
		  && gimple_assign_single_p (u)
		  && gimple_assign_rhs1 (u) == gimple_phi_result (p))
		{
		  if (found && found != u)
		    goto fail;
		  found = u;
		}
	    }
	}
      if (!found
	  || (!stores->is_empty ()
	      && !operand_equal_p (gimple_assign_lhs (found),
				   gimple_assign_lhs ((*stores)[0]), 0)))
	goto fail;
      stores->safe_push (found);
    }
  return !stores->is_empty ();
 fail:
  stores->truncate (0);
  return false;
}

/* Put the stores of R's value that gpugen_reduce_exit_rewrite took out
   of the IL back where they were (the last taken out first, so that
   the statements next to each when it went are back), and rename the
   memory.  */

void
gpugen_reduce_exit_put_back (gpugen_reduction *r)
{
  if (r->exit_stores.is_empty ())
    return;
  gpugen_put_back (&r->exit_stores);
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa_only_virtuals);
}

/* Rewrite for the model the reduction whose value OP is read by TEST,
   the exit test of the time loop T (gpugen-hostexit.cc): as for a
   region (see the head of gpugen-reduce.cc), with OP's PHI made the copy of
   the placeholder where it merges the value after the loop with the
   initial value where the loop did not run; the host loop of T's
   region then computes OP from the fold after each step
   (gpugen_reduce_exit_fold).  The value must be read by TEST alone,
   the initial value come from before T, and T run the same rows in
   every step (checked on the model, gpugen_reduce_host_check).  Where
   STORE_OK (the test ends the step, after the count's test), the step
   may also store the value, or a twin of it (find_twins), in the
   test's block, once, where store_alone_p allows: the store is taken
   out of the IL and made by the region after the loop
   (gpugen_reduce_exit_stores).  Return whether it was rewritten (or
   already was); where not, *WHY may say why and *AT where (otherwise
   they are left alone).  */

bool
gpugen_reduce_exit_rewrite (class loop *t, tree op, gimple *test,
			    bool store_ok, const char **why, gimple **at)
{
  for (gpugen_reduction *r : gpugen_reductions)
    if (r->active && r->exit_op == op)
      return true;
  class loop *l;
  tree sx;
  if (!gpugen_reduce_exit_operand_p (t, op)
      || !exit_reduction_value (t, op, &l, &sx))
    return false;
  calculate_dominance_info (CDI_DOMINATORS);
  for (gphi_iterator gsi = gsi_start_phis (l->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      cycle c;
      c.result = NULL_TREE;
      c.inner = false;
      /* The error of a time loop: its partials stay the only values
	 read back in each step, whatever else the loop does.  */
      c.single = true;
      c.deepest = NULL;
      c.why = NULL;
      c.refuse_p = false;
      c.mem = false;
      c.row_exits = false;
      bool ok = gpugen_reduce_analyze_cycle (&c, l, gsi.phi ());
      /* gfortran's store motion may leave several copies of the value
	 after L, the test reading one and the store of the error to its
	 dummy argument another: merged into the first, as
	 gpugen_reduce_rewrite does (exact; this stays), unless the test
	 reads one itself.  */
      bool merge = (ok && !c.copies.is_empty ()
		    && (c.result == sx || c.copies.contains (sx)));
      for (tree x : c.copies)
	{
	  imm_use_iterator it;
	  use_operand_p up;
	  if (merge)
	    FOR_EACH_IMM_USE_FAST (up, it, x)
	      if (USE_STMT (up) == test)
		merge = false;
	}
      if (merge)
	{
	  for (tree x : c.copies)
	    {
	      replace_uses_by (x, c.result);
	      gphi_iterator pi
		= gsi_for_phi (as_a <gphi *> (SSA_NAME_DEF_STMT (x)));
	      remove_phi_node (&pi, true);
	    }
	  c.copies.truncate (0);
	  sx = c.result;
	}
      if (!ok || c.result != sx || !c.copies.is_empty ())
	{
	  if (c.result == sx && dump_file && (dump_flags & TDF_DETAILS))
	    {
	      fprintf (dump_file, "[gpugen-reduce] loop %d: the exit test's "
		       "value ", t->num);
	      print_generic_expr (dump_file, op);
	      fprintf (dump_file, " is no reduction rewritten: %s\n",
		       c.why ? c.why : "copies of its value");
	    }
	  continue;
	}
      tree init = PHI_ARG_DEF_FROM_EDGE (c.head, loop_preheader_edge (l));
      if (TREE_CODE (init) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (init)
	  && flow_bb_inside_loop_p (t, gimple_bb (SSA_NAME_DEF_STMT (init))))
	return false;
      /* The values between the loop's and the test's: OP, the copies
	 on its way and, where OP merges, the merge and the copies on
	 each of its edges.  */
      auto_vec<tree, 8> chain;
      tree v = through_copies (t, op, &chain);
      if (v != sx)
	{
	  gphi *m = as_a <gphi *> (SSA_NAME_DEF_STMT (v));
	  chain.safe_push (v);
	  for (unsigned i = 0; i < gimple_phi_num_args (m); i++)
	    {
	      unsigned before = chain.length ();
	      tree a = through_copies (t, gimple_phi_arg_def (m, i), &chain);
	      if (a == sx)
		continue;
	      /* The initial value, along an edge that the loop cannot
		 have run before in the step.  */
	      chain.truncate (before);
	      if (!operand_equal_p (a, init, 0)
		  || reached_in_step_p (t, l, gimple_phi_arg_edge (m, i)->src))
		return false;
	    }
	}
      /* Each read only by the next ones or their twins, OP by TEST and
	 by the PHIs of T's exits (the value T leaves), OP or a twin of
	 it by one store in TEST's block.  */
      bool after = false, check = false;
      gimple *store = NULL;
      chain.safe_push (sx);
      auto_vec<tree, 8> twins, of;
      find_twins (chain, sx, &twins, &of);
      auto_vec<tree, 16> all;
      all.safe_splice (chain);
      all.safe_splice (twins);
      for (tree n : all)
	{
	  imm_use_iterator it;
	  use_operand_p up;
	  FOR_EACH_IMM_USE_FAST (up, it, n)
	    {
	      gimple *u = USE_STMT (up);
	      if (is_gimple_debug (u) || (n == op && u == test))
		continue;
	      if (n == op && leaves_loop_p (t, up))
		{
		  after = true;
		  continue;
		}
	      if (gimple_store_p (u) && is_gimple_assign (u)
		  && gimple_assign_rhs1 (u) == n
		  && twin_original (n, twins, of) == op
		  && gimple_bb (u) == gimple_bb (test))
		{
		  if (!store_ok || (store && store != u))
		    {
		      *why = ("the step stores the reduction's value, and "
			      "not once before its test ends the step");
		      *at = u;
		      return false;
		    }
		  if (!store_alone_p (t, u, why, &check))
		    {
		      *at = u;
		      return false;
		    }
		  store = u;
		  continue;
		}
	      bool in = false;
	      for (tree x : all)
		if (x != sx && u == SSA_NAME_DEF_STMT (x))
		  in = true;
	      if (!in)
		return false;
	    }
	}
      /* The stores that GCC's store motion sank onto the ways out of
	 T, of the value T leaves: made after the loop too, where T's
	 every way out has one.  */
      auto_vec<gimple *, 2> exits;
      if (!store && after && store_ok && find_exit_stores (t, op, &exits)
	  && !store_alone_p (t, exits[0], why, &check))
	{
	  *at = exits[0];
	  return false;
	}
      /* Under a short outer loop, rows per iteration of the loop inside
	 it, as for a nest's region (gpugen-reduce-rows.cc).  */
      cycle row;
      int count = gpugen_reduce_rows_under (&c, &row);
      if (count > 0)
	gpugen_reduce_rewrite (&c, &row, count);
      else
	gpugen_reduce_rewrite (&c);
      gpugen_reduction *r = gpugen_reductions.last ();
      /* Where TEST reads the value after L itself, the rewrite made it
	 read the placeholder (and the PHIs of T's exits too).  */
      r->exit_op = op == sx ? r->placeholder : op;
      r->time_loop = t;
      r->exit_undo = r->undo.length ();
      r->exit_after = after;
      r->exit_store_check = check;
      if (after && dump_file)
	fprintf (dump_file, "[gpugen-reduce] loop %d: the value it leaves of "
		 "%s is the fold of the last step tested\n", t->num,
		 r->name ? r->name : "a scalar");
      /* Every PHI on the way, and every twin, a copy of the
	 placeholder.  */
      for (tree x : all)
	if (x != sx)
	  {
	    gphi *p = as_a <gphi *> (SSA_NAME_DEF_STMT (x));
	    for (unsigned i = 0; i < gimple_phi_num_args (p); i++)
	      if (gimple_phi_arg_def (p, i) != r->placeholder)
		gpugen_reduce_set_phi_arg (r, p, gimple_phi_arg_edge (p, i),
					   r->placeholder);
	  }
      /* The stores, made once after the loop by its region.  */
      if (store)
	exits.safe_push (store);
      for (gimple *x : exits)
	gpugen_take_out (&r->exit_stores, x);
      if (!exits.is_empty () && dump_file)
	{
	  fprintf (dump_file, "[gpugen-reduce] loop %d: the store of %s %s, ",
		   t->num, r->name ? r->name : "a scalar",
		   store ? "in each step" : "on each way out");
	  print_generic_expr (dump_file, gimple_assign_lhs (exits[0]));
	  fprintf (dump_file, " = ..., is made once after the loop, of the "
		   "fold of the last step tested\n");
	  if (check)
	    fprintf (dump_file, "[gpugen-reduce] loop %d: the store of %s may "
		     "write what the loop's arrays hold: the region runs on "
		     "the device only where a run-time check finds its bytes "
		     "apart from the range it copies of each array\n",
		     t->num, r->name ? r->name : "a scalar");
	}
      mark_virtual_operands_for_renaming (cfun);
      update_ssa (TODO_update_ssa_only_virtuals);
      scev_reset ();
      return true;
    }
  return false;
}

/* The time loop T does not test its exit on the host after all (its
   region failed, gpugen_host_exit_restore): its reductions' values are
   no longer the test's; the PHIs between their loops and the test take
   their other values again (the reductions stay rewritten, for the
   regions of T's body, whose device paths give them after the region,
   gpugen-reduce-fold.cc).  */

void
gpugen_reduce_exit_abandon (class loop *t)
{
  for (gpugen_reduction *r : gpugen_reductions)
    if (r->active && r->time_loop == t)
      {
	for (int i = r->undo.length () - 1; i >= (int) r->exit_undo; i--)
	  {
	    undo_op &u = r->undo[i];
	    gphi *p = as_a <gphi *> (u.stmt);
	    if (edge e = find_edge (u.src, gimple_bb (p)))
	      SET_PHI_ARG_DEF (p, e->dest_idx, u.old);
	  }
	r->undo.truncate (r->exit_undo);
	gpugen_reduce_exit_put_back (r);
	r->time_loop = NULL;
	r->exit_op = NULL_TREE;
	r->exit_after = false;
	r->exit_store_check = false;
      }
}
