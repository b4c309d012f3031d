/* Scalar reductions of a two-loop nest run on the device as partials
   per row, folded on the host (gpugen-reduce.cc), and give the host's
   bits: every fold and type gpugen offloads, each against the same
   loop kept on the host (an empty asm on the element makes the
   reference no SCoP), over values with NaNs of several payloads (at
   rows' starts, ends and middles, and rows of NaNs only), -0.0 and
   +0.0 tied as extremes, infinities, wrapping integers (a signed sum
   whose rows' partials overflow int though the loop's sum does not),
   for initial values NaN, -0.0, +0.0, infinities and ordinary ones, and
   for whole, empty (no row, empty rows), single-element, single-row
   and single-column nests.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define N 41
#define M 23

double da[N][M];
float fa[N][M];
int ia[N][M];
unsigned ua[N][M];
long la[N][M];
unsigned long ula[N][M];
short sa[N][M];
signed char ca[N][M];
unsigned char uca[N][M];

/* Make the value of X opaque to gpugen: the reference loops are no
   SCoPs.  */
#define OPAQUE(X) __asm__ volatile ("" : "+m" (X))

/* NAME: the nest offloaded; NAME_ref: the same on the host.  D is the
   element, of type T, read from ARR; UPDATE updates the accumulator
   s.  */
#define PAIR(NAME, T, ARR, UPDATE)					\
  static T __attribute__ ((noipa))					\
  NAME (int n, int m, T s)						\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	{								\
	  T d = ARR[i][j];						\
	  UPDATE;							\
	}								\
    return s;								\
  }									\
  static T __attribute__ ((noipa))					\
  NAME##_ref (int n, int m, T s)					\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	{								\
	  T d = ARR[i][j];						\
	  OPAQUE (d);							\
	  UPDATE;							\
	}								\
    return s;								\
  }

/* The selects on doubles, in each form gpugen folds.  */
PAIR (d_gt, double, da, if (d > s) s = d)
PAIR (d_ge, double, da, if (d >= s) s = d)
PAIR (d_lt, double, da, if (d < s) s = d)
PAIR (d_le, double, da, if (d <= s) s = d)
PAIR (d_keep_gt, double, da, s = s > d ? s : d)
PAIR (d_keep_ge, double, da, s = s >= d ? s : d)
PAIR (d_keep_lt, double, da, s = s < d ? s : d)
PAIR (d_keep_le, double, da, s = s <= d ? s : d)
PAIR (d_swap_gt, double, da, s = s < d ? d : s)
PAIR (d_fabs_gt, double, da, d = fabs (d); if (d > s) s = d)
/* On floats.  */
PAIR (f_gt, float, fa, if (d > s) s = d)
PAIR (f_keep_le, float, fa, s = s <= d ? s : d)
/* Integers: sums (wrapping), products, bitwise, minimum, maximum.  */
PAIR (i_sum, int, ia, s += d)
PAIR (i_sub, int, ia, s -= d >> 4)
PAIR (i_prod, int, ia, s *= d | 1)
PAIR (i_max, int, ia, s = d > s ? d : s)
PAIR (i_min, int, ia, if (d < s) s = d)
PAIR (u_sum, unsigned, ua, s += d * d)
PAIR (u_max, unsigned, ua, s = d > s ? d : s)
PAIR (u_and, unsigned, ua, s &= d | 0x10001u)
PAIR (u_or, unsigned, ua, s |= d & 0x10101010u)
PAIR (u_xor, unsigned, ua, s ^= d)
PAIR (l_sum, long, la, s += d * 3)
PAIR (l_min, long, la, s = d < s ? d : s)
PAIR (ul_prod, unsigned long, ula, s *= d | 1)
PAIR (s_sum, short, sa, s += d)
PAIR (c_sum, signed char, ca, s += d)
PAIR (c_max, signed char, ca, if (d > s) s = d)
PAIR (uc_xor, unsigned char, uca, s ^= d)

/* A count under a mask, and two reductions of one nest: the largest
   difference and how many differences pass 1.  */

static int __attribute__ ((noipa))
count (int n, int m, int c)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (da[i][j] > 0.5)
	c++;
  return c;
}

static int __attribute__ ((noipa))
count_ref (int n, int m, int c)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double d = da[i][j];
	OPAQUE (d);
	if (d > 0.5)
	  c++;
      }
  return c;
}

static double __attribute__ ((noipa))
two (int n, int m, double e, int *cp)
{
  int c = *cp;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double d = fabs (da[i][j] - fa[i][j]);
	if (d > e)
	  e = d;
	if (d > 1.0)
	  c++;
      }
  *cp = c;
  return e;
}

static double __attribute__ ((noipa))
two_ref (int n, int m, double e, int *cp)
{
  int c = *cp;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double d = fabs (da[i][j] - fa[i][j]);
	OPAQUE (d);
	if (d > e)
	  e = d;
	if (d > 1.0)
	  c++;
      }
  *cp = c;
  return e;
}

/* A ragged nest (rows of i + 1 elements; N at most M) and a three-loop
   nest.  */

static double __attribute__ ((noipa))
tri (int n, double e)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      e = e > da[i][j] ? e : da[i][j];
  return e;
}

static double __attribute__ ((noipa))
tri_ref (int n, double e)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      {
	double d = da[i][j];
	OPAQUE (d);
	e = e > d ? e : d;
      }
  return e;
}

static int __attribute__ ((noipa))
three (int n, int s)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < M; k++)
	s += ia[i][k] * ia[j][k];
  return s;
}

static int __attribute__ ((noipa))
three_ref (int n, int s)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < M; k++)
	{
	  int d = ia[i][k];
	  OPAQUE (d);
	  s += d * ia[j][k];
	}
  return s;
}

/* Whether X and Y have the same bits.  */

static int
same (const void *x, const void *y, size_t n)
{
  return memcmp (x, y, n) == 0;
}

#define CHECK(NAME, T, INIT)						\
  do									\
    {									\
      T x_ = NAME (n, m, INIT), y_ = NAME##_ref (n, m, INIT);		\
      if (!same (&x_, &y_, sizeof x_))					\
	abort ();							\
    }									\
  while (0)

static const double dinits[] = { 0.0, -0.0, 1.0, -3.5, INFINITY, -INFINITY,
				 NAN };

static void
check_all (int n, int m)
{
  for (unsigned k = 0; k < sizeof dinits / sizeof *dinits; k++)
    {
      double e = dinits[k];
      CHECK (d_gt, double, e);
      CHECK (d_ge, double, e);
      CHECK (d_lt, double, e);
      CHECK (d_le, double, e);
      CHECK (d_keep_gt, double, e);
      CHECK (d_keep_ge, double, e);
      CHECK (d_keep_lt, double, e);
      CHECK (d_keep_le, double, e);
      CHECK (d_swap_gt, double, e);
      CHECK (d_fabs_gt, double, e);
      CHECK (f_gt, float, (float) e);
      CHECK (f_keep_le, float, (float) e);
      int c1 = 3, c2 = 3;
      double t1 = two (n, m, e, &c1), t2 = two_ref (n, m, e, &c2);
      if (!same (&t1, &t2, sizeof t1) || c1 != c2)
	abort ();
      t1 = tri (n < M ? n : M, e);
      t2 = tri_ref (n < M ? n : M, e);
      if (!same (&t1, &t2, sizeof t1))
	abort ();
    }
  static const long inits[] = { 0, 1, -1, 7, INT32_MIN + 3, INT32_MAX - 2,
				-128, 127, 255 };
  for (unsigned k = 0; k < sizeof inits / sizeof *inits; k++)
    {
      long v = inits[k];
      CHECK (i_sum, int, (int) v);
      CHECK (i_sub, int, (int) v);
      CHECK (i_prod, int, (int) v);
      CHECK (i_max, int, (int) v);
      CHECK (i_min, int, (int) v);
      CHECK (u_sum, unsigned, (unsigned) v);
      CHECK (u_max, unsigned, (unsigned) v);
      CHECK (u_and, unsigned, (unsigned) v);
      CHECK (u_or, unsigned, (unsigned) v);
      CHECK (u_xor, unsigned, (unsigned) v);
      CHECK (l_sum, long, v * 1000003);
      CHECK (l_min, long, v);
      CHECK (ul_prod, unsigned long, (unsigned long) v);
      CHECK (s_sum, short, (short) v);
      CHECK (c_sum, signed char, (signed char) v);
      CHECK (c_max, signed char, (signed char) v);
      CHECK (uc_xor, unsigned char, (unsigned char) v);
      if (count (n, m, (int) v) != count_ref (n, m, (int) v)
	  || three (n < 9 ? n : 9, (int) v) != three_ref (n < 9 ? n : 9,
							  (int) v))
	abort ();
    }
}

/* A NaN with payload P.  */

static double
nan_payload (unsigned p)
{
  uint64_t b = 0x7ff8000000000000ull | p;
  double d;
  memcpy (&d, &b, sizeof d);
  return d;
}

static unsigned seed = 1;

static unsigned
next (void)
{
  seed = seed * 1103515245u + 12345u;
  return seed >> 8;
}

/* Fill the arrays: with TIES, the doubles are zeros of both signs,
   NaNs and values below zero (negated for TIES 2), so that the extremes
   tie on -0.0 and +0.0.  */

static void
fill (int ties)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      {
	unsigned r = next () % 16;
	double v;
	if (ties)
	  v = (r < 2 ? nan_payload (r + 1) : r < 7 ? -0.0 : r < 12 ? 0.0
	       : r < 14 ? -1.0 : -INFINITY);
	else
	  v = (r == 0 ? nan_payload (next () % 5 + 1) : r == 1 ? INFINITY
	       : r == 2 ? -INFINITY : (double) (int) (next () % 41) - 20.0);
	da[i][j] = ties == 2 ? -v : v;
	fa[i][j] = (float) (r % 3 == 0 ? v : v * 0.5);
	unsigned u = next () * 2654435761u;
	ia[i][j] = (int) u;
	ua[i][j] = u;
	la[i][j] = (long) u << 20 | next ();
	ula[i][j] = (unsigned long) u << 32 | next ();
	sa[i][j] = (short) u;
	ca[i][j] = (signed char) u;
	uca[i][j] = (unsigned char) u;
      }
  /* NaNs at a row's start and end, and a row of NaNs only.  */
  da[3][0] = nan_payload (7);
  da[4][M - 1] = nan_payload (8);
  for (int j = 0; j < M; j++)
    da[N - 2][j] = nan_payload (9 + j % 2);
}

int
main (void)
{
  static const int sizes[][2] = { { N, M }, { 0, M }, { N, 0 }, { 1, 1 },
				  { 1, M }, { N, 1 }, { 17, 5 } };
  for (int t = 0; t < 6; t++)
    {
      fill (t % 3);
      for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++)
	check_all (sizes[k][0], sizes[k][1]);
    }
  /* A signed sum whose rows' partials overflow int, though the loop's
     running sum stays in range: the device sums the rows in unsigned
     arithmetic.  */
  memset (ia, 0, sizeof ia);
  ia[0][0] = -2000000000;
  ia[1][0] = 2000000000;
  ia[1][1] = 2000000000;
  ia[2][0] = -2000000000;
  if (i_sum (3, M, 0) != 0 || i_sum (3, M, 0) != i_sum_ref (3, M, 0))
    abort ();
  return 0;
}
