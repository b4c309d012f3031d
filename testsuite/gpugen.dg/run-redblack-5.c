/* The red-black sweeps of detect-redblack-5.c, under their color loop
   (the strided row loop starting at "1 + (i + c) % 2"), run against
   host references (the same code in functions that gpugen leaves
   alone, __attribute__ ((gpugen_off))), every element compared
   exactly, for sizes 0 to 40, 257 and 300 (past a block in both
   dimensions), three sweeps each.  */
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
rbcolor##SUFFIX (int n, double u[restrict n][n],			\
		 const double f[restrict n][n])				\
{									\
  for (int c = 0; c < 2; c++)						\
    for (int i = 1; i < n - 1; i++)					\
      for (int j = 1 + (i + c) % 2; j < n - 1; j += 2)			\
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]	\
			  + u[i][j + 1] - f[i][j]);			\
}									\
ATTR void								\
rbcolor2##SUFFIX (int n, double u[restrict n][n])			\
{									\
  for (int c = 1; c >= 0; c--)						\
    for (int i = 1; i < n - 1; i++)					\
      for (int j = 2 - (i + c) % 2; j < n - 1; j += 2)			\
	u[i][j] = (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]		\
		   + u[i][j + 1]) / 4;					\
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
	  rbcolor (hn, (double (*)[hn]) u, (const double (*)[hn]) f);
	  rbcolor_ref (hn, (double (*)[hn]) r, (const double (*)[hn]) f);
	  same (u, r, N * N);
	  rbcolor2 (hn, (double (*)[hn]) u);
	  rbcolor2_ref (hn, (double (*)[hn]) r);
	  same (u, r, N * N);
	}
    }
  return 0;
}
