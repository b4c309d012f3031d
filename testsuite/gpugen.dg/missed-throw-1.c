/* Under -fnon-call-exceptions a floating-point division may throw (it may
   trap): the nest is no SCoP, and the remark names the statement's
   line.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fexceptions -fnon-call-exceptions -fopt-info-omp-missed" } */

void
f (int n, double *a, const double *b, const double *c)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: statement not supported \\(asm, switch, exception or goto\\) \\(a statement that may throw at line 11\\)" } */
    a[i] = b[i] / c[i];
}
