/* The estimate of a nest that index-set splitting made kernels
   (gpugen-indexset.cc): Floyd-Warshall's relaxation at n = 256, with
   the H100's cost model applied on the emulator (GPUGEN_OFFLOAD_MODEL),
   runs on the device.  The diagonal element's kernel (i == k and
   j == k: one thread, launched once per k) counts its n points
   (gpugen-profit.cc, determined_dim), not the n^3 of its bounding box
   in (k, i, j): with those, the estimate saw one thread run n^3
   instances one after the other (1.8 s at n = 256) and kept the nest
   on the host, as it did on an H100 at n = 1600 (session 23).  Results
   match the reference bit for bit (no product, so no fma).  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "auto" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD_MODEL "20,0.8,33,270336,110,20,0.3,16" } */
/* { dg-gpugen-expect offload } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-split-1.c:\[0-9\]+ \\(relax\\): device: estimated \[0-9.\]+ m?s on the device against \[0-9.\]+ m?s on the host: \[^\r\n\]*\[\r\n\]+" } */

#include <stdlib.h>
#include <string.h>

#define N 256

void __attribute__ ((noipa))
relax (int n, double d[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	{
	  double via = d[i][k] + d[k][j];
	  d[i][j] = via < d[i][j] ? via : d[i][j];
	}
}

void __attribute__ ((noipa, gpugen_off))
relax_ref (int n, double d[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	{
	  double via = d[i][k] + d[k][j];
	  d[i][j] = via < d[i][j] ? via : d[i][j];
	}
}

static double d[N * N], r[N * N];

int __attribute__ ((gpugen_off))
main (void)
{
  for (int i = 0; i < N * N; i++)
    {
      unsigned h = ((unsigned) i * 2654435761u) >> 9;
      d[i] = r[i] = h % 7 == 0 ? 1e9 : (double) (h % 31);
    }
  relax (N, (double (*)[N]) d);
  relax_ref (N, (double (*)[N]) r);
  if (memcmp (d, r, sizeof d))
    abort ();
  return 0;
}
