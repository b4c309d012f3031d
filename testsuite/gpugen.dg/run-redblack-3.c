/* Red-black sweeps whose strided inner loop is counted by hand, the way
   gfortran counts a DO loop with a step (detect-redblack-3.c): a count
   from a quasi-affine start (1 + (i & 1), i % 3) down to 0, the column
   only stepping, also with a continue.  The count only controls its
   loop and is not modelled: each nest is one 2-D kernel.  Every element
   matches a host reference (every point, tested for its column) for
   sizes 0 to 7, 10 and 33 and thresholds M that skip all, some and no
   points.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <stdlib.h>
#include <string.h>

#define N 33

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

void __attribute__ ((noipa))
red_count (int n, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    {
      int j = 1 + (i & 1);
      for (int c = (n - 1 - j) / 2; c > 0; c--, j += 2)
	u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
    }
}

void __attribute__ ((noipa))
third_count (int n, int w, double u[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    {
      int j = i % 3;
      for (int c = (n - j + 2) / 3; c != 0; c--, j += 3)
	u[i][j] = u[i][j] * w + i;
    }
}

void __attribute__ ((noipa))
red_skip (int n, int m, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    {
      int j = 1 + (i & 1);
      for (int c = (n - 1 - j) / 2; c > 0; c--, j += 2)
	{
	  if (i + j > m)
	    continue;
	  u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
	}
    }
}

/* The references: each loop nest calls host, so it is not a SCoP.  On
   row i, the sweeps update the columns j0 + 2 k (j0 = 1 + (i & 1)) for
   0 <= k < (n - 1 - j0) / 2, with i + j <= M: the last column n - 2 is
   left out where n - 1 - j0 is odd.  */

static void
red_ref (int n, int m, double u[n][n])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 0; j < n; j++)
      {
	int j0 = 1 + (i & 1);
	if (j >= j0 && (j - j0) % 2 == 0 && (j - j0) / 2 < (n - 1 - j0) / 2
	    && i + j <= m)
	  u[i][j] = host (0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1]
				  + u[i][j+1]));
      }
}

static void
third_ref (int n, int w, double u[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (j >= i % 3 && (j - i) % 3 == 0)
	u[i][j] = host (u[i][j] * w + i);
}

static double a[N * N], r[N * N];

static void
init (int n)
{
  for (int k = 0; k < n * n; k++)
    {
      a[k] = host ((double) ((k * 37) % 23) - 7.5 + k * 0.125);
      r[k] = a[k];
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
  static const int sizes[] = { 0, 1, 2, 3, 4, 5, 6, 7, 10, 33 };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      int n = sizes[k];
      init (n);
      red_count (n, (double (*)[n]) a);
      red_ref (n, 2 * n, (double (*)[n]) r);
      check (n);
      for (int w = -1; w <= 2; w += 3)
	{
	  init (n);
	  third_count (n, w, (double (*)[n]) a);
	  third_ref (n, w, (double (*)[n]) r);
	  check (n);
	}
      for (int m = 1; m <= 2 * n; m += 5)
	{
	  init (n);
	  red_skip (n, m, (double (*)[n]) a);
	  red_ref (n, m, (double (*)[n]) r);
	  check (n);
	}
    }
  return 0;
}
