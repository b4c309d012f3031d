/* A loop with a second exit (break).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double x[100], y[100];

void
f (int n)
{
  for (int i = 0; i < n; i++)
    {
      /* A loop with several exits is located at its header's first
	 statement; the remark names it by its own test's line, and its
	 exit on data (a loop inside no other: nothing would be
	 parallel).  */
      if (x[i] < 0) /* { dg-missed "loop nest not a SCoP: loop with several exits .* \\(the loop at line 10, which leaves on data at line 16\\)" } */
	break;
      y[i] = x[i];
    }
}
