/* An integer sum under a loop of three passes that carries the
   dependences of b (each pass adds to b's prefix sums along i): the
   partials of s are kept per (pass, i), under the pass loop, at index
   i * 3 + c (gpugen-reduce-rows.cc), not per pass (three rows).  The
   guard of the i loop compares n, a parameter.  Against a host
   reference (__attribute__ ((gpugen_off))), s and every element of b
   compared exactly, for n = 0 to 9, 33 and 200.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 200

#define NESTS(SUFFIX, ATTR)						\
ATTR long								\
passes##SUFFIX (int n, const int a[restrict n][n], int b[restrict n][n]) \
{									\
  long s = 0;								\
  for (int c = 0; c < 3; c++)						\
    for (int i = 1; i < n; i++)						\
      for (int j = 0; j < n; j++)					\
	{								\
	  b[i][j] = b[i - 1][j] + a[i][j] * (c + 1);			\
	  s += b[i][j] ^ c;						\
	}								\
  return s;								\
}

NESTS (, __attribute__ ((noipa)))
NESTS (_ref, __attribute__ ((noipa, gpugen_off)))

static int a[N * N], b[N * N], r[N * N];

static void __attribute__ ((gpugen_off))
fill (int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	a[i * n + j] = (i * 7 + j * 3 + n) % 11 - 5;
	b[i * n + j] = r[i * n + j] = i - j;
      }
}

int __attribute__ ((gpugen_off))
main (void)
{
  for (int n = 0; n <= N; n = n < 9 ? n + 1 : n < 33 ? 33 : N + (n == N))
    {
      fill (n);
      long s = passes (n, (const int (*)[n]) a, (int (*)[n]) b);
      long t = passes_ref (n, (const int (*)[n]) a, (int (*)[n]) r);
      if (s != t || memcmp (b, r, sizeof b))
	abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump "\\\[gpugen-reduce\\\] loop \[0-9\]*: 3 iterations; the rows are those of loop \[0-9\]* inside it" "gpugen" } } */
