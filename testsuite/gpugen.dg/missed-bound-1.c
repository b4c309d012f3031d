/* An inner bound loaded from memory inside the nest.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double a[100][100];
int len[100];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: loop bound not affine \\(the loop at line 12\\)" } */
    for (int j = 0; j < len[i]; j++)
      a[i][j] = 0;
}
