/* A loop nest that reads and writes no array, only scalars, is no
   SCoP worth a GPU; the remark names the loop.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double __attribute__ ((noipa))
f (int n)
{
  double s = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: no loop with memory accesses \\(the loop at line 10 reads and writes no array, only scalars\\)" } */
    s = s * 0.5 + i;
  return s;
}
