/* One array read with two different row sizes: no single shape fits
   both, so it cannot be delinearized; the remark names the array by its
   first access.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

void
f (int n, int m, int k, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: parametric stride .* \\(an access to .a. at line 12\\)" } */
    for (int j = 0; j < m; j++)
      b[i * m + j] = a[i * m + j] + a[i * k + j];
}
