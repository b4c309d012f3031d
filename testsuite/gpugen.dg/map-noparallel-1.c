/* A nest with no parallel loop at all, in the original order or in
   isl's schedule (a first-order recurrence) stays on the host,
   with the reason named.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

void
recur (int n, double *x, const double *a)
{
  for (int i = 1; i < n; i++) /* { dg-missed "loop nest not offloaded: no parallel loop" } */
    x[i] = a[i] * x[i - 1] + 1.0;
}
