/* Subscripts with divisions by constants and remainders of the
   counters (gpugen-quasisub.cc), each nest against a host reference
   (the same code in a function that gpugen leaves alone,
   __attribute__ ((gpugen_off))), every element compared exactly, for
   sizes 0 to 20, 63 and 66: the multigrid prolongation c[i / 2]
   through a pointer, c[i / 2][j / 2] + c[(i + 1) / 2][(j + 1) / 2] on
   a pointer to rows of fixed size and on a VLA (delinearized), a
   linearized c[(i / 2) * m + j / 2], dividends that may be negative (a
   loop from -n: C truncates toward zero, "i % 3" keeps the dividend's
   sign), remainders ("i % 4", "(i >> 1) & 7"), a quotient computed in
   the outer loop and used in the inner one as a value and in a
   subscript, and writes through a division, c[i][j / 2] = ... (each
   element written twice, the last write wins: the j loop stays
   sequential).  Every nest stayed on the host before (detect-divsub-1.c
   checks the remarks).  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 70
#define H (N / 2 + 1)

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

#define NESTS(S, ATTR)							\
ATTR void								\
prolong##S (int n, double *restrict f, const double *restrict c)	\
{									\
  for (int i = 0; i < n; i++)						\
    f[i] += c[i / 2];							\
}									\
									\
ATTR void								\
rows##S (int n, double (*restrict f)[N], const double (*restrict c)[H]) \
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < n; j++)						\
      f[i][j] += 0.5 * (c[i / 2][j / 2] + c[(i + 1) / 2][(j + 1) / 2]); \
}									\
									\
ATTR void								\
vla##S (int n, double (*restrict f)[n], int m, double (*restrict c)[m]) \
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < n; j++)						\
      f[i][j] += 0.5 * (c[i / 2][j / 2] + c[(i + 1) / 2][(j + 1) / 2]); \
}									\
									\
ATTR void								\
linear##S (int n, double *restrict f, int m, const double *restrict c)	\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < n; j++)						\
      f[i * n + j] = c[(i / 2) * m + j / 2] - c[(i % 3) * m + (j + 1) / 2]; \
}									\
									\
ATTR void								\
negative##S (int n, double *restrict f, const double *restrict c)	\
{									\
  for (int i = -n; i < n; i++)						\
    f[i + n] = c[i / 2 + n] + 2.0 * c[i % 4 + 3];			\
}									\
									\
ATTR void								\
negative2##S (int n, int m, double (*restrict f)[m],			\
	      const double (*restrict c)[m])				\
{									\
  for (int i = -n; i < n; i++)						\
    for (int j = 0; j < m; j++)						\
      f[i + n][j] = c[i / 2 + n][(j - 3) / 2 + 2] + c[i % 3 + 3][j % 5]; \
}									\
									\
ATTR void								\
mod##S (int n, double *restrict f, const double *restrict c)		\
{									\
  for (int i = 0; i < n; i++)						\
    f[i] = c[i % 4] - c[(i >> 1) & 7];					\
}									\
									\
ATTR void								\
value##S (int n, int m, double *restrict f, const double *restrict c)	\
{									\
  for (int i = 0; i < n; i++)						\
    {									\
      int t = (i / 2) * m;						\
      double s = t;							\
      for (int j = 0; j < m; j++)					\
	f[i * m + j] = s + c[t + j];					\
    }									\
}									\
									\
ATTR void								\
store##S (int n, double (*restrict f)[n], int m, double (*restrict c)[m]) \
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < n; j++)						\
      c[i][j / 2] = f[i][j] + j;					\
}

NESTS (, __attribute__ ((noipa)))
NESTS (_ref, __attribute__ ((noipa, gpugen_off)))

static double f[N * N], r[N * N], c[N * N], cr[N * N];

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
  for (int n = 0; n <= 66; n = n < 20 ? n + 1 : n < 63 ? 63 : 66 + (n == 66))
    {
      int hn = host_int (n), hm = host_int (n / 2 + 1);
      fill (c, N * N, n);
      memcpy (cr, c, sizeof c);
      fill (f, N * N, n + 1);
      memcpy (r, f, sizeof f);
      prolong (hn, f, c);
      prolong_ref (hn, r, c);
      same (f, r, N * N);
      rows (hn, (double (*)[N]) f, (const double (*)[H]) c);
      rows_ref (hn, (double (*)[N]) r, (const double (*)[H]) c);
      same (f, r, N * N);
      vla (hn, (double (*)[hn]) f, hm, (double (*)[hm]) c);
      vla_ref (hn, (double (*)[hn]) r, hm, (double (*)[hm]) c);
      same (f, r, N * N);
      linear (hn, f, hm, c);
      linear_ref (hn, r, hm, c);
      same (f, r, N * N);
      negative (hn, f, c + 4);
      negative_ref (hn, r, c + 4);
      same (f, r, N * N);
      negative2 (hn / 2, hm + 2, (double (*)[hm + 2]) f,
		 (const double (*)[hm + 2]) c);
      negative2_ref (hn / 2, hm + 2, (double (*)[hm + 2]) r,
		     (const double (*)[hm + 2]) c);
      same (f, r, N * N);
      mod (hn, f, c);
      mod_ref (hn, r, c);
      same (f, r, N * N);
      value (hn, hm, f, c);
      value_ref (hn, hm, r, c);
      same (f, r, N * N);
      store (hn, (double (*)[hn]) f, hm, (double (*)[hm]) c);
      store_ref (hn, (double (*)[hn]) r, hm, (double (*)[hm]) cr);
      same (c, cr, N * N);
    }
  return 0;
}
