/* A recurrence with parallel updates, as Levinson-style solvers write
   it: a scalar ALPHA, with a value from before the loop nest, is
   updated once per step of a sequential loop by a reduction and read by
   the parallel update of the same step.  The reduction and the update
   are different kernels, so gpugen keeps ALPHA and the reduction's sum
   in device memory (ALPHA's first value stored there by the host code)
   and launches the kernels from a host loop over the steps.  The result
   matches a host reference.  */
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

/* For k = 1 .. N - 1: BETA = X[0..k-1] . Y[0..k-1]; ALPHA = ALPHA / 2 +
   BETA / (k N); Y[i] += ALPHA * X[k-1-i] for i < k; Y[k] = ALPHA.  */

void
recur (int n, const double *x, double *y, double alpha)
{
  for (int k = 1; k < n; k++)
    {
      double beta = 0;
      for (int i = 0; i < k; i++)
	beta += x[i] * y[i];
      alpha = 0.5 * alpha + beta / ((double) k * n);
      for (int i = 0; i < k; i++)
	y[i] += alpha * x[k - 1 - i];
      y[k] = alpha;
    }
}

static void
recur_ref (int n, const double *x, double *y, double alpha)
{
  for (int k = 1; k < n; k++)
    {
      double beta = 0;
      for (int i = 0; i < k; i++)
	beta += host (x[i]) * y[i];
      alpha = 0.5 * alpha + beta / ((double) k * n);
      for (int i = 0; i < k; i++)
	y[i] += alpha * host (x[k - 1 - i]);
      y[k] = alpha;
    }
}

int
main (void)
{
  int n = host_int (150);
  double *x = malloc (sizeof (double) * n);
  double *y = malloc (sizeof (double) * n);
  double *y_ref = malloc (sizeof (double) * n);
  for (int i = 0; i < n; i++)
    {
      x[i] = host ((double) ((3 * i + 1) % 17) / 17 - 0.25);
      y[i] = y_ref[i] = host ((double) (i % 5) / 5);
    }
  recur (n, x, y, host (0.75));
  recur_ref (n, x, y_ref, 0.75);
  check (y, y_ref, n);
  free (x);
  free (y);
  free (y_ref);
  return 0;
}
