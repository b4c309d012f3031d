/* A condition on data read from memory.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double x[100], y[100];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: condition not affine .* \\(the condition at line 11\\)" } */
    if (x[i] > 0)
      y[i] = 1;
}
