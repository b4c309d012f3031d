/* An indirect subscript.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double x[100], y[100];
int idx[100];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: array subscript not affine \\(an access to .y. at line 12\\)" } */
    y[idx[i]] = x[i];
}
