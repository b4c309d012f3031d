/* A wavefront over a nest bounded by a "long" parameter: isl's schedule
   skews it (i + j), whose values pass 2^62 for the largest values of N
   the type allows, where the host loops and the kernels, which compute
   them in "long", would overflow (issue 11, shape 5: every value the
   code computes must fit its type).  gpugen keeps the schedule with a
   run-time assumption bounding N (the dump shows it), which the run
   satisfies, so the nest runs on the device; the result matches a host
   reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */
/* { dg-gpugen-expect offload } */
/* { dg-final { scan-tree-dump "schedule values within 2\\^62 assumed" "gpugen" } } */

#include <stdlib.h>

#define N 90

double a[N][N], ref[N][N];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static long __attribute__ ((noipa))
host (long x)
{
  return x;
}

void
sweep (long n)
{
  for (long i = 1; i < n; i++)
    for (long j = 1; j < n; j++)
      a[i][j] = a[i - 1][j] * 0.5 + a[i][j - 1] * 0.25 + 1;
}

int
main (void)
{
  long n = host (N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = ref[i][j] = host (i * j % 7);
  sweep (n);
  for (long i = 1; i < n; i++)
    for (long j = 1; j < n; j++)
      ref[i][j] = ref[i - 1][j] * 0.5 + ref[i][j - host (1)] * 0.25 + 1;
  /* The same operations in the same order: equal in double.  */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (host (a[i][j] != ref[i][j]))
	abort ();
  return 0;
}
