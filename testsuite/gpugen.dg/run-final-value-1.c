/* A store that loop invariant motion sinks out of its loop, leaving the
   loop empty and the stored value a function of the counter's final
   value: at "loopinit", where gpugen runs at -O3, GCC's final value
   replacement has not yet rewritten that value, and the loop's header
   holds no statement that could write it.  Found by the random
   differential tester (seed 34).  The model must not read a scalar
   that nothing writes: gpugen applies final value replacement itself
   first, the stored value becomes a function of n, and the nest is
   offloaded and matches a host reference.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-gpugen-dump=summary" } */
/* { dg-gpugen-expect any } */

#include <stdlib.h>

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

void __attribute__ ((noipa))
f (int n, int m, double *a, const long *b)
{
  for (int i = n - 3; i >= 2; i--)
    for (int j = 2; j < n - 2; j++)
      a[n - 1 - i] = -0.375 * m + 0.75 * b[n - 1 - j] + -0.375 * j;
}

int
main (void)
{
  int n = host_int (9), m = host_int (27);
  double a[12], r[12];
  long b[12];
  for (int k = 0; k < 12; k++)
    {
      a[k] = r[k] = host_int (k) * 0.5;
      b[k] = host_int (3 * k % 7);
    }
  f (n, m, a, b);
  for (int i = n - 3; i >= 2; i--)
    for (int j = 2; j < n - 2; j++)
      r[n - 1 - i] = -0.375 * host_int (m) + 0.75 * b[n - 1 - j]
		     + -0.375 * j;
  for (int k = 0; k < 12; k++)
    if (a[k] != r[k])
      abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "SCoP 0 offloaded" "gpugen" } } */
