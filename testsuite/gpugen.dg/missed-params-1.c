/* More parameters than -fplugin-arg-gpugen-max-params allows: the
   remark names the one too many and the knob.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed -fplugin-arg-gpugen-max-params=1" } */

double a[100][100];

void
f (int n, int m)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: too many parameters \\\[max-params\\\] \\(.m. is one parameter too many\\)" } */
    for (int j = 0; j < m; j++)
      a[i][j] = 0;
}
