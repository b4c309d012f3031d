/* Loop bounds from a MIN or MAX macro with a +1 or -1 in one operand
   (detect-cond-bound-1.c): GCC's selection "i + w < n ? (int)
   ((unsigned) (i + w) + 1) : n" for "MIN (n, i + w + 1)" is read
   piecewise, exactly, with a no-wrap check.  Every element matches a
   host reference for sizes 0 to 33 and widths from INT_MIN + 1 to
   INT_MAX - n (the widest the source computes without overflow): empty
   bands, bands of one diagonal, bands wider than the matrix.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 33

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

void __attribute__ ((noipa))
upper (int n, int w, double a[n][n], double b[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = i; j < MIN (n, i + w + 1); j++)
      a[i][j] = b[i][j] * 2 + i - j;
}

void __attribute__ ((noipa))
band (int n, int w, double a[n][n], double b[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = MAX (0, i - w); j < MIN (n, i + w + 1); j++)
      a[i][j] += b[j][i];
}

void __attribute__ ((noipa))
upper_le (int n, int w, double a[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = i + 1; j <= MIN (n - 1, i + w + 2); j++)
      a[i][j] = a[i][j] * 0.5 + j;
}

/* The references: every element, tested for the band (in long, which
   does not overflow); each nest calls host_int, so it is not a SCoP.  */

static void
upper_ref (int n, int w, double a[n][n], double b[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (j >= i && (long) j < (long) i + w + 1)
	a[i][j] = b[i][j] * 2 + i - host_int (j);
}

static void
band_ref (int n, int w, double a[n][n], double b[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if ((long) j >= (long) i - w && (long) j < (long) i + w + 1)
	a[i][j] += b[host_int (j)][i];
}

static void
upper_le_ref (int n, int w, double a[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (j >= i + 1 && (long) j <= (long) i + w + 2)
	a[i][j] = a[i][j] * 0.5 + host_int (j);
}

static double a[N * N], b[N * N], r[N * N];

static void
init (int n)
{
  for (int k = 0; k < n * n; k++)
    {
      a[k] = host_int (k % 29) * 0.5 - 3;
      r[k] = a[k];
      b[k] = host_int (k % 31) * 0.25 + 1;
    }
}

static void
check (int n)
{
  if (memcmp (a, r, n * n * sizeof (double)) != 0)
    abort ();
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 3, 5, 8, 17, 33 };
  static const int widths[] = { INT_MIN + 1, -40, -3, -2, -1, 0, 1, 2, 3,
				7, 31, 32, 33, 100, -1 /* INT_MAX - n */ };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    for (unsigned l = 0; l < sizeof widths / sizeof widths[0]; l++)
      {
	int n = host_int (sizes[k]);
	int w = host_int (l + 1 == sizeof widths / sizeof widths[0]
			  ? INT_MAX - n - 2 : widths[l]);
	/* band computes i - w: keep it within int.  */
	init (n);
	upper (n, w, (double (*)[n]) a, (double (*)[n]) b);
	upper_ref (n, w, (double (*)[n]) r, (double (*)[n]) b);
	check (n);
	if (w > INT_MIN + n)
	  {
	    init (n);
	    band (n, w, (double (*)[n]) a, (double (*)[n]) b);
	    band_ref (n, w, (double (*)[n]) r, (double (*)[n]) b);
	    check (n);
	  }
	init (n);
	upper_le (n, w, (double (*)[n]) a);
	upper_le_ref (n, w, (double (*)[n]) r);
	check (n);
      }
  return 0;
}
