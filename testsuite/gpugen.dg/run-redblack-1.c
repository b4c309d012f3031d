/* Red-black Gauss-Seidel sweeps whose strided inner loop starts at a
   quasi-affine value: j = 1 + i % 2 (red), j = 2 - i % 2 and
   j = 1 + (i + 1) % 2 (black), stepping by 2, each one 2-D kernel
   (detect-redblack-1.c); the inner loop's dimension is its counter's
   value (gpugen_loop_info's shift), with the parity as a congruence.
   Also an unsigned inner counter, a black sweep counting down from
   n - 2 - i % 2, and a full step (red then black, several times),
   one region whose time loop launches its two 2-D kernels from the
   host; and a sweep over rows from a negative first row (i % 2 is -1
   on odd rows: j = 2 + i % 2), whose
   model runs past isl's quota and stays on the host.  Every element
   matches a host reference for sizes 0 to 7 (odd and even) and 41 to
   70.  The nests are noipa functions, so that each is a SCoP of its
   own.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>

#define TOL 1e-12
#define N 72

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

/* Abort unless each of the N * N elements of X is within TOL (relative
   to the largest magnitude of REF, at least 1) of REF's.  */

static void
check (double (*x)[N], double (*ref)[N])
{
  double scale = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (fabs (host (ref[i][j])) > scale)
	scale = fabs (ref[i][j]);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (!(fabs (host (x[i][j]) - ref[i][j]) <= TOL * scale))
	abort ();
}

void __attribute__ ((noipa))
red (int n, double (*restrict u)[N])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1 + i % 2; j < n - 1; j += 2)
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
}

void __attribute__ ((noipa))
black (int n, double (*restrict u)[N])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 2 - i % 2; j < n - 1; j += 2)
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
}

void __attribute__ ((noipa))
black2 (int n, double (*restrict u)[N])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1 + (i + 1) % 2; j < n - 1; j += 2)
      u[i][j] = 0.5 * u[i][j] + 0.125 * (u[i-1][j] + u[i+1][j]
					  + u[i][j-1] + u[i][j+1]);
}

void __attribute__ ((noipa))
red_unsigned (unsigned n, double (*restrict u)[N])
{
  for (unsigned i = 1; i + 1 < n; i++)
    for (unsigned j = 1 + i % 2; j + 1 < n; j += 2)
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
}

void __attribute__ ((noipa))
black_down (int n, double (*restrict u)[N])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = n - 2 - i % 2; j >= 1; j -= 2)
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
}

/* Rows LO to HI - 1 of U, stored from row 0; LO may be negative.  */

void __attribute__ ((noipa))
red_from (int lo, int hi, int n, double (*restrict u)[N])
{
  for (int i = lo; i < hi; i++)
    for (int j = 2 + i % 2; j < n - 1; j += 2)
      u[i - lo][j] = u[i - lo][j] * 0.5 + u[i - lo][j - 1] + i;
}

void __attribute__ ((noipa))
steps (int n, int t, double (*restrict u)[N])
{
  for (int s = 0; s < t; s++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1 + i % 2; j < n - 1; j += 2)
	  u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1 + (i + 1) % 2; j < n - 1; j += 2)
	  u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
    }
}

/* The references: each loop nest calls host, so it is not a SCoP.  */

/* Update the points (i, j) of U with (i + j) % 2 == COLOUR, keeping KEEP
   of the old value.  */

static void
sweep_ref (int n, double (*u)[N], int colour, double keep)
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      if ((i + j) % 2 == colour)
	u[i][j] = host (keep * u[i][j] + (1 - keep) * 0.25
			* (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]));
}

static void
red_from_ref (int lo, int hi, int n, double (*u)[N])
{
  for (int i = lo; i < hi; i++)
    for (int j = 1; j < n - 1; j++)
      if (j >= 2 + i % 2 && (j - 2 - i % 2) % 2 == 0)
	u[i - lo][j] = host (u[i - lo][j] * 0.5 + u[i - lo][j - 1] + i);
}

static double a[N][N], r[N][N];

static void
init (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = host ((double) ((i * 37 + j * 11) % 23) - 7.5 + j * 0.125);
	r[i][j] = a[i][j];
      }
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 3, 4, 5, 6, 7, 41, 48, 63, 64, 70 };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      int n = host_int (sizes[k]);
      init ();
      red (n, a);
      sweep_ref (n, r, 1, 0);
      check (a, r);
      init ();
      black (n, a);
      sweep_ref (n, r, 0, 0);
      check (a, r);
      init ();
      black2 (n, a);
      sweep_ref (n, r, 0, 0.5);
      check (a, r);
      init ();
      red_unsigned (n, a);
      sweep_ref (n, r, 1, 0);
      check (a, r);
      init ();
      black_down (n, a);
      /* Counting down, j runs over n - 2 - i % 2, n - 4 - i % 2, ...:
	 the colour of i + j is that of n.  */
      sweep_ref (n, r, n % 2, 0);
      check (a, r);
      init ();
      steps (n, host_int (3), a);
      for (int s = 0; s < 3; s++)
	{
	  sweep_ref (n, r, 1, 0);
	  sweep_ref (n, r, 0, 0);
	}
      check (a, r);
      for (int lo = -5; lo <= 2; lo += 7)
	{
	  int hi = lo + (n < N ? n : N);
	  init ();
	  red_from (lo, hi, n, a);
	  red_from_ref (lo, hi, n, r);
	  check (a, r);
	}
    }
  return 0;
}
