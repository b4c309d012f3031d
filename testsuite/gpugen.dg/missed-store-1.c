/* A conditional store of an element that the loop does not read
   otherwise stays control flow: writing it unconditionally (with its
   old value where the condition fails) could write memory the program
   never touches.  The nest stays on the host; the remark names the
   condition.  (Where the condition's block reads the element, as in a
   relaxation, the store is made unconditional: run-select-3.c.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

#define N 64

void
copy_pos (int n, double (*restrict y)[N], const double (*restrict x)[N])
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the condition at line 17\\)" } */
    for (int j = 0; j < n; j++) /* { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the condition at line 17\\)" } */
      if (x[i][j] > 0)
	y[i][j] = x[i][j];
}
