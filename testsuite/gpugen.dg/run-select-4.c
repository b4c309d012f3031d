/* Conditional stores on the false side of their condition: "if (!(b[i]
   > 0)) a[i] = b[i] * 3" (GCC keeps the comparison and branches to the
   store where it fails) and "if (b[i] > 0) ; else a[i] = ...", on
   arrays of fixed size.  The kernels store "c ? old : V"; they stored
   "c ? V : old" before, the store's side taken for the true one, a
   wrong result wherever the condition held or failed.  The results
   match a host reference, with NaNs (the comparison fails, so the store
   runs), on empty, single, odd and even sizes.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>

#define N 48

double a[N], b[N], ra[N], c[N], rc[N];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
id (double v)
{
  return v;
}

static void __attribute__ ((noipa))
not_gt (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (!(b[i] > 0))
      a[i] = b[i] * 3;
}

static void __attribute__ ((noipa))
else_arm (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (b[i] > 0)
      ;
    else
      c[i] = b[i] * 3 + c[i];
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
	  b[i] = id (i % 5 == 3 ? NAN : i % 3 - 1);
	  a[i] = ra[i] = id (i);
	  c[i] = rc[i] = id (2 * i);
	  if (i < n && !(id (b[i]) > 0))
	    {
	      ra[i] = id (b[i]) * 3;
	      rc[i] = id (b[i]) * 3 + id (rc[i]);
	    }
	}
      not_gt (n);
      else_arm (n);
      for (int i = 0; i < N; i++)
	if (!(a[i] == ra[i] || (isnan (a[i]) && isnan (ra[i])))
	    || !(c[i] == rc[i] || (isnan (c[i]) && isnan (rc[i]))))
	  abort ();
    }
  return 0;
}
