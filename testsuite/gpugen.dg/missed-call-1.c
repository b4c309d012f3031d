/* A call to a function that may have side effects.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

extern void g (int);
double y[100];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: call to a function with side effects \\(.g. at line 13\\)" } */
    {
      g (i);
      y[i] = 0;
    }
}
