/* A nest whose kernel code the mapping cannot generate stays on the
   host, with a remark that says so (found by the fuzzer, seed 90067:
   isl's AST launches a kernel from fewer host loops than its schedule
   has; the dump says which).  This pins the remark of a limitation:
   when the mapping learns to offload this nest, the test changes.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

float s;

void
f (int n, int m, int *restrict a0, int (*restrict a1)[2 * m + 3],
   float *restrict a2)
{
  float s1 = 0;
  for (int i4 = 2; i4 < m - 2; i4++) /* { dg-missed "loop nest not offloaded: schedule cannot be mapped to the GPU \\(the code of the kernels' loops could not be generated\\)" } */
    for (int i5 = 2; i5 <= i4; i5++)
      {
	s1 = 0;
	for (int i6 = 2; i6 < m - 2; i6++)
	  {
	    a1[1][2 * i5] = (2 * a1[1][i5] + 7) & 1023;
	    a1[0][m - 1 - i5] = n & 1023;
	    s1 = s1 * 0.5f + 0.125f * a2[i4 + 2] + 0.5f * a1[1][i5 + 2]
		 + 0.125f * a2[i5];
	  }
	a0[i4 * (n + 3) + 1] = (a1[0][i5 + 2] + 4 * i5) & 1023;
      }
  s = s1;
}
