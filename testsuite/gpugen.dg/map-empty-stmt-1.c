/* Delinearizing b with rows of m + 3 elements needs assumptions under
   which the inner loop runs no iteration (found by the fuzzer, seed
   90020): its statement would be in no kernel, so the nest stays on
   the host, and the remark names the statement.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

void
f (int n, int m, float *restrict a, int *b, float c[2*m+3][2*n+3])
{
  for (int i = 2; i < m - 2; i++) /* { dg-missed "loop nest not offloaded: schedule cannot be mapped to the GPU \\(the statement at line 14 never runs under the assumptions that the offloaded code needs\\)" } */
    {
      for (int j = 2; j < n - 2; j++)
	c[m - 1 - i][n - 1 - j] = b[j * (m + 3) + (m - 1 - i)] * b[(n - 1 - j) * (m + 3)];
      c[i][2] = a[i];
    }
}
