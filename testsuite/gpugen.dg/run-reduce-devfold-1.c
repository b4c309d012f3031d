/* Partials folded on the device (gpugen-devfold.cc, runtime/region.c's
   device_fold): single loops that reduce and write memory besides have
   one partial per iteration, and from GPUGEN_FOLD_DEVICE_MIN (4096) of
   them the image's fold kernel folds them in segments, in order, before
   the host folds the segments' results.  A signed int sum that
   overflows (wrapping), a long long maximum, a double select with >=
   over -0.0 and +0.0 ties and NaNs (the last equal element wins), the
   errxb shape of a select with > of fabs in a time loop whose exit
   reads it, a float select with < (the first equal element wins), an
   all-NaN input and an all-negative one; every result and array bit
   for bit against the reference (gpugen_off), for counts below the
   threshold (folded on the host) and above it.  The profile shows that
   each fold kernel ran, as many times as the folds of at least 4096
   partials.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "kernel gpugen_fold_add_i32 \[^\r\n\]*: 2 launches.*kernel gpugen_fold_sel_ge_f64 \[^\r\n\]*: 18 launches.*kernel gpugen_fold_sel_lt_f32 \[^\r\n\]*: 18 launches.*kernel gpugen_fold_max_i64 \[^\r\n\]*: 6 launches.*kernel gpugen_fold_sel_gt_f64 \[^\r\n\]*: 4 launches" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define M 9000
static int ia[M], ib1[M], ib2[M];
static double da[M], db1[M], db2[M];
static float fa[M], fb1[M], fb2[M];
static long long la[M], lb1[M], lb2[M];
static double ja1[M], jb1[M], ja2[M], jb2[M];

#define FUNCS(SUF, ATTR, IB, DB, FB, LB, JA, JB)			\
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
	FB[i] = d * 2;							\
	if (d < m)							\
	  m = d;							\
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
  }									\
  static int __attribute__ ((noipa)) ATTR				\
  jacobi##SUF (int n, double *errp, double tol, int maxit)		\
  {									\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	*errp = 0.0;							\
	for (int i = 1; i < n - 1; i++)					\
	  {								\
	    JB[i] = 0.5 * (JA[i - 1] + JA[i + 1]);			\
	    double d = fabs (JB[i] - JA[i]);				\
	    if (d > *errp)						\
	      *errp = d;						\
	  }								\
	for (int i = 1; i < n - 1; i++)					\
	  JA[i] = JB[i];						\
	if (*errp < tol)						\
	  break;							\
      }									\
    return it;								\
  }

FUNCS (, , ib1, db1, fb1, lb1, ja1, jb1) /* { dg-optimized "reduction of 's' over the loop nest at line 100, partials per row" } */
/* { dg-optimized "reduction of 'm' over the loop nest at line 100, partials per row" "" { target *-*-* } 100 } */
/* { dg-optimized "reduction of 'errp' over the loop nest at line 100, partials per row" "" { target *-*-* } 100 } */
FUNCS (_ref, __attribute__ ((gpugen_off)), ib2, db2, fb2, lb2, ja2, jb2)

/* Whether X and Y (N floats) hold the same bits, but for NaNs, which
   need only be NaNs in both (a GPU's f32 arithmetic gives its canonical
   NaN).  */
static int __attribute__ ((gpugen_off))
same_floats (const float *x, const float *y, int n)
{
  for (int i = 0; i < n; i++)
    if (memcmp (&x[i], &y[i], sizeof (float))
	&& !(x[i] != x[i] && y[i] != y[i]))
      return 0;
  return 1;
}

/* The inputs: SET 0 mixes values, ties of -0.0 and +0.0 at the maximum
   of DA and the minimum of FA, and NaNs; SET 1 is all NaN (DA and FA);
   SET 2 all negative (DA and LA).  */
static void __attribute__ ((gpugen_off))
fill (int set)
{
  for (int i = 0; i < M; i++)
    {
      ia[i] = (i * 7919) % 100003 - 50000;
      la[i] = (long long) ((i * 104729) % 1000) << 40;
      if (set == 2)
	la[i] = -la[i] - 1;
      if (set == 0)
	{
	  /* The largest elements of DA are zeros, +0.0 but for a few
	     -0.0, the last one of each count (4096, 9000) among them, and
	     the first of each thread's piece a +0.0; the smallest of FA
	     zeros too, the first one a -0.0, the last one a +0.0.  */
	  da[i] = (i % 3 == 1) ? 0.0 : -1.0 - (i % 17);
	  if (i % 1013 == 500 || i == 4095)
	    da[i] = -0.0;
	  if (i % 97 == 50)
	    da[i] = NAN;
	  fa[i] = (i % 5) * 0.25f + (i % 11) + 1.0f;
	  if (i % 1013 == 700)
	    fa[i] = (i / 1013) % 2 ? 0.0f : -0.0f;
	  if (i % 89 == 3)
	    fa[i] = NAN;
	}
      else if (set == 1)
	{
	  da[i] = NAN;
	  fa[i] = -NAN;
	}
      else
	{
	  da[i] = -1.0 - (i % 23) * 0.5;
	  fa[i] = 1.0f + (i % 29);
	}
    }
  if (set == 0)
    {
      /* The last zero of all, a -0.0, then a NaN and a smaller value
	 in the same thread's piece.  */
      da[M - 3] = -0.0;
      da[M - 2] = NAN;
      da[M - 1] = -3.0;
    }
}

int __attribute__ ((gpugen_off))
main (void)
{
  static const int ns[] = { 0, 1, 4095, 4096, 9000 };
  for (int set = 0; set < 3; set++)
    {
      fill (set);
      for (int x = 0; x < 5; x++)
	{
	  int n = ns[x];
	  if (set == 0)
	    {
	      int s1 = isum (n, 7), s2 = isum_ref (n, 7);
	      if (s1 != s2 || memcmp (ib1, ib2, sizeof ib1))
		abort ();
	    }
	  static const double inits[] = { -INFINITY, -5.0, 0.0 };
	  for (int k = 0; k < 3; k++)
	    {
	      double m1 = dge (n, inits[k]), m2 = dge_ref (n, inits[k]);
	      if (memcmp (&m1, &m2, sizeof m1) || memcmp (db1, db2, sizeof db1))
		abort ();
	      float f1 = flt (n, (float) -inits[k]);
	      float f2 = flt_ref (n, (float) -inits[k]);
	      if (memcmp (&f1, &f2, sizeof f1) || !same_floats (fb1, fb2, M))
		abort ();
	    }
	  long long l1 = lmax (n, -5), l2 = lmax_ref (n, -5);
	  if (l1 != l2 || memcmp (lb1, lb2, sizeof lb1))
	    abort ();
	}
    }
  /* The errxb shape: a pulse spreading, the error of each step.  */
  for (int k = 0; k < 2; k++)
    {
      int n = k ? M : 3000;
      for (int i = 0; i < M; i++)
	ja1[i] = jb1[i] = ja2[i] = jb2[i] = (i == 0 ? 1.0 : 0.0);
      double e1 = -1, e2 = -1;
      int t1 = jacobi (n, &e1, 1e-300, 4), t2 = jacobi_ref (n, &e2, 1e-300, 4);
      if (t1 != t2 || memcmp (&e1, &e2, sizeof e1)
	  || memcmp (ja1, ja2, sizeof ja1) || memcmp (jb1, jb2, sizeof jb1))
	abort ();
    }
  return 0;
}
