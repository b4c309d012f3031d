/* A condition on data read from memory whose branch runs a loop: not a
   select, not conditional stores (run-select-6.c makes the stores of a
   branch into several arrays selects), so it stays control flow the
   model cannot express.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double x[100], y[100][100];

void
f (int n, int m)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: condition not affine .* \\(the condition at line 14\\)" } */
    if (x[i] > 0)
      for (int j = 0; j < m; j++)
	y[i][j] = j;
}
