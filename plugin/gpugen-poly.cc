/* Polynomial arithmetic for gpugen's delinearization.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The polys in which gpugen-delin.cc computes element offsets (that
   file has the design; gpugen-poly.h is the interface): adding a term,
   sums and products with overflow checks, constants, the recognition of
   a single parameter, the conversion of an affine poly into a lin, and
   the multivariate division by a poly without counters in the graded
   lexicographic order (leading terms, quotient and remainder), with
   normalization to a primitive poly and equality.  Nothing here reads
   GIMPLE or the model being built.  */

#include "gpugen-poly.h"

/* Whether terms A and B have the same counter and parameters.  */

static bool
same_monomial_p (const pterm &a, const pterm &b)
{
  if (a.iv != b.iv || a.np != b.np)
    return false;
  for (int i = 0; i < a.np; i++)
    if (a.par[i] != b.par[i])
      return false;
  return true;
}

/* Add COEF times the term T to P.  Return false on overflow or when P
   would have too many terms.  */

bool
poly_add_term (poly *p, pterm t, HOST_WIDE_INT coef)
{
  if (__builtin_mul_overflow (t.coef, coef, &t.coef))
    return false;
  if (t.coef == 0)
    return true;
  for (int i = 0; i < p->n; i++)
    if (same_monomial_p (p->t[i], t))
      {
	if (__builtin_add_overflow (p->t[i].coef, t.coef, &p->t[i].coef))
	  return false;
	if (p->t[i].coef == 0)
	  p->t[i] = p->t[--p->n];
	return true;
      }
  if (p->n == MAX_TERMS)
    return false;
  p->t[p->n++] = t;
  return true;
}

/* Set *R to A + SCALE * B.  R may be A.  */

bool
poly_add (poly *r, const poly &a, const poly &b, HOST_WIDE_INT scale)
{
  poly tmp = a;
  for (int i = 0; i < b.n; i++)
    if (!poly_add_term (&tmp, b.t[i], scale))
      return false;
  *r = tmp;
  return true;
}

/* Set *R to A * B: at most one counter and MAX_TERM_PARAMS parameters
   per term.  */

bool
poly_mul (poly *r, const poly &a, const poly &b)
{
  poly tmp;
  tmp.n = 0;
  for (int i = 0; i < a.n; i++)
    for (int j = 0; j < b.n; j++)
      {
	const pterm &x = a.t[i], &y = b.t[j];
	if ((x.iv >= 0 && y.iv >= 0) || x.np + y.np > MAX_TERM_PARAMS)
	  return false;
	pterm t;
	if (__builtin_mul_overflow (x.coef, y.coef, &t.coef))
	  return false;
	t.iv = x.iv >= 0 ? x.iv : y.iv;
	t.np = 0;
	/* Merge the sorted parameter lists.  */
	int p = 0, q = 0;
	while (p < x.np || q < y.np)
	  if (q == y.np || (p < x.np && x.par[p] <= y.par[q]))
	    t.par[t.np++] = x.par[p++];
	  else
	    t.par[t.np++] = y.par[q++];
	if (!poly_add_term (&tmp, t, 1))
	  return false;
      }
  *r = tmp;
  return true;
}

/* Return the constant poly C.  */

poly
poly_const (HOST_WIDE_INT c)
{
  poly p;
  p.n = 0;
  pterm t = { c, -1, 0, { 0, 0, 0 } };
  poly_add_term (&p, t, 1);
  return p;
}

/* Return the poly of parameter P alone, with coefficient 1.  */

poly
poly_param (int p)
{
  poly r;
  r.n = 1;
  pterm t = { 1, -1, 1, { p, 0, 0 } };
  r.t[0] = t;
  return r;
}

/* Whether P is the single parameter PAR[0] with coefficient 1; set *LEAF
   to it if so.  */

bool
leaf_param_p (const poly &p, int *leaf)
{
  if (p.n != 1 || p.t[0].coef != 1 || p.t[0].iv >= 0 || p.t[0].np != 1)
    return false;
  *leaf = p.t[0].par[0];
  return true;
}

/* Whether the parameters of term A contain those of the monomial M (a
   term whose coefficient and counter are ignored); if so, set *Q to A
   with M's parameters removed.  */

bool
term_divides_p (const pterm &a, const pterm &m, pterm *q)
{
  *q = a;
  q->np = 0;
  int j = 0;
  for (int i = 0; i < a.np; i++)
    if (j < m.np && a.par[i] == m.par[j])
      j++;
    else
      q->par[q->np++] = a.par[i];
  return j == m.np;
}

/* Convert P, which must be affine (no term with a counter and a
   parameter, at most one parameter per term), into *L.  */

bool
poly_to_lin (const poly &p, lin *l)
{
  memset (l, 0, sizeof *l);
  for (int i = 0; i < p.n; i++)
    {
      const pterm &t = p.t[i];
      HOST_WIDE_INT *slot;
      if (t.iv >= 0 && t.np == 0)
	slot = &l->iv[t.iv];
      else if (t.iv < 0 && t.np == 1)
	slot = &l->par[t.par[0]];
      else if (t.iv < 0 && t.np == 0)
	slot = &l->cst;
      else
	return false;
      if (__builtin_add_overflow (*slot, t.coef, slot))
	return false;
    }
  return true;
}

/* Polynomial division.  Monomials are ordered graded
   lexicographically: by degree (parameters and counter), then by the
   exponents of the parameters in increasing index, then of the
   counters; the order is compatible with products, so that dividing
   by a poly D removes the leading term of what remains at each
   step.  */

/* The degree of term T.  */

int
term_degree (const pterm &t)
{
  return t.np + (t.iv >= 0);
}

/* Compare the monomials of terms A and B: negative when A's is smaller,
   zero when they are the same, positive when A's is larger.  With sorted
   parameter lists, the first difference decides: the lower parameter
   has the higher exponent; a list that extends the other has one more
   parameter; then the lower counter is the larger variable.  */

static int
term_cmp (const pterm &a, const pterm &b)
{
  int da = term_degree (a), db = term_degree (b);
  if (da != db)
    return da - db;
  for (int i = 0; i < a.np && i < b.np; i++)
    if (a.par[i] != b.par[i])
      return b.par[i] - a.par[i];
  if (a.np != b.np)
    return a.np - b.np;
  return a.iv == b.iv ? 0 : a.iv < b.iv ? 1 : -1;
}

/* The index of the leading (largest) term of P, or -1 when P is
   zero.  */

int
poly_lead (const poly &p)
{
  int best = -1;
  for (int i = 0; i < p.n; i++)
    if (best < 0 || term_cmp (p.t[i], p.t[best]) > 0)
      best = i;
  return best;
}

/* Divide P by D, a non-zero poly without counters: set *Q and *R so that
   P = Q * D + R where no term of R is divisible by the leading term of
   D (D's parameters among its own, D's coefficient dividing its own).
   Return false on overflow or when a poly would grow too large.  */

bool
poly_divmod (const poly &p, const poly &d, poly *q, poly *r)
{
  int ld = poly_lead (d);
  if (ld < 0)
    return false;
  poly rest = p;
  q->n = r->n = 0;
  /* Each step removes the leading term of REST and adds smaller ones;
     bound the steps all the same.  */
  for (int steps = 0; rest.n > 0; steps++)
    {
      if (steps > 4 * MAX_TERMS)
	return false;
      int i = poly_lead (rest);
      pterm t = rest.t[i], qt;
      if (t.coef % d.t[ld].coef || !term_divides_p (t, d.t[ld], &qt))
	{
	  if (!poly_add_term (r, t, 1))
	    return false;
	  rest.t[i] = rest.t[--rest.n];
	  continue;
	}
      poly qp, prod;
      qt.coef = t.coef / d.t[ld].coef;
      qp.n = 1;
      qp.t[0] = qt;
      if (!poly_mul (&prod, qp, d) || !poly_add (&rest, rest, prod, -1)
	  || !poly_add_term (q, qt, 1))
	return false;
    }
  return true;
}

/* Make the non-zero poly P primitive with a positive leading
   coefficient: divide it by the gcd of its coefficients, negated if
   need be.  */

void
poly_normalize (poly *p)
{
  HOST_WIDE_INT g = 0;
  for (int i = 0; i < p->n; i++)
    {
      HOST_WIDE_INT c = p->t[i].coef < 0 ? -p->t[i].coef : p->t[i].coef;
      while (c)
	{
	  HOST_WIDE_INT m = g % c;
	  g = c;
	  c = m;
	}
    }
  int l = poly_lead (*p);
  if (l < 0 || g <= 0)
    return;
  if (p->t[l].coef < 0)
    g = -g;
  for (int i = 0; i < p->n; i++)
    p->t[i].coef /= g;
}

/* Whether the polys A and B are equal.  */

bool
poly_equal_p (const poly &a, const poly &b)
{
  poly d;
  return a.n == b.n && poly_add (&d, a, b, -1) && d.n == 0;
}
