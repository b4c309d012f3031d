/* A C99 VLA parameter: the row size is a parameter, so a[i][j] is at
   i * m + j, a parametric stride.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

void
f (int n, int m, double a[n][m])
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: parametric stride" } */
    for (int j = 0; j < m; j++)
      a[i][j] = i + j;
}
