/* Conditional stores made unconditional on trial: their record, the
   model's check that they stay inside their arrays, and their undoing.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gpugen-select.cc rewrites a conditional store "if (c) REF = V" whose
   element nothing shows accessed anyway as "old = REF; REF = c ? V :
   old" (and gpugen-exits.cc lets a search loop run past its exit),
   for the model; this stage records those rewrites
   (gpugen_speculative_store, gpugen_speculative_add), keeps them where
   the model proves every element they touch inside its array's object,
   under a run-time check of the parameters, or, for the arrays where no
   parameter value proves it, under a run-time check of the host memory
   that the region's copies of those arrays touch (spec_range_p,
   gpugen-hostexpr.cc's host_range_tree; spec-range-check=0 makes those
   nests misses) (gpugen_speculative_assumptions), and puts the
   conditional stores back at the end of the pass
   (gpugen_undo_speculative), so that the host code stores exactly
   what the program does.  */

#include "gpugen.h"
#include "gpugen-model.h"

/* A conditional store made unconditional on trial: "if (c) REF = V"
   became "old = REF; nv = c ? V : old; REF = nv" (gpugen-select.cc's
   spec_arm_p), where
   nothing in the condition's block shows that REF is accessed anyway.
   The model keeps the rewrite only where it proves REF inside its
   array's object for every instance (gpugen_speculative_access_p), and
   gpugen_undo_speculative puts the conditional store back at the end
   of the pass, so that the host code stores exactly what the program
   does.  */

struct spec_store
{
  /* The store "REF = nv".  */
  gassign *store;
  /* The load "old = REF" added in front of it.  */
  gassign *load;
  /* The select "nv = c ? V : old" (or "c ? old : V").  */
  gassign *sel;
  /* The condition's value c, and the stored value V.  */
  tree cond, value;
  /* Whether the store ran where c is true.  */
  bool on_true;
  /* The location of the condition, for the missed remark.  */
  location_t loc;
  /* Whether the store follows the one recorded before it in the same
     branch (a side of a diamond that stores several elements,
     gpugen-select.cc's spec_store_chain): it goes back into that
     store's branch, after it.  */
  bool follows;
  /* The statements of the arm that may raise a floating-point
     exception or load memory, and those that use their values, in
     their order: they move back before the store (gpugen-select.cc's
     spec_arm_p).  */
  vec<gimple *> back;
};

/* The rewrites of the function being compiled, undone at the end of
   its pass.  */

static vec<spec_store> spec_stores;

/* Whether STMT is a load of a conditional store's arm made unconditional
   on trial (arm_load_p) that reads an element other than the one the
   store writes.  */

static bool
spec_other_read_p (gimple *stmt)
{
  for (spec_store &s : spec_stores)
    for (gimple *m : s.back)
      if (m == stmt && gimple_assign_load_p (m))
	return !operand_equal_p (gimple_assign_rhs1 (m),
				 gimple_assign_lhs (s.store), 0);
  return false;
}

/* Other speculative accesses of the function being compiled: the loads
   of a search loop that runs past its exit on data (gpugen-exits.cc),
   with the locations of the exits' conditions.  */

static vec<gimple *> spec_loads;
static vec<location_t> spec_load_locs;

/* Register the load STMT as speculative: it runs where the program may
   not run it (the exit whose condition is at LOC was taken before).  */

void
gpugen_speculative_add (gimple *stmt, location_t loc)
{
  spec_loads.safe_push (stmt);
  spec_load_locs.safe_push (loc);
}

/* Where the statement AFTER is among the statements to move back of a
   conditional store made unconditional on trial, add G to them right
   after it, so that it moves with it (a select that gpugen-exits.cc
   adds after a load at an exit's position, exit_position_loads).  */

void
gpugen_speculative_back_after (gimple *after, gimple *g)
{
  for (spec_store &s : spec_stores)
    for (unsigned i = 0; i < s.back.length (); i++)
      if (s.back[i] == after)
	{
	  s.back.safe_insert (i + 1, g);
	  return;
	}
}

/* Remove G from the statements to move back of the conditional stores
   made unconditional on trial (G is going: gpugen-exitload.cc's select
   after a load, when the exit's rewrite is undone).  */

void
gpugen_speculative_forget (gimple *g)
{
  for (spec_store &s : spec_stores)
    for (unsigned i = 0; i < s.back.length (); i++)
      if (s.back[i] == g)
	{
	  s.back.ordered_remove (i);
	  return;
	}
}

/* Record the conditional store STORE made unconditional on trial by
   gpugen-select.cc: LOAD loads the old value, SEL selects the stored
   one, COND is the condition's value, VALUE the value the store stored,
   ON_TRUE whether it stored where COND holds, LOC the condition's
   location, and BACK the statements of its arm to move back before it
   (a copy is kept); FOLLOWS whether it goes back into the branch of the
   store recorded before it, after that store (the same condition and
   side).  */

void
gpugen_speculative_store (gassign *store, gassign *load, gassign *sel,
			  tree cond, tree value, bool on_true, location_t loc,
			  vec<gimple *> *back, bool follows)
{
  gcc_assert (!follows || (!spec_stores.is_empty ()
			   && spec_stores.last ().cond == cond
			   && spec_stores.last ().on_true == on_true));
  spec_store rec;
  rec.store = store;
  rec.load = load;
  rec.sel = sel;
  rec.cond = cond;
  rec.value = value;
  rec.on_true = on_true;
  rec.loc = loc;
  rec.follows = follows;
  rec.back = back->copy ();
  spec_stores.safe_push (rec);
}

/* Whether STORE is a conditional store made unconditional on trial
   (gpugen_speculative_store): set *LOAD, *SEL, *COND, *VALUE and
   *ON_TRUE to its record's, and *ALONE to whether no other store goes
   back into its branch with it (gpugen-exitstore.cc moves such a store
   into a search loop for the model).  */

bool
gpugen_speculative_store_parts (gassign *store, gassign **load,
				gassign **sel, tree *cond, tree *value,
				bool *on_true, bool *alone)
{
  for (unsigned i = 0; i < spec_stores.length (); i++)
    if (spec_stores[i].store == store)
      {
	spec_store &s = spec_stores[i];
	*load = s.load;
	*sel = s.sel;
	*cond = s.cond;
	*value = s.value;
	*on_true = s.on_true;
	*alone = (!s.follows && (i + 1 == spec_stores.length ()
				 || !spec_stores[i + 1].follows));
	return true;
      }
  return false;
}

/* Whether STMT is a load or store that a conditional store made
   unconditional on trial added (spec_arm_p), or a load of a search loop
   that runs past its exit (gpugen_speculative_add); set *LOC to the
   location of its condition, and *EXIT_P, if not NULL, to whether it
   is an exit's.  */

bool
gpugen_speculative_access_p (gimple *stmt, location_t *loc, bool *exit_p)
{
  for (spec_store &s : spec_stores)
    {
      bool arm_load = false;
      for (gimple *m : s.back)
	if (m == stmt && gimple_assign_load_p (m))
	  arm_load = true;
      if (stmt == s.store || stmt == s.load || arm_load)
	{
	  *loc = s.loc;
	  if (exit_p)
	    *exit_p = false;
	  return true;
	}
    }
  for (unsigned i = 0; i < spec_loads.length (); i++)
    if (stmt == spec_loads[i])
      {
	*loc = spec_load_locs[i];
	if (exit_p)
	  *exit_p = true;
	return true;
      }
  return false;
}

/* The elements of the memory array A (in the space SPACE of its
   elements, over the SCoP's parameters in their order) that are inside
   its object for certain: for a declared array of constant sizes (a
   declaration, or a component of one: an object that exists whatever
   the program does, unlike one reached through a pointer), the box of
   its dimensions; for the data of a Fortran dummy's descriptor, the
   box of its extents (gpugen_array's extent_params); for a scalar
   reached through a reference parameter, its element; otherwise
   none.  */

static __isl_give isl_set *
object_box (gpugen_array *a, __isl_take isl_space *space)
{
  if (a->kind == GPUGEN_ARRAY_MEMORY && a->extent_params)
    {
      isl_set *box = isl_set_universe (space);
      unsigned np = isl_set_dim (box, isl_dim_param);
      for (int i = 0; i < a->n_dims; i++)
	{
	  int p = a->extent_params[i];
	  if (p < 0 || (unsigned) p >= np)
	    {
	      isl_space *sp = isl_set_get_space (box);
	      isl_set_free (box);
	      return isl_set_empty (sp);
	    }
	  /* 0 <= s_i <= extent - 1.  */
	  box = isl_set_lower_bound_si (box, isl_dim_set, i, 0);
	  isl_constraint *c = isl_constraint_alloc_inequality (
	    isl_local_space_from_space (isl_set_get_space (box)));
	  c = isl_constraint_set_coefficient_si (c, isl_dim_set, i, -1);
	  c = isl_constraint_set_coefficient_si (c, isl_dim_param, p, 1);
	  c = isl_constraint_set_constant_si (c, -1);
	  box = isl_set_add_constraint (box, c);
	}
      return box;
    }
  /* The object a reference parameter binds to exists for the whole
     call (a Fortran dummy that is not optional, "real(8) :: x", reached
     through a reference, not a pointer, which an absent optional one
     would be: null): its one element, for a scalar.  */
  if (a->kind == GPUGEN_ARRAY_MEMORY && a->base
      && TREE_CODE (a->base) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (a->base)
      && SSA_NAME_VAR (a->base)
      && TREE_CODE (SSA_NAME_VAR (a->base)) == PARM_DECL
      && TREE_CODE (TREE_TYPE (a->base)) == REFERENCE_TYPE
      && is_gimple_reg_type (TREE_TYPE (TREE_TYPE (a->base)))
      && operand_equal_p (TYPE_SIZE (TREE_TYPE (TREE_TYPE (a->base))),
			  TYPE_SIZE (a->elt_type), 0))
    {
      isl_set *box = isl_set_universe (space);
      for (int i = 0; i < a->n_dims; i++)
	box = isl_set_fix_si (box, isl_dim_set, i, 0);
      return box;
    }
  tree base = a->base;
  while (base && TREE_CODE (base) == COMPONENT_REF)
    base = TREE_OPERAND (base, 0);
  /* MEM_REF[&g] of a record no larger than g, as gfortran writes a
     COMMON block (/blk/ x(1000), y(1000): blk.x is a component of
     MEM_REF[&blk]): its components lie inside g.  */
  if (base && TREE_CODE (base) == MEM_REF
      && integer_zerop (TREE_OPERAND (base, 1))
      && TREE_CODE (TREE_OPERAND (base, 0)) == ADDR_EXPR
      && DECL_P (TREE_OPERAND (TREE_OPERAND (base, 0), 0)))
    {
      tree g = TREE_OPERAND (TREE_OPERAND (base, 0), 0);
      tree rsize = TYPE_SIZE_UNIT (TREE_TYPE (base));
      tree gsize = DECL_SIZE_UNIT (g);
      base = (rsize && gsize && TREE_CODE (rsize) == INTEGER_CST
	      && TREE_CODE (gsize) == INTEGER_CST
	      && tree_int_cst_le (rsize, gsize) ? g : NULL_TREE);
    }
  bool known = (a->kind == GPUGEN_ARRAY_MEMORY && !a->param_dims
		&& base && DECL_P (base));
  for (int i = 0; known && i < a->n_dims; i++)
    known = a->dim_sizes[i] > 0;
  if (!known)
    return isl_set_empty (space);
  isl_set *box = isl_set_universe (space);
  for (int i = 0; i < a->n_dims; i++)
    {
      box = isl_set_lower_bound_si (box, isl_dim_set, i, 0);
      box = isl_set_upper_bound_si (box, isl_dim_set, i,
				    a->dim_sizes[i] - 1);
    }
  return box;
}

/* Make the accesses of SCOP that a conditional store made unconditional
   on trial added (its load of the old value and its store) exact, or
   fail: every element they touch must be inside its array's object,
   for a declared array of constant sizes the box of its dimensions
   (object_box), and for any array an element that another access of
   the SCoP, one the program makes, touches in some instance.  The
   parameter values for which that holds for every instance of the
   domain become assumptions of SCOP (a run-time check; the host code
   runs the original where it fails), when they hold for some values
   for which such an access runs.  CONTEXT is the SCoP's context;
   the domains and relations may have fewer parameters.  With
   spec-range-check (the default), the arrays of the accesses that leave
   their objects wherever they run, or of all that may leave them where
   no parameter value makes the rest hold, get spec_range_p instead:
   the region checks at run time the host memory their copies touch,
   and those accesses make no assumption.  Return GPUGEN_REJECT_COND
   when no value of the parameters makes it hold and spec-range-check
   is 0 (the culprit is the condition), GPUGEN_REJECT_ISL when isl
   failed.  */

enum gpugen_reject
gpugen_speculative_assumptions (gpugen_scop *scop, isl_set *context)
{
  if (spec_stores.is_empty () && spec_loads.is_empty ())
    return GPUGEN_OK;
  isl_space *ps = isl_set_get_space (context);
  isl_set *ok = isl_set_universe (isl_space_copy (ps));
  /* The parameter values for which some of these accesses run.  */
  isl_set *live = isl_set_empty (isl_space_copy (ps));
  location_t culprit = UNKNOWN_LOCATION;
  bool culprit_exit_p = false;
  /* Whether the culprit is a load of an arm (spec_other_read_p).  */
  bool culprit_read_p = false;
  /* Why the culprit's array was not sized by its descriptor, if so.  */
  const char *culprit_why = NULL;
  int culprit_badness = 0;
  bool found = false;
  /* The accesses that may leave their objects for some parameter
     values: their arrays and those values (BAD), and the arrays of
     those that leave them wherever they run (NEVER), for the run-time
     check of the host memory (spec_range_p).  */
  auto_vec<gpugen_array *> bad_arrays, never;
  auto_vec<isl_set *> bad_sets;
  /* The parameter values for which some statement of SCOP runs: the
     accesses' elements matter only there, and each set of values for
     which one leaves its array is simplified with that knowledge (its
     constraints that say the access runs go), which keeps the
     assumption one disjunct per condition instead of 2 to the power of
     the number of accesses (six assumed-shape dummies passed the
     quota).  */
  isl_set *any = isl_set_empty (isl_space_copy (ps));
  for (gpugen_stmt *s : scop->stmts)
    {
      isl_set *dom = isl_set_align_params (isl_set_copy (s->domain),
					   isl_space_copy (ps));
      dom = isl_set_intersect_params (dom, isl_set_copy (context));
      any = isl_set_union (any, isl_set_params (dom));
    }
  any = isl_set_coalesce (any);
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      {
	location_t loc;
	bool exit_p;
	if (!acc->stmt
	    || !gpugen_speculative_access_p (acc->stmt, &loc, &exit_p))
	  continue;
	gpugen_array *a = acc->array;
	isl_map *rel = isl_map_align_params (isl_map_copy (acc->rel),
					     isl_space_copy (ps));
	isl_set *dom = isl_set_align_params (isl_set_copy (s->domain),
					     isl_space_copy (ps));
	dom = isl_set_intersect_params (dom, isl_set_copy (context));
	isl_set *runs = isl_set_params (isl_set_copy (dom));
	live = isl_set_union (live, isl_set_copy (runs));
	rel = isl_map_intersect_domain (rel, dom);
	isl_set *in = object_box (a, isl_space_range (isl_map_get_space (rel)));
	for (gpugen_stmt *s2 : scop->stmts)
	  for (gpugen_access *acc2 : s2->accesses)
	    {
	      location_t l2;
	      if (acc2->array != a
		  || (acc2->stmt && gpugen_speculative_access_p (acc2->stmt,
								 &l2)))
		continue;
	      isl_map *r2 = isl_map_align_params (isl_map_copy (acc2->rel),
						  isl_space_copy (ps));
	      isl_set *d2 = isl_set_align_params (isl_set_copy (s2->domain),
						  isl_space_copy (ps));
	      r2 = isl_map_intersect_domain (r2, d2);
	      in = isl_set_union (in, isl_map_range (r2));
	    }
	isl_set *bad = isl_map_params (isl_map_subtract_range (rel, in));
	bad = isl_set_gist (bad, isl_set_copy (any));
	/* The culprit: the first access that leaves its array wherever
	   it runs, else the first that may.  */
	int badness = (!bad || isl_set_is_empty (bad) != isl_bool_false ? 0
		       : isl_set_is_subset (runs, bad) == isl_bool_true ? 2
		       : 1);
	isl_set_free (runs);
	if (badness == 2 && !never.contains (a))
	  never.safe_push (a);
	if (badness > 0)
	  {
	    bad_arrays.safe_push (a);
	    bad_sets.safe_push (isl_set_copy (bad));
	  }
	ok = isl_set_subtract (ok, bad);
	ok = isl_set_coalesce (ok);
	if (culprit == UNKNOWN_LOCATION || badness > culprit_badness)
	  {
	    culprit = loc;
	    culprit_exit_p = exit_p;
	    culprit_read_p = spec_other_read_p (acc->stmt);
	    culprit_why = a->extent_miss;
	    culprit_badness = badness;
	  }
	found = true;
      }
  isl_set_free (any);
  if (!found)
    {
      isl_space_free (ps);
      isl_set_free (ok);
      isl_set_free (live);
      return GPUGEN_OK;
    }
  if (!ok || !live)
    {
      isl_space_free (ps);
      for (isl_set *b : bad_sets)
	isl_set_free (b);
      isl_set_free (ok);
      isl_set_free (live);
      return GPUGEN_REJECT_ISL;
    }
  if (gpugen_opts.spec_range_check && !bad_arrays.is_empty ())
    {
      /* The run-time check of the host memory that the copies of an
	 array touch (gpugen-hostexpr.cc's host_range_tree) replaces the
	 proof: for the arrays with an access that leaves its object
	 wherever it runs (the assumption would hold for no parameter
	 value), with the assumption of the others where some parameter
	 values make it hold; for all of them otherwise.  With R the byte
	 range of such an array's transfer, [base + LO * size, base + HI *
	 size), that check is __gpugen_region_host_range_ok on R (mapped,
	 readable, private, writable where the array is copied back), and
	 where the array is copied back, R disjoint from the range of every
	 other array the region copies back.  It is enough:

	 (1) The kernels touch only device buffers, and those cover every
	 access: the transfers are computed from every access of the
	 model, the speculative ones included (gpugen-memory.cc's
	 touched), so the buffer holds every element a speculative access
	 may touch, and the copies touch no host byte outside R.

	 (2) The bytes of R outside the object are read, and their values
	 reach no result (a load past an exit, or an arm whose select
	 keeps the old value, which a speculative store stores back).  An
	 array only copied in needs nothing more.  One copied back must
	 not write them: another thread may have written there while the
	 region ran (the CUDA driver's and the runtime's threads allocate
	 from the heap next to the program's arrays), and a plain copy
	 back would undo that with the bytes read at the copy in.  So the
	 runtime copies such a range back by merging (region.c's
	 merge_copy_out): the copy in reads the host once, into a
	 snapshot that goes to the device, and the copy back writes only
	 the bytes that differ from it, which the kernels wrote inside the
	 object.  R must also be disjoint from the range of every other
	 array the region copies back (the same over-approximated ranges
	 as the copies and the alias checks use), so that two copies back
	 never write one byte.

	 (3) Where the check fails, the original host code runs, which
	 makes none of these accesses: the rewrites are undone for it
	 (gpugen_undo_speculative, gpugen-exitload.cc).

	 run-spec-range-1.c (and .f90) run nests where each check fails.  */
      isl_set *part = isl_set_universe (isl_space_copy (ps));
      for (unsigned i = 0; i < bad_arrays.length (); i++)
	if (!never.contains (bad_arrays[i]))
	  part = isl_set_coalesce (isl_set_subtract (part,
						     isl_set_copy (bad_sets[i])));
      isl_set *left = isl_set_intersect (isl_set_copy (part),
					 isl_set_copy (live));
      isl_bool none = left ? isl_set_is_empty (left) : isl_bool_error;
      isl_set_free (left);
      if (none == isl_bool_true)
	{
	  isl_set_free (part);
	  part = isl_set_universe (isl_space_copy (ps));
	  never.truncate (0);
	  for (gpugen_array *a : bad_arrays)
	    if (!never.contains (a))
	      never.safe_push (a);
	}
      if (none != isl_bool_error)
	{
	  isl_set_free (ok);
	  ok = part;
	  for (gpugen_array *a : never)
	    {
	      a->spec_range_p = true;
	      if (dump_file)
		fprintf (dump_file, "[gpugen-select] SCoP %d: %s may be "
			 "touched outside its object: the host memory of its "
			 "copies is checked at run time\n", scop->id, a->name);
	    }
	}
      else
	isl_set_free (part);
    }
  isl_space_free (ps);
  for (isl_set *b : bad_sets)
    isl_set_free (b);
  /* Assumptions that hold only where none of them runs (an empty
     nest) are no offload.  */
  isl_set *left = isl_set_intersect (isl_set_copy (ok), live);
  isl_bool empty = isl_set_is_empty (left);
  isl_set_free (left);
  if (empty != isl_bool_false)
    {
      isl_set_free (ok);
      if (empty == isl_bool_true && LOCATION_LINE (culprit) > 0)
	gpugen_set_culprit (scop, (culprit_exit_p
				   ? "the exit at line %d, past which its "
				   "loop may read outside its array%s%s%s"
				   : culprit_read_p
				   ? "the condition at line %d, whose store's "
				   "arm may read outside its array%s%s%s"
				   : "the condition at line %d, whose store "
				   "may write outside its array%s%s%s"),
			    LOCATION_LINE (culprit),
			    culprit_why ? ", not sized by its descriptor: "
			    : "", culprit_why ? culprit_why : "",
			    gpugen_opts.spec_range_check ? ""
			    : ", with spec-range-check=0");
      scop->split_nests_p = true;
      return empty == isl_bool_true ? GPUGEN_REJECT_COND : GPUGEN_REJECT_ISL;
    }
  if (dump_file)
    {
      char *str = isl_set_to_str (ok);
      fprintf (dump_file, "[gpugen-select] SCoP %d: conditional stores made "
	       "unconditional, inside their arrays for %s\n", scop->id, str);
      free (str);
    }
  if (isl_set_plain_is_universe (ok) == isl_bool_true)
    isl_set_free (ok);
  else
    gpugen_add_assumption (scop, ok);
  return GPUGEN_OK;
}

/* Put the conditional stores made unconditional on trial in FUN back
   as they were: "if (c) REF = V", the store in a block of its own
   between the select's block and the rest, with a virtual PHI where
   the two paths join; the select and the load go when nothing else
   uses them.  They go back in the reverse order of their rewrites: a
   store inside another's condition was rewritten first, and the
   condition of the inner one is computed in the outer one's arm, which
   must be a branch again before the inner one's test goes in it.
   Return whether anything changed (the CFG did: dominance information
   is freed).  */

bool
gpugen_undo_speculative (function *fun)
{
  spec_loads.release ();
  spec_load_locs.release ();
  if (spec_stores.is_empty ())
    return false;
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  for (unsigned si = spec_stores.length (); si-- > 0; )
    {
      spec_store &s = spec_stores[si];
      if (s.follows)
	continue;
      gassign *st = s.store;
      basic_block bb = gimple_bb (st);
      gcc_assert (bb);
      /* The stores that follow ST into its branch: each, with its
	 statements to move back before it, right after the one before
	 it; their loads of the old values and selects go.  TAIL is the
	 last store of the branch.  */
      gassign *tail = st;
      for (unsigned fi = si + 1;
	   fi < spec_stores.length () && spec_stores[fi].follows; fi++)
	{
	  spec_store &f = spec_stores[fi];
	  gimple_stmt_iterator from = gsi_for_stmt (f.store);
	  gimple_stmt_iterator to = gsi_for_stmt (tail);
	  gsi_move_after (&from, &to);
	  gimple_assign_set_rhs1 (f.store, f.value);
	  update_stmt (f.store);
	  for (gimple *m : f.back)
	    {
	      gimple_stmt_iterator mf = gsi_for_stmt (m);
	      gimple_stmt_iterator mt = gsi_for_stmt (f.store);
	      gsi_move_before (&mf, &mt);
	    }
	  f.back.release ();
	  for (gassign *g : { f.sel, f.load })
	    {
	      gcc_assert (has_zero_uses (gimple_assign_lhs (g)));
	      gimple_stmt_iterator gi = gsi_for_stmt (g);
	      gsi_remove (&gi, true);
	      release_defs (g);
	    }
	  tail = f.store;
	}
      /* BB: ... | ST | rest  becomes  BB: ...; if (c) -> T: ST -> R: rest,
	 BB -> R on the other side.  */
      gimple_stmt_iterator gsi = gsi_for_stmt (st);
      gsi_prev (&gsi);
      edge e1 = (gsi_end_p (gsi) ? split_block_after_labels (bb)
		 : split_block (bb, gsi_stmt (gsi)));
      bb = e1->src;
      basic_block t = e1->dest;
      edge e2 = split_block (t, tail);
      basic_block r = e2->dest;
      gcond *c = gimple_build_cond (NE_EXPR, s.cond,
				    build_zero_cst (TREE_TYPE (s.cond)),
				    NULL_TREE, NULL_TREE);
      gimple_set_location (c, s.loc);
      gimple_stmt_iterator last = gsi_last_bb (bb);
      gsi_insert_after (&last, c, GSI_NEW_STMT);
      e1->flags &= ~EDGE_FALLTHRU;
      e1->flags |= s.on_true ? EDGE_TRUE_VALUE : EDGE_FALSE_VALUE;
      edge e3 = make_edge (bb, r, (s.on_true ? EDGE_FALSE_VALUE
				   : EDGE_TRUE_VALUE));
      e1->probability = profile_probability::even ();
      e3->probability = profile_probability::even ();
      t->count = e1->count ();
      /* The memory after the stores, and on the other path before
	 them.  */
      tree vdef = gimple_vdef (tail), vuse = gimple_vuse (st);
      tree vop = copy_ssa_name (vdef);
      replace_uses_by (vdef, vop);
      gphi *phi = create_phi_node (vop, r);
      add_phi_arg (phi, vdef, e2, UNKNOWN_LOCATION);
      add_phi_arg (phi, vuse, e3, UNKNOWN_LOCATION);
      gimple_assign_set_rhs1 (st, s.value);
      update_stmt (st);
      for (gimple *m : s.back)
	{
	  gimple_stmt_iterator from = gsi_for_stmt (m);
	  gimple_stmt_iterator to = gsi_for_stmt (st);
	  gsi_move_before (&from, &to);
	  /* A load of an arm reads the memory the store overwrites (that
	     of an earlier store's branch, for the second store of
	     spec_second_store).  */
	  if (gimple_vuse (m) && gimple_vuse (m) != vuse)
	    SET_USE (gimple_vuse_op (m), vuse);
	}
      s.back.release ();
      for (gassign *g : { s.sel, s.load })
	{
	  tree lhs = gimple_assign_lhs (g);
	  if (gimple_bb (g) && has_zero_uses (lhs))
	    {
	      gimple_stmt_iterator gi = gsi_for_stmt (g);
	      gsi_remove (&gi, true);
	      release_defs (g);
	    }
	}
      if (dump_file)
	fprintf (dump_file, "[gpugen-select] bb %d: the conditional store "
		 "put back\n", t->index);
    }
  spec_stores.release ();
  loops_state_set (LOOPS_NEED_FIXUP);
  scev_reset ();
  /* Bounds the analyses recorded for the loops with the stores made
     unconditional (from a store of every iteration) need not hold
     for the original.  */
  free_numbers_of_iterations_estimates (fun);
  return true;
}
