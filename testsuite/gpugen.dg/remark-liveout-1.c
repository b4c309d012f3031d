/* A scalar computed in the nest and used after it keeps the nest on the
   host for now; the remark names the variable and its line.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double y[4096];

double
f (void)
{
  for (int i = 0; i < 4096; i++) /* { dg-missed "gpugen: loop nest not offloaded: scalar computed in the region is used after it \\(.s. at line 15\\)" } */
    y[i] = 0.5 * i;
  double s = 0;
  for (int i = 0; i < 4096; i += 97)
    s += y[i];
  return s;
}
