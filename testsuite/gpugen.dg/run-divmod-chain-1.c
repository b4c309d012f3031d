/* An if / else-if chain of three conditions with nested divisions by
   constants, each arm giving the value the join stores: the arms' domains
   carry the negations of the conditions before them, pieces with
   divisions that made isl run past max-isl-operations in the model and
   dependence analysis (the exact dataflow, now computed for the dump
   file only) and past map-isl-operations in the mapping (the grid's
   bounds, the rows of "b" copied in, the original dataflow of the
   scalar computed for each schedule tried).  map-divmod-chain-1.c
   checks the remark.  Run against a host reference (the same code in a
   function that gpugen leaves alone, __attribute__ ((gpugen_off))),
   every element compared exactly, for sizes 0 to 40, 105 and 300.  */
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
chain##SUFFIX (int n, int m, double *restrict a,			\
	       const double *restrict b)				\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < m; j++)						\
      {									\
	double v;							\
	if ((i / 3 + j / 5) % 7 == 0)					\
	  v = b[i * m + j] * 2.0;					\
	else if ((i / 2 + j / 3) % 5 == 1)				\
	  v = b[i * m + j] + 1.0;					\
	else if ((i / 4 + j / 7) % 3 == 2)				\
	  v = b[i * m + j] - 3.0;					\
	else								\
	  v = 0.5;							\
	a[i * m + j] = v;						\
      }									\
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
      int hn = host_int (n), hm = host_int (n > 5 ? n - 5 : n);
      fill (b, N * N, n);
      fill (a, N * N, n + 1);
      memcpy (r, a, sizeof a);
      chain (hn, hm, a, b);
      chain_ref (hn, hm, r, b);
      same (a, r, N * N);
    }
  return 0;
}
