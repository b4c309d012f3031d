/* A condition with a remainder of a value that may be negative, "(i / 2
   - j / 3) % 5 == 1", which GCC computes with "j / -3": the model reads
   a division or remainder by a negative constant exactly (a truncated
   quotient negated, the remainder of the dividend, which keeps its
   sign), and the nest is offloaded; it stayed on the host with
   "condition not affine".  A remainder by a negative constant, "(i -
   j) % -4 == -1", is one by 4 to GCC already (the remainder has the
   dividend's sign either way), offloaded before too.
   run-divmod-cond-2.c runs both.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all" } */

void
ch2 (int n, int m, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = 0; j < m; j++)
      a[i * m + j] = ((i / 2 - j / 3) % 5 == 1) ? b[i * m + j] : 0.5;
}

void
negdiv (int n, int m, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if ((i - j) % -4 == -1)
	a[i * m + j] = b[i * m + j] + 1.0;
}
