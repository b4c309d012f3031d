/* Plain pointer parameters may point into the same array.  With
   run-time alias checks turned off, the nest stays on the host.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed -fplugin-arg-gpugen-alias-checks=0" } */

void
f (int n, double *a, double *b)
{
  for (int i = 0; i < n; i++) /* { dg-missed "gpugen: loop nest not a SCoP: arrays may alias \\(.b. and .a.\\) \\\[alias-checks=0\\\]" } */
    a[i] = b[i] + 1.0;
}
