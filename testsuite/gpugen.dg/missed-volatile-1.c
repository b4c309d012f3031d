/* A volatile array.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

volatile double v[100];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: memory reference not supported .* \\(an access to .v. at line 11\\)" } */
    v[i] = i;
}
