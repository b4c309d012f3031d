/* Strided loops counted by hand, where the count is computed inside the
   region (detect-stride-2.c): between two loops of one function, from
   the parameters, unguarded (((unsigned) n + 2) / 3 iterations down by
   3 from n - 1) and under the guard n >= 1 the way gfortran counts
   (((unsigned) n - 1) / 3 more after the first); and in a nest, from the
   outer counter.  Before, each such loop's dimension was shifted by its
   count and the nests stayed on the host.  Every element equals a host
   reference's for sizes from -5 to 9, 61 and 62 (from -2 for the
   unguarded count, which would run a wrapped count of iterations below
   that, and from 0 for the nest, whose array has n rows): empty loops,
   negative sizes where the unsigned count wraps but the guard skips the
   loop, and sizes where the last iteration of each loop falls just
   inside or just outside the bounds.  The nests are noipa functions, so
   that each is a SCoP of its own.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <stdlib.h>
#include <string.h>

#define N 64

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

/* Abort unless the COUNT elements of X and REF are equal.  */

static void
check (const double *x, const double *ref, long count)
{
  for (long i = 0; i < count; i++)
    if (host (x[i]) != ref[i])
      abort ();
}

void __attribute__ ((noipa))
count (int n, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i += 2)
    a[i] = b[i] + 1;
  int i = n - 1;
  for (unsigned c = ((unsigned) n + 2) / 3; c != 0; c--, i -= 3)
    b[i] = 2 * a[i];
}

void __attribute__ ((noipa))
count_ref (int n, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i += 2)
    a[i] = host (b[i]) + 1;
  int i = n - 1;
  for (unsigned c = ((unsigned) n + 2) / 3; c != 0; c--, i -= 3)
    b[i] = 2 * host (a[i]);
}

void __attribute__ ((noipa))
guarded (int n, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i += 2)
    a[i] = b[i] + 1;
  if (n >= 1)
    {
      int i = n - 1;
      for (unsigned c = ((unsigned) n - 1) / 3; ; c--, i -= 3)
	{
	  b[i] = 2 * a[i];
	  if (c == 0)
	    break;
	}
    }
}

void __attribute__ ((noipa))
guarded_ref (int n, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i += 2)
    a[i] = host (b[i]) + 1;
  if (n >= 1)
    {
      int i = n - 1;
      for (unsigned c = ((unsigned) n - 1) / 3; ; c--, i -= 3)
	{
	  b[i] = 2 * host (a[i]);
	  if (c == 0)
	    break;
	}
    }
}

void __attribute__ ((noipa))
tri (int n, double a[n][n])
{
  for (int j = 0; j < n; j++)
    {
      int i = n - 1;
      for (unsigned c = ((unsigned) (n - j) + 2) / 3; c != 0; c--, i -= 3)
	a[j][i] = 2 * a[j][i] + j;
    }
}

void __attribute__ ((noipa))
tri_ref (int n, double a[n][n])
{
  for (int j = 0; j < n; j++)
    {
      int i = n - 1;
      for (unsigned c = ((unsigned) (n - j) + 2) / 3; c != 0; c--, i -= 3)
	a[j][i] = 2 * host (a[j][i]) + j;
    }
}

static double a[N], a_ref[N], b[N], b_ref[N], u[N * N], u_ref[N * N];

/* Fill the arrays with small integers, the references with copies.  */

static void
init (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = host ((double) ((5 * i) % 7));
      b[i] = host ((double) ((3 * i) % 11) - 5);
    }
  for (int i = 0; i < N * N; i++)
    u[i] = host ((double) ((7 * i) % 13) - 6);
  memcpy (a_ref, a, sizeof a);
  memcpy (b_ref, b, sizeof b);
  memcpy (u_ref, u, sizeof u);
}

int
main (void)
{
  static const int sizes[] = { -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7,
			       8, 9, 61, 62 };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      int n = host_int (sizes[k]);
      init ();
      if (n >= -2)
	{
	  count (n, a, b);
	  count_ref (n, a_ref, b_ref);
	  check (a, a_ref, N);
	  check (b, b_ref, N);
	}
      guarded (n, a, b);
      guarded_ref (n, a_ref, b_ref);
      check (a, a_ref, N);
      check (b, b_ref, N);
      if (n >= 0)
	{
	  tri (n, (double (*)[n]) u);
	  tri_ref (n, (double (*)[n]) u_ref);
	}
      check (u, u_ref, N * N);
    }
  return 0;
}
