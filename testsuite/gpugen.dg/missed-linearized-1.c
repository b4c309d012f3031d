/* A linearized subscript a[i * n + j] multiplies a counter by a
   parameter.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

void
f (int n, double *restrict a)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: parametric stride" } */
    for (int j = 0; j < n; j++)
      a[i * n + j] = i + j;
}
