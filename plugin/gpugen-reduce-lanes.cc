/* Printing the row loop of a kernel of reductions' rows, one row per
   block, its elements read by the block's threads together.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gpugen-reduce.cc makes each iteration of a reduction nest's outermost
   loop L compute its row's partial from the fold's identity, and the
   host folds the partials in L's order.  Run one row per thread, the
   loads of a warp are a row apart and a matrix's side of threads (a
   few thousand) keeps too few of them in flight: conv.c's maximum over
   2048 x 2048 doubles read 64 MB in 210 us on an H100, about 300 GB/s.

   A kernel that writes no memory but the partials (gpugen-map.cc,
   folds_rows_only_p) is mapped with one value of L per block of
   REDUCE_LANES threads (gpugen_kernel's lanes): every thread of the
   block runs the row's statements, which read memory and write the
   thread's own scalars, and the same partials.  Its inner loop, where
   the kernel has the shape this file knows, is shared among them:

     acc = P;			(the row's accumulator before the loop)
     for (kb = lo; kb < hi; kb += LANES * RUN)	(a round)
       {
	 P = ID;
	 for (j = kb + RUN t; j < min (kb + RUN t + RUN, hi); j++)
	   S (i, j);		(thread t's run of RUN elements: a loop of
				 RUN iterations where the run is full)
	 red[t] = P; tree over red[0..LANES-1]; acc = combine (acc, red[0]);
       }
     P = acc;			(and the values the loop leaves, if it ran)

   Each thread folds its run from the identity, exactly as a row is
   folded from it; the runs of a round are consecutive, so the warp's
   loads cover LANES * RUN consecutive elements, read once from memory
   (each thread's RUN elements one after the other: the sectors a load
   instruction brings to L1 serve the next RUN - 1 ones).  RUN
   (reduce-run=, default 4) trades the tree's barriers, one round per
   LANES * RUN elements, against the lines one load instruction
   touches: RUN 4 doubles are a 32-byte sector a thread, a warp's load
   8 lines of 128 bytes; RUN 1 makes them 2 lines, RUN 8 16.  The
   tree combines red[t] and red[t + w] for t a multiple
   of 2w, left before right, so red[0] is the round's fold in order;
   acc composes the rounds in order.  The composition is exact, bit for
   bit, for every fold gpugen-reduce.cc rewrites, because the row's fold
   of contiguous segments composes as the host composes rows (the head
   of gpugen-reduce.cc proves f (s) = s OP r for any contiguous part of
   the iterations, and the composition of two parts is a part):
     - the integer folds are associative in the unsigned counterpart,
       where they are computed;
     - a select "if (d REL s) s = d": combine (l, r) = (r REL l) ? r : l,
       the host's step with e = l (the first, or for >= and <=, last,
       of the extreme elements of l then r, or the identity);
     - a KEEP fold with states: combine ((l, ls), (r, rs)) is (l, ls)
       where rs = 0 (an empty part), (r, ls | rs) where r had a NaN
       (rs & 2: the part forgets what came before) or ls = 0, else
       (l KEEP r, ls | rs), which is the host's step applied to l then
       r; KEEP on elements without NaN keeps the first (last) of the
       extremes and is associative.
   Floating-point sums and products are folded only under
   -fassociative-math (gpugen-reduce.cc), where another grouping is
   allowed.

   The shape: besides the loop over L's values, one loop F, whose body
   is one statement S with a step of 1 and a bound "j < E" or "j <= E";
   S writes no memory, and the scalars S writes are the PHIs of its
   loop's header that belong to the reductions' cycles (a KEEP fold's
   value with its state), and values or other PHIs whose value is one
   S writes to such a PHI.  Any other kernel of lanes (several inner
   loops, a loop inside the row's loop, a statement of the cycle in two
   blocks) runs in the block's first thread alone (gpugen-cuda.cc),
   one row per block, as correct as one row per thread.  */

#include "gpugen-cuda.h"
#include "gpugen-map.h"
#include "gpugen-reduce.h"
#include "../include/gpugen-rt.h"

namespace gpugen_cuda {

/* The most elements each thread folds in a round (reduce-run=).  */
#define LANE_RUN_MAX 64

/* One scalar that the row loop carries: a PHI of its header.  */

struct lane_var
{
  /* The PHI array, and its reduction.  */
  gpugen_array *phi;
  gpugen_reduction *r;
  /* Whether it is the state of a KEEP fold (else its value).  */
  bool state_p;
  /* For a value, the index of its state in the plan's VARS, -1 where
     the fold has none.  */
  int state;
  /* The value S writes to it.  */
  tree written;
};

/* The plan of a kernel of lanes whose row loop is shared.  */

struct lanes_state
{
  /* The row loop F and its statement S.  */
  isl_ast_node *row_for;
  gpugen_stmt *s;
  /* The scalars it carries.  */
  auto_vec<lane_var> vars;
  /* The other scalars S writes, and the index in VARS of the one whose
     value each receives.  */
  auto_vec<gpugen_array *> copies;
  auto_vec<int> copy_of;
};

/* What plan_walk finds in a kernel's AST.  */

struct lanes_walk
{
  /* The for nodes that do not stride over the grid, their number, and
     whether the walk met something it does not know.  */
  isl_ast_node *row_for;
  int n_seq;
  bool bad;
};

/* isl_ast_node_foreach_descendant_top_down callback: note in USER (a
   lanes_walk) the for node NODE.  */

static isl_bool
plan_walk (__isl_keep isl_ast_node *node, void *user)
{
  lanes_walk *w = (lanes_walk *) user;
  if (isl_ast_node_get_type (node) != isl_ast_node_for)
    return isl_bool_true;
  isl_ast_expr *init = isl_ast_node_for_get_init (node);
  char *text = init ? isl_ast_expr_to_C_str (init) : NULL;
  isl_ast_expr_free (init);
  if (!text)
    {
      w->bad = true;
      return isl_bool_false;
    }
  bool mapped = uses_ident_p (text, "b0");
  free (text);
  if (!mapped)
    {
      w->row_for = node;
      w->n_seq++;
    }
  return isl_bool_true;
}

/* Whether the for node NODE steps by 1 and stops at "it < E" or
   "it <= E"; set *HI to the text of the exclusive bound.  */

static bool
row_bound (isl_ast_node *node, str *hi)
{
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
    return false;
  isl_ast_expr *cond = isl_ast_node_for_get_cond (node);
  isl_ast_expr *it = isl_ast_node_for_get_iterator (node);
  bool ok = false;
  if (cond && it && isl_ast_expr_get_type (cond) == isl_ast_expr_op
      && isl_ast_expr_get_op_n_arg (cond) == 2)
    {
      enum isl_ast_expr_op_type t = isl_ast_expr_get_op_type (cond);
      isl_ast_expr *a0 = isl_ast_expr_get_op_arg (cond, 0);
      if ((t == isl_ast_expr_op_lt || t == isl_ast_expr_op_le)
	  && isl_ast_expr_is_equal (a0, it) == isl_bool_true)
	{
	  str e;
	  if (ast_expr_str (isl_ast_expr_get_op_arg (cond, 1), &e))
	    {
	      *hi = t == isl_ast_expr_op_lt ? "(" + e + ")" : "(" + e + ") + 1";
	      ok = true;
	    }
	}
      isl_ast_expr_free (a0);
    }
  isl_ast_expr_free (cond);
  isl_ast_expr_free (it);
  return ok;
}

/* The value that the statement of block BB writes to the PHI array A
   (the argument of the edges whose writer it is, as gpugen-cuda.cc
   prints it), or NULL.  */

static tree
phi_written (cuda_state *cs, gpugen_array *a, basic_block bb)
{
  gphi *phi = (TREE_CODE (a->base) == SSA_NAME
	       ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (a->base)) : NULL);
  if (!phi)
    return NULL_TREE;
  tree w = NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    if (bitmap_bit_p (cs->in_region, gimple_phi_arg_edge (phi, i)->src->index)
	&& gpugen_phi_writer (cs->in_region, phi,
			      gimple_phi_arg_edge (phi, i)) == bb)
      {
	tree x = gimple_phi_arg_def (phi, i);
	if (w && !operand_equal_p (w, x, 0))
	  return NULL_TREE;
	w = x;
      }
  return w;
}

/* Classify the PHI array A written by S, of the loop whose header is
   HEADER, into V; false when it is no scalar of a reduction's cycle
   at that header.  */

static bool
classify (cuda_state *cs, gpugen_array *a, basic_block header,
	  lane_var *v)
{
  gphi *phi = (TREE_CODE (a->base) == SSA_NAME
	       ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (a->base)) : NULL);
  if (!phi || gimple_bb (phi) != header)
    return false;
  auto_vec<gpugen_reduction *> rs;
  gpugen_reduce_of_scop (cs->scop, &rs);
  for (gpugen_reduction *r : rs)
    {
      if (r->members.contains (a->base))
	{
	  v->r = r;
	  v->state_p = false;
	  return TYPE_MAIN_VARIANT (TREE_TYPE (a->base))
		 == TYPE_MAIN_VARIANT (TREE_TYPE (r->ident));
	}
      for (gphi *t : r->added_phis)
	if (t == phi)
	  {
	    v->r = r;
	    v->state_p = true;
	    return (gpugen_reduce_keep_op_p (r->op)
		    && TYPE_MAIN_VARIANT (TREE_TYPE (a->base))
		       == integer_type_node);
	  }
    }
  return false;
}

/* Plan the row loop of the kernel of lanes KERNEL of CS: NULL when the
   kernel does not have the shape of the head of this file (it then
   runs in one thread of each block).  */

lanes_state *
lanes_plan_kernel (cuda_state *cs, gpugen_kernel *kernel)
{
  if (!kernel->lanes || kernel->n_map != 1 || kernel->tiling)
    return NULL;
  lanes_walk w = { NULL, 0, false };
  if (isl_ast_node_foreach_descendant_top_down (kernel->body, plan_walk,
						&w) < 0
      || w.bad || w.n_seq != 1)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-lanes] kernel %s: %d loops in a row; "
		 "one thread a row\n", kernel->name, w.n_seq);
      return NULL;
    }
  isl_ast_node *body = isl_ast_node_for_get_body (w.row_for);
  bool user = body && isl_ast_node_get_type (body) == isl_ast_node_user;
  isl_ast_expr *call = NULL;
  gpugen_stmt *s = user ? user_stmt (cs, body, &call) : NULL;
  isl_ast_expr_free (call);
  isl_ast_node_free (body);
  str hi;
  if (!s || s->loops.is_empty () || !row_bound (w.row_for, &hi))
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-lanes] kernel %s: its row loop is not "
		 "one statement's, stepping by 1; one thread a row\n",
		 kernel->name);
      return NULL;
    }
  basic_block header = s->bb->loop_father->header;
  lanes_state *st = new lanes_state;
  st->row_for = w.row_for;
  st->s = s;
  bool ok = true;
  /* The PHIs of the loop's header first.  */
  for (gpugen_access *acc : s->accesses)
    {
      if (!acc->write_p)
	continue;
      gpugen_array *a = acc->array;
      if (a->kind == GPUGEN_ARRAY_MEMORY || a->device_p)
	ok = false;
      else if (a->kind == GPUGEN_ARRAY_PHI
	       && TREE_CODE (a->base) == SSA_NAME
	       && gimple_bb (SSA_NAME_DEF_STMT (a->base)) == header)
	{
	  lane_var v;
	  v.phi = a;
	  v.state = -1;
	  v.written = phi_written (cs, a, s->bb);
	  if (!classify (cs, a, header, &v) || !v.written)
	    {
	      if (dump_file)
		fprintf (dump_file, "[gpugen-lanes] %s: %s\n", a->name,
			 v.written ? "not of a reduction" : "not written");
	      ok = false;
	    }
	  else
	    {
	      bool dup = false;
	      for (lane_var &u : st->vars)
		dup |= u.phi == a;
	      if (!dup)
		st->vars.safe_push (v);
	    }
	}
    }
  /* Each value with its state, each state with its value.  */
  for (unsigned i = 0; i < st->vars.length () && ok; i++)
    {
      lane_var &v = st->vars[i];
      int pair = -1, n = 0;
      for (unsigned j = 0; j < st->vars.length (); j++)
	if (j != i && st->vars[j].r == v.r)
	  {
	    pair = j;
	    n++;
	  }
      bool keep = gpugen_reduce_keep_op_p (v.r->op);
      if (keep ? n != 1 || st->vars[pair].state_p == v.state_p : n != 0)
	ok = false;
      else if (keep && !v.state_p)
	v.state = pair;
    }
  /* The other scalars S writes: copies of what it writes to those
     PHIs.  S reads none of the scalars it writes but the PHIs.  */
  for (gpugen_access *acc : s->accesses)
    {
      gpugen_array *a = acc->array;
      if (!ok || a->kind == GPUGEN_ARRAY_MEMORY)
	continue;
      int var = -1;
      for (unsigned i = 0; i < st->vars.length (); i++)
	if (st->vars[i].phi == a)
	  var = i;
      if (var >= 0)
	continue;
      if (!acc->write_p)
	{
	  for (gpugen_access *b : s->accesses)
	    if (b->write_p && b->array == a)
	      ok = false;
	  continue;
	}
      tree wv = (a->kind == GPUGEN_ARRAY_PHI ? phi_written (cs, a, s->bb)
		 : a->kind == GPUGEN_ARRAY_VALUE ? a->base : NULL_TREE);
      for (unsigned i = 0; i < st->vars.length (); i++)
	if (wv && st->vars[i].written == wv)
	  var = i;
      if (var < 0)
	ok = false;
      else if (!st->copies.contains (a))
	{
	  st->copies.safe_push (a);
	  st->copy_of.safe_push (var);
	}
    }
  if (!ok || st->vars.is_empty ())
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-lanes] kernel %s: its row loop's "
		 "scalars are not those of reductions; one thread a row\n",
		 kernel->name);
      delete st;
      return NULL;
    }
  return st;
}

/* Free ST.  */

void
lanes_free (lanes_state *st)
{
  delete st;
}

/* The statements that fold into L (and LS, a state, or NULL) the part R
   (RS) that comes after it, by the fold of V's reduction, for values of
   C type CT.  */

static str
combine_text (cuda_state *cs, lane_var &v, const char *ct, const str &l,
	      const str &ls, const str &r, const str &rs)
{
  unsigned op = v.r->op;
  bool flt = v.r->type == GPUGEN_FOLD_F32 || v.r->type == GPUGEN_FOLD_F64;
  tree type = TREE_TYPE (v.phi->base);
  const char *ut = flt ? ct : ctype (unsigned_type_for (type));
  if (!ut)
    {
      fail (cs, "no unsigned type for the fold of %s", v.phi->name);
      return "";
    }
  const char *bin = NULL, *rel = NULL;
  switch (op)
    {
    case GPUGEN_FOLD_ADD: bin = "+"; break;
    case GPUGEN_FOLD_MUL: bin = "*"; break;
    case GPUGEN_FOLD_AND: bin = "&"; break;
    case GPUGEN_FOLD_IOR: bin = "|"; break;
    case GPUGEN_FOLD_XOR: bin = "^"; break;
    case GPUGEN_FOLD_MIN: return sfmt ("if (%s < %s) %s = %s;", r.c_str (),
				       l.c_str (), l.c_str (), r.c_str ());
    case GPUGEN_FOLD_MAX: return sfmt ("if (%s > %s) %s = %s;", r.c_str (),
				       l.c_str (), l.c_str (), r.c_str ());
    case GPUGEN_FOLD_SEL_GT: case GPUGEN_FOLD_KEEP_GT: rel = ">"; break;
    case GPUGEN_FOLD_SEL_GE: case GPUGEN_FOLD_KEEP_GE: rel = ">="; break;
    case GPUGEN_FOLD_SEL_LT: case GPUGEN_FOLD_KEEP_LT: rel = "<"; break;
    case GPUGEN_FOLD_SEL_LE: case GPUGEN_FOLD_KEEP_LE: rel = "<="; break;
    default:
      fail (cs, "fold %u of %s has no combination", op, v.phi->name);
      return "";
    }
  if (bin)
    return sfmt ("%s = (%s) ((%s) %s %s (%s) %s);", l.c_str (), ct, ut,
		 l.c_str (), bin, ut, r.c_str ());
  if (!gpugen_reduce_keep_op_p (op))
    /* The host's step "if (x REL e) e = x" with e the left part.  */
    return sfmt ("if (%s %s %s) %s = %s;", r.c_str (), rel, l.c_str (),
		 l.c_str (), r.c_str ());
  /* The host's step of a KEEP fold (runtime/fold.c): an empty right
     part leaves the left; a NaN in it, or an empty left part, gives the
     right; else "e = e REL x ? e : x".  */
  return sfmt ("if (%s != 0) { if ((%s & 2) != 0 || %s == 0) %s = %s; "
	       "else %s = %s %s %s ? %s : %s; %s = %s | %s; }",
	       rs.c_str (), rs.c_str (), ls.c_str (), l.c_str (), r.c_str (),
	       l.c_str (), l.c_str (), rel, r.c_str (), l.c_str (),
	       r.c_str (), ls.c_str (), ls.c_str (), rs.c_str ());
}

/* Print LINE to P as a line of its own.  */

static isl_printer *
line (isl_printer *p, const str &text)
{
  p = isl_printer_start_line (p);
  p = isl_printer_print_str (p, text.c_str ());
  return isl_printer_end_line (p);
}

/* isl's print_for callback's part for a kernel of lanes: where NODE is
   ST's row loop, print it shared among the lanes (see the head of this
   file) to P and set *DONE; OPTIONS is taken.  */

isl_printer *
lanes_print_for (cuda_state *cs, lanes_state *st, isl_printer *p,
		 isl_ast_print_options *options, isl_ast_node *node,
		 bool *done)
{
  *done = false;
  if (!st || node != st->row_for)
    return p;
  *done = true;
  str lo, hi, itn;
  isl_ast_expr *it = isl_ast_node_for_get_iterator (node);
  isl_id *id = it ? isl_ast_expr_get_id (it) : NULL;
  isl_ast_expr_free (it);
  if (id)
    itn = isl_id_get_name (id);
  isl_id_free (id);
  if (itn.empty ()
      || !ast_expr_str (isl_ast_node_for_get_init (node), &lo)
      || !row_bound (node, &hi))
    {
      isl_ast_print_options_free (options);
      fail (cs, "the row loop of kernel %s", cs->kernel->name);
      return p;
    }
  int lanes = cs->kernel->lanes;
  int run = MIN (MAX (gpugen_opts.reduce_run, 1), LANE_RUN_MAX);
  p = line (p, "{");
  p = isl_printer_indent (p, 2);
  p = line (p, sfmt ("const long gpugen_lo = %s, gpugen_hi = %s;",
		     lo.c_str (), hi.c_str ()));
  /* Per scalar: its accumulator and the lanes' parts.  */
  std::vector<str> accs, reds, cts;
  for (unsigned i = 0; i < st->vars.length (); i++)
    {
      lane_var &v = st->vars[i];
      const char *ct = ctype (TREE_TYPE (v.phi->base));
      if (!ct)
	{
	  isl_ast_print_options_free (options);
	  fail (cs, "scalar %s of the row loop", v.phi->name);
	  return p;
	}
      cts.push_back (ct);
      accs.push_back (sfmt ("gpugen_acc%u", i));
      reds.push_back (sfmt ("gpugen_red%u", i));
      p = line (p, sfmt ("__shared__ %s %s[%d];", ct, reds[i].c_str (),
			 lanes));
      p = line (p, sfmt ("%s %s = %s;", ct, accs[i].c_str (), v.phi->name));
    }
  p = line (p, sfmt ("for (long gpugen_kb = gpugen_lo; gpugen_kb < gpugen_hi;"
		     " gpugen_kb += %d)", lanes * run));
  p = line (p, "{");
  p = isl_printer_indent (p, 2);
  /* Each lane's run, from the identity.  */
  for (lane_var &v : st->vars)
    {
      str ident = "0";
      if (!v.state_p && !const_str (cs, v.r->ident, &ident))
	{
	  isl_ast_print_options_free (options);
	  return p;
	}
      p = line (p, sfmt ("%s = %s;", v.phi->name, ident.c_str ()));
    }
  p = line (p, sfmt ("const long gpugen_run = gpugen_kb + %d * t0;", run));
  /* A full run as a loop of RUN iterations, which nvcc unrolls
     so that the run's loads are in flight together; the last, short,
     run of a row as a loop to its end.  */
  isl_ast_node *body = isl_ast_node_for_get_body (node);
  for (int full = 1; full >= 0; full--)
    {
      if (full)
	{
	  p = line (p, sfmt ("if (gpugen_run + %d <= gpugen_hi)", run));
	  p = line (p, "{");
	  p = isl_printer_indent (p, 2);
	  p = line (p, "#pragma unroll");
	  p = line (p, sfmt ("for (long %s = gpugen_run; %s < gpugen_run + %d; "
			     "%s += 1)", itn.c_str (), itn.c_str (), run,
			     itn.c_str ()));
	}
      else
	{
	  p = line (p, "else");
	  p = line (p, "{");
	  p = isl_printer_indent (p, 2);
	  p = line (p, sfmt ("for (long %s = gpugen_run; %s < gpugen_hi; "
			     "%s += 1)", itn.c_str (), itn.c_str (),
			     itn.c_str ()));
	}
      p = isl_printer_indent (p, 2);
      p = print_user (p, isl_ast_print_options_copy (options), body, cs);
      p = isl_printer_indent (p, -2);
      p = isl_printer_indent (p, -2);
      p = line (p, "}");
    }
  isl_ast_node_free (body);
  /* The round's parts, combined in order by a tree.  */
  for (unsigned i = 0; i < st->vars.length (); i++)
    p = line (p, sfmt ("%s[t0] = %s;", reds[i].c_str (),
		       st->vars[i].phi->name));
  p = line (p, "__syncthreads ();");
  p = line (p, sfmt ("for (int gpugen_w = 1; gpugen_w < %d; gpugen_w *= 2)",
		     lanes));
  p = line (p, "{");
  p = isl_printer_indent (p, 2);
  p = line (p, "if ((t0 & (2 * gpugen_w - 1)) == 0)");
  p = line (p, "{");
  p = isl_printer_indent (p, 2);
  for (unsigned i = 0; i < st->vars.length (); i++)
    p = line (p, sfmt ("%s gpugen_l%u = %s[t0], gpugen_r%u = %s[t0 + "
		       "gpugen_w];", cts[i].c_str (), i, reds[i].c_str (), i,
		       reds[i].c_str ()));
  for (unsigned i = 0; i < st->vars.length (); i++)
    {
      lane_var &v = st->vars[i];
      if (v.state_p)
	continue;
      str ls, rs;
      if (v.state >= 0)
	{
	  ls = sfmt ("gpugen_l%d", v.state);
	  rs = sfmt ("gpugen_r%d", v.state);
	}
      p = line (p, combine_text (cs, v, cts[i].c_str (), sfmt ("gpugen_l%u", i),
				 ls, sfmt ("gpugen_r%u", i), rs));
    }
  for (unsigned i = 0; i < st->vars.length (); i++)
    p = line (p, sfmt ("%s[t0] = gpugen_l%u;", reds[i].c_str (), i));
  p = isl_printer_indent (p, -2);
  p = line (p, "}");
  p = line (p, "__syncthreads ();");
  p = isl_printer_indent (p, -2);
  p = line (p, "}");
  /* The round after the rounds before it, the same in every lane.  */
  for (unsigned i = 0; i < st->vars.length (); i++)
    p = line (p, sfmt ("%s gpugen_x%u = %s[0];", cts[i].c_str (), i,
		       reds[i].c_str ()));
  for (unsigned i = 0; i < st->vars.length (); i++)
    {
      lane_var &v = st->vars[i];
      if (v.state_p)
	continue;
      str ls, rs;
      if (v.state >= 0)
	{
	  ls = accs[v.state];
	  rs = sfmt ("gpugen_x%d", v.state);
	}
      p = line (p, combine_text (cs, v, cts[i].c_str (), accs[i], ls,
				 sfmt ("gpugen_x%u", i), rs));
    }
  p = line (p, "__syncthreads ();");
  p = isl_printer_indent (p, -2);
  p = line (p, "}");
  /* What the loop leaves: the PHIs always (their value before it where
     it ran no iteration), the other scalars where it ran.  */
  for (unsigned i = 0; i < st->vars.length (); i++)
    p = line (p, sfmt ("%s = %s;", st->vars[i].phi->name, accs[i].c_str ()));
  if (!st->copies.is_empty ())
    {
      p = line (p, "if (gpugen_lo < gpugen_hi)");
      p = line (p, "{");
      p = isl_printer_indent (p, 2);
      for (unsigned i = 0; i < st->copies.length (); i++)
	p = line (p, sfmt ("%s = %s;", st->copies[i]->name,
			   accs[st->copy_of[i]].c_str ()));
      p = isl_printer_indent (p, -2);
      p = line (p, "}");
    }
  p = isl_printer_indent (p, -2);
  p = line (p, "}");
  isl_ast_print_options_free (options);
  return p;
}

} // namespace gpugen_cuda
