/* Internal interface of gpugen's polynomial arithmetic.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Shared by gpugen-delin.cc (delinearization, which computes the
   element offsets of memory references as polys over the loop counters
   and the parameters) and gpugen-poly.cc (the arithmetic of those
   polys).  Nothing here is used by the other stages.  */

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

/* gpugen-descr.cc: the contiguous form of a value loaded from a
   Fortran array descriptor (a stride, the offset, or the span of a
   reference to elements of ELT bytes), with the assumption that makes
   it exact.  */
extern bool gpugen_descr_poly (model_builder *mb, tree name,
			       HOST_WIDE_INT elt, poly *out);

#endif /* GPUGEN_POLY_H */
