/* Under -fmath-errno (C's default) GCC computes sqrt as .SQRT guarded
   by a branch that calls sqrt again only to set errno, and keeps exp
   and expf as calls.  gpugen treats them as the pure functions they are
   on a GPU, where errno is not set (math-errno=1, the default).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */

#include <math.h>

double a[100], b[100];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 2 arrays, 1 parallel loops" } */
    b[i] = sqrt (a[i]) + expf (a[i]) + exp (a[i]);
}
