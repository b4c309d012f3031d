/* Under -fwrapv, int arithmetic wraps: u[i*n + j] with int counters
   and size is its value only in [-2^31, 2^31), which the region's
   run-time check tests on the elements each array copies (issue 16).
   The Jacobi step matches a host reference bit for bit for n = 0 to 3
   (no iteration, or one) and ordinary sizes.  */
/* { dg-do run } */
/* { dg-options "-O2 -fwrapv -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the references and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double v)
{
  return v;
}

static int __attribute__ ((noipa))
host_i (int v)
{
  return v;
}

void __attribute__ ((noipa))
jac (int n, double *u, double *v)
{
  for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = 1; j < n - 1; j++)
      u[i*n+j] = 0.25 * (v[(i-1)*n+j] + v[(i+1)*n+j] + v[i*n+j-1]
			 + v[i*n+j+1]);
}

#define MAXN 41

static double u[MAXN * MAXN], v[MAXN * MAXN], r[MAXN * MAXN];

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 3, 4, 29, MAXN };
  for (unsigned q = 0; q < sizeof sizes / sizeof *sizes; q++)
    {
      int n = host_i (sizes[q]);
      for (int k = 0; k < MAXN * MAXN; k++)
	{
	  v[k] = host ((double) ((k * 7 + n) % 31) / 8);
	  u[k] = r[k] = host ((double) ((k * 5 + n) % 17) / 4);
	}
      jac (n, u, v);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  r[i*n+j] = host (0.25 * (v[(i-1)*n+j] + v[(i+1)*n+j]
				   + v[i*n+j-1] + v[i*n+j+1]));
      if (memcmp (u, r, sizeof u))
	abort ();
    }
  return 0;
}
