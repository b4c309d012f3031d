/* Statement grain: one polyhedral statement per store.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gpugen-model.cc builds one statement per basic block with effects.
   A block often holds several independent effects: bicg's inner loop
   updates s[j] and q[i], symm's updates C[k][j] and the scalar temp2.
   As one statement they carry the dependences of both, and no loop may
   be parallel for either.  Here such a statement is split, as Polly
   splits blocks at stores and pet makes one statement per C statement,
   into one statement per "unit" of the block:

     - a store to memory, with the operand tree that computes it (the
       block's own definitions it uses, transitively, back to loads,
       PHI results, constants and values of other blocks);
     - the write of a value array (a scalar defined here and read by
       other blocks) with the tree that computes it;
     - the write of a PHI array at the block's end with the tree of its
       argument.

   The new statements keep the units' textual order as their original
   schedule (PHI writes last, where the block performs them).  A
   definition that several units use is recomputed by each: that is
   exact unless a load it depends on could read another value where it
   is recomputed, that is when a store of an earlier unit textually
   after the load may write the element the load reads in the same
   instance (checked on the access relations with isl; a block where it
   may keeps its single statement).  Each access of the block goes to
   the statements whose trees contain its GIMPLE statement; the CUDA
   printer prints each statement from the GIMPLE statements of its tree
   alone (gpugen_stmt's "only").

   A statement that recomputes forwarded temporaries (see below) is
   split too: each unit recomputes the forwarded definitions its tree
   uses.

   Not split: blocks whose condition reads a scalar of another block,
   the branches of an errno guard (each branch is one statement that
   writes the call's value), and blocks with a single unit.  */

#include "gpugen-model.h"

/* One unit of a block: a store, a value-array write or a PHI-array
   write, and the GIMPLE statements of the block that compute it.  */

struct grain_unit
{
  /* The store, the defining statement of a value written to a value
     array, or the PHI (of any block) whose array the block writes.  */
  gimple *anchor;
  /* Where the unit happens in the block: the index of its anchor among
     the block's statements (-1 for the block's PHIs), or INT_MAX for
     PHI writes, which happen at the block's end.  */
  int pos;
  /* The block's statements (and PHIs) in its tree, the anchor
     included when it is in the block.  */
  auto_vec<gimple *> tree;
  /* The statement's forwarded definitions (of other blocks) that the
     tree uses, transitively, in the statement's order.  */
  auto_vec<gimple *> fwd;
};

/* Whether STMT is in VEC.  */

static bool
contains_p (const vec<gimple *> &vec, gimple *stmt)
{
  for (gimple *g : vec)
    if (g == stmt)
      return true;
  return false;
}

/* Add to U's tree the statements of BB that compute the SSA name NAME,
   transitively, stopping at PHIs; POS gives each statement's index.  */

static void
add_tree (grain_unit *u, basic_block bb, tree name)
{
  auto_vec<tree> work;
  work.safe_push (name);
  while (!work.is_empty ())
    {
      tree t = gpugen_canonical_value (work.pop ());
      if (!t || TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t))
	continue;
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (gimple_bb (def) != bb || contains_p (u->tree, def))
	continue;
      u->tree.safe_push (def);
      if (gimple_code (def) == GIMPLE_PHI)
	continue;
      ssa_op_iter it;
      tree op;
      FOR_EACH_SSA_TREE_OPERAND (op, def, it, SSA_OP_USE)
	work.safe_push (op);
    }
}

/* Add to U's tree STMT of block BB and what computes its operands.  */

static void
add_stmt_tree (grain_unit *u, basic_block bb, gimple *stmt)
{
  if (!contains_p (u->tree, stmt))
    u->tree.safe_push (stmt);
  ssa_op_iter it;
  tree op;
  FOR_EACH_SSA_TREE_OPERAND (op, stmt, it, SSA_OP_USE)
    add_tree (u, bb, op);
}

/* Whether access ACC of a statement of block BB belongs to unit U.  */

static bool
unit_has_access_p (grain_unit *u, basic_block bb, gpugen_access *acc)
{
  /* The write of a PHI array: the PHI-write unit of its PHI.  */
  if (!acc->stmt)
    return (acc->write_p && acc->array->kind == GPUGEN_ARRAY_PHI
	    && u->pos == INT_MAX
	    && TREE_CODE (acc->array->base) == SSA_NAME
	    && contains_p (u->tree, SSA_NAME_DEF_STMT (acc->array->base)));
  /* The read of a PHI argument's value: the PHI-write unit of that
     PHI.  */
  if (gimple_bb (acc->stmt) != bb)
    return ((u->pos == INT_MAX && contains_p (u->tree, acc->stmt))
	    || contains_p (u->fwd, acc->stmt));
  return contains_p (u->tree, acc->stmt);
}

/* Return the index of STMT among the statements of its block.  */

static int
stmt_pos (gimple *stmt)
{
  int i = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (gimple_bb (stmt));
       !gsi_end_p (gsi); gsi_next (&gsi), i++)
    if (gsi_stmt (gsi) == stmt)
      return i;
  return -1;
}

/* Return the access of S by STMT that writes (WRITE) or reads memory,
   or NULL.  */

static gpugen_access *
mem_access (gpugen_stmt *s, gimple *stmt, bool write)
{
  for (gpugen_access *acc : s->accesses)
    if (acc->stmt == stmt && acc->write_p == write
	&& acc->array->kind == GPUGEN_ARRAY_MEMORY)
      return acc;
  return NULL;
}

/* Whether recomputing the loads of each unit of UNITS at the unit's
   place in S's block is exact: no store of another unit between a load
   and its unit may write the element the load reads, and no earlier
   unit writes a PHI array (read at the block's start) that the unit
   reads.  */

static bool
recompute_exact_p (gpugen_stmt *s, vec<grain_unit *> &units)
{
  for (unsigned k = 0; k < units.length (); k++)
    for (gpugen_access *rd : s->accesses)
      {
	if (rd->write_p || rd->array->kind != GPUGEN_ARRAY_PHI
	    || !unit_has_access_p (units[k], s->bb, rd))
	  continue;
	for (unsigned j = 0; j < k; j++)
	  for (gpugen_access *wr : s->accesses)
	    if (wr->write_p && wr->array == rd->array
		&& unit_has_access_p (units[j], s->bb, wr))
	      return false;
      }
  for (grain_unit *u : units)
    for (gimple *g : u->tree)
      {
	if (!is_gimple_assign (g) || !gimple_assign_load_p (g))
	  continue;
	int pl = stmt_pos (g);
	gpugen_access *rd = mem_access (s, g, false);
	for (grain_unit *w : units)
	  {
	    if (w == u || w->pos == INT_MAX || w->pos <= pl
		|| w->pos >= u->pos || !gimple_store_p (w->anchor))
	      continue;
	    gpugen_access *wr = mem_access (s, w->anchor, true);
	    if (!rd || !wr)
	      return false;
	    if (rd->array != wr->array)
	      continue;
	    isl_map *both = isl_map_intersect (isl_map_copy (rd->rel),
					       isl_map_copy (wr->rel));
	    isl_bool empty = isl_map_is_empty (both);
	    isl_map_free (both);
	    if (empty != isl_bool_true)
	      return false;
	  }
      }
  return true;
}

/* Add to U's forwarded definitions those of S's (gpugen-grain.cc's
   operand forwarding, which runs first) that U's tree uses,
   transitively, keeping S's order.  */

static void
add_forwarded (gpugen_stmt *s, grain_unit *u)
{
  if (s->forwarded.is_empty ())
    return;
  auto_vec<gimple *> work;
  for (gimple *g : u->tree)
    work.safe_push (g);
  while (!work.is_empty ())
    {
      gimple *g = work.pop ();
      ssa_op_iter it;
      use_operand_p use;
      FOR_EACH_PHI_OR_STMT_USE (use, g, it, SSA_OP_USE)
	{
	  tree t = gpugen_canonical_value (USE_FROM_PTR (use));
	  if (!t || TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t))
	    continue;
	  gimple *def = SSA_NAME_DEF_STMT (t);
	  if (contains_p (s->forwarded, def) && !contains_p (u->fwd, def))
	    {
	      u->fwd.safe_push (def);
	      work.safe_push (def);
	    }
	}
    }
  /* In S's order.  */
  auto_vec<gimple *> ordered;
  for (gimple *g : s->forwarded)
    if (contains_p (u->fwd, g))
      ordered.safe_push (g);
  u->fwd.truncate (0);
  for (gimple *g : ordered)
    u->fwd.safe_push (g);
}

/* Find the units of statement S of MB into UNITS, in their order.
   Return false when S stays whole.  */

static bool
find_units (model_builder *mb, gpugen_stmt *s, vec<grain_unit *> *units)
{
  basic_block bb = s->bb;
  if (gpugen_errno_guard_p (bb)
      || (single_pred_p (bb) && gpugen_errno_guard_p (single_pred (bb))))
    return false;
  int pos = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi), pos++)
    {
      gimple *g = gsi_stmt (gsi);
      if (gimple_store_p (g))
	{
	  grain_unit *u = new grain_unit;
	  u->anchor = g;
	  u->pos = pos;
	  add_stmt_tree (u, bb, g);
	  units->safe_push (u);
	}
    }
  /* Value writes and PHI writes, from the accesses.  */
  for (gpugen_access *acc : s->accesses)
    {
      if (!acc->write_p || acc->array->kind == GPUGEN_ARRAY_MEMORY)
	continue;
      grain_unit *u = new grain_unit;
      if (acc->array->kind == GPUGEN_ARRAY_PHI)
	{
	  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (acc->array->base));
	  if (!phi)
	    {
	      delete u;
	      return false;
	    }
	  u->anchor = phi;
	  u->pos = INT_MAX;
	  /* The PHI itself names the unit's PHI writes and reads of its
	     argument (unit_has_access_p).  */
	  u->tree.safe_push (phi);
	  /* The argument the block writes.  */
	  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	    {
	      edge e = gimple_phi_arg_edge (phi, i);
	      if (bitmap_bit_p (mb->in_region, e->src->index)
		  && gpugen_phi_writer (mb->in_region, phi, e) == bb)
		add_tree (u, bb, gimple_phi_arg_def (phi, i));
	    }
	}
      else
	{
	  u->anchor = acc->stmt;
	  u->pos = gimple_code (acc->stmt) == GIMPLE_PHI ? -1
		   : stmt_pos (acc->stmt);
	  if (gimple_code (acc->stmt) == GIMPLE_PHI)
	    u->tree.safe_push (acc->stmt);
	  else
	    add_stmt_tree (u, bb, acc->stmt);
	}
      /* Keep units in their order; PHI writes last.  */
      unsigned at = units->length ();
      while (at > 0 && (*units)[at - 1]->pos > u->pos)
	at--;
      units->safe_insert (at, u);
    }
  /* A value written for other blocks that another unit computes anyway
     (matmul's accumulator, whose loop-closed copy the block after the
     loop reads) is written by that unit: splitting them would only
     compute it twice.  */
  for (unsigned b = 0; b < units->length (); b++)
    {
      grain_unit *ub = (*units)[b];
      if (ub->pos == INT_MAX || gimple_store_p (ub->anchor))
	continue;
      for (unsigned a = 0; a < units->length (); a++)
	if (a != b && contains_p ((*units)[a]->tree, ub->anchor))
	  {
	    for (gimple *g : ub->tree)
	      if (!contains_p ((*units)[a]->tree, g))
		(*units)[a]->tree.safe_push (g);
	    delete ub;
	    units->ordered_remove (b);
	    b--;
	    break;
	  }
    }
  /* Scalars alone gain nothing from being apart (the initial values of
     a reduction's PHIs): the units that write no memory form one unit,
     at the place of the last of them.  A block without a store stays
     whole.  */
  grain_unit *scalars = NULL;
  bool any_store = false;
  for (unsigned k = 0; k < units->length (); k++)
    {
      grain_unit *u = (*units)[k];
      if (gimple_store_p (u->anchor))
	{
	  any_store = true;
	  continue;
	}
      if (!scalars)
	{
	  scalars = u;
	  continue;
	}
      for (gimple *g : u->tree)
	if (!contains_p (scalars->tree, g))
	  scalars->tree.safe_push (g);
      if (u->pos == INT_MAX && !contains_p (scalars->tree, u->anchor))
	scalars->tree.safe_push (u->anchor);
      if (u->pos > scalars->pos)
	{
	  scalars->pos = u->pos;
	  scalars->anchor = u->anchor;
	}
      delete u;
      units->ordered_remove (k);
      k--;
    }
  if (!any_store || units->length () < 2)
    return false;
  for (grain_unit *u : *units)
    add_forwarded (s, u);
  /* Every access must belong to a unit; a condition's reads keep the
     block whole.  */
  for (gpugen_access *acc : s->accesses)
    {
      if (acc->stmt && gimple_code (acc->stmt) == GIMPLE_COND)
	return false;
      bool found = false;
      for (grain_unit *u : *units)
	found |= unit_has_access_p (u, bb, acc);
      if (!found)
	return false;
    }
  return recompute_exact_p (s, *units);
}

/* Return a statement of block BB like S (its loops and domain) with the
   accesses of S that belong to unit U, copied.  */

static gpugen_stmt *
unit_stmt (gpugen_stmt *s, grain_unit *u)
{
  gpugen_stmt *n = XCNEW (gpugen_stmt);
  n->bb = s->bb;
  n->loops = s->loops.copy ();
  n->domain = isl_set_copy (s->domain);
  for (gpugen_access *acc : s->accesses)
    if (unit_has_access_p (u, s->bb, acc))
      {
	gpugen_access *c = XCNEW (gpugen_access);
	*c = *acc;
	c->rel = isl_map_copy (acc->rel);
	n->accesses.safe_push (c);
      }
  /* A PHI-write unit's tree holds its PHI, so it is never empty (an
     empty one would mean the whole block).  */
  n->only = u->tree.copy ();
  n->forwarded = u->fwd.copy ();
  return n;
}

/* Split the statements of MB's SCoP into one statement per unit where
   that is exact, and renumber all statements (ids, isl tuple names) in
   their new order.  Return the number of statements added.  */

int
gpugen_grain_split (model_builder *mb)
{
  gpugen_scop *scop = mb->scop;
  auto_vec<gpugen_stmt *> out;
  int added = 0;
  for (gpugen_stmt *s : scop->stmts)
    {
      auto_vec<grain_unit *> units;
      if (find_units (mb, s, &units))
	{
	  for (grain_unit *u : units)
	    out.safe_push (unit_stmt (s, u));
	  added += units.length () - 1;
	  gpugen_stmt_free (s);
	}
      else
	out.safe_push (s);
      for (grain_unit *u : units)
	delete u;
    }
  scop->stmts.truncate (0);
  for (unsigned i = 0; i < out.length (); i++)
    {
      gpugen_stmt *s = out[i];
      s->id = i;
      char name[32];
      snprintf (name, sizeof name, "S_%d", s->id);
      s->domain = isl_set_set_tuple_name (s->domain, name);
      for (gpugen_access *a : s->accesses)
	a->rel = isl_map_set_tuple_name (a->rel, isl_dim_in, name);
      scop->stmts.safe_push (s);
    }
  if (added && dump_file)
    fprintf (dump_file, "[gpugen-model] SCoP %d: %d statements after "
	     "splitting blocks at their stores\n", scop->id,
	     scop->stmts.length ());
  return added;
}

/* Operand forwarding.

   A value array V (a scalar defined in one block and read in others)
   whose definition is a side-effect-free tree of constants, values
   from before the region, values recomputable from the counters, and
   loads of arrays that no statement of the region writes, is not
   needed: each statement that reads V recomputes the tree instead
   (Polly's operand-tree forwarding).  gemm's t = alpha * a[i][k],
   defined in the k loop and read in the j loop inside it, then imposes
   no order between its definition and its uses, and the statement that
   defined it, left without effect, disappears.  Recomputing is exact:
   the arrays read are never written in the region, and the definition
   dominates every use, in loops that enclose the use's.  */

/* qsort comparison of two GIMPLE statements: by block (forwarded
   trees of different blocks are independent), then in the block's
   order.  */

static int
cmp_stmt_order (const void *a, const void *b)
{
  gimple *ga = *(gimple *const *) a, *gb = *(gimple *const *) b;
  if (gimple_bb (ga) != gimple_bb (gb))
    return gimple_bb (ga)->index - gimple_bb (gb)->index;
  return stmt_pos (ga) - stmt_pos (gb);
}

/* Collect into TREE the statements of the definition of NAME (in its
   block), in their order, and into LOADS those that load memory.
   Return false when the definition cannot be forwarded.  */

static bool
forward_tree (model_builder *mb, tree name, vec<gimple *> *tree_stmts)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  basic_block bb = gimple_bb (def);
  auto_vec<tree> work;
  work.safe_push (name);
  while (!work.is_empty ())
    {
      tree t = gpugen_canonical_value (work.pop ());
      if (!t || TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t)
	  || !defined_in_region_p (mb, t))
	continue;
      gimple *g = SSA_NAME_DEF_STMT (t);
      if (contains_p (*tree_stmts, g))
	continue;
      if (gimple_bb (g) != bb || !is_gimple_assign (g)
	  || gimple_has_side_effects (g))
	{
	  /* Not part of the tree: it must be recomputable.  */
	  if (t == name || !affine_value_p (mb, t, bb->loop_father))
	    return false;
	  continue;
	}
      tree_stmts->safe_push (g);
      /* A load's address is its access relation's business.  */
      if (gimple_assign_load_p (g))
	continue;
      ssa_op_iter it;
      tree op;
      FOR_EACH_SSA_TREE_OPERAND (op, g, it, SSA_OP_USE)
	work.safe_push (op);
    }
  /* In their order in the block.  */
  tree_stmts->qsort (cmp_stmt_order);
  return true;
}

/* Remove access ACC from statement S and free it.  */

static void
remove_access (gpugen_stmt *s, gpugen_access *acc)
{
  for (unsigned i = 0; i < s->accesses.length (); i++)
    if (s->accesses[i] == acc)
      {
	s->accesses.ordered_remove (i);
	break;
      }
  isl_map_free (acc->rel);
  free (acc);
}

/* Whether the loops of D are the outermost loops of R.  */

static bool
loops_prefix_p (gpugen_stmt *d, gpugen_stmt *r)
{
  if (r->loops.length () < d->loops.length ())
    return false;
  for (unsigned i = 0; i < d->loops.length (); i++)
    if (r->loops[i] != d->loops[i])
      return false;
  return true;
}

/* Try to forward the value array V of MB; return whether it was.  */

static bool
forward_value (model_builder *mb, gpugen_array *v)
{
  gpugen_scop *scop = mb->scop;
  if (v->kind != GPUGEN_ARRAY_VALUE || v->live_out_p || v->live_in_p
      || TREE_CODE (v->base) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (v->base);
  if (!is_gimple_assign (def))
    return false;
  basic_block def_bb = gimple_bb (def);
  gpugen_stmt *d = NULL;
  for (gpugen_stmt *s : scop->stmts)
    if (s->bb == def_bb)
      d = s;
  if (!d)
    return false;
  auto_vec<gimple *> tree_stmts;
  if (!forward_tree (mb, v->base, &tree_stmts))
    return false;
  /* The loads: arrays the region never writes.  */
  auto_vec<gpugen_access *> loads;
  for (gimple *g : tree_stmts)
    if (gimple_assign_load_p (g))
      {
	gpugen_access *acc = mem_access (d, g, false);
	if (!acc || acc->array->written_p)
	  return false;
	loads.safe_push (acc);
      }
  /* The readers: statements of other blocks nested in D's loops, each
     read by a statement of its own block.  */
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      if (acc->array == v && !acc->write_p)
	if (s == d || !acc->stmt || gimple_bb (acc->stmt) != s->bb
	    || gimple_code (acc->stmt) == GIMPLE_PHI
	    || !loops_prefix_p (d, s) || !s->only.is_empty ())
	  return false;

  for (gpugen_stmt *s : scop->stmts)
    {
      gpugen_access *rd = NULL;
      for (gpugen_access *acc : s->accesses)
	if (acc->array == v && !acc->write_p)
	  rd = acc;
      if (!rd)
	continue;
      while (rd)
	{
	  remove_access (s, rd);
	  rd = NULL;
	  for (gpugen_access *acc : s->accesses)
	    if (acc->array == v && !acc->write_p)
	      rd = acc;
	}
      const char *name = isl_set_get_tuple_name (s->domain);
      int extra = s->loops.length () - d->loops.length ();
      for (gpugen_access *ld : loads)
	{
	  bool dup = false;
	  for (gpugen_access *acc : s->accesses)
	    if (acc->stmt == ld->stmt && !acc->write_p)
	      dup = true;
	  if (dup)
	    continue;
	  gpugen_access *c = XCNEW (gpugen_access);
	  *c = *ld;
	  c->rel = isl_map_add_dims (isl_map_copy (ld->rel), isl_dim_in,
				     extra);
	  c->rel = isl_map_set_tuple_name (c->rel, isl_dim_in, name);
	  s->accesses.safe_insert (0, c);
	}
      for (gimple *g : tree_stmts)
	if (!contains_p (s->forwarded, g))
	  s->forwarded.safe_push (g);
      /* Keep the forwarded statements in their order.  */
      s->forwarded.qsort (cmp_stmt_order);
    }
  /* D no longer writes V.  */
  for (unsigned i = 0; i < d->accesses.length (); )
    if (d->accesses[i]->array == v)
      remove_access (d, d->accesses[i]);
    else
      i++;
  v->read_p = v->written_p = false;
  if (dump_file)
    fprintf (dump_file, "[gpugen-model] SCoP %d: %s forwarded to its "
	     "uses\n", scop->id, v->name);
  return true;
}

/* Forward the value arrays of MB that can be (see above), drop the
   statements left without effect and the arrays left without
   accesses.  Return the number of values forwarded.  */

int
gpugen_grain_forward (model_builder *mb)
{
  gpugen_scop *scop = mb->scop;
  int n = 0;
  for (gpugen_array *a : scop->arrays)
    if (forward_value (mb, a))
      n++;
  if (!n)
    return 0;
  /* Statements that write nothing any more.  */
  for (unsigned i = 0; i < scop->stmts.length (); )
    {
      gpugen_stmt *s = scop->stmts[i];
      bool writes = false;
      for (gpugen_access *acc : s->accesses)
	writes |= acc->write_p;
      if (writes)
	{
	  i++;
	  continue;
	}
      scop->stmts.ordered_remove (i);
      gpugen_stmt_free (s);
    }
  /* Arrays nothing accesses any more.  */
  for (unsigned i = 0; i < scop->arrays.length (); )
    {
      gpugen_array *a = scop->arrays[i];
      if (a->kind != GPUGEN_ARRAY_VALUE || a->read_p || a->written_p)
	{
	  i++;
	  continue;
	}
      scop->arrays.ordered_remove (i);
      gpugen_array_free (a);
    }
  return n;
}
