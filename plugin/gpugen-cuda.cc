/* Printing gpugen kernels as CUDA source.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Input: a mapped SCoP (scop->cg, gpugen-map.cc).  Output: for every
   kernel, one extern "C" __global__ function followed by its
   GPUGEN_EMU_KERNEL line (include/gpugen-emu.h), and the kernel's
   arguments in kernel->args, which the host code (gpugen-host.cc)
   passes in the same order: memory arrays "a_<array>", the SCoP's
   parameters by their isl names, the host iterators "c0".."c<n-1>"
   (all as long), then the live-in scalars "s_<version>".

   The control flow of a kernel is its isl AST, printed by isl's C
   printer with "long" iterators and with min, max and floor division
   renamed to the prelude's gpugen_min, gpugen_max and gpugen_floord.
   Each user node "S_<id>(e0, ..., ed-1)" becomes a block that binds the
   statement's canonical loop counters i0..i<d-1> to the e's and then
   runs the statement's text.

   A statement is a basic block.  Its text is printed once, from the
   GIMPLE, and contains only what has an effect: stores to memory,
   writes of value arrays (the SSA names the block defines that other
   blocks read) and, at the end, writes of PHI arrays (the argument of
   each modelled PHI for the edge this block writes, as collect_phi_writes
   in gpugen-model.cc decides it).  The GIMPLE statements these need are
   printed in order as constant locals "v<version>".  Address
   computations are never printed: each memory reference becomes
   GPUGEN_EMU_AT (a_<array>, index), its linear index computed from the
   access relation of the model and the array's dimension sizes.  Every
   other operand is a local, a parameter, the kernel-scope variable of a
   value or PHI array (private to the thread: the mapper runs producer
   and consumer of a scalar in the same thread, in order) or, for one
   the mapper keeps in device memory because it flows between kernels,
   a reference to the element of its buffer, an affine
   function of the counters recomputed from its scalar evolution, or a
   live-in scalar argument.  Operations are printed with explicit casts
   so that C's promotions and conversions compute what GIMPLE computes.
   Whatever cannot be printed makes the SCoP stay on the host
   (GPUGEN_REJECT_CUDA), with its reason in the dump file.  */

#include "gpugen-cuda.h"
#include "gpugen-map.h"

/* The slots per thread from which a register-tiled kernel asks for two
   blocks per multiprocessor (print_kernel).  */
#define REG_MIN_BLOCKS_SLOTS 32

namespace gpugen_cuda {

/* Return the text that FMT and the arguments after it print.  */

str
sfmt (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *s = xvasprintf (fmt, ap);
  va_end (ap);
  str r (s);
  free (s);
  return r;
}

/* Record WHAT (printed by FMT) as the reason CS cannot print the SCoP,
   unless one was recorded before.  Return false.  */

bool
fail (cuda_state *cs, const char *fmt, ...)
{
  if (cs->why.empty ())
    {
      va_list ap;
      va_start (ap, fmt);
      char *s = xvasprintf (fmt, ap);
      va_end (ap);
      cs->why = s;
      free (s);
      /* The statement being printed, else the first located one of the
	 block being printed.  */
      cs->why_loc = cs->stmt ? gimple_location (cs->stmt) : UNKNOWN_LOCATION;
      if (cs->why_loc == UNKNOWN_LOCATION && cs->s)
	for (gimple_stmt_iterator gsi = gsi_start_bb (cs->s->bb);
	     cs->why_loc == UNKNOWN_LOCATION && !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  cs->why_loc = gimple_location (gsi_stmt (gsi));
    }
  return false;
}
/* Add to WORK the operands of STMT that are values (not the SSA names
   inside its memory references, which only compute addresses).  */

static void
value_operands (gimple *stmt, vec<tree> *work)
{
  if (gassign *a = dyn_cast <gassign *> (stmt))
    {
      if (gimple_assign_load_p (a))
	return;
      for (unsigned i = 1; i < gimple_num_ops (a); i++)
	{
	  tree op = gimple_op (a, i);
	  if (op && COMPARISON_CLASS_P (op))
	    {
	      work->safe_push (TREE_OPERAND (op, 0));
	      work->safe_push (TREE_OPERAND (op, 1));
	    }
	  else if (op)
	    work->safe_push (op);
	}
    }
  else if (gcall *c = dyn_cast <gcall *> (stmt))
    for (unsigned i = 0; i < gimple_call_num_args (c); i++)
      work->safe_push (gimple_call_arg (c, i));
}

/* Return the argument of PHI that block BB writes to its PHI array, or
   NULL_TREE (after recording why) when there is none or several that
   differ.  */

static tree
phi_write_arg (cuda_state *cs, gphi *phi, basic_block bb)
{
  tree arg = NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      if (!bitmap_bit_p (cs->in_region, e->src->index)
	  || gpugen_phi_writer (cs->in_region, phi, e) != bb)
	continue;
      tree a = gimple_phi_arg_def (phi, i);
      if (arg && !operand_equal_p (arg, a, 0))
	{
	  fail (cs, "block %d writes two values of PHI %s", bb->index,
		tree_text (gimple_phi_result (phi)).c_str ());
	  return NULL_TREE;
	}
      arg = a;
    }
  if (!arg)
    fail (cs, "no argument of PHI %s comes from block %d",
	  tree_text (gimple_phi_result (phi)).c_str (), bb->index);
  return arg;
}

/* Whether STMT of the current statement's block belongs to the
   statement: the statement is the whole block, or STMT is one of those
   that compute it (gpugen-grain.cc).  */

static bool
in_stmt_p (cuda_state *cs, gimple *stmt)
{
  if (cs->s->only.is_empty ())
    return true;
  for (gimple *g : cs->s->only)
    if (g == stmt)
      return true;
  return false;
}

/* Return the value array of NAME if the current statement writes it,
   or NULL.  */

static gpugen_array *
written_value_array (cuda_state *cs, tree name)
{
  gpugen_array *va = find_array (cs, GPUGEN_ARRAY_VALUE, name);
  if (!va)
    return NULL;
  for (gpugen_access *acc : cs->s->accesses)
    if (acc->write_p && acc->array == va)
      return va;
  return NULL;
}

/* Mark in CS->needed the SSA names defined in the current statement's
   block whose values its effects need, transitively.  */

static void
mark_needed (cuda_state *cs)
{
  basic_block bb = cs->s->bb;
  auto_vec<tree> work;
  for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      tree res = gimple_phi_result (psi.phi ());
      if (written_value_array (cs, res))
	work.safe_push (res);
    }
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (!in_stmt_p (cs, stmt))
	continue;
      tree lhs = gimple_get_lhs (stmt);
      if (gimple_store_p (stmt)
	  || (lhs && TREE_CODE (lhs) == SSA_NAME
	      && written_value_array (cs, lhs)))
	value_operands (stmt, &work);
    }
  for (gpugen_access *acc : cs->s->accesses)
    if (acc->write_p && acc->array->kind == GPUGEN_ARRAY_PHI
	&& TREE_CODE (acc->array->base) == SSA_NAME)
      if (gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (acc->array->base)))
	{
	  tree arg = phi_write_arg (cs, phi, bb);
	  if (arg)
	    work.safe_push (arg);
	}
  while (!work.is_empty ())
    {
      tree t = gpugen_canonical_value (work.pop ());
      if (!t || TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t)
	  || gimple_bb (SSA_NAME_DEF_STMT (t)) != bb
	  || bitmap_bit_p (cs->needed, SSA_NAME_VERSION (t)))
	continue;
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (gimple_code (def) == GIMPLE_PHI
	  && !find_array (cs, GPUGEN_ARRAY_PHI, t))
	continue;
      bitmap_set_bit (cs->needed, SSA_NAME_VERSION (t));
      if (gimple_code (def) != GIMPLE_PHI)
	value_operands (def, &work);
    }
}

/* Print the GIMPLE statement STMT of the current statement's block into
   the statement's lines, if it has an effect or computes a needed
   value.  */

static bool
print_gimple_1 (cuda_state *cs, gimple *stmt)
{
  std::vector<str> &lines = cs->code->lines;
  cs->stmt = stmt;
  switch (gimple_code (stmt))
    {
    case GIMPLE_DEBUG:
    case GIMPLE_LABEL:
    case GIMPLE_NOP:
    case GIMPLE_PREDICT:
    case GIMPLE_COND:
      return true;
    case GIMPLE_ASSIGN:
    case GIMPLE_CALL:
      break;
    default:
      return fail (cs, "statement %s", gimple_code_name[gimple_code (stmt)]);
    }
  tree lhs = gimple_get_lhs (stmt);
  if (!lhs)
    return (gimple_code (stmt) == GIMPLE_CALL
	    ? fail (cs, "call without result") : true);
  if (TREE_CODE (lhs) != SSA_NAME)
    {
      /* A store.  */
      gassign *a = dyn_cast <gassign *> (stmt);
      if (!a || !gimple_assign_single_p (a))
	return fail (cs, "store of %s", tree_text (lhs).c_str ());
      tree elt, r1 = gimple_assign_rhs1 (a);
      str ref, val;
      if (!ref_str (cs, stmt, true, &elt, &ref))
	return false;
      if (!same_repr_p (TREE_TYPE (lhs), elt))
	return fail (cs, "store of %s into an array of %s",
		     tree_text (TREE_TYPE (lhs)).c_str (),
		     tree_text (elt).c_str ());
      if (gimple_assign_load_p (a))
	{
	  tree elt2;
	  if (!ref_str (cs, stmt, false, &elt2, &val))
	    return false;
	  if (!same_repr_p (elt2, elt))
	    return fail (cs, "copy between arrays of different types");
	}
      else if (!operand_str (cs, r1, &val))
	return false;
      lines.push_back (sfmt ("%s = %s;", ref.c_str (),
			     cv (ctype (elt), gimple_assign_load_p (a)
				 ? elt : TREE_TYPE (r1), val).c_str ()));
      return true;
    }
  gpugen_array *va = written_value_array (cs, lhs);
  if (!va && !bitmap_bit_p (cs->needed, SSA_NAME_VERSION (lhs)))
    return true;
  const char *ct = ctype (TREE_TYPE (lhs));
  if (!ct)
    return fail (cs, "value%s of type %s", value_name (lhs).c_str (),
		 tree_text (TREE_TYPE (lhs)).c_str ());
  str e;
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      if (!call_str (cs, call, &e))
	return false;
    }
  else if (!rhs_str (cs, as_a <gassign *> (stmt), &e))
    return false;
  /* Needed for the value array even when nothing else reads it.  */
  bitmap_set_bit (cs->needed, SSA_NAME_VERSION (lhs));
  lines.push_back (sfmt ("const %s v%u = %s;", ct, SSA_NAME_VERSION (lhs),
			 e.c_str ()));
  if (va)
    lines.push_back (sfmt ("%s = v%u;", va->name, SSA_NAME_VERSION (lhs)));
  return true;
}

/* Print STMT into the statement being printed (print_gimple_1) and
   record its location for the lines it added.  */

static bool
print_gimple (cuda_state *cs, gimple *stmt)
{
  std::vector<str> &lines = cs->code->lines;
  std::vector<location_t> &locs = cs->code->locs;
  size_t before = lines.size ();
  bool ok = print_gimple_1 (cs, stmt);
  if (lines.size () > before)
    {
      locs.resize (before, UNKNOWN_LOCATION);
      locs.resize (lines.size (), gimple_location (stmt));
    }
  return ok;
}

/* Print statement S of CS into CODE (see the head of this file).  */

static bool
print_stmt (cuda_state *cs, gpugen_stmt *s, stmt_code *code)
{
  cs->s = s;
  cs->stmt = NULL;
  cs->code = code;
  auto_bitmap needed;
  cs->needed = needed;
  /* Both branches of an errno guard (gpugen-detect.cc) are printed: the
     model lets both run, each writing the value, and the schedule may
     place them in different kernels (the library call's branch is the
     value's last writer); the call is printed as the device's math
     function.  */
  basic_block bb = s->bb;
  mark_needed (cs);
  if (!cs->why.empty ())
    return false;
  /* Forwarded temporaries are computed first, as locals.  */
  for (gimple *g : s->forwarded)
    bitmap_set_bit (needed, SSA_NAME_VERSION (gimple_get_lhs (g)));
  for (gimple *g : s->forwarded)
    if (!print_gimple (cs, g))
      return false;

  /* Scalars kept in device memory: a reference to this instance's
     element of the buffer, under the name the rest of the text uses.
     Every access of a statement to a scalar has the same subscripts
     (the counters of the scalar's expansion loops).  */
  for (unsigned i = 0; i < s->accesses.length (); i++)
    {
      gpugen_access *acc = s->accesses[i];
      gpugen_array *a = acc->array;
      if (a->kind == GPUGEN_ARRAY_MEMORY || !a->device_p)
	continue;
      bool first = true;
      for (unsigned j = 0; j < i && first; j++)
	if (s->accesses[j]->array == a)
	  {
	    first = false;
	    if (isl_map_is_equal (s->accesses[j]->rel, acc->rel)
		!= isl_bool_true)
	      return fail (cs, "statement %d accesses %s at two places",
			   s->id, a->name);
	  }
      if (!first)
	continue;
      const char *ct = ctype (a->elt_type);
      str ref;
      if (!ct || POINTER_TYPE_P (a->elt_type))
	return fail (cs, "scalar %s of type %s", a->name,
		     tree_text (a->elt_type).c_str ());
      if (!scalar_ref_str (cs, acc, &ref))
	return false;
      code->lines.push_back (sfmt ("%s &%s = %s;", ct, a->name, ref.c_str ()));
    }

  /* PHI results, read from their PHI arrays at the block's start.  */
  for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      tree res = gimple_phi_result (psi.phi ());
      gpugen_array *pa = find_array (cs, GPUGEN_ARRAY_PHI, res);
      gpugen_array *va = written_value_array (cs, res);
      if (!pa && va)
	{
	  /* An induction variable other blocks read from a value
	     array.  */
	  str v;
	  if (!affine_str (cs, res, &v))
	    return false;
	  code->lines.push_back (sfmt ("%s = %s;", va->name, v.c_str ()));
	}
      if (!pa || !bitmap_bit_p (needed, SSA_NAME_VERSION (res)))
	continue;
      const char *ct = ctype (TREE_TYPE (res));
      if (!ct)
	return fail (cs, "PHI %s of type %s", tree_text (res).c_str (),
		     tree_text (TREE_TYPE (res)).c_str ());
      code->lines.push_back (sfmt ("const %s v%u = %s;", ct,
				   SSA_NAME_VERSION (res), pa->name));
      if (va)
	code->lines.push_back (sfmt ("%s = v%u;", va->name,
				     SSA_NAME_VERSION (res)));
    }

  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (in_stmt_p (cs, gsi_stmt (gsi)) && !print_gimple (cs, gsi_stmt (gsi)))
      return false;

  /* PHI arrays written at the block's end.  Their values are locals,
     constants or values of other blocks, never another PHI array, so
     the order of the writes does not matter.  */
  for (gpugen_access *acc : s->accesses)
    if (acc->write_p && acc->array->kind == GPUGEN_ARRAY_PHI)
      {
	tree base = acc->array->base;
	gphi *phi = (TREE_CODE (base) == SSA_NAME
		     ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (base)) : NULL);
	if (!phi)
	  return fail (cs, "PHI array %s without PHI", acc->array->name);
	tree arg = phi_write_arg (cs, phi, bb);
	str v;
	if (!arg || !operand_str (cs, arg, &v))
	  return false;
	code->lines.push_back (sfmt ("%s = %s;", acc->array->name, v.c_str ()));
      }
  return true;
}

/* The statements of a kernel found in its AST, and the state.  */

struct kernel_walk
{
  /* The printing state.  */
  cuda_state *cs;
  /* Whether each statement of the SCoP occurs in the kernel.  */
  std::vector<bool> used;
};

/* Return the statement that the user node NODE of CS's AST executes,
   with the call expression in *CALL (to be freed), or NULL.  */

gpugen_stmt *
user_stmt (cuda_state *cs, isl_ast_node *node, isl_ast_expr **call)
{
  *call = isl_ast_node_user_get_expr (node);
  if (!*call || isl_ast_expr_get_type (*call) != isl_ast_expr_op
      || isl_ast_expr_get_op_type (*call) != isl_ast_expr_op_call)
    return NULL;
  isl_ast_expr *f = isl_ast_expr_get_op_arg (*call, 0);
  isl_id *id = isl_ast_expr_get_id (f);
  isl_ast_expr_free (f);
  const char *name = id ? isl_id_get_name (id) : NULL;
  int n = -1;
  if (name && sscanf (name, "S_%d", &n) != 1)
    n = -1;
  isl_id_free (id);
  if (n < 0 || n >= (int) cs->scop->stmts.length ()
      || cs->scop->stmts[n]->id != n
      || (isl_ast_expr_get_op_n_arg (*call)
	  != (int) cs->scop->stmts[n]->loops.length () + 1))
    return NULL;
  return cs->scop->stmts[n];
}

/* isl_ast_node_foreach_descendant_top_down callback: record the
   statement of the user node NODE in the kernel_walk USER.  */

static isl_bool
collect_user (__isl_keep isl_ast_node *node, void *user)
{
  kernel_walk *kw = (kernel_walk *) user;
  if (isl_ast_node_get_type (node) != isl_ast_node_user
      || shared_user_p (node))
    return isl_bool_true;
  isl_ast_expr *call;
  gpugen_stmt *s = user_stmt (kw->cs, node, &call);
  isl_ast_expr_free (call);
  if (!s)
    {
      fail (kw->cs, "unknown statement in the kernel's AST");
      return isl_bool_error;
    }
  kw->used[s->id] = true;
  return isl_bool_true;
}

/* Whether the identifier ID occurs as a whole word in TEXT, outside
   string literals (the file names of "#line" directives: a source file
   called "t1.c" does not use "t1").  */

bool
uses_ident_p (const str &text, const char *id)
{
  size_t len = strlen (id);
  for (size_t pos = text.find (id); pos != str::npos;
       pos = text.find (id, pos + 1))
    {
      bool before = pos > 0 && (ISALNUM (text[pos - 1]) || text[pos - 1] == '_');
      char c = pos + len < text.size () ? text[pos + len] : 0;
      bool after = ISALNUM (c) || c == '_';
      if (before || after)
	continue;
      /* Inside a string literal of its line: an odd number of
	 unescaped quotes before it.  */
      size_t bol = text.rfind ('\n', pos);
      bol = bol == str::npos ? 0 : bol + 1;
      int quotes = 0;
      for (size_t i = bol; i < pos; i++)
	if (text[i] == '"' && (i == bol || text[i - 1] != '\\'))
	  quotes++;
      if (quotes % 2 == 0)
	return true;
    }
  return false;
}

/* Return the location of statement S: that of its first located
   GIMPLE statement, or UNKNOWN_LOCATION.  */

static location_t
stmt_location (gpugen_stmt *s)
{
  location_t loc = UNKNOWN_LOCATION;
  for (gimple_stmt_iterator gsi = gsi_start_bb (s->bb);
       loc == UNKNOWN_LOCATION && !gsi_end_p (gsi); gsi_next (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi)))
      loc = gimple_location (gsi_stmt (gsi));
  return loc;
}

/* Return the "#line" directive that gives the next line of the .cu
   file LOC's file and line, or "" when LOC has none.  */

static str
line_directive (location_t loc)
{
  expanded_location x = expand_location (loc);
  if (loc == UNKNOWN_LOCATION || !x.file || x.line <= 0)
    return "";
  str d = sfmt ("#line %d \"", x.line);
  for (const char *c = x.file; *c; c++)
    {
      if (*c == '"' || *c == '\\')
	d += '\\';
      if (*c == '\n')
	return "";
      d += *c;
    }
  return d + "\"";
}

/* The trip count of the for node NODE when its start and its bound are
   integers ("for (k = 0; k <= 31; k += 1)"), else -1.  */

long
constant_trip_count (isl_ast_node *node)
{
  isl_ast_expr *init = isl_ast_node_for_get_init (node);
  isl_ast_expr *cond = isl_ast_node_for_get_cond (node);
  isl_ast_expr *inc = isl_ast_node_for_get_inc (node);
  long trips = -1;
  isl_ast_expr *bound = (cond && isl_ast_expr_get_type (cond)
			 == isl_ast_expr_op
			 && isl_ast_expr_get_op_n_arg (cond) == 2
			 ? isl_ast_expr_get_op_arg (cond, 1) : NULL);
  if (init && bound && inc
      && isl_ast_expr_get_type (init) == isl_ast_expr_int
      && isl_ast_expr_get_type (bound) == isl_ast_expr_int
      && isl_ast_expr_get_type (inc) == isl_ast_expr_int)
    {
      isl_val *lo = isl_ast_expr_get_val (init);
      isl_val *hi = isl_ast_expr_get_val (bound);
      isl_val *st = isl_ast_expr_get_val (inc);
      enum isl_ast_expr_op_type op = isl_ast_expr_get_op_type (cond);
      if (isl_val_is_int (lo) && isl_val_is_int (hi) && isl_val_is_int (st)
	  && isl_val_is_pos (st)
	  && (op == isl_ast_expr_op_le || op == isl_ast_expr_op_lt))
	{
	  long l = isl_val_get_num_si (lo), h = isl_val_get_num_si (hi);
	  long step = isl_val_get_num_si (st);
	  if (op == isl_ast_expr_op_lt)
	    h--;
	  trips = h < l ? 0 : (h - l) / step + 1;
	}
      isl_val_free (lo);
      isl_val_free (hi);
      isl_val_free (st);
    }
  isl_ast_expr_free (init);
  isl_ast_expr_free (bound);
  isl_ast_expr_free (cond);
  isl_ast_expr_free (inc);
  return trips;
}

/* The most iterations of a loop of a register-tiled kernel that
   print_for asks nvcc to unroll.  */
#define UNROLL_TRIPS_MAX 64

/* The unrolling factor print_for asks of an outer sequential loop of an
   untiled kernel (sequential_kind 1), as a string.  */
#define UNROLL_OUTER_STR "4"

/* The unrolling factor print_for asks of an innermost sequential loop
   with the same range in every thread (same_range_p) of a 1-D kernel
   whose threads run loops (blocks of BLOCK_1D_LOOP), as a string.  Such
   a kernel has a few thousand threads, too few for the memory system:
   a thread must keep many loads of its loop in flight.  nvcc unrolls
   these loops four times of itself; sixteen times, on an H100: atax
   1.99 -> 1.09 ms, mvt 2.05 -> 1.40, gesummv 1.51 -> 1.03, gemver 2.46
   -> 1.60, gramschmidt 321 -> 265; triangular loops (nussinov's,
   ludcmp's) ran 1-5 % slower, and keep nvcc's choice.  */
#define UNROLL_INNER_STR "16"

/* Callback of sequential_kind: set *USER when NODE is a for node.  */

static isl_bool
find_for (__isl_keep isl_ast_node *node, void *user)
{
  if (isl_ast_node_get_type (node) == isl_ast_node_for)
    {
      *(bool *) user = true;
      return isl_bool_false;
    }
  return isl_bool_true;
}

/* Classify the for node NODE of a kernel's AST: 1 when it is a
   sequential loop around other loops, 0 when it is a sequential loop
   around none, -1 otherwise.  Sequential: a step of 1, a start that
   does not depend on the block or the thread (so not a loop striding
   over the grid), not a constant number of iterations.  A 3-D
   stencil's outermost coincident loop, which each thread runs over its
   (j, k) point, is one around other loops: nvcc leaves it rolled, each
   iteration waiting for its loads; unrolled four times (print_for), the
   loads of four iterations are in flight together (heat-3d's kernels:
   58 % -> 61 % of the device-to-device copy rate on an H100).  */

static int
sequential_kind (isl_ast_node *node)
{
  if (constant_trip_count (node) >= 0)
    return -1;
  isl_ast_expr *inc = isl_ast_node_for_get_inc (node);
  bool unit = false;
  if (inc && isl_ast_expr_get_type (inc) == isl_ast_expr_int)
    {
      isl_val *v = isl_ast_expr_get_val (inc);
      unit = isl_val_is_one (v);
      isl_val_free (v);
    }
  isl_ast_expr_free (inc);
  if (!unit)
    return -1;
  isl_ast_expr *init = isl_ast_node_for_get_init (node);
  char *text = init ? isl_ast_expr_to_C_str (init) : NULL;
  isl_ast_expr_free (init);
  bool mapped = !text;
  for (const char *id : { "b0", "t0", "b1", "t1", "b2", "t2" })
    if (text && uses_ident_p (text, id))
      mapped = true;
  free (text);
  if (mapped)
    return -1;
  isl_ast_node *body = isl_ast_node_for_get_body (node);
  bool inner = false;
  if (body)
    isl_ast_node_foreach_descendant_top_down (body, find_for, &inner);
  isl_ast_node_free (body);
  return inner ? 1 : 0;
}

/* Whether the AST expression E names an identifier other than OWN
   among the kernel's counters k0, k1, ..., its block and thread indices
   b0..b2, t0..t2, and the counters c0, c1, ... of the host loops around
   the launch (gpugen-map.cc's names).  */

static bool
names_other_counter_p (isl_ast_expr *e, isl_id *own)
{
  if (!e)
    return true;
  if (isl_ast_expr_get_type (e) == isl_ast_expr_id)
    {
      isl_id *id = isl_ast_expr_get_id (e);
      const char *n = id ? isl_id_get_name (id) : NULL;
      bool other = (id != own && n && strchr ("kbtc", n[0]) && n[0]
		    && ISDIGIT (n[1]) && strspn (n + 1, "0123456789")
					 == strlen (n + 1));
      isl_id_free (id);
      return other;
    }
  if (isl_ast_expr_get_type (e) != isl_ast_expr_op)
    return false;
  bool other = false;
  isl_size n = isl_ast_expr_get_op_n_arg (e);
  for (int i = 0; i < n && !other; i++)
    {
      isl_ast_expr *arg = isl_ast_expr_get_op_arg (e, i);
      other = names_other_counter_p (arg, own);
      isl_ast_expr_free (arg);
    }
  return other;
}

/* Whether NODE's start and end depend on no loop counter, on no block
   or thread index and on no counter of a host loop around the launch:
   every thread of every launch runs it over the same range (atax's
   "for j < n", not a triangle's "for k < j", nor a wavefront's
   "for k < (c0 - 5) / 4", short in most launches).  */

static bool
same_range_p (isl_ast_node *node)
{
  isl_ast_expr *it = isl_ast_node_for_get_iterator (node);
  isl_id *own = it ? isl_ast_expr_get_id (it) : NULL;
  isl_ast_expr_free (it);
  isl_ast_expr *init = isl_ast_node_for_get_init (node);
  isl_ast_expr *cond = isl_ast_node_for_get_cond (node);
  bool same = (own && !names_other_counter_p (init, own)
	       && !names_other_counter_p (cond, own));
  isl_ast_expr_free (init);
  isl_ast_expr_free (cond);
  isl_id_free (own);
  return same;
}

/* isl's print_for callback: print the for node NODE to P as isl does,
   after "#pragma unroll" where the kernel is register-tiled and the
   loop runs a constant number of iterations, at most UNROLL_TRIPS_MAX:
   the sequential point loop of a full tile (isolated by
   gpugen-register.cc), so that nvcc unrolls it and keeps the operands
   of consecutive iterations in registers (wide shared loads); or after
   "#pragma unroll 4" where the kernel is not tiled and the loop is an
   outer sequential one (sequential_kind 1), or "#pragma unroll 16"
   where the kernel is a 1-D one whose threads run loops and the loop
   is an innermost sequential one over the same range in every thread
   (UNROLL_INNER_STR); USER is the cuda_state.  */

static isl_printer *
print_for (isl_printer *p, isl_ast_print_options *options,
	   isl_ast_node *node, void *user)
{
  cuda_state *cs = (cuda_state *) user;
  /* The full tiles' products on the tensor cores (gpugen-mma.cc).  */
  bool done;
  p = mma_print_for (cs, cs->mma, p, options, node, &done);
  if (done)
    return p;
  /* The row loop of a kernel of reductions' rows, shared among the
     threads of a block (gpugen-reduce-lanes.cc).  */
  p = lanes_print_for (cs, cs->lanes, p, options, node, &done);
  if (done)
    return p;
  long trips = constant_trip_count (node);
  if (cs->kernel && cs->kernel->tiling && !cs->kernel->tiling->regs.is_empty ()
      && trips > 1 && trips <= UNROLL_TRIPS_MAX)
    {
      p = isl_printer_start_line (p);
      p = isl_printer_print_str (p, "#pragma unroll");
      p = isl_printer_end_line (p);
    }
  else if (cs->kernel && !cs->kernel->tiling)
    {
      int kind = sequential_kind (node);
      const char *factor
	= (kind == 1 ? UNROLL_OUTER_STR
	   : (kind == 0 && cs->kernel->n_map == 1
	      && cs->kernel->block[0] == BLOCK_1D_LOOP && same_range_p (node))
	   ? UNROLL_INNER_STR : NULL);
      if (factor)
	{
	  p = isl_printer_start_line (p);
	  p = isl_printer_print_str (p, "#pragma unroll ");
	  p = isl_printer_print_str (p, factor);
	  p = isl_printer_end_line (p);
	}
    }
  return isl_ast_node_for_print (node, p, options);
}

/* isl's print_user callback: print the user node NODE (a statement
   instance) to P as a block binding the counters and running the
   statement's text, under a "#line" directive to its source line and
   GPUGEN_LINE_BACK after it (so that nvcc's messages point at the
   source); USER is the cuda_state.  */

isl_printer *
print_user (isl_printer *p, isl_ast_print_options *options,
	    isl_ast_node *node, void *user)
{
  cuda_state *cs = (cuda_state *) user;
  isl_ast_print_options_free (options);
  if (register_user_p (node))
    return register_print_user (cs, p, node);
  if (shared_user_p (node))
    return shared_print_user (cs, p, node);
  isl_ast_expr *call;
  gpugen_stmt *s = user_stmt (cs, node, &call);
  stmt_code *code = s ? &cs->codes[s->id] : NULL;
  if (!code || !code->ok)
    {
      isl_ast_expr_free (call);
      fail (cs, "unknown statement in the kernel's AST");
      return p;
    }
  str body;
  for (const str &l : code->lines)
    body += l + "\n";
  if (body.empty ())
    {
      /* Still a statement: isl may have printed an "if" or a "for"
	 before it.  */
      p = isl_printer_start_line (p);
      p = isl_printer_print_str (p, ";");
      p = isl_printer_end_line (p);
      isl_ast_expr_free (call);
      return p;
    }
  p = isl_printer_start_line (p);
  p = isl_printer_print_str (p, "{");
  p = isl_printer_end_line (p);
  p = isl_printer_indent (p, 2);
  /* A register-tiled kernel's slot (gpugen-register.cc).  */
  str slot = register_slot_text (node);
  if (slot.empty () && cs->kernel && cs->kernel->tiling
      && !cs->kernel->tiling->regs.is_empty ())
    fail (cs, "a statement of register-tiled kernel %s without its slot",
	  cs->kernel->name);
  for (size_t pos = 0, nl; pos < slot.size (); pos = nl + 1)
    {
      nl = slot.find ('\n', pos);
      if (nl == str::npos)
	nl = slot.size ();
      p = isl_printer_start_line (p);
      p = isl_printer_print_str (p, slot.substr (pos, nl - pos).c_str ());
      p = isl_printer_end_line (p);
    }
  for (unsigned k = 0; k < s->loops.length (); k++)
    {
      char buf[16];
      snprintf (buf, sizeof buf, "i%u", k);
      if (!uses_ident_p (body, buf))
	continue;
      isl_ast_expr *e = isl_ast_expr_get_op_arg (call, k + 1);
      p = isl_printer_start_line (p);
      p = isl_printer_print_str (p, "const long ");
      p = isl_printer_print_str (p, buf);
      p = isl_printer_print_str (p, " = ");
      p = isl_printer_print_ast_expr (p, e);
      p = isl_printer_print_str (p, ";");
      p = isl_printer_end_line (p);
      isl_ast_expr_free (e);
    }
  /* A "#line" before the first line and before every line whose
     source line differs from the one before it.  */
  location_t stmt_loc = stmt_location (s);
  int last = 0;
  const char *last_file = NULL;
  for (unsigned i = 0; i < code->lines.size (); i++)
    {
      location_t loc = (i < code->locs.size () ? code->locs[i]
			: UNKNOWN_LOCATION);
      if (LOCATION_LINE (loc) <= 0)
	loc = last ? UNKNOWN_LOCATION : stmt_loc;
      str directive = line_directive (loc);
      if (!directive.empty ()
	  && (LOCATION_LINE (loc) != last
	      || !last_file
	      || strcmp (LOCATION_FILE (loc), last_file) != 0))
	{
	  p = isl_printer_start_line (p);
	  p = isl_printer_print_str (p, directive.c_str ());
	  p = isl_printer_end_line (p);
	  last = LOCATION_LINE (loc);
	  last_file = LOCATION_FILE (loc);
	}
      else if (last)
	/* The next line of the source: say it again.  */
	{
	  p = isl_printer_start_line (p);
	  p = isl_printer_print_str (p, sfmt ("#line %d", last).c_str ());
	  p = isl_printer_end_line (p);
	}
      p = isl_printer_start_line (p);
      p = isl_printer_print_str (p, code->lines[i].c_str ());
      p = isl_printer_end_line (p);
    }
  if (last)
    {
      p = isl_printer_start_line (p);
      p = isl_printer_print_str (p, GPUGEN_LINE_BACK);
      p = isl_printer_end_line (p);
    }
  p = isl_printer_indent (p, -2);
  p = isl_printer_start_line (p);
  p = isl_printer_print_str (p, "}");
  p = isl_printer_end_line (p);
  isl_ast_expr_free (call);
  return p;
}

/* Add to KERNEL's arguments one of KIND for ARRAY or VALUE, with INDEX,
   C type CT and NAME; append its declaration to *PARAMS and its name to
   *NAMES.  */

static void
add_arg (gpugen_kernel *kernel, enum gpugen_karg_kind kind,
	 gpugen_array *array, int index, tree value, const str &ct,
	 const str &name, str *params, str *names)
{
  gpugen_karg a;
  memset (&a, 0, sizeof a);
  a.kind = kind;
  a.array = array;
  a.index = index;
  a.value = value;
  a.name = xstrdup (name.c_str ());
  kernel->args.safe_push (a);
  *params += (params->empty () ? "" : ", ") + ct + " " + name;
  *names += ", " + name;
}

/* Print into *INIT the value the live-in PHI array A has on entry to
   the region: the PHI's argument from outside the region.  */

static bool
phi_init_str (cuda_state *cs, gpugen_array *a, str *init)
{
  gphi *phi = (a->kind == GPUGEN_ARRAY_PHI && TREE_CODE (a->base) == SSA_NAME
	       ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (a->base)) : NULL);
  if (!phi)
    return fail (cs, "live-in %s is no PHI", a->name);
  tree arg = gpugen_phi_entry_value (cs->in_region, phi);
  tree v = arg ? gpugen_canonical_value (arg) : NULL_TREE;
  if (v && TREE_CODE (v) == SSA_NAME && !in_region_p (cs, v))
    return outside_str (cs, v, init);
  if (v && (TREE_CODE (v) == INTEGER_CST || TREE_CODE (v) == REAL_CST))
    return const_str (cs, v, init);
  return fail (cs, "live-in PHI %s", a->name);
}

/* Print KERNEL of CS's SCoP, appending its text to *OUT and filling its
   arguments.  */

static bool
print_kernel (cuda_state *cs, gpugen_kernel *kernel, str *out)
{
  gpugen_scop *scop = cs->scop;
  if (!kernel || !kernel->body || !kernel->name)
    return fail (cs, "kernel without body");
  cs->kernel = kernel;
  kernel_walk kw;
  kw.cs = cs;
  kw.used.assign (scop->stmts.length (), false);
  if (isl_ast_node_foreach_descendant_top_down (kernel->body, collect_user,
						&kw) < 0)
    return fail (cs, "kernel %s: walking its AST failed", kernel->name);

  /* The statements' texts, their arrays and live-in scalars.  */
  stmt_code kcode;
  std::vector<bool> arr_used (scop->arrays.length ()),
    arr_written (scop->arrays.length ());
  for (unsigned i = 0; i < scop->stmts.length (); i++)
    {
      if (!kw.used[i])
	continue;
      stmt_code *code = &cs->codes[i];
      if (!code->done)
	{
	  code->done = true;
	  code->ok = print_stmt (cs, scop->stmts[i], code);
	}
      if (!code->ok)
	return false;
      for (tree t : code->live_in)
	if (!kcode.live_in.contains (t))
	  kcode.live_in.safe_push (t);
      for (gpugen_access *acc : scop->stmts[i]->accesses)
	for (unsigned j = 0; j < scop->arrays.length (); j++)
	  if (scop->arrays[j] == acc->array)
	    {
	      arr_used[j] = true;
	      arr_written[j] = arr_written[j] || acc->write_p;
	    }
    }

  /* Kernel-scope variables of value and PHI arrays; live-in PHI arrays
     start with the value from outside the region.  */
  str decls;
  cs->code = &kcode;
  for (unsigned j = 0; j < scop->arrays.length (); j++)
    {
      gpugen_array *a = scop->arrays[j];
      if (!arr_used[j] || a->kind == GPUGEN_ARRAY_MEMORY || a->device_p)
	continue;
      const char *ct = ctype (a->elt_type);
      if (!ct || POINTER_TYPE_P (a->elt_type))
	return fail (cs, "scalar %s of type %s", a->name,
		     tree_text (a->elt_type).c_str ());
      str init;
      if (a->live_in_p && !phi_init_str (cs, a, &init))
	return false;
      decls += sfmt ("  %s %s%s%s;\n", ct, a->name, init.empty () ? "" : " = ",
		     init.c_str ());
    }
  cs->code = NULL;
  decls += shared_decls (cs, kernel);
  decls += register_decls (kernel);

  /* The body, by isl's C printer.  */
  isl_ctx *ctx = gpugen_isl_ctx;
  char *old_type = xstrdup (isl_options_get_ast_iterator_type (ctx));
  isl_options_set_ast_iterator_type (ctx, "long");
  isl_printer *p = isl_printer_to_str (ctx);
  p = set_print_names (isl_printer_set_output_format (p, ISL_FORMAT_C));
  p = isl_printer_indent (p, 2);
  isl_ast_print_options *opts = isl_ast_print_options_alloc (ctx);
  opts = isl_ast_print_options_set_print_user (opts, print_user, cs);
  opts = isl_ast_print_options_set_print_for (opts, print_for, cs);
  cs->mma = mma_plan_kernel (cs, kernel);
  cs->lanes = kernel->lanes ? lanes_plan_kernel (cs, kernel) : NULL;
  if (kernel->lanes && !cs->lanes)
    {
      /* A kernel of lanes whose row loop this file cannot share: the
	 block's first thread runs its row alone.  */
      p = isl_printer_start_line (p);
      p = isl_printer_print_str (p, "if (t0 == 0)");
      p = isl_printer_end_line (p);
    }
  p = isl_ast_node_print (kernel->body, p, opts);
  if (mma_free (cs->mma))
    kernel->tiling->mma = true;
  cs->mma = NULL;
  lanes_free (cs->lanes);
  cs->lanes = NULL;
  char *body_s = isl_printer_get_str (p);
  isl_printer_free (p);
  isl_options_set_ast_iterator_type (ctx, old_type);
  free (old_type);
  if (!body_s || !cs->why.empty ())
    {
      free (body_s);
      return fail (cs, "isl could not print kernel %s", kernel->name);
    }
  str body (body_s);
  free (body_s);

  /* The arguments: arrays, parameters, host iterators, scalars, block
     offsets.  */
  kernel->args.truncate (0);
  str params, names;
  for (unsigned j = 0; j < scop->arrays.length (); j++)
    if (arr_used[j] && (scop->arrays[j]->kind == GPUGEN_ARRAY_MEMORY
			|| scop->arrays[j]->device_p))
      add_arg (kernel, GPUGEN_KARG_ARRAY, scop->arrays[j], j, NULL_TREE,
	       sfmt ("%s%s *__restrict__",
		     arr_written[j] || scop->arrays[j]->device_p ? "" : "const ",
		     ctype (scop->arrays[j]->elt_type)),
	       sfmt ("a_%s", scop->arrays[j]->name), &params, &names);
  for (unsigned i = 0; i < cs->param_names.size (); i++)
    add_arg (kernel, GPUGEN_KARG_PARAM, NULL, i, NULL_TREE, "long",
	     cs->param_names[i], &params, &names);
  for (int i = 0; i < kernel->n_host; i++)
    add_arg (kernel, GPUGEN_KARG_HOST_ITER, NULL, i, NULL_TREE, "long",
	     sfmt ("c%d", i), &params, &names);
  for (tree t : kcode.live_in)
    add_arg (kernel, GPUGEN_KARG_SCALAR, NULL, -1, t, ctype (TREE_TYPE (t)),
	     sfmt ("s_%u", SSA_NAME_VERSION (t)), &params, &names);
  /* The block offsets, "o<p>" for the mapping parameter "b<p>".  */
  for (int axis = 0; axis < kernel->n_map && axis < 2; axis++)
    if (kernel->block_offset[axis])
      add_arg (kernel, GPUGEN_KARG_BLOCK_OFFSET, NULL, axis, NULL_TREE,
	       "long", sfmt ("o%d", kernel->n_map == 1 ? axis : axis + 1),
	       &params, &names);
  /* Name the scalars' variables for the reader.  */
  str vars;
  for (tree t : kcode.live_in)
    if (SSA_NAME_VAR (t) && DECL_NAME (SSA_NAME_VAR (t)))
      vars += sfmt ("%s s_%u is %s", vars.empty () ? "" : ",",
		    SSA_NAME_VERSION (t),
		    IDENTIFIER_POINTER (DECL_NAME (SSA_NAME_VAR (t))));
  if (!vars.empty ())
    *out += "/*" + vars + ".  */\n";
  int threads = kernel->block[0] * kernel->block[1] * kernel->block[2];
  str bounds = threads > 0 ? sfmt (" __launch_bounds__ (%d)", threads) : "";
  /* A register-tiled kernel of many slots (8 x 4 and more, which
     sizes= can ask for) asks for two blocks per multiprocessor, at most
     128 registers a thread, so that one block's loads to shared memory
     overlap the other's products.  Double gemm at n = 4096 on an H100
     with tiles 64 x 128 x 32 ran at 19.3 TFLOP/s so (the default
     64 x 64 x 32: 16.5); a hand-written kernel of that shape, at 19.8
     with two blocks and 17.7 with one of 150 registers.  At gpubench's
     sizes, 1100 to 1800, such tiles leave too few blocks and ran twice
     as long, so they are no default.  */
  gpugen_tiling *tl = kernel->tiling;
  if (threads > 0 && tl && !tl->regs.is_empty ()
      && tl->slots[0] * tl->slots[1] >= REG_MIN_BLOCKS_SLOTS)
    bounds = sfmt (" __launch_bounds__ (%d, 2)", threads);
  *out += sfmt ("extern \"C\" __global__ void%s\n%s (%s)\n{\n", bounds.c_str (),
		kernel->name, params.empty () ? "void" : params.c_str ());
  /* The mapping's parameters (gpugen-map.cc, axis_param): "b0"/"t0"
     for the x axis of a 1-D kernel; "b1"/"t1" (x) and "b2"/"t2" (y) for
     a 2-D one.  */
  static const char *const dims[2] = { "x", "y" };
  for (int p = 0; p < 3; p++)
    {
      int axis = kernel->n_map == 1 ? p : p - 1;
      bool mapped = (kernel->n_map == 1 ? p == 0
		     : kernel->n_map == 2 && p >= 1);
      for (int bt = 0; bt < 2; bt++)
	{
	  str id = sfmt ("%c%d", bt ? 't' : 'b', p);
	  if (!uses_ident_p (body, id.c_str ()))
	    continue;
	  if (!mapped)
	    return fail (cs, "kernel %s uses %s, which its mapping lacks",
			 kernel->name, id.c_str ());
	  /* An axis with a block offset: block b is
	     (blockIdx + offset) mod G (gpugen_kernel).  */
	  if (!bt && kernel->block_offset[axis])
	    *out += sfmt ("  const long %s = (blockIdx.%s + o%d) %% %d;\n",
			  id.c_str (), dims[axis], p, kernel->grid_max[axis]);
	  else
	    *out += sfmt ("  const long %s = %s.%s;\n", id.c_str (),
			  bt ? "threadIdx" : "blockIdx", dims[axis]);
	}
    }
  *out += decls + body + "}\n";
  *out += sfmt ("GPUGEN_EMU_KERNEL (%s%s)\n\n", kernel->name, names.c_str ());
  return true;
}

} // namespace gpugen_cuda

using namespace gpugen_cuda;

/* Print the kernels of SCOP into *SOURCE (malloc'ed) and fill their
   arguments; see gpugen.h and the head of this file.  Return
   GPUGEN_REJECT_CUDA, naming the reason in the dump file, when some
   statement cannot be printed.  */

enum gpugen_reject
gpugen_cuda_print (gpugen_scop *scop, char **source)
{
  *source = NULL;
  if (!scop || !scop->cg || scop->stmts.is_empty ())
    return GPUGEN_REJECT_CUDA;

  /* The kernels keep scalars in registers: one used after the region
     cannot be delivered.  */
  for (gpugen_array *a : scop->arrays)
    if (a->kind != GPUGEN_ARRAY_MEMORY && a->live_out_p)
      {
	if (dump_file)
	  fprintf (dump_file, "[gpugen-cuda] cannot print: live-out scalar "
		   "%s\n", a->name);
	char *what = gpugen_array_culprit (scop, a);
	gpugen_set_culprit (scop, "%s", what);
	free (what);
	return GPUGEN_REJECT_LIVE_OUT;
      }

  cuda_state cs;
  cs.scop = scop;
  cs.s = NULL;
  cs.needed = NULL;
  cs.code = NULL;
  cs.kernel = NULL;
  cs.mma = NULL;
  cs.lanes = NULL;
  cs.why_loc = UNKNOWN_LOCATION;
  cs.stmt = NULL;
  cs.in_region = sbitmap_alloc (last_basic_block_for_fn (cfun));
  bitmap_clear (cs.in_region);
  for (basic_block bb : scop->blocks)
    bitmap_set_bit (cs.in_region, bb->index);
  /* Parameter names: the ids of the context's parameters carry their
     trees (set_space in gpugen-affine.cc).  */
  isl_set *pspace = scop->context ? scop->context : scop->stmts[0]->domain;
  isl_size np = isl_set_dim (pspace, isl_dim_param);
  for (unsigned i = 0; i < scop->params.length (); i++)
    {
      const char *n = NULL;
      for (int j = 0; j < np && !n; j++)
	{
	  isl_id *id = isl_set_get_dim_id (pspace, isl_dim_param, j);
	  if (id && isl_id_get_user (id) == (void *) scop->params[i])
	    n = isl_set_get_dim_name (pspace, isl_dim_param, j);
	  isl_id_free (id);
	}
      if (!n)
	fail (&cs, "parameter %u has no name", i);
      cs.param_names.push_back (n ? n : "");
    }
  cs.codes = new stmt_code[scop->stmts.length ()];
  for (unsigned i = 0; i < scop->stmts.length (); i++)
    cs.codes[i].done = cs.codes[i].ok = false;

  str text;
  bool ok = cs.why.empty ();
  for (gpugen_kernel *k : scop->cg->kernels)
    {
      if (ok && k)
	ok = print_kernel (&cs, k, &text);
      /* A wide version (gpugen-map.cc's wide_version) that cannot be
	 printed is dropped: the kernel runs as it is.  */
      if (ok && k && k->alt)
	{
	  /* The statements' texts depend on the kernel's shared copies
	     and registers: print them again for the wide version, and
	     again for the kernels after it.  */
	  for (unsigned i = 0; i < scop->stmts.length (); i++)
	    cs.codes[i] = stmt_code ();
	  str alt_text;
	  bool alt_ok = print_kernel (&cs, k->alt, &alt_text);
	  for (unsigned i = 0; i < scop->stmts.length (); i++)
	    cs.codes[i] = stmt_code ();
	  if (alt_ok && cs.why.empty ())
	    text += alt_text;
	  else
	    {
	      cs.why.clear ();
	      cs.why_loc = UNKNOWN_LOCATION;
	      if (dump_file)
		fprintf (dump_file, "[gpugen-cuda] wide version %s dropped\n",
			 k->alt->name);
	      gpugen_kernel *alt = k->alt;
	      k->alt = NULL;
	      gpugen_kernel_free (alt);
	    }
	}
    }

  delete[] cs.codes;
  sbitmap_free (cs.in_region);
  if (!ok)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-cuda] cannot print: %s\n",
		 cs.why.empty () ? "unknown" : cs.why.c_str ());
      const char *why = cs.why.empty () ? "unknown" : cs.why.c_str ();
      if (cs.why_loc != UNKNOWN_LOCATION)
	gpugen_set_culprit (scop, "%s at line %d", why,
			    LOCATION_LINE (cs.why_loc));
      else
	gpugen_set_culprit (scop, "%s", why);
      return GPUGEN_REJECT_CUDA;
    }
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "[gpugen-cuda] kernel source:\n%s", text.c_str ());
  *source = xstrdup (text.c_str ());
  return GPUGEN_OK;
}

/* The text every generated .cu file has after gpugen-emu.h and before
   the kernels: the helpers of isl's AST expressions (min, max and floor
   division of longs), of GIMPLE's floor division and modulo, and of the
   C library's fmax and fmin (gpugen_fmax and friends, call_str).  */

const char *
gpugen_cuda_prelude (void)
{
  return
    "/* gpugen: helpers of the generated kernels.  */\n"
    "#include <math.h>\n"
    "__device__ __host__ inline long\n"
    "gpugen_min (long a, long b) { return a < b ? a : b; }\n"
    "__device__ __host__ inline long\n"
    "gpugen_max (long a, long b) { return a > b ? a : b; }\n"
    "/* Floor division and modulo (isl's divisors are positive).  */\n"
    "template <typename T> __device__ __host__ inline T\n"
    "gpugen_fdiv (T a, T b)\n"
    "{ return a / b - (a % b != 0 && ((a < 0) != (b < 0))); }\n"
    "template <typename T> __device__ __host__ inline T\n"
    "gpugen_fmod (T a, T b)\n"
    "{ return a % b + (a % b != 0 && ((a % b < 0) != (b < 0)) ? b : 0); }\n"
    "__device__ __host__ inline long\n"
    "gpugen_floord (long a, long b) { return gpugen_fdiv (a, b); }\n"
    "/* fmax and fmin as the host's C library computes them: the operand\n"
    "   that is not a NaN, the first where both are NaNs, and for zeros of\n"
    "   opposite signs the one that gpugen_zero_choice says.  The runtime\n"
    "   (runtime/image.c) sets it after loading the module to what the\n"
    "   host's library does: bit 4F + 0 is set when fmax (-0.0, +0.0)\n"
    "   returns its first operand, 4F + 1 when fmax (+0.0, -0.0) does,\n"
    "   4F + 2 and 4F + 3 the same for fmin, F 0 for double and 1 for\n"
    "   float (0, the second operand, is glibc 2.36's x86-64 choice, 0xff\n"
    "   glibc's generic C code, 0x66 CUDA's own fmax and fmin).\n"
    "   Signalling NaNs are not told apart.  The emulator calls the host's\n"
    "   library itself, through volatile pointers: a direct call is\n"
    "   commutative to GCC, which may swap its operands.  */\n"
    "#ifdef __CUDACC__\n"
    "__device__ int gpugen_zero_choice = 0;\n"
    "template <typename T> __device__ __forceinline__ T\n"
    "gpugen_minmax (T x, T y, bool max, int bits)\n"
    "{\n"
    "  if (y != y)\n"
    "    return x;\n"
    "  if (x != x)\n"
    "    return y;\n"
    "  if (x == y && x == (T) 0)\n"
    "    return (bits >> (signbit (x) ? 0 : 1)) & 1 ? x : y;\n"
    "  return (max ? x > y : x < y) ? x : y;\n"
    "}\n"
    "__device__ __forceinline__ double\n"
    "gpugen_fmax (double x, double y)\n"
    "{ return gpugen_minmax (x, y, true, gpugen_zero_choice); }\n"
    "__device__ __forceinline__ double\n"
    "gpugen_fmin (double x, double y)\n"
    "{ return gpugen_minmax (x, y, false, gpugen_zero_choice >> 2); }\n"
    "__device__ __forceinline__ float\n"
    "gpugen_fmaxf (float x, float y)\n"
    "{ return gpugen_minmax (x, y, true, gpugen_zero_choice >> 4); }\n"
    "__device__ __forceinline__ float\n"
    "gpugen_fminf (float x, float y)\n"
    "{ return gpugen_minmax (x, y, false, gpugen_zero_choice >> 6); }\n"
    "#else\n"
    "static double (*volatile gpugen_fmax_p) (double, double) = fmax;\n"
    "static double (*volatile gpugen_fmin_p) (double, double) = fmin;\n"
    "static float (*volatile gpugen_fmaxf_p) (float, float) = fmaxf;\n"
    "static float (*volatile gpugen_fminf_p) (float, float) = fminf;\n"
    "static inline double\n"
    "gpugen_fmax (double x, double y) { return gpugen_fmax_p (x, y); }\n"
    "static inline double\n"
    "gpugen_fmin (double x, double y) { return gpugen_fmin_p (x, y); }\n"
    "static inline float\n"
    "gpugen_fmaxf (float x, float y) { return gpugen_fmaxf_p (x, y); }\n"
    "static inline float\n"
    "gpugen_fminf (float x, float y) { return gpugen_fminf_p (x, y); }\n"
    "#endif\n"
    "/* The NaNs of arithmetic as the GPU gives them (gpugen-cuda-expr.cc's\n"
    "   nan_str): a float operation's is 0x7fffffff, a double negation or\n"
    "   absolute value of a NaN keeps its sign (and payload, quieted).  In\n"
    "   CUDA these are the operations themselves; the emulator, whose host\n"
    "   arithmetic keeps a float NaN's payload and changes a NaN's sign,\n"
    "   makes them.  */\n"
    "#ifdef __CUDACC__\n"
    "__device__ __forceinline__ float gpugen_nan32 (float x) { return x; }\n"
    "__device__ __forceinline__ double gpugen_neg64 (double x) { return -x; }\n"
    "__device__ __forceinline__ double\n"
    "gpugen_abs64 (double x) { return fabs (x); }\n"
    "#else\n"
    "static inline float\n"
    "gpugen_nan32 (float x)\n"
    "{\n"
    "  union { unsigned u; float f; } c;\n"
    "  c.u = 0x7fffffffu;\n"
    "  return x != x ? c.f : x;\n"
    "}\n"
    "static inline double\n"
    "gpugen_neg64 (double x) { return x != x ? x + 0.0 : -x; }\n"
    "static inline double\n"
    "gpugen_abs64 (double x) { return x != x ? x + 0.0 : fabs (x); }\n"
    "#endif\n"
    "/* D = A B + D for an 8x8x4 double product of a warp (gpugen-mma.cc):\n"
    "   the lane L holds A[L/4][L%4], B[L%4][L/4] and D[L/4][2(L%4)+E].  */\n"
    "#ifdef __CUDACC__\n"
    "__device__ __forceinline__ void\n"
    "gpugen_dmma (double &d0, double &d1, double a, double b)\n"
    "{\n"
    "#if __CUDA_ARCH__ >= 800\n"
    "  asm volatile (\"mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 \"\n"
    "	\"{%0, %1}, {%2}, {%3}, {%0, %1};\"\n"
    "	: \"+d\" (d0), \"+d\" (d1) : \"d\" (a), \"d\" (b));\n"
    "#else\n"
    "  const int l = threadIdx.x & 31;\n"
    "  for (int k = 0; k < 4; k++)\n"
    "    {\n"
    "      const double ak = __shfl_sync (0xffffffffu, a, (l & ~3) | k);\n"
    "      d0 = fma (ak, __shfl_sync (0xffffffffu, b, 8 * (l & 3) + k), d0);\n"
    "      d1 = fma (ak, __shfl_sync (0xffffffffu, b, 8 * (l & 3) + 4 + k),\n"
    "	\td1);\n"
    "    }\n"
    "#endif\n"
    "}\n"
    "#else\n"
    "/* The emulator: the warp's lanes meet in shared memory.  */\n"
    "static inline void\n"
    "gpugen_dmma (double &d0, double &d1, double a, double b)\n"
    "{\n"
    "  __shared__ double fa[1024], fb[1024];\n"
    "  const unsigned t = threadIdx.x + blockDim.x * (threadIdx.y\n"
    "	\t\t\t\t\t + blockDim.y * threadIdx.z);\n"
    "  const unsigned w = t & ~31u, l = t & 31;\n"
    "  fa[t] = a;\n"
    "  fb[t] = b;\n"
    "  __syncthreads ();\n"
    "  for (unsigned k = 0; k < 4; k++)\n"
    "    {\n"
    "      const double ak = fa[w + (l & ~3u) + k];\n"
    "      d0 = d0 + ak * fb[w + 8 * (l & 3) + k];\n"
    "      d1 = d1 + ak * fb[w + 8 * (l & 3) + 4 + k];\n"
    "    }\n"
    "  __syncthreads ();\n"
    "}\n"
    "#endif\n\n";
}
