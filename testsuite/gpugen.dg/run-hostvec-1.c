/* The host copy of an offloaded loop whose arrays overlap at run time:
   the alias check fails, and the copy that runs is the one
   gpugen-hostvec.cc leaves unmarked, which keeps the order of the
   iterations (a = x + 1 and b = x make each iteration read what the
   one before wrote).  Had the marked, vectorized copy run, two
   iterations would read their b[i] before either stored, and the check
   below would fail.  */
/* { dg-do run } */
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

/* A[i] = B[i] + ALPHA * B[N - 1 - i], durbin's update, out of line so
   that it sees two pointers it cannot relate.  */

void __attribute__ ((noipa))
update (int n, double *a, const double *b, double alpha)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] + alpha * b[n - 1 - i];
}

int
main (void)
{
  /* Odd, so that a vector loop would have an epilogue too.  */
  int n = host_int (101);
  double *x = malloc (sizeof (double) * (n + 1));
  double *x_ref = malloc (sizeof (double) * (n + 1));
  for (int i = 0; i <= n; i++)
    x[i] = x_ref[i] = host ((i % 7) - 3.0);

  /* In order: x[i + 1] = x[i] + 0.5 * x[n - 1 - i], each element read
     after the iterations before have stored.  */
  for (int i = 0; i < n; i++)
    x_ref[i + 1] = host (x_ref[i]) + 0.5 * x_ref[n - 1 - i];

  update (n, x + 1, x, 0.5);
  for (int i = 0; i <= n; i++)
    if (!(fabs (x[i] - x_ref[i]) <= 1e-12 * (1 + fabs (x_ref[i]))))
      abort ();

  free (x);
  free (x_ref);
  return 0;
}
