/* Distinct malloc results cannot alias, and GCC's points-to analysis
   knows it: no run-time alias check is needed.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */

#include <stdlib.h>

double
f (int n)
{
  double *a = malloc (n * sizeof (double));
  double *b = malloc (n * sizeof (double));
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" } */
    a[i] = i;
  for (int i = 0; i < n; i++)
    b[i] = 2.0 * a[i];
  double r = b[n - 1];
  free (a);
  free (b);
  return r;
}

/* { dg-final { scan-tree-dump-not "alias check" "gpugen" } } */
