/* Kernels of reductions' rows (gpugen-reduce-lanes.cc) of the shapes
   around the one whose row loop the block's threads share: a row that
   updates the accumulator before its loop (shared, from that value),
   three reductions of one loop (a select, a KEEP fold with its state,
   a count), a row of two loops and a loop inside the row's loop (run
   by the block's first thread alone), and a convergence loop whose
   error's nest writes nothing but the error ("if (d > err) err = d"
   between a sweep and a copy, conv.c's shape), run as one region with
   the error folded per step.  Each against a copy under gpugen_off,
   bit for bit, on rows of 0 to 300 elements with ties and NaNs.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 6
#define M 300

double x[N][M], z[N];
unsigned w[N][M];
double a[40][40], b[40][40];

#define OFF __attribute__ ((noipa, gpugen_off))
#define ON __attribute__ ((noipa))

#define TWO(NAME, ATTR)							\
  static unsigned ATTR NAME (int n, int m, unsigned s)			\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	for (int j = 0; j < m; j++)					\
	  s += w[i][j];							\
	for (int j = 0; j < m; j += 2)					\
	  s += 3u * w[i][j];						\
      }									\
    return s;								\
  }

#define DEEP(NAME, ATTR)						\
  static unsigned ATTR NAME (int n, int m, int q, unsigned s)		\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	for (int k = 0; k < q; k++)					\
	  s += w[i][j] * k;						\
    return s;								\
  }

#define PRE(NAME, ATTR)							\
  static double ATTR NAME (int n, int m, double e)			\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	if (z[i] > e)							\
	  e = z[i];							\
	for (int j = 0; j < m; j++)					\
	  if (x[i][j] > e)						\
	    e = x[i][j];						\
      }									\
    return e;								\
  }

#define RELAX(NAME, ATTR)						\
  static int ATTR NAME (int n, int maxit, double tol)			\
  {									\
    int it;								\
    for (it = 0; it < maxit; it++)					\
      {									\
	double err = 0.0;						\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1]	\
			      + a[i][j + 1]);				\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    {								\
	      double d = fabs (b[i][j] - a[i][j]);			\
	      if (d > err)						\
		err = d;						\
	    }								\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    a[i][j] = b[i][j];						\
	if (err < tol)							\
	  break;							\
      }									\
    return it;								\
  }

/* Three reductions of one row loop: a select, a KEEP fold (with its
   state) and a count.  */

#define THREE(NAME, ATTR)						\
  static void ATTR NAME (int n, int m, double *pmx, double *pkp, long *pc) \
  {									\
    double mx = *pmx, kp = *pkp;					\
    long c = *pc;							\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	{								\
	  double d = x[i][j];						\
	  if (d > mx)							\
	    mx = d;							\
	  kp = kp < d ? kp : d;						\
	  if (d > 0.5)							\
	    c++;							\
	}								\
    *pmx = mx;								\
    *pkp = kp;								\
    *pc = c;								\
  }

TWO (two, ON) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .s." } */
TWO (two_ref, OFF)
DEEP (deep, ON) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .s." } */
DEEP (deep_ref, OFF)
PRE (pre, ON) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .e." } */
PRE (pre_ref, OFF)
THREE (three, ON) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .mx.\[^\n\]*; reduction of .kp.\[^\n\]*; reduction of .c." } */
THREE (three_ref, OFF)
RELAX (relax, ON) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .err." } */
RELAX (relax_ref, OFF)

static const double vals[] = { -0.0, 0.0, 1.0, -1.0, NAN, 2.0, 0.5,
			       INFINITY, 0.0, -0.0, 2.0, 0.25 };
static unsigned seed = 777;

static unsigned
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return seed >> 16;
}

static int fails;

static void
same (const void *p, const void *q, size_t size, const char *f, int m)
{
  if (memcmp (p, q, size) != 0)
    {
      fails++;
      fprintf (stderr, "%s differs, m = %d\n", f, m);
    }
}

static void OFF
init_grid (int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = b[i][j] = (i == 0 || j == 0 || i == n - 1 || j == n - 1
			   ? 1.0 + (double) ((i * 7 + j * 3) % 5) : 0.0);
}

int OFF
main (void)
{
  static const int lens[] = { 0, 1, 8, 9, 33, 255, 256, 257, 300 };
  for (int round = 0; round < 4; round++)
    {
      for (int i = 0; i < N; i++)
	{
	  z[i] = vals[rnd () % 12];
	  for (int j = 0; j < M; j++)
	    {
	      double v = vals[rnd () % 12];
	      x[i][j] = isnan (v) && round < 2 ? 0.0 : v;
	      w[i][j] = rnd () * 65599u;
	    }
	}
      for (unsigned l = 0; l < sizeof lens / sizeof lens[0]; l++)
	{
	  int m = lens[l], n = 1 + (l + round) % N;
	  unsigned s1 = two (n, m, 5u), s2 = two_ref (n, m, 5u);
	  same (&s1, &s2, sizeof s1, "two", m);
	  s1 = deep (n, m, 3, 5u), s2 = deep_ref (n, m, 3, 5u);
	  same (&s1, &s2, sizeof s1, "deep", m);
	  double e1 = pre (n, m, -INFINITY), e2 = pre_ref (n, m, -INFINITY);
	  same (&e1, &e2, sizeof e1, "pre", m);
	  e1 = pre (n, m, -0.0), e2 = pre_ref (n, m, -0.0);
	  same (&e1, &e2, sizeof e1, "pre", m);
	  double mx1 = -INFINITY, mx2 = -INFINITY, kp1 = NAN, kp2 = NAN;
	  long c1 = 1, c2 = 1;
	  three (n, m, &mx1, &kp1, &c1);
	  three_ref (n, m, &mx2, &kp2, &c2);
	  same (&mx1, &mx2, sizeof mx1, "three's max", m);
	  same (&kp1, &kp2, sizeof kp1, "three's keep", m);
	  same (&c1, &c2, sizeof c1, "three's count", m);
	}
    }
  static double a1[40][40];
  static const double tols[] = { 10.0, 1e-2, 0.0 };
  for (int t = 0; t < 3; t++)
    {
      init_grid (37);
      int it1 = relax (37, 60, tols[t]);
      memcpy (a1, a, sizeof a);
      init_grid (37);
      int it2 = relax_ref (37, 60, tols[t]);
      same (&it1, &it2, sizeof it1, "relax", t);
      same (a1, a, sizeof a, "relax's a", t);
    }
  if (fails)
    abort ();
  return 0;
}
