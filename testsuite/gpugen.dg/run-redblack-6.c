/* The red-black sweep of detect-redblack-6.c, its error reduced by
   "err = err > d ? err : d" (a value and a state per row) under the
   color loop, run against a host reference (the same code in a
   function that gpugen leaves alone, __attribute__ ((gpugen_off))),
   every element and the error compared exactly, for sizes 0 to 40, 257
   and 300, three sweeps each.  Under a quota of 200000 isl operations
   the nest's analysis ran past it and it stayed on the host.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-max-isl-operations=200000" } */
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
ATTR double								\
rbkeep##SUFFIX (int n, double u[restrict n][n],				\
		const double f[restrict n][n])				\
{									\
  double err = 0.0;							\
  for (int c = 0; c < 2; c++)						\
    for (int i = 1; i < n - 1; i++)					\
      for (int j = 1 + (i + c) % 2; j < n - 1; j += 2)			\
	{								\
	  double v = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]	\
			     + u[i][j + 1] - f[i][j]);			\
	  double d = __builtin_fabs (v - u[i][j]);			\
	  err = err > d ? err : d;					\
	  u[i][j] = v;							\
	}								\
  return err;								\
}

NESTS (, __attribute__ ((noipa)))
NESTS (_ref, __attribute__ ((noipa, gpugen_off)))

static double u[N * N], r[N * N], f[N * N];

/* Set-up and comparison stay on the host.  */

static void __attribute__ ((gpugen_off))
fill (double *x, long count, int seed)
{
  for (long k = 0; k < count; k++)
    x[k] = (k * 7 + seed) % 13 - 6 + 0.125;
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
  for (int n = 0; n <= N; n = n < 40 ? n + 1 : n < 257 ? 257 : N + (n == N))
    {
      int hn = host_int (n);
      fill (f, N * N, n);
      fill (u, N * N, n + 3);
      memcpy (r, u, sizeof u);
      for (int s = 0; s < 3; s++)
	{
	  double e = rbkeep (hn, (double (*)[hn]) u,
			     (const double (*)[hn]) f);
	  double er = rbkeep_ref (hn, (double (*)[hn]) r,
				  (const double (*)[hn]) f);
	  same (u, r, N * N);
	  same (&e, &er, 1);
	}
    }
  return 0;
}
