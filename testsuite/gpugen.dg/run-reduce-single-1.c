/* Reductions along a single loop that writes memory besides: one
   partial per iteration (a row of one element), folded in order on the
   host (gpugen-reduce-rows.cc's gpugen_reduce_single_rows_p).  The
   folds of gpugen-reduce.cc on rows of one element: a signed sum that
   overflows (wrapping partials, the same bits), the selects with >= on
   -0.0 and +0.0 (the last equal element wins) and with < on floats
   holding NaNs (never selected), the form that keeps the accumulator
   unless it compares (a NaN element restarts it: the states), and a
   64-bit integer maximum.  Every bit against the reference (gpugen_off;
   fb's float NaNs as NaNs), for empty, short and long loops and initial
   values that some element replaces or none does.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "region \[^\r\n\]*:86 \\(isum\\): 7 entries.*:86 \\(dge\\): 35 entries.*:86 \\(keep\\): 35 entries.*:86 \\(flt\\): 35 entries.*:86 \\(lmax\\): 14 entries" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define M 1000
static int ia[M], ib1[M], ib2[M];
static double da[M], db1[M], db2[M];
static float fa[M], fb1[M], fb2[M];
static long long la[M], lb1[M], lb2[M];

#define FUNCS(SUF, ATTR, IB, DB, FB, LB)				\
  static int __attribute__ ((noipa)) ATTR				\
  isum##SUF (int n, int s)						\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	IB[i] = ia[i] + 1;						\
	s += ia[i] * 65537;						\
      }									\
    return s;								\
  }									\
  static double __attribute__ ((noipa)) ATTR				\
  dge##SUF (int n, double m)						\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	double d = da[i];						\
	DB[i] = d * 3;							\
	if (d >= m)							\
	  m = d;							\
      }									\
    return m;								\
  }									\
  static float __attribute__ ((noipa)) ATTR				\
  flt##SUF (int n, float m)						\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	float d = fa[i];						\
	FB[i] = -d;							\
	if (d < m)							\
	  m = d;							\
      }									\
    return m;								\
  }									\
  static double __attribute__ ((noipa)) ATTR				\
  keep##SUF (int n, double m)						\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	double d = da[i];						\
	DB[i] = d + 1;							\
	m = m > d ? m : d;						\
      }									\
    return m;								\
  }									\
  static long long __attribute__ ((noipa)) ATTR				\
  lmax##SUF (int n, long long m)					\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	LB[i] = la[i] - 1;						\
	if (la[i] > m)							\
	  m = la[i];							\
      }									\
    return m;								\
  }

FUNCS (, , ib1, db1, fb1, lb1) /* { dg-optimized "reduction of 's' over the loop nest at line 86, partials per row" } */
/* { dg-optimized "reduction of 'm' over the loop nest at line 86, partials per row" "" { target *-*-* } 86 } */
FUNCS (_ref, __attribute__ ((gpugen_off)), ib2, db2, fb2, lb2)

/* Whether X and Y hold the same bits, but for their float NaNs, which
   need only be NaNs in both: the GPU's f32 arithmetic (fb[i] = -d of a
   NaN d) gives its canonical NaN, x86 the operand's with its sign
   flipped.  */
static int __attribute__ ((gpugen_off))
same_floats (const float *x, const float *y)
{
  for (int i = 0; i < M; i++)
    if (memcmp (&x[i], &y[i], sizeof (float))
	&& !(x[i] != x[i] && y[i] != y[i]))
      return 0;
  return 1;
}

int __attribute__ ((gpugen_off))
main (void)
{
  for (int i = 0; i < M; i++)
    {
      ia[i] = (i * 7919) % 100003 - 50000;
      da[i] = (i % 3 == 0) ? -0.0 : (i % 3 == 1) ? 0.0 : -1.0 * (i % 17);
      if (i % 97 == 50)
	da[i] = NAN;
      fa[i] = (i % 5) * 0.25f - (i % 11);
      if (i % 89 == 3)
	fa[i] = NAN;
      la[i] = (long long) ((i * 104729) % 1000) << 40;
    }
  static const int ns[] = { 0, 1, 2, 7, 51, 99, 1000 };
  for (int x = 0; x < 7; x++)
    {
      int n = ns[x];
      int s1 = isum (n, 7), s2 = isum_ref (n, 7);
      if (s1 != s2 || memcmp (ib1, ib2, sizeof ib1))
	abort ();
      static const double inits[] = { -INFINITY, -0.0, 0.0, -5.0, 1.0 };
      for (int k = 0; k < 5; k++)
	{
	  double m1 = dge (n, inits[k]), m2 = dge_ref (n, inits[k]);
	  if (memcmp (&m1, &m2, sizeof m1) || memcmp (db1, db2, sizeof db1))
	    abort ();
	  m1 = keep (n, inits[k]);
	  m2 = keep_ref (n, inits[k]);
	  if (memcmp (&m1, &m2, sizeof m1) || memcmp (db1, db2, sizeof db1))
	    abort ();
	  float f1 = flt (n, (float) inits[k]);
	  float f2 = flt_ref (n, (float) inits[k]);
	  if (memcmp (&f1, &f2, sizeof f1) || !same_floats (fb1, fb2))
	    abort ();
	}
      long long l1 = lmax (n, -5), l2 = lmax_ref (n, -5);
      if (l1 != l2 || memcmp (lb1, lb2, sizeof lb1))
	abort ();
      l1 = lmax (n, 1LL << 62);
      l2 = lmax_ref (n, 1LL << 62);
      if (l1 != l2)
	abort ();
    }
  return 0;
}
