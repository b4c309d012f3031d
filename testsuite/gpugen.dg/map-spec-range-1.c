/* The run-time checks of regions with speculative accesses that the
   model cannot prove inside their arrays (detect-spec-range-1.c): one
   call of __gpugen_region_host_range_ok per such array, in the
   condition in front of the region's entry, with the region's name,
   the array's base, the byte offset and length of its copies, and
   WRITE 1 where the array is copied back (rowstop_ptr's x, copy_pos's
   y, shift_pos's z), 0 where it is only read (search_ptr's x).  The
   arrays copied back are alone in their regions, or with arrays only
   read, so no alias check between ranges is added (run-spec-range-1.c
   has one that fails).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp -fdump-tree-optimized" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */

#define N 64

void
search_ptr (int n, double key, double (*restrict x)[N], int *restrict pos)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      int p = -1;
      for (int j = 0; j < n; j++)
	if (x[i][j] == key)
	  {
	    p = j;
	    break;
	  }
      pos[i] = p;
    }
}

void
rowstop_ptr (int n, double tol, double (*restrict x)[N])
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
      {
	if (x[i][j - 1] > tol)
	  break;
	x[i][j] = x[i][j - 1] * 1.5 + 1.0;
      }
}

void
copy_pos (int n, double (*restrict y)[N], const double (*restrict x)[N])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < n; j++)
      if (x[i][j] > 0)
	y[i][j] = x[i][j];
}

void
shift_pos (int n, double *restrict z, const double *restrict x)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    z[i] = 2.0 * z[i];
  for (int i = 0; i < n; i++)
    if (x[i] > 0)
      z[i + 1] = x[i];
}

/* { dg-final { scan-tree-dump-times "__gpugen_region_host_range_ok \\(\[^\n\]*\\(search_ptr\\)\"\\\[0\\\], x_\[0-9\]+\\(D\\), 0, _\[0-9\]+, 0\\);" 1 "optimized" } } */
/* { dg-final { scan-tree-dump-times "__gpugen_region_host_range_ok \\(\[^\n\]*\\(rowstop_ptr\\)\"\\\[0\\\], x_\[0-9\]+\\(D\\), 0, _\[0-9\]+, 1\\);" 1 "optimized" } } */
/* { dg-final { scan-tree-dump-times "__gpugen_region_host_range_ok \\(\[^\n\]*\\(copy_pos\\)\"\\\[0\\\], y_\[0-9\]+\\(D\\), 0, _\[0-9\]+, 1\\);" 1 "optimized" } } */
/* { dg-final { scan-tree-dump-times "__gpugen_region_host_range_ok \\(\[^\n\]*\\(shift_pos\\)\"\\\[0\\\], z_\[0-9\]+\\(D\\), 0, _\[0-9\]+, 1\\);" 1 "optimized" } } */
