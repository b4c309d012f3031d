/* Conditions with divisions and remainders of values that may be
   negative, truncated toward zero as C has them: "(i / 2 - j / 3) % 5
   == 1" (GCC writes "j / 3" subtracted as "j / -3", a negative divisor,
   which the model refused: the nest stayed on the host with "condition
   not affine"), a remainder by a negative constant "(i - j) % -4 ==
   -1" (one by 4 to GCC), and quotients of values that may be negative
   by a positive and a negative constant, "(j - i) / -3 == (i - 5) / 2"
   (the negative divisor made both nests stay on the host).  Each nest
   runs against a host reference (the same code in a function that
   gpugen leaves alone, __attribute__ ((gpugen_off))), every element
   compared exactly, for sizes 0 to 40, 105 and 300.  */
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

#define NESTS(SUFFIX, ATTR)						\
ATTR void								\
sub##SUFFIX (int n, int m, double *restrict a,				\
	     const double *restrict b)					\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < m; j++)						\
      a[i * m + j] = ((i / 2 - j / 3) % 5 == 1) ? b[i * m + j] : 0.5;	\
}									\
									\
ATTR void								\
negdiv##SUFFIX (int n, int m, double *restrict a,			\
		const double *restrict b)				\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < m; j++)						\
      if ((i - j) % -4 == -1)						\
	a[i * m + j] = b[i * m + j] + 1.0;				\
      else if ((j - i) / -3 == (i - 5) / 2)				\
	a[i * m + j] = -b[i * m + j];					\
}

NESTS (, __attribute__ ((noipa)))
NESTS (_ref, __attribute__ ((noipa, gpugen_off)))

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
      int hn = host_int (n), hm = host_int (n > 7 ? n - 7 : n);
      fill (b, N * N, n);
      fill (a, N * N, n + 1);
      memcpy (r, a, sizeof a);
      sub (hn, hm, a, b);
      sub_ref (hn, hm, r, b);
      same (a, r, N * N);
      negdiv (hm, hn, a, b);
      negdiv_ref (hm, hn, r, b);
      same (a, r, N * N);
    }
  return 0;
}
