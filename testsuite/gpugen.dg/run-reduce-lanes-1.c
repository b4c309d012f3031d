/* The rows of an offloaded reduction run by the 32 threads of a block,
   each folding a run of 4 consecutive elements from the fold's
   identity (reduce-run=; 1 and 7 in run-reduce-lanes-3.c and -4.c),
   the runs combined in order by a tree and the rounds of 128 elements
   by an accumulator (gpugen-reduce-lanes.cc): every fold
   gpugen-reduce.cc rewrites must give the host's bits exactly.  Each
   form is run twice, offloaded and in a copy under gpugen_off, on rows
   of lengths around the run, the block and the round (0, 1, 7, 8, 9,
   31, 33, 127, 128, 129, 223, 225, 255, 256, 257, 300, 520) filled
   from a small set of values
   with many ties (-0.0 and +0.0, equal integers), NaNs and infinities
   at every position, and on rows placed by hand: the first of equal
   extremes in a later round, a NaN as a round's last element.  The
   results must be equal bit for bit: maxima and minima by the selects
   of both tie rules ("if (d > e)", ">=", "<", "<="), the selects that
   keep the accumulator ("e = e > d ? e : d", with a NaN state),
   integer sums that wrap (unsigned, and an 8-bit signed sum), a count,
   an exclusive or, and a triangle with empty rows.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#define N 5
#define M 520

double x[N][M];
float y[N][M];
unsigned u[N][M];
signed char c[N][M];
int k[N][M];

#define OFF __attribute__ ((noipa, gpugen_off))
#define ON __attribute__ ((noipa))

#define SEL(NAME, T, A, REL)						\
  static T ON NAME (int n, int m, T e)					\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	{								\
	  T d = A[i][j];						\
	  if (d REL e)							\
	    e = d;							\
	}								\
    return e;								\
  }									\
  static T OFF NAME##_ref (int n, int m, T e)				\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	{								\
	  T d = A[i][j];						\
	  if (d REL e)							\
	    e = d;							\
	}								\
    return e;								\
  }

#define KEEP(NAME, T, A, REL)						\
  static T ON NAME (int n, int m, T e)					\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	e = e REL A[i][j] ? e : A[i][j];				\
    return e;								\
  }									\
  static T OFF NAME##_ref (int n, int m, T e)				\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	e = e REL A[i][j] ? e : A[i][j];				\
    return e;								\
  }

#define ACC(NAME, T, A, UPDATE)						\
  static T ON NAME (int n, int m, T s)					\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	UPDATE;								\
    return s;								\
  }									\
  static T OFF NAME##_ref (int n, int m, T s)				\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	UPDATE;								\
    return s;								\
  }

SEL (sel_gt, double, x, >) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .e." } */
SEL (sel_ge, double, x, >=) /* { dg-optimized "gpugen: loop nest offloaded" } */
SEL (sel_lt, double, x, <) /* { dg-optimized "gpugen: loop nest offloaded" } */
SEL (sel_le, float, y, <=) /* { dg-optimized "gpugen: loop nest offloaded" } */
KEEP (keep_gt, double, x, >) /* { dg-optimized "gpugen: loop nest offloaded" } */
KEEP (keep_ge, double, x, >=) /* { dg-optimized "gpugen: loop nest offloaded" } */
KEEP (keep_lt, float, y, <) /* { dg-optimized "gpugen: loop nest offloaded" } */
KEEP (keep_le, double, x, <=) /* { dg-optimized "gpugen: loop nest offloaded" } */
ACC (usum, unsigned, u, s += u[i][j]) /* { dg-optimized "gpugen: loop nest offloaded" } */
ACC (csum, signed char, c, s += c[i][j]) /* { dg-optimized "gpugen: loop nest offloaded" } */
ACC (count, long, x, if (x[i][j] > 0.5) s++) /* { dg-optimized "gpugen: loop nest offloaded" } */
ACC (ixor, unsigned, u, s ^= u[i][j] * (unsigned) (j + 1)) /* { dg-optimized "gpugen: loop nest offloaded" } */
ACC (imin, int, k, if (k[i][j] < s) s = k[i][j]) /* { dg-optimized "gpugen: loop nest offloaded" } */

/* A triangle: row i has i elements (row 0 none), and a band of rows
   starting at i.  */

static double ON
tri (int n, double e)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded" } */
    for (int j = 0; j < i * 100; j++)
      {
	double d = x[i][j];
	if (d > e)
	  e = d;
      }
  return e;
}

static double OFF
tri_ref (int n, double e)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i * 100; j++)
      {
	double d = x[i][j];
	if (d > e)
	  e = d;
      }
  return e;
}

static double ON
band (int n, int m, double e)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded" } */
    for (int j = i * 37; j < m; j++)
      e = e > x[i][j] ? e : x[i][j];
  return e;
}

static double OFF
band_ref (int n, int m, double e)
{
  for (int i = 0; i < n; i++)
    for (int j = i * 37; j < m; j++)
      e = e > x[i][j] ? e : x[i][j];
  return e;
}

static unsigned seed = 12345;

static unsigned
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return seed >> 16;
}

static const double vals[] = { -0.0, 0.0, 1.0, -1.0, NAN, 2.0, -INFINITY,
			       INFINITY, 0.0, -0.0, 2.0, -NAN };

/* Fill the arrays: from VALS, with NaNs at most one in every NANS
   elements (0: none).  */

static void OFF
fill (int nans)
{
  int nv = sizeof vals / sizeof vals[0];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      {
	double v = vals[rnd () % nv];
	if (isnan (v) && (nans == 0 || rnd () % nans != 0))
	  v = (rnd () & 1) ? -0.0 : 0.0;
	x[i][j] = v;
	y[i][j] = (float) v;
	u[i][j] = (rnd () & 1) ? 0xfffffff0u + rnd () % 32 : rnd () % 5;
	c[i][j] = (signed char) (120 + rnd () % 16);
	k[i][j] = (int) (rnd () % 7) - 3;
      }
}

static int fails;

static void
same (const void *a, const void *b, size_t size, const char *f, int n, int m)
{
  if (memcmp (a, b, size) != 0)
    {
      fails++;
      fprintf (stderr, "%s differs, n = %d, m = %d\n", f, n, m);
    }
}

#define CHECK(F, T, N1, M1, INIT)					\
  do									\
    {									\
      T r1 = F (N1, M1, INIT), r2 = F##_ref (N1, M1, INIT);		\
      same (&r1, &r2, sizeof r1, #F, N1, M1);				\
    }									\
  while (0)

static void
check_all (int n, int m)
{
  CHECK (sel_gt, double, n, m, -INFINITY);
  CHECK (sel_gt, double, n, m, -0.0);
  CHECK (sel_ge, double, n, m, -INFINITY);
  CHECK (sel_ge, double, n, m, 0.0);
  CHECK (sel_lt, double, n, m, INFINITY);
  CHECK (sel_lt, double, n, m, 0.0);
  CHECK (sel_le, float, n, m, INFINITY);
  CHECK (sel_le, float, n, m, -0.0f);
  CHECK (keep_gt, double, n, m, -INFINITY);
  CHECK (keep_gt, double, n, m, NAN);
  CHECK (keep_gt, double, n, m, 0.0);
  CHECK (keep_ge, double, n, m, -0.0);
  CHECK (keep_ge, double, n, m, NAN);
  CHECK (keep_lt, float, n, m, INFINITY);
  CHECK (keep_lt, float, n, m, -0.0f);
  CHECK (keep_le, double, n, m, 0.0);
  CHECK (keep_le, double, n, m, NAN);
  CHECK (usum, unsigned, n, m, 7u);
  CHECK (csum, signed char, n, m, (signed char) -100);
  CHECK (count, long, n, m, 3L);
  CHECK (ixor, unsigned, n, m, 0x5au);
  CHECK (imin, int, n, m, 2);
  CHECK (band, double, n, m, -1.0);
}

int OFF
main (void)
{
  static const int lens[] = { 0, 1, 7, 8, 9, 31, 33, 127, 128, 129, 223,
			      225, 255, 256, 257, 300, 520 };
  int nl = sizeof lens / sizeof lens[0];
  for (int round = 0; round < 6; round++)
    {
      fill (round == 0 ? 0 : round == 1 ? 1 : round * 40);
      for (int l = 0; l < nl; l++)
	check_all (round & 1 ? N : 1 + l % 3, lens[l]);
      {
	double r1 = tri (N, -INFINITY), r2 = tri_ref (N, -INFINITY);
	same (&r1, &r2, sizeof r1, "tri", N, 0);
      }
    }

  /* By hand, one row of 520: the first of equal extremes in a later
     round (0.0 at 300 after -0.0 at 290, the elements before below), a
     NaN as the last element of a round and of a run.  */
  for (int j = 0; j < M; j++)
    {
      x[0][j] = -1.0 - j % 3;
      y[0][j] = 1.0f + j % 3;
    }
  x[0][290] = -0.0;
  x[0][300] = 0.0;
  x[0][301] = -0.0;
  y[0][290] = -0.0f;
  y[0][300] = 0.0f;
  check_all (1, M);
  x[0][255] = NAN;
  x[0][511] = NAN;
  x[0][127] = NAN;
  x[0][7] = NAN;
  x[0][3] = NAN;
  check_all (1, M);
  for (int j = 0; j < M; j++)
    x[0][j] = j == 0 ? -0.0 : 0.0;
  check_all (1, M);
  for (int j = 0; j < M; j++)
    x[0][j] = j == M - 1 ? -0.0 : 0.0;
  check_all (1, M);
  if (fails)
    abort ();
  return 0;
}
