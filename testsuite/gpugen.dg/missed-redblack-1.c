/* A red-black sweep whose inner loop starts at 1 + i % 2 and steps by 2:
   its iteration count, ((unsigned) n - 3 - (i & 1)) / 2, divides a
   distance computed with a remainder, in unsigned arithmetic that the
   quasi-affine reading does not follow, so the nest stays on the host
   and the remark names the loop (issue 16: not modelled yet).  The same
   sweep written with a condition on the parity, or with a constant
   start, is offloaded (run-stride-1.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

void
red (int n, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-missed "loop nest not a SCoP: loop bound not affine \\(the loop at line 15, whose iteration count divides by its step a distance computed with a remainder or a division\\)" } */
    for (int j = 1 + (i % 2); j < n - 1; j += 2)
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
}
