/* Maxima and minima kept in memory through a pointer that is not
   restrict, each form the program can write them in: "if (d > *p) *p =
   d", ">=", "<", "*p >= d" (a minimum keeping the last of equal
   elements), "*p = d > *p ? d : *p", on double, float, int and long
   (gpugen-reduce-mem.cc).  The device path folds each row's partial
   from the identity and stores the fold where the program's nest
   would have stored (only where the fold beats the value *p held, as
   the program's comparison does), so that NaN elements (never taken),
   a NaN in *p before the nest (never replaced), -0.0 against +0.0 (the
   first or last of equal elements, by position), infinities and empty
   nests leave the host's bits.  Each is run with *p a separate
   variable, the element past the rows of w the nest copies (the
   device), an element of w (written) and of a (read) (the host, by the
   run-time check); every bit of w, a and *p is compared with the
   reference (gpugen_off), but for the NaNs of float w = 2 * d, which
   the GPU computes as its canonical NaN (0x7fffffff) where x86 keeps
   the operand's (0x7fc00000): both must be NaNs there.  The forms that keep the accumulator ("*p =
   *p > d ? *p : d") and fmax stay what they were (one thread), and are
   compared too.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "region \[^\r\n\]*:44 \\(gt\\): 294 of 504 executions on the device, 210 on the host \\(210 by the run-time checks\\)" } */
/* { dg-prune-output "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads; no loop mapped: one thread\\)" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define DEF(NAME, ATTR, T, UPD)						\
  static void __attribute__ ((noipa)) ATTR				\
  NAME (int n, int m, const T *a, T *w, T *p)				\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	{								\
	  T d = a[i * m + j];						\
	  UPD;								\
	  w[i * m + j] = 2 * d;						\
	}								\
  }
#define OFF __attribute__ ((gpugen_off))
DEF (gt, , double, if (d > *p) *p = d) /* { dg-optimized "reduction of '\\*p' over the loop nest at line 44, partials per row" } */
DEF (gt_r, OFF, double, if (d > *p) *p = d)
DEF (ge, , double, if (d >= *p) *p = d) /* { dg-optimized "reduction of '\\*p'" } */
DEF (ge_r, OFF, double, if (d >= *p) *p = d)
DEF (lt, , double, if (d < *p) *p = d) /* { dg-optimized "reduction of '\\*p'" } */
DEF (lt_r, OFF, double, if (d < *p) *p = d)
DEF (le, , double, if (*p >= d) *p = d) /* { dg-optimized "reduction of '\\*p'" } */
DEF (le_r, OFF, double, if (*p >= d) *p = d)
DEF (tern, , double, *p = d > *p ? d : *p) /* { dg-optimized "reduction of '\\*p'" } */
DEF (tern_r, OFF, double, *p = d > *p ? d : *p)
DEF (keep, , double, *p = *p > d ? *p : d)
DEF (keep_r, OFF, double, *p = *p > d ? *p : d)
DEF (fgt, , float, if (d > *p) *p = d) /* { dg-optimized "reduction of '\\*p'" } */
DEF (fgt_r, OFF, float, if (d > *p) *p = d)
DEF (igt, , int, if (d > *p) *p = d) /* { dg-optimized "reduction of '\\*p'" } */
DEF (igt_r, OFF, int, if (d > *p) *p = d)
DEF (llt, , long, if (d < *p) *p = d) /* { dg-optimized "reduction of '\\*p'" } */
DEF (llt_r, OFF, long, if (d < *p) *p = d)

#define N 13
#define M 37
#define K (N * M + 8)

/* Whether the N bytes at X and Y are the same.  */
static int
same_bits (const void *x, const void *y, size_t n)
{
  return memcmp (x, y, n) == 0;
}

/* For each of N's values, each position of P (see the head), compare
   F with its reference FR over A filled by FILL (of the index k) and
   *P starting at INIT.  */
#define CHECK(T, F, FR, FILL, INIT)					\
  for (int where = 0; where < 4; where++)				\
    for (int nn = 0; nn <= N; nn += (nn < 3 ? 1 : 5))			\
      {									\
	static T a1[K], w1[K], a2[K], w2[K];				\
	T v1, v2;							\
	for (int k = 0; k < K; k++)					\
	  {								\
	    a1[k] = a2[k] = FILL;					\
	    w1[k] = w2[k] = (T) k;					\
	  }								\
	T *p1 = (where == 0 ? &v1 : where == 1 ? &w1[N * M + 3]		\
		 : where == 2 ? &w1[5] : &a1[7]);			\
	T *p2 = (where == 0 ? &v2 : where == 1 ? &w2[N * M + 3]		\
		 : where == 2 ? &w2[5] : &a2[7]);			\
	*p1 = INIT;							\
	*p2 = INIT;							\
	F (nn, M, a1, w1, p1);						\
	FR (nn, M, a2, w2, p2);						\
	for (int k = 0; k < K; k++)					\
	  if (!same_bits (&w1[k], &w2[k], sizeof (T))			\
	      && !(w1[k] != w1[k] && w2[k] != w2[k] && sizeof (T) == 4))	\
	    abort ();							\
	if (memcmp (a1, a2, sizeof a1) || memcmp (p1, p2, sizeof *p1))	\
	  abort ();							\
      }

/* Three fillings: plain values; NaNs, -0.0 and +0.0 among negative
   values; zeros of both signs alone.  */
#define FILLD								\
  (s == 0 ? (double) ((k * 37) % 101) - 50.0				\
   : s == 1 ? (k % 7 == 3 ? NAN : k % 5 == 0 ? -0.0 : k % 5 == 1 ? 0.0	\
	       : -1.0 * (k % 3))					\
   : (k % 11 == 0 ? -0.0 : 0.0))

int __attribute__ ((gpugen_off))
main (void)
{
  static const double inits[] = { 0.0, -0.0, NAN, -INFINITY, INFINITY, 3.0,
				  -5.0 };
  for (int s = 0; s < 3; s++)
    for (unsigned q = 0; q < sizeof inits / sizeof *inits; q++)
      {
	double in = inits[q];
	CHECK (double, gt, gt_r, FILLD, in)
	CHECK (double, ge, ge_r, FILLD, in)
	CHECK (double, lt, lt_r, FILLD, in)
	CHECK (double, le, le_r, FILLD, in)
	CHECK (double, tern, tern_r, FILLD, in)
	CHECK (double, keep, keep_r, FILLD, in)
	CHECK (float, fgt, fgt_r, (float) FILLD, (float) in)
	CHECK (int, igt, igt_r, (k * 7919) % 1000 - 500 + s,
	       (int) (q * 100) - 300)
	CHECK (long, llt, llt_r, (k * 7919) % 1000 - 500 - s,
	       (long) (q * 100) - 300)
      }
  return 0;
}
