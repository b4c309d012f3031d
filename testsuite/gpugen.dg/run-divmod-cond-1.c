/* The nest of map-divmod-cond-1.c, a condition with nested divisions
   by constants, "(i / 3 + j / 5) % 7 == 0", run against a host
   reference (the same code in a function that gpugen leaves alone,
   __attribute__ ((gpugen_off))), every element compared exactly, for
   sizes 0 to 40, 105 (a multiple of 3, 5 and 7) and 300 (past a block
   in both dimensions).  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 300

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

#define NEST(SUFFIX, ATTR)						\
ATTR void								\
md2##SUFFIX (int n, double a[restrict n][n],				\
	     const double b[restrict n][n])				\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < n; j++)						\
      a[i][j] = ((i / 3 + j / 5) % 7 == 0) ? b[i][j] : -b[i][j];	\
}

NEST (, __attribute__ ((noipa)))
NEST (_ref, __attribute__ ((noipa, gpugen_off)))

static double a[N * N], r[N * N], b[N * N];

/* Set-up and comparison stay on the host.  */

static void __attribute__ ((gpugen_off))
fill (double *x, long count, int seed)
{
  for (long k = 0; k < count; k++)
    x[k] = (k * 7 + seed) % 13 - 6 + 0.25;
}

static void __attribute__ ((gpugen_off))
same (const double *x, const double *y, long count)
{
  if (memcmp (x, y, count * sizeof (double)))
    abort ();
}

int __attribute__ ((gpugen_off))
main (void)
{
  for (int n = 0; n <= N; n = n < 40 ? n + 1 : n < 105 ? 105 : N + (n == N))
    {
      int hn = host_int (n);
      fill (b, N * N, n);
      fill (a, N * N, n + 1);
      memcpy (r, a, sizeof a);
      md2 (hn, (double (*)[hn]) a, (const double (*)[hn]) b);
      md2_ref (hn, (double (*)[hn]) r, (const double (*)[hn]) b);
      same (a, r, N * N);
    }
  return 0;
}
