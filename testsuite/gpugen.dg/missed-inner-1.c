/* When the outer loop cannot be a SCoP, its inner nest still can.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all" } */

extern void g (int);
double a[100][100];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: call to a function with side effects" } */
    {
      g (i);
      for (int j = 0; j < n; j++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" } */
	a[i][j] = j;
    }
}
