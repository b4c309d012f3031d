/* A label in the loop whose address is taken (GNU C's labels as values)
   may be jumped to from anywhere: the nest is no SCoP, and the remark
   names the label's line.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

void *tbl[1];

void
f (int n, double *a)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: statement not supported \\(asm, switch, exception or goto\\) \\(a label whose address is taken at line 14\\)" } */
    {
    l1:
      a[i] = i;
    }
  tbl[0] = &&l1;
}
