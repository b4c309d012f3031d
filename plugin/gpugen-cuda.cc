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
   and consumer of a scalar in the same thread, in order), an affine
   function of the counters recomputed from its scalar evolution, or a
   live-in scalar argument.  Operations are printed with explicit casts
   so that C's promotions and conversions compute what GIMPLE computes.
   Whatever cannot be printed makes the SCoP stay on the host
   (GPUGEN_REJECT_CUDA), with its reason in the dump file.  */

#define INCLUDE_STRING
#define INCLUDE_VECTOR
#include "gpugen.h"

typedef std::string str;

/* Return the text that FMT and the arguments after it print.  */

static str ATTRIBUTE_PRINTF_1
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

/* The printed text of one statement, computed once per SCoP.  */

struct stmt_code
{
  /* Whether the statement was printed (successfully or not).  */
  bool done;
  /* Whether printing it succeeded.  */
  bool ok;
  /* Its body, one line per element, without the counter bindings.  */
  std::vector<str> lines;
  /* The SSA names defined before the region that it reads as live-in
     scalar arguments.  */
  auto_vec<tree> live_in;
};

/* The state of printing the kernels of one SCoP.  */

struct cuda_state
{
  /* The SCoP.  */
  gpugen_scop *scop;
  /* Membership of blocks in the region, by block index.  */
  sbitmap in_region;
  /* The isl names of the parameters, in the order of scop->params.  */
  std::vector<str> param_names;
  /* The statements' texts, indexed by statement id.  */
  stmt_code *codes;
  /* The first reason something could not be printed; empty if none.  */
  str why;
  /* While printing a statement: the statement, the SSA versions of the
     names of its block whose values it needs, and its text.  */
  gpugen_stmt *s;
  bitmap needed;
  stmt_code *code;
};

/* Record WHAT (printed by FMT) as the reason CS cannot print the SCoP,
   unless one was recorded before.  Return false.  */

static bool ATTRIBUTE_PRINTF_2
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
    }
  return false;
}

/* Return the text of the tree T for messages.  */

static str
tree_text (tree t)
{
  pretty_printer pp;
  dump_generic_node (&pp, t, 0, TDF_SLIM, false);
  return str (pp_formatted_text (&pp));
}

/* Return the C type that holds values of TYPE in the CUDA source, or
   NULL when gpugen cannot print it (long double, complex, vectors,
   pointers, bit-precise integers).  */

static const char *
ctype (tree type)
{
  if (!type)
    return NULL;
  if (TREE_CODE (type) == BOOLEAN_TYPE)
    {
      /* C's bool, or a wider logical (Fortran's logical(4)) stored as
	 an unsigned integer holding 0 or 1.  */
      unsigned HOST_WIDE_INT size = (tree_fits_uhwi_p (TYPE_SIZE (type))
				      ? tree_to_uhwi (TYPE_SIZE (type)) : 0);
      return (size == 8 ? "bool" : size == 16 ? "unsigned short"
	      : size == 32 ? "unsigned int" : size == 64 ? "unsigned long long"
	      : NULL);
    }
  static const char *const ints[2][4] = {
    { "signed char", "short", "int", "long long" },
    { "unsigned char", "unsigned short", "unsigned int", "unsigned long long" }
  };
  if (TREE_CODE (type) == INTEGER_TYPE || TREE_CODE (type) == ENUMERAL_TYPE)
    {
      unsigned prec = TYPE_PRECISION (type);
      if (!TYPE_SIZE (type) || !tree_fits_uhwi_p (TYPE_SIZE (type))
	  || tree_to_uhwi (TYPE_SIZE (type)) != prec)
	return NULL;
      int i = prec == 8 ? 0 : prec == 16 ? 1 : prec == 32 ? 2 : prec == 64 ? 3 : -1;
      return i < 0 ? NULL : ints[TYPE_UNSIGNED (type)][i];
    }
  if (SCALAR_FLOAT_TYPE_P (type) && !DECIMAL_FLOAT_TYPE_P (type))
    {
      if (TYPE_MODE (type) == SFmode)
	return "float";
      if (TYPE_MODE (type) == DFmode)
	return "double";
    }
  return NULL;
}

/* Return the C type in which an integer operation of TYPE computes: C
   promotes narrower types to int, whose overflow rules differ for
   unsigned types, so those compute in unsigned int.  For other types,
   TYPE itself.  */

static const char *
op_ctype (tree type)
{
  if (INTEGRAL_TYPE_P (type) && TYPE_PRECISION (type) < 32)
    return TYPE_UNSIGNED (type) ? "unsigned int" : "int";
  return ctype (type);
}

/* Return the expression E, of type FROM, converted to the C type TO:
   with a cast unless FROM is printed as TO already.  */

static str
cv (const char *to, tree from, const str &e)
{
  const char *f = ctype (from);
  if (f && !strcmp (f, to))
    return e;
  return sfmt ("(%s) %s", to, e.c_str ());
}

/* Print the constant CST into *OUT as a C expression of its type.  */

static bool
const_str (cuda_state *cs, tree cst, str *out)
{
  tree type = TREE_TYPE (cst);
  const char *ct = ctype (type);
  if (!ct)
    return fail (cs, "constant %s of type %s", tree_text (cst).c_str (),
		 tree_text (type).c_str ());
  if (TREE_CODE (cst) == INTEGER_CST)
    {
      if (!strcmp (ct, "bool"))
	{
	  *out = integer_zerop (cst) ? "false" : "true";
	  return true;
	}
      unsigned prec = TYPE_PRECISION (type);
      if (TYPE_UNSIGNED (type))
	{
	  unsigned HOST_WIDE_INT v
	    = wi::zext (wi::to_wide (cst), prec).to_uhwi ();
	  *out = sfmt ("((%s) " HOST_WIDE_INT_PRINT_UNSIGNED "ULL)", ct, v);
	  return true;
	}
      HOST_WIDE_INT v = wi::sext (wi::to_wide (cst), prec).to_shwi ();
      str lit;
      if (v == HOST_WIDE_INT_MIN)
	lit = "(-9223372036854775807LL - 1)";
      else if (v < 0)
	lit = sfmt ("(" HOST_WIDE_INT_PRINT_DEC "LL)", v);
      else
	lit = sfmt (HOST_WIDE_INT_PRINT_DEC "LL", v);
      if (!strcmp (ct, "long long"))
	*out = lit;
      else if (!strcmp (ct, "int") && v > INT_MIN)
	*out = v < 0 ? sfmt ("(" HOST_WIDE_INT_PRINT_DEC ")", v)
	       : sfmt (HOST_WIDE_INT_PRINT_DEC, v);
      else
	*out = sfmt ("((%s) %s)", ct, lit.c_str ());
      return true;
    }
  if (TREE_CODE (cst) == REAL_CST)
    {
      const REAL_VALUE_TYPE *r = TREE_REAL_CST_PTR (cst);
      bool f = !strcmp (ct, "float");
      if (real_isnan (r))
	*out = sfmt ("((%s) NAN)", ct);
      else if (real_isinf (r))
	*out = sfmt ("(%s(%s) INFINITY)", real_isneg (r) ? "-" : "", ct);
      else
	{
	  /* Hexadecimal, which is exact (real_to_decimal_for_mode trips a
	     checking assertion of GCC's for some values and modes).  */
	  char buf[128];
	  buf[0] = 0;
	  if (!buf[0])
	    real_to_hexadecimal (buf, r, sizeof buf, 0, 1);
	  *out = sfmt (buf[0] == '-' ? "(%s%s)" : "%s%s", buf, f ? "f" : "");
	}
      return true;
    }
  return fail (cs, "constant %s", tree_text (cst).c_str ());
}

/* Whether NAME is an SSA name defined inside the region of CS.  */

static bool
in_region_p (cuda_state *cs, tree name)
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name))
    return false;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  return bb && bitmap_bit_p (cs->in_region, bb->index);
}

/* Return the array of CS's SCoP of kind KIND whose base is BASE, or
   NULL.  */

static gpugen_array *
find_array (cuda_state *cs, enum gpugen_array_kind kind, tree base)
{
  for (gpugen_array *a : cs->scop->arrays)
    if (a->kind == kind && a->base == base)
      return a;
  return NULL;
}

/* Print into *OUT the value of NAME, an SSA name defined before the
   region: its parameter, or a live-in scalar argument of the current
   statement.  */

static bool
outside_str (cuda_state *cs, tree name, str *out)
{
  tree type = TREE_TYPE (name);
  const char *ct = ctype (type);
  if (!ct || POINTER_TYPE_P (type))
    return fail (cs, "live-in value %s of type %s", tree_text (name).c_str (),
		 tree_text (type).c_str ());
  for (unsigned i = 0; i < cs->scop->params.length (); i++)
    if (cs->scop->params[i] == name)
      {
	*out = sfmt ("((%s) %s)", ct, cs->param_names[i].c_str ());
	return true;
      }
  if (cs->code && !cs->code->live_in.contains (name))
    cs->code->live_in.safe_push (name);
  *out = sfmt ("s_%u", SSA_NAME_VERSION (name));
  return true;
}

/* Print into *OUT the chrec CHREC (an evolution over the region's loops
   instantiated at the region's entry) as an expression of the current
   statement's counters i<k>, in the chrec's type.  Sums and products
   are computed in 64 bits (unsigned for unsigned types) and converted:
   the value is the one GIMPLE computes, whatever the order.  */

static bool
scev_str (cuda_state *cs, tree chrec, str *out)
{
  if (!chrec || automatically_generated_chrec_p (chrec))
    return fail (cs, "non-affine scalar");
  tree type = TREE_TYPE (chrec);
  const char *ct = ctype (type);
  if (!ct || !INTEGRAL_TYPE_P (type))
    return fail (cs, "evolution %s", tree_text (chrec).c_str ());
  const char *w = TYPE_UNSIGNED (type) ? "unsigned long long" : "long long";
  str a, b;
  switch (TREE_CODE (chrec))
    {
    case INTEGER_CST:
      return const_str (cs, chrec, out);

    case SSA_NAME:
      if (in_region_p (cs, chrec))
	return fail (cs, "scalar %s is not affine",
		     tree_text (chrec).c_str ());
      return outside_str (cs, chrec, out);

    case POLYNOMIAL_CHREC:
      {
	class loop *l = get_chrec_loop (chrec);
	int k = -1;
	for (unsigned i = 0; i < cs->s->loops.length (); i++)
	  if (cs->s->loops[i] == l)
	    k = i;
	if (k < 0)
	  return fail (cs, "evolution %s in a loop around no statement",
		       tree_text (chrec).c_str ());
	if (!scev_str (cs, CHREC_LEFT (chrec), &a)
	    || !scev_str (cs, CHREC_RIGHT (chrec), &b))
	  return false;
	str term = (integer_onep (CHREC_RIGHT (chrec)) ? sfmt ("i%d", k)
		    : sfmt ("(%s) %s * i%d", w, b.c_str (), k));
	if (integer_zerop (CHREC_LEFT (chrec)))
	  *out = sfmt ("((%s) %s)", ct, term.c_str ());
	else
	  *out = sfmt ("((%s) ((%s) %s + %s))", ct, w, a.c_str (),
		       term.c_str ());
	return true;
      }

    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      if (!scev_str (cs, TREE_OPERAND (chrec, 0), &a)
	  || !scev_str (cs, TREE_OPERAND (chrec, 1), &b))
	return false;
      *out = sfmt ("((%s) ((%s) %s %s (%s) %s))", ct, w, a.c_str (),
		   TREE_CODE (chrec) == PLUS_EXPR ? "+"
		   : TREE_CODE (chrec) == MINUS_EXPR ? "-" : "*",
		   w, b.c_str ());
      return true;

    case NEGATE_EXPR:
      if (!scev_str (cs, TREE_OPERAND (chrec, 0), &a))
	return false;
      *out = sfmt ("((%s) -(%s) %s)", ct, w, a.c_str ());
      return true;

    CASE_CONVERT:
      if (!scev_str (cs, TREE_OPERAND (chrec, 0), &a))
	return false;
      *out = sfmt ("((%s) %s)", ct, a.c_str ());
      return true;

    default:
      return fail (cs, "evolution %s", tree_text (chrec).c_str ());
    }
}

/* Print into *OUT the value of NAME, defined in the region, recomputed
   in the current statement from the counters by its scalar evolution
   (as region_scev in gpugen-affine.cc computes it).  */

static bool
affine_str (cuda_state *cs, tree name, str *out)
{
  class loop *use_loop = cs->s->bb->loop_father;
  tree chrec = analyze_scalar_evolution (use_loop, name);
  chrec = instantiate_scev (cs->scop->entry, use_loop, chrec);
  if (chrec == name)
    return fail (cs, "scalar %s is not affine", tree_text (name).c_str ());
  return scev_str (cs, chrec, out);
}

/* Print into *OUT the operand OP of a GIMPLE statement of the current
   statement's block, as an expression of OP's type (see the head of
   this file for the cases).  */

static bool
operand_str (cuda_state *cs, tree op, str *out)
{
  tree name = gpugen_canonical_value (op);
  if (TREE_CODE (name) == INTEGER_CST || TREE_CODE (name) == REAL_CST)
    {
      if (!const_str (cs, name, out))
	return false;
      /* A degenerate PHI may copy a constant of a compatible type.  */
      if (name != op && ctype (TREE_TYPE (op))
	  && strcmp (ctype (TREE_TYPE (op)), ctype (TREE_TYPE (name))))
	*out = sfmt ("((%s) %s)", ctype (TREE_TYPE (op)), out->c_str ());
      return true;
    }
  if (TREE_CODE (name) != SSA_NAME)
    return fail (cs, "operand %s", tree_text (op).c_str ());
  tree type = TREE_TYPE (name);
  if (!ctype (type) || POINTER_TYPE_P (type))
    return fail (cs, "value %s of type %s", tree_text (name).c_str (),
		 tree_text (type).c_str ());
  if (!in_region_p (cs, name))
    return outside_str (cs, name, out);

  gimple *def = SSA_NAME_DEF_STMT (name);
  basic_block bb = cs->s->bb;
  gpugen_array *phi_a = find_array (cs, GPUGEN_ARRAY_PHI, name);
  if (gimple_bb (def) == bb
      && (gimple_code (def) != GIMPLE_PHI || phi_a))
    {
      /* A local of the block (a PHI with an array is copied to one at
	 the block's start).  */
      if (!bitmap_bit_p (cs->needed, SSA_NAME_VERSION (name)))
	return fail (cs, "internal: %s not computed",
		     tree_text (name).c_str ());
      *out = sfmt ("v%u", SSA_NAME_VERSION (name));
      return true;
    }
  if (gpugen_array *va = find_array (cs, GPUGEN_ARRAY_VALUE, name))
    {
      *out = va->name;
      return true;
    }
  return affine_str (cs, name, out);
}

/* Set the names isl's C printer P uses for min, max and floor division
   to the prelude's functions; return P.  */

static isl_printer *
set_print_names (isl_printer *p)
{
  p = isl_ast_expr_op_type_set_print_name (p, isl_ast_expr_op_min,
					   "gpugen_min");
  p = isl_ast_expr_op_type_set_print_name (p, isl_ast_expr_op_max,
					   "gpugen_max");
  return isl_ast_expr_op_type_set_print_name (p, isl_ast_expr_op_fdiv_q,
					      "gpugen_floord");
}

/* Print into *OUT the memory reference of STMT, a load or store (by
   WRITE), as GPUGEN_EMU_AT (a_<array>, <linear index>); *ELT is set to
   the array's element type.  The subscripts come from the access
   relation: the counters are moved into parameters named i<k>, so that
   isl can print each subscript (divisions and pieces included) as an
   expression over them and the SCoP's parameters.  */

static bool
ref_str (cuda_state *cs, gimple *stmt, bool write, tree *elt, str *out)
{
  gpugen_access *acc = NULL;
  for (gpugen_access *a : cs->s->accesses)
    if (a->stmt == stmt && a->write_p == write
	&& a->array->kind == GPUGEN_ARRAY_MEMORY)
      acc = a;
  if (!acc || !acc->rel)
    return fail (cs, "memory reference without access in %s",
		 tree_text (write ? gimple_get_lhs (stmt)
			    : gimple_assign_rhs1 (stmt)).c_str ());
  gpugen_array *arr = acc->array;
  *elt = arr->elt_type;
  if (!ctype (arr->elt_type))
    return fail (cs, "array %s of element type %s", arr->name,
		 tree_text (arr->elt_type).c_str ());

  isl_ctx *ctx = gpugen_isl_ctx;
  isl_map *rel = isl_map_copy (acc->rel);
  isl_size d = isl_map_dim (rel, isl_dim_in);
  isl_size np = isl_map_dim (rel, isl_dim_param);
  isl_size n = isl_map_dim (rel, isl_dim_out);
  if (d < 0 || np < 0 || n < 0 || n != arr->n_dims)
    {
      isl_map_free (rel);
      return fail (cs, "access relation of %s", arr->name);
    }
  rel = isl_map_move_dims (rel, isl_dim_param, np, isl_dim_in, 0, d);
  for (int k = 0; k < d; k++)
    {
      char buf[16];
      snprintf (buf, sizeof buf, "i%d", k);
      rel = isl_map_set_dim_id (rel, isl_dim_param, np + k,
				isl_id_alloc (ctx, buf, NULL));
    }
  rel = isl_map_reset_tuple_id (rel, isl_dim_in);
  isl_pw_multi_aff *pma = isl_pw_multi_aff_from_map (rel);
  isl_space *ps = isl_space_params (isl_pw_multi_aff_get_space (pma));
  isl_ast_build *build = isl_ast_build_from_context (isl_set_universe (ps));
  str idx;
  bool ok = pma && build;
  for (int k = 0; k < n && ok; k++)
    {
      isl_pw_aff *pa = isl_pw_aff_coalesce (isl_pw_multi_aff_get_pw_aff (pma,
									 k));
      isl_ast_expr *e = isl_ast_build_expr_from_pw_aff (build, pa);
      isl_printer *p = isl_printer_to_str (ctx);
      p = set_print_names (isl_printer_set_output_format (p, ISL_FORMAT_C));
      p = isl_printer_print_ast_expr (p, e);
      char *s = isl_printer_get_str (p);
      isl_printer_free (p);
      isl_ast_expr_free (e);
      if (!s)
	{
	  ok = false;
	  break;
	}
      if (k == 0)
	idx = sfmt ("(%s)", s);
      else if (arr->param_dims && arr->param_dims[k] >= 0
	       && arr->param_dims[k] < (int) cs->param_names.size ())
	idx = sfmt ("(%s * %s + (%s))", idx.c_str (),
		    cs->param_names[arr->param_dims[k]].c_str (), s);
      else if (arr->dim_sizes[k] >= 0)
	idx = sfmt ("(%s * " HOST_WIDE_INT_PRINT_DEC "L + (%s))", idx.c_str (),
		    arr->dim_sizes[k], s);
      else
	{
	  free (s);
	  isl_ast_build_free (build);
	  isl_pw_multi_aff_free (pma);
	  return fail (cs, "array %s with unknown size of dimension %d",
		       arr->name, k);
	}
      free (s);
    }
  isl_ast_build_free (build);
  isl_pw_multi_aff_free (pma);
  if (!ok)
    return fail (cs, "isl failed on the access relation of %s", arr->name);
  if (n == 0)
    idx = "0";
  *out = sfmt ("GPUGEN_EMU_AT (a_%s, %s)", arr->name, idx.c_str ());
  return true;
}

/* Whether values of the types FROM and TO are printed with the same C
   type, or with integer types of the same width (a memory reference
   whose type differs from its array's in signedness only).  */

static bool
same_repr_p (tree from, tree to)
{
  const char *a = ctype (from), *b = ctype (to);
  if (!a || !b)
    return false;
  if (!strcmp (a, b))
    return true;
  return (INTEGRAL_TYPE_P (from) && INTEGRAL_TYPE_P (to)
	  && TYPE_PRECISION (from) == TYPE_PRECISION (to)
	  && TREE_CODE (from) != BOOLEAN_TYPE
	  && TREE_CODE (to) != BOOLEAN_TYPE);
}

/* Return the C operator of the comparison CODE for operands of a
   floating or integer type, or NULL; unordered comparisons are printed
   by cmp_str.  */

static const char *
cmp_op (enum tree_code code)
{
  switch (code)
    {
    case LT_EXPR: return "<";
    case LE_EXPR: return "<=";
    case GT_EXPR: return ">";
    case GE_EXPR: return ">=";
    case EQ_EXPR: return "==";
    case NE_EXPR: return "!=";
    default: return NULL;
    }
}

/* Print into *OUT the comparison CODE of the operands OP0 and OP1 (a
   C bool).  */

static bool
cmp_str (cuda_state *cs, enum tree_code code, tree op0, tree op1, str *out)
{
  str a, b;
  if (!operand_str (cs, op0, &a) || !operand_str (cs, op1, &b))
    return false;
  const char *x = a.c_str (), *y = b.c_str ();
  if (const char *o = cmp_op (code))
    *out = sfmt ("(%s %s %s)", x, o, y);
  else if (code == UNLT_EXPR)
    *out = sfmt ("(!(%s >= %s))", x, y);
  else if (code == UNLE_EXPR)
    *out = sfmt ("(!(%s > %s))", x, y);
  else if (code == UNGT_EXPR)
    *out = sfmt ("(!(%s <= %s))", x, y);
  else if (code == UNGE_EXPR)
    *out = sfmt ("(!(%s < %s))", x, y);
  else if (code == UNEQ_EXPR)
    *out = sfmt ("(!(%s < %s) && !(%s > %s))", x, y, x, y);
  else if (code == LTGT_EXPR)
    *out = sfmt ("(%s < %s || %s > %s)", x, y, x, y);
  else if (code == UNORDERED_EXPR)
    *out = sfmt ("(%s != %s || %s != %s)", x, x, y, y);
  else if (code == ORDERED_EXPR)
    *out = sfmt ("(%s == %s && %s == %s)", x, x, y, y);
  else
    return fail (cs, "comparison %s", get_tree_code_name (code));
  return true;
}

/* The math functions the CUDA source may call, by their double names;
   the float variant adds "f".  */

static const char *const math_names[] = {
  "sqrt", "cbrt", "exp", "exp2", "exp10", "expm1", "log", "log2", "log10",
  "log1p", "logb", "pow", "sin", "cos", "tan", "asin", "acos", "atan",
  "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fabs",
  "floor", "ceil", "trunc", "round", "rint", "nearbyint", "fmin", "fmax",
  "fma", "fmod", "hypot", "copysign", "erf", "erfc", "tgamma", "remainder",
  "fdim", NULL
};

/* Print into *OUT the call CALL (to a math built-in or the internal
   function an errno guard calls) as a call of the C math library.  */

static bool
call_str (cuda_state *cs, gcall *call, str *out)
{
  tree lhs = gimple_call_lhs (call);
  str base;
  if (gimple_call_internal_p (call))
    base = internal_fn_name (gimple_call_internal_fn (call));
  else if (gimple_call_builtin_p (call, BUILT_IN_NORMAL))
    {
      tree decl = builtin_decl_explicit (DECL_FUNCTION_CODE
					 (gimple_call_fndecl (call)));
      if (decl && DECL_NAME (decl))
	base = IDENTIFIER_POINTER (DECL_NAME (decl));
      if (!strncmp (base.c_str (), "__builtin_", 10))
	base = base.substr (10);
    }
  tree fn = gimple_call_fndecl (call);
  if (base.empty ())
    return fail (cs, "call to %s",
		 fn ? tree_text (fn).c_str () : "a function pointer");
  for (char &c : base)
    c = TOLOWER (c);
  /* Remove the type suffix of built-in names: the argument type says.  */
  tree type = TREE_TYPE (lhs);
  const char *ct = ctype (type);
  if (!ct || !SCALAR_FLOAT_TYPE_P (type))
    return fail (cs, "call to %s returning %s", base.c_str (),
		 tree_text (type).c_str ());
  bool f = !strcmp (ct, "float");
  str name = base;
  bool known = false;
  for (int i = 0; math_names[i]; i++)
    if (name == math_names[i] || name == str (math_names[i]) + "f")
      {
	name = str (math_names[i]) + (f ? "f" : "");
	known = true;
      }
  if (!known)
    return fail (cs, "call to %s", base.c_str ());
  str args;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      str a;
      if (!SCALAR_FLOAT_TYPE_P (TREE_TYPE (arg))
	  || !operand_str (cs, arg, &a))
	return fail (cs, "argument %u of call to %s", i, base.c_str ());
      args += (i ? ", " : "") + cv (ct, TREE_TYPE (arg), a);
    }
  *out = sfmt ("%s (%s)", name.c_str (), args.c_str ());
  return true;
}

/* The binary operations printed as C operators, and whether on integer
   and on floating-point operands (floor division and modulo of
   unsigned operands are C's).  */

static const struct binop
{
  /* The GIMPLE operation.  */
  enum tree_code code;
  /* The C operator.  */
  const char *op;
  /* Whether it applies to integer and to floating-point operands.  */
  bool integer, flt;
} binops[] = {
  { PLUS_EXPR, "+", true, true }, { MINUS_EXPR, "-", true, true },
  { MULT_EXPR, "*", true, true }, { RDIV_EXPR, "/", false, true },
  { TRUNC_DIV_EXPR, "/", true, false }, { EXACT_DIV_EXPR, "/", true, false },
  { TRUNC_MOD_EXPR, "%", true, false }, { FLOOR_DIV_EXPR, "/", true, false },
  { FLOOR_MOD_EXPR, "%", true, false }, { BIT_AND_EXPR, "&", true, false },
  { BIT_IOR_EXPR, "|", true, false }, { BIT_XOR_EXPR, "^", true, false },
  { LSHIFT_EXPR, "<<", true, false }, { RSHIFT_EXPR, ">>", true, false },
  { TRUTH_AND_EXPR, "&&", true, false }, { TRUTH_OR_EXPR, "||", true, false },
  { TRUTH_XOR_EXPR, "!=", true, false }
};

/* Print into *OUT the right-hand side of the assignment STMT as an
   expression of the type of its left-hand side.  */

static bool
rhs_str (cuda_state *cs, gassign *stmt, str *out)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  const char *ct = ctype (type);
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree r1 = gimple_assign_rhs1 (stmt);
  if (!ct)
    return fail (cs, "result of type %s", tree_text (type).c_str ());
  if (gimple_assign_load_p (stmt))
    {
      tree elt;
      str ref;
      if (!ref_str (cs, stmt, false, &elt, &ref))
	return false;
      if (!same_repr_p (elt, TREE_TYPE (r1)))
	return fail (cs, "load of %s from an array of %s",
		     tree_text (TREE_TYPE (r1)).c_str (),
		     tree_text (elt).c_str ());
      *out = cv (ct, elt, ref);
      return true;
    }
  str a, b, c;
  const char *ot = op_ctype (type);
  /* A type printed as OT.  */
  tree op_type = (strcmp (ot, ct) == 0 ? type
		  : !strcmp (ot, "int") ? integer_type_node
		  : unsigned_type_node);
  bool is_float = SCALAR_FLOAT_TYPE_P (type);
  switch (get_gimple_rhs_class (code))
    {
    case GIMPLE_SINGLE_RHS:
      if (TREE_CODE (r1) == SSA_NAME || CONSTANT_CLASS_P (r1))
	{
	  if (!operand_str (cs, r1, &a))
	    return false;
	  *out = cv (ct, TREE_TYPE (r1), a);
	  return true;
	}
      return fail (cs, "expression %s", tree_text (r1).c_str ());

    case GIMPLE_UNARY_RHS:
      if (!operand_str (cs, r1, &a))
	return false;
      switch (code)
	{
	CASE_CONVERT:
	case FLOAT_EXPR:
	case FIX_TRUNC_EXPR:
	  *out = sfmt ("(%s) %s", ct, a.c_str ());
	  return true;
	case PAREN_EXPR:
	  *out = a;
	  return true;
	case NEGATE_EXPR:
	  *out = cv (ct, op_type, "-" + cv (ot, TREE_TYPE (r1), a));
	  return true;
	case BIT_NOT_EXPR:
	  if (TREE_CODE (type) == BOOLEAN_TYPE)
	    *out = sfmt ("(%s) !%s", ct, a.c_str ());
	  else if (!is_float)
	    *out = cv (ct, op_type, "~" + cv (ot, TREE_TYPE (r1), a));
	  else
	    break;
	  return true;
	case TRUTH_NOT_EXPR:
	  *out = sfmt ("(%s) !%s", ct, a.c_str ());
	  return true;
	case ABS_EXPR:
	  if (is_float)
	    *out = sfmt ("%s (%s)", strcmp (ct, "float") ? "fabs" : "fabsf",
			 a.c_str ());
	  else
	    *out = sfmt ("(%s) (%s < 0 ? -(%s) %s : (%s) %s)", ct, a.c_str (),
			 ot, a.c_str (), ot, a.c_str ());
	  return true;
	case ABSU_EXPR:
	  *out = sfmt ("(%s) (%s < 0 ? (%s) 0 - (%s) %s : (%s) %s)", ct,
		       a.c_str (), ct, ct, a.c_str (), ct, a.c_str ());
	  return true;
	default:
	  break;
	}
      return fail (cs, "operation %s", get_tree_code_name (code));

    case GIMPLE_BINARY_RHS:
      {
	tree r2 = gimple_assign_rhs2 (stmt);
	if (TREE_CODE_CLASS (code) == tcc_comparison)
	  {
	    if (!cmp_str (cs, code, r1, r2, &a))
	      return false;
	    *out = cv (ct, boolean_type_node, a);
	    return true;
	  }
	if (!operand_str (cs, r1, &a) || !operand_str (cs, r2, &b))
	  return false;
	const char *x = a.c_str (), *y = b.c_str ();
	const char *o = NULL;
	for (const binop &op : binops)
	  if (op.code == code && (is_float ? op.flt : op.integer))
	    o = op.op;
	if (code == MIN_EXPR || code == MAX_EXPR)
	  {
	    *out = cv (ct, type, sfmt ("(%s %s %s ? %s : %s)", x,
				       code == MIN_EXPR ? "<" : ">", y, x, y));
	    return true;
	  }
	if ((code == FLOOR_DIV_EXPR || code == FLOOR_MOD_EXPR) && !is_float
	    && !TYPE_UNSIGNED (type))
	  {
	    *out = cv (ct, op_type, sfmt ("gpugen_%s (%s, %s)",
					  code == FLOOR_DIV_EXPR ? "fdiv" : "fmod",
					  cv (ot, TREE_TYPE (r1), a).c_str (),
					  cv (ot, TREE_TYPE (r2), b).c_str ()));
	    return true;
	  }
	if (o && (code == LSHIFT_EXPR || code == RSHIFT_EXPR))
	  b = cv ("int", TREE_TYPE (r2), b);
	if (!o)
	  return fail (cs, "operation %s on %s", get_tree_code_name (code),
		       tree_text (type).c_str ());
	if (code == TRUTH_AND_EXPR || code == TRUTH_OR_EXPR
	    || code == TRUTH_XOR_EXPR)
	  *out = sfmt ("(%s) ((bool) %s %s (bool) %s)", ct, x, o, y);
	else
	  *out = cv (ct, op_type, sfmt ("(%s %s %s)",
					cv (ot, TREE_TYPE (r1), a).c_str (), o,
					(code == LSHIFT_EXPR || code == RSHIFT_EXPR
					 ? b : cv (ot, TREE_TYPE (r2), b)).c_str ()));
	return true;
      }

    case GIMPLE_TERNARY_RHS:
      if (code != COND_EXPR)
	return fail (cs, "operation %s", get_tree_code_name (code));
      if (COMPARISON_CLASS_P (r1))
	{
	  if (!cmp_str (cs, TREE_CODE (r1), TREE_OPERAND (r1, 0),
			TREE_OPERAND (r1, 1), &a))
	    return false;
	}
      else if (!operand_str (cs, r1, &a))
	return false;
      if (!operand_str (cs, gimple_assign_rhs2 (stmt), &b)
	  || !operand_str (cs, gimple_assign_rhs3 (stmt), &c))
	return false;
      *out = sfmt ("(%s) (%s ? %s : %s)", ct, a.c_str (), b.c_str (),
		   c.c_str ());
      return true;

    default:
      return fail (cs, "operation %s", get_tree_code_name (code));
    }
  return fail (cs, "operation %s", get_tree_code_name (code));
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
      if (find_array (cs, GPUGEN_ARRAY_VALUE, res))
	work.safe_push (res);
    }
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      tree lhs = gimple_get_lhs (stmt);
      if (gimple_store_p (stmt)
	  || (lhs && TREE_CODE (lhs) == SSA_NAME
	      && find_array (cs, GPUGEN_ARRAY_VALUE, lhs)))
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
print_gimple (cuda_state *cs, gimple *stmt)
{
  std::vector<str> &lines = cs->code->lines;
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
  gpugen_array *va = find_array (cs, GPUGEN_ARRAY_VALUE, lhs);
  if (!va && !bitmap_bit_p (cs->needed, SSA_NAME_VERSION (lhs)))
    return true;
  const char *ct = ctype (TREE_TYPE (lhs));
  if (!ct)
    return fail (cs, "value %s of type %s", tree_text (lhs).c_str (),
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

/* Print statement S of CS into CODE (see the head of this file).  */

static bool
print_stmt (cuda_state *cs, gpugen_stmt *s, stmt_code *code)
{
  cs->s = s;
  cs->code = code;
  auto_bitmap needed;
  cs->needed = needed;
  basic_block bb = s->bb;
  /* The branch of an errno guard that calls the library function
     (gpugen-detect.cc) computes the value the other branch computes,
     which writes it too: print it once.  */
  gimple_stmt_iterator gsi = gsi_start_nondebug_after_labels_bb (bb);
  if (single_pred_p (bb) && gpugen_errno_guard_p (single_pred (bb))
      && !gsi_end_p (gsi) && is_gimple_call (gsi_stmt (gsi))
      && gimple_call_builtin_p (gsi_stmt (gsi), BUILT_IN_NORMAL)
      && gimple_call_lhs (gsi_stmt (gsi))
      && !find_array (cs, GPUGEN_ARRAY_VALUE, gimple_call_lhs (gsi_stmt (gsi))))
    {
      gsi_next_nondebug (&gsi);
      if (gsi_end_p (gsi))
	return true;
    }
  mark_needed (cs);
  if (!cs->why.empty ())
    return false;

  /* PHI results, read from their PHI arrays at the block's start.  */
  for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      tree res = gimple_phi_result (psi.phi ());
      gpugen_array *pa = find_array (cs, GPUGEN_ARRAY_PHI, res);
      gpugen_array *va = find_array (cs, GPUGEN_ARRAY_VALUE, res);
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
    if (!print_gimple (cs, gsi_stmt (gsi)))
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

static gpugen_stmt *
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
  if (isl_ast_node_get_type (node) != isl_ast_node_user)
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

/* Whether the identifier ID occurs as a whole word in TEXT.  */

static bool
uses_ident_p (const str &text, const char *id)
{
  size_t len = strlen (id);
  for (size_t pos = text.find (id); pos != str::npos;
       pos = text.find (id, pos + 1))
    {
      bool before = pos > 0 && (ISALNUM (text[pos - 1]) || text[pos - 1] == '_');
      char c = pos + len < text.size () ? text[pos + len] : 0;
      bool after = ISALNUM (c) || c == '_';
      if (!before && !after)
	return true;
    }
  return false;
}

/* isl's print_user callback: print the user node NODE (a statement
   instance) to P as a block binding the counters and running the
   statement's text; USER is the cuda_state.  */

static isl_printer *
print_user (isl_printer *p, isl_ast_print_options *options,
	    isl_ast_node *node, void *user)
{
  cuda_state *cs = (cuda_state *) user;
  isl_ast_print_options_free (options);
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
      isl_ast_expr_free (call);
      return p;
    }
  p = isl_printer_start_line (p);
  p = isl_printer_print_str (p, "{");
  p = isl_printer_end_line (p);
  p = isl_printer_indent (p, 2);
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
  for (const str &l : code->lines)
    {
      p = isl_printer_start_line (p);
      p = isl_printer_print_str (p, l.c_str ());
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
  tree arg = NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    if (!bitmap_bit_p (cs->in_region,
		       gimple_phi_arg_edge (phi, i)->src->index))
      {
	tree v = gimple_phi_arg_def (phi, i);
	if (arg && !operand_equal_p (arg, v, 0))
	  return fail (cs, "PHI %s with several values from outside",
		       a->name);
	arg = v;
      }
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
      if (!arr_used[j] || a->kind == GPUGEN_ARRAY_MEMORY)
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

  /* The body, by isl's C printer.  */
  isl_ctx *ctx = gpugen_isl_ctx;
  char *old_type = xstrdup (isl_options_get_ast_iterator_type (ctx));
  isl_options_set_ast_iterator_type (ctx, "long");
  isl_printer *p = isl_printer_to_str (ctx);
  p = set_print_names (isl_printer_set_output_format (p, ISL_FORMAT_C));
  p = isl_printer_indent (p, 2);
  isl_ast_print_options *opts = isl_ast_print_options_alloc (ctx);
  opts = isl_ast_print_options_set_print_user (opts, print_user, cs);
  p = isl_ast_node_print (kernel->body, p, opts);
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

  /* The arguments: arrays, parameters, host iterators, scalars.  */
  kernel->args.truncate (0);
  str params, names;
  for (unsigned j = 0; j < scop->arrays.length (); j++)
    if (arr_used[j] && scop->arrays[j]->kind == GPUGEN_ARRAY_MEMORY)
      add_arg (kernel, GPUGEN_KARG_ARRAY, scop->arrays[j], j, NULL_TREE,
	       sfmt ("%s%s *__restrict__", arr_written[j] ? "" : "const ",
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
	  *out += sfmt ("  const long %s = %s.%s;\n", id.c_str (),
			bt ? "threadIdx" : "blockIdx", dims[axis]);
	}
    }
  *out += decls + body + "}\n";
  *out += sfmt ("GPUGEN_EMU_KERNEL (%s%s)\n\n", kernel->name, names.c_str ());
  return true;
}

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
	return GPUGEN_REJECT_LIVE_OUT;
      }

  cuda_state cs;
  cs.scop = scop;
  cs.s = NULL;
  cs.needed = NULL;
  cs.code = NULL;
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
    if (ok && k)
      ok = print_kernel (&cs, k, &text);

  delete[] cs.codes;
  sbitmap_free (cs.in_region);
  if (!ok)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-cuda] cannot print: %s\n",
		 cs.why.empty () ? "unknown" : cs.why.c_str ());
      return GPUGEN_REJECT_CUDA;
    }
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "[gpugen-cuda] kernel source:\n%s", text.c_str ());
  *source = xstrdup (text.c_str ());
  return GPUGEN_OK;
}

/* The text every generated .cu file has after gpugen-emu.h and before
   the kernels: the helpers of isl's AST expressions (min, max and floor
   division of longs) and of GIMPLE's floor division and modulo.  */

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
    "gpugen_floord (long a, long b) { return gpugen_fdiv (a, b); }\n\n";
}
