/* Back substitution U x = y with an upper triangular N x N matrix in a
   linearized row-major array, as ludcmp writes it: the row loop counts
   down from n - 1 (GCC computes the start n - 1 before the nest), and
   the inner loop starts at the row counter plus one.  The model must
   see the start as n - 1 (not as a parameter of its own), prove that
   the unsigned latch count niter analysis gives the inner loop does not
   wrap where the loop runs, and so need no run-time assumption that
   fails for real sizes.  x matches a host reference.  */
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
backsub (int n, const double *a, const double *y, double *x)
{
  for (int i = n - 1; i >= 0; i--)
    {
      double s = y[i];
      for (int j = i + 1; j < n; j++)
	s -= a[i * n + j] * x[j];
      x[i] = s / a[i * n + i];
    }
}

static void
backsub_ref (int n, const double *a, const double *y, double *x)
{
  for (int i = n - 1; i >= 0; i--)
    {
      double s = host (y[i]);
      for (int j = i + 1; j < n; j++)
	s -= host (a[i * n + j]) * x[j];
      x[i] = s / a[i * n + i];
    }
}

int
main (void)
{
  int n = host_int (70);
  double *a = malloc (sizeof (double) * n * n);
  double *y = malloc (sizeof (double) * n);
  double *x = malloc (sizeof (double) * n);
  double *x_ref = malloc (sizeof (double) * n);
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	a[i * n + j] = host (j < i ? 99 : (double) ((3 * i + j) % 7) / 14);
      a[i * n + i] = host (2 + (double) (i % 3));
      y[i] = host ((double) (i % 11) - 5);
    }
  backsub (n, a, y, x);
  backsub_ref (n, a, y, x_ref);
  check (x, x_ref, n);
  free (a);
  free (y);
  free (x);
  free (x_ref);
  return 0;
}
