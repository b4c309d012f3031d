/* The nests of detect-combined-exit-1.c, breaks on counters (two that
   GCC merges with the loop's own test into one exit, two it keeps
   apart), run against host references (the same code in functions that
   gpugen leaves alone), every element compared exactly, for N in 0, 1,
   5, 64 and 70 rows and bounds M of -3, 0, 1, 7 and 64 (K from 20).  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

#define NESTS(SUFFIX, ATTR)						\
ATTR void								\
fixed##SUFFIX (int n, double (*restrict a)[64],			\
	       const double *restrict b)				\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < 64; j++)					\
      {									\
	if (j > i)							\
	  break;							\
	a[i][j] = b[j] + i;						\
      }									\
}									\
ATTR void								\
param##SUFFIX (int n, int m, double (*restrict a)[64],		\
	       const double *restrict b)				\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < m; j++)						\
      {									\
	if (j > i)							\
	  break;							\
	a[i][j] = b[j] + i;						\
      }									\
}									\
ATTR void								\
after##SUFFIX (int n, int m, int k, double (*restrict a)[64],		\
	       const double *restrict b)				\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 2; j < m; j += 3)					\
      {									\
	a[i][j] = b[j] - i;						\
	if (j + i >= k || j == 2 * i)					\
	  break;							\
      }									\
}									\
ATTR void								\
down##SUFFIX (int n, int m, double (*a)[64])				\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = m - 1; j >= 0; j--)					\
      {									\
	if (j < i && j % 4 == 0)					\
	  break;							\
	a[i][j] += 1;							\
      }									\
}

NESTS (, __attribute__ ((noipa)))
NESTS (_ref, __attribute__ ((noipa, gpugen_off)))

static double a[70][64], r[70][64], b[80];

static void __attribute__ ((gpugen_off))
fill (int seed)
{
  for (int i = 0; i < 70; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = r[i][j] = (i * 5 + j * 3 + seed) % 17 - 8;
}

static void __attribute__ ((gpugen_off))
same (void)
{
  if (memcmp (a, r, sizeof a))
    abort ();
}

int __attribute__ ((gpugen_off))
main (void)
{
  static const int ns[] = { 0, 1, 5, 64, 70 }, ms[] = { -3, 0, 1, 7, 64 };
  for (int i = 0; i < 80; i++)
    b[i] = i * 0.5 + 1;
  for (int x = 0; x < 5; x++)
    for (int y = 0; y < 5; y++)
      {
	int n = host_int (ns[x]), m = host_int (ms[y]);
	fill (x + y);
	fixed (n, a, b);
	fixed_ref (n, r, b);
	same ();
	param (n, m, a, b);
	param_ref (n, m, r, b);
	same ();
	after (n, m, host_int (20 + y), a, b);
	after_ref (n, m, 20 + y, r, b);
	same ();
	down (n, m, a);
	down_ref (n, m, r);
	same ();
      }
  return 0;
}
