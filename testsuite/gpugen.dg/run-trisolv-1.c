/* Forward substitution L x = b with a lower triangular N x N matrix
   (C99 VLA), as a library writes it: no loop of the source is parallel
   (the row loop carries x, the inner one is a sum), so gpugen runs
   isl's schedule, its parallel part as kernels and the rest as kernels
   of one thread, with the row sums kept in device memory between
   them.  x matches a host reference.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>

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
   to the largest magnitude of REF) of REF's.  */

static void
check (const double *x, const double *ref, long count)
{
  double scale = 0;
  for (long i = 0; i < count; i++)
    if (fabs (host (ref[i])) > scale)
      scale = fabs (ref[i]);
  for (long i = 0; i < count; i++)
    if (!(fabs (host (x[i]) - ref[i]) <= TOL * scale))
      abort ();
}

void
trisolv (int n, double l[n][n], const double *b, double *x)
{
  for (int i = 0; i < n; i++)
    {
      double s = b[i];
      for (int j = 0; j < i; j++)
	s -= l[i][j] * x[j];
      x[i] = s / l[i][i];
    }
}

static void
trisolv_ref (int n, double l[n][n], const double *b, double *x)
{
  for (int i = 0; i < n; i++)
    {
      double s = host (b[i]);
      for (int j = 0; j < i; j++)
	s -= host (l[i][j]) * x[j];
      x[i] = s / l[i][i];
    }
}

int
main (void)
{
  int n = host_int (90);
  double (*l)[n] = malloc (sizeof (double) * n * n);
  double *b = malloc (sizeof (double) * n);
  double *x = malloc (sizeof (double) * n);
  double *x_ref = malloc (sizeof (double) * n);
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	l[i][j] = host (j > i ? 99 : (double) ((i + 2 * j) % 7) / 14);
      l[i][i] = host (2 + (double) (i % 3));
      b[i] = host ((double) (i % 11) - 5);
    }
  trisolv (n, l, b, x);
  trisolv_ref (n, l, b, x_ref);
  check (x, x_ref, n);
  free (l);
  free (b);
  free (x);
  free (x_ref);
  return 0;
}
