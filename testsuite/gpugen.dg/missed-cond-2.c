/* Store motion sinks the store to A3[2][0] out of the loops behind a
   flag, and the flag's test is a condition the model cannot express
   (found by the fuzzer, seed 91008): the remark says that the compiler
   made the condition, and after which line, as it has no line of its
   own.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

float A3[43][43];
long sink_int[5];

void
f (int n, int m, int tsteps, double A0[m + 3][m + 3], long A1[n + 3][m + 3],
   long A2[restrict m + 3][m + 3])
{
  long s1 = 0;
  for (int i2 = 0; i2 < tsteps; i2++) /* { dg-missed "loop nest not a SCoP: condition not affine .* \\(a condition the compiler made, after line 17\\)" } */
    for (int i1 = 2; i1 < n - 2; i1++)
      {
	s1 = (3 + i1 + 3 * A1[i1][0]) & 1023;
	A3[2][0] = 0.5f * A1[i1 - 2][2];
      }
  for (int i4 = 0; i4 < tsteps; i4++)
    for (int i3 = 2; i3 < n - 2; i3++)
      A2[2][1] = 1;
  sink_int[0] = s1;
}
