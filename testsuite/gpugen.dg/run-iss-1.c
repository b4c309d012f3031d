/* Index-set splitting (gpugen-indexset.cc), run.  Each nest below reads,
   in one iteration of its loops, elements that other instances of its
   statement write on a hyperplane of the domain:

     - floyd (int) and floydd (double): d[i][k] and d[k][j], written
       where j == k and i == k (9 pieces; isl orders the pieces of one
       k and maps i and j);
     - jordan: Gauss-Jordan elimination without pivoting over every
       row and column, a[i][k] and a[k][j] likewise, in double;
     - colfix: a[i][0], written where j == 0 (2 pieces);
     - pivot: a[i][m], m a parameter, written where j == m (3 pieces).

   The weights of floydd include negative ones, so that its graphs have
   negative cycles: then d[k][k] < 0 and the instances on the
   hyperplanes change the values the others read, and any order other
   than the program's gives other results (a k step that reads only the
   values from before it gives other results for 38 of these 72 graphs
   in int; floyd's weights are not negative, so that no int sum
   overflows).  Every element is compared
   with a host reference (gpugen_off), exactly (the device path must
   compute each element by the same operations in the same order), for
   n from 0 to 23 and several graphs and matrices.  Exactly, because
   no statement has a product that nvcc may fuse with an addition into
   an fma whose single rounding the host does not make: jordan's
   product is divided before it is subtracted, and colfix and pivot
   multiply by 0.5, exact.  (pivot multiplied by 0.75 until session 23,
   which its nest's fma on an H100 rounded otherwise than the host's
   two operations: a mismatch of the test, not of the split, as
   index-split=0 gave the same.)  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=summary" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 24

#define NESTS(S, ATTR)							\
ATTR void								\
floyd##S (int n, int d[n][n])						\
{									\
  for (int k = 0; k < n; k++)						\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < n; j++)					\
	{								\
	  int via = d[i][k] + d[k][j];					\
	  d[i][j] = via < d[i][j] ? via : d[i][j];			\
	}								\
}									\
									\
ATTR void								\
floydd##S (int n, double d[n][n])					\
{									\
  for (int k = 0; k < n; k++)						\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < n; j++)					\
	{								\
	  double via = d[i][k] + d[k][j];				\
	  d[i][j] = via < d[i][j] ? via : d[i][j];			\
	}								\
}									\
									\
ATTR void								\
jordan##S (int n, double a[n][n])					\
{									\
  for (int k = 0; k < n; k++)						\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < n; j++)					\
	a[i][j] = a[i][j] - a[i][k] * a[k][j] / (a[k][k] + 5.0);	\
}									\
									\
ATTR void								\
colfix##S (int n, double a[n][n])					\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < n; j++)						\
      a[i][j] = 0.5 * a[i][j] + a[i][0];				\
}									\
									\
ATTR void								\
pivot##S (int n, int m, double a[n][n])					\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < n; j++)						\
      a[i][j] = a[i][j] * 0.5 - a[i][m];				\
}

NESTS (, __attribute__ ((noipa)))
NESTS (_ref, __attribute__ ((noipa, gpugen_off)))

static int d[N * N], dr[N * N];
static double a[N * N], ar[N * N];

/* The weight of edge I of a graph of seed S: small, some negative
   where NEG, a large one for a missing edge.  */

static int __attribute__ ((gpugen_off))
weight (int i, int s, int neg)
{
  unsigned h = ((unsigned) i * 2654435761u + (unsigned) s * 40503u) >> 7;
  return h % 5 == 0 ? 1 << 20 : (int) (h % 23) - (neg ? 4 : 0);
}

/* Fill A (n x n) with values of seed S.  */

static void __attribute__ ((gpugen_off))
matrix (int n, int s)
{
  for (int i = 0; i < n * n; i++)
    a[i] = (double) ((i * 37 + s * 11) % 29) / 7.0 - 1.5 + (i % (n + 1) == 0);
  memcpy (ar, a, sizeof a);
}

int __attribute__ ((gpugen_off))
main (void)
{
  for (int n = 0; n < N; n++)
    for (int s = 0; s < 3; s++)
      {
	/* Without negative weights in int: no sum overflows.  */
	for (int i = 0; i < n * n; i++)
	  d[i] = dr[i] = weight (i, s, 0);
	floyd (n, (int (*)[n]) d);
	floyd_ref (n, (int (*)[n]) dr);
	if (memcmp (d, dr, sizeof d))
	  abort ();
	/* With negative cycles in double: the values grow, but stay
	   finite, and only the program's order gives these.  */
	for (int i = 0; i < n * n; i++)
	  a[i] = ar[i] = weight (i, s, 1);
	floydd (n, (double (*)[n]) a);
	floydd_ref (n, (double (*)[n]) ar);
	if (memcmp (a, ar, sizeof a))
	  abort ();
	matrix (n, s);
	jordan (n, (double (*)[n]) a);
	jordan_ref (n, (double (*)[n]) ar);
	if (memcmp (a, ar, sizeof a))
	  abort ();
	matrix (n, s);
	colfix (n, (double (*)[n]) a);
	colfix_ref (n, (double (*)[n]) ar);
	if (memcmp (a, ar, sizeof a))
	  abort ();
	for (int m = 0; m < n; m += 1 + n / 3)
	  {
	    matrix (n, s + m);
	    pivot (n, m, (double (*)[n]) a);
	    pivot_ref (n, m, (double (*)[n]) ar);
	    if (memcmp (a, ar, sizeof a))
	      abort ();
	  }
      }
  return 0;
}

/* { dg-final { scan-tree-dump-times "\\\[gpugen-indexset\\\] SCoP 0: S_0 split along -i0 \\+ i2 = 0 and -i0 \\+ i1 = 0: 9 pieces \\(S_0, S_1 to S_8\\), 0 -> 2 loops free" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-indexset\\\] SCoP 0: S_0 split along i1 = 0: 2 pieces \\(S_0, S_1\\), 1 -> 2 loops free" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-indexset\\\] SCoP 0: S_0 split along -m_\[0-9\]+ \\+ i1 = 0: 3 pieces \\(S_0, S_1 to S_2\\), 1 -> 2 loops free" 1 "gpugen" } } */
