/* Loops whose step is not 1 and conditions with a remainder or a
   division by a constant, modelled exactly (isl's integer divisions):
   a loop counting up by 2 over every other element (with a signed and
   an unsigned counter: niter analysis assumes the unsigned one does not
   wrap past n, a run-time assumption of the model), one counting down
   by 3 from n - 1, an "i % 2 == 0" guard, a bound "i < (n - j) / 2"
   recomputed in the nest, a mask "i & 3" and a shift, and the red sweep
   of a red-black Gauss-Seidel step written with a parity test.  Each
   result matches a host reference, also for sizes where the last
   iteration of the strided loops falls just inside or just outside the
   bound (n even and odd).  The nests are noipa functions, so that each
   is a SCoP of its own.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define TOL 1e-12

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

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

/* Abort unless each of the COUNT elements of X is within TOL (relative
   to the largest magnitude of REF, at least 1) of REF's.  */

static void
check (const double *x, const double *ref, long count)
{
  double scale = 1;
  for (long i = 0; i < count; i++)
    if (fabs (host (ref[i])) > scale)
      scale = fabs (ref[i]);
  for (long i = 0; i < count; i++)
    if (!(fabs (host (x[i]) - ref[i]) <= TOL * scale))
      abort ();
}

void __attribute__ ((noipa))
up2 (int n, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i += 2)
    a[i] = b[i] + 1;
}

void __attribute__ ((noipa))
up2u (unsigned n, double *restrict a, const double *restrict b)
{
  for (unsigned i = 1; i < n; i += 2)
    a[i] = b[i] - 1;
}

void __attribute__ ((noipa))
down3 (int n, double *restrict a, const double *restrict b)
{
  for (int i = n - 1; i >= 0; i -= 3)
    a[i] = 2 * b[i];
}

void __attribute__ ((noipa))
even (int n, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++)
    if (i % 2 == 0)
      a[i] = b[i] - 3;
}

void __attribute__ ((noipa))
half (int n, double (*restrict a)[64], const double *restrict b)
{
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      if (i < (n - j) / 2)
	a[j][i] = b[i] * j;
}

void __attribute__ ((noipa))
bits (int n, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++)
    if ((i & 3) == 1 || (i >> 2) == 3)
      a[i] = b[i] * b[i];
}

void __attribute__ ((noipa))
red (int n, double (*restrict u)[64], const double (*restrict f)[64])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      if ((i + j) % 2 == 0)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
			  + u[i][j + 1] - f[i][j]);
}

static void
up2_ref (int n, double *a, const double *b)
{
  for (int i = 0; i < n; i += 2)
    a[i] = host (b[i]) + 1;
}

static void
up2u_ref (unsigned n, double *a, const double *b)
{
  for (unsigned i = 1; i < n; i += 2)
    a[i] = host (b[i]) - 1;
}

static void
down3_ref (int n, double *a, const double *b)
{
  for (int i = n - 1; i >= 0; i -= 3)
    a[i] = 2 * host (b[i]);
}

static void
even_ref (int n, double *a, const double *b)
{
  for (int i = 0; i < n; i++)
    if (i % 2 == 0)
      a[i] = host (b[i]) - 3;
}

static void
half_ref (int n, double (*a)[64], const double *b)
{
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      if (i < (n - j) / 2)
	a[j][i] = host (b[i]) * j;
}

static void
bits_ref (int n, double *a, const double *b)
{
  for (int i = 0; i < n; i++)
    if ((i & 3) == 1 || (i >> 2) == 3)
      a[i] = host (b[i]) * b[i];
}

static void
red_ref (int n, double (*u)[64], const double (*f)[64])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      if ((i + j) % 2 == 0)
	u[i][j] = 0.25 * (host (u[i - 1][j]) + u[i + 1][j] + u[i][j - 1]
			  + u[i][j + 1] - f[i][j]);
}

static double a[64][64], a_ref[64][64], b[64], f[64][64];

int
main (void)
{
  for (int t = 0; t < 2; t++)
    {
      int n = host_int (63 + t);
      for (int i = 0; i < 64; i++)
	{
	  b[i] = host ((double) ((7 * i) % 13) - 6);
	  for (int j = 0; j < 64; j++)
	    {
	      a[i][j] = host ((double) ((i * j) % 5));
	      f[i][j] = host ((double) ((i + 2 * j) % 9) / 9);
	    }
	}
      memcpy (a_ref, a, sizeof a);
      up2 (n, a[0], b);
      up2_ref (n, a_ref[0], b);
      check (a[0], a_ref[0], 64 * 64);
      up2u (n, a[4], b);
      up2u_ref (n, a_ref[4], b);
      check (a[0], a_ref[0], 64 * 64);
      down3 (n, a[1], b);
      down3_ref (n, a_ref[1], b);
      check (a[0], a_ref[0], 64 * 64);
      even (n, a[2], b);
      even_ref (n, a_ref[2], b);
      check (a[0], a_ref[0], 64 * 64);
      bits (n, a[3], b);
      bits_ref (n, a_ref[3], b);
      check (a[0], a_ref[0], 64 * 64);
      half (n, a, b);
      half_ref (n, a_ref, b);
      check (a[0], a_ref[0], 64 * 64);
      red (n, a, f);
      red_ref (n, a_ref, f);
      check (a[0], a_ref[0], 64 * 64);
    }
  return 0;
}
