/* The nests of detect-cond-combined-1.c, whose conditions GCC combines
   into truth values ("_1 & _2") and unsigned range tests ("(unsigned) i
   - 2 <= 3", "(unsigned) i + 8 <= 2" for i / 3 == -2, on negative rows
   too), run against host references (the same code in functions that
   gpugen leaves alone, __attribute__ ((gpugen_off))), every element
   compared exactly, for sizes 0 to 12 and 31, and bounds M below, in
   and past the range.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 31

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

#define NESTS(SUFFIX, ATTR)						\
ATTR void								\
and2##SUFFIX (int n, int m, double a[n][n], const double *w)		\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < n; j++)						\
      if (i > 3 && j < m)						\
	a[i][j] = w[i] + j;						\
}									\
ATTR void								\
or2##SUFFIX (int n, int m, double a[n][n], const double *w)		\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < n; j++)						\
      if (i == 3 || j == m)						\
	a[i][j] = w[i] - j;						\
}									\
ATTR void								\
range##SUFFIX (int n, double a[n][n], const double *w)			\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < n; j++)						\
      if ((i >= 2 && i <= 5) || j < 3 || j > 7)			\
	a[i][j] = w[j] * 2;						\
}									\
ATTR void								\
negdiv##SUFFIX (int lo, int n, double a[][64], const double *w)	\
{									\
  for (int i = lo; i < n; i++)						\
    for (int j = 0; j < 64; j++)					\
      if (i / 3 == -2 || i % 4 == -1 || (j >= 10 && j < 20))		\
	a[i + 40][j] = w[j] + i;					\
}									\
ATTR void								\
xor2##SUFFIX (int n, double a[n][n])					\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < n; j++)						\
      if ((i > 5) != (j > 5) && !(i == j + 1))				\
	a[i][j] += 1;							\
}

NESTS (, __attribute__ ((noipa)))
NESTS (_ref, __attribute__ ((noipa, gpugen_off)))

static double a[N * N], r[N * N], b[80][64], rb[80][64], w[64];

/* Set-up and comparison stay on the host.  */

static void __attribute__ ((gpugen_off))
fill (double *x, long count, int seed)
{
  for (long k = 0; k < count; k++)
    x[k] = (k * 7 + seed) % 13 - 6;
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
  fill (w, 64, 5);
  static const int sizes[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, N };
  for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++)
    for (int n = sizes[k], m = -1; m <= n + 1; m += n > 6 ? 4 : 1)
      {
	int hn = host_int (n), hm = host_int (m);
	fill (a, N * N, n + m);
	memcpy (r, a, sizeof a);
	and2 (hn, hm, (double (*)[hn]) a, w);
	and2_ref (hn, hm, (double (*)[hn]) r, w);
	same (a, r, N * N);
	or2 (hn, hm, (double (*)[hn]) a, w);
	or2_ref (hn, hm, (double (*)[hn]) r, w);
	same (a, r, N * N);
	range (hn, (double (*)[hn]) a, w);
	range_ref (hn, (double (*)[hn]) r, w);
	same (a, r, N * N);
	xor2 (hn, (double (*)[hn]) a);
	xor2_ref (hn, (double (*)[hn]) r);
	same (a, r, N * N);
	/* Rows from LO = M - 20 (down to -21) to N, at row offset 40.  */
	fill (&b[0][0], 80 * 64, m);
	memcpy (rb, b, sizeof b);
	negdiv (host_int (m - 20), hn, b, w);
	negdiv_ref (host_int (m - 20), hn, rb, w);
	same (&b[0][0], &rb[0][0], 80 * 64);
      }
  return 0;
}
