/* A condition on data read from memory whose branch stores to two
   arrays: not a select, not one conditional store (run-store-1.c), so
   it stays control flow the model cannot express.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double x[100], y[100], z[100];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: condition not affine .* \\(the condition at line 13\\)" } */
    if (x[i] > 0)
      {
	y[i] = 1;
	z[i] = 2;
      }
}
