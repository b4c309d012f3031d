/* Privatization, run: the workspaces of private-shapes.h, privatized
   or not, give what the same functions compiled to stay on the host
   give, the workspaces' final contents included (the last iteration's
   values, copied back).  */
/* { dg-do run } */

#include <math.h>
#include <stdlib.h>
#include "private-shapes.h"
#undef PRIVATE_ATTR
#undef PRIVATE_NAME
#define PRIVATE_ATTR __attribute__ ((gpugen_off))
#define PRIVATE_NAME(f) f##_ref
#include "private-shapes.h"

#define TOL 1e-12

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the set-up stays on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

/* Abort unless each of the COUNT elements of X is within TOL (relative
   to the largest magnitude of REF) of REF's.  */

static void
check (const double *x, const double *ref, long count)
{
  double scale = 1e-300;
  for (long i = 0; i < count; i++)
    if (fabs (host (ref[i])) > scale)
      scale = fabs (ref[i]);
  for (long i = 0; i < count; i++)
    if (!(fabs (host (x[i]) - ref[i]) <= TOL * scale))
      abort ();
}

/* Fill the COUNT elements of X and REF with the same values, from
   SEED.  */

static void
fill (double *x, double *ref, long count, int seed)
{
  for (long i = 0; i < count; i++)
    x[i] = ref[i] = host ((double) ((seed * 7 + 5 * i) % 19) / 19 - 0.4);
}

int
main (void)
{
  int nr = host_int (13), nq = host_int (11), np = host_int (17);
  long na = (long) nr * nq * np;
  double *a = malloc (sizeof (double) * na);
  double *a_ref = malloc (sizeof (double) * na);
  double *c4 = malloc (sizeof (double) * np * np);
  double *c4_ref = malloc (sizeof (double) * np * np);
  double *sum = malloc (sizeof (double) * np);
  double *sum_ref = malloc (sizeof (double) * np);
  fill (a, a_ref, na, 1);
  fill (c4, c4_ref, (long) np * np, 2);
  fill (sum, sum_ref, np, 3);
  workspace (nr, nq, np, a, c4, sum);
  workspace_ref (nr, nq, np, a_ref, c4_ref, sum_ref);
  check (a, a_ref, na);
  check (sum, sum_ref, np);
  /* No iteration: the workspace keeps its values.  */
  workspace (nr, host_int (0), np, a, c4, sum);
  workspace_ref (nr, host_int (0), np, a_ref, c4_ref, sum_ref);
  check (sum, sum_ref, np);
  /* One iteration.  */
  workspace (1, 1, np, a, c4, sum);
  workspace_ref (1, 1, np, a_ref, c4_ref, sum_ref);
  check (a, a_ref, na);
  check (sum, sum_ref, np);

  int n = host_int (29), m = host_int (23), l = host_int (9);
  double *b = malloc (sizeof (double) * n * m);
  double *b_ref = malloc (sizeof (double) * n * m);
  double *t = malloc (sizeof (double) * m);
  double *t_ref = malloc (sizeof (double) * m);
  fill (a, a_ref, (long) n * m, 4);
  fill (b, b_ref, (long) n * m, 5);
  fill (t, t_ref, m, 6);
  exposed (n, m, a, b, t);
  exposed_ref (n, m, a_ref, b_ref, t_ref);
  check (b, b_ref, (long) n * m);
  check (t, t_ref, m);

  double *bn = malloc (sizeof (double) * n * n);
  double *bn_ref = malloc (sizeof (double) * n * n);
  double *an = malloc (sizeof (double) * n * n);
  double *an_ref = malloc (sizeof (double) * n * n);
  double *w = malloc (sizeof (double) * n);
  double *w_ref = malloc (sizeof (double) * n);
  fill (an, an_ref, (long) n * n, 7);
  fill (bn, bn_ref, (long) n * n, 8);
  fill (w, w_ref, n, 9);
  partial (n, an, bn, w);
  partial_ref (n, an_ref, bn_ref, w_ref);
  check (bn, bn_ref, (long) n * n);
  check (w, w_ref, n);

  double *c = malloc (sizeof (double) * l);
  double *c_ref = malloc (sizeof (double) * l);
  double *w2 = malloc (sizeof (double) * m * l);
  double *w2_ref = malloc (sizeof (double) * m * l);
  fill (a, a_ref, (long) n * m, 10);
  fill (b, b_ref, (long) n * m, 11);
  fill (c, c_ref, l, 12);
  fill (w2, w2_ref, (long) m * l, 13);
  workspace2 (n, m, l, (const double (*)[m]) a, (double (*)[m]) b, c,
	      (double (*)[l]) w2);
  workspace2_ref (n, m, l, (const double (*)[m]) a_ref, (double (*)[m]) b_ref,
		  c_ref, (double (*)[l]) w2_ref);
  check (b, b_ref, (long) n * m);
  check (w2, w2_ref, (long) m * l);

  double *cn = malloc (sizeof (double) * n * n);
  double *cn_ref = malloc (sizeof (double) * n * n);
  fill (an, an_ref, (long) n * l, 14);
  fill (cn, cn_ref, (long) n * n, 15);
  fill (w, w_ref, l, 16);
  triangle (n, l, an, cn, w);
  triangle_ref (n, l, an_ref, cn_ref, w_ref);
  check (cn, cn_ref, (long) n * n);
  check (w, w_ref, l);

  double *bc = malloc (sizeof (double) * n * l);
  double *bc_ref = malloc (sizeof (double) * n * l);
  fill (an, an_ref, (long) n * l, 17);
  fill (bc, bc_ref, (long) n * l, 18);
  fill (w, w_ref, l + 1, 19);
  chain (n, l, an, bc, w);
  chain_ref (n, l, an_ref, bc_ref, w_ref);
  check (bc, bc_ref, (long) n * l);
  check (w, w_ref, l + 1);

  free (bc);
  free (bc_ref);
  free (cn);
  free (cn_ref);
  free (a);
  free (a_ref);
  free (c4);
  free (c4_ref);
  free (sum);
  free (sum_ref);
  free (b);
  free (b_ref);
  free (t);
  free (t_ref);
  free (bn);
  free (bn_ref);
  free (an);
  free (an_ref);
  free (w);
  free (w_ref);
  free (c);
  free (c_ref);
  free (w2);
  free (w2_ref);
  return 0;
}
