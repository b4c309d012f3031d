/* Two nests of a time loop, each under a color loop of two iterations,
   the first keeping a maximum "if (d > e3) e3 = d" that the time loop
   carries (never reset), the second counting into e4, reset in each
   step and read after the loop (fuzz --ext2 C seed 1028, reduced).
   The time loop's region was tried first, e3 rewritten as a reduction
   over the time loop; that region was rejected and the step's two
   nests became a region of their own, e3 rewritten again for it while
   the time loop's rewrite stayed in place (gpugen-reduce.cc undid
   both at the end of the pass only): the host code read the device
   path's fold where it does not dominate (-fchecking: "definition in
   block 17 does not dominate use in block 33"), and without checking
   e3 came out 0 instead of the nest's maximum.  A rejected region's
   rewrites are now undone before a region inside it is tried.  e3,
   e4 and every element against the host reference (gpugen_off), for
   sizes 0 to 41 and 0 to 4 steps.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define F(NAME, ATTR)							\
  static double __attribute__ ((noipa)) ATTR				\
  NAME (int n, int tsteps, double *a, long *cnt)			\
  {									\
    double e3 = 0;							\
    long e4 = 0;							\
    for (int it = 0; it < tsteps; it++)					\
      {									\
	for (int c = 0; c < 2; c++)					\
	  for (int i = 2; i < n - 2; i++)				\
	    {								\
	      double v = 0.5 * (a[i - 1] + a[i + 1]);			\
	      double d = fabs (v - a[i]);				\
	      if (d > e3)						\
		e3 = d;							\
	      a[i] = v;							\
	    }								\
	e4 = 0;								\
	for (int c = 0; c < 2; c++)					\
	  for (int j = 2 + (c & 1); j < n - 2; j += 2)			\
	    {								\
	      double v = 0.5 * (a[j - 1] + a[j + 1]);			\
	      if (v > a[j])						\
		e4 += 1;						\
	      a[j] = v;							\
	    }								\
      }									\
    *cnt = e4;								\
    return e3;								\
  }

F (f, ) /* { dg-optimized "reduction of 'e4' over the loop nest at line 55, partials per row; reduction of 'e3' over the loop nest at line 55, partials per row" } */
F (f_ref, __attribute__ ((gpugen_off)))

static void __attribute__ ((noipa, gpugen_off))
fill (double *a, double *b)
{
  for (int k = 0; k < 45; k++)
    a[k] = b[k] = ((k * 37) % 101 - 50) * 0.02;
}

int
main (void)
{
  static double a[45], b[45];
  for (int n = 0; n <= 41; n++)
    for (int t = 0; t <= 4; t++)
      {
	long c1 = -1, c2 = -1;
	fill (a, b);
	double e1 = f (n, t, a, &c1);
	double e2 = f_ref (n, t, b, &c2);
	if (memcmp (a, b, sizeof a) || memcmp (&e1, &e2, sizeof e1)
	    || c1 != c2)
	  abort ();
      }
  return 0;
}
