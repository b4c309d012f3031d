/* run-profit-1.c's stencil with a cost model whose host takes 1 ms per
   instance: the estimate sends the region to the device, and the
   profile says why.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "auto" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD_MODEL "20,0.8,33,270336,110,20,1000000,16" } */
/* { dg-gpugen-expect offload } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-2.c:\[0-9\]+ \\(smooth\\): device: estimated \[0-9.\]+ us on the device against \[0-9.\]+ m?s on the host: \[^\r\n\]*\[\r\n\]+" } */

#include <stdlib.h>

#define N 64

/* The identity, opaque to gpugen.  */

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

void
smooth (int steps, int n, double *a, double *b)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
      for (int i = 1; i < n - 1; i++)
	a[i] = b[i];
    }
}

int
main (void)
{
  static double a[N], b[N], ref[N], tmp[N];
  int steps = host_int (8), n = host_int (N);
  for (int i = 0; i < N; i++)
    a[i] = ref[i] = b[i] = tmp[i] = host_int (i % 5);
  smooth (steps, n, a, b);
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	tmp[i] = (ref[i - 1] + ref[i] + ref[i + 1]) / host_int (3);
      for (int i = 1; i < n - 1; i++)
	ref[i] = tmp[host_int (i)];
    }
  for (int i = 0; i < N; i++)
    if (a[i] != ref[i])
      abort ();
  return 0;
}
