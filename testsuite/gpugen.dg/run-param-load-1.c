/* Loop bounds and a stencil radius read from memory before the nest: a
   structure field (g->n), array elements (sizes[0], sizes[1]) and a
   radius behind a pointer (*r).  GCC loads them once, before the nest;
   they are parameters like any other, and the nests are offloaded.  The
   results match a host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define TOL 1e-12

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

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
   to the largest magnitude of REF, at least 1) of REF's.  */

static void
check (const double *x, const double *ref, long count)
{
  double scale = 1;
  for (long i = 0; i < count; i++)
    if (fabs (host (ref[i])) > scale)
      scale = fabs (ref[i]);
  for (long i = 0; i < count; i++)
    if (!(fabs (host (x[i]) - ref[i]) <= TOL * scale))
      abort ();
}

struct grid
{
  int n;
  double *a;
};

void __attribute__ ((noipa))
field (struct grid *g, double *restrict b)
{
  for (int i = 0; i < g->n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    b[i] = g->a[i] * 2;
}

void __attribute__ ((noipa))
elems (const int *sizes, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < sizes[0]; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < sizes[1]; j++)
      a[i * 64 + j] = b[i * 64 + j] + 1;
}

void __attribute__ ((noipa))
radius (int n, const int *r, double *restrict a, const double *restrict b)
{
  int rad = *r;
  for (int i = rad; i < n - rad; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    a[i] = b[i - rad] + b[i + rad];
}

static double a[64 * 64], a_ref[64 * 64], b[64 * 64];

int
main (void)
{
  struct grid g;
  int sizes[2], r;
  g.n = host_int (1000);
  g.a = malloc (sizeof (double) * g.n);
  double *gb = malloc (sizeof (double) * g.n);
  double *gb_ref = malloc (sizeof (double) * g.n);
  for (int i = 0; i < g.n; i++)
    g.a[i] = host ((double) (i % 17));
  field (&g, gb);
  for (int i = 0; i < g.n; i++)
    gb_ref[i] = host (g.a[i]) * 2;
  check (gb, gb_ref, g.n);

  sizes[0] = host_int (50);
  sizes[1] = host_int (60);
  r = host_int (3);
  for (int i = 0; i < 64 * 64; i++)
    {
      a[i] = a_ref[i] = host ((double) (i % 5));
      b[i] = host ((double) (i % 11) - 5);
    }
  elems (sizes, a, b);
  for (int i = 0; i < sizes[0]; i++)
    for (int j = 0; j < sizes[1]; j++)
      a_ref[i * 64 + j] = host (b[i * 64 + j]) + 1;
  check (a, a_ref, 64 * 64);
  radius (host_int (4000), &r, a, b);
  for (int i = r; i < 4000 - r; i++)
    a_ref[i] = host (b[i - r]) + b[i + r];
  check (a, a_ref, 64 * 64);
  free (g.a);
  free (gb);
  free (gb_ref);
  return 0;
}
