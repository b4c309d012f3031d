/* Speculative rewrites over arrays of unknown size (reached through
   pointers): a search loop that runs past its exit on data (search_ptr),
   a recurrence along rows that stops at a threshold (rowstop_ptr), a
   conditional store made unconditional (copy_pos), one whose element
   may lie one past what the loop around it touches (shift_pos, in one
   SCoP with the loop before it).  No parameter value proves their
   accesses inside their arrays, so the model flags the arrays
   (spec_range_p) instead of rejecting the nests: the region's run-time
   checks examine the host memory of their copies (map-spec-range-1.c).
   run-spec-range-1.c runs such nests, also where the check fails;
   missed-store-1.c has the remarks of spec-range-check=0.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */
/* { dg-prune-output "offloaded" } */

#define N 64

void
search_ptr (int n, double key, double (*restrict x)[N], int *restrict pos)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 4 statements, 2 arrays, 1 parallel loops" } */
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
    for (int j = 1; j < n; j++) /* { dg-note "gpugen: SCoP with 4 statements, 1 arrays, 1 parallel loops" } */
      {
	if (x[i][j - 1] > tol)
	  break;
	x[i][j] = x[i][j - 1] * 1.5 + 1.0;
      }
}

void
copy_pos (int n, double (*restrict y)[N], const double (*restrict x)[N])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < n; j++)
      if (x[i][j] > 0)
	y[i][j] = x[i][j];
}

void
shift_pos (int n, double *restrict z, const double *restrict x)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" } */
    z[i] = 2.0 * z[i];
  for (int i = 0; i < n; i++)
    if (x[i] > 0)
      z[i + 1] = x[i];
}

/* { dg-final { scan-tree-dump-times "x_\[0-9\]+ may be touched outside its object: the host memory of its copies is checked at run time" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\[yz\]_\[0-9\]+ may be touched outside its object: the host memory of its copies is checked at run time" 2 "gpugen" } } */
