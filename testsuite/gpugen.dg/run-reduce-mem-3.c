/* Two updates kept in memory in one nest (a maximum through hi and a
   minimum through lo), and one beside a sum kept in a register: each is
   a reduction with partials per row (gpugen-reduce-mem.cc promotes each
   pointer in turn; gpugen-reduce.cc rewrites the sum first).  hi and lo
   separate, or into the array read (the host path, by the run-time
   check), or hi and lo the same variable (each check passes, as
   neither points into an array: the device path must then store as
   the program does, the maximum's fold first compared, then the
   minimum's, each against what the other left).  Every bit against
   the reference (gpugen_off).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "region \[^\r\n\]*:54 \\(g\\): 10 of 27 executions on the device, 17 on the host \\(17 by the run-time checks\\)" } */

#include <stdlib.h>
#include <string.h>

#define F(NAME, ATTR)							\
  static long __attribute__ ((noipa)) ATTR				\
  NAME (int n, int m, const int *a, int *b, int *hi)			\
  {									\
    long s = 0;								\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	{								\
	  int d = a[i * m + j];						\
	  s += d;							\
	  if (d > *hi)							\
	    *hi = d;							\
	  b[i * m + j] = d + 1;						\
	}								\
    return s;								\
  }

#define G(NAME, ATTR)							\
  static void __attribute__ ((noipa)) ATTR				\
  NAME (int n, int m, const double *a, double *hi, double *lo)		\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	{								\
	  double d = a[i * m + j];					\
	  if (d > *hi)							\
	    *hi = d;							\
	  if (d < *lo)							\
	    *lo = d;							\
	}								\
  }

F (f, ) /* { dg-optimized "reduction of 's' over the loop nest at line 52, partials per row; reduction of '\\*hi' over the loop nest at line 52, partials per row" } */
F (f_ref, __attribute__ ((gpugen_off)))
G (g, ) /* { dg-optimized "reduction of '\\*hi' over the loop nest at line 54, partials per row; reduction of '\\*lo' over the loop nest at line 54, partials per row" } */
G (g_ref, __attribute__ ((gpugen_off)))

#define K 4000
static int a[K], b1[K], b2[K];
static double da1[K], da2[K];

int __attribute__ ((gpugen_off))
main (void)
{
  for (int k = 0; k < K; k++)
    {
      a[k] = (k * 7919) % 1001 - 500;
      da1[k] = da2[k] = a[k] * 0.5;
    }
  for (int n = 0; n < 60; n += 7)
    for (int w = 0; w < 3; w++)
      {
	int h1 = -3, h2 = -3;
	int *p1 = w == 1 ? &b1[5] : &h1, *p2 = w == 1 ? &b2[5] : &h2;
	long s1 = f (n, 60, a, b1, p1), s2 = f_ref (n, 60, a, b2, p2);
	if (s1 != s2 || memcmp (&h1, &h2, sizeof h1)
	    || memcmp (b1, b2, sizeof b1))
	  abort ();
	double x1 = 0, x2 = 0, y1 = 0, y2 = 0;
	double *hi1 = w == 1 ? &da1[3] : &x1, *hi2 = w == 1 ? &da2[3] : &x2;
	double *lo1 = w == 2 ? hi1 : &y1, *lo2 = w == 2 ? hi2 : &y2;
	g (n, 60, da1, hi1, lo1);
	g_ref (n, 60, da2, hi2, lo2);
	if (memcmp (&x1, &x2, 8) || memcmp (&y1, &y2, 8)
	    || memcmp (da1, da2, sizeof da1))
	  abort ();
      }
  return 0;
}
