/* The host's memory term of the estimate counts the elements the region
   touches, not the rows it copies (runtime/profit.c,
   __gpugen_region_estimate_host): Jacobi steps over the top left N x N
   corner of arrays of 258 x 258 copy N + 2 whole rows of 258 elements,
   but the host path reads only N + 2 of each.  Under a cost model
   without fixed costs (GPUGEN_OFFLOAD_MODEL on the emulator), N = 16
   (37 KB copied per array and way, 2.6 KB touched) runs on the host and
   N = 256 (the whole arrays) on the device.  Every element matches a
   host reference after each call.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "auto" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD_MODEL "0,0,33,270336,110,20,0.3,16" } */
/* { dg-gpugen-expect offload } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-touched-1.c:\[0-9\]+ \\(relax\\): 1 entry, \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-touched-1.c:\[0-9\]+ \\(relax\\): device: estimated \[0-9.\]+ us on the device against \[0-9.\]+ us on the host: \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-touched-1.c:\[0-9\]+ \\(relax\\): host: estimated \[0-9.\]+ us on the device against 0.\[0-9\]+ us on the host: \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: region \[^\r\n\]*run-profit-touched-1.c:\[0-9\]+ \\(relax\\): 1 of 2 executions on the device, 1 on the host \\(1 by the estimate\\)" } */

#include <stdlib.h>
#include <string.h>

#define M 258

double u[M][M], v[M][M], ru[M][M], rv[M][M];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static void __attribute__ ((noipa))
relax (int n, int steps)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i <= n; i++)
	for (int j = 1; j <= n; j++)
	  v[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
      for (int i = 1; i <= n; i++)
	for (int j = 1; j <= n; j++)
	  u[i][j] = v[i][j];
    }
}

static void
ref (int n, int steps)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i <= n; i++)
	for (int j = 1; j <= n; j++)
	  rv[i][j] = host (0.25) * (ru[i-1][j] + ru[i+1][j] + ru[i][j-1]
				    + ru[i][j+1]);
      for (int i = 1; i <= n; i++)
	for (int j = 1; j <= n; j++)
	  ru[i][j] = host (rv[i][j]);
    }
}

/* A hot border around the N x N corner, garbage beyond it.  */

static void
init (int n)
{
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      {
	double x = (i == 0 || j == 0 || i == n + 1 || j == n + 1) ? 1.0 : 0.0;
	if (i > n + 1 || j > n + 1)
	  x = 3.5 + i - j;
	u[i][j] = ru[i][j] = host (x);
	v[i][j] = rv[i][j] = host (0.5 + i + j);
      }
}

int
main (void)
{
  int sizes[2] = { 256, 16 };
  for (int k = 0; k < 2; k++)
    {
      init (sizes[k]);
      ref (sizes[k], 3);
      relax (sizes[k], 3);
      if (memcmp (u, ru, sizeof u) != 0 || memcmp (v, rv, sizeof v) != 0)
	abort ();
    }
  return 0;
}
