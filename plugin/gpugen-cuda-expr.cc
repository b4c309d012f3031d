/* Printing GIMPLE expressions as CUDA C for gpugen kernels.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The expression half of the CUDA printer (gpugen-cuda.cc has the
   design): C types of GIMPLE types, constants printed exactly,
   operands (locals, parameters, value and PHI arrays, affine values
   recomputed from scalar evolution, live-in scalars), memory references
   rewritten onto the device buffers from the model's access relations,
   comparisons, math calls and the right-hand sides of assignments, each
   with the casts that make C compute what GIMPLE computes.  */

#include "gpugen-cuda.h"

namespace gpugen_cuda {

/* Return the text of the tree T for messages.  */

str
tree_text (tree t)
{
  pretty_printer pp;
  dump_generic_node (&pp, t, 0, TDF_SLIM, false);
  return str (pp_formatted_text (&pp));
}

/* Return how a message names the SSA value NAME: " 'x'" after the
   variable the source gives it, or "" (a compiler temporary such as _1
   means nothing to the user).  */

str
value_name (tree name)
{
  if (const char *n = gpugen_source_name (name))
    return sfmt (" '%s'", n);
  return str ();
}

/* Return the C type that holds values of TYPE in the CUDA source, or
   NULL when gpugen cannot print it (long double, complex, vectors,
   pointers, bit-precise integers).  */

const char *
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

str
cv (const char *to, tree from, const str &e)
{
  const char *f = ctype (from);
  if (f && !strcmp (f, to))
    return e;
  return sfmt ("(%s) %s", to, e.c_str ());
}

/* Print the constant CST into *OUT as a C expression of its type.  */

bool
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

bool
in_region_p (cuda_state *cs, tree name)
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name))
    return false;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  return bb && bitmap_bit_p (cs->in_region, bb->index);
}

/* Return the array of CS's SCoP of kind KIND whose base is BASE, or
   NULL.  */

gpugen_array *
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

bool
outside_str (cuda_state *cs, tree name, str *out)
{
  tree type = TREE_TYPE (name);
  const char *ct = ctype (type);
  if (!ct || POINTER_TYPE_P (type))
    return fail (cs, "live-in value%s of type %s", value_name (name).c_str (),
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

bool
affine_str (cuda_state *cs, tree name, str *out)
{
  class loop *use_loop = cs->s->bb->loop_father;
  tree chrec = gpugen_scev (cs->scop, use_loop, name);
  if (chrec == name)
    return fail (cs, "scalar %s is not affine", tree_text (name).c_str ());
  return scev_str (cs, chrec, out);
}

/* Print into *OUT the operand OP of a GIMPLE statement of the current
   statement's block, as an expression of OP's type (see the head of
   this file for the cases).  */

bool
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
    return fail (cs, "value%s of type %s", value_name (name).c_str (),
		 tree_text (type).c_str ());
  if (!in_region_p (cs, name))
    return outside_str (cs, name, out);

  gimple *def = SSA_NAME_DEF_STMT (name);
  basic_block bb = cs->s->bb;
  gpugen_array *phi_a = find_array (cs, GPUGEN_ARRAY_PHI, name);
  bool forwarded = false;
  for (gimple *g : cs->s->forwarded)
    forwarded |= g == def;
  if ((gimple_bb (def) == bb || forwarded)
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

isl_printer *
set_print_names (isl_printer *p)
{
  p = isl_ast_expr_op_type_set_print_name (p, isl_ast_expr_op_min,
					   "gpugen_min");
  p = isl_ast_expr_op_type_set_print_name (p, isl_ast_expr_op_max,
					   "gpugen_max");
  return isl_ast_expr_op_type_set_print_name (p, isl_ast_expr_op_fdiv_q,
					      "gpugen_floord");
}

/* Print into *SUBS the subscripts of the access ACC of the current
   statement, one C expression per dimension of its array.  The counters
   are moved into parameters named i<k>, so that isl can print each
   subscript (divisions and pieces included) as an expression over them
   and the SCoP's parameters.  */

static bool
subscripts_str (cuda_state *cs, gpugen_access *acc, std::vector<str> *subs)
{
  gpugen_array *arr = acc->array;
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
  bool ok = pma && build;
  for (int k = 0; k < n && ok; k++)
    {
      isl_pw_aff *pa = isl_pw_aff_coalesce (isl_pw_multi_aff_get_pw_aff (pma,
									 k));
      /* Over the parameters alone: isl builds a subscript with
	 divisions (gpugen-quasisub.cc's c[i / 2]) only on a domain of
	 the build's space, not on one of zero dimensions.  */
      pa = isl_pw_aff_project_domain_on_params (pa);
      str e;
      ok = ast_expr_str (isl_ast_build_expr_from_pw_aff (build, pa), &e);
      subs->push_back (e);
    }
  isl_ast_build_free (build);
  isl_pw_multi_aff_free (pma);
  if (!ok)
    return fail (cs, "isl failed on the access relation of %s", arr->name);
  return true;
}

/* Print the AST expression E (taken) into *OUT as C, with the prelude's
   names for min, max and floor division.  Return false when isl
   fails.  */

bool
ast_expr_str (__isl_take isl_ast_expr *e, str *out)
{
  if (!e)
    return false;
  isl_printer *p = isl_printer_to_str (isl_ast_expr_get_ctx (e));
  p = set_print_names (isl_printer_set_output_format (p, ISL_FORMAT_C));
  p = isl_printer_print_ast_expr (p, e);
  char *s = isl_printer_get_str (p);
  isl_printer_free (p);
  isl_ast_expr_free (e);
  if (!s)
    return false;
  *out = s;
  free (s);
  return true;
}

/* Print into *OUT the memory reference of STMT, a load or store (by
   WRITE), as GPUGEN_EMU_AT (a_<array>, <linear index>); *ELT is set to
   the array's element type.  The subscripts come from the access
   relation (subscripts_str), linearized with the array's dimension
   sizes.  */

bool
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
  std::vector<str> subs;
  if (!subscripts_str (cs, acc, &subs))
    return false;
  return array_ref_str (cs, arr, acc, subs, out);
}

static bool device_scalar_ref_str (cuda_state *, gpugen_array *,
				   const std::vector<str> &, str *);

/* Add to the linear index *IDX of an element of the privatized array
   ARR the offset of the copy of the current statement's iteration of
   ARR's privatizing loops (gpugen-private.cc): (LAST - L (i)) * (HI -
   LO), L (i) the linear index of the statement's first priv_depth
   counters in the box of those loops.  */

static bool
private_offset (cuda_state *cs, gpugen_array *arr, str *idx)
{
  gpugen_transfer *t = NULL;
  for (gpugen_transfer &tr : cs->scop->cg->transfers)
    if (tr.array == arr)
      t = &tr;
  int k = arr->priv_depth;
  if (!cs->s || (int) cs->s->loops.length () < k || !t || !t->priv_last
      || (int) t->priv_lo.length () != k || (int) t->priv_ext.length () != k)
    return fail (cs, "privatized array %s without its copies", arr->name);
  str lin, last, lo, hi;
  for (int j = 0; j < k; j++)
    {
      str l, e;
      if (!ast_expr_str (isl_ast_expr_copy (t->priv_lo[j]), &l)
	  || !ast_expr_str (isl_ast_expr_copy (t->priv_ext[j]), &e))
	return fail (cs, "isl failed on the copies of %s", arr->name);
      lin = (j == 0 ? sfmt ("(i0 - (%s))", l.c_str ())
	     : sfmt ("(%s * (%s) + i%d - (%s))", lin.c_str (), e.c_str (), j,
		     l.c_str ()));
    }
  if (!ast_expr_str (isl_ast_expr_copy (t->priv_last), &last)
      || !ast_expr_str (isl_ast_expr_copy (t->lo), &lo)
      || !ast_expr_str (isl_ast_expr_copy (t->hi), &hi))
    return fail (cs, "isl failed on the copies of %s", arr->name);
  *idx = sfmt ("(%s + ((%s) - %s) * ((%s) - (%s)))", idx->c_str (),
	       last.c_str (), lin.c_str (), hi.c_str (), lo.c_str ());
  return true;
}

/* Print into *OUT the reference to the element of ARR (a memory array,
   or a scalar kept in device memory) whose subscripts are SUBS: when
   ACC, the access that makes it, is not NULL and the kernel being
   printed promotes it to shared memory (gpugen-shared.cc), to the
   shared copy; else to its device buffer, as GPUGEN_EMU_AT (a_<array>,
   <linear index>).  */

bool
array_ref_str (cuda_state *cs, gpugen_array *arr, gpugen_access *acc,
	       const std::vector<str> &subs, str *out)
{
  if (acc && (register_ref_str (cs, acc, out)
	      || shared_ref_str (cs, acc, subs, out)))
    return true;
  if (arr->kind != GPUGEN_ARRAY_MEMORY)
    return device_scalar_ref_str (cs, arr, subs, out);
  str idx;
  for (int k = 0; k < arr->n_dims; k++)
    {
      const char *s = subs[k].c_str ();
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
	return fail (cs, "array %s with unknown size of dimension %d",
		     arr->name, k);
    }
  if (arr->n_dims == 0)
    idx = "0";
  if (arr->priv_depth > 0 && !private_offset (cs, arr, &idx))
    return false;
  *out = sfmt ("GPUGEN_EMU_AT (a_%s, %s)", arr->name, idx.c_str ());
  return true;
}

/* Print into *OUT the element of the device buffer of the scalar
   accessed by ACC (a value or PHI array with device_p) as
   GPUGEN_EMU_AT (a_<array>, <linear index>), the index taken from the
   box of its buffer (struct gpugen_transfer).  */

bool
scalar_ref_str (cuda_state *cs, gpugen_access *acc, str *out)
{
  std::vector<str> subs;
  if (!subscripts_str (cs, acc, &subs))
    return false;
  return array_ref_str (cs, acc->array, acc, subs, out);
}

/* Print into *OUT the element with subscripts SUBS of the device buffer
   of the scalar ARR (a value or PHI array with device_p), its linear
   index taken from the box of its buffer (struct gpugen_transfer).  */

static bool
device_scalar_ref_str (cuda_state *cs, gpugen_array *arr,
		       const std::vector<str> &subs, str *out)
{
  gpugen_transfer *t = NULL;
  for (gpugen_transfer &tr : cs->scop->cg->transfers)
    if (tr.array == arr)
      t = &tr;
  if (!t || (int) t->box_lo.length () != arr->n_dims
      || (int) t->box_ext.length () != arr->n_dims
      || (int) subs.size () != arr->n_dims)
    return fail (cs, "scalar %s without a device buffer", arr->name);
  str idx = "0";
  for (int k = 0; k < arr->n_dims; k++)
    {
      str lo, ext;
      if (!ast_expr_str (isl_ast_expr_copy (t->box_lo[k]), &lo)
	  || !ast_expr_str (isl_ast_expr_copy (t->box_ext[k]), &ext))
	return fail (cs, "isl failed on the buffer of %s", arr->name);
      idx = (k == 0 ? sfmt ("((%s) - (%s))", subs[k].c_str (), lo.c_str ())
	     : sfmt ("(%s * (%s) + (%s) - (%s))", idx.c_str (), ext.c_str (),
		     subs[k].c_str (), lo.c_str ()));
    }
  *out = sfmt ("GPUGEN_EMU_AT (a_%s, %s)", arr->name, idx.c_str ());
  return true;
}

/* Whether values of the types FROM and TO are printed with the same C
   type, or with integer types of the same width (a memory reference
   whose type differs from its array's in signedness only).  */

bool
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

/* Return the expression E, a value of the floating-point C type CT
   that an arithmetic operation computes, with the NaN the GPU gives
   where it is one (gpugen_cuda_prelude's gpugen_nan32, an identity in
   CUDA); for a double negation or absolute value (SIGN "neg" or "abs")
   of the operand X, gpugen_neg64 (X) or gpugen_abs64 (X) instead of E.
   Measured on an H100 (bench/results/2026-12-07-h100-nan-payloads.txt):
   the float operations give the canonical NaN 0x7fffffff whatever
   their operands' payloads and signs, where the host's keep the
   operand's payload (and flip or clear its sign for a negation or an
   absolute value); the double operations keep the payload as the
   host's do, but a negation or an absolute value of a NaN keeps its
   sign too.  So the emulator, which compiles the kernels with the
   host's compiler, gives the bits the device gives, and a test that
   compares NaNs bit for bit fails on the emulator where it would fail
   on the GPU.  */

static str
nan_str (const char *ct, const str &e, const char *sign = NULL,
	 const str &x = str ())
{
  if (!strcmp (ct, "float"))
    return sfmt ("gpugen_nan32 (%s)", e.c_str ());
  if (sign && !strcmp (ct, "double"))
    return sfmt ("gpugen_%s64 (%s)", sign, x.c_str ());
  return e;
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

bool
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
  /* CUDA's fmax and fmin order the zeros (-0.0 < +0.0) and return a
     canonical NaN for two NaNs; the host's C library may return either
     operand of equal ones (glibc 2.36's x86-64 fmax the second, its
     generic C code the first) and returns the first of two NaNs.  The
     prelude's helpers return what the host's library does
     (gpugen_cuda_prelude).  */
  if (!strncmp (name.c_str (), "fmax", 4)
      || !strncmp (name.c_str (), "fmin", 4))
    name = "gpugen_" + name;
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
  /* The prelude's fmax and fmin return an operand's bits, and
     copysign moves bits; the others compute.  */
  if (strncmp (name.c_str (), "gpugen_", 7)
      && strncmp (name.c_str (), "copysign", 8))
    *out = nan_str (ct, *out, name == "fabs" ? "abs" : NULL, args);
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

bool
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
	  if (is_float)
	    *out = nan_str (ct, "-" + cv (ot, TREE_TYPE (r1), a), "neg",
			    cv (ot, TREE_TYPE (r1), a));
	  else
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
	    *out = nan_str (ct, sfmt ("%s (%s)",
				      strcmp (ct, "float") ? "fabs" : "fabsf",
				      a.c_str ()), "abs", a);
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
	/* A read from a shared copy of products is the product
	   (gpugen-shared.cc); the other operand stays a kernel argument,
	   which the copy uses.  */
	if (tree kept = shared_scaled_operand (cs, stmt))
	  {
	    *out = cv (ct, TREE_TYPE (kept), kept == r1 ? a : b);
	    return true;
	  }
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
	if (is_float)
	  *out = nan_str (ct, *out);
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

} // namespace gpugen_cuda
