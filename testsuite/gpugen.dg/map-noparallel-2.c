/* Under the region's assumptions (n = 5, from the shapes the accesses
   need) each loop runs once, so the original loops are parallel, but
   isl's schedule has no parallel loop (found by the fuzzer, seed 90010):
   the nest stays on the host and the remark says that it is isl's
   schedule that has none.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

static int A0[83][83][83];
double sink_fp[2];
long sink_int[2];

void
f0 (int n, long *A1, float A2[restrict (n+3)][(n+3)],
    int A3[restrict (2*n+3)][(2*n+3)], float *A4)
{
  int s1 = 0;
  float s2 = 1;
  for (int i1 = 2; i1 < n - 2; i1++) /* { dg-missed "loop nest not offloaded: no parallel loop .* \\(isl's schedule of the nest at line 19 has no parallel loop\\)" } */
    {
      s2 = 0.25f * A3[1][n - 1 - i1] + -0.375f * s1 + 0.5f * (float) i1 + 0.5f * (float) i1;
      for (int i2 = 2; i2 < n - 2; i2++)
	{
	  s2 += 0.75f * A4[n - 1 - i2] + -0.375f * s1 + 0.5f * A0[0][2*i1][2*i2-2];
	  A2[n - 1 - i1][i2] = -0.375f * s2 + 0.5f * A1[0];
	  s2 += -0.375f * A1[0] + -0.375f * A3[n - 1 - i2][2*i2+2] + 0.25f * s1;
	}
      A1[1] = ((1 * i1 + i1 + 1 * A1[0] + 3 * i1) & 1023);
    }
  sink_int[0] = s1;
  sink_fp[1] = s2;
}
