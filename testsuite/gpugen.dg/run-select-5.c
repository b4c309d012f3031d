/* A store that GCC sinks into the join of a condition whose arm loads
   the stored element: "if (b[i] > 0) a[i] = 1; else a[i] = a[i] * 2 +
   b[i]" becomes "a[i] = PHI <1, a[i] * 2 + b[i]>" with the load in the
   arm.  The element is stored in every iteration anyway, so the load
   runs before the condition and the PHI is a select.  Before, the load
   kept the nest on the host ("condition not affine").  On integers,
   and on doubles without trapping math (with it, the arm's
   multiplication may raise an exception where the condition fails: a
   miss).  The results match a host reference, with empty, single, odd
   and even sizes.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 48

int ia[N], ib[N], ra[N];
double da[N], db[N], rd[N];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static int __attribute__ ((noipa))
id (int v)
{
  return v;
}

static void __attribute__ ((noipa))
ints (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (ib[i] > 0)
      ia[i] = 1;
    else
      ia[i] = ia[i] * 2 + ib[i];
}

static void __attribute__ ((noipa, optimize ("no-trapping-math")))
doubles (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (db[i] > 0)
      da[i] = 1;
    else
      da[i] = da[i] * 2 + db[i];
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
	  ib[i] = id ((i * 7) % 5 - 2);
	  ia[i] = ra[i] = id (i - 9);
	  db[i] = id ((i * 3) % 4 - 1);
	  da[i] = rd[i] = id (2 * i - 11);
	  if (i < n)
	    {
	      ra[i] = id (ib[i]) > 0 ? 1 : id (ra[i]) * 2 + ib[i];
	      rd[i] = id (db[i]) > 0 ? 1 : id (rd[i]) * 2 + db[i];
	    }
	}
      ints (n);
      doubles (n);
      for (int i = 0; i < N; i++)
	if (ia[i] != ra[i] || da[i] != rd[i])
	  abort ();
    }
  return 0;
}
