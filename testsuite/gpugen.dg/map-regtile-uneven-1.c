/* The default register tiles follow the shape of the band: a product
   over a rectangle (every tile the same work) gets 64 x 64 x 32 tiles,
   8 x 2 slots a thread; a triangle (syrk's j <= i: the mapped members
   bound each other) and a product whose sequential loop depends on the
   row (symm-like k <= i: the tiles' work grows with the row) get 32 rows,
   4 x 2 slots, twice as many blocks of uneven work to balance.  The
   dump says which band forms a box.  sizes= still decides where it is
   given (map-regtile-uneven-2.c).  In upto's full tiles, the slot loops
   run reversed, so that isl unrolls them to constant slots.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-dump" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */
/* { dg-final { scan-tree-dump-times "the band's values form a box: 64 rows per tile" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the band's values do not form a box: 32 rows per tile" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "again with the slot loops reversed" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "again by their sequential points" 0 "gpugen" } } */

#define N 256

void
rect (int n, double a[N][N], double b[N][N], double c[N][N])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "tiled 64x64x32 \\(x: member 1, y: member 0\\), shared: a_\[0-9\]* b_\[0-9\]*, registers 8x2 per thread: c_\[0-9\]*" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	c[i][j] += a[i][k] * b[k][j];
}

void
tri (int n, double a[N][N], double c[N][N])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "registers 4x2 per thread: c_\[0-9\]*" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j <= i; j++)
	c[i][j] += a[i][k] * a[j][k];
}

void
upto (int n, double a[N][N], double b[N][N], double c[N][N])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "tiled 32x64x32 \\(x: member 1, y: member 0\\), shared: a_\[0-9\]* b_\[0-9\]*, registers 4x2 per thread: c_\[0-9\]*" } */
    for (int k = 0; k <= i; k++)
      for (int j = 0; j < n; j++)
	c[i][j] += a[i][k] * b[k][j];
}
