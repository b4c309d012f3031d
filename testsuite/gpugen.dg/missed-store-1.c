/* A conditional store of an element that the loop does not read is
   made unconditional (the store of "c ? new : old", run-store-1.c) only
   where every element it may write is inside its array: in a declared
   array of constant size, or an element the nest accesses anyway.
   Where that cannot be shown for any value of the parameters, writing
   it unconditionally could touch memory the program never touches: the
   nest stays on the host, and the remark names the condition.  Here
   y is reached through a pointer (its size is unknown) and the nest
   touches no element of it otherwise; z[i + 1] may be z[n], which the
   other loop does not touch.  The nest that only reads and writes
   elements of its own is a SCoP still, alone (no miss).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

#define N 64

void
copy_pos (int n, double (*restrict y)[N], const double (*restrict x)[N])
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the condition at line 22, whose store may write outside its array\\)" } */
    for (int j = 0; j < n; j++)
      if (x[i][j] > 0)
	y[i][j] = x[i][j];
}

void
shift_pos (int n, double *restrict z, const double *restrict x)
{
  for (int i = 0; i < n; i++) /* { dg-bogus "missed" } */
    z[i] = 2.0 * z[i];
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the condition at line 32, whose store may write outside its array\\)" } */
    if (x[i] > 0)
      z[i + 1] = x[i];
}
