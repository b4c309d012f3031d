/* Delinearization finds a shape for each array, but no value of the
   parameters lets every access stay in its row (found by the fuzzer,
   seed 90020): the remark names the arrays.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

void
f (int n, int m, float *restrict a, int *b, float c[2*m+3][2*n+3])
{
  for (int i = 2; i < m - 2; i++) /* { dg-missed "loop nest not a SCoP: parametric stride .* \\(the shapes found for .b., .c., .a. hold for no value of the parameters\\)" } */
    {
      for (int j = 2; j < n - 2; j++)
	{
	  a[m - 1 - i] = b[(j + 2) * (m + 3) + (m - 1 - i)] * b[(n - 1 - j) * (m + 3)];
	  c[m - 1 - i][n - 1 - j] = b[j * (m + 3) + (m - 1 - i)];
	}
      c[i][2] = a[i];
    }
}
