/* A value the CUDA printer cannot print (long double, which device code
   does not have) keeps the nest on the host; the remark names the type
   and the line (and the variable, where the value still has one; never
   a compiler temporary such as _1).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

long double A[64], B[64];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not offloaded: statement cannot be printed as CUDA \\(value of type long double at line 14\\)" } */
    A[i] = B[i] * 2.0L;
}
