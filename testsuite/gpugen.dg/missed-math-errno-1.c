/* With -fplugin-arg-gpugen-math-errno=0, a math function that may set
   errno keeps the nest on the host: sqrt, which GCC guards for errno,
   and exp, which it calls directly; each remark names the knob.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed -fplugin-arg-gpugen-math-errno=0" } */

#include <math.h>

double a[100], b[100];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: call to a function with side effects \\(a math function that sets errno, at line 14\\) \\\[math-errno=0\\\]" } */
    b[i] = sqrt (a[i]);
}

void
g (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: call to a function with side effects \\('exp' at line 22\\) \\\[math-errno=0\\\]" } */
    b[i] = exp (a[i]);
}
