/* Conditional stores of an element that the condition reads: a
   Floyd-Warshall relaxation written with an if, and a clamp of values
   above a threshold ("if (x[i][j] > hi) x[i][j] = hi").  gpugen rewrites
   each as an unconditional store of "c ? new : old" (PPCG's may-write
   made exact), so the nests are SCoPs and offloaded.  A conditional
   store of an element that is not read there, to an array of unknown
   size, is offloaded under the run-time check of its host memory.
   The results match a host reference, with the conditions taken both
   ways.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 40

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

void __attribute__ ((noipa))
fw (int n, double (*restrict d)[N])
{
  for (int k = 0; k < n; k++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	if (d[i][k] + d[k][j] < d[i][j])
	  d[i][j] = d[i][k] + d[k][j];
}

void __attribute__ ((noipa))
clamp (int n, double hi, double (*restrict x)[N])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < n; j++)
      if (x[i][j] > hi)
	x[i][j] = hi;
}

/* The stored element is not read, and y's size is unknown: the store
   is made unconditional under the run-time check of the host memory of
   y's copies (run-spec-range-1.c; missed-store-1.c pins the remark of
   spec-range-check=0).  */

void __attribute__ ((noipa))
copy_pos (int n, double (*restrict y)[N], const double (*restrict x)[N])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < n; j++)
      if (x[i][j] > 0)
	y[i][j] = x[i][j];
}

static void
fw_ref (int n, double (*d)[N])
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	if (host (d[i][k]) + d[k][j] < d[i][j])
	  d[i][j] = d[i][k] + d[k][j];
}

static void
clamp_ref (int n, double hi, double (*x)[N])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (host (x[i][j]) > hi)
	x[i][j] = hi;
}

static double d[N][N], d_ref[N][N], y[N][N], y_ref[N][N];

int
main (void)
{
  int n = host_int (N);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	d[i][j] = host (i == j ? 0 : (double) ((5 * i + 3 * j) % 17 + 1));
	y[i][j] = y_ref[j][i] = host (-1);
      }
  memcpy (d_ref, d, sizeof d);
  fw (n, d);
  fw_ref (n, d_ref);
  if (memcmp (d, d_ref, sizeof d) != 0)
    abort ();
  clamp (n, host (9.5), d);
  clamp_ref (n, 9.5, d_ref);
  if (memcmp (d, d_ref, sizeof d) != 0)
    abort ();
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      d[i][j] = d_ref[i][j] = host ((double) ((i * j) % 7) - 3);
  copy_pos (n, y, (const double (*)[N]) d);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (host (d_ref[i][j]) > 0)
	y_ref[j][i] = d_ref[i][j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (y[i][j] != host (y_ref[j][i]))
	abort ();
  return 0;
}
