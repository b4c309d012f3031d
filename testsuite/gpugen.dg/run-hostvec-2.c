/* The host copy of an offloaded region whose run-time checks pass, run
   because the runtime keeps the region on the host (GPUGEN_OFFLOAD=never,
   as its estimate or a missing GPU would): the copy that runs is the
   one whose loops gpugen-hostvec.cc marked, which -O2's vectorizer
   vectorizes (hostvec-1.c), with epilogues for orders that are
   not multiples of the vector length.  Its results must be the
   original order's: Levinson-Durbin against a reference that stays on
   the host, element by element (the sums are in order in both).  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "never" } */
/* { dg-gpugen-expect host } */

#include <math.h>
#include <stdlib.h>

/* The identity, opaque to gpugen: the loops that call it are not SCoPs,
   so the reference stays on the host.  */

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

void __attribute__ ((noipa))
durbin (int n, const double *r, double *y, double *z)
{
  double alpha = -r[0];
  double beta = 1.0;

  y[0] = -r[0];
  for (int k = 1; k < n; k++)
    {
      double dot = 0.0;

      beta = (1.0 - alpha * alpha) * beta;
      for (int i = 0; i < k; i++)
	dot = dot + r[k - 1 - i] * y[i];
      alpha = -(r[k] + dot) / beta;
      for (int i = 0; i < k; i++)
	z[i] = y[i] + alpha * y[k - 1 - i];
      for (int i = 0; i < k; i++)
	y[i] = z[i];
      y[k] = alpha;
    }
}

/* The same, each loop calling host () so that none is a SCoP.  */

static void
durbin_ref (int n, const double *r, double *y, double *z)
{
  double alpha = -r[0];
  double beta = 1.0;

  y[0] = -r[0];
  for (int k = 1; k < n; k++)
    {
      double dot = 0.0;

      beta = (1.0 - alpha * alpha) * beta;
      for (int i = 0; i < k; i++)
	dot = dot + r[k - 1 - i] * host (y[i]);
      alpha = -(r[k] + dot) / beta;
      for (int i = 0; i < k; i++)
	z[i] = host (y[i]) + alpha * y[k - 1 - i];
      for (int i = 0; i < k; i++)
	y[i] = host (z[i]);
      y[k] = alpha;
    }
}

int
main (void)
{
  int n = host_int (77);
  double *r = malloc (sizeof (double) * n);
  double *y = malloc (sizeof (double) * n);
  double *z = malloc (sizeof (double) * n);
  double *y_ref = malloc (sizeof (double) * n);
  double *z_ref = malloc (sizeof (double) * n);
  double p1 = 1.0, p2 = 1.0;
  for (int k = 0; k < n; k++)
    {
      p1 *= host (0.8);
      p2 *= -0.6;
      r[k] = 0.5 * p1 + 0.3 * p2;
    }

  durbin (n, r, y, z);
  durbin_ref (n, r, y_ref, z_ref);
  for (int i = 0; i < n; i++)
    if (!(fabs (y[i] - y_ref[i]) <= 1e-12 * (1 + fabs (y_ref[i]))))
      abort ();

  free (r);
  free (y);
  free (z);
  free (y_ref);
  free (z_ref);
  return 0;
}
