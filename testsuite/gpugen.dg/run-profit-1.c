/* The region's estimate (ABI version 3): with the H100's cost model
   applied on the emulator (GPUGEN_OFFLOAD_MODEL), a small stencil (64
   points, 8 steps: about 1000 instances, 8 launches) runs on the host,
   whose estimated time is far below the device's fixed costs, and the
   profile says why.  Results match the reference either way.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "auto" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD_MODEL "20,0.8,33,270336,110,20,0.3,16" } */
/* { dg-gpugen-expect host } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-1.c:\[0-9\]+ \\(smooth\\): host: estimated \[0-9.\]+ us on the device against \[0-9.\]+ us on the host: \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-1.c:\[0-9\]+ \\(smooth\\): 0 of 1 execution on the device, 1 on the host \\(1 by the estimate\\)" } */

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
