/* How gpugen's missed remarks name their culprits.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A missed remark gives its reason (gpugen_reject_text) and, in
   parentheses, the culprit: the loop, statement, array or value that
   made the nest fail, the way the user wrote it ("'s' at line 12", "a
   value computed at line 12").  The stages record it with
   gpugen_set_culprit; the functions here find the names and lines
   behind GIMPLE's temporaries: the source variable of an SSA name or
   of the pointer a memory reference goes through, the line of the
   allocation a pointer comes from, of a counter carried from one inner
   loop to the next that an index is computed from, and of the first
   access of an array of the model.  They change nothing in the
   function.  */

#include "gpugen.h"

/* Record what FMT and the arguments after it print as the culprit of
   SCOP, the text its missed remark puts in parentheses after the
   reason; it replaces one recorded before.  */

void
gpugen_set_culprit (gpugen_scop *scop, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *text = xvasprintf (fmt, ap);
  va_end (ap);
  free (scop->culprit_text);
  scop->culprit_text = text;
}

/* Return the name the source gives the variable behind T (a
   declaration, an SSA name of a variable, or a memory reference through
   a pointer variable), or NULL when it has none the user wrote.  */

const char *
gpugen_source_name (tree t)
{
  if (t && TREE_CODE (t) == MEM_REF)
    t = TREE_OPERAND (t, 0);
  if (t && TREE_CODE (t) == SSA_NAME)
    t = SSA_NAME_VAR (t);
  if (t && DECL_P (t) && DECL_NAME (t) && !DECL_ARTIFICIAL (t))
    return IDENTIFIER_POINTER (DECL_NAME (t));
  return NULL;
}

/* Return the line of the allocation (malloc, calloc, alloca) whose
   pointer the memory reference REF accesses, following the pointer
   arithmetic of its address as gpugen_ref_base_name does, or 0 when it
   is none: gfortran's temporaries (the mask of a "do concurrent" with
   several indices) and a local allocatable array's data have no name
   to give in a remark.  */

int
gpugen_ref_alloc_line (tree ref)
{
  tree base = ref ? get_base_address (ref) : NULL_TREE;
  if (!base || (TREE_CODE (base) != MEM_REF
		&& TREE_CODE (base) != TARGET_MEM_REF))
    return 0;
  tree ptr = TREE_OPERAND (base, 0);
  for (int steps = 0; steps < 16 && TREE_CODE (ptr) == SSA_NAME; steps++)
    {
      gimple *def = SSA_NAME_DEF_STMT (ptr);
      if (gimple_call_builtin_p (def, BUILT_IN_MALLOC)
	  || gimple_call_builtin_p (def, BUILT_IN_CALLOC)
	  || gimple_call_builtin_p (def, BUILT_IN_ALLOCA)
	  || gimple_call_builtin_p (def, BUILT_IN_ALLOCA_WITH_ALIGN))
	return MAX (LOCATION_LINE (gimple_location (def)), 1);
      if (!is_gimple_assign (def))
	return 0;
      enum tree_code code = gimple_assign_rhs_code (def);
      if (code != POINTER_PLUS_EXPR && code != SSA_NAME
	  && !CONVERT_EXPR_CODE_P (code))
	return 0;
      ptr = gimple_assign_rhs1 (def);
    }
  return 0;
}

/* Return the line of a loop that carries, across a loop inside it, a
   counter that the address of the memory reference REF uses (gfortran's
   index into the mask of a "do concurrent" with several indices, one
   more in every iteration of the inner loop, its value at the inner
   loop's end passed on to the next iteration of the outer loop: not an
   affine function of the counters), or 0 when there is none.  The
   address's computation is followed through arithmetic and
   conversions to a PHI of a loop's header whose value on entry is a
   PHI of the header of a loop around it.  Set *QUAD, where not NULL,
   to whether the amount that loop adds grows with its counter (the
   index is then quadratic: gpugen_carried_quadratic_p).  */

int
gpugen_ref_carried_counter_line (tree ref, bool *quad)
{
  if (quad)
    *quad = false;
  tree base = ref ? get_base_address (ref) : NULL_TREE;
  if (!base || (TREE_CODE (base) != MEM_REF
		&& TREE_CODE (base) != TARGET_MEM_REF))
    return 0;
  auto_vec<tree, 16> work;
  work.safe_push (TREE_OPERAND (base, 0));
  for (int steps = 0; steps < 32 && !work.is_empty (); steps++)
    {
      tree t = work.pop ();
      if (TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t))
	continue;
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (gphi *phi = dyn_cast <gphi *> (def))
	{
	  class loop *l = gimple_bb (phi)->loop_father;
	  if (!l || l->header != gimple_bb (phi) || !loop_outer (l)
	      || !loop_preheader_edge (l))
	    continue;
	  tree init = PHI_ARG_DEF_FROM_EDGE (phi, loop_preheader_edge (l));
	  if (TREE_CODE (init) != SSA_NAME)
	    continue;
	  gphi *outer = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (init));
	  class loop *ol = outer ? gimple_bb (outer)->loop_father : NULL;
	  if (ol && ol != l && ol->header == gimple_bb (outer)
	      && flow_loop_nested_p (ol, l))
	    {
	      if (quad)
		*quad = gpugen_carried_quadratic_p (gimple_phi_result (outer));
	      return MAX (LOCATION_LINE (find_loop_location (ol)
					 .get_location_t ()), 1);
	    }
	  continue;
	}
      if (!is_gimple_assign (def))
	continue;
      enum tree_code code = gimple_assign_rhs_code (def);
      if (code != POINTER_PLUS_EXPR && code != PLUS_EXPR
	  && code != MINUS_EXPR && code != MULT_EXPR && code != SSA_NAME
	  && !CONVERT_EXPR_CODE_P (code))
	continue;
      for (unsigned i = 1; i < gimple_num_ops (def); i++)
	if (TREE_CODE (gimple_op (def, i)) == SSA_NAME)
	  work.safe_push (gimple_op (def, i));
    }
  return 0;
}

/* Return the name the source gives the array or pointer that the memory
   reference REF accesses, following the pointer arithmetic of its
   address (p + 8 * k, casts) back to a named pointer or declaration, or
   NULL when there is none (a pointer loaded from memory).  */

const char *
gpugen_ref_base_name (tree ref)
{
  tree base = ref ? get_base_address (ref) : NULL_TREE;
  if (!base)
    return NULL;
  if (DECL_P (base))
    return gpugen_source_name (base);
  if (TREE_CODE (base) != MEM_REF && TREE_CODE (base) != TARGET_MEM_REF)
    return NULL;
  tree ptr = TREE_OPERAND (base, 0);
  for (int steps = 0; steps < 16; steps++)
    {
      if (TREE_CODE (ptr) == ADDR_EXPR)
	{
	  tree decl = get_base_address (TREE_OPERAND (ptr, 0));
	  return decl && DECL_P (decl) ? gpugen_source_name (decl) : NULL;
	}
      if (TREE_CODE (ptr) != SSA_NAME)
	return NULL;
      if (const char *name = gpugen_source_name (ptr))
	return name;
      gimple *def = SSA_NAME_DEF_STMT (ptr);
      if (!is_gimple_assign (def))
	return NULL;
      enum tree_code code = gimple_assign_rhs_code (def);
      if (code != POINTER_PLUS_EXPR && code != SSA_NAME
	  && code != ADDR_EXPR && !CONVERT_EXPR_CODE_P (code))
	return NULL;
      ptr = gimple_assign_rhs1 (def);
    }
  return NULL;
}

/* Return the source line of the definition of the SSA name NAME, or of
   a statement computing one of its incoming values when it is a PHI;
   0 when none is known.  */

static int
def_line (tree name)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  location_t loc = gimple_location (def);
  /* A PHI has no location: take the statement that computes one of its
     incoming values (the update of an accumulator).  */
  if (gphi *phi = dyn_cast <gphi *> (def))
    for (unsigned i = 0;
	 loc == UNKNOWN_LOCATION && i < gimple_phi_num_args (phi); i++)
      {
	tree arg = gimple_phi_arg_def (phi, i);
	if (TREE_CODE (arg) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (arg)
	    && !is_a <gphi *> (SSA_NAME_DEF_STMT (arg)))
	  loc = gimple_location (SSA_NAME_DEF_STMT (arg));
      }
  return loc != UNKNOWN_LOCATION ? LOCATION_LINE (loc) : 0;
}

/* Return the source line of the first statement of SCOP that accesses
   A, or of A's definition for a value, or 0 when none is known.  */

int
gpugen_array_line (gpugen_scop *scop, gpugen_array *a)
{
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      if (acc->array == a && acc->stmt
	  && gimple_location (acc->stmt) != UNKNOWN_LOCATION)
	return LOCATION_LINE (gimple_location (acc->stmt));
  if (a->base && TREE_CODE (a->base) == SSA_NAME
      && !SSA_NAME_IS_DEFAULT_DEF (a->base)
      && a->kind != GPUGEN_ARRAY_MEMORY)
    if (int line = def_line (a->base))
      return line;
  /* Accesses made by a pass (a store moved out of a loop by store
     motion) have no location: take a located statement of the first
     accessing statement's block.  */
  for (gpugen_stmt *s : scop->stmts)
    for (gpugen_access *acc : s->accesses)
      if (acc->array == a)
	for (gimple_stmt_iterator gsi = gsi_start_bb (s->bb);
	     !gsi_end_p (gsi); gsi_next (&gsi))
	  if (!is_gimple_debug (gsi_stmt (gsi))
	      && LOCATION_LINE (gimple_location (gsi_stmt (gsi))) > 0)
	    return LOCATION_LINE (gimple_location (gsi_stmt (gsi)));
  return 0;
}

/* Return how a missed remark names the array or scalar A of SCOP,
   newly allocated: its source name and line ("'s' at line 12"), or
   what it is where the source gives it no name ("a value computed at
   line 12").  */

char *
gpugen_array_culprit (gpugen_scop *scop, gpugen_array *a)
{
  const char *name = gpugen_source_name (a->base);
  int line = gpugen_array_line (scop, a);
  const char *what = (a->kind == GPUGEN_ARRAY_MEMORY ? "an array"
		      : "a value computed");
  if (name && line)
    return xasprintf ("'%s' at line %d", name, line);
  if (name)
    return xasprintf ("'%s'", name);
  if (line)
    return xasprintf ("%s at line %d", what, line);
  return xstrdup (what);
}

/* Return the location of LOOP for remarks and names: find_loop_location's,
   or where it finds none (GCC 12 reads the exit condition of a loop with
   one exit and the statements of the header, which a time loop with two
   exits around nests of constant bounds has none of), the condition of
   one of its exits that has a location, else its first located
   statement (get_loop_body's order, which needs no dominators).  */

dump_user_location_t
gpugen_loop_location (class loop *loop)
{
  dump_user_location_t loc = find_loop_location (loop);
  if (!loop || LOCATION_LOCUS (loc.get_location_t ()) != UNKNOWN_LOCATION)
    return loc;
  if (loops_state_satisfies_p (LOOPS_HAVE_RECORDED_EXITS))
    for (edge e : get_loop_exit_edges (loop))
      {
	gimple *stmt = last_stmt (e->src);
	if (stmt && LOCATION_LOCUS (gimple_location (stmt)) > BUILTINS_LOCATION)
	  return dump_user_location_t (stmt);
      }
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (!is_gimple_debug (gsi_stmt (gsi))
	  && LOCATION_LOCUS (gimple_location (gsi_stmt (gsi)))
	     > BUILTINS_LOCATION)
	{
	  gimple *stmt = gsi_stmt (gsi);
	  free (body);
	  return dump_user_location_t (stmt);
	}
  free (body);
  return loc;
}
