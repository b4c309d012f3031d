/* Tensor-core products of register-tiled double contractions.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Input: a register-tiled kernel (gpugen-register.cc) as gpugen-cuda.cc
   prints it: blocks of 32 x 8 threads, each thread the RY x RX slots
   (VY, VX) = (t2 + 8 RY, t1 + 32 RX) of a TY x TX tile of the mapped
   members, its accumulators in "rg_<array>[RY][RX]", the sequential
   point loop of a full tile (a constant number of iterations, unrolled)
   running, for each value K, the contraction's statement in every slot:
     c = c + P * Q;
   with P read from shared memory at (VY, K) and Q at (K, VX) (or the
   other way round), in double.  nvcc contracts each such statement into
   one fused multiply-add, so every element of C is the k-ordered chain
   of fused multiply-adds of its products.

   Output: the same kernel, but in the full tiles the point loop runs on
   the FP64 tensor cores: mma.sync.aligned.m8n8k4 .f64, whose result is
   that same chain, element by element (bench/harness/dmma-exact.cu
   compares the bits of 5.2 million outputs on an H100; the PTX ISA
   specifies the .f64 form with round-to-nearest fused arithmetic and no
   reordering of k).  So the results stay those of the SIMT kernel.

   Layout.  The 8 warps (warp w = t2, lane = t1) split the tile into
   2 x 4 warp tiles of WY = TY / 2 rows and WX = TX / 4 columns, each of
   MT x NT mma tiles of 8 x 8.  mma's fragments (PTX ISA, "matrix
   fragments for mma.m8n8k4 with .f64"): lane l holds A[l / 4][l % 4],
   B[l % 4][l / 4] and C[l / 4][2 (l % 4) + e], e = 0, 1.  So a thread
   holds C's elements at row WY (w / 4) + 8 m + l / 4 and column
   WX (w % 4) + 8 n + 2 (l % 4) + e of the tile, in "gpugen_acc[m][n][e]";
   its A fragment at K + l % 4 for row WY (w / 4) + 8 m + l / 4 and its B
   fragment for column WX (w % 4) + 8 n + l / 4.  The fragments are the
   statement's own text for P and Q (the lines that compute them, with
   the point counters bound to those rows, columns and K), so they read
   whatever shared copy, scaled or not, the SIMT statement reads.

   The rest of the kernel (the registers' loads and stores, the
   iterations of a partial k tile, the partial tiles) stays as the SIMT
   kernel runs it.  Around the loop over the full k tiles, the
   accumulators move between the two layouts through shared memory (the
   kernel's largest double copy, whose values are dead there), in chunks
   of row groups (exchange_text), with block barriers around each.  The loop
   must lie under conditions and loops that do not depend on the thread,
   since mma is warp-wide and the exchange block-wide.

   The emulator runs gpugen_dmma (gpugen-cuda.cc's prelude) as the warp
   would: each thread puts its fragments into a block-wide staging area,
   a barrier, then each computes its two elements from the fragments of
   its warp's lanes, a barrier.  A GPU older than sm_80 (ptx= below 80)
   gets the same products through warp shuffles and fma.  */

#include "gpugen-cuda.h"

namespace gpugen_cuda {

/* The threads of a block that the layout assumes: 32 along x (a warp's
   lanes), 8 along y (its warps).  */
#define MMA_BLOCK_X 32
#define MMA_BLOCK_Y 8

/* The k values one mma consumes.  */
#define MMA_K 4

/* The fewest mma tiles along each axis of a warp tile.  A warp tile of
   4 x 4 (the wide version's 32 x 32) loads a fragment for every two
   products; the 64 x 64 kernel's 32 x 16 (4 x 2) loads three for four,
   and ran slower than its SIMT form on an H100 (double gemm at n =
   2048: 15.4 against 16.2 TFLOP/s; the wide version at n = 4096: 22.5
   against 19.3; bench/results/2026-11-25-h100-dgemm-mma.txt).  */
#define MMA_TILES_MIN 4

/* What gpugen-mma.cc knows of the register-tiled kernel being printed:
   its layout, decided before its AST is printed (mma_plan_kernel), and
   the statement being printed in the tensor-core layout.  */

struct mma_state
{
  /* The tile's rows (VY) and columns (VX), and the slots of a thread
     along y and x.  */
  int ty, tx, sy, sx;
  /* A warp tile's rows and columns, and its mma tiles along each.  */
  int wy, wx, mt, nt;
  /* The register array ("rg_<array>") and the shared copy used for the
     exchange between the two layouts, and the mma tiles along y a warp
     moves per exchange chunk (exchange_text).  */
  str reg;
  str stage;
  int cm;
  /* The statement whose products the current loop over full k tiles
     runs on the tensor cores, and the for nodes of the loops (its
     sequential point loops) that run them; set by mma_outer_p.  */
  gpugen_stmt *s;
  std::vector<isl_ast_node *> inner;
  /* The text that replaces each loop of INNER.  */
  std::vector<str> inner_text;
  /* The for nodes over full k tiles under conditions that do not
     depend on the thread (found by collect_nodes before printing).  */
  std::vector<isl_ast_node *> uniform;
  /* The lines that compute P and Q of S (in order) and their names
     ("v<N>").  */
  std::vector<str> p_lines, q_lines;
  str p_name, q_name;
  /* Whether some loop was printed with the tensor cores.  */
  bool used;
};

/* Whether the AST expression E names the identifier NAME.  */

static bool
expr_uses_p (isl_ast_expr *e, const char *name)
{
  if (!e)
    return false;
  if (isl_ast_expr_get_type (e) == isl_ast_expr_id)
    {
      isl_id *id = isl_ast_expr_get_id (e);
      bool same = id && strcmp (isl_id_get_name (id), name) == 0;
      isl_id_free (id);
      return same;
    }
  if (isl_ast_expr_get_type (e) != isl_ast_expr_op)
    return false;
  bool used = false;
  isl_size n = isl_ast_expr_get_op_n_arg (e);
  for (int i = 0; i < n && !used; i++)
    {
      isl_ast_expr *arg = isl_ast_expr_get_op_arg (e, i);
      used = expr_uses_p (arg, name);
      isl_ast_expr_free (arg);
    }
  return used;
}

/* Whether the for or if node NODE's own expressions (start, bound and
   step; condition) name the thread's indices t1 or t2.  */

static bool
node_thread_dependent_p (isl_ast_node *node)
{
  std::vector<isl_ast_expr *> es;
  if (isl_ast_node_get_type (node) == isl_ast_node_for)
    {
      es.push_back (isl_ast_node_for_get_init (node));
      es.push_back (isl_ast_node_for_get_cond (node));
      es.push_back (isl_ast_node_for_get_inc (node));
    }
  else if (isl_ast_node_get_type (node) == isl_ast_node_if)
    es.push_back (isl_ast_node_if_get_cond (node));
  bool dep = false;
  for (isl_ast_expr *e : es)
    {
      dep = dep || !e || expr_uses_p (e, "t1") || expr_uses_p (e, "t2");
      isl_ast_expr_free (e);
    }
  return dep;
}

/* A line "const T vN = RHS;" of a statement's text: set *TYPE, *NAME
   ("vN") and *RHS and return true; false for any other line.  */

static bool
parse_def (const str &line, str *type, str *name, str *rhs)
{
  if (line.compare (0, 6, "const ") != 0)
    return false;
  size_t sp = line.find (' ', 6);
  if (sp == str::npos)
    return false;
  size_t eq = line.find (" = ", sp + 1);
  if (eq == str::npos || line.size () < eq + 4 || line.back () != ';')
    return false;
  *type = line.substr (6, sp - 6);
  *name = line.substr (sp + 1, eq - sp - 1);
  *rhs = line.substr (eq + 3, line.size () - eq - 4);
  return (name->size () > 1 && (*name)[0] == 'v'
	  && strspn (name->c_str () + 1, "0123456789") == name->size () - 1);
}

/* Whether TEXT is "(X OP Y)" with X and Y locals "v<N>": set *X, *Y.  */

static bool
parse_binary (const str &text, char op, str *x, str *y)
{
  unsigned a, b;
  char o;
  int end = -1;
  if (sscanf (text.c_str (), "(v%u %c v%u)%n", &a, &o, &b, &end) != 3
      || end != (int) text.size () || o != op)
    return false;
  *x = sfmt ("v%u", a);
  *y = sfmt ("v%u", b);
  return true;
}

/* The locals "v<N>" that TEXT names, in order.  */

static std::vector<str>
locals_in (const str &text)
{
  std::vector<str> v;
  for (size_t i = 0; i < text.size (); i++)
    if (text[i] == 'v' && (i == 0 || !(ISALNUM (text[i - 1])
				      || text[i - 1] == '_'))
	&& i + 1 < text.size () && ISDIGIT (text[i + 1]))
      {
	size_t j = i + 1;
	while (j < text.size () && ISDIGIT (text[j]))
	  j++;
	if (j == text.size () || !(ISALNUM (text[j]) || text[j] == '_'))
	  v.push_back (text.substr (i, j - i));
	i = j - 1;
      }
  return v;
}

/* Collect into *CHAIN (indices into LINES, whose definitions DEFS maps
   from names to indices) the lines that compute the local NAME.  Return
   false when NAME or a local it needs is not defined by a line.  */

static bool
chain_of (const std::vector<str> &lines,
	  const std::vector<std::pair<str, size_t> > &defs, const str &name,
	  std::vector<bool> *chain)
{
  size_t at = lines.size ();
  for (auto &d : defs)
    if (d.first == name)
      at = d.second;
  if (at == lines.size ())
    return false;
  if ((*chain)[at])
    return true;
  (*chain)[at] = true;
  size_t eq = lines[at].find (" = ");
  for (const str &l : locals_in (lines[at].substr (eq + 3)))
    if (!chain_of (lines, defs, l, chain))
      return false;
  return true;
}

/* Analyse the text CODE of statement S of the kernel that ST describes:
   its lines must be exactly
     const double vC = REG[gpugen_ry][gpugen_rx];
     const double vM = (vP * vQ);
     const double vS = (vC + vM);   (or (vM + vC))
     REG[gpugen_ry][gpugen_rx] = vS;
   and the lines that compute vP and vQ (locals of type double, naming
   neither registers nor slots).  Fill ST's P and Q fields and return
   true when they are; the roles of A and B are decided by the
   caller.  */

static bool
match_stmt (mma_state *st, const stmt_code *code)
{
  const std::vector<str> &lines = code->lines;
  str reg_ref = st->reg + "[gpugen_ry][gpugen_rx]";
  std::vector<std::pair<str, size_t> > defs;
  std::vector<str> rhs (lines.size ()), types (lines.size ());
  long store = -1;
  str stored;
  for (size_t i = 0; i < lines.size (); i++)
    {
      str type, name;
      if (parse_def (lines[i], &type, &name, &rhs[i]))
	{
	  types[i] = type;
	  defs.push_back ({ name, i });
	  continue;
	}
      str prefix = reg_ref + " = ";
      if (store >= 0 || lines[i].compare (0, prefix.size (), prefix) != 0
	  || lines[i].back () != ';')
	return false;
      store = i;
      stored = lines[i].substr (prefix.size (),
				lines[i].size () - prefix.size () - 1);
    }
  if (store < 0)
    return false;
  auto def_index = [&] (const str &n) -> long {
    for (auto &d : defs)
      if (d.first == n)
	return (long) d.second;
    return -1;
  };
  long is = def_index (stored);
  str x, y;
  if (is < 0 || types[is] != "double" || !parse_binary (rhs[is], '+', &x, &y))
    return false;
  long ix = def_index (x), iy = def_index (y);
  if (ix < 0 || iy < 0)
    return false;
  long ic = rhs[ix] == reg_ref ? ix : rhs[iy] == reg_ref ? iy : -1;
  long im = ic == ix ? iy : ix;
  if (ic < 0 || ic == im || types[ic] != "double" || types[im] != "double"
      || !parse_binary (rhs[im], '*', &st->p_name, &st->q_name))
    return false;
  std::vector<bool> pc (lines.size ()), qc (lines.size ());
  if (!chain_of (lines, defs, st->p_name, &pc)
      || !chain_of (lines, defs, st->q_name, &qc))
    return false;
  if (types[def_index (st->p_name)] != "double"
      || types[def_index (st->q_name)] != "double")
    return false;
  st->p_lines.clear ();
  st->q_lines.clear ();
  for (size_t i = 0; i < lines.size (); i++)
    {
      bool fixed = ((long) i == store || (long) i == is || (long) i == ic
		    || (long) i == im);
      if (fixed ? (pc[i] || qc[i]) : !(pc[i] || qc[i]))
	return false;
      if ((pc[i] || qc[i])
	  && (lines[i].find ("rg_") != str::npos
	      || lines[i].find ("gpugen_r") != str::npos))
	return false;
      if (pc[i])
	st->p_lines.push_back (lines[i]);
      if (qc[i])
	st->q_lines.push_back (lines[i]);
    }
  return true;
}

/* Whether the text TEXT names "i<D>" for some counter D whose flag in
   KIND is WHAT.  */

static bool
names_counter_p (const std::vector<str> &text, const std::vector<int> &kind,
		 int what)
{
  for (unsigned d = 0; d < kind.size (); d++)
    if (kind[d] == what)
      for (const str &l : text)
	if (uses_ident_p (l, sfmt ("i%u", d).c_str ()))
	  return true;
  return false;
}

/* The kinds of a statement's counters in the sequential point loop:
   bound to the tile's rows (t2), columns (t1), the loop's own counter,
   or none of them.  */
enum { MMA_FIXED, MMA_ROW, MMA_COL, MMA_LOOP };

/* Append to *USERS the user nodes of BODY, the body of a for node,
   through blocks; return false when BODY holds anything else.  */

static bool
body_users (isl_ast_node *body, std::vector<isl_ast_node *> *users)
{
  if (!body)
    return false;
  if (isl_ast_node_get_type (body) == isl_ast_node_user)
    {
      users->push_back (isl_ast_node_copy (body));
      return true;
    }
  if (isl_ast_node_get_type (body) != isl_ast_node_block)
    return false;
  isl_ast_node_list *l = isl_ast_node_block_get_children (body);
  isl_size n = isl_ast_node_list_n_ast_node (l);
  bool ok = n >= 0;
  for (int i = 0; i < n && ok; i++)
    {
      isl_ast_node *c = isl_ast_node_list_get_ast_node (l, i);
      ok = body_users (c, users);
      isl_ast_node_free (c);
    }
  isl_ast_node_list_free (l);
  return ok;
}

/* Free the nodes of USERS.  */

static void
free_users (std::vector<isl_ast_node *> &users)
{
  for (isl_ast_node *u : users)
    isl_ast_node_free (u);
  users.clear ();
}

/* The slot (RY, RX) of the user node NODE, from its annotation; false
   when it has none.  */

static bool
node_slot (isl_ast_node *node, int *ry, int *rx)
{
  str t = register_slot_text (node);
  return sscanf (t.c_str (), "const int gpugen_ry = %d;\nconst int "
		 "gpugen_rx = %d;", ry, rx) == 2;
}

/* Whether the for node NODE is a sequential point loop of a full tile
   whose products ST can run on the tensor cores: a constant number of
   iterations, a multiple of MMA_K, from a constant start by 1, its body
   the instances of one statement in every slot of the thread.  Set
   *STMT to the statement, and *CALL to the call of its slot (0, 0)
   (to be freed) when CALL is not NULL.  */

static bool
inner_p (cuda_state *cs, mma_state *st, isl_ast_node *node,
	 gpugen_stmt **stmt, isl_ast_expr **call)
{
  if (isl_ast_node_get_type (node) != isl_ast_node_for)
    return false;
  isl_ast_expr *init = isl_ast_node_for_get_init (node);
  isl_ast_expr *inc = isl_ast_node_for_get_inc (node);
  bool ok = (init && inc && isl_ast_expr_get_type (init) == isl_ast_expr_int
	     && isl_ast_expr_get_type (inc) == isl_ast_expr_int);
  if (ok)
    {
      isl_val *v = isl_ast_expr_get_val (inc);
      ok = isl_val_is_one (v);
      isl_val_free (v);
    }
  isl_ast_expr_free (init);
  isl_ast_expr_free (inc);
  long trips = ok ? constant_trip_count (node) : -1;
  if (trips <= 0 || trips % MMA_K != 0)
    return false;
  isl_ast_node *body = isl_ast_node_for_get_body (node);
  std::vector<isl_ast_node *> users;
  bool only = body_users (body, &users);
  isl_ast_node_free (body);
  if (!only || (int) users.size () != st->sy * st->sx)
    {
      free_users (users);
      return false;
    }
  std::vector<bool> seen (st->sy * st->sx);
  gpugen_stmt *s = NULL;
  ok = true;
  for (isl_ast_node *u : users)
    {
      int ry, rx;
      isl_ast_expr *c = NULL;
      gpugen_stmt *us = (register_user_p (u) || shared_user_p (u)) ? NULL
			: user_stmt (cs, u, &c);
      if (!us || (s && us != s) || !node_slot (u, &ry, &rx)
	  || ry < 0 || ry >= st->sy || rx < 0 || rx >= st->sx
	  || seen[ry * st->sx + rx])
	{
	  isl_ast_expr_free (c);
	  ok = false;
	  break;
	}
      s = us;
      seen[ry * st->sx + rx] = true;
      if (ry == 0 && rx == 0 && call)
	*call = isl_ast_expr_copy (c);
      isl_ast_expr_free (c);
    }
  free_users (users);
  if (!ok && call)
    {
      isl_ast_expr_free (*call);
      *call = NULL;
    }
  *stmt = s;
  return ok;
}

/* Collect into *FORS the for nodes of the AST NODE (NODE itself
   included when it is one) and into *USERS its user nodes; when
   UNIFORM, only those that every thread of a block reaches together,
   under loops and conditions whose own expressions do not depend on
   the thread (node_thread_dependent_p).  */

static void
collect_nodes (isl_ast_node *node, std::vector<isl_ast_node *> *fors,
	       std::vector<isl_ast_node *> *users, bool uniform)
{
  if (!node)
    return;
  enum isl_ast_node_type type = isl_ast_node_get_type (node);
  if (uniform && (type == isl_ast_node_for || type == isl_ast_node_if)
      && node_thread_dependent_p (node))
    return;
  switch (type)
    {
    case isl_ast_node_for:
      fors->push_back (node);
      {
	isl_ast_node *b = isl_ast_node_for_get_body (node);
	collect_nodes (b, fors, users, uniform);
	isl_ast_node_free (b);
      }
      return;
    case isl_ast_node_if:
      {
	isl_ast_node *t = isl_ast_node_if_get_then_node (node);
	collect_nodes (t, fors, users, uniform);
	isl_ast_node_free (t);
	if (isl_ast_node_if_has_else_node (node) == isl_bool_true)
	  {
	    isl_ast_node *e = isl_ast_node_if_get_else_node (node);
	    collect_nodes (e, fors, users, uniform);
	    isl_ast_node_free (e);
	  }
      }
      return;
    case isl_ast_node_block:
      {
	isl_ast_node_list *l = isl_ast_node_block_get_children (node);
	isl_size n = isl_ast_node_list_n_ast_node (l);
	for (int i = 0; i < n; i++)
	  {
	    isl_ast_node *c = isl_ast_node_list_get_ast_node (l, i);
	    collect_nodes (c, fors, users, uniform);
	    isl_ast_node_free (c);
	  }
	isl_ast_node_list_free (l);
      }
      return;
    case isl_ast_node_mark:
      {
	isl_ast_node *c = isl_ast_node_mark_get_node (node);
	collect_nodes (c, fors, users, uniform);
	isl_ast_node_free (c);
      }
      return;
    case isl_ast_node_user:
      users->push_back (node);
      return;
    default:
      return;
    }
}

/* Whether NODE is in the vector V (the same node of the AST).  */

static bool
contains_p (const std::vector<isl_ast_node *> &v, isl_ast_node *node)
{
  for (isl_ast_node *x : v)
    if (x == node)
      return true;
  return false;
}

/* Decide before KERNEL's AST is printed whether gpugen-mma.cc may print
   its full tiles' products with the tensor cores, and return its state
   (to be freed with mma_free), or NULL.  */

mma_state *
mma_plan_kernel (cuda_state *cs, gpugen_kernel *kernel)
{
  (void) cs;
  gpugen_tiling *t = kernel ? kernel->tiling : NULL;
  if (!gpugen_opts.mma || !t || t->regs.length () != 1
      || kernel->n_map != 2 || kernel->block[0] != MMA_BLOCK_X
      || kernel->block[1] != MMA_BLOCK_Y || t->axis_member[0] < 0
      || t->axis_member[1] < 0)
    return NULL;
  /* A build that asks nvcc not to fuse multiplies and adds gets no
     fused products.  */
  if (gpugen_opts.nvcc_flags && strstr (gpugen_opts.nvcc_flags, "fmad=false"))
    return NULL;
  gpugen_register &r = t->regs[0];
  const char *ct = ctype (r.array->elt_type);
  if (!ct || strcmp (ct, "double") != 0)
    return NULL;
  mma_state *st = new mma_state ();
  st->ty = t->sizes[t->axis_member[1]];
  st->tx = t->sizes[t->axis_member[0]];
  st->sy = t->slots[1];
  st->sx = t->slots[0];
  st->wy = st->ty / 2;
  st->wx = st->tx / 4;
  st->mt = st->wy / 8;
  st->nt = st->wx / 8;
  st->reg = sfmt ("rg_%s", r.array->name);
  st->used = false;
  st->s = NULL;
  if (st->ty != MMA_BLOCK_Y * st->sy || st->tx != MMA_BLOCK_X * st->sx
      || st->ty % 16 != 0 || st->tx % 32 != 0
      || st->mt * st->nt * 2 != st->sy * st->sx
      || st->mt < MMA_TILES_MIN || st->nt < MMA_TILES_MIN)
    {
      delete st;
      return NULL;
    }
  /* The exchange: the largest double copy in shared memory.  */
  long best = 0;
  for (gpugen_promotion &pr : t->shared)
    {
      const char *pt = ctype (pr.array->elt_type);
      long n = gpugen_promotion_elements (pr);
      if (pt && strcmp (pt, "double") == 0 && n > best)
	{
	  best = n;
	  st->stage = sfmt ("sh_%s", pr.name);
	}
    }
  st->cm = 0;
  for (int cm = st->mt; cm >= 1; cm--)
    if (st->mt % cm == 0 && 16L * cm * st->tx <= best)
      {
	st->cm = cm;
	break;
      }
  if (st->cm == 0)
    {
      delete st;
      return NULL;
    }
  std::vector<isl_ast_node *> users;
  collect_nodes (kernel->body, &st->uniform, &users, true);
  return st;
}

/* Free ST (may be NULL); return whether it printed any loop with the
   tensor cores.  */

bool
mma_free (mma_state *st)
{
  bool used = st && st->used;
  delete st;
  return used;
}

/* Print the lines of TEXT (separated by newlines) to P.  */

static isl_printer *
print_text (isl_printer *p, const str &text)
{
  for (size_t pos = 0, nl; pos < text.size (); pos = nl + 1)
    {
      nl = text.find ('\n', pos);
      if (nl == str::npos)
	nl = text.size ();
      p = isl_printer_start_line (p);
      p = isl_printer_print_str (p, text.substr (pos, nl - pos).c_str ());
      p = isl_printer_end_line (p);
    }
  return p;
}

/* The exchange of the accumulators between the SIMT slots and the
   tensor-core layout (see the head of this file): into the tensor-core
   layout when IN, back otherwise.  Element (m, n, e) of gpugen_acc of a
   thread of warp row WR = t2 / 4 lies in row group G = MT WR + m of
   the tile (rows 8 G to 8 G + 7), which is slot row G of the SIMT
   layout.  Chunk J moves the row groups of m in [CM J, CM J + CM) of
   both warp rows, 2 CM of them, local group L = WR CM + (m - CM J): so
   which elements a thread moves in a chunk is known at compile time
   (conditions there made nvcc spill registers in the products' loop:
   472 bytes against 24 on an H100 build).  */

static str
exchange_text (mma_state *st, bool in)
{
  str t = "__syncthreads ();\n";
  for (int j = 0; j < st->mt / st->cm; j++)
    {
      str simt
	= sfmt ("#pragma unroll\n"
		"for (int gpugen_h = 0; gpugen_h < 2; gpugen_h++)\n"
		"  #pragma unroll\n"
		"  for (int gpugen_g = 0; gpugen_g < %d; gpugen_g++)\n"
		"    #pragma unroll\n"
		"    for (int gpugen_x = 0; gpugen_x < %d; gpugen_x++)\n"
		"      ", st->cm, st->sx);
      str slot = sfmt ("%s[gpugen_h * %d + %d + gpugen_g][gpugen_x]",
		       st->reg.c_str (), st->mt, st->cm * j);
      str simt_elt
	= sfmt ("GPUGEN_EMU_AT (%s, ((gpugen_h * %d + gpugen_g) * 8 + t2)"
		" * %d + t1 + 32 * gpugen_x)", st->stage.c_str (), st->cm,
		st->tx);
      str mma
	= sfmt ("#pragma unroll\n"
		"for (int gpugen_g = 0; gpugen_g < %d; gpugen_g++)\n"
		"  #pragma unroll\n"
		"  for (int gpugen_n = 0; gpugen_n < %d; gpugen_n++)\n"
		"    #pragma unroll\n"
		"    for (int gpugen_e = 0; gpugen_e < 2; gpugen_e++)\n"
		"      ", st->cm, st->nt);
      str acc = sfmt ("gpugen_acc[%d + gpugen_g][gpugen_n][gpugen_e]",
		      st->cm * j);
      str mma_elt
	= sfmt ("GPUGEN_EMU_AT (%s, ((t2 / 4 * %d + gpugen_g) * 8"
		" + (t1 >> 2)) * %d + %d * (t2 %% 4) + 8 * gpugen_n"
		" + 2 * (t1 & 3) + gpugen_e)", st->stage.c_str (), st->cm,
		st->tx, st->wx);
      if (in)
	{
	  t += simt + simt_elt + " = " + slot + ";\n";
	  t += "__syncthreads ();\n";
	  t += mma + acc + " = " + mma_elt + ";\n";
	}
      else
	{
	  t += mma + mma_elt + " = " + acc + ";\n";
	  t += "__syncthreads ();\n";
	  t += simt + slot + " = " + simt_elt + ";\n";
	}
      t += "__syncthreads ();\n";
    }
  return t;
}

/* Print into *OUT the bindings of the counters of statement S that the
   lines TEXT name, from the call CALL of its slot (0, 0) with the
   identifiers of SUBST (name -> replacement name) replaced.  */

static bool
bindings_text (gpugen_stmt *s, isl_ast_expr *call,
	       const std::vector<str> &text,
	       const std::vector<std::pair<str, str> > &subst, str *out)
{
  isl_ctx *ctx = isl_ast_expr_get_ctx (call);
  for (unsigned d = 0; d < s->loops.length (); d++)
    {
      str iname = sfmt ("i%u", d);
      bool used = false;
      for (const str &l : text)
	used = used || uses_ident_p (l, iname.c_str ());
      if (!used)
	continue;
      isl_ast_expr *e = isl_ast_expr_get_op_arg (call, d + 1);
      isl_id_to_ast_expr *map = isl_id_to_ast_expr_alloc (ctx, 2);
      for (auto &sb : subst)
	map = isl_id_to_ast_expr_set
	  (map, isl_id_alloc (ctx, sb.first.c_str (), NULL),
	   isl_ast_expr_from_id (isl_id_alloc (ctx, sb.second.c_str (),
					       NULL)));
      e = isl_ast_expr_substitute_ids (e, map);
      str v;
      if (!ast_expr_str (e, &v))
	return false;
      *out += sfmt ("const long %s = %s;\n", iname.c_str (), v.c_str ());
    }
  return true;
}

/* Print into *OUT the tensor-core loop that replaces the sequential
   point loop NODE (accepted by inner_p) of statement ST->s, whose text
   match_stmt accepted.  Return false when P and Q are not read one at
   the tile's rows and the other at its columns.  */

static bool
inner_text (cuda_state *cs, mma_state *st, isl_ast_node *node, str *out)
{
  gpugen_stmt *s;
  isl_ast_expr *call = NULL;
  if (!inner_p (cs, st, node, &s, &call) || s != st->s || !call)
    {
      isl_ast_expr_free (call);
      return false;
    }
  isl_ast_expr *it = isl_ast_node_for_get_iterator (node);
  isl_id *kid = it ? isl_ast_expr_get_id (it) : NULL;
  str k = kid ? isl_id_get_name (kid) : "";
  isl_id_free (kid);
  isl_ast_expr_free (it);
  isl_ast_expr *init = isl_ast_node_for_get_init (node);
  isl_val *v0 = isl_ast_expr_get_val (init);
  long start = isl_val_get_num_si (v0);
  isl_val_free (v0);
  isl_ast_expr_free (init);
  long trips = constant_trip_count (node);

  /* The kinds of S's counters: each may move with at most one of the
     thread's row, its column and the loop.  */
  std::vector<int> kind (s->loops.length (), MMA_FIXED);
  bool ok = !k.empty ();
  for (unsigned d = 0; d < s->loops.length (); d++)
    {
      isl_ast_expr *e = isl_ast_expr_get_op_arg (call, d + 1);
      int n = 0;
      if (expr_uses_p (e, "t2"))
	kind[d] = MMA_ROW, n++;
      if (expr_uses_p (e, "t1"))
	kind[d] = MMA_COL, n++;
      if (expr_uses_p (e, k.c_str ()))
	kind[d] = MMA_LOOP, n++;
      ok = ok && n <= 1;
      isl_ast_expr_free (e);
    }
  bool p_row = names_counter_p (st->p_lines, kind, MMA_ROW);
  bool p_col = names_counter_p (st->p_lines, kind, MMA_COL);
  bool q_row = names_counter_p (st->q_lines, kind, MMA_ROW);
  bool q_col = names_counter_p (st->q_lines, kind, MMA_COL);
  bool a_is_p = !p_col && !q_row;
  ok = ok && (a_is_p || (!p_row && !q_col));
  const std::vector<str> &a_lines = a_is_p ? st->p_lines : st->q_lines;
  const std::vector<str> &b_lines = a_is_p ? st->q_lines : st->p_lines;
  const str &a_name = a_is_p ? st->p_name : st->q_name;
  const str &b_name = a_is_p ? st->q_name : st->p_name;
  str a_bind, b_bind;
  ok = (ok
	&& bindings_text (s, call, a_lines,
			  { { "t2", "gpugen_mr" }, { k, "gpugen_mk" } },
			  &a_bind)
	&& bindings_text (s, call, b_lines,
			  { { "t1", "gpugen_mc" }, { k, "gpugen_mk" } },
			  &b_bind));
  isl_ast_expr_free (call);
  if (!ok)
    return false;

  str &t = *out;
  t = "#pragma unroll\n";
  t += sfmt ("for (long %s = %ld; %s <= %ld; %s += %d) {\n", k.c_str (),
	     start, k.c_str (), start + trips - 1, k.c_str (), MMA_K);
  t += sfmt ("  const long gpugen_mk = %s + (t1 & 3);\n", k.c_str ());
  t += sfmt ("  double gpugen_fa[%d], gpugen_fb[%d];\n", st->mt, st->nt);
  /* A's fragments: row 8 m + lane / 4 of the warp's rows, k lane % 4.  */
  t += sfmt ("  #pragma unroll\n"
	     "  for (int gpugen_m = 0; gpugen_m < %d; gpugen_m++) {\n"
	     "    const long gpugen_mr = %d * (t2 / 4) + 8 * gpugen_m"
	     " + (t1 >> 2);\n", st->mt, st->wy);
  t += a_bind;
  for (const str &l : a_lines)
    t += "    " + l + "\n";
  t += sfmt ("    gpugen_fa[gpugen_m] = %s;\n  }\n", a_name.c_str ());
  /* B's fragments: k lane % 4, column 8 n + lane / 4 of the warp's
     columns.  */
  t += sfmt ("  #pragma unroll\n"
	     "  for (int gpugen_n = 0; gpugen_n < %d; gpugen_n++) {\n"
	     "    const long gpugen_mc = %d * (t2 %% 4) + 8 * gpugen_n"
	     " + (t1 >> 2);\n", st->nt, st->wx);
  t += b_bind;
  for (const str &l : b_lines)
    t += "    " + l + "\n";
  t += sfmt ("    gpugen_fb[gpugen_n] = %s;\n  }\n", b_name.c_str ());
  t += sfmt ("  #pragma unroll\n"
	     "  for (int gpugen_m = 0; gpugen_m < %d; gpugen_m++)\n"
	     "    #pragma unroll\n"
	     "    for (int gpugen_n = 0; gpugen_n < %d; gpugen_n++)\n"
	     "      gpugen_dmma (gpugen_acc[gpugen_m][gpugen_n][0], "
	     "gpugen_acc[gpugen_m][gpugen_n][1], gpugen_fa[gpugen_m], "
	     "gpugen_fb[gpugen_n]);\n", st->mt, st->nt);
  t += "}\n";
  return true;
}

/* Whether the for node NODE is a loop over full k tiles whose products
   ST runs on the tensor cores: every thread reaches it together, and
   every statement instance below it is in a sequential point loop that
   inner_p accepts, of one statement whose text match_stmt accepts and
   whose loops inner_text can print.  Sets ST's S, INNER, INNER_TEXT
   and P/Q fields.  */

static bool
mma_outer_p (cuda_state *cs, mma_state *st, isl_ast_node *node)
{
  st->s = NULL;
  st->inner.clear ();
  st->inner_text.clear ();
  gpugen_stmt *s = NULL;
  if (!contains_p (st->uniform, node) || inner_p (cs, st, node, &s, NULL))
    return false;
  std::vector<isl_ast_node *> fors, users, inner_fors, inner_users;
  isl_ast_node *body = isl_ast_node_for_get_body (node);
  collect_nodes (body, &fors, &users, false);
  isl_ast_node_free (body);
  bool ok = true;
  /* The loops run by every thread together (mma is warp-wide):
     under conditions and loops that do not depend on the thread.  */
  for (isl_ast_node *f : fors)
    if (contains_p (st->uniform, f) && inner_p (cs, st, f, &s, NULL))
      {
	if (st->s && s != st->s)
	  ok = false;
	st->s = s;
	st->inner.push_back (f);
	isl_ast_node *b = isl_ast_node_for_get_body (f);
	collect_nodes (b, &inner_fors, &inner_users, false);
	isl_ast_node_free (b);
      }
  /* Every statement instance below NODE is in an accepted loop; copies
     and barriers may be anywhere, registers' loads and stores
     nowhere.  */
  for (isl_ast_node *u : users)
    {
      if (shared_user_p (u))
	continue;
      ok = ok && contains_p (inner_users, u) && !register_user_p (u);
    }
  if (ok && st->s && !st->inner.empty ())
    {
      stmt_code *code = &cs->codes[st->s->id];
      ok = code->ok && match_stmt (st, code);
      for (isl_ast_node *f : st->inner)
	{
	  str t;
	  ok = ok && inner_text (cs, st, f, &t);
	  st->inner_text.push_back (t);
	}
      if (ok)
	return true;
    }
  st->s = NULL;
  st->inner.clear ();
  st->inner_text.clear ();
  return false;
}

/* isl's print_for callback's part for the tensor cores (gpugen-cuda.cc's
   print_for): when NODE is a loop over full k tiles of the kernel that
   ST describes (mma_outer_p), print it to P, in braces, with its
   products on the tensor cores and the exchanges of the accumulators
   around it; when NODE is one of its point loops (printed from within
   the first case), print the tensor-core loop instead.  Either way set
   *DONE, take OPTIONS and return P.  Otherwise leave *DONE clear and
   OPTIONS to the caller.  */

isl_printer *
mma_print_for (cuda_state *cs, mma_state *st, isl_printer *p,
		      isl_ast_print_options *options, isl_ast_node *node,
		      bool *done)
{
  *done = false;
  if (!st)
    return p;
  if (st->s)
    {
      /* Within a loop over full k tiles.  */
      for (size_t i = 0; i < st->inner.size (); i++)
	if (st->inner[i] == node)
	  {
	    *done = true;
	    isl_ast_print_options_free (options);
	    st->used = true;
	    return print_text (p, st->inner_text[i]);
	  }
      return p;
    }
  if (!mma_outer_p (cs, st, node))
    return p;
  *done = true;
  p = print_text (p, sfmt ("{\ndouble gpugen_acc[%d][%d][2];", st->mt,
			   st->nt));
  p = print_text (p, exchange_text (st, true));
  p = isl_ast_node_for_print (node, p, options);
  p = print_text (p, exchange_text (st, false) + "}");
  st->s = NULL;
  st->inner.clear ();
  st->inner_text.clear ();
  return p;
}

} // namespace gpugen_cuda
