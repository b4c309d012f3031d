/* Several stores on one side of a data-dependent condition: "if (b[i] >
   0) { a[i] = ...; c[i] = ...; } else d[i] = ...", three stores on the
   true side and two on the false side, with a store common to both
   sides (GCC sinks it into the join, a store of a PHI), and a second
   store whose value loads an element after the first store ("a[i] =
   e[i] + 1; c[i] = e[i] * 2 + c[i]").  Each store becomes a select, in the order of the
   source, the true side's first, each reading the memory the one before
   it left; the host code keeps each side's stores in one branch.
   Before, only one store per side was handled ("condition not
   affine").  The results match a host reference, with NaNs (the
   comparison fails), on empty, single, odd and even sizes.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>

#define N 48

double a[N], b[N], c[N], d[N], e[N], f[N];
double ra[N], rc[N], rd[N], re[N], rf[N];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
id (double v)
{
  return v;
}

static void __attribute__ ((noipa))
two_then (int n, double x)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (b[i] > 0)
      {
	a[i] = b[i] * 2;
	c[i] = b[i] + x;
      }
    else
      d[i] = b[i] * 3;
}

static void __attribute__ ((noipa))
three_two (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (b[i] > 0)
      {
	a[i] = b[i] - 1;
	c[i] = 7;
	e[i] = b[i] * b[i];
      }
    else
      {
	d[i] = 5;
	f[i] = b[i] + 4;
      }
}

/* GCC sinks the store of c common to both sides into the join, as a
   store of a PHI of the two constants.  */

static void __attribute__ ((noipa))
common (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (b[i] > 0)
      {
	a[i] = b[i] - 1;
	c[i] = 7;
	e[i] = b[i] * b[i];
      }
    else
      {
	d[i] = 5;
	c[i] = 9;
      }
}

static void __attribute__ ((noipa))
load_between (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (b[i] > 0)
      {
	a[i] = e[i] + 1;
	c[i] = e[i] * 2 + c[i];
      }
}

static void
init (void)
{
  for (int i = 0; i < N; i++)
    {
      b[i] = id (i % 5 == 3 ? NAN : i % 3 - 1);
      a[i] = ra[i] = id (i);
      c[i] = rc[i] = id (2 * i);
      d[i] = rd[i] = id (3 * i);
      e[i] = re[i] = id (i - 7);
      f[i] = rf[i] = id (-i);
    }
}

/* Whether X and Y are the same value, NaNs included.  */

static int
same (double x, double y)
{
  return x == y || (isnan (x) && isnan (y));
}

static void
check (void)
{
  for (int i = 0; i < N; i++)
    if (!same (a[i], ra[i]) || !same (c[i], rc[i]) || !same (d[i], rd[i])
	|| !same (e[i], re[i]) || !same (f[i], rf[i]))
      abort ();
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 9, N };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int n = sizes[s];
      init ();
      two_then (n, id (0.5));
      for (int i = 0; i < n; i++)
	if (id (b[i]) > 0)
	  {
	    ra[i] = id (b[i]) * 2;
	    rc[i] = id (b[i]) + 0.5;
	  }
	else
	  rd[i] = id (b[i]) * 3;
      check ();
      init ();
      three_two (n);
      for (int i = 0; i < n; i++)
	if (id (b[i]) > 0)
	  {
	    ra[i] = id (b[i]) - 1;
	    rc[i] = 7;
	    re[i] = id (b[i]) * id (b[i]);
	  }
	else
	  {
	    rd[i] = 5;
	    rf[i] = id (b[i]) + 4;
	  }
      check ();
      init ();
      common (n);
      for (int i = 0; i < n; i++)
	if (id (b[i]) > 0)
	  {
	    ra[i] = id (b[i]) - 1;
	    rc[i] = 7;
	    re[i] = id (b[i]) * id (b[i]);
	  }
	else
	  {
	    rd[i] = 5;
	    rc[i] = 9;
	  }
      check ();
      init ();
      load_between (n);
      for (int i = 0; i < n; i++)
	if (id (b[i]) > 0)
	  {
	    ra[i] = id (e[i]) + 1;
	    rc[i] = id (e[i]) * 2 + rc[i];
	  }
      check ();
    }
  return 0;
}
