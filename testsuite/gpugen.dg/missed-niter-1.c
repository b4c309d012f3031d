/* A loop whose iteration count depends on data.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double x[100];
int idx[100];

void
f (int n)
{
  for (int i = 0; idx[i] != n; i++) /* { dg-missed "loop nest not a SCoP: number of iterations not computable \\(the loop at line 11\\)" } */
    x[i] = 0;
}
