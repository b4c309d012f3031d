/* A nussinov-like sweep of the upper triangle of an N x N C99 VLA:
   rows from the last to the first (a loop counting down from n - 2,
   computed before the nest), each row from the diagonal to the right
   (an inner loop whose start depends on the row counter).  Every row
   reads the row below it, so the row loop is sequential and the
   column loop parallel.  The model must relate the hoisted start to
   n and need no run-time assumption that fails for real sizes.  The
   table matches a host reference.  */
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
sweep (int n, double t[n][n])
{
  for (int i = n - 2; i >= 0; i--)
    for (int j = i + 1; j < n; j++)
      t[i][j] = 0.5 * (t[i + 1][j] + t[i + 1][j - 1]) + t[i][j];
}

static void
sweep_ref (int n, double t[n][n])
{
  for (int i = n - 2; i >= 0; i--)
    for (int j = i + 1; j < n; j++)
      t[i][j] = 0.5 * (host (t[i + 1][j]) + t[i + 1][j - 1]) + t[i][j];
}

int
main (void)
{
  int n = host_int (80);
  double (*t)[n] = malloc (sizeof (double) * n * n);
  double (*t_ref)[n] = malloc (sizeof (double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      t[i][j] = t_ref[i][j] = host ((double) ((5 * i + 3 * j) % 13) / 13);
  sweep (n, t);
  sweep_ref (n, t_ref);
  check (&t[0][0], &t_ref[0][0], (long) n * n);
  free (t);
  free (t_ref);
  return 0;
}
