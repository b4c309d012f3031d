/* Six consecutive loop nests form one region; under an isl quota of
   20000 operations the region as a whole runs past it (it needs about
   50000), each nest alone fits (about 5000).  gpugen then splits the
   region into its loop nests and offloads each on its own, instead of
   keeping all six on the host.  The results match a host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized-note -fplugin-arg-gpugen-max-isl-operations=20000" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 64

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
chain (int n, double (*restrict a)[N], double (*restrict b)[N],
       double (*restrict c)[N], double (*restrict d)[N],
       double (*restrict e)[N], double (*restrict f)[N])
{
  for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: 6 loop nests split into SCoPs of their own: isl failed or ran past its operation quota on them together \\\[max-isl-operations\\\]" } */
    /* { dg-optimized "gpugen: loop nest offloaded to the GPU" "" { target *-*-* } .-1 } */
    for (int j = 1; j < n - 1; j++)
      b[i][j] = 0.5 * (a[i - 1][j] + a[i + 1][j]);
  for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 1; j < n - 1; j++)
      c[i][j] = 0.5 * (b[i][j - 1] + b[i][j + 1]);
  for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 1; j < n - 1; j++)
      d[i][j] = 0.5 * (c[i - 1][j] + c[i + 1][j]);
  for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 1; j < n - 1; j++)
      e[i][j] = 0.5 * (d[i][j - 1] + d[i][j + 1]);
  for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 1; j < n - 1; j++)
      f[i][j] = 0.5 * (e[i - 1][j] + e[i + 1][j]);
  for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 1; j < n - 1; j++)
      a[i][j] = 0.5 * (f[i][j - 1] + f[i][j + 1]);
}

static void
chain_ref (int n, double (*a)[N], double (*b)[N], double (*c)[N],
	   double (*d)[N], double (*e)[N], double (*f)[N])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      b[i][j] = 0.5 * (host (a[i - 1][j]) + a[i + 1][j]);
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      c[i][j] = 0.5 * (host (b[i][j - 1]) + b[i][j + 1]);
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      d[i][j] = 0.5 * (host (c[i - 1][j]) + c[i + 1][j]);
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      e[i][j] = 0.5 * (host (d[i][j - 1]) + d[i][j + 1]);
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      f[i][j] = 0.5 * (host (e[i - 1][j]) + e[i + 1][j]);
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      a[i][j] = 0.5 * (host (f[i][j - 1]) + f[i][j + 1]);
}

static double g[2][6][N][N];

int
main (void)
{
  int n = host_int (N);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < 6; k++)
	g[0][k][i][j] = host ((double) ((7 * i + 3 * j + k) % 13));
  memcpy (g[1], g[0], sizeof g[0]);
  chain (n, g[0][0], g[0][1], g[0][2], g[0][3], g[0][4], g[0][5]);
  chain_ref (n, g[1][0], g[1][1], g[1][2], g[1][3], g[1][4], g[1][5]);
  if (memcmp (g[0], g[1], sizeof g[0]) != 0)
    abort ();
  return 0;
}
