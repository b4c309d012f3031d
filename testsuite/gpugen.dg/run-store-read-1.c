/* Conditional stores whose arm reads the element it stores, in C on
   arrays of fixed size: "if (b[i] > 0) a[i] = exp (b[i]) + a[i]" and a
   2-D "if (x[i][j] > t) y[i][j] = y[i][j] / 2 + x[i][j]", without
   errno.  The load of the old value runs in every iteration of the
   kernels, which store "c ? f (b, old) : old"; the host code keeps the
   load in its branch.  Before, the load kept the nest on the host
   ("condition not affine").  A third arm reads the next element,
   "c[i] = c[i + 1] / 2 + b[i]", which the next iteration may store:
   the kernels must read it before that store, as the program does.
   The results match a host reference (a relative tolerance for exp),
   with empty, single, odd and even sizes; the elements past n keep
   their values.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-math-errno -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>

#define N 48

double a[N], b[N], ra[N], c[N + 1], rc[N + 1];
double x[N][N + 1], y[N][N + 1], ry[N][N + 1];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
id (double v)
{
  return v;
}

static void __attribute__ ((noipa))
kernels (int n, double t)
{
  /* One region.  */
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (b[i] > 0)
      a[i] = exp (b[i]) + a[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= n; j++)
      if (x[i][j] > t)
	y[i][j] = y[i][j] / 2 + x[i][j];
  for (int i = 0; i < n; i++)
    if (b[i] > 0)
      c[i] = c[i + 1] / 2 + b[i];
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 9, N };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int n = sizes[s];
      for (int i = 0; i < N; i++)
	{
	  b[i] = id (((7 * i) % 11 - 5) * 0.5);
	  a[i] = ra[i] = id (i - 20);
	  if (i < n && id (b[i]) > 0)
	    ra[i] = exp (id (b[i])) + id (ra[i]);
	  c[i] = rc[i] = id (3 * i + 1);
	  for (int j = 0; j <= N; j++)
	    {
	      x[i][j] = id (((3 * i + 5 * j) % 13 - 6) * 0.25);
	      y[i][j] = ry[i][j] = id (i - j);
	      if (i < n && j <= n && id (x[i][j]) > 0.3)
		ry[i][j] = id (ry[i][j]) / 2 + id (x[i][j]);
	    }
	}
      c[N] = rc[N] = id (-7);
      for (int i = 0; i < n; i++)
	if (id (b[i]) > 0)
	  rc[i] = id (rc[i + 1]) / 2 + id (b[i]);
      kernels (n, id (0.3));
      for (int i = 0; i < N; i++)
	{
	  if (fabs (a[i] - ra[i]) > 1e-14 * fabs (ra[i]) || c[i] != rc[i])
	    abort ();
	  for (int j = 0; j <= N; j++)
	    if (y[i][j] != ry[i][j])
	      abort ();
	}
    }
  return 0;
}
