/* With spec-range-check=0, a speculative rewrite whose accesses the
   model cannot prove inside their arrays' objects makes the nest a
   miss, and the remark names the condition (or the exit) and the knob.
   A conditional store of an element that the loop does not read is
   made unconditional (the store of "c ? new : old", run-store-1.c);
   here y is reached through a pointer (its size is unknown) and the
   nest touches no element of it otherwise; z[i + 1] may be z[n], which
   the other loop does not touch; search_ptr's loop reads past its exit
   on data.  The nest that only reads and writes elements of its own is
   a SCoP still, alone (no miss).  By default (spec-range-check=1) these
   nests are SCoPs whose regions check the host memory their copies
   touch at run time (detect-spec-range-1.c, run-spec-range-1.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed -fplugin-arg-gpugen-spec-range-check=0" } */

#define N 64

void
copy_pos (int n, double (*restrict y)[N], const double (*restrict x)[N])
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the condition at line 23, whose store may write outside its array, with spec-range-check=0\\)" } */
    for (int j = 0; j < n; j++)
      if (x[i][j] > 0)
	y[i][j] = x[i][j];
}

void
shift_pos (int n, double *restrict z, const double *restrict x)
{
  for (int i = 0; i < n; i++) /* { dg-bogus "missed" } */
    z[i] = 2.0 * z[i];
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the condition at line 33, whose store may write outside its array, with spec-range-check=0\\)" } */
    if (x[i] > 0)
      z[i + 1] = x[i];
}

void
search_ptr (int n, double key, double (*restrict x)[N], int *restrict pos)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the exit at line 44, past which its loop may read outside its array, with spec-range-check=0\\)" } */
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
