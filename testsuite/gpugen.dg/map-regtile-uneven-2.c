/* sizes= decides over the default tiles of a triangle
   (map-regtile-uneven-1.c): 64 x 64 x 32 asked for a triangular
   product gives 8 x 2 slots a thread, as before triangles had their
   own default.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-sizes=\{kernel\\\[0\\\]->tile\\\[64,64,32\\\]\}" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#define N 256

void
tri (int n, double a[N][N], double c[N][N])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "tiled 64x64x32 \\(x: member 1, y: member 0\\), shared: a_\[0-9\]*_g0 a_\[0-9\]*_g1, registers 8x2 per thread: c_\[0-9\]*" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j <= i; j++)
	c[i][j] += a[i][k] * a[j][k];
}
