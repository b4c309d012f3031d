/* Internal interface of gpugen's polynomial arithmetic.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Shared by gpugen-delin.cc (delinearization, which computes the
   element offsets of memory references as polys over the loop counters
   and the parameters), gpugen-delin-fixed.cc (the same for arrays of
   fixed shape) and gpugen-poly.cc (the arithmetic of those polys).
   Nothing here is used by the other stages.  */

#ifndef GPUGEN_POLY_H
#define GPUGEN_POLY_H

#include "gpugen-model.h"

/* The most terms of a poly, and parameters in one term.  */
#define MAX_TERMS 24
#define MAX_TERM_PARAMS 3

/* One term of a poly: COEF * c_IV * PAR[0] * ... * PAR[NP - 1], where
   IV is -1 for none and PAR holds parameter indices in increasing
   order.  */

struct pterm
{
  /* The integer coefficient.  */
  HOST_WIDE_INT coef;
  /* The loop counter, or -1.  */
  int iv;
  /* The number of parameter factors and their indices.  */
  int np;
  int par[MAX_TERM_PARAMS];
};

/* A polynomial: the sum of N terms.  */

struct poly
{
  /* The number of terms.  */
  int n;
  /* The terms; no two have the same counter and parameters.  */
  pterm t[MAX_TERMS];
};

/* The most named values remembered per reference.  */
#define MAX_NAMES 8

/* An integer value defined before the region that the conversion of an
   offset expanded through its definition: NAME equals P, a poly of the
   parameters (in NAME's type, which may wrap).  */

struct named_poly
{
  tree name;
  poly p;
};

/* The most values computed in a narrow wrapping type that one offset
   may read as integers.  */
#define MAX_NARROW 4

/* A value computed in a narrow wrapping type (unsigned int) and then
   widened, which the offset of a reference reads as the poly P: the
   value is P only modulo 2^precision, and P itself where P lies in
   [LO, HI], the type's range.  */

struct narrow_poly
{
  /* The value's poly, and the range of its type.  */
  poly p;
  HOST_WIDE_INT lo, hi;
  /* Whether the offset adds to P more than a constant: the affine
     REST, in elements ("j" of "(size_t) (i * m) + j"), which the
     bound on the offset holds for only where REST is the innermost
     subscript of the delinearized reference plus a constant
     (narrow_rest_end in gpugen-delin.cc).  */
  bool rest_p;
  lin rest;
};

/* What struct gpugen_delin_ref's OFF points to: one block, released
   with free.  */

struct delin_off
{
  /* The element offset.  */
  poly off;
  /* The named values met while computing it.  */
  int n_names;
  named_poly names[MAX_NAMES];
  /* For a reference first modelled as a one-dimensional affine access,
     that access, whose relation delinearization replaces; NULL for a
     reference that waited for delinearization.  */
  gpugen_access *acc;
  /* The values computed in a narrow wrapping type that the offset
     reads as integers.  */
  int n_narrow;
  narrow_poly narrow[MAX_NARROW];
  /* Where N_NARROW > 0: the element offsets below which all of them are
     exact, once the offset is complete (gpugen_array's narrow_end).  */
  HOST_WIDE_INT narrow_end;
  /* Set by commit_array where such a value's rest is not the
     reference's innermost subscript plus a constant, so that the
     reference is the culprit of the miss.  */
  bool narrow_miss;
};

/* The most MAX_EXPRs that one conversion may read as their first
   operand (gpugen_delin_before_poly).  */
#define MAX_CONDS 6

/* The conditions under which a conversion that read each MAX_EXPR <A,
   C> of a constant C as A is exact: the polys A - C, none of which
   may be negative.  */

struct max_conds
{
  /* The number of conditions, and their polys.  */
  int n;
  poly p[MAX_CONDS];
};

/* The size of one dimension of a delinearized array: a parameter, a
   named value, or a constant (fixed-shape arrays).  */

struct dim_unit
{
  /* Its value as a poly of the parameters.  */
  poly p;
  /* The parameter, or -1 for a named value or a constant.  */
  int leaf;
  /* The named value, or NULL_TREE.  */
  tree name;
  /* The constant size, or 0.  */
  HOST_WIDE_INT cst;
};

/* gpugen-delin.cc, for gpugen-delin-fixed.cc.  */

/* Add to CONV a reference for each access of MB's SCoP to the
   one-dimensional memory array A, with its offset as a poly and the
   access to reshape; false when one cannot be converted.  */
extern bool convert_affine_accesses (model_builder *mb, gpugen_array *a,
				     vec<gpugen_delin_ref> *conv);
/* Split the offset of every reference of REFS with the sizes
   U[0..NU-1] into SUBS (MAX_DEPTH per reference); the worst result of
   the splits: 0 all affine, 1 only outermost ones not, -1 otherwise.
   With CAND, the sizes to try for outermost subscripts.  */
extern int split_all (vec<gpugen_delin_ref *> &refs, const dim_unit *u,
		      int nu, lin *subs, vec<const named_poly *> &names,
		      vec<dim_unit> *cand);
/* gpugen-delin-assume.cc, for gpugen-delin.cc and gpugen-delin-fixed.cc.  */

/* The assumptions *OK under which the split of REFS by U into SUBS is
   exact, *ALWAYS when they always hold; SIZE[D] receives the parameter
   of dimension D (-1 for a constant size).  */
extern bool split_assumptions (model_builder *mb,
			       vec<gpugen_delin_ref *> &refs,
			       const dim_unit *u, int nu, lin *subs,
			       int *size, isl_set **ok, bool *always);
/* Reshape (or create) the array A of base BASE with the sizes U and
   the subscripts SUBS of REFS, adding the assumptions; OUTER is the
   outermost size of an array of constant sizes.  */
extern bool commit_array (model_builder *mb, gpugen_array *a, tree base,
			  vec<gpugen_delin_ref *> &refs, const dim_unit *u,
			  int nu, lin *subs, HOST_WIDE_INT outer = -1);

/* gpugen-delin-fixed.cc.  */

/* Delinearize the one-dimensional memory array A of MB's SCoP, with
   affine accesses only, by constant strides where that frees a loop of
   dependences; leave it as it is otherwise.  */
extern void gpugen_delin_fixed (model_builder *mb, gpugen_array *a);

/* gpugen-quasisub.cc, for gpugen-delin.cc: *OUT, the poly of the
   division or remainder T of values of the region used in LOOP (inside
   LOOPS, at the site SITE), a counter of its own; false where it is
   not one.  */
extern bool gpugen_quasi_atom_poly (model_builder *mb, tree t,
				    class loop *loop,
				    vec<class loop *> *loops,
				    basic_block site, poly *out);

/* gpugen-poly.cc.  */

/* Add COEF times the term T to P; false on overflow or when P would
   have too many terms.  */
extern bool poly_add_term (poly *p, pterm t, HOST_WIDE_INT coef);
/* Set *R to A + SCALE * B (R may be A); false on overflow or too many
   terms.  */
extern bool poly_add (poly *r, const poly &a, const poly &b,
		      HOST_WIDE_INT scale);
/* Set *R to A * B; false when a term would have two counters or too
   many parameters, on overflow, or with too many terms.  */
extern bool poly_mul (poly *r, const poly &a, const poly &b);
/* The constant poly C.  */
extern poly poly_const (HOST_WIDE_INT c);
/* The poly of parameter P alone, with coefficient 1.  */
extern poly poly_param (int p);
/* Whether P is a single parameter with coefficient 1, stored in
   *LEAF.  */
extern bool leaf_param_p (const poly &p, int *leaf);
/* Whether the parameters of term A contain those of the monomial M;
   *Q receives A without them.  */
extern bool term_divides_p (const pterm &a, const pterm &m, pterm *q);
/* Convert the affine poly P into *L; false when P is not affine.  */
extern bool poly_to_lin (const poly &p, lin *l);
/* The degree of term T: its parameters and its counter.  */
extern int term_degree (const pterm &t);
/* The index of the leading term of P in the graded lexicographic
   order, or -1 when P is zero.  */
extern int poly_lead (const poly &p);
/* Divide P by D, a non-zero poly without counters: P = *Q * D + *R;
   false on overflow or when a poly would grow too large.  */
extern bool poly_divmod (const poly &p, const poly &d, poly *q, poly *r);
/* Make the non-zero poly P primitive with a positive leading
   coefficient.  */
extern void poly_normalize (poly *p);
/* Whether the polys A and B are equal.  */
extern bool poly_equal_p (const poly &a, const poly &b);

/* gpugen-delin.cc, for gpugen-descr-realloc.cc: T, an integer value
   defined before MB's region, as a poly without assumptions.
   Where CONDS is not NULL, each MAX_EXPR <A, C> of a constant C is
   read as A, with the condition A - C >= 0 added to *CONDS.  */
extern bool gpugen_delin_before_poly (model_builder *mb, tree t, poly *out,
				      max_conds *conds = NULL);
/* gpugen-descr-realloc.cc: the element offset OFF of a reference with
   each PHI node that adds a scalarized descriptor's offset written over
   the stride PHIs of the same join, where that holds on every edge, or
   with a join's PHIs replaced by their values on the arms that allocate
   the array, checked at run time, where the arm that keeps it carries
   the values of a loop's previous pass (naming values in INFO).  */
extern void gpugen_descr_phi_offset (model_builder *mb, poly *off,
				     delin_off *info);

/* gpugen-descr.cc: the contiguous form of a value loaded from a
   Fortran array descriptor (a stride, the offset, or the span of a
   reference to elements of ELT bytes), with the assumption that makes
   it exact.  */
extern bool gpugen_descr_poly (model_builder *mb, tree name,
			       HOST_WIDE_INT elt, poly *out);
/* gpugen-descr.cc: whether T is a size of a dimension of a Fortran
   array descriptor's layout in MB (an extent, or a factor of its
   strides), which delinearization prefers among equal guesses.  */
extern bool gpugen_descr_size_p (model_builder *mb, tree t);

#endif /* GPUGEN_POLY_H */
