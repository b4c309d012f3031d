/* A switch statement.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double y[100];
int k[100];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: statement not supported .* \\(a switch at line 12\\)" } */
    switch (k[i])
      {
      case 0: y[i] = 1; break;
      case 1: y[i] = 2; break;
      case 7: y[i] = 5; break;
      default: y[i] = 3; break;
      }
}
